"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_minimax_m2_detector.py,
test_minimax_m2_nullable.py, test_minimax_m2_tool_index.py, test_minimax_m3_detector.py). Each
row is a model output of those tests (a streaming test's chunks joined; the tests' helper
functions written out), the tools the test passes, the format, the calls SGLang expects ("error"
where it returns no call for a malformed output and toolcalls reports the error) and, where the
test asserts it and toolcalls agrees, the content (SGLang's ``normal_text``, compared with
whitespace runs collapsed and the ends stripped). Where a test checks only some argument keys,
the row holds the whole arguments object, which agrees on every key the test checks. Each row is
parsed with every format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): M3 and M2 values that
cannot take their type (``nil``, ``null`` for a string enum without them; ``nil`` for an
integer-or-null) are ``tool_call.invalid_argument_type`` (DESIGN 3b); ``none`` for a
string-or-null parameter is ``None`` here, the string for SGLang (docs/conformance.md); calls to
tools not offered; an M2 block whose closers the text ends without is a call (missing closer at
the end).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'type': 'function', 'function': {'name': 'get_current_date', 'parameters': {}}},
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
                'properties': {
                    'query': {'type': 'string'},
                    'count': {'type': 'integer'},
                    'ratio': {'type': 'number'},
                    'verbose': {'type': 'boolean'},
                },
                'required': ['query'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'create_event',
            'parameters': {
                'type': 'object',
                'properties': {
                    'title': {'type': 'string'},
                    'location': {
                        'type': 'object',
                        'properties': {'city': {'type': 'string'}, 'zip': {'type': 'integer'}},
                    },
                    'tags': {'type': 'array', 'items': {'type': 'string'}},
                },
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'add_note',
            'parameters': {'type': 'object', 'properties': {'note': {'type': 'string'}}},
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'configure',
            'parameters': {
                'type': 'object',
                'properties': {
                    'mode': {'type': 'string', 'enum': ['none', 'low', 'high']},
                    'optional': {'type': ['string', 'null']},
                },
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'acme',
            'parameters': {
                'type': 'object',
                'oneOf': [
                    {
                        'type': 'object',
                        'properties': {
                            'count': {'type': 'integer'},
                            'verbose': {'type': 'boolean'},
                        },
                        'required': ['count', 'verbose'],
                    },
                    {
                        'type': 'object',
                        'properties': {'kind': {'const': 'other'}},
                        'required': ['kind'],
                    },
                ],
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
                'properties': {'value': {'type': ['integer', 'null']}},
            },
        },
    },
]

TOOLS_3: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'lookup',
            'parameters': {
                'type': 'object',
                'properties': {'value': {'type': ['number', 'null']}},
            },
        },
    },
]

TOOLS_4: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'lookup',
            'parameters': {
                'type': 'object',
                'properties': {'value': {'type': ['string', 'null']}},
            },
        },
    },
]

TOOLS_5: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'lookup',
            'parameters': {
                'type': 'object',
                'properties': {'value': {'type': ['boolean', 'null']}},
            },
        },
    },
]

TOOLS_6: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'lookup',
            'parameters': {'type': 'object', 'properties': {'value': {'type': ['array', 'null']}}},
        },
    },
]

TOOLS_7: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'lookup',
            'parameters': {
                'type': 'object',
                'properties': {'value': {'type': ['object', 'null']}},
            },
        },
    },
]

TOOLS_8: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'lookup',
            'parameters': {
                'type': 'object',
                'properties': {'value': {'enum': ['low', 'high', None]}},
            },
        },
    },
]

TOOLS_9: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}},
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'search_web',
            'parameters': {'type': 'object', 'properties': {'query': {'type': 'string'}}},
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'calculate',
            'parameters': {'type': 'object', 'properties': {'expr': {'type': 'string'}}},
        },
    },
]

TOOLS_10: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
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
    {
        'type': 'function',
        'function': {
            'name': 'calculate',
            'parameters': {
                'type': 'object',
                'properties': {
                    'value': {'type': 'number'},
                    'count': {'type': 'integer'},
                    'verbose': {'type': 'boolean'},
                    'tags': {'type': 'array'},
                    'meta': {'type': 'object'},
                },
            },
        },
    },
]

TOOLS_11: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
                'required': ['city'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'calculate',
            'parameters': {
                'type': 'object',
                'properties': {'count': {'type': 'integer'}, 'verbose': {'type': 'boolean'}},
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_trailing_whitespace_in_string_value_is_preserved'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="add_note">]<]minimax[>[<note>'
      'remember this ]<]minimax[>[</note>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'add_note', 'arguments': {'note': 'remember this '}}],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_trailing_whitespace_in_string_value_is_preserved'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="add_note">]<]minimax[>[<note>'
      'remember this\n]<]minimax[>[</note>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'add_note', 'arguments': {'note': 'remember this\n'}}],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_trailing_whitespace_in_string_value_is_preserved'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="add_note">]<]minimax[>[<note>'
      'remember this\t]<]minimax[>[</note>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'add_note', 'arguments': {'note': 'remember this\t'}}],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_trailing_whitespace_in_string_value_is_preserved'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="add_note">]<]minimax[>[<note>'
      'remember this\xa0]<]minimax[>[</note>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'add_note', 'arguments': {'note': 'remember this\xa0'}}],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_trailing_whitespace_in_string_value_is_preserved'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="add_note">]<]minimax[>[<note>'
      '\u3000中\u3000]<]minimax[>[</note>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'add_note', 'arguments': {'note': '\u3000中\u3000'}}],
     None),
    (S + 'test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::test_no_tool_call',
     'This is a plain response with no tool call.',
     TOOLS_0,
     'minimax_m3',
     [],
     'This is a plain response with no tool call.'),
    (S + 'test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::test_single_tool_call',
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>'
      'Beijing]<]minimax[>[</city>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (S + 'test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::test_zero_arg_tool_call',
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="get_current_date">]<]minimax[>'
      '[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'get_current_date', 'arguments': {}}],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_multiple_tool_calls_separate_blocks'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>'
      'Beijing]<]minimax[>[</city>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>]<]minimax[>'
      '[<tool_call>]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>Tokyo]<]minimax[>'
      '[</city>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
     ],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_multiple_invokes_one_block'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>'
      'Beijing]<]minimax[>[</city>]<]minimax[>[</invoke>]<]minimax[>[<invoke '
      'name="get_weather">]<]minimax[>[<city>Tokyo]<]minimax[>[</city>]<]minimax[>[</invoke>'
      ']<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
     ],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_content_before_tool_call'),
     ('Let me check the weather.]<]minimax[>[<tool_call>]<]minimax[>[<invoke '
      'name="get_weather">]<]minimax[>[<city>Paris]<]minimax[>[</city>]<]minimax[>[</invoke>'
      ']<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     'Let me check the weather.'),
    (S + 'test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::test_typed_scalars',
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="search">]<]minimax[>[<query>'
      'pizza]<]minimax[>[</query>]<]minimax[>[<count>7]<]minimax[>[</count>]<]minimax[>[<ratio>'
      '0.5]<]minimax[>[</ratio>]<]minimax[>[<verbose>true]<]minimax[>[</verbose>]<]minimax[>'
      '[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [
         {
             'name': 'search',
             'arguments': {'query': 'pizza', 'count': 7, 'ratio': 0.5, 'verbose': True},
         },
     ],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_nested_object_and_array'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="create_event">]<]minimax[>[<title>'
      'Standup]<]minimax[>[</title>]<]minimax[>[<location>]<]minimax[>[<city>NYC]<]minimax[>'
      '[</city>]<]minimax[>[<zip>10001]<]minimax[>[</zip>]<]minimax[>[</location>]<]minimax[>'
      '[<tags>]<]minimax[>[<item>red]<]minimax[>[</item>]<]minimax[>[<item>blue]<]minimax[>'
      '[</item>]<]minimax[>[</tags>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [
         {
             'name': 'create_event',
             'arguments': {
                 'title': 'Standup',
                 'location': {'city': 'NYC', 'zip': 10001},
                 'tags': ['red', 'blue'],
             },
         },
     ],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3DetectAndParse::'
          'test_string_with_special_characters'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="add_note">]<]minimax[>[<note>a '
      '"quoted" word with \\ backslash and\nnewline]<]minimax[>[</note>]<]minimax[>[</invoke>'
      ']<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [
         {
             'name': 'add_note',
             'arguments': {'note': 'a "quoted" word with \\ backslash and\nnewline'},
         },
     ],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3Streaming::test_streaming_matches_non_stre'
          'aming[special]'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="add_note">]<]minimax[>[<note>a "q" '
      'and \\ back\nslash]<]minimax[>[</note>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'add_note', 'arguments': {'note': 'a "q" and \\ back\nslash'}}],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3NoneNullRegression::'
          'test_plain_string_none_not_coerced'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="configure">]<]minimax[>[<mode>'
      'none]<]minimax[>[</mode>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'configure', 'arguments': {'mode': 'none'}}],
     None),
    (S + ('test_minimax_m3_detector.py::TestMinimaxM3NoneNullRegression::'
          'test_nullable_param_null_becomes_none'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="configure">]<]minimax[>[<optional>'
      'null]<]minimax[>[</optional>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'configure', 'arguments': {'optional': None}}],
     None),
    (S + 'test_minimax_m3_detector.py::TestMinimaxM3Streaming::test_normal_text_only',
     'Hello there.',
     TOOLS_0,
     'minimax_m3',
     [],
     'Hello there.'),
    (S + 'test_minimax_m3_detector.py::TestMinimaxM3Malformed::test_truncated_no_closing_tags',
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>'
      'Beijing'),
     TOOLS_0,
     'minimax_m3',
     'error',
     None),
    (S + 'test_minimax_m3_detector.py::TestMinimaxM3Malformed::test_mismatched_closing_tag',
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>'
      'Beijing]<]minimax[>[</wrong>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     'error',
     None),
    (S + 'test_minimax_m3_detector.py::TestMinimaxM3TopLevelOneOf::test_detect_and_parse',
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="acme">]<]minimax[>[<count>'
      '7]<]minimax[>[</count>]<]minimax[>[<verbose>true]<]minimax[>[</verbose>]<]minimax[>'
      '[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_1,
     'minimax_m3',
     [{'name': 'acme', 'arguments': {'count': 7, 'verbose': True}}],
     None),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_nullable_type_arrays_preserve_non_null_values'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">42</parameter></invoke>'
      '</minimax:tool_call>'),
     TOOLS_2,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': 42}}],
     ''),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_nullable_type_arrays_preserve_non_null_values'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">2.5</parameter>'
      '</invoke></minimax:tool_call>'),
     TOOLS_3,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': 2.5}}],
     ''),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_nullable_type_arrays_preserve_non_null_values'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">hello</parameter>'
      '</invoke></minimax:tool_call>'),
     TOOLS_4,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': 'hello'}}],
     ''),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_nullable_type_arrays_preserve_non_null_values'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">false</parameter>'
      '</invoke></minimax:tool_call>'),
     TOOLS_5,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': False}}],
     ''),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_nullable_type_arrays_preserve_non_null_values'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">[1,2]</parameter>'
      '</invoke></minimax:tool_call>'),
     TOOLS_6,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': [1, 2]}}],
     ''),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_nullable_type_arrays_preserve_non_null_values'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">{"a":1}</parameter>'
      '</invoke></minimax:tool_call>'),
     TOOLS_7,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': {'a': 1}}}],
     ''),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_nullable_enum_preserves_non_null_values'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">high</parameter>'
      '</invoke></minimax:tool_call>'),
     TOOLS_8,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': 'high'}}],
     ''),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_explicit_null_and_legacy_aliases_are_unchanged'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">null</parameter>'
      '</invoke></minimax:tool_call>'),
     TOOLS_2,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': None}}],
     ''),
    (S + ('test_minimax_m2_nullable.py::TestMinimaxM2NullableParameters::'
          'test_explicit_null_and_legacy_aliases_are_unchanged'),
     ('<minimax:tool_call><invoke name="lookup"><parameter name="value">none</parameter>'
      '</invoke></minimax:tool_call>'),
     TOOLS_2,
     'minimax_m2',
     [{'name': 'lookup', 'arguments': {'value': None}}],
     ''),
    (S + ('test_minimax_m2_tool_index.py::TestMinimaxM2ToolIndex::'
          'test_parallel_same_tool_indices_single_shot'),
     ('<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">'
      'Tokyo</parameter>\n</invoke>\n<invoke name="get_weather">\n<parameter name="city">'
      'Paris</parameter>\n</invoke>\n</minimax:tool_call>'),
     TOOLS_9,
     'minimax_m2',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
         {'name': 'get_weather', 'arguments': {'city': 'Paris'}},
     ],
     None),
    (S + ('test_minimax_m2_tool_index.py::TestMinimaxM2ToolIndex::'
          'test_index_is_ordinal_not_registry_slot'),
     ('<minimax:tool_call>\n<invoke name="calculate">\n<parameter name="expr">2+2</parameter>\n'
      '</invoke>\n</minimax:tool_call>'),
     TOOLS_9,
     'minimax_m2',
     [{'name': 'calculate', 'arguments': {'expr': '2+2'}}],
     None),
    (S + 'test_minimax_m2_detector.py::TestDetectAndParse::test_single_call_single_param',
     ('<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">'
      'Beijing</parameter>\n</invoke>\n</minimax:tool_call>'),
     TOOLS_10,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     ''),
    (S + 'test_minimax_m2_detector.py::TestDetectAndParse::test_single_call_multiple_params',
     ('<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">'
      'London</parameter>\n<parameter name="unit">celsius</parameter>\n</invoke>\n</minimax:'
      'tool_call>'),
     TOOLS_10,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'London', 'unit': 'celsius'}}],
     None),
    (S + ('test_minimax_m2_detector.py::TestDetectAndParse::test_leading_normal_text_is_preserv'
          'ed'),
     ('Let me look that up. <minimax:tool_call>\n<invoke name="search">\n<parameter '
      'name="query">sglang</parameter>\n</invoke>\n</minimax:tool_call>'),
     TOOLS_10,
     'minimax_m2',
     [{'name': 'search', 'arguments': {'query': 'sglang'}}],
     'Let me look that up. '),
    (S + 'test_minimax_m2_detector.py::TestDetectAndParse::test_multiple_sequential_calls',
     ('<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">'
      'Tokyo</parameter>\n</invoke>\n</minimax:tool_call><minimax:tool_call>\n<invoke '
      'name="search">\n<parameter name="query">restaurants</parameter>\n</invoke>\n</minimax:'
      'tool_call>'),
     TOOLS_10,
     'minimax_m2',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
         {'name': 'search', 'arguments': {'query': 'restaurants'}},
     ],
     None),
    (S + ('test_minimax_m2_detector.py::TestDetectAndParse::test_typed_params_integer_and_boole'
          'an'),
     ('<minimax:tool_call>\n<invoke name="calculate">\n<parameter name="count">7</parameter>\n'
      '<parameter name="verbose">true</parameter>\n</invoke>\n</minimax:tool_call>'),
     TOOLS_10,
     'minimax_m2',
     [{'name': 'calculate', 'arguments': {'count': 7, 'verbose': True}}],
     None),
    (S + ('test_minimax_m2_detector.py::TestStreamingIncrement::test_streaming_matches_non_stre'
          'aming'),
     ('<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">'
      'Paris</parameter>\n<parameter name="unit">fahrenheit</parameter>\n</invoke>\n</minimax:'
      'tool_call>'),
     TOOLS_11,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris', 'unit': 'fahrenheit'}}],
     None),
    (S + ('test_minimax_m2_detector.py::TestStreamingIncrement::test_streaming_matches_non_stre'
          'aming'),
     ('<minimax:tool_call>\n<invoke name="calculate">\n<parameter name="count">3</parameter>\n'
      '<parameter name="verbose">false</parameter>\n</invoke>\n</minimax:tool_call>'),
     TOOLS_11,
     'minimax_m2',
     [{'name': 'calculate', 'arguments': {'count': 3, 'verbose': False}}],
     None),
    (S + ('test_minimax_m2_detector.py::TestStreamingIncrement::test_streaming_sequential_tool_'
          'calls_tool_index'),
     ('<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">'
      'Berlin</parameter>\n</invoke>\n</minimax:tool_call><minimax:tool_call>\n<invoke '
      'name="calculate">\n<parameter name="count">5</parameter>\n</invoke>\n</minimax:'
      'tool_call>'),
     TOOLS_11,
     'minimax_m2',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Berlin'}},
         {'name': 'calculate', 'arguments': {'count': 5}},
     ],
     None),
    (S + ('test_minimax_m2_detector.py::TestStreamingIncrement::test_streaming_matches_non_stre'
          'aming'),
     ('<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">'
      'Tokyo</parameter>\n</invoke>\n</minimax:tool_call>'),
     TOOLS_11,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
