"""SGLang model gateway's tool-parser tests as data: each row is a model output from the Rust
tests of sgl-project/sglang's gateway (``sgl-model-gateway/tests/tool_parser/*.rs``, the older
top-level ``sgl-model-gateway/tests/tool_parser_*.rs`` and
``sgl-router/tests/tool_parser_*.rs``; the file and test are in each row's source; a streaming
test's chunks are joined), the format, the tools (the tests pass none to ``parse_complete``),
the calls it expects, or "error" where it returns no call for a malformed output and toolcalls
reports the error, and the content (SGLang's ``normal_text``) where the test asserts it and it
agrees. Each row is parsed with every format installed and with its format alone; content is
compared with whitespace runs collapsed and the ends stripped. Where a test checks only some
argument keys, the row holds the whole arguments object toolcalls reads, which agrees on every
key the test checks.

Left out: rows the shared conformance corpus or another table already holds
(test_malformed_mistral-1, test_malformed_mistral-3); rows where toolcalls differs from SGLang
by a DESIGN rule (docs/conformance.md, "SGLang model gateway's tests"); content SGLang drops
after the first call (DESIGN 3a: text after calls is content), for which the row asserts the
calls only.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

GW = "sgl-project/sglang sgl-model-gateway/tests/tool_parser/"
GWT = "sgl-project/sglang sgl-model-gateway/tests/"
RT = "sgl-project/sglang sgl-router/tests/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GW + 'tool_parser_edge_cases.rs::test_malformed_mistral-2',
     '[TOOL_CALLS] {',
     None,
     'mistral',
     'error',
     None),
    (GW + 'tool_parser_edge_cases.rs::test_malformed_mistral-4',
     '[TOOL_CALLS] [{]',
     None,
     'mistral',
     'error',
     None),
    (GW + 'tool_parser_edge_cases.rs::test_malformed_mistral-5',
     '[TOOL_CALLS] [{"name": }]',
     None,
     'mistral',
     'error',
     None),
    (GW + 'tool_parser_edge_cases.rs::test_nested_brackets_in_strings-1',
     '[TOOL_CALLS] [{"name": "echo", "arguments": {"text": "Array: [1, 2, 3]"}}]',
     None,
     'mistral',
     [{'name': 'echo', 'arguments': {'text': 'Array: [1, 2, 3]'}}],
     None),
    (GW + 'tool_parser_fallback.rs::test_mistral_parser_invalid_format_returns_as_normal_text-1',
     '[TOOL_CALLS] [{"name": "test", "arguments": {}}',
     None,
     'mistral',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_mistral_parser_invalid_format_returns_as_normal_text-2',
     '[TOOL_CALLS] [{"name": invalid json}]',
     None,
     'mistral',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_mistral_parser_invalid_format_returns_as_normal_text-3',
     'No tool calls here, just regular text.',
     None,
     'mistral',
     [],
     'No tool calls here, just regular text.'),
    (GW + 'tool_parser_fallback.rs::test_partial_tool_markers-2',
     '[TOOL_CALLS] But then nothing follows...',
     None,
     'mistral',
     [],
     '[TOOL_CALLS] But then nothing follows...'),
    (RT + 'tool_parser_streaming.rs::test_mistral_streaming',
     'Here is the result: [TOOL_CALLS] [{"name": "search", "arguments": {"query": "rust lang"}}]',
     None,
     'mistral',
     [{'name': 'search', 'arguments': {'query': 'rust lang'}}],
     None),
    (GWT + 'tool_parser_mistral.rs::test_mistral_single_tool',
     ('Let me search for that.\n'
      '[TOOL_CALLS] [{"name": "search_web", "arguments": {"query": "latest news", "max_results": '
      '5}}]'),
     None,
     'mistral',
     [{'name': 'search_web', 'arguments': {'query': 'latest news', 'max_results': 5}}],
     'Let me search for that.\n'),
    (GWT + 'tool_parser_mistral.rs::test_mistral_multiple_tools',
     ("I'll help you with both tasks.\n"
      '[TOOL_CALLS] [\n'
      '    {"name": "get_weather", "arguments": {"city": "Tokyo", "units": "celsius"}},\n'
      '    {"name": "search_news", "arguments": {"query": "AI developments", "limit": 10}}\n'
      ']'),
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo', 'units': 'celsius'}},
      {'name': 'search_news', 'arguments': {'query': 'AI developments', 'limit': 10}}],
     "I'll help you with both tasks.\n"),
    (GWT + 'tool_parser_mistral.rs::test_mistral_nested_json',
     ('Processing complex data.\n'
      '[TOOL_CALLS] [{"name": "process_data", "arguments": {"config": {"nested": {"value": [1, 2, '
      '3]}}, "enabled": true}}]'),
     None,
     'mistral',
     [{'name': 'process_data',
       'arguments': {'config': {'nested': {'value': [1, 2, 3]}}, 'enabled': True}}],
     'Processing complex data.\n'),
    (GWT + 'tool_parser_mistral.rs::test_mistral_with_text_after',
     ('[TOOL_CALLS] [{"name": "test", "arguments": {}}]\n'
      '\n'
      "And here's some text after the tool call that should be ignored."),
     None,
     'mistral',
     [{'name': 'test', 'arguments': {}}],
     None),
    (GWT + 'tool_parser_mistral.rs::test_mistral_empty_arguments',
     '[TOOL_CALLS] [{"name": "ping", "arguments": {}}]',
     None,
     'mistral',
     [{'name': 'ping', 'arguments': {}}],
     None),
    (GWT + 'tool_parser_mistral.rs::test_mistral_with_brackets_in_strings',
     '[TOOL_CALLS] [{"name": "echo", "arguments": {"text": "Array notation: arr[0] = value[1]"}}]',
     None,
     'mistral',
     [{'name': 'echo', 'arguments': {'text': 'Array notation: arr[0] = value[1]'}}],
     None),
    (GWT + 'tool_parser_mistral.rs::test_mistral_malformed_json-1',
     '[TOOL_CALLS] [{"name": "test", "arguments": {}',
     None,
     'mistral',
     'error',
     None),
    (GWT + 'tool_parser_mistral.rs::test_mistral_malformed_json-2',
     '[TOOL_CALLS] [{"name": invalid}]',
     None,
     'mistral',
     'error',
     None),
    (GWT + 'tool_parser_mistral.rs::test_mistral_real_world_output',
     ("I'll search for information about Rust programming and check the weather in San Francisco.\n"
      '\n'
      '[TOOL_CALLS] [\n'
      '    {\n'
      '        "name": "web_search",\n'
      '        "arguments": {\n'
      '            "query": "Rust programming language features 2024",\n'
      '            "max_results": 3,\n'
      '            "include_snippets": true\n'
      '        }\n'
      '    },\n'
      '    {\n'
      '        "name": "get_weather",\n'
      '        "arguments": {\n'
      '            "location": "San Francisco, CA",\n'
      '            "units": "fahrenheit",\n'
      '            "include_forecast": false\n'
      '        }\n'
      '    }\n'
      ']\n'
      '\n'
      'Let me execute these searches for you.'),
     None,
     'mistral',
     [{'name': 'web_search',
       'arguments': {'query': 'Rust programming language features 2024',
                     'max_results': 3,
                     'include_snippets': True}},
      {'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA',
                     'units': 'fahrenheit',
                     'include_forecast': False}}],
     None),
    (GWT + 'tool_parser_mistral.rs::test_mistral_streaming_closing_bracket',
     '[TOOL_CALLS] [{"name":"get_weather","arguments":{"city":"Paris"}}] Here\'s the weather info',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     " Here's the weather info"),
    (GWT + 'tool_parser_mistral.rs::test_mistral_streaming_bracket_in_text_after_tools',
     '[TOOL_CALLS] [{"name":"get_weather","arguments":{"city":"Paris"}}] Array notation: arr[0]',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ' Array notation: arr[0]'),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_mistral_with_pretty_json',
     ('[TOOL_CALLS] [\n'
      '        {\n'
      '            "name": "formatted",\n'
      '            "arguments": {\n'
      '                "nested": {\n'
      '                    "key": "value"\n'
      '                },\n'
      '                "array": [\n'
      '                    1,\n'
      '                    2,\n'
      '                    3\n'
      '                ]\n'
      '            }\n'
      '        }\n'
      '    ]'),
     None,
     'mistral',
     [{'name': 'formatted', 'arguments': {'nested': {'key': 'value'}, 'array': [1, 2, 3]}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
