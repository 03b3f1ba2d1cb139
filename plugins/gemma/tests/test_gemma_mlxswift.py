"""MLX Swift's tests as data for FunctionGemma and Gemma 4 calls and Gemma 4's thought channel:
model outputs from ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``,
``GenerationReasoningRoutingTests.swift``, ``TextToolCallRecoveryTests.swift``) with the calls,
content and reasoning MLX Swift expects. Streamed chunks and token pieces are joined into their
text; tools are the test's definitions (flat, or OpenAI's ``{"function": ...}`` shape). Each row is
parsed with every format installed and with its format alone; content and reasoning are compared
with whitespace runs collapsed. What was read, what was left out and the differences by rule are
docs/conformance.md, "MLX Swift's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testGemmaParser',
     '<start_function_call>call:get_weather{location:Paris,unit:celsius}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris', 'unit': 'celsius'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testGemmaParserEscapedStrings',
     '<start_function_call>call:search{query:<escape>hello, world!<escape>}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'search', 'arguments': {'query': 'hello, world!'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testGemmaFormatProcessor',
     '<start_function_call>call:calculator{expression:2+2}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'calculator', 'arguments': {'expression': '2+2'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GenerationReasoningRoutingTests.swift::toolSynt'
      'axInsideReasoningIsNotPromoted'),
     ('<|channel>thought\n'
      'maybe <|tool_call>call:search{q:<|"|>x<|"|>}<tool_call|><channel|>I will not call it.'),
     None,
     'gemma4',
     [],
     'I will not call it.'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::promotesAltern'
      'ateDialects/alternateDialects[4]'),
     '<|tool_call>call:weather{city:<|"|>Paris<|"|>}<tool_call|>',
     [{'function': {'name': 'weather'}}],
     'gemma4',
     [{'name': 'weather', 'arguments': {'city': 'Paris'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GenerationReasoningRoutingTests.swift::gemma4Th'
      'oughtChannelIsRouted'),
     '<|channel>thought\nstep one<channel|>Final answer.',
     None,
     'gemma4',
     [],
     'Final answer.',
     'step one',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GenerationReasoningRoutingTests.swift::toolCall'
      'AfterReasoningIsParsed'),
     ('<|channel>thought\n'
      'need the weather<channel|><|tool_call>call:get_weather{city:<|"|>Paris<|"|>}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '',
     'need the weather',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_mlxswift_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                 content: str | None, reasoning: str | None,
                                 started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
