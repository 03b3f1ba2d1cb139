r"""Where call-shaped JSON may begin in prose and Markdown: the JSON tier's candidate scan.

A reader of JSON written anywhere in a text (the ``json`` format: a bare object, an object in a
sentence, a fenced block) must not parse every ``{`` and ``[`` of a Markdown page. This module
finds, in one pass per kind and compiled with the core, the places worth a parse:

- :func:`json_starts`: every ``{`` that may begin an object a call could be (its first key a
  call key, or a first member that may parse), the ``[`` runs that lead to one, and the arrays
  whose first element is a scalar (data that may hold call shapes, read whole);
- :func:`fence_lines`: every Markdown fence that begins its line.

Plain objects and arrays, which hold no bracket nor backslash, are no candidates when they hold
no call word: nothing can start inside them, and whether they parse or not they are data. The
regexes are led by their literal character; :func:`toolcalls.toolkit.chars.occurrences_before`
reaches each ``{`` and ``[`` by memchr and runs them only where the next character allows a
match.
"""

from __future__ import annotations

import re
from typing import Final

from toolcalls.toolkit.chars import BLANKS, occurrences_before
from toolcalls.toolkit.spans import skip_ws

__all__ = ["CALL_KEYS", "CALL_WORD", "FENCE", "WS", "fence_line_start", "fence_lines",
           "first_fence_line", "json_starts"]

FENCE: Final = "```"
#: JSON's blanks, any number of them (a regex fragment).
WS: Final = r"[ \t\n\r]*"
#: A JSON string token as a regex reads it (unrolled: it never backtracks more than once over a
#: character).
_STRING: Final = r'"[^"\\]*(?:\\.[^"\\]*)*"'
_SCALAR: Final = rf"(?:{_STRING}|-?[0-9][0-9.eE+-]*|true|false|null)"
#: The keys a call shape's object may start with (a regex fragment).
CALL_KEYS: Final = r"(?:name|type|function|tool_calls|function_call)"
#: What the text of a call shape, or of a candidate that starts with a call key, must hold.
CALL_WORD: Final = re.compile(r"name|type|function|tool_calls|\\")
#: A flat object or array (the value before its closing bracket) that holds no bracket nor
#: backslash at all, in its strings or not; its strings read as JSON reads them.
_PLAIN: Final = r'[^{}\[\]"\\]*(?:"[^{}\[\]"\\]*"[^{}\[\]"\\]*)*'
#: The ``{`` of an embedded candidate, once for every kind: an object whose first key is a call
#: key, or whose first member may parse (group ``head``: a key, its colon and an object, an
#: array, or a scalar followed by ``,`` or ``}``; ``{"a{"b``, ``{"k" 1`` and ``{"a": 1{``
#: cannot parse and are never looked at), or an empty object and a comma right after ``[`` or
#: a blank (``[{}, {...}]``: an array that is data; ``[{}]`` holds no call). Group ``plain``:
#: where the object ends when it is plain. The ``[`` runs before it are walked back over in
#: :func:`json_starts`.
_BRACE: Final = re.compile(
    rf'\{{(?:(?=(?P<head>{WS}(?:"{CALL_KEYS}"'
    rf"|{_STRING}{WS}:{WS}(?:[\[{{]|{_SCALAR}{WS}[,}}]))))(?=(?P<plain>{_PLAIN}\}}))?"
    rf"|(?<=[\[ \t\n\r]\{{)(?={WS}\}}{WS},))"
)
#: An array whose first element is a scalar (or an array, at most two deep, starting with one)
#: followed by ``,`` or ``]``: data that may hold a call shape (``[1, {"name": ...}]``) and
#: must be read whole. The bound keeps the lookahead constant per ``[``: ``[`` repeated
#: 100,000 times is not read 100,000 times. A plain array is no candidate.
_ARRAY_HEAD: Final = re.compile(
    rf"\[(?={WS}(?:\[{WS}){{0,2}}{_SCALAR}{WS}[,\]])(?!{_PLAIN}\])")
#: What follows, blanks skipped, a ``{`` that ``_BRACE`` may match (a key, or the ``}`` of an
#: empty object) and a ``[`` that ``_ARRAY_HEAD`` may match (an array or a scalar).
_BRACE_NEXT: Final = '"}'
_ARRAY_NEXT: Final = '"-0123456789tfn['
_FENCE: Final = re.compile(FENCE)


def json_starts(text: str) -> list[int]:
    """Every candidate start of ``text``, in increasing order, each once: the whole text when
    it starts with ``[`` (read as one value), the objects that may parse and the arrays (of
    arrays) of objects that lead to them, and the arrays whose first element is a scalar."""
    found: set[int] = set()
    brace_at = _BRACE.match
    for brace in occurrences_before(text, "{", _BRACE_NEXT, 0):
        match = brace_at(text, brace)
        if match is None:
            continue
        if brace > 0 and text[brace - 1] in "[ \t\n\r":
            before = brace
            # Each brace walks back over the blanks and '[' right before it only: linear.
            while before > 0 and text[before - 1] in BLANKS:
                before -= 1
            outer = False
            while before > 0 and text[before - 1] == "[":
                before -= 1
                found.add(before)  # an array whose first element leads to this brace
                outer = True
                while before > 0 and text[before - 1] in BLANKS:
                    before -= 1
            if outer:
                if match.start(1) >= 0:
                    found.add(brace)
                continue
        plain = match.end(2)
        if plain >= 0 and CALL_WORD.search(text, brace, plain) is None:
            continue  # not an element of an array, no call word and nothing inside: no look
        if match.start(1) >= 0:
            found.add(brace)  # an object that may parse
    head_at = _ARRAY_HEAD.match
    for at in occurrences_before(text, "[", _ARRAY_NEXT, 0):
        if head_at(text, at) is not None:
            found.add(at)
    first = skip_ws(text, 0)
    if text.startswith("[", first):
        found.add(first)
    return sorted(found)


def fence_line_start(text: str, fence: int, start: int) -> int:
    """The start of the line of the fence at ``fence`` if only blanks precede the fence on its
    line and the line starts at or after ``start``; -1 otherwise."""
    line = fence
    while line > start and text[line - 1] in " \t":
        line -= 1
    return line if line == 0 or text[line - 1] == "\n" else -1


def fence_lines(text: str, start: int) -> tuple[list[int], list[int]]:
    """``(fences, lines)``: the offset of each fence at or after ``start`` that begins its
    line (after blanks; the line at or after ``start``), and where that line begins."""
    fences: list[int] = []
    lines: list[int] = []
    for match in _FENCE.finditer(text, start):
        fence = match.start()
        line = fence if fence == 0 or text[fence - 1] == "\n" \
            else fence_line_start(text, fence, start)
        if line >= 0:
            fences.append(fence)
            lines.append(line)
    return fences, lines


def first_fence_line(text: str, start: int, end: int) -> int:
    """Where the first line at or after ``start`` that begins with a fence (after blanks), the
    fence before ``end``, begins; -1 when there is none."""
    for match in _FENCE.finditer(text, start, end):
        line = fence_line_start(text, match.start(), start)
        if line >= 0:
            return line
    return -1
