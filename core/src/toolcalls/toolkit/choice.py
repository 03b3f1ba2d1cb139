"""Several payload grammars for one format: the building block :class:`Choice`.

Some formats write more than one payload after the same opener: LFM2 writes
``<|tool_call_start|>[f(a=1)]<|tool_call_end|>`` (Python calls) and
``<|tool_call_start|>[{"name": "f", "arguments": {...}}]<|tool_call_end|>`` (JSON); Llama 4
writes a pythonic list or JSON inside ``<|python_start|>...<|python_end|>``. Other formats
have several openers, each with its own grammar (Functionary v3.1's ``<function=f>{...}`` and
``<|python_tag|>`` code). ``Choice(a, b, ...)`` is one format made of such grammars::

    call := a | b | ...       # at each opener, the alternative that parses

Every alternative extracts on its own, and the matches are resolved exactly as the engine
resolves the claimants of a shared opener (``toolcalls.engine.resolve``): where matches start
together a complete one wins, then the one whose grammar got furthest (``Match.progress``),
then the longer, then by error code and message; a match that starts inside a kept match is
its content. So the result never depends on the order of the alternatives, and the error of a
broken call is the one of the grammar that read furthest.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from toolcalls.toolkit.stops import NO_STOPS, Stops
from toolcalls.types import Call, CharClass, Extraction, Match

if TYPE_CHECKING:
    from toolcalls.types import Grammar

__all__ = ["Choice"]


def _union(a: CharClass, b: CharClass) -> CharClass:
    """The characters of ``a`` or ``b``."""
    if not a.negated and not b.negated:
        return CharClass(a.chars | b.chars)
    if a.negated and b.negated:
        return CharClass(a.chars & b.chars, negated=True)
    positive, negative = (a, b) if b.negated else (b, a)
    return CharClass(negative.chars - positive.chars, negated=True)


class Choice:
    """Alternative grammars of one format (see the module).

    :param alternatives: the grammars (building blocks or objects with the same ``extract``,
        ``openers`` and ``first``), at least one.
    :param render_with: the index of the alternative whose ``render`` writes calls.
    """

    def __init__(self, *alternatives: Grammar, render_with: int = 0) -> None:
        if not alternatives:
            raise ValueError("Choice needs at least one grammar")
        if not 0 <= render_with < len(alternatives):
            raise ValueError(f"render_with={render_with} is not an alternative's index")
        self.alternatives = alternatives
        self.render_with = render_with
        openers: list[str] = []
        for grammar in alternatives:
            for opener in getattr(grammar, "openers", ()):
                if opener not in openers:
                    openers.append(opener)
        self.openers = tuple(openers)
        # What a payload can start with after an opener: the union over the alternatives that
        # claim the opener, unknown (absent) as soon as one of them does not say.
        first: dict[str, CharClass] = {}
        for opener in self.openers:
            owners = [g for g in alternatives if opener in getattr(g, "openers", ())]
            classes = [getattr(g, "first", {}).get(opener) for g in owners]
            if classes and all(c is not None for c in classes):
                merged = classes[0]
                for other in classes[1:]:
                    assert other is not None and merged is not None
                    merged = _union(merged, other)
                assert merged is not None
                first[opener] = merged
        self.first = first
        self._laned_grammars = self._laned()

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every match of any alternative at or after ``start``, resolved (see the module)."""
        from toolcalls.engine import resolve  # noqa: PLC0415 - the engine imports the toolkit

        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        found: list[Match] = []
        resume = len(text)
        for grammar in self.alternatives:
            extraction = grammar.extract(text, start, stops, format)
            found.extend(extraction.matches)
            resume = min(resume, extraction.resume)
        matches = resolve(found)
        for match in matches:
            if match.incomplete:
                resume = min(resume, match.start)
                break
        # ``covered`` is left empty: an alternative's complete matches may lose to another's.
        return Extraction(matches, resume)

    # --- the lane ----------------------------------------------------------------------------

    def _laned(self) -> tuple[Grammar, ...]:
        """The alternatives whose lane this choice may take: toolkit blocks with a lane, when
        every other alternative says where it cannot complete (``may_complete``)."""
        blocks = [g for g in self.alternatives
                  if type(g).__module__.startswith("toolcalls.toolkit.")]
        if len(blocks) < len(self.alternatives) or not all(
                callable(getattr(g, "may_complete", None)) for g in blocks):
            return ()
        return tuple(g for g in blocks if callable(getattr(g, "lane_matches", None)))

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """The openers where the engine's lane may start: those of the alternatives' lanes
        (:meth:`lane_matches`)."""
        found: list[str] = []
        for grammar in self._laned_grammars:
            for opener in getattr(grammar, "lane_openers", ()):
                if opener not in found:
                    found.append(opener)
        return tuple(found)

    def lane_matches(self, text: str, start: int, format: str = "") -> list[Match] | None:
        """The fast path: the first alternative whose lane reads every call from ``start`` on,
        when no other alternative may complete a call where one of those matches starts;
        None otherwise (the full rules then run).

        Where the other alternatives' readings are broken or prose, the complete match wins
        the resolution (see the module), and a match of theirs that starts inside it is its
        content: the choice's result is that lane's."""
        for grammar in self._laned_grammars:
            if not any(text.startswith(o, start) for o in getattr(grammar, "lane_openers", ())):
                continue
            matches: list[Match] | None = grammar.lane_matches(  # type: ignore[attr-defined]
                text, start, format)
            if not matches:
                continue
            for other in self.alternatives:
                if other is not grammar and any(
                        other.may_complete(text, m.start)  # type: ignore[attr-defined]
                        for m in matches):
                    return None
            return matches
        return None

    def render(self, calls: Sequence[Call]) -> str:
        """The calls as the alternative ``render_with`` writes them."""
        return self.alternatives[self.render_with].render(calls)
