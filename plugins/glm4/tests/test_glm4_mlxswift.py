"""MLX Swift's tests as data for GLM-4's ``<arg_key>`` / ``<arg_value>`` calls: model outputs from
ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``) with the calls and content MLX Swift
expects. Streamed chunks and token pieces are joined into their text; tools are the test's
definitions (flat, or OpenAI's ``{"function": ...}`` shape). Each row is parsed with every format
installed and with its format alone; content is compared with whitespace runs collapsed. What was
read, what was left out and the differences by rule are docs/conformance.md, "MLX Swift's tests
(beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testGLM4Parser',
     ('<tool_call>get_weather<arg_key>location</arg_key><arg_value>Berlin</arg_value><arg_key>u'
      'nit</arg_key><arg_value>celsius</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Berlin', 'unit': 'celsius'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testGLM4FormatProcessor',
     ('<tool_call>search<arg_key>query</arg_key><arg_value>machine learning</arg_value></tool_c'
      'all>'),
     None,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'machine learning'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
