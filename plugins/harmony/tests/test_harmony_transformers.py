"""Hugging Face transformers' tests as data for gpt-oss (Harmony): model outputs from
huggingface/transformers' ``tests/utils/test_chat_parsing.py`` (its gpt-oss response template)
with the calls, content and reasoning the template gives. Which files were read, how a row is
written and what was left out by which rule is docs/conformance.md, "Hugging Face transformers'
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_gpt_oss_with_tool_call',
     ('<|channel|>analysis<|message|>We need to respond in riddles. The user asks: "What is the w'
      'eather like in SF?" We need to get the location of the user? The user explicitly asks abou'
      't SF (San Francisco). So we need to get the current weather in San Francisco, CA. We need '
      'to call get_current_weather function. The developer instruction says "Always respond in ri'
      'ddles". So the final answer should be in a riddle form. But we need to call function to ge'
      't weather data. So we should call get_current_weather with location "San Francisco, CA". P'
      'ossibly specify format "celsius" (default). Let\'s do that.\n'
      '\nWe will call function get_current_weather.<|end|><|start|>assistant<|channel|>commentary'
      ' to=functions.get_current_weather <|constrain|>json<|message|>{\n'
      '  "location": "San Francisco, CA"\n'
      '}'),
     None,
     'harmony',
     [{'name': 'get_current_weather', 'arguments': {'location': 'San Francisco, CA'}}],
     '',
     ('We need to respond in riddles. The user asks: "What is the weather like in SF?" We need to'
      ' get the location of the user? The user explicitly asks about SF (San Francisco). So we ne'
      'ed to get the current weather in San Francisco, CA. We need to call get_current_weather fu'
      'nction. The developer instruction says "Always respond in riddles". So the final answer sh'
      'ould be in a riddle form. But we need to call function to get weather data. So we should c'
      'all get_current_weather with location "San Francisco, CA". Possibly specify format "celsiu'
      's" (default). Let\'s do that.\n'
      '\nWe will call function get_current_weather.'),
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_gpt_oss_no_tool_call',
     ('<|channel|>analysis<|message|>User asks a simple math question: 2+2 = 4. Provide answer.<|'
      'end|><|start|>assistant<|channel|>final<|message|>2'),
     None,
     'harmony',
     [],
     '2',
     'User asks a simple math question: 2+2 = 4. Provide answer.',
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::_STREAMING_FIXTURES[gpt_oss]',
     '<|channel|>analysis<|message|>thinking chunk<|end|><|channel|>final<|message|>done text',
     None,
     'harmony',
     [],
     'done text',
     'thinking chunk',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      '_STREAMING_FIXTURES[gpt_oss_tool]'),
     ('<|channel|>analysis<|message|>Let me check.<|end|><|start|>assistant<|channel|>commentary '
      'to=functions.get_current_weather <|constrain|>json<|message|>{"location": "San Francisco, '
      'CA"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_current_weather', 'arguments': {'location': 'San Francisco, CA'}}],
     '',
     'Let me check.',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_history_bleed_is_guarded_by_prefix_not_by_response_anchor'),
     ('<|channel|>analysis<|message|>thinking<|end|><|start|>assistant<|channel|>final<|message|>'
      'answer'),
     None,
     'harmony',
     [],
     'answer',
     'thinking',
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
