"""Llama Stack's tool-call parsing tests as data: the JSON output of
meta-llama/llama-stack ``tests/unit/models/llama/llama3/test_tool_utils.py``
(``TestMaybeExtractCustomToolCall::test_json_format``). Llama Stack's decoder strips
``<|python_tag|>`` and the end token before its helper reads the payload, so the row puts the
payload back after the tag, as Llama 3.2 and 3.3 write it (docs/formats.md, llama: the
``{"type": "function", "name", "parameters"}`` habit). The row is parsed with every format
installed and with ``llama`` alone.

Left out: the same JSON without the tag, which Llama Stack also reads as a call and toolcalls
reads as a tool definition (data, docs/architecture.md; docs/conformance.md, "Llama Stack's
tests"). The pythonic rows are in the ``python`` table
(plugins/python_call/tests/test_python_call_llama_stack.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('meta-llama/llama-stack tests/unit/models/llama/llama3/test_tool_utils.py::'
      'TestMaybeExtractCustomToolCall::test_json_format (payload put back after the tag)'),
     ('<|python_tag|>{"type": "function", "name": "search_web", '
      '"parameters": {"query": "AI research"}}'),
     None,
     'llama',
     [{'name': 'search_web', 'arguments': {'query': 'AI research'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llama_stack_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
