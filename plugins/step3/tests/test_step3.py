"""Tests of the step3 plugin: steptml XML inside Step3's call tokens."""

from __future__ import annotations

import re
from typing import Any

import pytest
import toolcalls_step3 as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser, Registry
from toolcalls.testing import (
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_records,
    conformance_tests,
    extract_alone,
)

FMT = "step3"
PARSER = Parser(formats=[FMT])
B, E = "<｜tool_calls_begin｜>", "<｜tool_calls_end｜>"
CB, CE, S = "<｜tool_call_begin｜>", "<｜tool_call_end｜>", "<｜tool_sep｜>"
INV = ('<steptml:invoke name="f">\n<steptml:parameter name="a">x</steptml:parameter>\n'
       '<steptml:parameter name="n">2</steptml:parameter>\n</steptml:invoke>')  # 143
F = {"a": "x", "n": 2}


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FMT)
    assert (fmt.tier, fmt.spec.anchored, fmt.distribution) == (1, True, "toolcalls-step3")
    assert set(fmt.markers) == {CB, B}


VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]], list[tuple[int, int]]]] = [
    ("documented layout", B + "\n" + CB + "function" + S + INV + CE + "\n" + E,
     [("f", F, 21, 220)], [(0, 239)]),
    ("without the type", B + CB + INV + CE + E, [("f", F, 20, 199)], [(0, 217)]),
    ("the name repeated after the type", B + CB + "function" + S + "f\n" + INV + CE + E,
     [("f", F, 20, 221)], [(0, 239)]),
    ("two calls, a stray separator, prose around",
     "Sure.\n\n" + B + CB + INV + CE + S + CB + "function" + S + INV + CE + E + "\n\nDone.",
     [("f", F, 27, 206), ("f", F, 218, 417)], [(7, 206), (218, 435)]),
    ("raw values", B + CB + '<steptml:invoke name="f"><steptml:parameter name="a">  if a < b:\n'
     '\treturn "x" &amp; \\n </steptml:parameter></steptml:invoke>' + CE + E,
     [("f", {"a": '  if a < b:\n\treturn "x" &amp; \\n '}, 20, 179)], [(0, 197)]),
    ("closers left out at the end", B + CB + "function" + S + INV, [("f", F, 20, 202)],
     [(0, 202)]),
    ("no parameters", CB + '<steptml:invoke name="refresh"></steptml:invoke>' + CE,
     [("refresh", {}, 0, 84)], [(0, 84)]),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [r[1:] for r in VALID],
                         ids=[r[0] for r in VALID])
def test_valid(text: str, calls: list[tuple[str, dict[str, Any], int, int]],
               spans: list[tuple[int, int]]) -> None:
    outcome = PARSER.run(text)
    assert outcome.errors == []
    assert [(c.name, c.arguments, c.start, c.end) for c in outcome.calls] == calls
    assert [(m.start, m.end) for m in outcome.matches] == spans
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": name, "arguments": args, "format": FMT} for name, args, _, _ in calls]


def test_the_content_around_the_calls() -> None:
    text = VALID[3][1]
    assert "two calls" in VALID[3][0]
    assert toolcalls.parse(text).content == "Sure.\n\n\n\nDone."


P = "Some prose.\n"

ERRORS = [
    ("duplicate parameter", P + CB + '<steptml:invoke name="f"><steptml:parameter name="a">1'
     '</steptml:parameter><steptml:parameter name="a">2</steptml:parameter></steptml:invoke>' + CE,
     "tool_call.duplicate_argument", 105, 2, 94),
    ("a type other than function", CB + "thought" + S + "\n" + CE, "tool_call.unrecognized", 19,
     1, 20),
    ("a type other than function before an invoke", B + CB + "thought" + S + INV + CE + E,
     "tool_call.unrecognized", 39, 1, 40),
    ("empty call", B + CB + CE + E, "tool_call.unrecognized", 39, 1, 40),
    ("empty section", P + B + "\n" + E, "tool_call.unrecognized", 33, 3, 1),
    ("section of prose", B + "hello" + E, "tool_call.unrecognized", 20, 1, 21),
    ("text after the invoke", CB + INV + " junk" + CE, "tool_call.unexpected_content", 163, 4, 19),
    ("unclosed call before prose", P + CB + INV + " and then", "tool_call.unclosed", 12, 2, 1),
    ("empty name", CB + '<steptml:invoke name=""></steptml:invoke>' + CE,
     "tool_call.invalid_name", 41, 1, 42),
    ("text instead of parameters", CB + '<steptml:invoke name="f">hello</steptml:invoke>' + CE,
     "tool_call.unexpected_content", 44, 1, 45),
    ("cut in a value", P + B + CB + "function" + S + '<steptml:invoke name="f">'
     '<steptml:parameter name="a">x', "tool_call.unclosed", 96, 2, 85),
    ("cut in the type", CB + "functi", "tool_call.unexpected_end", 25, 1, 26),
    ("cut after the section", "ok " + B, "tool_call.unexpected_end", 23, 1, 24),
    ("a parameter without its closer", CB + '<steptml:invoke name="f"><steptml:parameter '
     'name="a">1</steptml:invoke>' + CE, "tool_call.unclosed", 44, 1, 45),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), [r[1:] for r in ERRORS],
                         ids=[r[0] for r in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


PROSE = [
    "Step3 opens a call with <｜tool_call_begin｜>.",
    "The <steptml:invoke> tag names a tool.",
    'Write <steptml:invoke name="f" and stop here',
    "<｜tool_sep｜> and <｜tool_calls_end｜> alone",
    "an invoke outside the tokens: " + INV,
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_that_mentions_the_markers_is_not_a_call(text: str) -> None:
    assert PARSER.run(text).matches == []
    assert toolcalls.parse(text).errors == []


def test_values_are_typed_by_the_tool_schema() -> None:
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "a": {"type": "string"}, "n": {"type": "integer"}, "b": {"type": "boolean"}}}}]
    text = (CB + '<steptml:invoke name="f"><steptml:parameter name="a"> 7 </steptml:parameter>'
            '<steptml:parameter name="n"> 7 </steptml:parameter><steptml:parameter name="b">'
            " true </steptml:parameter></steptml:invoke>" + CE)
    assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": {
        "a": 7, "n": 7, "b": True}}]
    assert toolcalls.parse_tool_calls(text, tools=tools) == [{"name": "f", "arguments": {
        "a": " 7 ", "n": 7, "b": True}}]


@pytest.mark.parametrize(("text", "reasoning", "content"), [
    ("Let me look.</think>" + B + CB + INV + CE + E, "Let me look.", ""),
    ("<think>draft " + CB + INV + CE + "</think>Fine.", "draft " + CB + INV + CE, "Fine."),
])
def test_reasoning(text: str, reasoning: str, content: str) -> None:
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == (reasoning, content)


def test_control_tokens_are_never_content() -> None:
    text = "Sure." + E + S + B
    assert toolcalls.parse(text).content == "Sure."


# --- partial calls -----------------------------------------------------------------------------

EXAMPLES = [
    toolcalls.render([{"name": "f", "arguments": {"a": "x y", "n": [1]}},
                      {"name": "g", "arguments": {}}], FMT),
    *Registry.from_entry_points(blocked=()).get(FMT).spec.examples,
    *(row[1] for row in VALID[1:4]),
]
OPENERS = re.compile("|".join(re.escape(m) for m in plugin.GRAMMAR.openers))


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_cut_after_the_opener_is_a_call_or_an_error(text: str) -> None:
    first = OPENERS.search(text)
    assert first is not None
    names = {c.name for c in PARSER.run(text).calls}
    for cut in range(first.end(), len(text) + 1):
        piece = text[:cut]
        outcome = PARSER.run(piece)
        assert outcome.calls or outcome.errors, repr(piece)
        for match in outcome.matches:
            assert match.error is None or match.incomplete, (piece, match)
            if match.partial is not None:
                assert match.partial.name in names | {None}, (piece, match.partial)
        extract_alone(FMT, piece)


# --- rendering ---------------------------------------------------------------------------------


def test_render_writes_the_documented_layout() -> None:
    assert toolcalls.render([{"name": "f", "arguments": {"a": "x", "n": 2}}], FMT) == (
        B + "\n" + CB + "function" + S + INV + CE + "\n" + E)


STRINGS = st.one_of(
    st.text(max_size=10),
    st.lists(st.sampled_from(["</steptml:parameter>", "</steptml:invoke>", CE, E, S, "<think>",
                              "</think>", "<tool_call>", '"', "\\", "\n", " ", "<", "&amp;"])
             | st.text(max_size=3), max_size=5).map("".join),
)
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=False, allow_infinity=False) | STRINGS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(STRINGS, inner, max_size=3),
    max_leaves=8,
)
KEYS = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters='"<>\n'),
               min_size=1, max_size=8)
NAMES = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.:/\-]{0,15}", fullmatch=True) | st.sampled_from(
    ["météo", "function"])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.builds(lambda n, a: {"name": n, "arguments": a}, NAMES,
                          st.dictionaries(KEYS, VALUES, max_size=4)), min_size=1, max_size=3),
       st.sampled_from(["", "Sure.\n"]))
def test_round_trip(calls: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, calls, before=before, after="\nDone.")


# --- properties and hostile inputs -------------------------------------------------------------

PIECES = [B, E, CB, CE, S, "function", "f\n", "<steptml:invoke", "</steptml:invoke>",
          "<steptml:parameter", "</steptml:parameter>", ' name="f"', ">", "<", "x", "1", " ",
          "\n", "</think>", '"']


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=30))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    check_extraction(text, extract_alone(FMT, text))
    toolcalls.parse(text)


@pytest.mark.parametrize("piece", [CB, B, CB + "function" + S, CB + "function" + S + "f",
                                   CB + '<steptml:invoke name="f">', B + "x" + E, B + "x",
                                   CB + '<steptml:invoke name="f"><steptml:parameter name="a">'])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece, count=250)


def test_fifty_thousand_openers() -> None:
    for piece in (CB, B, "<steptml:invoke"):
        result = toolcalls.parse(piece * 50_000)
        assert result.calls == [] and len(result.errors) <= 1


# --- the conformance corpus --------------------------------------------------------------------

#: Every step3 record agrees with its peer on the calls.
EXCEPTIONS: dict[str, str] = {}

test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    (FMT,), FMT, EXCEPTIONS, start=__file__)

RECORDS = [r for r in conformance_records((FMT,), start=__file__) if "content" in r]


@pytest.mark.skipif(not RECORDS, reason="the conformance corpus is not beside the checkout")
@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_conformance_content(record: dict[str, Any]) -> None:
    got = toolcalls.parse(record["text"], formats=[FMT], tools=record.get("tools")).content
    assert got.split() == record["content"].split()
