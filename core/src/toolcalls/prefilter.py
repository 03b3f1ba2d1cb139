"""Which formats' markers occur in a text: a few C-level passes, whatever the number of formats.

Markers are grouped by their first character. A character that does not occur (one ``str.find``,
a memchr) rules out every marker of its group at once; where it occurs, one compiled regex per
group, led by that literal character, lists the markers that occur (``findall``, in C), and a
``find`` per distinct marker gives its first offset. A text without markers thus costs one
memchr per distinct first character, and adding a plugin whose markers share a first character
with others costs nothing more on such text.

A marker that could be hidden from a non-overlapping regex scan by another marker (one that
occurs inside another marker, or that starts inside another marker's tail) is checked with
``in`` as well, so the answer is always exact.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from toolcalls.registry import LoadedFormat
from toolcalls.toolkit.tries import led_patterns, trie

__all__ = ["TierPlan", "led_patterns", "plan_tiers", "trie"]


#: ``(character, findall)``: the markers that start with one character, and the ``findall`` of
#: one regex led by that literal character that lists their occurrences (None when the
#: character alone is the only marker: its memchr tells all).
_Group = tuple[str, Callable[[str, int], list[str]] | None]


def _group(char: str, markers: list[str]) -> _Group:
    if markers == [char]:
        return (char, None)
    return (char, re.compile(re.escape(char) + trie([m[1:] for m in markers])).findall)


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
    """The formats of one tier, and how to tell cheaply which of them may match a text.

    ``extra`` markers belong to no format; they are found by the same scan (the engine passes
    the reasoning openers to the first tier's plan, so one pass answers both questions).
    """

    __slots__ = ("_always", "_groups", "_owners", "_risky", "formats", "tier")

    def __init__(
        self, tier: int, formats: Sequence[LoadedFormat], extra: Sequence[str] = ()
    ) -> None:
        self.tier = tier
        self.formats = tuple(formats)
        markers = sorted({m for fmt in formats for m in fmt.spec.markers} | set(extra))
        by_char: dict[str, list[str]] = {}
        for marker in markers:
            by_char.setdefault(marker[0], []).append(marker)
        self._groups = tuple(_group(char, group) for char, group in by_char.items())
        self._risky = _risky(markers)
        #: The answer when no marker occurs: the formats without markers.
        self._always = tuple((fmt, 0) for fmt in formats if not fmt.spec.markers)
        #: For each marker, the formats that declare it, in tier order.
        self._owners = {
            marker: tuple(fmt for fmt in formats if marker in fmt.spec.markers)
            for marker in markers
        }

    def scan(self, text: str, chars: dict[str, int] | None = None) -> dict[str, int]:
        """The first offset of each of the plan's markers (``extra`` included) in ``text``.

        ``chars`` caches ``text.find(char)`` across the tiers of one engine run, so each
        distinct first character costs one memchr per run. Where the character occurs, one
        ``findall`` (in C) names the markers present, and a ``find`` per distinct marker gives
        its first offset.
        """
        first: dict[str, int] = {}
        if chars is None:
            chars = {}
        for char, findall in self._groups:  # (the loop is repeated in candidates, for speed)
            at = chars.get(char)
            if at is None:
                at = chars[char] = text.find(char)
            if at < 0:
                continue
            if findall is None:
                first[char] = at
                continue
            for marker in set(findall(text, at)):
                first[marker] = text.find(marker, at)
        for marker in self._risky:
            if marker not in first:
                at = text.find(marker)
                if at >= 0:
                    first[marker] = at
        return first

    def select(self, first: dict[str, int]) -> Sequence[tuple[LoadedFormat, int]]:
        """``(format, offset of its first marker)`` for each format that may match a text
        whose markers are ``first`` (from :meth:`scan`), in order. A format without markers is
        always a candidate, at offset 0."""
        if len(first) == 1 and not self._always:  # the usual case: one kind of marker
            ((marker, at),) = first.items()
            return [(fmt, at) for fmt in self._owners[marker]]
        if not first:
            return self._always
        offsets: dict[int, int] = {id(fmt): 0 for fmt, _ in self._always}
        for marker, at in first.items():
            for fmt in self._owners[marker]:
                if offsets.get(id(fmt), at) >= at:
                    offsets[id(fmt)] = at
        return [(fmt, offsets[id(fmt)]) for fmt in self.formats if id(fmt) in offsets]

    def candidates(
        self, text: str, chars: dict[str, int] | None = None
    ) -> Sequence[tuple[LoadedFormat, int]]:
        """``select(scan(text, chars))``: the formats that may match ``text``, with a shortcut
        for the usual answer of a tier tried after another found nothing: no marker at all."""
        if chars is None:
            chars = {}
        for char, _ in self._groups:
            at = chars.get(char)
            if at is None:
                at = chars[char] = text.find(char)
            if at >= 0:
                return self.select(self.scan(text, chars))
        if self._risky:
            return self.select(self.scan(text, chars))
        return self._always


def plan_tiers(
    formats: Sequence[LoadedFormat], extra: Sequence[str] = ()
) -> tuple[TierPlan, ...]:
    """One plan per tier, in tier order (``formats`` is already in ``(tier, id)`` order);
    ``extra`` markers go to the first plan."""
    plans: list[TierPlan] = []
    current: list[LoadedFormat] = []
    for fmt in formats:
        if current and fmt.tier != current[0].tier:
            plans.append(TierPlan(current[0].tier, current, () if plans else extra))
            current = []
        current.append(fmt)
    if current:
        plans.append(TierPlan(current[0].tier, current, () if plans else extra))
    return tuple(plans)
