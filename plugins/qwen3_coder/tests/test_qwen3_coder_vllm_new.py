"""vLLM's tool-parser tests in their newest stored versions, as data: each row is a model output
from vllm-project/vllm tests/tool_parsers/test_qwen3_xml_coder_shared.py,
test_qwen3xml_tool_parser.py (the shared ToolParserTests suite) and
test_qwen3coder_tool_parser.py, the tools the test passes, the format, the calls vLLM expects
and the content where the test asserts it (a stream is its chunks joined). Outputs already in
the conformance corpus or in another table are not repeated. Each row is parsed with every
format installed and with its format alone.

Left out, by rule: values holding the format's own markup (a `<parameter=...>` or `</parameter>`
inside a string, a whole literal `<tool_call>` block in a file's content), which vLLM sorts out
with the tool schema, are read by structure here (docs/formats.md, qwen3_coder: the closer
counts where structure follows; tools only type values, DESIGN 3b); a double-encoded Python repr
for an object parameter is tool_call.invalid_argument_type, never repaired; a `<function={{
tc.name }}>` phantom is tool_call.invalid_name, not dropped (DESIGN 2); an inline
`<tool_call>example</tool_call>` in prose is tagged content that is no call (an error, not
content)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'vllm-project/vllm tests/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('tool_parsers/test_qwen3coder_tool_parser.py::test_extract_tool_calls_streaming_incre'
            'mental'),
     ("I'll check the weather.<tool_call>\n<function=get_current_weather>\n<parameter=city>\nDall"
      'as\n</parameter>\n<parameter=state>\nTX\n</parameter>\n</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_current_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string',
                                                           'description': 'The city name'},
                                                  'state': {'type': 'string',
                                                            'description': 'The state code'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['fahrenheit', 'celsius']}},
                                   'required': ['city', 'state']},
                    'description': 'Get the current weather'}},
      {'type': 'function',
       'function': {'name': 'calculate_area',
                    'parameters': {'type': 'object',
                                   'properties': {'shape': {'type': 'string'},
                                                  'dimensions': {'type': 'object'},
                                                  'precision': {'type': 'integer'}}},
                    'description': 'Calculate area of a shape'}}],
     'qwen3_coder',
     [{'name': 'get_current_weather', 'arguments': {'city': 'Dallas', 'state': 'TX'}}],
     "I'll check the weather.",
     {}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_extract_tool_calls_complex_type_wi'
            'th_single_quote'),
     ("<tool_call>\n<function=test_types>\n<parameter=obj_param>\n{'key': 'value'}\n</parameter>"
      '\n</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'test_types',
                    'parameters': {'type': 'object',
                                   'properties': {'int_param': {'type': 'integer'},
                                                  'float_param': {'type': 'float'},
                                                  'bool_param': {'type': 'boolean'},
                                                  'str_param': {'type': 'string'},
                                                  'obj_param': {'type': 'object'}}}}}],
     'qwen3_coder',
     [{'name': 'test_types', 'arguments': {'obj_param': {'key': 'value'}}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_extract_tool_calls[single_tool_mul'
            'tiline_param]'),
     ('<tool_call>\n<function=calculate_area>\n<parameter=shape>\nrectangle\n</parameter>\n<param'
      'eter=dimensions>\n{"width": 10,\n "height": 20}\n</parameter>\n<parameter=precision>\n2\n<'
      '/parameter>\n</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'calculate_area',
                    'parameters': {'type': 'object',
                                   'properties': {'shape': {'type': 'string'},
                                                  'dimensions': {'type': 'object'},
                                                  'precision': {'type': 'integer'}}}}}],
     'qwen3_coder',
     [{'name': 'calculate_area',
       'arguments': {'shape': 'rectangle',
                     'dimensions': {'width': 10, 'height': 20},
                     'precision': 2}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_extract_tool_calls_streaming_specu'
            'lative_decode_loss'),
     ('<tool_call>\n<function=test>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_c'
      'all>'),
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'city': 'Paris'}}],
     None,
     {}),
    (SRC + 'tool_parsers/test_qwen3_xml_coder_shared.py::test_string_null_value_preserved',
     '<tool_call>\n<function=search>\n<parameter=query>null</parameter>\n</function>\n</tool_call>',
     [{'type': 'function',
       'function': {'name': 'search',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'query': 'null'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_anyof_string_null_keeps_value_as_s'
            'tring'),
     '<tool_call>\n<function=set_code>\n<parameter=code>42</parameter>\n</function>\n</tool_call>',
     [{'type': 'function',
       'function': {'name': 'set_code',
                    'parameters': {'type': 'object',
                                   'properties': {'code': {'anyOf':
                                                             [{'type': 'string'},
                                                              {'type': 'null'}]}}}}}],
     'qwen3_coder',
     [{'name': 'set_code', 'arguments': {'code': '42'}}],
     None,
     {}),
    (SRC + 'tool_parsers/test_qwen3_xml_coder_shared.py::test_anyof_integer_null_parses_as_int',
     ('<tool_call>\n<function=set_count>\n<parameter=count>42</parameter>\n</function>\n</tool_ca'
      'll>'),
     [{'type': 'function',
       'function': {'name': 'set_count',
                    'parameters': {'type': 'object',
                                   'properties': {'count': {'anyOf':
                                                              [{'type': 'integer'},
                                                               {'type': 'null'}]}}}}}],
     'qwen3_coder',
     [{'name': 'set_count', 'arguments': {'count': 42}}],
     None,
     {}),
    (SRC + 'tool_parsers/test_qwen3_xml_coder_shared.py::test_array_with_json_bool',
     ('<tool_call>\n<function=pick>\n<parameter=items>\n["a", "b", 1, true]\n</parameter>\n</func'
      'tion>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'pick',
                    'parameters': {'type': 'object',
                                   'properties': {'items': {'type': 'array'}}}}}],
     'qwen3_coder',
     [{'name': 'pick', 'arguments': {'items': ['a', 'b', 1, True]}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_two_tool_calls_in_one_streaming_ch'
            'unk'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n<'
      '/tool_call>\n<tool_call>\n<function=get_weather>\n<parameter=city>\nLondon\n</parameter>\n'
      '</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'city': 'London'}}],
     None,
     {}),
    (SRC + 'tool_parsers/test_qwen3_xml_coder_shared.py::test_python_none_value_for_nullable_int',
     ('<tool_call>\n<function=set_count>\n<parameter=count>None</parameter>\n</function>\n</tool_'
      'call>'),
     [{'type': 'function',
       'function': {'name': 'set_count',
                    'parameters': {'type': 'object',
                                   'properties': {'count': {'anyOf':
                                                              [{'type': 'integer'},
                                                               {'type': 'null'}]}}}}}],
     'qwen3_coder',
     [{'name': 'set_count', 'arguments': {'count': None}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_streaming_two_tool_calls_plus_trai'
            'ling_text_one_delta'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n<'
      '/tool_call>\n<tool_call>\n<function=get_weather>\n<parameter=city>\nLondon\n</parameter>\n'
      '</function>\n</tool_call>\nAll done!'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'city': 'London'}}],
     '\n\nAll done!',
     {'collapse': True}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_streaming_trailing_text_with_final'
            '_close_in_same_delta'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>Paris</parameter>\n</function>\n</too'
      'l_call>\nI hope this helps!'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '\nI hope this helps!',
     {'collapse': True}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_anyof_string_null_with_null_litera'
            'l_returns_none[null]'),
     ('<tool_call>\n<function=set_value>\n<parameter=optional>null</parameter>\n</function>\n</to'
      'ol_call>'),
     [{'type': 'function',
       'function': {'name': 'set_value',
                    'parameters': {'type': 'object',
                                   'properties': {'optional':
                                                    {'anyOf':
                                                       [{'type': 'string'}, {'type': 'null'}]}}}}}],
     'qwen3_coder',
     [{'name': 'set_value', 'arguments': {'optional': None}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3_xml_coder_shared.py::test_anyof_string_null_with_null_litera'
            'l_returns_none[None]'),
     ('<tool_call>\n<function=set_value>\n<parameter=optional>None</parameter>\n</function>\n</to'
      'ol_call>'),
     [{'type': 'function',
       'function': {'name': 'set_value',
                    'parameters': {'type': 'object',
                                   'properties': {'optional':
                                                    {'anyOf':
                                                       [{'type': 'string'}, {'type': 'null'}]}}}}}],
     'qwen3_coder',
     [{'name': 'set_value', 'arguments': {'optional': None}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3xml_tool_parser.py::TestQwen3xmlToolParser::test_single_tool_'
            'call_simple_args'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>Tokyo</parameter>\n</function>\n</too'
      'l_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3xml_tool_parser.py::TestQwen3xmlToolParser::test_parallel_too'
            'l_calls'),
     ('<tool_call>\n<function=get_weather>\n<parameter=city>Tokyo</parameter>\n</function>\n</too'
      'l_call><tool_call>\n<function=get_time>\n<parameter=timezone>Asia/Tokyo</parameter>\n</fun'
      'ction>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
      {'name': 'get_time', 'arguments': {'timezone': 'Asia/Tokyo'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3xml_tool_parser.py::TestQwen3xmlToolParser::test_empty_argume'
            'nts'),
     '<tool_call>\n<function=refresh>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'refresh', 'arguments': {}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3xml_tool_parser.py::TestQwen3xmlToolParser::test_surrounding_'
            'text'),
     ('Let me check the weather for you.\n\n<tool_call>\n<function=get_weather>\n<parameter=city>'
      'Tokyo</parameter>\n</function>\n</tool_call>\n\nI will get that information.'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_qwen3xml_tool_parser.py::TestQwen3xmlToolParser::test_escaped_stri'
            'ngs'),
     ('<tool_call>\n<function=test_function>\n<parameter=quoted>He said "hello"</parameter>\n<par'
      'ameter=path>C:\\Users\\file.txt</parameter>\n<parameter=newline>line1\nline2</parameter>\n'
      '</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function',
       'arguments': {'quoted': 'He said "hello"',
                     'path': 'C:\\Users\\file.txt',
                     'newline': 'line1\nline2'}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
