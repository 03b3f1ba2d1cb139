"""rLLM's Llama tool-parser tests as data (rllm-org/rllm tests/parser/test_llama_parser.py):
bare Llama 3.2 JSON calls with ``parameters`` (or ``arguments``), an arguments string that holds
a JSON object, braces inside a string, prose after the call, and texts that are no call (plain
prose, ``{not valid json}``, an object without ``name``). Each row is parsed with every format
installed and with ``json`` alone; rLLM asserts no content."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'rllm-org/rllm tests/parser/test_llama_parser.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_llama_tool_parser_bare_json_3_2',
     '{"name": "calculate", "parameters": {"expression": "2+3"}}',
     None,
     'json',
     [{'name': 'calculate', 'arguments': {'expression': '2+3'}}],
     None),
    (S + 'test_llama_tool_parser_arguments_fallback_field',
     '{"name": "calc", "arguments": {"x": 1}}',
     None,
     'json',
     [{'name': 'calc', 'arguments': {'x': 1}}],
     None),
    (S + 'test_llama_tool_parser_trailing_prose_tolerated',
     ('{"name": "calc", "parameters": {"x": 5}}\n'
      '\n'
      'then we will sum.'),
     None,
     'json',
     [{'name': 'calc', 'arguments': {'x': 5}}],
     None),
    (S + 'test_llama_tool_parser_no_tool_call_returns_empty',
     'just plain text, no tool call here',
     None,
     'json',
     [],
     None),
    (S + 'test_llama_tool_parser_no_tool_call_returns_empty',
     '{not valid json}',
     None,
     'json',
     [],
     None),
    (S + 'test_llama_tool_parser_no_tool_call_returns_empty',
     '{"missing_name": true}',
     None,
     'json',
     [],
     None),
    (S + 'test_llama_tool_parser_string_arguments_decoded',
     '{"name": "calc", "parameters": "{\\"x\\": 1}"}',
     None,
     'json',
     [{'name': 'calc', 'arguments': {'x': 1}}],
     None),
    (S + 'test_llama_tool_parser_nested_braces_in_string',
     '{"name": "echo", "parameters": {"text": "hello {world}"}}',
     None,
     'json',
     [{'name': 'echo', 'arguments': {'text': 'hello {world}'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_rllm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
