"""Gemma's call syntax, ``call:NAME{key:value,...}`` between call tokens: :class:`BraceCalls`.

Gemma 4 writes ``<|tool_call>call:get_weather{city:<|"|>Paris<|"|>,days:3}<tool_call|>``,
FunctionGemma ``<start_function_call>call:get_weather{city:<escape>Paris<escape>}
<end_function_call>``: the same grammar with another string delimiter (``STR``)::

    block  := OPEN ws item (ws [',' ws] item)* ws (CLOSE | end-of-text)
    item   := 'call:' [ \\t]* NAME [ \\t]* object
    object := '{' ws [pair (ws ',' ws pair)* [ws ',']] ws '}'
    pair   := key ws ':' ws value
    key    := string | BARE_KEY
    value  := string | object | array | BARE
    array  := '[' ws [value (ws ',' ws value)* [ws ',']] ws ']'
    string := STR text STR | json-string | python-string
    NAME   := a run of characters but whitespace, brackets, braces, parentheses, '<', '>',
              ',', quotes and backquotes (colons, dots, slashes, hyphens are fine: MCP names)
    BARE_KEY := words of characters but whitespace, ':', brackets, braces, parentheses,
              '<', '>', ',', quotes and backquotes, joined by spaces and tabs (the template
              writes every key of a call bare, so ``{Basic LLM Chain:{...}}`` is a key)
    BARE   := a run of characters up to ',', '}', ']', '{', '[', STR or CLOSE (trimmed)

Rules beyond the grammar:

- Text between two ``STR`` is verbatim (no escapes; braces, commas, quotes and newlines are
  text) and always a string. It cannot hold ``CLOSE`` (a special token of the template): a
  string not closed before ``CLOSE`` is ``tool_call.unclosed`` at its delimiter.
- Models also write JSON strings (``"a"``, JSON escapes) and Python strings (``'a'``) inside
  containers and for keys (vllm#51284): both are read strictly, never evaluated.
- A ``BARE`` value follows the JSON-first rule of DESIGN.md: ``42``, ``-7``, ``1.5e10``,
  ``true``, ``null`` are JSON; any other text (``02134``, ``docs/a.txt``) is the string as
  written. A top-level bare value keeps its text in ``Call.raw`` so the engine types it by the
  tool's schema. No bare value or key runs past the next opener of any format.
- A stray ``:`` right after the opener (``<|tool_call>:call:f{...}``) is skipped (vLLM's
  Gemma 4 parser tests name it a known output variation).
- A block may hold several ``call:`` items (models write them): each is a match of its own,
  so a broken item never hides its siblings.
- The tagged rules of ``toolcalls.toolkit.tagged`` hold for the block: an opener followed by
  text that cannot start ``call:`` is prose unless ``CLOSE`` follows (then
  ``tool_call.unrecognized``); the text ending inside the block is a partial call; a block
  not closed before the next opener (of any format) or before prose is ``tool_call.unclosed``
  at the opener; a broken item ends at ``CLOSE`` or at the next opener after its fault.
- A repeated key (at any level) is ``tool_call.duplicate_argument`` at the second one;
  containers nest at most ``MAX_DEPTH`` levels, the arguments' braces included
  (``tool_call.depth``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from toolcalls.plugin import (
    MAX_DEPTH,
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
    check_value,
    close_tagged,
    default_value,
    dump_json,
    each_clean_opener,
    each_opener,
    ends_in_marker,
    parse_json,
    skip_ws,
)
from toolcalls.toolkit.pycall import parse_literal
from toolcalls.types import CharClass

__all__ = ["CALL", "BraceCalls"]

#: What starts every call item.
CALL = "call:"
#: A colon models put between the opener and ``call:`` (vLLM's Gemma 4 tests).
STRAY = ":"
_HSPACE = re.compile(r"[ \t]*")
_NAME = re.compile(r"[^\s{}()\[\]<>,\"'`]+")
_KEY_WORD = r"[^\s:{}()\[\]<>,\"'`]+"
_BARE_KEY = re.compile(f"{_KEY_WORD}(?:[ \t]+{_KEY_WORD})*")
#: What the fast path reads as a bare value: no whitespace, no '<', no quote.
_FAST_BARE = r"[^\s,{}()\[\]<>\"'`]+"
_FAST_HEAD = re.compile(f"{re.escape('call:')}({_NAME.pattern})\\{{")
_FAST_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,17})")
_LITERALS = {"true": True, "false": False, "null": None}
#: The keys the renderer writes bare (others are written as strings): words, so that no
#: bare key can hold an opener of any format.
_WORD_KEY = re.compile(r"\w[\w.-]*")


class _Fault(Exception):
    """Parsing stopped: ``error`` at ``fault``; ``incomplete`` when the text ended (a partial
    call), ``reach`` how far the grammar accepted the text."""

    def __init__(self, error: ToolCallError, fault: int, *, incomplete: bool = False,
                 reach: int = -1) -> None:
        super().__init__(error.code)
        error.__traceback__ = None
        self.error = error
        self.fault = fault
        self.incomplete = incomplete
        self.reach = fault if reach < 0 else reach
        self.partial: Partial | None = None


class BraceCalls:
    """``OPEN call:NAME{key:value,...} CLOSE`` with strings between ``string`` delimiters
    (see the module).

    :param opener: ``"<|tool_call>"`` (Gemma 4), ``"<start_function_call>"`` (FunctionGemma).
    :param closer: ``"<tool_call|>"``, ``"<end_function_call>"``.
    :param string: the string delimiter, ``'<|"|>'`` or ``"<escape>"``.
    :param turn_end: the token that ends the model's turn (``"<turn|>"``), which ends a block
        whose closer the model skipped, as the end of the text does; it is not part of the
        block.
    """

    def __init__(self, opener: str, closer: str, string: str, turn_end: str = "") -> None:
        self.opener = opener
        self.closer = closer
        self.string = string
        self.turn_end = turn_end
        self.turn_ends = (turn_end,) if turn_end else ()
        self.openers = (opener,)
        self.first = {opener: CharClass(frozenset("c:"))}
        avoid = "|".join(re.escape(token) for token in (string, closer))
        #: a bare value (the slow path trims it)
        self.bare = re.compile(f"(?:[^,{{}}\\[\\]<]|(?!{avoid})<)+")
        # The fast path: the flat pairs the template writes, with no whitespace, each a
        # key and a delimited string or a bare value without whitespace, '<' or quotes.
        delim = re.escape(string)
        text_char = f"(?:[^<]|(?!{avoid})<)"
        self.fast_pair = re.compile(
            f"(?P<key>{_BARE_KEY.pattern}):(?:{delim}(?P<s>{text_char}*){delim}"
            f"|(?P<b>{_FAST_BARE}))", re.DOTALL)

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every block at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Scan(self, text, stops, format)
        return each_opener(text, start, self.opener, scan.block)

    # --- the lane ----------------------------------------------------------------------------

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """The opener, where the engine's lane may start (:meth:`lane_matches`)."""
        return self.openers

    def lane_matches(self, text: str, start: int, format: str = "",
                     stops: Stops = NO_STOPS) -> list[Match] | None:
        """The fast path: the matches :meth:`extract` gives, when every opener at or after
        ``start`` begins a block of complete calls that a longer text cannot change; None
        otherwise. Each block is read by the full rules' reader with the engine's ``stops``
        (a bare value ends at the next opener of any format, so the stops are part of a
        complete read here)."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        return each_clean_opener(text, start, self.opener,
                                 _Scan(self, text, stops, format).block, format)

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """One block per call, as the chat template writes it: bare keys, strings between
        delimiters, ``true``/``false``/``null``, numbers as Python prints them. Keys keep the
        order given (the template sorts them, which changes nothing a parser returns but the
        order). A string holding the delimiter or the closer is written as a JSON string; a
        key that is not a word is written as a string."""
        out = []
        for call in calls:
            if _NAME.fullmatch(call.name) is None or check_name(call.name) is not None:
                raise ValueError(f"this format cannot write the tool name {call.name!r}")
            check_value(call.arguments, what=f"arguments of {call.name!r}", limit=MAX_DEPTH)
            out.append(f"{self.opener}{CALL}{call.name}{self._object(call.arguments)}"
                       f"{self.closer}")
        return "".join(out)

    def _object(self, value: dict[str, Any]) -> str:
        pairs = (f"{self._key(key)}:{self._value(member)}" for key, member in value.items())
        return "{" + ",".join(pairs) + "}"

    def _key(self, key: str) -> str:
        if _WORD_KEY.fullmatch(key) is not None:
            return key
        return self._string(key)

    def _string(self, value: str) -> str:
        if self.string in value or self.closer in value:
            return dump_json(value)
        return f"{self.string}{value}{self.string}"

    def _value(self, value: Any) -> str:
        if isinstance(value, str):
            return self._string(value)
        if value is True:
            return "true"
        if value is False:
            return "false"
        if value is None:
            return "null"
        if isinstance(value, (int, float)):
            return repr(value)
        if isinstance(value, dict):
            return self._object(value)
        return "[" + ",".join(self._value(member) for member in value) + "]"


class _Scan:
    """One extraction's state: the text, the cursors, the format id."""

    def __init__(self, grammar: BraceCalls, text: str, stops: Stops, fmt: str) -> None:
        self.g = grammar
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.closer = MarkerCursor(text, grammar.closer)
        self.strings = MarkerCursor(text, grammar.string)
        #: the first repeated key of the item being read
        self.repeated: ToolCallError | None = None
        #: the last answer of :meth:`limit`, for positions in ``[since, stop_at)``
        self.since, self.stop_at = 0, -1

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def cut(self) -> _Fault:
        """The text ended inside the call."""
        n = self.n
        err = self.error("tool_call.unexpected_end", "the text ended inside the tool call", n)
        return _Fault(err, n, incomplete=True)

    def syntax(self, pos: int, expected: str) -> _Fault:
        found = repr(self.text[pos]) if pos < self.n else "the end"
        return _Fault(self.error("tool_call.invalid_syntax",
                                 f"expected {expected}, found {found}", pos), pos)

    def limit(self, pos: int) -> int:
        """The next opener of any format at or after ``pos`` (or the end): no bare token
        runs past it. Remembered: asking again before it costs nothing."""
        if self.since <= pos < self.stop_at:
            return self.stop_at
        at = self.stops.next(pos)
        self.since, self.stop_at = pos, self.n if at < 0 else at
        return self.stop_at

    # --- the block ------------------------------------------------------------------------

    def block(self, at: int) -> tuple[list[Match], bool]:
        """One opener: ``(matches, whether more text could change them)``; no match for
        prose."""
        g, text, n = self.g, self.text, self.n
        content = at + len(g.opener)
        p = skip_ws(text, content)
        if p >= n:
            err = self.error("tool_call.unexpected_end", f"the text ended after '{g.opener}', "
                             "before the tool call", n)
            return [Match(at, n, [], err, True, "", n)], True
        if text.startswith(STRAY + CALL, p):  # '<|tool_call>:call:f{...}', a model habit
            p += len(STRAY)
        if not text.startswith(CALL, p):
            if ends_in_marker(text, p, (CALL, STRAY + CALL)):
                return [Match(at, n, [], self.cut().error, True, "", n)], True
            return self.not_calls(at, content, p)
        found: list[tuple[int, Call | None, ToolCallError | None, int]] = []
        begin, q = at, p
        while True:
            try:
                call, deferred, end = self.item(q)
            except _Fault as fault:
                matches = self.finish(found, begin)
                if fault.incomplete:
                    matches.append(Match(begin, n, [], fault.error, True, "", n, fault.partial))
                else:
                    matches.append(self.broken(begin, fault))
                return matches, fault.incomplete
            found.append((begin, call, deferred, end))
            if text.startswith(g.closer, end):  # the template's layout
                return self.finish(found, begin, end + len(g.closer)), False
            r = skip_ws(text, end)
            if g.turn_end and text.startswith(g.turn_end, r):  # the turn ended the block
                return self.finish(found, begin, end), False
            s = skip_ws(text, r + 1) if text.startswith(",", r) else r
            if text.startswith(CALL, s):
                begin, q = s, s
                continue
            if r >= n or ends_in_marker(text, r, (CALL, g.closer, *g.turn_ends)) or (
                    s > r and (s >= n or ends_in_marker(text, s, (CALL,)))):
                return self.finish(found, begin, n), True
            closed = close_tagged(text, at, g.opener, end, self.closer, self.fmt, self.stops)
            if isinstance(closed, Match):
                return [closed], False
            return self.finish(found, begin, closed), False

    def finish(self, found: list[tuple[int, Call | None, ToolCallError | None, int]],
               next_begin: int, end: int = -1) -> list[Match]:
        """The matches of the items read: each runs to where the next begins; the last one
        to ``end`` (-1: to the item's own end, a broken or partial item follows)."""
        matches = []
        for i, (begin, call, deferred, item_end) in enumerate(found):
            last = i == len(found) - 1
            stop = (end if end >= 0 else next_begin) if last else found[i + 1][0]
            if call is None:
                assert deferred is not None
                matches.append(Match(begin, stop, [], deferred, False, "", item_end))
                continue
            call.start, call.end = begin, stop
            matches.append(Match(begin, stop, [call]))
        return matches

    def not_calls(self, at: int, content: int, p: int) -> tuple[list[Match], bool]:
        """An opener followed by what cannot start a call: prose, or unrecognized when the
        closer follows before the next opener."""
        close_at = self.closer.next(p)
        following = self.stops.next(content)
        if close_at < 0:
            return [], following < 0
        if 0 <= following < close_at:
            return [], False
        what = "empty tool call" if p == close_at else f"expected '{CALL}NAME{{...}}'"
        err = self.error("tool_call.unrecognized", what, p)
        return [Match(at, close_at + len(self.g.closer), [], err, False, "", p)], False

    def broken(self, begin: int, fault: _Fault) -> Match:
        """A broken item: it runs to the closer after its fault, unless an opener of any
        format comes first; then to that opener (or to the fault)."""
        where = fault.fault
        close = self.closer.next(where)
        following = self.stops.next(where)
        if close >= 0 and not (0 <= following < close):
            end = close + len(self.g.closer)
        else:
            end = following if following >= 0 else where
        return Match(begin, max(end, begin + 1), [], fault.error, False, "", fault.reach)

    # --- one call item ------------------------------------------------------------------------

    def item(self, q: int) -> tuple[Call | None, ToolCallError | None, int]:
        """item := 'call:' NAME object  -> (call or None, its deferred error, end)"""
        fast = self.fast_item(q)
        if fast is not None:
            return fast, None, fast.end
        text, n = self.text, self.n
        p = _HSPACE.match(text, q + len(CALL)).end()  # type: ignore[union-attr]
        named = _NAME.match(text, p, self.limit(p))
        name_end = p if named is None else named.end()
        r = _HSPACE.match(text, name_end).end()  # type: ignore[union-attr]
        if r >= n:
            raise self.cut()
        if text[r] != "{":
            err = self.error("tool_call.unrecognized",
                             f"expected '{CALL}NAME{{...}}' (a name, then its arguments in braces)",
                             q)
            raise _Fault(err, r, reach=q)
        name = text[p:name_end]
        problem = check_name(name)
        deferred = None
        if problem is not None:
            deferred = self.error("tool_call.invalid_name", problem, p)
        self.repeated = None
        arguments: dict[str, Any] = {}
        raw: dict[str, RawValue] = {}
        key: str | None = None
        value_at = -1
        try:
            s = skip_ws(text, r + 1)
            while True:
                key, value_at = None, -1
                if s >= n:
                    raise self.cut()
                if text[s] == "}":
                    end = s + 1
                    break
                key_at = s
                key, s = self.key(s)
                s = skip_ws(text, s)
                if s >= n:
                    raise self.cut()
                if text[s] != ":":
                    raise self.syntax(s, "':' after the argument name")
                value_at = skip_ws(text, s + 1)
                value, s, bare = self.value(value_at, 2)
                self.note_key(arguments, key, key_at)
                arguments[key] = value
                if bare is not None:
                    raw[key] = bare
                s = self.after_member(s, "}")
                if s < 0:
                    end = -s
                    break
        except _Fault as fault:
            if fault.incomplete:
                fault.partial = Partial(
                    name=None if deferred else name, name_pos=p, args_pos=r, params=arguments,
                    raw=raw)  # an open value is sent once it is decided (its delimiter)
            raise
        deferred = deferred or self.repeated
        if deferred is not None:
            return None, deferred, end
        return Call(name, arguments, q, end, name_pos=p, args_pos=r, raw=raw or None), None, end

    def fast_item(self, q: int) -> Call | None:
        """The item as the template writes it (``call:f{k:<|"|>v<|"|>,n:3}``: no whitespace,
        flat, delimited strings, bare values without whitespace), read with one regex per
        pair; None for anything else, which :meth:`item` reads by the full rules. It gives
        the call those rules give (the span is the item's, ``end`` its end)."""
        text = self.text
        head = _FAST_HEAD.match(text, q)
        if head is None:
            return None
        name = head.group(1)
        args_pos = head.end() - 1
        p = head.end()
        arguments: dict[str, Any] = {}
        raw: dict[str, RawValue] = {}
        pair = self.g.fast_pair.match
        if text.startswith("}", p):
            end = p + 1
        else:
            while True:
                found = pair(text, p)
                if found is None:
                    return None
                key, value, bare = found.group("key", "s", "b")
                if key in arguments:
                    return None
                if value is not None:
                    arguments[key] = value
                else:
                    arguments[key] = _bare_value(bare)
                    raw[key] = RawValue(bare, found.start("b"), found.end())
                p = found.end()
                if text.startswith(",", p):
                    p += 1
                elif text.startswith("}", p):
                    end = p + 1
                    break
                else:
                    return None
        if self.limit(q) < end or check_name(name) is not None:
            return None  # an opener inside (the full rules bound bare tokens), a bad name
        name_pos = q + len(CALL)
        return Call(name, arguments, q, end, name_pos=name_pos, args_pos=args_pos,
                    raw=raw or None)

    def after_member(self, s: int, close: str) -> int:
        """ws (',' ws)? -> the next member's offset, or minus the offset after ``close``."""
        text = self.text
        s = skip_ws(text, s)
        if s >= self.n:
            raise self.cut()
        if text[s] == close:
            return -(s + 1)
        if text[s] != ",":
            raise self.syntax(s, f"',' or '{close}'")
        s = skip_ws(text, s + 1)
        if s < self.n and text[s] == close:  # a trailing comma
            return -(s + 1)
        return s

    def note_key(self, members: dict[str, Any], key: str, key_at: int) -> None:
        if key in members and self.repeated is None:
            self.repeated = self.error("tool_call.duplicate_argument",
                                       f"argument {key!r} is repeated", key_at)

    # --- keys and values ----------------------------------------------------------------------

    def key(self, s: int) -> tuple[str, int]:
        """key := string | BARE_KEY"""
        text = self.text
        if text.startswith((self.g.string, '"', "'"), s):
            return self.quoted(s)
        bare = _BARE_KEY.match(text, s, self.limit(s))
        if bare is None:
            raise self.syntax(s, "an argument name")
        if bare.end() >= self.n:
            raise self.cut()
        return bare.group(), bare.end()

    def value(self, v: int, depth: int) -> tuple[Any, int, RawValue | None]:
        """value := string | object | array | BARE  -> (value, end, raw form of a bare value
        at the top level)"""
        text, n = self.text, self.n
        if v >= n:
            raise self.cut()
        c = text[v]
        if c in "{[":
            if depth > MAX_DEPTH:
                err = self.error("tool_call.depth", f"containers nested deeper than {MAX_DEPTH}"
                                 " levels", v)
                raise _Fault(err, v)
            if c == "{":
                return self.object(v, depth)
            return self.array(v, depth)
        if text.startswith((self.g.string, '"', "'"), v):
            value, end = self.quoted(v)
            return value, end, None
        bare = self.g.bare.match(text, v, self.limit(v))
        if bare is None:
            raise self.syntax(v, "a value")
        if bare.end() >= n:
            raise self.cut()
        written = bare.group().rstrip()
        top = depth == 2
        return (default_value(written, "none", False), bare.end(),
                RawValue(written, v, v + len(written)) if top else None)

    def object(self, v: int, depth: int) -> tuple[dict[str, Any], int, None]:
        """object := '{' ws [pair (ws ',' ws pair)* [ws ',']] ws '}'"""
        text = self.text
        members: dict[str, Any] = {}
        s = skip_ws(text, v + 1)
        if s < self.n and text[s] == "}":
            return members, s + 1, None
        while True:
            if s >= self.n:
                raise self.cut()
            key_at = s
            key, s = self.key(s)
            s = skip_ws(text, s)
            if s >= self.n:
                raise self.cut()
            if text[s] != ":":
                raise self.syntax(s, "':' after the key")
            value, s, _ = self.value(skip_ws(text, s + 1), depth + 1)
            self.note_key(members, key, key_at)
            members[key] = value
            s = self.after_member(s, "}")
            if s < 0:
                return members, -s, None

    def array(self, v: int, depth: int) -> tuple[list[Any], int, None]:
        """array := '[' ws [value (ws ',' ws value)* [ws ',']] ws ']'"""
        text = self.text
        items: list[Any] = []
        s = skip_ws(text, v + 1)
        if s < self.n and text[s] == "]":
            return items, s + 1, None
        while True:
            value, s, _ = self.value(s, depth + 1)
            items.append(value)
            s = self.after_member(s, "]")
            if s < 0:
                return items, -s, None

    def quoted(self, s: int) -> tuple[str, int]:
        """string := STR text STR | json-string | python-string"""
        text, delim = self.text, self.g.string
        if text.startswith(delim, s):
            body = s + len(delim)
            end = self.strings.next(body)
            close = self.closer.next(body)
            if end >= 0 and not (0 <= close < end):
                return text[body:end], end + len(delim)
            err = self.error("tool_call.unclosed", f"the string opened by '{delim}' is not "
                             "closed", s)
            if close < 0:
                raise _Fault(err, self.n, incomplete=True)
            raise _Fault(err, s)
        try:
            if text[s] == '"':
                value, end = parse_json(text, s, format=self.fmt)
            else:
                value, end = parse_literal(text, s, format=self.fmt)
        except ToolCallError as exc:
            where = exc.position if exc.position is not None else s
            raise _Fault(exc, where, incomplete=where >= self.n) from None
        assert isinstance(value, str)
        return value, end


def _bare_value(written: str) -> Any:
    """The JSON-first rule (``default_value``) with a shortcut for small ints and literals."""
    if written in _LITERALS:
        return _LITERALS[written]
    if _FAST_INT.fullmatch(written):
        return int(written)
    return default_value(written, "none", False)


