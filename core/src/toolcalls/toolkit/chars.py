"""Scans of a text character by character, for the readers whose regex would pay a pass.

A regex led by a literal character (a lookahead at each ``{``, ``[`` or ``(``) costs the regex
engine's literal pass, about 0.3 ns a character however rare the character is, and its
lookahead at every occurrence. Compiled (this module is in the mypyc build), a memchr to each
occurrence and a few comparisons cost some 30 ns an occurrence, so Markdown, where such a
character comes once in a few hundred characters, is read in a fraction of the time; the
regex runs only where these say it may match. Each function states the condition it tests
exactly: the readers' tests compare it with their regex.

Two searches CPython has no fast path for run in the C extension ``toolcalls._scan`` where
it is built (the compiled core, ``core/build_native.py``) and the CPU has AVX2 (``SIMD``):
:func:`firsts`, the first offset of each of several characters in one pass (a memchr each
costs a pass each), and :func:`finder`, the first offset of each of any number of needles in
one pass over a text (the prefilter's markers; laid out by
:func:`layout`). Elsewhere (the pure wheel, ``TOOLCALLS_PURE=1``, another CPU) ``firsts`` is
``str.find`` of each, the same answers, and there is no finder.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Protocol

__all__ = ["BLANKS", "SIMD", "Finder", "finder", "firsts", "layout", "next_call_paren",
           "occurrences_before"]


class Finder(Protocol):
    """Needles looked for in one pass (:func:`finder`)."""

    def first(self, text: str, start: int = 0, /) -> dict[str, int] | None:
        """``{x: text.find(x, start)}`` for each needle ``x`` that occurs, or None where the
        pass does not run (no AVX2)."""


def _firsts_py(text: str, chars: str, start: int = 0) -> list[int]:
    """``firsts`` without the extension: ``str.find`` of each character."""
    return [text.find(char, start) for char in chars]


_firsts: Callable[[str, str, int], list[int]] = _firsts_py
_needles: Callable[[tuple[str, ...], bytes], Finder] | None = None
_simd = False
try:
    from toolcalls import _scan
except ImportError:  # not built, or TOOLCALLS_PURE=1
    pass
else:
    _firsts, _needles, _simd = _scan.firsts, _scan.Needles, _scan.SIMD

#: Whether the searches run vectorized (else ``firsts`` costs what ``str.find`` costs and
#: ``finder`` answers None: readers choose their path by it).
SIMD: Final = _simd


def firsts(text: str, chars: str, start: int = 0) -> list[int]:
    """``[text.find(c, start) for c in chars]``, in one pass over the text where ``SIMD``."""
    return _firsts(text, chars, start)


def finder(needles: tuple[str, ...]) -> Finder | None:
    """The needles, to be looked for in one pass over a text (``first``): each by the pair of
    neighbours and in the bucket :func:`layout` gives it, for any number of needles (a
    selection's hundred markers cost one pass, where a ``str.find`` each costs a pass each).
    None without ``SIMD``: the caller reads texts its own way. Making one costs the layout
    (some milliseconds for a hundred needles): make it once for a set of needles. A text of
    two or four bytes a character is read narrowed: each character of 255 or more as 255 by
    the tables (the layout guesses it as rare as markup), told apart by the comparison."""
    if _needles is None or not _simd:
        return None
    return _needles(needles, layout(needles))


#: Pairs of characters that are common in prose, Markdown, HTML and code although each of
#: their characters is rare: a needle is not looked for by them where it has another.
_COMMON_PAIRS: Final = frozenset([
    "</", "/>", "<!", "->", "=>", "<=", ">=", "//", "::", "**", "##", "](", "![", "{{", "}}",
    "{\"", "\":", "\",", "\"}", "[\"", "\"]", "('", "')", "()", "[]", "{}", ", ", ". ", ": ",
])


#: Lowercase letters, most frequent in English first.
_LETTERS: Final = "etaoinsrhldcumfpgwybvkxjqz"


def _rarity(c: str) -> int:
    """How rarely a character comes in prose, Markdown and code, roughly (a fixed guess):
    blanks least rarely, lowercase letters by their frequency in English, the
    punctuation of prose and of paths, capitals and digits, other punctuation most rarely."""
    if c in " \n\t\r":
        return 0
    at = _LETTERS.find(c)
    if at >= 0:
        return 1 + at
    if c in ".,'\"-`/:":
        return 28
    if c.isascii() and c.isalnum():
        return 30
    return 40


def _pair_score(a: str, b: str) -> int:
    """How rarely ``a`` followed by ``b`` comes, by the same guess: a doubled character comes
    in runs (a fence's backticks), ``<`` before a letter opens HTML and generics, a backtick
    before one a fence's language or inline code, a letter before ``:`` ends a label, a key
    or a URL's scheme, a digit before a closing bracket numbers a list or a citation
    (``[1]``), digits make numbers, ``[`` before a letter or digit opens a link or a
    citation."""
    score = _rarity(a) + _rarity(b)
    if a == b or a + b in _COMMON_PAIRS or (a.isdigit() and b in ")]"):
        score -= 30
    elif (a in "<`" and b.isalpha()) or (a.isalpha() and b == ":") or (
            a.isdigit() and b.isdigit()):
        score -= 20
    elif a == "[" and b.isalnum():
        score -= 10
    return score


#: The guessed share of each byte in text, from its rarity.
_WEIGHTS: Final = tuple(float(2.0 ** (-_rarity(chr(c)) / 4)) for c in range(256))
#: The bytes of the common pairs, for ``_accepts``.
_COMMON_BYTES: Final = tuple((ord(pair[0]), ord(pair[1])) for pair in sorted(_COMMON_PAIRS))


def _accepts(pairs: frozenset[tuple[int, int]]) -> float:
    """The guessed share of places where a bucket holding ``pairs`` (bytes; -1 for a needle
    of one character, followed by anything) passes the nibble tables: the bytes each side's
    tables let through, weighted, and, where both sides let a byte through, its runs, and
    the common pairs they let through."""
    sides: list[set[int]] = []
    for side in (0, 1):
        values = [pair[side] for pair in pairs]
        if -1 in values:
            sides.append(set(range(256)))
            continue
        los = {v & 15 for v in values}
        sides.append({hi << 4 | lo for hi in {v >> 4 for v in values} for lo in los})
    first, second = sides
    share = sum((_WEIGHTS[c] for c in first), 0.0) * sum((_WEIGHTS[c] for c in second), 0.0)
    share += sum((_WEIGHTS[c] for c in first & second), 0.0)
    share += sum((_WEIGHTS[a] + _WEIGHTS[b] for a, b in _COMMON_BYTES
                  if a in first and b in second), 0.0)
    return share


def layout(needles: Sequence[str]) -> bytes:
    """The ``layout`` of a :func:`finder`'s needles: for each, the offset of the pair
    of neighbours it is looked for by (its rarest by :func:`_pair_score`) and its bucket (0
    to 7). Needles of the same pair share a bucket; with more than eight pairs, the two
    buckets whose union lets through the fewest more places are merged until eight are left.
    The pass reads a character of 255 or more as 255 (a wider text is narrowed so), and so
    does the layout: such a character is guessed as rare as markup."""
    offsets: list[int] = []
    keys: list[tuple[int, int] | None] = []
    for needle in needles:
        if not needle:
            offsets.append(0)
            keys.append(None)
            continue
        if len(needle) == 1:
            offsets.append(0)
            keys.append((min(ord(needle), 255), -1))
            continue
        best, best_score = 0, _pair_score(needle[0], needle[1])
        for q in range(1, min(len(needle) - 1, 255)):
            score = _pair_score(needle[q], needle[q + 1])
            if score > best_score:
                best, best_score = q, score
        offsets.append(best)
        keys.append((min(ord(needle[best]), 255), min(ord(needle[best + 1]), 255)))
    buckets = [frozenset([key]) for key in dict.fromkeys(
        key for key in keys if key is not None)]
    costs: dict[frozenset[tuple[int, int]], float] = {}

    def cost(bucket: frozenset[tuple[int, int]]) -> float:
        found = costs.get(bucket)
        if found is None:
            found = costs[bucket] = _accepts(bucket)
        return found

    while len(buckets) > 8:
        best_cost = float("inf")
        merge = (0, 1)
        for i in range(len(buckets)):
            for j in range(i + 1, len(buckets)):
                more = cost(buckets[i] | buckets[j]) - cost(buckets[i]) - cost(buckets[j])
                if more < best_cost:
                    best_cost, merge = more, (i, j)
        buckets[merge[0]] |= buckets.pop(merge[1])
    bucket_of = {key: index for index, bucket in enumerate(buckets) for key in bucket}
    out = bytearray()
    for offset, key in zip(offsets, keys, strict=True):
        out += bytes((offset, 0 if key is None else bucket_of[key]))
    return bytes(out)


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
