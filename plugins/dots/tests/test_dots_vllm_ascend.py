"""vLLM Ascend's dots tool-parser test as data (``tests/ut/patch/test_dots_tool_parser.py``).

Left out, and the differences by rule: docs/conformance.md, "KTransformers', vLLM Ascend's and exo's
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed and the ends stripped.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: tool definitions the tests give their parsers
TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'description': 'test tool',
            'parameters': {'type': 'object', 'properties': {'count': {'type': 'integer'}}},
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('vllm-project/vllm-ascend tests/ut/patch/test_dots_tool_parser.py::test_dots_tool_parser_co'
      'nverts_schema_types'),
     ('visible<dots_function_call><invoke name="search"><parameter name="count">3</parameter></in'
      'voke></dots_function_call>'),
     TOOLS_1,
     'dots',
     [{'name': 'search', 'arguments': {'count': 3}}],
     'visible'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_ascend_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
