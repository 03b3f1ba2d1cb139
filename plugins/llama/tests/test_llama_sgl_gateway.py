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
(test_multiple_json_with_separator, test_plain_text_only, test_with_python_tag_prefix); rows
where toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md, "SGLang model
gateway's tests"); content SGLang drops after the first call (DESIGN 3a: text after calls is
content), for which the row asserts the calls only.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

GW = "sgl-project/sglang sgl-model-gateway/tests/tool_parser/"
RT = "sgl-project/sglang sgl-router/tests/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GW + 'tool_parser_fallback.rs::test_llama_parser_invalid_format_returns_as_normal_text-1',
     '<|python_tag|>{"name": "test", "arguments": invalid}',
     None,
     'llama',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_llama_parser_invalid_format_returns_as_normal_text-2',
     'Just explaining something without any function calls.',
     None,
     'llama',
     [],
     'Just explaining something without any function calls.'),
    (GW + 'tool_parser_fallback.rs::test_llama_parser_invalid_format_returns_as_normal_text-3',
     "Here's my response <|python_tag|>not even close to JSON",
     None,
     'llama',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_partial_tool_markers-3',
     'Starting a response <|python_tag|> but no JSON',
     None,
     'llama',
     'error',
     None),
    (GW + 'tool_parser_llama.rs::test_llama_python_tag_format',
     'Here are some results: <|python_tag|>{"name": "search", "parameters": {"query": "weather"}}',
     None,
     'llama',
     [{'name': 'search', 'arguments': {'query': 'weather'}}],
     'Here are some results: '),
    (GW + 'tool_parser_llama.rs::test_llama_with_semicolon_separation',
     '<|python_tag|>{"name": "tool1", "parameters": {}};{"name": "tool2", "parameters": {"y": 2}}',
     None,
     'llama',
     [{'name': 'tool1', 'arguments': {}}, {'name': 'tool2', 'arguments': {'y': 2}}],
     ''),
    (GW + 'tool_parser_llama.rs::test_llama_no_tool_calls',
     'This is just plain text with no tool calls',
     None,
     'llama',
     [],
     'This is just plain text with no tool calls'),
    (GW + 'tool_parser_llama.rs::test_llama_with_text_before',
     ('Let me help you with that. <|python_tag|>{"name": "get_time", "parameters": {"timezone": '
      '"UTC"}}'),
     None,
     'llama',
     [{'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     'Let me help you with that. '),
    (GW + 'tool_parser_llama.rs::test_llama_with_nested_json',
     ('<|python_tag|>{\n'
      '        "name": "update_settings",\n'
      '        "parameters": {\n'
      '            "preferences": {\n'
      '                "theme": "dark",\n'
      '                "language": "en"\n'
      '            },\n'
      '            "notifications": true\n'
      '        }\n'
      '    }'),
     None,
     'llama',
     [{'name': 'update_settings',
       'arguments': {'preferences': {'theme': 'dark', 'language': 'en'}, 'notifications': True}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_empty_arguments-1',
     '<|python_tag|>{"name": "ping", "parameters": {}}',
     None,
     'llama',
     [{'name': 'ping', 'arguments': {}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_invalid_json_after_tag',
     '<|python_tag|>{"name": invalid}',
     None,
     'llama',
     'error',
     None),
    (GW + 'tool_parser_llama.rs::test_llama_real_world_output-1',
     ("I'll search for that information for you.\n"
      '\n'
      '<|python_tag|>{"name": "web_search", "parameters": {"query": "Llama 3.2 model '
      'capabilities", "num_results": 5, "search_type": "recent"}}'),
     None,
     'llama',
     [{'name': 'web_search',
       'arguments': {'query': 'Llama 3.2 model capabilities',
                     'num_results': 5,
                     'search_type': 'recent'}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_real_world_output-2',
     ('<|python_tag|>{\n'
      '    "name": "get_current_time",\n'
      '    "parameters": {\n'
      '        "timezone": "America/New_York",\n'
      '        "format": "ISO8601"\n'
      '    }\n'
      '}'),
     None,
     'llama',
     [{'name': 'get_current_time',
       'arguments': {'timezone': 'America/New_York', 'format': 'ISO8601'}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_streaming_partial',
     '<|python_tag|>{"name": "calculate", "parameters": {"x": 10}}',
     None,
     'llama',
     [{'name': 'calculate', 'arguments': {'x': 10}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_streaming_with_text_before',
     'Let me help you. <|python_tag|>{"name": "get_time", "parameters": {"timezone": "UTC"}}',
     None,
     'llama',
     [{'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_streaming_multiple_tools',
     '<|python_tag|>{"name": "func1", "parameters": {}};{"name": "func2", "parameters": {}}',
     None,
     'llama',
     [{'name': 'func1', 'arguments': {}}, {'name': 'func2', 'arguments': {}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_streaming_multiple_tools_chunked',
     ('<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris"}};{"name": "get_time", '
      '"parameters": {"timezone": "UTC"}}'),
     None,
     'llama',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_realistic_chunks_with_python_tag',
     '<|python_tag|>{"name": "calculate", "parameters": {"x": 10, "y": 20}}',
     None,
     'llama',
     [{'name': 'calculate', 'arguments': {'x': 10, 'y': 20}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_python_tag_arrives_in_parts',
     '<|python_tag|>{"name": "search", "parameters": {"q": "test"}}',
     None,
     'llama',
     [{'name': 'search', 'arguments': {'q': 'test'}}],
     None),
    (RT + 'tool_parser_streaming.rs::test_llama_streaming_with_python_tag',
     'Let me help. <|python_tag|>{"name": "calculate", "arguments": {"x": 10}}',
     None,
     'llama',
     [{'name': 'calculate', 'arguments': {'x': 10}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_multiple_sequential_calls_different_formats-1',
     'First call: <|python_tag|>{"name": "call1", "arguments": {}}',
     None,
     'llama',
     [{'name': 'call1', 'arguments': {}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
