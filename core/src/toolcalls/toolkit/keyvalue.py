"""Calls written as a name and key/value tag pairs: the building block :class:`KeyValue`.

GLM-4.5/4.6 write ``<tool_call>NAME\\n<arg_key>K</arg_key>\\n<arg_value>V</arg_value>\\n
</tool_call>``, GLM-4.7 the same without newlines::

    call := OPEN ws? NAME [ \t]* (SEP | NAME_END?) (ws? pair)* ws? (CLOSE | end-of-text)
    ws   := (whitespace | a literal backslash-n, as GLM-4.6 writes it at times)*
    NAME := a run of characters but whitespace, tags, brackets, parentheses, quotes and
            backslashes
    NAME_END := a newline | a literal backslash-n     (then a pair or CLOSE must follow)
    SEP  := the separator, when the format has one (Hunyuan Hy3's ``<tool_sep>``): then it
            must follow the name, and a pair or CLOSE must follow it (after ws)
    pair := KEY_OPEN KEY KEY_CLOSE ws? VALUE_OPEN VALUE VALUE_CLOSE

A value is raw text up to its closer, read by the JSON-first rule (its string form kept in
``Call.raw`` for typing by a tool schema). The tagged rules of ``toolcalls.toolkit.tagged``
hold: content that cannot start a call (not a name followed by a pair or the closer) is prose
unless a closer follows (then ``tool_call.unrecognized``); the text ending inside the call is a
partial call; a call not closed before the next opener (of any format) is
``tool_call.unclosed`` at the opener. A key is read up to its closer, unless this format's
opener, the call's closer or a key or value tag comes first (the closer left out: unclosed);
another format's opener inside a closed key is part of the key, as inside a value. A name
that runs into the next opener of any format (after blanks) is a call begun and broken there,
``tool_call.unrecognized`` at that opener. A name
alone at the end of the text is prose (a sentence such as "wrap it in <tool_call> tags" reads
the same), which a longer text may still make a call: streaming resumes there.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, Final

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.scan import each_opener
from toolcalls.toolkit.shapes import check_name, is_valid_name
from toolcalls.toolkit.spans import MarkerCursor, ends_in_marker, skip_ws
from toolcalls.toolkit.stops import NO_STOPS, Stops
from toolcalls.toolkit.values import default_value, raw_value
from toolcalls.types import Call, CharClass, Extraction, Match, Partial, RawValue

__all__ = ["KeyValue"]

#: A name: a run of characters that are not whitespace, tags, brackets, parentheses or quotes
#: (a literal backslash ends it too: ``get_weather\\n`` is GLM-4.6's escaped newline; a
#: parenthesis begins call syntax, ``f(a=1)``, which is no name).
_NAME: Final = re.compile(r"[^\s<>{}\[\]()\"'\\]+")
_HSPACE: Final = re.compile(r"[ \t]*")
#: A key the lane reads: a plain word (no format's opener can stand in it).
_WORD: Final = re.compile(r"[\w.\-]+")


class KeyValue:
    """``OPEN name (KEY_OPEN k KEY_CLOSE VALUE_OPEN v VALUE_CLOSE)* CLOSE`` (see the module).

    :param opener: ``"<tool_call>"``.
    :param closer: ``"</tool_call>"``.
    :param key: ``(open, close)`` of a key tag.
    :param value: ``(open, close)`` of a value tag. An empty opener means the key's closer
        opens the value (Solar Open 2: ``<|tool_arg:start|>k<|tool_arg:value|>v
        <|tool_arg:end|>``); the value then begins right after it, whitespace kept.
    :param newlines: how :meth:`render` lays a call out: the GLM-4.5/4.6 form with a newline
        after the name and each tag (True), or GLM-4.7's form in one run (False).
    :param implicit_close: a value whose closer the model left out ends where the next key
        opener begins, or at the call's closer when what follows that closer is the end of the
        text or an opener (a closer with text after it may be part of the value).
    :param between: ``(open, close)`` of a tag that may stand between a key and its value (K2
        Horizon's ``xml_typed`` layout: ``<ifm|arg_type>integer</ifm|arg_type>``); it is read
        and skipped, and the value is typed as any other (JSON-first, or by the tool schema).
    :param implicit_open: a value whose opener the model left out (``</arg_key>v</arg_value>``)
        is the text up to its closer, when that closer comes before the next key opener, the
        call's closer and any opener; a value closer right after the name, before a pair or
        the call's closer (``<tool_call>f</arg_value></tool_call>``), is skipped.
    """

    def __init__(
        self,
        opener: str,
        closer: str,
        *,
        key: tuple[str, str] = ("<arg_key>", "</arg_key>"),
        value: tuple[str, str] = ("<arg_value>", "</arg_value>"),
        newlines: bool = True,
        implicit_close: bool = False,
        implicit_open: bool = False,
        separator: str | None = None,
        between: tuple[str, str] | None = None,
    ) -> None:
        self.opener = opener
        self.separator = separator
        self.between = between
        self.closer = closer
        self.key = key
        self.value = value
        self.newlines = newlines
        self.implicit_close = implicit_close
        self.implicit_open = implicit_open
        #: markers whose appearance may end an open value (streaming holds their prefixes)
        self.value_until = (value[1], key[0], closer) if implicit_close else (value[1],)
        self.openers = (opener,)
        #: what may follow a name (after its newline): a pair's key opener, or the closer
        self._heads = (key[0], closer)
        self._longest_head = max(len(key[0]), len(closer))
        #: a name starts with anything but whitespace, a bracket or a tag
        self.first = {opener: CharClass(frozenset("{[(<\"' \t\r\n"), negated=True)}

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every call at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Scan(self, text, stops, format)
        return each_opener(text, start, self.opener, scan.call)

    def reader(self, text: str, stops: Stops,
               format: str = "") -> Callable[[int], tuple[Match | None, bool]]:
        """``read(at)`` for one call at an occurrence of the opener in ``text``: ``(match or
        None for prose, whether more text could change it)``, by the rules of
        :meth:`extract`. For grammars that find the calls themselves (inside a section only,
        as Hunyuan's ``<tool_calls>`` blocks)."""
        return _Scan(self, text, stops, format).call

    # --- the lane ----------------------------------------------------------------------------

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """The openers where the engine's lane may start (:meth:`lane_matches`)."""
        return self.openers

    def lane_matches(self, text: str, start: int, format: str = "") -> list[Match] | None:
        """The fast path: the matches the full rules give, when every opener at or after
        ``start`` holds a clean call; None otherwise (the full rules then run, and also name
        the faults).

        A clean call is a valid name, then pairs whose keys are plain words (letters, digits,
        ``_``, ``.``, ``-``: no other format's opener can stand in one, where the full rules
        would end the call) and whose tags are all closed, no key twice, then the closer (with
        ``implicit_close``, no value holding a key opener or the call's closer, where the full
        rules may end it). On
        such a text every choice of the full rules is the one taken here, as
        ``tests/test_lanes.py`` checks against them."""
        opener, closer = self.opener, self.closer
        key_open, key_close = self.key
        value_open, value_close = self.value
        olen = len(opener)
        found: list[Match] = []
        at = text.find(opener, start)
        while at >= 0:
            p = skip_ws(text, at + olen)
            named = _NAME.match(text, p)
            if named is None:
                return None
            q = _HSPACE.match(text, named.end()).end()  # type: ignore[union-attr]
            if self.separator is not None:
                if not text.startswith(self.separator, q):
                    return None
                q = _skip(text, q + len(self.separator))
            elif text.startswith(("\n", "\\n"), q):
                q = _skip(text, q + (1 if text[q] == "\n" else 2))
            name = named.group()
            if not text.startswith((key_open, closer), q) or not is_valid_name(name):
                return None
            args_pos = q
            arguments: dict[str, Any] = {}
            raw: dict[str, RawValue] = {}
            while not text.startswith(closer, q := _skip(text, q)):
                if not text.startswith(key_open, q):
                    return None
                key_start = q + len(key_open)
                key_end = text.find(key_close, key_start)
                if key_end < 0:
                    return None
                key = text[key_start:key_end].strip()
                r = key_end + len(key_close)
                if value_open:
                    r = _skip(text, r)
                if key in arguments or not _WORD.fullmatch(key) \
                        or not text.startswith(value_open, r):
                    return None
                value_start = r + len(value_open)
                value_end = text.find(value_close, value_start)
                if value_end < 0:
                    return None
                value = text[value_start:value_end]
                if self.implicit_close and (key_open in value or closer in value):
                    return None  # a value closer the model left out: the full rules decide
                arguments[key] = default_value(value, "none", False)
                raw[key] = RawValue(raw_value(value, "none", False), value_start, value_end)
                q = value_end + len(value_close)
            end = q + len(closer)
            found.append(Match(at, end, [Call(name, arguments, at, end, None, format,
                                              name_pos=p, args_pos=args_pos,
                                              raw=raw or None)], format=format))
            at = text.find(opener, end)
        return found or None

    def may_complete(self, text: str, at: int) -> bool:
        """False when what stands at ``at`` can be no complete call of this grammar, now or
        with more text: no opener there, or one followed by what is not a valid name, or by a
        name and then neither this grammar's separator, nor (after the newline that may end a
        name) its key opener or its closer. The engine asks, for the lane of another format
        that claims the same opener with the same kind of payload (GLM's ``<arg_key>`` and
        TeleChat's ``<param_key>`` after ``<tool_call>NAME``)."""
        if not text.startswith(self.opener, at):
            return ends_in_marker(text, at, self.openers)  # an opener cut short
        n = len(text)
        p = skip_ws(text, at + len(self.opener))
        named = _NAME.match(text, p)
        if named is None:
            return p >= n
        q = named.end()
        if q < n and text[q] in " \t":
            q = _HSPACE.match(text, q).end()  # type: ignore[union-attr]
        if q >= n:
            return True  # the name may go on
        heads = self._heads
        if self.separator is not None:
            if not text.startswith(self.separator, q):
                return ends_in_marker(text, q, (self.separator,)) and \
                    is_valid_name(named.group())
            q = _skip(text, q + len(self.separator))
        elif text[q] == "\n":
            q = _skip(text, q + 1)
        elif text[q] == "\\":
            if q == n - 1:
                return True  # a literal backslash-n cut short
            if text[q + 1] == "n":
                q = _skip(text, q + 2)
        if self.implicit_open and text.startswith(self.value[1], q):
            r = _skip(text, q + len(self.value[1]))
            if r >= n or text.startswith(heads, r) or ends_in_marker(text, r, heads):
                q = r
        if q >= n:
            return True
        if not text.startswith(heads, q) and (
                n - q >= self._longest_head or not ends_in_marker(text, q, heads)):
            return False
        return is_valid_name(named.group())  # else tool_call.invalid_name once read: broken

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """One tag per call; strings raw, other values as JSON (``<`` written ``\\u003c``); a
        string that holds its value's closer (or, with ``implicit_close``, a key opener or the
        call's closer) is written as JSON too."""
        from toolcalls.toolkit.render import dump_json  # noqa: PLC0415 - only when rendering

        nl = "\n" if self.newlines else ""
        out = []
        for call in calls:
            if _NAME.fullmatch(call.name) is None:  # what the parser reads as a name
                raise ValueError(f"this format cannot write the tool name {call.name!r}")
            parts = [f"{self.opener}{call.name}{self.separator or ''}{nl}"]
            for key, value in call.arguments.items():
                if "\n" in key or key != key.strip() or any(
                        tag in key for tag in (self.opener, self.closer, *self.key,
                                               self.value[0]) if tag):
                    raise ValueError(f"this format cannot write the argument name {key!r}")
                written = value if isinstance(value, str) else None
                if written is not None and (
                    self.value[1] in written or default_value(written, "none", False) != value
                    # a key opener or the call's closer would end the value (implicit_close)
                    or (self.implicit_close and (self.key[0] in written
                                                 or self.closer in written))
                ):
                    written = None
                if written is None:
                    written = str(dump_json(value)).replace("<", "\\u003c")
                parts.append(f"{self.key[0]}{key}{self.key[1]}{nl}{self.value[0]}{written}"
                             f"{self.value[1]}{nl}")
            parts.append(self.closer)
            out.append("".join(parts))
        return nl.join(out)


class _Scan:
    def __init__(self, grammar: KeyValue, text: str, stops: Stops, fmt: str) -> None:
        self.g = grammar
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.closer = MarkerCursor(text, grammar.closer)
        self.key_open = MarkerCursor(text, grammar.key[0])
        self.key_close = MarkerCursor(text, grammar.key[1])
        self.value_close = MarkerCursor(text, grammar.value[1])
        #: what cuts a key short (``_key_cut``)
        self.cuts = [self.closer, self.key_open, MarkerCursor(text, grammar.opener)]
        if grammar.value[0]:
            self.cuts.append(MarkerCursor(text, grammar.value[0]))

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def call(self, at: int) -> tuple[Match | None, bool]:
        """One opener: ``(match or None for prose, whether more text could change it)``."""
        g, text, n = self.g, self.text, self.n
        content = at + len(g.opener)
        p = skip_ws(text, content)
        if p >= n:
            err = self.error("tool_call.unexpected_end", f"the text ended after '{g.opener}', "
                             "before the tool call", n)
            return Match(at, n, [], err, True, "", n), True
        named = _NAME.match(text, p)
        name_end = -1
        if named is not None and g.separator is not None:
            q = _HSPACE.match(text, named.end()).end()  # type: ignore[union-attr]
            sep = g.separator
            if text.startswith(sep, q):
                r = _skip(text, q + len(sep))
                if r >= n or ends_in_marker(text, r, (g.key[0], g.closer)):
                    return self._partial(at, named.group(), p, {}, {}), True
                if not text.startswith((g.key[0], g.closer), r):
                    return self._stray(at, r, None), False
                name_end = r
            elif ends_in_marker(text, q, (sep,)):
                return self._partial(at, named.group(), p, {}, {}, tentative=True), True
            elif q >= n:
                return None, self.stops.next(content) < 0
            elif text.startswith((g.key[0], g.closer), q):
                err = self.error("tool_call.unexpected_content",
                                 f"expected '{sep}' after the tool name", q)
                return self._broken(at, q, err), False
        elif named is not None:
            q = _HSPACE.match(text, named.end()).end()  # type: ignore[union-attr]
            if text.startswith(("\n", "\\n"), q):
                name_end = q + (1 if text[q] == "\n" else 2)
                q = _skip(text, name_end)
            if g.implicit_open and text.startswith(g.value[1], q):
                # a value closer right after the name, no pair opened (GLM-5.2 writes one
                # in calls without arguments): skipped when a pair or the closer follows
                r = _skip(text, q + len(g.value[1]))
                if text.startswith((g.key[0], g.closer), r):
                    q = r
            if text.startswith((g.key[0], g.closer), q):
                name_end = q
            elif name_end >= 0 and ends_in_marker(text, q, (g.key[0], g.closer)):
                # the text ends inside the first tag after the name: a call cut short, or
                # prose if another tag follows the name (tentative until then)
                return self._partial(at, named.group(), p, {}, {}, tentative=True), True
            elif q >= n:
                # A name alone at the end of the text: prose for now, a call if a pair or
                # the closer follows (streaming waits).
                return None, self.stops.next(content) < 0
            elif self.stops.next(q) == q:
                # The name runs into the next opener (``<tool_call>f<tool_call>g...``): a
                # call begun and broken there, as NameArgs reads it (a name and then prose
                # would be prose); the call after it is read on its own.
                err = self.error("tool_call.unrecognized", f"expected '{g.key[0]}' or "
                                 f"'{g.closer}' after the tool name", q)
                return Match(at, q, [], err, False, "", q), False
            else:
                name_end = -1
        if name_end < 0:  # not a name then pairs: prose, or unrecognized when closed
            close_at = self.closer.next(p)
            following = self.stops.next(content)
            if close_at < 0:
                return None, following < 0
            if 0 <= following < close_at:
                return None, False
            what = "empty tool call" if p == close_at else "expected a tool name"
            err = self.error("tool_call.unrecognized", what, p)
            return Match(at, close_at + len(g.closer), [], err, False, "", p), False
        assert named is not None
        name = named.group()
        name_pos = p
        reason = check_name(name)
        deferred: ToolCallError | None = None
        reach = name_end  # the grammar read a whole name, whatever it holds
        if reason is not None:
            deferred = self.error("tool_call.invalid_name", reason, name_pos)
        q = name_end
        arguments: dict[str, Any] = {}
        raw: dict[str, RawValue] = {}
        args_pos = skip_ws(text, q)
        implicit_at = -1  # where a call closer ended a value left open
        while True:
            q = _skip(text, q)
            if q >= n:
                # the model stopped before the closer: accepted (more could still come)
                return self._done(at, n, name, name_pos, args_pos, arguments, raw, deferred,
                                  reach), True
            if text.startswith(g.closer, q):
                end = q + len(g.closer)
                # a closer that ended a value left open counts because the text ends after
                # it: more text could make it part of the value
                held = q == implicit_at and skip_ws(text, end) >= n
                return self._done(at, end, name, name_pos, args_pos, arguments, raw,
                                  deferred, reach), held
            if not text.startswith(g.key[0], q):
                if ends_in_marker(text, q, (g.key[0], g.closer)):
                    return self._partial(at, name, name_pos, arguments, raw), True
                return self._stray(at, q, deferred), False
            key_start = q + len(g.key[0])
            key_end = self.key_close.next(key_start)
            if key_end < 0 or self._key_cut(key_start, key_end):
                if key_end < 0 and self.stops.next(key_start) < 0:
                    return self._partial(at, name, name_pos, arguments, raw), True
                return self._unclosed(at, key_start), False
            key = text[key_start:key_end].strip()
            r = key_end + len(g.key[1])
            if g.value[0]:  # an empty value opener: the value begins at the key's closer
                r = _skip(text, r)
            if g.between is not None and text.startswith(g.between[0], r):
                between_end = text.find(g.between[1], r + len(g.between[0]))
                if between_end < 0 or self._key_cut(r, between_end):
                    if between_end < 0 and self.stops.next(r) < 0:
                        return self._partial(at, name, name_pos, arguments, raw), True
                    return self._unclosed(at, r), False
                r = _skip(text, between_end + len(g.between[1]))
            elif g.between is not None and ends_in_marker(text, r, (g.between[0],)):
                return self._partial(at, name, name_pos, arguments, raw), True
            if text.startswith(g.value[0], r):
                value_start = r + len(g.value[0])
                value_end, after = self._value_end(value_start)
                if after == value_end >= 0 and text.startswith(g.closer, value_end):
                    implicit_at = value_end
            else:
                if r >= n or ends_in_marker(text, r, (g.value[0],)):
                    return self._partial(at, name, name_pos, arguments, raw), True
                value_start, value_end, after = r, -1, -1
                if g.implicit_open:
                    value_end = self._bare_value_end(r)
                    if value_end == -2:  # a closer may yet come: a call cut short
                        return self._partial(at, name, name_pos, arguments, raw), True
                    after = value_end + len(g.value[1])
                if value_end < 0:
                    err = self.error("tool_call.unexpected_content",
                                     f"expected '{g.value[0]}' after the key {key!r}", r)
                    return self._broken(at, r, deferred or err), False
            if value_end < 0:
                partial = Partial(name=name if deferred is None else None, name_pos=name_pos,
                                  params=dict(arguments), raw=dict(raw), open_param=key,
                                  open_value=value_start, open_until=g.value_until)
                err = self.error("tool_call.unclosed", f"'{g.value[0]}' is not closed by "
                                 f"'{g.value[1]}'", r)
                return Match(at, n, [], err, True, "", n, partial), True
            if key in arguments and deferred is None:
                deferred = self.error("tool_call.duplicate_argument",
                                      f"argument {key!r} is repeated", q)
            value_text = text[value_start:value_end]
            arguments[key] = default_value(value_text, "none", False)
            raw[key] = RawValue(raw_value(value_text, "none", False), value_start, value_end)
            q = after
            reach = q

    def _value_end(self, start: int) -> tuple[int, int]:
        """Where the value starting at ``start`` ends and where reading goes on, or ``(-1, -1)``
        when the text ends first. With ``implicit_close`` a key opener or a call closer that
        structure follows, before the value's closer, ends the value (the closer left out)."""
        g = self.g
        close = self.value_close.next(start)
        if g.implicit_close:
            call_end = self.closer.next(start)
            if not (call_end >= 0 and (close < 0 or call_end < close)
                    and self._structural(call_end + len(g.closer))):
                call_end = -1
            key_at = self.key_open.next(start)
            if key_at >= 0 and (close < 0 or key_at < close) and \
                    (call_end < 0 or key_at < call_end):
                return key_at, key_at
            if call_end >= 0:
                return call_end, call_end
        if close < 0:
            return -1, -1
        return close, close + len(g.value[1])

    def _structural(self, after: int) -> bool:
        """True when what follows a call closer ending at ``after`` ends the call: the end of
        the text or an opener (of this format or any other)."""
        q = skip_ws(self.text, after)
        return q >= self.n or self.text.startswith(self.g.opener, q) or self.stops.next(q) == q

    def _bare_value_end(self, start: int) -> int:
        """The closer of a value written without its opener: the first value closer after
        ``start`` when no key opener, call closer or opener of any format comes before it;
        -1 when one does, -2 when the text ends with none of them (a closer may yet come)."""
        close = self.value_close.next(start)
        others = [at for at in (self.key_open.next(start), self.closer.next(start),
                                self.stops.next(start)) if at >= 0]
        if close >= 0:
            return close if all(at > close for at in others) else -1
        return -1 if others else -2

    def _key_cut(self, start: int, end: int) -> bool:
        """True when the key opened at ``start`` is cut before the key closer at ``end``: by
        this format's opener, the call's closer or the next key or value tag (the closer was
        left out and belongs to a later pair or call). Another format's opener in a key is
        part of the key, as it is of a value: a marker inside a call is content of that call."""
        return any(0 <= cursor.next(start) < end for cursor in self.cuts)

    def _done(self, at: int, end: int, name: str, name_pos: int, args_pos: int,
              arguments: dict[str, Any], raw: dict[str, RawValue],
              deferred: ToolCallError | None, reach: int) -> Match:
        if deferred is not None:
            return Match(at, end, [], deferred, False, "", max(reach, deferred.position or at))
        call = Call(name, arguments, at, end, name_pos=name_pos, args_pos=args_pos,
                    raw=raw or None)
        return Match(at, end, [call])

    def _partial(self, at: int, name: str, name_pos: int, arguments: dict[str, Any],
                 raw: dict[str, RawValue], *, tentative: bool = False) -> Match:
        err = self.error("tool_call.unclosed", f"'{self.g.opener}' is not closed by "
                         f"'{self.g.closer}'", at)
        partial = Partial(name=name, name_pos=name_pos, params=dict(arguments), raw=dict(raw),
                          tentative=tentative)
        return Match(at, self.n, [], err, True, "", self.n, partial)

    def _unclosed(self, at: int, stop: int) -> Match:
        """No closer before the next opener (or at all): the call ends where the closer was
        expected, and what follows is parsed."""
        err = self.error("tool_call.unclosed", f"'{self.g.opener}' is not closed by "
                         f"'{self.g.closer}'", at)
        return Match(at, max(stop, at + 1), [], err, False, "", stop)

    def _stray(self, at: int, q: int, deferred: ToolCallError | None) -> Match:
        """Text that is neither a pair nor the closer."""
        close = self.closer.next(q)
        following = self.stops.next(q)
        if close < 0 or 0 <= following < close:
            return self._unclosed(at, q)
        err = deferred or self.error(
            "tool_call.unexpected_content",
            f"expected '{self.g.key[0]}' or '{self.g.closer}'", q)
        return Match(at, close + len(self.g.closer), [], err, False, "", q)

    def _broken(self, at: int, fault: int, err: ToolCallError) -> Match:
        close = self.closer.next(fault)
        following = self.stops.next(fault)
        if close >= 0 and not (0 <= following < close):
            return Match(at, close + len(self.g.closer), [], err, False, "", fault)
        end = following if following >= 0 else fault
        return Match(at, max(end, at + 1), [], err, False, "", fault)


def _skip(text: str, pos: int) -> int:
    """ws := (whitespace | a literal backslash-n)*   GLM-4.6 sometimes writes its output as
    the body of a JSON string, with ``\\n`` for each newline between tags."""
    pos = skip_ws(text, pos)
    while text.startswith("\\n", pos):
        pos = skip_ws(text, pos + 2)
    return pos

