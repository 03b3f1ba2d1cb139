"""MLX Swift's tests as data for gpt-oss Harmony messages: model outputs from
ml-explore/mlx-swift-lm's Swift tests (``GPTOSSTokenStreamParserTests.swift``,
``HarmonyOutputRouterTests.swift``) with the calls, content and reasoning MLX Swift expects.
Streamed chunks and token pieces are joined into their text; tools are the test's definitions
(flat, or OpenAI's ``{"function": ...}`` shape). Four rows come from the GPT-OSS token parser's
tests, which keep the frames of other messages as visible text; toolcalls drops control tokens from
content and reads the analysis channel as reasoning, so those rows compare only the calls (content
None). Each row is parsed with every format installed and with its format alone; content and
reasoning are compared with whitespace runs collapsed. What was read, what was left out and the
differences by rule are docs/conformance.md, "MLX Swift's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GPTOSSTokenStreamParserTests.swift::testGPTOSST'
      'okenParserPreservesVisibleFrames'),
     ('<|channel|>analysis<|message|>Let me think.<|end|><|channel|>commentary to=functions.sea'
      'rch<|message|>{"query":"swift"}<|call|><|channel|>final<|message|>Done.'),
     None,
     'harmony',
     [{'name': 'search', 'arguments': {'query': 'swift'}}],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GPTOSSTokenStreamParserTests.swift::testGPTOSST'
      'okenParserHandlesLiteralHarmonyMarkers'),
     ('<|channel|>commentary to=functions.search<|message|>{"query":"literal <|call|> and <|cha'
      'nnel|> text"}<|call|>'),
     None,
     'harmony',
     [{'name': 'search', 'arguments': {'query': 'literal <|call|> and <|channel|> text'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GPTOSSTokenStreamParserTests.swift::testGPTOSST'
      'okenParserFinalizesRoleHeaderCallOnEOS'),
     ('<|start|>assistant to=functions.get_weather<|channel|>commentary<|message|>{"location":"'
      'Naples"}'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'Naples'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GPTOSSTokenStreamParserTests.swift::testGPTOSST'
      'okenParserFinalizesOnReturnBoundary'),
     ('<|channel|>commentary to=functions.get_time<|message|>{"timezone":"UTC"}<|return|><|chan'
      'nel|>final<|message|>Done.'),
     None,
     'harmony',
     [{'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GPTOSSTokenStreamParserTests.swift::testGPTOSST'
      'okenParserFinalizesOnEndBoundary'),
     ('<|channel|>commentary to=functions.get_weather<|message|>{"location":"Berlin"}<|end|><|c'
      'hannel|>final<|message|>Rainy.'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'Berlin'}}],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GPTOSSTokenStreamParserTests.swift::testGPTOSST'
      'okenParserExtractsMultipleToolCalls'),
     ('<|channel|>commentary to=functions.get_weather<|message|>{"location":"Paris"}<|call|><|c'
      'hannel|>commentary to=functions.get_time<|message|>{"timezone":"UTC"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GPTOSSTokenStreamParserTests.swift::testGPTOSST'
      'okenParserPreservesCommentaryWithoutRecipient'),
     '<|channel|>commentary<|message|>Let me think out loud.<|end|>',
     None,
     'harmony',
     [],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::allowlistedTool'
      'Call'),
     '<|channel|>commentary to=functions.get_weather<|message|>{"city":"Paris"}<|call|>',
     [{'function': {'name': 'get_weather'}}, {'function': {'name': 'get_time'}}],
     'harmony',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::undeclaredRejected',
     '<|channel|>commentary to=functions.secret<|message|>{"x":1}<|call|>',
     [{'function': {'name': 'get_weather'}}],
     'harmony',
     'error',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::missingFunction'
      'NameRejected'),
     '<|channel|>commentary to=functions.<|message|>{"city":"Paris"}<|call|>',
     [{'function': {'name': 'get_weather'}}],
     'harmony',
     'error',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::malformedJSONRe'
      'jected'),
     '<|channel|>commentary to=functions.get_weather<|message|>{not json<|call|>',
     [{'function': {'name': 'get_weather'}}],
     'harmony',
     'error',
     None),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::fencedJSONRejected',
     ('<|channel|>commentary to=functions.get_weather<|message|>```json\n'
      '{"city":"Boston"}\n'
      '```<|call|>'),
     [{'function': {'name': 'get_weather'}}],
     'harmony',
     'error',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::commentaryPream'
      'bleVisible'),
     '<|channel|>commentary<|message|>plan steps<|end|><|channel|>final<|message|>done',
     [{'function': {'name': 'get_weather'}}],
     'harmony',
     [],
     'plan stepsdone'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::unsupportedSche'
      'maAssertionFailsOpen'),
     '<|channel|>commentary to=functions.submit<|message|>{"code":"not-digits"}<|call|>',
     [{'function': {'name': 'submit',
                    'parameters': {'type': 'object',
                                   'properties': {'code': {'type': 'string',
                                                           'pattern': '^[0-9]+$'}}}}}],
     'harmony',
     [{'name': 'submit', 'arguments': {'code': 'not-digits'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::adapterSurfaces'
      'AndCountsRejections'),
     ('<|channel|>commentary to=functions.secret<|message|>{"x":1}<|call|><|channel|>commentary'
      ' to=functions.allowed<|message|>not json<|call|>'),
     [{'function': {'name': 'allowed'}}],
     'harmony',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/HarmonyOutputRouterTests.swift::finalVisibleAna'
      'lysisHidden'),
     '<|channel|>analysis<|message|>private<|end|><|channel|>final<|message|>public<|return|>',
     [{'function': {'name': 'search'}}],
     'harmony',
     [],
     'public',
     'private',
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
