"""MLX Swift's tests as data for bare JSON calls (``json``): model outputs from
ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``, ``AllowedToolOutputRouterTests.swift``)
with the calls and content MLX Swift expects. Streamed chunks and token pieces are joined into their
text; tools are the test's definitions (flat, or OpenAI's ``{"function": ...}`` shape). Each row is
parsed with every format installed and with its format alone; content is compared with whitespace
runs collapsed. What was read, what was left out and the differences by rule are
docs/conformance.md, "MLX Swift's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorBareJSO'
      'NFallback'),
     '{"name": "get_weather", "arguments": {"location": "Rome"}}',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Rome'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorBareJSO'
      'NWithLeadingText'),
     'Let me check that.\n{"name": "get_weather", "arguments": {"location": "Milan"}}',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Milan'}}],
     'Let me check that.\n'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorNonTool'
      'JSONStaysText'),
     '{"status": "ok", "data": {"value": 42}}',
     None,
     'json',
     [],
     '{"status": "ok", "data": {"value": 42}}'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorMissing'
      'ArgumentsStaysText'),
     '{"name": "not_a_tool_call_payload"}',
     None,
     'json',
     [],
     '{"name": "not_a_tool_call_payload"}'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorBraceTe'
      'xtNotToolCall'),
     'Use {x} notation',
     None,
     'json',
     [],
     'Use {x} notation'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorDeclare'
      'dToolNameParsesWithTools'),
     '{"name": "get_weather", "arguments": {}}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Gets weather',
                    'parameters': {'type': 'object', 'properties': {}, 'required': []}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testLlama3Parser/content2',
     '{"name": "get_weather", "arguments": {"location": "Tokyo"}}',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':eosFlushesNonToolJSONAsResponse'),
     '{"answer":"hello"}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'json',
     [],
     '{"answer":"hello"}'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
