"""The loop a block runs over its text: each occurrence of its opener, one read.

``each_opener(text, start, opener, read)`` finds the opener from ``start`` on and asks
``read(pos)`` for what stands there: a match, several (a section of calls), or None (no call
begins there: prose that mentions the opener), and whether more text could change that answer.
The next search starts after what was read (a match's end) or, when nothing was, right after
the opener, so an opener inside a call's arguments is never read twice. The extraction's
``resume`` is the first undecided place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from toolcalls.types import Extraction, Match

__all__ = ["each_opener"]

#: What a read gives: the match (or matches) at the opener, or None; and True when more text
#: could change it (the text ends inside it, or its verdict rests on what is absent).
Read = Callable[[int], "tuple[Match | Sequence[Match] | None, bool]"]


def each_opener(text: str, start: int, opener: str, read: Read) -> Extraction:
    """Every match that ``read`` finds at an occurrence of ``opener`` at or after ``start``,
    in text order, with ``resume`` at the first undecided occurrence."""
    matches: list[Match] = []
    resume = len(text)
    olen = len(opener)
    pos = text.find(opener, start)
    while pos >= 0:
        found, undecided = read(pos)
        if undecided:
            resume = min(resume, pos)
        if found is None or (not isinstance(found, Match) and not found):
            pos = text.find(opener, pos + olen)
            continue
        if isinstance(found, Match):
            matches.append(found)
            end = found.end
        else:
            matches.extend(found)
            end = found[-1].end
        pos = text.find(opener, max(end, pos + olen))
    return Extraction(matches, resume)
