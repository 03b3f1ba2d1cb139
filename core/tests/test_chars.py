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


# --- firsts and the finder: str.find's answers, from the vector searches where they run ------

from toolcalls.toolkit import chars  # noqa: E402

#: The searches to hold to str.find: the wrapper (C where built, else Python), and the Python
#: fallback itself (the pure wheel's).
FIRSTS = [chars.firsts, chars._firsts_py]

#: Characters of several high nibbles (the table holds 8), a Latin-1 one, a wide one (a text
#: holding it is not one byte a character: CPython's search runs).
ALPHABET = "ab<>[{(`H:\n\x00\x7fé|~" + "\u4e00"


def _text(draw: st.DrawFn, alphabet: str) -> str:
    # long runs of one character so the vector blocks are read, and the tail after them
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


def _found(text: str, needles: tuple[str, ...], start: int = 0) -> dict[str, int]:
    return {x: text.find(x, start) for x in needles if text.find(x, start) >= 0}


def _needles() -> type:
    scan = pytest.importorskip("toolcalls._scan", reason="the C extension is not built here")
    return scan.Needles  # type: ignore[no-any-return]


def _random_layout(draw: st.DrawFn, needles: tuple[str, ...]) -> bytes:
    """Any layout the pass takes: a pair inside each needle, any bucket (the answers do not
    depend on the choice, only the time)."""
    out = bytearray()
    for needle in needles:
        out.append(draw(st.integers(0, max(0, min(len(needle) - 2, 255)))))
        out.append(draw(st.integers(0, 7)))
    return bytes(out)


@settings(max_examples=500, deadline=None)
@given(st.data())
def test_the_finder_is_str_find(data: st.DataObject) -> None:
    """Up to forty needles (more pairs than the eight buckets), some taken from the text (long
    ones too: their first eight bytes are compared in one load), some of one character or
    none, some wide; texts of one, two and four bytes a character; by ``chars.layout`` and by
    any layout."""
    needles_type = _needles()
    alphabet = data.draw(st.sampled_from(
        [ALPHABET[:-1], ALPHABET + "｜▁", ALPHABET + "\U0001f600"]))
    text = _text(data.draw, alphabet)
    taken = st.tuples(st.integers(0, len(text)), st.integers(0, 30)).map(
        lambda p: text[p[0]:p[0] + p[1]])
    needles = tuple(data.draw(st.lists(st.one_of(taken, st.text(alphabet, max_size=12)),
                                       max_size=40)))
    start = data.draw(st.integers(-5, len(text) + 5))
    for layout in (chars.layout(needles), _random_layout(data.draw, needles)):
        got = needles_type(needles, layout).first(text, start)
        assert got == (_found(text, needles, start) if chars.SIMD else None)


@pytest.mark.parametrize(
    ("text", "needles", "expected"),
    [
        # a needle found leaves the pass; the others go on from there
        ("x" * 200 + ">>>" + "x" * 100 + ">>> ```tool_code Action:",
         (">>>", "```tool_code", "Action:", "absent"),
         {">>>": 200, "```tool_code": 307, "Action:": 320}),
        # a pair that comes often (the fence's ``) and the needle only late
        ("``" * 300 + "```tool_code", ("```tool_code",), {"```tool_code": 600}),
        # forty needles of forty pairs: buckets shared
        ("".join(f"<{i:02d}|" for i in range(40)) + " " * 64,
         tuple(f"<{i:02d}|" for i in range(40)),
         {f"<{i:02d}|": 4 * i for i in range(40)}),
        # longer than the eight bytes of one load, found at the end of the text (no vector
        # block left), one differing only after its eighth byte
        ("z" * 100 + "<|tool_calls_section_begin|>", ("<|tool_calls_section_begin|>",
                                                      "<|tool_calls_section_end|>"),
         {"<|tool_calls_section_begin|>": 100}),
        # one character, last in the text; the empty needle at the start
        ("y" * 70 + "~", ("~", ""), {"~": 70, "": 0}),
        # needles and texts wider than one byte a character: read narrowed (each character of
        # 255 or more as 255), told apart by the comparison
        ("x" * 70 + "<｜tool▁sep｜>", ("<｜tool▁sep｜>", "<|tool"), {"<｜tool▁sep｜>": 70}),
        ("x" * 70 + "é<|", ("<｜", "é"), {"é": 70}),  # a wide needle in a Latin-1 text
        # 'ÿ' and a wide character read alike in the pass: told apart by the comparison
        ("一" * 100 + "<x ÿ<|", ("ÿ<", "一<", "<|"), {"ÿ<": 103, "一<": 99, "<|": 104}),
        ("x" * 70 + "<|tool 😀<|" + "😀" * 40, ("<|tool", "😀<|", "<|😀", "😀😀<"),
         {"<|tool": 70, "😀<|": 77, "<|😀": 78}),
    ],
)
def test_finder_cases(text: str, needles: tuple[str, ...],
                      expected: dict[str, int] | None) -> None:
    found = _needles()(needles, chars.layout(needles)).first(text)
    assert found == (expected if chars.SIMD else None)
    if expected is not None:
        assert expected == _found(text, needles)


def test_layout_puts_each_needle_at_its_rarest_pair_in_one_of_eight_buckets() -> None:
    """A needle's pair is its pair of neighbours that ``_pair_score`` guesses rarest; needles
    of one pair share a bucket; more than eight pairs share eight buckets; a needle of one
    character has its character."""
    needles = ("<|tool_call|>", "<|python_tag|>", "</think>", "[TOOL_CALLS]", ">>>",
               "Action: ```json", "```tool_code", "functools[", "<tool_call>", "{",
               "<｜tool▁sep｜>", "<function=", "<minimax:tool_call>", "[unused16]")
    layout = chars.layout(needles)
    offsets, buckets = layout[::2], layout[1::2]
    pairs = [n[o:o + 2] for n, o in zip(needles, offsets, strict=True)]
    assert pairs[:9] == ["<|", "<|", "k>", "L_", ">>", "Ac", "_c", "s[", "_c"]
    assert pairs[9] == "{" and pairs[10] == "<｜"  # a wide character guessed as rare as markup
    for n, o in zip(needles, offsets, strict=True):
        if len(n) > 1:
            scores = [chars._pair_score(n[q], n[q + 1]) for q in range(len(n) - 1)]
            assert chars._pair_score(n[o], n[o + 1]) == max(scores)
    assert max(buckets) <= 7 and len(set(buckets)) == 8
    by_pair: dict[str, set[int]] = {}
    for pair, bucket in zip(pairs, buckets, strict=True):
        by_pair.setdefault(pair, set()).add(bucket)
    assert all(len(found) == 1 for found in by_pair.values())
    assert chars.layout(()) == b""


def test_the_c_searches_take_what_str_find_takes() -> None:
    scan = pytest.importorskip("toolcalls._scan", reason="the C extension is not built here")
    with pytest.raises(TypeError):
        scan.firsts("text")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        scan.firsts("text", "t", "0")  # type: ignore[arg-type]
    assert scan.firsts("text", "t", True) == [3]  # an index, as str.find takes
    with pytest.raises(TypeError):
        scan.Needles(["t"], b"\0\0")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        scan.Needles(("t", 1), b"\0\0\0\0")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="two bytes a needle"):
        scan.Needles(("t",), b"\0")
    with pytest.raises(ValueError, match="does not fit"):
        scan.Needles(("ab",), b"\1\0")  # the pair would end past the needle
    with pytest.raises(ValueError, match="bucket 8"):
        scan.Needles(("ab",), b"\0\x08")
    found = scan.Needles((">>>",), b"\0\0")
    with pytest.raises(TypeError):
        found.first(1)  # type: ignore[arg-type]
    if scan.SIMD:
        assert found.first("x" * 100 + ">>>", -3) == {">>>": 100}


def test_without_avx2_the_c_searches_are_cpythons(tmp_path: object) -> None:
    """``TOOLCALLS_NO_SIMD=1`` (read when the module loads) turns the AVX2 paths off: firsts
    then asks CPython, the finder's pass does not run (None: the prefilter reads group by
    group), and ``SIMD`` says so."""
    import os
    import subprocess
    import sys

    pytest.importorskip("toolcalls._scan", reason="the C extension is not built here")
    code = ("from toolcalls import _scan\n"
            "from toolcalls.toolkit import chars\n"
            "t = 'x' * 500 + '<' + 'y' * 99 + '>>>'\n"
            "print(_scan.SIMD, _scan.firsts(t, '<>{'), _scan.Needles(('>>>',), b'\\0\\0').first(t),"
            " chars.finder(('>>>',)))")
    env = {k: v for k, v in os.environ.items() if k != "TOOLCALLS_PURE"}
    run = subprocess.run([sys.executable, "-c", code], env={**env, "TOOLCALLS_NO_SIMD": "1"},
                         capture_output=True, text=True, check=True)
    assert run.stdout.split() == ["False", "[500,", "600,", "-1]", "None", "None"]
