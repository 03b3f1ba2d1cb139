"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_hunyuan_detector.py). Each row is a model output
of those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): calls to tools not offered
(``tool_call.unknown_tool``); ``not a number`` for an integer parameter is
``tool_call.invalid_argument_type`` (the call kept by lenient parsing; SGLang passes the
string).
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
                'properties': {'city': {'type': 'string'}, 'date': {'type': 'string'}},
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
                'properties': {'query': {'type': 'string'}, 'count': {'type': 'integer'}},
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
                    'expression': {'type': 'string'},
                    'precision': {'type': 'number'},
                    'verbose': {'type': 'boolean'},
                },
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'composed_anyOf',
            'parameters': {
                'anyOf': [{'type': 'object', 'properties': {'value': {'type': 'integer'}}}],
            },
        },
    },
]

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'composed_oneOf',
            'parameters': {
                'oneOf': [{'type': 'object', 'properties': {'value': {'type': 'boolean'}}}],
            },
        },
    },
]

TOOLS_3: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'composed_allOf',
            'parameters': {
                'allOf': [
                    {
                        'type': 'object',
                        'properties': {'value': {'type': 'array', 'items': {'type': 'integer'}}},
                    },
                ],
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorDetectAndParse::'
          'test_hy4_format_without_tool_separator'),
     ('<tool_calls:opensource><tool_call:opensource>get_weather<arg_key:opensource>'
      'city</arg_key:opensource><arg_value:opensource>Beijing</arg_value:opensource>'
      '</tool_call:opensource></tool_calls:opensource>'),
     TOOLS_0,
     'hy_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (S + 'test_hunyuan_detector.py::TestHunyuanDetectorDetectAndParse::test_single_string_arg',
     ('<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>'
      'Beijing</arg_value></tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (S + 'test_hunyuan_detector.py::TestHunyuanDetectorDetectAndParse::test_args_with_newlines',
     ('<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>'
      'Beijing</arg_value>\n<arg_key>date</arg_key>\n<arg_value>2026-03-30</arg_value>\n'
      '</tool_call>\n</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'date': '2026-03-30'}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorDetectAndParse::'
          'test_content_before_tool_call'),
     ('Checking.<tool_calls>\n<tool_call>get_current_date<tool_sep>\n</tool_call>\n'
      '</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_current_date', 'arguments': {}}],
     'Checking.'),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorDetectAndParse::'
          'test_multiple_tool_calls'),
     ('<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>'
      'Beijing</arg_value>\n</tool_call>\n<tool_call>get_weather<tool_sep>\n<arg_key>'
      'city</arg_key>\n<arg_value>Hangzhou</arg_value>\n</tool_call>\n</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'get_weather', 'arguments': {'city': 'Hangzhou'}},
     ],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorDetectAndParse::'
          'test_three_parallel_tool_calls'),
     ('<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>'
      'Beijing</arg_value></tool_call><tool_call>get_weather<tool_sep><arg_key>city</arg_key>'
      '<arg_value>Tokyo</arg_value></tool_call><tool_call>get_current_date<tool_sep>'
      '</tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
         {'name': 'get_current_date', 'arguments': {}},
     ],
     None),
    (S + 'test_hunyuan_detector.py::TestHunyuanDetectorArgDeserialization::test_integer_arg',
     ('<tool_calls><tool_call>search<tool_sep><arg_key>query</arg_key><arg_value>'
      'restaurants</arg_value><arg_key>count</arg_key><arg_value>5</arg_value></tool_call>'
      '</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': 'restaurants', 'count': 5}}],
     None),
    (S + 'test_hunyuan_detector.py::TestHunyuanDetectorArgDeserialization::test_float_arg',
     ('<tool_calls><tool_call>calculate<tool_sep><arg_key>expression</arg_key><arg_value>'
      '1+1</arg_value><arg_key>precision</arg_key><arg_value>0.01</arg_value></tool_call>'
      '</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'calculate', 'arguments': {'expression': '1+1', 'precision': 0.01}}],
     None),
    (S + 'test_hunyuan_detector.py::TestHunyuanDetectorArgDeserialization::test_boolean_arg',
     ('<tool_calls><tool_call>calculate<tool_sep><arg_key>expression</arg_key><arg_value>'
      '2+2</arg_value><arg_key>verbose</arg_key><arg_value>true</arg_value></tool_call>'
      '</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'calculate', 'arguments': {'expression': '2+2', 'verbose': True}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorArgDeserialization::'
          'test_top_level_composed_schema_args'),
     ('<tool_calls><tool_call>composed_anyOf<tool_sep><arg_key>value</arg_key><arg_value>'
      '7</arg_value></tool_call></tool_calls>'),
     TOOLS_1,
     'hy_v3',
     [{'name': 'composed_anyOf', 'arguments': {'value': 7}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorArgDeserialization::'
          'test_top_level_composed_schema_args'),
     ('<tool_calls><tool_call>composed_oneOf<tool_sep><arg_key>value</arg_key><arg_value>'
      'true</arg_value></tool_call></tool_calls>'),
     TOOLS_2,
     'hy_v3',
     [{'name': 'composed_oneOf', 'arguments': {'value': True}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorArgDeserialization::'
          'test_top_level_composed_schema_args'),
     ('<tool_calls><tool_call>composed_allOf<tool_sep><arg_key>value</arg_key><arg_value>[1,'
      '2]</arg_value></tool_call></tool_calls>'),
     TOOLS_3,
     'hy_v3',
     [{'name': 'composed_allOf', 'arguments': {'value': [1, 2]}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorArgDeserialization::'
          'test_string_arg_not_deserialized'),
     ('<tool_calls><tool_call>search<tool_sep><arg_key>query</arg_key><arg_value>{"key": '
      '"value"}</arg_value></tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': '{"key": "value"}'}}],
     None),
    (S + 'test_hunyuan_detector.py::TestHunyuanDetectorStreaming::test_normal_text_only',
     'Hello, I can help you with that.',
     TOOLS_0,
     'hy_v3',
     [],
     'Hello, I can help you with that.'),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorStreaming::'
          'test_hy4_format_without_tool_separator_char_by_char'),
     ('<tool_calls:opensource><tool_call:opensource>get_weather<arg_key:opensource>'
      'city</arg_key:opensource><arg_value:opensource>Tokyo</arg_value:opensource></tool_call:'
      'opensource></tool_calls:opensource>'),
     TOOLS_0,
     'hy_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (S + 'test_hunyuan_detector.py::TestHunyuanDetectorStreaming::test_chunked_tool_call',
     ('<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>'
      'Tokyo</arg_value></tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (S + 'test_hunyuan_detector.py::TestHunyuanDetectorStreaming::test_normal_text_before_tool',
     'Let me check. <tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls>',
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_current_date', 'arguments': {}}],
     'Let me check.'),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorStreaming::'
          'test_multiple_tool_calls_chunked'),
     ('<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key><arg_value>'
      'Beijing</arg_value>\n</tool_call>\n<tool_call>get_weather<tool_sep>\n<arg_key>'
      'city</arg_key><arg_value>Tokyo</arg_value>\n</tool_call>\n</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
     ],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorStreaming::'
          'test_streaming_with_args_char_by_char'),
     ('<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>'
      'NYC</arg_value></tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorStreaming::'
          'test_streaming_three_tools_sequential'),
     ('<tool_calls><tool_call>get_current_date<tool_sep></tool_call><tool_call>'
      'get_weather<tool_sep><arg_key>city</arg_key><arg_value>SF</arg_value></tool_call>'
      '<tool_call>search<tool_sep><arg_key>query</arg_key><arg_value>test</arg_value>'
      '</tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [
         {'name': 'get_current_date', 'arguments': {}},
         {'name': 'get_weather', 'arguments': {'city': 'SF'}},
         {'name': 'search', 'arguments': {'query': 'test'}},
     ],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorStreaming::'
          'test_streaming_normal_text_not_lost'),
     ('I will check the date now. <tool_calls><tool_call>get_current_date<tool_sep></tool_call>'
      '</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_current_date', 'arguments': {}}],
     'I will check the date now.'),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorStreaming::'
          'test_streaming_name_comes_before_args'),
     ('<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>'
      'Paris</arg_value></tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorStreaming::'
          'test_streaming_typed_args_coerced'),
     ('<tool_calls><tool_call>search<tool_sep><arg_key>query</arg_key><arg_value>'
      'pizza</arg_value><arg_key>count</arg_key><arg_value>7</arg_value></tool_call>'
      '</tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': 'pizza', 'count': 7}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorStreaming::'
          'test_streaming_string_arg_holds_back_partial_end_tag'),
     ('<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>San '
      'Francisco</arg_value></tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'San Francisco'}}],
     None),
    (S + ('test_hunyuan_detector.py::TestHunyuanDetectorFunctionCallParser::'
          'test_parse_non_stream'),
     ('Checking.<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>'
      'Tokyo</arg_value></tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Checking.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
