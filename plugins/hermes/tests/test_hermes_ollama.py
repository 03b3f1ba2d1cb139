"""Ollama's parser tests as data: each row is a model output from ollama/ollama
model/parsers/ (the test file and test named in the row; a streaming test's chunks joined; a
test of a raw tool-call payload with the payload put back in the tags Ollama's streaming parser
strips), the tools the test passes, and the calls, content and reasoning it asserts. Each row is
parsed with every format installed and with its format alone; content and reasoning are
compared with whitespace runs collapsed and the ends stripped (Ollama trims around tags).
``REASONING_CASES`` are the rows that assert reasoning; ``reasoning_started=True`` marks a test
whose parser is configured as already thinking (the prompt prefilled ``<think>`` and the output
starts inside it).

Left out: rows the repository already tests, repeated outputs, tests of helpers and of event
streams whose payloads are no calls, and the rows where toolcalls differs by a DESIGN rule
(docs/conformance.md, "Ollama's parser tests"):

- a call inside reasoning (qwen3_test.go, ``Let me think<tool_call>...`` with ``<think>``
  prefilled and no closer): the block runs to the end and is not searched (DESIGN 3c);
- truncated or broken payloads (``"content":"print('hel``, ``<tool_call>invalid json``):
  ``json.unexpected_end`` / ``tool_call.unrecognized``, never content (DESIGN 2, 3a);
- names with spaces or quotes (qwen3vl tests): ``tool_call.invalid_name`` (DESIGN 3a);
- ``plan</think>answer`` with thinking off (qwen3vl_toggle_test.go): a closer with no opener
  ends a prefilled block (DESIGN 3c).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen3ParserThinkingDisabled',
     'Direct answer',
     None,
     'hermes',
     [],
     'Direct answer'),
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen3ParserToolCall',
     ('<tool_call>{"name":"get_weather","arguments":{"location":"San '
      'Francisco","unit":"celsius"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}],
     ''),
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen3ParserToolCallIndexing',
     ('<tool_call>{"name":"first","arguments":{"a":"1"}}</tool_call>\n'
      '<tool_call>{"name":"second","arguments":{"b":"2"}}</tool_call>\n'
      '<tool_call>{"name":"third","arguments":{"c":"3"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'first', 'arguments': {'a': '1'}},
      {'name': 'second', 'arguments': {'b': '2'}},
      {'name': 'third', 'arguments': {'c': '3'}}],
     None),
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen3ParserToolCallIndexingStreaming',
     ('<tool_call>{"name":"first","arguments":{'
      '"a":"1"}}</tool_call><tool_call>{"name":'
      '"second","arguments":{"b":"2"}}</tool_ca'
      'll><tool_call>{"name":"third","arguments":{"c":"3"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'first', 'arguments': {'a': '1'}},
      {'name': 'second', 'arguments': {'b': '2'}},
      {'name': 'third', 'arguments': {'c': '3'}}],
     None),
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen3ParserTruncatedContentDone',
     'Hello world\n',
     None,
     'hermes',
     [],
     'Hello world\n'),
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen3ParserPartialToolTagAtEndDone',
     'Hello\n<tool_c',
     None,
     'hermes',
     [],
     'Hello\n<tool_c'),
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen3ParserToolCallIndexResetOnInit',
     '<tool_call>{"name":"second","arguments":{"b":"2"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'second', 'arguments': {'b': '2'}}],
     None),
    (('ollama/ollama model/parsers/qwen3vl_nont'
      'hinking_test.go::TestQwen3VLNonThinkingAssignsSequentialToolCallIndices'),
     ('<tool_call>{"name":"first","arguments":{'
      '"a":"1"}}</tool_call><tool_call>{"name":"second","arguments":{"b":"2"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'first', 'arguments': {'a': '1'}}, {'name': 'second', 'arguments': {'b': '2'}}],
     ''),
    (('ollama/ollama '
      'model/parsers/qwen3vl_nonthinking_test.go::TestQwen3VLNonThinkingToolParser/simple'),
     ('<tool_call>{"name": "get-current-weather", "arguments": {"location": "San Francisco, CA", '
      '"unit": "fahrenheit"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get-current-weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     None),
    ('ollama/ollama model/parsers/qwen3vl_test.go::TestQwen3VLToolParser/simple',
     ('<tool_call>{"function": {"name": "get-current-weather", "arguments": {"location": "San '
      'Francisco, CA", "unit": "fahrenheit"}}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get-current-weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     None),
    (('ollama/ollama '
      'model/parsers/qwen3vl_nonthinking_test.go::TestQwen3VLNonThinkingToolParser/typed'),
     ('<tool_call>{"name": "calculate", "arguments": {"x": 3.14, "y": 42, "enabled": true, '
      '"items": ["a", "b", "c"]}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'calculate',
       'arguments': {'x': 3.14, 'y': 42, 'enabled': True, 'items': ['a', 'b', 'c']}}],
     None),
    ('ollama/ollama model/parsers/qwen3vl_test.go::TestQwen3VLToolParser/typed',
     ('<tool_call>{"function": {"name": "calculate", "arguments": {"x": 3.14, "y": 42, "enabled": '
      'true, "items": ["a", "b", "c"]}}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'calculate',
       'arguments': {'x': 3.14, 'y': 42, 'enabled': True, 'items': ['a', 'b', 'c']}}],
     None),
    (('ollama/ollama '
      'model/parsers/qwen3vl_nonthinking_test.go::TestQwen3VLNonThinkingToolParser/ampersands'),
     '<tool_call>{"name": "exec", "arguments": {"command": "ls && echo \\"done\\""}}</tool_call>',
     None,
     'hermes',
     [{'name': 'exec', 'arguments': {'command': 'ls && echo "done"'}}],
     None),
    ('ollama/ollama model/parsers/qwen3vl_test.go::TestQwen3VLToolParser/ampersands',
     ('<tool_call>{"function": {"name": "exec", "arguments": {"command": "ls && echo '
      '\\"done\\""}}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'exec', 'arguments': {'command': 'ls && echo "done"'}}],
     None),
    (('ollama/ollama '
      'model/parsers/qwen3vl_nonthinking_test.go::TestQwen3VLNonThinkingToolParser/angle brackets'),
     ('<tool_call>{"name": "exec", "arguments": {"command": "ls && echo \\"a > b and a < '
      'b\\""}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'exec', 'arguments': {'command': 'ls && echo "a > b and a < b"'}}],
     None),
    ('ollama/ollama model/parsers/qwen3vl_test.go::TestQwen3VLToolParser/angle brackets',
     ('<tool_call>{"function": {"name": "exec", "arguments": {"command": "ls && echo \\"a > b and '
      'a < b\\""}}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'exec', 'arguments': {'command': 'ls && echo "a > b and a < b"'}}],
     None),
    (('ollama/ollama '
      'model/parsers/qwen3vl_nonthinking_test.go::TestQwen3VLNonThinkingToolParser/unicode'),
     ('<tool_call>{"name": "获取天气", "arguments": {"城市": "北京", "message": "Hello! 你好! 🌟 '
      'مرحبا"}}</tool_call>'),
     None,
     'hermes',
     [{'name': '获取天气', 'arguments': {'城市': '北京', 'message': 'Hello! 你好! 🌟 مرحبا'}}],
     None),
    ('ollama/ollama model/parsers/qwen3vl_test.go::TestQwen3VLToolParser/unicode',
     ('<tool_call>{"function": {"name": "获取天气",'
      ' "arguments": {"城市": "北京", "message": "Hello! 你好! 🌟 مرحبا"}}}</tool_call>'),
     None,
     'hermes',
     [{'name': '获取天气', 'arguments': {'城市': '北京', 'message': 'Hello! 你好! 🌟 مرحبا'}}],
     None),
    (('ollama/ollama '
      'model/parsers/qwen3vl_nonthinking_test.go::TestQwen3VLParserWrapsToolCallParseErrors'),
     '<tool_call>{"name":"foo","arguments":{broken</tool_call>',
     [{'type': 'function',
       'function': {'name': 'foo', 'parameters': {'type': 'object', 'properties': {}}}}],
     'hermes',
     'error',
     None),
    ('ollama/ollama model/parsers/kolibri1_test.go::TestKolibri1ToolsAndContinuation',
     '<tool_call>{"name":"weather","arguments":{"city":"Berlin"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'weather', 'arguments': {'city': 'Berlin'}}],
     None),
    ('ollama/ollama model/parsers/laguna_test.go::TestLagunaParserJSONToolCall',
     '<tool_call>\n{"name":"get_weather","arguments":{"location":"Paris","days":3}}\n</tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris', 'days': 3}}],
     None),
]

#: (source, model output, tools, format, expected calls, content or None, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str, bool | None]] = [
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen3ParserThinkingEnabled',
     'Let me think...</think>Answer.',
     None,
     'hermes',
     [],
     'Answer.',
     'Let me think...',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3_test.go::TestQwen3ParserThinkingEnabledWithExplicitOpeningTag'),
     '<think>\nLet me think...</think>Answer.',
     None,
     'hermes',
     [],
     'Answer.',
     'Let me think...',
     None),
    ('ollama/ollama model/parsers/kolibri1_test.go::TestKolibri1Streaming',
     '<think>\nCompute.\n</think>\n\n42.',
     None,
     'hermes',
     [],
     '42.',
     'Compute.',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_ollama_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                               content: str | None, reasoning: str,
                               started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
