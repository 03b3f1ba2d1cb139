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

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GW + 'tool_parser_step3.rs::test_step3_complete_parsing',
     ('Let me help you.\n'
      '<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="search">\n'
      '<steptml:parameter name="query">rust programming</steptml:parameter>\n'
      '<steptml:parameter name="limit">10</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>\n'
      'Here are the results...'),
     None,
     'step3',
     [{'name': 'search', 'arguments': {'query': 'rust programming', 'limit': 10}}],
     None),
    (GW + 'tool_parser_step3.rs::test_step3_multiple_tools',
     ('<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_weather">\n'
      '<steptml:parameter name="location">Tokyo</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_news">\n'
      '<steptml:parameter name="category">tech</steptml:parameter>\n'
      '<steptml:parameter name="limit">5</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>'),
     None,
     'step3',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}},
      {'name': 'get_news', 'arguments': {'category': 'tech', 'limit': 5}}],
     None),
    (GW + 'tool_parser_step3.rs::test_step3_type_conversion',
     ('<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="process">\n'
      '<steptml:parameter name="count">100</steptml:parameter>\n'
      '<steptml:parameter name="rate">2.5</steptml:parameter>\n'
      '<steptml:parameter name="active">true</steptml:parameter>\n'
      '<steptml:parameter name="optional">null</steptml:parameter>\n'
      '<steptml:parameter name="text">hello world</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>'),
     None,
     'step3',
     [{'name': 'process',
       'arguments': {'count': 100,
                     'rate': 2.5,
                     'active': True,
                     'optional': None,
                     'text': 'hello world'}}],
     None),
    (GW + 'tool_parser_step3.rs::test_step3_streaming',
     ('<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="calc">\n'
      '<steptml:parameter name="x">10</steptml:parameter>\n'
      '<steptml:parameter name="y">20</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>'),
     None,
     'step3',
     [{'name': 'calc', 'arguments': {'x': 10, 'y': 20}}],
     None),
    (GW + 'tool_parser_step3.rs::test_step3_nested_steptml',
     ('<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="config">\n'
      '<steptml:parameter name="settings">{"nested": {"key": "value"}}</steptml:parameter>\n'
      '<steptml:parameter name="array">[1, 2, 3]</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>'),
     None,
     'step3',
     [{'name': 'config',
       'arguments': {'settings': {'nested': {'key': 'value'}}, 'array': [1, 2, 3]}}],
     None),
    (GW + 'tool_parser_step3.rs::test_steptml_format',
     ('Text before.\n'
      '<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="search">\n'
      '<steptml:parameter name="query">rust lang</steptml:parameter>\n'
      '<steptml:parameter name="limit">10</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>Text after.'),
     None,
     'step3',
     [{'name': 'search', 'arguments': {'query': 'rust lang', 'limit': 10}}],
     None),
    (GW + 'tool_parser_step3.rs::test_json_parameter_values',
     ('<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="config">\n'
      '<steptml:parameter name="settings">{"nested": {"value": true}}</steptml:parameter>\n'
      '<steptml:parameter name="items">[1, 2, 3]</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>'),
     None,
     'step3',
     [{'name': 'config',
       'arguments': {'settings': {'nested': {'value': True}}, 'items': [1, 2, 3]}}],
     None),
    (GW + 'tool_parser_step3.rs::test_step3_parameter_with_angle_brackets',
     ('<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="compare">\n'
      '<steptml:parameter name="expression">a < b && b > c</steptml:parameter>\n'
      '<steptml:parameter name="context">comparison test</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>'),
     None,
     'step3',
     [{'name': 'compare',
       'arguments': {'expression': 'a < b && b > c', 'context': 'comparison test'}}],
     None),
    (GW + 'tool_parser_step3.rs::test_step3_empty_function_name',
     ('<｜tool_calls_begin｜>\n'
      '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="">\n'
      '<steptml:parameter name="param">value</steptml:parameter>\n'
      '</steptml:invoke><｜tool_call_end｜>\n'
      '<｜tool_calls_end｜>'),
     None,
     'step3',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
