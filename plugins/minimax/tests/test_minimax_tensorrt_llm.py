"""TensorRT-LLM's tool-parser tests as data: each row is a model output from NVIDIA/TensorRT-LLM's
tests/unittest/llmapi/apps/test_tool_parsers.py, the tools passed, the format, the calls
TensorRT-LLM expects ("error" where it returns no call and toolcalls reports an error) and the
content where the test asserts it. A stream is the concatenation of its chunks; content is
compared with whitespace runs collapsed where the peer's has edge whitespace (toolcalls drops
it). Each row is parsed with every format installed and with its format alone.

Nothing left out."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'NVIDIA/TensorRT-LLM tests/unittest/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestMiniMaxM2ToolParser::test_detect_and_parse_si'
     'ngle_tool'),
     ('I will check the weather.<minimax:tool_call><invoke name="get_weather"><parameter name="l'
      'ocation">NYC</parameter></invoke></minimax:tool_call>'),
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
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'I will check the weather.',
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestMiniMaxM2ToolParser::test_detect_and_parse_mu'
     'ltiple_tools'),
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="location">NYC</parameter><'
      '/invoke><invoke name="search_web"><parameter name="query">AI news</parameter></invoke></m'
      'inimax:tool_call>'),
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
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}},
      {'name': 'search_web', 'arguments': {'query': 'AI news'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestMiniMaxM2ToolParser::test_detect_and_parse_wi'
     'th_thinking'),
     ('Let me think about this...\n<minimax:tool_call><invoke name="search_web"><parameter name='
      '"query">weather forecast</parameter></invoke></minimax:tool_call>'),
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
     'minimax_m2',
     [{'name': 'search_web', 'arguments': {'query': 'weather forecast'}}],
     'Let me think about this...',
     {'collapse': True}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestMiniMaxM2ToolParser::test_detect_and_parse_mu'
     'ltiple_params'),
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="location">Tokyo</parameter'
      '><parameter name="unit">celsius</parameter></invoke></minimax:tool_call>'),
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
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo', 'unit': 'celsius'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestMiniMaxM2ToolParser::test_detect_and_parse_no'
     '_params'),
     '<minimax:tool_call><invoke name="get_time"></invoke></minimax:tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_time', 'parameters': {'type': 'object', 'properties': {}}}}],
     'minimax_m2',
     [{'name': 'get_time', 'arguments': {}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestMiniMaxM2ToolParser::test_detect_and_parse_pr'
     'eserves_suffix'),
     ('prefix text<minimax:tool_call><invoke name="get_weather"><parameter name="location">NYC</'
      'parameter></invoke></minimax:tool_call> suffix text'),
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
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'prefix text suffix text',
     {'collapse': True}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestMiniMaxM2ToolParser::test_streaming_preserves'
     '_prefix_in_same_chunk'),
     ('Hello! <minimax:tool_call><invoke name="get_weather"><parameter name="location">NYC</para'
      'meter></invoke></minimax:tool_call>'),
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
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'Hello!',
     {'collapse': True}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestInterleavedThinkingReasoningParsers::test_int'
     'erleaved_thinking_minimax_with_tool_call'),
     ('Let me search for the latest news.</think><minimax:tool_call><invoke name="search_web"><p'
      'arameter name="query">latest AI news</parameter></invoke></minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'search_web', 'arguments': {'query': 'latest AI news'}}],
     '',
     {'reasoning': 'Let me search for the latest news.'}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_tensorrt_llm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
