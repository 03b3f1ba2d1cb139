"""Call-shaped JSON with no tags (tier 2): OpenAI, Anthropic and Llama 3 shapes, bare or fenced.

Candidates, in text order (DESIGN.md 3a):

- the whole text, when its first non-blank character is ``{`` (or ``[`` then ``{``);
- each fenced block (```` ```json ```` or plain ```` ``` ````, the fence at a line start) whose
  content starts with ``{`` or ``[`` then ``{``: its JSON values up to the closing fence;
- objects (``{`` then ``"``) and arrays of objects (``[`` then ``{``) embedded in prose.

A candidate that parses and is a call shape gives calls; one that parses and is data is skipped
whole, call shapes nested inside it included. One that fails to parse is an error when it is the
whole text, a whole fenced block, or starts with a call key (``{"name"``, ``{"type"``,
``{"function"``, ``{"tool_calls"``, ``{"function_call"``, also after ``[``); otherwise it is prose.
Which values are calls is the toolkit's ``calls_from_json``.
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
    is_call_shape,
    parse_json,
    skip_ws,
)
from toolcalls.toolkit.render import dump_json

FORMAT_ID = "json"
#: Every call shape is an object: a text without ``{`` holds no call.
MARKER = "{"
FENCE = "```"

_WS = r"[ \t\n\r]*"
_ARRAY_OF_OBJECTS = re.compile(rf"\[{_WS}\{{")
#: The ``{`` of an embedded candidate: an object with a key (``{`` ws ``"``), or the first
#: element of an array of objects (``[`` ws ``{``: a ``{`` right after ``[``, or after a blank
#: that follows ``[`` or another blank; the ``[`` is then looked for in Python). Led by the
#: literal ``{``, so the regex engine skips through prose in C, once for both kinds.
_BRACE = re.compile(rf'\{{(?:{_WS}"|(?<=\[\{{)|(?<=[\[ \t\n\r][ \t\n\r]\{{))')
#: A fence (whether it starts its line is checked in Python), found by the same kind of scan.
_FENCE = re.compile(FENCE)
#: The opening fence of a block that may be JSON: blanks, a language (group 1), whitespace,
#: then content that starts with ``{`` or ``[``. A block whose fence does not match this is not
#: JSON, whatever its language.
_JSON_OPENER = re.compile(r"```[ \t]*([A-Za-z][\w.+-]*)?\s*(?=[\[{])")
#: An object without nested objects or arrays, its strings read as JSON reads them: if the
#: text at a candidate parses, this is exactly its span (see ``_candidate``). Unrolled, so
#: that it never backtracks more than once over a character.
_FLAT_OBJECT = re.compile(r'\{[^{}\[\]"]*(?:"[^"\\]*(?:\\[\s\S][^"\\]*)*"[^{}\[\]"]*)*\}')
#: What the text of a call shape, or of a candidate that starts with a call key, must hold.
_CALL_WORD = re.compile(r"name|type|function|tool_calls|\\")
_CALL_KEY = re.compile(rf'(?:\[{_WS})?\{{{_WS}"(?:name|type|function|tool_calls|function_call)"')
_JSON_FENCES = frozenset({"", "json"})


@hookimpl
def toolcalls_format() -> FormatSpec:
    return FormatSpec(
        id=FORMAT_ID,
        tier=2,
        markers=(MARKER,),
        # The end of a text may hold a fence line before its '{', the '[' of an array, or a '{'
        # whose key has not begun.
        pending=r"(?:^|\n)[ \t]*`{1,3}[A-Za-z]*[ \t]*\n?\s*(?:\[\s*)?\Z|[\[{]\s*\Z",
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
    for match in _FENCE.finditer(text, start, len(text) if embedded < 0 else embedded):
        line = _fence_line_start(text, match.start(), start)
        if line >= 0:
            return line
    return embedded


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
    """Where embedded candidates start at or after ``start``, in increasing order."""
    for match in _BRACE.finditer(text, start):
        brace = match.start()
        before = brace
        # Each brace walks back over the blanks right before it only: linear in all.
        while before > start and text[before - 1] in " \t\n\r":
            before -= 1
        if before > start and text[before - 1] == "[":
            yield before - 1  # the array of objects whose first element this brace opens
        if match.end() > brace + 1:
            yield brace  # an object with a key


def _fence_line_start(text: str, fence: int, start: int) -> int:
    """The start of the line of the fence at ``fence`` if only blanks precede the fence on its
    line and the line starts at or after ``start``; -1 otherwise."""
    line = fence
    while line > start and text[line - 1] in " \t":
        line -= 1
    return line if line == 0 or text[line - 1] == "\n" else -1


class _Scan:
    """Where every candidate of ``text[start:]`` begins: embedded candidates and fence lines.

    Both are found up front, each kind in one scan led by a literal character, so the regex
    engine skips through prose in C and the text is scanned once per kind however many
    candidates there are. The lists are sorted and end with ``past_end`` (``len(text) + 1``,
    after every offset), so a lookup is one bisect and needs no bounds check.
    """

    __slots__ = ("fences", "lines", "past_end", "starts")

    def __init__(self, text: str, start: int) -> None:
        self.past_end = len(text) + 1
        self.starts = [*_embedded_starts(text, start), self.past_end]
        #: The fence lines: where each starts (``lines``) and where its fence is (``fences``).
        fences = [match.start() for match in _FENCE.finditer(text, start)]
        lines = [
            fence
            if fence == 0 or text[fence - 1] == "\n"  # the common case, without a call
            else _fence_line_start(text, fence, start)
            for fence in fences
        ]
        if -1 in lines:  # fences that follow other text on their line
            fences = [fence for fence, line in zip(fences, lines, strict=True) if line >= 0]
            lines = [line for line in lines if line >= 0]
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
    if after is not None and text[at] == MARKER:
        # A flat object that ends before the next candidate or fence line: parsed, it spans
        # exactly ``flat``; not parsed, it is prose and scanning resumes right after ``at``.
        # Either way the next thing read is at ``after``. Without a word of a call key or a
        # backslash in it, it adds no match either: it does not start with a call key (a
        # failure is prose), and parsed, it has none of the keys every call shape needs. Such
        # an object (most JSON in prose) needs no parse.
        flat = _FLAT_OBJECT.match(text, at, after)
        if flat is not None:
            if _CALL_WORD.search(text, at, flat.end()) is None:
                return at + 1
            hint = flat.end()
    try:
        value, end = parse_json(text, at, hint, format=FORMAT_ID)
    except ToolCallError as exc:
        stop = max(exc.position or at, at + 1)
        if exc.position == len(text) and exc.code == "json.unexpected_end":
            cut[0] = min(cut[0], at)
        if whole or _CALL_KEY.match(text, at):
            matches.append(broken(at, stop, exc, text))
            return stop
        if exc.code == "json.depth":
            return stop  # nesting this deep is not prose, and every level inside fails alike
        return at + 1  # prose that starts like JSON
    _emit(value, text, at, end, matches)
    return end


def _emit(value: Any, text: str, at: int, end: int, matches: list[Match]) -> None:
    """Add the match of a decoded value spanning ``text[at:end]``; data adds nothing."""
    if not is_call_shape(value):
        return
    try:
        calls = calls_from_json(value, text, at, end, format=FORMAT_ID)
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
        if text.startswith(MARKER, content) or _ARRAY_OF_OBJECTS.match(text, content):
            return _json_fence(text, fence_at, content, matches, cut, scan)
    # Not JSON. Nothing from the fence to the end of its line can start a candidate, so the
    # content is searched from right after the fence.
    return _rest_of_block(text, fence_at + len(FENCE), matches, cut, scan)


def _json_fence(
    text: str, fence_at: int, pos: int, matches: list[Match], cut: list[int], scan: _Scan
) -> int:
    """json-values := value (ws ';'? ws value)*   then ws '```' or the end of the text"""
    n = len(text)
    values: list[tuple[Any, int, int]] = []
    while True:
        hint = scan.fence_line(pos)[1]  # likely end of the payload: a parsing hint only
        try:
            value, end = parse_json(text, pos, hint if hint >= 0 else None, format=FORMAT_ID)
        except ToolCallError as exc:
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
            if FENCE.startswith(text[pos:]):
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
