"""LMDeploy's tool-parser tests as data: each row is a model output from InternLM/lmdeploy's tests
(tests/test_lmdeploy/serve/parsers/ and the older tests/test_lmdeploy/test_*_parser.py; a
payload that a test feeds to a tool parser alone gets the markers its response parser strips put
back; a stream is the concatenation of its chunks), the tools passed, the format, the calls
LMDeploy expects ("error" where it rejects the output and returns no call; toolcalls then
reports an error and no call) and the content and reasoning where the test asserts them
(compared with whitespace runs collapsed where the peer's text has edge whitespace: toolcalls
drops it). Each row is parsed with every format installed and with its format alone.

Left out, by rule: a call to a tool not offered is tool_call.unknown_tool, not dropped; a
repeated JSON key keeps its last value (LMDeploy passes the text through: two "a" keys, "name" f
then g is f for LMDeploy, two "arguments" become {}{}); "arguments" beside "parameters" is
tool_call.ambiguous_arguments; broken JSON is json.* (LMDeploy passes the broken text as the
arguments); "parameters" is an arguments key (LMDeploy's Qwen3 parser gives {})."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'InternLM/lmdeploy tests/test_lmdeploy/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + 'serve/parsers/test_qwen3_parser.py::test_stream_chunk_matches_reference[0]',
     ('<think>This is the mock user prompt</think>\n\n<tool_call>\n{"name": "get_weather", "argu'
      'ments": {"location": "北京", "unit": "celsius"}}\n</tool_call>'),
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'celsius'}}],
     '\n\n',
     {'reasoning': 'This is the mock user prompt',
      'collapse': True}),
    (SRC + 'serve/parsers/test_qwen3_parser.py::test_stream_chunk_matches_reference[1]',
     ('This is the mock user prompt</think>\n\n<tool_call>\n{"name": "get_weather", "arguments":'
      ' {"location": "北京", "unit": "celsius"}}\n</tool_call>'),
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'celsius'}}],
     '\n\n',
     {'reasoning': 'This is the mock user prompt',
      'reasoning_started': True,
      'collapse': True}),
    (SRC + 'serve/parsers/test_qwen3_parser.py::test_stream_chunk_matches_reference[2]',
     ('This is the mock user prompt. reasoning</think>\n\n<tool_call>\n{"name": "get_weather", "'
      'arguments": {"location": "北京", "unit": "celsius"}}\n</tool_call>'),
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'celsius'}}],
     '\n\n',
     {'reasoning': 'This is the mock user prompt. reasoning',
      'collapse': True}),
    (SRC + ('serve/parsers/test_required_tool_choice.py::test_required_complete_parsing_accepts_'
     'multiple_calls'),
     ('<tool_call>{"name":"get_weather","arguments":{"city":"Paris"}}</tool_call><tool_call>{"na'
      'me":"get_time","arguments":{"timezone":"UTC"}}</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'get_time',
                    'parameters': {'type': 'object',
                                   'properties': {'timezone': {'type': 'string'}}}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     '',
     {}),
    (SRC + ('serve/parsers/test_required_tool_choice.py::test_required_streaming_preserves_reaso'
     'ning_and_split_tags'),
     ('Need to check</think>\n\n<tool_call>{"name":"get_weather","arguments":{"city":"Paris"}}</'
      'tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'get_time',
                    'parameters': {'type': 'object',
                                   'properties': {'timezone': {'type': 'string'}}}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     None,
     {'reasoning': 'Need to check'}),
    (SRC + ('serve/parsers/test_tool_parser_consumed_prefix.py::test_json_keeps_protocol_marker_'
     'inside_argument_string'),
     '<tool_call>{"name":"f","arguments":{"text":"inside </tool_call> marker"}}</tool_call>tail',
     None,
     'hermes',
     [{'name': 'f', 'arguments': {'text': 'inside </tool_call> marker'}}],
     'tail',
     {}),
    (SRC + ('serve/parsers/test_tool_parser_consumed_prefix.py::test_final_missing_tool_close_do'
     'es_not_delay_emitted_results'),
     '<tool_call>{"name":"f","arguments":{}}',
     None,
     'hermes',
     [{'name': 'f', 'arguments': {}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_tool_parser_consumed_prefix.py::test_response_parser_emits_trail'
     'ing_text_after_atomic_tool_close'),
     '<tool_call>{"arguments":{"city":"Beijing"},"name":"get_weather"}</tool_call>after',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     'after',
     {}),
    (SRC + 'test_qwen3_parser.py::test_parser_nonstream[single]',
     ('<think>\n好的，用户问的是北京的天气怎么样。我需要调用get_weather这个工具来获取信息。首先'
      '，确认用户提供的地点是北京，参数正确。然后检查工具的参数要求，只需要location，类型是字符'
      '串。于是构造参数对象，调用函数，返回结果。确保没有遗漏必要参数，比如location是必须的，这'
      '里已经提供，所以没问题。最后将结果以自然语言回复用户。\n</think>\n\n<tool_call>\n{"name":'
      ' "get_weather", "arguments": {"location": "北京"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': '北京'}}],
     '',
     {'reasoning': ('好的，用户问的是北京的天气怎么样。我需要调用get_weather这个工具来获取信息。'
                   '首先，确认用户提供的地点是北京，参数正确。然后检查工具的参数要求，只需要loca'
                   'tion，类型是字符串。于是构造参数对象，调用函数，返回结果。确保没有遗漏必要参'
                   '数，比如location是必须的，这里已经提供，所以没问题。最后将结果以自然语言回复'
                   '用户。'),
      'collapse': True}),
    (SRC + 'test_qwen3_parser.py::test_parser_nonstream[multiple]',
     ('<think>\n好的，用户问的是北京的天气怎么样。我需要调用get_weather这个工具来获取信息。首先'
      '，确认用户提供的地点是北京，参数正确。然后检查工具的参数要求，只需要location，类型是字符'
      '串。于是构造参数对象，调用函数，返回结果。确保没有遗漏必要参数，比如location是必须的，这'
      '里已经提供，所以没问题。最后将结果以自然语言回复用户。\n</think>\n\n<tool_call>\n{"name":'
      ' "get_weather", "arguments": {"location": "北京"}}\n</tool_call>\n\n<tool_call>\n{"name":'
      ' "get_weather", "arguments": {"location": "上海"}}\n</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': '北京'}},
      {'name': 'get_weather', 'arguments': {'location': '上海'}}],
     '',
     {'reasoning': ('好的，用户问的是北京的天气怎么样。我需要调用get_weather这个工具来获取信息。'
                   '首先，确认用户提供的地点是北京，参数正确。然后检查工具的参数要求，只需要loca'
                   'tion，类型是字符串。于是构造参数对象，调用函数，返回结果。确保没有遗漏必要参'
                   '数，比如location是必须的，这里已经提供，所以没问题。最后将结果以自然语言回复'
                   '用户。'),
      'collapse': True}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_lmdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
