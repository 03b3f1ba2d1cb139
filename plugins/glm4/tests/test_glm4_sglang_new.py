"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_function_call_parser.py,
test_glm47_moe_detector.py). Each row is a model output of those tests (a streaming test's
chunks joined; the tests' helper functions written out), the tools the test passes, the format,
the calls SGLang expects ("error" where it returns no call for a malformed output and toolcalls
reports the error) and, where the test asserts it and toolcalls agrees, the content (SGLang's
``normal_text``, compared with whitespace runs collapsed and the ends stripped). Where a test
checks only some argument keys, the row holds the whole arguments object, which agrees on every
key the test checks. Each row is parsed with every format installed and with its format alone.

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
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
