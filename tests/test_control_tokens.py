"""Control tokens leave the content as one pass over all of them would remove them.

``Selection.strip_control`` removes only the tokens that occur in the text (the prefilter's
exact scan says which), so a long text does not pay for an alternation over 160 tokens at
every character. At each place the longest token that occurs there is the one removed, so the
result must be the one of ``control_pattern``, the pass over every token, on any text: tokens
that hold others (``assistant<|role_sep|>`` and ``<|role_sep|>``), that overlap, that are cut,
that sit in prose.
"""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls

EXAMPLES = int(os.environ.get("TOOLCALLS_EXAMPLES", "150"))
SELECTION = toolcalls.Parser().selection()
TOKENS = list(SELECTION.control_tokens)
PIECES = [*TOKENS, *(t[: len(t) // 2] for t in TOKENS), *(t[1:] for t in TOKENS), " ", "\n",
          "prose", "<", "|", "[", "]", "a"]


@given(st.lists(st.sampled_from(PIECES), max_size=24))
@settings(max_examples=EXAMPLES * 2, deadline=None)
def test_strip_control_removes_what_the_pass_over_every_token_removes(parts: list[str]) -> None:
    text = "".join(parts)
    pattern = SELECTION.control_pattern
    assert pattern is not None
    assert SELECTION.strip_control(text) == pattern.sub("", text)


def test_strip_control_on_text_without_tokens_and_with_nested_ones() -> None:
    assert SELECTION.strip_control("plain prose [x] <y>") == "plain prose [x] <y>"
    nested = [t for t in TOKENS if any(o != t and o in t for o in TOKENS)]
    assert nested  # the selection has tokens that hold others (the case the scan must get)
    for token in nested:
        text = f"a {token} b {token[1:]} c"
        assert SELECTION.strip_control(text) == SELECTION.control_pattern.sub("", text)
        assert token not in SELECTION.strip_control(text)
