"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_k2_v3_detector.py). Each row is a model output of
those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): a call to a tool not
offered.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string'},
                    'days': {'type': 'integer'},
                    'options': {'type': 'object'},
                },
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'lookup',
            'parameters': {
                'type': 'object',
                '$defs': {'Identifier': {'type': 'string'}},
                'properties': {'id': {'$ref': '#/$defs/Identifier'}},
            },
        },
    },
]

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'lookup',
            'parameters': {
                'type': 'object',
                'properties': {'id': {'anyOf': [{'type': 'string'}, {'type': 'integer'}]}},
            },
        },
    },
]

TOOLS_3: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string'},
                    'days': {'type': 'integer'},
                    'options': {'type': 'any'},
                },
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_k2_v3_detector.py::TestK2V3Detector::test_xml_and_typed_values',
     ('<ifm|tool_call>get_weather\n<ifm|arg_key>city</ifm|arg_key>\n<ifm|arg_type>'
      'string</ifm|arg_type>\n<ifm|arg_value>  Boston  </ifm|arg_value>\n<ifm|arg_key>'
      'days</ifm|arg_key>\n<ifm|arg_type>integer</ifm|arg_type>\n<ifm|arg_value>'
      '3</ifm|arg_value>\n<ifm|arg_key>options</ifm|arg_key>\n<ifm|arg_value>{"units": '
      '"metric"}</ifm|arg_value>\n</ifm|tool_call>'),
     TOOLS_0,
     'k2_horizon',
     [
         {
             'name': 'get_weather',
             'arguments': {'city': '  Boston  ', 'days': 3, 'options': {'units': 'metric'}},
         },
     ],
     ''),
    (S + 'test_k2_v3_detector.py::TestK2V3Detector::test_json_content_is_detected_from_wire',
     ('<ifm|tool_calls>\n<ifm|tool_call>{"name":"get_weather","arguments":{"city":"Tokyo",'
      '"days":2}}</ifm|tool_call>\n</ifm|tool_calls>'),
     TOOLS_0,
     'k2_horizon',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo', 'days': 2}}],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_json_strings_are_not_reinterpreted_wi'
          'thout_a_schema'),
     ('<ifm|tool_call>{"name":"get_weather","arguments":{"numeric":"123","boolean":"true",'
      '"object":"{}"}}</ifm|tool_call>'),
     TOOLS_0,
     'k2_horizon',
     [{'name': 'get_weather', 'arguments': {'numeric': '123', 'boolean': 'true', 'object': '{}'}}],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_local_schema_ref_preserves_xml_string'
          '_value'),
     ('<ifm|tool_call>lookup<ifm|arg_key>id</ifm|arg_key><ifm|arg_value>123</ifm|arg_value>'
      '</ifm|tool_call>'),
     TOOLS_1,
     'k2_horizon',
     [{'name': 'lookup', 'arguments': {'id': '123'}}],
     None),
    (S + 'test_k2_v3_detector.py::TestK2V3Detector::test_xml_typed_union_uses_wire_value_type',
     ('<ifm|tool_call>lookup<ifm|arg_key>id</ifm|arg_key><ifm|arg_type>integer</ifm|arg_type>'
      '<ifm|arg_value>123</ifm|arg_value></ifm|tool_call>'),
     TOOLS_2,
     'k2_horizon',
     [{'name': 'lookup', 'arguments': {'id': 123}}],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_non_string_json_function_name_is_forw'
          'arded_as_text'),
     '<ifm|tool_call>{"name":123,"arguments":{}}</ifm|tool_call>',
     TOOLS_0,
     'k2_horizon',
     'error',
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_parallel_calls_keep_wire_order_and_in'
          'dices'),
     ('<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key>'
      '<ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call>\n<ifm|tool_call>'
      'get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Boston</ifm|arg_value>'
      '</ifm|tool_call>\n</ifm|tool_calls>'),
     TOOLS_0,
     'k2_horizon',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
         {'name': 'get_weather', 'arguments': {'city': 'Boston'}},
     ],
     ''),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_non_streaming_preserves_reasoning_for'
          '_ordinary_answer'),
     (' \n<ifm|think_fast>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key>'
      '<ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical '
      'text.</ifm|think_fast>\nThe answer is 42.'),
     TOOLS_0,
     'k2_horizon',
     [],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_streaming_preserves_reasoning_for_ord'
          'inary_answer'),
     (' \n<ifm|think_faster>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key>'
      '<ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical '
      'text.</ifm|think_faster>\nThe answer is 42.'),
     TOOLS_0,
     'k2_horizon',
     [],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_non_streaming_tool_call_preserves_rea'
          'soning_prefix'),
     ('<ifm|think>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key>'
      '<ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical text.</ifm|think>'
      '\n<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key>'
      '<ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call>\n</ifm|tool_calls>'),
     TOOLS_0,
     'k2_horizon',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_forced_reasoning_without_opening_tag_'
          'is_preserved'),
     ('work</ifm|think>\n<ifm|tool_calls><ifm|tool_call>get_weather<ifm|arg_key>'
      'city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call></ifm|tool_calls>'),
     TOOLS_0,
     'k2_horizon',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_streaming_tool_call_preserves_reasoni'
          'ng_at_every_boundary'),
     ('<ifm|think>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key>'
      '<ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical text.</ifm|think>'
      '\n<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key>'
      '<ifm|arg_value>東京</ifm|arg_value></ifm|tool_call>\n</ifm|tool_calls>'),
     TOOLS_0,
     'k2_horizon',
     [{'name': 'get_weather', 'arguments': {'city': '東京'}}],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_malformed_complete_block_is_forwarded'
          '_as_text'),
     'prefix<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key></ifm|tool_call>suffix',
     TOOLS_0,
     'k2_horizon',
     'error',
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_malformed_canonical_group_is_forwarde'
          'd_intact'),
     ('prefix<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key>'
      '</ifm|tool_call>\n</ifm|tool_calls>suffix'),
     TOOLS_0,
     'k2_horizon',
     'error',
     None),
    (S + 'test_k2_v3_detector.py::TestK2V3Detector::test_any_schema_preserves_json_value',
     ('<ifm|tool_call>{"name":"get_weather","arguments":{"options":{"units":'
      '"metric"}}}</ifm|tool_call>'),
     TOOLS_3,
     'k2_horizon',
     [{'name': 'get_weather', 'arguments': {'options': {'units': 'metric'}}}],
     None),
    (S + ('test_k2_v3_detector.py::TestK2V3Detector::test_unterminated_stream_is_released_on_fi'
          'nish'),
     'prefix<ifm|tool_call>get_weather<ifm|arg_key>city',
     TOOLS_0,
     'k2_horizon',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
