"""Xinference's tests as data for ``<tool_call>`` JSON and ``<think>`` reasoning: model outputs
from xorbitsai/inference (the Qwen tool parser's tests, the vLLM chat model's tool-chunk tests,
the Ling-3.0 chat tests) with the calls, content and reasoning Xinference expects. Which files
were read, how a row is written (streamed chunks joined into one text, content compared with
whitespace runs collapsed) and what was left out by which rule is docs/conformance.md,
"Xinference's tests (beyond the corpus)". Each row is parsed with every format installed and with
its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_qwen_tool_parser.py::test'
      '_tool_parser_extract_calls_without_thinking_multi'),
     ('<tool_call>\n{"name": "get_current_weather", "arguments": {"location": "上海"}}\n</tool_ca'
      'll><tool_call>\n{"name": "get_current_weather", "arguments": {"location": "北京"}}\n</tool'
      '_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}},
      {'name': 'get_current_weather', 'arguments': {'location': '北京'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_qwen_tool_parser.py::test'
      '_tool_parser_extract_calls_without_thinking'),
     ('<tool_call>\n{"name": "get_current_weather", "arguments": {"location": "上海"}}\n</tool_ca'
      'll>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_qwen_tool_parser.py::test'
      '_tool_parser_extract_calls_with_parser'),
     ('\n\n<tool_call>\n{"name": "get_current_weather", "arguments": {"location": "上海"}}\n</too'
      'l_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}}],
     '\n\n'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_qwen_tool_parser.py::test'
      '_tool_parser_extract_calls_keeps_text_outside_tool_call[text1]'),
     ('Tools are called with <function=get_current_weather>.\n<tool_call>\n{"name": "get_current_'
      'weather", "arguments": {"location": "上海"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}}],
     'Tools are called with <function=get_current_weather>.\n'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_qwen_tool_parser.py::test'
      '_streaming_tool_call_preserves_content_before_tag_in_same_delta'),
     ('I should check.\n<tool_call>\n{"name": "web_search", "arguments": {"query": "latest news"}'
      '}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'web_search', 'arguments': {'query': 'latest news'}}],
     'I should check.\n'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_qwen_tool_parser.py::test'
      '_streaming_tool_calls_keep_inter_call_content_in_generation_order'),
     ('<tool_call>\n{"name": "web_search", "arguments": {"query": "first"}}\n</tool_call> explana'
      'tion <tool_call>\n{"name": "web_search", "arguments": {"query": "second"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'web_search', 'arguments': {'query': 'first'}},
      {'name': 'web_search', 'arguments': {'query': 'second'}}],
     ' explanation '),
]

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started);
#: content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('xorbitsai/inference xinference/model/llm/vllm/tests/test_core_chat_model.py::TestVLLMChatM'
      'odel::test_async_to_tool_completion_chunks_with_thinking'),
     ('<think>\n好的</think>\n\n<tool_call>\n{"name": "get_current_weather", "arguments": {"locat'
      'ion": "上海"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}}],
     '\n\n',
     '\n好的',
     None),
    (('xorbitsai/inference xinference/model/llm/tests/test_ling3_flash.py::test_transformers_dire'
      'ct_chat[True-False]'),
     'Compare colors</think>They match.',
     None,
     'hermes',
     [],
     'They match.',
     'Compare colors',
     True),
    (('xorbitsai/inference xinference/model/llm/tests/test_ling3_flash.py::test_transformers_dire'
      'ct_chat[False-False]'),
     'They match.',
     None,
     'hermes',
     [],
     'They match.',
     '',
     False),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_xinference_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                   content: str | None, reasoning: str | None,
                                   started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
