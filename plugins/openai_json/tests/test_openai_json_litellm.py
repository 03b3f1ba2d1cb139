"""LiteLLM's Ollama JSON-mode test as data (BerriAI/litellm
tests/test_litellm/llms/ollama/test_ollama_completion_transformation.py,
``test_transform_response_regular_json``): a JSON object that is data, not a call, stays the
content whole. Parsed with every format installed and with ``json`` alone. (The same test file's
call ``{"name": "get_weather", "arguments": {"location": "San Francisco"}}`` is a row of
test_openai_json_sgl_gateway.py already.)"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'BerriAI/litellm tests/test_litellm/llms/ollama/'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_ollama_completion_transformation.py::TestOllamaConfig::'
     'test_transform_response_regular_json',
     '{"result": "success", "data": {"temperature": 72, "unit": "F"}}',
     None,
     'json',
     [],
     '{"result": "success", "data": {"temperature": 72, "unit": "F"}}'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_litellm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
