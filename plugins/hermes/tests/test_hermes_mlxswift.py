"""MLX Swift's tests as data for ``<tool_call>`` JSON and the ``<think>`` reasoning every format
shares: model outputs from ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``,
``JSONToolCallParserTests.swift``, ``GenerationReasoningRoutingTests.swift``,
``TextToolCallRecoveryTests.swift``, and ``Tests/MLXFoundationModelsTests/``
``AllowedToolOutputRouterTests.swift``) with the calls, content and reasoning MLX Swift expects.
Streamed chunks and token pieces are joined into their text; tools are the test's definitions
(flat, or OpenAI's ``{"function": ...}`` shape). ``reasoning_started=True`` marks a test whose
decoder is told the prompt opened ``<think>``. Three rows compare only the calls: a call inside
``<think>`` (MLX Swift's processor, without a reasoning config, keeps the block as text) and two
outputs with a stray ``</tool_call>`` after a call (MLX Swift's router drops it; here text that
opens no call is content). An output the router swallows at the end of the stream (a cut or
broken call) is an "error" row: toolcalls names the fault and returns no call. Each row is
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
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::toolCallProcessorPublicDrain',
     ('<tool_call>{"name":"first","arguments":{}}</tool_call><tool_call>{"name":"second","argum'
      'ents":{}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'first', 'arguments': {}}, {'name': 'second', 'arguments': {}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::toolCallProcessorOrderedSplitO'
      'utput'),
     ('<tool_call>{"name":"first","arguments":{}}</tool_call>between<tool_call>{"name":"second"'
      ',"arguments":{}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'first', 'arguments': {}}, {'name': 'second', 'arguments': {}}],
     'between'),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testToolCallDetection',
     ('<tool_call>{"name": "get_current_weather", "arguments": {"location": "San Francisco", "u'
      'nit": "celsius"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather',
       'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONParserDefaultTags',
     '<tool_call>{"name": "get_weather", "arguments": {"location": "Paris"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONParserStringifiedArgum'
      'ents'),
     ('<tool_call>{"name":"get_weather","arguments":"{\\"location\\":\\"Paris\\",\\"unit\\":\\"'
      'celsius\\"}"}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris', 'unit': 'celsius'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONParserStringifiedEmpty'
      'Arguments'),
     '<tool_call>{"name":"current_time","arguments":"{}"}</tool_call>',
     None,
     'hermes',
     [{'name': 'current_time', 'arguments': {}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONParserStringifiedArray'
      'Arguments'),
     ('<tool_call>{"name":"search_many","arguments":"{\\"queries\\":[\\"swift\\",\\"mlx\\"],\\"'
      'limit\\":2}"}</tool_call>'),
     None,
     'hermes',
     [{'name': 'search_many', 'arguments': {'queries': ['swift', 'mlx'], 'limit': 2}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorTaggedS'
      'ingleChunk'),
     '<tool_call>{"name":"get_weather","arguments":{"location":"Tokyo"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorMultipl'
      'eTaggedCallsPreserveOrder'),
     ('<tool_call>{"name":"first_call","arguments":{}}</tool_call><tool_call>{"name":"second_ca'
      'll","arguments":{}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'first_call', 'arguments': {}}, {'name': 'second_call', 'arguments': {}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorTaggedW'
      'ithLeadingText'),
     ('Let me check that.\n'
      '<tool_call>{"name":"get_weather","arguments":{"location":"Osaka"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Osaka'}}],
     'Let me check that.\n'),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testJSONFormatProcessorRecover'
      'sTaggedToolCallAfterBraceText'),
     'note {x} <tool_call>{"name":"get_weather","arguments":{"location":"Paris"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'note {x} '),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/JSONToolCallParserTests.swift::nestedObjectArgu'
      'ments'),
     '<tool_call>{"name": "get_weather", "arguments": {"city": "Tokyo", "unit": "c"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo', 'unit': 'c'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/JSONToolCallParserTests.swift::stringifiedArgum'
      'ents'),
     ('<tool_call>{"name": "get_weather", "arguments": "{\\"city\\": \\"Tokyo\\", \\"unit\\": '
      '\\"c\\"}"}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo', 'unit': 'c'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/JSONToolCallParserTests.swift::emptyArguments',
     '<tool_call>{"name": "ping", "arguments": {}}</tool_call>',
     None,
     'hermes',
     [{'name': 'ping', 'arguments': {}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/JSONToolCallParserTests.swift::emptyStringified'
      'Arguments'),
     '<tool_call>{"name": "ping", "arguments": "{}"}</tool_call>',
     None,
     'hermes',
     [{'name': 'ping', 'arguments': {}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/JSONToolCallParserTests.swift::malformedStringi'
      'fiedArguments'),
     '<tool_call>{"name": "ping", "arguments": "not-json"}</tool_call>',
     None,
     'hermes',
     'error',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GenerationReasoningRoutingTests.swift::toolCall'
      'ParsingIsUnaffected'),
     '<tool_call>{"name":"get_weather","arguments":{"city":"Paris"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::promotesAltern'
      'ateDialects/alternateDialects[0]'),
     '<tool_call>{"name":"weather","arguments":{"city":"Paris"}}</tool_call>',
     [{'function': {'name': 'weather'}}],
     'hermes',
     [{'name': 'weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::nativeFrameIsO'
      'paque'),
     ('<tool_call>{"name":"weather","arguments":{"city":"literal <function=fake> and weather[AR'
      'GS]{}"}}</tool_call>'),
     [{'function': {'name': 'weather'}}],
     'hermes',
     [{'name': 'weather', 'arguments': {'city': 'literal <function=fake> and weather[ARGS]{}'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::reasoningCanno'
      'tDispatchNativeCall'),
     ('<think>consider <tool_call>{"name":"weather","arguments":{"city":"Paris"}}</tool_call> c'
      'arefully</think>'),
     [{'function': {'name': 'weather'}}],
     'hermes',
     [],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::qwenJSONLitera'
      'lCloseMarker'),
     ('<tool_call>{"name":"weather","arguments":{"city":"literal </tool_call> remains data"}}</'
      'tool_call>'),
     [{'function': {'name': 'weather'}}],
     'hermes',
     [{'name': 'weather', 'arguments': {'city': 'literal </tool_call> remains data'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':plainTextRemainsAResponse'),
     'Hello',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [],
     'Hello'),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':eosDoesNotRecoverRedundantJSONBracesWithArbitrarySuffix'),
     '<tool_call>{{"name":"get_weather","arguments":{"location":"Tokyo"}}}}oops',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     'error',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':splitToolCallIsBufferedUntilComplete'),
     '<tool_call>{"name":"get_weather","arguments":{"location":"Paris"}}</tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':malformedTaggedToolSyntaxNeverLeaksAsResponseText'),
     '<tool_call>{"name":}</tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     'error',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':mixedCallTextCallEventsPreserveSourceOrder'),
     ('<tool_call>{"name":"get_weather","arguments":{}}</tool_call>between<tool_call>{"name":"get'
      '_weather","arguments":{}}</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {}}, {'name': 'get_weather', 'arguments': {}}],
     'between'),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':strayClosingMarkerNeverLeaksAsResponseText'),
     '<tool_call>{"name":"get_weather","arguments":{}}</tool_call></tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {}}],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':ordinaryTagLikeTextRemainsAResponse/json'),
     'Use <table> for layout',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [],
     'Use <table> for layout'),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':leadingResponsePrecedesAnIncompleteTaggedCall'),
     'before <tool_call>{"name":"get_weather","arguments":{}}</tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {}}],
     'before '),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':leadingResponsePrecedesAnIncompleteSecondTaggedCall'),
     ('<tool_call>{"name":"get_weather","arguments":{}}</tool_call>between <tool_call>{"name":"ge'
      't_weather","arguments":{}}</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {}}, {'name': 'get_weather', 'arguments': {}}],
     'between '),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':leadingResponsePrecedesAStrayClosingMarker'),
     '<tool_call>{"name":"get_weather","arguments":{}}</tool_call>before </tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {}}],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':nearProtocolMarkersSuppressWithoutStrippingOrdinaryTags/ordinary'),
     'Use <toolbar> and <tool> labels',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [],
     'Use <toolbar> and <tool> labels'),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':eosSuppressesUnclosedExactProtocolTails/json'),
     'before <tool_call>{"name":',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
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
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GenerationReasoningRoutingTests.swift::thinkBlo'
      'ckIsRouted'),
     '<think>weigh the options</think>The answer.',
     None,
     'hermes',
     [],
     'The answer.',
     'weigh the options',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GenerationReasoningRoutingTests.swift::delimite'
      'rSplitAcrossTokensIsRecognized'),
     '<think>hidden</think>shown',
     None,
     'hermes',
     [],
     'shown',
     'hidden',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GenerationReasoningRoutingTests.swift::primedPr'
      'omptRoutesLeadingThought'),
     'reason about it</think>Answer.',
     None,
     'hermes',
     [],
     'Answer.',
     'reason about it',
     True),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/GenerationReasoningRoutingTests.swift::untermin'
      'atedThoughtIsFlushedOnFinish'),
     '<think>ran out of budget',
     None,
     'hermes',
     [],
     '',
     'ran out of budget',
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXFoundationModelsTests/AllowedToolOutputRouterTests.swift:'
      ':reasoningIsSeparatedBeforeToolParsing'),
     ('<think>check live data</think><tool_call>{"name":"get_weather","arguments":{"location":"Ro'
      'me"}}</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'description': 'Get weather',
                    'parameters': {'type': 'object'}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Rome'}}],
     '',
     'check live data',
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
