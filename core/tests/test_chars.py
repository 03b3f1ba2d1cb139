"""The compiled character scans say exactly what the regexes they replace say."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls.toolkit.chars import next_call_paren, occurrences_before
from toolcalls.toolkit.pycall import _ARGS_AHEAD

#: The '(' that may open a call's arguments as the call reader's regex said it before
#: ``next_call_paren`` took its place: an identifier character before it, the lookahead after.
_OPEN_PAREN = re.compile("\\((?<=[A-Za-z0-9_]\\()" + _ARGS_AHEAD)

#: Pieces that make the regexes' edge cases likely: names, blanks of each kind, '=' and
#: '==', brackets, quotes, a non-ASCII letter and digit, form feeds (Python whitespace, not
#: JSON's).
PIECES = ["(", ")", "f", "f(", "_", "9", "é", "٣", " ", "\t", "\n", "\r", "\f", "\v", "=",
          "==", "a=", "x ", "{", "}", "[", "]", '"', "-", "t", "n", ",", ":", ".", "ab_1"]


def _regex_parens(text: str, pos: int, end: int) -> int:
    found = _OPEN_PAREN.search(text, pos, end)
    return -1 if found is None else found.start()


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=24).map("".join), st.data())
def test_next_call_paren_is_the_regex(text: str, data: st.DataObject) -> None:
    end = data.draw(st.integers(0, len(text)))
    pos = data.draw(st.integers(0, end))
    assert next_call_paren(text, pos, end) == _regex_parens(text, pos, end)


@pytest.mark.parametrize(
    ("text", "pos", "end", "expected"),
    [
        ("f()", 0, 3, 1),
        ("f(q=1)", 0, 6, 1),
        ("f(q==1)", 0, 7, -1),  # a comparison, not an argument
        ("f(q=", 0, 4, 1),  # '=' at the end: nothing after it to make '=='
        ("f(q=", 0, 3, -1),  # cut before the '='
        ("f(x)", 0, 4, -1),  # a positional argument
        ("(q=1)", 0, 5, -1),  # no name before it
        ("f(q=1)", 2, 6, -1),  # the '(' lies before pos
        ("f(\f\v)", 0, 5, 1),  # Python whitespace
        ("é(q=1)", 0, 6, -1),  # not an ASCII identifier character before it
        ("f(é=1)", 0, 6, -1),
    ],
)
def test_next_call_paren_cases(text: str, pos: int, end: int, expected: int) -> None:
    assert next_call_paren(text, pos, end) == expected == _regex_parens(text, pos, end)


@settings(max_examples=600, deadline=None)
@given(
    st.lists(st.sampled_from(PIECES), max_size=24).map("".join),
    st.sampled_from(["{", "[", "("]),
    st.sampled_from(['"}', '"-0123456789tfn[', ")"]),
    st.integers(0, 30),
)
def test_occurrences_before_is_its_definition(text: str, char: str, follow: str,
                                              start: int) -> None:
    start = min(start, len(text))
    expected = []
    for at in range(start, len(text)):
        if text[at] == char:
            rest = text[at + 1:].lstrip(" \t\n\r")
            if rest and rest[0] in follow:
                expected.append(at)
    assert occurrences_before(text, char, follow, start) == expected
