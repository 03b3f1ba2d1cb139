"""Hugging Face transformers' chat-parsing tests as data: each row is a model output from
huggingface/transformers' tests of `parse_response` (its response templates for Cohere), the
format, the tools passed, the calls transformers expects and the content where it asserts one.
Each row is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'huggingface/transformers tests/utils/test_chat_parsing.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_cohere',
     ('<|START_THINKING|>I should call a tool.<|END_THINKING|><|START_ACTION|>[\n'
      '    {"tool_call_id": "0", "tool_name": "simple_tool", "parameters": {"temperature'
      '_format": "Celsius"}}\n]<|END_ACTION|><|END_OF_TURN_TOKEN|>'),
     None,
     'command_r',
     [{'name': 'simple_tool', 'arguments': {'temperature_format': 'Celsius'}}],
     ''),
    (SRC + 'test_batched_response',
     ('<|START_THINKING|>Think A.<|END_THINKING|><|START_ACTION|>[\n'
      '    {"tool_call_id": "0", "tool_name": "tool_a", "parameters": {"x": "1"}}\n'
      ']<|END_ACTION|><|END_OF_TURN_TOKEN|>'),
     None,
     'command_r',
     [{'name': 'tool_a', 'arguments': {'x': '1'}}],
     ''),
    (SRC + 'test_batched_response',
     ('<|START_THINKING|>Think B.<|END_THINKING|><|START_ACTION|>[\n'
      '    {"tool_call_id": "0", "tool_name": "tool_b", "parameters": {"y": "2"}}\n'
      ']<|END_ACTION|><|END_OF_TURN_TOKEN|>'),
     None,
     'command_r',
     [{'name': 'tool_b', 'arguments': {'y': '2'}}],
     ''),
    (SRC + '_STREAMING_FIXTURES[cohere]',
     ('<|START_THINKING|>I should call a tool.<|END_THINKING|><|START_ACTION|>[{"tool_ca'
      'll_id": "0", "tool_name": "simple_tool", "parameters": {"a": 1}}]<|END_ACTION|>'),
     None,
     'command_r',
     [{'name': 'simple_tool', 'arguments': {'a': 1}}],
     ''),
    (SRC + 'test_tools_is_a_noop_for_typed_json_tool_calls',
     ('<|START_THINKING|>x<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "0", "tool_n'
      'ame": "set_alarm", "parameters": {"hour": 7, "enabled": true}}]<|END_ACTION|><|EN'
      'D_OF_TURN_TOKEN|>'),
     [{'type': 'function',
       'function': {'name': 'set_alarm',
                    'parameters': {'type': 'object',
                                   'properties': {'hour': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'},
                                                  'label': {'type': 'string'}}}}}],
     'command_r',
     [{'name': 'set_alarm', 'arguments': {'hour': 7, 'enabled': True}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_transformers_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
