"""ms-swift's Xing4.0 agent template as data: the cases of modelscope/ms-swift
``tests/general/test_agent_template_tool_arg_types.py::test_xing4_0_tool_arg_types`` that
plugins/telechat/tests/test_telechat.py does not hold yet, each a one-parameter call with the
test's tool schema. Each row is parsed with every format installed and with ``telechat3_coder``
alone.

Left out by rule: ``123`` for ``["integer", "string"]`` and ``true`` for ``["string",
"boolean"]``, which ms-swift keeps as text and toolcalls types (docs/formats.md, "Values": a type
list is tried in one order, string last; test_telechat.py asserts toolcalls' answer), and the
ReAct fallback of ``test_xing4_0_template.py`` (no model writes it)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_xing4_0_tool_arg_types[['string', 'null']-false]"),
     ('<tool_call>get_weather<param_key>city</param_key><param_value>false</param_value></tool_ca'
      'll>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['string', 'null']}}}}}],
     'telechat3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'false'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_xing4_0_tool_arg_types[['string', 'integer']-false]"),
     ('<tool_call>get_weather<param_key>city</param_key><param_value>false</param_value></tool_ca'
      'll>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['string', 'integer']}}}}}],
     'telechat3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'false'}}],
     None),
    (('modelscope/ms-swift tests/general/test_agent_template_tool_arg_types.py::'
      "test_xing4_0_tool_arg_types[['null', 'string', 'number']-false]"),
     ('<tool_call>get_weather<param_key>city</param_key><param_value>false</param_value></tool_ca'
      'll>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': ['null',
                                                                    'string',
                                                                    'number']}}}}}],
     'telechat3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'false'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ms_swift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
