"""MLX Swift's tests as data for LFM2's ``<|tool_call_start|>`` calls: model outputs from
ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``, ``AllowedToolOutputRouterTests.swift``)
with the calls and content MLX Swift expects (a call cut at the end, which MLX Swift's router
swallows, is an "error" row). Streamed chunks and token pieces are joined into their text; tools are
the test's definitions (flat, or OpenAI's ``{"function": ...}`` shape). Each row is parsed with
every format installed and with its format alone; content is compared with whitespace runs
collapsed. What was read, what was left out and the differences by rule are docs/conformance.md,
"MLX Swift's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONParserCustomTags',
     ('<|tool_call_start|>{"name": "search", "arguments": {"query": "swift programming"}}<|tool'
      '_call_end|>'),
     None,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'swift programming'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserBasic',
     "<|tool_call_start|>[get_weather(location='Paris', unit='celsius')]<|tool_call_end|>",
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris', 'unit': 'celsius'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserObjectValued'
      'Argument'),
     '<|tool_call_start|>[configure(settings={"width": 10, "height": 20})]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'configure', 'arguments': {'settings': {'width': 10, 'height': 20}}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserDoubleQuotes',
     '<|tool_call_start|>[search(query="swift programming")]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'swift programming'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserNestedParent'
      'heses'),
     ('<|tool_call_start|>[run_script(code="response = requests.get(\'https://api.example.com/d'
      'ata\')")] <|tool_call_end|>'),
     None,
     'lfm2',
     [{'name': 'run_script',
       'arguments': {'code': "response = requests.get('https://api.example.com/data')"}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserNoArguments',
     '<|tool_call_start|>[current_time()]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'current_time', 'arguments': {}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserMultipleTool'
      'sEOS/content1'),
     ('<|tool_call_start|>[get_weather(location=\'Paris\'), current_time(timezone="UTC")]<|tool'
      '_call_end|>'),
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'current_time', 'arguments': {'timezone': 'UTC'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserMultipleTool'
      'sEOS/content2'),
     ("<|tool_call_start|>[get_weather(location='London')]<|tool_call_end|> <text> <|tool_call_"
      "start|>[current_time(timezone='UTC')]<|tool_call_end|>"),
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'London'}},
      {'name': 'current_time', 'arguments': {'timezone': 'UTC'}}],
     None),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testLFM2FormatProcessor',
     "<|tool_call_start|>[calculator(expression='2+2')]<|tool_call_end|>",
     None,
     'lfm2',
     [{'name': 'calculator', 'arguments': {'expression': '2+2'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':eosSuppressesUnclosedExactProtocolTails/lfm2'),
     'before <|tool_call_start|>[get_weather(',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'lfm2',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
