"""Tests of the internlm format: InternLM2 / Intern-S1 ``<|action_start|><|plugin|>`` actions."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_internlm as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.plugin import NO_STOPS
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
    extract_alone,
    json_call_lists,
)

FMT = "internlm"
PARSER = toolcalls.Parser(formats=[FMT])
OPEN = "<|action_start|><|plugin|>"


def test_entry_point_is_discovered() -> None:
    assert_discovered(FMT, tier=1, markers=("<|action_start|>",), anchored=True,
                      distribution="toolcalls-internlm")


def calls(text: str, **kw: Any) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text, **kw).calls]


CALL = '{"name": "get_weather", "parameters": {"city": "上海", "days": 3}}'
CANONICAL = OPEN + "\n" + CALL + "<|action_end|>"
F = ("get_weather", {"city": "上海", "days": 3})

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]]]] = [
    ("the vendor layout", CANONICAL, [(*F, 0, END)]),
    ("no newline", OPEN + CALL + "<|action_end|>", [(*F, 0, END)]),
    ("a space between the tokens", "<|action_start|> <|plugin|>" + CALL + "<|action_end|>",
     [(*F, 0, END)]),
    ("a newline between the tokens and before the closer",
     "<|action_start|>\n<|plugin|>\n" + CALL + "\n<|action_end|>", [(*F, 0, END)]),
    ("thoughts before, turn end after", "Let me check the weather. " + CANONICAL + "<|im_end|>",
     [(*F, 26, 26 + len(CANONICAL))]),
    ("arguments key", OPEN + '{"name": "f", "arguments": {"a": 1}}<|action_end|>',
     [("f", {"a": 1}, 0, END)]),
    ("missing closer at the end of the text", OPEN + CALL, [(*F, 0, END)]),
    ("pretty-printed JSON", OPEN + '{\n  "name": "f",\n  "parameters": {\n    "n": null\n  }\n}'
     "<|action_end|>", [("f", {"n": None}, 0, END)]),
    ("the closer inside a string", OPEN + '{"name": "f", "parameters": {"s": "<|action_end|>"}}'
     "<|action_end|>", [("f", {"s": "<|action_end|>"}, 0, END)]),
    ("two actions back to back", CANONICAL + CANONICAL,
     [(*F, 0, len(CANONICAL)), (*F, len(CANONICAL), END)]),
    ("a JSON array of calls", OPEN + '[{"name": "a", "parameters": {}}, {"name": "b", '
     '"parameters": {}}]<|action_end|>', [("a", {}, 27, 58), ("b", {}, 60, 91)]),
    ("an interpreter action is not a call",
     "<|action_start|><|interpreter|>\n```python\nprint(1)\n```<|action_end|>", []),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]]) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, n if d == END else d) for a, b, c, d in expected]


ERRORS = [
    ("not JSON", OPEN + "not json<|action_end|>", "tool_call.unrecognized", 26, 1, 27),
    ("empty action", OPEN + "<|action_end|>", "tool_call.unrecognized", 26, 1, 27),
    ("only the opener", OPEN, "tool_call.unexpected_end", 26, 1, 27),
    ("cut inside the action kind", "<|action_start|><|plu", "tool_call.unexpected_end",
     21, 1, 22),
    ("cut inside the JSON", OPEN + '{"name": "func", "parameters": {', "json.unexpected_end",
     58, 1, 59),
    ("parameters not an object", OPEN + '{"name": "func", "parameters": "not a dict"}'
     "<|action_end|>", "tool_call.invalid_arguments", 58, 1, 59),
    ("missing name", OPEN + '{"parameters": {}}<|action_end|>', "tool_call.unrecognized",
     26, 1, 27),
    ("two arguments keys", OPEN + '{"name": "f", "parameters": {}, "arguments": {}}'
     "<|action_end|>", "tool_call.ambiguous_arguments", 58, 1, 59),
    ("an invalid name", OPEN + '\n{"name": "", "parameters": {}}<|action_end|>',
     "tool_call.invalid_name", 36, 2, 10),
    ("a trailing comma", OPEN + '{"name": "f", "parameters": {"a": 1,}}<|action_end|>',
     "json.trailing_comma", 61, 1, 62),
    ("unclosed before prose", OPEN + CALL + " and more", "tool_call.unclosed", 0, 1, 1),
    ("text before the closer", OPEN + CALL + " x<|action_end|>",
     "tool_call.unexpected_content", 27 + len(CALL), 1, 28 + len(CALL)),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_the_message_names_the_opener_as_written() -> None:
    err = assert_strict_error("<|action_start|> <|plugin|>" + CALL + " more", FMT,
                              "tool_call.unclosed", 0, 1, 1)
    assert "'<|action_start|> <|plugin|>'" in err.message


def test_a_broken_action_does_not_hide_the_next_one() -> None:
    text = OPEN + '{"name": "f", "parameters": {,}}<|action_end|>\n' + CANONICAL
    assert_calls_and_errors(PARSER, text, ["get_weather"], ["json.unexpected_character"])


PROSE = [
    "This is a regular response without any tool calls.",
    "InternLM opens actions with <|action_start|> tokens.",
    "<|action_start|><|interpreter|>\n```python\nprint(1)\n```<|action_end|>",
    "<|action_start|> then words",
    "<|action_end|> alone",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert_calls_and_errors(PARSER, text)


def test_a_missing_plugin_token_is_not_this_format() -> None:
    # The vLLM suite's last malformed input: no <|plugin|>, so no InternLM call; the generic
    # JSON tier then reads the object as data (no arguments key).
    text = '<|action_start|>{"name": "func"}'
    assert PARSER.run(text).matches == []
    assert toolcalls.parse_tool_calls(text) == []


def test_every_cut_is_a_call_or_an_error() -> None:
    assert_every_cut(PARSER, CANONICAL, len("<|action_start|>"), ("get_weather",))


def test_a_stream_waits_at_a_cut_opener() -> None:
    for text in ("ok <|action_start|>", "ok <|action_start|> <|plug", "ok " + OPEN + "{"):
        assert extract_alone(FMT, text).resume == 3, text
    # an interpreter action is decided: nothing to wait for
    text = "ok <|action_start|><|interpreter|>\n```python\n"
    assert plugin.GRAMMAR.extract(text, 0, NO_STOPS).resume == len(text)


@pytest.mark.parametrize(("text", "content"), [
    ("Let me check. " + CANONICAL + "<|im_end|>", "Let me check."),
    ("<|im_start|>assistant\nHello!<|im_end|>", "Hello!"),
    ("<|action_start|><|interpreter|>\n```python\nprint(1)\n```<|action_end|>",
     "```python\nprint(1)\n```"),
])
def test_control_tokens_never_stay_in_content(text: str, content: str) -> None:
    assert toolcalls.parse(text).content == content


def test_intern_s1_reasoning() -> None:
    result = toolcalls.parse("<think>The user wants the weather.</think>\n" + CANONICAL)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert (result.reasoning, result.content) == ("The user wants the weather.", "")


def test_an_action_inside_the_think_block_is_reasoning() -> None:
    # Intern-S1 sometimes acts while thinking; vLLM lifts such actions out of the reasoning.
    # Here reasoning is never searched (DESIGN.md 3c).
    result = toolcalls.parse("<think>I will call " + CANONICAL + "</think>Done.")
    assert (result.calls, result.content) == ([], "Done.")


TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "string"}}}}}]


def test_a_tool_not_offered_is_unknown_at_its_name() -> None:
    text = OPEN + '{"name": "delete_everything", "parameters": {"city": "Tokyo"}}<|action_end|>'
    result = toolcalls.parse(text, tools=TOOLS)
    assert result.calls == []
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.unknown_tool", text.index('"delete_everything"'))]


def test_schema_errors_point_at_the_value() -> None:
    [err] = toolcalls.parse(CANONICAL, tools=TOOLS, validate=True).errors
    assert (err.code, err.position) == ("tool_call.schema_violation", CANONICAL.index("3}"))


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.:/-]{0,12}", fullmatch=True) | st.sampled_from(
    ["天气", "météo"])
strings = st.text(max_size=12) | st.sampled_from(
    ["<|action_start|>", "<|plugin|>", "<|action_end|>", "<|interpreter|>", "<|im_end|>",
     "<tool_call>", "[TOOL_CALLS]", "<think>", "</think>", '"}}'])
calls_st = json_call_lists(names=names, strings=strings, big=10**30, max_leaves=8)


@settings(max_examples=150, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure. ", "Let me look.\n"]))
def test_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, generated, before=before, after="<|im_end|>")


def test_render_is_the_vendor_layout() -> None:
    assert toolcalls.render([{"name": "get_weather", "arguments": {"city": "上海", "days": 3}}],
                            FMT) == CANONICAL


@pytest.mark.parametrize("piece", [
    "<|action_start|>", OPEN, OPEN + "{", OPEN + '{"name": "f", ', "<|action_start|> ",
    "<|action_start|><|interpreter|>x<|action_end|>", OPEN + "x<|action_end|>",
])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


def test_fifty_thousand_openers() -> None:
    text = "<|action_start|> " * 50_000
    assert [e.code for e in PARSER.parse(text).errors] == ["tool_call.unexpected_end"]
    assert PARSER.parse_tool_calls(text + "done") == []


PIECES = ["<|action_start|>", "<|plugin|>", "<|interpreter|>", "<|action_end|>", "<|plu",
          "{", "}", "[", "]", '"', ":", ",", '"name"', '"parameters"', '"f"', " ", "\n", "x",
          "\\", "1"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, NO_STOPS))
    extract_alone(FMT, text)


FAMILIES = ("internlm",)
EXCEPTIONS = {
    "vllm-internlm-001": "a call to a tool that is not offered is tool_call.unknown_tool at its "
    "name (DESIGN.md 3b: tools= reports it, a call is never dropped silently); vLLM's "
    "InternLM2 parser drops it and returns no call",
}
test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, EXCEPTIONS, start=__file__)


def test_each_action_is_one_match() -> None:
    array = (OPEN + '[{"name": "a", "parameters": {}}, {"name": "b", "parameters": {}}]'
             "<|action_end|>")
    text = "ok " + CANONICAL + "\n" + array
    assert [(m.start, m.end, len(m.calls)) for m in PARSER.run(text).matches] == [
        (3, 3 + len(CANONICAL), 1), (4 + len(CANONICAL), len(text), 2)]
