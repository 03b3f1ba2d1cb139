"""NVIDIA Dynamo's tool-call parser tests as data: which files were read, how a row is written
(the test's raw string, its tools as flat definitions, the calls Dynamo expects or "error",
content compared with whitespace runs collapsed) and what was left out by which rule is
docs/conformance.md, "NVIDIA Dynamo's tests". Each row is parsed with every format installed
and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::single_token_array_preserves_arg'
      'ument_byte_span_mistral'),
     '[TOOL_CALLS] [{"name":"f","arguments":{"z":1,"a":2}}, {"name":"g","arguments":{"b":3.0}}]',
     None,
     'mistral',
     [{'name': 'f', 'arguments': {'z': 1, 'a': 2}}, {'name': 'g', 'arguments': {'b': 3.0}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_single_with_start_token'),
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit'
      '": "fahrenheit"}}]'),
     None,
     'mistral',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_single_with_start_token_with_normal_text'),
     ('Hey How are you? [TOOL_CALLS] [{"name": "get_weather", "arguments": {"location": "San Fran'
      'cisco, CA", "unit": "fahrenheit"}}]'),
     None,
     'mistral',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_single_with_start_tokenwith_new_lines'),
     ('\n        [TOOL_CALLS]\n        [{"name": "get_weather",\n        "arguments": {"location"'
      ':\n        "San Francisco, CA",\n        "unit": "fahrenheit"}}]\n        '),
     None,
     'mistral',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_single_with_start_token_multiple'),
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit'
      '": "fahrenheit"}}, {"name": "get_weather", "arguments": {"location": "New York, NY", "unit'
      '": "fahrenheit"}}]'),
     None,
     'mistral',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_single_with_start_token_multiple_with_normal_text'),
     ('Hey How are you? [TOOL_CALLS] [{"name": "get_weather", "arguments": {"location": "San Fran'
      'cisco, CA", "unit": "fahrenheit"}}, {"name": "get_weather", "arguments": {"location": "New'
      ' York, NY", "unit": "fahrenheit"}}]'),
     None,
     'mistral',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_single_with_start_token_multiple_with_new_lines'),
     ('\n        [TOOL_CALLS]\n        [{"name": "get_weather",\n        "arguments": {"location"'
      ':\n        "San Francisco, CA",\n        "unit": "fahrenheit"}},\n        {"name": "get_we'
      'ather", "arguments":\n        {"location": "New York, NY", "unit":\n        "fahrenheit"}}'
      ']\n        '),
     None,
     'mistral',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_openai_compatibility_validation'),
     ('[TOOL_CALLS][\n    {"name": "function_one", "arguments": {"param1": "value1", "param2": 42'
      '}},\n    {"name": "function_two", "arguments": {"param3": true, "param4": [1, 2, 3]}},\n  '
      '  {"name": "function_three", "arguments": {"param5": {"nested": "object"}}}\n][/TOOL_CALLS'
      ']'),
     None,
     'mistral',
     [{'name': 'function_one', 'arguments': {'param1': 'value1', 'param2': 42}},
      {'name': 'function_two', 'arguments': {'param3': True, 'param4': [1, 2, 3]}},
      {'name': 'function_three', 'arguments': {'param5': {'nested': 'object'}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_cross_parser_compatibility'),
     ('[TOOL_CALLS][\n    {"name": "get_weather", "arguments": {"city": "Dallas", "unit": "fahren'
      'heit"}},\n    {"name": "get_weather", "arguments": {"city": "Orlando", "unit": "fahrenheit'
      '"}}\n][/TOOL_CALLS]'),
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Dallas', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'city': 'Orlando', 'unit': 'fahrenheit'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
