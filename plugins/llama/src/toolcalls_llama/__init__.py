"""Llama 3.x tool calls, after the ``<|python_tag|>`` token:

- JSON: ``<|python_tag|>{"name": "f", "parameters": {...}}`` (any call shape of
  ``calls_from_json``: ``arguments`` too, a JSON array of calls);
- built-in tools: ``<|python_tag|>brave_search.call(query="x")`` gives ``brave_search`` (one
  trailing ``.call`` is dropped); plain ``f(k=v)`` and dotted ``a.b(k=1)`` are calls too
  (strict Python call syntax, ``toolcalls.toolkit.pycall``);
- a Python list of calls, ``<|python_tag|>[get_weather(city="Paris"), get_time()]``: Llama
  3.2's pythonic calls, which Meta's prompt-format page shows after the tag (a ``[`` followed
  by a name glued to ``(``; any other ``[`` is a JSON array);
- several calls joined by ``;`` (``{...}; {...}``), or one ``<|python_tag|>`` per call.

``<|eom_id|>`` or ``<|eot_id|>`` (after optional whitespace, and after an optional trailing
``;``) ends a call and belongs to its span; other text after the calls is content. A
``<|python_tag|>`` inside a JSON string of a call is content of that call (the scan resumes
after each match). After the tag (and whitespace), anything that cannot start a payload
(``{``, ``[``, or a name glued to ``(``) is ``tool_call.unrecognized`` at that spot; the text
ending right after the tag is ``tool_call.unexpected_end`` (incomplete: more text may come).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    Extraction,
    FormatSpec,
    MarkerCursor,
    Match,
    Partial,
    Stops,
    ToolCallError,
    broken,
    calls_from_json,
    dump_json,
    hookimpl,
    json_partial,
    may_continue,
    parse_json,
    skip_ws,
)
from toolcalls.toolkit.pycall import DOTTED_NAME, parse_call

FORMAT_ID = "llama"
OPEN = "<|python_tag|>"
EOM = "<|eom_id|>"
EOT = "<|eot_id|>"
END_TOKENS = (EOM, EOT)
SEP = ";"
BUILTIN_SUFFIX = ".call"


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            control_tokens=(EOT, EOM, "<|start_header_id|>assistant<|end_header_id|>"),
            description="Llama 3.x: <|python_tag|>{json} or <|python_tag|>tool.call(k=v)",
            examples=(
                '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris"}}'
                "<|eom_id|>",
                '<|python_tag|>brave_search.call(query="weather in Paris")<|eom_id|>',
            ),
        )
    ]


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    return text.find(OPEN, start)


@hookimpl
def toolcalls_extract(text: str, start: int, stops: Stops) -> Extraction:
    """Every call at or after ``start``; a broken one ends at the next opener of any format."""
    ends = _Stops(text, stops)
    matches: list[Match] = []
    resume = len(text)
    pos = text.find(OPEN, start)
    while pos >= 0:
        found = _tagged(text, pos, ends)
        matches.extend(found)
        last = found[-1]
        if last.incomplete or (last.error is None and not text.endswith(END_TOKENS)
                               and may_continue(text, last.end, (*END_TOKENS, ";"))):
            resume = min(resume, pos)  # an end token, a ';' and another call may follow
        pos = text.find(OPEN, max(last.end, pos + len(OPEN)))
    return Extraction(matches, resume)


class _Stops:
    """Where a broken or unrecognized call ends: through the next end token, or before the
    next ``<|python_tag|>``, or at the end of the text. Cached, so linear for many tags."""

    __slots__ = ("_cursors", "_n", "_stops")

    def __init__(self, text: str, stops: Stops) -> None:
        self._cursors = tuple(MarkerCursor(text, m) for m in (EOM, EOT, OPEN))
        self._n = len(text)
        self._stops = stops

    def hint(self, pos: int) -> int | None:
        """The likely end of a payload starting at ``pos`` (for ``parse_json``)."""
        at = self.after(pos + 1)
        return None if at == self._n else at

    def after(self, pos: int) -> int:
        """End of a broken call whose fault is at ``pos``."""
        best = self._n
        for cursor in self._cursors:
            at = cursor.next(pos)
            if 0 <= at < best:
                best = at if cursor.marker == OPEN else at + len(cursor.marker)
        if self._stops is not NO_STOPS:
            at = self._stops.next(pos)
            if 0 <= at < best:
                best = at
        return best


def _tagged(text: str, opener_pos: int, stops: _Stops) -> list[Match]:
    """llama := OPEN ws payload (ws ';' ws payload)* [ws ';'] [ws (EOM | EOT)]"""
    n = len(text)
    p = skip_ws(text, opener_pos + len(OPEN))
    if not _starts_payload(text, p):
        if p >= n:
            err = ToolCallError("tool_call.unexpected_end", f"the text ended after '{OPEN}', "
                                "before the tool call", n, text=text, format=FORMAT_ID)
            return [broken(opener_pos, n, err, text)]
        what = ("empty tool call" if text.startswith(END_TOKENS, p) else
                "expected a JSON tool call or a Python call such as tool.call(k=v)")
        err = ToolCallError("tool_call.unrecognized", what, p, text=text, format=FORMAT_ID)
        return [Match(opener_pos, stops.after(p), [], err)]
    calls: list[Call] = []
    while True:
        try:
            got, end = _payload(text, p, stops)
        except ToolCallError as exc:  # the payload does not parse: it runs to the next stop
            fault = p if exc.position is None else exc.position
            bad = broken(p if calls else opener_pos, stops.after(fault), exc, text, reach=fault)
            if bad.incomplete and text[p] in "{[":
                bad.partial = _list_partial(text, p) if _call_list_at(text, p) \
                    else json_partial(text, p)
            return [_good(opener_pos, p, calls), bad] if calls else [bad]
        if isinstance(got, ToolCallError):  # it parses but is no call: its end is known
            bad = Match(p if calls else opener_pos, _end_token(text, end), [], got)
            return [_good(opener_pos, p, calls), bad] if calls else [bad]
        calls.extend(got)
        q = skip_ws(text, end)
        if not text.startswith(SEP, q):
            break
        r = skip_ws(text, q + 1)
        if _starts_payload(text, r, after_tag=False):
            p = r
            continue
        if r >= n or text.startswith(END_TOKENS, r):
            end = q + 1  # a trailing ';' before the end token or the end of the text
        break
    return [_good(opener_pos, _end_token(text, end), calls)]


def _good(start: int, end: int, calls: list[Call]) -> Match:
    """A match of parsed calls; a lone call spans the whole match."""
    if len(calls) == 1:
        calls[0].start, calls[0].end = start, end
    return Match(start, end, calls)


def _end_token(text: str, end: int) -> int:
    """[ws (EOM | EOT)]  -- the end of a match, through an end token that follows."""
    q = skip_ws(text, end)
    for token in END_TOKENS:
        if text.startswith(token, q):
            return q + len(token)
    return end


def _starts_payload(text: str, p: int, *, after_tag: bool = True) -> bool:
    """'{' | '[' | dotted_name '('  -- what a payload can start with.

    Right after the tag, a name (or ``name.``) at the end of the text is a call cut short;
    after a ``;`` it may as well be prose (``f(); done``), so there it needs its ``(``.
    """
    if p >= len(text):
        return False
    if text[p] in "{[":
        return True
    m = DOTTED_NAME.match(text, p)
    if m is None:
        return False
    q = m.end()
    if q < len(text) and text[q] == "(":
        return True
    return after_tag and (q >= len(text) or (text[q] in ".-" and q + 1 == len(text)))


def _untyped(value: Any) -> Any:
    """``{"type": "function", "name", "parameters"}`` without its ``type`` (and each such
    element of an array): Llama 3.2 / 3.3 write their JSON calls so (llama.cpp's Llama 3.x
    parser takes the key as optional), a shape that DESIGN.md reads as a tool definition
    elsewhere; after ``<|python_tag|>`` it can only be a call."""
    if isinstance(value, list):
        return [_untyped(item) for item in value]
    if (isinstance(value, dict) and value.get("type") == "function" and "name" in value
            and isinstance(value.get("parameters"), dict) and "function" not in value):
        return {key: member for key, member in value.items() if key != "type"}
    return value


def _call_list_at(text: str, p: int) -> bool:
    """``[`` then (after whitespace) a dotted name glued to ``(``, or the text ending inside
    such a name: a Python list of calls, not a JSON array."""
    if not text.startswith("[", p):
        return False
    q = skip_ws(text, p + 1)
    m = DOTTED_NAME.match(text, q)
    if m is None:
        return False
    end = m.end()
    return end >= len(text) or text[end] == "("


def _list_partial(text: str, p: int) -> Partial:
    """What is known of the call a Python list cut by the end of the text was writing: its
    name once ``(`` follows it."""
    last = Partial()
    q = skip_ws(text, p + 1)
    while (m := DOTTED_NAME.match(text, q)) is not None and text.startswith("(", m.end()):
        last = Partial(name=_builtin(m.group()), name_pos=q, args_pos=m.end() + 1)
        try:
            _, _, end = parse_call(text, q, format=FORMAT_ID)
        except ToolCallError:
            break
        r = skip_ws(text, end)
        if not text.startswith(",", r):
            break
        q = skip_ws(text, r + 1)
    return last


def _builtin(name: str) -> str:
    """A built-in tool's name without its ``.call``."""
    return name[: -len(BUILTIN_SUFFIX)] if name.endswith(BUILTIN_SUFFIX) else name


def _call_list(text: str, p: int) -> tuple[list[Call], int]:
    """list := '[' ws call (ws ',' ws call)* (ws ',')? ws ']'   (a Python call list)"""
    n = len(text)
    calls: list[Call] = []
    q = skip_ws(text, p + 1)
    while True:
        if DOTTED_NAME.match(text, q) is None:
            if q >= n:
                raise ToolCallError("tool_call.unexpected_end", "the text ended inside the "
                                    "list of calls", n, text=text, format=FORMAT_ID)
            raise ToolCallError("tool_call.invalid_syntax", "expected a call such as f(a=1)",
                                q, text=text, format=FORMAT_ID)
        name, arguments, end = parse_call(text, q, format=FORMAT_ID)
        calls.append(Call(_builtin(name), arguments, q, end, name_pos=q))
        r = skip_ws(text, end)
        if text.startswith("]", r):
            return calls, r + 1
        if text.startswith(",", r):
            q = skip_ws(text, r + 1)
            if text.startswith("]", q):
                return calls, q + 1
            continue
        if r >= n:
            raise ToolCallError("tool_call.unexpected_end", "the text ended inside the list "
                                "of calls", n, text=text, format=FORMAT_ID)
        raise ToolCallError("tool_call.invalid_syntax", "expected ',' or ']' after the call",
                            r, text=text, format=FORMAT_ID)


def _payload(text: str, p: int, stops: _Stops) -> tuple[list[Call] | ToolCallError, int]:
    """payload := object | array | call | call_list   -- raises ToolCallError when it does
    not parse."""
    if text[p] not in "{[":
        name, arguments, end = parse_call(text, p, format=FORMAT_ID)
        return [Call(_builtin(name), arguments, p, end)], end
    if _call_list_at(text, p):
        return _call_list(text, p)
    value, end = parse_json(text, p, stops.hint(p), format=FORMAT_ID)
    try:
        calls = calls_from_json(_untyped(value), text, p, end, format=FORMAT_ID)
    except ToolCallError as exc:
        return exc, end
    if calls is None:
        return ToolCallError("tool_call.unrecognized", 'JSON is not a tool call (expected '
                             '{"name": ..., "parameters": {...}})', p, text=text,
                             format=FORMAT_ID), end
    return calls, end


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """``<|python_tag|>{"name": ..., "parameters": {...}}<|eom_id|>``, several calls joined by
    ``; `` after one tag (the JSON form: names need not be Python identifiers)."""
    body = "; ".join(
        dump_json({"name": call.name, "parameters": call.arguments}) for call in calls
    )
    return f"{OPEN}{body}{EOM}"
