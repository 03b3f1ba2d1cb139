"""Span helpers: whitespace skipping and marker search that stay linear on any input."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Final

__all__ = [
    "WS",
    "FirstCursor",
    "MarkerCursor",
    "PatternCursor",
    "ends_in_marker",
    "ends_inside",
    "literal_heads",
    "may_continue",
    "skip_ws",
    "spellings",
]

#: Whitespace between tokens of every format (Unicode whitespace, as str.isspace sees it).
WS: Final = re.compile(r"\s*")


def skip_ws(text: str, pos: int) -> int:
    """ws := whitespace*   (returns the first offset at or after ``pos`` that is not whitespace)"""
    # A printable ASCII character or a newline then one, the usual cases, without the regex.
    if 0 <= pos < len(text) and 32 < ord(text[pos]) < 127:
        return pos
    if 0 <= pos < len(text) - 1 and text[pos] == "\n" and 32 < ord(text[pos + 1]) < 127:
        return pos + 1
    match = WS.match(text, pos)
    return pos if match is None else match.end()


def may_continue(text: str, pos: int, spellings: Iterable[str] = ()) -> bool:
    """True when the text after ``pos`` is whitespace and then nothing, or the start of one of
    ``spellings`` cut by the end of the text: more text may yet extend what ends at ``pos``
    (a closer, an end token may follow). A plugin says so with ``Extraction.resume``."""
    q = skip_ws(text, pos)
    return q >= len(text) or ends_in_marker(text, q, spellings)


def ends_in_marker(text: str, pos: int, spellings: Iterable[str]) -> bool:
    """True when the text ends inside one of ``spellings`` begun at ``pos``: what is left of
    the text is a non-empty proper prefix of one of them (a tag cut short). Only a rest shorter
    than a spelling is ever sliced, so asking at every place of a long text stays linear."""
    left = len(text) - pos
    if left <= 0:
        return False
    rest = None
    for spelling in spellings:
        if len(spelling) > left:
            if rest is None:
                rest = text[pos:]
            if spelling.startswith(rest):
                return True
    return False


def spellings(marker: str | tuple[str, ...]) -> tuple[str, ...]:
    """A marker given as one spelling or several, as a tuple (longest first, so that of two
    spellings starting at one place the longer is read)."""
    found = (marker,) if isinstance(marker, str) else tuple(marker)
    if not found or not all(isinstance(m, str) and m for m in found):
        raise ValueError(f"a marker must be a non-empty string or a tuple of them: {marker!r}")
    return tuple(sorted(dict.fromkeys(found), key=len, reverse=True))


#: Characters that end the literal head of a pattern (see :func:`literal_heads`).
_SPECIAL: Final = frozenset("()[]{}.*+?|^$")
_QUANTIFIERS: Final = frozenset("?*+{")
#: Escapes that stand for one literal character; other letter escapes (``\s``) are classes.
_ESCAPES: Final = {"n": "\n", "t": "\t", "r": "\r"}


def _literal(pattern: str, i: int) -> tuple[str | None, int]:
    """The literal character at ``pattern[i]`` (a plain character or an escape) and the offset
    after it, or ``(None, i)`` when the pattern has something else there."""
    char = pattern[i]
    if char == "\\":
        if i + 1 >= len(pattern):
            return None, i
        escaped = pattern[i + 1]
        if escaped.isalnum():
            return (_ESCAPES[escaped], i + 2) if escaped in _ESCAPES else (None, i)
        return escaped, i + 2
    if char in _SPECIAL:
        return None, i
    return char, i + 1


def _literal_group(pattern: str, i: int) -> tuple[list[str] | None, int]:
    """group := "(?:" literal ("|" literal)* ")"   (``i`` is just after ``(?:``)

    The alternatives and the offset after the ``)``, or None when the group holds anything but
    literals."""
    alternatives = [""]
    n = len(pattern)
    while i < n:
        if pattern[i] == ")":
            return alternatives, i + 1
        if pattern[i] == "|":
            alternatives.append("")
            i += 1
            continue
        char, i = _literal(pattern, i)
        if char is None:
            return None, i
        alternatives[-1] += char
    return None, i


def _top_level_alternation(pattern: str) -> bool:
    """True when ``pattern`` has a ``|`` outside every group (escapes and classes skipped)."""
    depth, i, n = 0, 0, len(pattern)
    while i < n:
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            close = pattern.find("]", i + 2)
            i = n if close < 0 else close + 1
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return True
        i += 1
    return False


@lru_cache(maxsize=256)
def literal_heads(pattern: str, limit: int = 64) -> tuple[str, ...]:
    r"""The literal texts a match of ``pattern`` begins with, as far as the pattern is literal.

    head := (literal | "(?:" literal ("|" literal)* ")")*   (read from the start)

    Plain characters, escaped punctuation, ``\n``/``\t``/``\r`` and non-capturing groups of
    literal alternatives are read (``function(?:<｜tool▁sep｜>|<\|tool_sep\|>)`` has two
    heads); reading stops before the first other construct (a class, a quantified item, a
    capturing group). A pattern with an alternation at its top level, or more than ``limit``
    heads, gives none: nothing is known of how its matches begin.
    """
    if _top_level_alternation(pattern):
        return ()
    heads = [""]
    i, n = 0, len(pattern)
    while i < n:
        if pattern.startswith("(?:", i):
            alternatives, after = _literal_group(pattern, i + 3)
        else:
            char, after = _literal(pattern, i)
            alternatives = None if char is None else [char]
        if alternatives is None or (after < n and pattern[after] in _QUANTIFIERS):
            break
        heads = [head + alternative for head in heads for alternative in alternatives]
        if len(heads) > limit:
            return ()
        i = after
    return tuple(head for head in heads if head)


def ends_inside(text: str, pos: int, pattern: re.Pattern[str]) -> bool:
    """True when the text ends inside the literal head of ``pattern`` begun at ``pos``: what is
    left of the text (at most 64 characters) is a proper prefix of one of its
    :func:`literal_heads`, so more text could make it match (a call cut short)."""
    if not 0 < len(text) - pos <= 64:  # (checked before slicing: the text may be long)
        return False
    rest = text[pos:]
    return any(len(head) > len(rest) and head.startswith(rest)
               for head in literal_heads(pattern.pattern))


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
