"""TensorRT-LLM's tool-parser tests as data: each row is a model output from NVIDIA/TensorRT-LLM's
tests/unittest/llmapi/apps/test_tool_parsers.py, the tools passed, the format, the calls
TensorRT-LLM expects ("error" where it returns no call and toolcalls reports an error) and the
content where the test asserts it. A stream is the concatenation of its chunks; content is
compared with whitespace runs collapsed where the peer's has edge whitespace (toolcalls drops
it). Each row is parsed with every format installed and with its format alone.

Left out, by rule: a call to a tool not offered is tool_call.unknown_tool; the ASCII spelling
<|DSML|...> is read (docs/formats.md: re-typed tokens; TensorRT-LLM calls it malformed); a
second block opener where the closer should be leaves the block unclosed, an error
(TensorRT-LLM's streaming test returns both calls). The "multiple tools" rows of V3 and V3.1 are
already in test_deepseek.py (test_a_repeated_section_begin_keeps_every_call)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'NVIDIA/TensorRT-LLM tests/unittest/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV3Parser::test_detect_and_parse_singl'
     'e_tool'),
     ('Lead <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```jso'
      'n\n{"location": "Tokyo"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
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
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Lead',
     {'collapse': True}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV3Parser::test_detect_and_parse_malfo'
     'rmed_tool'),
     ("<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{'"
      "location': 'Paris'}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>"),
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
     'deepseek_v3',
     'error',
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV3Parser::test_detect_and_parse_with_'
     'parameters_key'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>search_web\n```json\n{"p'
      'arameters": {"query": "TensorRT"}}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
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
     'deepseek_v3',
     [{'name': 'search_web', 'arguments': {'parameters': {'query': 'TensorRT'}}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV31Parser::test_detect_and_parse_sing'
     'le_tool'),
     ('Intro <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location": "T'
      'okyo"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
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
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Intro',
     {'collapse': True}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV31Parser::test_detect_and_parse_malf'
     'ormed_tool'),
     ("<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{'location':'Paris'}<"
      '｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
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
     'deepseek_v31',
     'error',
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV31Parser::test_detect_and_parse_with'
     '_parameters_key'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>search_web<｜tool▁sep｜>{"parameters": {"query'
      '": "TensorRT"}}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
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
     'deepseek_v31',
     [{'name': 'search_web', 'arguments': {'parameters': {'query': 'TensorRT'}}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV32Parser::test_detect_and_parse_sing'
     'le_tool'),
     ('Normal text<｜DSML｜function_calls> <｜DSML｜invoke name="get_weather"> <｜DSML｜paramete'
      'r name="location" string="true">NYC</｜DSML｜parameter> </｜DSML｜invoke> </｜DSML｜funct'
      'ion_calls>'),
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
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'Normal text',
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV32Parser::test_detect_and_parse_mult'
     'iple_tools'),
     ('<｜DSML｜function_calls> <｜DSML｜invoke name="get_weather"> <｜DSML｜parameter name="loc'
      'ation" string="true">NYC</｜DSML｜parameter> </｜DSML｜invoke> <｜DSML｜invoke name="sear'
      'ch_web"> { "query": "AI" } </｜DSML｜invoke> </｜DSML｜function_calls>'),
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
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}},
      {'name': 'search_web', 'arguments': {'query': 'AI'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV32Parser::test_detect_and_parse_with'
     '_parameters_key'),
     ('<｜DSML｜function_calls> <｜DSML｜invoke name="search_web"> { "query": "test" } </｜DSML'
      '｜invoke> </｜DSML｜function_calls>'),
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
     'deepseek_v32',
     [{'name': 'search_web', 'arguments': {'query': 'test'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV32Parser::test_deepseek_v32_format_c'
     'ompliance'),
     ('<｜DSML｜function_calls> <｜DSML｜invoke name="get_weather"> <｜DSML｜parameter name="loc'
      'ation" string="true">NYC</｜DSML｜parameter> </｜DSML｜invoke> </｜DSML｜function_calls>'),
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
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV4Parser::test_detect_and_parse_singl'
     'e_tool'),
     ('Normal text<｜DSML｜tool_calls> <｜DSML｜invoke name="get_weather"> <｜DSML｜parameter na'
      'me="location" string="true">NYC</｜DSML｜parameter> </｜DSML｜invoke> </｜DSML｜tool_call'
      's>'),
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
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'Normal text',
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV4Parser::test_detect_and_parse_multi'
     'ple_tools'),
     ('<｜DSML｜tool_calls> <｜DSML｜invoke name="get_weather"> <｜DSML｜parameter name="locatio'
      'n" string="true">NYC</｜DSML｜parameter> </｜DSML｜invoke> <｜DSML｜invoke name="search_w'
      'eb"> { "query": "AI" } </｜DSML｜invoke> </｜DSML｜tool_calls>'),
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
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}},
      {'name': 'search_web', 'arguments': {'query': 'AI'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestDeepSeekV4Parser::test_detect_and_parse_with_'
     'parameters_key'),
     ('<｜DSML｜tool_calls> <｜DSML｜invoke name="search_web"> { "query": "test" } </｜DSML｜inv'
      'oke> </｜DSML｜tool_calls>'),
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
     'deepseek_v4',
     [{'name': 'search_web', 'arguments': {'query': 'test'}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_tensorrt_llm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
