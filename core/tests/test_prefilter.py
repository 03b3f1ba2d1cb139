"""The marker prefilter: which formats may match, found in a few passes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls import Extraction, FormatSpec, Registry, hookimpl
from toolcalls.prefilter import _GAP, _NEAR, _WARM, _hiders, plan_tiers
from toolcalls.toolkit import chars


def plugin(format_id: str, markers: tuple[str, ...], tier: int = 1) -> object:
    class Plugin:
        @hookimpl
        def toolcalls_format(self) -> FormatSpec:
            return FormatSpec(format_id, tier, markers)

        @hookimpl
        def toolcalls_detect(self, text: str, start: int) -> int:
            return -1

        @hookimpl
        def toolcalls_extract(self, text: str, start: int) -> Extraction:
            return Extraction([], len(text))

    return Plugin()


MARKERS = {
    "a": ("<tool_call>",),
    "b": ("[TOOL_CALL]",),
    "c": ("[TOOL_CALLS]",),
    "d": ("<x", "<xy>"),  # one marker is the head of another
    "e": ("ab",),
    "f": ("bc",),  # hidden inside "abc" from a non-overlapping scan for "ab"
    "g": ("{",),
    "h": (),  # no markers: always tried
    # led by a letter: also looked for by their anchors '[' and '<' (prose is full of 'f')
    "i": ("functools[", "fn <|x|>"),
    # one group: "<a<" hides "<b" in "<a<b" from the group's scan (only where "<a<" occurs)
    "j": ("<a<",),
    "k": ("<b",),
    # led by a rarer character that holds a larger group's: looked for by '<' first
    "l": ("]<]ns[>[",),
    # led by a letter, found by the regex of another group ('`'), not by its ':'
    "m": ("Act: ```j",),
    "n": ("```tc",),
    # led by a letter, holding only the character of a group that is that character alone
    # ('{'): looked for by that character; led by a capital and holding no other group's
    # character: looked for by its capital
    "o": ("fx{",),
    "p": ("Here it is:",),
    # a rider whose rest is another marker of the group it rides in ('<|x|>' hides it)
    "q": ("to=<|x|>", "<|x|>"),
}


def _expected(text: str, formats: dict[str, tuple[str, ...]] = MARKERS) -> dict[str, int]:
    """What the candidates must be, by substring tests: each format whose markers occur, at
    the first; a format without markers, at 0."""
    expected = {}
    for format_id, markers in formats.items():
        offsets = [text.find(m) for m in markers if m in text]
        if not markers:
            expected[format_id] = 0
        elif offsets:
            expected[format_id] = min(offsets)
    return expected


@pytest.fixture(params=[False, True], ids=["memchr", "simd"])
def simd(request: pytest.FixtureRequest) -> bool:
    """Every test runs both ways of reading: through each character's occurrences (str.find),
    and the vector searches' (``chars.firsts``, ``chars.finder``: where the C extension is not
    built, ``str.find`` and no finder: the answers must not change, only the time)."""
    return bool(request.param)


def plans(simd: bool = False) -> list[object]:
    registry = Registry.from_plugins([(k, plugin(k, m)) for k, m in MARKERS.items()])
    return list(plan_tiers(registry.formats, simd=simd))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("plain prose", {"h": 0}),
        ("x <tool_call> y [TOOL_CALLS] z", {"a": 2, "c": 16, "h": 0}),
        ("[TOOL_CALL] and [TOOL_CALLS]", {"b": 0, "c": 16, "h": 0}),
        ("<xy> then <x", {"d": 0, "h": 0}),
        ("abc", {"e": 0, "f": 1, "h": 0}),
        ("{ <tool_call>", {"a": 2, "g": 0, "h": 0}),
        ("fun functools and fn <|x|> then functools[", {"i": 18, "q": 21, "h": 0}),
        ("< [ functools fn", {"h": 0}),
        ("<a<b", {"j": 0, "k": 2, "h": 0}),
        ("<b <a<", {"j": 3, "k": 0, "h": 0}),
        ("] ]< ]<]ns[>[", {"l": 5, "h": 0}),
        ("Act: Act: ```j ```tc", {"m": 5, "n": 15, "h": 0}),
        ("Act: ``j", {"h": 0}),
        ("f{ fx{ fx", {"g": 1, "o": 3, "h": 0}),
        ("Here it is Here it is:", {"p": 11, "h": 0}),
        ("<|x|> to=<|x|>", {"q": 0, "h": 0}),
        ("to=<|x|>", {"q": 0, "h": 0}),
        ("fn <|x|>", {"i": 0, "q": 3, "h": 0}),
    ],
)
def test_candidates_are_the_formats_whose_markers_occur(
    text: str, expected: dict[str, int], simd: bool
) -> None:
    (plan,) = plans(simd)
    assert {fmt.id: at for fmt, at in plan.candidates(text)} == expected  # type: ignore[attr-defined]


def test_markers_ride_in_groups_looked_for_anyway() -> None:
    """A marker led by a letter or by a rare character rides in the regex of the largest
    group whose character it holds (']<]ns[>[' in '<', not '['; 'Act: ```j' in the backtick's,
    not by its ':'); one that holds none such is looked for by an anchor: the character of a
    group that is that character alone ('fx{' by '{'), else its first that is not a letter,
    and a group whose markers hold none is looked for itself; a group led by a capital that
    no other group's character anchors is looked for by its capital ('Here it is:', not by
    its ':')."""
    (plan,) = plans()
    riders = {char: {word: sorted(stands) for word, stands in found.items()}
              for char, _, _, found in plan._groups if found}  # type: ignore[attr-defined]
    assert riders == {
        # the word the group's regex reads (from its character on) -> the markers it stands
        # for; '<|x|>' is a marker of the group too
        "<": {"<]ns[>[": [("]<]ns[>[", 1)],
              "<|x|>": [("<|x|>", 0), ("fn <|x|>", 3), ("to=<|x|>", 3)]},
        "[": {"[": [("functools[", 9)]},
        "`": {"```j": [("Act: ```j", 5)]},
    }
    assert plan._anchors == {"f": (("{", 2),)}  # type: ignore[attr-defined]
    # a capital is rarer in prose than ':': 'Here it is:' is looked for by its 'H'
    assert plan._via["Here it is:"] == ("H", 0)  # type: ignore[attr-defined]
    # a rider is checked again where a marker of its group's scan that may hide its word
    # occurs ('<a<' in '<a<|x|>'); '<|x|>' is its word, so reading that marker checks it
    assert plan._risky["to=<|x|>"] == frozenset({"<a<"})  # type: ignore[attr-defined]


def test_with_simd_a_long_text_is_read_in_one_pass_from_where_a_marker_may_begin() -> None:
    """With the vector searches, a long text of any width is read by one finder
    of every marker (``chars.finder``), from the first place a marker may begin: its group's
    character, less the reach of the group's riders ('functools[' begins 9 before its '[');
    a capital is anchored like a letter (its ':' joins the one pass over the characters,
    where there are three at least)."""
    registry = Registry.from_plugins([(k, plugin(k, m)) for k, m in MARKERS.items()]
                                     + [("t3", plugin("t3", ("(",), 3))])
    plan, later = plan_tiers(registry.formats, simd=True)
    assert plan._reach == {"<": 3, "[": 9, "`": 5}  # type: ignore[attr-defined]
    assert plan._anchors["H"] == ((":", 10),)  # type: ignore[attr-defined]
    # its own characters and the later tiers' in one pass (which costs the same); a plan of
    # fewer than three reads each by a memchr when asked (cheaper than the table's pass)
    assert plan.prefetch == "(:<[`ab{" and plan.reads == ":<[`ab{" and later.prefetch == ""
    pad = " " * (_NEAR + 1)
    for text, expected in [
        ("functools[" + pad, {"functools[": 0}),
        (pad + "x functools[ <|x|> fn <|x|>" + pad, {"functools[": _NEAR + 3, "<|x|>": _NEAR + 14,
                                                     "fn <|x|>": _NEAR + 20}),
        (pad + "Act: ```j Here it is:" + pad, {"Act: ```j": _NEAR + 1, "Here it is:": _NEAR + 11}),
        (pad + "Act: ``j" + pad, {}),
    ]:
        assert plan.scan(text) == expected, text
    # the finder is made at the first long text, once for a set of markers
    assert (plan._finder is not None) == chars.SIMD  # type: ignore[attr-defined]
    registry = Registry.from_plugins([("a", plugin("a", ("<tool_call>", "[TOOL_CALLS]"))),
                                      ("t3", plugin("t3", ("(",), 3))])
    assert [p.prefetch for p in plan_tiers(registry.formats, simd=True)] == ["", ""]
    (memchr, _) = plan_tiers(registry.formats, simd=False)
    assert "H" not in memchr._anchors  # type: ignore[attr-defined]
    memchr.scan("[TOOL_CALLS]" + pad)
    assert memchr._finder is None  # type: ignore[attr-defined]


def test_one_plan_per_tier_in_order() -> None:
    registry = Registry.from_plugins(
        [("t3", plugin("t3", ("(",), 3)), ("t1", plugin("t1", ("<",)))]
    )
    assert [(p.tier, [f.id for f in p.formats]) for p in plan_tiers(registry.formats)] == [
        (1, ["t1"]),
        (3, ["t3"]),
    ]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["<tool_call>", "[TOOL_CALL", "S]", "]", "<x", "y>", "a", "b", "c", "{", " ", "<", "[",
             "functools", "fn", "f", "|x|>", "<|x|>", "<a<", "<b", "]<]ns[>[", "]<]", "ns",
             "[>[", "Act: ", "```", "`", "j", "tc", "fx", "Here it is", ":", "to=", "<|"]
        ),
        max_size=20,
    ).map("".join)
)
@pytest.mark.parametrize("pad", [0, _NEAR + 1])
def test_candidates_agree_with_substring_tests(pad: int, text: str) -> None:
    # Padded, the text after a group's character is long: a small group of long markers
    # ('[TOOL_CALL]', '[TOOL_CALLS]') is then looked for by its regex, not by str.find.
    text += " " * pad
    for simd in (False, True):
        (plan,) = plans(simd)
        got = {fmt.id: at for fmt, at in plan.candidates(text)}  # type: ignore[attr-defined]
        assert got == _expected(text)


SPARSE = "x" * (_GAP + 5)


@pytest.mark.parametrize(
    "text",
    [
        # 'fx{' through its anchor '{' (anchored group, long text), 'ab' through its 'a'
        # (a group of one short marker): sparse occurrences are read one by one ...
        (SPARSE + "{") * (_WARM * 3) + "fx{" + SPARSE + "ab",
        (SPARSE + "a") * (_WARM * 3) + "ab" + " " * _NEAR,
        # ... dense ones hand over to one pass from the first place not yet read, which
        # may be the very next character
        "{" * (_WARM * 3) + "fx{" + " " * _NEAR,
        "f" + "{" * (_WARM - 1) + "x{" * 40 + "fx{" + " " * _NEAR,
        "a" * (_WARM * 3) + "b" + " " * _NEAR,
        "a" * (_WARM + 1) + "b" + " " * _NEAR,  # the marker right after the last one read
        "a" * (_WARM * 5) + " " * _NEAR,
        "{" * (_WARM * 5) + " " * _NEAR + "Here it is" + ":" * (_WARM * 2) + "Here it is:",
        " " * _NEAR + "H" * (_WARM * 3) + "Here it is:",
        " " * _NEAR + ("H" + SPARSE) * (_WARM * 2) + "Here it is:",
        # sparse at first, dense later, the marker just after the switch
        (SPARSE + "{") * _WARM + "{" * (_WARM * 40) + "fx{" + " " * _NEAR,
    ],
)
def test_markers_read_through_their_characters_occurrences(text: str, simd: bool) -> None:
    (plan,) = plans(simd)
    got = {fmt.id: at for fmt, at in plan.candidates(text)}  # type: ignore[attr-defined]
    assert got == _expected(text)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(["{", ":", "a", "b", "f", "x", "fx{", "Here it is:", "ab", "bc",
                              "Here it is", SPARSE, "{" * 20, "a" * 20, "<", "[", "`", "<" * 20,
                              "[" * 20, "`" * 20, "<|x|>", "to=<|x|>", "fn <|x|>", "]<]ns[>[",
                              "functools[", "functools", "Act: ```j", "```tc", "<a<", "<b",
                              "<tool_call>", "[TOOL_CALL]", "[TOOL_CALLS]", "<xy>", "<x"]),
             max_size=120).map("".join)
)
def test_long_texts_agree_with_substring_tests(text: str) -> None:
    text += " " * (_NEAR + 1)  # long after each marker's character: read through occurrences
    for simd in (False, True):
        (plan,) = plans(simd)
        got = {fmt.id: at for fmt, at in plan.candidates(text)}  # type: ignore[attr-defined]
        assert got == _expected(text)


#: Groups of several markers and no riders: read at each occurrence of their character by the
#: markers' heads while the occurrences are sparse, then by the group's regex.
HEADED = {
    "a": ("<tool_call>",),
    "d": ("<x", "<xy>"),
    "j": ("<a<",),
    "k": ("<b",),
    "b": ("[TOOL_CALL]",),
    "c": ("[TOOL_CALLS]",),
}


@pytest.mark.parametrize(
    "text",
    [
        "<" * _WARM + "<x",  # the marker right after the last occurrence read one by one
        "[" * _WARM + "[TOOL_CALL]" + "<" * 40 + "<b<xy>",
        ("<" + SPARSE) * (_WARM * 2) + "<tool_call>" + "[" + SPARSE + "[TOOL_CALLS]",
    ],
)
def test_headed_groups_through_sparse_and_dense_occurrences(text: str, simd: bool) -> None:
    registry = Registry.from_plugins([(k, plugin(k, m)) for k, m in HEADED.items()])
    (plan,) = plan_tiers(registry.formats, simd=simd)
    text += " " * (_NEAR + 1)
    got = {fmt.id: at for fmt, at in plan.candidates(text)}  # type: ignore[attr-defined]
    assert got == _expected(text, HEADED)


def test_groups_are_read_by_their_heads() -> None:
    """A group's words (its markers, its riders' rests) by their first k characters (at most
    3); a rider whose rest is the group's character alone is checked at every occurrence."""
    registry = Registry.from_plugins([(k, plugin(k, m)) for k, m in HEADED.items()])
    (plan,) = plan_tiers(registry.formats)
    assert plan._heads["<"][0] == 2  # type: ignore[attr-defined]
    assert sorted(plan._heads["<"][1]) == ["<a", "<b", "<t", "<x"]  # type: ignore[attr-defined]
    k, heads, always = plan._heads["["]  # type: ignore[attr-defined]
    assert (k, {head: sorted(words) for head, words in heads.items()}, always) == (
        3, {"[TO": sorted([("[TOOL_CALL]", (("[TOOL_CALL]", 0),)),
                           ("[TOOL_CALLS]", (("[TOOL_CALLS]", 0),))])}, ())
    (plan,) = plans()
    k, heads, always = plan._heads["<"]  # type: ignore[attr-defined]
    assert k == 2 and always == ()
    ((word, stands),) = heads["<|"]
    assert (word, sorted(stands)) == ("<|x|>", [("<|x|>", 0), ("fn <|x|>", 3), ("to=<|x|>", 3)])
    assert plan._heads["["][2] == (("functools[", 9),)  # type: ignore[attr-defined]



@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(["<", "[", "<tool_call>", "<x", "<xy>", "<a<", "<b", "[TOOL_CALL]",
                              "[TOOL_CALLS]", "[TOOL_CALL", "<a", "x", "<" * 20, "[" * 20,
                              SPARSE]),
             max_size=120).map("".join)
)
def test_headed_groups_agree_with_substring_tests(text: str) -> None:
    registry = Registry.from_plugins([(k, plugin(k, m)) for k, m in HEADED.items()])
    for simd in (False, True):
        (plan,) = plan_tiers(registry.formats, simd=simd)
        for padded in (text, text + " " * (_NEAR + 1)):
            got = {fmt.id: at for fmt, at in plan.candidates(padded)}  # type: ignore[attr-defined]
            assert got == _expected(padded, HEADED)


def _hiders_by_definition(markers: list[str]) -> dict[str, frozenset[str]]:
    """``_hiders`` as its docstring defines it, pair by pair (quadratic in the markers)."""
    found: dict[str, set[str]] = {}
    for marker in markers:
        for other in markers:
            if other != marker and other[0] == marker[0] and (
                    marker in other[1:] or other.startswith(marker)
                    or any(marker.startswith(other[k:]) for k in range(1, len(other)))):
                found.setdefault(marker, set()).add(other)
    changed = True
    while changed:
        changed = False
        for hidden_by in found.values():
            more = set().union(*(found.get(h, ()) for h in hidden_by)) - hidden_by
            if more:
                hidden_by.update(more)
                changed = True
    return {marker: frozenset(others) for marker, others in found.items()}


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text("ab<|>", min_size=1, max_size=6), min_size=1, max_size=14, unique=True))
def test_hiders_are_those_of_the_definition(markers: list[str]) -> None:
    assert _hiders(sorted(markers)) == _hiders_by_definition(sorted(markers))


def test_hiders_of_every_installed_marker_set_are_those_of_the_definition() -> None:
    import toolcalls

    selection = toolcalls.Parser().selection()
    tier_one = {m for f in selection.tiers[0].formats for m in f.spec.markers}
    for markers in (sorted(selection.control_tokens),
                    sorted(tier_one | selection.reasoning_markers)):
        assert _hiders(markers) == _hiders_by_definition(markers)
    # the shapes that matter: inside, a head, a tail that is a head
    assert _hiders(["ab", "abc", "bc", "bcd"]) == {"ab": frozenset({"abc"}),
                                                   "bc": frozenset({"bcd"})}
    assert _hiders(["<a", "<ab", "<b"]) == {"<a": frozenset({"<ab"})}
    assert _hiders(["<x<", "<y"]) == {"<y": frozenset({"<x<"})}
