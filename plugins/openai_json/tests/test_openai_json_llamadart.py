"""llamadart's tool-call parser tests as data for bare, fenced and embedded JSON calls (and texts
that are no call): model outputs from TaeBbong/llamadart (``test/tool_call_parser_test.dart``, a
Dart library with one parser per format and a composite that tries them in turn) with the calls
its tests expect. Which files were read, how a row is written and what was left out by which rule
is docs/conformance.md, "open-instruct's tests (beyond the corpus)", which covers llamadart too.
Where a test checks only the name or one argument, or the single call its API returns, the row
holds every call toolcalls returns; where a test expects no call, the row expects none. Each row
is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::OpenAIToolCallParser parses direct na'
      'me/parameters format'),
     '{"name": "calculate", "parameters": {"expression": "2+2"}}',
     None,
     'json',
     [{'name': 'calculate', 'arguments': {'expression': '2+2'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::OpenAIToolCallParser parses arguments'
      ' as JSON string'),
     '{"name": "test", "arguments": "{\\"key\\": \\"value\\"}"}',
     None,
     'json',
     [{'name': 'test', 'arguments': {'key': 'value'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::OpenAIToolCallParser returns null for'
      ' invalid JSON'),
     'not json at all',
     None,
     'json',
     [],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::OpenAIToolCallParser returns null for'
      ' plain text'),
     'The weather in London is sunny.',
     None,
     'json',
     [],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::QwenCoderToolCallParser returns null '
      'for non-Qwen Coder format'),
     '{"name": "test"}',
     None,
     'json',
     [],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::MistralToolCallParser parses plain JS'
      'ON array without TOOL_CALLS marker'),
     '[{"name": "get_weather", "arguments": {"city": "Seoul"}}]',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Seoul'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::MistralToolCallParser parses plain JS'
      'ON array with parameters'),
     '[{"name": "search", "parameters": {"query": "test"}}]',
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'test'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::EmbeddedJsonToolCallParser parses JSO'
      'N in code block'),
     ('I\'ll check the weather for you.\n```json\n{"name": "get_weather", "arguments": {"city": '
      '"Tokyo"}}\n```\n'),
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::EmbeddedJsonToolCallParser parses JSO'
      'N in code block without json tag'),
     'Let me call the function:\n```\n{"name": "search", "arguments": {"query": "AI news"}}\n```\n',
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'AI news'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::EmbeddedJsonToolCallParser parses inl'
      'ine JSON object'),
     'I will use the tool: {"name": "calculate", "arguments": {"x": 10}}',
     None,
     'json',
     [{'name': 'calculate', 'arguments': {'x': 10}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::EmbeddedJsonToolCallParser parses inl'
      'ine JSON array'),
     'Calling: [{"name": "get_weather", "arguments": {"city": "London"}}]',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'London'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::EmbeddedJsonToolCallParser returns nu'
      'll for plain text'),
     'The weather is nice today.',
     None,
     'json',
     [],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::EmbeddedJsonToolCallParser returns nu'
      'll for JSON without name field'),
     'Here is some data: {"key": "value"}',
     None,
     'json',
     [],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::CompositeToolCallParser returns null '
      'for empty string'),
     '',
     None,
     'json',
     [],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::CompositeToolCallParser parses embedd'
      'ed JSON in prose using EmbeddedJson parser'),
     ('To get the weather, I will call the function:\n```json\n{"name": "get_weather", "argument'
      's": {"city": "Seoul"}}\n```\n'),
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Seoul'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamadart_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
