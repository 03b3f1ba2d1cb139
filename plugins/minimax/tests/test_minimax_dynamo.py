"""NVIDIA Dynamo's tool-call parser tests as data: which files were read, how a row is written
(the test's raw string, its tools as flat definitions, the calls Dynamo expects or "error",
content compared with whitespace runs collapsed) and what was left out by which rule is
docs/conformance.md, "NVIDIA Dynamo's tests". Each row is parsed with every format installed
and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_minimax_m'
      '2_multiple_tool_calls'),
     ('<minimax:tool_call>\n<invoke name="search_web">\n<parameter name="query_tag">["technology"'
      ', "events"]</parameter>\n<parameter name="query_list">["OpenAI", "latest", "release"]</par'
      'ameter>\n</invoke>\n<invoke name="search_web">\n<parameter name="query_tag">["technology",'
      ' "events"]</parameter>\n<parameter name="query_list">["Gemini", "latest", "release"]</para'
      'meter>\n</invoke>\n</minimax:tool_call>'),
     [{'name': 'search_web',
       'parameters': {'properties': {'query_tag': {'type': 'array'},
                                     'query_list': {'type': 'array'}}}}],
     'minimax_m2',
     [{'name': 'search_web',
       'arguments': {'query_tag': ['technology', 'events'],
                     'query_list': ['OpenAI', 'latest', 'release']}},
      {'name': 'search_web',
       'arguments': {'query_tag': ['technology', 'events'],
                     'query_list': ['Gemini', 'latest', 'release']}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_minimax_m'
      '2_with_normal_text'),
     ('I\'ll help you check the weather. <minimax:tool_call>\n<invoke name="get_weather">\n<param'
      'eter name="location">Tokyo</parameter>\n<parameter name="unit">fahrenheit</parameter>\n</i'
      'nvoke>\n</minimax:tool_call> Let me get that information for you.'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo', 'unit': 'fahrenheit'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_minimax_m'
      '2_empty_parameters'),
     '<minimax:tool_call>\n<invoke name="get_time">\n</invoke>\n</minimax:tool_call>',
     None,
     'minimax_m2',
     [{'name': 'get_time', 'arguments': {}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_minimax_m'
      '2_with_type_conversion'),
     ('<minimax:tool_call>\n<invoke name="process_data">\n<parameter name="count">42</parameter>'
      '\n<parameter name="temperature">98.6</parameter>\n<parameter name="enabled">true</paramete'
      'r>\n</invoke>\n</minimax:tool_call>'),
     [{'name': 'process_data',
       'parameters': {'properties': {'count': {'type': 'integer'},
                                     'temperature': {'type': 'number'},
                                     'enabled': {'type': 'boolean'}}}}],
     'minimax_m2',
     [{'name': 'process_data', 'arguments': {'count': 42, 'temperature': 98.6, 'enabled': True}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_minimax_m'
      '2_array_parameter'),
     ('<minimax:tool_call>\n<invoke name="batch_process">\n<parameter name="items">[1, 2, 3, 4, 5'
      ']</parameter>\n</invoke>\n</minimax:tool_call>'),
     [{'name': 'batch_process', 'parameters': {'properties': {'items': {'type': 'array'}}}}],
     'minimax_m2',
     [{'name': 'batch_process', 'arguments': {'items': [1, 2, 3, 4, 5]}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/parser.rs::tests::test_parse_minimax_m2_'
      'no_outer_close_recovers'),
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="city">NYC</parameter></invo'
      'ke>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
