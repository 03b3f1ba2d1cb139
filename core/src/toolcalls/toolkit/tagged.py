"""Tagged formats: an opening marker, a payload, a closing marker, and the rules they share.

The rules (DESIGN.md section 3a), in one place so every tagged format keeps them alike:

- the payload's end is found by parsing it, so a closing marker inside a JSON string is content;
- the closing marker must follow the payload after optional whitespace;
- a missing closing marker at the very end of the text is accepted when the payload is complete;
  any other unclosed opener is ``tool_call.unclosed`` at the opener (also when the next opener,
  of any format, comes before a closer);
- an opener followed by text that cannot start a payload, with no closing marker after it
  before the next opener, is prose ("wrap it in <tool_call> tags"); with a closing marker it is
  ``tool_call.unrecognized`` at the start of the tagged content; with nothing but whitespace
  to the end of the text it is a call cut short (``tool_call.unexpected_end``);
- a broken call ends at the first opener of any format at or after its fault (``Stops``), so
  the calls after it are still parsed.

:class:`TaggedJSON` is the building block of the formats whose payload is call-shaped JSON
(Hermes ``<tool_call>``, Granite ``<|tool_call|>``, Jamba ``<tool_calls>``, ...). Its fast
path parses a text whose every opener holds one clean call with one ``orjson.loads`` per
payload and gives the same matches the full rules give. ``scan_tagged`` and ``tagged_json``
remain for plugins with a payload grammar of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, Literal

from orjson import JSONDecodeError
from orjson import loads as _loads

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.json import needs_exact_parse, open_call, parse_json
from toolcalls.toolkit.scan import NOT_BLANK, each_clean_call
from toolcalls.toolkit.shapes import FastCalls, calls_from_json, fast_matches, plain_call
from toolcalls.toolkit.spans import MarkerCursor, ends_in_marker, skip_ws, spellings
from toolcalls.toolkit.stops import NO_STOPS, Stops
from toolcalls.toolkit.tries import any_marker
from toolcalls.types import Call, CharClass, Extraction, Match, Partial

__all__ = [
    "CallShape",
    "PayloadParser",
    "TaggedJSON",
    "broken",
    "close_tagged",
    "may_close",
    "finish_tagged",
    "json_partial",
    "scan_tagged",
    "tagged_json",
]

#: ``(text, opener_pos, content_pos, closer, format) -> Match | None``: parse one tagged call
#: whose opener sits at ``opener_pos`` and whose content starts at ``content_pos``; None means
#: the opener is prose. (``closer`` is a cursor for the closing marker.)
PayloadParser = Callable[[str, int, int, MarkerCursor, str], "Match | None"]

#: ``(value, text, start, end, format) -> calls or None``: the calls of a decoded JSON payload
#: spanning ``text[start:end]`` (None: not a call shape; raise ``ToolCallError`` for a broken
#: one). ``calls_from_json`` is the default; formats with keys of their own (Command R's
#: ``tool_name``) pass another.
CallShape = Callable[[Any, str, int, int, str], "list[Call] | None"]


def _default_shape(value: Any, text: str, start: int, end: int, format: str) -> list[Call] | None:
    return calls_from_json(value, text, start, end, format=format)


def broken(start: int, end: int, error: ToolCallError, text: str, *, reach: int = -1,
           partial: Partial | None = None) -> Match:
    """A match for a broken call; partial (``incomplete``) when the fault is the end of the text.

    The error's traceback is dropped: it would keep the frames of the parse that raised it
    alive until the end of the extraction, and with them many objects for the cycle collector
    to walk again and again when a text holds many broken calls.
    """
    error.__traceback__ = None
    error.__context__ = None
    incomplete = error.position == len(text) and error.code.endswith(
        ("unexpected_end", "unclosed")
    )
    return Match(start, end, [], error, incomplete, "", reach, partial)


def json_partial(text: str, payload_pos: int) -> Partial | None:
    """What is known of the call a JSON payload cut by the end of the text was writing."""
    found = open_call(text, payload_pos)
    if found is None:
        return None
    _, name, name_pos, args_pos = found
    return Partial(name=name, name_pos=name_pos, args_pos=args_pos, json_args=args_pos >= 0)


def _stops_for(text: str, stops: Stops, openers: Sequence[str]) -> Stops:
    """The engine's stops, or the format's own openers when used without an engine."""
    return Stops(text, openers) if stops is NO_STOPS else stops


def close_tagged(
    text: str,
    opener_pos: int,
    opener: str,
    payload_end: int,
    closer: MarkerCursor,
    format: str,
    stops: Stops = NO_STOPS,
) -> int | Match:
    """close := ws (CLOSER | end-of-text)

    After a complete payload ending at ``payload_end``: the end of the call (after its closer,
    or the end of the text when the model stopped before the closer or the text ends inside
    it), or a broken match:
    ``tool_call.unclosed`` at the opener when no closer follows before the next opener (of any
    format, or of this one), ``tool_call.unexpected_content`` at text standing between payload
    and closer.
    """
    n = len(text)
    q = skip_ws(text, payload_end)
    if text.startswith(closer.marker, q):
        return q + len(closer.marker)
    if q >= n or (n - q < len(closer.marker) and closer.marker.startswith(text[q:])):
        return n  # the model stopped before the closing marker, or the text ends inside it
    at = closer.next(q)
    following = _stops_for(text, stops, (opener,)).next(q)
    if at < 0 or text.startswith(opener, q) or 0 <= following < at:
        err = ToolCallError(
            "tool_call.unclosed",
            f"'{opener}' is not closed by '{closer.marker}'",
            opener_pos,
            text=text,
            format=format,
        )
        return Match(opener_pos, q, [], err, False, "", q)
    err = ToolCallError(
        "tool_call.unexpected_content",
        f"expected '{closer.marker}' after the tool call",
        q,
        text=text,
        format=format,
    )
    return Match(opener_pos, at + len(closer.marker), [], err, False, "", q)


def may_close(text: str, match: Match, closer: MarkerCursor, stops: Stops) -> bool:
    """Whether more text could change a match of an ``OPENER ... CLOSER`` format: it is
    partial, or it is not closed and neither a closer nor an opener of any format follows it
    (a closer may yet come, which would move its end, and for a broken one what is wrong)."""
    if match.incomplete:
        return True
    marker = closer.marker
    if text.startswith(marker, match.end - len(marker)):
        return False
    return closer.next(match.end) < 0 and stops.next(match.end) < 0


def finish_tagged(
    text: str,
    opener_pos: int,
    payload_pos: int,
    payload_end: int,
    value: object,
    closer: MarkerCursor,
    format: str,
    stops: Stops = NO_STOPS,
    shape: CallShape = _default_shape,
) -> Match:
    """Check the closing marker after a decoded JSON payload and build the match."""
    opener = text[opener_pos:payload_pos].strip()
    end = close_tagged(text, opener_pos, opener, payload_end, closer, format, stops)
    if isinstance(end, Match):
        return end
    try:
        calls = shape(value, text, payload_pos, payload_end, format)
    except ToolCallError as exc:
        return Match(opener_pos, end, [], exc, False, "", payload_end)
    if calls is None:
        err = ToolCallError(
            "tool_call.unrecognized",
            'JSON is not a tool call (expected {"name": ..., "arguments": {...}})',
            payload_pos,
            text=text,
            format=format,
        )
        return Match(opener_pos, end, [], err, False, "", payload_pos)
    if len(calls) == 1:
        calls[0].start, calls[0].end = opener_pos, end
    return Match(opener_pos, end, calls)


def _broken_payload(
    text: str, opener_pos: int, exc: ToolCallError, closer: MarkerCursor | None, stops: Stops,
    payload_pos: int,
) -> Match:
    """A payload that does not parse: the match runs to the closer after the fault, or to the
    first opener (of any format) at or after it (or one the fault lies inside: ``[`` read as a
    JSON array is the start of ``[TOOL_CALLS]``), or to the end of the text."""
    n = len(text)
    fault = exc.position if exc.position is not None else payload_pos
    if fault >= n:
        return broken(opener_pos, n, exc, text, reach=n, partial=json_partial(text, payload_pos))
    end = n
    if closer is not None:
        at = closer.next(fault)
        if at >= 0:
            end = at + len(closer.marker)
    following = stops.covering(fault, payload_pos)
    if 0 <= following < end:
        end = max(following, opener_pos + 1)
    return broken(opener_pos, end, exc, text, reach=fault)


#: What a payload may be (``TaggedJSON(payload=...)``) -> the characters it starts with.
PAYLOAD_STARTS: Final = {"any": "{[", "object": "{", "array": "["}
_NOT_PAYLOAD: Final = {"any": "a JSON object", "object": "a JSON object", "array": "a JSON array"}

Payload = Literal["any", "object", "array"]


def tagged_json(
    text: str,
    opener_pos: int,
    content_pos: int,
    closer: MarkerCursor,
    format: str,
    stops: Stops = NO_STOPS,
    shape: CallShape = _default_shape,
    *,
    adjacent: bool = False,
    payload: Payload = "any",
) -> Match | None:
    """tagged := OPENER ws (object | array) ws (CLOSER | end-of-text)

    With ``adjacent`` the payload starts right after the opener (no ``ws``): an opener followed
    by anything else, whitespace and the end of the text included, is treated like one followed
    by text that cannot start a payload.
    ``payload`` narrows what the tag may hold (``"object"``, ``"array"``): content that starts
    otherwise is not this format's payload, and follows the rule of text that cannot start
    one (prose, or ``tool_call.unrecognized`` at its start when a closer follows).
    """
    n = len(text)
    opener = text[opener_pos:content_pos]
    stops = _stops_for(text, stops, (opener,))
    p = content_pos if adjacent else skip_ws(text, content_pos)
    if p >= n:
        if adjacent:
            return None  # prose that a longer text may still make a call
        err = ToolCallError("tool_call.unexpected_end", f"the text ended after '{opener}', "
                            "before the tool call", n, text=text, format=format)
        return broken(opener_pos, n, err, text, reach=n)
    close_at = closer.next(p)
    close_len = len(closer.marker)
    if text[p] not in PAYLOAD_STARTS[payload]:
        if close_at < 0:
            return None
        if 0 <= stops.next(content_pos) < close_at:
            return None  # "wrap it in <tool_call> tags ... <tool_call>{...}</tool_call>"
        what = "empty tool call" if p == close_at else \
            f"tool call content is not {_NOT_PAYLOAD[payload]}"
        err = ToolCallError("tool_call.unrecognized", what, p, text=text, format=format)
        return Match(opener_pos, close_at + close_len, [], err, False, "", p)
    # (the payload may begin with a stop: another opener led by '[' or '{')
    hint = close_at if close_at >= 0 else stops.next(p + 1)
    try:
        value, end = parse_json(text, p, hint if hint >= 0 else None, format=format)
    except ToolCallError as exc:
        return _broken_payload(text, opener_pos, exc, closer, stops, p)
    return finish_tagged(text, opener_pos, p, end, value, closer, format, stops, shape)


def scan_tagged(
    text: str,
    start: int,
    opener: str,
    closer: str,
    payload: PayloadParser,
    *,
    format: str,
) -> Extraction:
    """Every ``opener ... closer`` call at or after ``start``, in text order (for a plugin with
    a payload grammar of its own; see :class:`TaggedJSON` for call-shaped JSON)."""
    matches: list[Match] = []
    cursor = MarkerCursor(text, closer)
    resume = len(text)
    pos = text.find(opener, start)
    while pos >= 0:
        match = payload(text, pos, pos + len(opener), cursor, format)
        if match is None:
            if cursor.next(pos) < 0 and text.find(opener, pos + len(opener)) < 0:
                resume = min(resume, pos)  # prose unless a closer comes: streaming waits
            pos = text.find(opener, pos + len(opener))
            continue
        matches.append(match)
        pos = text.find(opener, max(match.end, pos + len(opener)))
    return Extraction(matches, resume)


def _listed_values(text: str, opener_pos: int, content_pos: int, comma: int, stops: Stops,
                   format: str) -> Match | None:
    """``OPENER value, value ...`` with no closer: a broken match when a comma after the
    payload is followed by the start of another JSON value (``<|tool_call|>{...}, {...}``, the
    array's brackets left out), ``tool_call.unexpected_content`` at the comma, spanning every
    value of the run that parses; None when something else follows the comma (prose: content).
    The values are never read as calls: one opener holds one payload (docs/formats.md)."""
    n = len(text)
    p = skip_ws(text, comma + 1)
    if p >= n or text[p] not in "{[":
        return None
    end = comma + 1
    while p < n and text[p] in "{[":
        hint = stops.next(p + 1)
        try:
            _value, end = parse_json(text, p, hint if hint >= 0 else None, format=format)
        except ToolCallError:
            break
        q = skip_ws(text, end)
        if q >= n or text[q] != ",":
            break
        p = skip_ws(text, q + 1)
    opener = text[opener_pos:content_pos].strip()
    err = ToolCallError(
        "tool_call.unexpected_content",
        f"expected one JSON value after '{opener}', not several separated by commas",
        comma,
        text=text,
        format=format,
    )
    return Match(opener_pos, end, [], err, False, "", comma)


class TaggedJSON:
    """A format whose calls are ``OPENER json CLOSER``, the JSON a call shape (or an array).

    :param opener: the opening marker (``<tool_call>``), or a tuple of its spellings (the first
        is the one :meth:`render` writes; the fast path is for a single spelling).
    :param closer: the closing marker; None when the payload's end is found by parsing alone
        and text after it is content (``<|tool_call|>[...]``, ``functools[...]``).
    :param shape: how a decoded payload becomes calls (default: every call shape of
        ``calls_from_json``).
    :param end_tokens: tokens that may follow the payload and belong to the call
        (``<|eom_id|>``).
    :param newline_layout: how :meth:`render` writes a call: True for the opener, the JSON
        and the closer on lines of their own (the Qwen / Hermes templates), False for one run.
    :param args_key: the arguments key :meth:`render` writes (``arguments`` or ``parameters``).
    :param array: True when :meth:`render` writes all calls as one JSON array in one tag
        (Granite, Jamba), False for one tag per call.
    :param adjacent: True when the payload must start right after the opener, with no
        whitespace between: for an opener that is an ordinary word (``functools[...]``), so
        that ``functools [1]`` is prose. The opener followed by anything but ``{`` or ``[`` is
        then prose (or ``tool_call.unrecognized`` when a closer follows, as for any text that
        cannot start a payload), and the opener at the very end of the text is prose that a
        longer text may still make a call (streaming waits; batch parsing finds nothing).
    :param payload: what the tag may hold: ``"any"`` (an object or an array), ``"object"`` or
        ``"array"`` only. Content that starts otherwise is not this format's payload (prose,
        or ``tool_call.unrecognized`` at its start when a closer follows, as for any text that
        cannot start a payload), so formats that share an opener but not a payload
        (``<tool_calls>[...]`` and ``<tool_calls>{...}`` one per line) each read their own;
        ``first`` says so to the engine.
    """

    def __init__(
        self,
        opener: str | tuple[str, ...],
        closer: str | None = None,
        *,
        shape: CallShape | None = None,
        end_tokens: tuple[str, ...] = (),
        newline_layout: bool = False,
        args_key: str = "arguments",
        array: bool = False,
        adjacent: bool = False,
        payload: Payload = "any",
    ) -> None:
        if payload not in PAYLOAD_STARTS:
            raise ValueError(f"payload must be 'any', 'object' or 'array', not {payload!r}")
        #: every spelling of the opener (longest first); ``opener`` is the first one given,
        #: the one :meth:`render` writes
        self.openers = spellings(opener)
        self.opener = opener if isinstance(opener, str) else opener[0]
        self._opener_re = None if len(self.openers) == 1 else any_marker(self.openers)
        self.closer = closer
        self.shape = shape or _default_shape
        self.end_tokens = end_tokens
        self.newline_layout = newline_layout
        self.args_key = args_key
        self.array = array
        self.adjacent = adjacent
        self.payload: Payload = payload
        self._starts = PAYLOAD_STARTS[payload]
        self.first = {spelling: CharClass(frozenset(self._starts)) for spelling in self.openers}
        #: an adjacent payload's opener with its first character (``functools[``): what a
        #: format declares as its markers when the opener alone is a word of prose; its lane
        #: starts there (the marker stands where the opener does)
        self._glued = tuple(o + c for o in self.openers for c in self._starts) \
            if adjacent else ()
        for glued in self._glued:
            self.first[glued] = NOT_BLANK
        #: the fast path needs the default shape and a closer to bound each payload; it reads
        #: single objects only
        self._fast = shape is None and closer is not None and not end_tokens \
            and payload != "array" and self._opener_re is None

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every call at or after ``start``, in text order."""
        if self._fast:
            clean = self._clean(text, start, format)
            if clean is not None:
                return clean
        stops = _stops_for(text, stops, self.openers)
        closer = MarkerCursor(text, self.closer) if self.closer is not None else None
        matches: list[Match] = []
        resume = len(text)
        covered = True
        pos, olen = self._find(text, start)
        while pos >= 0:
            match, undecided = self._one(text, pos, pos + olen, closer, stops, format)
            if undecided:
                resume = min(resume, pos)
            if match is None:
                covered = False
                pos, olen = self._find(text, pos + olen)
                continue
            if match.error is not None:
                covered = False
            matches.append(match)
            pos, olen = self._find(text, max(match.end, pos + olen))
        if matches and matches[-1].incomplete:
            resume = min(resume, matches[-1].start)
        return Extraction(matches, resume, frozenset(self.openers) if covered else frozenset())

    def _find(self, text: str, pos: int) -> tuple[int, int]:
        """``(offset, length)`` of the next opener at or after ``pos`` (any spelling, the
        longest where two start together), or ``(-1, 0)``."""
        if self._opener_re is None:
            return text.find(self.opener, pos), len(self.opener)
        found = self._opener_re.search(text, pos)
        return (-1, 0) if found is None else (found.start(), found.end() - found.start())

    def _one(self, text: str, opener_pos: int, content_pos: int, closer: MarkerCursor | None,
             stops: Stops, format: str) -> tuple[Match | None, bool]:
        """One opener: ``(match or None for prose, whether more text could change it)``."""
        n = len(text)
        if closer is not None:
            match = tagged_json(text, opener_pos, content_pos, closer, format, stops, self.shape,
                                 adjacent=self.adjacent, payload=self.payload)
            if match is None:  # prose unless a closer comes before the next opener
                return None, closer.next(content_pos) < 0 and stops.next(content_pos) < 0
            return match, may_close(text, match, closer, stops)
        p = content_pos if self.adjacent else skip_ws(text, content_pos)
        if p >= n:
            if self.adjacent:
                return None, True  # prose unless the text goes on with the payload
            err = ToolCallError("tool_call.unexpected_end", f"the text ended after "
                                f"'{text[opener_pos:content_pos]}', before the tool call", n,
                                text=text, format=format)
            return broken(opener_pos, n, err, text, reach=n), True
        if text[p] not in self._starts:
            return None, False
        hint = stops.next(p + 1)
        try:
            value, end = parse_json(text, p, hint if hint >= 0 else None, format=format)
        except ToolCallError as exc:
            match = _broken_payload(text, opener_pos, exc, None, stops, p)
            return match, match.incomplete
        try:
            calls = self.shape(value, text, p, end, format)
        except ToolCallError as exc:
            return Match(opener_pos, end, [], exc, False, "", end), False
        if calls is None:
            err = ToolCallError("tool_call.unrecognized", "JSON is not a tool call (expected "
                                '[{"name": ..., "arguments": {...}}])', p, text=text,
                                format=format)
            return Match(opener_pos, end, [], err, False, "", p), False
        q = skip_ws(text, end)
        if q < n and text[q] == ",":
            listed = _listed_values(text, opener_pos, content_pos, q, stops, format)
            if listed is not None:
                return listed, False
            if skip_ws(text, q + 1) >= n:  # a comma at the end: a second value may follow
                return Match(opener_pos, end, calls), True
        stop = end
        for token in self.end_tokens:
            if text.startswith(token, q):
                stop = q + len(token)
                break
        if len(calls) == 1:
            calls[0].start, calls[0].end = opener_pos, stop
        # An end token may still come after a payload the text ends right after.
        return Match(opener_pos, stop, calls), bool(self.end_tokens) and stop == end and q >= n

    def fast_calls(self, text: str, start: int) -> FastCalls | None:
        """The fast path: ``(name, arguments, start, end, payload_pos)`` of each call the full
        rules find (``payload_pos``: where its JSON object starts, after optional whitespace),
        when every opener at or after ``start`` is closed and holds one well-formed call;
        None otherwise.

        A well-formed call is ``{"name": N, "arguments": {...}}`` (or ``"parameters"``) and
        nothing else, N a valid name, between the opener and the next closer with only JSON
        whitespace around it. Such a payload is decoded by one ``orjson.loads`` of that
        stretch: if it decodes, the value's end is where the rules would find it (a JSON value
        has one end) and the closer follows it, so the result is the one of the full rules.
        Anything else (a closer inside a string, another shape, an error, prose) returns None,
        and the full rules run, which also name the faults.
        """
        if not self._fast:
            return None
        opener, closer = self.opener, self.closer
        assert closer is not None
        found: FastCalls = []
        skip, close_len = len(opener), len(closer)
        pos = first = text.find(opener, start)
        end = -1
        adjacent = self.adjacent
        while pos >= 0:
            body = pos + skip
            close = text.find(closer, body)
            if close < 0 or (adjacent and not text.startswith("{", body)):
                return None
            try:
                value = _loads(text[body:close])
            except JSONDecodeError:
                return None
            if type(value) is not dict or len(value) != 2:
                return None
            # ``plain_call``, its usual case inline: a dict of arguments and a printable name
            # without a space (``is_valid_name``'s short answer); anything else asks it
            name = value.get("name")
            arguments = value.get("arguments")
            if type(arguments) is not dict or type(name) is not str or not name \
                    or " " in name or not name.isprintable():
                call = plain_call(value)
                if call is None:
                    return None
                name, arguments = call
            end = close + close_len
            found.append((name, arguments, pos, end, body))
            pos = text.find(opener, end)
        # One check for every payload at once (prose between calls may only make it cautious).
        if end >= 0 and needs_exact_parse(text[first:end]):
            return None
        return found

    @property
    def fast(self) -> bool:
        """Whether :meth:`fast_calls` is on (the default shape, a closer, one spelling)."""
        return self._fast

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """The openers where the engine's lane may start (docs/plugins.md): the opener when
        the fast path is on, else every spelling (and, with ``adjacent``, each spelling glued
        to the payload's first character, which is what such a format declares as markers)."""
        return (self.opener,) if self._fast else (*self.openers, *self._glued)

    def lane_matches(self, text: str, start: int, format: str = "") -> list[Match] | None:
        """The matches of :meth:`fast_calls`; where it declines or is off (a shape of the
        format's own, no closer, several spellings, end tokens), every opener's match as the
        full rules read it, when each is a complete call that nothing a longer text adds
        could change; None otherwise. What is left out is the search for other formats'
        openers, which only the paths that decline consult (the engine's lane checks that
        their markers lie inside the calls)."""
        if self._fast:
            found = self.fast_calls(text, start)
            if found is not None:
                return fast_matches(text, found, format)
        if self.closer is not None:
            short = self._lane_short(text, start, format)
            if short is not None:
                return short
        closer = MarkerCursor(text, self.closer) if self.closer is not None else None
        return each_clean_call(
            start, lambda pos: self._find(text, pos),
            lambda pos, olen: self._one(text, pos, pos + olen, closer, NO_STOPS, format), format)

    def _lane_short(self, text: str, start: int, format: str) -> list[Match] | None:
        """The lane of a closed payload of any shape, read the short way: at each opener from
        ``start`` on, the payload runs from its first character (after whitespace, unless
        ``adjacent``) to the last JSON whitespace before the first closer; when one
        ``orjson.loads`` decodes that (and the exact parser is not needed), it is the value
        the full rules read there (a JSON value has one end, and the closer follows it), and
        the format's shape makes the calls of it as the full rules' ``finish_tagged`` does.
        Anything else (a closer inside a string, a fault, a value the shape refuses or that
        holds no call, a text without an opener) is None: the general loop decides."""
        closer = self.closer
        assert closer is not None
        close_len = len(closer)
        starts, adjacent, shape = self._starts, self.adjacent, self.shape
        matches: list[Match] = []
        pos, olen = self._find(text, start)
        while pos >= 0:
            content = pos + olen
            p = content if adjacent else skip_ws(text, content)
            close = text.find(closer, p)
            if close <= p or text[p] not in starts:
                return None
            segment = text[p:close].rstrip(" \t\r\n")
            try:
                value = _loads(segment)
            except JSONDecodeError:
                return None
            if needs_exact_parse(segment):
                return None
            try:
                calls = shape(value, text, p, p + len(segment), format)
            except ToolCallError:
                return None
            if not calls:
                return None
            end = close + close_len
            if len(calls) == 1:
                calls[0].start, calls[0].end = pos, end
            for call in calls:
                call.format = format
            matches.append(Match(pos, end, calls, format=format))
            pos, olen = self._find(text, max(end, content))
        return matches or None

    def may_complete(self, text: str, at: int) -> bool:
        """False when what stands at ``at`` can be no complete call of this grammar, now or
        with more text: no opener there, or one followed by what cannot begin its payload (or,
        with the default shape, an array whose first item is no object: an array of calls
        holds objects). ``Choice`` asks, for its lane."""
        for spelling in self.openers:
            if text.startswith(spelling, at):
                p = at + len(spelling)
                break
        else:
            return ends_in_marker(text, at, self.openers)  # an opener cut short
        n = len(text)
        if not self.adjacent:
            p = skip_ws(text, p)
        if p >= n:
            return True
        if text[p] not in self._starts:
            return False
        if text[p] == "[" and self.shape is _default_shape:
            q = skip_ws(text, p + 1)
            return q >= n or text[q] in "{]"
        return True

    def _clean(self, text: str, start: int, format: str) -> Extraction | None:
        """The extraction of :meth:`fast_calls`, or None where it declines."""
        found = self.fast_calls(text, start)
        if found is None:
            return None
        return Extraction(fast_matches(text, found, format), len(text),
                          frozenset((self.opener,)))

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """The calls as the format's template writes them (see the constructor's options)."""
        from toolcalls.toolkit.render import dump_json  # noqa: PLC0415 - only when rendering

        items = [{"name": call.name, self.args_key: call.arguments} for call in calls]
        payloads = [dump_json(items)] if self.array else [dump_json(item) for item in items]
        closer = self.closer or ""
        sep = "\n" if self.newline_layout else ""
        return "\n".join(f"{self.opener}{sep}{p}{sep}{closer}" for p in payloads)
