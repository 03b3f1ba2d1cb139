"""Bracket tool calls: ``[TOOL_CALL]name=f;args={...}[/TOOL_CALL]`` or
``[TOOL_CALL]{json}[/TOOL_CALL]``.

The JSON form is the toolkit's ``tagged_json``. The ``name=`` form keeps the same closing rules
(closer inside a JSON string is content, missing closer at the very end accepted when the call
is complete, any other unclosed opener is ``tool_call.unclosed`` at the opener). Whitespace
around ``name=``, ``;`` and ``args=`` is fine; the name runs to the ``;`` (or is a JSON string);
a missing ``;args=`` is ``tool_call.unrecognized`` at the start of the content.
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
    Stops,
    ToolCallError,
    broken,
    check_name,
    close_tagged,
    dump_json,
    hookimpl,
    may_close,
    parse_json,
    skip_ws,
    tagged_json,
)

FORMAT_ID = "bracket"
OPEN = "[TOOL_CALL]"
CLOSE = "[/TOOL_CALL]"
_NAME_KEY = re.compile(r"name\s*=\s*")
_ARGS_KEY = re.compile(r"args\s*=\s*")
#: Names written bare after ``name=``; any other name is written as a JSON string.
_BARE_NAME = re.compile(r"[\w.:/-]+")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            description="[TOOL_CALL]name=f;args={...}[/TOOL_CALL] or "
            "[TOOL_CALL]{json}[/TOOL_CALL]",
            examples=(
                '[TOOL_CALL]name=get_weather;args={"city": "Paris"}[/TOOL_CALL]',
                '[TOOL_CALL]{"name": "get_weather", "arguments": {"city": "Paris"}}[/TOOL_CALL]',
            ),
        )
    ]


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    return text.find(OPEN, start)


@hookimpl
def toolcalls_extract(text: str, start: int, stops: Stops) -> Extraction:
    """Every call at or after ``start``; a broken one ends at the next opener of any format."""
    if stops is NO_STOPS:
        stops = Stops(text, (OPEN,))
    semis = MarkerCursor(text, ";")
    closer = MarkerCursor(text, CLOSE)
    matches: list[Match] = []
    resume = len(text)
    pos = text.find(OPEN, start)
    while pos >= 0:
        match = _payload(text, pos, pos + len(OPEN), closer, semis=semis, stops=stops,
                         fmt=FORMAT_ID)
        if match is None:
            if closer.next(pos) < 0 and stops.next(pos + len(OPEN)) < 0:
                resume = min(resume, pos)  # prose unless a closer comes
            pos = text.find(OPEN, pos + len(OPEN))
            continue
        if may_close(text, match, closer, stops):
            resume = min(resume, pos)
        matches.append(match)
        pos = text.find(OPEN, max(match.end, pos + len(OPEN)))
    return Extraction(matches, resume)


def _payload(text: str, opener_pos: int, content_pos: int, closer: MarkerCursor, *,
             semis: MarkerCursor, stops: Stops, fmt: str) -> Match | None:
    """bracket := OPEN ws ("name" ws "=" ws name ws ";" ws "args" ws "=" ws value | json)
    ws (CLOSE | end-of-text)"""
    p = skip_ws(text, content_pos)
    key = _NAME_KEY.match(text, p)
    if key is None:
        return tagged_json(text, opener_pos, content_pos, closer, fmt, stops)
    n = len(text)
    q = key.end()
    close_at = closer.next(q)
    open_at = stops.next(q)
    limit = min([at for at in (close_at, open_at) if at >= 0], default=n)

    # name := JSON-string | (any character but ';')*   (trimmed; checked by check_name)
    if q < limit and text[q] == '"':
        try:
            value, name_end = parse_json(text, q, limit, format=fmt)
        except ToolCallError as exc:
            return _broken_at(text, opener_pos, exc, closer, stops)
        name = str(value)
        semi = skip_ws(text, name_end)
        if semi >= limit or text[semi] != ";":
            return _missing(text, opener_pos, p, limit, close_at, fmt=fmt)
    else:
        semi = semis.next(q)
        if semi < 0 or semi >= limit:
            return _missing(text, opener_pos, p, limit, close_at, fmt=fmt)
        name = text[q:semi].rstrip()
    problem = check_name(name)
    name_err = None if problem is None else ToolCallError(
        "tool_call.invalid_name", problem, q, text=text, format=fmt)

    args_key = _ARGS_KEY.match(text, skip_ws(text, semi + 1))
    if args_key is None or args_key.start() >= limit:
        return _missing(text, opener_pos, p, limit, close_at, fmt=fmt)
    a = args_key.end()
    if a >= n:
        return _unclosed(text, opener_pos, n, fmt, incomplete=True)
    if a == close_at:
        err = name_err or ToolCallError("tool_call.invalid_arguments",
                                        "expected a JSON object after 'args='", a,
                                        text=text, format=fmt)
        return Match(opener_pos, close_at + len(CLOSE), [], err)
    try:
        # hint: the payload most likely ends at the next closer, or else before the next opener
        hint = min([at for at in (closer.next(a), stops.next(a + 1)) if at >= 0], default=n)
        arguments, end = parse_json(text, a, hint, format=fmt)
    except ToolCallError as exc:
        return _broken_at(text, opener_pos, name_err or exc, closer, stops, exc.position)
    closed = close_tagged(text, opener_pos, OPEN, end, closer, fmt, stops)
    if isinstance(closed, Match):
        if name_err is not None:
            closed.error, closed.incomplete = name_err, False
        return closed
    if name_err is not None:
        return Match(opener_pos, closed, [], name_err)
    if not isinstance(arguments, dict):
        err = ToolCallError("tool_call.invalid_arguments",
                            "args must be a JSON object", a, text=text, format=fmt)
        return Match(opener_pos, closed, [], err)
    return Match(opener_pos, closed, [Call(name, arguments, opener_pos, closed, name_pos=q,
                                           args_pos=a)])


def _missing(text: str, opener_pos: int, p: int, limit: int, close_at: int, *,
             fmt: str) -> Match:
    """The call lacks ``;args=`` before ``limit`` (its closer, the next opener or the end)."""
    if limit == close_at:
        err = ToolCallError("tool_call.unrecognized", "expected 'name=NAME;args={...}'", p,
                            text=text, format=fmt)
        return Match(opener_pos, close_at + len(CLOSE), [], err)
    return _unclosed(text, opener_pos, limit, fmt, incomplete=limit == len(text))


def _unclosed(text: str, opener_pos: int, end: int, fmt: str, *, incomplete: bool) -> Match:
    err = ToolCallError("tool_call.unclosed", f"'{OPEN}' is not closed by '{CLOSE}'",
                        opener_pos, text=text, format=fmt)
    return Match(opener_pos, end, [], err, incomplete=incomplete)


def _broken_at(text: str, opener_pos: int, err: ToolCallError, closer: MarkerCursor,
               stops: Stops, fault: int | None = None) -> Match:
    """A call broken at ``fault`` (default: the error's position): it runs to the next closer,
    or to the first opener of any format before it."""
    where = fault if fault is not None else err.position or opener_pos
    at = closer.next(where)
    end = at + len(CLOSE) if at >= 0 else len(text)
    following = stops.next(where)
    if 0 <= following < end and following > opener_pos:
        end = following
    return broken(opener_pos, end, err, text, reach=where)


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """``[TOOL_CALL]name=f;args={...}[/TOOL_CALL]`` per call, one per line; a name that is not
    plain (``;``, brackets, quotes...) is written as a JSON string, which the parser accepts."""
    out = []
    for call in calls:
        name = call.name if _BARE_NAME.fullmatch(call.name) else dump_json(call.name, defuse=True)
        out.append(f"{OPEN}name={name};args={dump_json(call.arguments)}{CLOSE}")
    return "\n".join(out)
