"""LocalAI's tests as data for ``<tool_call>`` JSON and for the reasoning every format shares:
model outputs from mudler/LocalAI (``pkg/functions/parse_test.go``, ``parse_glm_9722_test.go``,
``peg_integration_test.go``, ``peg/chat_test.go``, ``reasoning_test.go``,
``pkg/reasoning/reasoning_test.go`` and ``extractor_test.go``, and the chat endpoint's reasoning
tests) with the calls, content and reasoning LocalAI expects. Streamed tokens are joined into
their text. ``REASONING_CASES`` assert reasoning; ``reasoning_started=True`` marks a test whose
extractor is told the prompt opened ``<think>``. The ``<think>`` pair is the engine's own, so
these rows run with ``hermes`` alone too.

Each row is parsed with every format installed and with its format alone. Where LocalAI's test
checks only part of the result (that a call was found, a substring of an argument), the row
holds the whole call toolcalls returns; an output cut before its end, which LocalAI keeps as a
partial call while it waits for more text, is an "error" row (batch parsing names the cut).

Left out (docs/conformance.md, "LocalAI's tests"): ``<thinking>...</thinking>``, which no format
declares; reasoning switched off by a request option; a parse that must fail because the
request forces a tool call.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should parse the result by matching the JSONRegexMatch'),
     '\n<tool_call>\n{"name": "add", "arguments": {"x": 5, "y": 3}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should detect multiple functions call where the JSONRegexMatch is repeated'),
     ('\n'
      'Some text before the JSON\n'
      '<tool_call>{"name": "add", "arguments": {"x": 5, "y": 3}}</tool_call>\n'
      '<tool_call>{"name": "subtract", "arguments": {"x": 10, "y": 7}}</tool_call>\n'
      'Some text after the JSON\n'),
     None,
     'hermes',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}},
      {'name': 'subtract', 'arguments': {'x': 10, 'y': 7}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should not duplicate parse JSON inside tool_call tags'),
     ('<tool_call>\n'
      '{"name": "get_current_weather", "arguments": {"location": "Beijing", "unit": "celsius"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Beijing', 'unit': 'celsius'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_glm_9722_test.go::'
      'auto-detect must not emit a misparsed tool name (canonical Hermes JSON)'),
     '<tool_call>\n{"name": "bash", "arguments": {"script": "ls"}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'bash', 'arguments': {'script': 'ls'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_glm_9722_test.go::'
      'auto-detect must not emit a misparsed tool name (JSON array)'),
     '<tool_call>\n[{"name": "bash", "arguments": {}}]\n</tool_call>',
     None,
     'hermes',
     [{'name': 'bash', 'arguments': {}}],
     None),
    (('mudler/LocalAI pkg/functions/peg_integration_test.go::'
      'parses json_native format from markers'),
     'Some content<tool_call>{"name": "get_weather", "arguments": {"location": "NYC"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    (('mudler/LocalAI pkg/functions/peg_integration_test.go::'
      'parses json_native format with ID field'),
     ('Some content<tool_call>{"name": "get_weather", "arguments": {"location": "NYC"}, "id": '
      '"call_123"}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    (('mudler/LocalAI pkg/functions/peg/chat_test.go::'
      'ForceToolCalls/succeeds with tool call present'),
     ('Let me check.<tool_call>[{"name": "get_current_weather", "arguments": {"location": "NYC", '
      '"unit": "celsius"}}]</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': 'NYC', 'unit': 'celsius'}}],
     None),
    (('mudler/LocalAI pkg/functions/peg/chat_test.go::'
      'NestedKeysJSONTools/parses nested function.name and function.arguments keys'),
     ('Let me check.<tool_call>{"id": "call_123", "function": {"name": "get_current_weather", '
      '"arguments": {"location": "NYC"}}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': 'NYC'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('mudler/LocalAI pkg/functions/peg/chat_test.go::native format cases/content with thinking',
     '<think>The user said hello, I must say hello back</think>\nHello',
     None,
     'hermes',
     [],
     'Hello',
     'The user said hello, I must say hello back',
     None),
    ('mudler/LocalAI pkg/functions/peg/chat_test.go::native format cases/content with forced_open',
     'The user said hello, I must say hello back</think>\nHello',
     None,
     'hermes',
     [],
     'Hello',
     'The user said hello, I must say hello back',
     True),
    ('mudler/LocalAI pkg/functions/peg/chat_test.go::native format cases/single tool call',
     ('I must get the weather in New York</think>\n'
      '<tool_call>[{"name": "get_current_weather", "arguments": {"location": "New York City, NY", '
      '"unit": "fahrenheit"}}]</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather',
       'arguments': {'location': 'New York City, NY', 'unit': 'fahrenheit'}}],
     '',
     'I must get the weather in New York',
     True),
    ('mudler/LocalAI pkg/functions/peg/chat_test.go::native format cases/parallel tool calls',
     ('I must get the weather in New York and San Francisco and a 3 day forecast of '
      'each.</think>\n'
      'Let me search that for you.<tool_call>[{"name": "get_current_weather", "arguments": '
      '{"location": "New York City, NY", "unit": "fahrenheit"}}, {"name": "get_current_weather", '
      '"arguments": {"location": "San Francisco, CA", "unit": "fahrenheit"}}, {"name": '
      '"get_forecast", "arguments": {"location": "New York City, NY", "unit": "fahrenheit", '
      '"days": 3}}, {"name": "get_forecast", "arguments": {"location": "San Francisco, CA", '
      '"unit": "fahrenheit", "days": 3}}]</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather',
       'arguments': {'location': 'New York City, NY', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_forecast',
       'arguments': {'location': 'New York City, NY', 'unit': 'fahrenheit', 'days': 3}},
      {'name': 'get_forecast',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit', 'days': 3}}],
     'Let me search that for you.',
     'I must get the weather in New York and San Francisco and a 3 day forecast of each.',
     True),
    (('mudler/LocalAI pkg/functions/peg/chat_test.go::'
      'native format cases/JSON schema response format'),
     ('Thinking about the answer</think>\n'
      '<tool_call>[{"name": "get_current_weather", "arguments": {"location": "NYC", "unit": '
      '"celsius"}}]</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': 'NYC', 'unit': 'celsius'}}],
     '',
     'Thinking about the answer',
     True),
    ('mudler/LocalAI pkg/functions/peg/chat_test.go::ExampleQwen3NonCoder/parses JSON tool calls',
     ('I need to get the weather.\n'
      '<tool_call>{"name": "get_current_weather", "arguments": {"location": "New York City, NY", '
      '"unit": "fahrenheit"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_weather',
       'arguments': {'location': 'New York City, NY', 'unit': 'fahrenheit'}}],
     'I need to get the weather.\n',
     '',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should return empty reasoning and original content'),
     'This is regular content without any tags.',
     None,
     'hermes',
     [],
     'This is regular content without any tags.',
     '',
     None),
    ('mudler/LocalAI pkg/functions/reasoning_test.go::should handle content with only whitespace',
     '   \n\t  ',
     None,
     'hermes',
     [],
     '   \n\t  ',
     '',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should extract reasoning from redacted_reasoning block'),
     'Text <think>Redacted reasoning</think> More',
     None,
     'hermes',
     [],
     'Text  More',
     'Redacted reasoning',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should handle redacted_reasoning with multiline content'),
     'Before <think>Line 1\nLine 2\nLine 3</think> After',
     None,
     'hermes',
     [],
     'Before  After',
     'Line 1\nLine 2\nLine 3',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should handle redacted_reasoning with complex content'),
     'Start <think>Complex reasoning\nwith\nmultiple\nlines</think> End',
     None,
     'hermes',
     [],
     'Start  End',
     'Complex reasoning\nwith\nmultiple\nlines',
     None),
    ('mudler/LocalAI pkg/functions/reasoning_test.go::should extract unclosed think block',
     'Before <think>Incomplete',
     None,
     'hermes',
     [],
     'Before ',
     'Incomplete',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should extract unclosed redacted_reasoning block'),
     'Start <think>Partial reasoning content',
     None,
     'hermes',
     [],
     'Start ',
     'Partial reasoning content',
     None),
    ('mudler/LocalAI pkg/functions/reasoning_test.go::should handle reasoning with JSON',
     'Before <think>{"key": "value"}</think> After',
     None,
     'hermes',
     [],
     'Before  After',
     '{"key": "value"}',
     None),
    ('mudler/LocalAI pkg/reasoning/reasoning_test.go::should handle content with only closing tag',
     '</thinking>',
     None,
     'hermes',
     [],
     '</thinking>',
     '',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should extract reasoning when only closing tag is present'),
     'This is reasoning content</think>this is the actual response',
     None,
     'hermes',
     [],
     'this is the actual response',
     'This is reasoning content',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should handle closing-only tag with multiline reasoning'),
     '1. First point\n2. Second point\n3. Third point</think>Final answer',
     None,
     'hermes',
     [],
     'Final answer',
     '1. First point\n2. Second point\n3. Third point',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should handle closing-only tag with complex reasoning (GLM-4 example)'),
     ("**Analyze the user's input:** The user says something.\n"
      '\n'
      '**Final Decision:** Output the text.</think>this is a test'),
     None,
     'hermes',
     [],
     'this is a test',
     ("**Analyze the user's input:** The user says something.\n"
      '\n'
      '**Final Decision:** Output the text.'),
     None),
    ('mudler/LocalAI pkg/functions/reasoning_test.go::should handle mismatched tags',
     '<thinking>Content</think>',
     None,
     'hermes',
     [],
     '',
     '<thinking>Content',
     None),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should treat all content as reasoning until closing tag'),
     'This is reasoning</think>this is content',
     None,
     'hermes',
     [],
     'this is content',
     'This is reasoning',
     True),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should treat all content as reasoning when no closing tag (streaming)'),
     'This is reasoning content still streaming',
     None,
     'hermes',
     [],
     '',
     'This is reasoning content still streaming',
     True),
    ('mudler/LocalAI pkg/functions/reasoning_test.go::should handle GLM-4 style output',
     ('**Analyze:** The user says something.\n'
      '\n'
      '**Final Decision:** Output the text.</think>this is a test'),
     None,
     'hermes',
     [],
     'this is a test',
     '**Analyze:** The user says something.\n\n**Final Decision:** Output the text.',
     True),
    (('mudler/LocalAI pkg/functions/reasoning_test.go::'
      'should handle additional reasoning blocks after initial forced open'),
     'Initial reasoning</think>content<think>more reasoning</think>final content',
     None,
     'hermes',
     [],
     'contentfinal content',
     'Initial reasoning\n\nmore reasoning',
     True),
    ('mudler/LocalAI pkg/functions/reasoning_test.go::should handle only closing tag',
     '</think>only content',
     None,
     'hermes',
     [],
     'only content',
     '',
     True),
    ('mudler/LocalAI pkg/functions/reasoning_test.go::should find earliest closing tag',
     'Reasoning</think>content</thinking>more',
     None,
     'hermes',
     [],
     'content</thinking>more',
     'Reasoning',
     True),
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should extract reasoning and content deltas incrementally'),
     '<think>I need to think</think>Hello world',
     None,
     'hermes',
     [],
     'Hello world',
     'I need to think',
     None),
    ('mudler/LocalAI pkg/reasoning/extractor_test.go::should clear all state / Accumulated',
     '<think>reason</think>content',
     None,
     'hermes',
     [],
     'content',
     'reason',
     None),
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should handle tags split across multiple tokens'),
     '<think>reasoning here</think>final answer',
     None,
     'hermes',
     [],
     'final answer',
     'reasoning here',
     None),
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should suppress reasoning deltas but still extract reasoning internally (first pass)'),
     '<think>first reasoning</think>first content',
     None,
     'hermes',
     [],
     'first content',
     'first reasoning',
     None),
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should suppress reasoning deltas but still extract reasoning internally (retry)'),
     '<think>retry reasoning</think>retry content',
     None,
     'hermes',
     [],
     'retry content',
     'retry reasoning',
     None),
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should suppress reasoning across multiple streaming tokens'),
     '<think>suppressed thought</think>visible answer',
     None,
     'hermes',
     [],
     'visible answer',
     'suppressed thought',
     None),
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should prepend thinking token when prefill is not disabled'),
     'I am thinking</think>Answer here',
     None,
     'hermes',
     [],
     'Answer here',
     'I am thinking',
     None),
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should strip reasoning from content but not return it'),
     '<think>secret reasoning</think>visible content',
     None,
     'hermes',
     [],
     'visible content',
     None,
     None),
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should strip <think> tags if C++ autoparser includes them'),
     '<think>reasoning</think>',
     None,
     'hermes',
     [],
     '',
     'reasoning',
     None),
    (('mudler/LocalAI core/http/endpoints/openai/chat_stream_reasoning_test.go::'
      "returns the autoparser's reasoning classification (polluted extractor sanity)"),
     '{"arguments": {"cmd": "echo hello"}, "name": "exec"}',
     None,
     'hermes',
     [],
     '',
     '{"arguments": {"cmd": "echo hello"}, "name": "exec"}',
     True),
    (('mudler/LocalAI core/http/endpoints/openai/chat_stream_reasoning_test.go::'
      "returns the autoparser's reasoning when it actually did classify reasoning (polluted "
      'extractor sanity)'),
     'ignored polluted state',
     None,
     'hermes',
     [],
     '',
     'ignored polluted state',
     True),
    (('mudler/LocalAI core/http/endpoints/openai/chat_stream_reasoning_test.go::'
      'falls back to the Go-side extractor'),
     '<think>Genuine reasoning from a backend without an autoparser</think>final answer',
     None,
     'hermes',
     [],
     None,
     'Genuine reasoning from a backend without an autoparser',
     None),
    (('mudler/LocalAI core/http/endpoints/openai/chat_stream_reasoning_test.go::'
      'falls back even when ChatDeltas are present but the autoparser never classified '
      'anything'),
     '<think>some thoughts</think>answer',
     None,
     'hermes',
     [],
     None,
     'some thoughts',
     None),
    (('mudler/LocalAI core/http/endpoints/openai/chat_test.go::'
      'splits <think>...</think> out of content into the reasoning field'),
     ('<think>\n'
      'Okay, the user said "Hello". I should reply warmly.\n'
      '</think>\n'
      '\n'
      'Hello! How can I assist you today? 😊'),
     None,
     'hermes',
     [],
     'Hello! How can I assist you today? 😊',
     'Okay, the user said "Hello". I should reply warmly.',
     None),
    (('mudler/LocalAI core/http/endpoints/openai/chat_test.go::'
      'passes plain content through unchanged when no reasoning tags are present'),
     'Just a normal answer with no reasoning at all.',
     None,
     'hermes',
     [],
     'Just a normal answer with no reasoning at all.',
     '',
     None),
    (('mudler/LocalAI core/http/endpoints/openai/chat_test.go::'
      'strips an empty <think></think> block (qwen3 /no_think mode)'),
     '<think>\n\n</think>\n\nHello! How can I assist you today?',
     None,
     'hermes',
     [],
     'Hello! How can I assist you today?',
     '',
     None),
    (('mudler/LocalAI core/http/endpoints/openai/chat_test.go::'
      'still splits reasoning when the model emits the closing tag (prefill paired with '
      '</think>)'),
     'The user wants a greeting.\n</think>\n\nHello there!',
     None,
     'hermes',
     [],
     'Hello there!',
     'The user wants a greeting.',
     None),
    (('mudler/LocalAI core/http/endpoints/openai/chat_test.go::'
      'still splits a fully-tagged <think>...</think> block with a prefill token set'),
     '<think>Reasoning here.</think>Final answer.',
     None,
     'hermes',
     [],
     'Final answer.',
     'Reasoning here.',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_localai_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                content: str | None, reasoning: str | None,
                                started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
