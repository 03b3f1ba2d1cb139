"""Where a broken call ends: the next opener of any installed format.

The engine hands every extraction a :class:`Stops` for the text: the openers (the markers of
anchored formats) of every selected format. A building block ends a broken call at the first
opener at or after the fault, so whatever follows, of any format, is still parsed
(docs/architecture.md, "Broken calls end at the next opener"). Nothing is searched before the
first question: a text whose calls are all well-formed never pays for it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from toolcalls.toolkit.tries import any_marker

__all__ = ["NO_STOPS", "Stops"]


class Stops:
    """The next opener of any selected format at or after a position, remembered.

    The openers are looked for with one regex (``toolkit.tries.any_marker``): one search in
    C finds the first opener of all, and of two starting at one place the longer. The last
    answer is remembered, so asking again for any position up to it costs nothing.
    """

    __slots__ = ("_at", "_from", "markers", "text")

    def __init__(self, text: str, markers: Iterable[str]) -> None:
        self.text = text
        # (a selection's openers come sorted and unique already: no work per text)
        self.markers = markers if isinstance(markers, tuple) else tuple(sorted(set(markers)))
        self._from = -1  # nothing looked up yet
        self._at = -1

    def next(self, pos: int) -> int:
        """Offset of the first opener at or after ``pos``, or -1."""
        at = self._at
        if 0 <= self._from <= pos and (at == -1 or at >= pos):
            return at
        pattern = any_marker(self.markers)
        found = pattern.search(self.text, pos) if pattern is not None else None
        while found is not None and _glued(self.text, found):
            found = pattern.search(self.text, found.start() + 1)  # type: ignore[union-attr]
        at = -1 if found is None else found.start()
        self._from, self._at = pos, at
        return at

    def covering(self, pos: int, floor: int) -> int:
        """Offset of an opener that starts at or after ``floor`` and before ``pos`` and runs
        past ``pos`` (a fault inside it: a JSON payload's ``[`` that is the first character of
        ``[TOOL_CALLS]``), else :meth:`next` of ``pos``."""
        pattern = any_marker(self.markers)
        if pattern is not None and floor < pos:
            longest = max(map(len, self.markers))
            found = pattern.search(self.text, max(floor, pos - longest + 1))
            while found is not None and found.start() < pos:
                if found.end() > pos and not _glued(self.text, found):
                    return found.start()
                found = pattern.search(self.text, found.start() + 1)
        return self.next(pos)

    def first(self, pos: int, end: int) -> int:
        """Offset of the first opener in ``[pos, end)``, or ``end``."""
        at = self.next(pos)
        return end if at < 0 or at > end else at


_WORD: Final = re.compile(r"\w")


def _glued(text: str, found: re.Match[str]) -> bool:
    """True when the opener found ends in a word character and another one follows it: the
    start of a longer word (``<functionality``, ``<invokeX``), no opener of any format (a
    format whose marker ends in a letter reads a tag name or a word there)."""
    end = found.end()
    return end < len(text) and _WORD.match(text, end) is not None \
        and _WORD.match(text, end - 1) is not None


class _NoStops(Stops):
    """Stops of a format used alone (tests, ``toolcalls.testing``): only the format's own
    openers, given by the block; this one knows none."""

    def next(self, pos: int) -> int:
        return -1


#: Stops that know no opener: what a block sees when called without an engine.
NO_STOPS: Final = _NoStops("", ())
