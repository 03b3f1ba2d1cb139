"""Where a broken call ends: the next opener of any installed format.

The engine hands every extraction a :class:`Stops` for the text: the openers (the markers of
anchored formats) of every selected format. A building block ends a broken call at the first
opener at or after the fault, so whatever follows, of any format, is still parsed
(docs/architecture.md, "Broken calls end at the next opener"). The cursors are built on first
use: a text whose calls are all well-formed never pays for them.
"""

from __future__ import annotations

from collections.abc import Iterable

from toolcalls.toolkit.spans import MarkerCursor

__all__ = ["NO_STOPS", "Stops"]


class Stops:
    """The next opener of any selected format at or after a position, remembered per marker."""

    __slots__ = ("_cursors", "markers", "text")

    def __init__(self, text: str, markers: Iterable[str]) -> None:
        self.text = text
        # Longest first, so that of two openers starting together the longer one is named.
        self.markers = tuple(sorted(set(markers), key=len, reverse=True))
        self._cursors: tuple[MarkerCursor, ...] | None = None

    def next(self, pos: int) -> int:
        """Offset of the first opener at or after ``pos``, or -1."""
        cursors = self._cursors
        if cursors is None:
            cursors = self._cursors = tuple(MarkerCursor(self.text, m) for m in self.markers)
        best = -1
        for cursor in cursors:
            at = cursor.next(pos)
            if at >= 0 and (best < 0 or at < best):
                best = at
        return best

    def first(self, pos: int, end: int) -> int:
        """Offset of the first opener in ``[pos, end)``, or ``end``."""
        at = self.next(pos)
        return end if at < 0 or at > end else at


class _NoStops(Stops):
    """Stops of a format used alone (tests, ``toolcalls.testing``): only the format's own
    openers, given by the block; this one knows none."""

    def next(self, pos: int) -> int:
        return -1


#: Stops that know no opener: what a block sees when called without an engine.
NO_STOPS = _NoStops("", ())
