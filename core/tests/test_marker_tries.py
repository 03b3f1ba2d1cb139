"""Many markers read in one pass per first character: the prefilter's groups and the removal
of control tokens (``prefilter.trie``, ``prefilter.led_patterns``) give exactly what one
alternative per marker, or one search per marker, gives."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.prefilter import led_patterns, trie

MARKERS = ["<a>", "<ab>", "<abc>", "<b", "<", "[X]", "[XY]", "[", "<|a|>", "<|ab|>", "ab", "a",
           "<｜tool▁call▁begin｜>", "<｜tool▁calls▁begin｜>", "<|tool_call_begin|>"]


def test_trie_shapes() -> None:
    assert trie(["ab", "ac"]) == "a(?:b|c)"
    assert trie(["a", "ab", "abc"]) == "a(?:bc?)?"
    assert trie(["", "x"]) == "x?"


def _alternation(words: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(MARKERS), min_size=1, max_size=8, unique=True),
       st.lists(st.sampled_from([*MARKERS, "x", " ", "|", ">", "c"]), max_size=25).map("".join))
def test_a_trie_finds_what_the_alternation_finds(words: list[str], text: str) -> None:
    assert re.compile(trie(words)).findall(text) == _alternation(words).findall(text)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(MARKERS), min_size=1, max_size=8, unique=True),
       st.lists(st.tuples(st.sampled_from(["x", " ", "\n", "xx"]), st.sampled_from(MARKERS)),
                max_size=10))
def test_led_patterns_remove_every_token(words: list[str],
                                         pieces: list[tuple[str, str]]) -> None:
    text = "".join(filler + marker for filler, marker in pieces) + "x"
    kept = "".join(filler + ("" if marker in words else marker) for filler, marker in pieces)
    removed = text
    for pattern in led_patterns(sorted(words, key=len, reverse=True)):
        removed = pattern.sub("", removed)
    # a marker that holds a removed one loses that part: only whole pieces are compared
    if not any(w != m and w in m for w in words for _, m in pieces):
        assert removed == kept + "x"


def test_control_tokens_leave_the_content() -> None:
    text = "<|im_start|>assistant Hi <|im_end|> there <|im_end|>"
    assert toolcalls.parse(text).content == "Hi  there"
