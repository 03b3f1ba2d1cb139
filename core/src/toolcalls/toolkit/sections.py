"""Section markers around a run of calls, shared by the blocks that take a ``section``.

Some templates wrap every call in its own markers and the run of calls in a second pair:
DeepSeek's ``<｜tool▁calls▁begin｜>`` ... ``<｜tool▁calls▁end｜>`` around its
``<｜tool▁call▁begin｜>`` calls, Step3's ``<｜tool_calls_begin｜>`` ... ``<｜tool_calls_end｜>``.
The rules, the same for every block:

- a section begin (then whitespace) right before a match belongs to it, and a section end
  (after whitespace) right after a match belongs to it, so prose around the section is content
  (whitespace on both sides is what ``skip_ws`` skips: every character ``str.isspace`` takes,
  a no-break space included);
- a section begin that begins no call is read like any opener whose payload does not start:
  the text ending after it (or inside the spelling of a call opener) is a call cut short; a
  section end before the next opener makes it ``tool_call.unrecognized`` at its content (an
  empty or malformed section is never dropped silently), and so does a call closer or
  separator of the block before the next opener, the section end and the end of the text (the
  model left out the call opener: ``<｜tool▁calls▁begin｜>f<｜tool▁sep｜>{}<｜tool▁call▁end｜>``),
  the error running to the last such closer, or to that limit when only a separator shows;
  otherwise it is prose;
- a section begin followed by the block's own call opener whose call the call's rules read as
  prose (a name and no separator: ``<|tool_calls_section_begin|><|tool_call_begin|>broken``)
  is malformed too: ``tool_call.unrecognized`` at its content, running to the section end or
  to the next opener, whichever comes first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.spans import skip_ws, spellings
from toolcalls.toolkit.stops import Stops
from toolcalls.types import Match

__all__ = ["Section", "merge"]


class Section:
    """The markers of a section: ``begin`` and ``end``, each one spelling or several."""

    __slots__ = ("_begin", "_end", "begin", "begins", "end", "ends")

    def __init__(self, begin: str | tuple[str, ...], end: str | tuple[str, ...]) -> None:
        self.begins = spellings(begin)
        self.ends = spellings(end)
        #: the first spelling given of each marker: the one renderers write
        self.begin = begin if isinstance(begin, str) else begin[0]
        self.end = end if isinstance(end, str) else end[0]
        self._begin = re.compile("|".join(re.escape(s) for s in self.begins))
        self._end = re.compile("|".join(re.escape(s) for s in self.ends))

    def absorb(self, text: str, matches: list[Match], floor: int) -> None:
        """Give the section's markers to the matches they hold: a begin marker (then
        whitespace) right before a match starts it; an end marker (after whitespace) right
        after a complete or broken match ends it. Nothing before ``floor`` is taken."""
        previous_end = floor
        for match in matches:
            p = match.start
            while p > previous_end and text[p - 1].isspace():
                p -= 1
            for begin in self.begins:
                if p - len(begin) >= previous_end and text.startswith(begin, p - len(begin)):
                    match.start = p - len(begin)
                    break
            if not match.incomplete:
                q = skip_ws(text, match.end)
                for end in self.ends:
                    if text.startswith(end, q):
                        match.end = q + len(end)
                        break
            previous_end = match.end

    def begun_before(self, text: str, pos: int) -> bool:
        """True when a section begin (then whitespace) ends right at ``pos``."""
        p = pos
        while p > 0 and text[p - 1].isspace():
            p -= 1
        return any(text.startswith(begin, p - len(begin)) for begin in self.begins)

    def held(self, text: str, matches: list[Match], start: int) -> bool:
        """For a lane, on complete matches read from ``start``: give them the section markers
        they hold (:meth:`absorb`) and say whether the full rules would read the same, with
        nothing left to decide: no begin before ``start`` was taken, the last match's section
        end is not still to come, and every section begin at or after ``start`` belongs to a
        match or lies inside one (none begins no call)."""
        self.absorb(text, matches, start)
        if matches[0].start < start or self.may_end_after(text, matches[-1]):
            return False
        k = 0
        for begun in self._begin.finditer(text, start):
            at = begun.start()
            while k < len(matches) and matches[k].end <= at:
                k += 1
            if k == len(matches) or matches[k].start > at:
                return False
        return True

    def may_end_after(self, text: str, last: Match) -> bool:
        """True when a longer text could still change ``last``, the last match: it is partial,
        or its section end may still come (only whitespace, or the beginning of an end
        marker, follows it to the end of the text)."""
        if last.incomplete:
            return True
        if any(text.startswith(end, last.end - len(end)) for end in self.ends):
            return False
        q = skip_ws(text, last.end)
        left = len(text) - q
        return left == 0 or any(len(end) > left and text.startswith(end[:left], q)
                                for end in self.ends)

    def resume_before(self, text: str, resume: int, floor: int) -> int:
        """``resume`` moved back over a section begin (and whitespace) right before it, so
        that the begin joins the match of the undecided opener there when the text grows."""
        if resume >= len(text):
            return resume
        p = resume
        while p > floor and text[p - 1].isspace():
            p -= 1
        for begin in self.begins:
            if p - len(begin) >= floor and text.startswith(begin, p - len(begin)):
                return p - len(begin)
        return resume

    def orphans(self, text: str, start: int, matches: Sequence[Match], stops: Stops,
                openers: Sequence[str], fmt: str,
                closers: Sequence[str] = (),
                separators: Sequence[str] = ()) -> tuple[list[Match], int]:
        """The matches of the section begins at or after ``start`` that begin no call (outside
        ``matches``, which are in text order and hold the section markers they own), and where
        a longer text must be read again (``len(text)`` when everything is decided).

        ``openers`` are the spellings a call of the block begins with, ``closers`` those a
        call of the block ends with and ``separators`` those between its name and arguments
        (special tokens only: a marker that is plain text proves nothing).
        """
        n = len(text)
        found: list[Match] = []
        resume = n
        index = 0
        end_cursor = _Next(text, self._end)
        pos = start
        while (begun := self._begin.search(text, pos)) is not None:
            at = begun.start()
            pos = begun.end()
            while index < len(matches) and matches[index].end <= at:
                index += 1
            if index < len(matches) and matches[index].start <= at:
                pos = max(pos, matches[index].end)  # a marker inside (or owned by) a match
                continue
            p = skip_ws(text, pos)
            if p >= n:
                err = ToolCallError("tool_call.unexpected_end", f"the text ended after "
                                    f"'{begun.group()}', before the tool call", n,
                                    text=text, format=fmt)
                found.append(Match(at, n, [], err, True, "", n))
                resume = min(resume, at)
                break
            if n - p < 64 and any(o.startswith(text[p:]) and len(o) > n - p
                                  for o in (*openers, *self.begins)):
                err = ToolCallError("tool_call.unexpected_end", f"the text ended after "
                                    f"'{begun.group()}', before the tool call", n,
                                    text=text, format=fmt)
                found.append(Match(at, n, [], err, True, "", n))
                resume = min(resume, at)
                break
            close = end_cursor.next(p)
            following = stops.next(p)
            if (closers or separators) and (close < 0 or 0 <= following < close) and not (
                    following == p and any(text.startswith(o, p) for o in openers)):
                # no section end before the next opener: the block's own call markers show a
                # call whose opener was left out
                limit = min(x for x in (following, close, n) if x >= 0)
                last = _last_closer(text, closers, p, limit)
                if last < 0 and _last_closer(text, separators, p, limit) >= 0:
                    last = limit
                if last > p:
                    err = ToolCallError("tool_call.unrecognized", f"expected {openers[0]}... "
                                        f"after '{begun.group()}'", p, text=text, format=fmt)
                    found.append(Match(at, last, [], err, False, "", p))
                    pos = last
                    continue
            if following == p and any(text.startswith(o, p) for o in openers):
                # the section's own call opener began no call (a name with no separator
                # after it, read as prose by the call's rules): the section is malformed,
                # an error up to its end or to the next opener, never dropped silently
                after = stops.next(p + 1)
                if close < 0 and after < 0:
                    resume = min(resume, at)  # the text may still grow into a call
                    continue
                stop = after if close < 0 or 0 <= after < close else close + end_cursor.length
                err = ToolCallError("tool_call.unrecognized", f"expected a tool call after "
                                    f"'{begun.group()}'", p, text=text, format=fmt)
                found.append(Match(at, stop, [], err, False, "", p))
                pos = stop
                continue
            if close < 0:
                if following < 0:
                    resume = min(resume, at)  # a section end may still come
                continue
            if 0 <= following < close:
                continue  # prose: an opener comes first
            what = (f"empty '{begun.group()}' section" if p == close else
                    f"expected {openers[0]}... after '{begun.group()}'")
            err = ToolCallError("tool_call.unrecognized", what, p, text=text, format=fmt)
            end = close + end_cursor.length
            found.append(Match(at, end, [], err, False, "", p))
            pos = end
        return found, resume


def _last_closer(text: str, closers: Sequence[str], start: int, stop: int) -> int:
    """Where the last of ``closers`` found in ``text[start:stop]`` ends, or -1."""
    last = -1
    for closer in closers:
        at = text.rfind(closer, start, stop)
        if at >= 0:
            last = max(last, at + len(closer))
    return last


class _Next:
    """The next match of a pattern at or after a position, remembered (one scan in all)."""

    __slots__ = ("_at", "_from", "_len", "pattern", "text")

    def __init__(self, text: str, pattern: re.Pattern[str]) -> None:
        self.text = text
        self.pattern = pattern
        self._from = -1
        self._at = -2
        self._len = 0

    def next(self, pos: int) -> int:
        at = self._at
        if 0 <= self._from <= pos and (at == -1 or at >= pos):
            return at
        found = self.pattern.search(self.text, pos)
        self._from = pos
        self._at, self._len = (-1, 0) if found is None else (found.start(), len(found.group()))
        return self._at

    @property
    def length(self) -> int:
        return self._len


def merge(matches: list[Match], more: list[Match]) -> list[Match]:
    """``matches`` and ``more`` (neither overlapping the other) in text order."""
    if not more:
        return matches
    return sorted(matches + more, key=lambda m: m.start)
