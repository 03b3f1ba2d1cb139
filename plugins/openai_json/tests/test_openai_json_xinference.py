"""Xinference's tool-parser tests as data for bare and fenced JSON calls: model outputs from
xorbitsai/inference (the Llama 3 parser's JSON cases, the DeepSeek V3 and GLM-4 fenced cases,
text that holds no call) with the calls Xinference expects. Which files were read, how a row is
written (streamed chunks joined into one text, content compared with whitespace runs collapsed)
and what was left out by which rule is docs/conformance.md, "Xinference's tests (beyond the
corpus)". Each row is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_tool_parser.p'
      'y::test_tool_parser_extract_calls_without_thinking'),
     '```json{"name": "get_weather_and_time","parameters": {"location": "Hangzhou"}}```',
     None,
     'json',
     [{'name': 'get_weather_and_time', 'arguments': {'location': 'Hangzhou'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_glm4_tool_parser.py::test'
      '_tool_parser_extract_calls'),
     '\n```json\n{"name": "get_current_weather", "arguments": {"location": "上海"}}\n```',
     None,
     'json',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_parse_valid_json_tool_call'),
     '{"name": "get_weather", "parameters": {"location": "Beijing"}}',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_parse_json_with_nested_parameters'),
     '{"name": "search", "parameters": {"query": "test", "options": {"limit": 10, "offset": 0}}}',
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'test', 'options': {'limit': 10, 'offset': 0}}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_parse_json_with_list_parameter'),
     '{"name": "multi_search", "parameters": {"queries": ["a", "b", "c"]}}',
     None,
     'json',
     [{'name': 'multi_search', 'arguments': {'queries': ['a', 'b', 'c']}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_parse_json_with_null_value'),
     '{"name": "test_func", "parameters": {"value": null}}',
     None,
     'json',
     [{'name': 'test_func', 'arguments': {'value': None}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_parse_json_with_boolean_values'),
     '{"name": "toggle", "parameters": {"enabled": true, "verbose": false}}',
     None,
     'json',
     [{'name': 'toggle', 'arguments': {'enabled': True, 'verbose': False}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_parse_json_with_numeric_values'),
     '{"name": "calculate", "parameters": {"x": 42, "y": 3.14}}',
     None,
     'json',
     [{'name': 'calculate', 'arguments': {'x': 42, 'y': 3.14}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_parse_json_empty_parameters'),
     '{"name": "no_args_func", "parameters": {}}',
     None,
     'json',
     [{'name': 'no_args_func', 'arguments': {}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_empty_string'),
     '',
     None,
     'json',
     [],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_plain_text'),
     'Hello, I cannot help with that.',
     None,
     'json',
     [],
     'Hello, I cannot help with that.'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_missing_name_key'),
     '{"function": "test", "parameters": {}}',
     None,
     'json',
     [],
     '{"function": "test", "parameters": {}}'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_non_dict_json'),
     '[{"name": "test"}]',
     None,
     'json',
     [],
     '[{"name": "test"}]'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_json_string_value'),
     '"just a string"',
     None,
     'json',
     [],
     '"just a string"'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_incomplete_json'),
     '{"name": "func", "parameters": {',
     None,
     'json',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
