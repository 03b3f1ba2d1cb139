"""Scans of a text character by character, for the readers whose regex would pay a pass.

A regex led by a literal character (a lookahead at each ``{``, ``[`` or ``(``) costs the regex
engine's literal pass, about 0.3 ns a character however rare the character is, and its
lookahead at every occurrence. Compiled (this module is in the mypyc build), a memchr to each
occurrence and a few comparisons cost some 30 ns an occurrence, so Markdown, where such a
character comes once in a few hundred characters, is read in a fraction of the time; the
regex runs only where these say it may match. Each function states the condition it tests
exactly: the readers' tests compare it with their regex.
"""

from __future__ import annotations

from typing import Final

__all__ = ["BLANKS", "next_call_paren", "occurrences_before"]

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
