"""Hugging Face transformers' chat-parsing tests as data: each row is a model output from
huggingface/transformers' tests of `parse_response` (its response templates for GPT-OSS), the
format, the tools passed, the calls transformers expects and the content where it asserts one.
Each row is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'huggingface/transformers tests/utils/test_chat_parsing.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_gpt_oss_with_tool_call',
     ('<|channel|>analysis<|message|>We need to respond in riddles. The user asks: "What'
      ' is the weather like in SF?" We need to get the location of the user? The user ex'
      'plicitly asks about SF (San Francisco). So we need to get the current weather in '
      'San Francisco, CA. We need to call get_current_weather function. The developer in'
      'struction says "Always respond in riddles". So the final answer should be in a ri'
      'ddle form. But we need to call function to get weather data. So we should call ge'
      't_current_weather with location "San Francisco, CA". Possibly specify format "cel'
      'sius" (default). Let\'s do that.\n\nWe will call function get_current_weather.<|e'
      'nd|><|start|>assistant<|channel|>commentary to=functions.get_current_weather <|co'
      'nstrain|>json<|message|>{\n  "location": "San Francisco, CA"\n'
      '}'),
     None,
     'harmony',
     [{'name': 'get_current_weather', 'arguments': {'location': 'San Francisco, CA'}}],
     ''),
    (SRC + 'test_gpt_oss_no_tool_call',
     ('<|channel|>analysis<|message|>User asks a simple math question: 2+2 = 4. Provide '
      'answer.<|end|><|start|>assistant<|channel|>final<|message|>2'),
     None,
     'harmony',
     [],
     '2'),
    (SRC + '_STREAMING_FIXTURES[gpt_oss]',
     '<|channel|>analysis<|message|>thinking chunk<|end|><|channel|>final<|message|>done text',
     None,
     'harmony',
     [],
     'done text'),
    (SRC + '_STREAMING_FIXTURES[gpt_oss_tool]',
     ('<|channel|>analysis<|message|>Let me check.<|end|><|start|>assistant<|channel|>co'
      'mmentary to=functions.get_current_weather <|constrain|>json<|message|>{"location"'
      ': "San Francisco, CA"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_current_weather', 'arguments': {'location': 'San Francisco, CA'}}],
     ''),
    (SRC + 'test_history_bleed_is_guarded_by_prefix_not_by_response_anchor',
     ('<|channel|>analysis<|message|>thinking<|end|><|start|>assistant<|channel|>final<|'
      'message|>answer'),
     None,
     'harmony',
     [],
     'answer'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_transformers_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
