"""rLLM's Qwen tool-parser and completion-parser tests as data (rllm-org/rllm
tests/parser/test_tool_parser.py ``TestQwenToolParser``, test_parse_completion.py: the two
hand-written completions). Rows hold the test's text as written (indentation included), the
calls rLLM expects ("error" where it rejects the text; toolcalls reports the fault), and the
content or reasoning where rLLM asserts it. Each row is parsed with every format installed and
with ``hermes`` alone.

Left out (docs/conformance.md): a complete ``<tool_call>`` object with no closer at the end of
the text, which rLLM drops and which is a call here (DESIGN 3a, missing closer at the end)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'rllm-org/rllm tests/parser/'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_parser.py::TestQwenToolParser::test_no_tool_calls',
     'This is a normal response without any tool calls.',
     None,
     'hermes',
     [],
     None),
    (S + 'test_tool_parser.py::TestQwenToolParser::test_single_valid_tool_call',
     ('\n'
      '        <tool_call>{"name": "search_weather", "arguments": {'
      '"location": "New York", "unit": "celsius"}}</tool_call>\n'
      '        '),
     None,
     'hermes',
     [{'name': 'search_weather', 'arguments': {'location': 'New York', 'unit': 'celsius'}}],
     None),
    (S + 'test_tool_parser.py::TestQwenToolParser::test_multiple_valid_tool_calls',
     ('\n'
      '        <tool_call>{"name": "search_weather", "arguments": {'
      '"location": "New York"}}</tool_call>\n'
      '        <tool_call>{"name": "search_restaurants", "arguments'
      '": {"location": "New York", "cuisine": "Italian"}}</tool_call>\n'
      '        '),
     None,
     'hermes',
     [{'name': 'search_weather', 'arguments': {'location': 'New York'}},
      {'name': 'search_restaurants',
       'arguments': {'location': 'New York', 'cuisine': 'Italian'}}],
     None),
    (S + 'test_tool_parser.py::TestQwenToolParser::test_invalid_json_tool_call',
     ('\n'
      '        <tool_call>{"name": "search_weather", "arguments": {invalid json}}</tool_call>\n'
      '        '),
     None,
     'hermes',
     'error',
     None),
    (S + 'test_parse_completion.py::test_qwen_parse_completion_handles_no_think_block',
     'Hello, the answer is 87.<|im_end|>',
     None,
     'hermes',
     [],
     'Hello, the answer is 87.'),
]

#: (source, model output, tools, format, expected calls, content, reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str, str]] = [
    (S + 'test_parse_completion.py::test_qwen_parse_completion_handles_unfinished_think_block',
     ('<think>\n'
      'Let me think about this very carefully and'),
     None,
     'hermes',
     [],
     '',
     'Let me think about this very carefully and'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_rllm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning"),
                         REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_rllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                               content: str, reasoning: str) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning, source=source)
