"""rLLM's R1 tool-parser tests as data (rllm-org/rllm tests/parser/test_tool_parser.py,
``TestR1ToolParser``): DeepSeek-R1 calls (``<｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME``
and an indented ```` ```json ```` fence) written without the ``<｜tool▁calls▁begin｜>`` section,
as the test writes them. "error" where rLLM rejects the text (bad JSON, no ``function`` prefix,
no JSON block): here each is an error at the fault. Each row is parsed with every format
installed and with ``deepseek_v3`` alone.

Left out (docs/conformance.md): a complete call with no ``<｜tool▁call▁end｜>`` at the end of the
text, which rLLM drops and which is a call here (DESIGN 3a)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'rllm-org/rllm tests/parser/test_tool_parser.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'TestR1ToolParser::test_single_valid_tool_call',
     ('\n'
      '        <｜tool▁call▁begin｜>function<｜tool▁sep｜>search_weather\n'
      '        ```json\n'
      '        {"location": "New York", "unit": "celsius"}\n'
      '        ```\n'
      '        <｜tool▁call▁end｜>\n'
      '        '),
     None,
     'deepseek_v3',
     [{'name': 'search_weather', 'arguments': {'location': 'New York', 'unit': 'celsius'}}],
     None),
    (S + 'TestR1ToolParser::test_multiple_valid_tool_calls',
     ('\n'
      '        <｜tool▁call▁begin｜>function<｜tool▁sep｜>search_weather\n'
      '        ```json\n'
      '        {"location": "New York"}\n'
      '        ```\n'
      '        <｜tool▁call▁end｜>\n'
      '        <｜tool▁call▁begin｜>function<｜tool▁sep｜>search_restaurants\n'
      '        ```json\n'
      '        {"location": "New York", "cuisine": "Italian"}\n'
      '        ```\n'
      '        <｜tool▁call▁end｜>\n'
      '        '),
     None,
     'deepseek_v3',
     [{'name': 'search_weather', 'arguments': {'location': 'New York'}},
      {'name': 'search_restaurants',
       'arguments': {'location': 'New York', 'cuisine': 'Italian'}}],
     None),
    (S + 'TestR1ToolParser::test_invalid_json_tool_call',
     ('\n'
      '        <｜tool▁call▁begin｜>function<｜tool▁sep｜>search_weather\n'
      '        ```json\n'
      '        {"location": "New York", invalid json}\n'
      '        ```\n'
      '        <｜tool▁call▁end｜>\n'
      '        '),
     None,
     'deepseek_v3',
     'error',
     None),
    (S + 'TestR1ToolParser::test_missing_function_prefix',
     ('\n'
      '        <｜tool▁call▁begin｜>search_weather\n'
      '        ```json\n'
      '        {"location": "New York"}\n'
      '        ```\n'
      '        <｜tool▁call▁end｜>\n'
      '        '),
     None,
     'deepseek_v3',
     'error',
     None),
    (S + 'TestR1ToolParser::test_missing_json_block',
     ('\n'
      '        <｜tool▁call▁begin｜>function<｜tool▁sep｜>search_weather\n'
      '        <｜tool▁call▁end｜>\n'
      '        '),
     None,
     'deepseek_v3',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_rllm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
