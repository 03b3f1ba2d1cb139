"""Block options for special tokens: several spellings of a marker, sections around calls, a
prefix after a wrapper's opener, JSON bodies, and the text ending inside a pattern's literal
head (toolkit ``spans.literal_heads``, ``sections``, ``NameArgs``, ``XmlParams``)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls import FormatSpec, Parser, Registry, hookimpl
from toolcalls.plugin import NameArgs, TaggedJSON, TagStyle, XmlParams
from toolcalls.testing import assert_linear, check_extraction
from toolcalls.toolkit.spans import (
    ends_in_marker,
    ends_inside,
    literal_heads,
    may_continue,
    spellings,
)

END = -1  # in the tables: len(text)

# --- literal heads ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "heads"),
    [
        ("function", ("function",)),
        (r"function(?:<a>|<\|b\|>)\s*", ("function<a>", "function<|b|>")),
        (r"(?:```json|```)", ("```json", "```")),
        (r"```(?:json)?", ("```",)),  # reading stops before an optional group
        (r"ab\nc\s+", ("ab\nc",)),
        (r"x(?P<name>a)", ("x",)),
        (r"f[ab]c", ("f",)),
        (r"ab?", ("a",)),
        ("a|b", ()),  # an alternation at the top level: nothing is known
        (r"[a|b]c", ()),
        (r"\d+", ()),
    ],
)
def test_literal_heads(pattern: str, heads: tuple[str, ...]) -> None:
    assert literal_heads(pattern) == heads


def test_the_text_ends_inside_a_literal_head() -> None:
    fence = re.compile(r"(?:```json|```)")
    assert ends_inside("x```js", 1, fence)
    assert ends_inside("x``", 1, fence)
    assert ends_inside("x```", 1, fence)  # ```json may still come
    assert not ends_inside("x```\n", 1, fence)
    assert not ends_inside("x", 1, fence)  # nothing left
    assert not ends_inside("x" + "`" * 70, 1, fence)


def test_spellings_are_read_longest_first() -> None:
    assert spellings("<a>") == ("<a>",)
    assert spellings(("<a>", "<aa>", "<a>")) == ("<aa>", "<a>")
    with pytest.raises(ValueError):
        spellings(("<a>", ""))


# --- NameArgs -----------------------------------------------------------------------------

SECTION = (("<S>", "<|S|>"), ("</S>", "<|/S|>"))
NAMES = NameArgs(
    ("<C>", "<|C|>"),
    separator=("<:>", "<|:|>"),
    closer=("</C>", "<|/C|>"),
    section=SECTION,
)
PREFIXED = NameArgs(
    "<C>",
    closer="</C>",
    prefix=r"fn(?:<:>|<\|:\|>)",
    fence=(r"(?:```json|```)", r"```"),
    render_prefix="fn<:>",
    render_args="\n```json\n{json}\n```",
)


def calls_of(block: Any, text: str) -> list[tuple[str, dict[str, Any]]]:
    extraction = block.extract(text, 0)
    check_extraction(text, extraction)
    return [(c.name, c.arguments) for m in extraction.matches for c in m.calls]


def states_of(block: Any, text: str) -> list[tuple[int, int, str, str | None, int | None]]:
    extraction = block.extract(text, 0)
    check_extraction(text, extraction)
    return [
        (m.start, m.end, m.state, m.error.code if m.error else None,
         m.error.position if m.error else None)
        for m in extraction.matches
    ]


def test_name_args_reads_every_spelling_and_mixes_them() -> None:
    text = 'a <|S|><C>f<|:|>{"x": 1}<|/C|><|C|>g<:>{}</C></S> b'
    assert calls_of(NAMES, text) == [("f", {"x": 1}), ("g", {})]
    # the section markers belong to the first and the last call
    assert [(s, e) for s, e, *_ in states_of(NAMES, text)] == [(2, 30), (30, 49)]



# --- TaggedJSON -----------------------------------------------------------------------------

TAGGED = TaggedJSON(("<t>", "<t>\n", "<|t|>"), "</t>")


def test_tagged_json_reads_every_spelling_and_writes_the_first() -> None:
    text = 'a <t>{"name": "f", "arguments": {}}</t> <|t|>{"name": "g", "arguments": {}}</t>'
    assert calls_of(TAGGED, text) == [("f", {}), ("g", {})]
    assert TAGGED.openers == ("<|t|>", "<t>\n", "<t>") and TAGGED.opener == "<t>"
    assert set(TAGGED.first) == set(TAGGED.openers)
    # the fast path is for one spelling only; the lane reads every spelling by the full rules
    assert not TAGGED.fast and TAGGED.fast_calls('<t>{"name": "f"}</t>', 0) is None
    assert TAGGED.lane_openers == TAGGED.openers
    lane = TAGGED.lane_matches(text, 0, "x")
    assert lane is not None and [(m.start, m.end, [c.name for c in m.calls]) for m in lane] == [
        (m.start, m.end, [c.name for c in m.calls]) for m in TAGGED.extract(text, 0).matches]
    assert TAGGED.lane_matches('<t>{"name": "f"}</t>', 0) is None  # a broken call: declined
    assert TAGGED.render([toolcall("f")]) == '<t>{"name": "f", "arguments": {}}</t>'
    # an error names the spelling the text holds, the longest where two start together
    for text, spelling in (("x <|t|>  ", "<|t|>"), ("x <t>\n  ", "<t>\n")):
        extraction = TAGGED.extract(text, 0)
        assert [(m.error.code, m.error.message) for m in extraction.matches if m.error] == [
            ("tool_call.unexpected_end", f"the text ended after '{spelling}', before the tool "
             "call")]


def toolcall(name: str) -> Any:
    from toolcalls import Call

    return Call(name, {}, 0, 0)

@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("x <S></S> y", [(2, 9, "broken", "tool_call.unrecognized", 5)]),
        ("x <S>hello</S> y", [(2, 14, "broken", "tool_call.unrecognized", 5)]),
        ("x <S>  ", [(2, 7, "partial", "tool_call.unexpected_end", 7)]),
        ("x <S><|", [(2, 7, "partial", "tool_call.unexpected_end", 7)]),
        ("x <S>hello", []),  # prose: no section end follows
        ("x <S>hello <C>f<:>{}</C></S>", [(11, 28, "complete", None, None)]),
        ("<S><S><C>f<:>{}</C></S>", [(3, 23, "complete", None, None)]),
        ("</S> alone", []),
    ],
)
def test_a_section_begin_that_begins_no_call(
    text: str, states: list[tuple[int, int, str, str | None, int | None]]
) -> None:
    assert states_of(NAMES, text) == states


def test_the_text_ending_inside_a_prefix_or_fence_is_a_call_cut_short() -> None:
    text = '<C>fn<|:|>get\n```json\n{"a": 1}\n```</C>'
    assert calls_of(PREFIXED, text) == [("get", {"a": 1})]
    for cut in ("<C>fn<|", "<C>fn<|:", "<C>fn<:>get\n``", "<C>fn<:>get\n```js", "<C>fn<:>get\n```"):
        (match,) = PREFIXED.extract(cut, 0).matches
        assert match.state == "partial", cut
    assert states_of(PREFIXED, "<C>fn<:>get\n```xml\n{}\n```</C>")[0][3] == (
        "tool_call.invalid_arguments")
    assert PREFIXED.render(PREFIXED.extract(text, 0).matches[0].calls) == (
        '<C>fn<:>get\n```json\n{"a": 1}\n```</C>')


def test_render_writes_the_section_and_the_first_spellings() -> None:
    calls = NAMES.extract('<|C|>f<|:|>{"x": 1}<|/C|>', 0).matches[0].calls
    assert NAMES.render(calls) == '<S><C>f<:>{"x": 1}</C></S>'


# --- XmlParams ----------------------------------------------------------------------------

WRAPPED = XmlParams(
    call=TagStyle(("<inv", "<|inv"), ("</inv>", "</|inv>")),
    param=TagStyle("<p", "</p>", attrs=("string",)),
    wrapper=(("<W>", "<|W|>"), ("</W>", "<|/W|>")),
    trim="none",
    entities=False,
    json_body=True,
)
TOKENS = XmlParams(
    call=TagStyle("<inv", "</inv>"),
    param=TagStyle("<p", "</p>"),
    wrapper=("<C>", "</C>"),
    prefix=r"fn<:>[^\s<>]*",
    section=("<S>", "</S>"),
    trim="none",
    entities=False,
)


def test_xml_wrapper_spellings_and_string_attribute() -> None:
    text = '<|W|><inv name="f"><p name="a" string="true"> 5 </p><p name="b">5</p></|inv><|/W|>'
    assert calls_of(WRAPPED, text) == [("f", {"a": " 5 ", "b": 5})]
    assert [(s, e) for s, e, *_ in states_of(WRAPPED, text)] == [(0, len(text))]


@pytest.mark.parametrize(
    ("text", "calls", "states"),
    [
        ('<inv name="f">\n{"a": [1, "x"]}\n</inv>', [("f", {"a": [1, "x"]})], None),
        ('<inv name="f">{}', [("f", {})], None),
        ('<inv name="f">{"a": 1,}</inv>', [], [(0, 29, "broken", "json.trailing_comma", 21)]),
        ('<inv name="f">{"a": 1} x</inv>', [], [(0, 30, "broken",
                                                "tool_call.unexpected_content", 23)]),
        ('<inv name="f">{"a": [1', [], [(0, 22, "partial", "json.unexpected_end", 22)]),
        ('<inv name="f">{"a": 1}</in', [], [(0, 26, "partial", "tool_call.unclosed", 0)]),
        ('<inv name="">{}</inv>', [], [(0, 21, "broken", "tool_call.invalid_name", 11)]),
    ],
)
def test_json_body(text: str, calls: list[Any], states: list[Any] | None) -> None:
    assert calls_of(WRAPPED, text) == calls
    if states is not None:
        assert states_of(WRAPPED, text) == states


def test_json_body_names_the_call_being_written() -> None:
    (match,) = WRAPPED.extract('<inv name="get">{"a": "b', 0).matches
    assert match.partial is not None and match.partial.name == "get"
    assert match.partial.json_args and match.partial.args_pos == 16


@pytest.mark.parametrize(
    ("text", "calls", "spans"),
    [
        ('<S><C>fn<:>f\n<inv name="f"><p name="a">1</p></inv></C></S>', [("f", {"a": 1})],
         [(0, 58)]),
        ('<S><C><inv name="f"></inv></C>x<C>fn<:><inv name="g"></inv></C></S>',
         [("f", {}), ("g", {})], [(0, 30), (31, 67)]),
        ('<C>fn<:>\n<inv name="f"></inv></C>', [("f", {})], [(0, 33)]),
        ('<inv name="f"></inv>', [("f", {})], [(0, 20)]),
    ],
)
def test_a_prefix_after_the_wrapper_and_a_section(
    text: str, calls: list[Any], spans: list[tuple[int, int]]
) -> None:
    assert calls_of(TOKENS, text) == calls
    assert [(s, e) for s, e, *_ in states_of(TOKENS, text)] == spans


@pytest.mark.parametrize("cut", ["<C>f", "<C>fn<", "<C>fn<:", "<C>fn<:>", "<C>fn<:>nam",
                                 "<C>fn<:>name\n<in", "<S>", "<S><C"])
def test_the_text_ending_inside_the_prefix_is_a_call_cut_short(cut: str) -> None:
    (match,) = TOKENS.extract(cut, 0).matches
    assert match.state == "partial", cut
    assert TOKENS.extract(cut, 0).resume == 0


def test_an_unknown_prefix_is_unrecognized_and_an_empty_section_too() -> None:
    assert states_of(TOKENS, "<C>other<:>\n</C>") == [
        (0, 16, "broken", "tool_call.unrecognized", 3)]
    # a call that may stand bare is still read after text the wrapper does not take
    assert calls_of(TOKENS, '<C>other<:><inv name="f"></inv></C>') == [("f", {})]
    assert states_of(TOKENS, "<S>\n</S>") == [(0, 8, "broken", "tool_call.unrecognized", 4)]


# --- linear on hostile inputs, through the engine ------------------------------------------


class _Blocks:
    @hookimpl
    def toolcalls_formats(self) -> list[FormatSpec]:
        return [
            FormatSpec("t_names", 1, NAMES.openers, anchored=True, grammar=NAMES),
            FormatSpec("t_prefixed", 1, PREFIXED.openers, anchored=True, grammar=PREFIXED),
            FormatSpec("t_wrapped", 1, WRAPPED.openers, anchored=True, grammar=WRAPPED),
            FormatSpec("t_tokens", 1, TOKENS.openers, anchored=True, grammar=TOKENS),
        ]


PARSER = Parser(Registry.from_plugins([("blocks", _Blocks())]))


@pytest.mark.parametrize(
    "piece",
    ["<S>", "<S>x", "<C>f", "<C>f<", '<C>f<:>{"a": ', "<C>fn<|:", "<C>fn<:>g\n``",
     '<inv name="f">{"a": ', "<W>", "<C>fn<:>g", "<|inv name=", "<S>x</S>"],
)
def test_hostile_pieces_are_linear(piece: str) -> None:
    assert_linear(None, piece, count=300, parser=PARSER)


PIECES = ["<S>", "</S>", "<|S|>", "<C>", "<|C|>", "</C>", "<:>", "<|:|>", "fn", "```json",
          "```", "{", "}", '"a"', ":", "1", "<inv", "</inv>", ' name="f"', ">", "<p", "</p>",
          "<W>", "</W>", "<", "|", "\n", " ", "x"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=2), max_size=30))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    for block in (NAMES, PREFIXED, WRAPPED, TOKENS):
        check_extraction(text, block.extract(text, 0))
    PARSER.parse(text)


@pytest.mark.parametrize(
    ("text", "resume"),
    [
        ("<S><C>f<:>{}</C>", 0),  # the section end may still come
        ("<S><C>f<:>{}</C>\n", 0),
        ("<S><C>f<:>{}</C></", 0),
        ("<S><C>f<:>{}</C></S>", END),
        ("<S><C>f<:>{}</C></S>\n", END),
        ("<S><C>f<:>{}</C> and more", END),
        ("x <S>\n<C>hello", 2),  # an undecided opener: its section begin goes with it
        ("x <S>", 2),
    ],
)
def test_where_a_longer_text_must_be_read_again(text: str, resume: int) -> None:
    for block, spelled in ((NAMES, text),
                           (TOKENS, text.replace("<C>f<:>{}</C>", '<C><inv name="f"></inv></C>'))):
        extraction = block.extract(spelled, 0)
        check_extraction(spelled, extraction)
        assert extraction.resume == (len(spelled) if resume == END else resume), spelled


@pytest.mark.parametrize(("text", "pos", "expected"), [
    ("ab<to", 2, True),  # cut inside "<tool>"
    ("ab<tool>", 2, False),  # the whole marker: not cut
    ("ab<x", 2, False),  # no marker begins so
    ("ab", 2, False),  # nothing left
    ("ab<", 2, True),
    ("ab</e", 2, True),  # the other spelling
    ("ab<tool>x", 2, False),
])
def test_ends_in_marker(text: str, pos: int, expected: bool) -> None:
    assert ends_in_marker(text, pos, ("<tool>", "</end>")) is expected


@settings(max_examples=200, deadline=None)
@given(st.text("<ab>/", max_size=12), st.integers(0, 12))
def test_ends_in_marker_is_a_proper_prefix_test(text: str, pos: int) -> None:
    spellings_ = ("<ab>", "</a>", "<")
    rest = text[pos:]
    assert ends_in_marker(text, pos, spellings_) == (
        bool(rest) and any(s.startswith(rest) and s != rest for s in spellings_))
    assert may_continue(text, pos, spellings_) == (
        not text[pos:].strip() or ends_in_marker(text, len(text) - len(text[pos:].lstrip()),
                                                 spellings_))
