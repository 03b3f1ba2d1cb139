"""Hugging Face transformers' chat-parsing tests as data: each row is a model output from
huggingface/transformers' tests of `parse_response` (its response templates for ERNIE 4.5 and
SmolLM3), the format, the tools passed, the calls transformers expects and the content where it
asserts one. Each row is parsed with every format installed and with its format alone. ERNIE's
rows leave content unasserted: its `</s>` stays in content with `hermes` alone (every format
installed drops it), and a `<response>` answer keeps its tags (docs/formats.md)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'huggingface/transformers tests/utils/test_chat_parsing.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_ernie_with_tools',
     ('The user is asking about the weather in Paris today. Let me check the available t'
      "ools. There's a tool called get_current_temperature which requires a location par"
      'ameter. Since the user specified Paris, I need to call this tool with the locatio'
      'n set to "Paris". I should make sure the argument is correctly formatted as a str'
      "ing. No other tools are available, so this is the right one to use. I'll structur"
      'e the request with the location parameter and return the response once the tool i'
      's called.\n</think>\n\n<tool_call>\n{"name": "get_current_temperature", "argument'
      's": {"location": "Paris"}}\n</tool_call>\n'
      '</s>'),
     None,
     'hermes',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'Paris'}}],
     None),
    (SRC + 'test_ernie_no_tools',
     ('The user just greeted me with "Hi! How are you?" I need to respond in a friendly '
      'and helpful manner. Let me start by acknowledging their greeting. I should ask th'
      "em how they're doing to engage in conversation.\n"
      "\nFirst, I'll say hello back and then ask how they're feeling. It's important to "
      "show genuine interest. Maybe mention that I'm here to help with anything they nee"
      'd. Keep the tone warm and positive. Let me make sure the response is concise but '
      'friendly. Alright, that should work.\n</think>\n'
      "\n<response>\nHello! I'm doing well, thank you for asking. How about you? Is ther"
      "e something specific you'd like help with today? I'm here to assist you with any "
      'questions or problems you have!\n</response>\n'
      '</s>'),
     None,
     'hermes',
     [],
     None),
    (SRC + '_STREAMING_FIXTURES[ernie]',
     ('<think>some deliberation here</think>\n'
      '\n<tool_call>\n{"name": "get_current_temperature", "arguments": {"location": "Par'
      'is"}}\n</tool_call>\n</s>'),
     None,
     'hermes',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'Paris'}}],
     None),
    (SRC + 'test_smollm_thinking_and_tool_call',
     ('<think>\nOkay, the user said, "Hello! How are you?" I need to respond appropriate'
      'ly. Since this is the first message, I should greet them back and ask how I can a'
      'ssist. I should keep it friendly and open-ended. Let me make sure the response is'
      " welcoming and encourages them to share what they need help with. I'll avoid any "
      'technical jargon and keep it simple. Let me check for any typos and ensure the to'
      'ne is positive.\n</think>\n\n<tool_call>{"name": "greet_user", "arguments": {"gre'
      'eting": "Hello! I\'m doing well, thanks for asking. How can I assist you today? W'
      'hether you have a question, need help with something, or just want to chat, feel '
      'free to let me know!"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'greet_user',
       'arguments': {'greeting': "Hello! I'm doing well, thanks for asking. How can I assist you "
                                 'today? Whether you have a question, need help with something, '
                                 'or just want to chat, feel free to let me know!'}}],
     ''),
    (SRC + 'test_smollm_tool_call_no_thinking',
     '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (SRC + 'test_smollm_thinking_no_tool_call',
     ('<think>\nOkay, the user asked, "Hey! Can you tell me about gravity?" Let me start'
      ' by breaking down what they might be looking for. They probably want a basic unde'
      'rstanding of gravity, maybe for a school project or just personal curiosity. I sh'
      'ould explain what gravity is, how it works, and maybe some examples.</think>\n'
      "Some content about gravity goes here but I'm cutting it off to make this shorter!"),
     None,
     'hermes',
     [],
     "Some content about gravity goes here but I'm cutting it off to make this shorter!"),
    (SRC + '_STREAMING_FIXTURES[smollm]',
     '<think>thinking</think>\n<tool_call>{"name": "fn", "arguments": {"x": 1}}</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {'x': 1}}],
     ''),
    (SRC + 'test_prefix_lands_inside_explicit_region',
     'Let me think...</think>',
     None,
     'hermes',
     [],
     ''),
    (SRC + 'test_batched_parse_response_with_prefix',
     'thinking A</think>answer A',
     None,
     'hermes',
     [],
     'answer A'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_transformers_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
