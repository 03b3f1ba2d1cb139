"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_deepseekv31_detector.py,
test_deepseekv32_detector.py, test_deepseekv3_detector.py, test_deepseekv4_detector.py,
test_function_call_parser.py, and since test_deepseekv32_strict_dsml.py, test_deepseek_detector.py
and test_deepseek_detectors.py). Each row is a model output of those tests (a streaming test's
chunks joined; the tests' helper functions written out), the tools the test passes, the format, the
calls SGLang expects ("error" where it returns no call for a malformed output and toolcalls reports
the error) and, where the test asserts it and toolcalls agrees, the content (SGLang's
``normal_text``, compared with whitespace runs collapsed and the ends stripped). Where a test
checks only some argument keys, the row holds the whole arguments object, which agrees on every key
the test checks. Each row is parsed with every format installed and with its format alone. Rows of
the tests that run SGLang's opt-in strict DSML mode (``strict_output=True`` or
``SGLANG_DSV4_STRICT_TOOL_OUTPUT``) hold what that mode asserts: toolcalls is strict always.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): a ``string="false"`` value
is typed by the tool's schema (``12345e-3`` for a string parameter stays a string; SGLang
decodes it); damaged block openers (``<｜DSML｜toolcalls>``, ``<｜DSML｜tool_calls...``) stay in
content, which SGLang drops (DESIGN 1); DSML quoted in a code fence or backticks is read as a
call (a marker is read wherever it stands); a repeated parameter is
``tool_call.duplicate_argument`` and repeated JSON keys keep the last value (SGLang's strict
mode rejects both); an invoke cut after its opening tag at the end of the text is a call
(missing closer at the end); ``string="maybe"`` is typed by the schema; ``<think>`` in prose is
reasoning (DESIGN 3c); a stray ``</think>`` after the reasoning closed stays in content.
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
            'name': 'search',
            'parameters': {
                'type': 'object',
                'properties': {
                    'query': {'type': 'string', 'description': 'The search query string'},
                    'topn': {
                        'type': 'integer',
                        'description': 'Number of top results to display',
                        'default': 10,
                    },
                    'source': {
                        'type': 'string',
                        'description': 'Source to search within',
                        'enum': ['web', 'news'],
                        'default': 'web',
                    },
                },
                'required': ['query'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_favorite_tourist_spot',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'parameters': {
                'type': 'object',
                'properties': {
                    'query': {'type': 'string', 'description': 'The search query string'},
                    'topn': {
                        'type': 'integer',
                        'description': 'Number of top results to display',
                        'default': 10,
                    },
                    'source': {
                        'type': 'string',
                        'description': 'Source to search within',
                        'enum': ['web', 'news'],
                        'default': 'web',
                    },
                },
                'required': ['query'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_favorite_tourist_spot',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
    {
        'type': 'function',
        'function': {'name': 'get_date', 'parameters': {'type': 'object', 'properties': {}}},
    },
]

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {'name': 'submit', 'parameters': {'type': 'object', 'properties': {}}},
    },
]

TOOLS_3: Any = [
    {
        'type': 'function',
        'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}},
    },
]

TOOLS_4: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string', 'description': 'City name'}},
                'required': ['city'],
            },
        },
    },
]

TOOLS_5: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'parameters': {
                'type': 'object',
                'properties': {'query': {'type': 'string'}},
                'required': ['query'],
            },
        },
    },
]

TOOLS_6: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
]

TOOLS_7: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'set_config',
            'parameters': {
                'type': 'object',
                'properties': {'value': {}, 'label': {'type': 'string'}},
            },
        },
    },
]

TOOLS_8: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'parameters': {
                'type': 'object',
                'properties': {
                    'query': {'type': 'string'},
                    'topn': {'type': 'integer', 'default': 10},
                    'source': {'type': 'string', 'enum': ['web', 'news'], 'default': 'web'},
                },
                'required': ['query'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_favorite_tourist_spot',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
    {
        'type': 'function',
        'function': {'name': 'submit', 'parameters': {'type': 'object', 'properties': {}}},
    },
]

MORE_TOOLS_0: Any = [
    {'name': 'set_flag',
     'parameters': {'type': 'object', 'properties': {'enabled': {'type': 'boolean'}}}},
    {'name': 'lookup_fixture',
     'parameters': {'type': 'object', 'properties': {'key': {'type': 'string'}}}},
    {'name': 'search',
     'parameters': {'type': 'object',
                    'properties': {'query': {'type': 'string'},
                                   'topn': {'type': 'integer'},
                                   'ratio': {'type': 'number'}}}},
    {'name': 'submit', 'parameters': {'type': 'object', 'properties': {}}},
]

TOOLS_9: Any = [{'type': 'function',
  'function': {'name': 'get_weather',
               'description': 'get_weather',
               'parameters': {'type': 'object', 'properties': {}}}},
 {'type': 'function',
  'function': {'name': 'search',
               'description': 'search',
               'parameters': {'type': 'object', 'properties': {}}}}]

TOOLS_10: Any = [{'type': 'function',
  'function': {'name': 'navigate',
               'description': 'Navigate to a destination.',
               'parameters': {'type': 'object',
                              'properties': {'destination': {'type': 'string'}},
                              'required': ['destination']}}}]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_function_call_parser.py::TestDeepSeekV32Detector::test_streaming_json_format',
     ('<｜DSML｜function_calls>\n            <｜DSML｜invoke name="get_favorite_tourist_spot">'
      '\n            {\n                "city": "San Francisco",\n                '
      '"another_city": "London",\n                "topn": 10,\n                "obj": {\n      '
      '              "name": "John",\n                    "age": 30\n                }\n       '
      '     }\n            </｜DSML｜invoke>\n        </｜DSML｜function_calls>'),
     TOOLS_0,
     'deepseek_v32',
     [
         {
             'name': 'get_favorite_tourist_spot',
             'arguments': {
                 'city': 'San Francisco',
                 'another_city': 'London',
                 'topn': 10,
                 'obj': {'name': 'John', 'age': 30},
             },
         },
     ],
     None),
    (S + 'test_function_call_parser.py::TestDeepSeekV32Detector::test_streaming_no_parameters',
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_date">\n</｜DSML｜invoke>\n'
      '</｜DSML｜function_calls>'),
     TOOLS_1,
     'deepseek_v32',
     [{'name': 'get_date', 'arguments': {}}],
     None),
    (S + ('test_function_call_parser.py::TestDeepSeekV32Detector::'
          'test_self_closing_zero_arg_invoke'),
     '<｜DSML｜function_calls>\n<｜DSML｜invoke name="submit"/>\n</｜DSML｜function_calls>',
     TOOLS_2,
     'deepseek_v32',
     [{'name': 'submit', 'arguments': {}}],
     None),
    (S + ('test_function_call_parser.py::TestDeepSeekV4Detector::test_detect_and_parse_xml_form'
          'at'),
     ("I'll help you with information about San Francisco and get its favorite tourist spot "
      'for you.\n\n\n        <｜DSML｜tool_calls>\n\n            <｜DSML｜invoke '
      'name="get_favorite_tourist_spot">\n\n                <｜DSML｜parameter name="city" '
      'string="true">San Francisco</｜DSML｜parameter>\n\n            </｜DSML｜invoke>\n\n    '
      '        <｜DSML｜invoke name="search">\n                <｜DSML｜parameter name="query" '
      'string="true">WebNav benchmark</｜DSML｜parameter>\n                <｜DSML｜parameter '
      'name="topn" string="false">10</｜DSML｜parameter>\n                <｜DSML｜parameter '
      'name="source" string="true">web</｜DSML｜parameter>\n            </｜DSML｜invoke>\n    '
      '    </｜DSML｜tool_calls>\n        '),
     TOOLS_0,
     'deepseek_v4',
     [
         {'name': 'get_favorite_tourist_spot', 'arguments': {'city': 'San Francisco'}},
         {
             'name': 'search',
             'arguments': {'query': 'WebNav benchmark', 'topn': 10, 'source': 'web'},
         },
     ],
     ("I'll help you with information about San Francisco and get its favorite tourist spot "
      'for you.')),
    (S + ('test_function_call_parser.py::TestDeepSeekV4Detector::test_detect_and_parse_json_for'
          'mat'),
     ("I'll help you with information about San Francisco and get its favorite tourist spot "
      'for you.\n\n        <｜DSML｜tool_calls>\n            <｜DSML｜invoke '
      'name="get_favorite_tourist_spot">\n            {\n                "city": "San '
      'Francisco"\n            }\n        </｜DSML｜invoke>\n            <｜DSML｜invoke '
      'name="search">\n            {\n                "query": "WebNav benchmark",\n           '
      '     "topn": 10,\n                "source": "web"\n            }\n        '
      '</｜DSML｜invoke>\n        </｜DSML｜tool_calls>\n        '),
     TOOLS_0,
     'deepseek_v4',
     [
         {'name': 'get_favorite_tourist_spot', 'arguments': {'city': 'San Francisco'}},
         {
             'name': 'search',
             'arguments': {'query': 'WebNav benchmark', 'topn': 10, 'source': 'web'},
         },
     ],
     ("I'll help you with information about San Francisco and get its favorite tourist spot "
      'for you.')),
    (S + 'test_function_call_parser.py::TestDeepSeekV4Detector::test_streaming_xml_format',
     ('<｜DSML｜tool_calls>\n            <｜DSML｜invoke name="get_favorite_tourist_spot">\n   '
      '             <｜DSML｜parameter name="city" string="true">San '
      'Francisco</｜DSML｜parameter>\n                <｜DSML｜parameter name="another_city" '
      'string="true">London</｜DSML｜parameter>\n                <｜DSML｜parameter '
      'name="topn" string="false">10</｜DSML｜parameter>\n                <｜DSML｜parameter '
      'name="obj" string="false">{"name": "John", "age": 30}</｜DSML｜parameter>\n            '
      '</｜DSML｜invoke>\n        </｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [
         {
             'name': 'get_favorite_tourist_spot',
             'arguments': {
                 'city': 'San Francisco',
                 'another_city': 'London',
                 'topn': 10,
                 'obj': {'name': 'John', 'age': 30},
             },
         },
     ],
     None),
    (S + 'test_function_call_parser.py::TestDeepSeekV4Detector::test_streaming_json_format',
     ('<｜DSML｜tool_calls>\n            <｜DSML｜invoke name="get_favorite_tourist_spot">\n   '
      '         {\n                "city": "San Francisco",\n                "another_city": '
      '"London",\n                "topn": 10,\n                "obj": {\n                    '
      '"name": "John",\n                    "age": 30\n                }\n            }\n      '
      '      </｜DSML｜invoke>\n        </｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [
         {
             'name': 'get_favorite_tourist_spot',
             'arguments': {
                 'city': 'San Francisco',
                 'another_city': 'London',
                 'topn': 10,
                 'obj': {'name': 'John', 'age': 30},
             },
         },
     ],
     None),
    (S + ('test_function_call_parser.py::TestDeepSeekV4Detector::test_detect_and_parse_no_param'
          'eters'),
     ('Let me get the current date for you.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke '
      'name="get_date">\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_1,
     'deepseek_v4',
     [{'name': 'get_date', 'arguments': {}}],
     'Let me get the current date for you.'),
    (S + 'test_function_call_parser.py::TestDeepSeekV4Detector::test_streaming_no_parameters',
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_date">\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_1,
     'deepseek_v4',
     [{'name': 'get_date', 'arguments': {}}],
     None),
    (S + ('test_function_call_parser.py::TestDeepSeekV4Detector::test_streaming_no_parameters_w'
          'ith_whitespace'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_date">\n\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_1,
     'deepseek_v4',
     [{'name': 'get_date', 'arguments': {}}],
     None),
    (S + ('test_function_call_parser.py::TestDeepSeekV4Detector::test_self_closing_zero_arg_inv'
          'oke'),
     '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="submit"/>\n</｜DSML｜tool_calls>',
     TOOLS_2,
     'deepseek_v4',
     [{'name': 'submit', 'arguments': {}}],
     None),
    (S + ('test_deepseekv31_detector.py::TestDeepSeekV31PrefixText::'
          'test_text_before_tool_call_is_emitted_once'),
     ('Let me check the weather.\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>'
      'get_weather<｜tool▁sep｜>{"city": "Tokyo"}<｜tool▁call▁end｜>'),
     TOOLS_3,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Let me check the weather.'),
    (S + ('test_deepseekv31_detector.py::TestDeepSeekV31PrefixText::'
          'test_text_before_tool_call_is_emitted_once'),
     ('Let me check the weather.\n<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": '
      '"Tokyo"}<｜tool▁call▁end｜>'),
     TOOLS_3,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Let me check the weather.'),
    (S + ('test_deepseekv31_detector.py::TestDeepSeekV31PrefixText::'
          'test_prefix_is_not_repeated_while_arguments_arrive'),
     ('Checking... <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city":'
      ' "Tokyo"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     TOOLS_3,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Checking...'),
    (S + ('test_deepseekv32_detector.py::TestDeepSeekV4StreamingPreamble::'
          'test_prose_and_wrapped_opener_in_one_delta'),
     ('Let me look up the weather in Beijing for you.<｜DSML｜tool_calls><｜DSML｜invoke '
      'name="get_weather"><｜DSML｜parameter name="city" string="true">'
      'Beijing</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     TOOLS_4,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     'Let me look up the weather in Beijing for you.'),
    (S + ('test_deepseekv32_detector.py::TestDeepSeekV4StreamingPreamble::'
          'test_prose_and_bare_invoke_in_one_delta'),
     ('Let me look up the weather in Beijing for you.<｜DSML｜invoke name="get_weather">'
      '<｜DSML｜parameter name="city" string="true">Beijing</｜DSML｜parameter>'
      '</｜DSML｜invoke>'),
     TOOLS_4,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     'Let me look up the weather in Beijing for you.'),
    (S + ('test_deepseekv32_detector.py::TestDeepSeekV4StreamingPreamble::'
          'test_literal_angle_bracket_without_tool_call'),
     'The check 3 < 5 held, done.',
     TOOLS_4,
     'deepseek_v4',
     [],
     'The check 3 < 5 held, done.'),
    (S + ('test_deepseekv32_detector.py::TestDeepSeekV4StreamingPreamble::'
          'test_literal_angle_bracket_before_tool_call'),
     ('Since 3 < 5 holds, calling the tool. <｜DSML｜tool_calls><｜DSML｜invoke '
      'name="get_weather"><｜DSML｜parameter name="city" string="true">'
      'Beijing</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     TOOLS_4,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     'Since 3 < 5 holds, calling the tool.'),
    (S + ('test_deepseekv32_detector.py::TestDeepSeekV4StreamingPreamble::'
          'test_multiple_invokes_after_prose'),
     ('Let me look up the weather in Beijing for you.<｜DSML｜tool_calls><｜DSML｜invoke '
      'name="get_weather"><｜DSML｜parameter name="city" string="true">'
      'Beijing</｜DSML｜parameter></｜DSML｜invoke><｜DSML｜invoke name="get_weather">'
      '<｜DSML｜parameter name="city" string="true">Tokyo</｜DSML｜parameter></｜DSML｜invoke>'
      '</｜DSML｜tool_calls>'),
     TOOLS_4,
     'deepseek_v4',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
     ],
     'Let me look up the weather in Beijing for you.'),
    (S + ('test_deepseekv32_detector.py::TestDeepSeekV32StreamingPreamble::'
          'test_prose_and_wrapped_opener_in_one_delta'),
     ('Let me look up the weather in Beijing for you.<｜DSML｜function_calls><｜DSML｜invoke '
      'name="get_weather"><｜DSML｜parameter name="city" string="true">'
      'Beijing</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_calls>'),
     TOOLS_4,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     'Let me look up the weather in Beijing for you.'),
    (S + ('test_deepseekv32_detector.py::TestDeepSeekV32StreamingPreamble::'
          'test_literal_angle_bracket_before_tool_call'),
     ('Since 3 < 5 holds, calling the tool. <｜DSML｜function_calls><｜DSML｜invoke '
      'name="get_weather"><｜DSML｜parameter name="city" string="true">'
      'Beijing</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_calls>'),
     TOOLS_4,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     'Since 3 < 5 holds, calling the tool.'),
    (S + ('test_deepseekv32_detector.py::TestDeepSeekV32StreamingPreamble::'
          'test_multiple_invokes_after_prose'),
     ('Let me look up the weather in Beijing for you.<｜DSML｜function_calls><｜DSML｜invoke '
      'name="get_weather"><｜DSML｜parameter name="city" string="true">'
      'Beijing</｜DSML｜parameter></｜DSML｜invoke><｜DSML｜invoke name="get_weather">'
      '<｜DSML｜parameter name="city" string="true">Tokyo</｜DSML｜parameter></｜DSML｜invoke>'
      '</｜DSML｜function_calls>'),
     TOOLS_4,
     'deepseek_v32',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
     ],
     'Let me look up the weather in Beijing for you.'),
    (S + 'test_deepseekv3_detector.py::TestDeepSeekV3Detector::test_single_tool_call',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n'
      '{"city": "Beijing"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     TOOLS_5,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (S + 'test_deepseekv3_detector.py::TestDeepSeekV3Detector::test_multiple_tool_calls',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n'
      '{"city": "Beijing"}\n```<｜tool▁call▁end｜>\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>'
      'search\n```json\n{"query": "restaurants"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     TOOLS_5,
     'deepseek_v3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'search', 'arguments': {'query': 'restaurants'}},
     ],
     None),
    (S + ('test_deepseekv3_detector.py::TestDeepSeekV3Detector::test_tool_call_with_preceding_t'
          'ext'),
     ('Let me check that for you.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>'
      'function<｜tool▁sep｜>get_weather\n```json\n{"city": "Tokyo"}\n```<｜tool▁call▁end｜>'
      '<｜tool▁calls▁end｜>'),
     TOOLS_5,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Let me check that for you.'),
    (S + 'test_deepseekv3_detector.py::TestDeepSeekV3Detector::test_no_tool_call',
     'Hello, how can I help you today?',
     TOOLS_5,
     'deepseek_v3',
     [],
     'Hello, how can I help you today?'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_preamble_in_same_delta_as'
          '_tool_call'),
     ('Let me check.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Let me check.'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_preamble_before_bare_invo'
          'ke_without_wrapper'),
     ('Checking.\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" '
      'string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Checking.'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_no_dsml_markers_leak_into'
          '_normal_text'),
     ('Prose.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Prose.'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_non_streaming_parses_ever'
          'y_tool_calls_section'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">NY</｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [
         {'name': 'get_weather', 'arguments': {'city': 'SF'}},
         {'name': 'get_weather', 'arguments': {'city': 'NY'}},
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_non_string_parameter_is_n'
          'ot_rewritten_after_streaming'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="set_config">\n<｜DSML｜parameter '
      'name="value" string="false">12345e-3</｜DSML｜parameter><｜DSML｜parameter name="label" '
      'string="true">complete</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_7,
     'deepseek_v4',
     [{'name': 'set_config', 'arguments': {'value': 12.345, 'label': 'complete'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_non_string_parameter_is_n'
          'ot_rewritten_after_streaming[v32]'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="set_config">\n<｜DSML｜parameter '
      'name="value" string="false">12345e-3</｜DSML｜parameter><｜DSML｜parameter name="label" '
      'string="true">complete</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     TOOLS_7,
     'deepseek_v32',
     [{'name': 'set_config', 'arguments': {'value': 12.345, 'label': 'complete'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_non_string_parameter_is_n'
          'ot_rewritten_after_streaming'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="set_config">\n<｜DSML｜parameter '
      'name="value" string="false">{"ratio":12345e-3,"enabled":true}</｜DSML｜parameter>'
      '<｜DSML｜parameter name="label" string="true">complete</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_7,
     'deepseek_v4',
     [
         {
             'name': 'set_config',
             'arguments': {'value': {'ratio': 12.345, 'enabled': True}, 'label': 'complete'},
         },
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_non_string_parameter_is_n'
          'ot_rewritten_after_streaming[v32]'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="set_config">\n<｜DSML｜parameter '
      'name="value" string="false">{"ratio":12345e-3,"enabled":true}</｜DSML｜parameter>'
      '<｜DSML｜parameter name="label" string="true">complete</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     TOOLS_7,
     'deepseek_v32',
     [
         {
             'name': 'set_config',
             'arguments': {'value': {'ratio': 12.345, 'enabled': True}, 'label': 'complete'},
         },
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_non_string_parameter_is_n'
          'ot_rewritten_after_streaming'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="set_config">\n<｜DSML｜parameter '
      'name="value" string="false">[{"step":"write code","ratio":12345e-3},null,'
      'false]</｜DSML｜parameter><｜DSML｜parameter name="label" string="true">'
      'complete</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_7,
     'deepseek_v4',
     [
         {
             'name': 'set_config',
             'arguments': {
                 'value': [{'step': 'write code', 'ratio': 12.345}, None, False],
                 'label': 'complete',
             },
         },
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_non_string_parameter_is_n'
          'ot_rewritten_after_streaming[v32]'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="set_config">\n<｜DSML｜parameter '
      'name="value" string="false">[{"step":"write code","ratio":12345e-3},null,'
      'false]</｜DSML｜parameter><｜DSML｜parameter name="label" string="true">'
      'complete</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     TOOLS_7,
     'deepseek_v32',
     [
         {
             'name': 'set_config',
             'arguments': {
                 'value': [{'step': 'write code', 'ratio': 12.345}, None, False],
                 'label': 'complete',
             },
         },
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_still_st'
          'reams_incrementally'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="get_weather"><｜DSML｜parameter name="city" '
      'string="true">San Francisco</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'San Francisco'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_truncated_non_string_para'
          'meter_is_an_explicit_error'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="get_weather"><｜DSML｜parameter name="city" '
      'string="false">[1,2'),
     TOOLS_6,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_quoted_dsml_is_not_execut'
          'ed_or_removed'),
     ("Example: '<｜DSML｜toolcalls>'\n<｜DSML｜tool_calls>\n<｜DSML｜invoke "
      'name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>'
      '\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     "Example: '<｜DSML｜toolcalls>'\n"),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_quoted_dsml_is_not_execut'
          'ed_or_removed[quoted_only]'),
     "Example: '<｜DSML｜toolcalls>'\n",
     TOOLS_6,
     'deepseek_v4',
     [],
     "Example: '<｜DSML｜toolcalls>'\n"),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_quoted_dsml_is_not_execut'
          'ed_or_removed'),
     ('Example: “<｜DSML｜toolcalls>”\n<｜DSML｜tool_calls>\n<｜DSML｜invoke '
      'name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>'
      '\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Example: “<｜DSML｜toolcalls>”\n'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_quoted_dsml_is_not_execut'
          'ed_or_removed[quoted_only]'),
     'Example: “<｜DSML｜toolcalls>”\n',
     TOOLS_6,
     'deepseek_v4',
     [],
     'Example: “<｜DSML｜toolcalls>”\n'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_mode_preserves_lit'
          'eral_markup_and_balanced_xml'),
     'Literal `</parameter>`.',
     TOOLS_6,
     'deepseek_v4',
     [],
     'Literal `</parameter>`.'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_mode_preserves_lit'
          'eral_markup_and_balanced_xml'),
     'Example:\n```xml\n</parameter>\n</invoke>\n```',
     TOOLS_6,
     'deepseek_v4',
     [],
     'Example:\n```xml\n</parameter>\n</invoke>\n```'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_mode_preserves_lit'
          'eral_markup_and_balanced_xml'),
     'XML:\n<parameter description="a > b">\nvalue\n</parameter>',
     TOOLS_6,
     'deepseek_v4',
     [],
     'XML:\n<parameter description="a > b">\nvalue\n</parameter>'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_mode_preserves_lit'
          'eral_markup_and_balanced_xml'),
     'Text with an unrelated SGML fragment: <![unexpected[.',
     TOOLS_6,
     'deepseek_v4',
     [],
     'Text with an unrelated SGML fragment: <![unexpected[.'),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_indented_native_calls_and'
          '_parameter_literals_are_preserved'),
     ('Checking.\n        <｜DSML｜tool_calls>\n        <｜DSML｜invoke name="get_weather">\n  '
      '      <｜DSML｜parameter name="city" string="true">Echo `<｜DSML｜tool_calls>` without '
      'interpreting it</｜DSML｜parameter>\n        </｜DSML｜invoke>\n        '
      '</｜DSML｜tool_calls>\n        <｜DSML｜tool_calls>\n        <｜DSML｜invoke '
      'name="get_weather">\n        <｜DSML｜parameter name="city" string="true">'
      'NY</｜DSML｜parameter>\n        </｜DSML｜invoke>\n        </｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [
         {
             'name': 'get_weather',
             'arguments': {'city': 'Echo `<｜DSML｜tool_calls>` without interpreting it'},
         },
         {'name': 'get_weather', 'arguments': {'city': 'NY'}},
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">print("</｜DSML｜parameter |")</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'print("</｜DSML｜parameter |")'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">Example: `</｜DSML｜parameter |`</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Example: `</｜DSML｜parameter |`'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">```xml\n</｜DSML｜parameter |\n```</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': '```xml\n</｜DSML｜parameter |\n```'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">cat <<\'EOF\'\n</｜DSML｜parameter |\nEOF</｜DSML｜parameter>'
      '\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': "cat <<'EOF'\n</｜DSML｜parameter |\nEOF"}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">cat <<EOF\n</｜DSML｜parameter |\nEOF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'cat <<EOF\n</｜DSML｜parameter |\nEOF'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">cat <<-EOF\n\t</｜DSML｜parameter |\n\tEOF</｜DSML｜parameter>'
      '\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [
         {
             'name': 'get_weather',
             'arguments': {'city': 'cat <<-EOF\n\t</｜DSML｜parameter |\n\tEOF'},
         },
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">cat <<\'A\' <<\'B\'\n</｜DSML｜parameter |\nA\n'
      '</｜DSML｜parameter |\nB</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [
         {
             'name': 'get_weather',
             'arguments': {
                 'city': "cat <<'A' <<'B'\n</｜DSML｜parameter |\nA\n</｜DSML｜parameter |\nB",
             },
         },
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true"># Literal example: </｜DSML｜parameter |\n'
      'print(1)</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [
         {
             'name': 'get_weather',
             'arguments': {'city': '# Literal example: </｜DSML｜parameter |\nprint(1)'},
         },
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_string_parameter_preserve'
          's_quoted_heredoc_and_escaped_marker_literals'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">echo \\</｜DSML｜parameter |</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'echo \\</｜DSML｜parameter |'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_new_parameter_guard_does_'
          'not_change_non_strict_behavior'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">echo "created"</｜DSML｜parameter |\nprintf '
      'done</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [
         {
             'name': 'get_weather',
             'arguments': {'city': 'echo "created"</｜DSML｜parameter |\nprintf done'},
         },
     ],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_direct_json_waits_'
          'for_complete_validated_invoke'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="get_weather">{"city":"SF"}</｜DSML｜invoke>'
      '</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_rejects_nested_inv'
          'oke_instead_of_rewriting_streamed_arguments'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather"><｜DSML｜parameter name="city" '
      'string="true">San Francisco</｜DSML｜parameter>\n</<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">NY</｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_rejects_unclosed_s'
          'tring_parameter_at_invoke_end'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather"><｜DSML｜parameter name="city" '
      'string="true">SF</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_direct_json_reject'
          's_duplicates_and_non_json_constants'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n{"city": NaN}\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_strict_direct_json_reject'
          's_duplicates_and_non_json_constants'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n{"city": Infinity}\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_optional_schema_validatio'
          'n_keeps_valid_arguments_unchanged'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n{"city": "SF"}\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_optional_schema_validatio'
          'n_is_off_by_default_and_requires_strict'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n{}\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {}}],
     None),
    (S + ('test_deepseekv4_detector.py::TestDeepSeekV4Streaming::test_opt_in_marker_policy_reje'
          'cts_quoted_document_payload_without_rewriting'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
      'name="city" string="true">python3 <<\'PY\'\ntext = """Notes.</think>"""\nprint(text)\n'
      'PY</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [
         {
             'name': 'get_weather',
             'arguments': {
                 'city': 'python3 <<\'PY\'\ntext = """Notes.</think>"""\nprint(text)\nPY',
             },
         },
     ],
     None),
    (S + ('test_function_call_parser.py::TestDeepSeekV4Detector::test_self_closing_zero_arg_inv'
          'oke'),
     ('Final answer.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="submit"/>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_2,
     'deepseek_v4',
     [{'name': 'submit', 'arguments': {}}],
     'Final answer.'),
    (S + ('test_function_call_parser.py::TestDeepSeekV4Detector::test_self_closing_mixed_with_l'
          'ong_form'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_favorite_tourist_spot">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '<｜DSML｜invoke name="submit"/>\n</｜DSML｜tool_calls>'),
     TOOLS_8,
     'deepseek_v4',
     [
         {'name': 'get_favorite_tourist_spot', 'arguments': {'city': 'SF'}},
         {'name': 'submit', 'arguments': {}},
     ],
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_malformed_turn_i'
          's_dropped_and_forwarded'),
     ("I'll call the `set_flag` function to enable the flag.\n"
      '\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="set_flag">\n'
      '<parameter name="enabled">true</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v4-param_missing_dsml_marker_and_string_attr]'),
     ('Sure.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">\n'
      '<parameter name="key">alpha</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v4-param_missing_dsml_marker_only]'),
     ('Sure.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture"><parameter name="key'
      '" string="true">alpha</｜DSML｜parameter></｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v4-unterminated_param_tag]'),
     ('Sure.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture"><｜DSML｜parameter n'
      'ame="key" string="true">alpha</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v4-truncated_json_body]'),
     ('Sure.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">{"key": "alpha"</｜D'
      'SML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v4-invalid_json_body]'),
     ('Sure.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">{"key": alpha}</｜DS'
      'ML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v4-non_object_json_body]'),
     ('Sure.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">["alpha"]</｜DSML｜i'
      'nvoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v4-good_param_then_stray_tag]'),
     ('Sure.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture"><｜DSML｜parameter n'
      'ame="key" string="true">alpha</｜DSML｜parameter>\n'
      '<parameter name="x">1</｜DSML｜parameter></｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v4-prose_in_body]'),
     ('Sure.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">\n'
      'enable it please\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v32-param_missing_dsml_marker_and_string_attr]'),
     ('Sure.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="lookup_fixture">\n'
      '<parameter name="key">alpha</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v32-param_missing_dsml_marker_only]'),
     ('Sure.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="lookup_fixture"><parameter name='
      '"key" string="true">alpha</｜DSML｜parameter></｜DSML｜invoke>\n'
      '</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v32-unterminated_param_tag]'),
     ('Sure.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="lookup_fixture"><｜DSML｜paramet'
      'er name="key" string="true">alpha</｜DSML｜invoke>\n'
      '</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v32-truncated_json_body]'),
     ('Sure.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="lookup_fixture">{"key": "alpha"<'
      '/｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v32-invalid_json_body]'),
     ('Sure.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="lookup_fixture">{"key": alpha}</'
      '｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v32-non_object_json_body]'),
     ('Sure.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="lookup_fixture">["alpha"]</｜DSM'
      'L｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v32-good_param_then_stray_tag]'),
     ('Sure.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="lookup_fixture"><｜DSML｜paramet'
      'er name="key" string="true">alpha</｜DSML｜parameter>\n'
      '<parameter name="x">1</｜DSML｜parameter></｜DSML｜invoke>\n'
      '</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_every_malformed_'
          'body_in_every_flavour[v32-prose_in_body]'),
     ('Sure.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="lookup_fixture">\n'
      'enable it please\n</｜DSML｜invoke>\n'
      '</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestMalformedBodiesAreDropped::test_a_block_with_one'
          '_malformed_member_yields_no_call'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture"><｜DSML｜parameter name="key"'
      ' string="true">alpha</｜DSML｜parameter></｜DSML｜invoke>\n'
      '<｜DSML｜invoke name="set_flag"><parameter name="enabled">true</｜DSML｜parameter></｜DSM'
      'L｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v4-str]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="lookup_fixture">\n'
      '<｜DSML｜parameter name="key" string="true">alpha</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'lookup_fixture', 'arguments': {'key': 'alpha'}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v4-two str]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" string="true">a b</｜DSML'
      '｜parameter>\n<｜DSML｜parameter name="topn" string="false">3</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'search', 'arguments': {'query': 'a b', 'topn': 3}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v4-numbers]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="topn" string="false">10</｜DSML'
      '｜parameter>\n<｜DSML｜parameter name="ratio" string="false">3.5</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'search', 'arguments': {'topn': 10, 'ratio': 3.5}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v4-bool true]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="set_flag">\n<｜DSML｜parameter name="enabled" string="false">true</'
      '｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'set_flag', 'arguments': {'enabled': True}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v4-bool false]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="set_flag">\n<｜DSML｜parameter name="enabled" string="false">false<'
      '/｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'set_flag', 'arguments': {'enabled': False}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v4-empty string value]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="lookup_fixture">\n'
      '<｜DSML｜parameter name="key" string="true"></｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'lookup_fixture', 'arguments': {'key': ''}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_zero_argument_fo'
          'rms[v4-empty]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="submit"></｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'submit', 'arguments': {}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_zero_argument_fo'
          'rms[v4-blank]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="submit">\n   \n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'submit', 'arguments': {}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v32-str]'),
     ('Let me look.\n\n<｜DSML｜function_calls>\n'
      '<｜DSML｜invoke name="lookup_fixture">\n'
      '<｜DSML｜parameter name="key" string="true">alpha</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     [{'name': 'lookup_fixture', 'arguments': {'key': 'alpha'}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v32-two str]'),
     ('Let me look.\n\n<｜DSML｜function_calls>\n'
      '<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" string="true">a b</｜DSML'
      '｜parameter>\n<｜DSML｜parameter name="topn" string="false">3</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     [{'name': 'search', 'arguments': {'query': 'a b', 'topn': 3}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v32-numbers]'),
     ('Let me look.\n\n<｜DSML｜function_calls>\n'
      '<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="topn" string="false">10</｜DSML'
      '｜parameter>\n<｜DSML｜parameter name="ratio" string="false">3.5</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     [{'name': 'search', 'arguments': {'topn': 10, 'ratio': 3.5}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v32-bool true]'),
     ('Let me look.\n\n<｜DSML｜function_calls>\n'
      '<｜DSML｜invoke name="set_flag">\n<｜DSML｜parameter name="enabled" string="false">true</'
      '｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     [{'name': 'set_flag', 'arguments': {'enabled': True}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v32-bool false]'),
     ('Let me look.\n\n<｜DSML｜function_calls>\n'
      '<｜DSML｜invoke name="set_flag">\n<｜DSML｜parameter name="enabled" string="false">false<'
      '/｜DSML｜parameter>\n</｜DSML｜invoke>\n'
      '</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     [{'name': 'set_flag', 'arguments': {'enabled': False}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_parameter_shapes'
          '[v32-empty string value]'),
     ('Let me look.\n\n<｜DSML｜function_calls>\n'
      '<｜DSML｜invoke name="lookup_fixture">\n'
      '<｜DSML｜parameter name="key" string="true"></｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     [{'name': 'lookup_fixture', 'arguments': {'key': ''}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_zero_argument_fo'
          'rms[v32-empty]'),
     ('Let me look.\n\n<｜DSML｜function_calls>\n'
      '<｜DSML｜invoke name="submit"></｜DSML｜invoke>\n'
      '</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     [{'name': 'submit', 'arguments': {}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_zero_argument_fo'
          'rms[v32-blank]'),
     ('Let me look.\n\n<｜DSML｜function_calls>\n'
      '<｜DSML｜invoke name="submit">\n   \n'
      '</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     MORE_TOOLS_0,
     'deepseek_v32',
     [{'name': 'submit', 'arguments': {}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_json_body_and_se'
          'veral_blocks[json]'),
     ('Let me look.\n\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="lookup_fixture">\n'
      '{"key": "alpha"}\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'lookup_fixture', 'arguments': {'key': 'alpha'}}],
     'Let me look.'),
    (S + ('test_deepseekv32_strict_dsml.py::TestWellFormedBodiesUnchanged::test_json_body_and_se'
          'veral_blocks[two]'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture"><｜DSML｜parameter name="key"'
      ' string="true">a</｜DSML｜parameter></｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="lookup_fixture"><｜DSML｜parameter name="key" string="true">b</｜DS'
      'ML｜parameter></｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'lookup_fixture', 'arguments': {'key': 'a'}},
      {'name': 'lookup_fixture', 'arguments': {'key': 'b'}}],
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestStrictStreaming::test_whitespace_only_text_is_he'
          'ld_not_released_as_content'),
     ('\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture"><｜DSML｜parameter name="'
      'key" string="true">a</｜DSML｜parameter></｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'lookup_fixture', 'arguments': {'key': 'a'}}],
     ''),
    (S + ('test_deepseekv32_strict_dsml.py::TestStrictStreaming::test_json_body_streams_the_name'
          '_with_the_json_prefix_in_one_item'),
     ('\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">{"key": "alpha"}</｜DSML'
      '｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     [{'name': 'lookup_fixture', 'arguments': {'key': 'alpha'}}],
     ''),
    (S + ('test_deepseekv32_strict_dsml.py::TestStrictStreaming::test_json_body_then_trailing_te'
          'xt_never_streams_a_complete_call[prose]'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">\n'
      '{"key": "alpha"}\nnot json\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestStrictStreaming::test_json_body_then_trailing_te'
          'xt_never_streams_a_complete_call[second_object]'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">\n'
      '{"key": "alpha"} {}\n</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestStrictStreaming::test_json_body_then_trailing_te'
          'xt_never_streams_a_complete_call[stray_tag]'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="lookup_fixture">\n'
      '{"key": "alpha"}\n<parameter name="x">1</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + ('test_deepseekv32_strict_dsml.py::TestStrictStreaming::test_cut_stream_with_an_unrecog'
          'nised_body_tracks_nothing'),
     ("I'll call the `set_flag` function to enable the flag.\n"
      '\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="set_flag">\n'
      '<parameter name="enabled">true</｜DSML｜parameter>\n'),
     MORE_TOOLS_0,
     'deepseek_v4',
     'error',
     None),
    (S + 'test_deepseek_detector.py::TestDeepSeekV3Detector::test_two_valid_calls_both_parse',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"'
      'city": "Boston"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>search'
      '\n```json\n{"q": "hi"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     TOOLS_9,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Boston'}},
      {'name': 'search', 'arguments': {'q': 'hi'}}],
     ''),
    ((S
      + 'test_deepseek_detectors.py::TestDeepSeekStreamingContent::test_content_and_compl'
           'ete_tool_call_in_single_increment'),
     ('I\'ll navigate there now.<｜DSML｜function_calls><｜DSML｜invoke name="navigate">{"dest'
      'ination":"library"}</｜DSML｜invoke></｜DSML｜function_calls>'),
     TOOLS_10,
     'deepseek_v32',
     [{'name': 'navigate', 'arguments': {'destination': 'library'}}],
     "I'll navigate there now."),
    ((S
      + 'test_deepseek_detectors.py::TestDeepSeekStreamingContent::test_content_prefix_wi'
           'th_consecutive_tool_calls'),
     ('I\'ll navigate there now.<｜DSML｜function_calls><｜DSML｜invoke name="navigate">{"dest'
      'ination":"library"}</｜DSML｜invoke><｜DSML｜invoke name="navigate">{"destination":"mus'
      'eum"}</｜DSML｜invoke></｜DSML｜function_calls>'),
     TOOLS_10,
     'deepseek_v32',
     [{'name': 'navigate', 'arguments': {'destination': 'library'}},
      {'name': 'navigate', 'arguments': {'destination': 'museum'}}],
     "I'll navigate there now."),
    ((S
      + 'test_deepseek_detectors.py::TestDeepSeekStreamingContent::test_content_and_compl'
           'ete_tool_call_in_single_increment'),
     ('I\'ll navigate there now.<｜DSML｜tool_calls><｜DSML｜invoke name="navigate">{"destinat'
      'ion":"library"}</｜DSML｜invoke></｜DSML｜tool_calls>'),
     TOOLS_10,
     'deepseek_v4',
     [{'name': 'navigate', 'arguments': {'destination': 'library'}}],
     "I'll navigate there now."),
    ((S
      + 'test_deepseek_detectors.py::TestDeepSeekStreamingContent::test_content_prefix_wi'
           'th_consecutive_tool_calls'),
     ('I\'ll navigate there now.<｜DSML｜tool_calls><｜DSML｜invoke name="navigate">{"destinat'
      'ion":"library"}</｜DSML｜invoke><｜DSML｜invoke name="navigate">{"destination":"museum"'
      '}</｜DSML｜invoke></｜DSML｜tool_calls>'),
     TOOLS_10,
     'deepseek_v4',
     [{'name': 'navigate', 'arguments': {'destination': 'library'}},
      {'name': 'navigate', 'arguments': {'destination': 'museum'}}],
     "I'll navigate there now."),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
