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
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parses_toolcall_wrapped_payload',
     '<TOOLCALL>[{ "name": "wrapped", "parameters": { "foo": "bar" } }]</TOOLCALL>',
     None,
     'nemotron',
     [{'name': 'wrapped', 'arguments': {'foo': 'bar'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_nvidia_llama3_nemotron_supe'
      'r_49b_simple_with_no_think'),
     ('<TOOLCALL>[{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit": '
      '"fahrenheit"}}]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_nemotron_deci_multiple'),
     ('<TOOLCALL>[{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "unit": '
      '"fahrenheit"}}, {"name": "get_weather", "arguments": {"location": "New York, NY", "unit": '
      '"fahrenheit"}}]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_nemotron_deci_multiple_with_normal_text'),
     ('Hey How are you? <TOOLCALL>[{"name": "get_weather", "arguments": {"location": "San Francis'
      'co, CA", "unit": "fahrenheit"}}, {"name": "get_weather", "arguments": {"location": "New Yo'
      'rk, NY", "unit": "fahrenheit"}}]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_nemotron_format_two_cities'),
     (' <TOOLCALL>[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state":'
      ' "TX", "unit": "fahrenheit"}},\n    {"name": "get_current_weather", "arguments": {"city": '
      '"Orlando", "state": "FL", "unit": "fahrenheit"}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Orlando', 'state': 'FL', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_nemotron_format_three_cities'),
     ('<TOOLCALL>[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": '
      '"TX", "unit": "fahrenheit"}},\n    {"name": "get_current_weather", "arguments": {"city": "'
      'Orlando", "state": "FL", "unit": "fahrenheit"}},\n    {"name": "get_current_weather", "arg'
      'uments": {"city": "Seattle", "state": "WA", "unit": "fahrenheit"}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Orlando', 'state': 'FL', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Seattle', 'state': 'WA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_nemotron_format_with_normal_text'),
     ('I\'ll help you get the weather for both cities. <TOOLCALL>[\n    {"name": "get_current_wea'
      'ther", "arguments": {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}},\n    {"name"'
      ': "get_current_weather", "arguments": {"city": "Orlando", "state": "FL", "unit": "fahrenhe'
      'it"}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Orlando', 'state': 'FL', 'unit': 'fahrenheit'}}],
     "I'll help you get the weather for both cities."),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_minimax_format'),
     ('<TOOLCALL>[\n{"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX"'
      ', "unit": "fahrenheit"}},\n{"name": "get_current_weather", "arguments": {"city": "Orlando"'
      ', "state": "FL", "unit": "fahrenheit"}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Orlando', 'state': 'FL', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_mixed_tool_types'),
     ('<TOOLCALL>[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": '
      '"TX", "unit": "fahrenheit"}},\n    {"name": "web_search", "arguments": {"query": "Orlando '
      'Florida attractions", "max_results": 5}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'web_search',
       'arguments': {'query': 'Orlando Florida attractions', 'max_results': 5}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_malformed_second_call'),
     ('<TOOLCALL>[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": '
      '"TX", "unit": "fahrenheit"}},\n    {"name": "get_current_weather", "arguments": {"city": "'
      'Orlando", "invalid_field": 123}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather', 'arguments': {'city': 'Orlando', 'invalid_field': 123}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_empty_array'),
     '<TOOLCALL>[]</TOOLCALL>',
     None,
     'nemotron',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_single_call_in_array'),
     ('<TOOLCALL>[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": '
      '"TX", "unit": "fahrenheit"}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_five_cities'),
     ('<TOOLCALL>[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": '
      '"TX", "unit": "fahrenheit"}},\n    {"name": "get_current_weather", "arguments": {"city": "'
      'Orlando", "state": "FL", "unit": "fahrenheit"}},\n    {"name": "get_current_weather", "arg'
      'uments": {"city": "Seattle", "state": "WA", "unit": "fahrenheit"}},\n    {"name": "get_cur'
      'rent_weather", "arguments": {"city": "Denver", "state": "CO", "unit": "fahrenheit"}},\n   '
      ' {"name": "get_current_weather", "arguments": {"city": "Miami", "state": "FL", "unit": "fa'
      'hrenheit"}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Orlando', 'state': 'FL', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Seattle', 'state': 'WA', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Denver', 'state': 'CO', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Miami', 'state': 'FL', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_complex_arguments'),
     ('<TOOLCALL>[\n    {\n        "name": "get_weather_forecast",\n        "arguments": {\n     '
      '       "location": {"city": "Dallas", "state": "TX", "country": "USA"},\n            "days'
      '": 7,\n            "units": "fahrenheit",\n            "include_hourly": true,\n          '
      '  "alerts": ["severe_weather", "temperature_extreme"]\n        }\n    },\n    {\n        "'
      'name": "get_air_quality",\n        "arguments": {\n            "coordinates": {"lat": 32.7'
      '767, "lon": -96.7970},\n            "metrics": ["pm2.5", "pm10", "ozone", "no2"],\n       '
      '     "radius_km": 50\n        }\n    }\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_weather_forecast',
       'arguments': {'location': {'city': 'Dallas', 'state': 'TX', 'country': 'USA'},
                     'days': 7,
                     'units': 'fahrenheit',
                     'include_hourly': True,
                     'alerts': ['severe_weather', 'temperature_extreme']}},
      {'name': 'get_air_quality',
       'arguments': {'coordinates': {'lat': 32.7767, 'lon': -96.797},
                     'metrics': ['pm2.5', 'pm10', 'ozone', 'no2'],
                     'radius_km': 50}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_tool_call_id_uniqueness'),
     ('<TOOLCALL>[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": '
      '"TX", "unit": "fahrenheit"}},\n    {"name": "get_current_weather", "arguments": {"city": "'
      'Orlando", "state": "FL", "unit": "fahrenheit"}},\n    {"name": "web_search", "arguments": '
      '{"query": "weather forecast", "max_results": 3}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Orlando', 'state': 'FL', 'unit': 'fahrenheit'}},
      {'name': 'web_search', 'arguments': {'query': 'weather forecast', 'max_results': 3}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_performance_many_small_calls'),
     ('<TOOLCALL>[{"name": "get_data_0", "arguments": {"id": 0, "type": "test"}},{"name": "get_da'
      'ta_1", "arguments": {"id": 1, "type": "test"}},{"name": "get_data_2", "arguments": {"id": '
      '2, "type": "test"}},{"name": "get_data_3", "arguments": {"id": 3, "type": "test"}},{"name"'
      ': "get_data_4", "arguments": {"id": 4, "type": "test"}},{"name": "get_data_5", "arguments"'
      ': {"id": 5, "type": "test"}},{"name": "get_data_6", "arguments": {"id": 6, "type": "test"}'
      '},{"name": "get_data_7", "arguments": {"id": 7, "type": "test"}},{"name": "get_data_8", "a'
      'rguments": {"id": 8, "type": "test"}},{"name": "get_data_9", "arguments": {"id": 9, "type"'
      ': "test"}},{"name": "get_data_10", "arguments": {"id": 10, "type": "test"}},{"name": "get_'
      'data_11", "arguments": {"id": 11, "type": "test"}},{"name": "get_data_12", "arguments": {"'
      'id": 12, "type": "test"}},{"name": "get_data_13", "arguments": {"id": 13, "type": "test"}}'
      ',{"name": "get_data_14", "arguments": {"id": 14, "type": "test"}},{"name": "get_data_15", '
      '"arguments": {"id": 15, "type": "test"}},{"name": "get_data_16", "arguments": {"id": 16, "'
      'type": "test"}},{"name": "get_data_17", "arguments": {"id": 17, "type": "test"}},{"name": '
      '"get_data_18", "arguments": {"id": 18, "type": "test"}},{"name": "get_data_19", "arguments'
      '": {"id": 19, "type": "test"}}]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_data_0', 'arguments': {'id': 0, 'type': 'test'}},
      {'name': 'get_data_1', 'arguments': {'id': 1, 'type': 'test'}},
      {'name': 'get_data_2', 'arguments': {'id': 2, 'type': 'test'}},
      {'name': 'get_data_3', 'arguments': {'id': 3, 'type': 'test'}},
      {'name': 'get_data_4', 'arguments': {'id': 4, 'type': 'test'}},
      {'name': 'get_data_5', 'arguments': {'id': 5, 'type': 'test'}},
      {'name': 'get_data_6', 'arguments': {'id': 6, 'type': 'test'}},
      {'name': 'get_data_7', 'arguments': {'id': 7, 'type': 'test'}},
      {'name': 'get_data_8', 'arguments': {'id': 8, 'type': 'test'}},
      {'name': 'get_data_9', 'arguments': {'id': 9, 'type': 'test'}},
      {'name': 'get_data_10', 'arguments': {'id': 10, 'type': 'test'}},
      {'name': 'get_data_11', 'arguments': {'id': 11, 'type': 'test'}},
      {'name': 'get_data_12', 'arguments': {'id': 12, 'type': 'test'}},
      {'name': 'get_data_13', 'arguments': {'id': 13, 'type': 'test'}},
      {'name': 'get_data_14', 'arguments': {'id': 14, 'type': 'test'}},
      {'name': 'get_data_15', 'arguments': {'id': 15, 'type': 'test'}},
      {'name': 'get_data_16', 'arguments': {'id': 16, 'type': 'test'}},
      {'name': 'get_data_17', 'arguments': {'id': 17, 'type': 'test'}},
      {'name': 'get_data_18', 'arguments': {'id': 18, 'type': 'test'}},
      {'name': 'get_data_19', 'arguments': {'id': 19, 'type': 'test'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_unicode_and_special_characters'),
     ('<TOOLCALL>[\n    {"name": "translate_text", "arguments": {"text": "Hello 世界! 🌍", "from"'
      ': "en", "to": "zh"}},\n    {"name": "analyze_emoji", "arguments": {"emoji": "🚀💫⭐", "con'
      'text": "space exploration"}},\n    {"name": "process_unicode", "arguments": {"data": "café'
      ' naïve résumé", "encoding": "utf-8"}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'translate_text',
       'arguments': {'text': 'Hello 世界! 🌍', 'from': 'en', 'to': 'zh'}},
      {'name': 'analyze_emoji',
       'arguments': {'emoji': '🚀💫⭐', 'context': 'space exploration'}},
      {'name': 'process_unicode',
       'arguments': {'data': 'café naïve résumé', 'encoding': 'utf-8'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_json_escaping_and_quotes'),
     ('<TOOLCALL>[\n    {"name": "process_json", "arguments": {"json_string": "{\\"key\\": \\"val'
      'ue with \\\\\\"quotes\\\\\\"\\"}", "format": "strict"}},\n    {"name": "handle_paths", "ar'
      'guments": {"windows_path": "C:\\\\Users\\\\Test\\\\Documents\\\\file.txt", "unix_path": "d'
      'ocs/user/file.txt"}},\n    {"name": "regex_pattern", "arguments": {"pattern": "\\\\d{3}-'
      '\\\\d{3}-\\\\d{4}", "test_string": "Phone: 123-456-7890"}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'process_json',
       'arguments': {'json_string': '{"key": "value with \\"quotes\\""}', 'format': 'strict'}},
      {'name': 'handle_paths',
       'arguments': {'windows_path': 'C:\\Users\\Test\\Documents\\file.txt',
                     'unix_path': 'docs/user/file.txt'}},
      {'name': 'regex_pattern',
       'arguments': {'pattern': '\\d{3}-\\d{3}-\\d{4}', 'test_string': 'Phone: 123-456-7890'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_mixed_argument_types'),
     ('<TOOLCALL>[\n    {"name": "type_test", "arguments": {"string": "text", "number": 42, "floa'
      't": 2.718281828459045, "boolean": true, "null_value": null}},\n    {"name": "array_test", '
      '"arguments": {"empty_array": [], "string_array": ["a", "b", "c"], "mixed_array": [1, "two"'
      ', true, null]}},\n    {"name": "object_test", "arguments": {"empty_object": {}, "nested": '
      '{"level1": {"level2": {"value": "deep"}}}}}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'type_test',
       'arguments': {'string': 'text',
                     'number': 42,
                     'float': 2.718281828459045,
                     'boolean': True,
                     'null_value': None}},
      {'name': 'array_test',
       'arguments': {'empty_array': [],
                     'string_array': ['a', 'b', 'c'],
                     'mixed_array': [1, 'two', True, None]}},
      {'name': 'object_test',
       'arguments': {'empty_object': {}, 'nested': {'level1': {'level2': {'value': 'deep'}}}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_whitespace_variations'),
     ('<TOOLCALL>[\n    {\n        "name": "spaced_function",\n        "arguments": {\n          '
      '  "param1": "value1",\n            "param2": "value2"\n        }\n    },\n    {"name":"com'
      'pact_function","arguments":{"param":"value"}},\n    {\n      "name"  :  "weird_spacing",\n'
      '      "arguments"  :  {\n        "key"  :  "value"\n      }\n    }\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'spaced_function', 'arguments': {'param1': 'value1', 'param2': 'value2'}},
      {'name': 'compact_function', 'arguments': {'param': 'value'}},
      {'name': 'weird_spacing', 'arguments': {'key': 'value'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_cross_parser_compatibility'),
     ('<TOOLCALL>[\n    {"name": "get_weather", "arguments": {"city": "Dallas", "unit": "fahrenhe'
      'it"}},\n    {"name": "get_weather", "arguments": {"city": "Orlando", "unit": "fahrenheit"}'
      '}\n]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_weather', 'arguments': {'city': 'Dallas', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'city': 'Orlando', 'unit': 'fahrenheit'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_boundary_conditions'),
     '<TOOLCALL>[\n    {"name": "single_call", "arguments": {"test": true}}\n]</TOOLCALL>',
     None,
     'nemotron',
     [{'name': 'single_call', 'arguments': {'test': True}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_boundary_conditions'),
     ('<TOOLCALL>[{"name": "call_0", "arguments": {"index": 0}},{"name": "call_1", "arguments": {'
      '"index": 1}},{"name": "call_2", "arguments": {"index": 2}},{"name": "call_3", "arguments":'
      ' {"index": 3}},{"name": "call_4", "arguments": {"index": 4}},{"name": "call_5", "arguments'
      '": {"index": 5}},{"name": "call_6", "arguments": {"index": 6}},{"name": "call_7", "argumen'
      'ts": {"index": 7}},{"name": "call_8", "arguments": {"index": 8}},{"name": "call_9", "argum'
      'ents": {"index": 9}},{"name": "call_10", "arguments": {"index": 10}},{"name": "call_11", "'
      'arguments": {"index": 11}},{"name": "call_12", "arguments": {"index": 12}},{"name": "call_'
      '13", "arguments": {"index": 13}},{"name": "call_14", "arguments": {"index": 14}},{"name": '
      '"call_15", "arguments": {"index": 15}},{"name": "call_16", "arguments": {"index": 16}},{"n'
      'ame": "call_17", "arguments": {"index": 17}},{"name": "call_18", "arguments": {"index": 18'
      '}},{"name": "call_19", "arguments": {"index": 19}},{"name": "call_20", "arguments": {"inde'
      'x": 20}},{"name": "call_21", "arguments": {"index": 21}},{"name": "call_22", "arguments": '
      '{"index": 22}},{"name": "call_23", "arguments": {"index": 23}},{"name": "call_24", "argume'
      'nts": {"index": 24}},{"name": "call_25", "arguments": {"index": 25}},{"name": "call_26", "'
      'arguments": {"index": 26}},{"name": "call_27", "arguments": {"index": 27}},{"name": "call_'
      '28", "arguments": {"index": 28}},{"name": "call_29", "arguments": {"index": 29}},{"name": '
      '"call_30", "arguments": {"index": 30}},{"name": "call_31", "arguments": {"index": 31}},{"n'
      'ame": "call_32", "arguments": {"index": 32}},{"name": "call_33", "arguments": {"index": 33'
      '}},{"name": "call_34", "arguments": {"index": 34}},{"name": "call_35", "arguments": {"inde'
      'x": 35}},{"name": "call_36", "arguments": {"index": 36}},{"name": "call_37", "arguments": '
      '{"index": 37}},{"name": "call_38", "arguments": {"index": 38}},{"name": "call_39", "argume'
      'nts": {"index": 39}},{"name": "call_40", "arguments": {"index": 40}},{"name": "call_41", "'
      'arguments": {"index": 41}},{"name": "call_42", "arguments": {"index": 42}},{"name": "call_'
      '43", "arguments": {"index": 43}},{"name": "call_44", "arguments": {"index": 44}},{"name": '
      '"call_45", "arguments": {"index": 45}},{"name": "call_46", "arguments": {"index": 46}},{"n'
      'ame": "call_47", "arguments": {"index": 47}},{"name": "call_48", "arguments": {"index": 48'
      '}},{"name": "call_49", "arguments": {"index": 49}}]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'call_0', 'arguments': {'index': 0}},
      {'name': 'call_1', 'arguments': {'index': 1}},
      {'name': 'call_2', 'arguments': {'index': 2}},
      {'name': 'call_3', 'arguments': {'index': 3}},
      {'name': 'call_4', 'arguments': {'index': 4}},
      {'name': 'call_5', 'arguments': {'index': 5}},
      {'name': 'call_6', 'arguments': {'index': 6}},
      {'name': 'call_7', 'arguments': {'index': 7}},
      {'name': 'call_8', 'arguments': {'index': 8}},
      {'name': 'call_9', 'arguments': {'index': 9}},
      {'name': 'call_10', 'arguments': {'index': 10}},
      {'name': 'call_11', 'arguments': {'index': 11}},
      {'name': 'call_12', 'arguments': {'index': 12}},
      {'name': 'call_13', 'arguments': {'index': 13}},
      {'name': 'call_14', 'arguments': {'index': 14}},
      {'name': 'call_15', 'arguments': {'index': 15}},
      {'name': 'call_16', 'arguments': {'index': 16}},
      {'name': 'call_17', 'arguments': {'index': 17}},
      {'name': 'call_18', 'arguments': {'index': 18}},
      {'name': 'call_19', 'arguments': {'index': 19}},
      {'name': 'call_20', 'arguments': {'index': 20}},
      {'name': 'call_21', 'arguments': {'index': 21}},
      {'name': 'call_22', 'arguments': {'index': 22}},
      {'name': 'call_23', 'arguments': {'index': 23}},
      {'name': 'call_24', 'arguments': {'index': 24}},
      {'name': 'call_25', 'arguments': {'index': 25}},
      {'name': 'call_26', 'arguments': {'index': 26}},
      {'name': 'call_27', 'arguments': {'index': 27}},
      {'name': 'call_28', 'arguments': {'index': 28}},
      {'name': 'call_29', 'arguments': {'index': 29}},
      {'name': 'call_30', 'arguments': {'index': 30}},
      {'name': 'call_31', 'arguments': {'index': 31}},
      {'name': 'call_32', 'arguments': {'index': 32}},
      {'name': 'call_33', 'arguments': {'index': 33}},
      {'name': 'call_34', 'arguments': {'index': 34}},
      {'name': 'call_35', 'arguments': {'index': 35}},
      {'name': 'call_36', 'arguments': {'index': 36}},
      {'name': 'call_37', 'arguments': {'index': 37}},
      {'name': 'call_38', 'arguments': {'index': 38}},
      {'name': 'call_39', 'arguments': {'index': 39}},
      {'name': 'call_40', 'arguments': {'index': 40}},
      {'name': 'call_41', 'arguments': {'index': 41}},
      {'name': 'call_42', 'arguments': {'index': 42}},
      {'name': 'call_43', 'arguments': {'index': 43}},
      {'name': 'call_44', 'arguments': {'index': 44}},
      {'name': 'call_45', 'arguments': {'index': 45}},
      {'name': 'call_46', 'arguments': {'index': 46}},
      {'name': 'call_47', 'arguments': {'index': 47}},
      {'name': 'call_48', 'arguments': {'index': 48}},
      {'name': 'call_49', 'arguments': {'index': 49}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_nvidia_llama3_nemotron_supe'
      'r_49b_simple'),
     ('<think>\nOkay, the user is asking for the weather in San Francisco in Fahrenheit. Let me c'
      'heck the tools available.\n</think>\n\n<TOOLCALL>[{"name": "get_weather", "arguments": {"l'
      'ocation": "San Francisco, CA", "unit": "fahrenheit"}}]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_nvidia_llama3_nemotron_supe'
      'r_49b_with_function_array'),
     ('<think>\nOkay, the user is asking for the weather in San Francisco in Fahrenheit. Let me c'
      'heck the tools available.\n</think>\n\n<TOOLCALL>[{"name": "get_weather", "arguments": {"l'
      'ocation": "San Francisco, CA", "unit": "fahrenheit"}}, {"name": "get_weather", "arguments"'
      ': {"location": "New York, NY", "unit": "fahrenheit"}}]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_nvidia_llama3_nemotron_supe'
      'r_49b_with_function_array_with_new_lines'),
     ('<think>\nOkay, the user is asking for the weather in San Francisco in Fahrenheit. Let me c'
      'heck the tools available.\n</think>\n\n<TOOLCALL>\n[{"name": "get_weather",\n "arguments":'
      ' {"location": "San Francisco, CA",\n  "unit": "fahrenheit"}},\n  {"name": "get_weather",\n'
      '   "arguments":\n  {"location": "New York, NY",\n  "unit": "fahrenheit"}}]\n  </TOOLCALL>'
      '\n  '),
     None,
     'nemotron',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
