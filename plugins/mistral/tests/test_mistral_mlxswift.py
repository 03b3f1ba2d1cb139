"""MLX Swift's tests as data for Mistral's ``[TOOL_CALLS]`` calls: model outputs from
ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``, ``TextToolCallRecoveryTests.swift``,
``AllowedToolOutputRouterTests.swift``) with the calls and content MLX Swift expects. Streamed
chunks and token pieces are joined into their text; tools are the test's definitions (flat, or
OpenAI's ``{"function": ...}`` shape). Two rows come from tests of the parser alone, which MLX Swift
hands the text after ``[TOOL_CALLS]``; the rows hold the output with that token. One row compares
only the calls: MLX Swift's router drops the look-alike ``[TOOL_CALLX]`` from the text after the
call, which here is content. A call cut at the end, which the router swallows, is an "error" row.
Each row is parsed with every format installed and with its format alone; content is compared with
whitespace runs collapsed. What was read, what was left out and the differences by rule are
docs/conformance.md, "MLX Swift's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testMistralParser',
     '[TOOL_CALLS]get_weather [ARGS]{"location": "Paris"}',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testMistralParserWithCallId',
     '[TOOL_CALLS]get_weather[CALL_ID]abc123xyz[ARGS]{"location": "Paris"}',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testMistralParserPreservesStar'
      'tTagInArguments'),
     '[TOOL_CALLS]get_note[ARGS]{"text": "literal [TOOL_CALLS] marker"}',
     None,
     'mistral',
     [{'name': 'get_note', 'arguments': {'text': 'literal [TOOL_CALLS] marker'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testMistralParserPreservesEndT'
      'agInArguments'),
     '[TOOL_CALLS]get_note[ARGS]{"text": "literal </s> marker"}',
     None,
     'mistral',
     [{'name': 'get_note', 'arguments': {'text': 'literal </s> marker'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testMistralFormatProcessor',
     '[TOOL_CALLS]get_weather [ARGS]{"location": "Tokyo"}',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testMistralFormatProcessorEOS',
     '[TOOL_CALLS]get_weather [ARGS]{"location": "Berlin"}',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'location': 'Berlin'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testMistralFormatProcessorMult'
      'ipleToolCalls'),
     ('[TOOL_CALLS]get_weather[ARGS]{"location": "Paris"}[TOOL_CALLS]get_time[ARGS]{"timezone":'
      ' "UTC"}'),
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::promotesAltern'
      'ateDialects/alternateDialects[1]'),
     '[TOOL_CALLS]weather{"city":"Paris"}',
     [{'function': {'name': 'weather'}}],
     'mistral',
     [{'name': 'weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::malformedCandi'
      'datesAreRejected/undeclared'),
     'other[ARGS]{"city":"Paris"}',
     [{'function': {'name': 'weather'}}],
     'mistral',
     [],
     'other[ARGS]{"city":"Paris"}'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::requiresDeclar'
      'edTools'),
     'weather[ARGS]{"city":"Paris"}',
     None,
     'mistral',
     [],
     'weather[ARGS]{"city":"Paris"}'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::markerlessLexi'
      'calBoundary'),
     'notweather[ARGS]{"city":"Paris"}',
     [{'function': {'name': 'weather'}}],
     'mistral',
     [],
     'notweather[ARGS]{"city":"Paris"}'),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':eosPreservesTextAfterRecoveredMistralCall'),
     '[TOOL_CALLS]get_weather[ARGS]{"location":"Rome"}done',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'mistral',
     [{'name': 'get_weather', 'arguments': {'location': 'Rome'}}],
     'done'),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':ordinaryTagLikeTextRemainsAResponse/mistral'),
     '[Today] is sunny',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'mistral',
     [],
     '[Today] is sunny'),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':specializedEOSPathsSanitizeOnlyMalformedResidualMarkers/mistral'),
     '[TOOL_CALLS]get_weather[ARGS]{"location":"Rome"}before [TOOL_CALLX] after',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'mistral',
     [{'name': 'get_weather', 'arguments': {'location': 'Rome'}}],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':eosSuppressesUnclosedExactProtocolTails/mistral'),
     'before [TOOL_CALLS]get_weather[ARGS]{',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'mistral',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
