"""Python call syntax: ``search(query="rust", limit=5)``, and pythonic call lists
``[get_weather(city="SF"), get_time(tz="PST")]`` (Llama 3.2 / 4), optionally wrapped in
``<|python_start|>...<|python_end|>``.

The toolkit's ``pycall`` parser reads each call; this module finds candidates (one regex scan)
and groups them into matches:

- a call counts only if its parentheses are empty or start with ``name=`` (``f(x)`` in prose is
  not a call); a candidate that starts like that and then breaks is an error, not prose;
- a name right after a definition keyword (``def``, ``class``, ``function``, ``func``, ``fn``,
  ``fun``, then blanks) is defined, not called: ``def main():`` in a code block is no call;
- a bracketed list of calls ``[ call (, call)* [,] ]`` is one match holding all its calls (the
  brackets and commas are not content); ``<|python_start|>`` right before the list (or a bare
  call) and ``<|python_end|>`` right after it belong to the match;
- a ``[`` followed by a call that is then followed by anything but ``,`` call or ``]`` is not a
  call list: its calls count one by one;
- a candidate inside a parsed call (a string argument holding ``g(a=1)``) is content: the scan
  resumes after the match; after a broken call it resumes just after the error position (at
  the end of the text when the error is there), so the scan stays linear.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from toolcalls import Call, Extraction, FormatSpec, Match, ToolCallError, hookimpl
from toolcalls.toolkit import broken
from toolcalls.toolkit.pycall import (
    DOTTED_NAME,
    find_call_candidates,
    is_call_start,
    parse_call,
    skip_whitespace,
)
from toolcalls.toolkit.render import check_value, python_literal

FORMAT_ID = "python"
PY_START = "<|python_start|>"
PY_END = "<|python_end|>"
_WS = frozenset(" \t\n\r\f\v")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: What may follow a list's ',' when the text ends before the next call is one: its name, its
#: '(' and the name of its first keyword begun.
_NAME_CUT = re.compile(r"(?:[A-Za-z_][\w.-]*\s*(?:\(\s*(?:[A-Za-z_]\w*\s*)?)?)?")
#: A definition keyword and the blanks before a name (``def main():``, ``class A():``,
#: ``async def f():``, ``function f() {``, Go's ``func``, Rust's ``fn``, Kotlin's ``fun``):
#: the name is defined there, not called. Looked for in the 32 characters before the name.
_DEFINITION = re.compile(r"(?<![\w.$])(?:def|class|function|func|fn|fun)[ \t]+\Z")


def _candidates(text: str, start: int) -> Iterator[int]:
    """The toolkit's call candidates from ``start`` on, but names being defined."""
    definition = _DEFINITION.search
    for candidate in find_call_candidates(text, start):
        if definition(text, max(0, candidate - 32), candidate) is None:
            yield candidate


@hookimpl
def toolcalls_format() -> FormatSpec:
    return FormatSpec(
        id=FORMAT_ID,
        tier=3,
        markers=("(",),
        control_tokens=(PY_START, PY_END),
        # The end of a text may hold the start of a call before it is one: a dotted name (after
        # '[' of a call list, or <|python_start|>), its '(' and a keyword's name.
        pending=r"(?:<\|python_start\|>\s*(?:\[\s*)?(?:[A-Za-z_][\w.-]*"
        r"(?:\(\s*(?:[A-Za-z_]\w*\s*)?)?)?"
        r"|(?:\[\s*)?(?<![\w.\\])[A-Za-z_][\w.-]*(?:\(\s*(?:[A-Za-z_]\w*\s*)?)?)\Z",
        description='Python call syntax: search(query="x", limit=5) or [f(a=1), g()]',
        examples=(
            'search(query="rust", limit=5)',
            "[get_weather(city='SF'), get_time(tz='PST')]",
            "<|python_start|>[get_weather(city='LA')]<|python_end|>",
        ),
    )


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    for candidate in _candidates(text, start):
        return _opening(text, candidate, max(start, 0))[0]
    return -1


@hookimpl
def toolcalls_extract(text: str, start: int) -> Extraction:
    matches: list[Match] = []
    pos = max(start, 0)
    resume = len(text)
    for candidate in _candidates(text, pos):
        if candidate < pos:  # inside a call already parsed: content
            continue
        found, cut = _matches_at(text, candidate, pos)
        if cut:
            # a call list the text ends in: more text may close it (one match) or not
            resume = min(resume, _opening(text, candidate, pos)[0])
        matches.extend(found)
        pos = found[-1].end
    if matches and (matches[-1].incomplete or matches[-1].end == len(text)):
        resume = min(resume, matches[-1].start)  # a wrapper's end, a list's ']' may follow
    return Extraction(matches, resume)


def _back_ws(text: str, pos: int, floor: int) -> int:
    """The start of the whitespace run that ends at ``pos`` (not before ``floor``)."""
    while pos > floor and text[pos - 1] in _WS:
        pos -= 1
    return pos


def _opening(text: str, candidate: int, floor: int) -> tuple[int, int, bool]:
    """opening := [PY_START ws] ['[' ws] candidate  -> (match start, '[' offset or -1, wrapped)"""
    p = _back_ws(text, candidate, floor)
    bracket = -1
    if p > floor and text[p - 1] == "[":
        bracket = p - 1
        p = _back_ws(text, bracket, floor)
    if p - len(PY_START) >= floor and text.startswith(PY_START, p - len(PY_START)):
        return p - len(PY_START), bracket, True
    return (candidate if bracket < 0 else bracket), bracket, False


def _matches_at(text: str, candidate: int, floor: int) -> tuple[list[Match], bool]:
    """match := [PY_START ws] (call | '[' ws call (ws ',' ws call)* [ws ','] ws ']') [ws PY_END]

    Also says whether the text ended inside the list (after a call, a ',' or the start of the
    next call's name), where more text may make the calls one match."""
    start, bracket, wrapped = _opening(text, candidate, floor)
    try:
        name, arguments, end = parse_call(text, candidate, format=FORMAT_ID)
    except ToolCallError as err:
        return [_broken_list(text, start, candidate, err, bracket, wrapped)], False
    calls = [Call(name, arguments, candidate, end)]
    if bracket < 0:
        return [Match(start, _closing(text, end, wrapped), calls)], False
    n = len(text)
    q = skip_whitespace(text, end)
    cut = q >= n
    while q < n:
        if text[q] == "]":
            return [Match(start, _closing(text, q + 1, wrapped), calls)], False
        if text[q] != ",":
            break
        r = skip_whitespace(text, q + 1)
        if r < n and text[r] == "]":
            return [Match(start, _closing(text, r + 1, wrapped), calls)], False
        if not is_call_start(text, r):
            cut = _NAME_CUT.fullmatch(text, r) is not None
            break
        try:
            name, arguments, end = parse_call(text, r, format=FORMAT_ID)
        except ToolCallError as err:
            return [_broken_list(text, start, r, err, bracket, wrapped)], False
        calls.append(Call(name, arguments, r, end))
        q = skip_whitespace(text, end)
        cut = q >= n
    # Not a list of calls (or the text ended before ']'): each call stands alone.
    return [Match(call.start, call.end, [call]) for call in calls], cut


def _broken_list(text: str, start: int, candidate: int, err: ToolCallError, bracket: int,
                 wrapped: bool) -> Match:
    """A broken element breaks its whole list (the list is one call list, never salvaged in
    part): the broken match runs through the list's ``]`` (and wrapper end) when the elements
    after the broken one (each a call, read or broken) lead to it, so neither the bracket
    nor a sibling is left to the content or read as a call of its own; else as ``_broken``."""
    bad = _broken(text, start, candidate, err)
    if bracket >= 0 and not bad.incomplete:
        bad.end = _list_end(text, bad.end, wrapped)
    return bad


def _list_end(text: str, pos: int, wrapped: bool) -> int:
    """Where a call list goes on to from ``pos`` (the end of a broken element): after its
    ``]`` when commas and elements (calls, read or broken as ``_broken`` ends them) lead to
    one; ``pos`` otherwise."""
    n = len(text)
    q = skip_whitespace(text, pos)
    while q < n and text[q] == ",":
        r = skip_whitespace(text, q + 1)
        if r < n and text[r] == "]":
            q = r
            break
        if not is_call_start(text, r):
            return pos
        try:
            _, _, end = parse_call(text, r, format=FORMAT_ID)
        except ToolCallError as err:
            end = _broken(text, r, r, err).end  # through its first ')' after the fault
        q = skip_whitespace(text, end)
    if q < n and text[q] == "]":
        return _closing(text, q + 1, wrapped)
    return pos


def _closing(text: str, end: int, wrapped: bool) -> int:
    """closing := [ws PY_END]  (only after a PY_START)"""
    if wrapped:
        q = skip_whitespace(text, end)
        if text.startswith(PY_END, q):
            return q + len(PY_END)
    return end


def _broken(text: str, start: int, candidate: int, err: ToolCallError) -> Match:
    """A broken call: the match runs through the first ')' at or after the fault, so the rest of
    the call is not left in the content (to the end of the text when there is none)."""
    at = err.position if err.position is not None else candidate
    close = text.find(")", at)
    end = len(text) if close < 0 else close + 1
    end = max(end, min(len(text), candidate + 1))
    # Dropping the traceback frees the parser's frames at once (many broken calls in one
    # text would otherwise keep them all alive until the cycle collector runs).
    return broken(start, end, err.with_traceback(None), text)


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """``f(k=v, ...)`` for one call, the pythonic list ``[f(k=v), g()]`` for several.

    Names must be ASCII identifiers joined by '.' or '-' and argument names ASCII identifiers
    (``ValueError`` otherwise); values are literals of the pycall grammar (single-quoted
    strings, ints, floats by ``repr``, True/False/None, lists, dicts with string keys)."""
    parts = []
    for call in calls:
        if DOTTED_NAME.fullmatch(call.name) is None:
            raise ValueError(f"python call syntax cannot write the tool name {call.name!r}: "
                             "it must be ASCII identifiers joined by '.' or '-'")
        args = []
        for key, value in call.arguments.items():
            if _IDENT.fullmatch(key) is None:
                raise ValueError(f"python call syntax cannot write the argument name {key!r}: "
                                 "keyword arguments are ASCII identifiers")
            check_value(value, what=f"argument {key!r}")
            args.append(f"{key}={python_literal(value)}")
        parts.append(f"{call.name}({', '.join(args)})")
    return parts[0] if len(parts) == 1 else "[" + ", ".join(parts) + "]"
