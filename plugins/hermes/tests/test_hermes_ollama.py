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
- names with spaces or quotes (qwen3vl tests): ``tool_call.invalid_name`` (DESIGN 3a).

``plan</think>answer`` with thinking off (qwen3vl_toggle_test.go) is a row read with
``reasoning_started=False``, the request option Ollama's toggle stands for.
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
    ('ollama/ollama thinking/parser_test.go::TestExtractThinking/0',
     '<think> internal </think> world',
     None,
     'hermes',
     [],
     'world',
     'internal',
     None),
    ('ollama/ollama thinking/parser_test.go::TestExtractThinking/2',
     'no think',
     None,
     'hermes',
     [],
     'no think',
     '',
     None),
    (('ollama/ollama '
      'thinking/parser_test.go::TestThinkingStreaming/content without a thinking tag'),
     '  abcdef',
     None,
     'hermes',
     [],
     'abcdef',
     '',
     None),
    (('ollama/ollama '
      'thinking/parser_test.go::TestThinkingStreaming/building up a thinking tag partially'),
     '  <think>a',
     None,
     'hermes',
     [],
     '',
     'a',
     None),
    ('ollama/ollama thinking/parser_test.go::TestThinkingStreaming/partial closing tag',
     '<think>abc</think>def',
     None,
     'hermes',
     [],
     'def',
     'abc',
     None),
    ('ollama/ollama thinking/parser_test.go::TestThinkingStreaming/partial closing tag fakeout',
     '<think>abc</thing>defghi</think>jkl',
     None,
     'hermes',
     [],
     'jkl',
     'abc</thing>defghi',
     None),
    (('ollama/ollama '
      'thinking/parser_test.go::TestThinkingStreaming/whitespace after thinking tag'),
     '  <think>abc</think>\n\ndef',
     None,
     'hermes',
     [],
     'def',
     'abc',
     None),
    (('ollama/ollama '
      'thinking/parser_test.go::TestThinkingStreaming/whitespace after thinking tag with co'
      'ntent and more whitespace'),
     '  <think>abc</think>\n\ndef  ghi',
     None,
     'hermes',
     [],
     'def  ghi',
     'abc',
     None),
    ('ollama/ollama thinking/parser_test.go::TestThinkingStreaming/token by token',
     '<think>\n</think>\n\nHi there',
     None,
     'hermes',
     [],
     'Hi there',
     '',
     None),
    ('ollama/ollama thinking/parser_test.go::TestThinkingStreaming/leading thinking whitespace',
     '  <think>   \t   these are some thoughts </think>    more content',
     None,
     'hermes',
     [],
     'more content',
     'these are some thoughts ',
     None),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/simple th'
      'inking'),
     'abc</think>',
     None,
     'hermes',
     [],
     '',
     'abc',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/multiple '
      'think tags'),
     'abc<think>actually, is not thinking</think>',
     None,
     'hermes',
     [],
     '',
     'abc<think>actually, is not thinking',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/thinking '
      'and content'),
     "I'm thinking</think>I'm content",
     None,
     'hermes',
     [],
     "I'm content",
     "I'm thinking",
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/nested th'
      'inking (outside thinking, inside thinking)'),
     "I'm thinking<think>I'm nested thinking</think></think>",
     None,
     'hermes',
     [],
     '</think>',
     "I'm thinking<think>I'm nested thinking",
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/nested th'
      'inking and tool call (outside thinking, inside tool call)'),
     "I'm thinking<tool_call>I'm nested tool call</tool_call></think>",
     None,
     'hermes',
     [],
     '',
     "I'm thinking<tool_call>I'm nested tool call</tool_call>",
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/nested th'
      'inking and tool call (outside tool call, inside thinking)'),
     "<tool_call>I'm nested tool call<think>I'm thinking</think></tool_call>",
     None,
     'hermes',
     [],
     '</tool_call>',
     "<tool_call>I'm nested tool call<think>I'm thinking",
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/partial t'
      'hinking tag fakeout'),
     'abc</think fakeout',
     None,
     'hermes',
     [],
     '',
     'abc</think fakeout',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/test with'
      ' split thinking and content'),
     'abc<think>unfinished</think> def',
     None,
     'hermes',
     [],
     'def',
     'abc<think>unfinished',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreaming/thinking '
      'with no tags'),
     'Hello I am thinkingHello I am thinking some moreHello I am think</think>     NOT',
     None,
     'hermes',
     [],
     'NOT',
     'Hello I am thinkingHello I am thinking some moreHello I am think',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserWithThinkingPrefill'
      '/thinking prefill with content'),
     'abc</think> def',
     None,
     'hermes',
     [],
     'def',
     'abc',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserWithThinkingPrefill'
      '/thinking prefill with fakeout'),
     'abc</think fakeout </think>',
     None,
     'hermes',
     [],
     '',
     'abc</think fakeout ',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserWithThinkingPrefill'
      '/thinking prefill with spaces'),
     '        </think> starting content',
     None,
     'hermes',
     [],
     'starting content',
     '',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserWithNonThinkingPref'
      'ill/thinking prefill'),
     'abc</think>',
     None,
     'hermes',
     [],
     'abc</think>',
     '',
     False),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserWithNonThinkingPref'
      'ill/thinking prefill with content'),
     'abc</think> def',
     None,
     'hermes',
     [],
     'abc</think> def',
     '',
     False),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserWithNonThinkingPref'
      'ill/thinking prefill with fakeout'),
     'abc</think fakeout </think>',
     None,
     'hermes',
     [],
     'abc</think fakeout </think>',
     '',
     False),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserWithNonThinkingPref'
      'ill/thinking prefill with spaces'),
     '        </think> starting content',
     None,
     'hermes',
     [],
     '        </think> starting content',
     '',
     False),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/whites'
      'pace after thinking tag is trimmed'),
     'thinking content</think>   \n\t  content starts here',
     None,
     'hermes',
     [],
     'content starts here',
     'thinking content',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/whites'
      'pace after thinking tag split across chunks'),
     'thinking content</think>     \n\tcontent',
     None,
     'hermes',
     [],
     'content',
     'thinking content',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/only w'
      'hitespace after thinking tag'),
     'thinking content</think>   \n\t  ',
     None,
     'hermes',
     [],
     '',
     'thinking content',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/multip'
      'le spaces and tabs after thinking'),
     'think</think>     \t\t\n\n   text',
     None,
     'hermes',
     [],
     'text',
     'think',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/traili'
      'ng whitespace before thinking tag is preserved in content'),
     'thinking with spaces   </think>text',
     None,
     'hermes',
     [],
     'text',
     'thinking with spaces',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/no whi'
      'tespace after thinking tag'),
     'thinking</think>content',
     None,
     'hermes',
     [],
     'content',
     'thinking',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/unicod'
      'e whitespace after thinking tag'),
     'thinking</think>\xa0\u3000content',
     None,
     'hermes',
     [],
     'content',
     'thinking',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/whites'
      'pace split with partial thinking tag'),
     'thinking</think>  \n  content',
     None,
     'hermes',
     [],
     'content',
     'thinking',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingWhitespaceHandling/empty '
      'thinking tag with whitespace after'),
     '</think>   \ncontent',
     None,
     'hermes',
     [],
     'content',
     '',
     True),
    (('ollama/ollama '
      'model/parsers/qwen3vl_toggle_test.go::TestQwen3VLParserThinkToggle/thinking disabled'
      ' at runtime'),
     'plan</think>answer',
     None,
     'hermes',
     [],
     'plan</think>answer',
     '',
     False),
    (('ollama/ollama '
      'model/parsers/qwen3vl_thinking_test.go::TestQwen3VLThinkingParserStreamingAssistantP'
      'refillContent'),
     'abc</think><tool_call>{"name": "x", "arguments": {}}</tool_call>',
     None,
     'hermes',
     [{'name': 'x', 'arguments': {}}],
     'abc</think>',
     '',
     False),
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
