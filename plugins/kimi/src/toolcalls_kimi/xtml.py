"""Kimi K3 XTML tool calls: a grammar object (``extract``, ``render``, ``openers``, ``first``).

XTML tags are built from three special tokens, ``<|open|>``, ``<|close|>`` and ``<|sep|>``;
tag names and attributes are plain text. The grammar of the tools channel::

    tools    := TOOLS_OPEN ws (call ws)* (TOOLS_CLOSE | end-of-calls)
    call     := CALL_OPEN attrs SEP ws body ws (CALL_CLOSE | end-of-text)
    body     := (argument ws)* | JSON_OPEN attrs SEP ws object ws JSON_CLOSE?
    argument := ARG_OPEN attrs SEP value ARG_CLOSE
    attrs    := (S+ KEY '="' VALUE '"')* ws          (VALUE: '&quot;' and '&amp;' decoded)

``TOOLS_OPEN`` is ``<|open|>tools<|sep|>``, ``CALL_OPEN`` ``<|open|>call``, ``CALL_CLOSE``
``<|close|>call<|sep|>``, and so on. A call's name is its ``tool`` attribute (``index`` is
ignored); an argument's name is its ``key`` attribute and its ``type`` attribute says how the
value is read:

- ``string``: the raw text up to the first ``<|close|>argument<|sep|>``, exactly as written (no
  trimming, no entities): a string, whatever it holds;
- ``number``, ``boolean``, ``null``, ``object``, ``array``: one strict JSON value of that kind
  (its end found by parsing, so a closer inside a JSON string is content), whitespace around
  it allowed; a fault is ``json.*`` at its position, another kind is
  ``tool_call.invalid_arguments`` at the value;
- no ``type``: raw text, read by the JSON-first rule (strict JSON if it is one, else the
  string), its string form kept in ``Call.raw`` so the engine types it by the tool's schema;
- any other type: ``tool_call.unrecognized`` at the attribute.

A call may also stand without the tools block; the block's closer is optional (what follows
the last call is content). The rules of broken and partial calls are the toolkit's: an opener
whose tag or first content is not a call is prose unless a call closer follows before the
next opener (inside a block it is an error); the text ending inside a call is a partial call;
a broken call ends at its closer, or where the next opener of any format begins.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, NamedTuple

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    Extraction,
    MarkerCursor,
    Match,
    Partial,
    RawValue,
    Stops,
    ToolCallError,
    check_name,
    default_value,
    dump_json,
    each_clean_call_of,
    ends_in_marker,
    parse_json,
)
from toolcalls.plugin import skip_ws as _skip_ws
from toolcalls.types import CharClass

__all__ = [
    "ARG_CLOSE",
    "ARG_OPEN",
    "CALL_CLOSE",
    "CALL_OPEN",
    "CLOSE",
    "END_OF_MESSAGE",
    "JSON_CLOSE",
    "JSON_OPEN",
    "MESSAGE_CLOSE",
    "OPEN",
    "RESPONSE_CLOSE",
    "RESPONSE_OPEN",
    "SEP",
    "THINK_CLOSE",
    "THINK_OPEN",
    "TOOLS_CLOSE",
    "TOOLS_OPEN",
    "TYPES",
    "Xtml",
]

OPEN, CLOSE, SEP = "<|open|>", "<|close|>", "<|sep|>"
END_OF_MESSAGE = "<|end_of_msg|>"
THINK_OPEN, THINK_CLOSE = f"{OPEN}think{SEP}", f"{CLOSE}think{SEP}"
RESPONSE_OPEN, RESPONSE_CLOSE = f"{OPEN}response{SEP}", f"{CLOSE}response{SEP}"
TOOLS_OPEN, TOOLS_CLOSE = f"{OPEN}tools{SEP}", f"{CLOSE}tools{SEP}"
MESSAGE_CLOSE = f"{CLOSE}message{SEP}"
CALL_OPEN, CALL_CLOSE = f"{OPEN}call", f"{CLOSE}call{SEP}"
ARG_OPEN, ARG_CLOSE = f"{OPEN}argument", f"{CLOSE}argument{SEP}"
JSON_OPEN, JSON_CLOSE = f"{OPEN}json", f"{CLOSE}json{SEP}"

#: The kinds a ``type`` attribute names, with the Python types of their JSON values.
TYPES: dict[str, tuple[type, ...]] = {
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
    "object": (dict,),
    "array": (list,),
}

#: A tag name ends where its attributes or its ``<|sep|>`` begin.
_END = r"(?=\s|<|\Z)"
_OPENER = re.compile(rf"<\|open\|>(?:tools<\|sep\|>|call{_END})")
_CALL_AT = re.compile(rf"<\|open\|>call{_END}")
_ARG_AT = re.compile(rf"<\|open\|>argument{_END}")
_JSON_AT = re.compile(rf"<\|open\|>json{_END}")
#: `` key="value"``: a value holds no ``"`` and no ``<|`` (special tokens end a tag).
_ATTR = re.compile(r'\s+([A-Za-z_][\w.:-]*)="((?:[^"<]|<(?!\|))*)"')
#: What the text may hold when it ends inside a tag: a beginning of attributes and ``<|sep|>``.
_CUT_TAG = re.compile(
    r'(?:\s+[A-Za-z_][\w.:-]*(?:=(?:"(?:[^"<]|<(?!\|))*)?)?)?\s*'
    r"(?:<(?:\|(?:s(?:e(?:p\|?)?)?)?)?)?\Z"
)
_ENTITY = re.compile("&(quot|amp);")
#: The tags as the template writes them, read in one match (others take the general rules).
_CALL_TAG = re.compile(r' tool="((?:[^"<&]|<(?!\|))*)" index="[0-9]+"<\|sep\|>')
_ARG_TAG = re.compile(r' key="((?:[^"<&]|<(?!\|))*)" type="([a-z]+)"<\|sep\|>')
_WS = frozenset(" \t\r\n")
#: A call tag and an argument (tag, value, closer) as the template writes them, for the lane's
#: short reader (``_short_block``): values without a special token, no entity in a name.
_SHORT_CALL = re.compile(re.escape(CALL_OPEN) + _CALL_TAG.pattern)
_SHORT_ARG = re.compile(re.escape(ARG_OPEN) + _ARG_TAG.pattern + r"((?:[^<]|<(?!\|))*)"
                        + re.escape(ARG_CLOSE))


def skip_ws(text: str, pos: int) -> int:
    """ws := whitespace*   (the toolkit's, after a check of one character: XTML has none)"""
    if pos < len(text) and (text[pos] in _WS or text[pos].isspace()):
        return _skip_ws(text, pos)
    return pos


def _decode(value: str) -> str:
    """An attribute value as the template wrote it: ``&quot;`` and ``&amp;`` decoded."""
    if "&" not in value:
        return value
    return _ENTITY.sub(lambda m: '"' if m.group(1) == "quot" else "&", value)


def _encode(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;")




class _Fault(NamedTuple):
    """A fault met while reading a call that may still turn out to be prose (an error is built
    only once it is known to be one)."""

    code: str
    message: str
    position: int


class _Tag(NamedTuple):
    """A tag read up to its ``<|sep|>``: where its content starts and its attributes
    (name -> (decoded value, offset of the value))."""

    end: int
    attrs: dict[str, tuple[str, int]]


class _Args:
    """The arguments of a call being read."""

    __slots__ = ("arguments", "raw")

    def __init__(self) -> None:
        self.arguments: dict[str, Any] = {}
        self.raw: dict[str, RawValue] = {}


class Xtml:
    """Kimi K3 tool calls (see the module)."""

    def __init__(self) -> None:
        self.openers = (TOOLS_OPEN, CALL_OPEN)
        #: after ``<|open|>tools<|sep|>`` comes a call tag
        self.first: dict[str, CharClass] = {TOOLS_OPEN: CharClass(frozenset("<"))}

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every call at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Scan(text, stops, format)
        matches: list[Match] = []
        resume = len(text)
        pos = start
        while (opener := _OPENER.search(text, pos)) is not None:
            at = opener.start()
            found: list[Match] | None
            if opener.group() == TOOLS_OPEN:
                found, undecided = scan.block(at)
            else:
                one, undecided = scan.call(at, wrapped=False)
                found = None if one is None else [one]
            if undecided:
                resume = min(resume, at)
            if not found:
                pos = opener.end()
                continue
            matches.extend(found)
            pos = max(found[-1].end, opener.end())
        if matches:
            last = matches[-1]
            # a partial call, or a broken one that runs to the end of the text for want of a
            # closer or a next opener: a longer text may change it
            if last.incomplete or (last.end == len(text) and scan.open_end):
                resume = min(resume, last.start)
        return Extraction(matches, resume)

    # --- the lane ----------------------------------------------------------------------------

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """The tools block's opener, where the engine's lane may start."""
        return (TOOLS_OPEN,)

    def lane_matches(self, text: str, start: int, format: str = "",
                     stops: Stops = NO_STOPS) -> list[Match] | None:
        """The fast path: the matches :meth:`extract` gives, when every opener at or after
        ``start`` (a tools block, or a call tag without one) reads as complete calls that a
        longer text cannot change; None otherwise. Each is read by the full rules' reader,
        with the engine's ``stops`` (the reader consults them)."""
        scan: _Scan | None = None

        def read(pos: int, _: int) -> tuple[list[Match] | None, bool]:
            nonlocal scan, stops
            block = text.startswith(TOOLS_OPEN, pos)
            if block and (short := _short_block(text, pos)) is not None:
                return short, False
            if scan is None:
                if stops is NO_STOPS:
                    stops = Stops(text, self.openers)
                scan = _Scan(text, stops, format)
            if block:
                return scan.block(pos)
            one, undecided = scan.call(pos, wrapped=False)
            return (None if one is None else [one]), undecided

        return each_clean_call_of(text, start, _OPENER, lambda: read, format)

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """The calls as the K3 template writes them: one tools block, one ``call`` tag per
        call (``index`` from 1), one ``argument`` tag per argument, typed by its value
        (strings raw, other values as JSON). A call whose strings or keys hold a special
        token (``<|open|>``, ``<|close|>``, ``<|sep|>``) or a reasoning opener cannot be
        written raw: it is written with the template's ``json`` body instead, in which a
        string is JSON-escaped."""
        if not calls:
            return ""
        parts = [TOOLS_OPEN]
        for index, call in enumerate(calls, 1):
            name = call.name
            if "<|" in name:
                raise ValueError(f"this format cannot write the tool name {name!r} in a tag")
            parts.append(f'{CALL_OPEN} tool="{_encode(name)}" index="{index}"{SEP}')
            if all(_writable(key, value) for key, value in call.arguments.items()):
                for key, value in call.arguments.items():
                    if isinstance(value, str):
                        kind, written = "string", value
                    else:
                        kind, written = _kind(value), _json(value)
                    parts.append(f'{ARG_OPEN} key="{_encode(key)}" type="{kind}"{SEP}'
                                 f"{written}{ARG_CLOSE}")
            else:
                parts.append(f'{JSON_OPEN} type="object"{SEP}{_json(call.arguments)}'
                             f"{JSON_CLOSE}")
            parts.append(CALL_CLOSE)
        parts.append(TOOLS_CLOSE)
        return "".join(parts)


def _short_block(text: str, at: int) -> list[Match] | None:
    """A tools block as the template writes it (each call tag and argument in the spelling of
    ``_SHORT_CALL`` and ``_SHORT_ARG``, every argument typed, the block closed), read as the
    full rules read it: its matches, or None where anything else stands (the full rules then
    read the block). The lane test holds it to them field for field."""
    n = len(text)
    p = skip_ws(text, at + len(TOOLS_OPEN))
    out: list[Match] = []
    while True:
        tag = _SHORT_CALL.match(text, p)
        if tag is None:
            return None
        name = tag.group(1)
        if check_name(name) is not None:
            return None
        q = args_pos = tag.end()
        if q < n and text[q] != "<":
            q = args_pos = skip_ws(text, q)
        arguments: dict[str, Any] = {}
        while not text.startswith(CALL_CLOSE, q):
            arg = _SHORT_ARG.match(text, q)
            if arg is None:
                return None
            key, kind = arg.group(1), arg.group(2)
            if key in arguments:
                return None
            raw = arg.group(3)
            if kind == "string":
                arguments[key] = raw
            else:
                types = TYPES.get(kind)
                # the strict JSON value the whole raw text is (JSON blanks around it), else
                # the text itself: a str here is no value of these kinds
                value = default_value(raw, "none", False)
                if types is None or isinstance(value, str) or not isinstance(value, types) \
                        or (kind == "number" and isinstance(value, bool)):
                    return None
                arguments[key] = value
            q = arg.end()
            if q < n and text[q] != "<":
                q = skip_ws(text, q)
        end = q + len(CALL_CLOSE)
        call = Call(name, arguments, p, end, name_pos=tag.start(1), args_pos=args_pos)
        out.append(Match(p, end, [call]))
        q = skip_ws(text, end)
        if text.startswith(TOOLS_CLOSE, q):
            out[-1].end = q + len(TOOLS_CLOSE)
            break
        if q >= n or _CALL_AT.match(text, q) is None:
            return None
        out[-1].end = p = q
    out[0].start = at
    return out


#: What a raw string or a key may not hold: a special token, or a reasoning opener (the engine
#: blanks reasoning before a format sees the text).
_UNWRITABLE = ("<|", "<think>", "[THINK]")


def _writable(key: str, value: Any) -> bool:
    if any(mark in key for mark in _UNWRITABLE):
        return False
    return not isinstance(value, str) or not any(mark in value for mark in _UNWRITABLE)


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        return "number"
    return "object" if isinstance(value, dict) else "array"


def _kind_of(value: Any) -> str:
    """What a decoded JSON value is, for messages (``a string``, ``a number``)."""
    if isinstance(value, str):
        return "a string"
    kind = _kind(value)
    return "null" if kind == "null" else f"{'an' if kind[0] in 'aeiou' else 'a'} {kind}"


def _json(value: Any) -> str:
    """``value`` as JSON, ``<|`` inside strings written ``\\u003c|`` (JSON text holds ``<``
    only inside strings), so no special token stands in it."""
    return str(dump_json(value)).replace("<|", "\\u003c|")


class _Scan:
    """One extraction: the text, its cursors and the format id for errors."""

    def __init__(self, text: str, stops: Stops, fmt: str) -> None:
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.call_close = MarkerCursor(text, CALL_CLOSE)
        self.arg_close = MarkerCursor(text, ARG_CLOSE)
        self.json_close = MarkerCursor(text, JSON_CLOSE)
        self.tools_close = MarkerCursor(text, TOOLS_CLOSE)
        self.call_open = MarkerCursor(text, CALL_OPEN)
        self.tools_open = MarkerCursor(text, TOOLS_OPEN)
        #: a broken call ran to the end of the text for want of a closer or a next opener
        self.open_end = False

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def raise_fault(self, fault: _Fault) -> ToolCallError:
        return self.error(fault.code, fault.message, fault.position)

    def call_closer(self, pos: int) -> int:
        """The next call closer at or after ``pos`` that comes before any later call or tools
        opener (-1 when none does)."""
        close = self.call_close.next(pos)
        if close < 0:
            return -1
        following = [at for at in (self.call_open.next(pos), self.tools_open.next(pos))
                     if at >= 0]
        return -1 if following and min(following) < close else close

    def barrier(self, pos: int) -> int:
        """The first structural marker at or after ``pos`` that no argument value can run
        past: a call closer, a call or tools opener, a tools closer (-1 when none)."""
        found = [at for at in (self.call_close.next(pos), self.call_open.next(pos),
                               self.tools_open.next(pos), self.tools_close.next(pos))
                 if at >= 0]
        return min(found) if found else -1

    # --- the tools block ---------------------------------------------------------------------

    def block(self, at: int) -> tuple[list[Match] | None, bool]:
        """tools := TOOLS_OPEN ws (call ws)* (TOOLS_CLOSE | end-of-calls)"""
        text, n = self.text, self.n
        p = skip_ws(text, at + len(TOOLS_OPEN))
        if p >= n or ends_in_marker(text, p, (CALL_OPEN, TOOLS_CLOSE)):
            err = self.error("tool_call.unexpected_end", f"the text ended after "
                             f"'{TOOLS_OPEN}', before the tool call", n)
            return [Match(at, n, [], err, True, "", n)], True
        if _CALL_AT.match(text, p) is None:
            close = self.tools_close.next(p)
            following = self.stops.next(at + 1)
            if close < 0 or 0 <= following < close:
                return None, close < 0 and following < 0
            what = f"empty '{TOOLS_OPEN}' block" if p == close else \
                f"expected '{CALL_OPEN}' in the tools block"
            err = self.error("tool_call.unrecognized", what, p)
            return [Match(at, close + len(TOOLS_CLOSE), [], err, False, "", p)], False
        out: list[Match] = []
        undecided = False
        while True:
            match, undecided = self.call(p, wrapped=True)
            assert match is not None  # inside a block a call is never prose
            out.append(match)
            if match.incomplete:
                break
            q = skip_ws(text, match.end)
            if q >= n:
                match.end = n
                undecided = match.error is None  # more calls, or the closer, may follow
                break
            if text.startswith(TOOLS_CLOSE, q):
                match.end = q + len(TOOLS_CLOSE)
                undecided = False
                break
            if _CALL_AT.match(text, q):
                match.end = p = q
                continue
            if ends_in_marker(text, q, (TOOLS_CLOSE, CALL_OPEN)):
                match.end = n
                undecided = True
                break
            close = self.tools_close.next(q)
            following = self.stops.next(q)
            if close >= 0 and not (0 <= following < close):
                err = self.error("tool_call.unexpected_content",
                                 f"expected '{CALL_OPEN}' or '{TOOLS_CLOSE}'", q)
                match.end = q
                out.append(Match(q, close + len(TOOLS_CLOSE), [], err, False, "", q))
            break  # the block's closer is optional: what follows the calls is content
        out[0].start = at
        return out, undecided

    # --- tags ----------------------------------------------------------------------------------

    def tag(self, pos: int, opener: int, what: str, names: tuple[str, ...] = ()
            ) -> _Tag | _Fault:
        """attrs SEP, from just after the tag's name (``opener`` is where the tag begins).

        ``names``: the attributes of the template's own spelling of the tag (``tool`` of a
        call, ``key`` and ``type`` of an argument), read in one match when the tag is written
        so."""
        text = self.text
        if names:
            fast = (_CALL_TAG if len(names) == 1 else _ARG_TAG).match(text, pos)
            if fast is not None:
                return _Tag(fast.end(), {name: (fast.group(i), fast.start(i))
                                         for i, name in enumerate(names, 1)})
        attrs: dict[str, tuple[str, int]] = {}
        q = pos
        while (attr := _ATTR.match(text, q)) is not None:
            key = attr.group(1)
            if key in attrs:
                return _Fault("tool_call.unrecognized", f"attribute {key!r} is repeated in "
                              f"'{what}'", attr.start(1))
            attrs[key] = (_decode(attr.group(2)), attr.start(2))
            q = attr.end()
        r = skip_ws(text, q)
        if text.startswith(SEP, r):
            return _Tag(r + len(SEP), attrs)
        if _CUT_TAG.match(text, q):  # the text ends inside the tag: a call cut short
            return _Fault("tool_call.unclosed", f"'{what}' tag is not closed by '{SEP}'",
                          opener)
        return _Fault("tool_call.unrecognized", f"expected key=\"value\" attributes and "
                      f"'{SEP}' in '{what}'", r)

    # --- calls ---------------------------------------------------------------------------------

    def call(self, at: int, *, wrapped: bool) -> tuple[Match | None, bool]:
        """call := CALL_OPEN attrs SEP ws body ws (CALL_CLOSE | end-of-text)"""
        text, n = self.text, self.n
        tag = self.tag(at + len(CALL_OPEN), at, CALL_OPEN, ("tool",))
        if isinstance(tag, _Fault):
            if tag.code == "tool_call.unclosed":
                return Match(at, n, [], self.raise_fault(tag), True, "", n), True
            if not wrapped and self.call_closer(at + 1) < 0:
                return None, self.stops.next(at + 1) < 0  # prose, unless a closer comes
            return self.broken(at, tag), False
        deferred: _Fault | None = None
        named = tag.attrs.get("tool")
        if named is None:
            name, name_pos = "", at
            deferred = _Fault("tool_call.invalid_name", f"'{CALL_OPEN}' has no tool "
                              "attribute", at)
        else:
            name, name_pos = named
            reason = check_name(name)
            if reason is not None:
                deferred = _Fault("tool_call.invalid_name", reason, name_pos)
        known = name if deferred is None else None
        q = skip_ws(text, tag.end)
        if _JSON_AT.match(text, q):
            return self.json_body(at, q, known, name_pos, deferred)
        args = _Args()
        args_pos = q
        first = True
        while True:
            if q >= n:
                return self.finish(at, n, name, name_pos, args_pos, args, deferred), True
            if text.startswith(CALL_CLOSE, q):
                end = q + len(CALL_CLOSE)
                return self.finish(at, end, name, name_pos, args_pos, args, deferred), False
            if not _ARG_AT.match(text, q):
                if ends_in_marker(text, q, (CALL_CLOSE,)):
                    return self.finish(at, n, name, name_pos, args_pos, args, deferred), True
                if ends_in_marker(text, q, (ARG_OPEN,)):
                    return self.cut(at, known, name_pos, args, f"'{CALL_OPEN}' is not closed "
                                    f"by '{CALL_CLOSE}'", at), True
                fault = _Fault("tool_call.unexpected_content",
                               f"expected '{ARG_OPEN}' or '{CALL_CLOSE}'", q)
                if first and not wrapped and self.call_closer(q) < 0:
                    return None, self.stops.next(at + 1) < 0
                if self.call_closer(q) < 0:
                    err = self.error("tool_call.unclosed", f"'{CALL_OPEN}' is not closed by "
                                     f"'{CALL_CLOSE}'", at)
                    return Match(at, q, [], err, False, "", q), False
                return self.broken(at, deferred or fault), False
            first = False
            step = self.argument(at, q, known, name_pos, args)
            if isinstance(step, Match):
                return step, step.incomplete
            q, later = step
            if deferred is None:
                deferred = later
            q = skip_ws(text, q)

    def argument(self, at: int, q: int, name: str | None, name_pos: int,
                 args: _Args) -> tuple[int, _Fault | None] | Match:
        """argument := ARG_OPEN attrs SEP value ARG_CLOSE

        Reads one argument into ``args``: where reading goes on and a fault that does not end
        the call (a repeated key, a value of another kind), or the match of a call that ends
        here (broken, or cut by the end of the text)."""
        text, n = self.text, self.n
        tag = self.tag(q + len(ARG_OPEN), q, ARG_OPEN, ("key", "type"))
        if isinstance(tag, _Fault):
            if tag.code == "tool_call.unclosed":
                return self.cut(at, name, name_pos, args, tag.message, tag.position)
            return self.broken(at, tag, name=name, name_pos=name_pos, args=args)
        keyed = tag.attrs.get("key")
        if keyed is None:
            return self.broken(at, _Fault("tool_call.unrecognized", f"'{ARG_OPEN}' has no "
                                          "key attribute", q), name=name, name_pos=name_pos,
                               args=args)
        key = keyed[0]
        kind: str | None = None
        typed = tag.attrs.get("type")
        if typed is not None:
            kind = typed[0]
            if kind != "string" and kind not in TYPES:
                return self.broken(at, _Fault("tool_call.unrecognized", f"unknown argument "
                                              f"type {kind!r} (expected string, number, "
                                              "boolean, null, object or array)", typed[1]),
                                   name=name, name_pos=name_pos, args=args)
        fault: _Fault | None = None
        if key in args.arguments:
            fault = _Fault("tool_call.duplicate_argument", f"argument {key!r} is repeated", q)
        value_pos = tag.end
        if kind is None or kind == "string":
            close = self.arg_close.next(value_pos)
            # no special token in the value: nothing can stand before its closer
            stop = -1 if close >= 0 and text.find("<|", value_pos, close) < 0 else \
                self.barrier(value_pos)
            if close < 0 or 0 <= stop < close:
                if stop < 0:
                    return self.cut(at, name, name_pos, args, f"'{ARG_OPEN}' is not closed by "
                                    f"'{ARG_CLOSE}'", q, key, value_pos, kind == "string")
                return self.broken(at, _Fault("tool_call.unclosed", f"'{ARG_OPEN}' is not "
                                              f"closed by '{ARG_CLOSE}'", q), limit=stop)
            raw = text[value_pos:close]
            if kind == "string":
                args.arguments[key] = raw
                args.raw.pop(key, None)
            else:
                args.arguments[key] = default_value(raw, "none", False)
                args.raw[key] = RawValue(raw, value_pos, close)
            return close + len(ARG_CLOSE), fault
        p = skip_ws(text, value_pos)
        if p >= n:
            return self.cut(at, name, name_pos, args, f"'{ARG_OPEN}' is not closed by "
                            f"'{ARG_CLOSE}'", q, key, value_pos)
        close = self.arg_close.next(p)
        try:
            value, end = parse_json(text, p, close if close >= 0 else None, format=self.fmt)
        except ToolCallError as exc:
            where = exc.position if exc.position is not None else p
            if where >= n:
                partial = self.partial(name, name_pos, args, key, value_pos)
                return Match(at, n, [], exc, True, "", n, partial)
            return self.broken(at, _Fault(exc.code, exc.message, where), name=name,
                               name_pos=name_pos, args=args)
        if not isinstance(value, TYPES[kind]) or (kind == "number" and isinstance(value, bool)):
            fault = fault or _Fault("tool_call.invalid_arguments", f"argument {key!r} is "
                                    f'declared type="{kind}" but holds {_kind_of(value)}', p)
        r = skip_ws(text, end)
        if text.startswith(ARG_CLOSE, r):
            args.arguments[key] = value
            args.raw.pop(key, None)
            return r + len(ARG_CLOSE), fault
        if r >= n or ends_in_marker(text, r, (ARG_CLOSE,)):
            return self.cut(at, name, name_pos, args, f"'{ARG_OPEN}' is not closed by "
                            f"'{ARG_CLOSE}'", q, key, value_pos)
        return self.broken(at, _Fault("tool_call.unexpected_content", f"expected '{ARG_CLOSE}' "
                                      "after the value", r), name=name, name_pos=name_pos,
                           args=args)

    def json_body(self, at: int, q: int, name: str | None, name_pos: int,
                  deferred: _Fault | None) -> tuple[Match, bool]:
        """body := JSON_OPEN attrs SEP ws object ws JSON_CLOSE? ws (CALL_CLOSE | end-of-text)"""
        text, n = self.text, self.n
        tag = self.tag(q + len(JSON_OPEN), q, JSON_OPEN)
        args = _Args()
        if isinstance(tag, _Fault):
            if tag.code == "tool_call.unclosed":
                return self.cut(at, name, name_pos, args, tag.message, tag.position), True
            return self.broken(at, tag, name=name, name_pos=name_pos), False
        p = skip_ws(text, tag.end)
        if p >= n:
            return self.cut(at, name, name_pos, args, f"'{JSON_OPEN}' is not closed by "
                            f"'{JSON_CLOSE}'", q, args_pos=p), True
        if text[p] != "{":
            return self.broken(at, deferred or _Fault(
                "tool_call.invalid_arguments", "expected the arguments as a JSON object", p),
                name=name, name_pos=name_pos), False
        close = self.json_close.next(p)
        try:
            value, end = parse_json(text, p, close if close >= 0 else None, format=self.fmt)
        except ToolCallError as exc:
            where = exc.position if exc.position is not None else p
            if where >= n:
                partial = Partial(name=name, name_pos=name_pos if name else -1, args_pos=p,
                                  json_args=True)
                return Match(at, n, [], exc, True, "", n, partial), True
            return self.broken(at, deferred or _Fault(exc.code, exc.message, where),
                               name=name, name_pos=name_pos), False
        if not isinstance(value, dict):
            deferred = deferred or _Fault("tool_call.invalid_arguments",
                                          "arguments must be a JSON object", p)
            value = {}
        args.arguments = value
        r = skip_ws(text, end)
        if text.startswith(JSON_CLOSE, r):
            r = skip_ws(text, r + len(JSON_CLOSE))
        elif r < n and not ends_in_marker(text, r, (JSON_CLOSE,)):
            return self.broken(at, deferred or _Fault(
                "tool_call.unexpected_content", f"expected '{JSON_CLOSE}' after the "
                "arguments", r), name=name, name_pos=name_pos), False
        else:
            return self.finish(at, n, name or "", name_pos, p, args, deferred), True
        if text.startswith(CALL_CLOSE, r):
            end = r + len(CALL_CLOSE)
            return self.finish(at, end, name or "", name_pos, p, args, deferred), False
        if r >= n or ends_in_marker(text, r, (CALL_CLOSE,)):
            return self.finish(at, n, name or "", name_pos, p, args, deferred), True
        return self.broken(at, deferred or _Fault(
            "tool_call.unexpected_content", f"expected '{CALL_CLOSE}'", r), name=name,
            name_pos=name_pos), False

    # --- results -------------------------------------------------------------------------------

    def finish(self, at: int, end: int, name: str, name_pos: int, args_pos: int, args: _Args,
               deferred: _Fault | None) -> Match:
        """A call read to its end: complete, or broken by a fault that did not stop reading."""
        if deferred is not None:
            return Match(at, end, [], self.raise_fault(deferred), False, "", end,
                         self.partial(name if deferred.code != "tool_call.invalid_name"
                                      else None, name_pos, args))
        call = Call(name, args.arguments, at, end, name_pos=name_pos, args_pos=args_pos,
                    raw=args.raw or None)
        return Match(at, end, [call])

    def partial(self, name: str | None, name_pos: int, args: _Args, key: str | None = None,
                value_pos: int = -1, string: bool = False, args_pos: int = -1) -> Partial:
        return Partial(name=name, name_pos=name_pos if name else -1, args_pos=args_pos,
                       params=dict(args.arguments), raw=dict(args.raw), open_param=key,
                       open_value=value_pos, open_string=string,
                       open_until=(ARG_CLOSE,) if key is not None else ())

    def cut(self, at: int, name: str | None, name_pos: int, args: _Args, message: str,
            position: int, key: str | None = None, value_pos: int = -1, string: bool = False,
            args_pos: int = -1) -> Match:
        """The text ends inside the call: a partial match (``tool_call.unclosed``)."""
        err = self.error("tool_call.unclosed", message, position)
        return Match(at, self.n, [], err, True, "", self.n,
                     self.partial(name, name_pos, args, key, value_pos, string, args_pos))

    def broken(self, at: int, fault: _Fault, *, limit: int = -1, name: str | None = None,
               name_pos: int = -1, args: _Args | None = None) -> Match:
        """A broken call runs to its closer when it has one before the next opener (of any
        format) after its fault; otherwise to the first opener of any format after its fault
        (or ``limit``, a marker that ends the call, when that comes first), else to the end
        of the text."""
        where = max(fault.position, at + 1)
        partial = None if name is None else self.partial(name, name_pos, args or _Args())
        err = self.raise_fault(fault)
        close = self.call_closer(where)
        following = self.stops.next(where)
        if close >= 0 and not (0 <= following < close):
            return Match(at, close + len(CALL_CLOSE), [], err, False, "", fault.position,
                         partial)
        end = following if following >= 0 else self.n
        if limit >= 0:
            end = min(end, limit)
        end = max(end, where)
        if end == self.n:
            self.open_end = True
        return Match(at, end, [], err, False, "", fault.position, partial)
