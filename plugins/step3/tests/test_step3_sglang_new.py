"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_step3_detector.py,
test_step3_detector_param_values.py, and since test_step3_detector_streaming.py). Each row is a
model output of those tests (a streaming test's chunks joined; the tests' helper functions written
out), the tools the test passes, the format, the calls SGLang expects ("error" where it returns no
call for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every format
installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): none.
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
                'properties': {'city': {'type': 'string'}, 'days': {'type': 'integer'}},
            },
        },
    },
    {
        'type': 'function',
        'function': {'name': 'noop', 'parameters': {'type': 'object', 'properties': {}}},
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run_code',
            'parameters': {
                'type': 'object',
                'properties': {'code': {'type': 'string'}, 'lang': {'type': 'string'}},
                'required': ['code'],
            },
        },
    },
]

TOOLS_2: Any = [{'type': 'function',
  'function': {'name': 'get_weather',
               'parameters': {'type': 'object',
                              'properties': {'city': {'type': 'string',
                                                      'description': 'City name'},
                                             'days': {'type': 'integer'}},
                              'required': ['city']}}},
 {'type': 'function',
  'function': {'name': 'get_time',
               'parameters': {'type': 'object', 'properties': {'tz': {'type': 'string'}}}}},
 {'type': 'function',
  'function': {'name': 'ping', 'parameters': {'type': 'object', 'properties': {}}}}]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_step3_detector.py::TestStep3Detector::test_parses_call_without_parameters',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {}}],
     None),
    (S + ('test_step3_detector.py::TestStep3Detector::test_parses_mix_of_parameterless_and_para'
          'meterized_calls'),
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"></steptml:invoke><｜tool_call_end｜><｜tool_call_begin｜>'
      'function<｜tool_sep｜><steptml:invoke name="get_weather"><steptml:parameter name="city">'
      'Beijing</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [
         {'name': 'get_weather', 'arguments': {}},
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
     ],
     None),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_single_call_one_parameter',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"><steptml:parameter name="city">Beijing</steptml:parameter></steptml:'
      'invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     ''),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_single_call_two_parameters',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"><steptml:parameter name="city">Beijing</steptml:parameter><steptml:'
      'parameter name="days">3</steptml:parameter></steptml:invoke><｜tool_call_end｜>'
      '<｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'days': 3}}],
     ''),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_integer_parameter_keeps_type',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"><steptml:parameter name="days">7</steptml:parameter></steptml:invoke>'
      '<｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {'days': 7}}],
     ''),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_unicode_parameter',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"><steptml:parameter name="city">北京</steptml:parameter></steptml:'
      'invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {'city': '北京'}}],
     ''),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_tool_with_empty_schema',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="noop"></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'noop', 'arguments': {}}],
     ''),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_two_parameterless_calls',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"></steptml:invoke><｜tool_call_end｜><｜tool_call_begin｜>'
      'function<｜tool_sep｜><steptml:invoke name="get_weather"></steptml:invoke>'
      '<｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {}}, {'name': 'get_weather', 'arguments': {}}],
     ''),
    (S + ('test_step3_detector.py::TestStep3Detector::test_stream_two_parameterless_calls_diffe'
          'rent_tools'),
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"></steptml:invoke><｜tool_call_end｜><｜tool_call_begin｜>'
      'function<｜tool_sep｜><steptml:invoke name="noop"></steptml:invoke><｜tool_call_end｜>'
      '<｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {}}, {'name': 'noop', 'arguments': {}}],
     ''),
    (S + ('test_step3_detector.py::TestStep3Detector::test_stream_parameterless_then_parameteri'
          'zed'),
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"></steptml:invoke><｜tool_call_end｜><｜tool_call_begin｜>'
      'function<｜tool_sep｜><steptml:invoke name="get_weather"><steptml:parameter name="city">'
      'x</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [
         {'name': 'get_weather', 'arguments': {}},
         {'name': 'get_weather', 'arguments': {'city': 'x'}},
     ],
     ''),
    (S + ('test_step3_detector.py::TestStep3Detector::test_stream_parameterized_then_parameterl'
          'ess'),
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"><steptml:parameter name="city">x</steptml:parameter></steptml:invoke>'
      '<｜tool_call_end｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'x'}},
         {'name': 'get_weather', 'arguments': {}},
     ],
     ''),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_two_calls_distinct_parameters',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"><steptml:parameter name="city">a</steptml:parameter></steptml:invoke>'
      '<｜tool_call_end｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"><steptml:parameter name="city">b</steptml:parameter></steptml:invoke>'
      '<｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'a'}},
         {'name': 'get_weather', 'arguments': {'city': 'b'}},
     ],
     ''),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_three_mixed_calls',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"></steptml:invoke><｜tool_call_end｜><｜tool_call_begin｜>'
      'function<｜tool_sep｜><steptml:invoke name="get_weather"><steptml:parameter name="city">'
      'a</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_call_begin｜>'
      'function<｜tool_sep｜><steptml:invoke name="noop"></steptml:invoke><｜tool_call_end｜>'
      '<｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [
         {'name': 'get_weather', 'arguments': {}},
         {'name': 'get_weather', 'arguments': {'city': 'a'}},
         {'name': 'noop', 'arguments': {}},
     ],
     ''),
    (S + 'test_step3_detector.py::TestStep3Detector::test_stream_normal_text_before_tool_block',
     ('Sure. <｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="get_weather"></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {}}],
     'Sure.'),
    (S + ('test_step3_detector_param_values.py::TestStep3DetectorParamValuesWithLt::'
          'test_detect_and_parse_value_containing_lt'),
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="run_code"><steptml:parameter name="code">if a < b: print(a)</steptml:parameter>'
      '<steptml:parameter name="lang">python</steptml:parameter></steptml:invoke>'
      '<｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_1,
     'step3',
     [{'name': 'run_code', 'arguments': {'code': 'if a < b: print(a)', 'lang': 'python'}}],
     None),
    (S + ('test_step3_detector_param_values.py::TestStep3DetectorParamValuesWithLt::'
          'test_detect_and_parse_multiline_value_with_lt'),
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="run_code"><steptml:parameter name="code">x = 1\nif x < 2:\n    print(x)</steptml:'
      'parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_1,
     'step3',
     [{'name': 'run_code', 'arguments': {'code': 'x = 1\nif x < 2:\n    print(x)'}}],
     None),
    (S + ('test_step3_detector_param_values.py::TestStep3DetectorParamValuesWithLt::'
          'test_detect_and_parse_multi_param_pairing_unchanged'),
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
      'name="run_code"><steptml:parameter name="code">print(1)</steptml:parameter><steptml:'
      'parameter name="lang">python</steptml:parameter></steptml:invoke><｜tool_call_end｜>'
      '<｜tool_calls_end｜>'),
     TOOLS_1,
     'step3',
     [{'name': 'run_code', 'arguments': {'code': 'print(1)', 'lang': 'python'}}],
     None),
    ((S
      + 'test_step3_detector_streaming.py::TestStep3DetectorStreaming::test_streaming_tex'
           't_call_and_text_in_one_increment'),
     ('Sure.\n<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke'
      ' name="get_weather">\n<steptml:parameter name="city">SF</steptml:parameter>\n<stept'
      'ml:parameter name="days">3</steptml:parameter>\n</steptml:invoke><｜tool_call_end｜>'
      '\n<｜tool_calls_end｜>\nDone.'),
     TOOLS_2,
     'step3',
     [{'name': 'get_weather', 'arguments': {'city': 'SF', 'days': 3}}],
     'Sure.\n\nDone.'),
    ((S
      + 'test_step3_detector_streaming.py::TestStep3DetectorStreaming::test_streaming_two'
           '_calls_in_one_increment_keep_their_own_parameters'),
     ('Checking.\n<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:in'
      'voke name="get_weather">\n<steptml:parameter name="city">SF</steptml:parameter>\n</'
      'steptml:invoke><｜tool_call_end｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:i'
      'nvoke name="get_time">\n<steptml:parameter name="tz">UTC</steptml:parameter>\n</ste'
      'ptml:invoke><｜tool_call_end｜>\n<｜tool_calls_end｜>\nBoth done.'),
     TOOLS_2,
     'step3',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}},
      {'name': 'get_time', 'arguments': {'tz': 'UTC'}}],
     'Checking.\n\nBoth done.'),
    ((S
      + 'test_step3_detector_streaming.py::TestStep3DetectorStreaming::test_streaming_tra'
           'iling_text_is_chunk_invariant'),
     ('<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="'
      'get_weather">\n<steptml:parameter name="city">SF</steptml:parameter>\n</steptml:inv'
      'oke><｜tool_call_end｜>\n<｜tool_calls_end｜>\nIt is sunny in SF.'),
     TOOLS_2,
     'step3',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     '\nIt is sunny in SF.'),
    ((S
      + 'test_step3_detector_streaming.py::TestStep3DetectorStreaming::test_streaming_zer'
           'o_parameter_call_has_valid_arguments'),
     ('<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="'
      'ping">\n</steptml:invoke><｜tool_call_end｜>\n<｜tool_calls_end｜>\nok'),
     TOOLS_2,
     'step3',
     [{'name': 'ping', 'arguments': {}}],
     'ok'),
    ((S
      + 'test_step3_detector_streaming.py::TestStep3DetectorStreaming::test_detect_and_pa'
           'rse_keeps_call_with_empty_invoke_body'),
     ('<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="'
      'ping"></steptml:invoke><｜tool_call_end｜>\n<｜tool_calls_end｜>'),
     TOOLS_2,
     'step3',
     [{'name': 'ping', 'arguments': {}}],
     ''),
    ((S
      + 'test_step3_detector_streaming.py::TestStep3DetectorStreaming::test_streaming_rel'
           'eases_text_that_looked_like_a_tool_marker'),
     'The price is 10<｜',
     TOOLS_2,
     'step3',
     [],
     'The price is 10<｜'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
