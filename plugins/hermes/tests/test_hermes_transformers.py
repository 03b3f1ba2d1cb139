"""Hugging Face transformers' tests as data for ``<tool_call>`` JSON and ``<think>`` reasoning:
model outputs from huggingface/transformers' ``tests/utils/test_chat_parsing.py`` (its ERNIE 4.5
and SmolLM3 response templates, the prefix tests), ``test_chat_parsing_utils.py`` and
``tests/cli/test_serve.py``, and from huggingface/swift-transformers'
``ResponseParserE2ETests.swift``, with the calls, content and reasoning they expect. Which files
were read, how a row is written and what was left out by which rule is docs/conformance.md,
"Hugging Face transformers' tests (beyond the corpus)". Each row is parsed with every format
installed and with its format alone; content and reasoning are compared with whitespace runs
collapsed. ``reasoning_started=True`` marks a test whose prompt prefix opened ``<think>``;
content None is not compared (a difference by rule, listed in that section)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('huggingface/transformers tests/cli/test_serve.py::'
      'TestToolCallUnit::test_parse_tool_calls_from_text'),
     '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     None),
    (('huggingface/transformers tests/cli/test_serve.py::'
      'TestToolCallUnit::test_parse_multiple_tool_calls_from_text'),
     ('<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n'
      '</tool_call>\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "London"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'city': 'London'}}],
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
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_ernie_with_tools',
     ('The user is asking about the weather in Paris today. Let me check the available tools. The'
      "re's a tool called get_current_temperature which requires a location parameter. Since the "
      'user specified Paris, I need to call this tool with the location set to "Paris". I should '
      'make sure the argument is correctly formatted as a string. No other tools are available, s'
      "o this is the right one to use. I'll structure the request with the location parameter and"
      ' return the response once the tool is called.\n'
      '</think>\n\n<tool_call>\n{"name": "get_current_temperature", "arguments": {"location": "Pa'
      'ris"}}\n</tool_call>\n</s>'),
     None,
     'hermes',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'Paris'}}],
     None,
     ('The user is asking about the weather in Paris today. Let me check the available tools. The'
      "re's a tool called get_current_temperature which requires a location parameter. Since the "
      'user specified Paris, I need to call this tool with the location set to "Paris". I should '
      'make sure the argument is correctly formatted as a string. No other tools are available, s'
      "o this is the right one to use. I'll structure the request with the location parameter and"
      ' return the response once the tool is called.'),
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_ernie_no_tools',
     ('The user just greeted me with "Hi! How are you?" I need to respond in a friendly and helpf'
      "ul manner. Let me start by acknowledging their greeting. I should ask them how they're doi"
      'ng to engage in conversation.\n'
      "\nFirst, I'll say hello back and then ask how they're feeling. It's important to show genu"
      "ine interest. Maybe mention that I'm here to help with anything they need. Keep the tone w"
      'arm and positive. Let me make sure the response is concise but friendly. Alright, that sho'
      'uld work.\n</think>\n\n<response>\n'
      "Hello! I'm doing well, thank you for asking. How about you? Is there something specific yo"
      "u'd like help with today? I'm here to assist you with any questions or problems you have!"
      '\n</response>\n</s>'),
     None,
     'hermes',
     [],
     None,
     ('The user just greeted me with "Hi! How are you?" I need to respond in a friendly and helpf'
      "ul manner. Let me start by acknowledging their greeting. I should ask them how they're doi"
      'ng to engage in conversation.\n'
      "\nFirst, I'll say hello back and then ask how they're feeling. It's important to show genu"
      "ine interest. Maybe mention that I'm here to help with anything they need. Keep the tone w"
      'arm and positive. Let me make sure the response is concise but friendly. Alright, that sho'
      'uld work.'),
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::_STREAMING_FIXTURES[ernie]',
     ('<think>some deliberation here</think>\n'
      '\n<tool_call>\n{"name": "get_current_temperature", "arguments": {"location": "Paris"}}\n'
      '</tool_call>\n</s>'),
     None,
     'hermes',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'Paris'}}],
     None,
     'some deliberation here',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_smollm_thinking_and_tool_call'),
     ('<think>\nOkay, the user said, "Hello! How are you?" I need to respond appropriately. Since'
      ' this is the first message, I should greet them back and ask how I can assist. I should ke'
      'ep it friendly and open-ended. Let me make sure the response is welcoming and encourages t'
      "hem to share what they need help with. I'll avoid any technical jargon and keep it simple."
      ' Let me check for any typos and ensure the tone is positive.\n'
      '</think>\n\n<tool_call>{"name": "greet_user", "arguments": {"greeting": "Hello! I\'m doing'
      ' well, thanks for asking. How can I assist you today? Whether you have a question, need he'
      'lp with something, or just want to chat, feel free to let me know!"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'greet_user',
       'arguments': {'greeting': "Hello! I'm doing well, thanks for asking. How can I assist you "
                                 'today? Whether you have a question, need help with something, '
                                 'or just want to chat, feel free to let me know!'}}],
     '',
     ('Okay, the user said, "Hello! How are you?" I need to respond appropriately. Since this is '
      'the first message, I should greet them back and ask how I can assist. I should keep it fri'
      'endly and open-ended. Let me make sure the response is welcoming and encourages them to sh'
      "are what they need help with. I'll avoid any technical jargon and keep it simple. Let me c"
      'heck for any typos and ensure the tone is positive.'),
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_smollm_tool_call_no_thinking'),
     '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '',
     '',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_smollm_thinking_no_tool_call'),
     ('<think>\nOkay, the user asked, "Hey! Can you tell me about gravity?" Let me start by break'
      'ing down what they might be looking for. They probably want a basic understanding of gravi'
      'ty, maybe for a school project or just personal curiosity. I should explain what gravity i'
      's, how it works, and maybe some examples.</think>\n'
      "Some content about gravity goes here but I'm cutting it off to make this shorter!"),
     None,
     'hermes',
     [],
     "Some content about gravity goes here but I'm cutting it off to make this shorter!",
     ('Okay, the user asked, "Hey! Can you tell me about gravity?" Let me start by breaking down '
      'what they might be looking for. They probably want a basic understanding of gravity, maybe'
      ' for a school project or just personal curiosity. I should explain what gravity is, how it'
      ' works, and maybe some examples.'),
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::_STREAMING_FIXTURES[smollm]',
     '<think>thinking</think>\n<tool_call>{"name": "fn", "arguments": {"x": 1}}</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {'x': 1}}],
     '',
     'thinking',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_prefix_lands_inside_explicit_region'),
     'Let me think...</think>',
     None,
     'hermes',
     [],
     '',
     'Let me think...',
     True),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_prefix_truncated_to_last_anchor'),
     'done</think>',
     None,
     'hermes',
     [],
     '',
     'done',
     True),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_prefix_anchor_not_found_falls_back'),
     'hi</think>',
     None,
     'hermes',
     [],
     '',
     'hi',
     True),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_tokenizer_get_response_parser_with_prefix'),
     'body</think>',
     None,
     'hermes',
     [],
     '',
     'body',
     True),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_join_concatenates_repeated_matches'),
     '<think>first</think>middle<think>second</think>done',
     None,
     'hermes',
     [],
     None,
     'first second',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing.py::'
      'test_join_concatenates_repeated_matches'),
     '<think>only</think>',
     None,
     'hermes',
     [],
     '',
     'only',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing_utils.py::'
      'test_required_fields_present'),
     '<think>Let me think.</think><response>Hello!</response>',
     None,
     'hermes',
     [],
     None,
     'Let me think.',
     None),
    (('huggingface/transformers tests/utils/test_chat_parsing_utils.py::'
      'test_required_not_enforced_when_absent'),
     '<think>Just thinking.</think>',
     None,
     'hermes',
     [],
     '',
     'Just thinking.',
     None),
    (('huggingface/swift-transformers Tests/TokenizersTests/ResponseParserE2ETests.swift::'
      'smolLM3ThinkingAndContent'),
     ('<think>\nThe user wants a friendly greeting. Keep it short and welcoming.\n'
      '</think>\n\nHello! How can I help you today?<|im_end|>'),
     None,
     'hermes',
     [],
     'Hello! How can I help you today?',
     'The user wants a friendly greeting. Keep it short and welcoming.',
     None),
    (('huggingface/swift-transformers Tests/TokenizersTests/ResponseParserE2ETests.swift::'
      'smolLM3ToolCall'),
     ('<think>\nThe user wants the weather. I should call the weather tool.\n'
      '</think>\n\n<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '',
     'The user wants the weather. I should call the weather tool.',
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
