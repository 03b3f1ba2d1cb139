"""Hugging Face transformers' tests as data for Qwen3-Coder's XML calls: model outputs from
huggingface/transformers' ``tests/utils/test_chat_parsing.py`` (its Qwen3 response template and
the tests of typing by ``tools=``) with the calls, content and reasoning they expect. ``CASES``
are the rows whose test asserts the arguments only. Which files were read, how a row is written
and what was left out by which rule is docs/conformance.md, "Hugging Face transformers' tests
(beyond the corpus)". Each row is parsed with every format installed and with its format alone;
content and reasoning are compared with whitespace runs collapsed."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_parse_response_tools_coerces_xml_inline_string_args'),
     ('<tool_call>\n<function=set_alarm>\n'
      '<parameter=hour>\n7\n</parameter>\n'
      '<parameter=enabled>\ntrue\n</parameter>\n'
      '<parameter=label>\nwake up\n</parameter>\n'
      '</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'set_alarm',
                    'parameters': {'type': 'object',
                                   'properties': {'hour': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'},
                                                  'label': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'set_alarm', 'arguments': {'hour': 7, 'enabled': True, 'label': 'wake up'}}],
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_qwen3_tools_coerces_strings_left_by_value_parser'),
     ('<tool_call>\n<function=set_alarm>\n'
      '<parameter=hour>\n007\n</parameter>\n'
      '<parameter=enabled>\ntrue\n</parameter>\n'
      '<parameter=label>\nwake up\n</parameter>\n'
      '</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'set_alarm', 'arguments': {'hour': '007', 'enabled': True, 'label': 'wake up'}}],
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_callable_tools_are_converted_to_schemas'),
     ('<tool_call>\n<function=set_alarm>\n'
      '<parameter=hour>\n7\n</parameter>\n'
      '<parameter=enabled>\ntrue\n</parameter>\n'
      '<parameter=label>\nnull\n</parameter>\n'
      '</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'set_alarm',
                    'parameters': {'type': 'object',
                                   'properties': {'hour': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'},
                                                  'label': {'type': 'string', 'nullable': True}},
                                   'required': ['hour', 'enabled']}}}],
     'qwen3_coder',
     [{'name': 'set_alarm', 'arguments': {'hour': 7, 'enabled': True, 'label': None}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_transformers_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_qwen3_tool_calls',
     ('<tool_call>\n<function=get_weather>\n'
      '<parameter=locations>\n[{"country": "France", "city": "Paris"}]\n'
      '</parameter>\n<parameter=temp_units>\n'
      'celsius\n</parameter>\n</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather',
       'arguments': {'locations': [{'country': 'France', 'city': 'Paris'}],
                     'temp_units': 'celsius'}}],
     '',
     '',
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::_STREAMING_FIXTURES[qwen3]',
     ('<think>short thought</think>\n'
      '<tool_call>\n<function=get_weather>\n'
      '<parameter=city>\nParis\n</parameter>\n'
      '</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '',
     'short thought',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_transformers_reasoning_case(source: str, text: str, tools: Any, fmt: str,
                                     expected: Any, content: str | None, reasoning: str | None,
                                     started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
