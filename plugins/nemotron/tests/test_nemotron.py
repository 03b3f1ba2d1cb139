"""Tests of the nemotron format: ``<TOOLCALL>[{"name": ..., "arguments": {...}}]</TOOLCALL>``.

Cases marked vLLM are those of vLLM's ``tests/tool_parsers/test_nemotron_json_tool_parser.py``;
cases marked llama.cpp are the NEMOTRON_V2 cases of its ``tests/test-chat.cpp``; the template
layouts are those of llama.cpp's ``models/templates/NVIDIA-Nemotron-Nano-v2.jinja`` and
``nvidia-Llama-3_3-Nemotron-Super-49B-v1_5.jinja``.
"""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_nemotron as plugin
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
    json_call_lists,
)

FMT = "nemotron"
PARSER = Parser(formats=[FMT])
T, TC = "<TOOLCALL>", "</TOOLCALL>"  # 10 and 11 characters
CALL = '{"name": "f", "arguments": {"a": 1}}'  # 36 characters
SF = '{"name": "special_function", "arguments": {"arg1": 1}}'  # llama.cpp's call
TOKYO = '{"name": "get_weather", "arguments": {"city": "Tokyo"}}'  # 55 characters


def test_entry_point_is_discovered() -> None:
    fmt = assert_discovered(FMT, tier=1, markers=(T,), anchored=True,
                            distribution="toolcalls-nemotron", plugin="nemotron")
    assert fmt.first == {T: CharClass(frozenset("{["))}
    assert fmt.render is not None


#: What the Nano 2 template writes for an assistant turn with content and two calls, after
#: ``<SPECIAL_11>Assistant\n``: the content, a blank line, the block, then the end of turn.
NANO_TURN = ("Let me check.\n\n" + T + "[" + TOKYO + ', {"name": "get_time", "arguments": '
             '{"timezone": "Asia/Tokyo"}}]' + TC + "\n<SPECIAL_12>\n\n")

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                  list[tuple[int, int]]]] = [
    ("vLLM: content before the array",
     "Let me check that." + T + '[{"name": "get_weather", "arguments": {"city": "Tokyo", '
     '"unit": "celsius"}}]' + TC,
     [("get_weather", {"city": "Tokyo", "unit": "celsius"}, 18, END)], [(18, END)]),
    ("vLLM: a single object", T + '{"name": "lookup", "arguments": {"query": "vllm"}}' + TC,
     [("lookup", {"query": "vllm"}, 0, END)], [(0, END)]),
    ("vLLM: arguments as a JSON string",
     T + '[{"name": "run_query", "arguments": "{\\"sql\\": \\"select 1\\"}"}]' + TC,
     [("run_query", {"sql": "select 1"}, 0, END)], [(0, END)]),
    ("vLLM: nested arguments",
     T + '[{"name": "search", "arguments": {"filters": {"city": "Tokyo"}, "items": '
     '[{"name": "rain", "value": true}]}}]' + TC,
     [("search", {"filters": {"city": "Tokyo"}, "items": [{"name": "rain", "value": True}]},
       0, END)], [(0, END)]),
    ("vLLM: two calls in the array",
     T + "[" + TOKYO + ', {"name": "lookup_timezone", "arguments": {"city": "Tokyo"}}]' + TC,
     [("get_weather", {"city": "Tokyo"}, 11, 66),
      ("lookup_timezone", {"city": "Tokyo"}, 68, 127)], [(0, END)]),
    ("llama.cpp: the call", T + "[" + SF + "]" + TC,
     [("special_function", {"arg1": 1}, 0, END)], [(0, END)]),
    ("llama.cpp: content after the call", T + "[" + SF + "]" + TC + "Hello, world!\nWhat's up?",
     [("special_function", {"arg1": 1}, 0, 77)], [(0, 77)]),
    ("dynamo: parameters for arguments", T + '[{ "name": "wrapped", "parameters": '
     '{ "foo": "bar" } }]' + TC, [("wrapped", {"foo": "bar"}, 0, END)], [(0, END)]),
    ("the Nano 2 template's turn", NANO_TURN,
     [("get_weather", {"city": "Tokyo"}, 26, 81),
      ("get_time", {"timezone": "Asia/Tokyo"}, 83, 144)], [(15, 156)]),
    ("missing closer at the end", T + "[" + CALL + "]\n", [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("a closer inside a string", T + '[{"name": "f", "arguments": {"s": "</TOOLCALL>"}}]' + TC,
     [("f", {"s": "</TOOLCALL>"}, 0, END)], [(0, END)]),
    ("two blocks", T + "[" + CALL + "]" + TC + "\n" + T + "[" + CALL + "]" + TC,
     [("f", {"a": 1}, 0, 59), ("f", {"a": 1}, 60, END)], [(0, 59), (60, END)]),
    ("unicode and big integers",
     T + '[{"name": "météo", "arguments": {"ville": "北京", "n": 123456789012345678901234}}]' + TC,
     [("météo", {"ville": "北京", "n": 123456789012345678901234}, 0, END)], [(0, END)]),
    ("a prose mention", "Nemotron wraps calls in <TOOLCALL> tags.", [], []),
    ("a mention, then a call", "Calls go in <TOOLCALL> tags: " + T + "[" + CALL + "]" + TC,
     [("f", {"a": 1}, 29, END)], [(29, END)]),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in VALID],
                         ids=[c[0] for c in VALID])
def test_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert_found(PARSER, text, calls, spans)


THINK = "<think>I'm\nthinking</think>"


@pytest.mark.parametrize(("text", "content", "reasoning"), [
    # vLLM keeps the think block in content; DESIGN 3c makes it reasoning.
    ("<think>\nI need the weather for Tokyo.\n</think>\n" + T + "[" + TOKYO + "]" + TC, "",
     "I need the weather for Tokyo."),
    # llama.cpp: thinking, the call, then content
    (THINK + T + "[" + SF + "]" + TC + "Hello, world!\nWhat's up?", "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    # the template prefilled "<think>\n\n": the reply starts inside the block
    ("I'm\nthinking\n</think>\n\n" + T + "[" + SF + "]" + TC, "", "I'm\nthinking"),
    # thinking off: the template prefilled "<think></think>"
    ("Sure.\n\n" + T + "[" + SF + "]" + TC + "\n<SPECIAL_12>", "Sure.", None),
])
def test_content_and_reasoning(text: str, content: str, reasoning: str | None) -> None:
    result = PARSER.parse(text)
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("get_weather", {"city": "Tokyo"}) if "Tokyo" in text else ("special_function",
                                                                    {"arg1": 1})]
    assert (result.content, result.reasoning, result.errors) == (content, reasoning, [])


def test_a_call_inside_the_reasoning_is_not_a_call() -> None:
    assert PARSER.parse("<think>maybe " + T + "[" + CALL + "]" + TC + "</think>No.").calls == []


P = "Some prose.\n"  # 12 characters

ERRORS: list[tuple[str, str, str, int, int, int]] = [
    # vLLM: the array is not closed; vLLM drops it, DESIGN 2 names the fault (the closer where
    # "," or "]" must come)
    ("vLLM: malformed", T + '[{"name": "broken", "arguments": {}' + TC, "json.missing_comma",
     45, 1, 46),
    ("empty tag", T + TC, "tool_call.unrecognized", 10, 1, 11),
    ("empty array", T + "[]" + TC, "tool_call.unrecognized", 10, 1, 11),
    ("no arguments", T + '[{"name": "f"}]' + TC, "tool_call.unrecognized", 10, 1, 11),
    ("an element that is not a call", T + "[" + CALL + ', {"name": "g"}]' + TC,
     "tool_call.unrecognized", 49, 1, 50),
    ("invalid name", T + '[{"name": "a b", "arguments": {}}]' + TC, "tool_call.invalid_name",
     20, 1, 21),
    # the system prompt's placeholder taken literally: the fault is inside the string token
    ("arguments string that is not JSON", T + '[{"name": "f", "arguments": "tool_args1"}]' + TC,
     "tool_call.invalid_arguments", 39, 1, 40),
    ("trailing comma", P + T + '[\n{"name": "f", "arguments": {"a": 1,}}\n]' + TC,
     "json.trailing_comma", 58, 3, 35),
    ("junk before the closer", T + "[" + CALL + "] junk" + TC, "tool_call.unexpected_content",
     49, 1, 50),
    ("unclosed before prose", P + T + "[" + CALL + "] Done.", "tool_call.unclosed", 12, 2, 1),
    ("cut inside the array", T + "[" + CALL + ", {", "json.unexpected_end", 50, 1, 51),
    ("opener then nothing", " " + T + "\n", "tool_call.unexpected_end", 12, 2, 1),
    ("text that is no payload, closed", T + "tool_name1" + TC, "tool_call.unrecognized", 10, 1,
     11),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_broken_block_does_not_swallow_the_next() -> None:
    text = T + '[{"name": "f", "arguments": {,}}]' + TC + " " + T + "[" + CALL + "]" + TC
    assert_calls_and_errors(PARSER, text, ["f"], ["json.unexpected_character"])


@pytest.mark.parametrize("text", [plugin.toolcalls_formats()[0].examples[1], NANO_TURN])
def test_every_cut_is_a_call_or_an_error(text: str) -> None:
    assert_every_cut(PARSER, text, text.index(T) + len(T), ("get_weather", "get_time"))


def test_control_tokens_are_never_content() -> None:
    text = ("<SPECIAL_10>System\nsys\n\n<SPECIAL_11>User\nhi\n<SPECIAL_11>Assistant\n"
            "<think></think>Sure.\n\n" + T + "[" + CALL + "]" + TC + "\n<SPECIAL_12>\n\n")
    assert_control_tokens_dropped(text, FMT, "System\nsys\n\nUser\nhi\nAssistant\nSure.",
                                  plugin.CONTROL_TOKENS)
    super_49b = "Sure." + T + "[" + CALL + "]" + TC + "<|eot_id|>"
    assert_control_tokens_dropped(super_49b, FMT, "Sure.", plugin.CONTROL_TOKENS)


def test_the_renderer_writes_what_the_templates_write() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Tokyo"}},
             {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}]
    rendered = toolcalls.render(calls, FMT)
    assert "Let me check.\n\n" + rendered + "\n<SPECIAL_12>\n\n" == NANO_TURN
    # llama.cpp's generation test: the template's text for one call
    assert toolcalls.render([{"name": "special_function", "arguments": {"arg1": 1}}], FMT) == (
        T + "[" + SF + "]" + TC)


MARKERS = [T, TC, "<tool_call>", "[TOOL_CALLS]", "<tool_calls>", "<think>", "</think>",
           "<SPECIAL_12>", '{"name": "g", "arguments": {}}', "\n", "\\", '"', "]", "["]
calls_strategy = json_call_lists(MARKERS)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls_strategy)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FMT, calls, before="Sure.\n\n", after="\nDone.")


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


def test_nemotron_3_writes_qwen3_coder_calls() -> None:
    """Nemotron 3 Nano's template writes Qwen3-Coder's XML (llama.cpp reads it by its
    ``<function=`` opener): no format of this distribution, the qwen3_coder format."""
    pytest.importorskip("toolcalls_qwen3_coder")
    text = ("<think>Weather.</think>\n<tool_call>\n<function=get_weather>\n<parameter=city>\n"
            "Tokyo\n</parameter>\n</function>\n</tool_call>")
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("get_weather", {"city": "Tokyo"}, "qwen3_coder")]
    assert (result.content, result.reasoning) == ("", "Weather.")
