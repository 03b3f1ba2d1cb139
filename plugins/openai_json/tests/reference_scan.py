"""The JSON format's candidate scan written the straightforward way, kept as a test oracle.

``toolcalls_openai_json`` finds the same candidates with fewer Python calls (every candidate
start found up front, objects that cannot parse never looked at, blocks that are not JSON
skipped whole, flat objects that cannot be calls left unparsed, prose candidates tried without
building errors). This is the plain version of the same rules: three remembered searches and
one parse per candidate. test_scan_equivalence.py checks that both give exactly the same
results; change both together when the format's rules change (last: issue 10, data that holds
call shapes, whole-text attempts, comments at the start of a fence).
"""

from __future__ import annotations

import re
from typing import Any

from toolcalls_openai_json import _attempt

from toolcalls import Extraction, Match, ToolCallError
from toolcalls.toolkit import (
    MarkerCursor,
    PatternCursor,
    broken,
    calls_from_json,
    is_call_shape,
    parse_json,
    skip_ws,
)

FORMAT_ID = "json"
#: Every call shape is an object: a text without ``{`` holds no call.
MARKER = "{"
FENCE = "```"

_WS = r"[ \t\n\r]*"
_SCALAR = r'(?:"[^"\\]*(?:\\.[^"\\]*)*"|-?[0-9][0-9.eE+-]*|true|false|null)'
#: The next embedded candidate (an object with a key; an array, maybe of arrays, whose first
#: element is an object or a scalar followed by ',' or ']') or fence line.
_OBJECT = re.compile(rf'\{{{_WS}"')
_ARRAY = re.compile(
    rf"\[(?={_WS}(?:(?:\[{_WS})*\{{|(?:\[{_WS}){{0,2}}{_SCALAR}{_WS}[,\]]))"
)
#: The whole text or a fenced block is read as one value when it starts with either.
_ARRAY_OF_OBJECTS = re.compile(r"\[")
_FENCE_OPEN = re.compile(r"[ \t]*```[ \t]*([A-Za-z][\w.+-]*)?")
_COMMENTS = re.compile(r"(?:\s+|//[^\n]*|/\*(?:[^*]|\*(?!/))*\*/)*")
_CALL_KEY = re.compile(rf'(?:\[{_WS})?\{{{_WS}"(?:name|type|function|tool_calls|function_call)"')
_JSON_FENCES = frozenset({"", "json"})


def toolcalls_detect(text: str, start: int) -> int:
    first = skip_ws(text, start)
    if text.startswith(MARKER, first):
        return first
    return _Scan(text).next(start)


def toolcalls_extract(text: str, start: int) -> Extraction:
    """text := whole? (fence | embedded | prose)*"""
    matches: list[Match] = []
    scan = _Scan(text)
    pos = start
    first = skip_ws(text, 0)  # the whole text starts at its first non-blank character
    if first >= start and (
        text.startswith(MARKER, first) or _ARRAY_OF_OBJECTS.match(text, first)
    ):
        pos = _candidate(text, first, matches, whole=True)
    while True:
        at = scan.next(pos)
        if at < 0:
            break
        if text[at] in "{[":
            pos = _candidate(text, at, matches, whole=False)
        else:
            pos = _fence(text, at, matches, scan)
    return Extraction(matches, len(text))


class _Scan:
    """The next candidate of each kind: an object with a key, an array of objects, a fence line.

    Three searches, each led by a literal character and each remembered, so the regex engine
    skips through prose in C and the text is scanned once per kind, however many candidates
    there are.
    """

    __slots__ = ("arrays", "fences", "objects", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.objects = PatternCursor(text, _OBJECT)
        self.arrays = PatternCursor(text, _ARRAY)
        self.fences = MarkerCursor(text, FENCE)

    def embedded(self, pos: int, stop: int) -> int:
        """Start of the next embedded candidate in ``[pos, stop)``, or -1."""
        found = [m.start() for m in (self.objects.next(pos), self.arrays.next(pos)) if m]
        best = min(found, default=-1)
        return best if 0 <= best < stop else -1

    def fence_line(self, pos: int) -> tuple[int, int]:
        """``(line start, fence offset)`` of the next line at or after ``pos`` that starts with
        optional blanks and a fence, or ``(-1, -1)``."""
        text = self.text
        at = self.fences.next(pos)
        while at >= 0:
            line = at
            while line > pos and text[line - 1] in " \t":
                line -= 1
            if line == 0 or (line > pos and text[line - 1] == "\n") or (
                line == pos and (pos == 0 or text[pos - 1] == "\n")
            ):
                return line, at
            at = self.fences.next(at + 1)
        return -1, -1

    def next(self, pos: int) -> int:
        """Start of the next candidate of any kind at or after ``pos``, or -1."""
        embedded = self.embedded(pos, len(self.text))
        line, _ = self.fence_line(pos)
        if line < 0 or 0 <= embedded < line:
            return embedded
        return line


def _candidate(text: str, at: int, matches: list[Match], *, whole: bool) -> int:
    """candidate := object | array   (returns where scanning resumes)"""
    try:
        value, end = parse_json(text, at, format=FORMAT_ID)
    except ToolCallError as exc:
        stop = max(exc.position or at, at + 1)
        if (whole and _attempt(text, at, stop)) or (not whole and _CALL_KEY.match(text, at)):
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


def _fence(text: str, at: int, matches: list[Match], scan: _Scan) -> int:
    """fence := '```' lang? ws (json-values ws '```' | other-content '```')"""
    opener = _FENCE_OPEN.match(text, at)
    assert opener is not None  # the scan found a fence line here
    fence_at = text.find(FENCE, at)
    content = skip_ws(text, opener.end())
    lang = (opener.group(1) or "").lower()
    if lang in _JSON_FENCES and text.startswith(("//", "/*"), content):
        start = _COMMENTS.match(text, content).end()  # type: ignore[union-attr]
        if text.startswith(MARKER, start) or _ARRAY_OF_OBJECTS.match(text, start):
            try:
                attempt = is_call_shape(parse_json(text, start)[0])
            except ToolCallError as exc:
                attempt = _attempt(text, start, max(exc.position or start, start))
            if attempt:
                err = ToolCallError("json.comment", "comments are not allowed in JSON",
                                    content, text=text, format=FORMAT_ID)
                close = text.find(FENCE, start)
                stop = close + len(FENCE) if close >= 0 else len(text)
                matches.append(broken(fence_at, stop, err, text))
                return stop
        return _rest_of_block(text, content, matches, scan)
    if lang in _JSON_FENCES and (
        text.startswith(MARKER, content) or _ARRAY_OF_OBJECTS.match(text, content)
    ):
        return _json_fence(text, fence_at, content, matches, scan)
    return _rest_of_block(text, opener.end(), matches, scan)


def _json_fence(text: str, fence_at: int, pos: int, matches: list[Match], scan: _Scan) -> int:
    """json-values := value (ws ';'? ws value)*   then ws '```' or the end of the text"""
    n = len(text)
    content = pos
    values: list[tuple[Any, int, int]] = []
    while True:
        hint = scan.fences.next(pos)  # likely end of the payload: a parsing hint only
        try:
            value, end = parse_json(text, pos, hint if hint >= 0 else None, format=FORMAT_ID)
        except ToolCallError as exc:
            if not _attempt(text, pos, max(exc.position or pos, pos)):
                for value, start, stop in values:
                    _emit(value, text, start, stop, matches)
                return _rest_of_block(text, content if not values else pos, matches, scan)
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
            break
        if not (text.startswith(MARKER, pos) or _ARRAY_OF_OBJECTS.match(text, pos)):
            # Prose inside the block: its values count as embedded ones, without the fences.
            for value, start, stop in values:
                _emit(value, text, start, stop, matches)
            return _rest_of_block(text, pos, matches, scan)
    found: list[Match] = []
    for value, start, stop in values:
        _emit(value, text, start, stop, found)
    errors = [match for match in found if match.error is not None]
    if errors:
        matches.append(Match(fence_at, block_end, [], errors[0].error))
    elif found:
        calls = [call for match in found for call in match.calls]
        if len(calls) == 1:
            calls[0].start, calls[0].end = fence_at, block_end
        matches.append(Match(fence_at, block_end, calls))
    return block_end


def _rest_of_block(text: str, pos: int, matches: list[Match], scan: _Scan) -> int:
    """Embedded candidates up to the closing fence line of a block that is not JSON."""
    line, fence = scan.fence_line(pos)
    stop = len(text) if line < 0 else line
    resume = len(text) if line < 0 else fence + len(FENCE)
    while True:
        at = scan.embedded(pos, stop)
        if at < 0:
            return max(pos, resume)
        pos = _candidate(text, at, matches, whole=False)
