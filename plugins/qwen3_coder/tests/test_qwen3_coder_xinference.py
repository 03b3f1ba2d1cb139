"""Xinference's Qwen tool parser tests as data for the Qwen3-Coder / Qwen3.5 XML layout inside
``<tool_call>``: model outputs from xorbitsai/inference with the calls Xinference expects. Which
files were read, how a row is written (streamed chunks joined into one text, content compared
with whitespace runs collapsed) and what was left out by which rule is docs/conformance.md,
"Xinference's tests (beyond the corpus)". Each row is parsed with every format installed and with
its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_qwen_tool_parser.py::test'
      '_streaming_xml_tool_call_emits_function_name_before_arguments_complete'),
     ('I need current facts.\n<tool_call>\n<function=select_execution_pattern>\n<parameter=action'
      '>\nreact\n</parameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'select_execution_pattern', 'arguments': {'action': 'react'}}],
     None),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_qwen_tool_parser.py::test'
      '_streaming_xml_tool_calls_keep_completed_call_before_next_partial_call'),
     ('analysis\n<tool_call>\n<function=web_search>\n<parameter=query>\nfirst\n</parameter>\n</fu'
      'nction>\n</tool_call>\n<tool_call>\n<function=web_search>\n<parameter=query>\nsecond\n</pa'
      'rameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'web_search', 'arguments': {'query': 'first'}},
      {'name': 'web_search', 'arguments': {'query': 'second'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
