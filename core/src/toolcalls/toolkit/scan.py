"""The loop a block runs over its text: each occurrence of its opener, one read.

``each_opener(text, start, opener, read)`` finds the opener from ``start`` on and asks
``read(pos)`` for what stands there: a match, several (a section of calls), or None (no call
begins there: prose that mentions the opener), and whether more text could change that answer.
The next search starts after what was read (a match's end) or, when nothing was, right after
the opener, so an opener inside a call's arguments is never read twice. The extraction's
``resume`` is the first undecided place.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from toolcalls.types import CharClass, Extraction, Match

if TYPE_CHECKING:
    from toolcalls.toolkit.sections import Section

__all__ = ["NOT_BLANK", "each_clean_call", "each_clean_call_of", "each_clean_opener",
           "each_opener"]

#: What a block's ``first`` says follows an opener whose payload the format's own pattern reads
#: (a name, a prefix, a section's calls): anything but whitespace. Its lane is then taken only
#: where no other format of the tier claims the opener.
NOT_BLANK: Final = CharClass(frozenset(" \t\r\n"), negated=True)

#: What a read gives: the match (or matches) at the opener, or None; and True when more text
#: could change it (the text ends inside it, or its verdict rests on what is absent).
Read = Callable[[int], "tuple[Match | Sequence[Match] | None, bool]"]
#: ``find(pos)``: ``(offset, length)`` of the next opener at or after ``pos``, or ``(-1, 0)``.
Find = Callable[[int], "tuple[int, int]"]
#: ``read(pos, length)``: the full rules' reading of the opener there (a match, or the matches
#: of a block), as for :data:`Read`.
ReadOne = Callable[[int, int], "tuple[Match | Sequence[Match] | None, bool]"]


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


def each_clean_call(start: int, find: Find, read: ReadOne, format: str) -> list[Match] | None:
    """A lane's loop (docs/plugins.md, "Fast paths and the lane"): the match (or matches)
    ``read`` gives at each opener ``find`` finds from ``start`` on, with ``format`` set on them
    and their calls, when every one is a complete call that more text cannot change; None at
    the first that is not (prose, broken, partial or undecided: the full rules then run) and
    where no opener is."""
    matches: list[Match] = []
    pos, olen = find(start)
    while pos >= 0:
        found, undecided = read(pos, olen)
        if not found or undecided:
            return None
        group = [found] if isinstance(found, Match) else found
        for match in group:
            if match.error is not None:
                return None
            match.format = format
            for call in match.calls:
                call.format = format
        matches.extend(group)
        pos, olen = find(max(group[-1].end, pos + olen))
    return matches or None


def each_clean_opener(text: str, start: int, opener: str, read: Read,
                      format: str) -> list[Match] | None:
    """The lane of a grammar whose extraction is ``each_opener(text, start, opener, read)``:
    :func:`each_clean_call` at the occurrences of ``opener`` with that ``read`` (give it the
    stops the extraction would get, when it consults them)."""
    olen = len(opener)

    def find(pos: int) -> tuple[int, int]:
        return text.find(opener, pos), olen

    return each_clean_call(start, find, lambda pos, _: read(pos), format)


def each_clean_call_of(text: str, start: int, opener: re.Pattern[str],
                       reader: Callable[[], ReadOne], format: str,
                       section: Section | None = None) -> list[Match] | None:
    """:func:`each_clean_call` at the occurrences of ``opener`` (a regex of the block's call
    openers), with the ``read`` that ``reader()`` makes (only once the lane is tried: a
    block's reader has state to set up), and with ``section``, the section rules a lane can
    vouch for (``Section.held``). A call opener with its section begin right before it
    declines: the lane is taken from the begin."""
    if section is not None and opener.match(text, start) is not None \
            and section.begun_before(text, start):
        return None

    def find(pos: int) -> tuple[int, int]:
        found = opener.search(text, pos)
        return (-1, 0) if found is None else (found.start(), found.end() - found.start())

    matches = each_clean_call(start, find, reader(), format)
    if matches is None or (section is not None and not section.held(text, matches, start)):
        return None
    return matches
