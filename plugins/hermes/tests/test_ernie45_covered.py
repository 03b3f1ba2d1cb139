"""Baidu ERNIE 4.5 needs no format of its own: it writes Hermes calls.

ERNIE 4.5 (and its Thinking models) write ``<tool_call>\\n{json}\\n</tool_call>`` per call,
after ``</think>`` when thinking (the template prefills the opener, so the reply holds only the
closer). The cases are those of vLLM's ``tests/tool_parsers/test_ernie45_moe_tool_parser.py``
and the layout in its ``ernie45`` parser's docstring; vLLM keeps the reasoning in content,
DESIGN 3c makes it reasoning.
"""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls
from toolcalls import Parser

PARSER = Parser(formats=["hermes"])

BEIJING = '<tool_call>\n{"name": "get_current_temperature", "arguments": {"location": ' \
    '"Beijing"}}\n</tool_call>\n'
GUANGZHOU = '<tool_call>\n{"name": "get_temperature_unit", "arguments": {"location": ' \
    '"Guangzhou", "unit": "c"}}\n</tool_call>\n'
B = ("get_current_temperature", {"location": "Beijing"})
G = ("get_temperature_unit", {"location": "Guangzhou", "unit": "c"})
THOUGHT = "I need to call two tools to handle these two issues separately."

#: (id, text, calls, content, reasoning)
COVERED: list[tuple[str, str, list[tuple[str, dict[str, Any]]], str, str | None]] = [
    ("vLLM: single call", BEIJING, [B], "", None),
    ("vLLM: two calls", BEIJING + GUANGZHOU, [B, G], "", None),
    ("vLLM: reasoning before the calls (prefilled <think>)",
     THOUGHT + "\n</think>\n\n" + BEIJING + GUANGZHOU, [B, G], "", THOUGHT),
    ("the parser's layout: three newlines after </think>",
     'abc\n</think>\n\n\n<tool_call>\n{"name": "f", "arguments": {}}\n</tool_call>\n',
     [("f", {})], "", "abc"),
    ("vLLM: no call", "This is a test", [], "This is a test", None),
]


@pytest.mark.parametrize(("text", "calls", "content", "reasoning"), [c[1:] for c in COVERED],
                         ids=[c[0] for c in COVERED])
def test_ernie45_output_is_hermes(text: str, calls: list[tuple[str, dict[str, Any]]],
                                  content: str, reasoning: str | None) -> None:
    got = PARSER.parse_tool_calls(text, include_format=True)
    assert [(c["name"], c["arguments"], c["format"]) for c in got] == [
        (name, arguments, "hermes") for name, arguments in calls]
    result = PARSER.parse(text)
    assert (result.errors, result.content, result.reasoning) == ([], content, reasoning)
    # every installed format gives the same calls (no other claimant of <tool_call> reads them)
    assert toolcalls.parse_tool_calls(text) == PARSER.parse_tool_calls(text)


def test_a_broken_call_is_an_error() -> None:
    # vLLM's ernie45 parser logs the JSON error and returns the whole text as content
    text = THOUGHT + "\n</think>\n\n" + '<tool_call>\n{"name": "f", "arguments": {"a": 1,}}\n' \
        "</tool_call>\n"
    with pytest.raises(toolcalls.ToolCallError) as info:
        PARSER.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == ("json.trailing_comma", text.index(",}"))
