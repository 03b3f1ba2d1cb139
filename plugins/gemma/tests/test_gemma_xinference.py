"""Xinference's Gemma 4 tool-parser tests as data: model outputs from xorbitsai/inference with
the calls and content Xinference expects. Which files were read, how a row is written (streamed
chunks joined into one text, content compared with whitespace runs collapsed) and what was left
out by which rule is docs/conformance.md, "Xinference's tests (beyond the corpus)". Each row is
parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_gemma_tool_parser.py::tes'
      't_extract_tool_calls'),
     '<|tool_call>call:get_weather{location:<|"|>上海<|"|>,unit:<|"|>celsius<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': '上海', 'unit': 'celsius'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_gemma_tool_parser.py::tes'
      't_extract_tool_calls_with_surrounding_text'),
     'Thought...\n<|tool_call>call:get_weather{location:<|"|>上海<|"|>}<tool_call|>\nThanks',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': '上海'}}],
     'Thought...\n\nThanks'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_gemma_tool_parser.py::tes'
      't_extract_tool_calls_streaming'),
     '<|tool_call>call:get_weather{location:<|"|>上海<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': '上海'}}],
     None),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_gemma_tool_parser.py::tes'
      't_streaming_ignores_processed_block'),
     '<|tool_call>call:get_weather{location:<|"|>上海<|"|>}<tool_call|> more text',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': '上海'}}],
     ' more text'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
