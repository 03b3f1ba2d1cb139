"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_function_call_parser.py,
test_glm47_moe_detector.py, and since test_glm4_moe_detector.py, test_glm47_schema_types.py and
test_glm47_stream_chunks.py). Each row is a model output of those tests (a streaming test's
chunks joined; the tests' helper functions written out), the tools the test passes, the format,
the calls SGLang expects ("error" where it returns no call for a malformed output and toolcalls
reports the error) and, where the test asserts it and toolcalls agrees, the content (SGLang's
``normal_text``, compared with whitespace runs collapsed and the ends stripped). Where a test
checks only some argument keys, the row holds the whole arguments object, which agrees on every
key the test checks. Each row is parsed with every format installed and with its format alone.
Of the typing tests' root unions told apart by a sibling (``kind``), the rows keep one schema
shape per keyword and discriminator.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): a call to a tool not
offered (``tool_call.unknown_tool``, DESIGN 3b).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {
        'type': 'function',
        'function': {'name': 'list_filenames', 'parameters': {'type': 'object', 'properties': {}}},
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'execute_command',
            'parameters': {'type': 'object', 'properties': {'command': {'type': 'string'}}},
        },
    },
]

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'process_data',
            'parameters': {'type': 'object', 'properties': {'data': {'type': 'object'}}},
        },
    },
]

TOOLS_3: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'multi_param',
            'parameters': {
                'type': 'object',
                'properties': {
                    'a': {'type': 'string'},
                    'b': {'type': 'string'},
                    'c': {'type': 'string'},
                },
            },
        },
    },
]

TOOLS_4: Any = [
    {
        'type': 'function',
        'function': {'name': 'action', 'parameters': {'type': 'object', 'properties': {}}},
    },
]

TOOLS_5: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}, 'temperature': {'type': 'number'}},
            },
        },
    },
]

TOOLS_6: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'parameters': {
                'type': 'object',
                'properties': {'query': {'type': 'string'}, 'limit': {'type': 'integer'}},
            },
        },
    },
]

TOOLS_7: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'update_settings',
            'parameters': {
                'type': 'object',
                'properties': {'name': {'type': 'string'}, 'value': {'type': 'string'}},
            },
        },
    },
]

TOOLS_8: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'apply_diff',
            'parameters': {
                'type': 'object',
                'properties': {'old_string': {'type': 'string'}, 'new_string': {'type': 'string'}},
                'required': ['old_string', 'new_string'],
            },
        },
    },
]

TOOLS_9: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'apply_diff',
            'parameters': {
                'type': 'object',
                'properties': {'old_string': {'type': 'string'}},
                'required': ['old_string'],
            },
        },
    },
]

TOOLS_10: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'parameters': {
                'type': 'object',
                'properties': {
                    'query': {
                        'anyOf': [
                            {'type': 'string'},
                            {
                                'type': 'object',
                                'properties': {
                                    'text': {'type': 'string'},
                                    'filters': {'type': 'object'},
                                },
                            },
                        ],
                    },
                    'priority': {'enum': ['low', 'medium', 'high']},
                    'options': {'oneOf': [{'type': 'string'}, {'type': 'number'}]},
                    'config': {
                        'allOf': [
                            {'type': 'object'},
                            {'properties': {'timeout': {'type': 'number'}}},
                        ],
                    },
                    'tags': {'type': ['string', 'null']},
                    'data': {
                        'type': 'object',
                        'properties': {
                            'nested': {
                                'anyOf': [
                                    {'type': 'string'},
                                    {
                                        'type': 'object',
                                        'properties': {'value': {'type': 'string'}},
                                    },
                                ],
                            },
                        },
                    },
                },
                'required': ['query'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'location': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
                'required': ['location'],
            },
        },
    },
]

TOOLS_11: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'complex_search',
            'parameters': {
                'type': 'object',
                'properties': {
                    'query': {
                        'anyOf': [
                            {'type': 'string'},
                            {'type': 'object', 'properties': {'text': {'type': 'string'}}},
                        ],
                    },
                    'category': {'enum': ['tech', 'news', 'sports']},
                },
            },
        },
    },
]

TOOLS_12: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'stream_test',
            'parameters': {
                'type': 'object',
                'properties': {
                    'data': {
                        'anyOf': [
                            {'type': 'string'},
                            {'type': 'object', 'properties': {'value': {'type': 'string'}}},
                        ],
                    },
                    'status': {'enum': ['active', 'inactive']},
                },
            },
        },
    },
]

MORE_TOOLS_0: Any = [
    {'name': 'get_weather',
     'parameters': {'type': 'object',
                    'properties': {'city': {'type': 'string'},
                                   'count': {'type': 'number'},
                                   'filters': {'type': 'object'}},
                    'required': ['city']}},
    {'name': 'noop', 'parameters': {'type': 'object', 'properties': {}}},
    {'name': 'search',
     'parameters': {'type': 'object', 'properties': {'query': {'type': 'string'}}}},
]

MORE_TOOLS_1: Any = [
    {'name': 'read_file',
     'parameters': {'type': 'object', 'properties': {'path': {'type': 'string'}}}},
    {'name': 'status', 'parameters': {'type': 'object'}},
]

MORE_TOOLS_2: Any = [
    {'name': 'search',
     'parameters': {'type': 'object',
                    'properties': {'path_prefix': {'type': 'string'},
                                   'max_matches': {'type': 'integer'},
                                   'query': {'type': 'string'}}}},
]

MORE_TOOLS_3: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['integer', 'string']}}}},
]

MORE_TOOLS_4: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['string', 'integer']}}}},
]

MORE_TOOLS_5: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['number', 'string']}}}},
]

MORE_TOOLS_6: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['object', 'string']}}}},
]

MORE_TOOLS_7: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['string', 'object']}}}},
]

MORE_TOOLS_8: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['boolean', 'string']}}}},
]

MORE_TOOLS_9: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['string', 'boolean']}}}},
]

MORE_TOOLS_10: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['string', 'null']}}}},
]

MORE_TOOLS_11: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['null']}}}},
]

MORE_TOOLS_12: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': 'null'}}}},
]

MORE_TOOLS_13: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'enum': ['ok', None]}}}},
]

MORE_TOOLS_14: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object',
                    'properties': {'value': {'type': ['string', 'null'], 'enum': ['ok', None]}}}},
]

MORE_TOOLS_15: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object',
                    'properties': {'value': {'anyOf': [{'type': 'string', 'enum': ['auto']},
                                                       {'type': 'integer'}]}}}},
]

MORE_TOOLS_16: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object',
                    'properties': {'value': {'oneOf': [{'type': 'null'},
                                                       {'type': 'array',
                                                        'items': {'type': 'integer'}}]}}}},
]

MORE_TOOLS_17: Any = [
    {'name': 'inspect', 'parameters': {'type': 'object', 'properties': {'value': {'const': 7}}}},
]

MORE_TOOLS_18: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'const': {'ok': False}}}}},
]

MORE_TOOLS_19: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'const': 'null'}}}},
]

MORE_TOOLS_20: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object',
                    'properties': {'value': {'allOf': [{'type': ['integer', 'string']},
                                                       {'type': 'integer'}]}}}},
]

MORE_TOOLS_21: Any = [
    {'name': 'inspect', 'parameters': {'type': 'object', 'properties': {'value': {}}}},
]

MORE_TOOLS_22: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': 'string'}}}},
]

MORE_TOOLS_23: Any = [
    {'name': 'inspect',
     'parameters': {'$defs': {'a/b~c': {'type': 'integer'}},
                    'type': 'object',
                    'properties': {'value': {'$ref': '#/$defs/a~1b~0c'}}}},
]

MORE_TOOLS_24: Any = [
    {'name': 'inspect',
     'parameters': {'definitions': {'a/b~c': {'type': 'integer'}},
                    'type': 'object',
                    'properties': {'value': {'$ref': '#/definitions/a~1b~0c'}}}},
]

MORE_TOOLS_25: Any = [
    {'name': 'inspect',
     'parameters': {'$defs': {'a/b~c': {'type': 'object'}},
                    'type': 'object',
                    'properties': {'value': {'$ref': '#/$defs/a~1b~0c'}}}},
]

MORE_TOOLS_26: Any = [
    {'name': 'inspect',
     'parameters': {'definitions': {'a/b~c': {'type': 'object'}},
                    'type': 'object',
                    'properties': {'value': {'$ref': '#/definitions/a~1b~0c'}}}},
]

MORE_TOOLS_27: Any = [
    {'name': 'inspect',
     'parameters': {'$defs': {'a/b~c': {'type': 'string'}},
                    'type': 'object',
                    'properties': {'value': {'$ref': '#/$defs/a~1b~0c'}}}},
]

MORE_TOOLS_28: Any = [
    {'name': 'inspect',
     'parameters': {'definitions': {'a/b~c': {'type': 'string'}},
                    'type': 'object',
                    'properties': {'value': {'$ref': '#/definitions/a~1b~0c'}}}},
]

MORE_TOOLS_29: Any = [
    {'name': 'inspect',
     'parameters': {'$defs': {'cycle': {'$ref': '#/$defs/cycle'}},
                    'properties': {'value': {'$ref': '#/$defs/cycle'}}}},
]

MORE_TOOLS_30: Any = [
    {'name': 'inspect',
     'parameters': {'anyOf': [{'type': 'object',
                               'properties': {'kind': {'const': 'text'},
                                              'value': {'type': 'string'}}},
                              {'type': 'object',
                               'properties': {'kind': {'const': 'count'},
                                              'value': {'type': 'integer'}}}]}},
]

MORE_TOOLS_31: Any = [
    {'name': 'inspect',
     'parameters': {'anyOf': [{'type': 'object',
                               'properties': {'kind': {'const': 'count'},
                                              'value': {'type': 'integer'}}},
                              {'type': 'object',
                               'properties': {'kind': {'const': 'text'},
                                              'value': {'type': 'string'}}}]}},
]

MORE_TOOLS_32: Any = [
    {'name': 'inspect',
     'parameters': {'oneOf': [{'type': 'object',
                               'properties': {'kind': {'const': 'text'},
                                              'value': {'type': 'string'}}},
                              {'type': 'object',
                               'properties': {'kind': {'const': 'count'},
                                              'value': {'type': 'integer'}}}]}},
]

MORE_TOOLS_33: Any = [
    {'name': 'inspect',
     'parameters': {'oneOf': [{'type': 'object',
                               'properties': {'kind': {'const': 'count'},
                                              'value': {'type': 'integer'}}},
                              {'type': 'object',
                               'properties': {'kind': {'const': 'text'},
                                              'value': {'type': 'string'}}}]}},
]

MORE_TOOLS_34: Any = [
    {'name': 'inspect',
     'parameters': {'allOf': [{'type': 'object',
                               'properties': {'kind': {'const': 'count'},
                                              'value': {'type': 'integer'}}},
                              {'required': ['kind', 'value']}]}},
]

MORE_TOOLS_35: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object',
                    'properties': {'value': {'oneOf': [{'type': 'string'}, {'type': 'object'}]}}}},
]

MORE_TOOLS_36: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'type': ['string', 'array']}}}},
]

MORE_TOOLS_37: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'enum': ['7', None]}}}},
]

MORE_TOOLS_38: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'enum': ['7', 8]}}}},
]

MORE_TOOLS_39: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'enum': ['true', 7]}}}},
]

MORE_TOOLS_40: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'enum': ['null', 7]}}}},
]

MORE_TOOLS_41: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object', 'properties': {'value': {'enum': ['7', False]}}}},
]

MORE_TOOLS_42: Any = [
    {'name': 'inspect',
     'parameters': {'type': 'object',
                    'properties': {'value': {'type': ['number', 'string'], 'enum': [1, 'auto']}}}},
]

MORE_TOOLS_43: Any = [
    {'name': 'inspect',
     'parameters': {'$defs': {'value': {'type': ['string', 'object']}},
                    'properties': {'value': {'$ref': '#/$defs/value'}}}},
]

MORE_TOOLS_44: Any = [
    {'name': 'inspect', 'parameters': {'properties': {'value': {'type': 'string'}}}},
]

MORE_TOOLS_45: Any = [
    {'name': 'inspect', 'parameters': {'properties': {'value': {'const': '{"a":1}'}}}},
]

MORE_TOOLS_46: Any = [
    {'name': 'inspect', 'parameters': {'properties': {'value': {'const': '[1,2]'}}}},
]

MORE_TOOLS_47: Any = [
    {'name': 'inspect', 'parameters': {'properties': {'value': {'const': '{ "a" : true }'}}}},
]

MORE_TOOLS_48: Any = [
    {'name': 'inspect', 'parameters': {'properties': {'value': {'type': 'number'}}}},
]

MORE_TOOLS_49: Any = [
    {'name': 'inspect', 'parameters': {'properties': {'value': {'type': 'integer'}}}},
]

MORE_TOOLS_50: Any = [
    {'name': 'inspect',
     'parameters': {'oneOf': [{'properties': {'kind': {'const': 'text'},
                                              'value': {'type': 'string'}}},
                              {'properties': {'kind': {'const': 'count'},
                                              'value': {'type': 'integer'}}}]}},
]

MORE_TOOLS_51: Any = [
    {'name': 'inspect',
     'parameters': {'oneOf': [{'properties': {'kind': {'enum': ['text']},
                                              'value': {'type': 'string'}}},
                              {'properties': {'kind': {'enum': ['count']},
                                              'value': {'type': 'integer'}}}]}},
]

MORE_TOOLS_52: Any = [
    {'name': 'inspect',
     'parameters': {'anyOf': [{'properties': {'kind': {'const': 'text'},
                                              'value': {'type': 'string'}}},
                              {'properties': {'kind': {'const': 'count'},
                                              'value': {'type': 'integer'}}}]}},
]

MORE_TOOLS_53: Any = [
    {'name': 'inspect',
     'parameters': {'anyOf': [{'properties': {'kind': {'enum': ['text']},
                                              'value': {'type': 'string'}}},
                              {'properties': {'kind': {'enum': ['count']},
                                              'value': {'type': 'integer'}}}]}},
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_glm47_moe_detector.py::TestGlm47MoeDetector::test_no_arg_function_non_streaming',
     '<tool_call>list_filenames</tool_call>',
     TOOLS_0,
     'glm4',
     [{'name': 'list_filenames', 'arguments': {}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm47MoeDetector::test_boundary_param_value_with_spe'
          'cial_chars'),
     ("<tool_call>execute_command<arg_key>command</arg_key><arg_value>echo 'Hello "
      "World'</arg_value></tool_call>"),
     TOOLS_1,
     'glm4',
     [{'name': 'execute_command', 'arguments': {'command': "echo 'Hello World'"}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm47MoeDetector::test_boundary_param_value_with_spe'
          'cial_chars'),
     ('<tool_call>execute_command<arg_key>command</arg_key><arg_value>echo Hello & '
      'World</arg_value></tool_call>'),
     TOOLS_1,
     'glm4',
     [{'name': 'execute_command', 'arguments': {'command': 'echo Hello & World'}}],
     None),
    (S + 'test_glm47_moe_detector.py::TestGlm47MoeDetector::test_boundary_json_deeply_nested',
     ('<tool_call>process_data<arg_key>data</arg_key><arg_value>{"level1": {"level2": '
      '{"level3": {"level4": {"value": "deep"}}}}}</arg_value></tool_call>'),
     TOOLS_2,
     'glm4',
     [
         {
             'name': 'process_data',
             'arguments': {
                 'data': {'level1': {'level2': {'level3': {'level4': {'value': 'deep'}}}}},
             },
         },
     ],
     None),
    (S + 'test_glm47_moe_detector.py::TestGlm47MoeDetector::test_boundary_multi_tags_one_chunk',
     ('<tool_call>multi_param<arg_key>a</arg_key><arg_value>1</arg_value><arg_key>b</arg_key>'
      '<arg_value>2</arg_value><arg_key>c</arg_key><arg_value>3</arg_value></tool_call>'),
     TOOLS_3,
     'glm4',
     [{'name': 'multi_param', 'arguments': {'a': '1', 'b': '2', 'c': '3'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm47MoeDetector::test_boundary_normal_text_mixed_wi'
          'th_tool'),
     "First I'll do this.<tool_call>action</tool_call>Then I'll do that.",
     TOOLS_4,
     'glm4',
     [{'name': 'action', 'arguments': {}}],
     "First I'll do this.Then I'll do that."),
    (S + ('test_glm47_moe_detector.py::TestGlm47MoeDetector::test_streamed_raw_length_incomplet'
          'e_xml_tag'),
     ('<tool_call>get_weather<arg_key>city</arg_key><arg_value>Beijing</arg_value><arg_key>'
      'temperature</arg_key><arg_value>25</arg_value></tool_call>'),
     TOOLS_5,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'temperature': 25}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm47MoeDetector::test_streamed_raw_length_tag_split'
          '_across_chunks'),
     ('<tool_call>search<arg_key>query</arg_key><arg_value>Python programming</arg_value>'
      '<arg_key>limit</arg_key><arg_value>10</arg_value></tool_call>'),
     TOOLS_6,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'Python programming', 'limit': 10}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm47MoeDetector::test_streamed_raw_length_multiple_'
          'empty_returns'),
     ('<tool_call>update_settings<arg_key>name</arg_key><arg_value>config_v1</arg_value>'
      '<arg_key>value</arg_key><arg_value>enabled</arg_value></tool_call>'),
     TOOLS_7,
     'glm4',
     [{'name': 'update_settings', 'arguments': {'name': 'config_v1', 'value': 'enabled'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm47MoeDetector::test_whitespace_preserved_in_strin'
          'g_args_glm47'),
     ('<tool_call>apply_diff<arg_key>old_string</arg_key><arg_value>    def foo():</arg_value>'
      '<arg_key>new_string</arg_key><arg_value>        def bar():</arg_value></tool_call>'),
     TOOLS_8,
     'glm4',
     [
         {
             'name': 'apply_diff',
             'arguments': {'old_string': '    def foo():', 'new_string': '        def bar():'},
         },
     ],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm47MoeDetector::test_whitespace_preserved_in_strin'
          'g_args_glm4'),
     ('<tool_call>apply_diff\n<arg_key>old_string</arg_key>\n<arg_value>    def foo():'
      '</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>        def bar():</arg_value>\n'
      '</tool_call>'),
     TOOLS_8,
     'glm4',
     [
         {
             'name': 'apply_diff',
             'arguments': {'old_string': '    def foo():', 'new_string': '        def bar():'},
         },
     ],
     None),
    (S + 'test_glm47_moe_detector.py::TestGlm47MoeDetector::test_whitespace_trailing_preserved',
     ('<tool_call>apply_diff<arg_key>old_string</arg_key><arg_value>hello world   </arg_value>'
      '</tool_call>'),
     TOOLS_9,
     'glm4',
     [{'name': 'apply_diff', 'arguments': {'old_string': 'hello world   '}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_glm4_detector_with_complex_schema_anyof'),
     ('<tool_call>search\n<arg_key>query</arg_key>\n<arg_value>Hello world</arg_value>\n'
      '<arg_key>priority</arg_key>\n<arg_value>medium</arg_value>\n</tool_call>'),
     TOOLS_10,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'Hello world', 'priority': 'medium'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_glm47_detector_with_complex_schema_anyof'),
     ('<tool_call>search<arg_key>query</arg_key><arg_value>Hello world</arg_value><arg_key>'
      'priority</arg_key><arg_value>medium</arg_value></tool_call>'),
     TOOLS_10,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'Hello world', 'priority': 'medium'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_glm4_detector_with_enum_values'),
     ('<tool_call>search\n<arg_key>query</arg_key>\n<arg_value>test query</arg_value>\n'
      '<arg_key>priority</arg_key>\n<arg_value>high</arg_value>\n</tool_call>'),
     TOOLS_10,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'test query', 'priority': 'high'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_glm47_detector_with_enum_values'),
     ('<tool_call>search<arg_key>query</arg_key><arg_value>test query</arg_value><arg_key>'
      'priority</arg_key><arg_value>high</arg_value></tool_call>'),
     TOOLS_10,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'test query', 'priority': 'high'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_glm4_detector_streaming_with_complex_schema'),
     ('<tool_call>search\n<arg_key>query</arg_key>\n<arg_value>nested object</arg_value>\n'
      '<arg_key>priority</arg_key>\n<arg_value>low</arg_value>\n</tool_call>'),
     TOOLS_10,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'nested object', 'priority': 'low'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_glm47_detector_streaming_with_complex_schema'),
     ('<tool_call>search<arg_key>query</arg_key><arg_value>nested object</arg_value><arg_key>'
      'priority</arg_key><arg_value>low</arg_value></tool_call>'),
     TOOLS_10,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'nested object', 'priority': 'low'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_glm4_detector_type_handling_with_complex_schema'),
     ('<tool_call>complex_search\n<arg_key>query</arg_key>\n<arg_value>test search</arg_value>'
      '\n<arg_key>category</arg_key>\n<arg_value>tech</arg_value>\n</tool_call>'),
     TOOLS_11,
     'glm4',
     [{'name': 'complex_search', 'arguments': {'query': 'test search', 'category': 'tech'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_glm47_detector_type_handling_with_complex_schema'),
     ('<tool_call>complex_search<arg_key>query</arg_key><arg_value>test search</arg_value>'
      '<arg_key>category</arg_key><arg_value>tech</arg_value></tool_call>'),
     TOOLS_11,
     'glm4',
     [{'name': 'complex_search', 'arguments': {'query': 'test search', 'category': 'tech'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_streaming_with_complex_schema_type_inference'),
     ('<tool_call>stream_test\n<arg_key>data</arg_key>\n<arg_value>nested data</arg_value>\n'
      '<arg_key>status</arg_key>\n<arg_value>active</arg_value>\n</tool_call>'),
     TOOLS_12,
     'glm4',
     [{'name': 'stream_test', 'arguments': {'data': 'nested data', 'status': 'active'}}],
     None),
    (S + ('test_glm47_moe_detector.py::TestGlm4ComplexJsonSchema::'
          'test_streaming_with_complex_schema_type_inference_glm47'),
     ('<tool_call>stream_test<arg_key>data</arg_key><arg_value>nested data</arg_value><arg_key>'
      'status</arg_key><arg_value>active</arg_value></tool_call>'),
     TOOLS_12,
     'glm4',
     [{'name': 'stream_test', 'arguments': {'data': 'nested data', 'status': 'active'}}],
     None),
    (S + ('test_function_call_parser.py::TestGlm4MoeDetector::test_whitespace_preserved_in_arg_'
          'values'),
     ('<tool_call>apply_diff\n<arg_key>old_string</arg_key>\n<arg_value>    indented '
      'code</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>        also '
      'indented</arg_value>\n</tool_call>'),
     TOOLS_8,
     'glm4',
     [
         {
             'name': 'apply_diff',
             'arguments': {
                 'old_string': '    indented code',
                 'new_string': '        also indented',
             },
         },
     ],
     None),
    (S + ('test_function_call_parser.py::TestGlm47MoeDetector::test_whitespace_preserved_in_arg'
          '_values'),
     ('<tool_call>apply_diff<arg_key>old_string</arg_key><arg_value>    indented '
      'code</arg_value><arg_key>new_string</arg_key><arg_value>        also '
      'indented</arg_value></tool_call>'),
     TOOLS_8,
     'glm4',
     [
         {
             'name': 'apply_diff',
             'arguments': {
                 'old_string': '    indented code',
                 'new_string': '        also indented',
             },
         },
     ],
     None),
    (S + 'test_glm4_moe_detector.py::TestGlm4MoeDetector::test_string_typed_digits_stay_string',
     '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>123</arg_value>\n</tool_call>',
     MORE_TOOLS_0,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': '123'}}],
     None),
    (S + ('test_glm4_moe_detector.py::TestGlm4MoeDetector::test_string_value_backslashes_preserv'
          'ed'),
     ('<tool_call>get_weather\n<arg_key>city</arg_key>\n'
      '<arg_value>C:\\Users\\test</arg_value>\n'
      '</tool_call>'),
     MORE_TOOLS_0,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'C:\\Users\\test'}}],
     None),
    (S + 'test_glm4_moe_detector.py::TestGlm4MoeDetector::test_leading_text_preserved',
     ('Let me check. <tool_call>get_weather\n'
      '<arg_key>city</arg_key>\n<arg_value>Tokyo</arg_value>\n'
      '</tool_call>'),
     MORE_TOOLS_0,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Let me check.'),
    (S + 'test_glm4_moe_detector.py::TestGlm4MoeDetector::test_multiple_calls_parsed_in_order',
     ('<tool_call>get_weather\n<arg_key>city</arg_key>\n'
      '<arg_value>Tokyo</arg_value>\n</tool_call>\n'
      '<tool_call>search\n<arg_key>query</arg_key>\n'
      '<arg_value>cafes</arg_value>\n</tool_call>'),
     MORE_TOOLS_0,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
      {'name': 'search', 'arguments': {'query': 'cafes'}}],
     ''),
    (S + ('test_glm4_moe_detector.py::TestGlm4MoeDetector::test_streaming_no_args_emits_empty_ob'
          'ject'),
     '<tool_call>noop\n</tool_call>',
     MORE_TOOLS_0,
     'glm4',
     [{'name': 'noop', 'arguments': {}}],
     ''),
    (S + ('test_glm4_moe_detector.py::TestGlm4MoeDetector::test_streaming_never_emits_truncated_'
          'tool_name'),
     '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>x</arg_value>\n</tool_call>',
     MORE_TOOLS_0,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'x'}}],
     ''),
    (S + ('test_glm4_moe_detector.py::TestGlm4MoeDetector::test_streaming_plain_text_with_angle_'
          'brackets_passes_through'),
     'a < b and c > d. done',
     MORE_TOOLS_0,
     'glm4',
     [],
     'a < b and c > d. done'),
    (S + ('test_glm47_stream_chunks.py::TestGlm47StreamChunks::test_complete_calls_are_drained_b'
          'efore_finish'),
     ('<tool_call>read_file<arg_key>path</arg_key><arg_value>first.py</arg_value></tool_call><to'
      'ol_call>read_file<arg_key>path</arg_key><arg_value>目录/café.py</arg_value></tool_call>'),
     MORE_TOOLS_1,
     'glm4',
     [{'name': 'read_file', 'arguments': {'path': 'first.py'}},
      {'name': 'read_file', 'arguments': {'path': '目录/café.py'}}],
     ''),
    (S + ('test_glm47_stream_chunks.py::TestGlm47StreamChunks::test_partition_invariance_with_no'
          'rmal_text_and_no_args'),
     ('Before: <tool_call>read_file<arg_key>path</arg_key><arg_value>目录/café.py</arg_value></t'
      'ool_call> Between: <tool_call>status</tool_call><tool_call>read_file<arg_key>path</arg_ke'
      'y><arg_value>quote"and\\slash.py</arg_value></tool_call> After.'),
     MORE_TOOLS_1,
     'glm4',
     [{'name': 'read_file', 'arguments': {'path': '目录/café.py'}},
      {'name': 'status', 'arguments': {}},
      {'name': 'read_file', 'arguments': {'path': 'quote"and\\slash.py'}}],
     'Before:  Between:  After.'),
    (S + ('test_glm47_stream_chunks.py::TestGlm47StreamChunks::test_single_call_arguments_are_no'
          't_repeated'),
     ('<tool_call>search<arg_key>path_prefix</arg_key><arg_value>Doc/library/glob.rst</arg_value'
      '><arg_key>max_matches</arg_key><arg_value>5</arg_value><arg_key>query</arg_key><arg_value'
      '>filenames starting with</arg_value></tool_call>'),
     MORE_TOOLS_2,
     'glm4',
     [{'name': 'search',
       'arguments': {'path_prefix': 'Doc/library/glob.rst',
                     'max_matches': 5,
                     'query': 'filenames starting with'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[0]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>auto</arg_value></tool_call>',
     MORE_TOOLS_3,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'auto'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[1]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_4,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[2]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>auto</arg_value></tool_call>',
     MORE_TOOLS_5,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'auto'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[3]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>auto</arg_value></tool_call>',
     MORE_TOOLS_6,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'auto'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[4]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>{"ok": false}</arg_value></tool_call>',
     MORE_TOOLS_7,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': {'ok': False}}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[5]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>auto</arg_value></tool_call>',
     MORE_TOOLS_8,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'auto'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[6]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>false</arg_value></tool_call>',
     MORE_TOOLS_9,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': False}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[7]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_10,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': None}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[8]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_11,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': None}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[9]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_12,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': None}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[10]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_13,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': None}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[11]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_14,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': None}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[12]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_15,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[13]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>[1, 2]</arg_value></tool_call>',
     MORE_TOOLS_16,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': [1, 2]}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[14]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_17,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[15]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>{"ok": false}</arg_value></tool_call>',
     MORE_TOOLS_18,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': {'ok': False}}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[16]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_19,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'null'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[17]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_20,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[18]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>123_456</arg_value></tool_call>',
     MORE_TOOLS_21,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '123_456'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[19]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>{"ok": false}</arg_value></tool_call>',
     MORE_TOOLS_21,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': {'ok': False}}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[20]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_22,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'null'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[21]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>true</arg_value></tool_call>',
     MORE_TOOLS_22,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'true'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[22]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>1e2</arg_value></tool_call>',
     MORE_TOOLS_22,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '1e2'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[23]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>123_456</arg_value></tool_call>',
     MORE_TOOLS_22,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '123_456'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[24]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>\\d+</arg_value></tool_call>',
     MORE_TOOLS_22,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '\\d+'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_field_types[25]',
     ('<tool_call>inspect<arg_key>value</arg_key><arg_value>line one\n'
      '"quoted" \\ café</arg_value></tool_call>'),
     MORE_TOOLS_22,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'line one\n"quoted" \\ café'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_local_references_and_cycles[0]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_23,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_local_references_and_cycles[1]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_24,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_local_references_and_cycles[2]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>{"ok": false}</arg_value></tool_call>',
     MORE_TOOLS_25,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': {'ok': False}}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_local_references_and_cycles[3]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>{"ok": false}</arg_value></tool_call>',
     MORE_TOOLS_26,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': {'ok': False}}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_local_references_and_cycles[4]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_27,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'null'}}],
     ''),
    (S + 'test_glm47_schema_types.py::TestGlm47SchemaTypes::test_local_references_and_cycles[5]',
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_28,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'null'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_local_references_and_cycles[cy'
          'cle]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>auto</arg_value></tool_call>',
     MORE_TOOLS_29,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'auto'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[0]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>text</arg_value><arg_key>value</arg_k'
      'ey><arg_value>auto</arg_value></tool_call>'),
     MORE_TOOLS_30,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'text', 'value': 'auto'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[1]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_30,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[2]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>text</arg_value><arg_key>value</arg_k'
      'ey><arg_value>auto</arg_value></tool_call>'),
     MORE_TOOLS_31,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'text', 'value': 'auto'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[3]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_31,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[4]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>text</arg_value><arg_key>value</arg_k'
      'ey><arg_value>auto</arg_value></tool_call>'),
     MORE_TOOLS_32,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'text', 'value': 'auto'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[5]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_32,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[6]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>text</arg_value><arg_key>value</arg_k'
      'ey><arg_value>auto</arg_value></tool_call>'),
     MORE_TOOLS_33,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'text', 'value': 'auto'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[7]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_33,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_root_unions_preserve_each_valu'
          'e_type[8]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_34,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_plain_strings_still_stream_bef'
          'ore_value_completes'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>hello world</arg_value></tool_call>',
     MORE_TOOLS_22,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'hello world'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[0]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_7,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '7'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[1]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_6,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '7'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[2]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_35,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '7'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[3]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>1e2</arg_value></tool_call>',
     MORE_TOOLS_36,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '1e2'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[4]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>true</arg_value></tool_call>',
     MORE_TOOLS_4,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'true'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[5]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_4,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'null'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[6]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_37,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '7'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[7]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_38,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '7'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[8]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>8</arg_value></tool_call>',
     MORE_TOOLS_38,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 8}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[9]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>true</arg_value></tool_call>',
     MORE_TOOLS_39,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'true'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[10]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value></tool_call>',
     MORE_TOOLS_40,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 'null'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[11]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_41,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '7'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[13]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>true</arg_value></tool_call>',
     MORE_TOOLS_9,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': True}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[15]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>{"ok": true}</arg_value></tool_call>',
     MORE_TOOLS_7,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': {'ok': True}}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[16]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>1</arg_value></tool_call>',
     MORE_TOOLS_42,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 1}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_native_strings_reject_disallow'
          'ed_json_types_and_enum_values[ref]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value></tool_call>',
     MORE_TOOLS_43,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '7'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_json_looking_string_bytes_are_'
          'preserved[0]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>{"a":1}</arg_value></tool_call>',
     MORE_TOOLS_44,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '{"a":1}'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_json_looking_string_bytes_are_'
          'preserved[1]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>{"a":1}</arg_value></tool_call>',
     MORE_TOOLS_45,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '{"a":1}'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_json_looking_string_bytes_are_'
          'preserved[2]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>[1,2]</arg_value></tool_call>',
     MORE_TOOLS_44,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '[1,2]'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_json_looking_string_bytes_are_'
          'preserved[3]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>[1,2]</arg_value></tool_call>',
     MORE_TOOLS_46,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '[1,2]'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_json_looking_string_bytes_are_'
          'preserved[4]'),
     ('<tool_call>inspect<arg_key>value</arg_key><arg_value>{ "a" : true }</arg_value></tool_cal'
      'l>'),
     MORE_TOOLS_44,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '{ "a" : true }'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_json_looking_string_bytes_are_'
          'preserved[5]'),
     ('<tool_call>inspect<arg_key>value</arg_key><arg_value>{ "a" : true }</arg_value></tool_cal'
      'l>'),
     MORE_TOOLS_47,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': '{ "a" : true }'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_numeric_values_are_serialized_'
          'after_the_value_closes[3]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>-12</arg_value></tool_call>',
     MORE_TOOLS_48,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': -12}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_numeric_values_are_serialized_'
          'after_the_value_closes[4]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>1.25e2</arg_value></tool_call>',
     MORE_TOOLS_48,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 125.0}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_numeric_values_are_serialized_'
          'after_the_value_closes[9]'),
     '<tool_call>inspect<arg_key>value</arg_key><arg_value>-12</arg_value></tool_call>',
     MORE_TOOLS_49,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': -12}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_completed_siblings_disambiguat'
          'e_root_union[1]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_50,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_completed_siblings_disambiguat'
          'e_root_union[3]'),
     ('<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value><arg_key>kind</arg_key>'
      '<arg_value>count</arg_value></tool_call>'),
     MORE_TOOLS_50,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7, 'kind': 'count'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_completed_siblings_disambiguat'
          'e_root_union[25]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_51,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_completed_siblings_disambiguat'
          'e_root_union[27]'),
     ('<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value><arg_key>kind</arg_key>'
      '<arg_value>count</arg_value></tool_call>'),
     MORE_TOOLS_51,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7, 'kind': 'count'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_completed_siblings_disambiguat'
          'e_root_union[49]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_52,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_completed_siblings_disambiguat'
          'e_root_union[51]'),
     ('<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value><arg_key>kind</arg_key>'
      '<arg_value>count</arg_value></tool_call>'),
     MORE_TOOLS_52,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7, 'kind': 'count'}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_completed_siblings_disambiguat'
          'e_root_union[73]'),
     ('<tool_call>inspect<arg_key>kind</arg_key><arg_value>count</arg_value><arg_key>value</arg_'
      'key><arg_value>7</arg_value></tool_call>'),
     MORE_TOOLS_53,
     'glm4',
     [{'name': 'inspect', 'arguments': {'kind': 'count', 'value': 7}}],
     ''),
    (S + ('test_glm47_schema_types.py::TestGlm47SchemaTypes::test_completed_siblings_disambiguat'
          'e_root_union[75]'),
     ('<tool_call>inspect<arg_key>value</arg_key><arg_value>7</arg_value><arg_key>kind</arg_key>'
      '<arg_value>count</arg_value></tool_call>'),
     MORE_TOOLS_53,
     'glm4',
     [{'name': 'inspect', 'arguments': {'value': 7, 'kind': 'count'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
