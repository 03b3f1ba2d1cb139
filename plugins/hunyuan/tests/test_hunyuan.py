"""Tests of the hunyuan format (Hunyuan-A13B): ``<tool_calls>[{...}, ...]</tool_calls>``, with
``<think>`` reasoning and ``<answer>`` tags."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_hunyuan as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser
from toolcalls.plugin import CharClass
from toolcalls.testing import (
    END,
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

FMT = "hunyuan"
PARSER = Parser(formats=[FMT])
T, TC = "<tool_calls>", "</tool_calls>"  # 12 and 13 characters
CALL = '{"name": "f", "arguments": {"a": 1}}'  # 36 characters


def test_entry_point_is_discovered() -> None:
    fmt = assert_discovered(FMT, tier=1, markers=(T,), anchored=True,
                            distribution="toolcalls-hunyuan", plugin="hunyuan")
    assert fmt.first == {T: CharClass(frozenset("["))}
    assert fmt.render is not None


TEMPLATE = (  # the template's assistant turn
    'Checking.<tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris"}}, '
    '{"name": "get_time", "arguments": {}}]</tool_calls><|eos|>'
)
THINKING = (  # reasoning mode
    "<think>\nThe user wants the weather.\n</think>\n<answer>\n" + T + "[" + CALL + "]" + TC
    + "\n</answer>"
)

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                  list[tuple[int, int]]]] = [
    ("template layout", TEMPLATE,
     [("get_weather", {"city": "Paris"}, 22, 77), ("get_time", {}, 79, 116)], [(9, 130)]),
    ("reasoning mode", THINKING, [("f", {"a": 1}, 54, 117)], [(54, 117)]),
    ("rich values", T + '[{"name": "register_user", "arguments": {"age": 37, "role": null, '
     '"ok": true, "aliases": ["J"], "address": {"city": "SF"}}}]' + TC,
     [("register_user", {"age": 37, "role": None, "ok": True, "aliases": ["J"],
                         "address": {"city": "SF"}}, 0, END)], [(0, END)]),
    ("text after the block is content", T + "[" + CALL + "]" + TC + "\nThank you!",
     [("f", {"a": 1}, 0, 63)], [(0, 63)]),
    ("missing closer at the end", T + "[" + CALL + "]", [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("non-ASCII stays as written", T + '[{"name": "get_weather", "arguments": {"city": "北京"}}]'
     + TC, [("get_weather", {"city": "北京"}, 0, END)], [(0, END)]),
    ("a closer inside a string", T + '[{"name": "f", "arguments": {"s": "</tool_calls>"}}]' + TC,
     [("f", {"s": "</tool_calls>"}, 0, END)], [(0, END)]),
    ("a prose mention", "Format calls in <tool_calls> tags, please.", [], []),
    ("an object is not this format's payload", "Write <tool_calls>" + CALL + " and so on.", [],
     []),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in VALID],
                         ids=[c[0] for c in VALID])
def test_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert_found(PARSER, text, calls, spans)


P = "Some prose.\n"  # 12 characters

ERRORS: list[tuple[str, str, str, int, int, int]] = [
    ("an object with a closer", P + T + CALL + TC, "tool_call.unrecognized", 24, 2, 13),
    ("empty tag", T + TC, "tool_call.unrecognized", 12, 1, 13),
    ("not a list of calls", T + '[{"name": "f"}]' + TC, "tool_call.unrecognized", 12, 1, 13),
    ("broken json", P + T + '[{"name": "f", "arguments": {"a": tru}}]' + TC,
     "json.invalid_literal", 58, 2, 47),
    ("junk before the closer", T + "[" + CALL + "] junk" + TC, "tool_call.unexpected_content",
     51, 1, 52),
    ("unclosed before prose", P + T + "[" + CALL + "] Done.", "tool_call.unclosed", 12, 2, 1),
    ("cut inside the array", T + "[" + CALL + ", {", "json.unexpected_end", 52, 1, 53),
    ("opener then nothing", "<answer>\n" + T, "tool_call.unexpected_end", 21, 2, 13),
    ("what starts like JSON is an attempt", "Write <tool_calls>[...]", "json.invalid_number",
     19, 1, 20),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_reasoning_and_answer_tags() -> None:
    result = toolcalls.parse(THINKING, formats=[FMT])
    assert [c.name for c in result.calls] == ["f"]
    assert result.reasoning == "The user wants the weather."
    assert result.content == ""
    # a call written while thinking is not a call
    text = "<think>maybe " + T + "[" + CALL + "]" + TC + "</think>\n<answer>\nNo call needed." \
        "\n</answer>"
    result = toolcalls.parse(text, formats=[FMT])
    assert (result.calls, result.content) == ([], "No call needed.")
    # thinking off: the template wrote the empty block, the output starts after it
    assert toolcalls.parse("<answer>\nHello!\n</answer><|eos|>", formats=[FMT]).content == \
        "Hello!"


def test_control_tokens_are_never_content() -> None:
    text = "<|startoftext|>sys<|extra_4|>用户：hi<|extra_0|>" + TEMPLATE
    assert_control_tokens_dropped(text, FMT, "sys用户：hiChecking.", plugin.CONTROL_TOKENS)


@pytest.mark.parametrize("text", [*plugin.toolcalls_formats()[0].examples, TEMPLATE])
def test_every_cut_is_a_call_or_an_error(text: str) -> None:
    assert_every_cut(PARSER, text, text.index(T) + len(T), ("get_weather", "get_time"))


def test_the_renderer_writes_what_the_template_writes() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}},
             {"name": "get_time", "arguments": {}}]
    assert "Checking." + toolcalls.render(calls, FMT) + "<|eos|>" == TEMPLATE


MARKERS = [T, TC, "<tool_call>", "[TOOL_CALLS]", "<minimax:tool_call>", "<think>", "</think>",
           "<answer>", "</answer>", "<|eos|>", '{"name": "g", "arguments": {}}', "\n", "\\", '"',
           "]", "["]
calls_strategy = json_call_lists(MARKERS)

#: Jamba reads the same syntax (a call per line): where both are installed, the engine's
#: order (tier, id) names one of them, so the round trip runs with every installed format but
#: that one.
BESIDE = Parser(formats=[f for f in Parser().registry.ids if f != "jamba"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls_strategy)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    text = assert_round_trip(FMT, calls, before="Sure.", after="\nDone.", parser=BESIDE)
    assert toolcalls.parse_tool_calls(text) == BESIDE.parse_tool_calls(text)


@pytest.mark.parametrize("piece", [T, T + "[", T + '[{"name": "f", "arguments": {"a": ',
                                   T + "[" + CALL + "]", T + CALL, T + "x" + TC, "<answer>"])
def test_hostile_inputs_cost_linear_work(piece: str) -> None:
    assert_linear(FMT, piece, count=1000)


def test_many_openers() -> None:
    assert_many_openers(PARSER, T)


PIECES = [T, TC, "{", "}", "[", "]", '"', ":", ",", '"name"', '"arguments"', '"f"', " ", "\n",
          "x", "\\", "<think>", "</think>", "<answer>", "</answer>"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join))
def test_extraction_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0))
    toolcalls.parse(text)


test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    ("hunyuan",), FMT, {}, start=__file__)
