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
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_qwen_qwq_32b_simple',
     ('<tool_call>\n{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit"'
      ': "fahrenheit"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_qwen_qwq_32b_simple_with_no'
      'rmal_text'),
     ('Hey How are you? <tool_call>\n{"name": "get_weather", "arguments": {"location": "San Franc'
      'isco, CA", "unit": "fahrenheit"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parser_preserves_compact_argumen'
      'ts_byte_span'),
     ('<tool_call>{"name": "get_weather", "arguments": {"location":"San Francisco, USA","unit":"c'
      'elsius"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco, USA', 'unit': 'celsius'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parser_preserves_argument_key_or'
      'der'),
     '<tool_call>{"name":"f","arguments":{"z":1,"a":2,"m":3}}</tool_call>',
     None,
     'hermes',
     [{'name': 'f', 'arguments': {'z': 1, 'a': 2, 'm': 3}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parser_preserves_numeric_formatt'
      'ing'),
     '<tool_call>{"name":"f","arguments":{"x":1.0,"y":42}}</tool_call>',
     None,
     'hermes',
     [{'name': 'f', 'arguments': {'x': 1.0, 'y': 42}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parser_preserves_byte_span_for_p'
      'arallel_calls'),
     ('<tool_call>{"name":"a","arguments":{"k":"v1"}}</tool_call>\n<tool_call>{"name":"b","argume'
      'nts":{"k":"v2"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'a', 'arguments': {'k': 'v1'}}, {'name': 'b', 'arguments': {'k': 'v2'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_qwen_qwq_32b_multiple_tool_'
      'calls'),
     ('<tool_call>\n{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit"'
      ': "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": "get_weather", "arguments": {"locati'
      'on": "New York, NY", "unit": "fahrenheit"}}\n</tool_call>\n'),
     None,
     'hermes',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_qwen_qwq_32b_multiple_tool_'
      'calls_with_normal_text'),
     ('Hey How are you? <tool_call>\n{"name": "get_weather", "arguments": {"location": "San Franc'
      'isco, CA", "unit": "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": "get_weather", "arg'
      'uments": {"location": "New York, NY", "unit": "fahrenheit"}}\n</tool_call>\n'),
     None,
     'hermes',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_qwen_qwq_32b_multiple_tool_'
      'calls_with_new_lines'),
     ('<tool_call>\n{"name": "get_weather",\n"arguments": {"location": "San Francisco, CA",\n"uni'
      't": "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": "get_weather", "arguments":\n{"loc'
      'ation": "New York, NY", "unit":\n"fahrenheit"}}\n</tool_call>\n'),
     None,
     'hermes',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'error_handling'),
     'not a json',
     None,
     'hermes',
     [],
     'not a json'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_qwen25_with_normal_text',
     ('I\'ll check the weather for you. <tool_call>\n{"name": "get_weather", "arguments": {"locat'
      'ion": "San Francisco, CA", "unit": "fahrenheit"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     "I'll check the weather for you."),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_qwen25_multiple_tool_calls',
     ('<tool_call>\n{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit"'
      ': "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": "get_weather", "arguments": {"locati'
      'on": "New York, NY", "unit": "fahrenheit"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_hermes_parser_without_new_l'
      'ine'),
     ('<tool_call>{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit": '
      '"celsius"}}</tool_call>"\n        '),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco, CA', 'unit': 'celsius'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
