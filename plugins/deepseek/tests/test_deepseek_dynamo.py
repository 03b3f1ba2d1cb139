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
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_deepseek_v3_parser_basic',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_current_weather\n```j'
      'son\n{"location": "Tokyo"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁sep'
      '｜>get_current_weather\n```json\n{"location": "Paris"}\n```<｜tool▁call▁end｜><｜tool▁call'
      's▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Tokyo'}},
      {'name': 'get_current_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_deepseek_v3_1_parser_basic',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_current_weather<｜tool▁sep｜>{"location": "'
      'Tokyo"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_current_weather<｜tool▁sep｜>{"location'
      '": "Paris"}<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Tokyo'}},
      {'name': 'get_current_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_deepseek_v3_2_single_tool_c'
      'all'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_datetime">\n<｜DSML｜parameter name="t'
      'imezone" string="true">Asia/Shanghai</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜fun'
      'ction_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_datetime', 'arguments': {'timezone': 'Asia/Shanghai'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_deepseek_v3_2_multiple_tool'
      '_calls'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="lo'
      'cation" string="true">Hangzhou</｜DSML｜parameter>\n<｜DSML｜parameter name="date" string='
      '"true">2024-01-16</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="get_weathe'
      'r">\n<｜DSML｜parameter name="location" string="true">Beijing</｜DSML｜parameter>\n<｜DSML'
      '｜parameter name="date" string="true">2024-01-16</｜DSML｜parameter>\n</｜DSML｜invoke>\n<'
      '/｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'Hangzhou', 'date': '2024-01-16'}},
      {'name': 'get_weather', 'arguments': {'location': 'Beijing', 'date': '2024-01-16'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_deepseek_v3_2_mixed_paramet'
      'er_types'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" '
      'string="true">search agent benchmark 2024</｜DSML｜parameter>\n<｜DSML｜parameter name="to'
      'pn" string="false">10</｜DSML｜parameter>\n<｜DSML｜parameter name="source" string="true">'
      'web</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'search',
       'arguments': {'query': 'search agent benchmark 2024', 'topn': 10, 'source': 'web'}}],
     None),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_deepseek_v4_single_tool_call',
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_datetime">\n<｜DSML｜parameter name="timez'
      'one" string="true">Asia/Shanghai</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_ca'
      'lls>'),
     None,
     'deepseek_v4',
     [{'name': 'get_datetime', 'arguments': {'timezone': 'Asia/Shanghai'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_deepseek_v4_recovery_recove'
      'rs_without_outer_close'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_datetime">\n<｜DSML｜parameter name="timez'
      'one" string="true">Asia/Shanghai</｜DSML｜parameter>\n</｜DSML｜invoke>'),
     None,
     'deepseek_v4',
     [{'name': 'get_datetime', 'arguments': {'timezone': 'Asia/Shanghai'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_deepseek_v4_compatibility_a'
      'liases'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" stri'
      'ng="true">search agent benchmark 2024</｜DSML｜parameter>\n<｜DSML｜parameter name="topn" '
      'string="false">10</｜DSML｜parameter>\n<｜DSML｜parameter name="source" string="true">web<'
      '/｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'search',
       'arguments': {'query': 'search agent benchmark 2024', 'topn': 10, 'source': 'web'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_parser.rs::tests::test_pars'
      'e_tool_calls_deepseek_v3_basic'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_current_weather\n```j'
      'son\n{"location": "HongKong"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁'
      'sep｜>get_current_weather\n```json\n{"location": "Paris"}\n```<｜tool▁call▁end｜><｜tool▁c'
      'alls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_current_weather', 'arguments': {'location': 'HongKong'}},
      {'name': 'get_current_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_parser.rs::tests::test_pars'
      'e_tool_calls_deepseek_v3_with_normal_text'),
     ('The following tool call retrieves weather information: <｜tool▁calls▁begin｜><｜tool▁call▁'
      'begin｜>function<｜tool▁sep｜>get_current_weather\n```json\n{"location": "New York"}\n```<'
      '｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_current_weather', 'arguments': {'location': 'New York'}}],
     'The following tool call retrieves weather information: '),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_parser.rs::tests::test_pars'
      'e_tool_calls_deepseek_v3_with_multi_tool_calls_with_multiple_args'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_current_weather\n```j'
      'son\n{"location": "Shanghai", "units": "metric"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin'
      '｜>function<｜tool▁sep｜>get_weather_forecast\n```json\n{"location": "Shanghai", "days": 7'
      ', "units": "imperial"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>g'
      'et_air_quality\n```json\n{"location": "Shanghai", "radius": 50}\n```<｜tool▁call▁end｜><｜'
      'tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Shanghai', 'units': 'metric'}},
      {'name': 'get_weather_forecast',
       'arguments': {'location': 'Shanghai', 'days': 7, 'units': 'imperial'}},
      {'name': 'get_air_quality', 'arguments': {'location': 'Shanghai', 'radius': 50}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_1_parser.rs::tests::test_pa'
      'rse_tool_calls_deepseek_v3_1_with_normal_text'),
     ('The following tool call retrieves weather information: <｜tool▁calls▁begin｜><｜tool▁call▁'
      'begin｜>get_current_weather<｜tool▁sep｜>{"location": "New York"}<｜tool▁call▁end｜><｜too'
      'l▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_current_weather', 'arguments': {'location': 'New York'}}],
     'The following tool call retrieves weather information: '),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_1_parser.rs::tests::test_pa'
      'rse_tool_calls_deepseek_v3_1_with_multi_tool_calls_with_multiple_args'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_current_weather<｜tool▁sep｜>{"location": "'
      'Berlin", "units": "metric"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_weather_forecast<｜'
      'tool▁sep｜>{"location": "Berlin", "days": 7, "units": "imperial"}<｜tool▁call▁end｜><｜too'
      'l▁call▁begin｜>get_air_quality<｜tool▁sep｜>{"location": "Berlin", "radius": 50}<｜tool▁ca'
      'll▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Berlin', 'units': 'metric'}},
      {'name': 'get_weather_forecast',
       'arguments': {'location': 'Berlin', 'days': 7, 'units': 'imperial'}},
      {'name': 'get_air_quality', 'arguments': {'location': 'Berlin', 'radius': 50}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_single_too'
      'l_call_string_param'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="lo'
      'cation" string="true">San Francisco</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜func'
      'tion_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_single_too'
      'l_call_mixed_params'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" '
      'string="true">test query</｜DSML｜parameter>\n<｜DSML｜parameter name="topn" string="false'
      '">10</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'search', 'arguments': {'query': 'test query', 'topn': 10}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_multiple_t'
      'ool_calls'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="lo'
      'cation" string="true">Beijing</｜DSML｜parameter>\n<｜DSML｜parameter name="date" string="'
      'true">2024-01-16</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="get_weather'
      '">\n<｜DSML｜parameter name="location" string="true">Hangzhou</｜DSML｜parameter>\n<｜DSML'
      '｜parameter name="date" string="true">2024-01-16</｜DSML｜parameter>\n</｜DSML｜invoke>\n<'
      '/｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing', 'date': '2024-01-16'}},
      {'name': 'get_weather', 'arguments': {'location': 'Hangzhou', 'date': '2024-01-16'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_with_norma'
      'l_text'),
     ('Here\'s the result: <｜DSML｜function_calls>\n<｜DSML｜invoke name="test">\n<｜DSML｜param'
      'eter name="value" string="true">test</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜fun'
      'ction_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'test', 'arguments': {'value': 'test'}}],
     "Here's the result:"),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_json_param'
      'eter_value'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="process">\n<｜DSML｜parameter name="config'
      '" string="false">{"key": "value", "count": 42}</｜DSML｜parameter>\n</｜DSML｜invoke>\n</'
      '｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'process', 'arguments': {'config': {'key': 'value', 'count': 42}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_array_para'
      'meter_value'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="process">\n<｜DSML｜parameter name="items"'
      ' string="false">[1, 2, 3]</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls'
      '>'),
     None,
     'deepseek_v32',
     [{'name': 'process', 'arguments': {'items': [1, 2, 3]}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_boolean_pa'
      'rameters'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="config">\n<｜DSML｜parameter name="enabled'
      '" string="false">true</｜DSML｜parameter>\n<｜DSML｜parameter name="disabled" string="fals'
      'e">false</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'config', 'arguments': {'enabled': True, 'disabled': False}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_number_par'
      'ameters'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="calculate">\n<｜DSML｜parameter name="inte'
      'ger" string="false">42</｜DSML｜parameter>\n<｜DSML｜parameter name="float" string="false"'
      '>2.7</｜DSML｜parameter>\n<｜DSML｜parameter name="negative" string="false">-100</｜DSML｜'
      'parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'calculate', 'arguments': {'integer': 42, 'float': 2.7, 'negative': -100}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_nested_obj'
      'ect_parameter'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="configure">\n<｜DSML｜parameter name="sett'
      'ings" string="false">{"timeout": 30, "retry": true, "endpoints": ["a", "b"]}</｜DSML｜para'
      'meter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'configure',
       'arguments': {'settings': {'timeout': 30, 'retry': True, 'endpoints': ['a', 'b']}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_empty_stri'
      'ng_parameter'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="test">\n<｜DSML｜parameter name="empty" st'
      'ring="true"></｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'test', 'arguments': {'empty': ''}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/dsml/parser.rs::tests::test_parse_null_param'
      'eter'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="test">\n<｜DSML｜parameter name="value" st'
      'ring="false">null</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'test', 'arguments': {'value': None}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_parser.rs::tests::test_pars'
      'e_tool_calls_deepseek_v3_without_tool_call_start_token'),
     ('<｜tool▁call▁begin｜>function宽带}{location": "HongKong"}\n```json\n}\n```<｜tool▁call▁end'
      '｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_parser.rs::tests::test_pars'
      'e_tool_calls_deepseek_v3_with_invalid_json'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_current_weather}{loca'
      'tion": "HongKong"}\n```json\n}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_parser.rs::tests::test_pars'
      'e_tool_calls_deepseek_v3_with_multi_tool_calls_with_normal_text'),
     ('The following tool calls retrieve weather information: <｜tool▁calls▁begin｜><｜tool▁call▁'
      'begin｜>function宽带}{location": "HongKong"}\n```json\n}\n```<｜tool▁call▁end｜><｜tool▁ca'
      'll▁begin｜>function宽带}{location": "Shanghai", "days": 7, "units": "imperial"}\n```json\n'
      '}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function宽带}{location": "Shanghai", "radius'
      '": 50}\n```json\n}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_1_parser.rs::tests::test_pa'
      'rse_tool_calls_deepseek_v3_1_without_tool_call_start_token'),
     ('<｜tool▁call▁begin｜>get_current_weather宽带}{location": "Tokyo"}<｜tool▁call▁end｜><｜too'
      'l▁calls▁end｜>'),
     None,
     'deepseek_v31',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_1_parser.rs::tests::test_pa'
      'rse_tool_calls_deepseek_v3_1_with_invalid_json'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_current_weather}{location": "Tokyo"}<｜tool'
      '▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/json/deepseek_v3_1_parser.rs::tests::test_pa'
      'rse_tool_calls_deepseek_v3_1_with_multi_tool_calls_with_normal_text'),
     ('The following tool calls retrieve weather information: <｜tool▁calls▁begin｜><｜tool▁call▁'
      'begin｜>get_current_weather宽带}{location": "Tokyo"}<｜tool▁call▁end｜><｜tool▁call▁begin'
      '｜>get_weather_forecast宽带}{location": "Berlin", "days": 7, "units": "imperial"}<｜tool▁c'
      'all▁end｜><｜tool▁call▁begin｜>get_air_quality宽带}{location": "Berlin", "radius": 50}<｜t'
      'ool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
