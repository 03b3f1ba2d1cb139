"""Tests of the jamba format: ``<tool_calls>[{"name": ..., "arguments": {...}}]</tool_calls>``."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_jamba as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser
from toolcalls.plugin import CharClass
from toolcalls.testing import (
    END,
    assert_calls_and_errors,
    assert_control_tokens_dropped,
    assert_discovered,
    assert_every_cut,
    assert_found,
    assert_linear,
    assert_many_openers,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_tests,
    json_call_lists,
)

FMT = "jamba"
PARSER = Parser(formats=[FMT])
T, TC = "<tool_calls>", "</tool_calls>"  # 12 and 13 characters
CALL = '{"name": "f", "arguments": {"a": 1}}'  # 36 characters


def test_entry_point_is_discovered() -> None:
    fmt = assert_discovered(FMT, tier=1, markers=(T,), anchored=True,
                            distribution="toolcalls-jamba", plugin="jamba")
    assert fmt.first == {T: CharClass(frozenset("["))}
    assert fmt.render is not None


TEMPLATE = (  # the vendor template after the assistant role token and its space
    ' <tool_calls>[\n{"name": "get_weather", "arguments": {"city": "Paris"}},\n'
    '{"name": "get_time", "arguments": {}}\n]</tool_calls><|eom|>'
)

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                  list[tuple[int, int]]]] = [
    ("template layout", TEMPLATE,
     [("get_weather", {"city": "Paris"}, 15, 70), ("get_time", {}, 72, 109)], [(1, 124)]),
    ("one call", T + "[" + CALL + "]" + TC, [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("pretty-printed", ' <tool_calls>[\n    ' + CALL + ",\n    " + CALL + "\n]</tool_calls>",
     [("f", {"a": 1}, 19, 55), ("f", {"a": 1}, 61, 97)], [(1, END)]),
    ("prose before and after", " Sure! let me call the tool for you." + T + "[" + CALL + "]" + TC
     + " Done.", [("f", {"a": 1}, 36, 99)], [(36, 99)]),
    ("missing closer at the end", T + "[" + CALL + "]\n", [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("a closer inside a string", T + '[{"name": "f", "arguments": {"s": "</tool_calls>"}}]' + TC,
     [("f", {"s": "</tool_calls>"}, 0, END)], [(0, END)]),
    ("two blocks", T + "[" + CALL + "]" + TC + T + "[" + CALL + "]" + TC,
     [("f", {"a": 1}, 0, 63), ("f", {"a": 1}, 63, END)], [(0, 63), (63, END)]),
    ("unicode and big integers",
     T + '[{"name": "météo", "arguments": {"ville": "北京", "n": 123456789012345678901234}}]' + TC,
     [("météo", {"ville": "北京", "n": 123456789012345678901234}, 0, END)], [(0, END)]),
    ("a prose mention", "Wrap calls in <tool_calls> tags.", [], []),
    ("an object is not this format's payload", "Write <tool_calls>" + CALL + " and so on.", [],
     []),
    ("a mention, then a call", "Wrap calls in <tool_calls> tags: " + T + "[" + CALL + "]" + TC,
     [("f", {"a": 1}, 33, END)], [(33, END)]),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in VALID],
                         ids=[c[0] for c in VALID])
def test_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert_found(PARSER, text, calls, spans)


P = "Some prose.\n"  # 12 characters

ERRORS: list[tuple[str, str, str, int, int, int]] = [
    ("an object with a closer", P + T + CALL + TC, "tool_call.unrecognized", 24, 2, 13),
    ("empty tag", T + TC, "tool_call.unrecognized", 12, 1, 13),
    ("empty array", T + "[]" + TC, "tool_call.unrecognized", 12, 1, 13),
    ("no arguments", T + '[{"name": "f"}]' + TC, "tool_call.unrecognized", 12, 1, 13),
    ("an element that is not a call", T + "[" + CALL + ', {"name": "g"}]' + TC,
     "tool_call.unrecognized", 51, 1, 52),
    ("invalid name", T + '[{"name": "a b", "arguments": {}}]' + TC, "tool_call.invalid_name",
     22, 1, 23),
    ("trailing comma", P + T + '[\n{"name": "f", "arguments": {"a": 1,}}\n]' + TC,
     "json.trailing_comma", 60, 3, 35),
    ("junk before the closer", T + "[" + CALL + "] junk" + TC, "tool_call.unexpected_content",
     51, 1, 52),
    ("unclosed before prose", P + T + "[" + CALL + "] Done.", "tool_call.unclosed", 12, 2, 1),
    ("cut inside the array", T + "[" + CALL + ", {", "json.unexpected_end", 52, 1, 53),
    ("opener then nothing", " " + T + "\n", "tool_call.unexpected_end", 14, 2, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_broken_block_does_not_swallow_the_next() -> None:
    text = T + '[{"name": "f", "arguments": {,}}]' + TC + " " + T + "[" + CALL + "]" + TC
    assert_calls_and_errors(PARSER, text, ["f"], ["json.unexpected_character"])


@pytest.mark.parametrize("text", [plugin.toolcalls_formats()[0].examples[0], TEMPLATE])
def test_every_cut_is_a_call_or_an_error(text: str) -> None:
    assert_every_cut(PARSER, text, text.index(T) + len(T), ("get_weather", "get_time"))


def test_control_tokens_are_never_content() -> None:
    text = ("<|startoftext|><|bom|><|system|> sys<|eom|><|bom|><|user|> hi<|eom|>"
            "<|bom|><|assistant|> Sure." + T + "[" + CALL + "]" + TC + "<|eom|><|endoftext|>")
    assert_control_tokens_dropped(text, FMT, "sys hi Sure.", plugin.CONTROL_TOKENS)


def test_the_renderer_writes_what_the_template_writes() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}},
             {"name": "get_time", "arguments": {}}]
    assert " " + toolcalls.render(calls, FMT) + "<|eom|>" == TEMPLATE


MARKERS = [T, TC, "<tool_call>", "[TOOL_CALLS]", "<minimax:tool_call>", "<think>", "</think>",
           "<|eom|>", '{"name": "g", "arguments": {}}', "\n", "\\", '"', "]", "["]
calls_strategy = json_call_lists(MARKERS)


#: Hunyuan-A13B reads the same syntax (its array on one line): where both are installed, the
#: engine's order (tier, id) names one of them, so the round trip runs with every installed format
#: but that one.
BESIDE = Parser(formats=[f for f in Parser().registry.ids
                         if f != "hunyuan"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls_strategy)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    text = assert_round_trip(FMT, calls, before=" Sure.", after="\nDone.", parser=BESIDE)
    # with every format installed, the same calls (Hunyuan's format may name them)
    assert toolcalls.parse_tool_calls(text) == BESIDE.parse_tool_calls(text)


@pytest.mark.parametrize("piece", [T, T + "[", T + '[{"name": "f", "arguments": {"a": ',
                                   T + "[" + CALL + "]", T + CALL, T + "x" + TC])
def test_hostile_inputs_cost_linear_work(piece: str) -> None:
    assert_linear(FMT, piece, count=1000)


def test_many_openers() -> None:
    assert_many_openers(PARSER, T)


PIECES = [T, TC, "{", "}", "[", "]", '"', ":", ",", '"name"', '"arguments"', '"f"', " ", "\n",
          "x", "\\"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join))
def test_extraction_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0))
    toolcalls.parse(text)


test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    ("jamba",), FMT, {}, start=__file__)
