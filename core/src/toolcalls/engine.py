"""The engine: one pass over the tiers, shared by strict and lenient parsing (and streaming).

1. Reasoning blocks (``<think>...</think>`` and the markers the installed formats declare, an
   unclosed opener running to the end of the text, a prefilled block ended by a closer with no
   opener) are blanked with spaces, newlines kept, so no plugin searches them and every offset
   stays the caller's. A reasoning marker that lies inside a call found in the text as it
   stands is part of that call's arguments, not a marker.
2. Tiers are tried in ascending order. Within a tier each format whose markers occur (the
   prefilter) and whose ``detect`` finds a candidate is asked to ``extract``, with the
   ``Stops`` of the selection: a broken call ends at the next opener of any format.
3. The matches of a tier are resolved: in text order; where several start together (formats
   sharing an opener, such as ``<tool_call>``), a complete match wins, then the one whose
   grammar got furthest (``Match.progress``), then the longer, then by error code and message:
   never by format id. A match that starts inside a kept match is that match's content.
4. A broken match that starts inside a complete call of a later tier (a marker inside a JSON
   string of a bare JSON call), or that holds one starting where its grammar had given up
   right after its opener (an opener whose payload no installed claimant reads, around a
   bare JSON call), is that call's content: the tier counts only if something else remains.
   A grammar that read more (a header, a name, arguments begun) gave a broken call.
5. The first tier with any match (a call or a broken call) wins.
6. With ``tools=[...]``: calls to tools not in the list are ``tool_call.unknown_tool``;
   raw-text values are typed by the tool's schema (``tool_call.invalid_argument_type`` where
   a value cannot take its type; the call is kept with the raw string); with ``validate=True``
   the arguments are checked against the schema (``tool_call.schema_violation``).
7. Plugins are checked, cheaply: an exception out of ``detect`` or ``extract``, a result of the
   wrong type, spans outside the text or out of order, or an error positioned outside the text
   is a fault of the plugin. It becomes a ``tool_call.plugin_error`` naming the plugin and the
   format, reported like a broken call of that plugin's tier, and the traceback is logged on
   the ``toolcalls`` logger; the faulty plugin's matches are dropped, every other plugin's are
   kept. docs/plugins.md has the contract.
"""

from __future__ import annotations

import inspect
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final, NamedTuple, cast

from toolcalls.errors import NoToolCallFoundError, ToolCallError
from toolcalls.prefilter import TierPlan, plan_tiers
from toolcalls.registry import LoadedFormat, Registry, default_registry
from toolcalls.toolkit.shapes import FastCalls, fast_matches
from toolcalls.toolkit.spans import MarkerCursor, skip_ws
from toolcalls.toolkit.stops import Stops
from toolcalls.toolkit.tries import any_marker
from toolcalls.types import Call, CharClass, Extraction, Match, ParseResult, Reasoning

__all__ = [
    "DEFAULT_REASONING",
    "PLUGIN_ERROR",
    "Outcome",
    "Parser",
    "Selection",
    "reasoning_spans",
]

#: The code of a plugin fault (an exception or a malformed result out of detect or extract).
PLUGIN_ERROR: Final = "tool_call.plugin_error"

#: Reasoning blocks every selection knows, whatever formats are installed: ``<think>`` is
#: written by the models of most families (and of every tier). Formats add their own.
DEFAULT_REASONING: Final = (Reasoning("<think>", "</think>", prefilled=True),)


#: A reasoning block: ``(start, end, inner_start, inner_end)``.
ReasoningSpan = tuple[int, int, int, int]

#: A grammar's ``fast_calls(text, start)``: every call at or after ``start``, when all are
#: clean (see ``TaggedJSON.fast_calls``), else None.
FastPath = Callable[[str, int], "FastCalls | None"]


#: A toolkit block's ``may_complete(text, at)``: False where no call of its grammar can
#: complete starting at ``at``, now or with more text.
MayComplete = Callable[[str, int], bool]


class Lane(NamedTuple):
    """A first-tier format whose calls the engine may take from its grammar's fast path
    (``lane_matches``) without running the tier; see :meth:`Selection.lane_plan`."""

    fmt: LoadedFormat
    #: what the payload after the opener (and whitespace) starts with, for this format
    first: CharClass
    #: the grammar's ``lane_matches(text, start, format)`` (given the selection's stops as
    #: ``stops=`` when it takes them)
    matches: Callable[[str, int, str], list[Match] | None]
    #: the grammar's ``fast_calls`` when it has one (the strict functions' dicts come straight
    #: from its tuples)
    calls: FastPath | None
    #: a toolkit block or a first-party plugin's grammar (its fast path is held to its full
    #: rules by the test suite: :func:`_trusted`); another grammar's result is checked like
    #: an extraction, and where it raises or breaks the contract the tier runs instead
    trusted: bool = False
    #: the ``may_complete(text, at)`` of the other claimants of the opener whose payloads
    #: may start like this format's (DeepSeek V3 and V3.1): ``matches`` declines where one
    #: of them may complete a call where one of its matches starts (:func:`_against`)
    rivals: tuple[MayComplete, ...] = ()


#: One way a text with a given set of first-tier markers may take a lane: the opener, its
#: lanes, and the text's other markers, every occurrence of which must lie inside the calls.
LanePlan = tuple[str, tuple[Lane, ...], tuple[str, ...]]


class Selection:
    """What one selection of formats needs on every parse, computed once and cached.

    :ivar formats: the selected formats in ``(tier, id)`` order.
    :ivar tiers: one prefilter plan per tier (the first also scans the reasoning markers).
    :ivar reasoning: the reasoning blocks of the selection (defaults first).
    :ivar openers: the markers of anchored formats: where a broken call ends.
    :ivar control_tokens: tokens never left in content.
    """

    __slots__ = ("_control_ends", "_control_plan", "_lane_plans", "_lane_rank", "_pairs",
                 "control_pattern",
                 "control_tokens", "formats", "lanes", "marker_rivals", "markers", "openers",
                 "pending", "reasoning", "reasoning_markers", "shared", "tiers")

    def __init__(self, formats: Sequence[LoadedFormat]) -> None:
        self.formats = tuple(formats)
        pairs: dict[tuple[str, str], Reasoning] = {}
        for item in (*DEFAULT_REASONING, *(r for f in formats for r in f.spec.reasoning)):
            known = pairs.get((item.open, item.close))
            if known is None or (item.prefilled and not known.prefilled):
                pairs[(item.open, item.close)] = item
        self.reasoning = tuple(pairs.values())
        #: what the first tier's scan also looks for: openers, and closers of prefilled blocks
        self.reasoning_markers = frozenset(
            {r.open for r in self.reasoning} | {r.close for r in self.reasoning if r.prefilled}
        )
        #: the pairs of the reasoning markers that occur in a text (``reasoning_pairs``)
        self._pairs: dict[frozenset[str], tuple[Reasoning, ...]] = {}
        self.tiers = plan_tiers(formats, tuple(sorted(self.reasoning_markers)))
        self.openers = tuple(sorted({m for f in formats if f.spec.anchored for m in f.markers}))
        self.control_tokens = tuple(
            sorted({t for f in formats for t in f.spec.control_tokens}, key=len, reverse=True)
        )
        #: removes them in one left-to-right pass, the longest token at each place, so a token
        #: holding another (``assistant<|role_sep|>`` and ``<|role_sep|>``) goes whole
        self.control_pattern = any_marker(self.control_tokens)
        #: which of them occur in a text (``strip_control``): a text without their first
        #: characters costs a memchr each, not the pattern's pass (0.3 ns a character even
        #: led by one literal character)
        self._control_plan = TierPlan(0, (), self.control_tokens) \
            if self.control_tokens else None
        #: last character -> the tokens ending with it, longest first (``control_end``)
        ends: dict[str, list[str]] = {}
        for token in self.control_tokens:
            ends.setdefault(token[-1], []).append(token)
        self._control_ends = {char: tuple(tokens) for char, tokens in ends.items()}
        #: what the end of a text may hold that begins a call of a format without a marker yet
        #: (the formats' ``pending``; streaming holds it back)
        patterns = [f"(?:{f.spec.pending})" for f in formats if f.spec.pending]
        self.pending = re.compile("|".join(patterns)) if patterns else None
        #: every marker of the selection: formats', reasoning, control tokens (streaming holds
        #: back a suffix of the text that could begin one)
        self.markers = frozenset(
            {m for f in formats for m in f.markers} | set(self.reasoning_markers)
            | {r.close for r in self.reasoning} | set(self.control_tokens)
        )
        #: per tier: marker -> the formats of that tier that claim it, when more than one does
        self.shared: tuple[dict[str, tuple[LoadedFormat, ...]], ...] = tuple(
            {
                marker: owners
                for marker in {m for f in plan.formats for m in f.markers}
                if len(owners := tuple(f for f in plan.formats if marker in f.markers)) > 1
            }
            for plan in self.tiers
        )
        #: opener -> its place among its block's ``lane_openers`` (a section begin comes
        #: before the call opener it holds: the lane is taken from the begin)
        self._lane_rank: dict[str, int] = {}
        #: opener -> its lanes (:meth:`_lanes`)
        self.lanes = self._lanes()
        #: marker -> the ``may_complete`` of every first-tier format that claims it, where
        #: each is a toolkit block's: such a marker standing where a lane's match starts (a
        #: prefix of its opener: MiniCPM's ``<function`` at ``<function_calls>``) lets the
        #: lane stand when none of them may complete a call there (``_held``)
        self.marker_rivals = self._marker_rivals()
        self._lane_plans: dict[frozenset[str], tuple[LanePlan, ...]] = {}

    def _lanes(self) -> dict[str, tuple[Lane, ...]]:
        """opener -> the lanes of that opener: the formats of the first tier whose grammar is
        bound (no hooks) and offers ``lane_openers`` holding it and ``lane_matches``, where
        every other claimant of the opener in the tier has payloads that never start like
        theirs (``first``), so at a place the fast path reads, a claimant could only add a
        broken match, which loses to the complete one."""
        if not self.tiers:
            return {}
        plan = self.tiers[0]
        if any(not fmt.markers for fmt in plan.formats):
            return {}  # a format without markers is a candidate on every text
        lanes: dict[str, list[Lane]] = {}
        rank = self._lane_rank
        for fmt in plan.formats:
            grammar = fmt.spec.grammar
            lane_matches = getattr(grammar, "lane_matches", None)
            if not fmt.bound_to_grammar or not callable(lane_matches):
                continue
            fast_calls = getattr(grammar, "fast_calls", None)
            lane_matches = _with_stops(lane_matches, self.openers)
            for index, opener in enumerate(getattr(grammar, "lane_openers", ())):
                rank[opener] = min(rank.get(opener, index), index)
                mine = fmt.first.get(opener)
                if opener not in fmt.markers or mine is None:
                    continue
                rivals = []
                for other in plan.formats:
                    if other is fmt or opener not in other.markers:
                        continue
                    first = other.first.get(opener)
                    if first is not None and first.disjoint(mine):
                        continue
                    # payloads that may start alike: a rival, when its extraction is a
                    # toolkit block's and the block says where it cannot complete a call
                    may_complete = _block_may_complete(other)
                    if may_complete is None:
                        break
                    rivals.append(may_complete)
                else:
                    if rivals and _rivalled(fmt, opener, rivals):
                        continue  # declined on the very outputs it is for: no lane
                    trusted = _trusted(fmt)
                    fast = callable(fast_calls) and trusted and getattr(grammar, "fast", True) \
                        and not rivals
                    lanes.setdefault(opener, []).append(Lane(
                        fmt, mine, _against(lane_matches, rivals) if rivals else lane_matches,
                        fast_calls if fast else None, trusted, tuple(rivals)))
        return {opener: tuple(found) for opener, found in lanes.items()}

    def _marker_rivals(self) -> dict[str, tuple[tuple[LoadedFormat, MayComplete], ...]]:
        """marker -> ``(format, may_complete)`` of each first-tier format that claims it,
        where every one of them is a toolkit block's (``marker_rivals``)."""
        if not self.lanes:
            return {}
        found: dict[str, tuple[tuple[LoadedFormat, MayComplete], ...]] = {}
        formats = self.tiers[0].formats
        for marker in {m for fmt in formats for m in fmt.markers}:
            checks = []
            for fmt in formats:
                if marker not in fmt.markers:
                    continue
                may_complete = _block_may_complete(fmt)
                if may_complete is None:
                    break
                checks.append((fmt, may_complete))
            else:
                found[marker] = tuple(checks)
        return found

    def reasoning_pairs(self, markers: dict[str, int]) -> tuple[Reasoning, ...]:
        """The pairs that can make a block in a text whose scan found ``markers``: those whose
        opener (or, prefilled, closer) occurs, in the selection's order; cached per set of
        reasoning markers present."""
        key = self.reasoning_markers.intersection(markers)
        pairs = self._pairs.get(key)
        if pairs is None:
            pairs = tuple(r for r in self.reasoning
                          if r.open in key or (r.prefilled and r.close in key))
            if len(self._pairs) >= 512:
                self._pairs.clear()
            self._pairs[key] = pairs
        return pairs

    def lane_plan(self, markers: dict[str, int]) -> tuple[LanePlan, ...]:
        """The ways a text whose first-tier markers are ``markers`` (from the scan) may take a
        lane, cached per marker set: none when a reasoning marker occurs or a format that may
        match is not anchored (its calls may start anywhere); else one per lane opener that
        occurs, with the other markers, which the text must hold only inside the calls the
        fast path reads (where the full rules would see them as those calls' content). The
        openers come in their blocks' order (a section begin before its call opener, which
        declines where a begin stands right before it)."""
        key = frozenset(markers)
        plans = self._lane_plans.get(key)
        if plans is not None:
            return plans
        lanes = self.lanes
        plans = ()
        if lanes and not key & self.reasoning_markers and not key.isdisjoint(lanes) and all(
            fmt.spec.anchored for fmt in self.tiers[0].formats
            if not key.isdisjoint(fmt.markers)
        ):
            rank = self._lane_rank
            plans = tuple((opener, lanes[opener], tuple(sorted(key - {opener})))
                          for opener in sorted(key.intersection(lanes),
                                               key=lambda o: (rank[o], o)))
        if len(self._lane_plans) >= 512:
            self._lane_plans.clear()
        self._lane_plans[key] = plans
        return plans

    def control_end(self, text: str) -> int:
        """Where the run of control tokens (and whitespace between them) that ends ``text``
        begins: ``len(text)`` when the text does not end with a control token."""
        ends = self._control_ends
        end = len(text)
        while True:
            stop = end
            while stop and text[stop - 1].isspace():
                stop -= 1
            tokens = ends.get(text[stop - 1]) if stop else None
            if tokens is None:
                return end
            for token in tokens:
                if text.endswith(token, 0, stop):
                    end = stop - len(token)
                    break
            else:
                return end

    def strip_control(self, text: str) -> str:
        """``text`` without the selection's control tokens.

        The removal is one left-to-right pass of a regex over the tokens that occur in the
        text; the prefilter's exact scan tells which occur (a memchr per first character, one
        C-level pass for each that occurs). At each place the longest token
        that occurs there is the one the pass over every token would remove, so the result is
        the same, and a text without tokens (or with a few of a hundred) does not pay for one
        alternation over all of them at every character, which is what a regex whose
        alternatives start with different characters costs."""
        if self._control_plan is None:
            return text
        present = self._control_plan.scan(text)
        if not present:
            return text
        pattern = any_marker(tuple(sorted(present)))
        assert pattern is not None
        return pattern.sub("", text)


class Outcome:
    """What one engine run found: the winning tier's matches, the calls and errors they give
    (after ``tools``), and the reasoning spans."""

    __slots__ = ("_calls", "_errors", "matches", "reasoning", "resume", "selection", "text",
                 "tier")

    def __init__(
        self,
        text: str,
        matches: list[Match],
        reasoning: list[ReasoningSpan],
        selection: Selection,
        resume: int,
        calls: list[Call] | None = None,
        errors: list[ToolCallError] | None = None,
        *,
        tier: int = -1,
    ) -> None:
        self.text = text
        self.matches = matches
        self.reasoning = reasoning
        self.selection = selection
        #: where a longer text must be parsed again (streaming): the first undecided place
        self.resume = resume
        #: the index (in ``selection.tiers``) of the tier whose matches these are, or -1
        self.tier = tier
        self._calls = calls
        self._errors = errors

    @property
    def calls(self) -> list[Call]:
        """The calls, in text order (without the calls to unknown tools, with ``tools``)."""
        if self._calls is None:
            return [call for match in self.matches for call in match.calls]
        return self._calls

    @property
    def errors(self) -> list[ToolCallError]:
        """The errors, in text order: broken matches, and with ``tools`` the schema errors."""
        if self._errors is None:
            return [match.error for match in self.matches if match.error is not None]
        return self._errors


# --- reasoning --------------------------------------------------------------------------------


def reasoning_spans(
    text: str,
    pairs: Sequence[Reasoning] = DEFAULT_REASONING,
    excluded: Sequence[tuple[int, int]] = (),
    started: bool | None = None,
) -> list[ReasoningSpan]:
    """Spans of reasoning blocks in text order: ``(start, end, inner_start, inner_end)``.

    Blocks are found left to right. An open block ends at its first closer (a closer always
    closes the block it is in) or runs to the end of the text. Outside blocks, markers inside
    the ``excluded`` ranges (calls found in the text as it stands, sorted) are not markers: a
    ``<think>`` in a call's string argument is part of the argument.

    ``started`` says whether the text begins inside a reasoning block (the chat template wrote
    the opener of a ``prefilled`` pair): True, the text up to the first closer of a prefilled
    pair (all of it when there is none) is reasoning; False, it is not; None (unknown), a
    closer of a prefilled pair that comes before any opener ends a block that began at 0.
    """
    if len(pairs) == 1 and not excluded and started is None:
        return _one_pair_spans(text, pairs[0])
    spans: list[ReasoningSpan] = []
    starts = [start for start, _ in excluded]

    def free(cursor: MarkerCursor, pos: int) -> int:
        """The next occurrence of the cursor's marker at or after ``pos`` outside ``excluded``."""
        while True:
            at = cursor.next(pos)
            if at < 0 or not starts:
                return at
            i = bisect_right(starts, at) - 1
            if i < 0 or at >= excluded[i][1]:
                return at
            pos = excluded[i][1]

    cursors = [(MarkerCursor(text, r.open), MarkerCursor(text, r.close), r) for r in pairs]
    pos = 0
    if started is not False:
        first_open = -1
        if started is None:
            for opener, _, _ in cursors:
                at = free(opener, 0)
                if at >= 0 and (first_open < 0 or at < first_open):
                    first_open = at
        # A prefilled block: a closer before any opener ends a block that began at 0.
        orphan = -1
        orphan_len = 0
        for _, closer, pair in cursors:
            if not pair.prefilled:
                continue
            at = closer.next(0) if started else free(closer, 0)
            if at >= 0 and (first_open < 0 or at < first_open) and (orphan < 0 or at < orphan):
                orphan, orphan_len = at, len(closer.marker)
        # A prefilled block the model opens again (``<think>`` written after the template's
        # own) begins after that opener: the opener is no reasoning text.
        inner = _reopened(text, cursors, orphan if orphan >= 0 else len(text)) if started else 0
        if orphan >= 0:
            spans.append((0, orphan + orphan_len, inner, orphan))
            pos = orphan + orphan_len
        elif started:
            return [(0, len(text), inner, len(text))]
    while True:
        best, best_open = -1, ""
        for opener, _, _ in cursors:
            at = free(opener, pos)
            if at >= 0 and (best < 0 or at < best):
                best, best_open = at, opener.marker
        if best < 0:
            return spans
        inner = best + len(best_open)
        inner = _past_repeats(text, inner, best_open, [pair.close for pair in pairs])
        # Pairs with one opener and several closers (Muse Glimmer's ``to=self<|message|>``
        # ends at ``<|eom|>`` or at the next header): the first closer ends the block.
        close, close_len = -1, 0
        for opener, closer, _ in cursors:
            if opener.marker == best_open:
                at = closer.next(inner)
                if at >= 0 and (close < 0 or at < close):
                    close, close_len = at, len(closer.marker)
        if close < 0:
            spans.append((best, len(text), inner, len(text)))
            return spans
        pos = close + close_len
        spans.append((best, pos, inner, close))


def _one_pair_spans(text: str, pair: Reasoning) -> list[ReasoningSpan]:
    """:func:`reasoning_spans` of one pair, nothing excluded, ``started`` unknown: the usual
    text (one ``<think>`` block, or the closer of a prefilled one), in a few ``find``s.
    ``test_one_pair_spans_are_the_general_rules`` holds it to the general loop."""
    opener, closer = pair.open, pair.close
    spans: list[ReasoningSpan] = []
    at = text.find(opener)
    if pair.prefilled:
        close = text.find(closer)
        if close >= 0 and (at < 0 or close < at):
            end = close + len(closer)
            spans.append((0, end, 0, close))
            at = text.find(opener, end)
    n = len(text)
    while at >= 0:
        inner = at + len(opener)
        inner = _past_repeats(text, inner, opener, (closer,))
        close = text.find(closer, inner)
        if close < 0:
            spans.append((at, n, inner, n))
            return spans
        end = close + len(closer)
        spans.append((at, end, inner, close))
        at = text.find(opener, end)
    return spans


def _reopened(text: str, cursors: Sequence[tuple[MarkerCursor, MarkerCursor, Reasoning]],
              end: int) -> int:
    """Where the reasoning of a text that begins inside a prefilled block starts: after an
    opener of a prefilled pair that the text begins with (blanks before it), else 0."""
    first = skip_ws(text, 0)
    for opener, _, pair in cursors:
        marker = opener.marker
        if pair.prefilled and first + len(marker) <= end and text.startswith(marker, first):
            return min(_past_repeats(text, first + len(marker), marker, (pair.close,)), end)
    return 0


def _past_repeats(text: str, inner: int, opener: str, closers: Sequence[str]) -> int:
    """Where a block's reasoning starts, ``inner`` being right after its opener: after the
    same opener written again right there (blanks between), as many times as it is
    (``<think><think>plan</think>``: SGLang's tests; a model repeating the template's opener).
    The opener is a marker, never reasoning text; where it is also a closer of the pairs
    (``<t>...<t>``) the next one closes the block instead."""
    if opener in closers:
        return inner
    while True:
        q = skip_ws(text, inner)
        if not text.startswith(opener, q):
            return inner
        inner = q + len(opener)


def _overlap(calls: Sequence[tuple[int, int]], spans: Sequence[ReasoningSpan]) -> bool:
    """True when one of ``calls`` (spans in text order) overlaps one of ``spans``."""
    i = 0
    count = len(calls)
    for start, end, _, _ in spans:
        while i < count and calls[i][1] <= start:
            i += 1
        if i < count and calls[i][0] < end:
            return True
    return False


def _blank(text: str, spans: Sequence[ReasoningSpan]) -> str:
    """``text`` with the spans' characters written as spaces, newlines kept (offsets and
    lines stay)."""
    parts: list[str] = []
    last = 0
    for start, end, _, _ in spans:
        parts.append(text[last:start])
        parts.append("\n".join(" " * len(line) for line in text[start:end].split("\n")))
        last = end
    parts.append(text[last:])
    return "".join(parts)


def _format_markers(markers: dict[str, int], selection: Selection) -> dict[str, int]:
    """The scan's markers without the reasoning markers: what the formats see."""
    reasoning = selection.reasoning_markers
    return {m: at for m, at in markers.items() if m not in reasoning}


# --- plugin faults ----------------------------------------------------------------------------


def _logger() -> Any:
    """The ``toolcalls`` logger; logging is imported only when a plugin faults."""
    import logging  # noqa: PLC0415

    return logging.getLogger("toolcalls")


def _plugin_fault(
    fmt: LoadedFormat, hook: str, problem: str, exc: BaseException | None = None
) -> Match:
    """A plugin fault as a broken match at the start of the text (reported first)."""
    where = f"plugin {fmt.plugin!r}" + (f" ({fmt.distribution})" if fmt.distribution else "")
    message = f"the {fmt.id!r} format's {hook} failed ({where}): {problem}"
    if exc is not None:
        _logger().error("toolcalls: %s", message, exc_info=exc)
    else:
        _logger().error("toolcalls: %s", message)
    error = ToolCallError(PLUGIN_ERROR, message, None, format=fmt.id)
    return Match(0, 0, [], error)


def check_extraction(extraction: object, n: int, format_id: str = "") -> str | None:
    """What is wrong with a ``toolcalls_extract`` result for a text of length ``n``, or None:
    the one contract checker, used by the engine on every result and by
    ``toolcalls.testing.check_extraction``. O(matches + calls).

    On the way, each match, call and error gets ``format_id`` when given (a faulty result is
    dropped whole, so writing it first is harmless), and a stored error loses its traceback
    and context (they would keep the frames of the parse that built it alive).
    """
    # Everything is read as ``Any``: the compiled engine (core/build_native.py) would check a
    # value read as its annotated type itself, and fail with its own TypeError, not this
    # contract's message.
    if type(extraction) is not Extraction:
        return f"returned {type(extraction).__name__}, not Extraction"
    result: Any = extraction
    matches = result.matches
    if type(matches) is not list:
        return f"Extraction.matches is {type(matches).__name__}, not list"
    resume = result.resume
    if type(resume) is not int or not 0 <= resume <= n:
        return f"Extraction.resume {resume!r} is not an offset in [0, {n}]"
    covered = result.covered
    if type(covered) is not frozenset:
        return f"Extraction.covered is {type(covered).__name__}, not frozenset"
    last = 0
    item: Any
    for item in matches:
        if type(item) is not Match:
            return f"a match is {type(item).__name__}, not Match"
        match: Any = item
        start, end = match.start, match.end
        if type(start) is not int or type(end) is not int or not 0 <= start <= end <= n:
            return f"match span [{start!r}, {end!r}) is not inside the text (length {n})"
        if start < last:
            return f"match at {start} starts before the previous match ends ({last})"
        last = end
        if format_id:
            match.format = format_id
        error = match.error
        calls = match.calls
        if type(calls) is not list:
            return f"Match.calls is {type(calls).__name__}, not list"
        if error is not None:
            if not isinstance(error, ToolCallError):
                return f"match error is {type(error).__name__}, not ToolCallError"
            if calls:
                return f"the broken match at {start} holds calls"
            position = error.position
            if position is not None and (type(position) is not int or not 0 <= position <= n):
                return f"error position {position!r} is not inside the text (length {n})"
            error.__traceback__ = None
            error.__context__ = None
            if format_id and error.format is None:
                error.format = format_id
        elif not calls:
            return f"the match at {start} holds neither calls nor an error"
        elif match.incomplete:
            return f"the match at {start} is complete but marked incomplete"
        if match.incomplete and end != n:
            return f"the partial match at {start} ends at {end}, before the end of the text"
        for entry in calls:
            if type(entry) is not Call:
                return f"a call is {type(entry).__name__}, not Call"
            call: Any = entry
            name = call.name
            if type(name) is not str or not name or type(call.arguments) is not dict:
                return f"call {name!r} has an empty or non-str name or non-dict arguments"
            # The span as the plugin gave it: one it deferred (Call.defer_span) is located
            # only when read, inside the payload the plugin parsed.
            call_start, call_end = call._start, call._end
            if not start <= call_start <= call_end <= end:
                return (f"call span [{call_start!r}, {call_end!r}) is not inside its match "
                        f"[{start}, {end})")
            if format_id:
                call.format = format_id
    return None


# --- resolving the matches of a tier ----------------------------------------------------------


def _order(match: Match) -> tuple[Any, ...]:
    error = match.error
    if error is None:
        return (match.start, 0, 0, -match.end, "", "")
    return (match.start, 1, -match.progress, -match.end, error.code, error.message)


def resolve(matches: list[Match]) -> list[Match]:
    """Text order; of matches starting together, the complete one, else the one that got
    furthest; a match starting inside a kept match is its content."""
    if len(matches) < 2:
        return matches
    matches.sort(key=_order)
    kept: list[Match] = []
    end = -1
    for match in matches:
        if match.start >= end:
            kept.append(match)
            end = max(match.end, match.start + 1)
    return kept


def _inside(start: int, spans: list[tuple[int, int]], starts: list[int]) -> bool:
    i = bisect_right(starts, start) - 1
    return i >= 0 and start < spans[i][1]


class _TierResult:
    __slots__ = ("faults", "matches", "resume", "tier")

    def __init__(self, tier: int, matches: list[Match], faults: list[Match], resume: int) -> None:
        self.tier = tier
        self.matches = matches
        self.faults = faults
        self.resume = resume


#: Selections a registry keeps (``Registry.engine_cache``): a program choosing formats per
#: request reuses them; beyond this many distinct choices the oldest is dropped.
SELECTIONS_KEPT: Final = 64


def _selection_of(registry: Registry, chosen: tuple[LoadedFormat, ...]) -> Selection:
    """The :class:`Selection` of ``chosen`` (formats of ``registry``), made once per registry
    and shared by every parser made from it: a ``Parser()`` per request costs no compiling."""
    cache: dict[tuple[str, ...], Selection] = registry.engine_cache
    key = tuple(fmt.id for fmt in chosen)
    selection = cache.get(key)
    if selection is None or selection.formats[0] is not chosen[0]:
        if len(cache) >= SELECTIONS_KEPT:
            cache.pop(next(iter(cache)), None)
        selection = cache[key] = Selection(chosen)
    return selection


# --- the parser -------------------------------------------------------------------------------


class Parser:
    """Parses tool calls with a set of formats (by default every installed one).

    ``Parser()`` uses the plugins of the environment's entry points; ``Parser(registry)`` a
    registry built by hand (``Registry.from_plugins([...])``), as tests and embedding apps do;
    ``formats=[...]`` restricts either to some format ids.
    """

    def __init__(
        self, registry: Registry | None = None, *, formats: Iterable[str] | None = None
    ) -> None:
        self._registry = registry
        self._formats = None if formats is None else tuple(formats)
        self._last: tuple[tuple[LoadedFormat, ...] | None, Selection | None] = (None, None)
        self._every: tuple[Registry | None, Selection | None] = (None, None)
        #: the selection of the parser's own ``formats``, for the registry it was made from
        self._own: tuple[Registry | None, Selection | None] = (None, None)

    @property
    def registry(self) -> Registry:
        if self._registry is None:
            return default_registry()
        return self._registry

    def selection(self, formats: Iterable[str] | None = None) -> Selection:
        """The :class:`Selection` of these formats (of the parser's, by default), cached."""
        if formats is None and self._formats is None:  # every format: the usual call
            registry = self._registry if self._registry is not None else default_registry()
            every = self._every
            if registry is every[0] and every[1] is not None:
                return every[1]
            selection = _selection_of(registry, registry.select(None))
            self._every = (registry, selection)
            return selection
        if formats is None:  # the parser's own formats: as cheap as every format
            registry = self._registry if self._registry is not None else default_registry()
            own = self._own
            if registry is own[0] and own[1] is not None:
                return own[1]
            selection = _selection_of(registry, registry.select(self._formats))
            self._own = (registry, selection)
            return selection
        registry = self.registry
        chosen = registry.select(formats)
        last = self._last
        if chosen is last[0] and last[1] is not None:  # the registry hands out one tuple
            return last[1]
        selection = _selection_of(registry, chosen)
        self._last = (chosen, selection)
        return selection

    # --- the run --------------------------------------------------------------------------

    def run(
        self,
        text: str,
        *,
        formats: Iterable[str] | None = None,
        tools: Sequence[Any] | None = None,
        validate: bool = False,
        reasoning_started: bool | None = None,
    ) -> Outcome:
        """Find every match of the winning tier: the engine behind every entry point.

        ``reasoning_started``: whether the text begins inside a reasoning block (the prompt
        ended with ``<think>``); None (unknown) lets a closer with no opener decide (see
        :func:`reasoning_spans`).
        """
        if not isinstance(text, str):
            raise TypeError(f"text must be str, not {type(text).__name__}")
        selection = self.selection(formats)
        return self.outcome(text, selection, tools=tools, validate=validate,
                            reasoning_started=reasoning_started)

    def outcome(
        self,
        text: str,
        selection: Selection,
        *,
        tools: Sequence[Any] | None = None,
        validate: bool = False,
        reasoning_started: bool | None = None,
        tiers: tuple[int, int] | None = None,
        blank_reasoning: bool = True,
        scanned: tuple[dict[str, int], dict[str, int]] | None = None,
        lane: bool = True,
    ) -> Outcome:
        """``run`` for a :class:`Selection` already chosen, trying only the tiers with indexes
        in ``range(*tiers)`` when given (streaming, once a tier has won), and without looking
        for reasoning at all when ``blank_reasoning`` is False (streaming, to see the calls
        of the text as it stands). ``scanned``: the first tier's ``(scan, chars)`` of the
        text, when the caller has it; ``lane``: False when the caller has tried the lane.

        Control tokens that end the text (an end-of-turn token the server kept) close it: when
        a call of the text is broken and the text ends in control tokens, the text before them
        is read too, and its outcome is taken when it has fewer errors and more calls (a token
        that is the end of a marker cuts the marker, and no call). So a call whose closer
        the model left out before ``<|im_end|>`` is read as it is at the end of the text. A
        broken match whose error lies in those tokens keeps it: its grammar judged them."""
        found = self._outcome(text, selection, tools, validate, reasoning_started, tiers,
                              blank_reasoning, scanned, lane)
        if not found.matches or not selection.control_tokens \
                or all(m.error is None for m in found.matches):
            return found
        end = selection.control_end(text)
        if end == len(text) or any(m.error is not None and m.error.position is not None
                                   and m.error.position >= end for m in found.matches):
            # (a grammar that read past the tokens' start judged them: a call's own closer,
            # such as DeepSeek's ``<｜tool▁call▁end｜>`` after a fence left open, is no end of
            # the turn)
            return found
        cut = self._outcome(text[:end], selection, tools, validate, reasoning_started, tiers,
                            blank_reasoning, None, lane)
        if len(cut.errors) >= len(found.errors) or len(cut.calls) <= len(found.calls):
            return found  # a token that ends a marker (``function call<|role_sep|>``) stays
        # more text would put the tokens inside the text: what they decided is undecided
        return Outcome(text, cut.matches, cut.reasoning, selection,
                       min(cut.resume, found.resume), cut._calls, cut._errors, tier=cut.tier)

    def _outcome(self, text: str, selection: Selection, tools: Sequence[Any] | None,
                 validate: bool, reasoning_started: bool | None, tiers: tuple[int, int] | None,
                 blank_reasoning: bool, scanned: tuple[dict[str, int], dict[str, int]] | None,
                 lane: bool) -> Outcome:
        """:meth:`outcome` without its reading of trailing control tokens."""
        if scanned is None:
            chars: dict[str, int] = {}  # text.find(char) of first characters, shared by the run
            # The first tier's scan also looks for the reasoning markers: one pass for both.
            markers = selection.tiers[0].scan(text, chars)
        else:
            markers, chars = scanned
        first, last = tiers if tiers is not None else (0, len(selection.tiers))
        if lane and markers and first == 0 and not reasoning_started and selection.lanes:
            laned = _lane_matches(text, selection, markers)
            if laned is not None:
                return self._typed(text, laned, [], selection, len(text), 0, tools, validate)
        reasoning: list[ReasoningSpan] = []
        searched = text
        if blank_reasoning and (
            reasoning_started or selection.reasoning_markers.intersection(markers)
        ):
            reasoning, laned = self._reasoning(text, selection, markers, chars,
                                               reasoning_started)
            if laned is not None and first == 0:
                # the lane read the calls outside the blocks: the blanked text's lane would
                # read the same
                return self._typed(text, laned, reasoning, selection, len(text), 0, tools,
                                   validate)
            if reasoning:
                searched = _blank(text, reasoning)
                chars = {}  # the blanked text has other offsets
                markers = selection.tiers[0].scan(searched, chars)
                if first == 0 and markers and selection.lanes:
                    # The blocks are decided: the reasoning markers left (inside calls) are
                    # text, and the lane may read the calls of the blanked text.
                    laned = _lane_matches(searched, selection,
                                          _format_markers(markers, selection))
                    if laned is not None:
                        return self._typed(text, laned, reasoning, selection, len(text), 0,
                                           tools, validate)
        found = self._tiers(searched, selection, markers, chars, first, last)
        if found is None:
            matches: list[Match] = []
            resume = len(text)
            tier = -1
        else:
            matches = found.faults + found.matches if found.faults else found.matches
            resume = found.resume
            tier = found.tier
        return self._typed(text, matches, reasoning, selection, resume, tier, tools, validate)

    @staticmethod
    def _typed(text: str, matches: list[Match], reasoning: list[ReasoningSpan],
               selection: Selection, resume: int, tier: int, tools: Sequence[Any] | None,
               validate: bool) -> Outcome:
        """The outcome of a run, its calls typed and checked by ``tools`` when given."""
        if tools is None and not validate:
            return Outcome(text, matches, reasoning, selection, resume, tier=tier)
        from toolcalls.tools import apply_tools  # noqa: PLC0415 - only with tools

        calls, errors = apply_tools(text, matches, tools, validate)
        return Outcome(text, matches, reasoning, selection, resume, calls, errors, tier=tier)

    def _reasoning(self, text: str, selection: Selection, markers: dict[str, int],
                   chars: dict[str, int], started: bool | None
                   ) -> tuple[list[ReasoningSpan], list[Match] | None]:
        """The reasoning blocks, markers inside calls of the text as it stands left out; and
        the lane's matches when the lane read the calls and none of them overlaps a block
        (blanking the blocks leaves them, and every marker the lane vouched for, as they
        are: the lane of the blanked text would read the same), else None."""
        # Only the pairs whose opener (or, prefilled, closer) occurs can make a block.
        pairs = selection.reasoning_pairs(markers)
        spans = reasoning_spans(text, pairs, started=started)
        if not spans:
            return spans, None
        # A marker inside a call's string argument is part of the argument: find the calls of
        # the text as it stands (calls mentioned while reasoning included, which is harmless:
        # they lie inside the blocks) and look for the markers outside them only. The lane
        # gives the first tier's calls when it reads them (reasoning markers are no format's).
        taken = _lane(text, selection, _format_markers(markers, selection)) \
            if selection.lanes else None
        if taken is not None:
            fmt, clean, laned = taken
            complete = [(c[2], c[3]) for c in clean] if clean is not None \
                else [(m.start, m.end) for m in laned]
            if not _overlap(complete, spans):
                # No block reaches into a call: no marker inside one made or ended a block,
                # and leaving those markers out changes nothing.
                return spans, laned if clean is None else fast_matches(text, clean, fmt.id)
            return reasoning_spans(text, pairs, complete, started), None
        found = self._tiers(text, selection, markers, dict(chars), 0, len(selection.tiers))
        if found is None:
            return spans, None
        complete = [(m.start, m.end) for m in found.matches if m.error is None]
        if not complete:
            return spans, None
        return reasoning_spans(text, pairs, complete, started), None

    def _tiers(self, text: str, selection: Selection, markers: dict[str, int],
               chars: dict[str, int], first_tier: int, last_tier: int) -> _TierResult | None:
        """The result of the first tier in ``[first_tier, last_tier)`` that finds anything."""
        stops = Stops(text, selection.openers)
        tiers = selection.tiers
        resume = len(text)  # of the tiers that found nothing: what a longer text could change
        for index in range(first_tier, last_tier):
            plan = tiers[index]
            candidates = (
                plan.select(markers) if index == 0 else plan.candidates(text, chars)
            )
            if not candidates:
                continue
            result = self._tier(text, index, plan, candidates, selection, stops,
                                markers if index == 0 else None)
            if not result.matches and not result.faults:
                resume = min(resume, result.resume)
                continue
            result.resume = min(resume, result.resume)
            if index + 1 < last_tier and not result.faults and any(
                m.error is not None for m in result.matches
            ):
                kept = self._discount(text, selection, markers, chars, result, last_tier)
                if kept is None:
                    continue
                return kept
            return result
        if resume < len(text):
            return _TierResult(-1, [], [], resume)
        return None

    def _discount(self, text: str, selection: Selection, markers: dict[str, int],
                  chars: dict[str, int], result: _TierResult,
                  last_tier: int) -> _TierResult | None:
        """Drop the broken matches of ``result`` that start inside a complete call of a later
        tier (they are that call's content). When nothing is left, the later tiers' result."""
        later = self._tiers(text, selection, markers, chars, result.tier + 1, last_tier)
        if later is None:
            return result
        complete = [(m.start, m.end) for m in later.matches if m.error is None]
        if not complete:
            return result
        starts = [start for start, _ in complete]

        openers = selection.openers

        def content_of_later(match: Match) -> bool:
            """The broken match starts inside a later call, or holds one that starts where
            its grammar had already given up right after its opener (an opener whose payload
            no installed claimant reads, around a bare JSON call). A grammar that read more
            (a name, a header, arguments begun) gave a broken call, which is never dropped."""
            if _inside(match.start, complete, starts):
                return True
            gave_up = max(match.progress, match.start)
            if text[match.start:gave_up].strip() not in openers:
                return False
            i = bisect_right(starts, gave_up - 1)
            return i < len(complete) and complete[i][1] <= match.end

        kept = [m for m in result.matches if m.error is None or not content_of_later(m)]
        if len(kept) == len(result.matches):
            return result
        if kept:
            resume = min([result.resume] + [m.start for m in kept if m.incomplete])
            return _TierResult(result.tier, kept, [], resume)
        return later

    def _tier(self, text: str, index: int, plan: TierPlan,
              candidates: Sequence[tuple[LoadedFormat, int]], selection: Selection,
              stops: Stops, known: dict[str, int] | None = None) -> _TierResult:
        """Run the candidate formats of one tier and resolve their matches. ``known``: the
        first offset of every marker of the tier that occurs (the prefilter's scan), when
        the caller has it."""
        found: list[Match] = []
        faults: list[Match] = []
        n = len(text)
        resume = n
        shared = selection.shared[index]
        covered: dict[str, CharClass | None] = {}
        if shared and len(candidates) > 1:
            candidates = self._claimants_first(text, candidates, shared, known)
        for fmt, first in candidates:
            if covered and self._skippable(text, fmt, covered, known):
                continue
            # A plugin's hooks may return anything: what they return is checked here, read
            # as ``Any`` (the compiled engine would otherwise check it against the hook's
            # annotation first, and fail with its own TypeError).
            hooks: Any = fmt
            try:
                at = hooks.detect(text, first if fmt.spec.anchored else 0)
            except Exception as exc:
                faults.append(_plugin_fault(fmt, "detect", f"raised {type(exc).__name__}: "
                                            f"{exc}", exc))
                continue
            if type(at) is not int or not -1 <= at <= n:
                faults.append(_plugin_fault(fmt, "detect", f"returned {at!r}, not an offset "
                                            f"in [-1, {n}]"))
                continue
            if at < 0:
                continue
            try:
                extraction = hooks.extract(text, at, stops)
            except Exception as exc:
                faults.append(_plugin_fault(fmt, "extract", f"raised {type(exc).__name__}: "
                                            f"{exc}", exc))
                continue
            problem = check_extraction(extraction, n, fmt.id)
            if problem is not None:
                faults.append(_plugin_fault(fmt, "extract", problem))
                continue
            found.extend(extraction.matches)
            resume = min(resume, extraction.resume)
            for marker in extraction.covered:
                covered[marker] = fmt.first.get(marker)
        matches = resolve(found)
        for match in matches:
            # A partial match, and a broken one that runs to the end of the text (more text
            # moves its end), are what a longer text may change.
            if match.start < resume and (match.incomplete or (
                    match.error is not None and match.end >= n)):
                resume = match.start
                break
        return _TierResult(index, matches, faults, resume)

    @staticmethod
    def _claimants_first(text: str, candidates: Sequence[tuple[LoadedFormat, int]],
                         shared: dict[str, tuple[LoadedFormat, ...]],
                         known: dict[str, int] | None = None,
                         ) -> Sequence[tuple[LoadedFormat, int]]:
        """Candidates reordered so that, of the claimants of a shared opener, the one whose
        payload can start with what follows its first occurrence runs first (its complete
        matches then let the others be skipped). Results never depend on this order."""
        ahead: set[int] = set()
        present = shared.keys() & known.keys() if known is not None else shared.keys()
        for marker in present:
            owners = shared[marker]
            at = known[marker] if known is not None else text.find(marker)
            if at < 0:
                continue
            p = skip_ws(text, at + len(marker))
            if p >= len(text):
                continue
            char = text[p]
            for owner in owners:
                first = owner.first.get(marker)
                if first is not None and char in first:
                    ahead.add(id(owner))
        if not ahead:
            return candidates
        return sorted(candidates, key=lambda item: id(item[0]) not in ahead)

    @staticmethod
    def _skippable(text: str, fmt: LoadedFormat, covered: dict[str, CharClass | None],
                   known: dict[str, int] | None = None) -> bool:
        """True when every marker of ``fmt`` that occurs is covered by the complete matches of
        a claimant whose payloads start with characters ``fmt``'s never start with: ``fmt``
        could then only add broken matches at those places, which the complete ones win
        over."""
        firsts = fmt.first
        for marker in fmt.markers:
            if marker not in covered:
                if (marker in known) if known is not None else (marker in text):
                    return False
                continue
            theirs = covered[marker]
            mine = firsts.get(marker)
            if theirs is None or mine is None or not mine.disjoint(theirs):
                return False
        return True

    # --- the strict and lenient entry points ----------------------------------------------

    def parse_tool_calls(
        self,
        text: str,
        *,
        include_format: bool = False,
        formats: Iterable[str] | None = None,
        tools: Sequence[Any] | None = None,
        validate: bool = False,
        reasoning_started: bool | None = None,
    ) -> list[dict[str, Any]]:
        """Every call of the winning tier in text order; the first error is raised."""
        if not isinstance(text, str):
            raise TypeError(f"text must be str, not {type(text).__name__}")
        selection = self.selection(formats)
        chars: dict[str, int] = {}
        markers = selection.tiers[0].scan(text, chars)
        laned = bool(markers) and not validate and not reasoning_started and selection.lanes
        if laned:
            # the lane, straight to the dicts the caller wants (what ``outcome`` gives when the
            # lane is taken: its matches, typed by the tools when given)
            taken = _lane(text, selection, markers)
            if taken is not None:
                fmt, clean, matches = taken
                if tools is not None and (clean is None or not _known(clean, tools)):
                    if clean is not None:
                        matches = fast_matches(text, clean, fmt.id)
                    from toolcalls.tools import apply_tools  # noqa: PLC0415 - only with tools

                    calls, errors = apply_tools(text, matches, tools, False)
                    if errors:
                        raise errors[0]
                    return [call.to_dict(include_format=include_format) for call in calls]
                if clean is None:
                    return [call.to_dict(include_format=include_format)
                            for match in matches for call in match.calls]
                if include_format:
                    fid = fmt.id
                    return [{"name": c[0], "arguments": c[1], "format": fid} for c in clean]
                return [{"name": c[0], "arguments": c[1]} for c in clean]
        if not markers and not reasoning_started:
            # No marker of the first tier (nor a reasoning marker): when no later tier has a
            # candidate either, no format runs and the answer is no call (what the run gives,
            # after checking the tools' definitions as the run does).
            tiers = selection.tiers
            if not tiers[0].select(markers) and not any(
                    plan.candidates(text, chars) for plan in tiers[1:]):
                if tools is not None or validate:
                    from toolcalls.tools import apply_tools  # noqa: PLC0415 - only with tools

                    apply_tools(text, [], tools, validate)
                return []
        outcome = self.outcome(text, selection, tools=tools, validate=validate,
                               reasoning_started=reasoning_started, scanned=(markers, chars),
                               lane=not laned)
        errors = outcome.errors
        if errors:
            raise errors[0]
        return [call.to_dict(include_format=include_format) for call in outcome.calls]

    def parse_tool_call(
        self,
        text: str,
        *,
        include_format: bool = False,
        formats: Iterable[str] | None = None,
        tools: Sequence[Any] | None = None,
        validate: bool = False,
        reasoning_started: bool | None = None,
    ) -> dict[str, Any]:
        """Exactly one call; ``tool_call.not_found``, ``tool_call.multiple`` or the first error
        otherwise."""
        outcome = self.run(text, formats=formats, tools=tools, validate=validate,
                           reasoning_started=reasoning_started)
        errors = outcome.errors
        if errors:
            raise errors[0]
        calls = outcome.calls
        if not calls:
            raise NoToolCallFoundError(_not_found_message(text, self, outcome))
        if len(calls) > 1:
            second = calls[1]
            raise ToolCallError(
                "tool_call.multiple",
                f"expected one tool call but found more (the second is {second.name!r})",
                second.start,
                text=text,
                format=second.format,
            )
        return calls[0].to_dict(include_format=include_format)

    def parse(
        self,
        text: str,
        *,
        formats: Iterable[str] | None = None,
        tools: Sequence[Any] | None = None,
        validate: bool = False,
        reasoning_started: bool | None = None,
    ) -> ParseResult:
        """Lenient parsing: the calls it could parse, the errors it met, the content outside.

        Never raises on model output (a non-str text is still a ``TypeError``). It reads the
        same engine run as the strict functions: wherever they return calls, this returns the
        same calls and no errors.
        """
        outcome = self.run(text, formats=formats, tools=tools, validate=validate,
                           reasoning_started=reasoning_started)
        return result_of(outcome)


def _lane(text: str, selection: Selection, markers: dict[str, int]
          ) -> tuple[LoadedFormat, FastCalls | None, list[Match]] | None:
    """The lane's result (``Selection.lane_plan``): ``(format, its fast_calls tuples or None,
    its matches)``, the matches empty when the tuples are given; None where no lane is taken.

    A lane is taken when the payload after the opener's first occurrence starts like the
    lane format's, its fast path reads every call from there, and every occurrence of the
    text's other first-tier markers lies inside one of those calls (after its start): the
    tier's result is then the fast path's calls, since any other format's match starts inside
    a complete call (its content) or at one, where it cannot be complete."""
    for opener, lanes, inner in selection.lane_plan(markers):
        at = markers[opener]
        p = skip_ws(text, at + len(opener))
        if p >= len(text):
            continue
        char = text[p]
        for lane in lanes:
            if char not in lane.first:
                continue
            # the fast path's tuples, or None: the block's lane reads what its fast path
            # declined
            clean = (lane.calls(text, at) or None) if lane.calls is not None else None
            matches: list[Match] | None
            if clean is None:
                if lane.trusted:
                    matches = lane.matches(text, at, lane.fmt.id)
                else:
                    matches = _checked_lane(lane, text, at)
                if not matches:
                    continue
            else:
                matches = []
            if inner:  # the calls' spans, asked only when other markers must lie inside
                spans = [(m.start, m.end) for m in matches] if clean is None \
                    else [(c[2], c[3]) for c in clean]
                if not _held(text, inner, markers, spans, selection.marker_rivals, lane.fmt):
                    break  # a marker outside the calls: no lane of this opener is taken
            return lane.fmt, clean, matches
    return None


def _trusted(fmt: LoadedFormat) -> bool:
    """True when the format's grammar is a toolkit block's, or the grammar of the first-party
    plugin of that format (the catalog's distribution, its own package): the test suite holds
    their fast paths to their full rules (tests/test_lanes.py), complete matches stamped with
    the format, so the engine does not check each result again."""
    module = type(fmt.spec.grammar).__module__
    if module.startswith("toolcalls.toolkit."):
        return True
    from toolcalls.catalog import first_party  # noqa: PLC0415 - once per selection

    entry = first_party(fmt.id)
    return entry is not None and fmt.distribution == entry.distribution and \
        module.split(".")[0] == entry.distribution.replace("-", "_")


def _block_may_complete(fmt: LoadedFormat) -> MayComplete | None:
    """The ``may_complete`` of a format whose extraction is a toolkit block's (held to its
    full rules by the test suite), or None: the engine asks no other code where a call
    cannot complete."""
    grammar = fmt.spec.grammar
    may_complete = getattr(grammar, "may_complete", None)
    if fmt.bound_to_grammar and callable(may_complete) and \
            type(grammar).__module__.startswith("toolcalls.toolkit."):
        return cast(MayComplete, may_complete)
    return None


def _against(lane_matches: Callable[[str, int, str], list[Match] | None],
             rivals: list[MayComplete]
             ) -> Callable[[str, int, str], list[Match] | None]:
    """A lane's ``lane_matches`` where other claimants of its opener may read the same
    payloads: None where one of them may complete a call where a match would start (there
    the tier decides between their readings); the lane's matches otherwise, which then win
    the tier, since every other reading of those places is broken or prose."""
    def matches(text: str, start: int, format: str) -> list[Match] | None:
        if any(may(text, start) for may in rivals):
            return None
        found = lane_matches(text, start, format)
        if found and any(may(text, m.start) for m in found[1:] for may in rivals):
            return None
        return found

    return matches


def _rivalled(fmt: LoadedFormat, opener: str,
              rivals: list[MayComplete]) -> bool:
    """True when another claimant of ``opener`` may complete a call where one of the
    format's own examples opens with it (Jamba's and Hunyuan's ``<tool_calls>`` hold the
    same JSON): a lane there would be declined on the outputs it is for, at a cost."""
    for example in fmt.spec.examples:
        at = example.find(opener)
        if at >= 0 and any(may(example, at) for may in rivals):
            return True
    return False


def _with_stops(lane_matches: Callable[..., list[Match] | None],
                openers: tuple[str, ...]) -> Callable[[str, int, str], list[Match] | None]:
    """A grammar's ``lane_matches``, given the selection's stops when it takes a ``stops``
    parameter: a grammar whose complete reads depend on where the next opener of any format
    stands (Gemma's bare values end there) reads as its extraction does."""
    try:
        takes = "stops" in inspect.signature(lane_matches).parameters
    except (TypeError, ValueError):  # a callable without a signature: called as specified
        takes = False
    if not takes:
        return lane_matches

    def with_stops(text: str, start: int, format: str) -> list[Match] | None:
        return lane_matches(text, start, format, stops=Stops(text, openers))

    return with_stops


def _known(clean: FastCalls, tools: Sequence[Any]) -> bool:
    """True when every call of a fast path names one of ``tools``: they then change nothing
    (its arguments are JSON, with no raw-text value to type)."""
    from toolcalls.tools import compile_tools  # noqa: PLC0415 - only with tools

    known = compile_tools(tools).by_name
    return all(call[0] in known for call in clean)


def _lane_matches(text: str, selection: Selection,
                  markers: dict[str, int]) -> list[Match] | None:
    """The lane's matches (``_lane``, its fast-path tuples made matches), or None."""
    taken = _lane(text, selection, markers)
    if taken is None:
        return None
    fmt, clean, matches = taken
    return matches if clean is None else fast_matches(text, clean, fmt.id)


def _checked_lane(lane: Lane, text: str, at: int) -> list[Match] | None:
    """The matches of a fast path that is not a toolkit block's, or None (the tier then runs,
    and reports the plugin's faults) when it raises or returns what breaks the extraction
    contract or is not all complete calls."""
    try:
        matches = lane.matches(text, at, lane.fmt.id)
    except Exception:  # the full rules run and say what is wrong
        return None
    if type(matches) is not list or not matches:
        return None
    n = len(text)
    if check_extraction(Extraction(matches, n), n, lane.fmt.id) is not None or any(
            m.error is not None or m.start < at for m in matches):
        return None
    return matches


def _held(text: str, inner: tuple[str, ...], markers: dict[str, int],
          spans: list[tuple[int, int]],
          rivals: dict[str, tuple[tuple[LoadedFormat, MayComplete], ...]],
          fmt: LoadedFormat) -> bool:
    """True when every occurrence of each marker of ``inner`` lies inside one of ``spans``
    (in text order), after its start, or at its start where no format but the lane's
    (``fmt``, whose complete call starts there) that claims the marker may complete a call
    there (``Selection.marker_rivals``): a match of theirs there would be broken or prose,
    and lose to the complete one that starts with it."""
    count = len(spans)
    for marker in inner:
        at = markers[marker]
        i = 0
        while at >= 0:
            while i < count and spans[i][1] <= at:
                i += 1
            if i == count or at < spans[i][0]:
                return False
            if at == spans[i][0]:
                checks = rivals.get(marker)
                if checks is None or any(
                        owner is not fmt and may(text, at) for owner, may in checks):
                    return False
            at = text.find(marker, at + 1)
    return True


def _not_found_message(text: str, parser: Parser, outcome: Outcome) -> str:
    """``no tool call found in the text``, naming first-party formats whose markers occur but
    which are not installed (with how to install them)."""
    from toolcalls.catalog import missing_hint  # noqa: PLC0415 - only when nothing is found

    base = "no tool call found in the text"
    hint = missing_hint(text, [fmt.id for fmt in parser.registry.formats])
    return base if hint is None else f"{base}; {hint}"


def result_of(outcome: Outcome) -> ParseResult:
    """The lenient :class:`ParseResult` of an engine run."""
    text = outcome.text
    spans = [(start, end, "reasoning") for start, end, _, _ in outcome.reasoning]
    called = {id(call) for call in outcome.calls}
    for match in outcome.matches:
        if match.start == match.end and match.error is not None and match.error.position is None:
            continue  # a plugin fault claims no text
        kind = "call" if match.error is None and any(id(c) in called for c in match.calls) \
            else "error"
        spans.append((match.start, match.end, kind))
    spans.sort()
    pieces: list[str] = []
    last = 0
    for start, end, _ in spans:
        if start > last:
            pieces.append(text[last:start])
        last = max(last, end)
    pieces.append(text[last:])
    content = "".join(pieces)
    content = outcome.selection.strip_control(content)
    reasoning = None
    if outcome.reasoning:
        blocks = (text[inner:inner_end].strip() for _, _, inner, inner_end in outcome.reasoning)
        reasoning = "\n".join(blocks).strip()
    return ParseResult(outcome.calls, outcome.errors, content.strip(), reasoning, spans)
