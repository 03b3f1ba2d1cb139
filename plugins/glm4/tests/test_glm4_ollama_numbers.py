"""Ollama's large-number tests as data: the GLM-4.6 and Laguna outputs of ollama/ollama
model/parsers/tool_number_test.go (TestToolCallLargeNumber: ``1e20`` for a ``number``
parameter), with the tool and the call Ollama expects. The Qwen3-Coder case of the same test is
in plugins/qwen3_coder/tests/test_qwen3_coder_ollama_delegates.py; its Qwen 3.5 case is the
Qwen3-Coder text again and its Glimmer case a format toolcalls does not read
(docs/conformance.md)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/tool_number_test.go::TestToolCallLargeNumber/glm-4.6',
     '<think></think><tool_call>calculate<arg_key>value</arg_key><arg_value>1e20</arg_value></'
     'tool_call>',
     [{'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'value': {'type': 'number'}}}}}],
     'glm4',
     [{'name': 'calculate', 'arguments': {'value': 1e+20}}],
     None),
    ('ollama/ollama model/parsers/tool_number_test.go::TestToolCallLargeNumber/laguna',
     '<tool_call>calculate\n<arg_key>value</arg_key>\n<arg_value>1e20</arg_value>\n</tool_call>',
     [{'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'value': {'type': 'number'}}}}}],
     'glm4',
     [{'name': 'calculate', 'arguments': {'value': 1e+20}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
