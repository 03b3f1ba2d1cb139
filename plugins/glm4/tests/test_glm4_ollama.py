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

- a repeated key (glm46_test.go "identical key names"): ``tool_call.duplicate_argument``
  (DESIGN 3a), Ollama keeps the last;
- truncated calls, a key without a value, an empty ``<tool_call></tool_call>``: errors, never
  content (DESIGN 2, 3a);
- raw values without tools (the ToolCallIndexing tests): ``1``, not ``"1"`` (JSON-first);
- Laguna habits Ollama salvages (laguna_test.go): ``<user>`` tags as call wrappers, a name
  line then a JSON object in ``<tool_call>``, a nested repeated ``<tool_call>``, the alias
  ``read_file`` for the tool ``read`` (DESIGN 3b), and ``<thought>`` reasoning tags (the stored
  test's; Ollama's laguna.go now reads ``<think>``): no format reads them, so they are content
  or ``tool_call.unrecognized``.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/simple tool call',
     ('<tool_call>get-current-weather\n'
      '<arg_key>location</arg_key>\n'
      '<arg_value>New York, NY</arg_value>\n'
      '<arg_key>unit</arg_key>\n'
      '<arg_value>celsius</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'get-current-weather',
       'arguments': {'location': 'New York, NY', 'unit': 'celsius'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/tool call with typed '
      'parameters'),
     ('<tool_call>calculate\n'
      '<arg_key>x</arg_key>\n'
      '<arg_value>3.14</arg_value>\n'
      '<arg_key>y</arg_key>\n'
      '<arg_value>42</arg_value>\n'
      '<arg_key>enabled</arg_key>\n'
      '<arg_value>true</arg_value>\n'
      '<arg_key>items</arg_key>\n'
      '<arg_value>["a", "b", "c"]</arg_value></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'x': {'type': 'number'},
                                                  'y': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'},
                                                  'items': {'type': 'array'}}}}}],
     'glm4',
     [{'name': 'calculate',
       'arguments': {'enabled': True, 'items': ['a', 'b', 'c'], 'x': 3.14, 'y': 42}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/function name with '
      'whitespace'),
     '<tool_call>  get-weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'get-weather', 'arguments': {'city': 'Paris'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/values with special '
      'characters'),
     ('<tool_call>execute-command\n'
      '<arg_key>command</arg_key>\n'
      '<arg_value>ls && echo "done"</arg_value>\n'
      '<arg_key>message</arg_key>\n'
      '<arg_value>a < b and c > d</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'execute-command',
       'arguments': {'command': 'ls && echo "done"', 'message': 'a < b and c > d'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/unicode in function '
      'names and values'),
     ('<tool_call>获取天气\n'
      '<arg_key>城市</arg_key>\n'
      '<arg_value>北京</arg_value>\n'
      '<arg_key>message</arg_key>\n'
      '<arg_value>Hello! 你好! 🌟</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': '获取天气', 'arguments': {'message': 'Hello! 你好! 🌟', '城市': '北京'}}],
     None),
    ('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/empty value',
     '<tool_call>test-function\n<arg_key>param1</arg_key>\n<arg_value></arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'test-function', 'arguments': {'param1': ''}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/special chars in '
      'arg_key names'),
     ('<tool_call>test-function\n'
      '<arg_key>param<1></arg_key>\n'
      '<arg_value>value1</arg_value>\n'
      '<arg_key>a&b</arg_key>\n'
      '<arg_value>value2</arg_value>\n'
      '<arg_key>x>y</arg_key>\n'
      '<arg_value>value3</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'test-function',
       'arguments': {'a&b': 'value2', 'param<1>': 'value1', 'x>y': 'value3'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/multiple consecutive '
      'ampersands'),
     ('<tool_call>test-function\n'
      '<arg_key>param</arg_key>\n'
      '<arg_value>test &&&& more</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'test-function', 'arguments': {'param': 'test &&&& more'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/mixed special chars '
      'together'),
     ('<tool_call>test-function\n'
      '<arg_key>param</arg_key>\n'
      '<arg_value><>&<>&</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'test-function', 'arguments': {'param': '<>&<>&'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/newlines and tabs in '
      'parameter values'),
     ('<tool_call>test-function\n'
      '<arg_key>multiline</arg_key>\n'
      '<arg_value>line1\n'
      '\tindented line2\n'
      'line3</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'test-function', 'arguments': {'multiline': 'line1\n\tindented line2\nline3'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/single and double '
      'quotes in values'),
     ('<tool_call>test-function\n'
      '<arg_key>quotes</arg_key>\n'
      '<arg_value>She said "Hello\'s there!"</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'test-function', 'arguments': {'quotes': 'She said "Hello\'s there!"'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/CDATA-like content '
      'that should be treated as text'),
     ('<tool_call>test-function\n'
      '<arg_key>cdata</arg_key>\n'
      '<arg_value><![CDATA[not actual cdata]]></arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'test-function', 'arguments': {'cdata': '<![CDATA[not actual cdata]]>'}}],
     None),
    ('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/all special XML entities',
     ('<tool_call>test-function\n'
      '<arg_key>entities</arg_key>\n'
      '<arg_value>&lt;&gt;&amp;&apos;&quot;</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'test-function', 'arguments': {'entities': '&lt;&gt;&amp;&apos;&quot;'}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/order preservation '
      'with multiple parameters'),
     ('<tool_call>test-function\n'
      '<arg_key>first</arg_key>\n'
      '<arg_value>value1</arg_value>\n'
      '<arg_key>second</arg_key>\n'
      '<arg_value>value2</arg_value>\n'
      '<arg_key>third</arg_key>\n'
      '<arg_value>value3</arg_value>\n'
      '<arg_key>fourth</arg_key>\n'
      '<arg_value>value4</arg_value>\n'
      '<arg_key>fifth</arg_key>\n'
      '<arg_value>value5</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'test-function',
       'arguments': {'first': 'value1',
                     'second': 'value2',
                     'third': 'value3',
                     'fourth': 'value4',
                     'fifth': 'value5'}}],
     None),
    ('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/array with mixed types',
     ('<tool_call>process\n'
      '<arg_key>items</arg_key>\n'
      '<arg_value>[1, "hello", true, null]</arg_value></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'process',
                    'parameters': {'type': 'object', 'properties': {'items': {'type': 'array'}}}}}],
     'glm4',
     [{'name': 'process', 'arguments': {'items': [1, 'hello', True, None]}}],
     None),
    ('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/empty array',
     '<tool_call>test\n<arg_key>tags</arg_key>\n<arg_value>[]</arg_value></tool_call>',
     [{'type': 'function',
       'function': {'name': 'test',
                    'parameters': {'type': 'object', 'properties': {'tags': {'type': 'array'}}}}}],
     'glm4',
     [{'name': 'test', 'arguments': {'tags': []}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/anyOf array or string '
      '- with array of objects'),
     ('<tool_call>TodoWrite\n'
      '<arg_key>todos</arg_key>\n'
      '<arg_value>[{"content": "task 1", "status": "pending", "priority": "high", "id": "1"}, '
      '{"content": "task 2", "status": "completed", "priority": "low", "id": '
      '"2"}]</arg_value></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'TodoWrite',
                    'parameters': {'type': 'object',
                                   'properties': {'todos': {'anyOf': [{'type': 'array'},
                                                                      {'type': 'string'}]}}}}}],
     'glm4',
     [{'name': 'TodoWrite',
       'arguments': {'todos': [{'content': 'task 1',
                                'id': '1',
                                'priority': 'high',
                                'status': 'pending'},
                               {'content': 'task 2',
                                'id': '2',
                                'priority': 'low',
                                'status': 'completed'}]}}],
     None),
    (('ollama/ollama model/parsers/glm46_test.go::TestGLM46ToolCallParsing/anyOf array or string '
      '- with plain string'),
     ('<tool_call>TodoWrite\n'
      '<arg_key>todos</arg_key>\n'
      '<arg_value>Error: could not load todos</arg_value></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'TodoWrite',
                    'parameters': {'type': 'object',
                                   'properties': {'todos': {'type': ['array', 'string']}}}}}],
     'glm4',
     [{'name': 'TodoWrite', 'arguments': {'todos': 'Error: could not load todos'}}],
     None),
    ('ollama/ollama model/parsers/glm46_test.go::TestGLM46ParserContentDrainOnDone',
     '<think></think>Hello world\n',
     None,
     'glm4',
     [],
     'Hello world\n'),
    ('ollama/ollama model/parsers/glm47_test.go::TestGLM47ParserThinkingDisabled',
     'Plain answer',
     None,
     'glm4',
     [],
     'Plain answer'),
    ('ollama/ollama model/parsers/glm47_test.go::TestGLM47ParserToolCallEscaping',
     '<tool_call>exec\n<arg_key>expr</arg_key>\n<arg_value>a < b && c > d</arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'exec', 'arguments': {'expr': 'a < b && c > d'}}],
     None),
    ('ollama/ollama model/parsers/glm52_test.go::TestGLM52ParserThinkingDisabled',
     'Direct answer without thinking',
     None,
     'glm4',
     [],
     'Direct answer without thinking'),
    ('ollama/ollama model/parsers/bailing_test.go::TestBailingParserPrefillContent',
     ' 42.',
     None,
     'glm4',
     [],
     ' 42.'),
    ('ollama/ollama model/parsers/bailing_test.go::TestBailingParserPrefillInlineThinkWithContent',
     ' answer',
     None,
     'glm4',
     [],
     ' answer'),
    ('ollama/ollama model/parsers/bailing_test.go::TestBailingParserPrefillThinkingFieldDisabled',
     'answer',
     None,
     'glm4',
     [],
     'answer'),
    ('ollama/ollama model/parsers/laguna_test.go::TestLagunaParserToolCall',
     ('<tool_call>get_weather\n'
      '<arg_key>location</arg_key>\n'
      '<arg_value>Paris</arg_value>\n'
      '<arg_key>days</arg_key>\n'
      '<arg_value>3</arg_value>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris', 'days': 3}}],
     ''),
    ('ollama/ollama model/parsers/laguna_test.go::TestLagunaParserUserTaggedNonToolContent',
     '<user>hello</user>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'glm4',
     [],
     '<user>hello</user>'),
    (('ollama/ollama '
      'model/parsers/laguna_test.go::TestLagunaParserThinkingDefaultsOffWhenToolsPresent'),
     ('<thought>Need to reason.</thought>\n'
      '<tool_call>get_weather\n'
      '<arg_key>location</arg_key>\n'
      '<arg_value>Paris</arg_value>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     '<thought>Need to reason.</thought>'),
    ('ollama/ollama model/parsers/laguna_test.go::TestLagunaParserThinkingExplicitlyDisabled',
     '<thought>Hidden?</thought>\nDirect answer.',
     None,
     'glm4',
     [],
     '<thought>Hidden?</thought>\nDirect answer.'),
    (('ollama/ollama '
      'model/parsers/laguna_test.go::TestLagunaParserThinkingEnabledUntaggedAnswerIsContent'),
     'Direct answer.',
     None,
     'glm4',
     [],
     'Direct answer.'),
]

#: (source, model output, tools, format, expected calls, content or None, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str, bool | None]] = [
    ('ollama/ollama model/parsers/glm47_test.go::TestGLM47ParserAdd',
     ('plan</think>Answer<tool_call>calculate<a'
      'rg_key>count</arg_key><arg_value>3</arg_'
      'value><arg_key>enabled</arg_key><arg_value>true</arg_value></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'count': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'}}}}}],
     'glm4',
     [{'name': 'calculate', 'arguments': {'count': 3, 'enabled': True}}],
     'Answer',
     'plan',
     True),
    ('ollama/ollama model/parsers/glm47_test.go::TestGLM47ParserNoThinkingContent',
     '</think>Plain answer',
     None,
     'glm4',
     [],
     'Plain answer',
     '',
     True),
    ('ollama/ollama model/parsers/glm52_test.go::TestGLM52ParserComplexPrompt',
     ('deep analysis of the problem</think>Found the '
      'answer<tool_call>search<arg_key>query</arg_key><arg_value>advanced search '
      'query</arg_value></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'search',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}}}}}],
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'advanced search query'}}],
     'Found the answer',
     'deep analysis of the problem',
     True),
    ('ollama/ollama model/parsers/glm52_test.go::TestGLM52ParserPartialResponse',
     'partial thinking content</think>response',
     None,
     'glm4',
     [],
     'response',
     'partial thinking content',
     True),
    ('ollama/ollama model/parsers/bailing_test.go::TestBailingParserAdd',
     ("plan</think>I'll check.\n"
      '<tool_call>get_weather<arg_key>location</arg_key>\n'
      '<arg_value>Tokyo</arg_value>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'}}}}}],
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     "I'll check.",
     'plan',
     True),
    ('ollama/ollama model/parsers/bailing_test.go::TestBailingParserStreaming',
     'consider the question</think>Answer here',
     None,
     'glm4',
     [],
     'Answer here',
     'consider the question',
     True),
    ('ollama/ollama model/parsers/bailing_test.go::TestBailingParserPrefillInlineReasoningOnly',
     'bar</think>answer',
     None,
     'glm4',
     [],
     'answer',
     'bar',
     True),
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
