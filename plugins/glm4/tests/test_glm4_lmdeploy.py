"""LMDeploy's tool-parser tests as data: each row is a model output from InternLM/lmdeploy's tests
(tests/test_lmdeploy/serve/parsers/ and the older tests/test_lmdeploy/test_*_parser.py; a
payload that a test feeds to a tool parser alone gets the markers its response parser strips put
back; a stream is the concatenation of its chunks), the tools passed, the format, the calls
LMDeploy expects ("error" where it rejects the output and returns no call; toolcalls then
reports an error and no call) and the content and reasoning where the test asserts them
(compared with whitespace runs collapsed where the peer's text has edge whitespace: toolcalls
drops it). Each row is parsed with every format installed and with its format alone.

Left out, by rule: values with no schema are JSON-first (77004, true, an object; LMDeploy keeps
strings: the two keeps_string_without_schema tests); 2a for an integer parameter is
tool_call.invalid_argument_type (the call kept in lenient parsing; LMDeploy passes the string);
a repeated key is tool_call.duplicate_argument
(test_glm_preserves_raw_string_whitespace_and_duplicate_parameters).
test_parse_tool_call_complete_without_arguments is already a test of test_glm4.py; the 1 MiB
value of test_streamed_megabyte_string_does_not_remain_buffered agrees and is left out for size.
A GLM call inside <think> (opened by the output, closed or not) is reasoning, not a call
(LMDeploy's GLM-5.2 tests end or resume the reasoning at <tool_call>:
test_*_tool_start_ends_reasoning_without_close_tag, test_*_resumes_reasoning_after_nested_tool,
test_parse_complete_keeps_post_tool_text_in_unclosed_reasoning); a call to a tool not offered is
tool_call.unknown_tool (LMDeploy drops it: test_*_drops_unavailable_tool)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'InternLM/lmdeploy tests/test_lmdeploy/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + 'serve/parsers/test_glm47_parser.py::test_stream_chunk_matches_reference',
     ('prefix <tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value></t'
      'ool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     'prefix ',
     {'collapse': True}),
    (SRC + ('serve/parsers/test_glm47_parser.py::test_stream_chunk_function_name_split_before_ar'
     'g_key'),
     ('<tool_call>get_current_temperature<arg_key>location</arg_key><arg_value>北京</arg_value><'
      '/tool_call>'),
     None,
     'glm4',
     [{'name': 'get_current_temperature', 'arguments': {'location': '北京'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_glm47_parser.py::test_stream_chunk_mixed_default_reasoning_and_g'
     'lm47_tool'),
     ('<think>first reason</think>\nAnswer: <tool_call>get_weather<arg_key>location</arg_key><ar'
      'g_value>Beijing</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     '\nAnswer: ',
     {'reasoning': 'first reason',
      'collapse': True}),
    (SRC + 'serve/parsers/test_glm47_parser.py::test_parse_tool_call_complete_with_arguments',
     ('<tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value><arg_key>u'
      'nit</arg_key><arg_value>celsius</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing', 'unit': 'celsius'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_glm47_parser.py::test_parse_tool_call_complete_coerces_types_by_'
     'schema'),
     ('<tool_call>typed_tool<arg_key>name</arg_key><arg_value>Chen</arg_value><arg_key>age</arg_'
      'key><arg_value>29</arg_value><arg_key>height</arg_key><arg_value>1.75</arg_value><arg_key'
      '>active</arg_key><arg_value>true</arg_value><arg_key>meta</arg_key><arg_value>{"city":"Ho'
      'uston"}</arg_value><arg_key>scores</arg_key><arg_value>[98,87]</arg_value><arg_key>misc</'
      'arg_key><arg_value>null</arg_value></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'typed_tool',
                    'parameters': {'type': 'object',
                                   'properties': {'name': {'type': 'string'},
                                                  'age': {'type': 'integer'},
                                                  'height': {'type': 'number'},
                                                  'active': {'type': 'boolean'},
                                                  'meta': {'type': 'object'},
                                                  'scores': {'type': 'array'},
                                                  'misc': {'type': 'null'}}}}}],
     'glm4',
     [{'name': 'typed_tool',
       'arguments': {'name': 'Chen',
                     'age': 29,
                     'height': 1.75,
                     'active': True,
                     'meta': {'city': 'Houston'},
                     'scores': [98, 87],
                     'misc': None}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_glm47_parser.py::test_streamed_arguments_emit_typed_arg_after_ar'
     'g_value_close'),
     '<tool_call>typed_tool<arg_key>age</arg_key><arg_value>12</arg_value></tool_call>',
     [{'type': 'function',
       'function': {'name': 'typed_tool',
                    'parameters': {'type': 'object',
                                   'properties': {'age': {'type': 'integer'}}}}}],
     'glm4',
     [{'name': 'typed_tool', 'arguments': {'age': 12}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_consumed_prefix.py::test_xml_outer_close_text_inside'
     '_parameter_value_is_not_a_block_boundary'),
     ('<tool_call>f<arg_key>a</arg_key><arg_value>before </tool_call> after</arg_value></tool_ca'
      'll>tail'),
     None,
     'glm4',
     [{'name': 'f', 'arguments': {'a': 'before </tool_call> after'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_incremental.py::test_xml_parser_lifecycle_resets_str'
     'eam_state[glm47-1]'),
     '<tool_call>first<arg_key>value</arg_key><arg_value>one</arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'first', 'arguments': {'value': 'one'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_incremental.py::test_xml_parser_lifecycle_resets_str'
     'eam_state[glm47-2]'),
     '<tool_call>second<arg_key>value</arg_key><arg_value>two</arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'second', 'arguments': {'value': 'two'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_glm47_parser.py::test_stream_chunk_handles_split_open_tag_and_zer'
     'o_args'),
     'prefix <tool_call>get_weather</tool_call>',
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {}}],
     'prefix ',
     {'collapse': True}),
    (SRC + ('serve/parsers/test_glm47_parser.py::test_string_after_typed_argument_uses_its_own_va'
     'lue'),
     ('<tool_call>typed_tool<arg_key>age</arg_key><arg_value>12</arg_value><arg_key>name</arg_key'
      '><arg_value>Alice</arg_value></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'typed_tool',
                    'parameters': {'type': 'object',
                                   'properties': {'age': {'type': 'integer'},
                                                  'name': {'type': 'string'}}}}}],
     'glm4',
     [{'name': 'typed_tool', 'arguments': {'age': 12, 'name': 'Alice'}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_lmdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
