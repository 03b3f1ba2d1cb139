"""NVIDIA Dynamo's tool-call parser tests as data (ai-dynamo/dynamo, the Rust crate under
``lib/parsers/src/tool_calling/``, one stored version of each file). Each row is a model output a
Dynamo test parses (the raw string of the test as written, the indentation of a Rust raw
string included), the tools the test passes (Dynamo's ``ToolDefinition`` written as a flat
``{"name", "parameters"}`` tool), the format, the calls Dynamo expects ("error" where Dynamo
returns no call for a malformed output and toolcalls names the fault instead) and, where the
test asserts it and toolcalls agrees, the content (Dynamo's ``normal_text``, compared with
whitespace runs collapsed and the ends stripped). Where a test checks only some keys of the
arguments, the row holds the whole object the text writes. Each row is parsed with every
format installed and with its format alone.

Left out: outputs another table or the shared corpus already holds, and those where toolcalls
differs from Dynamo by a DESIGN rule (docs/conformance.md, "NVIDIA Dynamo's tests"). Where
Dynamo's ``normal_text`` differs only by a rule (reasoning is not content, text after the
calls is content), the row asserts the calls alone.
"""

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
