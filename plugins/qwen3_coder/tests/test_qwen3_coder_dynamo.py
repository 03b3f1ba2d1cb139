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
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_qwen3_cod'
      'er_numeric_parameters'),
     ('<tool_call>\n<function=calculate>\n<parameter=x>\n42\n</parameter>\n<parameter=y>\n3.15\n<'
      '/parameter>\n<parameter=enabled>\ntrue\n</parameter>\n</function>\n</tool_call>'),
     [{'name': 'calculate',
       'parameters': {'properties': {'x': {'type': 'int'},
                                     'y': {'type': 'float'},
                                     'enabled': {'type': 'bool'}}}}],
     'qwen3_coder',
     [{'name': 'calculate', 'arguments': {'x': 42, 'y': 3.15, 'enabled': True}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_qwen3_cod'
      'er_three_parallel_calls'),
     ('<tool_call>\n<function=get_current_weather>\n<parameter=city>\nDallas\n</parameter>\n</fun'
      'ction>\n</tool_call>\n<tool_call>\n<function=get_current_weather>\n<parameter=city>\nOrlan'
      'do\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=get_current_weather>\n'
      '<parameter=city>\nSeattle\n</parameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_current_weather', 'arguments': {'city': 'Dallas'}},
      {'name': 'get_current_weather', 'arguments': {'city': 'Orlando'}},
      {'name': 'get_current_weather', 'arguments': {'city': 'Seattle'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_qwen3_cod'
      'er_array_parameter_value_with_tool_definition'),
     ('<tool_call>\n<function=process_list>\n<parameter=items>\n[1, 2, 3, 4, 5]\n</parameter>\n</'
      'function>\n</tool_call>'),
     [{'name': 'process_list', 'parameters': {'properties': {'items': {'type': 'array'}}}}],
     'qwen3_coder',
     [{'name': 'process_list', 'arguments': {'items': [1, 2, 3, 4, 5]}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/parser.rs::tests::test_parse_multiple_pa'
      'rameters'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>\nSan Francisco\n</parameter>\n<param'
      'eter=state>\nCA\n</parameter>\n<parameter=unit>\nfahrenheit\n</parameter>\n</function>\n</'
      'tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather',
       'arguments': {'city': 'San Francisco', 'state': 'CA', 'unit': 'fahrenheit'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/parser.rs::tests::test_parse_with_normal'
      '_text'),
     ("I'll help you with that. <tool_call>\n<function=get_weather>\n<parameter=city>\nDallas\n</"
      'parameter>\n</function>\n</tool_call> Let me check that for you.'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Dallas'}}],
     "I'll help you with that.  Let me check that for you."),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/parser.rs::tests::test_parse_multiple_to'
      'ol_calls'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>\nDallas\n</parameter>\n</function>\n'
      '</tool_call>\n<tool_call>\n<function=get_weather>\n<parameter=city>\nOrlando\n</parameter>'
      '\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Dallas'}},
      {'name': 'get_weather', 'arguments': {'city': 'Orlando'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/parser.rs::tests::test_parse_json_parame'
      'ter_value'),
     ('<tool_call>\n<function=process_data>\n<parameter=config>\n{"setting": "value", "count": 42'
      '}\n</parameter>\n</function>\n</tool_call>'),
     [{'name': 'process_data',
       'parameters': {'type': 'object', 'properties': {'config': {'type': 'object'}}}}],
     'qwen3_coder',
     [{'name': 'process_data', 'arguments': {'config': {'setting': 'value', 'count': 42}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/parser.rs::tests::test_parse_missing_par'
      'ameter_closing_tag'),
     '<tool_call>\n<function=execute_bash>\n<parameter=command>\nls -la\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'execute_bash', 'arguments': {'command': 'ls -la'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/parser.rs::tests::test_parse_qwen3_no_ou'
      'ter_close_recovers'),
     '<tool_call>\n<function=get_weather>\n<parameter=city>\nNYC\n</parameter>\n</function>',
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/parser.rs::tests::test_anyof_param_parse'
      'd_as_object_not_string'),
     ('<tool_call>\n<function=get_weather>\n<parameter=location>\n{"city": "Paris"}\n</parameter>'
      '\n</function>\n</tool_call>'),
     [
      {
       "name": "get_weather",
       "parameters": {
        "type": "object",
        "required": [
         "location"
        ],
        "properties": {
         "location": {
          "anyOf": [
           {
            "type": "object",
            "properties": {
             "city": {
              "type": "string"
             }
            },
            "required": [
             "city"
            ]
           },
           {
            "type": "object",
            "properties": {
             "lat": {
              "type": "number"
             },
             "lon": {
              "type": "number"
             }
            },
            "required": [
             "lat",
             "lon"
            ]
           }
          ]
         }
        }
       }
      }
     ],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': {'city': 'Paris'}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::xml_parser_tests::test_qwen3_cod'
      'er_with_normal_text'),
     ("I'll help you check the weather. <tool_call>\n<function=get_current_weather>\n<parameter=c"
      'ity>\nSan Francisco\n</parameter>\n<parameter=unit>\nfahrenheit\n</parameter>\n</function>'
      '\n</tool_call> Let me get that information for you.'),
     None,
     'qwen3_coder',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'San Francisco', 'unit': 'fahrenheit'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
