"""XML invoke tool calls: ``<invoke name="f"><parameter name="k">v</parameter></invoke>``.

Invokes stand alone or inside a ``<function_calls>...</function_calls>`` block. Each invoke is
one match; in a block the first match also covers the block's opening tag, each match runs to
the next invoke (the whitespace between them) and the last one covers the closing tag.

A parameter value is raw text up to the next ``</parameter>``. Trimmed, if it is one strict
JSON value it becomes that value; otherwise it is a string with one leading and one trailing
newline dropped and XML entities decoded (the five named ones and numeric references; unknown
entities stay as written).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, NamedTuple

from toolcalls import Call, Extraction, FormatSpec, Match, ToolCallError, hookimpl
from toolcalls.toolkit import MarkerCursor, check_name, parse_json, skip_ws
from toolcalls.toolkit.render import dump_json
from toolcalls.toolkit.xml import decode_entities

FORMAT_ID = "xml_invoke"
BLOCK_OPEN = "<function_calls>"
BLOCK_CLOSE = "</function_calls>"
INVOKE_OPEN = "<invoke"
INVOKE_CLOSE = "</invoke>"
PARAM_OPEN = "<parameter"
PARAM_CLOSE = "</parameter>"

_OPENER = re.compile(r"<function_calls>|<invoke(?=[\s>/])")
_INVOKE = re.compile(r"<invoke(?=[\s>/])")
_PARAM = re.compile(r"<parameter(?=[\s>/])")
_NAME_EQ = re.compile(r"\s+name\s*=\s*")
_QUOTED = re.compile(r""""([^"<>]*)"|'([^'<>]*)'""")
_TAG_END = re.compile(r"\s*>")
_JSON_START = frozenset('{["-0123456789tfn')
_SURROGATE = re.compile("[\ud800-\udfff]")


class _Cursors:
    """Cached next-occurrence lookups, so many unclosed openers still cost one scan each."""

    __slots__ = ("block_close", "block_open", "gt", "invoke_close", "invoke_open", "param_close")

    def __init__(self, text: str) -> None:
        self.block_open = MarkerCursor(text, BLOCK_OPEN)
        self.block_close = MarkerCursor(text, BLOCK_CLOSE)
        self.invoke_open = MarkerCursor(text, INVOKE_OPEN)
        self.invoke_close = MarkerCursor(text, INVOKE_CLOSE)
        self.param_close = MarkerCursor(text, PARAM_CLOSE)
        self.gt = MarkerCursor(text, ">")

    def invoke_closer(self, pos: int) -> int:
        """The next ``</invoke>`` at or after ``pos`` that comes before any later opener."""
        close = self.invoke_close.next(pos)
        following = self.invoke_open.next(pos)
        return -1 if close < 0 or 0 <= following < close else close


@hookimpl
def toolcalls_format() -> FormatSpec:
    return FormatSpec(
        id=FORMAT_ID,
        tier=1,
        markers=(INVOKE_OPEN, BLOCK_OPEN),
        anchored=True,
        description='XML invoke: <invoke name="f"><parameter name="k">v</parameter></invoke>',
        examples=('<function_calls><invoke name="get_weather"><parameter name="city">Paris'
                  "</parameter></invoke></function_calls>",),
    )


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    found = _OPENER.search(text, start)
    return -1 if found is None else found.start()


@hookimpl
def toolcalls_extract(text: str, start: int) -> Extraction:
    matches: list[Match] = []
    cursors = _Cursors(text)
    pos = start
    while (opener := _OPENER.search(text, pos)) is not None:
        at = opener.start()
        if opener.group() == BLOCK_OPEN:
            found = _block(text, at, cursors)
        else:
            invoke = _invoke(text, at, cursors, wrapped=False)
            found = None if invoke is None else [invoke]
        if not found:
            pos = opener.end()
            continue
        matches.extend(found)
        pos = found[-1].end
    return Extraction(matches, len(text))


def _error(code: str, message: str, position: int, text: str) -> ToolCallError:
    return ToolCallError(code, message, position, text=text, format=FORMAT_ID)


class _Fault(NamedTuple):
    """A fault met while reading an invoke that may still turn out to be prose.

    It becomes a :class:`ToolCallError` only once the invoke is known to be a call: building
    the error counts lines up to its position, which prose must not pay for.
    """

    code: str
    message: str
    position: int

    def error(self, text: str) -> ToolCallError:
        return _error(self.code, self.message, self.position, text)


def _block(text: str, at: int, cur: _Cursors) -> list[Match] | None:
    """block := '<function_calls>' ws invoke (ws invoke)* ws ('</function_calls>' | end-of-text)"""
    n = len(text)
    p = skip_ws(text, at + len(BLOCK_OPEN))
    if not _INVOKE.match(text, p):
        close = cur.block_close.next(p)
        following = cur.block_open.next(at + 1)
        if p >= n or close < 0 or 0 <= following < close:
            return None  # an opener in prose
        what = "empty <function_calls> block" if p == close else "expected <invoke name=...>"
        return [Match(at, close + len(BLOCK_CLOSE), [], _error("tool_call.unrecognized", what,
                                                                 p, text))]
    out: list[Match] = []
    while True:
        match = _invoke(text, p, cur, wrapped=True)
        assert match is not None  # inside a block an invoke is never prose
        out.append(match)
        if match.end < n and not text.startswith(INVOKE_CLOSE, match.end - len(INVOKE_CLOSE)):
            break  # the invoke broke without a closer: the block cannot be followed further
        q = skip_ws(text, match.end)
        if q >= n:
            match.end = n
            break  # the model stopped before </function_calls>
        if text.startswith(BLOCK_CLOSE, q):
            match.end = q + len(BLOCK_CLOSE)
            break
        if _INVOKE.match(text, q):
            match.end = p = q
            continue
        close = cur.block_close.next(q)
        if close < 0:
            err = _error("tool_call.unclosed", "'<function_calls>' is not closed by "
                         f"'{BLOCK_CLOSE}'", at, text)
            return [Match(at, q, [], err)]
        err = _error("tool_call.unexpected_content",
                     f"expected <invoke name=...> or '{BLOCK_CLOSE}'", q, text)
        match.end = q
        out.append(Match(q, close + len(BLOCK_CLOSE), [], err))
        break
    out[0].start = at
    return out


def _open_tag(text: str, pos: int, tag: str, cur: _Cursors) -> tuple[int, str, int] | _Fault:
    """open_tag := S 'name' ws '=' ws ('"' [^"<>]* '"' | "'" [^'<>]* "'") ws '>'

    ``pos`` is just after ``<invoke`` or ``<parameter``; returns ``(end, name, name_pos)``.
    """
    opener = pos - len(tag)
    if cur.gt.next(pos) < 0:
        return _Fault("tool_call.unclosed", f"'{tag}' tag is not closed by '>'", opener)
    name_eq = _NAME_EQ.match(text, pos)
    if name_eq is None:
        p = skip_ws(text, pos)
        if text.startswith(">", p):
            code = "tool_call.invalid_name" if tag == INVOKE_OPEN else "tool_call.unrecognized"
            return _Fault(code, f"'{tag}' has no name attribute", p)
        return _Fault("tool_call.unrecognized", f"expected name=\"...\" in '{tag}'", p)
    quoted = _QUOTED.match(text, name_eq.end())
    if quoted is None:
        return _Fault("tool_call.unrecognized", "expected a quoted name", name_eq.end())
    end = _TAG_END.match(text, quoted.end())
    if end is None:
        return _Fault("tool_call.unrecognized", f"expected '>' to end '{tag}'",
                      skip_ws(text, quoted.end()))
    group = 1 if quoted.group(1) is not None else 2
    return end.end(), decode_entities(quoted.group(group)), quoted.start(group)


def _invoke(text: str, at: int, cur: _Cursors, *, wrapped: bool) -> Match | None:
    """invoke := '<invoke' open_tag ws (parameter ws)* ('</invoke>' | end-of-text)"""
    n = len(text)
    tag = _open_tag(text, at + len(INVOKE_OPEN), INVOKE_OPEN, cur)
    if isinstance(tag, _Fault):
        return _broken_start(text, at, tag, cur, wrapped=wrapped)
    q, name, name_pos = tag
    reason = check_name(name)
    deferred = None if reason is None else _Fault("tool_call.invalid_name", reason, name_pos)
    arguments: dict[str, Any] = {}
    q = skip_ws(text, q)
    first = True
    while q < n and not text.startswith(INVOKE_CLOSE, q):
        if not _PARAM.match(text, q):
            err = _Fault("tool_call.unexpected_content",
                         f"expected <parameter name=...> or '{INVOKE_CLOSE}'", q)
            if first:
                return _broken_start(text, at, err, cur, wrapped=wrapped, earlier=deferred)
            close = cur.invoke_closer(q)
            if close < 0:
                return Match(at, q, [], _error("tool_call.unclosed", "'<invoke>' is not closed "
                                               f"by '{INVOKE_CLOSE}'", at, text))
            return Match(at, close + len(INVOKE_CLOSE), [], (deferred or err).error(text))
        first = False
        param = _open_tag(text, q + len(PARAM_OPEN), PARAM_OPEN, cur)
        if isinstance(param, _Fault):
            return _broken(text, at, param, cur, deferred)
        value_pos, key, key_pos = param
        value_end = cur.param_close.next(value_pos)
        if value_end < 0:
            unclosed = _error("tool_call.unclosed",
                              f"'<parameter>' is not closed by '{PARAM_CLOSE}'", q, text)
            return Match(at, n, [], unclosed, incomplete=True)
        if key in arguments and deferred is None:
            deferred = _Fault("tool_call.duplicate_argument", f"parameter {key!r} is repeated", q)
        if deferred is None:
            deferred = _lone_surrogate(text, key, key_pos, value_pos, value_end)
        arguments[key] = _value(text, value_pos, value_end)
        q = skip_ws(text, value_end + len(PARAM_CLOSE))
    end = min(q + len(INVOKE_CLOSE), n)
    if deferred is not None:
        return Match(at, end, [], deferred.error(text))
    return Match(at, end, [Call(name, arguments, at, end)])


def _lone_surrogate(
    text: str, key: str, key_pos: int, value_pos: int, value_end: int
) -> _Fault | None:
    """A parameter name or raw value holding a lone surrogate (a raw one in the text; entities
    never decode to one): ``tool_call.invalid_value`` at the name or the value, since no such
    string can be encoded as UTF-8."""
    where = _SURROGATE.search(key)
    if where is not None:
        return _Fault("tool_call.invalid_value", "parameter name holds a lone surrogate "
                      f"(U+{ord(where.group()):04X}), which cannot be encoded as UTF-8", key_pos)
    where = _SURROGATE.search(text, value_pos, value_end)
    if where is not None:
        return _Fault("tool_call.invalid_value", "parameter value holds a lone surrogate "
                      f"(U+{ord(where.group()):04X}), which cannot be encoded as UTF-8",
                      value_pos)
    return None


def _broken_start(text: str, at: int, err: _Fault, cur: _Cursors, *, wrapped: bool,
                  earlier: _Fault | None = None) -> Match | None:
    """An invoke whose tag or first content is not a call: prose unless it is closed."""
    if not wrapped and cur.invoke_closer(at + 1) < 0:
        return None
    return _broken(text, at, err, cur, earlier)


def _broken(text: str, at: int, err: _Fault, cur: _Cursors,
            earlier: _Fault | None = None) -> Match:
    """A broken invoke runs to its ``</invoke>`` when it has one.

    ``earlier`` is a fault found before ``err`` (a bad name, a repeated parameter): it is the
    one reported, unless the text simply ended inside the invoke.
    """
    close = cur.invoke_closer(err.position)
    if close >= 0:
        return Match(at, close + len(INVOKE_CLOSE), [], (earlier or err).error(text))
    if err.code == "tool_call.unclosed":
        return Match(at, len(text), [], err.error(text), incomplete=True)
    return Match(at, max(err.position, at + 1), [], (earlier or err).error(text))


def _value(text: str, start: int, end: int) -> Any:
    """value := JSON-value | raw-text (entities decoded, one edge newline dropped)"""
    raw = text[start:end]
    trimmed = raw.strip(" \t\n\r")
    if trimmed and trimmed[0] in _JSON_START:
        try:
            value, stop = parse_json(trimmed, 0, len(trimmed), format=FORMAT_ID)
        except ToolCallError:
            pass
        else:
            if stop == len(trimmed):
                return value
    if raw.startswith("\r\n"):
        raw = raw[2:]
    elif raw.startswith("\n"):
        raw = raw[1:]
    if raw.endswith("\r\n"):
        raw = raw[:-2]
    elif raw.endswith("\n"):
        raw = raw[:-1]
    return decode_entities(raw)


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """A ``<function_calls>`` block, one ``<invoke>`` per call, one line per parameter.

    Names are attribute values with ``& < > "`` written as entities. A string value is written
    as raw text (``& < >`` as entities, an edge newline as ``&#10;``) unless that text would
    read back as something else (``5``, ``true``, ``"x"``, ``[1]``: the parser tries JSON
    first); then it is written as a JSON string (``"5"``), which the JSON-first rule reads back
    as the string. Other values are JSON. In JSON, ``<`` is written ``\\u003c`` so that no
    value can hold ``</parameter>``."""
    lines = [BLOCK_OPEN]
    for call in calls:
        lines.append(f'{INVOKE_OPEN} name="{_attribute(call.name)}">')
        for key, value in call.arguments.items():
            lines.append(f'{PARAM_OPEN} name="{_attribute(key)}">{_render_value(value)}'
                         f"{PARAM_CLOSE}")
        lines.append(INVOKE_CLOSE)
    lines.append(BLOCK_CLOSE)
    return "\n".join(lines)


_ATTRIBUTE_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})
_TEXT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def _attribute(value: str) -> str:
    return value.translate(_ATTRIBUTE_ESCAPES).replace("[THINK]", "&#91;THINK]")


def _render_value(value: Any) -> str:
    if isinstance(value, str):
        raw = value.translate(_TEXT_ESCAPES).replace("[THINK]", "&#91;THINK]")
        if raw.startswith("\n"):
            raw = "&#10;" + raw[1:]
        elif raw.startswith("\r"):
            raw = "&#13;" + raw[1:]
        if raw.endswith("\n"):
            raw = raw[:-1] + "&#10;"
        back = _value(raw, 0, len(raw))
        if type(back) is str and back == value:
            return raw
    return dump_json(value).replace("<", "\\u003c")
