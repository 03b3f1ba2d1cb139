"""Hugging Face transformers' tests as data for Cohere's ``<|START_ACTION|>`` calls and
``<|START_THINKING|>`` reasoning: model outputs from huggingface/transformers'
``tests/utils/test_chat_parsing.py`` (its Cohere response template) with the calls, content and
reasoning the template gives. Which files were read, how a row is written and what was left out
by which rule is docs/conformance.md, "Hugging Face transformers' tests (beyond the corpus)".
Each row is parsed with every format installed and with its format alone; content and reasoning
are compared with whitespace runs collapsed."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_cohere',
     ('<|START_THINKING|>I should call a tool.<|END_THINKING|><|START_ACTION|>[\n'
      '    {"tool_call_id": "0", "tool_name": "simple_tool", "parameters": {"temperature_format":'
      ' "Celsius"}}\n]<|END_ACTION|><|END_OF_TURN_TOKEN|>'),
     None,
     'command_r',
     [{'name': 'simple_tool', 'arguments': {'temperature_format': 'Celsius'}}],
     '',
     'I should call a tool.',
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_batched_response',
     ('<|START_THINKING|>Think A.<|END_THINKING|><|START_ACTION|>[\n'
      '    {"tool_call_id": "0", "tool_name": "tool_a", "parameters": {"x": "1"}}\n'
      ']<|END_ACTION|><|END_OF_TURN_TOKEN|>'),
     None,
     'command_r',
     [{'name': 'tool_a', 'arguments': {'x': '1'}}],
     '',
     'Think A.',
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_batched_response',
     ('<|START_THINKING|>Think B.<|END_THINKING|><|START_ACTION|>[\n'
      '    {"tool_call_id": "0", "tool_name": "tool_b", "parameters": {"y": "2"}}\n'
      ']<|END_ACTION|><|END_OF_TURN_TOKEN|>'),
     None,
     'command_r',
     [{'name': 'tool_b', 'arguments': {'y': '2'}}],
     '',
     'Think B.',
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::_STREAMING_FIXTURES[cohere]',
     ('<|START_THINKING|>I should call a tool.<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "'
      '0", "tool_name": "simple_tool", "parameters": {"a": 1}}]<|END_ACTION|>'),
     None,
     'command_r',
     [{'name': 'simple_tool', 'arguments': {'a': 1}}],
     '',
     'I should call a tool.',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_tools_is_a_noop_for_typed_json_tool_calls'),
     ('<|START_THINKING|>x<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "0", "tool_name": "se'
      't_alarm", "parameters": {"hour": 7, "enabled": true}}]<|END_ACTION|><|END_OF_TURN_TOKEN|>'),
     [{'type': 'function',
       'function': {'name': 'set_alarm',
                    'parameters': {'type': 'object',
                                   'properties': {'hour': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'},
                                                  'label': {'type': 'string'}}}}}],
     'command_r',
     [{'name': 'set_alarm', 'arguments': {'hour': 7, 'enabled': True}}],
     '',
     'x',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_tools_is_a_noop_for_typed_json_tool_calls'),
     ('<|START_THINKING|>x<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "0", "tool_name": "se'
      't_alarm", "parameters": {"hour": 7, "enabled": true}}]<|END_ACTION|><|END_OF_TURN_TOKEN|>'),
     None,
     'command_r',
     [{'name': 'set_alarm', 'arguments': {'hour': 7, 'enabled': True}}],
     '',
     'x',
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
