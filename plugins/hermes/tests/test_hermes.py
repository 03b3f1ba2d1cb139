"""The hermes format: <tool_call>{json}</tool_call>."""

from __future__ import annotations

import json
from typing import Any

import pytest
import toolcalls_hermes
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser, ToolCallError
from toolcalls.registry import Registry
from toolcalls.testing import check_extraction

hermes = Parser(formats=["hermes"])


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get("hermes")
    assert (fmt.tier, fmt.markers, fmt.distribution) == (1, ("<tool_call>",), "toolcalls-hermes")


VALID: list[tuple[str, list[dict[str, Any]], list[tuple[int, int]]]] = [
    (
        '<tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>',
        [{"name": "f", "arguments": {"a": 1}}],
        [(0, 59)],
    ),
    (
        'Sure.\n<tool_call>\n{"name": "f", "arguments": {}}\n</tool_call>\nDone.',
        [{"name": "f", "arguments": {}}],
        [(6, 61)],
    ),
    (
        '<tool_call>{"name": "f", "arguments": {"a": "</tool_call> {\\"x\\""}}</tool_call>',
        [{"name": "f", "arguments": {"a": '</tool_call> {"x"'}}],
        [(0, 79)],
    ),
    ('<tool_call>{"name": "f", "arguments": {}}', [{"name": "f", "arguments": {}}], [(0, 41)]),
    ('<tool_call>{"name": "f", "arguments": {}}  \n', [{"name": "f", "arguments": {}}], [(0, 44)]),
    (
        '<tool_call>{"name": "a", "arguments": {}}</tool_call><tool_call>{"name": "b", '
        '"parameters": {"k": [1]}}</tool_call>',
        [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {"k": [1]}}],
        [(0, 53), (53, 115)],
    ),
    (
        '<tool_call>[{"name": "a", "arguments": {}}, {"name": "b", "arguments": {}}]</tool_call>',
        [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {}}],
        [(0, 87)],
    ),
    (
        '<tool_call>{"name": "calc", "arguments": "{\\"a\\": 1}"}</tool_call>',
        [{"name": "calc", "arguments": {"a": 1}}],
        [(0, 66)],
    ),
    (
        '<tool_call>{"name": "météo", "arguments": {"ville": "Zürich 😀"}}</tool_call>',
        [{"name": "météo", "arguments": {"ville": "Zürich 😀"}}],
        [(0, 76)],
    ),
    ("Wrap the call in <tool_call> tags, please.", [], []),
    (
        'Wrap it in <tool_call> tags: <tool_call>{"name": "f", "arguments": {}}</tool_call>',
        [{"name": "f", "arguments": {}}],
        [(29, 82)],
    ),
]


@pytest.mark.parametrize(("text", "expected", "spans"), VALID)
def test_valid(text: str, expected: list[dict[str, Any]], spans: list[tuple[int, int]]) -> None:
    assert hermes.parse_tool_calls(text) == expected
    assert [(m.start, m.end) for m in hermes.run(text).matches] == spans


# (text, code, position, line, column)
INVALID = [
    (
        'x <tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>',
        "json.trailing_comma",
        47,
        1,
        48,
    ),
    ("<tool_call>\nnot json\n</tool_call>", "tool_call.unrecognized", 12, 2, 1),
    ("<tool_call></tool_call>", "tool_call.unrecognized", 11, 1, 12),
    ('<tool_call>{"name": "f"}</tool_call>', "tool_call.unrecognized", 11, 1, 12),
    (
        '<tool_call>{"name": "f", "arguments": {}, "x": 1}</tool_call>',
        "tool_call.unrecognized",
        11,
        1,
        12,
    ),
    ('<tool_call>\n{"name": "f", "arguments": {"t": true}', "json.unexpected_end", 50, 2, 39),
    (
        "The <tool_call> tag opens a call and </tool_call> closes it.",
        "tool_call.unrecognized",
        16,
        1,
        17,
    ),
    ('<tool_call>{"name": "f", "arguments": {}} more text', "tool_call.unclosed", 0, 1, 1),
    (
        'ok\n<tool_call>{"name": "f", "arguments": {}}\n<tool_call>{"name": "g", "arguments": {}}'
        "</tool_call>",
        "tool_call.unclosed",
        3,
        2,
        1,
    ),
    (
        '<tool_call>{"name": "f", "arguments": {}} junk</tool_call>',
        "tool_call.unexpected_content",
        42,
        1,
        43,
    ),
    ('<tool_call>{"name": "", "arguments": {}}</tool_call>', "tool_call.invalid_name", 20, 1, 21),
    (
        '<tool_call>{"name": "f", "arguments": 3}</tool_call>',
        "tool_call.invalid_arguments",
        38,
        1,
        39,
    ),
    (
        '<tool_call>{"name": "f", "arguments": {}, "input": {}}</tool_call>',
        "tool_call.ambiguous_arguments",
        42,
        1,
        43,
    ),
    ("<tool_call>{not json}</tool_call>", "json.unquoted_key", 12, 1, 13),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), INVALID)
def test_invalid(text: str, code: str, position: int, line: int, column: int) -> None:
    with pytest.raises(ToolCallError) as info:
        hermes.parse_tool_calls(text)
    err = info.value
    assert (err.code, err.position, err.line, err.column, err.format) == (
        code,
        position,
        line,
        column,
        "hermes",
    )


def test_many_unclosed_openers_are_prose_and_linear() -> None:
    text = "<tool_call> " * 50_000
    # Engine v2 (issue 10, every cut of a call is a call or an error): each opener followed
    # by another is prose; the last one, with nothing but a space to the end of the text, is
    # a call cut short.
    with pytest.raises(toolcalls.ToolCallError) as info:
        hermes.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == ("tool_call.unexpected_end", len(text))
    assert hermes.parse_tool_calls(text + "done") == []


def test_default_parser_uses_hermes() -> None:
    text = '<tool_call>{"name": "f", "arguments": {}}</tool_call>'
    assert toolcalls.parse_tool_call(text, include_format=True)["format"] == "hermes"


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "<tool_call>",
                "</tool_call>",
                "{",
                "}",
                "[",
                "]",
                '"',
                ":",
                ",",
                '"name"',
                '"arguments"',
                '"f"',
                " ",
                "\n",
                "x",
                "\\",
            ]
        ),
        max_size=30,
    ).map("".join)
)
def test_any_text_extracts_without_raising(text: str) -> None:
    result = toolcalls_hermes.GRAMMAR.extract(text, 0)
    check_extraction(text, result)


# Arcee Trinity writes Qwen 2.5's Hermes calls after a <think> block: the cases of SGLang's
# TrinityDetector tests (test_trinity_detector.py, a Qwen25Detector that strips the think tags
# first). The detector's reason to exist, a call written inside <think>, is not followed: text
# inside a reasoning block is never searched (DESIGN 3c; the open decision on calls inside
# thinking, docs/formats.md).
def _trinity_call(name: str, args: dict[str, Any]) -> str:
    return "<tool_call>\n" + json.dumps({"name": name, "arguments": args}) + "\n</tool_call>"


TRINITY = [
    ("after the think block", "<think>checking weather</think>"
     + _trinity_call("get_weather", {"city": "Tokyo"}),
     [("get_weather", {"city": "Tokyo"})], "checking weather", ""),
    ("two calls", "<think>plan</think>" + _trinity_call("get_weather", {"city": "Beijing"})
     + "\n" + _trinity_call("search", {"query": "food"}),
     [("get_weather", {"city": "Beijing"}), ("search", {"query": "food"})], "plan", ""),
    ("no call", "<think>internal reasoning</think> The weather is nice.", [],
     "internal reasoning", "The weather is nice."),
    ("a call inside the think block stays reasoning",
     "<think>" + _trinity_call("search", {"query": "ramen"}) + "</think>", [],
     _trinity_call("search", {"query": "ramen"}), ""),
]


@pytest.mark.parametrize(("text", "expected", "reasoning", "content"),
                         [c[1:] for c in TRINITY], ids=[c[0] for c in TRINITY])
def test_trinity_outputs(text: str, expected: list[tuple[str, dict[str, Any]]], reasoning: str,
                         content: str) -> None:
    result = toolcalls.parse(text)
    assert [(c.format, c.name, c.arguments) for c in result.calls] == [
        ("hermes", *e) for e in expected]
    assert (result.errors, result.reasoning, result.content) == ([], reasoning, content)


def test_the_chatml_tokens_are_never_content_with_hermes_alone() -> None:
    # SGLang's residual-token tests: a Qwen sequence may end with <|endoftext|>, and a server
    # that keeps special tokens hands over <|im_start|> too (every format installed removed
    # them already; hermes alone kept them)
    for text, content in (("answer<|endoftext|>", "answer"), ("x<|im_start|>y", "xy"),
                          ("answer<|im_end|>\n<|endoftext|>", "answer")):
        assert toolcalls.parse(text, formats=["hermes"]).content == content, text
