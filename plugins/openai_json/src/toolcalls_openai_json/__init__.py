"""Call-shaped JSON with no tags (tier 2): OpenAI, Anthropic and Llama 3 shapes, bare or fenced.

Candidates, in text order (DESIGN.md 3a, docs/formats.md "json (tier 2)"):

- the whole text, when its first non-blank character is ``{`` or ``[``;
- each fenced block (```` ```json ```` or plain ```` ``` ````, the fence at a line start) whose
  content starts with ``{``, ``[`` or a comment: its JSON values up to the closing fence;
- objects whose first key is a call key or whose first member may parse, and arrays whose first
  element is an object or a scalar followed by ``,`` or ``]``, embedded in prose.

A candidate that parses and is a call shape gives calls; one that parses and is data is skipped
whole, call shapes nested inside it included. One that fails to parse is a broken call when it
starts with a quoted call key (``{"name"``, ``{"type"``, ``{"function"``, ``{"tool_calls"``,
``{"function_call"``, also after ``[``), or when it is the whole text or a whole fenced block
with a call key at its top level (``_attempt``); otherwise it is prose. A fenced call behind a
leading comment is ``json.comment``. Which values are calls is the toolkit's
``calls_from_json``.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from typing import Any

from toolcalls import Call, Extraction, FormatSpec, Match, ToolCallError, hookimpl
from toolcalls.toolkit import (
    broken,
    calls_from_json,
    ends_in_marker,
    is_call_shape,
    parse_json,
    skip_ws,
)
from toolcalls.toolkit.json import parse_json_exact, try_parse_json
from toolcalls.toolkit.jsonscan import (
    CALL_KEYS,
    CALL_WORD,
    FENCE,
    WS,
    fence_lines,
    first_fence_line,
    json_starts,
)
from toolcalls.toolkit.render import dump_json

FORMAT_ID = "json"
#: Every call shape is an object: a text without ``{`` holds no call.
MARKER = "{"
#: The start of an array read as a whole: the whole text or a fenced block starting with ``[``
#: may be data holding call shapes (``[[{"name": ...}]]``), which are then no calls.
_ARRAY_OF_OBJECTS = re.compile(r"\[")
#: The opening fence of a block that may be JSON: blanks, a language (group 1), whitespace,
#: then content that starts with ``{``, ``[`` or a comment. A block whose fence does not match
#: this is not JSON, whatever its language.
_JSON_OPENER = re.compile(r"```[ \t]*([A-Za-z][\w.+-]*)?\s*(?=[\[{]|//|/\*)")
#: Comments and whitespace at the start of a fenced block's content.
_COMMENTS = re.compile(r"(?:\s+|//[^\n]*|/\*(?:[^*]|\*(?!/))*\*/)*")
#: An object without nested objects or arrays, its strings read as JSON reads them: if the
#: text at a candidate parses, this is exactly its span (see ``_candidate``). Unrolled, so
#: that it never backtracks more than once over a character.
_FLAT_OBJECT = re.compile(r'\{[^{}\[\]"]*(?:"[^"\\]*(?:\\[\s\S][^"\\]*)*"[^{}\[\]"]*)*\}')
#: An array without nested objects or arrays, its strings read as JSON reads them. Parsed, it is
#: data (a call is an object), and nothing in it starts a candidate: JSON strings hold no
#: unescaped quote, so no ``{"`` nor ``[{``.
_FLAT_ARRAY = re.compile(r'\[[^{}\[\]"]*(?:"[^"\\]*(?:\\[\s\S][^"\\]*)*"[^{}\[\]"]*)*\]')
_CALL_KEY = re.compile(rf'(?:\[{WS})?\{{{WS}"{CALL_KEYS}"')
#: How a candidate that starts with a call key must go on to be JSON: a colon and the first
#: character of a value. One that does not (``{"name": see``) is broken there.
_FIRST_MEMBER = re.compile(
    rf'(?:\[{WS})?\{{{WS}"{CALL_KEYS}"{WS}:{WS}(?:["{{\[0-9-]|true|false|null)'
)
#: Tokens of a broken candidate's text for ``_attempt``: strings (double or single quoted,
#: maybe cut), brackets, separators, bare words.
_TOKEN = re.compile(
    r'"(?:[^"\\]|\\.)*"?|\'(?:[^\'\\]|\\.)*\'?|[{}\[\],:]|[A-Za-z_$][\w$]*'
)
_CALL_KEY_WORDS = frozenset({"name", "type", "function", "tool_calls", "function_call"})
_JSON_FENCES = frozenset({"", "json"})


@hookimpl
def toolcalls_format() -> FormatSpec:
    return FormatSpec(
        id=FORMAT_ID,
        tier=2,
        markers=(MARKER,),
        # The end of a text may hold a fence line before its '{', the '[' of an array, or a '{'
        # whose first key or its colon is not complete yet (a candidate is known from its
        # first member on, ``_FIRST_MEMBER``).
        pending=(r"(?:^|\n)[ \t]*`{1,3}[A-Za-z]*[ \t]*\n?\s*(?:\[\s*)?\Z"
                 r'|[\[{]\s*(?:\{\s*)?(?:"[A-Za-z_]*(?:"\s*(?::\s*)?)?)?\Z'),
        description="call-shaped JSON (OpenAI, Anthropic, Llama 3), bare, fenced or in prose",
        examples=(
            '{"name": "get_weather", "arguments": {"city": "Paris"}}',
            '```json\n[{"name": "f", "parameters": {}}]\n```',
            '{"type": "function", "function": {"name": "f", "arguments": "{\\"q\\": 1}"}}',
        ),
    )


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    first = skip_ws(text, start)
    if text.startswith(MARKER, first):
        return first
    embedded = next(_embedded_starts(text, start), -1)
    line = first_fence_line(text, start, len(text) if embedded < 0 else embedded)
    return line if line >= 0 else embedded


@hookimpl
def toolcalls_extract(text: str, start: int) -> Extraction:
    """text := whole? (fence | embedded | prose)*"""
    matches: list[Match] = []
    cut = [len(text)]  # the first candidate the end of the text leaves undecided
    pos = start
    first = skip_ws(text, 0)  # the whole text starts at its first non-blank character
    if first >= start and (
        text.startswith(MARKER, first) or _ARRAY_OF_OBJECTS.match(text, first)
    ):
        pos = _candidate(text, first, matches, cut, whole=True)
        if skip_ws(text, pos) >= len(text):  # the whole text was one value: nothing follows
            _STARTS_CACHE.forget(text)
            return Extraction(matches, cut[0])
    scan = _Scan(text, pos)
    starts, lines, fences, past_end = scan.starts, scan.lines, scan.fences, scan.past_end
    at = i = -1
    while True:
        if at < pos:
            i = bisect_left(starts, pos)
            at = starts[i]  # the next embedded candidate
        k = bisect_left(lines, pos)  # the next fence line
        if at < lines[k]:
            after = min(starts[i + 1], lines[k])  # where the next candidate of any kind starts
            pos = _candidate(text, at, matches, cut, whole=False, after=after)
        elif lines[k] == past_end:
            break
        else:
            opener = _JSON_OPENER.match(text, fences[k])
            if opener is None and lines[k + 1] < at:
                # A block that is not JSON and holds no candidate: resume after its closing fence.
                pos = fences[k + 1] + len(FENCE)
            else:
                pos = _fence(text, k, opener, matches, cut, scan)
    return Extraction(matches, cut[0])


def _embedded_starts(text: str, start: int) -> Iterator[int]:
    """Where embedded candidates start at or after ``start``, in increasing order; first the
    whole text when it starts with ``[`` (``detect`` finds it here: the whole text is read as
    a value, and ``[{'name': 'f'}]`` is a broken call).

    The engine calls ``detect`` and then ``extract`` on the same text: the starts found for
    the one are remembered for the other (the last text only, compared by identity), so the
    text is scanned once. The starts at or after ``start`` are those found from 0 at or after
    ``start``: each pattern consumes only its first character and looks behind it freely."""
    starts = _STARTS_CACHE.get(text)
    if starts is None:
        starts = json_starts(text)
        _STARTS_CACHE.put(text, starts)
    return iter(starts[bisect_left(starts, start):])


class _LastText:
    """The candidate starts of the last text seen (``detect`` then ``extract``)."""

    __slots__ = ("_entry",)

    def __init__(self) -> None:
        self._entry: tuple[str, list[int]] | None = None

    def get(self, text: str) -> list[int] | None:
        entry = self._entry  # one read: another thread may replace it meanwhile
        return entry[1] if entry is not None and entry[0] is text else None

    def put(self, text: str, starts: list[int]) -> None:
        self._entry = (text, starts)

    def forget(self, text: str) -> None:
        """Drop what ``detect`` may have found for ``text`` (the text must not be kept alive)."""
        if self.get(text) is not None:
            self._entry = None

    def take(self, text: str) -> list[int]:
        """The starts of ``text`` (found now unless remembered), forgetting them: ``extract``
        is the last to need them, and the text must not be kept alive."""
        starts = self.get(text)
        self._entry = None
        return json_starts(text) if starts is None else starts


_STARTS_CACHE = _LastText()


class _Scan:
    """Where every candidate of ``text[start:]`` begins: embedded candidates and fence lines.

    Both are found up front by the toolkit's compiled scan (``toolcalls.toolkit.jsonscan``),
    once per kind however many candidates there are. The lists are sorted and end with
    ``past_end`` (``len(text) + 1``, after every offset), so a lookup is one bisect and needs
    no bounds check.
    """

    __slots__ = ("fences", "lines", "past_end", "starts")

    def __init__(self, text: str, start: int) -> None:
        self.past_end = len(text) + 1
        found = _STARTS_CACHE.take(text)
        self.starts = [*found[bisect_left(found, start):], self.past_end]
        #: The fence lines: where each starts (``lines``) and where its fence is (``fences``).
        fences, lines = fence_lines(text, start)
        self.lines = [*lines, self.past_end]
        self.fences = [*fences, self.past_end]

    def embedded(self, pos: int, stop: int) -> int:
        """Start of the next embedded candidate in ``[pos, stop)``, or -1."""
        at = self.starts[bisect_left(self.starts, pos)]
        return at if at < stop else -1

    def fence_line(self, pos: int) -> tuple[int, int]:
        """``(line start, fence offset)`` of the next line at or after ``pos`` that starts with
        optional blanks and a fence, or ``(-1, -1)``."""
        k = bisect_left(self.lines, pos)
        if self.lines[k] == self.past_end:
            return -1, -1
        return self.lines[k], self.fences[k]


def _candidate(
    text: str, at: int, matches: list[Match], cut: list[int], *, whole: bool,
    after: int | None = None,
) -> int:
    """candidate := object | array   (returns where scanning resumes)

    ``after``: for an embedded candidate, where the next candidate or fence line begins.
    ``cut[0]`` becomes ``at`` when the end of the text cuts the value: more text may make it
    a call (where the engine resumes when the text grows).
    """
    hint = None  # where the value likely ends: a parsing hint only
    if after is not None and text[at] == "[" and _FLAT_ARRAY.match(text, at, after) is not None:
        # An array of scalars (``[1]``, ``[1, 2, 3]``) before the next candidate: parsed, it is
        # data; not parsed, prose; either way it adds no match and the scan goes on from the
        # next character (a candidate inside its would-be strings is found as before).
        return at + 1
    if after is not None and text[at] == MARKER:
        # A flat object that ends before the next candidate or fence line: parsed, it spans
        # exactly ``flat``; not parsed, it is prose and scanning resumes right after ``at``.
        # Either way the next thing read is at ``after``. Without a word of a call key or a
        # backslash in it, it adds no match either: it does not start with a call key (a
        # failure is prose), and parsed, it has none of the keys every call shape needs. Such
        # an object (most JSON in prose) needs no parse.
        flat = _FLAT_OBJECT.match(text, at, after)
        if flat is not None:
            if CALL_WORD.search(text, at, flat.end()) is None:
                return at + 1
            hint = flat.end()
    if not whole and _CALL_KEY.match(text, at) is None:
        # Prose unless it parses: a failure builds no error (orjson says so on its own).
        try:
            found = try_parse_json(text, at, hint if hint is not None else after, cut=cut)
        except ToolCallError as exc:
            if exc.code == "json.depth":
                # Nesting this deep is not prose, and every level inside fails alike.
                return max(exc.position or at, at + 1)
            return at + 1
        if found is None:
            return at + 1
        value, end = found
        _emit(value, text, at, end, matches)
        return end
    try:
        if whole or _FIRST_MEMBER.match(text, at) is not None:
            value, end = parse_json(text, at, hint if hint is not None else after,
                                    format=FORMAT_ID)
        else:  # broken at its first member: the exact parser names the fault, orjson not tried
            value, end = parse_json_exact(text, at, format=FORMAT_ID)
    except ToolCallError as exc:
        stop = max(exc.position or at, at + 1)
        if exc.position == len(text) and exc.code == "json.unexpected_end":
            cut[0] = min(cut[0], at)
        if not whole or _attempt(text, at, stop):
            matches.append(broken(at, stop, exc, text))
            return stop
        if exc.code == "json.depth":
            return stop
        return at + 1  # prose that starts like JSON
    _emit(value, text, at, end, matches)
    return end


def _attempt(text: str, at: int, stop: int) -> bool:
    """True when the whole text or fenced block at ``at``, broken at ``stop``, is a broken
    call rather than prose: a call key (name, type, function, tool_calls, function_call) is a
    key of its top-level object, or of an object that is an element of its top-level array,
    in ``text[at:stop]``; quoted, single-quoted or bare (``{name: "f", ...}``).

    ``{x}``, ``{1, 2}``, ``{a: 1}``, ``{"x"`` and ``[citation needed]`` are prose;
    ``{"name": "f", "arguments": {,}}`` and ``{name: "f", arguments: {}}`` are broken calls.
    Linear, and only run once per whole text or fenced block that fails.
    """
    stack: list[str] = []
    expect_key = False
    for token in _TOKEN.finditer(text, at):
        if token.start() > stop:
            break
        tok = token.group()
        first = tok[0]
        if first in "{[":
            stack.append(first)
            expect_key = first == "{"
            continue
        if first in "}]":
            if stack:
                stack.pop()
            expect_key = False
            continue
        if first == ",":
            expect_key = bool(stack) and stack[-1] == "{"
            continue
        if first == ":":
            expect_key = False
            continue
        if expect_key and (len(stack) == 1 or (len(stack) == 2 and stack[0] == "[")):
            word = tok.strip("\"'") if first in "\"'" else tok
            if word in _CALL_KEY_WORDS:
                return True
        expect_key = False
    return False


def _emit(value: Any, text: str, at: int, end: int, matches: list[Match]) -> None:
    """Add the match of a decoded value spanning ``text[at:end]``; data adds nothing."""
    if not is_call_shape(value):
        return
    try:
        calls = calls_from_json(value, text, at, end, format=FORMAT_ID, shaped=True)
    except ToolCallError as exc:
        matches.append(Match(at, end, [], exc))
        return
    if calls:
        matches.append(Match(at, end, calls))


def _fence(
    text: str, k: int, opener: re.Match[str] | None, matches: list[Match], cut: list[int],
    scan: _Scan,
) -> int:
    """fence := '```' lang? ws (json-values ws '```' | other-content '```')

    The k-th fence line, ``opener`` being ``_JSON_OPENER`` matched at its fence."""
    fence_at = scan.fences[k]
    if opener is not None and (opener.group(1) or "").lower() in _JSON_FENCES:
        content = opener.end()
        line, close = scan.fence_line(content)
        if line >= 0 and text.find(FENCE, content, close) < 0 and CALL_WORD.search(
                text, content, line) is None:
            # A closed block without a call word: its values are data, or it is prose whose
            # candidates are data too; a broken value is no call attempt (``_attempt``). The
            # block ends at its closing fence whatever it holds, and nothing in it is a match.
            return close + len(FENCE)
        if text.startswith(("//", "/*"), content):
            return _commented_fence(text, fence_at, content, matches, cut, scan)
        if text.startswith(MARKER, content) or _ARRAY_OF_OBJECTS.match(text, content):
            return _json_fence(text, fence_at, content, matches, cut, scan)
    # Not JSON. Nothing from the fence to the end of its line can start a candidate, so the
    # content is searched from right after the fence.
    return _rest_of_block(text, fence_at + len(FENCE), matches, cut, scan)


def _commented_fence(
    text: str, fence_at: int, comment: int, matches: list[Match], cut: list[int], scan: _Scan
) -> int:
    """A JSON (or plain) fence whose content starts with a comment: ``//`` or ``/*``.

    Strict JSON has no comments, and a block is one JSON document: a call behind a comment
    is as broken as one with a comment after its first key. So when the JSON after the
    comments is a call attempt (it parses as a call shape, or breaks with a call key, as
    ``_attempt`` says), the block is ``json.comment`` at the first comment; when it is data or
    prose (a commented config block), the block is read as a block that is not JSON."""
    content = _COMMENTS.match(text, comment)
    start = comment if content is None else content.end()
    if text.startswith(MARKER, start) or _ARRAY_OF_OBJECTS.match(text, start):
        hint = scan.fence_line(start)[1]
        attempt = False
        try:
            value, _ = parse_json(text, start, hint if hint >= 0 else None, format=FORMAT_ID)
            attempt = is_call_shape(value)
        except ToolCallError as exc:
            attempt = _attempt(text, start, max(exc.position or start, start))
            if exc.position == len(text):
                cut[0] = min(cut[0], fence_at)
        if attempt:
            err = ToolCallError("json.comment", "comments are not allowed in JSON", comment,
                                text=text, format=FORMAT_ID)
            close = text.find(FENCE, start)
            stop = close + len(FENCE) if close >= 0 else len(text)
            matches.append(broken(fence_at, stop, err, text))
            return stop
    return _rest_of_block(text, comment, matches, cut, scan)


def _json_fence(
    text: str, fence_at: int, pos: int, matches: list[Match], cut: list[int], scan: _Scan
) -> int:
    """json-values := value (ws ';'? ws value)*   then ws '```' or the end of the text"""
    n = len(text)
    content = pos
    values: list[tuple[Any, int, int]] = []
    while True:
        hint = scan.fence_line(pos)[1]  # likely end of the payload: a parsing hint only
        try:
            value, end = parse_json(text, pos, hint if hint >= 0 else None, format=FORMAT_ID)
        except ToolCallError as exc:
            if exc.position == n:
                cut[0] = min(cut[0], fence_at)  # the block is cut by the end
            if not _attempt(text, pos, max(exc.position or pos, pos)):
                # Prose in a fence (```json\n[citation needed]): its values count as embedded
                # ones, and the rest of the block is searched like prose.
                for value, start, stop in values:
                    _emit(value, text, start, stop, matches)
                return _rest_of_block(text, content if not values else pos, matches, cut,
                                      scan)
            close = text.find(FENCE, exc.position or pos)
            stop = close + len(FENCE) if close >= 0 else n
            matches.append(broken(fence_at, stop, exc, text))
            return stop
        values.append((value, pos, end))
        pos = skip_ws(text, end)
        if text.startswith(";", pos):
            pos = skip_ws(text, pos + 1)
        if text.startswith(FENCE, pos) or pos >= n:
            block_end = min(pos + len(FENCE), n)
            if not text.startswith(FENCE, pos):
                cut[0] = min(cut[0], fence_at)  # the closing fence, or more values, may come
            break
        if not (text.startswith(MARKER, pos) or _ARRAY_OF_OBJECTS.match(text, pos)):
            if pos >= len(text) or ends_in_marker(text, pos, (FENCE,)):
                cut[0] = min(cut[0], fence_at)  # a closing fence being written
            # Prose inside the block: its values count as embedded ones, without the fences.
            for value, start, stop in values:
                _emit(value, text, start, stop, matches)
            return _rest_of_block(text, pos, matches, cut, scan)
    found: list[Match] = []
    for value, start, stop in values:
        _emit(value, text, start, stop, found)
    if not found:
        return block_end  # data
    errors = [match for match in found if match.error is not None]
    if errors:
        matches.append(Match(fence_at, block_end, [], errors[0].error))
    elif found:
        calls = [call for match in found for call in match.calls]
        if len(calls) == 1:
            calls[0].start, calls[0].end = fence_at, block_end
        matches.append(Match(fence_at, block_end, calls))
    return block_end


def _rest_of_block(
    text: str, pos: int, matches: list[Match], cut: list[int], scan: _Scan
) -> int:
    """Embedded candidates up to the closing fence line of a block that is not JSON."""
    line, fence = scan.fence_line(pos)
    stop = len(text) if line < 0 else line
    resume = len(text) if line < 0 else fence + len(FENCE)
    while True:
        at = scan.embedded(pos, stop)
        if at < 0:
            return max(pos, resume)
        after = scan.embedded(at + 1, stop)  # the next candidate, or the closing fence line
        pos = _candidate(text, at, matches, cut, whole=False,
                         after=stop if after < 0 else after)


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """``{"name": ..., "arguments": {...}}`` for one call, a JSON array of them for several.

    Inside strings, ``<`` and ``[`` that could start a tagged marker are written as ``\\u003c``
    and ``\\u005b`` (as Jinja's ``tojson`` does for ``<``), so a tier-1 format never finds a
    call inside an argument."""
    items = [{"name": call.name, "arguments": call.arguments} for call in calls]
    return dump_json(items[0] if len(items) == 1 else items, defuse=True)
