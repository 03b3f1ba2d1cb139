"""The candidate scan the python format relies on finds exactly the call starts.

``find_call_candidates`` skips, inside the regex engine, every ``(`` that does not follow a name
character before testing what follows it; ``is_call_start`` tests one position with the plain
grammar. Both must agree at every position of any text, and within any window.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls.toolkit.pycall import find_call_candidates, is_call_start

PIECES = st.sampled_from([
    "f", "ab", "a.b", "_x", "9", ".", "é", "\\", " ", "\t", "\n", "\r\n", "\f", "(", ")", "((",
    "()", "( )", "=", "==", "q=", "q =", "q==", ",", "[", "]", "x(", "f(q=1)", "f()", "(q=1)",
    "a (q=1)", "a.(q=1)", "a.b(", "é(q=1)", "\\nf(q=1)", "[f(a=1), g()]", "'", '"', "f2(", "x_(",
])


@settings(max_examples=1500, deadline=None)
@given(st.lists(PIECES, max_size=30).map("".join), st.integers(0, 40), st.integers(0, 80))
def test_candidates_are_the_call_starts(text: str, start: int, end: int) -> None:
    start = min(start, len(text))
    expected = [pos for pos in range(start, len(text)) if is_call_start(text, pos, end)]
    assert list(find_call_candidates(text, start, end)) == expected


def test_markdown_parentheses() -> None:
    text = (
        "See [the guide](https://example.com/docs) (section 3). Call `load(path)` first;\n"
        "```python\ndef total(items):\n    return sorted(list(seen), key=lambda k: (seen[k], k))\n"
        "```\nThe function `score(x)` is O(n log n) for n items [1]. Then run(x=1) and go().\n"
    )
    expected = [pos for pos in range(len(text)) if is_call_start(text, pos)]
    assert [text[pos : pos + 3] for pos in expected] == ["run", "go("]
    assert list(find_call_candidates(text)) == expected


def test_names_ending_in_any_identifier_character() -> None:
    text = "f2(q=1) x_(q=1) a.b9() A(q=1) é(q=1) a.(q=1) (q=1)"
    assert list(find_call_candidates(text)) == [0, 8, 16, 23]
