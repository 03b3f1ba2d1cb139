"""Mistral tool calls, after the ``[TOOL_CALLS]`` token:

- pre-v11: ``[TOOL_CALLS] [{"name": "f", "arguments": {...}}, ...]`` (a single object too);
- v11+: ``[TOOL_CALLS]f[ARGS]{...}``, ``[TOOL_CALLS]f{...}`` and
  ``[TOOL_CALLS]f[CALL_ID]abc123[ARGS]{...}``, one ``[TOOL_CALLS]`` per call.

There is no closing marker: the JSON's end is found by parsing it, and text after it is
content. A ``[TOOL_CALLS]`` inside a JSON string of a call is content of that call (the scan
resumes after each match). ``[THINK]...[/THINK]`` is Magistral's reasoning (declared here, the
engine blanks it). A broken call ends at the next opener of any format after its fault.

What counts as an attempt at a call (an error when broken) and what is prose:

- ``[`` or ``{`` after the token (after optional whitespace): JSON, errors are ``json.*``;
- a name glued to the token (``[TOOL_CALLS]f``): always an attempt; with neither ``[ARGS]``,
  ``[CALL_ID]`` nor ``{`` after it, ``tool_call.unrecognized`` at the name, or
  ``tool_call.unexpected_end`` when the text ends there;
- a name after whitespace (``[TOOL_CALLS] f``): an attempt only when its arguments object
  follows (``f {...}``, ``f [ARGS] {...}``); otherwise prose (``[TOOL_CALLS] not json``);
- the token with nothing but whitespace after it to the end of the text: a call cut short
  (``tool_call.unexpected_end``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    Extraction,
    FormatSpec,
    MarkerCursor,
    Match,
    Reasoning,
    Stops,
    ToolCallError,
    broken,
    calls_from_json,
    check_name,
    dump_json,
    hookimpl,
    json_partial,
    parse_json,
    skip_ws,
)
from toolcalls.types import Partial

FORMAT_ID = "mistral"
OPEN = "[TOOL_CALLS]"
ARGS = "[ARGS]"
CALL_ID = "[CALL_ID]"
#: a name starts with a word character and runs to whitespace, '[', '{' or '(' (``f(x=1)`` is
#: not a name followed by junk-to-the-end, but a name followed by something unrecognized)
_NAME = re.compile(r"\w[^\s\[{(]*")
_ID = re.compile(r"[^\s\[{]+")
#: Names the v11 form ``[TOOL_CALLS]name[ARGS]{...}`` writes; others need the JSON form.
_V11_NAME = re.compile(r"\w[\w.:/-]*")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            reasoning=(Reasoning("[THINK]", "[/THINK]"),),
            control_tokens=("</s>",),
            description="Mistral: [TOOL_CALLS] [{json}, ...] or [TOOL_CALLS]name[ARGS]{json}",
            examples=(
                '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Paris"}}]',
                '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}',
                '[TOOL_CALLS]get_weather{"city": "Paris"}',
            ),
        )
    ]


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    return text.find(OPEN, start)


@hookimpl
def toolcalls_extract(text: str, start: int, stops: Stops) -> Extraction:
    """Every call at or after ``start``: one match per ``[TOOL_CALLS]`` that starts a call."""
    if stops is NO_STOPS:
        stops = Stops(text, (OPEN,))
    # No closer exists: the next [TOOL_CALLS] is the likely end of a payload (the hint of
    # parse_json) and, with the openers of other formats, the end of a broken one.
    openers = MarkerCursor(text, OPEN)
    matches: list[Match] = []
    resume = len(text)
    pos = text.find(OPEN, start)
    while pos >= 0:
        match, undecided = _payload(text, pos, pos + len(OPEN), openers, stops)
        if undecided:
            resume = min(resume, pos)
        if match is None:
            pos = text.find(OPEN, pos + len(OPEN))
            continue
        matches.append(match)
        pos = text.find(OPEN, max(match.end, pos + len(OPEN)))
    return Extraction(matches, resume)


def _payload(text: str, opener_pos: int, content_pos: int, openers: MarkerCursor,
             stops: Stops) -> tuple[Match | None, bool]:
    """mistral := OPEN ws (json_calls | name ws (CALL_ID ws id ws)? (ARGS ws)? object)

    Returns the match (None for prose) and whether more text could change it."""
    fmt = FORMAT_ID
    p = skip_ws(text, content_pos)
    n = len(text)
    if p >= n:
        err = ToolCallError("tool_call.unexpected_end", f"the text ended after '{OPEN}', "
                            "before the tool call", n, text=text, format=fmt)
        return broken(opener_pos, n, err, text, reach=n), True
    if text[p] in "[{" and not text.startswith((ARGS, CALL_ID), p):
        match = _json_calls(text, opener_pos, p, openers, fmt, stops)
        return match, match.incomplete
    named = _named_call(text, opener_pos, content_pos, p, openers, fmt=fmt, stops=stops)
    if named is None:
        # "[TOOL_CALLS] name" at the end: an object may still follow
        rest = skip_ws(text, p)
        name = _NAME.match(text, rest)
        return None, name is not None and skip_ws(text, name.end()) >= n
    return named, named.incomplete


def _json_calls(text: str, opener_pos: int, p: int, openers: MarkerCursor, fmt: str,
                stops: Stops) -> Match:
    """json_calls := object | array   (call shapes, see calls_from_json)"""
    try:
        value, end = parse_json(text, p, openers.next(p + 1), format=fmt)
    except ToolCallError as exc:
        match = _broken(text, opener_pos, exc, openers, stops)
        if match.incomplete:
            match.partial = json_partial(text, p)
        return match
    try:
        calls = calls_from_json(value, text, p, end, format=fmt)
    except ToolCallError as exc:
        return Match(opener_pos, end, [], exc)
    if calls is None:
        err = ToolCallError("tool_call.unrecognized", "JSON is not a tool call (expected "
                            '[{"name": ..., "arguments": {...}}])', p, text=text, format=fmt)
        return Match(opener_pos, end, [], err)
    if len(calls) == 1:
        calls[0].start, calls[0].end = opener_pos, end
    return Match(opener_pos, end, calls)


def _named_call(text: str, opener_pos: int, content_pos: int, p: int, openers: MarkerCursor, *,
                fmt: str, stops: Stops) -> Match | None:
    """name ws (CALL_ID ws id ws)? (ARGS ws)? object"""
    n = len(text)
    name_match = _NAME.match(text, p)
    if name_match is None and not text.startswith((ARGS, CALL_ID), p):
        return None  # punctuation after the token: prose
    name_end = p if name_match is None else name_match.end()
    if name_end > p:
        # a name never runs over the next opener of any format (where a call would begin)
        following = stops.next(p + 1)
        if 0 <= following < name_end:
            name_end = following
    glued = p == content_pos
    q = skip_ws(text, name_end)
    marked = False
    ident: str | None = None
    first_err: ToolCallError | None = None
    problem = check_name(text[p:name_end])
    if problem is not None:
        first_err = ToolCallError("tool_call.invalid_name", problem, p, text=text, format=fmt)
    if text.startswith(CALL_ID, q):
        marked = True
        r = skip_ws(text, q + len(CALL_ID))
        id_match = _ID.match(text, r)
        if id_match is None and r < n:
            first_err = first_err or ToolCallError(
                "tool_call.unrecognized", "expected a call id after '[CALL_ID]'", p,
                text=text, format=fmt)
        ident = None if id_match is None else id_match.group()
        q = r if id_match is None else skip_ws(text, id_match.end())
    if text.startswith(ARGS, q):
        marked = True
        q = skip_ws(text, q + len(ARGS))
    if not text.startswith("{", q):
        if not glued:
            return None  # "[TOOL_CALLS] some words": prose
        if q >= n or (n - q <= len(CALL_ID) and any(  # (no slice of a long rest)
                tag.startswith(text[q:]) for tag in (ARGS, CALL_ID))):
            # the text ends here, or inside an [ARGS] or [CALL_ID] tag: a call cut short
            err = ToolCallError("tool_call.unexpected_end", "the text ended before the "
                                "arguments of the tool call", n, text=text, format=fmt)
            name = text[p:name_end] if first_err is None and q > name_end else None
            return broken(opener_pos, n, first_err or err, text,
                          partial=Partial(name=name, name_pos=p if name else -1, id=ident))
        if not marked:
            err = ToolCallError("tool_call.unrecognized", "expected '[ARGS]' or a JSON object "
                                "after the tool name", p, text=text, format=fmt)
            return Match(opener_pos, name_end, [], first_err or err)
    try:
        arguments, end = parse_json(text, q, openers.next(q + 1), format=fmt)
    except ToolCallError as exc:
        match = _broken(text, opener_pos, first_err or exc, openers, stops, exc.position)
        if match.incomplete and first_err is None:
            match.partial = Partial(name=text[p:name_end], name_pos=p, id=ident, args_pos=q,
                                    json_args=True)
        return match
    if first_err is None and not isinstance(arguments, dict):
        first_err = ToolCallError("tool_call.invalid_arguments",
                                  "arguments must be a JSON object", q, text=text, format=fmt)
    if first_err is not None:
        return Match(opener_pos, end, [], first_err)
    return Match(opener_pos, end, [Call(text[p:name_end], arguments, opener_pos, end, ident,
                                        name_pos=p, args_pos=q)])


def _broken(text: str, opener_pos: int, err: ToolCallError, openers: MarkerCursor,
            stops: Stops, fault: int | None = None) -> Match:
    """A call broken at ``fault`` (default: the error's position): it runs to the next opener
    of any format (this one's included)."""
    where = fault if fault is not None else err.position or opener_pos
    found = [at for at in (openers.next(where), stops.next(where)) if at > opener_pos]
    return broken(opener_pos, min(found) if found else len(text), err, text, reach=where)


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The v11 form, ``[TOOL_CALLS]name[ARGS]{...}`` per call, when every name is plain
    (word characters, ``.:/-``); otherwise the pre-v11 form ``[TOOL_CALLS][{json}, ...]``."""
    if all(_V11_NAME.fullmatch(call.name) for call in calls):
        return "".join(f"{OPEN}{call.name}{ARGS}{dump_json(call.arguments)}" for call in calls)
    items = [{"name": call.name, "arguments": call.arguments} for call in calls]
    return OPEN + dump_json(items)
