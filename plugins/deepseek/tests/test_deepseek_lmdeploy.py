"""LMDeploy's tool-parser tests as data: each row is a model output from InternLM/lmdeploy's tests
(tests/test_lmdeploy/serve/parsers/ and the older tests/test_lmdeploy/test_*_parser.py; a
payload that a test feeds to a tool parser alone gets the markers its response parser strips put
back; a stream is the concatenation of its chunks), the tools passed, the format, the calls
LMDeploy expects ("error" where it rejects the output and returns no call; toolcalls then
reports an error and no call) and the content and reasoning where the test asserts them
(compared with whitespace runs collapsed where the peer's text has edge whitespace: toolcalls
drops it). Each row is parsed with every format installed and with its format alone.

Left out, by rule (docs/conformance.md, "LMDeploy's and TensorRT-LLM's tests"): a repeated DSML
parameter, which LMDeploy passes on as a JSON text with the key twice, is
tool_call.duplicate_argument
(test_duplicate_parameters_are_preserved_in_streaming_and_complete_paths, and its copy in
test_tool_parser_consumed_prefix.py); a text that ends inside a string parameter is an error in
batch parsing, not a call with half an argument
(test_final_payload_emits_incomplete_string_argument)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'InternLM/lmdeploy tests/test_lmdeploy/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('serve/parsers/test_deepseek_v32_tool_parser.py::test_string_parameter_header_and_va'
     'lue_stream_immediately'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query"'
      ' string="true">DeepSeek "streaming"</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜fun'
      'ction_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'search', 'arguments': {'query': 'DeepSeek "streaming"'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_deepseek_v32_tool_parser.py::test_non_string_json_and_multiple_i'
     'nvokes_follow_token_boundaries'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="rank">\n<｜DSML｜parameter name="limit" s'
      'tring="false">12</｜DSML｜parameter>\n<｜DSML｜parameter name="filters" string="false">{"'
      'active":true}</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="lookup">\n<｜'
      'DSML｜parameter name="name" string="true">Ada</｜DSML｜parameter>\n</｜DSML｜invoke>\n</'
      '｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'rank', 'arguments': {'limit': 12, 'filters': {'active': True}}},
      {'name': 'lookup', 'arguments': {'name': 'Ada'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_deepseek_v4_tool_parser.py::test_v4_markers_stream_one_complete_'
     'call'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="search"><｜DSML｜parameter name="query" string='
      '"true">DeepSeek</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'search', 'arguments': {'query': 'DeepSeek'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_incremental.py::test_dsml_streams_parameter_header_a'
     'nd_string_value_immediately[v4]'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" str'
      'ing="true">DeepSeek "streaming"</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_ca'
      'lls>'),
     None,
     'deepseek_v4',
     [{'name': 'search', 'arguments': {'query': 'DeepSeek "streaming"'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_incremental.py::test_dsml_streams_non_string_json_an'
     'd_multiple_invokes[v4]'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="rank">\n<｜DSML｜parameter name="limit" strin'
      'g="false">12</｜DSML｜parameter>\n<｜DSML｜parameter name="filters" string="false">{"acti'
      've":true}</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="lookup">\n<｜DSML'
      '｜parameter name="name" string="true">Ada</｜DSML｜parameter>\n</｜DSML｜invoke>\n'),
     None,
     'deepseek_v4',
     [{'name': 'rank', 'arguments': {'limit': 12, 'filters': {'active': True}}},
      {'name': 'lookup', 'arguments': {'name': 'Ada'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_required_tool_choice.py::test_deepseek_required_default_disables'
     '_reasoning_grammar[v32]'),
     ('\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter nam'
      'e="city" string="true">Paris</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_c'
      'alls>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'get_time',
                    'parameters': {'type': 'object',
                                   'properties': {'timezone': {'type': 'string'}}}}}],
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '',
     {'collapse': True}),
    (SRC + ('serve/parsers/test_required_tool_choice.py::test_deepseek_required_default_disables'
     '_reasoning_grammar[v4]'),
     ('\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="c'
      'ity" string="true">Paris</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'get_time',
                    'parameters': {'type': 'object',
                                   'properties': {'timezone': {'type': 'string'}}}}}],
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '',
     {'collapse': True}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_lmdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
