"""MLX Swift's tests as data for Llama 3's ``<|python_tag|>`` calls: model outputs from
ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``, ``TextToolCallRecoveryTests.swift``,
``AllowedToolOutputRouterTests.swift``) with the calls and content MLX Swift expects. Streamed
chunks and token pieces are joined into their text; tools are the test's definitions (flat, or
OpenAI's ``{"function": ...}`` shape). Each row is parsed with every format installed and with its
format alone; content is compared with whitespace runs collapsed. What was read, what was left out
and the differences by rule are docs/conformance.md, "MLX Swift's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testLlama3Parser/content1',
     '<|python_tag|>{"name": "knowledge_search", "parameters": {"query": "example"}}',
     None,
     'llama',
     [{'name': 'knowledge_search', 'arguments': {'query': 'example'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testLlama3Parser/content3',
     '<|python_tag|>get_weather(location="San Francisco, CA")',
     None,
     'llama',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco, CA'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testLlama3Parser/content5',
     ('<|python_tag|>[\n'
      '  {"name": "get_weather", "parameters": {"location": "New York"}},\n'
      '  {"name": "get_time", "parameters": {"location": "London"}}\n'
      ']'),
     None,
     'llama',
     [{'name': 'get_weather', 'arguments': {'location': 'New York'}},
      {'name': 'get_time', 'arguments': {'location': 'London'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testLlama3Parser/content6',
     '<|python_tag|>[get_weather(location="New York"), get_time(location="London")]',
     None,
     'llama',
     [{'name': 'get_weather', 'arguments': {'location': 'New York'}},
      {'name': 'get_time', 'arguments': {'location': 'London'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::llamaInlineMar'
      'kerIsOpaque'),
     '<|python_tag|>{"name":"weather","arguments":{"city":"Paris"}}',
     [{'function': {'name': 'weather'}}],
     'llama',
     [{'name': 'weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':llamaProtocolMarkerNeverLeaksAsResponseText'),
     '<|python_tag|>{"name":"get_weather","arguments":{"location":"Tokyo"}}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'llama',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':llamaMarkerSplitFromJSONNeverLeaksAsResponse'),
     '<|python_tag|>{"name":"get_weather","arguments":{}}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'llama',
     [{'name': 'get_weather', 'arguments': {}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
