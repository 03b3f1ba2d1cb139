"""vLLM's tool-parser tests in their newest stored versions, as data: each row is a model output
from vllm-project/vllm tests/tool_parsers/test_deepseekv32_tool_parser.py and
test_deepseekv4_tool_parser.py, the tools the test passes, the format, the calls vLLM expects
and the content where the test asserts it (a stream is its chunks joined). Outputs already in
the conformance corpus or in another table are not repeated. Each row is parsed with every
format installed and with its format alone.

Left out, by rule: a `string="true"` value stays a string whatever the schema says
(plugins/deepseek/README.md; vLLM's schema fixer makes `42` an integer and a JSON text an
object); a single `arguments` or `input` parameter that wraps the real arguments is not
unwrapped (never repaired); `5.0` and `3.0` for a number stay floats (numbers keep their kind)
and `abc` for an integer is tool_call.invalid_argument_type; V4's parser refuses a
`function_calls` block, which is a V3.2 call with every format installed."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'vllm-project/vllm tests/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_single_tool'
            '_no_params'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_time">\n</｜DSML｜invoke>\n</｜DSML｜f'
      'unction_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_time', 'arguments': {}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_single_tool'
            '_with_params'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="lo'
      'cation" string="true">SF</｜DSML｜parameter><｜DSML｜parameter name="date" string="true">2'
      '024-01-16</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'SF', 'date': '2024-01-16'}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_content_bef'
            'ore_tool_call'),
     ('Sure, let me check! <｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML'
      '｜parameter name="location" string="true">NYC</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜'
      'DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'Sure, let me check! ',
     {'collapse': True}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_no_content_'
            'prefix_returns_none'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="lo'
      'cation" string="true">NYC</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls'
      '>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_multiple_to'
            'ols'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="lo'
      'cation" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="get'
      '_weather">\n<｜DSML｜parameter name="location" string="true">NYC</｜DSML｜parameter>\n</｜'
      'DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}},
      {'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_type_conver'
            'sion_in_non_streaming'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="toggle">\n<｜DSML｜parameter name="enabled'
      '" string="false">true</｜DSML｜parameter>\n<｜DSML｜parameter name="count" string="false">'
      '42</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'toggle',
                    'parameters': {'type': 'object',
                                   'properties': {'enabled': {'type': 'boolean'},
                                                  'count': {'type': 'integer'}}}}}],
     'deepseek_v32',
     [{'name': 'toggle', 'arguments': {'enabled': True, 'count': 42}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_string_attr'
            '_false_allows_schema_conversion'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="score">\n<｜DSML｜parameter name="value" s'
      'tring="false">42</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'score',
                    'parameters': {'type': 'object',
                                   'properties': {'value': {'type': 'integer'}}}}}],
     'deepseek_v32',
     [{'name': 'score', 'arguments': {'value': 42}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_composed_sc'
            'hema_converts_object_and_array_params'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="set_timer">\n<｜DSML｜parameter name="wait'
      '" string="false">{"type":"for","minutes":2880}</｜DSML｜parameter>\n<｜DSML｜parameter nam'
      'e="patches" string="false">[{"op":"replace","path":"/schedule","value":"quiet"}]</｜DSML｜'
      'parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'set_timer',
                    'parameters': {'type': 'object',
                                   'properties': {'wait': {'anyOf':
                                                             [{'type': 'object',
                                                               'properties':
                                                                 {'type': {'const': 'until'},
                                                                  'date': {'type': 'string'}}},
                                                              {'type': 'object',
                                                               'properties':
                                                                 {'type': {'const': 'for'},
                                                                  'minutes':
                                                                    {'type': 'number'}}}]},
                                                  'patches':
                                                    {'oneOf':
                                                       [{'type': 'array',
                                                         'items': {'type': 'object'}},
                                                        {'type': 'null'}]}}}}}],
     'deepseek_v32',
     [{'name': 'set_timer',
       'arguments': {'wait': {'type': 'for', 'minutes': 2880},
                     'patches': [{'op': 'replace', 'path': '/schedule', 'value': 'quiet'}]}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_object_and_'
            'array_params'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="update">\n<｜DSML｜parameter name="tags" s'
      'tring="false">["a", "b"]</｜DSML｜parameter>\n<｜DSML｜parameter name="meta" string="false'
      '">{"k": 1}</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'update',
                    'parameters': {'type': 'object',
                                   'properties': {'tags': {'type': 'array'},
                                                  'meta': {'type': 'object'}}}}}],
     'deepseek_v32',
     [{'name': 'update', 'arguments': {'tags': ['a', 'b'], 'meta': {'k': 1}}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_multi_typed'
            '_schema'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="set_val">\n<｜DSML｜parameter name="count"'
      ' string="false">42</｜DSML｜parameter>\n<｜DSML｜parameter name="label" string="false">hel'
      'lo</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'set_val',
                    'parameters': {'type': 'object',
                                   'properties': {'count': {'type': ['integer', 'null']},
                                                  'label': {'type': ['string', 'null']}}}}}],
     'deepseek_v32',
     [{'name': 'set_val', 'arguments': {'count': 42, 'label': 'hello'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_multi_typed'
            '_null_value'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="clear">\n<｜DSML｜parameter name="value" s'
      'tring="false">null</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'clear',
                    'parameters': {'type': 'object',
                                   'properties': {'value': {'type': ['integer', 'null']}}}}}],
     'deepseek_v32',
     [{'name': 'clear', 'arguments': {'value': None}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_null_coerce'
            'd_back_to_string_by_schema'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="echo">\n<｜DSML｜parameter name="text" str'
      'ing="false">null</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'echo',
                    'parameters': {'type': 'object',
                                   'properties': {'text': {'type': 'string'}}}}}],
     'deepseek_v32',
     [{'name': 'echo', 'arguments': {'text': 'null'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCalls::test_no_schema_p'
            'arses_json'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="unknown_fn">\n<｜DSML｜parameter name="cou'
      'nt" string="false">42</｜DSML｜parameter>\n<｜DSML｜parameter name="flag" string="false">t'
      'rue</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'unknown_fn', 'arguments': {'count': 42, 'flag': True}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_si'
            'ngle_tool_streaming'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="lo'
      'cation" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_to'
            'ol_name_emitted'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="my_func">\n<｜DSML｜parameter name="x" str'
      'ing="true">1</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'my_func', 'arguments': {'x': '1'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_co'
            'ntent_before_tool_chunked'),
     ('Thinking... <｜DSML｜function_calls>\n<｜DSML｜invoke name="fn">\n<｜DSML｜parameter name='
      '"a" string="true">b</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'fn', 'arguments': {'a': 'b'}}],
     'Thinking... ',
     {'collapse': True}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_ty'
            'pe_conversion_in_streaming'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="add">\n<｜DSML｜parameter name="x" string='
      '"false">3</｜DSML｜parameter>\n<｜DSML｜parameter name="y" string="false">4</｜DSML｜param'
      'eter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'add',
                    'parameters': {'type': 'object',
                                   'properties': {'x': {'type': 'integer'},
                                                  'y': {'type': 'integer'}}}}}],
     'deepseek_v32',
     [{'name': 'add', 'arguments': {'x': 3, 'y': 4}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_mu'
            'ltiple_tools_streaming'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="func_a">\n<｜DSML｜parameter name="p" stri'
      'ng="true">v1</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="func_b">\n<｜DS'
      'ML｜parameter name="q" string="true">v2</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜'
      'function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'func_a', 'arguments': {'p': 'v1'}},
      {'name': 'func_b', 'arguments': {'q': 'v2'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_st'
            'ate_reset_on_new_stream'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="fn">\n<｜DSML｜parameter name="k" string="'
      'true">v</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'fn', 'arguments': {'k': 'v'}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_un'
            'ique_tool_call_ids'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="fn_a">\n<｜DSML｜parameter name="x" string'
      '="true">1</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="fn_b">\n<｜DSML｜p'
      'arameter name="y" string="true">2</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜functi'
      'on_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'fn_a', 'arguments': {'x': '1'}}, {'name': 'fn_b', 'arguments': {'y': '2'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_no'
            '_marker_leak_with_prefix_chunked'),
     ('Hello!<｜DSML｜function_calls>\n<｜DSML｜invoke name="fn">\n<｜DSML｜parameter name="a" st'
      'ring="true">b</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'fn', 'arguments': {'a': 'b'}}],
     'Hello!',
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_fa'
            'lse_partial_marker_emitted'),
     '<｜DSM some regular text',
     None,
     'deepseek_v32',
     [],
     '<｜DSM some regular text',
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestExtractToolCallsStreaming::test_lo'
            'ng_string_argument_streams_before_close'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="emit">\n<｜DSML｜parameter name="text" str'
      'ing="true">AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA</｜DSML｜parameter>\n</｜DSML｜i'
      'nvoke>\n</｜DSML｜function_calls>'),
     [{'type': 'function',
       'function': {'name': 'emit',
                    'parameters': {'type': 'object',
                                   'properties': {'text': {'type': 'string'}}}}}],
     'deepseek_v32',
     [{'name': 'emit',
       'arguments': {'text':
                       ('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
                        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestDelimiterPreservation::test_delimi'
            'ter_preserved_fast_detokenization'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="lo'
      'cation" string="true">Tokyo</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_cal'
      'ls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestDelimiterPreservation::test_delimi'
            'ter_preserved_fast_detokenization[prefixed]'),
     ('Here is the weather: <｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSM'
      'L｜parameter name="location" string="true">Tokyo</｜DSML｜parameter>\n</｜DSML｜invoke>\n<'
      '/｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Here is the weather: ',
     {'collapse': True}),
    (SRC + ('tool_parsers/test_deepseekv32_tool_parser.py::TestDelimiterPreservation::test_tool_d'
            'etection_skip_special_tokens_false'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" '
      'string="true">vllm documentation</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜functio'
      'n_calls>'),
     [{'type': 'function',
       'function': {'name': 'search',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}}}}}],
     'deepseek_v32',
     [{'name': 'search', 'arguments': {'query': 'vllm documentation'}}],
     None,
     {}),
    (SRC + 'tool_parsers/test_deepseekv4_tool_parser.py::test_extract_tool_calls',
     ('Let me check. <｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜paramete'
      'r name="location" string="true">Beijing</｜DSML｜parameter>\n<｜DSML｜parameter name="unit'
      '" string="true">celsius</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing', 'unit': 'celsius'}}],
     'Let me check. ',
     {'collapse': True}),
    (SRC + 'tool_parsers/test_deepseekv4_tool_parser.py::test_streaming_extracts_complete_invokes',
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" stri'
      'ng="true">deepseek v4</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'search', 'arguments': {'query': 'deepseek v4'}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
