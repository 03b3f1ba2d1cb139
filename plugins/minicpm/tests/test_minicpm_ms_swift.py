"""ms-swift's MiniCPM 5 agent template as data: the cases of modelscope/ms-swift
``tests/general/test_agent_template_tool_arg_types.py::test_minicpm5_tool_arg_types``, each a
one-parameter call with the test's tool schema (a type, a type list, or no type). Each row is
parsed with every format installed and with ``minicpm`` alone.

Left out by rule: ``  spaced  `` for a string parameter (``minicpm`` drops the whitespace around
a value, docs/formats.md, minicpm; ms-swift keeps it), ``123`` for ``["integer", "string"]`` and
``true`` for ``["string", "boolean"]`` (docs/formats.md, "Values": a type list is tried in one
order, string last; ms-swift keeps the text)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      'test_minicpm5_tool_arg_types[string-false]'),
     '<function name="get_weather"><param name="city">false</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'false'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      'test_minicpm5_tool_arg_types[string-{"a":1}]'),
     '<function name="get_weather"><param name="city">{"a":1}</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': '{"a":1}'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_minicpm5_tool_arg_types[['string']-false]"),
     '<function name="get_weather"><param name="city">false</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['string']}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'false'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_minicpm5_tool_arg_types[['string', 'null']-false]"),
     '<function name="get_weather"><param name="city">false</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['string', 'null']}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'false'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_minicpm5_tool_arg_types[['string', 'null']-null]"),
     '<function name="get_weather"><param name="city">null</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['string', 'null']}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': None}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_minicpm5_tool_arg_types[['null', 'string']-null]"),
     '<function name="get_weather"><param name="city">null</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['null', 'string']}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': None}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_minicpm5_tool_arg_types[['string', 'integer']-false]"),
     '<function name="get_weather"><param name="city">false</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['string', 'integer']}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'false'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_minicpm5_tool_arg_types[['null', 'string', 'number']-false]"),
     '<function name="get_weather"><param name="city">false</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['null',
                                                                    'string',
                                                                    'number']}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'false'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_minicpm5_tool_arg_types[['null', 'string', 'number']-null]"),
     '<function name="get_weather"><param name="city">null</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['null',
                                                                    'string',
                                                                    'number']}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': None}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      'test_minicpm5_tool_arg_types[MISSING-false]'),
     '<function name="get_weather"><param name="city">false</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': False}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      'test_minicpm5_tool_arg_types[MISSING-beijing]'),
     '<function name="get_weather"><param name="city">beijing</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'beijing'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      'test_minicpm5_tool_arg_types[integer-123]'),
     '<function name="get_weather"><param name="city">123</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'integer'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 123}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ms_swift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
