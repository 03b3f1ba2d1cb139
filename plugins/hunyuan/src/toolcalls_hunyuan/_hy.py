"""The newer Hunyuan tool calls (Hy3 / HY V3, HY V4): key/value calls in a ``<tool_calls>`` block.

    <tool_calls>
    <tool_call>get_weather<tool_sep>
    <arg_key>city</arg_key>
    <arg_value>Paris</arg_value>
    </tool_call>
    </tool_calls>

HY V4 writes the same without ``<tool_sep>`` (the first ``<arg_key>`` ends the name). Every
structural token of a checkpoint may carry one suffix, the same on all of them
(``<tool_calls:opensource>``, ``<tool_call:6124c78e>``): the tokenizer declares it, and the
model writes the tokens as they are.

The grammar::

    block  := BEGIN ws call (ws call)* ws (END | end-of-text)
    BEGIN  := "<tool_calls" SUFFIX? ">"         END := "</tool_calls" SUFFIX ">"
    SUFFIX := ":" then 1 to 64 characters but whitespace, "<" and ">"
    call   := the toolkit's KeyValue call, every tag spelt with the block's suffix
              ("<tool_call" SUFFIX ">" NAME ["<tool_sep" SUFFIX ">"] pairs "</tool_call" ...)

A call exists only inside a block: a bare ``<tool_call>`` is Hermes's, GLM's or Qwen3-Coder's.
The suffix is read from the block's opener, so any checkpoint's suffix is understood without
configuration; a tag with another suffix inside the block is not this block's structure (one
extraction reads at most ``MAX_SUFFIXES`` distinct suffixes, so that a hostile text of
thousands costs no scan each). The
rules of the sections (``toolcalls.toolkit.sections``) and of ObjectLines (MiniMax-M1, which
shares the unsuffixed opener) hold: a block whose content cannot start a call is prose, unless
its end follows (then ``tool_call.unrecognized`` at the content); the text ending inside the
block is a call cut short; text after a call that is neither a call nor the end is
``tool_call.unexpected_content`` when the end follows, else the block is ``tool_call.unclosed``
at its opener. A broken call is a match of its own (it never hides the valid ones); each run of
complete calls is one match; the block's opener belongs to the first match, its end to the
last.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    CharClass,
    Extraction,
    KeyValue,
    MarkerCursor,
    Match,
    Stops,
    ToolCallError,
    skip_ws,
)

__all__ = ["HunyuanBlock"]

BEGIN = "<tool_calls>"
#: the opener of a suffixed block, up to the suffix: one marker for every checkpoint's suffix
BEGIN_SUFFIXED = "<tool_calls:"
_BEGIN = re.compile(r"<tool_calls(?::([^\s<>]{1,64}))?>")
#: the text ending inside a suffixed opener (``<tool_calls:61``): undecided
_BEGIN_CUT = re.compile(r"<tool_calls(?::[^\s<>]{0,64})?\Z")

Reader = Callable[[int], "tuple[Match | None, bool]"]

#: How many distinct suffixes one extraction reads. Each brings its own markers, whose cursors
#: scan the text afresh: a text holding thousands of suffixes (no model writes more than its
#: checkpoint's, and perhaps the unsuffixed spelling in prose) would cost a scan each. Blocks
#: under further suffixes are prose.
MAX_SUFFIXES = 8


class HunyuanBlock:
    """``<tool_calls>`` blocks of KeyValue calls, with the checkpoint's suffix (see the module).

    :param separator: True for Hy3 (``<tool_sep>`` after the name), False for HY V4.
    :param newlines: how :meth:`render` lays the block out: a newline after each tag (the Hy3
        template) or one run (HY V4, as vLLM's tests write it).
    """

    def __init__(self, *, separator: bool, newlines: bool) -> None:
        self.separator = separator
        self.newlines = newlines
        self.openers = (BEGIN, BEGIN_SUFFIXED)
        #: a call opener after ``<tool_calls>``; the suffix's first character after the other
        self.first = {BEGIN: CharClass(frozenset("<")),
                      BEGIN_SUFFIXED: CharClass(frozenset("<> \t\r\n"), negated=True)}
        self._calls: dict[str, KeyValue] = {}

    def calls(self, suffix: str) -> KeyValue:
        """The KeyValue grammar of the calls of a block whose tags carry ``suffix``
        (``""`` or ``":opensource"``), built once per suffix."""
        grammar = self._calls.get(suffix)
        if grammar is None:
            if len(self._calls) >= 64:
                self._calls.clear()
            grammar = self._calls[suffix] = KeyValue(
                f"<tool_call{suffix}>", f"</tool_call{suffix}>",
                key=(f"<arg_key{suffix}>", f"</arg_key{suffix}>"),
                value=(f"<arg_value{suffix}>", f"</arg_value{suffix}>"),
                newlines=self.newlines,
                separator=f"<tool_sep{suffix}>" if self.separator else None)
        return grammar

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every call of every block at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Blocks(self, text, stops, format)
        matches: list[Match] = []
        resume = len(text)
        covered = True
        pos = text.find("<tool_calls", start)
        while pos >= 0:
            found, undecided = scan.block(pos)
            if undecided:
                resume = min(resume, pos)
            if not found:
                covered = False
                pos = text.find("<tool_calls", pos + 1)
                continue
            if any(m.error is not None for m in found):
                covered = False
            matches.extend(found)
            pos = text.find("<tool_calls", max(found[-1].end, pos + 1))
        if matches and matches[-1].incomplete:
            resume = min(resume, matches[-1].start)
        return Extraction(matches, resume, frozenset(self.openers) if covered else frozenset())

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """The calls in one unsuffixed block, laid out as the template writes it (strings raw,
        other values as JSON). A key holding ``<`` is ``ValueError``: a tag there may be an
        opener of some format, which ends the call."""
        for call in calls:
            if any("<" in key for key in call.arguments):
                raise ValueError("this format cannot write an argument name holding '<'")
        nl = "\n" if self.newlines else ""
        return f"{BEGIN}{nl}{self.calls('').render(calls)}{nl}</tool_calls>"


class _Blocks:
    """One extraction of :class:`HunyuanBlock`: the text, its cursors, a reader per suffix."""

    def __init__(self, grammar: HunyuanBlock, text: str, stops: Stops, fmt: str) -> None:
        self.g = grammar
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self._readers: dict[str, Reader] = {}
        self._ends: dict[str, MarkerCursor] = {}

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def reader(self, suffix: str) -> Reader:
        read = self._readers.get(suffix)
        if read is None:
            read = self._readers[suffix] = self.g.calls(suffix).reader(self.text, self.stops,
                                                                       self.fmt)
        return read

    def end_cursor(self, end: str) -> MarkerCursor:
        cursor = self._ends.get(end)
        if cursor is None:
            cursor = self._ends[end] = MarkerCursor(self.text, end)
        return cursor

    def block(self, at: int) -> tuple[list[Match] | None, bool]:
        """block := BEGIN ws call (ws call)* ws (END | end-of-text)

        Returns the matches (None: no block begins here) and whether more text could change
        them."""
        text, n = self.text, self.n
        begun = _BEGIN.match(text, at)
        if begun is None:
            # ``<tool_calls`` that is no opener, or one the text ends inside
            return None, _BEGIN_CUT.match(text, at) is not None
        suffix = f":{begun.group(1)}" if begun.group(1) else ""
        if suffix not in self._readers and len(self._readers) >= MAX_SUFFIXES:
            return None, False
        opener = begun.group()
        end_marker = f"</tool_calls{suffix}>"
        grammar = self.g.calls(suffix)
        read = self.reader(suffix)  # registers the suffix
        call_open = grammar.opener
        content = begun.end()
        p = skip_ws(text, content)
        if p >= n or _is_prefix(text, p, (call_open, end_marker)):
            err = self.error("tool_call.unexpected_end", f"the text ended after '{opener}', "
                             "before the tool call", n)
            return [Match(at, n, [], err, True, "", n)], True
        ends = self.end_cursor(end_marker)
        if not text.startswith(call_open, p):
            close = ends.next(p)
            following = self.stops.next(content)
            if close < 0:
                return None, following < 0  # prose unless the end comes
            if 0 <= following < close:
                return None, False  # "wrap it in <tool_calls> tags ... <tool_calls>..."
            what = "empty tool call" if p == close else \
                f"tool call content is not a key/value call (expected '{call_open}')"
            err = self.error("tool_call.unrecognized", what, p)
            return [Match(at, close + len(end_marker), [], err, False, "", p)], False
        out: list[Match] = []
        q = p
        while True:
            match, undecided = read(q)
            if match is None:
                # a call opener inside the block that starts no call
                err = self.error("tool_call.unclosed", f"'{call_open}' is not closed by "
                                 f"'{grammar.closer}'", q)
                if undecided:
                    out.append(Match(q, n, [], err, True, "", n))
                    return _first_at(out, at), True
                following = self.stops.next(q + len(call_open))
                stop = following if following >= 0 else q + len(call_open)
                out.append(Match(q, stop, [], err, False, "", q + len(call_open)))
                return _first_at(out, at), False
            out.append(match)
            if match.incomplete:
                return _first_at(out, at), True
            r = skip_ws(text, match.end)
            if r >= n:
                match.end = n
                return _first_at(out, at), True  # the model stopped before the end
            if text.startswith(end_marker, r):
                match.end = r + len(end_marker)
                return _first_at(out, at), undecided
            if text.startswith(call_open, r):
                match.end = q = r
                continue
            if _is_prefix(text, r, (end_marker, call_open)):
                match.end = n  # the text ends inside the end or the next call's opener
                return _first_at(out, at), True
            if match.error is not None:
                return _first_at(out, at), False  # it ended at another opener: so does the block
            close = ends.next(r)
            following = self.stops.next(r)
            if close < 0 or 0 <= following < close:
                err = self.error("tool_call.unclosed", f"'{opener}' is not closed by "
                                 f"'{end_marker}'", at)
                return [Match(at, r, [], err, False, "", r)], False
            err = self.error("tool_call.unexpected_content",
                             f"expected '{call_open}' or '{end_marker}'", r)
            match.end = r
            out.append(Match(r, close + len(end_marker), [], err, False, "", r))
            return _first_at(out, at), False


def _first_at(matches: list[Match], at: int) -> list[Match]:
    """The block's matches: its opener belongs to the first, and each run of complete calls is
    one match (a bare ``<tool_call>`` is Hermes's, GLM's or Qwen3-Coder's opener too: a match
    of its own starting there could tie with theirs, while inside a longer match theirs are
    its content)."""
    matches[0].start = at
    out: list[Match] = []
    for match in matches:
        last = out[-1] if out else None
        if last is not None and last.error is None and match.error is None:
            last.calls.extend(match.calls)
            last.end = match.end
        else:
            out.append(match)
    return out


def _is_prefix(text: str, pos: int, spellings: Sequence[str]) -> bool:
    """True when the text ends at ``pos`` plus a proper prefix of one of ``spellings``."""
    left = len(text) - pos
    return left > 0 and any(left < len(s) and text.startswith(s[:left], pos)
                            for s in spellings)
