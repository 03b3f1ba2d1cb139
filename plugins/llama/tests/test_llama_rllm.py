"""rLLM's Llama 3.1 compatibility test as data (rllm-org/rllm tests/parser/test_llama_parser.py,
``test_llama_tool_parser_python_tag_3_1_compat``): a JSON call after ``<|python_tag|>``. Parsed
with every format installed and with ``llama`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'rllm-org/rllm tests/parser/test_llama_parser.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_llama_tool_parser_python_tag_3_1_compat',
     '<|python_tag|>{"name": "search", "parameters": {"q": "rllm"}}',
     None,
     'llama',
     [{'name': 'search', 'arguments': {'q': 'rllm'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_rllm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
