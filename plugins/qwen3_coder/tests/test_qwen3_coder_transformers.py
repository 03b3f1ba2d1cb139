"""Hugging Face transformers' chat-parsing tests as data: each row is a model output from
huggingface/transformers' tests of `parse_response` (its response templates for Qwen3), the
format, the tools passed, the calls transformers expects and the content where it asserts one.
Each row is parsed with every format installed and with its format alone. Rows where toolcalls
differs by a DESIGN rule are left out: a `</function>` missing before `</tool_call>` (an
unclosed marker is an error), `007` for an integer (not an integer literal), a repeated
parameter merged into a list (duplicate_argument)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'huggingface/transformers tests/utils/test_chat_parsing.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_qwen3_tool_calls',
     ('<tool_call>\n<function=get_weather>\n<parameter=locations>\n'
      '[{"country": "France", "city": "Paris"}]\n'
      '</parameter>\n<parameter=temp_units>\ncelsius\n'
      '</parameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather',
       'arguments': {'locations': [{'country': 'France', 'city': 'Paris'}],
                     'temp_units': 'celsius'}}],
     ''),
    (SRC + '_STREAMING_FIXTURES[qwen3]',
     ('<think>short thought</think>\n<tool_call>\n'
      '<function=get_weather>\n<parameter=city>\n'
      'Paris\n</parameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (SRC + 'test_parse_response_tools_coerces_xml_inline_string_args',
     ('<tool_call>\n<function=set_alarm>\n<parameter=hour>\n'
      '7\n</parameter>\n<parameter=enabled>\ntrue\n'
      '</parameter>\n<parameter=label>\nwake up\n'
      '</parameter>\n</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'set_alarm',
                    'parameters': {'type': 'object',
                                   'properties': {'hour': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'},
                                                  'label': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'set_alarm', 'arguments': {'hour': 7, 'enabled': True, 'label': 'wake up'}}],
     ''),
    (SRC + 'test_qwen3_tools_coerces_strings_left_by_value_parser',
     ('<tool_call>\n<function=set_alarm>\n<parameter=hour>\n'
      '007\n</parameter>\n<parameter=enabled>\n'
      'true\n</parameter>\n<parameter=label>\n'
      'wake up\n</parameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'set_alarm', 'arguments': {'hour': '007', 'enabled': True, 'label': 'wake up'}}],
     ''),
    (SRC + 'test_callable_tools_are_converted_to_schemas',
     ('<tool_call>\n<function=set_alarm>\n<parameter=hour>\n'
      '7\n</parameter>\n<parameter=enabled>\ntrue\n'
      '</parameter>\n<parameter=label>\nnull\n'
      '</parameter>\n</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'set_alarm',
                    'parameters': {'type': 'object',
                                   'properties': {'hour': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'},
                                                  'label': {'type': 'string',
                                                            'nullable': True}}}}}],
     'qwen3_coder',
     [{'name': 'set_alarm', 'arguments': {'hour': 7, 'enabled': True, 'label': None}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_transformers_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
