"""openai/harmony's parsing tests as data: each row is a completion from openai/harmony's
``tests/test_harmony.py`` or ``src/tests.rs`` (the tests encode the text and parse the tokens
with ``parse_messages_from_completion_tokens`` or the ``StreamableParser``; one test,
``test_simple_tool_call``, lists token ids, decoded here by the header's words and the message
contents the test expects), the calls the parsed messages hold (a message with a recipient is a
call), the content (messages that are neither analysis nor calls) and the reasoning (the
analysis channel) where the row asserts them. Each row is parsed with every format installed
and with the harmony format alone; content and reasoning are compared with whitespace runs
collapsed and the ends stripped.

Left out: rows the shared corpus or another table holds; the tests that render prompts or check
the tokenizer; the token-id fixtures the store does not hold (``test-data``); the non-strict
recovery of a header without ``<|message|>`` (``<|channel|>commentary Hello<|end|>``: Harmony
reads ``Hello`` as the message, toolcalls keeps ``commentary Hello`` as content, a gap listed
in docs/conformance.md); a tool's own message addressed to the assistant, whose text the test
reads from a fixture the store does not hold.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

PY = "openai/harmony tests/test_harmony.py::"
RS = "openai/harmony src/tests.rs::"

#: (source, completion, expected calls, content or None, reasoning or None)
CASES: list[tuple[str, str, Any, str | None, str | None]] = [
    (RS + 'test_simple_tool_call(tokens decoded)',
     ('<|channel|>analysis<|message|>User asks: "What is the weather in Tokyo?" We need to use '
      'lookup_weather tool.<|end|><|start|>assistant<|channel|>analysis to=lookup_weather '
      'code<|message|>{"location": "Tokyo"}'),
     [{'name': 'lookup_weather', 'arguments': {'location': 'Tokyo'}}],
     None,
     'User asks: "What is the weather in Tokyo?" We need to use lookup_weather tool.'),
    (PY + 'test_tool_call_with_constrain_tokenized_correctly',
     ('<|start|>assistant to=functions.get_weather<|channel|>commentary '
      '<|constrain|>json<|message|>{"location": "Tokyo"}<|call|>'),
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     '',
     None),
    (PY + 'test_tool_call_with_constrain_marker_adjacent',
     ('<|start|>assistant '
      'to=functions.get_weather<|channel|>commentary<|constrain|>json<|message|>{"location": '
      '"Tokyo"}<|call|>'),
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     '',
     None),
    (RS + 'test_tool_call_with_constrain_marker_adjacent',
     ('<|start|>assistant '
      'to=functions.get_weather<|channel|>commentary<|constrain|>json<|message|>{"location": '
      '"Tokyo"}<|end|>'),
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     '',
     None),
    (PY + 'test_tool_call_with_channel_before_recipient_and_constrain_adjacent',
     ('<|start|>assistant<|channel|>commentary '
      'to=functions.get_weather<|constrain|>json<|message|>{"latitude":48.8566,"longitude":2.3522}<|call|>'),
     [{'name': 'get_weather', 'arguments': {'latitude': 48.8566, 'longitude': 2.3522}}],
     '',
     None),
    (PY + 'test_streamable_parser_constrained_output_without_recipient',
     '<|start|>assistant<|channel|>final <|constrain|>json<|message|>{"result":true}<|return|>',
     [],
     '{"result":true}',
     None),
    (PY + 'test_streamable_parser_missing_message_token',
     ('I must refuse<|end|><|start|>assistant<|channel|>analysis<|message|>We must '
      "refuse<|end|><|start|>assistant<|channel|>final<|message|>I'm sorry, but I can't help with "
      'that.<|return|>'),
     [],
     None,
     'We must refuse'),
    (PY + 'test_streamable_parser_missing_message_token_tool_call',
     ("... Let's use the tool.<|end|><|start|>assistant "
      'to=functions.get_weather<|channel|>commentary json<|message|>{"location": "Tokyo"}<|call|>'),
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     "... Let's use the tool.",
     None),
    (PY + 'test_streamable_parser_tricky_utf8_decoding',
     ('<|start|>assistant<|message|>Hello Müller, Γειά σου, Привет, שלום, مرحبا, नमस्ते, こんにちは, '
      '안녕하세요, 你好. Normalized (naïve) vs. decomposed (naïve) characters. Some emojis: '
      '😊👋🏾👨👩👧👦🇺🇸.<|end|>'),
     [],
     ('Hello Müller, Γειά σου, Привет, שלום, مرحبا, नमस्ते, こんにちは, 안녕하세요, 你好. Normalized (naïve) '  # noqa: E501
      'vs. decomposed (naïve) characters. Some emojis: 😊👋🏾👨👩👧👦🇺🇸.'),
     None),
    (RS + 'test_streamable_parser_does_not_leak_bytes_between_messages(second message)',
     '<|start|>assistant<|message|>Hi<|end|>',
     [],
     'Hi',
     None),
]


@pytest.mark.parametrize(("source", "text", "expected", "content", "reasoning"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_openai_harmony_case(source: str, text: str, expected: Any, content: str | None,
                             reasoning: str | None) -> None:
    assert_peer_case(text, None, "harmony", expected, content, reasoning=reasoning,
                     collapse=True, source=source)
