"""FastDeploy's ERNIE tests as data for ``<tool_call>`` JSON and for a prefilled ``<think>``:
model outputs from PaddlePaddle/FastDeploy (``tests/entrypoints/openai/tool_parsers/``:
``test_ernie_x1_tool_parser.py`` and ``test_ernie_45_vl_thinking_tool_parser.py``;
``tests/reasoning/``: ``test_reasoning_parser.py``, ``test_vl_reasoning_parser.py`` and
``test_qwen3_reasoning_parser.py``) with the calls, content and reasoning FastDeploy expects.
ERNIE-4.5 and ERNIE-X1 write Hermes' JSON in ``<tool_call>``, after ``</think>`` when they
think (the prompt opens the block), so these are ``hermes`` rows.

A streamed test is its chunks joined. Where FastDeploy's test checks only part of the result
(a name, one argument, a delta that is not empty) the row holds the whole call toolcalls
returns. A text cut inside a call, which FastDeploy's streaming parser holds as a call begun,
and a block its batch parser marks as not called while still salvaging a name, are "error"
rows: batch parsing names the fault. ``REASONING_CASES`` assert reasoning; ``started=True``
marks FastDeploy's ``think_start`` state (the prompt opened ``<think>``).

Left out (docs/conformance.md, "FastDeploy's, LightLLM's and Aphrodite's tests"): ERNIE-X1's
``<response>...</response>`` answer wrapper, which no format declares; a call written after
other text, which FastDeploy's ERNIE-4.5-VL parser refuses; ``{"name": ...}`` without an
arguments key; the tests that set the parser's state by hand or patch its JSON loader.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_extract_tool_calls_single'),
     '<tool_call>{"name": "get_weather", "arguments": {"location": "北京"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': '北京'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_extract_tool_calls_multiple'),
     ('<tool_call>{"name": "get_weather", "arguments": {"location": "北京"}}</tool_call>'
      '<tool_call>{"name": "get_time", "arguments": {"timezone": "UTC"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': '北京'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_extract_tool_calls_empty_arguments'
      ' (and test_streaming_empty_arguments_full_flow)'),
     '<tool_call>{"name": "fn", "arguments": {}}</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_extract_tool_calls_nested_arguments'),
     '<tool_call>{"name": "query", "arguments": {"filter": {"age": {"$gt": 18}}}}</tool_call>',
     None,
     'hermes',
     [{'name': 'query', 'arguments': {'filter': {'age': {'$gt': 18}}}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_extract_tool_calls_with_whitespace'),
     '<tool_call>  \n{"name": "fn", "arguments": {}}  \n</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_extract_tool_calls_no_match'),
     'just plain text',
     None,
     'hermes',
     [],
     'just plain text'),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_incremental_arguments_complete_json'),
     '<tool_call>{"name": "fn", "arguments": {"k": "v"}}',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {'k': 'v'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_close_with_remaining_diff'),
     '<tool_call>{"name":"fn","arguments":{"k":"v"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {'k': 'v'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_close_with_number_ending_arguments'),
     '<tool_call>{"name":"fn","arguments":{"count": 123}}</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {'count': 123}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_close_with_boolean_ending_arguments'),
     '<tool_call>{"name":"fn","arguments":{"flag": true}}</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {'flag': True}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_close_with_nested_object_ending'),
     '<tool_call>{"name":"fn","arguments":{"nested": {"a": 1}}}</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {'nested': {'a': 1}}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_close_with_empty_dict_arguments'),
     '<tool_call>{"name":"fn","arguments":{}}</tool_call>',
     None,
     'hermes',
     [{'name': 'fn', 'arguments': {}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_45_vl_thinking_tool_parser.py::'
      'TestErnie45VLThinkingToolParser::test_extract_tool_calls_no_toolcall'),
     'no tool call here',
     None,
     'hermes',
     [],
     'no tool call here'),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_full_flow'),
     'thinking<tool_call>{"name": "search", "arguments": {"query": "test data',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_continue_tool_call_with_name'
      ' (and VL test_streaming_new_toolcall_and_name)'),
     '<tool_call>{"name": "get_weather"',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_new_tool_call_multi_tokens'),
     '<tool_call>{"name": "fn"',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_incremental_arguments_incomplete'),
     '<tool_call>{"name": "fn", "arguments": {"k": "val',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_first_arguments_with_regex_match'),
     '<tool_call>{"name": "get_weather", "arguments": {"location": "bei',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_malformed_json'),
     '<tool_call>{{{',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py::'
      'TestErnieX1ToolParser::test_streaming_no_function_name'),
     '<tool_call>{"arguments": {"k": "v"}}',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_45_vl_thinking_tool_parser.py::'
      'TestErnie45VLThinkingToolParser::test_extract_tool_calls_partial_arguments'),
     '<tool_call>{"name": "get_weather", "arguments": {"location": "北"</tool_call>',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_45_vl_thinking_tool_parser.py::'
      'TestErnie45VLThinkingToolParser::test_extract_tool_calls_invalid_json'),
     '<tool_call>"name": "get_weather", "arguments": {</tool_call>',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_45_vl_thinking_tool_parser.py::'
      'TestErnie45VLThinkingToolParser::test_streaming_tool_with_reasoning (1)'),
     '</think><tool_call>{"name": "get_weather"',
     None,
     'hermes',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_ernie_45_vl_thinking_tool_parser.py::'
      'TestErnie45VLThinkingToolParser::test_streaming_tool_with_reasoning (2)'),
     '</think>\n\n<tool_call>{"name": "get_weather"',
     None,
     'hermes',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_fastdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning, started);
#: content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('PaddlePaddle/FastDeploy tests/reasoning/test_reasoning_parser.py::'
      'TestErnieX1ReasoningParser::test_batch_no_thinking_tag'),
     'no_thinking_here',
     None,
     'hermes',
     [],
     '',
     'no_thinking_here',
     True),
    (('PaddlePaddle/FastDeploy tests/reasoning/test_reasoning_parser.py::'
      'TestErnieX1ReasoningParser::test_streaming_thinking_newline_preserved'),
     'abc\n',
     None,
     'hermes',
     [],
     '',
     'abc',
     True),
    (('PaddlePaddle/FastDeploy tests/reasoning/test_vl_reasoning_parser.py::'
      'TestErnieVLReasoningParser::test_none_streaming_thinking_content (2)'),
     'a</think>b',
     None,
     'hermes',
     [],
     'b',
     'a',
     None),
    (('PaddlePaddle/FastDeploy tests/reasoning/test_qwen3_reasoning_parser.py::'
      'TestQwen3ReasoningParser::test_none_streaming_thinking_content (5)'),
     '<think>a</think>b',
     None,
     'hermes',
     [],
     'b',
     'a',
     None),
    (('PaddlePaddle/FastDeploy tests/reasoning/test_qwen3_reasoning_parser.py::'
      'TestQwen3ReasoningParser::test_streaming_thinking_content (6)'),
     'hello</think>hi',
     None,
     'hermes',
     [],
     'hi',
     'hello',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_fastdeploy_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                   content: str | None, reasoning: str | None,
                                   started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
