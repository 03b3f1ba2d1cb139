"""Ollama's OLMo 3 parser tests as data: the model outputs of ollama/ollama
model/parsers/olmo3_test.go (``<function_calls>`` + Python calls, one a line) and
model/parsers/olmo3_think_test.go (OLMo 3 Think: the template prefills ``<think>``, so the rows
have ``reasoning_started=True``), with the calls, content and reasoning Ollama expects. A
streamed test is its chunks joined; the inputs of ``parseOlmo3FunctionCalls`` are put back
between the markers. Content and reasoning are compared with whitespace runs collapsed
(Ollama trims around markers). An "error" row is a block Ollama drops; toolcalls reports it.

Left out: outputs without any marker, the unit tests of ``parseOlmo3Value`` (no model output),
and TerminalChunk/incomplete tool call in terminal chunk: a missing closing marker at the very
end of the text is accepted when the call is complete (DESIGN 3a); Ollama drops the call."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/simple tool call',
     '<function_calls>get_weather(location="San Francisco")</function_calls>',
     None,
     'olmo3',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/content then tool call',
     'Let me check the weather.<function_calls>get_weather(location="NYC")</function_calls>',
     None,
     'olmo3',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'Let me check the weather.'),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with multiple '
     'arguments',
     '<function_calls>book_flight(from="SFO", to="NYC", date="2024-01-15")</function_calls>',
     None,
     'olmo3',
     [{'name': 'book_flight', 'arguments': {'from': 'SFO', 'to': 'NYC', 'date': '2024-01-15'}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/multiple tool calls',
     '<function_calls>get_weather(location="San Francisco")\nget_weather(location="New York")</'
     'function_calls>',
     None,
     'olmo3',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York'}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with numeric argument',
     '<function_calls>set_temperature(value=72)</function_calls>',
     None,
     'olmo3',
     [{'name': 'set_temperature', 'arguments': {'value': 72}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with float argument',
     '<function_calls>set_price(amount=19.99)</function_calls>',
     None,
     'olmo3',
     [{'name': 'set_price', 'arguments': {'amount': 19.99}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with boolean argument',
     '<function_calls>toggle_setting(enabled=true)</function_calls>',
     None,
     'olmo3',
     [{'name': 'toggle_setting', 'arguments': {'enabled': True}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with null argument',
     '<function_calls>clear_value(field=null)</function_calls>',
     None,
     'olmo3',
     [{'name': 'clear_value', 'arguments': {'field': None}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with array argument',
     '<function_calls>process_items(items=["apple", "banana", "cherry"])</function_calls>',
     None,
     'olmo3',
     [{'name': 'process_items', 'arguments': {'items': ['apple', 'banana', 'cherry']}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with dict argument',
     '<function_calls>update_config(settings={"theme": "dark", "fontSize": 14})</function_calls>',
     None,
     'olmo3',
     [{'name': 'update_config', 'arguments': {'settings': {'theme': 'dark', 'fontSize': 14}}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with nested dict',
     '<function_calls>create_request(data={"user": {"name": "John", "age": 30}, "active": true})'
     '</function_calls>',
     None,
     'olmo3',
     [{'name': 'create_request',
       'arguments': {'data': {'user': {'name': 'John', 'age': 30}, 'active': True}}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with no arguments',
     '<function_calls>get_current_time()</function_calls>',
     None,
     'olmo3',
     [{'name': 'get_current_time', 'arguments': {}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with single quotes',
     "<function_calls>search(query='hello world')</function_calls>",
     None,
     'olmo3',
     [{'name': 'search', 'arguments': {'query': 'hello world'}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with escaped quotes',
     '<function_calls>search(query="say \\"hello\\"")</function_calls>',
     None,
     'olmo3',
     [{'name': 'search', 'arguments': {'query': 'say "hello"'}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser/tool call with mixed argument '
     'types',
     '<function_calls>create_user(name="John", age=30, active=true)</function_calls>',
     None,
     'olmo3',
     [{'name': 'create_user', 'arguments': {'name': 'John', 'age': 30, 'active': True}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser_Streaming/tool call tag split '
     'across chunks',
     '<function_calls>test()</function_calls>',
     None,
     'olmo3',
     [{'name': 'test', 'arguments': {}}],
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser_TerminalChunk/text before tool '
     'call in terminal chunk',
     'Let me check that. <function_calls>get_weather(location="San Francisco")</function_calls>',
     None,
     'olmo3',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     'Let me check that. '),
    ('ollama/ollama model/parsers/olmo3_test.go::TestOlmo3Parser_TerminalChunk/malformed tool '
     'call in terminal chunk',
     '<function_calls>not a function call</function_calls>',
     None,
     'olmo3',
     'error',
     ''),
    ('ollama/ollama model/parsers/olmo3_test.go::TestParseOlmo3FunctionCalls/multiple args',
     '<function_calls>send_email(to="user@example.com", subject="Hello", body="Test message")</'
     'function_calls>',
     None,
     'olmo3',
     [{'name': 'send_email',
       'arguments': {'to': 'user@example.com', 'subject': 'Hello', 'body': 'Test message'}}],
     None),
    ('ollama/ollama model/parsers/olmo3_test.go::TestParseOlmo3FunctionCalls/multiple calls with '
     'newlines',
     '<function_calls>get_weather(location="SF")\nget_time(timezone="PST")</function_calls>',
     None,
     'olmo3',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}},
      {'name': 'get_time', 'arguments': {'timezone': 'PST'}}],
     None),
    ('ollama/ollama model/parsers/olmo3_think_test.go::TestOlmo3ThinkParser/'
     'prefill_skips_thinking',
     'Continuing from previous content.',
     None,
     'olmo3',
     [],
     'Continuing from previous content.'),
]

#: (source, model output, tools, format, reasoning_started, expected calls, content,
#: reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, bool | None, Any, str | None, str | None]] = [
    ('ollama/ollama model/parsers/olmo3_think_test.go::TestOlmo3ThinkParser/thinking_only',
     'I need to think about this.</think>Here is my response.',
     None,
     'olmo3',
     True,
     [],
     'Here is my response.',
     'I need to think about this.'),
    ('ollama/ollama model/parsers/olmo3_think_test.go::TestOlmo3ThinkParser/'
     'thinking_with_newlines',
     'Let me think step by step.\n\n1. First point\n2. Second point</think>The answer is 42.',
     None,
     'olmo3',
     True,
     [],
     'The answer is 42.',
     'Let me think step by step.\n\n1. First point\n2. Second point'),
    ('ollama/ollama model/parsers/olmo3_think_test.go::TestOlmo3ThinkParser/empty_thinking',
     '</think>Just content here.',
     None,
     'olmo3',
     True,
     [],
     'Just content here.',
     ''),
    ('ollama/ollama model/parsers/olmo3_think_test.go::TestOlmo3ThinkParser/'
     'thinking_with_whitespace',
     '  Some thinking  </think>  Content here  ',
     None,
     'olmo3',
     True,
     [],
     'Content here  ',
     '  Some thinking'),
    ('ollama/ollama model/parsers/olmo3_think_test.go::TestOlmo3ThinkParser/'
     'real_model_output_with_newlines',
     "Yes, that should work. Let me go with that response.\n\n</think>\n\nHi! I'm all set and "
     'ready to assist. How about you? How are you today? 😊',
     None,
     'olmo3',
     True,
     [],
     "Hi! I'm all set and ready to assist. How about you? How are you today? 😊",
     'Yes, that should work. Let me go with that response.'),
    ('ollama/ollama model/parsers/olmo3_think_test.go::TestOlmo3ThinkParser/'
     'nested_think_tags_in_thinking',
     "I'm thinking <think>nested</think> more thinking</think>Final content.",
     None,
     'olmo3',
     True,
     [],
     'more thinking</think>Final content.',
     "I'm thinking <think>nested"),
    ('ollama/ollama model/parsers/olmo3_think_test.go::TestOlmo3ThinkParser/'
     'multiple_think_close_tags',
     'First thinking</think>Content</think>More content.',
     None,
     'olmo3',
     True,
     [],
     'Content</think>More content.',
     'First thinking'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "started", "expected", "content", "reasoning"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_ollama_reasoning_case(source: str, text: str, tools: Any, fmt: str,
                               started: bool | None, expected: Any, content: str | None,
                               reasoning: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
