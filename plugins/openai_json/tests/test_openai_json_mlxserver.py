"""LM Studio mlx-engine's tests as data for the generic ``{"tool_calls": [...]}`` JSON answer:
model outputs from lmstudio-ai/mlx-engine (``tests/test_openai_tool_calls.py``, the stored
version with the generic JSON strategy) with the calls those tests expect. Streamed chunks are
joined into their text; where a test checks only part of the result (that a call was found, a
name, a substring), the row holds the whole call toolcalls returns, and content is given only
where the test states it. Each row is parsed with every format installed and with its format
alone; content compared with whitespace runs collapsed.

What was read, the counts and what was left out by which rule: docs/conformance.md,
"mlx-openai-server's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_generic_json_response_parses_as_openai_tool_calls'),
     ('{"tool_calls": [{"name": "lookup", "arguments": {"query": "weather"}}, {"name": '
      '"search", "arguments": {"query": "Paris"}}]}'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}},
      {'type': 'function',
       'function': {'name': 'search',
                    'description': 'Call search',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'json',
     [{'name': 'lookup', 'arguments': {'query': 'weather'}},
      {'name': 'search', 'arguments': {'query': 'Paris'}}],
     ''),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_tool_calling_plan_uses_generic_json_for_required_ch'
      'oice'),
     '{"tool_calls": [{"name": "lookup", "arguments": {}}]}',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'json',
     [{'name': 'lookup', 'arguments': {}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxserver_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
