"""Span helpers: whitespace skipping and marker search that stay linear on any input."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["MarkerCursor", "find_first", "skip_ws", "WS"]

#: Whitespace between tokens of every format (Unicode whitespace, as str.isspace sees it).
WS = re.compile(r"\s*")


def skip_ws(text: str, pos: int) -> int:
    """ws := whitespace*   (returns the first offset at or after ``pos`` that is not whitespace)"""
    match = WS.match(text, pos)
    return pos if match is None else match.end()


class MarkerCursor:
    """Finds the next occurrence of one marker at or after a position, remembering the answer.

    Asking again for any position up to the last answer costs nothing, so a plugin that looks
    for the closer of each of 100,000 unclosed openers scans the text once, not 100,000 times.
    """

    __slots__ = ("_at", "_from", "marker", "text")

    def __init__(self, text: str, marker: str) -> None:
        self.text = text
        self.marker = marker
        self._from = 0
        self._at = -2  # nothing looked up yet

    def next(self, pos: int) -> int:
        """Offset of the first ``marker`` at or after ``pos``, or -1."""
        at = self._at
        if at != -2 and self._from <= pos and (at == -1 or at >= pos):
            return at
        at = self.text.find(self.marker, pos)
        self._from, self._at = pos, at
        return at


def find_first(
    text: str, markers: Iterable[str], pos: int = 0, end: int | None = None
) -> tuple[int, str]:
    """The earliest occurrence of any of ``markers`` in ``text[pos:end]``: ``(offset, marker)``.

    Returns ``(-1, "")`` where none occurs. Ties go to the longest marker.
    """
    stop = len(text) if end is None else end
    markers = tuple(markers)
    longest = max(map(len, markers), default=0)
    best, found = -1, ""
    for marker in markers:
        at = text.find(marker, pos, stop)
        if at >= 0 and (best < 0 or at < best or (at == best and len(marker) > len(found))):
            best, found = at, marker
            stop = min(stop, at + longest)
    return best, found
