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
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parses_single_parameters_object',
     '{ "name": "hello", "parameters": { "x": 1, "y": 2 } }',
     None,
     'json',
     [{'name': 'hello', 'arguments': {'x': 1, 'y': 2}}],
     ''),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parses_single_arguments_object',
     '{ "name": "world", "arguments": { "a": "abc", "b": 42 } }',
     None,
     'json',
     [{'name': 'world', 'arguments': {'a': 'abc', 'b': 42}}],
     ''),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parses_vec_of_parameters',
     ('[{ "name": "first", "parameters": { "a": 1 } }, { "name": "second", "parameters": { "b": 2'
      ' } }]'),
     None,
     'json',
     [{'name': 'first', 'arguments': {'a': 1}}, {'name': 'second', 'arguments': {'b': 2}}],
     ''),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parses_vec_of_arguments',
     ('[{ "name": "alpha", "arguments": { "a": "x" } }, { "name": "omega", "arguments": { "z": "y'
      '" } }]'),
     None,
     'json',
     [{'name': 'alpha', 'arguments': {'a': 'x'}}, {'name': 'omega', 'arguments': {'z': 'y'}}],
     ''),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::returns_none_on_invalid_input',
     'not even json',
     None,
     'json',
     [],
     'not even json'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::returns_none_on_valid_json_wrong'
      '_shape'),
     '{ "foo": "bar" }',
     None,
     'json',
     [],
     '{ "foo": "bar" }'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_simple'),
     (' [{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit": "fahrenhe'
      'it"}}]'),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_simple_with_normal_text'),
     ('Hey How are you? [{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "'
      'unit": "fahrenheit"}}]'),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_simple_with_new_lines'),
     ('\n        [{"name": "get_weather",\n        "arguments": {"location":\n        "San Franci'
      'sco, CA",\n        "unit": "fahrenheit"}}]\n        '),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_multiple'),
     (' [{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit": "fahrenhe'
      'it"}}, {"name": "get_weather", "arguments": {"location": "New York, NY", "unit": "fahrenhe'
      'it"}}]'),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_multiple_with_normal_text'),
     ('Hey How are you? [{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "'
      'unit": "fahrenheit"}}, {"name": "get_weather", "arguments": {"location": "New York, NY", "'
      'unit": "fahrenheit"}}]'),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_mistralai_mistral_7b_instru'
      'ct_v03_multiple_with_new_lines'),
     ('\n        [{"name": "get_weather",\n        "arguments": {"location":\n        "San Franci'
      'sco, CA",\n        "unit": "fahrenheit"}},\n        {"name": "get_weather", "arguments":\n'
      '        {"location": "New York, NY", "unit":\n        "fahrenheit"}}]\n        '),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_simple'),
     ('{"name": "get_weather", "parameters": {"location": "San Francisco, CA", "unit": "fahrenhei'
      't"}}'),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_simple_with_normal_text'),
     ('Hey How are you? {"name": "get_weather", "parameters": {"location": "San Francisco, CA", "'
      'unit": "fahrenheit"}}'),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_new_lines'),
     ('\n        {"name": "get_weather",\n        "parameters": {"location": "San Francisco, CA",'
      ' "unit": "fahrenheit"}}\n        '),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_without_python_tag_multiple_with_new_lines'),
     ('\n        {"name": "get_weather", "arguments":\n         {"location": "San Francisco, CA",'
      '\n          "unit": "fahrenheit" }}\n        '),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_without_python_tag'),
     ('{ "name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit": "fahrenhei'
      't" } }'),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_without_python_tag_with_normal_text'),
     ('Hey How are you? { "name": "get_weather", "arguments": {"location": "San Francisco, CA", "'
      'unit": "fahrenheit" } }'),
     None,
     'json',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_xlam_format_with_whitespace'),
     ('[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX", "uni'
      't": "fahrenheit"}},\n    {"name": "get_current_weather", "arguments": {"city": "Orlando", '
      '"state": "FL", "unit": "fahrenheit"}}\n]'),
     None,
     'json',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Orlando', 'state': 'FL', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_cross_parser_compatibility'),
     ('[\n    {"name": "get_weather", "arguments": {"city": "Dallas", "unit": "fahrenheit"}},\n  '
      '  {"name": "get_weather", "arguments": {"city": "Orlando", "unit": "fahrenheit"}}\n]'),
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Dallas', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'city': 'Orlando', 'unit': 'fahrenheit'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
