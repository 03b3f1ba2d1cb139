"""XML-style calls with raw-text parameters: the building block :class:`XmlParams`.

One grammar, many spellings:

- Anthropic / MiniMax invoke: ``<invoke name="f"><parameter name="k">v</parameter></invoke>``,
  optionally in a ``<function_calls>`` or ``<minimax:tool_call>`` block;
- Qwen3-Coder / Seed-OSS: ``<function=f><parameter=k>v</parameter></function>`` in a
  ``<tool_call>`` or ``<seed:tool_call>`` wrapper (or without it);
- DeepSeek DSML and Step3: the invoke form with prefixed tag names (``<｜DSML｜invoke``) and a
  ``string="true|false"`` attribute.

A :class:`TagStyle` spells one tag (its opening text, its closer, and whether its name is an
attribute, ``<invoke name="f">``, or follows ``=``, ``<function=f>``). The rules are those of
DESIGN.md 3a for xml_invoke, in one place for every spelling:

- a call tag (``<invoke ...>``) whose tag or first content is not a call is prose unless a call
  closer follows before the next call opener; inside a block it is an error;
- a value is raw text up to its closer (with ``implicit_close``, up to the next parameter or
  the call's closer when the model left the closer out). Trimmed, a value that is one strict
  JSON value becomes that value; otherwise it is a string (one leading and one trailing newline
  dropped when ``trim="newline"``, XML entities decoded when ``entities``). A parameter whose
  ``string`` attribute says ``true`` is a string whatever it holds. The string form of every
  value is kept in ``Call.raw``, so the engine can type it by a tool's schema;
- a repeated parameter is ``tool_call.duplicate_argument``; a missing call closer at the very
  end of the text is accepted; the text ending inside a tag or a value is a partial call
  (``tool_call.unclosed``); a broken call ends at its closer, or at the first opener of any
  format after its fault;
- with ``json_body``, a call whose content is a JSON object instead of parameters takes that
  object as its arguments (a DSML habit); with ``prefix``, text the regex reads may stand
  between the wrapper's opener and its first call (Step3's ``function<｜tool_sep｜>``); with
  ``section``, markers around a run of wrapped calls belong to them
  (``toolcalls.toolkit.sections``). Wrapper markers, like tags, may have several spellings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, NamedTuple

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.json import parse_json
from toolcalls.toolkit.scan import NOT_BLANK, ReadOne, each_clean_call_of
from toolcalls.toolkit.sections import Section, merge
from toolcalls.toolkit.shapes import check_name, is_valid_name
from toolcalls.toolkit.spans import (
    WS,
    ends_in_marker,
    ends_inside,
    may_continue,
    skip_ws,
    spellings,
)
from toolcalls.toolkit.stops import NO_STOPS, Stops
from toolcalls.toolkit.values import (
    default_value,
    json_first,
    raw_value,
    trim_newlines,
    typed_and_raw,
)
from toolcalls.toolkit.xml import decode_entities
from toolcalls.types import Call, CharClass, Extraction, Match, Partial, RawValue

__all__ = ["TagStyle", "XmlParams"]


@dataclass(frozen=True)
class TagStyle:
    """How one tag is spelled.

    :param open: the text that opens the tag (``"<invoke"``, ``"<function="``); several
        spellings may be given as a tuple (``("<｜DSML｜invoke", "<|DSML|invoke")``).
    :param close: its closer (``"</invoke>"``), one or several spellings.
    :param named: ``"attr"`` when the name is an attribute (``<invoke name="f">``), ``"eq"``
        when it follows the opening text up to ``>`` (``<function=f>``).
    :param attrs: other attributes the tag may carry (``("string",)`` for DSML parameters);
        any other attribute is an error.
    """

    open: str | tuple[str, ...]
    close: str | tuple[str, ...]
    named: Literal["attr", "eq"] = "attr"
    attrs: tuple[str, ...] = ()

    @property
    def opens(self) -> tuple[str, ...]:
        return (self.open,) if isinstance(self.open, str) else self.open

    @property
    def closes(self) -> tuple[str, ...]:
        return (self.close,) if isinstance(self.close, str) else self.close


def _alternatives(spellings: Sequence[str], lookahead: str = "") -> re.Pattern[str]:
    ordered = sorted(spellings, key=len, reverse=True)
    return re.compile("(?:" + "|".join(re.escape(s) for s in ordered) + ")" + lookahead)


class _Marks:
    """The next occurrence of any spelling of a tag part, remembered like ``MarkerCursor``."""

    __slots__ = ("_at", "_from", "_len", "pattern", "text")

    def __init__(self, text: str, pattern: re.Pattern[str]) -> None:
        self.text = text
        self.pattern = pattern
        self._from = -1
        self._at = -2
        self._len = 0

    def next(self, pos: int) -> int:
        """Offset of the next occurrence at or after ``pos``, or -1 (its length: ``length``)."""
        at = self._at
        if self._from >= 0 and self._from <= pos and (at == -1 or at >= pos):
            return at
        found = self.pattern.search(self.text, pos)
        self._from = pos
        if found is None:
            self._at, self._len = -1, 0
        else:
            self._at, self._len = found.start(), found.end() - found.start()
        return self._at

    @property
    def length(self) -> int:
        return self._len


class _Fault(NamedTuple):
    """A fault met while reading a call that may still turn out to be prose.

    It becomes a :class:`ToolCallError` only once the call is known to be a call: building the
    error counts lines up to its position, which prose must not pay for.
    """

    code: str
    message: str
    position: int

    def error(self, text: str, fmt: str) -> ToolCallError:
        return ToolCallError(self.code, self.message, self.position, text=text, format=fmt)


_NAME_EQ: Final = re.compile(r"\s+name\s*=\s*")
_QUOTED: Final = re.compile(r""""([^"<>]*)"|'([^'<>]*)'""")
_ATTR: Final = re.compile(r"""\s+([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)')""")
_TAG_END: Final = re.compile(r"\s*>")
_SELF_END: Final = re.compile(r"\s*/>")
_EQ_NAME: Final = re.compile(r"[^<>\n]*")
#: What the text may hold after ``<invoke`` when it ends inside the tag: a prefix of
#: `` name="f" attr="v"``. Anything else without a ``>`` is prose.
_CUT_ATTR_TAG: Final = re.compile(
    r"""(?:\s+(?:n|na|nam|name\s*(?:=\s*(?:"[^"<>]*|'[^'<>]*')?)?"""
    r"""|name\s*=\s*(?:"[^"<>]*"|'[^'<>]*')(?:\s+[\w:.-]+\s*=\s*(?:"[^"<>]*"|'[^'<>]*'))*"""
    r"""(?:\s+[\w:.-]*(?:\s*=\s*(?:"[^"<>]*|'[^'<>]*')?)?)?))?\s*\Z"""
)
_CUT_EQ_TAG: Final = re.compile(r"[^<>\n]*\Z")
#: A self-closed call tag cut before its ``>``: `` name="f"/`` at the end of the text.
_CUT_SELF_CLOSED: Final = re.compile(r"""\s+name\s*=\s*(?:"[^"<>]*"|'[^'<>]*')\s*/\Z""")
#: The same for a call's ``<function=``: a name has no whitespace (DESIGN 3a), so only a name,
#: with blanks around it, can still be a call cut short; other words after it are prose.
_CUT_EQ_NAME: Final = re.compile(r"[^\S\n]*[^\s<>]*[^\S\n]*\Z")


class XmlParams:
    """Calls written as XML-style tags with raw-text parameters (see the module doc).

    :param call: the call tag (``TagStyle("<invoke", "</invoke>")``).
    :param param: the parameter tag (``TagStyle("<parameter", "</parameter>")``).
    :param wrapper: ``(open, close)`` of the block that holds the calls
        (``("<function_calls>", "</function_calls>")``), or None; each one spelling or a
        tuple of several.
    :param bare: True when a call may also stand alone, outside any wrapper.
    :param trim: ``"newline"`` drops one leading and one trailing newline of a string value
        (the templates write the value on a line of its own); ``"strip"`` drops all leading and
        trailing whitespace (MiniMax's reference parser); ``"none"`` keeps it as written.
    :param entities: decode XML entities in string values and names.
    :param implicit_close: a parameter without its closer ends where the next parameter or the
        call's closer begins (a Qwen3-Coder habit).
    :param structural_close: a parameter closer ends its value only where what follows it
        (after whitespace) is another parameter, the call's closer, the wrapper's closer or the
        end of the text, so a value may hold the closer's text (code, HTML).
    :param absorb_closer: a call written without the wrapper's opener may still be followed by
        the wrapper's closer (a Qwen3-Coder and DeepSeek V4 habit): it belongs to the call's
        match (and to the call's span where ``wrapper_holds="call"``).
    :param cdata: a value that is one ``<![CDATA[...]]>`` section (around it only whitespace) is
        the section's text, kept as written (MiniCPM writes multi-line values so); its string
        form is that text, so a tool schema still types it. Closers inside the section are
        its text: the value ends at the first parameter closer after the section.
    :param json_body: a call's content may be one JSON object instead of parameters (its
        arguments, typed by JSON: ``<｜DSML｜invoke name="f">{"k": 1}</｜DSML｜invoke>``).
    :param self_closing: a call tag closed by ``/>`` (``<｜DSML｜invoke name="f"/>``, how
        DeepSeek V4 writes a call without arguments) is a complete call with no arguments.
    :param prefix: a regex for text that may stand between the wrapper's opener and its first
        call (Step3's ``function<｜tool_sep｜>NAME``); the text ending inside its literal head
        is a call cut short.
    :param section: ``(begin, end)`` markers around a run of calls (each one or several
        spellings), as ``toolcalls.toolkit.sections`` reads them.
    :param render_newlines: how :meth:`render` lays tags out: one per line (True) or in one run.
    :param value_newlines: :meth:`render` writes each value on a line of its own
        (``<parameter=k>\\nv\\n</parameter>``, Qwen3-Coder).
    :param wrapper_holds: ``"calls"`` when one wrapper holds a run of calls (``<function_calls>``:
        each call's span is its own tag) or ``"call"`` when each call has its own wrapper
        (``<tool_call>``: a call's span is its wrapper's, and :meth:`render` writes one wrapper
        per call).
    """

    def __init__(
        self,
        call: TagStyle,
        param: TagStyle,
        *,
        wrapper: tuple[str | tuple[str, ...], str | tuple[str, ...]] | None = None,
        bare: bool = True,
        trim: Literal["newline", "strip", "none"] = "newline",
        entities: bool = True,
        implicit_close: bool = False,
        structural_close: bool = False,
        absorb_closer: bool = False,
        json_body: bool = False,
        self_closing: bool = False,
        cdata: bool = False,
        prefix: str | None = None,
        section: tuple[str | tuple[str, ...], str | tuple[str, ...]] | None = None,
        render_newlines: bool = True,
        value_newlines: bool = False,
        wrapper_holds: Literal["calls", "call"] = "calls",
    ) -> None:
        self.call = call
        self.param = param
        #: the wrapper's first spellings (what messages name and :meth:`render` writes), and
        #: every spelling of its opener and closer
        self.wrapper = None if wrapper is None else (
            wrapper[0] if isinstance(wrapper[0], str) else wrapper[0][0],
            wrapper[1] if isinstance(wrapper[1], str) else wrapper[1][0],
        )
        self.wrapper_opens = () if wrapper is None else spellings(wrapper[0])
        self.wrapper_closes = () if wrapper is None else spellings(wrapper[1])
        self.json_body = json_body
        self.self_closing = self_closing
        self.cdata = cdata
        self._prefix = re.compile(prefix) if prefix else None
        self._section = None if section is None else Section(*section)
        self.bare = bare or wrapper is None
        self.trim = trim
        self.entities = entities
        self.implicit_close = implicit_close
        self.structural_close = structural_close
        self.absorb_closer = absorb_closer
        self.render_newlines = render_newlines
        self.value_newlines = value_newlines
        self.wrapper_holds = wrapper_holds
        boundary = "(?=[\\s>/]|\\Z)" if call.named == "attr" else ""
        pboundary = "(?=[\\s>/]|\\Z)" if param.named == "attr" else ""
        self._call_open = _alternatives(call.opens, boundary)
        self._call_close = _alternatives(call.closes)
        self._param_open = _alternatives(param.opens, pboundary)
        self._param_close = _alternatives(param.closes)
        #: what ends a value where ``implicit_close`` applies: a parameter opener or the call's
        #: closer (one search per value on the fast path)
        self._value_stop = re.compile(f"{self._param_open.pattern}|{self._call_close.pattern}")
        #: ``<function=NAME>`` call tags (``named="eq"``): the opener, the name, ``>`` and the
        #: whitespace after it in one match on the fast path
        self._eq_call = re.compile(
            f"{self._call_open.pattern}({_EQ_NAME.pattern})>\\s*") if call.named == "eq" else None
        #: one parameter, tag to closer, on the fast path (``_express_param``)
        self._express = None if cdata else _express_param(
            param, self._param_open, self._param_close, trim)
        #: the same read by ``str.find`` where the tags have one spelling each, the parameter
        #: tag is an eq tag and values drop their edge newlines (Qwen3-Coder):
        #: ``(parameter opener, parameter closer)``; and the call's closer, when it has one
        #: spelling (``_lane_call``)
        self._plain_param = (param.opens[0], param.closes[0]) if (
            self._express is not None and param.named == "eq" and len(param.opens) == 1
            and len(param.closes) == 1 and trim == "newline") else None
        self._plain_call_close = call.closes[0] if len(call.closes) == 1 else None
        openers = list(call.opens) if self.bare else []
        if wrapper is not None:
            openers.extend(self.wrapper_opens)
            self._opener = re.compile(
                "|".join(
                    [re.escape(spelling) for spelling in self.wrapper_opens]
                    + ([self._call_open.pattern] if self.bare else [])
                )
            )
        else:
            self._opener = self._call_open
        if self._section is not None:
            openers.extend(self._section.begins)
        self.openers = tuple(openers)
        #: what a wrapper's content starts with (after blanks) where it holds a call: the first
        #: character of a call opener or a section begin (``may_complete``); None where a
        #: prefix may come first (Step3's ``function<｜tool_sep｜>``), which anything may start
        self._inner_first = None if self._prefix is not None else frozenset(
            o[0] for o in (*call.opens, *(self._section.begins if self._section else ())))
        #: the wrapper's openers and closers, each one regex (compiled once, used per scan)
        self._block_marks = None if wrapper is None else (
            _alternatives(self.wrapper_opens), _alternatives(self.wrapper_closes))
        first: dict[str, CharClass] = {}
        #: a wrapped grammar with a prefix or a section takes its lane by the full rules'
        #: reader of a block (:meth:`_lane_by_rules`), from a section begin or a wrapper opener
        self._by_rules = wrapper is not None and not self.bare and (
            self._prefix is not None or self._section is not None)
        if wrapper is not None and self._prefix is None:
            for spelling in self.wrapper_opens:
                first[spelling] = CharClass(frozenset("<"))
        if self._by_rules:
            # what follows a section begin, or a prefix the format's own pattern reads
            first = {opener: NOT_BLANK for opener in self.openers}
        self.first = first
        #: the openers where the engine's lane may start (:meth:`lane_matches`): the wrapper's,
        #: and with a prefix or a section (``_lane_by_rules``) every opener, a section's begins
        #: first (a text that holds one takes the lane from there, since the call opener right
        #: after a begin declines)
        begins = self._section.begins if self._section is not None else ()
        self.lane_openers: tuple[str, ...] = (
            (*begins, *(o for o in self.openers if o not in begins)) if self._by_rules
            else self.wrapper_opens if wrapper is not None and self._prefix is None
            and self._section is None else ())

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every call at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Scan(self, text, stops, format)
        matches: list[Match] = []
        resume = len(text)
        pos = start
        wrapper = self.wrapper
        #: every wrapper opener read so far gave complete matches (what ``covered`` says)
        clean = True
        while (opener := self._opener.search(text, pos)) is not None:
            at = opener.start()
            if wrapper is not None and opener.group() in self.wrapper_opens:
                found, undecided = scan.block(at, opener.group())
                if not found:
                    clean = False
            else:
                invoke, undecided = scan.invoke(at, wrapped=False)
                found = None if invoke is None else [invoke]
                if invoke is not None and invoke.error is None and self.absorb_closer:
                    q = skip_ws(text, invoke.end)
                    closing = _spelling_at(text, q, self.wrapper_closes)
                    if closing:
                        invoke.end = q + len(closing)
                        if self.wrapper_holds == "call":  # the call's span is its wrapper's
                            invoke.calls[0].end = invoke.end
                        undecided = False
                    elif may_continue(text, q, self.wrapper_closes):
                        undecided = True  # the end of the text: the closer may yet come
            if undecided:
                resume = min(resume, at)
            if not found:
                pos = opener.end()
                continue
            if clean and any(m.error is not None for m in found):
                clean = False  # a broken match may hold an occurrence the loop skips
            matches.extend(found)
            pos = max(found[-1].end, opener.end())
        if matches and matches[-1].incomplete:
            resume = min(resume, matches[-1].start)
        section = self._section
        if section is None:
            # The wrapper's openers, when each held complete calls: a claimant of the same
            # opener whose payloads start otherwise need not run (``Extraction.covered``).
            covered = frozenset(self.wrapper_opens) if clean and wrapper is not None \
                and matches else frozenset()
            return Extraction(matches, resume, covered)
        if section is not None:
            if matches:
                section.absorb(text, matches, start)
                if section.may_end_after(text, matches[-1]):
                    resume = min(resume, matches[-1].start)
            orphans, undecided_at = section.orphans(
                text, start, matches, stops,
                (*self.wrapper_opens, *(self.call.opens if self.bare else ())), format)
            matches = merge(matches, orphans)
            resume = section.resume_before(text, min(resume, undecided_at), start)
        return Extraction(matches, resume)

    # --- the lane ----------------------------------------------------------------------------

    def may_complete(self, text: str, at: int) -> bool:
        """False when no call of this grammar can start at ``at``, now or with more text: no
        wrapper opener, section begin or (for bare calls) call opener there, nor one the text
        ends inside; or a wrapper whose content (after blanks) cannot start a call opener
        (JSON in the same tags: the dots format's other layout). ``<function_calls>`` holds
        MiniCPM's ``<function`` at its start, where MiniCPM's opener (``<function`` then a
        blank, ``>`` or ``/``) does not match: the engine asks, to take xml_invoke's and
        OLMo 3's lanes with MiniCPM installed."""
        for opener in self.wrapper_opens:
            if text.startswith(opener, at):
                # a wrapper whose content cannot start a call (another format's JSON in the
                # same tags, as dots writes): no call of this grammar
                p = skip_ws(text, at + len(opener))
                inner = self._inner_first
                return p >= len(text) or inner is None or text[p] in inner
        if self._section is not None and any(
                text.startswith(b, at) for b in self._section.begins):
            return True
        if self.bare and self._call_open.match(text, at) is not None:
            return True
        return ends_in_marker(text, at, self.openers)

    def lane_matches(self, text: str, start: int, format: str = "") -> list[Match] | None:
        """The fast path: the matches the full rules give, when every opener at or after
        ``start`` begins a wrapper that holds clean calls and is closed; None otherwise (the
        full rules then run, and also name the faults).

        A clean call is a call tag with a valid name, then parameters only, each one closed by
        its first closer with nothing of the grammar's structure inside its value (no
        parameter opener or call closer where ``implicit_close`` would end it there; structure
        after its closer where ``structural_close`` asks for it), no key twice, then the call
        closer; calls follow each other with whitespace only and the wrapper's closer ends
        them. On such a text every choice of the full rules is the one taken here: the values,
        spans and positions are the same, as ``tests/test_fast_path.py`` checks against them.
        """
        if not self.lane_openers:
            return None
        if self._by_rules:
            return self._lane_by_rules(text, start, format)
        n = len(text)
        found: list[Match] = []
        pos = start
        opens = self.wrapper_opens
        while (opener := self._opener.search(text, pos)) is not None:
            spelling = opener.group()
            if spelling not in opens:
                return None  # a call without its wrapper
            block = self._lane_block(text, opener.start(), spelling, n, format)
            if block is None:
                return None
            found.extend(block)
            pos = block[-1].end
        if not found or _SURROGATE.search(text, found[0].start, found[-1].end):
            return None
        return found

    def _lane_by_rules(self, text: str, start: int, format: str) -> list[Match] | None:
        """The lane of a wrapped grammar with a prefix or a section (Step3): each block read by
        the short readers where it is written as the template writes it (``_lane_block``),
        else by the full rules' reader, all complete and closed, every section begin theirs;
        None otherwise. A wrapper opener with its section begin right before it declines (the
        lane is taken from the begin)."""
        n = len(text)

        def reader() -> ReadOne:
            scan: _Scan | None = None

            def read(pos: int, olen: int) -> tuple[list[Match] | None, bool]:
                nonlocal scan
                opener = text[pos:pos + olen]
                # a block as the template writes it, by the short readers (``_lane_block``)
                found = self._lane_block(text, pos, opener, n, format)
                if found is not None and not _SURROGATE.search(text, pos, found[-1].end):
                    return found, False
                if scan is None:
                    scan = _Scan(self, text, NO_STOPS, format)
                return scan.block(pos, opener)

            return read

        return each_clean_call_of(text, start, self._opener, reader, format, self._section)

    def _lane_block(self, text: str, at: int, opener: str, n: int,
                    fmt: str) -> list[Match] | None:
        """A wrapper's block of clean calls, closed (see :meth:`lane_matches`), read by the
        short readers; None otherwise."""
        out: list[Match] = []
        p = skip_ws(text, at + len(opener))
        prefix = self._prefix
        if prefix is not None:  # (as the full rules read it: optional, blanks after it)
            if ends_inside(text, p, prefix):
                return None
            prefixed = prefix.match(text, p)
            if prefixed is not None:
                p = skip_ws(text, prefixed.end())
        while True:
            match = self._lane_call(text, p, n, fmt)
            if match is None:
                return None
            out.append(match)
            q = skip_ws(text, match.end)
            closing = _spelling_at(text, q, self.wrapper_closes)
            if closing:
                match.end = q + len(closing)
                break
            if q >= n or not self._call_open.match(text, q):
                return None
            match.end = p = q
        out[0].start = at
        if self.wrapper_holds == "call":
            for match in out:
                call = match.calls[0]
                call.start, call.end = match.start, match.end
        return out

    def _lane_call(self, text: str, at: int, n: int, fmt: str) -> Match | None:
        call_tag = self._eq_call
        if call_tag is not None:
            tag = call_tag.match(text, at)
            if tag is None:
                return None
            name = tag.group(1).strip()
            if self.entities and "&" in name:
                name = decode_entities(name)
            q = args_pos = tag.end()
            name_pos = tag.start(1)
        else:
            opened = self._call_open.match(text, at)
            if opened is None:
                return None
            read = _read_tag(text, opened.end(), self.call, self.entities)
            if read is None:
                return None
            q, name, name_pos, _ = read
            q = args_pos = WS.match(text, q).end()  # type: ignore[union-attr]  # never None
        if not is_valid_name(name):
            return None
        arguments: dict[str, Any] = {}
        raw: dict[str, RawValue] = {}
        call_close, express, entities = self._call_close, self._express, self.entities
        eq_key = self.param.named == "eq"
        stop = self._value_stop if self.implicit_close else None
        plain, plain_close = self._plain_param, self._plain_call_close
        while True:
            if plain_close is not None:
                if text.startswith(plain_close, q):
                    end = q + len(plain_close)
                    break
            elif (closer := call_close.match(text, q)) is not None:
                end = closer.end()
                break
            if plain is not None and text.startswith(plain[0], q):
                p = _plain_param(text, q, plain, arguments, raw, stop, entities)
                if p == _DECLINE:
                    return None
                if p >= 0:
                    q = p
                    continue
                # (-1: not a tag the plain reader reads; the readers below decide)
            param = express.match(text, q) if express is not None else None
            if param is not None:
                # the parameter's tag, value and closer in one match (``_express_param``)
                key = param["key"]
                value_pos, value_end = param.span("raw")
                # (``string="true"``: the string as written)
                if not _put_param(text, key.strip() if eq_key else key, param["value"],
                                  param["string"], value_pos, value_end, arguments,
                                  raw, stop, entities):
                    return None
                q = param.end()
                continue
            q = self._lane_param(text, q, arguments, raw, stop)
            if q < 0:
                return None
        call = Call(name, arguments, at, end, None, fmt, name_pos=name_pos, args_pos=args_pos,
                    raw=raw or None)
        return Match(at, end, [call], format=fmt)

    def _lane_param(self, text: str, q: int, arguments: dict[str, Any],
                    raw: dict[str, RawValue], stop: re.Pattern[str] | None) -> int:
        """One parameter at ``q`` that the short reader does not read (a tag with other
        attributes, a CDATA value): read into ``arguments`` and ``raw``; where the next one
        begins, or -1 where the lane declines."""
        param = self._param_open.match(text, q)
        if param is None:
            return -1
        ptag = _read_tag(text, param.end(), self.param, self.entities)
        if ptag is None:
            return -1
        value_pos, key, _, attrs = ptag
        close = self._param_close.search(text, value_pos)
        if key in arguments or close is None:
            return -1
        value_end, next_pos = close.start(), close.end()
        if stop is not None and stop.search(text, value_pos, value_end):
            return -1
        # (``structural_close``: the loop goes on only where a parameter or the call's
        # closer follows this closer, which is structure; so it is the closer the full
        # rules take)
        value = text[value_pos:value_end]
        if self.cdata and _CDATA_OPEN in value:
            return -1  # the full rules read the section
        if attrs and attrs.get("string") == "true":
            arguments[key] = raw_value(value, self.trim, self.entities)
        else:
            arguments[key], string = typed_and_raw(value, self.trim, self.entities)
            if not declared_string(arguments[key], string,
                                   attrs.get("string") if attrs else None):
                raw[key] = RawValue(string, value_pos, value_end)
        return WS.match(text, next_pos).end()  # type: ignore[union-attr]  # never None

    def _structural_at(self, text: str, after: int) -> bool:
        """True when what follows a parameter closer ending at ``after`` is structure: another
        parameter, the call's closer, the wrapper's closer or the end of the text."""
        q = skip_ws(text, after)
        if q >= len(text):
            return True
        if self._param_open.match(text, q) or self._call_close.match(text, q):
            return True
        return bool(_spelling_at(text, q, self.wrapper_closes))

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """The calls as the template writes them: the wrapper (when the format has one), one
        call tag per call, one parameter tag per argument (see the constructor's layout
        options). A string value is written raw unless the JSON-first rule would read it back
        as something else (``5``, ``true``) or it holds a closer, then as a JSON string; other
        values as JSON, ``<`` written ``\\u003c`` so that no value can hold a closer."""
        from toolcalls.toolkit.render import dump_json  # noqa: PLC0415 - only when rendering

        nl = "\n" if self.render_newlines else ""
        call_open, call_close = self.call.opens[0], self.call.closes[0]
        param_open, param_close = self.param.opens[0], self.param.closes[0]
        bodies: list[str] = []
        for call in calls:
            pieces = [self._open_tag(call_open, self.call.named, call.name)]
            for key, value in call.arguments.items():
                written = self._written(value) if isinstance(value, str) else None
                if written is None:
                    written = str(dump_json(value)).replace("<", "\\u003c")
                    if self.value_newlines:
                        written = f"\n{written}\n"
                pieces.append(f"{self._open_tag(param_open, self.param.named, key)}{written}"
                              f"{param_close}")
            pieces.append(call_close)
            bodies.append(nl.join(pieces))
        wrapper = self.wrapper
        if wrapper is None:
            return nl.join(bodies)
        if self.wrapper_holds == "call":
            return nl.join(f"{wrapper[0]}{nl}{body}{nl}{wrapper[1]}" for body in bodies)
        return f"{wrapper[0]}{nl}{nl.join(bodies)}{nl}{wrapper[1]}"

    def _open_tag(self, opening: str, named: str, name: str) -> str:
        if self.entities:
            name = name.translate(_ATTRIBUTE_ESCAPES)
        elif any(c in name for c in '<>"\n') or (named == "eq" and name != name.strip()):
            raise ValueError(f"this format cannot write the name {name!r} in a tag")
        return f"{opening}{name}>" if named == "eq" else f'{opening} name="{name}">'

    def _written(self, value: str) -> str | None:
        """A string value written raw, if it reads back as itself."""
        raw = value
        if self.entities:
            raw = raw.translate(_TEXT_ESCAPES)
            if raw.startswith("\n"):
                raw = "&#10;" + raw[1:]
            elif raw.startswith("\r"):
                raw = "&#13;" + raw[1:]
            if raw.endswith("\n"):
                raw = raw[:-1] + "&#10;"
        elif any(closer in raw for closer in (*self.param.closes, *self.call.closes,
                                              *self.param.opens)):
            return None
        if self.value_newlines:
            raw = f"\n{raw}\n"
        back = default_value(raw, self.trim, self.entities)
        return raw if type(back) is str and back == value else None


_GT: Final = re.compile(">")
_CDATA_OPEN: Final = "<![CDATA["
_CDATA_CLOSE: Final = "]]>"


def cdata_text(raw: str) -> str | None:
    """The text of a value that is one CDATA section (whitespace around it only), or None."""
    trimmed = raw.strip(" \t\n\r")
    if trimmed.startswith(_CDATA_OPEN) and trimmed.endswith(_CDATA_CLOSE) \
            and len(trimmed) >= len(_CDATA_OPEN) + len(_CDATA_CLOSE):
        inner = trimmed[len(_CDATA_OPEN):-len(_CDATA_CLOSE)]
        if _CDATA_CLOSE not in inner:
            return inner
    return None
_ATTRIBUTE_ESCAPES: Final = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})
_TEXT_ESCAPES: Final = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


class _Scan:
    """One extraction: the text, its cursors and the grammar's settings."""

    def __init__(self, grammar: XmlParams, text: str, stops: Stops, fmt: str) -> None:
        self.g = grammar
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.call_open = _Marks(text, grammar._call_open)
        self.call_close = _Marks(text, grammar._call_close)
        self.param_open = _Marks(text, grammar._param_open)
        self.param_close = _Marks(text, grammar._param_close)
        self.gt = _Marks(text, _GT)
        #: the last answer of ``_structural_close``: (from, at); no structural closer lies in
        #: [from, at), so any question in that range has the same answer
        self._struct = (-1, -1)
        if grammar._block_marks is not None:
            self.block_open = _Marks(text, grammar._block_marks[0])
            self.block_close = _Marks(text, grammar._block_marks[1])

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def call_closer(self, pos: int) -> int:
        """The next call closer at or after ``pos`` that comes before any later call opener."""
        close = self.call_close.next(pos)
        following = self.call_open.next(pos)
        return -1 if close < 0 or 0 <= following < close else close

    # --- block -------------------------------------------------------------------------------

    def block(self, at: int, opener: str) -> tuple[list[Match] | None, bool]:
        """block := OPEN ws (PREFIX ws)? call (ws call)* ws (CLOSE | end-of-text)"""
        g, text, n = self.g, self.text, self.n
        assert g.wrapper is not None
        closer = g.wrapper[1]
        p = skip_ws(text, at + len(opener))
        if g._prefix is not None and p < n:
            if ends_inside(text, p, g._prefix):
                err = self.error("tool_call.unexpected_end", f"the text ended after "
                                 f"'{opener}', before the tool call", n)
                return [Match(at, n, [], err, True, "", n)], True
            prefixed = g._prefix.match(text, p)
            if prefixed is not None:
                p = skip_ws(text, prefixed.end())
        if not g._call_open.match(text, p):
            close = self.block_close.next(p)
            following = self.block_open.next(at + 1)
            if p >= n:
                err = self.error("tool_call.unexpected_end", f"the text ended after "
                                 f"'{opener}', before the tool call", n)
                return [Match(at, n, [], err, True, "", n)], True
            if g._call_open.match(text, p) is None and ends_in_marker(text, p, g.call.opens):
                err = self.error("tool_call.unclosed", f"'{opener}' is not closed by "
                                 f"'{closer}'", at)
                return [Match(at, n, [], err, True, "", n)], True
            if close < 0 or 0 <= following < close:
                return None, close < 0 and following < 0 and self.stops.next(p) < 0
            if 0 <= self.stops.next(p) < close:
                return None, False
            what = f"empty '{opener}' block" if p == close else \
                f"expected {g.call.opens[0]}... in '{opener}'"
            err = self.error("tool_call.unrecognized", what, p)
            return [Match(at, close + self.block_close.length, [], err, False, "", p)], False
        out: list[Match] = []
        undecided = False
        while True:
            match, undecided = self.invoke(p, wrapped=True)
            assert match is not None  # inside a block a call is never prose
            out.append(match)
            closed = match.end < n and (self._ends_with_closer(match.end) or (
                g.self_closing and match.error is None and text.startswith("/>", match.end - 2)))
            if match.end < n and not closed:
                # the call broke without a closer: the block cannot be followed further, but
                # a block closer right after it is the block's (never content)
                q = skip_ws(text, match.end)
                closing = _spelling_at(text, q, g.wrapper_closes)
                if closing and match.error is not None:
                    match.end = q + len(closing)
                break
            q = skip_ws(text, match.end)
            if q >= n:
                match.end = n
                undecided = True
                break  # the model stopped before the block's closer
            closing = _spelling_at(text, q, g.wrapper_closes)
            if closing:
                match.end = q + len(closing)
                undecided = False
                break
            if g._call_open.match(text, q):
                match.end = p = q
                continue
            close = self.block_close.next(q)
            following = self.stops.next(q)
            if close < 0 or 0 <= following < close:
                if ends_in_marker(text, q, (*g.wrapper_closes, *g.call.opens)):
                    match.end = n
                    undecided = True
                    break
                err = self.error("tool_call.unclosed", f"'{opener}' is not closed by "
                                 f"'{closer}'", at)
                # the closer may yet come when no opener follows
                return [Match(at, q, [], err, False, "", q)], close < 0 and following < 0
            err = self.error("tool_call.unexpected_content",
                             f"expected {g.call.opens[0]}... or '{closer}'", q)
            match.end = q
            out.append(Match(q, close + self.block_close.length, [], err, False, "", q))
            undecided = False
            break
        out[0].start = at
        if out[-1].incomplete:
            undecided = True
        if g.wrapper_holds == "call":
            for match in out:
                if len(match.calls) == 1:
                    match.calls[0].start, match.calls[0].end = match.start, match.end
        return out, undecided

    def _ends_with_closer(self, end: int) -> bool:
        return any(self.text.startswith(c, end - len(c)) for c in self.g.call.closes)

    # --- tags --------------------------------------------------------------------------------

    def open_tag(self, pos: int, style: TagStyle, opening: str, kind: str
                 ) -> tuple[int, str, int, dict[str, str]] | _Fault:
        """open_tag := (S 'name' ws '=' ws quoted (S attr)* | name) ws '>'

        ``pos`` is just after the opening text (``<invoke``, ``<function=``); returns ``(end,
        name, name_pos, attributes)``.
        """
        text = self.text
        opener = pos - len(opening)
        if self.gt.next(pos) < 0:
            if kind == "call" and self.g.self_closing and _CUT_SELF_CLOSED.match(text, pos):
                # ``<invoke name="f"/`` at the end: a self-closed call cut before its ``>``
                return _Fault("tool_call.unclosed", f"'{opening}' tag is not closed by '>'",
                              opener)
            if style.named == "eq":
                cut = _CUT_EQ_NAME if kind == "call" else _CUT_EQ_TAG
            else:
                cut = _CUT_ATTR_TAG
            if cut.match(text, pos):  # the text ends inside the tag: a call cut short
                return _Fault("tool_call.unclosed", f"'{opening}' tag is not closed by '>'",
                              opener)
            return _Fault("tool_call.unrecognized", f"'{opening}' tag is not closed by '>'",
                          opener)
        tag = _read_tag(text, pos, style, self.g.entities)
        if tag is not None:
            return tag
        # what is wrong with it
        if style.named == "eq":
            return _Fault("tool_call.unrecognized", f"expected '>' to end '{opening}'",
                          _EQ_NAME.match(text, pos).end())  # type: ignore[union-attr]
        name_eq = _NAME_EQ.match(text, pos)
        if name_eq is None:
            p = skip_ws(text, pos)
            if text.startswith(">", p):
                code = "tool_call.invalid_name" if kind == "call" else "tool_call.unrecognized"
                return _Fault(code, f"'{opening}' has no name attribute", p)
            return _Fault("tool_call.unrecognized", f"expected name=\"...\" in '{opening}'", p)
        quoted = _QUOTED.match(text, name_eq.end())
        if quoted is None:
            return _Fault("tool_call.unrecognized", "expected a quoted name", name_eq.end())
        q = _attributes(text, quoted.end(), style)[0]
        return _Fault("tool_call.unrecognized", f"expected '>' to end '{opening}'",
                      skip_ws(text, q))

    # --- calls -------------------------------------------------------------------------------

    def invoke(self, at: int, *, wrapped: bool) -> tuple[Match | None, bool]:
        """call := OPEN open_tag ws (parameter ws)* (CLOSE | end-of-text)"""
        g, text, n = self.g, self.text, self.n
        opened = g._call_open.match(text, at)
        assert opened is not None
        opening = opened.group()
        if g.self_closing and g.call.named == "attr":
            closed = _self_closed(text, opened.end(), g.entities)
            if closed is not None:
                end, name, name_pos = closed
                reason = check_name(name)
                if reason is not None:
                    return Match(at, end, [], _Fault("tool_call.invalid_name", reason, name_pos)
                                 .error(text, self.fmt), False, "", name_pos), False
                call = Call(name, {}, at, end, name_pos=name_pos, args_pos=end)
                return Match(at, end, [call]), end == n
        tag = self.open_tag(opened.end(), g.call, opening, "call")
        if isinstance(tag, _Fault):
            return self._broken_start(at, tag, wrapped=wrapped)
        q, name, name_pos, _ = tag
        reason = check_name(name)
        deferred = None if reason is None else _Fault("tool_call.invalid_name", reason, name_pos)
        arguments: dict[str, Any] = {}
        raw: dict[str, RawValue] = {}
        q = skip_ws(text, q)
        args_pos = q
        if g.json_body and q < n and text[q] == "{":
            return self._json_body(at, opening, q, name, name_pos, deferred)
        first = True
        while q < n and not g._call_close.match(text, q):
            param = g._param_open.match(text, q)
            if param is None:
                if ends_in_marker(text, q, (*g.param.opens, *g.call.closes)):
                    # the text ends inside a tag: a call cut short
                    unclosed = self.error("tool_call.unclosed", f"'{opening}' is not closed "
                                          f"by '{g.call.closes[0]}'", at)
                    # Before the first parameter of a bare call, a tag other than the one
                    # begun makes the call prose: tentative until the tag is read.
                    partial = Partial(name=name if deferred is None else None,
                                      name_pos=name_pos, params=dict(arguments), raw=dict(raw),
                                      tentative=first and not wrapped)
                    return Match(at, n, [], unclosed, True, "", n, partial), True
                err = _Fault("tool_call.unexpected_content",
                             f"expected {g.param.opens[0]}... or '{g.call.closes[0]}'", q)
                if first:
                    return self._broken_start(at, err, wrapped=wrapped, earlier=deferred)
                close = self.call_closer(q)
                if close < 0:
                    unclosed = self.error("tool_call.unclosed", f"'{opening}' is not closed "
                                          f"by '{g.call.closes[0]}'", at)
                    # a closer may yet come when no opener follows
                    return Match(at, q, [], unclosed, False, "", q), \
                        self.call_open.next(q) < 0 and self.stops.next(q) < 0
                end = close + self.call_close.length
                return Match(at, end, [], (deferred or err).error(text, self.fmt), False, "",
                             q), False
            ptag = self.open_tag(param.end(), g.param, param.group(), "param")
            if isinstance(ptag, _Fault):
                # the first parameter's opening cut right after its spelling
                # (``<parameter``): another character may make it no tag, and the call prose
                return self._broken(at, ptag, deferred, name, name_pos, arguments, raw,
                                    tentative=first and not wrapped and param.end() >= n)
            first = False
            value_pos, key, key_pos, attrs = ptag
            value_end, next_pos = self._value_end(value_pos)
            if value_end < 0:
                unclosed = self.error("tool_call.unclosed", f"'{param.group()}' is not closed "
                                      f"by '{g.param.closes[0]}'", q)
                until = (*g.param.closes, *g.call.closes)
                if g.implicit_close:
                    until = (*until, *g.param.opens)
                if g.wrapper is not None:
                    until = (*until, g.wrapper[1])
                partial = Partial(name=name if deferred is None else None,
                                  name_pos=name_pos, params=dict(arguments), raw=dict(raw),
                                  open_param=key, open_value=value_pos,
                                  open_string=attrs.get("string") == "true",
                                  open_until=until, open_trim=g.trim,
                                  open_entities=g.entities)
                return Match(at, n, [], unclosed, True, "", n, partial), True
            if key in arguments and deferred is None:
                deferred = _Fault("tool_call.duplicate_argument",
                                  f"parameter {key!r} is repeated", q)
            if deferred is None:
                deferred = _lone_surrogate(text, key, key_pos, value_pos, value_end)
            value, text_form = self._value(value_pos, value_end, attrs)
            arguments[key] = value
            if text_form is not None:
                raw[key] = RawValue(text_form, value_pos, value_end)
            q = skip_ws(text, next_pos)
        if q >= n:
            end = n
        else:
            closer = g._call_close.match(text, q)
            assert closer is not None
            end = q + len(closer.group())
        if deferred is not None:
            return Match(at, end, [], deferred.error(text, self.fmt), False, "",
                         deferred.position), False
        call = Call(name, arguments, at, end, name_pos=name_pos, args_pos=args_pos,
                    raw=raw or None)
        return Match(at, end, [call]), end == n

    def _json_body(self, at: int, opening: str, q: int, name: str, name_pos: int,
                   deferred: _Fault | None) -> tuple[Match, bool]:
        """body := object ws (CLOSE | end-of-text)   (``json_body``: the arguments as JSON)"""
        text, n = self.text, self.n
        hint = self.call_close.next(q)
        try:
            arguments, end = parse_json(text, q, hint if hint >= 0 else None, format=self.fmt)
        except ToolCallError as exc:
            fault = exc.position if exc.position is not None else q
            if fault >= n:
                partial = Partial(name=name if deferred is None else None, name_pos=name_pos,
                                  args_pos=q, json_args=True)
                return Match(at, n, [], exc, True, "", n, partial), True
            return self._broken(at, _Fault(exc.code, exc.message, fault), deferred, name,
                                name_pos)
        r = skip_ws(text, end)
        closer = self.g._call_close.match(text, r)
        if closer is not None:
            stop, undecided = r + len(closer.group()), False
        elif r >= n:
            stop, undecided = n, True
        elif ends_in_marker(text, r, self.g.call.closes):
            unclosed = self.error("tool_call.unclosed", f"'{opening}' is not closed by "
                                  f"'{self.g.call.closes[0]}'", at)
            partial = Partial(name=name if deferred is None else None, name_pos=name_pos,
                              args_pos=q, json_args=True)
            return Match(at, n, [], unclosed, True, "", n, partial), True
        else:
            err = _Fault("tool_call.unexpected_content",
                         f"expected '{self.g.call.closes[0]}' after the arguments", r)
            return self._broken(at, err, deferred, name, name_pos)
        if deferred is not None:
            return Match(at, stop, [], deferred.error(text, self.fmt), False, "",
                         deferred.position), False
        assert isinstance(arguments, dict)
        call = Call(name, arguments, at, stop, name_pos=name_pos, args_pos=q)
        return Match(at, stop, [call]), undecided

    def _value_end(self, start: int) -> tuple[int, int]:
        """Where the value starting at ``start`` ends and where reading goes on after its
        closer, or ``(-1, -1)`` when the text ends first. With ``cdata``, a value that opens
        a CDATA section ends after the section (closers inside it are its text)."""
        if self.g.cdata:
            start = self._after_cdata(start)
            if start < 0:
                return -1, -1
        close = self._structural_close(start) if self.g.structural_close \
            else self.param_close.next(start)
        if self.g.implicit_close:
            # The model may leave the closer out: the next parameter or the call's closer
            # ends the value then.
            following = min(
                (at for at in (self.param_open.next(start), self.call_close.next(start))
                 if at >= 0),
                default=-1,
            )
            if following >= 0 and (close < 0 or following < close):
                return following, following
        if close < 0:
            return -1, -1
        return close, close + self.param_close.length

    def _after_cdata(self, start: int) -> int:
        """``start``, or where the CDATA section that opens the value there (after whitespace)
        ends; -1 when the text ends inside the section."""
        text = self.text
        q = skip_ws(text, start)
        if not text.startswith(_CDATA_OPEN, q):
            return start
        close = text.find(_CDATA_CLOSE, q + len(_CDATA_OPEN))
        return -1 if close < 0 else close + len(_CDATA_CLOSE)

    def _structural_close(self, start: int) -> int:
        """The first parameter closer at or after ``start`` that structure follows, or -1;
        remembered, so the values of many unclosed parameters do not each walk the same
        closers again."""
        known_from, known_at = self._struct
        if 0 <= known_from <= start and (known_at < 0 or start <= known_at):
            return known_at
        close = self.param_close.next(start)
        while close >= 0 and not self._structural(close + self.param_close.length):
            close = self.param_close.next(close + 1)
        self._struct = (start, close)
        return close

    def _value(self, start: int, end: int, attrs: dict[str, str]) -> tuple[Any, str | None]:
        """The value and its string form (None when the tag says it is a string anyway)."""
        raw = self.text[start:end]
        g = self.g
        if g.cdata and (inner := cdata_text(raw)) is not None:
            return inner, inner
        if attrs.get("string") == "true":
            return raw_value(raw, g.trim, g.entities), None
        value, string = typed_and_raw(raw, g.trim, g.entities)
        return value, None if declared_string(value, string, attrs.get("string")) else string

    def _structural(self, after: int) -> bool:
        """True when what follows a parameter closer ending at ``after`` is structure."""
        return self.g._structural_at(self.text, after)

    # --- broken calls ------------------------------------------------------------------------

    def _broken_start(self, at: int, err: _Fault, *, wrapped: bool,
                      earlier: _Fault | None = None) -> tuple[Match | None, bool]:
        """A call whose tag or first content is not a call: prose unless it is closed, or
        inside a block, or the text ends inside its tag (a call cut short)."""
        if err.code == "tool_call.unclosed":
            return self._broken(at, err, earlier)
        if not wrapped:
            close = self.call_closer(at + 1)
            stop = self.stops.next(at + 1)
            if close < 0 or 0 <= stop < close:
                # prose: no closer before the next opener of any format (a closer may still
                # come when nothing else follows)
                return None, stop < 0
        return self._broken(at, err, earlier)

    def _broken(self, at: int, err: _Fault, earlier: _Fault | None = None, name: str = "",
                name_pos: int = -1, arguments: dict[str, Any] | None = None,
                raw: dict[str, RawValue] | None = None, *,
                tentative: bool = False) -> tuple[Match, bool]:
        """A broken call runs to its closer when it has one before the next opener (of any
        format) after its fault; otherwise it ends at its fault, and what follows is parsed.
        Also says whether more text could change that (no closer and no opener follow: a
        closer, or a ``>`` that ends a tag, may yet come).

        ``earlier`` is a fault found before ``err`` (a bad name, a repeated parameter): it is
        the one reported, unless the text simply ended inside the call.
        """
        text, n = self.text, self.n
        partial = Partial(name=name, name_pos=name_pos, params=dict(arguments or {}),
                          raw=dict(raw or {}), tentative=tentative) if name else None
        if err.code == "tool_call.unclosed":
            return Match(at, n, [], err.error(text, self.fmt), True, "", n, partial), True
        close = self.call_closer(err.position)
        following = self.stops.next(max(err.position, at + 1))
        if close >= 0 and not (0 <= following < close):
            return Match(at, close + self.call_close.length, [],
                         (earlier or err).error(text, self.fmt), False, "", err.position,
                         partial), False
        return Match(at, max(err.position, at + 1), [], (earlier or err).error(text, self.fmt),
                     False, "", err.position, partial), close < 0 and following < 0


def _attributes(text: str, q: int, style: TagStyle) -> tuple[int, dict[str, str]]:
    """The attributes the style allows from ``q`` on: where they end, and their values."""
    attrs: dict[str, str] = {}
    while style.attrs:
        attr = _ATTR.match(text, q)
        if attr is None or attr.group(1) not in style.attrs:
            break
        attrs[attr.group(1)] = attr.group(2) if attr.group(2) is not None else attr.group(3)
        q = attr.end()
    return q, attrs


#: The trims of ``_express_param``: ``(before, after)`` the trimmed value, as ``trim``
#: drops them (one newline, all edge whitespace, nothing).
_EXPRESS_TRIMS: Final = {
    "newline": (r"(?:\r?\n)?", r"(?:\r?\n)?"),
    "strip": (r"[ \t\n\r]*", r"[ \t\n\r]*"),
    "none": ("", ""),
}


#: ``_plain_param``'s answer where the lane declines the text (the express reader would too).
_DECLINE: Final = -2


def _plain_param(text: str, q: int, tags: tuple[str, str], arguments: dict[str, Any],
                 raw: dict[str, RawValue], stop: re.Pattern[str] | None,
                 entities: bool) -> int:
    """The express reader of an eq parameter tag (``<parameter=KEY>``, ``trim="newline"``) by
    ``str.find``, for ``XmlParams._lane_call``: read the parameter at ``q`` into ``arguments``
    and ``raw`` and return where the next one begins; -1 where the tag is not one it reads
    (a key holding ``<`` or a newline, no ``>``, no closer: the readers after it decide);
    ``_DECLINE`` where the lane declines (a key twice, a stop inside the value). It reads
    what ``_express_param``'s regex reads: the key up to the first ``>``, the value up to the
    first closer, one newline (``\r\n`` or ``\n``) dropped at each end, and the
    whitespace after the closer."""
    opener, closer = tags
    key_at = q + len(opener)
    gt = text.find(">", key_at)
    if gt < 0:
        return -1
    key = text[key_at:gt]
    if "<" in key or "\n" in key:
        return -1
    value_pos = gt + 1
    value_end = text.find(closer, value_pos)
    if value_end < 0:
        return -1
    if not _put_param(text, key.strip(), trim_newlines(text[value_pos:value_end]), None,
                      value_pos, value_end, arguments, raw, stop, entities):
        return _DECLINE
    return skip_ws(text, value_end + len(closer))


def _put_param(text: str, key: str, value: str, string_attr: str | None, value_pos: int,
               value_end: int, arguments: dict[str, Any], raw: dict[str, RawValue],
               stop: re.Pattern[str] | None, entities: bool) -> bool:
    """Put a parameter the lane's short readers read (``key``, ``value`` as trimmed, its raw
    span ``[value_pos, value_end)``, ``string_attr`` its ``string`` attribute or None) into
    ``arguments`` and ``raw``: the string form with entities decoded, its JSON-first value
    unless the tag says it is a string (``declared_string``). False where the lane declines:
    the key is there already, or a stop lies inside the value."""
    if entities and "&" in key:
        key = decode_entities(key)
    if key in arguments or (stop is not None and stop.search(text, value_pos, value_end)):
        return False
    string = decode_entities(value) if entities and "&" in value else value
    if string_attr == "true":
        arguments[key] = string
    else:
        arguments[key] = typed = json_first(value, string)
        if not declared_string(typed, string, string_attr):
            raw[key] = RawValue(string, value_pos, value_end)
    return True


def declared_string(value: Any, string: str, string_attr: str | None) -> bool:
    """True when a parameter tagged ``string="false"`` (JSON, DeepSeek's DSML) is a JSON
    string literal (``"celsius"``): ``value``, its JSON-first value, is the string it encodes,
    and no tool schema retypes it from its string form ``string`` (where the quotes would
    stay). Any other JSON value keeps its string form for the schema (``" 7 "`` for an
    integer is 7); a value that is not JSON is the string form itself."""
    return string_attr == "false" and isinstance(value, str) and value is not string


def _express_param(style: TagStyle, opener: re.Pattern[str], closer: re.Pattern[str],
                   trim: str) -> re.Pattern[str] | None:
    """One parameter as the lane reads it most of the time, in one match: its opener, a plain
    tag (``=KEY>``, or `` name="KEY">`` with at most the one attribute the style allows), the
    value up to the first closer, the closer and the whitespace after it. Groups: ``key``
    (eq tags: untrimmed), ``string`` (the value of a ``string`` attribute, or None), ``raw``
    (the value as written) and ``value`` (trimmed as ``trim`` says). None where the style
    allows several attributes (the lane reads those tags as the full rules do, ``_read_tag``).

    It reads what ``_read_tag``, the closer's search and ``trim`` read: a tag it does not match
    is read by them (``XmlParams._lane_param``)."""
    before, after = _EXPRESS_TRIMS[trim]
    value = rf"(?P<raw>{before}(?P<value>(?s:.*?)){after})(?:{closer.pattern})\s*"
    if style.named == "eq":
        # (``string`` never matches: an eq tag has no attributes)
        return re.compile(
            rf"{opener.pattern}(?P<key>{_EQ_NAME.pattern})>(?P<string>(?!))?{value}")
    if len(style.attrs) > 1:
        return None
    # a quoted string: ``"[^"<>]*"`` or ``'[^'<>]*'``, as ``_QUOTED`` reads it
    key = r"""(?P<q>["'])(?P<key>(?:(?!(?P=q))[^<>])*)(?P=q)"""
    # the attribute's value, in group ``string`` when it is ``string`` (DSML's
    # ``string="true"``: the value is the string as written)
    group = "string" if style.attrs == ("string",) else "other"
    attr = "" if not style.attrs else (
        rf"""(?:\s+{re.escape(style.attrs[0])}\s*=\s*"""
        rf"""(?P<aq>["'])(?P<{group}>(?:(?!(?P=aq))[^<>])*)(?P=aq))?""")
    if group != "string":
        attr += "(?P<string>(?!))?"
    return re.compile(rf"{opener.pattern}\s+name\s*=\s*{key}{attr}\s*>{value}")


def _read_tag(text: str, pos: int, style: TagStyle,
              entities: bool) -> tuple[int, str, int, dict[str, str]] | None:
    """A well-formed tag after its opening text: ``(end, name, name_pos, attributes)``, or None
    (``_Scan.open_tag`` then says what is wrong)."""
    if style.named == "eq":
        name_match = _EQ_NAME.match(text, pos)
        assert name_match is not None
        end = name_match.end()
        if not text.startswith(">", end):
            return None
        name = name_match.group().strip()
        return end + 1, decode_entities(name) if entities else name, pos, {}
    name_eq = _NAME_EQ.match(text, pos)
    if name_eq is None:
        return None
    quoted = _QUOTED.match(text, name_eq.end())
    if quoted is None:
        return None
    group = 1 if quoted.group(1) is not None else 2
    q, attrs = _attributes(text, quoted.end(), style)
    closing = _TAG_END.match(text, q)
    if closing is None:
        return None
    name = quoted.group(group)
    return closing.end(), decode_entities(name) if entities else name, quoted.start(group), \
        attrs


def _self_closed(text: str, pos: int, entities: bool) -> tuple[int, str, int] | None:
    """A call tag closed by ``/>`` after its opening text (`` name="f"/>``): ``(end, name,
    name_pos)``, or None."""
    name_eq = _NAME_EQ.match(text, pos)
    if name_eq is None:
        return None
    quoted = _QUOTED.match(text, name_eq.end())
    if quoted is None:
        return None
    closing = _SELF_END.match(text, quoted.end())
    if closing is None:
        return None
    group = 1 if quoted.group(1) is not None else 2
    name = quoted.group(group)
    return closing.end(), decode_entities(name) if entities else name, quoted.start(group)


#: (the regex's escapes, not surrogate literals, which mypyc does not compile)
_SURROGATE: Final = re.compile(r"[\ud800-\udfff]")


def _lone_surrogate(text: str, key: str, key_pos: int, value_pos: int,
                    value_end: int) -> _Fault | None:
    """A parameter name or raw value holding a lone surrogate (raw in the text: entities never
    decode to one): ``tool_call.invalid_value`` at the name or the value, since no such string
    can be encoded as UTF-8."""
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


def _spelling_at(text: str, pos: int, spellings: Sequence[str]) -> str:
    """The spelling (longest first) that occurs at ``pos``, or ``""``."""
    for spelling in spellings:
        if text.startswith(spelling, pos):
            return spelling
    return ""

