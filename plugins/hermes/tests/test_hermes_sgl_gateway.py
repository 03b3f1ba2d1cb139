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
(test_qwen_parser_invalid_format_returns_as_normal_text-3,
test_qwen_realistic_chunks_with_xml_tags); rows where toolcalls differs from SGLang by a DESIGN
rule (docs/conformance.md, "SGLang model gateway's tests"); content SGLang drops after the
first call (DESIGN 3a: text after calls is content), for which the row asserts the calls only.
In the rows the outputs' absolute path to tmp/test.txt is written relative, so the project
names no absolute path; the rows are otherwise as the tests wrote them.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

GW = "sgl-project/sglang sgl-model-gateway/tests/tool_parser/"
RT = "sgl-project/sglang sgl-router/tests/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GW + 'tool_parser_edge_cases.rs::test_partial_token_at_buffer_boundary',
     '<tool_call>\n{"name": "test", "arguments": {}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'test', 'arguments': {}}],
     None),
    (GW + 'tool_parser_fallback.rs::test_qwen_parser_invalid_format_returns_as_normal_text-1',
     '<tool_call>\n{"name": "test", "arguments": {}}\nThis text is missing the closing tag',
     None,
     'hermes',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_qwen_parser_invalid_format_returns_as_normal_text-2',
     '<tool_call>\n{"name": "test", "arguments": invalid}\n</tool_call>',
     None,
     'hermes',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_partial_tool_markers-1',
     "<tool_call>\nThis looks like it might be a tool call but it's not",
     None,
     'hermes',
     [],
     "<tool_call>\nThis looks like it might be a tool call but it's not"),
    (GW + 'tool_parser_fallback.rs::test_unicode_and_special_chars_in_failed_parsing-1',
     '<tool_call>\n{"name": "测试", "arguments": 🚀 invalid}\n</tool_call>',
     None,
     'hermes',
     'error',
     None),
    (RT + 'tool_parser_streaming.rs::test_qwen_streaming',
     '<tool_call>\n{"name": "translate", "arguments": {"text": "hello", "to": "zh"}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'translate', 'arguments': {'text': 'hello', 'to': 'zh'}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_format_markers_in_string_content-2',
     ('<tool_call>\n'
      '{"name": "log", "arguments": {"msg": "Found [function()] pattern"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'log', 'arguments': {'msg': 'Found [function()] pattern'}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_qwen_with_cdata_like_content',
     '<tool_call>\n{"name": "process", "arguments": {"xml": "<![CDATA[some data]]>"}}\n</tool_call>',  # noqa: E501
     None,
     'hermes',
     [{'name': 'process', 'arguments': {'xml': '<![CDATA[some data]]>'}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_qwen_single_tool',
     ('<tool_call>\n'
      '{"name": "get_weather", "arguments": {"city": "Beijing", "units": "celsius"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'units': 'celsius'}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_qwen_multiple_sequential_tools',
     ('Let me help you with that.\n'
      '<tool_call>\n'
      '{"name": "search", "arguments": {"query": "Qwen model"}}\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '{"name": "translate", "arguments": {"text": "Hello", "to": "zh"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'search', 'arguments': {'query': 'Qwen model'}},
      {'name': 'translate', 'arguments': {'text': 'Hello', 'to': 'zh'}}],
     'Let me help you with that.\n'),
    (GW + 'tool_parser_qwen.rs::test_qwen_pretty_printed_json',
     ('<tool_call>\n'
      '{\n'
      '    "name": "create_document",\n'
      '    "arguments": {\n'
      '        "title": "Test Document",\n'
      '        "content": "This is a test",\n'
      '        "metadata": {\n'
      '            "author": "Qwen",\n'
      '            "tags": ["test", "example"]\n'
      '        }\n'
      '    }\n'
      '}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'create_document',
       'arguments': {'title': 'Test Document',
                     'content': 'This is a test',
                     'metadata': {'author': 'Qwen', 'tags': ['test', 'example']}}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_qwen_with_text_between',
     ('First, let me search for information.\n'
      '<tool_call>\n'
      '{"name": "search", "arguments": {"query": "test"}}\n'
      '</tool_call>\n'
      '\n'
      "Now I'll translate something.\n"
      '\n'
      '<tool_call>\n'
      '{"name": "translate", "arguments": {"text": "world", "to": "es"}}\n'
      '</tool_call>\n'
      'Done!'),
     None,
     'hermes',
     [{'name': 'search', 'arguments': {'query': 'test'}},
      {'name': 'translate', 'arguments': {'text': 'world', 'to': 'es'}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_qwen_empty_arguments',
     '<tool_call>\n{"name": "get_time", "arguments": {}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'get_time', 'arguments': {}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_qwen_with_newlines_in_strings',
     ('<tool_call>\n'
      '{"name": "write_file", "arguments": {"content": "Line 1\\nLine 2\\nLine 3", "path": '
      '"tmp/test.txt"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'write_file',
       'arguments': {'content': 'Line 1\nLine 2\nLine 3', 'path': 'tmp/test.txt'}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_qwen_real_world_output',
     ("I'll help you search for information and perform calculations.\n"
      '\n'
      '<tool_call>\n'
      '{\n'
      '    "name": "web_search",\n'
      '    "arguments": {\n'
      '        "query": "quantum computing breakthroughs 2024",\n'
      '        "language": "en",\n'
      '        "region": "us",\n'
      '        "safe_search": true\n'
      '    }\n'
      '}\n'
      '</tool_call>\n'
      '\n'
      'Let me also calculate something for you:\n'
      '\n'
      '<tool_call>\n'
      '{\n'
      '    "name": "calculator",\n'
      '    "arguments": {\n'
      '        "expression": "sqrt(144) + 3^2",\n'
      '        "precision": 2\n'
      '    }\n'
      '}\n'
      '</tool_call>\n'
      '\n'
      'These tools will provide the information you need.'),
     None,
     'hermes',
     [{'name': 'web_search',
       'arguments': {'query': 'quantum computing breakthroughs 2024',
                     'language': 'en',
                     'region': 'us',
                     'safe_search': True}},
      {'name': 'calculator', 'arguments': {'expression': 'sqrt(144) + 3^2', 'precision': 2}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_buffer_drain_optimization',
     ('<tool_call>\n'
      '{"name": "test1", "arguments": {}}\n'
      '</tool_call><tool_call>\n'
      '{"name": "test2", "arguments": {"x": 1}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'test1', 'arguments': {}}, {'name': 'test2', 'arguments': {'x': 1}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_buffer_efficiency_with_multiple_tools',
     ('<tool_call>\n'
      '{"name": "tool1", "arguments": {"a": 1}}\n'
      '</tool_call><tool_call>\n'
      '{"name": "tool2", "arguments": {"b": 2}}\n'
      '</tool_call><tool_call>\n'
      '{"name": "tool3", "arguments": {"c": 3}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'tool1', 'arguments': {'a': 1}},
      {'name': 'tool2', 'arguments': {'b': 2}},
      {'name': 'tool3', 'arguments': {'c': 3}}],
     None),
    (GW + 'tool_parser_qwen.rs::test_qwen_xml_tag_arrives_in_parts',
     '<tool_call>\n{"name": "translate", "arguments": {"text": "hello"}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'translate', 'arguments': {'text': 'hello'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
