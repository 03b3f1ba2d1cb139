"""Scans of a text character by character, for the readers whose regex would pay a pass.

A regex led by a literal character (a lookahead at each ``{``, ``[`` or ``(``) costs the regex
engine's literal pass, about 0.3 ns a character however rare the character is, and its
lookahead at every occurrence. Compiled (this module is in the mypyc build), a memchr to each
occurrence and a few comparisons cost some 30 ns an occurrence, so Markdown, where such a
character comes once in a few hundred characters, is read in a fraction of the time; the
regex runs only where these say it may match. Each function states the condition it tests
exactly: the readers' tests compare it with their regex.

Four searches CPython has no fast path for run in the C extension ``toolcalls._scan`` where
it is built (the compiled core, ``core/build_native.py``) and the CPU has AVX2 (``SIMD``):
:func:`firsts`, the first offset of each of several characters in one pass (a memchr each
costs a pass each), :func:`find`, ``str.find`` of a short needle (CPython's steps a few
characters at a time), :func:`find_each`, several needles in one pass, and
:func:`next_pair`, a character followed by one of a set (a memchr stops at every occurrence of
the first). Elsewhere (the pure wheel, ``TOOLCALLS_PURE=1``,
another CPU) they are ``str.find``: the same answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

__all__ = ["BLANKS", "SIMD", "find", "find_each", "firsts", "next_call_paren", "next_pair",
           "occurrences_before"]


def _finds_py(text: str, needles: Sequence[str], start: int = 0) -> list[int]:
    """``firsts`` and ``find_each`` without the extension: ``str.find`` of each (a string's
    characters or a tuple's needles)."""
    return [text.find(needle, start) for needle in needles]


def _find_py(text: str, needle: str, start: int = 0) -> int:
    return text.find(needle, start)


def _next_pair_py(text: str, pair: str, start: int = 0) -> int:
    if start < 0:
        start = max(0, start + len(text))
    lead, seconds = pair[0], pair[1:]
    at = text.find(lead, start, len(text) - 1)
    while at >= 0:
        if text[at + 1] in seconds:
            return at
        at = text.find(lead, at + 1, len(text) - 1)
    return -1


_firsts: Callable[[str, str, int], list[int]] = _finds_py
_find_each: Callable[[str, tuple[str, ...], int], list[int]] = _finds_py
_find: Callable[[str, str, int], int] = _find_py
_next_pair: Callable[[str, str, int], int] = _next_pair_py
_simd = False
try:
    from toolcalls import _scan
except ImportError:  # not built, or TOOLCALLS_PURE=1
    pass
else:
    _firsts, _find, _next_pair, _simd = _scan.firsts, _scan.find, _scan.next_pair, _scan.SIMD
    _find_each = _scan.find_each

#: Whether the four searches run vectorized (else they cost what ``str.find`` costs: readers
#: choose their path by it).
SIMD: Final = _simd


def firsts(text: str, chars: str, start: int = 0) -> list[int]:
    """``[text.find(c, start) for c in chars]``, in one pass over the text where ``SIMD``."""
    return _firsts(text, chars, start)


def find(text: str, needle: str, start: int = 0) -> int:
    """``text.find(needle, start)``; a short needle compared 32 places at a time where
    ``SIMD``."""
    return _find(text, needle, start)


def find_each(text: str, needles: tuple[str, ...], start: int = 0) -> list[int]:
    """``[text.find(needle, start) for needle in needles]``; where ``SIMD``, eight needles
    of two characters or more a pass (each by its rarest pair of neighbours: a table lookup
    per nibble, as :func:`firsts`), the rest by ``str.find``."""
    return _find_each(text, needles, start)


def next_pair(text: str, pair: str, start: int = 0) -> int:
    """The first offset at or after ``start`` of ``pair[0]`` followed by one of the characters
    of ``pair[1:]``, or -1 (``pair`` holds at least its first character); both compared 32
    places at a time where ``SIMD``, else a ``str.find`` to each ``pair[0]``."""
    return _next_pair(text, pair, start)

#: What a regex's ``[ \t\n\r]`` reads (JSON's blanks).
BLANKS: Final = " \t\n\r"
#: Python's whitespace as the call reader reads it, ``[ \t\n\r\f\v]``.
_WS: Final = " \t\n\r\f\v"
_IDENT_START: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
_IDENT: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def occurrences_before(text: str, char: str, follow: str, start: int = 0) -> list[int]:
    """The offsets at or after ``start``, in order, of each ``char`` whose next character
    after blanks (space, tab, line feed, carriage return) is one of ``follow``: the JSON
    tier's ``{`` followed by a quote or ``}``, its ``[`` by a scalar."""
    found: list[int] = []
    n = len(text)
    pos = text.find(char, start)
    while pos >= 0:
        q = pos + 1
        while q < n and text[q] in BLANKS:
            q += 1
        if q < n and text[q] in follow:
            found.append(pos)
        pos = text.find(char, pos + 1)
    return found


def next_call_paren(text: str, pos: int, end: int) -> int:
    r"""The first ``(`` in ``text[pos:end]`` that may open a Python call's arguments, or -1:
    an identifier character (``[A-Za-z0-9_]``, looked for before ``pos`` too) right before it,
    and after it, within ``end``, optional whitespace then ``)``, or an identifier, optional
    whitespace and ``=`` not followed by ``=``. The regex
    ``\((?<=[A-Za-z0-9_]\()(?=ws*(?:\)|ident ws*=(?!=)))`` searched with ``endpos=end``."""
    at = text.find("(", pos, end)
    while at >= 0:
        if at > 0 and text[at - 1] in _IDENT:
            q = at + 1
            while q < end and text[q] in _WS:
                q += 1
            if q < end:
                c = text[q]
                if c == ")":
                    return at
                if c in _IDENT_START:
                    q += 1
                    while q < end and text[q] in _IDENT:
                        q += 1
                    while q < end and text[q] in _WS:
                        q += 1
                    if q < end and text[q] == "=" and not (q + 1 < end and text[q + 1] == "="):
                        return at
        at = text.find("(", at + 1, end)
    return -1
