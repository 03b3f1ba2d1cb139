"""Tests of the longcat format: ``<longcat_tool_call>{json}</longcat_tool_call>`` per call.

Cases marked vLLM are those of vLLM's ``tests/tool_parsers/test_longcat_tool_parser.py`` (its
shared ``ToolParserTests`` configuration); the layout with newlines and calls one after the
other is that of SGLang's ``longcat_detector.py``; the thinking block and ``</longcat_s>`` are
those of vLLM's LongCat reasoning parser and the model cards' template.
"""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_longcat as plugin
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

FMT = "longcat"
PARSER = Parser(formats=[FMT])
T, TC = "<longcat_tool_call>", "</longcat_tool_call>"  # 19 and 20 characters
CALL = '{"name": "f", "arguments": {"a": 1}}'  # 36 characters
TOKYO = '{"name": "get_weather", "arguments": {"city": "Tokyo"}}'  # 55 characters
TIME = '{"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}'  # 61 characters


def test_entry_point_is_discovered() -> None:
    fmt = assert_discovered(FMT, tier=1, markers=(T,), anchored=True,
                            distribution="toolcalls-longcat", plugin="longcat")
    assert fmt.first == {T: CharClass(frozenset("{["))}
    assert fmt.render is not None
    assert fmt.spec.reasoning == (plugin.THINK,)


TYPES = """<longcat_tool_call>{
  "name": "test_function",
  "arguments": {
    "string_field": "hello",
    "int_field": 42,
    "float_field": 3.14,
    "bool_field": true,
    "null_field": null,
    "array_field": ["a", "b", "c"],
    "object_field": {"nested": "value"},
    "empty_array": [],
    "empty_object": {}
  }
}</longcat_tool_call>"""
ESCAPED = """<longcat_tool_call>{
  "name": "test_function",
  "arguments": {
    "quoted": "He said \\"hello\\"",
    "path": "C:\\\\Users\\\\file.txt",
    "newline": "line1\\nline2",
    "unicode": "emoji: 🎉"
  }
}</longcat_tool_call>"""
#: SGLang's layout: newlines inside the tags, consecutive calls with no separator
SGLANG = T + "\n" + TOKYO + "\n" + TC + T + "\n" + TIME + "\n" + TC

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                  list[tuple[int, int]]]] = [
    ("vLLM: single call", T + TOKYO + TC, [("get_weather", {"city": "Tokyo"}, 0, END)],
     [(0, END)]),
    ("vLLM: parallel calls", T + TOKYO + TC + "\n" + T + TIME + TC,
     [("get_weather", {"city": "Tokyo"}, 0, 94), ("get_time", {"timezone": "Asia/Tokyo"}, 95, END)],
     [(0, 94), (95, END)]),
    ("vLLM: various data types", TYPES,
     [("test_function", {"string_field": "hello", "int_field": 42, "float_field": 3.14,
                         "bool_field": True, "null_field": None, "array_field": ["a", "b", "c"],
                         "object_field": {"nested": "value"}, "empty_array": [],
                         "empty_object": {}}, 0, END)], [(0, END)]),
    ("vLLM: empty arguments", T + '{"name": "refresh", "arguments": {}}' + TC,
     [("refresh", {}, 0, END)], [(0, END)]),
    ("vLLM: surrounding text", "Let me check the weather for you.\n" + T + TOKYO + TC
     + "\nHere is the result.", [("get_weather", {"city": "Tokyo"}, 34, 128)], [(34, 128)]),
    ("vLLM: escaped strings", ESCAPED,
     [("test_function", {"quoted": 'He said "hello"', "path": "C:\\Users\\file.txt",
                         "newline": "line1\nline2", "unicode": "emoji: 🎉"}, 0, END)],
     [(0, END)]),
    ("SGLang: consecutive calls, newlines in the tags", SGLANG,
     [("get_weather", {"city": "Tokyo"}, 0, 96), ("get_time", {"timezone": "Asia/Tokyo"}, 96, END)],
     [(0, 96), (96, END)]),
    ("missing closer at the end", T + "\n" + CALL + "\n", [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("a closer inside a string", T + '{"name": "f", "arguments": {"s": "</longcat_tool_call>"}}'
     + TC, [("f", {"s": "</longcat_tool_call>"}, 0, END)], [(0, END)]),
    ("an array of calls in one tag", T + "[" + CALL + ", " + CALL + "]" + TC,
     [("f", {"a": 1}, 20, 56), ("f", {"a": 1}, 58, 94)], [(0, END)]),
    ("vLLM malformed: text that is no payload, unclosed, is prose",
     "Some text with " + T + "invalid json", [], []),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in VALID],
                         ids=[c[0] for c in VALID])
def test_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert_found(PARSER, text, calls, spans)


@pytest.mark.parametrize(("text", "content", "reasoning"), [
    # the thinking template prefilled "<longcat_think>\n": the reply holds only the closer
    ("The user wants Tokyo.\n</longcat_think>\n" + T + "\n" + TOKYO + "\n" + TC + "</longcat_s>",
     "", "The user wants Tokyo."),
    ("<longcat_think>\nThe user wants Tokyo.\n</longcat_think>\nChecking.\n" + T + "\n" + TOKYO
     + "\n" + TC, "Checking.", "The user wants Tokyo."),
    ("Checking.\n" + T + TOKYO + TC + "</longcat_s>", "Checking.", None),
])
def test_content_and_reasoning(text: str, content: str, reasoning: str | None) -> None:
    result = PARSER.parse(text)
    assert [(c.name, c.arguments) for c in result.calls] == [("get_weather", {"city": "Tokyo"})]
    assert (result.content, result.reasoning, result.errors) == (content, reasoning, [])


def test_a_call_inside_the_reasoning_is_not_a_call() -> None:
    text = "<longcat_think>maybe " + T + CALL + TC + "</longcat_think>No."
    result = PARSER.parse(text)
    assert (result.calls, result.content) == ([], "No.")


P = "Some prose.\n"  # 12 characters

ERRORS: list[tuple[str, str, str, int, int, int]] = [
    # vLLM malformed: cut inside the arguments
    ("vLLM: cut short", T + '{"name": "func", "arguments": {', "json.unexpected_end", 50, 1, 51),
    # vLLM malformed: an arguments string that is not a JSON object (inside the string token)
    ("vLLM: arguments not a dict", T + '{"name": "func", "arguments": "not a dict"}' + TC,
     "tool_call.invalid_arguments", 50, 1, 51),
    ("empty tag", T + TC, "tool_call.unrecognized", 19, 1, 20),
    ("no arguments", T + '{"name": "f"}' + TC, "tool_call.unrecognized", 19, 1, 20),
    ("invalid name", T + '{"name": "a b", "arguments": {}}' + TC, "tool_call.invalid_name",
     28, 1, 29),
    ("trailing comma", P + T + '\n{"name": "f", "arguments": {"a": 1,}}\n' + TC,
     "json.trailing_comma", 66, 3, 35),
    ("junk before the closer", T + CALL + " junk" + TC, "tool_call.unexpected_content",
     56, 1, 57),
    ("unclosed before prose", P + T + CALL + " Done.", "tool_call.unclosed", 12, 2, 1),
    ("opener then nothing", " " + T + "\n", "tool_call.unexpected_end", 21, 2, 1),
    ("text that is no payload, closed", T + "invalid json" + TC, "tool_call.unrecognized", 19,
     1, 20),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_broken_call_does_not_swallow_the_next() -> None:
    text = T + '{"name": "f", "arguments": {,}}' + TC + T + CALL + TC
    assert_calls_and_errors(PARSER, text, ["f"], ["json.unexpected_character"])


@pytest.mark.parametrize("text", [plugin.toolcalls_formats()[0].examples[1], SGLANG])
def test_every_cut_is_a_call_or_an_error(text: str) -> None:
    assert_every_cut(PARSER, text, text.index(T) + len(T), ("get_weather", "get_time"))


def test_control_tokens_are_never_content() -> None:
    text = ("<longcat_s>SYSTEM:sys [Round 0] USER:hi ASSISTANT:Sure.\n" + T + "\n" + CALL + "\n"
            + TC + "</longcat_s>")
    assert_control_tokens_dropped(text, FMT, "SYSTEM:sys [Round 0] USER:hi ASSISTANT:Sure.",
                                  plugin.CONTROL_TOKENS)


def test_the_renderer_writes_the_layout() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Tokyo"}},
             {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}]
    assert toolcalls.render(calls, FMT) == (T + "\n" + TOKYO + "\n" + TC + "\n" + T + "\n" + TIME
                                            + "\n" + TC)


MARKERS = [T, TC, "<tool_call>", "</tool_call>", "[TOOL_CALLS]", "<longcat_think>",
           "</longcat_think>", "</longcat_s>", '{"name": "g", "arguments": {}}', "\n", "\\", '"',
           "]", "["]
calls_strategy = json_call_lists(MARKERS)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls_strategy)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FMT, calls, before="Sure.\n", after="\nDone.")


@pytest.mark.parametrize("piece", [T, T + "{", T + '{"name": "f", "arguments": {"a": ',
                                   T + CALL, T + CALL + TC, T + "x" + TC])
def test_hostile_inputs_cost_linear_work(piece: str) -> None:
    assert_linear(FMT, piece, count=1000)


def test_many_openers() -> None:
    assert_many_openers(PARSER, T)


PIECES = [T, TC, "{", "}", "[", "]", '"', ":", ",", '"name"', '"arguments"', '"f"', " ", "\n",
          "x", "\\", "</longcat_think>"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join))
def test_extraction_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0))
    toolcalls.parse(text)


def test_the_fast_path_agrees_with_the_rules() -> None:
    text = "Sure.\n" + SGLANG
    lane = plugin.GRAMMAR.lane_matches(text, 0, FMT)
    assert lane is not None
    rules = plugin.GRAMMAR.extract(text, 0, format=FMT)
    assert [(m.start, m.end, [(c.name, c.arguments) for c in m.calls]) for m in lane] == [
        (m.start, m.end, [(c.name, c.arguments) for c in m.calls]) for m in rules.matches]


# --- longcat_kv: LongCat-Flash-Thinking-2601 / ZigZag, LongCat-Flash-Lite -------------------

KV_FMT = "longcat_kv"
AK, AKC = "<longcat_arg_key>", "</longcat_arg_key>"
AV, AVC = "<longcat_arg_value>", "</longcat_arg_value>"
MULTIPLY = [{"type": "function", "function": {"name": "multiply", "parameters": {
    "type": "object", "required": ["a", "b"],
    "properties": {"a": {"type": "number"}, "b": {"type": "number"}}}}}]
TEMPERATURE = [{"type": "function", "function": {"name": "get_current_temperature", "parameters": {
    "type": "object", "required": ["location"], "properties": {"location": {"type": "str"}}}}}]

#: (source, model output, tools, format, expected calls); the outputs are the tool texts of
#: the tests, with the tags mlx-lm's server strips put back.
MLX_LM = "ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers"
MLX_CASES = [
    (MLX_LM, f"{T}multiply{AK}a{AKC}\n{AV}12234585{AVC}\n{AK}b{AKC}\n{AV}48838483920{AVC}{TC}",
     MULTIPLY, KV_FMT, [("multiply", {"a": 12234585, "b": 48838483920})]),
    (MLX_LM, f"{T}get_current_temperature{AK}location{AKC}\n{AV}London{AVC}{TC}",
     TEMPERATURE, KV_FMT, [("get_current_temperature", {"location": "London"})]),
    (MLX_LM, f'{T}{{"name": "multiply", "arguments": {{"a": 12234585, "b": 48838483920}}}}{TC}',
     MULTIPLY, FMT, [("multiply", {"a": 12234585, "b": 48838483920})]),
    (MLX_LM, f'{T}{{"name": "get_current_temperature", "arguments": {{"location": "London"}}}}'
     f"{TC}", TEMPERATURE, FMT, [("get_current_temperature", {"location": "London"})]),
]


def test_the_kv_format_is_discovered() -> None:
    fmt = assert_discovered(KV_FMT, tier=1, markers=(T,), anchored=True,
                            distribution="toolcalls-longcat", plugin="longcat")
    assert fmt.render is not None
    assert fmt.spec.reasoning == (plugin.THINK,)


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected"), MLX_CASES)
def test_mlx_lm_cases(source: str, text: str, tools: Any, fmt: str,
                      expected: list[tuple[str, dict[str, Any]]]) -> None:
    for formats in (None, [FMT, KV_FMT], [fmt]):
        result = toolcalls.parse(text, tools=tools, formats=formats)
        assert [(c.name, c.arguments, c.format) for c in result.calls] == [
            (name, arguments, fmt) for name, arguments in expected], (source, formats)
        assert (result.errors, result.content) == ([], "")


def test_kv_layout_with_reasoning_and_text() -> None:
    # the 2601 layout: a newline after the name and after each tag, values JSON-first
    text = (f"The user wants Tokyo.\n</longcat_think>\nChecking.\n{T}get_weather\n{AK}city{AKC}\n"
            f"{AV}Tokyo{AVC}\n{AK}days{AKC}\n{AV}3{AVC}\n{TC}{T}ping{TC}</longcat_s>")
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("get_weather", {"city": "Tokyo", "days": 3}, KV_FMT), ("ping", {}, KV_FMT)]
    assert (result.errors, result.content, result.reasoning) == (
        [], "Checking.", "The user wants Tokyo.")


def test_a_broken_tag_is_the_error_of_the_grammar_that_read_furthest() -> None:
    result = toolcalls.parse(f'{T}{{"name": "f", "arguments": {{"a": 1}}{TC}')
    assert [(e.code, e.position, e.format) for e in result.errors] == [
        ("json.missing_comma", 54, FMT)]
    result = toolcalls.parse(f"{T}get_weather{AK}city{AKC}{AV}Tokyo{TC}")
    assert result.calls == [] and [e.format for e in result.errors] == [KV_FMT]


def test_kv_round_trip() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Tokyo", "days": 3}},
             {"name": "ping", "arguments": {}}]
    text = toolcalls.render(calls, KV_FMT)
    assert text.startswith(f"{T}get_weather\n{AK}city{AKC}\n{AV}Tokyo{AVC}\n")
    assert [(c.name, c.arguments) for c in toolcalls.parse(text).calls] == [
        ("get_weather", {"city": "Tokyo", "days": 3}), ("ping", {})]
