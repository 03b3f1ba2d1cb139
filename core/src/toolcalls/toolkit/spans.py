"""Span helpers: whitespace skipping and marker search that stay linear on any input."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["WS", "FirstCursor", "MarkerCursor", "PatternCursor", "may_continue", "skip_ws"]

#: Whitespace between tokens of every format (Unicode whitespace, as str.isspace sees it).
WS = re.compile(r"\s*")


def skip_ws(text: str, pos: int) -> int:
    """ws := whitespace*   (returns the first offset at or after ``pos`` that is not whitespace)"""
    match = WS.match(text, pos)
    return pos if match is None else match.end()


def may_continue(text: str, pos: int, spellings: Iterable[str] = ()) -> bool:
    """True when the text after ``pos`` is whitespace and then nothing, or the start of one of
    ``spellings`` cut by the end of the text: more text may yet extend what ends at ``pos``
    (a closer, an end token may follow). A plugin says so with ``Extraction.resume``."""
    q = skip_ws(text, pos)
    rest = text[q:]
    return not rest or any(s.startswith(rest) and s != rest for s in spellings)


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


class PatternCursor:
    """The next match of a compiled pattern at or after a position, remembered like
    :class:`MarkerCursor`.

    Give it a pattern led by a literal character (``\\{[ \\t]*"``): the regex engine then
    skips to that character in C, where a leading alternation or character class would make it
    try every position.
    """

    __slots__ = ("_at", "_from", "pattern", "text")

    def __init__(self, text: str, pattern: re.Pattern[str]) -> None:
        self.text = text
        self.pattern = pattern
        self._from = -1  # nothing looked up yet
        self._at: re.Match[str] | None = None

    def next(self, pos: int) -> re.Match[str] | None:
        """The first match starting at or after ``pos``, or None."""
        at = self._at
        if 0 <= self._from <= pos and (at is None or at.start() >= pos):
            return at
        found = self.pattern.search(self.text, pos)
        self._from, self._at = pos, found
        return found


class FirstCursor:
    """The earliest occurrence of any of several markers at or after a position, remembered.

    Built on one :class:`MarkerCursor` per marker, so asking for many positions in increasing
    order scans the text once per marker, never once per question.
    """

    __slots__ = ("_cursors",)

    def __init__(self, text: str, markers: Iterable[str]) -> None:
        # Longest first, so that of two markers starting together the longer one wins.
        ordered = sorted(set(markers), key=len, reverse=True)
        self._cursors = tuple(MarkerCursor(text, marker) for marker in ordered)

    def next(self, pos: int) -> tuple[int, str]:
        """``(offset, marker)`` of the first marker at or after ``pos``, or ``(-1, "")``."""
        best, found = -1, ""
        for cursor in self._cursors:
            at = cursor.next(pos)
            if at >= 0 and (best < 0 or at < best):
                best, found = at, cursor.marker
        return best, found
