"""LMDeploy's tool-parser tests as data: each row is a model output from InternLM/lmdeploy's tests
(tests/test_lmdeploy/serve/parsers/ and the older tests/test_lmdeploy/test_*_parser.py; a
payload that a test feeds to a tool parser alone gets the markers its response parser strips put
back; a stream is the concatenation of its chunks), the tools passed, the format, the calls
LMDeploy expects ("error" where it rejects the output and returns no call; toolcalls then
reports an error and no call) and the content and reasoning where the test asserts them
(compared with whitespace runs collapsed where the peer's text has edge whitespace: toolcalls
drops it). Each row is parsed with every format installed and with its format alone.

Left out, by rule: values with no schema are JSON-first (zip 77004; LMDeploy keeps "77004"); 2a
for an integer parameter is tool_call.invalid_argument_type; a repeated parameter is
tool_call.duplicate_argument; a call to a tool not offered is tool_call.unknown_tool (LMDeploy
drops it); Qwen3-Coder values are raw, so MiMo's &quot; and &amp; stay as written (LMDeploy's
MiMo parser decodes them: test_mimo_complete_preserves_string_and_coerces_typed_values,
test_mimo_streaming_decodes_split_html_entity). The 1 MiB values of
test_streamed_megabyte_string_does_not_remain_buffered and
test_megabyte_string_is_streamed_without_buffering agree and are left out for size. An early
stored version of test_stream_chunk_matches_reference calls its tool expectations placeholders;
its row holds the reasoning and content that version asserts and the call its later versions
expect."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'InternLM/lmdeploy tests/test_lmdeploy/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('serve/parsers/test_mimo_parser.py::test_mimo_streaming_handles_split_tags_and_multi'
     'line_value'),
     ('<think>Need a tool.</think><tool_call><function=run_command><parameter=command>line 1\n  '
      'line 2</parameter><parameter=timeout>10</parameter></function></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'run_command',
                    'parameters': {'type': 'object',
                                   'properties': {'command': {'type': 'string'},
                                                  'timeout': {'type': 'integer'},
                                                  'options': {'type': 'object'}}}}}],
     'qwen3_coder',
     [{'name': 'run_command', 'arguments': {'command': 'line 1\n  line 2', 'timeout': 10}}],
     None,
     {'reasoning': 'Need a tool.'}),
    (SRC + 'serve/parsers/test_qwen3_5_parser.py::test_stream_chunk_matches_reference',
     ('计划调用get_current_temperature函数并提供location参数。\n</think>\n\n<tool_call>\n<functi'
      'on=get_current_temperature>\n<parameter=location>\nBeijing, China\n</parameter>\n</functi'
      'on>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'Beijing, China'}}],
     '\n\n',
     {'reasoning': '计划调用get_current_temperature函数并提供location参数。\n',
      'reasoning_started': True,
      'collapse': True}),
    (SRC + ('serve/parsers/test_qwen3_5_parser.py::test_parse_complete_parallel_tool_calls_keep_'
     'distinct_arguments'),
     ('</think>\n\n<tool_call>\n<function=get_current_weather>\n<parameter=location>\nBoston, MA'
      '\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=get_current_weather>\n<'
      'parameter=location>\nSan Francisco, CA\n</parameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Boston, MA'}},
      {'name': 'get_current_weather', 'arguments': {'location': 'San Francisco, CA'}}],
     '',
     {'collapse': True}),
    (SRC + ('serve/parsers/test_qwen3_5_parser.py::test_parse_tool_call_complete_coerces_types_b'
     'y_schema'),
     ('<tool_call>\n<function=typed_tool>\n<parameter=name>\nChen\n</parameter>\n<parameter=age>'
      '\n29\n</parameter>\n<parameter=height>\n1.75\n</parameter>\n<parameter=active>\ntrue\n</p'
      'arameter>\n<parameter=meta>\n{"city":"Houston"}\n</parameter>\n<parameter=scores>\n[98,87'
      ']\n</parameter>\n<parameter=misc>\nnull\n</parameter>\n</function>\n</tool_call>'),
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
     'qwen3_coder',
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
    (SRC + ('serve/parsers/test_qwen3_5_parser.py::test_streamed_arguments_emit_typed_parameter_'
     'after_parameter_close'),
     '<tool_call><function=typed_tool><parameter=age>12</parameter></function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'typed_tool',
                    'parameters': {'type': 'object',
                                   'properties': {'age': {'type': 'integer'}}}}}],
     'qwen3_coder',
     [{'name': 'typed_tool', 'arguments': {'age': 12}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_incremental.py::test_qwen_parameter_markers_follow_t'
     'oken_aligned_boundaries'),
     '<tool_call><function=f><parameter=p>value</parameter></function></tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'p': 'value'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_incremental.py::test_xml_parser_lifecycle_resets_str'
     'eam_state[qwen3coder-1]'),
     '<tool_call><function=first><parameter=value>one</parameter></function></tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'first', 'arguments': {'value': 'one'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_incremental.py::test_xml_parser_lifecycle_resets_str'
     'eam_state[qwen3coder-2]'),
     '<tool_call><function=second><parameter=value>two</parameter></function></tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'second', 'arguments': {'value': 'two'}}],
     None,
     {}),
    (SRC + 'test_qwen3coder_parser.py::test_parser_nonstream[single]',
     ('好的，我现在帮你调用工具。\n<tool_call>\n<function=get_weather>\n<parameter=location>北京'
      '</parameter>\n<parameter=unit>celsius</parameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'celsius'}}],
     '好的，我现在帮你调用工具。',
     {'collapse': True}),
    (SRC + 'test_qwen3coder_parser.py::test_parser_nonstream[multiple]',
     ('好的，我现在帮你调用工具。\n<tool_call>\n<function=get_weather>\n<parameter=location>北京'
      '</parameter>\n<parameter=unit>celsius</parameter>\n</function>\n</tool_call>\n\n<tool_cal'
      'l>\n<function=get_weather>\n<parameter=location>上海</parameter>\n</function>\n</tool_cal'
      'l>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'celsius'}},
      {'name': 'get_weather', 'arguments': {'location': '上海'}}],
     '好的，我现在帮你调用工具。',
     {'collapse': True}),
    (SRC + ('serve/parsers/test_qwen3_5_parser.py::test_stream_chunk_matches_reference (early ver'
     'sion)'),
     ('用户询问北京的天气情况。我需要使用get_current_temperature函数来获取北京的当前温度。根据函'
      '数要求，location参数需要是"City, State, Country"的格式，所以北京应该写成"Beijing, China"。'
      'unit参数是可选的，默认是celsius，我不需要特别指定。\n</think>\n\n<tool_call>\n<function=ge'
      't_current_temperature>\n<parameter=location>\nBeijing, China\n</parameter>\n</function>\n<'
      '/tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'Beijing, China'}}],
     '\n\n',
     {'reasoning': ('用户询问北京的天气情况。我需要使用get_current_temperature函数来获取北京的当'
                    '前温度。根据函数要求，location参数需要是"City, State, Country"的格式，所以北'
                    '京应该写成"Beijing, China"。unit参数是可选的，默认是celsius，我不需要特别指'
                    '定。\n'),
      'reasoning_started': True,
      'collapse': True}),
    (SRC + ('serve/parsers/test_qwen3_5_parser.py::test_final_chunk_closes_arguments_without_func'
     'tion_terminator'),
     '<tool_call><function=f><parameter=a>one</parameter>',
     None,
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'a': 'one'}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_lmdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
