"""Calls written as a name, a separator and JSON arguments: the building block :class:`NameArgs`.

Many formats write a call as ``OPENER name SEPARATOR {json}``:

- Mistral v11: ``[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}``;
- DeepSeek V3.1: ``<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{...}<｜tool▁call▁end｜>``;
- DeepSeek V3 / R1: ``<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\\n```json\\n{...}
  \\n```<｜tool▁call▁end｜>`` (a prefix before the name, the arguments in a fence);
- Kimi K2: ``<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{...}
  <|tool_call_end|>`` (the name inside an id the call keeps);
- Functionary v3.1: ``<function=get_weather>{...}</function>``.

The grammar::

    call := OPENER ws? PREFIX? NAME ws? SEP ws? (FENCE_OPEN ws?)? object (ws? FENCE_CLOSE)?
            ws? (CLOSER | END_TOKEN | end-of-text)

and, when the format has one, a section (``<｜tool▁calls▁begin｜>`` ... ``<｜tool▁calls▁end｜>``)
around the calls, which belongs to the first and the last call's matches
(``toolcalls.toolkit.sections``: a section begin that begins no call is prose, a call cut
short, or ``tool_call.unrecognized`` when a section end follows). The tagged rules of
``toolcalls.toolkit.tagged`` hold (an opener not followed by a name is prose unless a closer
follows; the text ending inside a call, inside a marker, the prefix or a fence included, is a
partial call whose name, once complete, is known; a broken call ends at its closer, or at the
first opener of any format after its fault). Every marker may be given as several spellings
(``("<｜tool▁sep｜>", "<|tool▁sep|>")``): models and servers re-type special tokens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Final

import orjson

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.json import needs_exact_parse, parse_json
from toolcalls.toolkit.scan import NOT_BLANK, ReadOne, each_clean_call_of
from toolcalls.toolkit.sections import Section, merge
from toolcalls.toolkit.shapes import check_name, is_valid_name
from toolcalls.toolkit.spans import FirstCursor, ends_in_marker, ends_inside, skip_ws, spellings
from toolcalls.toolkit.stops import NO_STOPS, Stops
from toolcalls.types import Call, CharClass, Extraction, Match, Partial

__all__ = ["NameArgs"]

#: A name: anything up to whitespace or a character that starts markup or JSON.
DEFAULT_NAME: Final = r"[^\s<>{}\[\]()\"'`|｜]+"


class NameArgs:
    """``OPENER name SEP {json} CLOSER`` (see the module).

    :param opener: the marker that opens a call (one spelling or a tuple of several).
    :param separator: what stands between the name and the arguments (one or several
        spellings); ``""`` when the arguments follow the name directly.
    :param closer: the marker that closes a call (one or several spellings), or None (the
        arguments' end ends the call).
    :param name: a regex for the name; its group ``name`` is the name (default: the whole
        match) and its group ``id``, when it has one, the call id. A match in which the
        ``name`` group takes no part (an alternative for ids that name no tool) is
        ``tool_call.invalid_name`` at the token.
    :param prefix: a regex for text between the opener and the name (``function<｜tool▁sep｜>``).
        The text ending inside its literal head (``toolcalls.toolkit.spans.literal_heads``) is
        a call cut short.
    :param fence: ``(open, close)`` regexes around the arguments (DeepSeek V3's ```` ```json ````);
        the same holds for their literal heads.
    :param section: ``(begin, end)`` markers around a run of calls (each one or several
        spellings).
    :param render_prefix: what :meth:`render` writes between the opener and the name (the
        text ``prefix`` reads: ``function<｜tool▁sep｜>``).
    :param render_name: how :meth:`render` writes the name part, a format string with
        ``{name}`` and ``{index}`` (Kimi: ``functions.{name}:{index}``).
    :param render_args: how :meth:`render` writes the arguments, a format string with
        ``{json}`` (DeepSeek V3: ``"\\n```json\\n{json}\\n```"``).
    :param render_join: what :meth:`render` writes between calls.
    :param end_tokens: tokens that end the turn (``<|eom_id|>``): one right after the
        arguments ends the call without its closer, and belongs to it.
    :param prose_args: for markers that are plain text (``<function=``): a name and separator
        followed by text that cannot start the arguments is prose unless the closer follows
        before the next opener (``Use <function=NAME> tags``), as an opener followed by text
        that cannot start a name is.
    """

    def __init__(
        self,
        opener: str | tuple[str, ...],
        *,
        separator: str | tuple[str, ...] = "",
        closer: str | tuple[str, ...] | None = None,
        name: str = DEFAULT_NAME,
        prefix: str | None = None,
        fence: tuple[str, str] | None = None,
        section: tuple[str | tuple[str, ...], str | tuple[str, ...]] | None = None,
        render_prefix: str = "",
        render_name: str = "{name}",
        render_args: str = "{json}",
        render_join: str = "",
        end_tokens: tuple[str, ...] = (),
        prose_args: bool = False,
    ) -> None:
        #: the first spelling of each marker: the one messages name and :meth:`render` writes
        self.opener = opener if isinstance(opener, str) else opener[0]
        self.opener_spellings = spellings(opener)
        self.separators = (separator,) if isinstance(separator, str) else separator
        self.closer = None if closer is None else closer if isinstance(closer, str) else closer[0]
        self.closers = () if closer is None else spellings(closer)
        self._opener = re.compile("|".join(re.escape(s) for s in self.opener_spellings))
        self._name = re.compile(name)
        self._prefix = re.compile(prefix) if prefix else None
        self._fence = (re.compile(fence[0]), re.compile(fence[1])) if fence else None
        self._section = None if section is None else Section(*section)
        self.section = None if self._section is None else (self._section.begin,
                                                           self._section.end)
        self.render_prefix = render_prefix
        self.render_name = render_name
        self.render_args = render_args
        self.render_join = render_join
        begins = () if self._section is None else self._section.begins
        self.openers = (*begins, *self.opener_spellings)
        self.end_tokens = end_tokens
        self.prose_args = prose_args
        #: The call closers and separators that show a section begin began a call whose
        #: opener the model left out (``Section.orphans``): special tokens only, never
        #: markers that are plain text.
        self._orphan_markers = ((), ()) if prose_args else (
            self.closers, tuple(s for s in self.separators if s))
        #: What may follow each opener (after whitespace) where a call begins: anything but
        #: whitespace, as far as the engine knows (the name's pattern is the format's own), so
        #: its lane is taken only where no other format of the tier claims the opener.
        self.first: dict[str, CharClass] = {opener: NOT_BLANK for opener in self.openers}
        self._express = _Express.of(self, name, prefix, fence)
        #: any opener: a section begin or a call opener (longest spelling first)
        self._any_opener = re.compile("|".join(
            re.escape(s) for s in sorted(self.openers, key=len, reverse=True)))

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every call at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Scan(self, text, stops, format)
        matches: list[Match] = []
        resume = len(text)
        found = self._opener.search(text, start)
        while found is not None:
            pos, olen = found.start(), found.end() - found.start()
            match, undecided = scan.call(pos, olen)
            if undecided:
                resume = min(resume, pos)
            if match is None:
                found = self._opener.search(text, pos + olen)
                continue
            matches.append(match)
            found = self._opener.search(text, max(match.end, pos + olen))
        section = self._section
        if section is not None:
            if matches:
                section.absorb(text, matches, start)
                if section.may_end_after(text, matches[-1]):
                    resume = min(resume, matches[-1].start)
            orphans, undecided_at = section.orphans(text, start, matches, stops,
                                                    self.opener_spellings, format,
                                                    *self._orphan_markers)
            matches = merge(matches, orphans)
            resume = section.resume_before(text, min(resume, undecided_at), start)
        return Extraction(matches, resume)

    # --- the lane ----------------------------------------------------------------------------

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """The openers where the engine's lane may start (:meth:`lane_matches`): the call
        opener's spellings and the section begins."""
        return self.openers

    def lane_matches(self, text: str, start: int, format: str = "") -> list[Match] | None:
        """The fast path: the matches the full rules give, when every call opener at or after
        ``start`` begins a complete call that its closer (or an end token) ends and every
        section begin belongs to one of them; None otherwise (the full rules then run, and
        name the faults). Each call is read by the full rules' own reader; what is left out
        is the search for the next opener of other formats (the engine's lane checks that
        their markers lie inside the calls) and the section rules' error paths. A call opener
        with its section begin right before it declines (the lane is taken from the begin)."""
        if self._express is not None:
            found = self._express_run(text, start, format)
            if found is not None:
                return found
        return each_clean_call_of(text, start, self._opener,
                                  lambda: self._lane_reader(text, format), format,
                                  self._section)

    def _express_run(self, text: str, start: int, format: str) -> list[Match] | None:
        """The lane for calls in their template's layout, in one loop: at each opener (call
        opener or section begin) from ``start`` on, an optional section begin and whitespace,
        one call read by :class:`_Express`, and whitespace and a section end, which belong to
        the call's match as the section rules give them (``Section.absorb``). Every opener
        after a match is visited, so a section begin that begins no call, or a call the express
        reader declines, makes the whole run None (the general lane loop then decides); so
        does a last match whose section end may still come, and a start at a call opener
        with a section begin right before it (the lane is taken from the begin)."""
        express = self._express
        assert express is not None
        section = self._section
        begins: tuple[str, ...] = () if section is None else section.begins
        ends: tuple[str, ...] = () if section is None else section.ends
        if section is not None and not _spelling_at(text, start, begins) \
                and section.begun_before(text, start):
            return None
        matches: list[Match] = []
        found: re.Match[str] | None = self._any_opener.match(text, start)
        while found is not None:
            at = found.start()
            begun = _spelling_at(text, at, begins) if begins else ""
            match = express.read(text, skip_ws(text, at + len(begun)) if begun else at)
            if match is None:
                return None
            match.start = at
            match.format = format
            match.calls[0].format = format
            if ends:
                q = skip_ws(text, match.end)
                closing = _spelling_at(text, q, ends)
                if closing:
                    match.end = q + len(closing)
            matches.append(match)
            found = self._any_opener.search(text, match.end)
        if not matches or (section is not None and section.may_end_after(text, matches[-1])):
            return None
        return matches

    def may_complete(self, text: str, at: int) -> bool:
        """False when what stands at ``at`` can be no complete call of this grammar, now or
        with more text: no call opener there (nor a section begin with one after it), or an
        opener whose prefix, name, separator or the start of its arguments (``{``, after the
        fence) the full rules would not read there. The engine asks, for the lane of another
        format that claims the same opener (DeepSeek V3's calls are no V3.1 calls)."""
        n = len(text)
        if self._section is not None:
            begins = self._section.begins
            for begin in begins:
                if text.startswith(begin, at):
                    at = skip_ws(text, at + len(begin))
                    if at >= n or any(text.startswith(b, at) for b in begins):
                        return True  # (a begin written twice: the full rules decide)
                    break
        for spelling in self.opener_spellings:
            if text.startswith(spelling, at):
                p = skip_ws(text, at + len(spelling))
                break
        else:
            return ends_in_marker(text, at, self.openers)  # a marker cut short
        if p >= n:
            return True
        if self._prefix is not None:
            if ends_inside(text, p, self._prefix):
                return True
            prefix = self._prefix.match(text, p)
            if prefix is None:
                return False
            p = prefix.end()
        named = self._name.match(text, p)
        if named is None or named.end() == p:
            return p >= n
        q = skip_ws(text, named.end())
        if q >= n:
            return True  # the name may go on
        name = named.group("name") if "name" in self._name.groupindex else named.group()
        if name is None or check_name(name) is not None:
            return False  # an id that names no tool, a bad name: invalid_name
        if ends_in_marker(text, q, self.separators):
            return True  # a separator cut short (a longer one than what stands there)
        for sep in self.separators:
            if sep and text.startswith(sep, q):
                r = skip_ws(text, q + len(sep))
                break
        else:
            if "" not in self.separators:
                return ends_in_marker(text, q, self.separators)
            r = q
        if self._fence is not None:
            if ends_inside(text, r, self._fence[0]):
                return True
            opened = self._fence[0].match(text, r)
            if opened is not None:
                r = skip_ws(text, opened.end())
        return r >= n or text[r] == "{"

    def _lane_reader(self, text: str, format: str) -> ReadOne:
        """The lane's reader: a call as the template writes it is read by one regex and one
        ``orjson.loads`` (:class:`_Express`); anything else by the full rules' reader."""
        express = self._express
        scan: _Scan | None = None

        def read(at: int, olen: int) -> tuple[Match | None, bool]:
            nonlocal scan
            if express is not None:
                found = express.read(text, at)
                if found is not None:
                    return found, False
            if scan is None:
                scan = _Scan(self, text, NO_STOPS, format)
            return scan.call(at, olen)

        return read

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """The calls as the template writes them (see the constructor's ``render_*``)."""
        from toolcalls.toolkit.render import dump_json  # noqa: PLC0415 - only when rendering

        sep = self.separators[0]
        parts = []
        for index, call in enumerate(calls):
            if self._name.fullmatch(self.render_name.format(name=call.name, index=index)) is None:
                raise ValueError(f"this format cannot write the tool name {call.name!r}")
            named = self.render_name.format(name=call.name, index=index)
            args = self.render_args.format(json=dump_json(call.arguments))
            parts.append(f"{self.opener}{self.render_prefix}{named}{sep}{args}"
                         f"{self.closer or ''}")
        body = self.render_join.join(parts)
        if self.section is not None:
            body = f"{self.section[0]}{body}{self.section[1]}"
        return body


#: What a pattern of the format's may hold that composing it with others would break: a
#: numbered back-reference or condition (the groups' numbers move).
_NUMBERED: Final = re.compile(r"\\[1-9]|\(\?\(\d")


class _Express:
    """A complete, closed call read the short way: one regex from the opener to the ``{`` of
    the arguments, the first closer after it, one ``orjson.loads`` of what lies between.

    Every part of the regex is atomic, as the full rules' reads are (each takes its first
    match and never gives text back), and the parts follow each other as the full rules read
    them: opener, whitespace, prefix, name, whitespace, separator, whitespace, fence,
    whitespace. The arguments are the text up to the last ``}`` before the first closer; when
    that decodes to an object (and the exact parser is not needed), it is the value the full
    rules read there (an object has one end), and only whitespace, the fence's close and
    whitespace may stand between it and the closer. Anything else is None: the full rules'
    reader reads it, and names the faults."""

    __slots__ = ("closer", "fenced", "has_id", "has_name", "head", "tails")

    def __init__(self, head: re.Pattern[str], closer: re.Pattern[str], has_name: bool,
                 tails: tuple[re.Pattern[str], re.Pattern[str]]) -> None:
        self.head = head
        self.closer = closer
        self.has_name = has_name
        self.has_id = "id" in head.groupindex
        self.fenced = "_fence" in head.groupindex
        #: after the arguments: whitespace, or (the fence opened) its close between whitespace
        self.tails = tails

    @classmethod
    def of(cls, g: NameArgs, name: str, prefix: str | None,
           fence: tuple[str, str] | None) -> _Express | None:
        """The express reader of a grammar, or None when it has none (no closer, end tokens,
        arguments that may be prose, patterns that cannot be composed)."""
        if not g.closers or g.end_tokens or g.prose_args:
            return None
        patterns = [name, prefix or "", *(fence or ())]
        if any(_NUMBERED.search(p) for p in patterns):
            return None

        def alternatives(words: Sequence[str]) -> str:
            return "|".join(re.escape(w) for w in words)

        seps = [s for s in g.separators if s]
        sep = alternatives(seps) + ("|" if "" in g.separators else "")
        head = (rf"(?>{alternatives(g.opener_spellings)})\s*+"
                + (f"(?>{prefix})" if prefix else "")
                + rf"(?P<_named>(?>{name}))\s*+(?>{sep})\s*+"
                + (rf"(?P<_fence>(?>{fence[0]})\s*+)?+" if fence else "")
                + r"(?=\{)")
        close = r"\s*+" + (rf"(?>{fence[1]})\s*+" if fence else "")
        try:
            compiled = re.compile(head)  # the flags the full rules compile the parts with
            closer = re.compile(alternatives(g.closers))
            tails = (re.compile(r"\s*+"), re.compile(close))
        except re.error:
            return None
        return cls(compiled, closer, "name" in g._name.groupindex, tails)

    def read(self, text: str, at: int) -> Match | None:
        head = self.head.match(text, at)
        if head is None or head.end("_named") == head.start("_named"):
            return None
        if self.has_name:
            name = head.group("name")
            name_pos = head.start("name")
        else:
            name = head.group("_named")
            name_pos = head.start("_named")
        if name is None or not is_valid_name(name):
            return None
        r = head.end()
        closed = self.closer.search(text, r)
        if closed is None:
            return None
        hint = closed.start()
        e = text.rfind("}", r, hint) + 1
        tail = self.tails[self.fenced and head.start("_fence") >= 0].match(text, e)
        if tail is None or tail.end() != hint:
            return None
        segment = text[r:e]
        try:
            arguments = orjson.loads(segment)
        except orjson.JSONDecodeError:
            return None
        if type(arguments) is not dict or needs_exact_parse(segment):
            return None
        ident = head.group("id") if self.has_id else None
        end = closed.end()
        return Match(at, end, [Call(name, arguments, at, end, ident, name_pos=name_pos,
                                    args_pos=r)])


class _Scan:
    def __init__(self, grammar: NameArgs, text: str, stops: Stops, fmt: str) -> None:
        self.g = grammar
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.closer = FirstCursor(text, grammar.closers) if grammar.closers else None
        self.olen = len(grammar.opener)

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def call(self, at: int, olen: int) -> tuple[Match | None, bool]:
        """One opener (``olen`` long): ``(match or None for prose, whether more text could
        change it)``."""
        g, text, n = self.g, self.text, self.n
        self.olen = olen
        content = at + olen
        p = skip_ws(text, content)
        if p >= n:
            err = self.error("tool_call.unexpected_end", f"the text ended after "
                             f"'{text[at:content]}', before the tool call", n)
            return Match(at, n, [], err, True, "", n), True
        if g._prefix is not None:
            if ends_inside(text, p, g._prefix):
                return self._cut(at, None, -1), True
            prefix = g._prefix.match(text, p)
            if prefix is None:
                return self._not_a_call(at, p)
            p = prefix.end()
        named = g._name.match(text, p)
        name: str | None  # None where the regex took the token without its ``name`` group
        if named is None or named.end() == p:
            if p >= n:
                return self._cut(at, None, -1), True
            if not any(sep and text.startswith(sep, p) for sep in g.separators) and not (
                    "" in g.separators and g._fence is not None and g._fence[0].match(text, p)):
                return self._not_a_call(at, p)
            # the separator (or, with none, the arguments' fence) right after the opener: a
            # call with an empty name, tool_call.invalid_name there once the call is read
            # (DESIGN 3a: a name is a non-empty string)
            name, name_pos, ident, nameless, q = "", p, None, False, p
        else:
            name = named.group("name") if "name" in g._name.groupindex else named.group()
            name_pos = named.start("name") if "name" in g._name.groupindex else named.start()
            ident = named.group("id") if "id" in g._name.groupindex else None
            # A token the regex takes without its ``name`` group (an id that names no tool,
            # such as Kimi's bare counter ``0``): invalid_name at the token, once the call is
            # read.
            nameless = name is None
            if nameless:
                name_pos = named.start()
            q = skip_ws(text, named.end())
        if q >= n:
            return self._cut(at, None, -1), True  # the name may go on
        sep_end = -1
        for sep in g.separators:
            if sep and text.startswith(sep, q):
                sep_end = q + len(sep)
                break
        if sep_end < 0:
            if "" in g.separators:
                sep_end = q
            else:
                if ends_in_marker(text, q, g.separators):
                    # prose if the separator does not come
                    return self._cut(at, name, name_pos, ident, tentative=True), True
                if self.stops.next(q) == q:
                    # The name runs into the next opener: a call begun and broken there (a
                    # name and then prose would be prose).
                    err = self.error("tool_call.unrecognized",
                                     f"expected '{g.separators[0]}' and the arguments after "
                                     "the tool name", q)
                    return self._broken(at, q, err), False
                return self._not_a_call(at, q, name_pos=name_pos)
        reason = f"{named.group()!r} does not name a tool" if nameless and named else \
            check_name(name)
        deferred = None if reason is None else self.error("tool_call.invalid_name", reason,
                                                          name_pos)
        r = skip_ws(text, sep_end)
        # With ``prose_args``, arguments that do not begin with ``{`` make the call prose.
        tentative = g.prose_args and deferred is None
        fence_close = None
        if g._fence is not None:
            if ends_inside(text, r, g._fence[0]):
                return self._cut(at, name, name_pos, ident, tentative=tentative), True
            opened = g._fence[0].match(text, r)
            if opened is not None:
                r = skip_ws(text, opened.end())
                fence_close = g._fence[1]
        if r >= n:
            return self._cut(at, name, name_pos, ident, tentative=tentative), True
        if text[r] != "{":
            # An empty (or blank) slot right before the call's closer: these templates write
            # the OpenAI arguments string into the slot as it is, and an empty arguments
            # string means {} (DESIGN 3a). Not where the template wraps the arguments in a
            # fence (DeepSeek V3: a call without its JSON block is broken), nor for plain-text
            # markers (``prose_args``), where ``<function=f></function>`` is another format's
            # call without parameters.
            if g._fence is None and not g.prose_args:
                empty = _spelling_at(text, r, g.closers)
                if empty:
                    return self._complete(at, r + len(empty), name, name_pos, r, ident, {},
                                          deferred), False
            if g.prose_args and deferred is None:
                close = self.closer.next(r)[0] if self.closer is not None else -1
                following = self.stops.next(r)
                if close < 0 or 0 <= following < close:
                    return None, close < 0 and following < 0
            err = deferred or self.error("tool_call.invalid_arguments",
                                         "expected the arguments as a JSON object", r)
            return self._broken(at, r, err), False
        hint = self.closer.next(r)[0] if self.closer is not None else self.stops.next(r + 1)
        try:
            arguments, end = parse_json(text, r, hint if hint >= 0 else None, format=self.fmt)
        except ToolCallError as exc:
            fault = exc.position if exc.position is not None else r
            if fault >= n:
                partial = Partial(name=name, name_pos=name_pos, id=ident, args_pos=r,
                                  json_args=True)
                return Match(at, n, [], deferred or exc, True, "", n, partial), True
            return self._broken(at, fault, deferred or exc), False
        if not isinstance(arguments, dict):
            return self._broken(at, end, deferred or self.error(
                "tool_call.invalid_arguments", "arguments must be a JSON object", r)), False
        q = skip_ws(text, end)
        if fence_close is not None:
            closed = fence_close.match(text, q)
            if closed is None:
                if q >= n or ends_inside(text, q, fence_close):
                    return self._complete(at, n, name, name_pos, r, ident, arguments,
                                          deferred), True
                err = self.error("tool_call.unexpected_content",
                                 "expected the closing fence after the arguments", q)
                return self._broken(at, q, deferred or err), False
            q = skip_ws(text, closed.end())
        if g.closer is None:
            return self._complete(at, end if fence_close is None else q, name, name_pos, r,
                                  ident, arguments, deferred), q >= n
        closing = _spelling_at(text, q, g.closers)
        if closing:
            return self._complete(at, q + len(closing), name, name_pos, r, ident, arguments,
                                  deferred), False
        for token in g.end_tokens:
            if text.startswith(token, q):  # the turn ended before the closer
                return self._complete(at, q + len(token), name, name_pos, r, ident, arguments,
                                      deferred), False
        if q >= n or ends_in_marker(text, q, (*g.closers, *g.end_tokens)):
            return self._complete(at, n, name, name_pos, r, ident, arguments, deferred), True
        assert self.closer is not None
        close, closer = self.closer.next(q)
        following = self.stops.next(q)
        if close < 0 or 0 <= following < close:
            err = self.error("tool_call.unclosed", f"'{text[at:at + self.olen]}' is not "
                             f"closed by '{g.closer}'", at)
            return Match(at, q, [], err, False, "", q), False
        err = self.error("tool_call.unexpected_content",
                         f"expected '{g.closer}' after the tool call", q)
        return Match(at, close + len(closer), [], deferred or err, False, "", q), False

    def _complete(self, at: int, end: int, name: str | None, name_pos: int, args_pos: int,
                  ident: str | None, arguments: dict[str, Any],
                  deferred: ToolCallError | None) -> Match:
        if deferred is not None:
            return Match(at, end, [], deferred, False, "", end)
        assert name is not None  # a nameless token is always deferred
        call = Call(name, arguments, at, end, ident, name_pos=name_pos, args_pos=args_pos)
        return Match(at, end, [call])

    def _cut(self, at: int, name: str | None, name_pos: int,
             ident: str | None = None, *, tentative: bool = False) -> Match:
        """The text ends inside the call, before its arguments (``tentative``: what comes
        next may still make it prose)."""
        err = self.error("tool_call.unexpected_end", "the text ended before the arguments of "
                         "the tool call", self.n)
        partial = Partial(name=name, name_pos=name_pos, id=ident, tentative=tentative)
        return Match(at, self.n, [], err, True, "", self.n, partial)

    def _not_a_call(self, at: int, p: int, *, name_pos: int = -1) -> tuple[Match | None, bool]:
        """What follows the opener is not a call: prose, unless a closer follows before the
        next opener (then ``tool_call.unrecognized`` at the content)."""
        following = self.stops.next(at + self.olen)
        if self.closer is None:
            return None, False
        close, closer = self.closer.next(p)
        if close < 0:
            return None, following < 0
        if 0 <= following < close:
            return None, False
        err = self.error("tool_call.unrecognized", "expected a tool name and its arguments", p)
        return Match(at, close + len(closer), [], err, False, "", p), False

    def _broken(self, at: int, fault: int, err: ToolCallError) -> Match:
        """A broken call runs to its closer (when no opener comes first) or ends at the first
        opener after its fault, else at its fault."""
        following = self.stops.next(max(fault, at + 1))
        if self.closer is not None:
            close, closer = self.closer.next(fault)
            if close >= 0 and not (0 <= following < close):
                return Match(at, close + len(closer), [], err, False, "", fault)
        end = following if following >= 0 else self.n
        return Match(at, max(end, at + 1), [], err, False, "", fault)


def _spelling_at(text: str, pos: int, spellings: tuple[str, ...]) -> str:
    """The spelling (longest first) that occurs at ``pos``, or ``""``."""
    for spelling in spellings:
        if text.startswith(spelling, pos):
            return spelling
    return ""

