"""The engine: one pass over the tiers, shared by strict and lenient parsing.

1. Reasoning blocks (``<think>...</think>``, Magistral's ``[THINK]...[/THINK]``, or an
   unclosed opener to the end of the text) are blanked with spaces, newlines kept, so no plugin
   searches them and every offset stays the caller's.
2. Tiers are tried in ascending order. Within a tier each format whose markers occur (one
   substring test each) and whose ``detect`` finds a candidate is asked to ``extract``.
3. The first tier with any match (a call or a broken call) wins. Its matches are merged in text
   order; a match that starts inside an earlier one is that match's content and is dropped.
   Where two matches start together, one that parsed wins over a broken one, then the longer.
4. Plugins are checked, cheaply: an exception out of ``detect`` or ``extract``, a result of the
   wrong type, spans outside the text or out of order, or an error positioned outside the text
   is a fault of the plugin. It becomes a ``tool_call.plugin_error`` naming the plugin and the
   format, reported like a broken call of that plugin's tier (strict parsing raises it, lenient
   parsing collects it), and the traceback is logged on the ``toolcalls`` logger; the faulty
   plugin's matches are dropped, every other plugin's are kept. docs/plugins.md has the
   contract.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from toolcalls.errors import NoToolCallFoundError, ToolCallError
from toolcalls.prefilter import TierPlan, plan_tiers
from toolcalls.registry import LoadedFormat, Registry, default_registry
from toolcalls.toolkit.spans import MarkerCursor
from toolcalls.toolkit.tagged import CleanCalls, clean_tagged_json
from toolcalls.types import Call, Extraction, Match, ParseResult

__all__ = ["PLUGIN_ERROR", "REASONING_MARKERS", "Outcome", "Parser", "reasoning_spans"]


#: The code of a plugin fault (an exception or a malformed result out of detect or extract).
PLUGIN_ERROR = "tool_call.plugin_error"

#: A fast-lane answer: the calls and their spans, the format id, the reasoning spans.
_LaneResult = tuple[CleanCalls, str, list[tuple[int, int]]]

THINK_OPEN = "<think>"
THINK_BRACKET_OPEN = "[THINK]"
#: Reasoning blocks: (opener, closer). Text inside is never searched for calls.
REASONING_MARKERS = ((THINK_OPEN, "</think>"), (THINK_BRACKET_OPEN, "[/THINK]"))
REASONING_OPENERS = tuple(opener for opener, _ in REASONING_MARKERS)
_NOT_NEWLINE = re.compile(r"[^\n]")


class Outcome:
    """What one engine run found: the winning tier's matches and the reasoning spans.

    When the fast lane answered (a tagged JSON format whose every call was well-formed, see
    ``FormatSpec.tagged_json``), the calls are held as the lane found them (dicts and spans)
    and ``matches`` builds the Match and Call objects on first use: strict parsing,
    which returns dicts, never pays for them.
    """

    __slots__ = ("_lane_format", "_matches", "_plain", "reasoning", "text")

    def __init__(
        self,
        text: str,
        matches: list[Match] | None,
        reasoning: list[tuple[int, int]],
        plain: CleanCalls | None = None,
        lane_format: str = "",
    ) -> None:
        self.text = text
        self.reasoning = reasoning
        self._matches = matches
        self._plain = plain
        self._lane_format = lane_format

    @property
    def matches(self) -> list[Match]:
        matches = self._matches
        if matches is None:
            fmt = self._lane_format
            calls, spans = self._plain or ([], [])
            matches = self._matches = [
                Match(start, end, [Call(c["name"], c["arguments"], start, end, None, fmt)],
                      None, False, fmt)
                for c, (start, end) in zip(calls, spans, strict=True)
            ]
        return matches

    @property
    def calls(self) -> list[Call]:
        return [call for match in self.matches for call in match.calls]

    @property
    def errors(self) -> list[ToolCallError]:
        return [match.error for match in self.matches if match.error is not None]


def reasoning_spans(text: str) -> list[tuple[int, int]]:
    """Spans of reasoning blocks in text order (an unclosed one runs to the end of the text)."""
    spans: list[tuple[int, int]] = []
    openers = [(MarkerCursor(text, o), MarkerCursor(text, c)) for o, c in REASONING_MARKERS]
    pos = 0
    while True:
        best, close_cursor, opener_len = -1, None, 0
        for opener, closer in openers:
            at = opener.next(pos)
            if at >= 0 and (best < 0 or at < best):
                best, close_cursor, opener_len = at, closer, len(opener.marker)
        if close_cursor is None:
            return spans
        close = close_cursor.next(best + opener_len)
        if close < 0:
            spans.append((best, len(text)))
            return spans
        pos = close + len(close_cursor.marker)
        spans.append((best, pos))


def _strip_reasoning(block: str) -> str:
    for opener, closer in REASONING_MARKERS:
        if block.startswith(opener):
            block = block[len(opener):]
            return block[: -len(closer)] if block.endswith(closer) else block
    return block


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    parts: list[str] = []
    last = 0
    for start, end in spans:
        parts.append(text[last:start])
        parts.append(_NOT_NEWLINE.sub(" ", text[start:end]))
        last = end
    parts.append(text[last:])
    return "".join(parts)


def _logger() -> Any:
    """The ``toolcalls`` logger; logging is imported only when a plugin faults."""
    import logging  # noqa: PLC0415

    return logging.getLogger("toolcalls")


def _plugin_fault(
    fmt: LoadedFormat, hook: str, problem: str, text: str, exc: BaseException | None = None
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


def _check_extraction(extraction: object, n: int, format_id: str) -> str | None:
    """What is wrong with a plugin's ``toolcalls_extract`` result, or None: O(matches + calls).

    On the way, each match, call and error gets ``format_id`` (a faulty result is dropped
    whole, so writing it first is harmless), and a stored error loses its traceback and context
    (they would keep the frames of the parse that built it alive).
    """
    if type(extraction) is not Extraction:
        return f"returned {type(extraction).__name__}, not Extraction"
    matches = extraction.matches
    if type(matches) is not list:
        return f"Extraction.matches is {type(matches).__name__}, not list"
    last = 0
    for match in matches:
        if type(match) is not Match:
            return f"a match is {type(match).__name__}, not Match"
        start, end = match.start, match.end
        if type(start) is not int or type(end) is not int or not 0 <= start <= end <= n:
            return f"match span [{start!r}, {end!r}) is not inside the text (length {n})"
        if start < last:
            return f"match at {start} starts before the previous match ends ({last})"
        last = end
        match.format = format_id
        error = match.error
        if error is not None:
            if not isinstance(error, ToolCallError):
                return f"match error is {type(error).__name__}, not ToolCallError"
            position = error.position
            if position is not None and (type(position) is not int or not 0 <= position <= n):
                return f"error position {position!r} is not inside the text (length {n})"
            error.__traceback__ = None
            error.__context__ = None
            if error.format is None:
                error.format = format_id
        calls = match.calls
        if type(calls) is not list:
            return f"Match.calls is {type(calls).__name__}, not list"
        for call in calls:
            if type(call) is not Call:
                return f"a call is {type(call).__name__}, not Call"
            if type(call.name) is not str or type(call.arguments) is not dict:
                return f"call {call.name!r} has a non-str name or non-dict arguments"
            # The span as the plugin gave it: one it deferred (Call.defer_span) is located
            # only when read, inside the payload the plugin parsed.
            call_start, call_end = call._start, call._end
            if not start <= call_start <= call_end <= end:
                return (f"call span [{call_start!r}, {call_end!r}) is not inside its match "
                        f"[{start}, {end})")
            call.format = format_id
    return None


def _resolve(matches: list[Match]) -> list[Match]:
    """Text order; a match starting inside an earlier kept match is its content."""
    if len(matches) < 2:
        return matches
    matches.sort(key=lambda m: (m.start, m.error is not None, -m.end))
    kept: list[Match] = []
    end = -1
    for match in matches:
        if match.start >= end:
            kept.append(match)
            end = max(match.end, match.start + 1)
    return kept


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
        self._plan_cache: dict[tuple[str, ...], tuple[TierPlan, ...]] = {}
        self._last: tuple[tuple[LoadedFormat, ...] | None, tuple[TierPlan, ...]] = (None, ())
        self._every: tuple[Registry | None, tuple[TierPlan, ...]] = (None, ())

    @property
    def registry(self) -> Registry:
        if self._registry is None:
            return default_registry()
        return self._registry

    def _plans(self, formats: Iterable[str] | None) -> tuple[TierPlan, ...]:
        """The tier plans of the selected formats, built once per selection."""
        if formats is None and self._formats is None:  # every format: the usual call
            registry = self._registry if self._registry is not None else default_registry()
            if registry is self._every[0]:
                return self._every[1]
            every = plan_tiers(registry.select(None), REASONING_OPENERS)
            self._every = (registry, every)
            return every
        chosen = self.registry.select(self._formats if formats is None else formats)
        if chosen is self._last[0]:  # the registry hands out the same tuple for a selection
            return self._last[1]
        key = tuple(fmt.id for fmt in chosen)
        plans = self._plan_cache.get(key)
        if plans is None or plans[0].formats[0] is not chosen[0]:
            plans = self._plan_cache[key] = plan_tiers(chosen, REASONING_OPENERS)
        self._last = (chosen, plans)
        return plans

    def run(self, text: str, *, formats: Iterable[str] | None = None) -> Outcome:
        """Find every match of the winning tier: the engine behind every entry point."""
        found = self._run(text, formats)
        if isinstance(found, Outcome):
            return found
        plain, format_id, reasoning = found
        return Outcome(text, None, reasoning, plain, format_id)

    def _run(self, text: str, formats: Iterable[str] | None) -> Outcome | _LaneResult:
        """``run``, except that a fast-lane answer comes as ``(calls, format id, reasoning)``
        (the strict functions turn it into dicts without building an Outcome)."""
        if not isinstance(text, str):
            raise TypeError(f"text must be str, not {type(text).__name__}")
        plans = self._plans(formats)
        chars: dict[str, int] = {}  # text.find(char) of first characters, shared by the run
        # The first tier's scan also looks for the reasoning openers: one pass for both.
        markers = plans[0].scan(text, chars)
        reasoning: list[tuple[int, int]] = []
        searched = text
        if THINK_OPEN in markers or THINK_BRACKET_OPEN in markers:
            reasoning = reasoning_spans(text)
            searched = _blank(text, reasoning)
            chars = {}  # the blanked text has other offsets
            markers = plans[0].scan(searched, chars)
        found: list[Match] = []
        faults: list[Match] = []
        n = len(searched)
        for plan in plans:
            candidates = (
                plan.select(markers) if plan is plans[0] else plan.candidates(searched, chars)
            )
            if len(candidates) == 1:
                fmt, first = candidates[0]
                lane = fmt.lane
                if lane is not None:  # the fast lane: no hooks when every call is clean
                    plain = clean_tagged_json(searched, first, lane[0], lane[1])
                    if plain:
                        return plain, fmt.id, reasoning
            for fmt, first in candidates:
                try:
                    at = fmt.detect(searched, first if fmt.spec.anchored else 0)
                except Exception as exc:
                    faults.append(_plugin_fault(fmt, "detect", f"raised {type(exc).__name__}: "
                                                f"{exc}", text, exc))
                    continue
                if type(at) is not int or not -1 <= at <= n:
                    faults.append(_plugin_fault(fmt, "detect", f"returned {at!r}, not an offset "
                                                f"in [-1, {n}]", text))
                    continue
                if at < 0:
                    continue
                try:
                    extraction: Extraction = fmt.extract(searched, at)
                except Exception as exc:
                    faults.append(_plugin_fault(fmt, "extract", f"raised {type(exc).__name__}: "
                                                f"{exc}", text, exc))
                    continue
                problem = _check_extraction(extraction, n, fmt.id)
                if problem is not None:
                    faults.append(_plugin_fault(fmt, "extract", problem, text))
                    continue
                found.extend(extraction.matches)
            if found or faults:
                break
        if faults:
            return Outcome(text, faults + _resolve(found), reasoning)
        return Outcome(text, _resolve(found), reasoning)

    def parse_tool_calls(
        self, text: str, *, include_format: bool = False, formats: Iterable[str] | None = None
    ) -> list[dict[str, Any]]:
        """Every call of the winning tier, in text order; ``[]`` when there is none.

        Raises the first :class:`ToolCallError` in text order when a call is broken.
        """
        outcome = self._run(text, formats)
        if not isinstance(outcome, Outcome):
            (calls, _), format_id, _ = outcome
            if include_format:
                for call in calls:
                    call["format"] = format_id
            return calls
        result: list[dict[str, Any]] = []
        for match in outcome.matches:
            if match.error is not None:
                raise match.error
            result.extend(call.to_dict(include_format=include_format) for call in match.calls)
        return result

    def parse_tool_call(
        self, text: str, *, include_format: bool = False, formats: Iterable[str] | None = None
    ) -> dict[str, Any]:
        """Exactly one call: none raises ``tool_call.not_found``, more ``tool_call.multiple``.

        A broken call is reported before ``multiple``.
        """
        found = self._run(text, formats)
        if isinstance(found, Outcome):
            outcome = found
        else:
            plain, format_id, reasoning = found
            if len(plain[0]) == 1:
                call = plain[0][0]
                if include_format:
                    call["format"] = format_id
                return call
            outcome = Outcome(text, None, reasoning, plain, format_id)
        for match in outcome.matches:
            if match.error is not None:
                raise match.error
        calls = outcome.calls
        if not calls:
            raise NoToolCallFoundError()
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

    def parse(self, text: str, *, formats: Iterable[str] | None = None) -> ParseResult:
        """Lenient parsing: the calls it could parse, the errors it met, the content outside.

        Never raises on model output (a non-str text is still a ``TypeError``). It reads the
        same engine run as the strict functions: wherever they return calls, this returns the
        same calls and no errors.
        """
        outcome = self.run(text, formats=formats)
        spans = [(start, end, "reasoning") for start, end in outcome.reasoning]
        spans.extend(
            (m.start, m.end, "call" if m.error is None else "error") for m in outcome.matches
        )
        spans.sort()
        pieces: list[str] = []
        last = 0
        for start, end, _ in spans:
            if start > last:
                pieces.append(text[last:start])
            last = max(last, end)
        pieces.append(text[last:])
        reasoning = None
        if outcome.reasoning:
            blocks = (_strip_reasoning(text[start:end]) for start, end in outcome.reasoning)
            reasoning = "\n".join(block.strip() for block in blocks).strip()
        content = "".join(pieces).strip()
        return ParseResult(outcome.calls, outcome.errors, content, reasoning, spans)
