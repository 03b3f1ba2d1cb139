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


# --- firsts and find: str.find's answers, from the AVX2 searches where they run --------------

from toolcalls.toolkit import chars  # noqa: E402

#: The searches to hold to str.find: the wrappers (C where built, else Python), and the
#: Python fallbacks themselves (the pure wheel's).
FIRSTS = [chars.firsts, chars._finds_py]
FINDS = [chars.find, chars._find_py]

#: Characters of several high nibbles (the table holds 8), a Latin-1 one, a wide one (a text
#: holding it is not one byte a character: CPython's search runs).
ALPHABET = "ab<>[{(`H:\n\x00\x7fé|~" + "\u4e00"


def _text(draw: st.DrawFn, alphabet: str) -> str:
    # long runs of one character so the 128-byte blocks are read, and the tail after them
    base = draw(st.sampled_from(alphabet))
    pieces = draw(st.lists(st.one_of(st.sampled_from(alphabet),
                                     st.integers(1, 300).map(lambda k: base * k)), max_size=12))
    return "".join(pieces)


@settings(max_examples=500, deadline=None)
@given(st.data())
def test_firsts_are_str_find(data: st.DataObject) -> None:
    alphabet = data.draw(st.sampled_from([ALPHABET[:-1], ALPHABET]))
    text = _text(data.draw, alphabet)
    wanted = data.draw(st.text(ALPHABET + "qrstuvwxyz0123456789", max_size=20))
    start = data.draw(st.integers(-5, len(text) + 5))
    for firsts in FIRSTS:
        assert firsts(text, wanted, start) == [text.find(c, start) for c in wanted]


@settings(max_examples=500, deadline=None)
@given(st.data())
def test_find_is_str_find(data: st.DataObject) -> None:
    alphabet = data.draw(st.sampled_from([ALPHABET[:-1], ALPHABET]))
    text = _text(data.draw, alphabet)
    at = data.draw(st.integers(0, len(text)))
    needle = data.draw(st.one_of(st.text(alphabet, min_size=1, max_size=40),
                                 st.integers(1, 40).map(lambda k: text[at:at + k])))
    start = data.draw(st.integers(-5, len(text) + 5))
    for find in FINDS:
        assert find(text, needle, start) == text.find(needle, start)
        assert find(text, needle) == text.find(needle)


@settings(max_examples=500, deadline=None)
@given(st.data())
def test_find_each_is_str_find(data: st.DataObject) -> None:
    """Up to a dozen needles (more than the eight of one pass), some taken from the text, some
    of one character or none, some wide."""
    alphabet = data.draw(st.sampled_from([ALPHABET[:-1], ALPHABET]))
    text = _text(data.draw, alphabet)
    taken = st.tuples(st.integers(0, len(text)), st.integers(0, 30)).map(
        lambda p: text[p[0]:p[0] + p[1]])
    needles = tuple(data.draw(st.lists(st.one_of(taken, st.text(alphabet, max_size=8)),
                                       max_size=12)))
    start = data.draw(st.integers(-5, len(text) + 5))
    for find_each in (chars.find_each, chars._finds_py):
        assert find_each(text, needles, start) == [text.find(x, start) for x in needles]


@pytest.mark.parametrize(
    ("text", "needles", "expected"),
    [
        # a needle found leaves the pass; the others go on from there
        ("x" * 200 + ">>>" + "x" * 100 + ">>> ```tool_code Action:",
         (">>>", "```tool_code", "Action:", "absent"), [200, 307, 320, -1]),
        # a pair that comes often (the fence's ``) and the needle only late
        ("``" * 300 + "```tool_code", ("```tool_code",), [600]),
        # nine needles: two passes
        ("abcdefghijklmnopqrstuvwxyz", tuple("abcdefghi"[i:i + 2] for i in range(9)),
         [0, 1, 2, 3, 4, 5, 6, 7, 8]),
    ],
)
def test_find_each_cases(text: str, needles: tuple[str, ...], expected: list[int]) -> None:
    for find_each in (chars.find_each, chars._finds_py):
        assert find_each(text, needles) == expected


def _pair_by_definition(text: str, pair: str, start: int) -> int:
    start = max(0, start + len(text)) if start < 0 else start
    for at in range(start, len(text) - 1):
        if text[at] == pair[0] and text[at + 1] in pair[1:]:
            return at
    return -1


@settings(max_examples=500, deadline=None)
@given(st.data())
def test_next_pair_is_its_definition(data: st.DataObject) -> None:
    alphabet = data.draw(st.sampled_from([ALPHABET[:-1], ALPHABET]))
    text = _text(data.draw, alphabet)
    pair = data.draw(st.text(ALPHABET + "qrstuvwxyz0123456789", min_size=1, max_size=20))
    start = data.draw(st.integers(-5, len(text) + 5))
    for next_pair in (chars.next_pair, chars._next_pair_py):
        assert next_pair(text, pair, start) == _pair_by_definition(text, pair, start)


@pytest.mark.parametrize(
    ("text", "pair", "expected"),
    [
        ("<" * 100 + "<t", "<|t", 100),  # the first of a run of '<' that a 't' follows
        ("x" * 40 + "``" + "x" * 40, "``", 40),
        ("ab" * 100 + "<", "<a", -1),  # the character last: nothing follows it
        ("[" * 90 + "[0", "[0123456789ABCDEF:;<=>?", 90),  # more than 8 high nibbles
        ("x" * 70 + "<一", "<一", 70),  # a wide text: CPython's memchr
        ("<<", "<", -1),  # no second character: nothing matches
    ],
)
def test_next_pair_cases(text: str, pair: str, expected: int) -> None:
    for next_pair in (chars.next_pair, chars._next_pair_py):
        assert next_pair(text, pair) == expected


@pytest.mark.parametrize(
    ("text", "wanted", "expected"),
    [
        ("x" * 1000 + "<" + "x" * 70 + "{", "<{[", [1000, 1071, -1]),  # found in a 128 block
        ("x" * 130 + "`", "`", [130]),  # one character: memchr
        ("<<", "<<", [0, 0]),  # a character asked twice
        ("a" * 200, "0123456789ABCDEF:;<=>?", [-1] * 22),  # more than 8 high nibbles: CPython
        ("a" * 200 + "é", "é\u4e00", [200, -1]),  # a wide character cannot occur in Latin-1
        ("", "<", [-1]),
    ],
)
def test_firsts_cases(text: str, wanted: str, expected: list[int]) -> None:
    for firsts in FIRSTS:
        assert firsts(text, wanted) == expected


def test_the_c_searches_take_what_str_find_takes() -> None:
    scan = pytest.importorskip("toolcalls._scan", reason="the C extension is not built here")
    with pytest.raises(TypeError):
        scan.find("text", 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        scan.firsts("text")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        scan.find("text", "t", "0")  # type: ignore[arg-type]
    assert scan.find("text", "t", True) == 3  # an index, as str.find takes
    assert scan.find("x" * 100 + ">>>", ">>>", -3) == 100
    with pytest.raises(ValueError, match="first character"):
        scan.next_pair("text", "")
    with pytest.raises(TypeError):
        scan.find_each("text", ["t"])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        scan.find_each("text", ("t", 1))  # type: ignore[arg-type]


def test_without_avx2_the_c_searches_are_cpythons(tmp_path: object) -> None:
    """``TOOLCALLS_NO_SIMD=1`` (read when the module loads) turns the AVX2 paths off: the C
    functions then ask CPython, and ``SIMD`` says so."""
    import os
    import subprocess
    import sys

    pytest.importorskip("toolcalls._scan", reason="the C extension is not built here")
    code = ("from toolcalls import _scan\n"
            "t = 'x' * 500 + '<' + 'y' * 99 + '>>>'\n"
            "print(_scan.SIMD, _scan.firsts(t, '<>{'), _scan.find(t, '>>>'),"
            " _scan.next_pair(t, '>>'), _scan.find_each(t, ('>>>', 'y<')))")
    env = {k: v for k, v in os.environ.items() if k != "TOOLCALLS_PURE"}
    run = subprocess.run([sys.executable, "-c", code], env={**env, "TOOLCALLS_NO_SIMD": "1"},
                         capture_output=True, text=True, check=True)
    assert run.stdout.split() == ["False", "[500,", "600,", "-1]", "600", "600", "[600,", "-1]"]
