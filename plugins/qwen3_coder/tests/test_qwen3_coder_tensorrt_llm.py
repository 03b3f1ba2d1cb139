"""TensorRT-LLM's tool-parser tests as data: each row is a model output from NVIDIA/TensorRT-LLM's
tests/unittest/llmapi/apps/test_tool_parsers.py, the tools passed, the format, the calls
TensorRT-LLM expects ("error" where it returns no call and toolcalls reports an error) and the
content where the test asserts it. A stream is the concatenation of its chunks; content is
compared with whitespace runs collapsed where the peer's has edge whitespace (toolcalls drops
it). Each row is parsed with every format installed and with its format alone.

Left out, by rule: a call to a tool not offered is tool_call.unknown_tool; a value of an unknown
schema type (other_type) written as a Python dict is a string (no literal_eval: the JSON-first
rule); a <function=...> block without <tool_call> is a call (the shared-opener reading of
docs/formats.md; TensorRT-LLM's test calls a mistyped <too_call> wrapper malformed)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'NVIDIA/TensorRT-LLM tests/unittest/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestQwen3CoderToolParser::test_detect_and_parse_s'
     'ingle_tool'),
     ('Normal text\n<tool_call>\n<function=get_weather>\n<parameter=location>NYC</parameter>\n</'
      'function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'Normal text',
     {'collapse': True}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestQwen3CoderToolParser::test_detect_and_parse_m'
     'ultiple_tools'),
     ('<tool_call>\n<function=get_weather>\n<parameter=location>LA</parameter>\n</function>\n</t'
      'ool_call>\n<tool_call>\n<function=search_web>\n<parameter=query>AI</parameter>\n</functio'
      'n>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'LA'}},
      {'name': 'search_web', 'arguments': {'query': 'AI'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestQwen3CoderToolParser::test_detect_and_parse_w'
     'ith_parameters_key'),
     ('<tool_call>\n<function=search_web>\n<parameter=query>test</parameter>\n</function>\n</too'
      'l_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'qwen3_coder',
     [{'name': 'search_web', 'arguments': {'query': 'test'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestQwen3CoderToolParser::test_parse_streaming_in'
     'crement_complete_tool_call'),
     ('<tool_call>\n<function=get_weather>\n<parameter=location>SF</parameter>\n</function>\n</t'
      'ool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestQwen3CoderToolParser::test_parse_anyof_parame'
     'ter_type_conversion'),
     ('<tool_call>\n<function=create_record>\n<parameter=name>test</parameter>\n<parameter=count'
      '>42</parameter>\n<parameter=score>3.14</parameter>\n<parameter=active>true</parameter>\n<'
      'parameter=metadata>{"key": "value"}</parameter>\n<parameter=tags>[1, 2, 3]</parameter>\n<'
      'parameter=label>hello</parameter>\n</function>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'create_record',
                    'parameters': {'type': 'object',
                                   'properties': {'name': {'type': 'string'},
                                                  'count': {'anyOf': [{'type': 'integer'},
                                                                      {'type': 'null'}]},
                                                  'score': {'anyOf': [{'type': 'number'},
                                                                      {'type': 'null'}]},
                                                  'active': {'anyOf': [{'type': 'boolean'},
                                                                       {'type': 'null'}]},
                                                  'metadata': {'anyOf': [{'type': 'object'},
                                                                         {'type': 'null'}]},
                                                  'tags': {'anyOf': [{'type': 'array'},
                                                                     {'type': 'null'}]},
                                                  'label': {'anyOf': [{'type': 'string'},
                                                                      {'type': 'null'}]}}}}}],
     'qwen3_coder',
     [{'name': 'create_record',
       'arguments': {'name': 'test',
                     'count': 42,
                     'score': 3.14,
                     'active': True,
                     'metadata': {'key': 'value'},
                     'tags': [1, 2, 3],
                     'label': 'hello'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestQwen3CoderToolParser::test_parse_anyof_null_v'
     'alue'),
     ('<tool_call>\n<function=set_value>\n<parameter=value>null</parameter>\n</function>\n</tool'
      '_call>'),
     [{'type': 'function',
       'function': {'name': 'set_value',
                    'parameters': {'type': 'object',
                                   'properties': {'value': {'anyOf': [{'type': 'integer'},
                                                                      {'type': 'null'}]}}}}}],
     'qwen3_coder',
     [{'name': 'set_value', 'arguments': {'value': None}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestQwen3CoderToolParser::test_qwen3_coder_format'
     '_compliance'),
     ('<tool_call>\n<function=execute_bash>\n<parameter=command>\npwd && ls\n</parameter>\n</fun'
      'ction>\n</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'execute_bash',
                    'parameters': {'type': 'object',
                                   'properties': {'command': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'execute_bash', 'arguments': {'command': 'pwd && ls'}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_tensorrt_llm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
