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

Left out: rows the shared conformance corpus or another table already holds (none here); rows
where toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md, "SGLang model
gateway's tests"); content SGLang drops after the first call (DESIGN 3a: text after calls is
content), for which the row asserts the calls only.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

GW = "sgl-project/sglang sgl-model-gateway/tests/tool_parser/"
GWT = "sgl-project/sglang sgl-model-gateway/tests/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GWT + 'tool_parser_glm4_moe.rs::test_glm4_complete_parsing',
     ('Let me search for that.\n'
      '<tool_call>get_weather\n'
      '<arg_key>city</arg_key>\n'
      '<arg_value>Beijing</arg_value>\n'
      '<arg_key>date</arg_key>\n'
      '<arg_value>2024-12-25</arg_value>\n'
      '</tool_call>\n'
      'The weather will be...'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'date': '2024-12-25'}}],
     None),
    (GWT + 'tool_parser_glm4_moe.rs::test_glm4_multiple_tools',
     ('<tool_call>search\n'
      '<arg_key>query</arg_key>\n'
      '<arg_value>rust tutorials</arg_value>\n'
      '</tool_call>\n'
      '<tool_call>translate\n'
      '<arg_key>text</arg_key>\n'
      '<arg_value>Hello World</arg_value>\n'
      '<arg_key>target_lang</arg_key>\n'
      '<arg_value>zh</arg_value>\n'
      '</tool_call>'),
     None,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'rust tutorials'}},
      {'name': 'translate', 'arguments': {'text': 'Hello World', 'target_lang': 'zh'}}],
     ''),
    (GWT + 'tool_parser_glm4_moe.rs::test_glm4_type_conversion',
     ('<tool_call>process\n'
      '<arg_key>count</arg_key>\n'
      '<arg_value>42</arg_value>\n'
      '<arg_key>rate</arg_key>\n'
      '<arg_value>1.5</arg_value>\n'
      '<arg_key>enabled</arg_key>\n'
      '<arg_value>true</arg_value>\n'
      '<arg_key>data</arg_key>\n'
      '<arg_value>null</arg_value>\n'
      '<arg_key>text</arg_key>\n'
      '<arg_value>string value</arg_value>\n'
      '</tool_call>'),
     None,
     'glm4',
     [{'name': 'process',
       'arguments': {'count': 42,
                     'rate': 1.5,
                     'enabled': True,
                     'data': None,
                     'text': 'string value'}}],
     ''),
    (GWT + 'tool_parser_glm4_moe.rs::test_glm4_streaming',
     ('<tool_call>get_weather\n'
      '<arg_key>city</arg_key>\n'
      '<arg_value>Shanghai</arg_value>\n'
      '<arg_key>units</arg_key>\n'
      '<arg_value>celsius</arg_value>\n'
      '</tool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Shanghai', 'units': 'celsius'}}],
     None),
    (GWT + 'tool_parser_glm4_moe.rs::test_glm4_nested_json_in_arg_values',
     ('<tool_call>process\n'
      '<arg_key>data</arg_key>\n'
      '<arg_value>{"nested": {"key": "value"}}</arg_value>\n'
      '<arg_key>list</arg_key>\n'
      '<arg_value>[1, 2, 3]</arg_value>\n'
      '</tool_call>'),
     None,
     'glm4',
     [{'name': 'process', 'arguments': {'data': {'nested': {'key': 'value'}}, 'list': [1, 2, 3]}}],
     None),
    (GW + 'tool_parser_glm47_moe.rs::test_glm47_complete_parsing',
     ('Let me search for that.\n'
      '<tool_call>get_weather<arg_key>city</arg_key><arg_value>Beijing</arg_value><arg_key>date</arg_key><arg_value>2024-12-25</arg_value></tool_call>\n'
      'The weather will be...'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'date': '2024-12-25'}}],
     None),
    (GW + 'tool_parser_glm47_moe.rs::test_glm47_multiple_tools',
     ('<tool_call>search<arg_key>query</arg_key><arg_value>rust '
      'tutorials</arg_value></tool_call><tool_call>translate<arg_key>text</arg_key><arg_value>Hello '  # noqa: E501
      'World</arg_value><arg_key>target_lang</arg_key><arg_value>zh</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'rust tutorials'}},
      {'name': 'translate', 'arguments': {'text': 'Hello World', 'target_lang': 'zh'}}],
     ''),
    (GW + 'tool_parser_glm47_moe.rs::test_glm47_type_conversion',
     ('<tool_call>process<arg_key>count</arg_key><arg_value>42</arg_value><arg_key>rate</arg_key><arg_value>1.5</arg_value><arg_key>enabled</arg_key><arg_value>true</arg_value><arg_key>data</arg_key><arg_value>null</arg_value><arg_key>text</arg_key><arg_value>string '  # noqa: E501
      'value</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'process',
       'arguments': {'count': 42,
                     'rate': 1.5,
                     'enabled': True,
                     'data': None,
                     'text': 'string value'}}],
     ''),
    (GW + 'tool_parser_glm47_moe.rs::test_glm47_streaming',
     '<tool_call>get_weather<arg_key>city</arg_key><arg_value>Shanghai</arg_value><arg_key>units</arg_key><arg_value>celsius</arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Shanghai', 'units': 'celsius'}}],
     None),
    (GW + 'tool_parser_glm47_moe.rs::test_glm47_nested_json_in_arg_values',
     ('<tool_call>process<arg_key>data</arg_key><arg_value>{"nested": {"key": '
      '"value"}}</arg_value><arg_key>list</arg_key><arg_value>[1, 2, 3]</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'process', 'arguments': {'data': {'nested': {'key': 'value'}}, 'list': [1, 2, 3]}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
