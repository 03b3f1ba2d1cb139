"""Tagged formats: an opening marker, a payload, a closing marker.

``scan_tagged`` walks every opener of a format in text order and hands each to a payload
function; ``tagged_json`` is the payload function of the formats whose payload is call-shaped
JSON (Hermes ``<tool_call>``, the JSON form of ``[TOOL_CALL]``, and many vendor formats to come).

The rules (DESIGN.md section 3a), in one place so every tagged format keeps them alike:

- the payload's end is found by parsing it, so a closing marker inside a JSON string is content;
- the closing marker must follow the payload after optional whitespace;
- a missing closing marker at the very end of the text is accepted when the payload is complete;
  any other unclosed opener is ``tool_call.unclosed`` at the opener;
- an opener followed by text that cannot start a payload, with no closing marker after it
  before the next opener, is prose ("wrap it in <tool_call> tags"); with a closing marker it is
  ``tool_call.unrecognized`` at the start of the tagged content.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from orjson import JSONDecodeError
from orjson import loads as _loads

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.json import needs_exact_parse, parse_json
from toolcalls.toolkit.shapes import calls_from_json, plain_call
from toolcalls.toolkit.spans import MarkerCursor, skip_ws
from toolcalls.types import Extraction, Match

__all__ = [
    "PayloadParser",
    "CleanCalls",
    "broken",
    "clean_tagged_json",
    "close_tagged",
    "finish_tagged",
    "scan_tagged",
    "tagged_json",
]

#: ``(text, opener_pos, content_pos, closer, format) -> Match | None``: parse one tagged call
#: whose opener sits at ``opener_pos`` and whose content starts at ``content_pos``; None means
#: the opener is prose.
PayloadParser = Callable[[str, int, int, MarkerCursor, str], "Match | None"]

#: What ``clean_tagged_json`` finds: the calls as the public API returns them
#: (``{"name", "arguments"}`` dicts), and their spans.
CleanCalls = tuple[list[dict[str, Any]], list[tuple[int, int]]]


def broken(start: int, end: int, error: ToolCallError, text: str) -> Match:
    """A match for a broken call; ``incomplete`` when the fault is the end of the text.

    The error's traceback is dropped: it would keep the frames of the parse that raised it
    alive until the end of the extraction, and with them many objects for the cycle collector
    to walk again and again when a text holds many broken calls.
    """
    error.__traceback__ = None
    return Match(
        start,
        end,
        [],
        error,
        incomplete=error.position == len(text)
        and error.code.endswith(("unexpected_end", "unclosed")),
    )


def scan_tagged(
    text: str,
    start: int,
    opener: str,
    closer: str,
    payload: PayloadParser,
    *,
    format: str,
) -> Extraction:
    """Every ``opener ... closer`` call at or after ``start``, in text order."""
    matches: list[Match] = []
    cursor = MarkerCursor(text, closer)
    pos = text.find(opener, start)
    while pos >= 0:
        match = payload(text, pos, pos + len(opener), cursor, format)
        if match is None:
            pos = text.find(opener, pos + len(opener))
            continue
        matches.append(match)
        pos = text.find(opener, max(match.end, pos + len(opener)))
    return Extraction(matches, len(text))


def tagged_json(
    text: str, opener_pos: int, content_pos: int, closer: MarkerCursor, format: str
) -> Match | None:
    """tagged := OPENER ws (object | array) ws (CLOSER | end-of-text)"""
    n = len(text)
    p = skip_ws(text, content_pos)
    close_at = closer.next(p)
    close_len = len(closer.marker)
    if p >= n or text[p] not in "{[":
        if close_at < 0:
            return None
        next_open = text.find(text[opener_pos:content_pos], content_pos, close_at)
        if next_open >= 0:
            return None  # "wrap it in <tool_call> tags ... <tool_call>{...}</tool_call>"
        what = "empty tool call" if p == close_at else "tool call content is not a JSON object"
        err = ToolCallError("tool_call.unrecognized", what, p, text=text, format=format)
        return Match(opener_pos, close_at + close_len, [], err)
    hint = close_at if close_at >= 0 else text.find(text[opener_pos:content_pos], p)
    try:
        value, end = parse_json(text, p, hint if hint >= 0 else None, format=format)
    except ToolCallError as exc:
        at = closer.next(exc.position or p)
        return broken(opener_pos, at + close_len if at >= 0 else n, exc, text)
    return finish_tagged(text, opener_pos, p, end, value, closer, format)


def close_tagged(
    text: str, opener_pos: int, opener: str, payload_end: int, closer: MarkerCursor, format: str
) -> int | Match:
    """close := ws (CLOSER | end-of-text)

    After a complete payload ending at ``payload_end``: the end of the call (after its closer,
    or the end of the text when the model stopped before the closer), or a broken match:
    ``tool_call.unclosed`` at the opener when no closer follows (or another ``opener`` comes
    first), ``tool_call.unexpected_content`` at text standing between payload and closer.
    """
    n = len(text)
    q = skip_ws(text, payload_end)
    if text.startswith(closer.marker, q):
        return q + len(closer.marker)
    if q >= n:
        return n  # the model stopped before the closing marker
    at = closer.next(q)
    if at < 0 or text.startswith(opener, q):
        err = ToolCallError(
            "tool_call.unclosed",
            f"'{opener}' is not closed by '{closer.marker}'",
            opener_pos,
            text=text,
            format=format,
        )
        return Match(opener_pos, q, [], err)
    err = ToolCallError(
        "tool_call.unexpected_content",
        f"expected '{closer.marker}' after the tool call",
        q,
        text=text,
        format=format,
    )
    return Match(opener_pos, at + len(closer.marker), [], err)


def finish_tagged(
    text: str,
    opener_pos: int,
    payload_pos: int,
    payload_end: int,
    value: object,
    closer: MarkerCursor,
    format: str,
) -> Match:
    """Check the closing marker after a decoded JSON payload and build the match."""
    opener = text[opener_pos:payload_pos].strip()
    end = close_tagged(text, opener_pos, opener, payload_end, closer, format)
    if isinstance(end, Match):
        return end
    try:
        calls = calls_from_json(value, text, payload_pos, payload_end, format=format)
    except ToolCallError as exc:
        return Match(opener_pos, end, [], exc)
    if calls is None:
        err = ToolCallError(
            "tool_call.unrecognized",
            'JSON is not a tool call (expected {"name": ..., "arguments": {...}})',
            payload_pos,
            text=text,
            format=format,
        )
        return Match(opener_pos, end, [], err)
    if len(calls) == 1:
        calls[0].start, calls[0].end = opener_pos, end
    return Match(opener_pos, end, calls)


def clean_tagged_json(text: str, start: int, opener: str, closer: str) -> CleanCalls | None:
    """The calls ``scan_tagged(text, start, opener, closer, tagged_json)`` finds, when every
    opener at or after ``start`` is closed and holds one well-formed call; None otherwise.

    A well-formed call is ``{"name": N, "arguments": {...}}`` (or ``"parameters"``) and
    nothing else, N a valid name, between the opener and the next closer with only JSON
    whitespace around it. Such a payload is decoded by one ``orjson.loads`` of that stretch:
    if it decodes, the value's end is where the rules would find it (a JSON value has one end)
    and the closer follows it, so the result is the one of the full rules. Anything else (a
    closer inside a string, another shape, an error, prose) returns None, and the caller runs
    the full rules, which also name the faults. This is the engine's fast lane for formats
    that declare ``FormatSpec.tagged_json``: no objects but the result, no positions to
    track.
    """
    calls: list[dict[str, Any]] = []
    spans: list[tuple[int, int]] = []
    skip, close_len = len(opener), len(closer)
    pos = first = text.find(opener, start)
    end = -1
    while pos >= 0:
        close = text.find(closer, pos + skip)
        if close < 0:
            return None
        try:
            value = _loads(text[pos + skip : close])
        except JSONDecodeError:
            return None
        call = plain_call(value)
        if call is None:
            return None
        end = close + close_len
        calls.append({"name": call[0], "arguments": call[1]})
        spans.append((pos, end))
        pos = text.find(opener, end)
    # One check for every payload at once (prose between calls may only make it cautious).
    if end >= 0 and needs_exact_parse(text[first:end]):
        return None
    return calls, spans
