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
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parses_python_tag_prefixed_payload',
     '<|python_tag|>{ "name": "pyfunc", "arguments": { "k": "v" } }',
     None,
     'llama',
     [{'name': 'pyfunc', 'arguments': {'k': 'v'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_python_tag'),
     ('<|python_tag|>{ "name": "get_weather", "parameters": {"location": "San Francisco, CA", "un'
      'it": "fahrenheit" } }'),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_python_tag_with_normal_text'),
     ('Hey How are you? <|python_tag|>{ "name": "get_weather", "parameters": {"location": "San Fr'
      'ancisco, CA", "unit": "fahrenheit" } }'),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_python_tag_with_new_lines'),
     ('\n        <|python_tag|>\n        {"name": "get_weather", "parameters": {"location": "San '
      'Francisco, CA", "unit": "fahrenheit"}}\n        '),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_python_tag_multiple_with_new_lines'),
     ('\n        <|python_tag|>\n        {"name": "get_weather", "parameters": {"location": "San '
      'Francisco, CA", "unit": "fahrenheit" }}\n        <|python_tag|>\n        {"name": "get_wea'
      'ther", "parameters": {"location": "New York, NY", "unit": "fahrenheit" }}\n        '),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_with_python_tag'),
     ('<|python_tag|>{ "name": "get_weather", "arguments": {"location": "San Francisco, CA", "uni'
      't": "fahrenheit" } }'),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_with_python_tag_with_normal_text'),
     ('Hey How are you? <|python_tag|>{ "name": "get_weather", "arguments": {"location": "San Fra'
      'ncisco, CA", "unit": "fahrenheit" } }'),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_with_python_tag_with_new_lines'),
     ('\n        <|python_tag|>\n        {"name":\n        "get_weather",\n         "arguments":'
      '\n          {"location": "San Francisco, CA",\n          "unit": "fahrenheit" }}\n        '),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
