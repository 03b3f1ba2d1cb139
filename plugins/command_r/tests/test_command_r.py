"""Tests of the command_r format: Command R7B / Cohere2MoE actions."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_command_r as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.testing import (
    END,
    assert_calls_and_errors,
    assert_discovered,
    assert_every_cut,
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_tests,
    json_call_lists,
)

FMT = "command_r"
PARSER = toolcalls.Parser(formats=[FMT])


def test_entry_point_is_discovered() -> None:
    loaded = assert_discovered(FMT, tier=1, markers=("<|START_ACTION|>",), anchored=True,
                               distribution="toolcalls-command-r")
    assert loaded.spec.reasoning == (
        toolcalls.Reasoning("<|START_THINKING|>", "<|END_THINKING|>", prefilled=True),)


def calls(text: str, **kw: Any) -> list[tuple[str, dict[str, Any], str | None, int, int]]:
    return [(c.name, c.arguments, c.id, c.start, c.end) for c in PARSER.run(text, **kw).calls]


ITEM_F = '{"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris"}}'
ITEM_G = '{"tool_call_id": "1", "tool_name": "get_time", "parameters": {}}'
CANONICAL = f"<|START_ACTION|>[\n    {ITEM_F},\n    {ITEM_G}\n]<|END_ACTION|>"
ONE = f"<|START_ACTION|>[\n    {ITEM_F}\n]<|END_ACTION|>"
F = ("get_weather", {"city": "Paris"}, "0")
G = ("get_time", {}, "1")
F_AT = CANONICAL.index(ITEM_F)
G_AT = CANONICAL.index(ITEM_G)

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], str | None, int, int]]]] = [
    ("one call", ONE, [(*F, 0, END)]),
    ("two calls, each its item's span", CANONICAL,
     [(*F, F_AT, F_AT + len(ITEM_F)), (*G, G_AT, G_AT + len(ITEM_G))]),
    ("compact", f"<|START_ACTION|>[{ITEM_F}]<|END_ACTION|>", [(*F, 0, END)]),
    ("a single item without the array", f"<|START_ACTION|>{ITEM_F}<|END_ACTION|>",
     [(*F, 0, END)]),
    ("keys in any order, no id",
     '<|START_ACTION|>[{"parameters": {"a": [1, 2.5, null]}, "tool_name": "f"}]<|END_ACTION|>',
     [("f", {"a": [1, 2.5, None]}, None, 0, END)]),
    ("a non-string id is not an id",
     '<|START_ACTION|>[{"tool_call_id": 7, "tool_name": "f", "parameters": {}}]<|END_ACTION|>',
     [("f", {}, None, 0, END)]),
    ("parameters as a JSON string",
     '<|START_ACTION|>[{"tool_name": "f", "parameters": "{\\"a\\": 1}"}]<|END_ACTION|>',
     [("f", {"a": 1}, None, 0, END)]),
    ("generic call shapes",
     '<|START_ACTION|>[{"name": "f", "arguments": {"a": 1}}]<|END_ACTION|>',
     [("f", {"a": 1}, None, 0, END)]),
    ("missing closer at the end of the text", ONE[: -len("<|END_ACTION|>")], [(*F, 0, END)]),
    ("prose before, turn end after", "Calling.\n" + ONE + "<|END_OF_TURN_TOKEN|>",
     [(*F, 9, 9 + len(ONE))]),
    ("the closer inside a string",
     '<|START_ACTION|>[{"tool_name": "f", "parameters": {"s": "<|END_ACTION|>]"}}]'
     "<|END_ACTION|>", [("f", {"s": "<|END_ACTION|>]"}, None, 0, END)]),
    ("big ints and unicode",
     '<|START_ACTION|>[{"tool_name": "météo", "parameters": {"n": 123456789012345678901234567890,'
     ' "v": "Zürich 😀"}}]<|END_ACTION|>',
     [("météo", {"n": 123456789012345678901234567890, "v": "Zürich 😀"}, None, 0, END)]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], str | None, int, int]]) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, d, n if e == END else e) for a, b, c, d, e in expected]


def test_two_actions_are_two_matches() -> None:
    text = ONE + "\n" + ONE
    assert [(m.start, m.end) for m in PARSER.run(text).matches] == [
        (0, len(ONE)), (len(ONE) + 1, len(text))]


ERRORS = [
    ("not JSON", "<|START_ACTION|>\nnot json\n<|END_ACTION|>", "tool_call.unrecognized",
     17, 2, 1),
    ("empty action", "<|START_ACTION|><|END_ACTION|>", "tool_call.unrecognized", 16, 1, 17),
    ("empty array", "<|START_ACTION|>[]<|END_ACTION|>", "tool_call.unrecognized", 16, 1, 17),
    ("an item without parameters",
     '<|START_ACTION|>[{"tool_name": "f"}]<|END_ACTION|>', "tool_call.unrecognized", 17, 1, 18),
    ("an item with an extra key",
     '<|START_ACTION|>[{"tool_name": "f", "parameters": {}, "x": 1}]<|END_ACTION|>',
     "tool_call.unrecognized", 17, 1, 18),
    ("the second element is not an item",
     '<|START_ACTION|>[{"tool_name": "f", "parameters": {}}, 3]<|END_ACTION|>',
     "tool_call.unrecognized", 55, 1, 56),
    ("an invalid name",
     '<|START_ACTION|>[\n  {"tool_name": "a b", "parameters": {}}]<|END_ACTION|>',
     "tool_call.invalid_name", 34, 2, 17),
    ("a non-string name",
     '<|START_ACTION|>[{"tool_name": 5, "parameters": {}}]<|END_ACTION|>',
     "tool_call.invalid_name", 31, 1, 32),
    ("parameters not an object",
     '<|START_ACTION|>[{"tool_name": "f", "parameters": [1]}]<|END_ACTION|>',
     "tool_call.invalid_arguments", 50, 1, 51),
    ("a parameters string that is not JSON",
     '<|START_ACTION|>[{"tool_name": "f", "parameters": "{x"}]<|END_ACTION|>',
     "tool_call.invalid_arguments", 52, 1, 53),
    ("a trailing comma",
     '<|START_ACTION|>[{"tool_name": "f", "parameters": {"a": 1,}}]<|END_ACTION|>',
     "json.trailing_comma", 57, 1, 58),
    ("cut inside the JSON", '<|START_ACTION|>[{"tool_name": "f", "parameters": {"a"',
     "json.unexpected_end", 54, 1, 55),
    ("cut after the opener", "ok <|START_ACTION|>\n", "tool_call.unexpected_end", 20, 2, 1),
    ("text before the closer", f"<|START_ACTION|>[{ITEM_F}] junk<|END_ACTION|>",
     "tool_call.unexpected_content", 101, 1, 102),
    ("unclosed before prose", f"<|START_ACTION|>[{ITEM_F}] and then more",
     "tool_call.unclosed", 0, 1, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_broken_action_does_not_hide_the_next_one() -> None:
    text = '<|START_ACTION|>[{"tool_name": "f", "parameters": {,}}]<|END_ACTION|>\n' + ONE
    assert_calls_and_errors(PARSER, text, ["get_weather"], ["json.unexpected_character"])


PROSE = [
    "Write <|START_ACTION|> before the plan.",
    "<|END_ACTION|> alone",
    "[1, 2] and {\"a\": 1}",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert_calls_and_errors(PARSER, text)


def test_every_cut_is_a_call_or_an_error() -> None:
    assert_every_cut(PARSER, CANONICAL, len("<|START_ACTION|>"), ("get_weather", "get_time"))


CORPUS_LIKE = [
    # R7B: a thinking block, then the action
    ("<|START_THINKING|>I'm\nthinking<|END_THINKING|>" + ONE, "I'm\nthinking", ""),
    # Cohere2MoE: the generation prompt opens the thinking block
    ("I'm\nthinking<|END_THINKING|>" + ONE + "<|END_OF_TURN_TOKEN|>", "I'm\nthinking", ""),
    ("<|START_THINKING|><|END_THINKING|>" + ONE, "", ""),
]


@pytest.mark.parametrize(("text", "reasoning", "content"), CORPUS_LIKE)
def test_reasoning_is_not_content(text: str, reasoning: str, content: str) -> None:
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert (result.reasoning, result.content) == (reasoning, content)


@pytest.mark.parametrize("text", [
    "<|START_RESPONSE|>Hello, world!<|END_RESPONSE|><|END_OF_TURN_TOKEN|>",
    "plan<|END_THINKING|><|START_TEXT|>Hello, world!<|END_TEXT|>",
    "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|><|START_RESPONSE|>Hello, world!",
])
def test_control_tokens_never_stay_in_content(text: str) -> None:
    result = toolcalls.parse(text)
    assert (result.calls, result.content) == ([], "Hello, world!")


def test_a_thinking_marker_inside_a_string_is_argument_text() -> None:
    text = ('<|START_ACTION|>[{"tool_name": "f", "parameters": {"s": "<|START_THINKING|>x"}}]'
            "<|END_ACTION|> after")
    result = toolcalls.parse(text)
    assert [c.arguments for c in result.calls] == [{"s": "<|START_THINKING|>x"}]
    assert result.content == "after"


TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}}}}}]


def test_a_tool_not_offered_is_unknown_at_its_name() -> None:
    result = toolcalls.parse(CANONICAL, tools=TOOLS)
    assert [c.name for c in result.calls] == ["get_weather"]
    [err] = result.errors
    assert (err.code, err.position) == ("tool_call.unknown_tool",
                                        CANONICAL.index('"get_time"'))


def test_schema_errors_point_at_the_value() -> None:
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "n": {"type": "integer"}}}}]
    text = '<|START_ACTION|>[{"tool_name": "f", "parameters": {"n": "x"}}]<|END_ACTION|>'
    [err] = toolcalls.parse(text, tools=tools, validate=True).errors
    assert (err.code, err.position) == ("tool_call.schema_violation", text.index('"x"'))


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.:/-]{0,12}", fullmatch=True) | st.sampled_from(
    ["météo", "天气", "get-weather"])
strings = st.text(max_size=12) | st.sampled_from(
    ["<|END_ACTION|>", "<|START_ACTION|>[", "<tool_call>", "[TOOL_CALLS]", "<|START_THINKING|>",
     "<|END_THINKING|>", "<think>", "</think>", "<|START_RESPONSE|>", '"}]'])
calls_st = json_call_lists(names=names, strings=strings, big=10**30, max_leaves=8)


@settings(max_examples=150, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure.\n", "plan<|END_THINKING|>"]))
def test_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, generated, before=before, after="<|END_OF_TURN_TOKEN|>")


def test_render_is_the_template_layout() -> None:
    rendered = toolcalls.render([{"name": "get_weather", "arguments": {"city": "Paris"}},
                                 {"name": "get_time", "arguments": {}}], FMT)
    assert rendered == CANONICAL


@pytest.mark.parametrize("piece", [
    "<|START_ACTION|>", "<|START_ACTION|>[", '<|START_ACTION|>[{"tool_name": "f", ',
    "<|START_ACTION|>x<|END_ACTION|>", "<|END_THINKING|>",
])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


def test_fifty_thousand_openers() -> None:
    text = "<|START_ACTION|> " * 50_000
    result = PARSER.parse(text)
    assert [e.code for e in result.errors] == ["tool_call.unexpected_end"]
    assert PARSER.parse_tool_calls(text + "done") == []


PIECES = ["<|START_ACTION|>", "<|END_ACTION|>", "<|START_THINKING|>", "<|END_THINKING|>",
          "[", "]", "{", "}", '"', ":", ",", '"tool_name"', '"parameters"', '"tool_call_id"',
          '"f"', '"0"', " ", "\n", "x", "\\", "1"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))


FAMILIES = ("command_r",)
EXCEPTIONS: dict[str, str] = {}
test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, EXCEPTIONS, start=__file__)


def test_one_action_is_one_match_whatever_its_calls() -> None:
    text = "x<|END_THINKING|>" + CANONICAL + "<|END_OF_TURN_TOKEN|>"
    assert [(m.start, m.end, len(m.calls)) for m in PARSER.run(text).matches] == [
        (17, 17 + len(CANONICAL), 2)]


# --- command_r_action: Command R / R+ (v01, 08-2024) --------------------------------------

ACTION = "command_r_action"
ACTION_PARSER = toolcalls.Parser(formats=[ACTION])
#: The layout the Command R tool_use template asks for (ollama model/parsers/commandr_test.go
#: feeds the same outputs).
ACTION_TWO = ('Action: ```json\n[\n    {\n        "tool_name": "get_weather",\n'
              '        "parameters": {"location": "New York"}\n    },\n    {\n'
              '        "tool_name": "get_time",\n        "parameters": {"timezone": "EST"}\n'
              '    }\n]\n```')


def test_action_format_is_discovered() -> None:
    assert_discovered(ACTION, tier=1,
                      markers=("Action: ```json", "Action:\n```json", "Action:```json"),
                      anchored=True,
                      distribution="toolcalls-command-r")


@pytest.mark.parametrize(("text", "expected", "content"), [
    (ACTION_TWO, [("get_weather", {"location": "New York"}), ("get_time", {"timezone": "EST"})],
     ""),
    ("I'll look up the weather for you.\nAction: ```json\n"
     '[{"tool_name": "get_weather", "parameters": {"location": "NYC"}}]\n```',
     [("get_weather", {"location": "NYC"})], "I'll look up the weather for you."),
    ('Action: ```json\n{\n    "tool_name": "read_file",\n    "parameters": {"path": "/etc/hosts"}'
     '\n}\n```', [("read_file", {"path": "/etc/hosts"})], ""),
    ('Action: ```json\n[{"tool_name": "bash", "parameters": {"command": "pwd"}}]',
     [("bash", {"command": "pwd"})], ""),
    ('Action: ```json\n[{"tool_name": "directly_answer", "parameters": {}}]\n```',
     [("directly_answer", {})], ""),
    ('Action: ```json\n[{"tool_name": "sh", "parameters": {"c": "echo ```"}}]\n```'
     "<|END_OF_TURN_TOKEN|>", [("sh", {"c": "echo ```"})], ""),
    # the fence on a line of its own (llama.cpp's Command R+ case), or right after the colon
    ("Let me check.\nAction:\n```json\n"
     '[{"tool_name": "get_weather", "parameters": {"location": "NYC"}}]\n```',
     [("get_weather", {"location": "NYC"})], "Let me check."),
    ('Action:```json\n[{"tool_name": "f", "parameters": {}}]\n```', [("f", {})], ""),
])
def test_action_calls(text: str, expected: list[tuple[str, dict[str, Any]]],
                      content: str) -> None:
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments) for c in result.calls] == expected
    assert (result.content, result.errors) == (content, [])
    assert [c["format"] for c in toolcalls.parse_tool_calls(text, include_format=True)] == [
        ACTION] * len(expected)


def test_action_errors_are_positioned() -> None:
    text = 'Action: ```json\n[{"tool_name": "f", "parameters": {"a": 1,}}]\n```'
    assert_strict_error(text, ACTION, "json.trailing_comma", text.index(",}"), 2, 42)
    item = 'Action: ```json\n[{"tool_name": "f"}]\n```'
    assert_strict_error(item, ACTION, "tool_call.unrecognized", item.index("{"), 2, 2)


def test_action_prose_is_not_a_call() -> None:
    for text in ("Action: take a walk.", "Action: ```json\nnot json\n", "Action items: ```json"):
        assert toolcalls.parse_tool_calls(text, formats=[ACTION]) == []


def test_action_render_is_the_template_layout() -> None:
    rendered = toolcalls.render([{"name": "get_weather", "arguments": {"location": "New York"}},
                                 {"name": "get_time", "arguments": {"timezone": "EST"}}], ACTION)
    assert ACTION_PARSER.parse_tool_calls(rendered) == [
        {"name": "get_weather", "arguments": {"location": "New York"}},
        {"name": "get_time", "arguments": {"timezone": "EST"}}]
    assert rendered.startswith("Action: ```json\n[\n    {") and rendered.endswith("}\n]\n```")


@settings(max_examples=100, deadline=None)
@given(calls_st)
def test_action_round_trip(generated: list[dict[str, Any]]) -> None:
    assert_round_trip(ACTION, generated, before="Sure.\n")


@pytest.mark.parametrize("piece", ["Action: ```json", "Action: ```json[", "Action: ```json ```"])
def test_action_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(ACTION, piece)


# Cohere Command 4 (Command A, Command A Plus, Command A Vision: CohereLabs/command-a-plus-05-2026)
# writes this format. The cases of vLLM's tests/tool_parsers/test_cohere_command_tool_parser.py
# (the cmd4-* ids) and SGLang's CohereCommand4Detector tests (the cohere_command4 detector).
COMMAND4 = [
    ("cmd4-single_tool_call",
     "<|START_THINKING|> i will call foo with query1<|END_THINKING|><|START_ACTION|>\n[\n"
     '    {"tool_call_id": "0", "tool_name": "foo", "parameters": {"query": "query1"}}\n]\n'
     "<|END_ACTION|>",
     [("foo", {"query": "query1"}, "0")], "i will call foo with query1", ""),
    ("cmd4-multiple_tool_calls",
     "<|START_THINKING|>first I think about foo<|END_THINKING|><|START_ACTION|>\n[\n"
     '    {"tool_call_id": "0", "tool_name": "foo", "parameters": {"query": "query1"}},\n'
     '    {"tool_call_id": "1", "tool_name": "bar", "parameters": {"x": 42}}\n]\n<|END_ACTION|>',
     [("foo", {"query": "query1"}, "0"), ("bar", {"x": 42}, "1")], "first I think about foo",
     ""),
    ("cmd4-reasoning_only", "<|START_THINKING|>just think, no response<|END_THINKING|>",
     [], "just think, no response", ""),
    # SGLang: the thinking prefilled by the prompt, then a text block
    ("thinking then text", "thinking<|END_THINKING|><|START_TEXT|>answer<|END_TEXT|>",
     [], "thinking", "answer"),
    ("text only", "<|START_TEXT|>answer<|END_TEXT|>", [], None, "answer"),
    # SGLang: prose before the action is content; the end of turn is a control token
    ("prose before, end of turn after",
     'Let me look.<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", '
     '"parameters": {"city": "Seattle"}}]<|END_ACTION|><|END_OF_TURN_TOKEN|>',
     [("get_weather", {"city": "Seattle"}, "0")], None, "Let me look."),
    # SGLang: an item already in the {"name", "parameters"} shape
    ("a name key", '<|START_ACTION|>[{"name": "search", "parameters": {"query": "pizza"}}]'
     "<|END_ACTION|>", [("search", {"query": "pizza"}, None)], None, ""),
    # SGLang streaming: a repeated tool and a second action block, indexed in text order
    ("a tool twice, then a second block",
     '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "search", "parameters": {"q": "a"}},'
     '{"tool_call_id": "1", "tool_name": "search", "parameters": {"q": "b"}}]<|END_ACTION|>\n'
     '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "edit", "parameters": {}}]'
     "<|END_ACTION|>",
     [("search", {"q": "a"}, "0"), ("search", {"q": "b"}, "1"), ("edit", {}, "0")], None, ""),
    # SGLang: generation stopped before <|END_ACTION|>, the array complete
    ("the closer left out at the end",
     '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "search", "parameters": {"q": "a"}}]',
     [("search", {"q": "a"}, "0")], None, ""),
]


@pytest.mark.parametrize(("text", "expected", "reasoning", "content"),
                         [c[1:] for c in COMMAND4], ids=[c[0] for c in COMMAND4])
def test_command4_outputs(text: str, expected: list[tuple[str, dict[str, Any], str | None]],
                          reasoning: str | None, content: str) -> None:
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.id) for c in result.calls] == expected
    assert {c.format for c in result.calls} <= {FMT}
    assert (result.errors, result.reasoning, result.content) == ([], reasoning, content)


def test_command4_cut_inside_the_array_is_an_error_at_the_end() -> None:
    # SGLang reads a cut body with a partial JSON parser; batch parsing reports it (DESIGN 4)
    text = ('<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "search", '
            '"parameters": {"q": "a"')
    assert_strict_error(text, FMT, "json.unexpected_end", len(text), 1, len(text) + 1)
