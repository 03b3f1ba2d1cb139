"""Regexes over many literal markers, written as tries (one per first character).

``(?:a|b|...)`` over many markers makes the regex engine try every alternative at each
occurrence of the group's character; a trie reads each character once. The prefilter, the
removal of control tokens and the search for the next opener (:class:`toolkit.Stops`) use
them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

__all__ = ["any_marker", "led_patterns", "trie"]


def led_patterns(markers: Sequence[str]) -> tuple[re.Pattern[str], ...]:
    """One regex per first character of ``markers``, led by that literal character (so a
    search skips to it in C) and matching the longest marker at a place: finding or removing
    many markers costs one pass per distinct first character, not one per marker."""
    by_char: dict[str, list[str]] = {}
    for marker in markers:
        by_char.setdefault(marker[0], []).append(marker[1:])
    return tuple(re.compile(re.escape(char) + trie(tails)) for char, tails in by_char.items())


def trie(words: Sequence[str], conditions: Mapping[str, str] | None = None) -> str:
    """A regex matching the longest of ``words`` that occurs at a place, written as a trie.

    ``(?:a|b|...)`` over many markers makes the regex engine try every alternative at each
    occurrence of the group's character (each ``<`` of an HTML-heavy text); as a trie it reads
    each character once: ``｜tool▁call▁begin｜>`` and ``｜tool▁calls▁begin｜>`` share
    ``｜tool▁call``. Where a word ends inside a longer one, the longer is tried first.

    ``conditions``: words that end only where a zero-width regex holds (a lookbehind, say),
    checked once the word has been read; a word also in ``words`` ends unconditionally.
    """
    root: dict[str, Any] = {}
    ends = dict(conditions or {})
    for word in (*words, *ends):
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}
    unconditional = set(words)

    def pattern(node: dict[str, Any], word: str) -> str:
        branches = [re.escape(ch) + pattern(child, word + ch)
                    for ch, child in sorted(node.items()) if ch]
        body = "" if not branches else (
            branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")")
        if "" not in node:
            return body
        if word not in unconditional:  # the word ends here where its condition holds
            return f"(?:{body}|{ends[word]})" if body else ends[word]
        if not body:
            return ""
        # a word ends here: the rest is optional (greedy: longest first)
        return ("(?:" + body + ")?") if len(branches) == 1 and len(body) > 1 else body + "?"

    return pattern(root, "")


@lru_cache(maxsize=128)
def any_marker(markers: tuple[str, ...]) -> re.Pattern[str] | None:
    """One regex finding the first of ``markers`` in a text, and of several starting at one
    place the longest: the groups of :func:`led_patterns` as one alternation (their first
    characters differ, so at most one group matches at a place). None for no markers."""
    if not markers:
        return None
    return re.compile("|".join(p.pattern for p in led_patterns(markers)))
