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
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_complete_parsing',
     ('Let me search for that.\n'
      '<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="city">Beijing</parameter>\n'
      '<parameter name="date">2024-12-25</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>\n'
      'The weather will be...'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'date': '2024-12-25'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_multiple_tools',
     ('<minimax:tool_call>\n'
      '<invoke name="search">\n'
      '<parameter name="query">rust tutorials</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>\n'
      '<minimax:tool_call>\n'
      '<invoke name="translate">\n'
      '<parameter name="text">Hello World</parameter>\n'
      '<parameter name="target_lang">zh</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'search', 'arguments': {'query': 'rust tutorials'}},
      {'name': 'translate', 'arguments': {'text': 'Hello World', 'target_lang': 'zh'}}],
     ''),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_type_conversion',
     ('<minimax:tool_call>\n'
      '<invoke name="process">\n'
      '<parameter name="count">42</parameter>\n'
      '<parameter name="rate">1.5</parameter>\n'
      '<parameter name="enabled">true</parameter>\n'
      '<parameter name="data">null</parameter>\n'
      '<parameter name="text">string value</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'process',
       'arguments': {'count': 42,
                     'rate': 1.5,
                     'enabled': True,
                     'data': None,
                     'text': 'string value'}}],
     ''),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_streaming_basic',
     ('<minimax:tool_call><invoke name="get_weather"><parameter '
      'name="city">Shanghai</parameter><parameter '
      'name="units">celsius</parameter></invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Shanghai', 'units': 'celsius'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_streaming_partial_tags',
     ('<minimax:tool_call><invoke name="get_weather"><parameter '
      'name="city">Beijing</parameter></invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_multiple_tools_boundary',
     ('<minimax:tool_call><invoke name="get_weather"><parameter '
      'name="city">Tokyo</parameter></invoke></minimax:tool_call><minimax:tool_call><invoke '
      'name="search"><parameter name="query">weather '
      'forecast</parameter></invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
      {'name': 'search', 'arguments': {'query': 'weather forecast'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_empty_parameters',
     '<minimax:tool_call>\n<invoke name="simple_func">\n</invoke>\n</minimax:tool_call>',
     None,
     'minimax_m2',
     [{'name': 'simple_func', 'arguments': {}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_multiline_parameter_values',
     ('<minimax:tool_call>\n'
      '<invoke name="process">\n'
      '<parameter name="multiline">line1\n'
      'line2\n'
      'line3</parameter>\n'
      '<parameter name="unicode">你好世界 🌍</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'process', 'arguments': {'multiline': 'line1\nline2\nline3', 'unicode': '你好世界 🌍'}}],  # noqa: E501
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_many_parameters',
     ('<minimax:tool_call>\n'
      '<invoke name="complex_func">\n'
      '<parameter name="param1">value1</parameter>\n'
      '<parameter name="param2">value2</parameter>\n'
      '<parameter name="param3">value3</parameter>\n'
      '<parameter name="param4">value4</parameter>\n'
      '<parameter name="param5">value5</parameter>\n'
      '<parameter name="param6">value6</parameter>\n'
      '<parameter name="param7">value7</parameter>\n'
      '<parameter name="param8">value8</parameter>\n'
      '<parameter name="param9">value9</parameter>\n'
      '<parameter name="param10">value10</parameter>\n'
      '<parameter name="param11">value11</parameter>\n'
      '<parameter name="param12">value12</parameter>\n'
      '<parameter name="param13">value13</parameter>\n'
      '<parameter name="param14">value14</parameter>\n'
      '<parameter name="param15">value15</parameter>\n'
      '<parameter name="param16">value16</parameter>\n'
      '<parameter name="param17">value17</parameter>\n'
      '<parameter name="param18">value18</parameter>\n'
      '<parameter name="param19">value19</parameter>\n'
      '<parameter name="param20">value20</parameter>\n'
      '\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'complex_func',
       'arguments': {'param1': 'value1',
                     'param2': 'value2',
                     'param3': 'value3',
                     'param4': 'value4',
                     'param5': 'value5',
                     'param6': 'value6',
                     'param7': 'value7',
                     'param8': 'value8',
                     'param9': 'value9',
                     'param10': 'value10',
                     'param11': 'value11',
                     'param12': 'value12',
                     'param13': 'value13',
                     'param14': 'value14',
                     'param15': 'value15',
                     'param16': 'value16',
                     'param17': 'value17',
                     'param18': 'value18',
                     'param19': 'value19',
                     'param20': 'value20'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_character_by_character_streaming',
     ('Let me help you. <minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="city">Seattle</parameter>\n'
      '<parameter name="units">celsius</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call> Here are the results.'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle', 'units': 'celsius'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_content_before_and_after_tool_calls',
     ("I'll analyze the weather for you now.\n"
      '<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="city">Boston</parameter>\n'
      '<parameter name="state">MA</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>\n'
      "Based on the analysis, here's what I found."),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Boston', 'state': 'MA'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_malformed_invoke_tag',
     ('<minimax:tool_call>\n'
      '<invoke>\n'
      '<parameter name="city">Miami</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     'error',
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_rapid_streaming_bursts',
     ('<minimax:tool_call><invoke name="search"><parameter name="query">rust '
      'programming</parameter></invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'search', 'arguments': {'query': 'rust programming'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_special_characters_in_values',
     ('<minimax:tool_call>\n'
      '<invoke name="process">\n'
      '<parameter name="text">Special chars: @#$%^&*()</parameter>\n'
      '<parameter name="emoji">🦀 Rust 🚀</parameter>\n'
      '<parameter name="quotes">"double" and \'single\' quotes</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'process',
       'arguments': {'text': 'Special chars: @#$%^&*()',
                     'emoji': '🦀 Rust 🚀',
                     'quotes': '"double" and \'single\' quotes'}}],
     None),
    (GW + 'tool_parser_minimax_m2.rs::test_minimax_no_tools',
     ('This is just a normal response without any tool calls.\n'
      'I can provide information directly without using any tools.\n'
      'Even if I mention function names like get_weather or search,\n'
      'they are not actual tool calls unless properly formatted.'),
     None,
     'minimax_m2',
     [],
     ('This is just a normal response without any tool calls.\n'
      'I can provide information directly without using any tools.\n'
      'Even if I mention function names like get_weather or search,\n'
      'they are not actual tool calls unless properly formatted.')),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
