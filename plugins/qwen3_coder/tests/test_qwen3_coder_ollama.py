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

- a call inside reasoning (qwen35_test.go, qwen35_boundary_test.go: a ``<tool_call>`` after a
  prefilled or unclosed ``<think>``): the block runs to the end and is not searched (DESIGN 3c);
- truncated payloads and tags holding no call (``<tool_call>not valid xml</tool_call>``,
  ``<function=<<not xml>></function>``): ``tool_call.unclosed`` / ``tool_call.unrecognized``,
  never content (DESIGN 2, 3a); ``Before<tool_call><function=get_weather>`` at the end of the
  text is a call of ``get_weather`` with no arguments (a missing closer at the very end,
  DESIGN 3a), which Ollama drops;
- raw values without tools (the ToolCallIndexing tests): ``1``, not ``"1"`` (JSON-first,
  DESIGN 3a);
- names with spaces or quotes: ``tool_call.invalid_name`` (DESIGN 3a);
- ``</think>Some content after spurious tag.`` with thinking off: a closer with no opener ends
  a prefilled block (DESIGN 3c).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/qwen3_test.go::TestQwen35ParserRespectsNoThink',
     'Hello! How can I help you today?',
     None,
     'qwen3_coder',
     [],
     'Hello! How can I help you today?'),
    ('ollama/ollama model/parsers/qwen35_test.go::TestQwen35ParserXMLToolCall',
     ('<tool_call><function=get_weather><parameter=location>\n'
      'San Francisco\n'
      '</parameter><parameter=days>\n'
      '3\n'
      '</parameter></function></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'days': 3}}],
     ''),
    ('ollama/ollama model/parsers/qwen35_test.go::TestQwen35ParserAssistantPrefillStartsInContent',
     ' and continued',
     None,
     'qwen3_coder',
     [],
     ' and continued'),
    (('ollama/ollama '
      'model/parsers/qwen35_test.go::TestQwen35ParserThinkingDisabledPassesContentThrough'),
     'Plain answer without think close tag.',
     None,
     'qwen3_coder',
     [],
     'Plain answer without think close tag.'),
    ('ollama/ollama model/parsers/qwen3coder_test.go::TestQwenToolParser/simple',
     ('<tool_call>\n'
      '<function=get_current_temperature>\n'
      '<parameter=location>\n'
      'San Francisco\n'
      '</parameter>\n'
      '<parameter=unit>\n'
      'celsius\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_current_temperature',
       'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}],
     None),
    ('ollama/ollama model/parsers/qwen3coder_test.go::TestQwenToolParser/typed',
     ('<tool_call>\n'
      '<function=calculate>\n'
      '<parameter=x>\n'
      '3.14\n'
      '</parameter>\n'
      '<parameter=y>\n'
      '42\n'
      '</parameter>\n'
      '<parameter=enabled>\n'
      'true\n'
      '</parameter>\n'
      '<parameter=items>\n'
      '["a", "b", "c"]\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'x': {'type': 'number'},
                                                  'y': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'},
                                                  'items': {'type': 'array'}}}}}],
     'qwen3_coder',
     [{'name': 'calculate',
       'arguments': {'x': 3.14, 'y': 42, 'enabled': True, 'items': ['a', 'b', 'c']}}],
     None),
    ('ollama/ollama model/parsers/qwen3coder_test.go::TestQwenToolParser/ampersands',
     ('<tool_call>\n'
      '<function=exec>\n'
      '<parameter=command>\n'
      'ls && echo "done"\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'exec', 'arguments': {'command': 'ls && echo "done"'}}],
     None),
    ('ollama/ollama model/parsers/qwen3coder_test.go::TestQwenToolParser/unicode',
     ('<tool_call>\n'
      '<function=获取天气>\n'
      '<parameter=城市>\n'
      '北京\n'
      '</parameter>\n'
      '<parameter=message>\n'
      'Hello! 你好! 🌟 مرحبا\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': '获取天气', 'arguments': {'城市': '北京', 'message': 'Hello! 你好! 🌟 مرحبا'}}],
     None),
    ('ollama/ollama model/parsers/qwen3coder_test.go::TestQwen3CoderParserContentDrainOnDone',
     'Hello world\n',
     None,
     'qwen3_coder',
     [],
     'Hello world\n'),
    ('ollama/ollama model/parsers/qwen3coder_bare_test.go::TestQwen3CoderBareFunctionCallIsParsed',
     '<function=exec_command>\n<parameter=cmd>\nls -la\n</parameter>\n</function>',
     [{'type': 'function',
       'function': {'name': 'exec_command',
                    'parameters': {'type': 'object', 'properties': {'cmd': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'exec_command', 'arguments': {'cmd': 'ls -la'}}],
     ''),
    ('ollama/ollama model/parsers/qwen3coder_bare_test.go::TestQwen3CoderWrappedCallStillWorks',
     ('<tool_call>\n'
      '<function=exec_command>\n'
      '<parameter=cmd>\n'
      'ls -la\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'exec_command',
                    'parameters': {'type': 'object', 'properties': {'cmd': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'exec_command', 'arguments': {'cmd': 'ls -la'}}],
     None),
]

#: (source, model output, tools, format, expected calls, content or None, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str, bool | None]] = [
    (('ollama/ollama model/parsers/qwen35_test.'
      'go::TestQwen35ParserFakeoutPartialToolCallThenThinkCloseAcrossChunks'),
     'Need weather lookup<tool_c</think>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'}}}}}],
     'qwen3_coder',
     [],
     '',
     'Need weather lookup<tool_c',
     True),
    (('ollama/ollama '
      'model/parsers/qwen35_test.go::TestQwen35ParserToolCallAfterThinkingCloseIsParsed'),
     ('Need weather lookup</think><tool_call><function=get_weather><parameter=location>\n'
      'SF\n'
      '</parameter></function></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}}],
     '',
     'Need weather lookup',
     True),
    ('ollama/ollama model/parsers/qwen35_test.go::TestQwen35ParserLeadingThinkCloseProducesContent',
     '</think>The final answer.',
     None,
     'qwen3_coder',
     [],
     'The final answer.',
     '',
     True),
    ('ollama/ollama model/parsers/qwen35_test.go::TestQwen35ParserStreamingSplitThinkCloseTag',
     'Reasoning text</think>The final answer.',
     None,
     'qwen3_coder',
     [],
     'The final answer.',
     'Reasoning text',
     True),
    (('ollama/ollama '
      'model/parsers/qwen35_test.go::TestQwen35ParserStreamingEatsWhitespaceAfterThinkClose'),
     'Reasoning</think>\n \tThe final answer.',
     None,
     'qwen3_coder',
     [],
     'The final answer.',
     'Reasoning',
     True),
    ('ollama/ollama model/parsers/qwen35_test.go::TestQwen35ParserThinkingTruncatedWithoutCloseTag',
     'Reasoning that never closes',
     None,
     'qwen3_coder',
     [],
     '',
     'Reasoning that never closes',
     True),
    (('ollama/ollama model/parsers/qwen35_bound'
      'ary_test.go::TestAToolCallOpenedInsideThinkingSurvivesAnyChunkBoundary'),
     ('<think>The brace count is wrong.</think>'
      '<tool_call><function=editor><parameter=p'
      'ath>manic_miner.html</parameter><paramet'
      'er=new_text>}});</parameter></function></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'editor',
                    'parameters': {'type': 'object',
                                   'properties': {'path': {'type': 'string'},
                                                  'new_text': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'editor', 'arguments': {'path': 'manic_miner.html', 'new_text': '}});'}}],
     '',
     'The brace count is wrong.',
     None),
    (('ollama/ollama '
      'model/parsers/qwen38_test.go::TestQwen38ParserReferenceContinuationAtEverySplit'),
     ('<think>\n'
      'Need weather and UV for Montréal.\n'
      '</think>\n'
      '\n'
      "I'll check both.\n"
      '\n'
      '<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>\n'
      'Montréal\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '<function=set_uv_threshold>\n'
      '<parameter=index>\n'
      '5\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'set_uv_threshold',
                    'parameters': {'type': 'object',
                                   'properties': {'index': {'type': 'integer'}}}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Montréal'}},
      {'name': 'set_uv_threshold', 'arguments': {'index': 5}}],
     "I'll check both.",
     'Need weather and UV for Montréal.',
     None),
    (('ollama/ollama '
      'model/parsers/qwen38_test.go::TestQwen38ParserMalformedAndControlLikeContent/ordinary'),
     'Plan</think>ordinary <tool_calling> marker.',
     None,
     'qwen3_coder',
     [],
     'ordinary <tool_calling> marker.',
     'Plan',
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
