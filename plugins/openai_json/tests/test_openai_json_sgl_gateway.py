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

Left out: rows the shared conformance corpus or another table already holds (test_empty_input,
test_single_json); rows where toolcalls differs from SGLang by a DESIGN rule
(docs/conformance.md, "SGLang model gateway's tests"); content SGLang drops after the first
call (DESIGN 3a: text after calls is content), for which the row asserts the calls only.
Outputs too long to keep as literals: test_very_long_strings, test_very_long_invalid_input.
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
    (GW + 'tool_parser_edge_cases.rs::test_plain_text_no_tools',
     'This is just a regular response with no tool calls whatsoever.',
     None,
     'json',
     [],
     None),
    (GW + 'tool_parser_edge_cases.rs::test_incomplete_json-1',
     '{"name": "test"',
     None,
     'json',
     'error',
     None),
    (GW + 'tool_parser_edge_cases.rs::test_incomplete_json-2',
     '{"name": "test", "arguments":',
     None,
     'json',
     'error',
     None),
    (GW + 'tool_parser_edge_cases.rs::test_incomplete_json-3',
     '{"name": "test", "arguments": {',
     None,
     'json',
     'error',
     None),
    (GW + 'tool_parser_edge_cases.rs::test_missing_required_fields-1',
     '{"arguments": {"x": 1}}',
     None,
     'json',
     [],
     None),
    (GW + 'tool_parser_edge_cases.rs::test_missing_required_fields-2',
     '{"name": 123, "arguments": {}}',
     None,
     'json',
     'error',
     None),
    (GW + 'tool_parser_edge_cases.rs::test_unicode_edge_cases',
     '{"name": "translate", "arguments": {"text": "Hello 世界 🌍 مرحبا עולם"}}',
     None,
     'json',
     [{'name': 'translate', 'arguments': {'text': 'Hello 世界 🌍 مرحبا עולם'}}],
     None),
    (GW + 'tool_parser_edge_cases.rs::test_multiple_formats_in_text',
     ('\n'
      "    Here's some text with [TOOL_CALLS] that shouldn't trigger.\n"
      '    {"name": "actual_tool", "arguments": {}}\n'
      '    And some more text with <tool_call> tags.\n'
      '    '),
     None,
     'json',
     [{'name': 'actual_tool', 'arguments': {}}],
     None),
    (GW + 'tool_parser_edge_cases.rs::test_escaped_characters',
     ('{"name": "write", "arguments": {"content": "Line 1\\nLine 2\\r\\nLine '
      '3\\tTabbed\\\\Backslash\\"Quote"}}'),
     None,
     'json',
     [{'name': 'write',
       'arguments': {'content': 'Line 1\nLine 2\r\nLine 3\tTabbed\\Backslash"Quote'}}],
     None),
    (GW + 'tool_parser_edge_cases.rs::test_numeric_edge_cases',
     ('{\n'
      '        "name": "calculate",\n'
      '        "arguments": {\n'
      '            "int": 42,\n'
      '            "float": 123.456,\n'
      '            "scientific": 1.23e-4,\n'
      '            "negative": -999,\n'
      '            "zero": 0,\n'
      '            "large": 9007199254740991\n'
      '        }\n'
      '    }'),
     None,
     'json',
     [{'name': 'calculate',
       'arguments': {'int': 42,
                     'float': 123.456,
                     'scientific': 0.000123,
                     'negative': -999,
                     'zero': 0,
                     'large': 9007199254740991}}],
     None),
    (GW + 'tool_parser_edge_cases.rs::test_null_and_boolean_values',
     ('{\n'
      '        "name": "configure",\n'
      '        "arguments": {\n'
      '            "enabled": true,\n'
      '            "disabled": false,\n'
      '            "optional": null\n'
      '        }\n'
      '    }'),
     None,
     'json',
     [{'name': 'configure', 'arguments': {'enabled': True, 'disabled': False, 'optional': None}}],
     None),
    (GW + 'tool_parser_fallback.rs::test_json_parser_invalid_json_returns_as_normal_text-1',
     '{"name": "test", "arguments": invalid json here}',
     None,
     'json',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_json_parser_invalid_json_returns_as_normal_text-2',
     'This is just plain text that should not be parsed as a tool call',
     None,
     'json',
     [],
     'This is just plain text that should not be parsed as a tool call'),
    (GW + 'tool_parser_fallback.rs::test_json_parser_invalid_json_returns_as_normal_text-3',
     "The user said: {something} but it's not valid JSON",
     None,
     'json',
     [],
     "The user said: {something} but it's not valid JSON"),
    (GW + 'tool_parser_fallback.rs::test_almost_valid_tool_calls-1',
     '{"name": "test", "arguments": {"key": "value}}',
     None,
     'json',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_almost_valid_tool_calls-2',
     '{"name": "test", "arguments": {},}',
     None,
     'json',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_almost_valid_tool_calls-3',
     "{'name': 'test', 'arguments': {}}",
     None,
     'json',
     'error',
     None),
    (GWT + 'tool_parser_json.rs::test_simple_json_tool_call',
     '{"name": "get_weather", "arguments": {"location": "San Francisco"}}',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    (GWT + 'tool_parser_json.rs::test_json_array_of_tools',
     ('Hello, here are the results: [\n'
      '        {"name": "get_weather", "arguments": {"location": "SF"}},\n'
      '        {"name": "search", "arguments": {"query": "news"}}\n'
      '    ]'),
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}},
      {'name': 'search', 'arguments': {'query': 'news'}}],
     'Hello, here are the results: '),
    (GWT + 'tool_parser_json.rs::test_json_with_parameters_key',
     '{"name": "calculate", "parameters": {"x": 10, "y": 20}}',
     None,
     'json',
     [{'name': 'calculate', 'arguments': {'x': 10, 'y': 20}}],
     ''),
    (GWT + 'tool_parser_json.rs::test_json_extraction_from_text',
     ('I\'ll help you with that. {"name": "search", "arguments": {"query": "rust"}} Let me search '
      'for that.'),
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'rust'}}],
     "I'll help you with that.  Let me search for that."),
    (GWT + 'tool_parser_json.rs::test_json_with_nested_objects',
     ('{\n'
      '        "name": "update_config",\n'
      '        "arguments": {\n'
      '            "settings": {\n'
      '                "theme": "dark",\n'
      '                "language": "en",\n'
      '                "notifications": {\n'
      '                    "email": true,\n'
      '                    "push": false\n'
      '                }\n'
      '            }\n'
      '        }\n'
      '    }'),
     None,
     'json',
     [{'name': 'update_config',
       'arguments': {'settings': {'theme': 'dark',
                                  'language': 'en',
                                  'notifications': {'email': True, 'push': False}}}}],
     ''),
    (GWT + 'tool_parser_json.rs::test_json_with_special_characters',
     ('{"name": "echo", "arguments": {"text": "Line 1\\nLine 2\\tTabbed", "path": '
      '"C:\\\\Users\\\\test"}}'),
     None,
     'json',
     [{'name': 'echo', 'arguments': {'text': 'Line 1\nLine 2\tTabbed', 'path': 'C:\\Users\\test'}}],
     ''),
    (GWT + 'tool_parser_json.rs::test_json_with_unicode',
     '{"name": "translate", "arguments": {"text": "Hello 世界 🌍", "emoji": "😊"}}',
     None,
     'json',
     [{'name': 'translate', 'arguments': {'text': 'Hello 世界 🌍', 'emoji': '😊'}}],
     ''),
    (GWT + 'tool_parser_json.rs::test_json_empty_arguments',
     '{"name": "ping", "arguments": {}}',
     None,
     'json',
     [{'name': 'ping', 'arguments': {}}],
     ''),
    (GWT + 'tool_parser_json.rs::test_json_invalid_format-1',
     '{"name": "test", "arguments": {"key": "value"',
     None,
     'json',
     'error',
     None),
    (GWT + 'tool_parser_json.rs::test_json_invalid_format-2',
     'This is just plain text',
     None,
     'json',
     [],
     None),
    (GWT + 'tool_parser_json.rs::test_json_array_streaming_required_mode',
     '[{ "name": "get_weather", "parameters": { "city": "Paris" } }]',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (GWT + 'tool_parser_json.rs::test_json_array_multiple_tools_streaming',
     '[{"name":"get_weather","parameters":{"city":"SF"}},{"name":"get_news","parameters":{"topic":"tech"}}]',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}},
      {'name': 'get_news', 'arguments': {'topic': 'tech'}}],
     None),
    (GWT + 'tool_parser_json.rs::test_json_array_closing_bracket_separate_chunk',
     '[{"name":"get_weather","parameters":{"city":"Paris"}}] Here\'s the weather info',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     " Here's the weather info"),
    (GWT + 'tool_parser_json.rs::test_json_single_object_with_trailing_text',
     '{"name":"get_weather","parameters":{"city":"Paris"}} Here\'s the weather',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     " Here's the weather"),
    (GWT + 'tool_parser_json.rs::test_json_single_object_with_bracket_in_text',
     '{"name":"get_weather","parameters":{"city":"Paris"}}] Here\'s the weather',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     "] Here's the weather"),
    (GWT + 'tool_parser_json.rs::test_json_array_bracket_in_text_after_tools',
     '[{"name":"get_weather","parameters":{"city":"Paris"}}] Array notation: arr[0]',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ' Array notation: arr[0]'),
    (GWT + 'tool_parser_json.rs::test_json_bug_incomplete_tool_name_string',
     '{"name": "search", "arguments": {"query": "rust programming"}}',
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'rust programming'}}],
     None),
    (GWT + 'tool_parser_json.rs::test_json_realistic_chunks_simple_tool',
     '{"name": "get_weather", "arguments": {"city": "Paris"}}',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     None),
    (GWT + 'tool_parser_json.rs::test_json_incremental_arguments_streaming',
     '{"name": "search", "arguments": {"query": "test", "limit": 10}}',
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'test', 'limit': 10}}],
     None),
    (GWT + 'tool_parser_json.rs::test_json_very_long_url_in_arguments',
     ('{"name": "search", "arguments": {"query": '
      '"https://example.com/very/long/path/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/"}}'),
     None,
     'json',
     [{'name': 'search',
       'arguments': {'query': 'https://example.com/very/long/path/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/segment/'}}],
     None),
    (GWT + 'tool_parser_json.rs::test_json_unicode',
     '{"name": "search", "arguments": {"query": "Hello 世界 🌍"}}',
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'Hello 世界 🌍'}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_plain_json_fallback',
     '{"name": "calculate", "parameters": {"x": 5, "y": 10}}',
     None,
     'json',
     [{'name': 'calculate', 'arguments': {'x': 5, 'y': 10}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_empty_arguments-2',
     '{"name": "ping", "parameters": {}}',
     None,
     'json',
     [{'name': 'ping', 'arguments': {}}],
     None),
    (GW + 'tool_parser_llama.rs::test_llama_streaming_plain_json',
     '{"name": "search", "parameters": {"query": "test"}}',
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'test'}}],
     None),
    (RT + 'tool_parser_wrapper_tokens.rs::test_json_extraction_without_wrapper_tokens',
     ('\n'
      '    Here is some text before the JSON.\n'
      '    {"name": "search", "arguments": {"query": "test"}}\n'
      '    And here is some text after.\n'
      '    '),
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'test'}}],
     None),
    (RT + 'tool_parser_wrapper_tokens.rs::test_json_with_multiline_wrapper_content',
     ("Here's the function call:\n"
      '```json\n'
      '{\n'
      '    "name": "format_code",\n'
      '    "arguments": {\n'
      '        "language": "rust",\n'
      '        "code": "fn main() {}"\n'
      '    }\n'
      '}\n'
      '```\n'
      'Done!'),
     None,
     'json',
     [{'name': 'format_code', 'arguments': {'language': 'rust', 'code': 'fn main() {}'}}],
     None),
    (RT + 'tool_parser_wrapper_tokens.rs::test_json_empty_wrapper_tokens',
     '{"name": "test", "arguments": {"key": "value"}}',
     None,
     'json',
     [{'name': 'test', 'arguments': {'key': 'value'}}],
     None),
    (RT + 'tool_parser_streaming.rs::test_json_streaming_array',
     '[{"name": "tool1", "arguments": {}}, {"name": "tool2", "arguments": {"x": 1}}]',
     None,
     'json',
     [{'name': 'tool1', 'arguments': {}}, {'name': 'tool2', 'arguments': {'x': 1}}],
     None),
    (RT + 'tool_parser_streaming.rs::test_streaming_reset_after_error',
     '{"name": "test", "arguments": {}}',
     None,
     'json',
     [{'name': 'test', 'arguments': {}}],
     None),
    (RT + 'tool_parser_streaming.rs::test_streaming_with_unicode_chunks',
     '{"name": "translate", "arguments": {"text": "Hello 世界 🌍"}}',
     None,
     'json',
     [{'name': 'translate', 'arguments': {'text': 'Hello 世界 🌍'}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_mixed_formats_in_text-1',
     ('\n'
      "    Some text with [TOOL_CALLS] marker that shouldn't trigger.\n"
      '    Also has <tool_call> tags and [function()] syntax.\n'
      '    But here\'s the actual JSON: {"name": "test", "arguments": {}}\n'
      '    '),
     None,
     'json',
     [{'name': 'test', 'arguments': {}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_deeply_nested_json_structures',
     ('{\n'
      '        "name": "deep_process",\n'
      '        "arguments": {\n'
      '            "level1": {\n'
      '                "level2": {\n'
      '                    "level3": {\n'
      '                        "level4": {\n'
      '                            "level5": {\n'
      '                                "data": [1, 2, [3, [4, 5]]]\n'
      '                            }\n'
      '                        }\n'
      '                    }\n'
      '                }\n'
      '            }\n'
      '        }\n'
      '    }'),
     None,
     'json',
     [{'name': 'deep_process',
       'arguments': {'level1': {'level2': {'level3': {'level4': {'level5': {'data': [1,
                                                                                     2,
                                                                                     [3,
                                                                                      [4,
                                                                                       5]]]}}}}}}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_multiple_sequential_calls_different_formats-2',
     '{"name": "call2", "arguments": {"x": 1}}',
     None,
     'json',
     [{'name': 'call2', 'arguments': {'x': 1}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_empty_and_whitespace_variations-1',
     '  {"name":"compact","arguments":{}}  ',
     None,
     'json',
     [{'name': 'compact', 'arguments': {}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_empty_and_whitespace_variations-2',
     '\n\n        {"name": "spaced", "arguments": {}}\n\n        ',
     None,
     'json',
     [{'name': 'spaced', 'arguments': {}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_empty_and_whitespace_variations-3',
     '\t{"name": "tabbed", "arguments": {}}\t',
     None,
     'json',
     [{'name': 'tabbed', 'arguments': {}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_special_json_values',
     ('{\n'
      '        "name": "test_special",\n'
      '        "arguments": {\n'
      '            "float_e": 1.23e10,\n'
      '            "float_neg_e": 1.23e-10,\n'
      '            "hex_like": "0x1234",\n'
      '            "very_long_num": 99999999999999999999,\n'
      '            "special_strings": ["", " ", "\\u0000", "\\u001f"],\n'
      '            "escaped": "\\\\n\\\\r\\\\t\\\\\\"\\\\\\\\",\n'
      '            "unicode": "\\u4e2d\\u6587"\n'
      '        }\n'
      '    }'),
     None,
     'json',
     [{'name': 'test_special',
       'arguments': {'float_e': 12300000000.0,
                     'float_neg_e': 1.23e-10,
                     'hex_like': '0x1234',
                     'very_long_num': 99999999999999999999,
                     'special_strings': ['', ' ', '\x00', '\x1f'],
                     'escaped': '\\n\\r\\t\\"\\\\',
                     'unicode': '中文'}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_parser_recovery_after_invalid_input',
     '{"name": "valid", "arguments": {}}',
     None,
     'json',
     [{'name': 'valid', 'arguments': {}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_boundary_cases_for_extraction-1',
     '{"name": "start", "arguments": {}} and then text',
     None,
     'json',
     [{'name': 'start', 'arguments': {}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_boundary_cases_for_extraction-2',
     'Some text first {"name": "end", "arguments": {}}',
     None,
     'json',
     [{'name': 'end', 'arguments': {}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_boundary_cases_for_extraction-3',
     'Text {"name": "first", "arguments": {}} more {"name": "second", "arguments": {}}',
     None,
     'json',
     [{'name': 'first', 'arguments': {}}, {'name': 'second', 'arguments': {}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_json_with_duplicate_keys',
     '{"name": "test", "arguments": {"key": "first", "key": "second"}}',
     None,
     'json',
     [{'name': 'test', 'arguments': {'key': 'second'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
