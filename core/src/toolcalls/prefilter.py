"""Which formats' markers occur in a text: a few C-level passes, whatever the number of formats.

Markers are grouped by their first character. A character that does not occur (one ``str.find``,
a memchr) rules out every marker of its group at once; where it occurs, one compiled regex per
group, led by that literal character, walks its occurrences and records the first offset of
each marker until every marker of the group has been seen. A text without markers thus costs one
memchr per distinct first character, and adding a plugin whose markers share a first character
with others costs nothing more on such text.

A marker that could be hidden from a non-overlapping regex scan by another marker (one that
occurs inside another marker, or that starts inside another marker's tail) is checked with
``in`` as well, so the answer is always exact.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolcalls.registry import LoadedFormat

__all__ = ["TierPlan", "plan_tiers"]


class _Group:
    __slots__ = ("char", "markers", "pattern")

    def __init__(self, char: str, markers: list[str]) -> None:
        self.char = char
        self.markers = frozenset(markers)
        ordered = sorted(markers, key=len, reverse=True)  # the longest alternative first
        tails = [re.escape(marker[1:]) for marker in ordered if len(marker) > 1]
        if len(tails) < len(ordered):  # the bare character is a marker itself
            tails.append("")
        self.pattern = re.compile(re.escape(char) + "(?:" + "|".join(tails) + ")")

    def scan(self, text: str, first: dict[str, int], chars: dict[str, int]) -> None:
        """Record in ``first`` the first offset of each marker of the group found in ``text``.

        ``chars`` caches ``text.find(char)`` across groups, tiers and the reasoning check of one
        engine run, so each distinct first character costs one memchr per run.
        """
        at = chars.get(self.char)
        if at is None:
            at = chars[self.char] = text.find(self.char)
        if at < 0:
            return
        missing = len(self.markers)
        for found in self.pattern.finditer(text, at):
            marker = found.group()
            if marker not in first:
                first[marker] = found.start()
                missing -= 1
                if not missing:
                    return


def _risky(markers: Sequence[str]) -> frozenset[str]:
    """Markers a non-overlapping scan could miss: inside another marker, or overlapping one."""
    risky = set()
    for marker in markers:
        for other in markers:
            if other == marker:
                continue
            if marker in other:
                risky.add(marker)
            # a tail of ``other`` that is a head of ``marker``: "ab" hides "bc" in "abc"
            if any(marker.startswith(other[k:]) for k in range(1, len(other))):
                risky.add(marker)
    return frozenset(risky)


class TierPlan:
    """The formats of one tier, and how to tell cheaply which of them may match a text."""

    __slots__ = ("_always", "_groups", "_risky", "formats", "tier")

    def __init__(self, tier: int, formats: Sequence[LoadedFormat]) -> None:
        self.tier = tier
        self.formats = tuple(formats)
        markers = sorted({m for fmt in formats for m in fmt.spec.markers})
        by_char: dict[str, list[str]] = {}
        for marker in markers:
            by_char.setdefault(marker[0], []).append(marker)
        self._groups = tuple(_Group(char, group) for char, group in by_char.items())
        self._risky = _risky(markers)
        #: The answer when no marker occurs: the formats without markers.
        self._always = tuple((fmt, 0) for fmt in formats if not fmt.spec.markers)

    def candidates(
        self, text: str, chars: dict[str, int] | None = None
    ) -> list[tuple[LoadedFormat, int]]:
        """``(format, offset of its first marker)`` for each format that may match, in order.

        A format without markers is always a candidate, at offset 0. ``chars`` is the engine
        run's cache of first-character offsets (see :meth:`_Group.scan`).
        """
        first: dict[str, int] = {}
        if chars is None:
            chars = {}
        for group in self._groups:
            group.scan(text, first, chars)
        for marker in self._risky:
            if marker not in first:
                at = text.find(marker)
                if at >= 0:
                    first[marker] = at
        if not first:
            return list(self._always)
        result: list[tuple[LoadedFormat, int]] = []
        for fmt in self.formats:
            markers = fmt.spec.markers
            if not markers:
                result.append((fmt, 0))
                continue
            offsets = [first[m] for m in markers if m in first]
            if offsets:
                result.append((fmt, min(offsets)))
        return result


def plan_tiers(formats: Sequence[LoadedFormat]) -> tuple[TierPlan, ...]:
    """One plan per tier, in tier order (``formats`` is already in ``(tier, id)`` order)."""
    plans: list[TierPlan] = []
    current: list[LoadedFormat] = []
    for fmt in formats:
        if current and fmt.tier != current[0].tier:
            plans.append(TierPlan(current[0].tier, current))
            current = []
        current.append(fmt)
    if current:
        plans.append(TierPlan(current[0].tier, current))
    return tuple(plans)
