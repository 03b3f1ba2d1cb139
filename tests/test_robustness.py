"""Any str in, calls or a ToolCallError out: never a crash, a hang or another exception."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import ToolCallError

#: Markers and fragments of every first-party format, mixed at random by the property below.
FRAGMENTS = [
    "<tool_call>",
    "</tool_call>",
    "[TOOL_CALL]",
    "[/TOOL_CALL]",
    "name=",
    ";",
    "args=",
    "[TOOL_CALLS]",
    "[ARGS]",
    "[CALL_ID]",
    "<|python_tag|>",
    "<|eom_id|>",
    "<|eot_id|>",
    ".call(",
    "<function_calls>",
    "</function_calls>",
    '<invoke name="f">',
    "</invoke>",
    '<parameter name="k">',
    "</parameter>",
    "<|start|>",
    "assistant",
    "<|channel|>",
    "commentary",
    " to=functions.f",
    "<|constrain|>",
    "json",
    "<|message|>",
    "<|call|>",
    "<|end|>",
    "<|return|>",
    "```json\n",
    "```",
    "<think>",
    "</think>",
    "[THINK]",
    "[/THINK]",
    '{"name": "f", "arguments": {"a": 1}}',
    '{"name": ',
    '"arguments": ',
    '{"tool_calls": [',
    '{"type": "function", "function": {"name": "g", "arguments": "{}"}}',
    "search(q=1)",
    "f(",
    "q=",
    ")",
    "(",
    "{",
    "}",
    "[",
    "]",
    '"',
    "'",
    ",",
    ":",
    "=",
    "\\",
    " ",
    "\n",
    "x",
    "1",
    "true",
    "None",
    "&amp;",
    "é",
    "\ud800",
]


def parse_everything(text: str) -> None:
    for call in (toolcalls.parse_tool_calls, toolcalls.parse_tool_call):
        try:
            call(text)
        except ToolCallError as exc:
            assert exc.position is None or 0 <= exc.position <= len(text), exc
            if exc.position is not None:
                assert exc.line is not None and exc.column is not None


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join))
def test_random_mixes_of_all_markers_never_crash(text: str) -> None:
    parse_everything(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_random_unicode_never_crashes(text: str) -> None:
    parse_everything(text)


@pytest.mark.parametrize(
    "text",
    [
        "[" * 10_000,
        "{" * 10_000,
        '{"a":' * 10_000,
        "<tool_call>" + "[" * 10_000,
        "<tool_call>"
        + '{"name": "f", "arguments": '
        + "[" * 10_000
        + "]" * 10_000
        + "}"
        + "</tool_call>",
        "[TOOL_CALLS]" + "[{" * 10_000,
        "<|python_tag|>" + "[" * 10_000,
        "f(a=" + "[" * 10_000,
        "f(a=" + "(" * 10_000,
        '<invoke name="f"><parameter name="k">' + "[" * 10_000 + "</parameter></invoke>",
        "<|channel|>commentary to=functions.f<|message|>" + "[" * 10_000,
        "```json\n" + "[" * 10_000 + "\n```",
    ],
    ids=lambda t: t[:20],
)
def test_ten_thousand_deep_nesting_is_a_clean_result(text: str) -> None:
    parse_everything(text)


def test_ten_megabytes_of_prose_with_markers() -> None:
    chunk = "Some prose (with parens), [brackets], {braces} and <tags>; f(x) and a == b(c).\n"
    text = chunk * (10_000_000 // len(chunk))
    assert toolcalls.parse_tool_calls(text) == []
    text += '<tool_call>{"name": "f", "arguments": {}}</tool_call>'
    assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": {}}]
