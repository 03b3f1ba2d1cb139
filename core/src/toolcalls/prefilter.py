"""Which formats' markers occur in a text: a few C-level passes, whatever the number of formats.

Markers are grouped by their first character. A character that does not occur (one ``str.find``,
a memchr) rules out every marker of its group at once; where it occurs, one compiled regex per
group, led by that literal character, lists the markers that occur (``findall``, in C), and a
``find`` per distinct marker gives its first offset. A text without markers thus costs one
memchr per distinct first character, and adding a plugin whose markers share a first character
with others costs nothing more on such text.

A marker whose first character leads no group worth a pass of its own (a letter, or a rare
character with a group of one) but that holds the leading character of another group later
on (``to=self<|message|>``, ``functools[``, ``Action:```json``) rides in that group's regex:
its rest from that character on is a word of the group's trie that ends only where the whole
marker precedes (a lookbehind, checked once the rest has been read). A text that holds
neither pays no pass for it.

In a long text, markers are read at each occurrence of their character while the
occurrences are sparse, one memchr each, and by one pass over the rest of the text once they
are frequent: a regex's or ``str.find``'s pass costs 0.3 to 0.5 ns a character, a memchr and a
comparison some 40 ns, so Markdown where ``>`` comes once in 200 characters is read in half
the time of a pass. A group with a regex is read by its words' heads (``_heads_via``); a
marker looked for alone (one long marker, ``functools{`` by its anchor ``{``, ``Here are my
reasoning steps:`` by its capital) by the character next to its own (``_first_via``).

A marker that could be hidden from a non-overlapping regex scan by another marker (one that
occurs inside another marker, or that starts inside another marker's tail) is checked with
``in`` as well, so the answer is always exact.

Where the core's C extension runs its vector searches (``toolkit.chars.SIMD``), a long text of
any width is read differently, to the same answers: a plan's characters in one
``firsts`` pass (three or more of them; a capital anchored like a letter), and, where one of
them occurs, every marker in one pass from the first place a marker may begin (a
``chars.finder`` of the plan's markers: each by a pair of its neighbours, a hundred markers at
the cost of one). The group paths above are the pure Python's. Each test of this module runs
both ways.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

from toolcalls.registry import LoadedFormat
from toolcalls.toolkit.chars import SIMD, Finder, finder, firsts
from toolcalls.toolkit.tries import led_patterns, trie

__all__ = ["TierPlan", "led_patterns", "plan_tiers", "trie"]


#: ``(character, findall, finds, riders)``: the markers that start with one character, and
#: the ``findall`` of one regex led by that literal character that lists their occurrences;
#: ``finds``, markers each looked for by one ``str.find`` (which stops at the first
#: occurrence): for a group of one marker, the marker and no regex; for a small group of long
#: markers, all of them, used in place of the regex where what follows the character is short
#: (``_NEAR``: a few finds there cost less than the regex's pass and the set of its words);
#: for the character alone, neither (its memchr tells all). ``riders`` (``_riders``): the
#: words of the regex that stand for markers of other groups, each with what it stands for,
#: ``(marker, index of this group's character in it)``, the word itself among them (at 0)
#: when it is a marker of the group too.
_Group = tuple[
    str, Callable[[str, int], list[str]] | None, tuple[str, ...] | None,
    dict[str, tuple[tuple[str, int], ...]] | None,
]

#: A marker this short is looked for by a regex rather than by ``str.find``: CPython's find
#: of a short needle that does not occur steps through the text a few characters at a time
#: (``>>>`` in 100 KB of Markdown: 64 us; the regex engine's literal scan: 31 us).
_SHORT: Final = 3

#: A group of at most ``_FEW`` markers, none short, is looked for by a ``str.find`` per marker
#: where at most ``_NEAR`` characters follow its character's first occurrence (a format's
#: markers and the reasoning markers in a reply of a few hundred characters: 0.3 us, the
#: regex and its set 1.3 us), and by its regex in a longer text (one pass, not one per marker).
_FEW: Final = 8
_NEAR: Final = 2048

#: A marker looked for through the occurrences of one of its characters (``_first_via``: one
#: memchr and one ``startswith`` each, about 40 ns compiled) is looked for by a pass over the
#: rest of the text instead (a regex's literal scan or ``str.find``: 0.3 to 0.5 ns a
#: character) once, after ``_WARM`` occurrences, they come more often than one in ``_GAP``
#: characters. A text where the character is rare (the ``>`` of ``>>>`` in Markdown, the
#: ``{`` of ``functools{``) then costs a few memchrs, and a text full of it no more than a
#: pass and ``_WARM`` steps.
_WARM: Final = 16
_GAP: Final = 128
#: With ``simd`` a plan that reads at least this many characters reads them in one
#: ``chars.firsts`` pass where a long text's scan starts (``TierPlan.prefetch``).
_PREFETCH: Final = 3


def _first_via(text: str, marker: str, anchor: str, index: int, start: int) -> int:
    """``text.find(marker, start)``, where ``marker[index] == anchor``: read at each
    occurrence of ``anchor`` while they are sparse (the marker's character next to the anchor
    compared first: ``startswith`` with an offset is a method call even compiled), then by
    ``str.find`` from the first place not yet read."""
    n = len(text)
    step = 1 if index + 1 < len(marker) else -1
    beside = marker[index + step]
    pos = text.find(anchor, start + index)
    begin = pos
    count = 0
    while pos >= 0:
        at = pos - index
        near = pos + step
        if near < n and text[near] == beside and text.startswith(marker, at):
            return at
        count += 1
        if count >= _WARM and count * _GAP > pos - begin:
            return text.find(marker, at + 1)
        pos = text.find(anchor, pos + 1)
    return -1


#: What stands at an occurrence of a group's character: ``(word, markers)`` for each word of the
#: group's regex, the markers it stands for each with the index of the character in it (0
#: for the group's own markers; a rider's index, ``functools[``'s 9 in ``[``'s group).
_Words = tuple[tuple[str, tuple[tuple[str, int], ...]], ...]
#: ``(k, head -> words, always)``: the words by their first ``k`` characters (at most 3), and
#: the riders whose word is the character alone (checked at every occurrence).
_Heads = tuple[int, dict[str, _Words], tuple[tuple[str, int], ...]]


def _heads_via(text: str, char: str, at: int, heads: _Heads,
               findall: Callable[[str, int], list[str]],
               riders: dict[str, tuple[tuple[str, int], ...]] | None,
               first: dict[str, int]) -> None:
    """Record in ``first`` the first offset of each marker of a group (its own and its riders)
    that occurs with the group's character at or after ``at`` (its first occurrence): read at
    each occurrence of ``char`` by the words' heads while the occurrences are sparse, then over
    the rest of the text by the group's regex."""
    k, by_head, always = heads
    pos = at
    count = 0
    while pos >= 0:
        for whole, back in always:
            if whole not in first and pos >= back and text[pos - 1] == whole[back - 1] \
                    and text.startswith(whole, pos - back):
                first[whole] = pos - back
        headed = by_head.get(text[pos:pos + k])
        if headed is not None:
            for word, stands in headed:
                if text.startswith(word, pos):
                    for whole, back in stands:
                        if whole not in first and (back == 0 or (
                                pos >= back and text.startswith(whole, pos - back))):
                            first[whole] = pos - back
        count += 1
        if count >= _WARM and count * _GAP > pos - at:
            rest = pos + 1
            for word in set(findall(text, rest)):
                found_in = riders.get(word) if riders is not None else None
                if found_in is None:
                    if word not in first:
                        first[word] = text.find(word, rest)
                    continue
                for whole, back in found_in:  # the word read is (the rest of) these markers
                    if whole not in first and (
                            found := text.find(whole, max(0, rest - back))) >= 0:
                        first[whole] = found
            return
        pos = text.find(char, pos + 1)


def _anchor(marker: str, scanned: frozenset[str] = frozenset()) -> tuple[str, int] | None:
    """The character ``marker`` is looked for by, after its first, and its index: the first
    that is in ``scanned`` (the lead characters of the plan's other groups, whose memchr is
    paid anyway), else the first that is not a letter, digit or space (None when there is
    none)."""
    fallback = None
    for index, ch in enumerate(marker):
        if index == 0:
            continue
        if ch in scanned:
            return (ch, index)
        if fallback is None and not (ch.isalnum() or ch.isspace()):
            fallback = (ch, index)
    return fallback


def _group(char: str, markers: list[str], riders: Sequence[tuple[str, int]] = ()) -> _Group:
    if not riders:
        if markers == [char]:
            return (char, None, None, None)
        finds = tuple(markers) if all(len(m) > _SHORT for m in markers) else None
        if finds is not None and len(finds) == 1:
            return (char, None, finds, None)
        return (char, re.compile(re.escape(char) + trie([m[1:] for m in markers])).findall,
                finds if len(markers) <= _FEW else None, None)
    # A rider is a word of the trie, its rest from this group's character on, that ends only
    # where its whole marker precedes (a lookbehind, checked once the rest has been read).
    stands: dict[str, list[tuple[str, int]]] = {}
    for marker, k in riders:
        stands.setdefault(marker[k:], []).append((marker, k))
    conditions = {rest[1:]: "(?:" + "|".join(f"(?<={re.escape(m)})" for m, _ in found) + ")"
                  for rest, found in stands.items()}
    for rest, found in stands.items():
        if rest in markers:
            found.append((rest, 0))
    pattern = re.escape(char) + trie([m[1:] for m in markers], conditions)
    return (char, re.compile(pattern).findall, None,
            {rest: tuple(found) for rest, found in stands.items()})


def _riders(by_char: dict[str, list[str]]) -> dict[str, list[tuple[str, int]]]:
    """Move the markers that can ride in another group's regex out of their own group:
    ``lead character -> [(marker, index of that character in it)]`` (``by_char`` loses
    them, and a group left empty).

    A marker rides on the largest group whose leading character it holds after its first,
    if that group is led by a character that is not a letter or digit and does not hold that
    character alone (its regex then matches at every occurrence, and a rider's check would
    never be reached). Groups are taken smallest first; a group that takes riders keeps its
    own markers, and a group that has given all of its away takes none."""
    leads = {c for c, group in by_char.items() if not c.isalnum() and c not in group}
    taken: dict[str, list[tuple[str, int]]] = {}
    gone: set[str] = set()
    for char in sorted(by_char, key=lambda c: (len(by_char[c]), c)):
        if char in taken:
            continue
        keep: list[str] = []
        for marker in by_char[char]:
            best: tuple[str, int] | None = None
            for k in range(1, len(marker)):
                c = marker[k]
                if c in leads and c != char and c not in gone and (
                        best is None or len(by_char[c]) > len(by_char[best[0]])):
                    best = (c, k)
            if best is None:
                keep.append(marker)
            else:
                taken.setdefault(best[0], []).append((marker, best[1]))
        if keep:
            by_char[char] = keep
        else:
            del by_char[char]
            gone.add(char)
    return taken


def _risky(by_char: dict[str, list[str]],
           riders: dict[str, list[tuple[str, int]]]) -> dict[str, frozenset[str]]:
    """marker -> the markers whose occurrences may hide it from its group's scan: ``_hiders``
    of the words of each group's regex (its markers and its riders' rests), each word read as
    the markers it stands for."""
    words = {m: [m] for group in by_char.values() for m in group}
    for group_riders in riders.values():
        for marker, k in group_riders:
            words.setdefault(marker[k:], []).append(marker)
    risky: dict[str, frozenset[str]] = {}
    for word, hiders in _hiders(sorted(words)).items():
        markers = frozenset(m for h in hiders for m in words[h])
        for marker in words[word]:
            risky[marker] = risky.get(marker, frozenset()) | markers - {marker}
    return {marker: found for marker, found in risky.items() if found}


def _hiders(markers: Sequence[str]) -> dict[str, frozenset[str]]:
    """The markers their group's non-overlapping scan could miss, each with the markers of its
    group whose occurrences could hide it: one it lies inside (after its first character),
    one it begins (the trie matches the longer at that place), one whose tail is its head
    ("ab" hides "bc" in "abc"). Groups are scanned apart, so a marker of another group hides
    nothing; and a marker can be hidden only where one of its hiders occurs.

    Each relation is looked up from the hider's side: its heads and the heads of its tails in
    the set of markers, its tails in a dict of the markers' heads. The work grows with the
    square of each marker's length and only linearly with their number (a selection has some
    200 control tokens, most led by ``<``: comparing every pair took 0.1 s)."""
    known = set(markers)
    #: every head (non-empty prefix) of a marker -> the markers it begins
    by_head: dict[str, list[str]] = {}
    for marker in known:
        for j in range(1, len(marker) + 1):
            by_head.setdefault(marker[:j], []).append(marker)
    hiders: dict[str, set[str]] = {}

    def hides(other: str, marker: str) -> None:
        if marker != other and marker[0] == other[0]:
            hiders.setdefault(marker, set()).add(other)

    for other in known:
        for j in range(1, len(other)):
            if other[:j] in known:  # other begins with that marker
                hides(other, other[:j])
        for k in range(1, len(other)):
            tail = other[k:]
            for marker in by_head.get(tail, ()):  # the tail is the marker's head
                hides(other, marker)
            for j in range(1, len(tail)):  # a marker lies inside the tail
                if tail[:j] in known:
                    hides(other, tail[:j])
    # a hider may itself be hidden: what hides it may hide the marker too
    changed = True
    while changed:
        changed = False
        for hidden_by in hiders.values():
            more = set().union(*(hiders.get(h, ()) for h in hidden_by)) - hidden_by
            if more:
                hidden_by.update(more)
                changed = True
    return {marker: frozenset(found) for marker, found in hiders.items()}


#: The finders of the plans made so far, by their markers: parsers of the same formats share
#: one (its layout costs milliseconds for a hundred markers).
_FINDERS: dict[tuple[str, ...], Finder] = {}


class TierPlan:
    """The formats of one tier, and how to tell cheaply which of them may match a text.

    ``extra`` markers belong to no format; they are found by the same scan (the engine passes
    the reasoning openers to the first tier's plan, so one pass answers both questions).
    """

    __slots__ = ("_always", "_anchors", "_chosen", "_finder", "_groups", "_heads", "_hiding",
                 "_markers", "_owners", "_reach", "_risky", "_simd", "_via", "formats",
                 "prefetch", "reads", "tier")

    def __init__(
        self, tier: int, formats: Sequence[LoadedFormat], extra: Sequence[str] = (),
        simd: bool = SIMD,
    ) -> None:
        self.tier = tier
        #: Whether the searches of ``toolkit.chars`` run vectorized: a long text is then read
        #: by one ``chars.finder`` pass for every marker, from where the first character that
        #: may begin one occurs, and the characters in one ``firsts`` pass (``prefetch``). A
        #: test may pass True without them: the answers are the same, only slower.
        self._simd = simd
        self.formats = tuple(formats)
        markers = sorted({m for fmt in formats for m in fmt.spec.markers} | set(extra))
        #: every marker, for one ``chars.finder`` (``_finder``, made at the first long text)
        self._markers = tuple(markers)
        self._finder: Finder | None = None
        by_char: dict[str, list[str]] = {}
        for marker in markers:
            by_char.setdefault(marker[0], []).append(marker)
        riders = _riders(by_char)
        #: For each group that takes riders, how far before its character a rider begins
        #: (the most): a scan from a group's character on starts that much before it.
        self._reach = {char: max(k for _, k in taken) for char, taken in riders.items()}
        self._groups = tuple(_group(char, group, riders.get(char, ()))
                             for char, group in by_char.items())
        #: Groups looked for by another character of their markers (an anchor) before their
        #: own: where no anchor occurs, none of their markers does, and the group's regex
        #: starts where the first anchor allows. Markers led by a letter or digit
        #: (``functools[``, ``Action: ```json``: prose is full of their first character) are
        #: anchored by a character of another group where they hold one (its memchr is paid
        #: anyway), else by their first one that is not a letter; a group led by a rarer
        #: character (MiniMax-M3's ``]<]minimax[>[``) only by another group's character, so
        #: text without markers costs no memchr for it.
        #: The groups looked for by their own character (``base``) are decided largest first,
        #: so a group is only ever anchored by groups that are not anchored themselves.
        self._anchors: dict[str, tuple[tuple[str, int], ...]] = {}
        base: set[str] = set()
        for char in sorted(by_char, key=lambda c: (c.isalnum(), -len(by_char[c]), c)):
            found = [_anchor(marker, frozenset(base)) for marker in by_char[char]]
            anchors = tuple(a for a in found if a is not None)
            if char.isupper() and not simd and not all(a[0] in base for a in anchors):
                # A capital (Apriel's ``Here are my reasoning steps:``) is rarer in prose and
                # Markdown than the punctuation it would be anchored by (``:``): the group is
                # looked for by it, each marker through its occurrences. With ``simd`` the
                # anchor joins the one ``firsts`` pass of the run's characters (``prefetch``)
                # and costs nothing where it does not occur.
                continue
            if char not in riders and len(anchors) == len(found) and (
                    char.isalnum() or (base and all(a[0] in base for a in anchors))):
                self._anchors[char] = anchors
            elif not char.isalnum():
                base.add(char)
        #: marker -> (character, its index) for each marker looked for alone in a long text
        #: (an anchored group's, by its anchor; a group of one long marker's, by its first
        #: character), through that character's occurrences (``_first_via``)
        self._via = {marker: anchor
                     for char, anchors in self._anchors.items()
                     for marker, anchor in zip(by_char[char], anchors, strict=True)}
        for char, findall, finds, _ in self._groups:
            if findall is None and finds is not None and char not in self._anchors:
                self._via.update((marker, (char, 0)) for marker in finds)
        #: For each group of several words (markers, riders' rests): its ``_Heads``, read at
        #: each occurrence of the group's character while they are sparse (``_heads_via``)
        #: before its regex.
        self._heads: dict[str, _Heads] = {}
        for char, findall, _, rides in self._groups:
            if findall is None:
                continue
            stands: dict[str, tuple[tuple[str, int], ...]] = dict(rides) if rides else {}
            for marker in by_char.get(char, ()):
                stands.setdefault(marker, ((marker, 0),))
            always = tuple(pair for word, pairs in stands.items() if len(word) == 1
                           for pair in pairs if pair[1] > 0)
            longer = {word: pairs for word, pairs in stands.items() if len(word) > 1}
            if not longer:
                continue
            k = min(3, *(len(word) for word in longer))
            heads: dict[str, list[tuple[str, tuple[tuple[str, int], ...]]]] = {}
            for word, pairs in longer.items():
                heads.setdefault(word[:k], []).append((word, pairs))
            self._heads[char] = (k, {h: tuple(ws) for h, ws in heads.items()}, always)
        #: The characters whose ``str.find`` the scans of a run share (``chars``): the lead
        #: characters of the groups looked for by their own and the anchors. With ``simd``
        #: and at least ``_PREFETCH`` of them, a long text's scan reads them in one ``firsts``
        #: pass (a table lookup per byte, about 40 GB/s here) where a run starts; fewer are
        #: found by a memchr each (some 120 GB/s: two of them cost less than the table's pass,
        #: and a later tier's are not read at all when the first finds a call).
        #: The first plan of a selection that reads in one pass reads the later tiers'
        #: characters in it too (``plan_tiers``: the pass costs the same).
        self.reads = "".join(sorted(
            {char for char, _, _, _ in self._groups if char not in self._anchors}
            | {anchor for anchors in self._anchors.values() for anchor, _ in anchors}))
        self.prefetch = self.reads if simd and len(self.reads) >= _PREFETCH else ""
        #: marker -> the markers whose occurrences could hide it from its group's scan
        self._risky = _risky(by_char, riders)
        #: every marker that may hide another (one set test decides whether any is present)
        self._hiding = frozenset().union(*self._risky.values())
        #: The answer when no marker occurs: the formats without markers.
        self._always = tuple((fmt, 0) for fmt in formats if not fmt.spec.markers)
        #: The answer of ``select`` per set of markers present: the formats, with theirs.
        self._chosen: dict[frozenset[str], tuple[tuple[LoadedFormat, tuple[str, ...]], ...]] = {}
        #: For each marker, the formats that declare it, in tier order.
        self._owners = {
            marker: tuple(fmt for fmt in formats if marker in fmt.spec.markers)
            for marker in markers
        }

    def scan(self, text: str, chars: dict[str, int] | None = None) -> dict[str, int]:
        """The first offset of each of the plan's markers (``extra`` included) in ``text``.

        ``chars`` caches ``text.find(char)`` across the tiers of one engine run, so each
        distinct first character costs one memchr per run. Where the character occurs, one
        ``findall`` (in C) names the markers present, and a ``find`` per distinct marker gives
        its first offset. With ``simd``, a long text is read by one ``chars.finder`` pass for
        every marker from the first place one may begin.
        """
        first: dict[str, int] = {}
        if chars is None:
            chars = {}
        if self._none_prefetched(text, chars):
            return first
        n = len(text)
        if self._simd and n > _NEAR:
            begin = -1
            for char, _, _, _ in self._groups:
                at = self._lead(text, char, chars)
                if at >= 0:
                    at = max(0, at - self._reach.get(char, 0))
                    if begin < 0 or at < begin:
                        begin = at
            if begin < 0:
                return first
            every = self._first_all(text, begin)
            if every is not None:  # None: no vector searches after all (a test's simd=True)
                return every
        for char, findall, finds, riders in self._groups:
            at = self._lead(text, char, chars)
            if at < 0:
                continue
            if findall is None or (finds is not None and n - at <= _NEAR):
                if finds is None:
                    first[char] = at
                    continue
                for marker in finds:
                    via = self._via.get(marker) if n - at > _NEAR else None
                    found = text.find(marker, at) if via is None \
                        else _first_via(text, marker, via[0], via[1], at)
                    if found >= 0:
                        first[marker] = found
                continue
            if n - at > _NEAR and (heads := self._heads.get(char)) is not None:
                _heads_via(text, char, at, heads, findall, riders, first)
                continue
            for marker in set(findall(text, at)):
                if riders is not None and (stands := riders.get(marker)) is not None:
                    for whole, k in stands:  # the word read is (the rest of) these markers
                        if (found := text.find(whole, max(0, at - k))) >= 0:
                            first[whole] = found
                else:
                    first[marker] = text.find(marker, at)
        if first and not self._hiding.isdisjoint(first):
            for marker, hiders in self._risky.items():
                if marker not in first and not hiders.isdisjoint(first):
                    # its first character was looked up above (every marker is in a group)
                    at = text.find(marker, chars.get(marker[0], 0))
                    if at >= 0:
                        first[marker] = at
        return first

    def _first_all(self, text: str, begin: int) -> dict[str, int] | None:
        """Every marker's first offset at or after ``begin``, in one pass, or None where that
        pass does not run (no vector searches)."""
        found = self._finder
        if found is None:
            found = _FINDERS.get(self._markers)
            if found is None:
                found = finder(self._markers)
                if found is None:
                    self._simd = False  # no vector searches: the group paths from now on
                    return None
                if len(_FINDERS) >= 64:
                    _FINDERS.clear()
                _FINDERS[self._markers] = found
            self._finder = found
        return found.first(text, begin)

    def _lead(self, text: str, char: str, chars: dict[str, int]) -> int:
        """The first offset of a group's character where a marker of the group may begin
        (-1: none may), through ``chars``."""
        if char in self._anchors:
            return self._anchored(text, char, chars)
        at = chars.get(char)
        if at is None:
            at = chars[char] = text.find(char)
        return at

    def _none_prefetched(self, text: str, chars: dict[str, int]) -> bool:
        """Where a long text's run starts (``chars`` empty) and the plan has a ``prefetch``:
        fill ``chars`` with the first offset of each of its characters in one pass (in a short
        text a memchr each, where asked, costs less). True when none of the plan's own
        occurs: no marker of it does."""
        prefetch = self.prefetch
        if chars or not prefetch or len(text) <= _NEAR:
            return False
        found = False
        for char, at in zip(prefetch, firsts(text, prefetch), strict=True):
            chars[char] = at
            if at >= 0 and char in self.reads:
                found = True
        return not found

    def _anchored(self, text: str, char: str, chars: dict[str, int]) -> int:
        """The first ``char`` where a marker of its anchored group may begin: no earlier than
        the first anchor allows (-1: no anchor occurs, and ``char`` is not looked for)."""
        start = -1
        for anchor, index in self._anchors[char]:
            pos = chars.get(anchor)
            if pos is None:
                pos = chars[anchor] = text.find(anchor)
            if pos >= 0 and (start < 0 or pos - index < start):
                start = max(0, pos - index)
        if start < 0:
            return -1
        at = chars.get(char)
        if at is None:
            at = chars[char] = text.find(char)
        return at if at < 0 or start <= at else text.find(char, start)

    def select(self, first: dict[str, int]) -> Sequence[tuple[LoadedFormat, int]]:
        """``(format, offset of its first marker)`` for each format that may match a text
        whose markers are ``first`` (from :meth:`scan`), in order. A format without markers is
        always a candidate, at offset 0."""
        if len(first) == 1 and not self._always:  # the usual case: one kind of marker
            ((marker, at),) = first.items()
            return [(fmt, at) for fmt in self._owners[marker]]
        if not first:
            return self._always
        key = frozenset(first)
        chosen = self._chosen.get(key)
        if chosen is None:  # which formats, with which of their markers: once per marker set
            chosen = tuple(
                (fmt, tuple(m for m in fmt.spec.markers if m in key))
                for fmt in self.formats
                if not fmt.spec.markers or not key.isdisjoint(fmt.spec.markers)
            )
            if len(self._chosen) >= 512:
                self._chosen.clear()
            self._chosen[key] = chosen
        return [(fmt, min([first[m] for m in present]) if present else 0)
                for fmt, present in chosen]

    def candidates(
        self, text: str, chars: dict[str, int] | None = None
    ) -> Sequence[tuple[LoadedFormat, int]]:
        """``select(scan(text, chars))``: the formats that may match ``text``, with a shortcut
        for the usual answer of a tier tried after another found nothing: no marker at all."""
        if chars is None:
            chars = {}
        if self._none_prefetched(text, chars):
            return self._always
        for char, _, _, _ in self._groups:
            if self._lead(text, char, chars) >= 0:
                return self.select(self.scan(text, chars))
        # no marker's first character occurs: no marker does, however they overlap
        return self._always


def plan_tiers(
    formats: Sequence[LoadedFormat], extra: Sequence[str] = (), simd: bool = SIMD
) -> tuple[TierPlan, ...]:
    """One plan per tier, in tier order (``formats`` is already in ``(tier, id)`` order);
    ``extra`` markers go to the first plan."""
    plans: list[TierPlan] = []
    current: list[LoadedFormat] = []
    for fmt in formats:
        if current and fmt.tier != current[0].tier:
            plans.append(TierPlan(current[0].tier, current, () if plans else extra, simd))
            current = []
        current.append(fmt)
    if current:
        plans.append(TierPlan(current[0].tier, current, () if plans else extra, simd))
    if plans and plans[0].prefetch:
        plans[0].prefetch = "".join(sorted({c for plan in plans for c in plan.reads}))
    return tuple(plans)
