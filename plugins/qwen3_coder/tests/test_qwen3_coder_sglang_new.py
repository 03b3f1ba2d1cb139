"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_function_call_parser.py, test_mimo_detector.py,
test_qwen3_coder_detector.py, test_step3p5_detector.py, and since
test_qwen3_coder_numeric_precision.py and test_mimo_detector_streaming.py). Each row is a model
output of those tests (a streaming test's chunks joined; the tests' helper functions written out),
the tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every format
installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): Step-3.5 repairs (a
function tag without ``=`` or ``>``, ``<parameter=parameter=``, ``</tool_call>`` closing an open
parameter and function, a text ending inside an open parameter) are errors (DESIGN 2 and 3a:
never repaired); a drifted ``</parameter1>`` stays in the value (implicit close, values raw);
calls to tools not offered (MiMo, a bare Step-3.5 ``<function=unknown>``).
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
            'name': 'get_current_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'location': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                    'days': {'type': 'integer'},
                },
                'required': ['location'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'sql_interpreter',
            'parameters': {
                'type': 'object',
                'properties': {'query': {'type': 'string'}, 'dry_run': {'type': 'boolean'}},
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'TodoWrite',
            'parameters': {
                'type': 'object',
                'properties': {
                    'todos': {
                        'type': 'array',
                        'items': {
                            'type': 'object',
                            'properties': {
                                'content': {'type': 'string'},
                                'status': {'type': 'string'},
                            },
                            'required': ['content', 'status'],
                        },
                    },
                },
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'execute_bash',
            'description': 'execute_bash tool',
            'parameters': {
                'type': 'object',
                'properties': {'command': {'type': 'string'}},
                'required': ['command'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'description': 'get_weather tool',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string'},
                    'days': {'type': 'integer'},
                    'verbose': {'type': 'boolean'},
                },
                'required': [],
            },
        },
    },
]

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}, 'days': {'type': 'integer'}},
                'required': ['city'],
            },
        },
    },
]

TOOLS_3: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'bash',
            'parameters': {
                'type': 'object',
                'properties': {
                    'command': {'type': 'string'},
                    'items': {'type': 'array'},
                    'options': {'type': 'object'},
                    'timeout': {'type': 'integer'},
                },
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}, 'state': {'type': 'string'}},
            },
        },
    },
]

MORE_TOOLS_0: Any = [
    {'name': 'lookup',
     'parameters': {'type': 'object', 'properties': {'value': {'type': 'number'}}}},
]

MORE_TOOLS_1: Any = [
    {'name': 'lookup',
     'parameters': {'type': 'object',
                    'properties': {'value': {'anyOf': [{'type': 'number'}, {'type': 'null'}]}}}},
]

MORE_TOOLS_2: Any = [
    {'name': 'lookup',
     'parameters': {'type': 'object', 'properties': {'value': {'type': 'integer'}}}},
]

MORE_TOOLS_3: Any = [
    {'name': 'lookup',
     'parameters': {'type': 'object', 'properties': {'value': {'type': 'string'}}}},
]

TOOLS_4: Any = [{'type': 'function',
  'function': {'name': 'search',
               'parameters': {'type': 'object', 'properties': {'query': {'type': 'string'}}}}}]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_function_call_parser.py::TestQwen3CoderDetector::test_boolean_parameter_convers'
          'ion'),
     ('<tool_call>\n<function=sql_interpreter>\n<parameter=query>SELECT 1</parameter>\n'
      '<parameter=dry_run>True</parameter>\n</function>\n</tool_call>'),
     TOOLS_0,
     'qwen3_coder',
     [{'name': 'sql_interpreter', 'arguments': {'query': 'SELECT 1', 'dry_run': True}}],
     None),
    (S + 'test_mimo_detector.py::TestMiMoDetectorDetectAndParse::test_single_call_is_parsed',
     ('<tool_call>\n<function=execute_bash>\n<parameter=command>pwd && ls</parameter>\n'
      '</function>\n</tool_call>'),
     TOOLS_1,
     'qwen3_coder',
     [{'name': 'execute_bash', 'arguments': {'command': 'pwd && ls'}}],
     None),
    (S + ('test_mimo_detector.py::TestMiMoDetectorDetectAndParse::'
          'test_multiple_calls_accumulate'),
     ('<tool_call><function=execute_bash><parameter=command>ls</parameter></function>'
      '</tool_call><tool_call><function=get_weather><parameter=city>Tokyo</parameter>'
      '</function></tool_call>'),
     TOOLS_1,
     'qwen3_coder',
     [
         {'name': 'execute_bash', 'arguments': {'command': 'ls'}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
     ],
     None),
    (S + ('test_mimo_detector.py::TestMiMoDetectorDetectAndParse::'
          'test_leading_normal_text_preserved'),
     ('Sure, running now. <tool_call><function=execute_bash><parameter=command>ls</parameter>'
      '</function></tool_call>'),
     TOOLS_1,
     'qwen3_coder',
     [{'name': 'execute_bash', 'arguments': {'command': 'ls'}}],
     'Sure, running now. '),
    (S + ('test_mimo_detector.py::TestMiMoDetectorDetectAndParse::'
          'test_plain_text_yields_no_calls'),
     'Just prose.',
     TOOLS_1,
     'qwen3_coder',
     [],
     'Just prose.'),
    (S + ('test_mimo_detector.py::TestMiMoDetectorDetectAndParse::'
          'test_parameter_types_are_coerced_per_schema'),
     ('<tool_call><function=get_weather><parameter=city>Berlin</parameter><parameter=days>'
      '5</parameter><parameter=verbose>true</parameter></function></tool_call>'),
     TOOLS_1,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Berlin', 'days': 5, 'verbose': True}}],
     None),
    (S + ('test_mimo_detector.py::TestMiMoDetectorDetectAndParse::'
          'test_function_tag_missing_yields_no_call'),
     '<tool_call>no function here</tool_call>',
     TOOLS_1,
     'qwen3_coder',
     'error',
     None),
    (S + ('test_mimo_detector.py::TestMiMoDetectorDetectAndParse::'
          'test_parameterless_function_call'),
     '<tool_call><function=execute_bash></function></tool_call>',
     TOOLS_1,
     'qwen3_coder',
     [{'name': 'execute_bash', 'arguments': {}}],
     None),
    (S + ('test_qwen3_coder_detector.py::TestQwen3CoderDetectorMalformedParameterEnd::'
          'test_well_formed_value_unchanged'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>\nShanghai\n</parameter>\n'
      '<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>'),
     TOOLS_2,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Shanghai', 'days': 3}}],
     None),
    (S + ('test_qwen3_coder_detector.py::TestQwen3CoderDetectorMalformedParameterEnd::'
          'test_angle_brackets_inside_value_are_kept'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>\na <b>tag</b> city\n</parameter>\n'
      '<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>'),
     TOOLS_2,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'a <b>tag</b> city', 'days': 3}}],
     None),
    (S + ('test_qwen3_coder_detector.py::TestQwen3CoderDetectorMalformedParameterEnd::'
          'test_closed_value_ending_like_a_marker_is_kept'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>\n<config>\n  <p>1</p>\n'
      '</parameters>\n</parameter>\n<parameter=days>\n3\n</parameter>\n</function>\n'
      '</tool_call>'),
     TOOLS_2,
     'qwen3_coder',
     [
         {
             'name': 'get_weather',
             'arguments': {'city': '<config>\n  <p>1</p>\n</parameters>', 'days': 3},
         },
     ],
     None),
    (S + ('test_qwen3_coder_detector.py::TestQwen3CoderDetectorMalformedParameterEnd::'
          'test_closed_value_ending_like_a_marker_is_kept'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>\nx </parameterList>\n</parameter>'
      '\n<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>'),
     TOOLS_2,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'x </parameterList>', 'days': 3}}],
     None),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_canonical_xml_matches_qwen_parse'
          'r'),
     ('prefix<tool_call><function=bash><parameter=command>pwd</parameter><parameter=timeout>'
      '5</parameter></function></tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': 'pwd', 'timeout': 5}}],
     'prefix'),
    (S + 'test_step3p5_detector.py::TestStep3p5Detector::test_missing_outer_tool_call_wrapper',
     '<function=bash><parameter=command>pwd</parameter></function>',
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': 'pwd'}}],
     ''),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_missing_parameter_close_before_n'
          'ext_parameter'),
     ('<tool_call><function=weather><parameter=city>Dallas<parameter=state>TX</parameter>'
      '</function></tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'weather', 'arguments': {'city': 'Dallas', 'state': 'TX'}}],
     ''),
    (S + 'test_step3p5_detector.py::TestStep3p5Detector::test_adjacent_calls_in_one_mtp_chunk',
     ('<tool_call><function=bash><parameter=command>pwd</parameter></function></tool_call>'
      '<tool_call><function=weather><parameter=city>Paris</parameter></function></tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [
         {'name': 'bash', 'arguments': {'command': 'pwd'}},
         {'name': 'weather', 'arguments': {'city': 'Paris'}},
     ],
     ''),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_interleaved_text_is_preserved_in'
          '_both_modes'),
     ('hello<tool_call><function=bash><parameter=command>pwd</parameter></function></tool_call>'
      'between<tool_call><function=weather><parameter=city>Paris</parameter></function>'
      '</tool_call>bye'),
     TOOLS_3,
     'qwen3_coder',
     [
         {'name': 'bash', 'arguments': {'command': 'pwd'}},
         {'name': 'weather', 'arguments': {'city': 'Paris'}},
     ],
     'hellobetweenbye'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_python_literal_container_paramet'
          'ers_remain_supported'),
     ("<tool_call><function=bash><parameter=options>{'check': True}</parameter>"
      '<parameter=items>[1, 2]</parameter></function></tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'options': {'check': True}, 'items': [1, 2]}}],
     ''),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_unknown_malformed_function_is_no'
          't_repaired'),
     '<tool_call><function unknown><parameter=command>pwd</parameter></function></tool_call>',
     TOOLS_3,
     'qwen3_coder',
     'error',
     None),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_xml_like_prose_does_not_block_a_'
          'later_real_call'),
     ('intro<functions>x</functions><function_name>y</function_name><tool_call><function=bash>'
      '<parameter=command>pwd</parameter></function></tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': 'pwd'}}],
     'intro<functions>x</functions><function_name>y</function_name>'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_partial_function_words_are_plain'
          '_stream_content'),
     'This uses <functionality in prose',
     TOOLS_3,
     'qwen3_coder',
     [],
     'This uses <functionality in prose'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_partial_function_words_are_plain'
          '_stream_content'),
     'This uses <functionbashful in prose',
     TOOLS_3,
     'qwen3_coder',
     [],
     'This uses <functionbashful in prose'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_partial_function_words_are_plain'
          '_stream_content'),
     'This uses <function unknown in prose',
     TOOLS_3,
     'qwen3_coder',
     [],
     'This uses <function unknown in prose'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_partial_function_words_are_plain'
          '_stream_content'),
     'This discusses <parameterization forever',
     TOOLS_3,
     'qwen3_coder',
     [],
     'This discusses <parameterization forever'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_unmatched_closing_tags_are_prese'
          'rved_as_text'),
     'a</function>b</parameter>c</tool_call>d',
     TOOLS_3,
     'qwen3_coder',
     [],
     'a</function>b</parameter>c</tool_call>d'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_private_use_text_has_no_special_'
          'meaning'),
     'prefix\ue000step3p5-literal-lt\ue001suffix',
     TOOLS_3,
     'qwen3_coder',
     [],
     'prefix\ue000step3p5-literal-lt\ue001suffix'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_literal_and_parser_segments_do_n'
          'ot_reorder_text'),
     ('a<</function>b<tool_call><function=bash><parameter=command>pwd</parameter></function>'
      '</tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': 'pwd'}}],
     'a<</function>b'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_non_stream_does_not_invent_call_'
          'from_partial_opening_tag'),
     '<tool_call><function=bash',
     TOOLS_3,
     'qwen3_coder',
     'error',
     None),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_non_stream_does_not_invent_call_'
          'from_partial_opening_tag'),
     '<tool_call><function=bash><parameter=command',
     TOOLS_3,
     'qwen3_coder',
     'error',
     None),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_redundant_close_after_synthetic_'
          'wrapper_is_consumed'),
     '<function=bash><parameter=command>pwd</parameter></function></tool_call>',
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': 'pwd'}}],
     ''),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_redundant_close_after_synthetic_'
          'wrapper_is_consumed'),
     '<function=bash><parameter=command>pwd</parameter></function>\n</tool_call>',
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': 'pwd'}}],
     ''),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_redundant_close_after_synthetic_'
          'wrapper_is_consumed'),
     '<function=bash><parameter=command>pwd</parameter></function>\n  </tool_call>',
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': 'pwd'}}],
     ''),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_whitespace_after_synthetic_wrapp'
          'er_is_preserved_without_close'),
     '<function=bash></function>\n',
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {}}],
     '\n'),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_non_stream_conversion_error_fall'
          's_back_to_text'),
     '<tool_call><function=bash><parameter=options>{1, 2}</parameter></function></tool_call>',
     TOOLS_3,
     'qwen3_coder',
     'error',
     None),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_function_like_text_inside_parame'
          'ter_is_not_repaired'),
     ("<tool_call><function=bash><parameter=command>printf '&lt;function bash&gt;'</parameter>"
      '</function></tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': "printf '&lt;function bash&gt;'"}}],
     ''),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_function_like_text_inside_parame'
          'ter_is_not_repaired[raw]'),
     ("<tool_call><function=bash><parameter=command>printf '<function bash>'</parameter>"
      '</function></tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': "printf '<function bash>'"}}],
     ''),
    (S + ('test_step3p5_detector.py::TestStep3p5Detector::test_tool_call_start_text_inside_para'
          'meter_is_not_repaired'),
     ("<tool_call><function=bash><parameter=command>printf '<tool_call>'</parameter></function>"
      '</tool_call>'),
     TOOLS_3,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': "printf '<tool_call>'"}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_number_sc'
          'hema_preserves_large_integer_literals[9007199254740993]'),
     ('<tool_call><function=lookup><parameter=value>9007199254740993</parameter></function></too'
      'l_call>'),
     MORE_TOOLS_0,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 9007199254740993}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_number_sc'
          'hema_preserves_large_integer_literals[-9007199254740993]'),
     ('<tool_call><function=lookup><parameter=value>-9007199254740993</parameter></function></to'
      'ol_call>'),
     MORE_TOOLS_0,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': -9007199254740993}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_number_sc'
          'hema_preserves_large_integer_literals[18446744073709551615]'),
     ('<tool_call><function=lookup><parameter=value>18446744073709551615</parameter></function><'
      '/tool_call>'),
     MORE_TOOLS_0,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 18446744073709551615}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_number_sc'
          'hema_preserves_large_integer_literals[1790892345000000001]'),
     ('<tool_call><function=lookup><parameter=value>1790892345000000001</parameter></function></'
      'tool_call>'),
     MORE_TOOLS_0,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 1790892345000000001}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_number_sc'
          'hema_preserves_large_integer_literals[padded]'),
     ('<tool_call><function=lookup><parameter=value> 9007199254740993 </parameter></function></t'
      'ool_call>'),
     MORE_TOOLS_0,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 9007199254740993}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_nullable_'
          'number_schema_preserves_large_integer_literals'),
     ('<tool_call><function=lookup><parameter=value>9007199254740993</parameter></function></too'
      'l_call>'),
     MORE_TOOLS_1,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 9007199254740993}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_other_num'
          'eric_forms_are_unchanged[42]'),
     '<tool_call><function=lookup><parameter=value>42</parameter></function></tool_call>',
     MORE_TOOLS_0,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 42}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_other_num'
          'eric_forms_are_unchanged[-12.5]'),
     '<tool_call><function=lookup><parameter=value>-12.5</parameter></function></tool_call>',
     MORE_TOOLS_0,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': -12.5}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_other_num'
          'eric_forms_are_unchanged[1.25e3]'),
     '<tool_call><function=lookup><parameter=value>1.25e3</parameter></function></tool_call>',
     MORE_TOOLS_0,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 1250.0}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_integer_a'
          'nd_string_schemas_are_unchanged[integer]'),
     ('<tool_call><function=lookup><parameter=value>9007199254740993</parameter></function></too'
      'l_call>'),
     MORE_TOOLS_2,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 9007199254740993}}],
     ''),
    (S + ('test_qwen3_coder_numeric_precision.py::TestQwen3CoderNumericPrecision::test_integer_a'
          'nd_string_schemas_are_unchanged[string]'),
     ('<tool_call><function=lookup><parameter=value>9007199254740993</parameter></function></too'
      'l_call>'),
     MORE_TOOLS_3,
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': '9007199254740993'}}],
     ''),
    ((S
      + 'test_mimo_detector_streaming.py::TestMiMoStreamingRegression::test_text_after_la'
           'st_tool_call_is_flushed'),
     ('<tool_call>\n<function=search>\n<parameter=query>ls</parameter>\n</function>\n</too'
      'l_call>Done, files are listed.'),
     TOOLS_4,
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'query': 'ls'}}],
     'Done, files are listed.'),
    ((S
      + 'test_mimo_detector_streaming.py::TestMiMoStreamingRegression::test_split_bot_tok'
           'en_across_increments_still_parses'),
     ('I will run it.\n<tool_call>\n<function=search>\n<parameter=query>ls</parameter>\n</'
      'function>\n</tool_call>'),
     TOOLS_4,
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'query': 'ls'}}],
     'I will run it.'),
    ((S
      + 'test_mimo_detector_streaming.py::TestMiMoStreamingRegression::test_char_level_st'
           'reaming_matches_one_shot'),
     ('Let me check.\n<tool_call>\n<function=search>\n<parameter=query>ls</parameter>\n</f'
      'unction>\n</tool_call>'),
     TOOLS_4,
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'query': 'ls'}}],
     'Let me check.'),
    ((S
      + 'test_mimo_detector_streaming.py::TestMiMoStreamingRegression::test_text_between_'
           'two_calls_is_preserved'),
     ('<tool_call>\n<function=search>\n<parameter=query>ls</parameter>\n</function>\n</too'
      'l_call>\nand also\n<tool_call>\n<function=search>\n<parameter=query>ls</parameter>'
      '\n</function>\n</tool_call>'),
     TOOLS_4,
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'query': 'ls'}},
      {'name': 'search', 'arguments': {'query': 'ls'}}],
     'and also'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
