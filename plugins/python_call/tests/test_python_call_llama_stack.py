"""Llama Stack's tool-call parsing tests as data: each row is a model output from
meta-llama/llama-stack (also stored as llamastack/llama-stack), from
``tests/unit/models/llama/llama3/test_tool_utils.py`` (``TestMaybeExtractCustomToolCall``, the
pythonic ``[f(k=v), ...]`` lists that Llama 3.2 and Llama 4 write) and one output of
``tests/unit/models/test_prompt_adapter.py`` (``test_completion_message_encoding``: the text
Llama Stack's encoder writes for a ``python_list`` call, which must read back as that call).
Llama Stack gives its helper the text after ``<|python_tag|>`` and the end tokens are stripped;
these outputs carry no marker, so they are parsed as they stand. Each row is parsed with every
format installed and with ``python`` alone; content is compared where the row gives it, with
whitespace runs collapsed. Where a test checks only that a call was found, or some keys, the
row holds the whole call toolcalls reads.

Left out (docs/conformance.md, "Llama Stack's tests"): ``just some text`` (tested elsewhere);
the JSON output ``{"type": "function", "name": ..., "parameters": ...}`` without a tag (a
tool-definition shape, data by docs/architecture.md; its tagged form is a row of the ``llama``
table); the outputs Llama Stack rejects for want of the list's brackets, which are calls of the
python tier here (a bare ``get_weather(location="San Francisco")`` and the same call inside
``{...}``: DESIGN 3, a keyword call in text is a call); the outputs of
``test_decode_assistant_message.py``, whose formatter is mocked, so nothing is parsed.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

TU = ("meta-llama/llama-stack tests/unit/models/llama/llama3/test_tool_utils.py::"
      "TestMaybeExtractCustomToolCall::")

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (TU + 'test_valid_single_tool_call',
     '[get_weather(location="San Francisco", units="celsius")]',
     None,
     'python',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'units': 'celsius'}}],
     ''),
    # Llama Stack's helper returns the first call only (a FIXME in tool_utils.py); both here
    (TU + 'test_valid_multiple_tool_calls',
     '[search(query="python programming"), get_time(timezone="UTC")]',
     None,
     'python',
     [{'name': 'search', 'arguments': {'query': 'python programming'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     ''),
    (TU + 'test_different_value_types',
     '[analyze_data(count=42, enabled=True, ratio=3.14, name="test", options=None)]',
     None,
     'python',
     [{'name': 'analyze_data',
       'arguments': {'count': 42, 'enabled': True, 'ratio': 3.14, 'name': 'test',
                     'options': None}}],
     ''),
    (TU + 'test_nested_structures',
     '[complex_function(filters={"min": 10, "max": 100}, tags=["important", "urgent"])]',
     None,
     'python',
     [{'name': 'complex_function',
       'arguments': {'filters': {'min': 10, 'max': 100}, 'tags': ['important', 'urgent']}}],
     ''),
    (TU + 'test_hyphenated_function_name',
     '[weather-forecast(city="London")]',
     None,
     'python',
     [{'name': 'weather-forecast', 'arguments': {'city': 'London'}}],
     ''),
    (TU + 'test_empty_input',
     '[]',
     None,
     'python',
     [],
     None),
    (TU + 'test_invalid_format (unmatched brackets)',
     '[get_weather(location="San Francisco"]',
     None,
     'python',
     'error',
     None),
    (TU + 'test_invalid_format (wrong inner brackets)',
     '[get_weather{location="San Francisco"}]',
     None,
     'python',
     [],
     '[get_weather{location="San Francisco"}]'),
    (TU + 'test_quotes_handling',
     '[search(query="Text with \\"quotes\\" inside")]',
     None,
     'python',
     [{'name': 'search', 'arguments': {'query': 'Text with "quotes" inside'}}],
     ''),
    (TU + 'test_single_quotes_in_arguments',
     "[add-note(name='demonote', content='demonstrating Llama Stack and MCP integration')]",
     None,
     'python',
     [{'name': 'add-note',
       'arguments': {'name': 'demonote',
                     'content': 'demonstrating Llama Stack and MCP integration'}}],
     ''),
    (TU + 'test_python_list_format',
     '[calculate(x=10, y=20)]',
     None,
     'python',
     [{'name': 'calculate', 'arguments': {'x': 10, 'y': 20}}],
     ''),
    (TU + 'test_complex_nested_structures',
     ('[advanced_query(config={"filters": {"categories": ["books", "electronics"], '
      '"price_range": {"min": 10, "max": 500}}, "sort": {"field": "relevance", '
      '"order": "desc"}})]'),
     None,
     'python',
     [{'name': 'advanced_query',
       'arguments': {'config': {'filters': {'categories': ['books', 'electronics'],
                                            'price_range': {'min': 10, 'max': 500}},
                                'sort': {'field': 'relevance', 'order': 'desc'}}}}],
     ''),
    (('meta-llama/llama-stack tests/unit/models/test_prompt_adapter.py::'
      'test_completion_message_encoding (the python_list call the encoder writes)'),
     '[custom1(param1="value1")]',
     None,
     'python',
     [{'name': 'custom1', 'arguments': {'param1': 'value1'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llama_stack_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
