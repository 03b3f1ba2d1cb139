"""Tests of the qwen3_coder format: Qwen3-Coder / Qwen3.5 XML calls."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_qwen3_coder as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.registry import Registry
from toolcalls.testing import (
    assert_every_cut,
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_tests,
)

FMT = "qwen3_coder"
PARSER = toolcalls.Parser(formats=[FMT])
END = -1


def test_entry_point_is_discovered() -> None:
    loaded = Registry.from_entry_points().get(FMT)
    assert (loaded.tier, loaded.markers, loaded.spec.anchored) == (
        1, ("<tool_call>", "<function="), True)


def calls(text: str, **kw: Any) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text, **kw).calls]


CANONICAL = ("<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n"
             "<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>")

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]]]] = [
    ("canonical", CANONICAL, [("get_weather", {"city": "Paris", "days": 3}, 0, END)]),
    ("prose before", "Sure.\n" + CANONICAL,
     [("get_weather", {"city": "Paris", "days": 3}, 6, END)]),
    ("inline values", "<tool_call><function=f><parameter=a>x y</parameter></function></tool_call>",
     [("f", {"a": "x y"}, 0, END)]),
    ("no parameters", "<tool_call>\n<function=f>\n</function>\n</tool_call>",
     [("f", {}, 0, END)]),
    ("two calls", CANONICAL + "\n" + CANONICAL,
     [("get_weather", {"city": "Paris", "days": 3}, 0, len(CANONICAL)),
      ("get_weather", {"city": "Paris", "days": 3}, len(CANONICAL) + 1, END)]),
    ("no wrapper", "<function=f>\n<parameter=a>\n1\n</parameter>\n</function>",
     [("f", {"a": 1}, 0, END)]),
    ("no opener, a stray closer", "<function=f>\n<parameter=a>\nx\n</parameter>\n</function>\n"
     "</tool_call>", [("f", {"a": "x"}, 0, END)]),
    ("missing </parameter>", "<tool_call>\n<function=f>\n<parameter=a>\n1\n<parameter=b>\n2\n"
     "</function>\n</tool_call>", [("f", {"a": 1, "b": 2}, 0, END)]),
    ("a closer's text inside a value",
     "<tool_call>\n<function=write>\n<parameter=code>\nx = '</parameter>'\n</parameter>\n"
     "</function>\n</tool_call>", [("write", {"code": "x = '</parameter>'"}, 0, END)]),
    ("one edge newline only", "<tool_call>\n<function=f>\n<parameter=a>\n\n  x\n\n</parameter>\n"
     "</function>\n</tool_call>", [("f", {"a": "\n  x\n"}, 0, END)]),
    ("entities stay as written", "<tool_call><function=f><parameter=a>a &amp; b</parameter>"
     "</function></tool_call>", [("f", {"a": "a &amp; b"}, 0, END)]),
    ("JSON values", "<tool_call><function=f><parameter=o>{\"k\": [1, 2]}</parameter>"
     "<parameter=t>true</parameter><parameter=s>\"5\"</parameter></function></tool_call>",
     [("f", {"o": {"k": [1, 2]}, "t": True, "s": "5"}, 0, END)]),
    ("missing </tool_call> at the end", CANONICAL[: -len("\n</tool_call>")],
     [("get_weather", {"city": "Paris", "days": 3}, 0, END)]),
    # ollama/ollama model/parsers/qwen3coder_test.go TestQwenToolParser (issue 12357)
    ("shell operators and brackets raw", "<tool_call>\n<function=exec>\n<parameter=command>\n"
     'ls && echo "a > b and a < b"\n</parameter>\n</function>\n</tool_call>',
     [("exec", {"command": 'ls && echo "a > b and a < b"'}, 0, END)]),
    ("unicode names", "<tool_call>\n<function=获取天气>\n<parameter=城市>\n北京\n</parameter>\n"
     "</function>\n</tool_call>", [("获取天气", {"城市": "北京"}, 0, END)]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]]) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, n if d == END else d) for a, b, c, d in expected]


def test_a_bare_call_owns_its_stray_closer_and_prose_follows() -> None:
    # ollama/ollama model/parsers/qwen3coder_bare_test.go
    text = "<function=exec_command>\n<parameter=cmd>\nls -la\n</parameter>\n</function>\n" \
        "</tool_call>\ndone"
    result = toolcalls.parse(text, formats=[FMT])
    assert [(c.name, c.arguments) for c in result.calls] == [("exec_command", {"cmd": "ls -la"})]
    assert (result.errors, result.content.strip()) == ([], "done")


TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {
        "city": {"type": "string"}, "days": {"type": "integer"}, "metric": {"type": "boolean"},
        "note": {"type": ["string", "null"]}, "tags": {"type": "array"},
        "when": {"anyOf": [{"type": "null"}, {"type": "string"}]},
    }}}}]


def test_values_are_typed_by_the_tool_schema() -> None:
    text = ("<tool_call>\n<function=get_weather>\n<parameter=city>\n123\n</parameter>\n"
            "<parameter=days>\n3\n</parameter>\n<parameter=metric>\nTrue\n</parameter>\n"
            "<parameter=note>\nnull\n</parameter>\n<parameter=tags>\n['a', \"b\"]\n"
            "</parameter>\n<parameter=when>\nnone\n</parameter>\n</function>\n</tool_call>")
    assert toolcalls.parse_tool_calls(text, tools=TOOLS) == [{"name": "get_weather", "arguments": {
        "city": "123", "days": 3, "metric": True, "note": None, "tags": ["a", "b"],
        "when": None}}]
    # without tools: the JSON-first rule
    assert toolcalls.parse_tool_calls(text)[0]["arguments"]["city"] == 123


def test_a_value_that_cannot_take_its_type_is_an_error_but_the_call_is_kept() -> None:
    text = ("<tool_call>\n<function=get_weather>\n<parameter=days>\nthree\n</parameter>\n"
            "</function>\n</tool_call>")
    assert_error = text.index("three") - 1  # the value starts at its newline
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=TOOLS)
    assert (info.value.code, info.value.position) == ("tool_call.invalid_argument_type",
                                                      assert_error)
    result = toolcalls.parse(text, tools=TOOLS)
    assert [c.arguments for c in result.calls] == [{"days": "three"}]
    assert [e.code for e in result.errors] == ["tool_call.invalid_argument_type"]


def test_a_call_to_a_tool_not_offered_is_unknown() -> None:
    text = "<tool_call>\n<function=get_time>\n</function>\n</tool_call>"
    assert_strict_error_with_tools = toolcalls.parse(text, tools=TOOLS)
    assert assert_strict_error_with_tools.calls == []
    [err] = assert_strict_error_with_tools.errors
    assert (err.code, err.position) == ("tool_call.unknown_tool", text.index("get_time"))


ERRORS = [
    ("unclosed function tag", "<tool_call>\n<function=f\n</function>\n</tool_call>",
     "tool_call.unrecognized", 23, 2, 12),
    ("text instead of parameters", "<tool_call>\n<function=f>\nhello\n</function>\n</tool_call>",
     "tool_call.unexpected_content", 25, 3, 1),
    ("duplicate parameter", "<tool_call><function=f><parameter=a>1</parameter><parameter=a>2"
     "</parameter></function></tool_call>", "tool_call.duplicate_argument", 49, 1, 50),
    ("bad name", "<tool_call><function=a b></function></tool_call>", "tool_call.invalid_name",
     21, 1, 22),
    ("cut inside a value", "<tool_call>\n<function=f>\n<parameter=a>\nhel",
     "tool_call.unclosed", 25, 3, 1),
    ("cut after the opener", "ok <tool_call>\n", "tool_call.unexpected_end", 15, 2, 1),
    ("unclosed before prose", "<tool_call><function=f></function> and then more",
     "tool_call.unclosed", 0, 1, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_malformed_block_does_not_hide_the_valid_one_after_it() -> None:
    text = ("<tool_call>\n<function=bad_func_no_gt\n</function>\n</tool_call>\n<tool_call>\n"
            "<function=get_weather>\n<parameter=city>Dallas</parameter>\n</function>\n"
            "</tool_call>")
    result = PARSER.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert [e.code for e in result.errors] == ["tool_call.unrecognized"]


PROSE = [
    "#include <functional>",
    "Use <function=name> to call it.",
    "wrap it in <tool_call> tags.",
    "</function> and </parameter> alone",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert PARSER.parse_tool_calls(text) == []


def test_an_unclosed_function_tag_in_prose_is_prose() -> None:
    # ollama/ollama model/parsers/qwen3coder_bare_test.go: the text ends after `<function=`
    # and words no name can hold (a name has no whitespace), so no call was cut short there
    text = "the tag <function=foo is documented here"
    result = PARSER.parse(text)
    assert (result.calls, result.errors, result.content) == ([], [], text)
    # a name the text ends in is still a call cut short
    assert_strict_error("the tag <function=get_wea", FMT, "tool_call.unclosed", 8, 1, 9)
    assert_strict_error("the tag <function=get_weather ", FMT, "tool_call.unclosed", 8, 1, 9)


def test_every_cut_is_a_call_or_an_error() -> None:
    opener = CANONICAL.index(">") + 1  # the wrapper's opener is complete from here on
    assert_every_cut(PARSER, CANONICAL, opener, ("get_weather",))


def test_content_and_reasoning() -> None:
    text = ("Need the weather.\n</think>\n\nChecking.\n" + CANONICAL + "<|im_end|>")
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == ("Need the weather.", "Checking.")


def test_shared_opener_with_hermes_and_glm() -> None:
    pytest.importorskip("toolcalls_hermes")  # the other claimants of <tool_call>
    pytest.importorskip("toolcalls_glm4")
    text = ('<tool_call>{"name": "a", "arguments": {}}</tool_call>\n' + CANONICAL +
            "\n<tool_call>b\n</tool_call>")
    assert [c["format"] for c in toolcalls.parse_tool_calls(text, include_format=True)] == [
        "hermes", FMT, "glm4"]


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.-]{0,12}", fullmatch=True)
values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=8,
)
calls_st = st.lists(st.fixed_dictionaries({
    "name": names, "arguments": st.dictionaries(names, values, max_size=4)}),
    min_size=1, max_size=3)


@settings(max_examples=150, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure.\n", "Done: "]))
def test_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, generated, before=before, after="\nDone.")


def test_render_is_the_template_layout() -> None:
    assert toolcalls.render([{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}],
                            FMT) == CANONICAL


@pytest.mark.parametrize("piece", ["<tool_call>", "<tool_call>\n<function=f>",
                                   "<function=f><parameter=a>", "<tool_call><function=f"])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


PIECES = ["<tool_call>", "</tool_call>", "<function=", "</function>", "<parameter=",
          "</parameter>", "f", ">", "<", "\n", " ", "1", "x", "{", "}", '"', "=", "é"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))


FAMILIES = ("qwen3_coder",)
EXCEPTIONS = {
    "vllm-qwen3coder-015": "a broken call is never dropped silently (DESIGN 2): the first block's "
    "<function=bad_func_no_gt has no '>' and is tool_call.unrecognized; the peer keeps only the "
    "valid second call",
}
test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, EXCEPTIONS, start=__file__)


# StepFun Step-3.5 Flash and Step-3.7 Flash write this format. The cases of vLLM's
# tests/tool_parsers/test_step3p5_tool_parser.py (tools: get_current_weather, calculate_area),
# and the layout of llama.cpp's models/templates/StepFun3.7-Flash.jinja, whose generation
# prompt ends with "<|im_start|>assistant\n<think>\n" (the model writes the rest of the block).
STEP_TOOLS = [
    {"type": "function", "function": {"name": "get_current_weather", "parameters": {
        "type": "object", "properties": {
            "city": {"type": "string"}, "state": {"type": "string"},
            "unit": {"type": "string", "enum": ["fahrenheit", "celsius"]}},
        "required": ["city", "state"]}}},
    {"type": "function", "function": {"name": "calculate_area", "parameters": {
        "type": "object", "properties": {
            "shape": {"type": "string"}, "dimensions": {"type": "object"},
            "precision": {"type": "integer"}}}}},
]


def _step_weather(city: str, state: str, unit: str) -> str:
    return (f"<tool_call>\n<function=get_current_weather>\n<parameter=city>\n{city}\n"
            f"</parameter>\n<parameter=state>\n{state}\n</parameter>\n<parameter=unit>\n{unit}\n"
            "</parameter>\n</function>\n</tool_call>")


DALLAS = {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}
STEP_CASES = [
    ("single_tool", _step_weather("Dallas", "TX", "fahrenheit"),
     [("get_current_weather", DALLAS)], ""),
    ("single_tool_with_content",
     "Sure! Let me check the weather for you." + _step_weather("Dallas", "TX", "fahrenheit"),
     [("get_current_weather", DALLAS)], "Sure! Let me check the weather for you."),
    ("single_tool_multiline_param",
     "<tool_call>\n<function=calculate_area>\n<parameter=shape>\nrectangle\n</parameter>\n"
     '<parameter=dimensions>\n{"width": 10, \n "height": 20}\n</parameter>\n'
     "<parameter=precision>\n2\n</parameter>\n</function>\n</tool_call>",
     [("calculate_area", {"shape": "rectangle", "dimensions": {"width": 10, "height": 20},
                          "precision": 2})], ""),
    ("parallel_tools",
     _step_weather("Dallas", "TX", "fahrenheit") + "\n"
     + _step_weather("Orlando", "FL", "fahrenheit"),
     [("get_current_weather", DALLAS),
      ("get_current_weather", {"city": "Orlando", "state": "FL", "unit": "fahrenheit"})], ""),
    ("tool_with_typed_params",
     "Let me calculate that area for you.<tool_call>\n<function=calculate_area>\n"
     '<parameter=shape>\ncircle\n</parameter>\n<parameter=dimensions>\n{"radius": 15.5}\n'
     "</parameter>\n<parameter=precision>\n3\n</parameter>\n</function>\n</tool_call>",
     [("calculate_area", {"shape": "circle", "dimensions": {"radius": 15.5}, "precision": 3})],
     "Let me calculate that area for you."),
    ("fallback_no_tags",
     "<function=get_current_weather>\n<parameter=city>\nDallas\n</parameter>\n"
     "<parameter=state>\nTX\n</parameter>\n</function>",
     [("get_current_weather", {"city": "Dallas", "state": "TX"})], ""),
]


@pytest.mark.parametrize(("text", "expected", "content"), [c[1:] for c in STEP_CASES],
                         ids=[c[0] for c in STEP_CASES])
def test_step3p5_cases(text: str, expected: list[tuple[str, dict[str, Any]]],
                       content: str) -> None:
    result = toolcalls.parse(text, formats=[FMT], tools=STEP_TOOLS)
    assert [(c.name, c.arguments) for c in result.calls] == expected
    assert (result.errors, result.content) == ([], content)


def test_step3p5_values_are_typed_by_the_schema() -> None:
    # vLLM test_step3p5_tool_parser.py test_extract_tool_calls_type_conversion (its schema
    # says "float", no JSON Schema type; "number" here)
    tools = [{"type": "function", "function": {"name": "test_types", "parameters": {
        "type": "object", "properties": {
            "int_param": {"type": "integer"}, "float_param": {"type": "number"},
            "bool_param": {"type": "boolean"}, "str_param": {"type": "string"},
            "obj_param": {"type": "object"}}}}}]
    text = ("<tool_call>\n<function=test_types>\n<parameter=int_param>\n42\n</parameter>\n"
            "<parameter=float_param>\n3.14\n</parameter>\n<parameter=bool_param>\ntrue\n"
            "</parameter>\n<parameter=str_param>\nhello world\n</parameter>\n"
            '<parameter=obj_param>\n{"key": "value"}\n</parameter>\n</function>\n</tool_call>')
    assert toolcalls.parse_tool_calls(text, formats=[FMT], tools=tools) == [{
        "name": "test_types", "arguments": {
            "int_param": 42, "float_param": 3.14, "bool_param": True,
            "str_param": "hello world", "obj_param": {"key": "value"}}}]


def test_step37_flash_prefilled_thinking_then_a_call() -> None:
    # StepFun3.7-Flash.jinja: the prompt opens "<think>\n"; the model closes it, then answers
    think = "The user wants the weather in Dallas.\n</think>\n"
    text = think + "Checking now." + _step_weather("Dallas", "TX", "fahrenheit") + "<|im_end|>"
    result = toolcalls.parse(text, formats=[FMT], tools=STEP_TOOLS)
    assert [(c.name, c.arguments) for c in result.calls] == [("get_current_weather", DALLAS)]
    assert (result.reasoning, result.content, result.errors) == (
        "The user wants the weather in Dallas.", "Checking now.", [])
    assert result.calls[0].start == text.index("<tool_call>")


FMT_25 = "qwen25_coder"
PARSER_25 = toolcalls.Parser(formats=[FMT_25])


def test_qwen25_coder_entry_point_is_discovered() -> None:
    loaded = Registry.from_entry_points().get(FMT_25)
    assert (loaded.tier, loaded.markers, loaded.spec.anchored) == (1, ("<tools>",), True)


# vLLM tests/tool_parsers/test_qwen2_5_coder_tool_parser.py (ToolParserTestConfig outputs)
WEATHER_25 = '<tools>{"name": "get_weather", "arguments": {"city": "Tokyo"}}</tools>'
ITEM_A = '{"name": "a", "arguments": {}}'
ITEM_B = '{"name": "b", "parameters": {"x": 1}}'
ARRAY_25 = f"<tools>\n[{ITEM_A}, {ITEM_B}]\n</tools>"
QWEN25_VALID = [
    ("single", WEATHER_25, [("get_weather", {"city": "Tokyo"}, 0, END)], ""),
    ("parallel, a tag each",
     WEATHER_25 + '<tools>{"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}</tools>',
     [("get_weather", {"city": "Tokyo"}, 0, len(WEATHER_25)),
      ("get_time", {"timezone": "Asia/Tokyo"}, len(WEATHER_25), END)], ""),
    ("various data types",
     '<tools>{"name": "test_function", "arguments": {"string_field": "hello", '
     '"int_field": 42, "float_field": 3.14, "bool_field": true, "null_field": null, '
     '"array_field": ["a", "b", "c"], "object_field": {"nested": "value"}}}</tools>',
     [("test_function", {"string_field": "hello", "int_field": 42, "float_field": 3.14,
                         "bool_field": True, "null_field": None, "array_field": ["a", "b", "c"],
                         "object_field": {"nested": "value"}}, 0, END)], ""),
    ("empty arguments", '<tools>{"name": "refresh", "arguments": {}}</tools>',
     [("refresh", {}, 0, END)], ""),
    ("surrounding text",
     "Let me check the weather for you.\n\n" + WEATHER_25 + "\n\nI will get that information.",
     [("get_weather", {"city": "Tokyo"}, 35, 35 + len(WEATHER_25))],
     "Let me check the weather for you.\n\n\n\nI will get that information."),
    ("escaped strings",
     '<tools>{"name": "test_function", "arguments": {"quoted": "He said \\"hello\\"", '
     '"path": "C:\\\\Users\\\\file.txt", "newline": "line1\\nline2"}}</tools>',
     [("test_function", {"quoted": 'He said "hello"', "path": "C:\\Users\\file.txt",
                         "newline": "line1\nline2"}, 0, END)], ""),
    # the parser's docstring: a JSON array of calls in one tag, the layout on lines
    ("an array in one tag", ARRAY_25,
     [("a", {}, ARRAY_25.index(ITEM_A), ARRAY_25.index(ITEM_A) + len(ITEM_A)),
      ("b", {"x": 1}, ARRAY_25.index(ITEM_B), ARRAY_25.index(ITEM_B) + len(ITEM_B))], ""),
    ("closer left out at the end", '<tools>\n{"name": "f", "arguments": {"k": "v"}}',
     [("f", {"k": "v"}, 0, END)], ""),
    ("end of turn after the tag", WEATHER_25 + "<|im_end|>",
     [("get_weather", {"city": "Tokyo"}, 0, len(WEATHER_25))], ""),
]


@pytest.mark.parametrize(("text", "expected", "content"), [c[1:] for c in QWEN25_VALID],
                         ids=[c[0] for c in QWEN25_VALID])
def test_qwen25_coder_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]],
                            content: str) -> None:
    n = len(text)
    result = PARSER_25.parse(text)
    assert [(c.name, c.arguments, c.start, c.end) for c in result.calls] == [
        (a, b, c, n if d == END else d) for a, b, c, d in expected]
    assert (result.errors, result.content) == ([], content)
    # every format installed: the same calls, read as qwen25_coder (not the JSON tier)
    everything = toolcalls.parse(text)
    assert [(c.format, c.name, c.arguments) for c in everything.calls] == [
        (FMT_25, a, b) for a, b, _, _ in expected]
    assert everything.content == content


# vLLM's malformed_input_outputs: the peer returns no call; here a tag that holds no call is
# a broken call with its error (DESIGN 2: never dropped silently)
QWEN25_ERRORS = [
    ("not JSON", "<tools>not valid json</tools>", "tool_call.unrecognized", 7, 1, 8),
    ("cut inside the object", '<tools>{"name": "no_close",', "json.unexpected_end", 27, 1, 28),
    ("empty tag", "<tools></tools>", "tool_call.unrecognized", 7, 1, 8),
    ("data, not a call", '<tools>\n{"city": "Tokyo"}\n</tools>', "tool_call.unrecognized",
     8, 2, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in QWEN25_ERRORS], ids=[c[0] for c in QWEN25_ERRORS])
def test_qwen25_coder_errors(text: str, code: str, position: int, line: int,
                             column: int) -> None:
    assert_strict_error(text, FMT_25, code, position, line, column)


@pytest.mark.parametrize("text", [
    "This is a regular response without any tool calls.",
    "The system prompt lists them inside <tools>.",
    "<tools> tags",
])
def test_qwen25_coder_prose_is_not_a_call(text: str) -> None:
    result = PARSER_25.parse(text)
    assert (result.calls, result.errors, result.content) == ([], [], text)


def test_qwen25_coder_every_cut_is_a_call_or_an_error() -> None:
    assert_every_cut(PARSER_25, WEATHER_25, len("<tools>"), ("get_weather",))


def test_qwen25_coder_render_is_the_prompt_layout() -> None:
    assert toolcalls.render([{"name": "get_weather", "arguments": {"city": "Tokyo"}}],
                            FMT_25) == (
        '<tools>\n{"name": "get_weather", "arguments": {"city": "Tokyo"}}\n</tools>')


@settings(max_examples=100, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure.\n"]))
def test_qwen25_coder_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT_25, generated, before=before, after="\nDone.")


@pytest.mark.parametrize("piece", ["<tools>", "<tools>{", "<tools>[", "<tools>{}</tools>"])
def test_qwen25_coder_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT_25, piece)
