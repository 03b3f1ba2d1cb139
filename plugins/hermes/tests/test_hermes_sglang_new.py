"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_function_call_parser.py, test_hermes_detector.py,
test_malformed_tool_call_payloads.py, test_qwen25_detector.py). Each row is a model output of
those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): ``{"name": "get_time"}``
without arguments in ``<tool_call>`` is ``tool_call.unrecognized`` (call shapes, DESIGN 3a;
SGLang makes it a call with ``{}``); an array in ``<tool_call>`` with one element that is no
call is ``tool_call.unrecognized`` (SGLang keeps the good element).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
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
                'properties': {'query': {'type': 'string'}},
                'required': ['query'],
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_current_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string'},
                    'state': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
                'required': ['city', 'state', 'unit'],
            },
        },
    },
]

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}},
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_hermes_detector.py::TestHermesDetector::test_single_tool_call',
     '<tool_call>{"name": "get_weather", "arguments": {"city": "Beijing"}}</tool_call>',
     TOOLS_0,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     ''),
    (S + 'test_hermes_detector.py::TestHermesDetector::test_multiple_tool_calls',
     ('<tool_call>{"name": "get_weather", "arguments": {"city": "Beijing"}}</tool_call>'
      '<tool_call>{"name": "search", "arguments": {"query": "restaurants"}}</tool_call>'),
     TOOLS_0,
     'hermes',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'search', 'arguments': {'query': 'restaurants'}},
     ],
     None),
    (S + 'test_hermes_detector.py::TestHermesDetector::test_tool_call_with_leading_text',
     ('I will check the weather for you. <tool_call>{"name": "get_weather", "arguments": '
      '{"city": "Tokyo"}}</tool_call>'),
     TOOLS_0,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'I will check the weather for you.'),
    (S + 'test_hermes_detector.py::TestHermesDetector::test_tool_call_with_multiple_arguments',
     ('<tool_call>{"name": "get_weather", "arguments": {"city": "London", "unit": '
      '"celsius"}}</tool_call>'),
     TOOLS_0,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'London', 'unit': 'celsius'}}],
     None),
    (S + ('test_hermes_detector.py::TestHermesDetector::test_malformed_json_returns_original_te'
          'xt'),
     '<tool_call>not valid json</tool_call>',
     TOOLS_0,
     'hermes',
     'error',
     None),
    (S + 'test_qwen25_detector.py::TestQwen25Detector::test_single_tool_call',
     '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Beijing"}}\n</tool_call>',
     TOOLS_0,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     ''),
    (S + 'test_qwen25_detector.py::TestQwen25Detector::test_multiple_tool_calls',
     ('<tool_call>\n{"name": "get_weather", "arguments": {"city": "Beijing"}}\n</tool_call>\n'
      '<tool_call>\n{"name": "search", "arguments": {"query": "restaurants"}}\n</tool_call>'),
     TOOLS_0,
     'hermes',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'search', 'arguments': {'query': 'restaurants'}},
     ],
     None),
    (S + 'test_qwen25_detector.py::TestQwen25Detector::test_tool_call_with_preceding_text',
     ('Let me check the weather.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": '
      '"Shanghai"}}\n</tool_call>'),
     TOOLS_0,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Shanghai'}}],
     'Let me check the weather.'),
    (S + 'test_qwen25_detector.py::TestQwen25Detector::test_malformed_json',
     '<tool_call>\n{invalid json}\n</tool_call>',
     TOOLS_0,
     'hermes',
     'error',
     None),
    (S + 'test_qwen25_detector.py::TestQwen25Detector::test_tool_call_with_extra_whitespace',
     '<tool_call>\n  {"name": "get_weather", "arguments": {"city": "Tokyo"}}  \n</tool_call>',
     TOOLS_0,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (S + ('test_function_call_parser.py::TestQwen25Detector::test_detect_and_parse_single_tool_'
          'call'),
     ('<tool_call>\n{"name": "get_current_weather", "arguments": {"city": "NYC", "state": "NY",'
      ' "unit": "fahrenheit"}}\n</tool_call>'),
     TOOLS_1,
     'hermes',
     [
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'NYC', 'state': 'NY', 'unit': 'fahrenheit'},
         },
     ],
     None),
    (S + ('test_function_call_parser.py::TestQwen25Detector::test_detect_and_parse_multiple_too'
          'l_calls'),
     ('<tool_call>\n{"name": "get_current_weather", "arguments": {"city": "NYC", "state": "NY",'
      ' "unit": "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": "get_current_weather", '
      '"arguments": {"city": "Baltimore", "state": "MD", "unit": "fahrenheit"}}\n</tool_call>\n'
      '<tool_call>\n{"name": "get_current_weather", "arguments": {"city": "Minneapolis", '
      '"state": "MN", "unit": "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": '
      '"get_current_weather", "arguments": {"city": "Los Angeles", "state": "CA", "unit": '
      '"fahrenheit"}}\n</tool_call>'),
     TOOLS_1,
     'hermes',
     [
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'NYC', 'state': 'NY', 'unit': 'fahrenheit'},
         },
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'Baltimore', 'state': 'MD', 'unit': 'fahrenheit'},
         },
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'Minneapolis', 'state': 'MN', 'unit': 'fahrenheit'},
         },
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'Los Angeles', 'state': 'CA', 'unit': 'fahrenheit'},
         },
     ],
     None),
    (S + ('test_function_call_parser.py::TestQwen25Detector::test_detect_and_parse_with_normal_'
          'text_prefix'),
     ('Sure, let me check the weather.\n<tool_call>\n{"name": "get_current_weather", '
      '"arguments": {"city": "NYC", "state": "NY", "unit": "celsius"}}\n</tool_call>'),
     TOOLS_1,
     'hermes',
     [
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'NYC', 'state': 'NY', 'unit': 'celsius'},
         },
     ],
     'Sure, let me check the weather.'),
    (S + 'test_function_call_parser.py::TestQwen25Detector::test_streaming_multiple_tool_calls',
     ('<tool_call>\n{"name": "get_current_weather", "arguments": {"city": "NYC", "state": "NY",'
      ' "unit": "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": "get_current_weather", '
      '"arguments": {"city": "Baltimore", "state": "MD", "unit": "fahrenheit"}}\n</tool_call>\n'
      '<tool_call>\n{"name": "get_current_weather", "arguments": {"city": "LA", "state": "CA", '
      '"unit": "fahrenheit"}}\n</tool_call>'),
     TOOLS_1,
     'hermes',
     [
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'NYC', 'state': 'NY', 'unit': 'fahrenheit'},
         },
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'Baltimore', 'state': 'MD', 'unit': 'fahrenheit'},
         },
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'LA', 'state': 'CA', 'unit': 'fahrenheit'},
         },
     ],
     None),
    (S + ('test_function_call_parser.py::TestQwen25Detector::test_streaming_multiple_tool_calls'
          '_fused_chunks'),
     ('<tool_call>\n{"name": "get_current_weather", "arguments": {"city": "NYC", "state": "NY",'
      ' "unit": "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": "get_current_weather", '
      '"arguments": {"city": "LA", "state": "CA", "unit": "fahrenheit"}}\n</tool_call>'),
     TOOLS_1,
     'hermes',
     [
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'NYC', 'state': 'NY', 'unit': 'fahrenheit'},
         },
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'LA', 'state': 'CA', 'unit': 'fahrenheit'},
         },
     ],
     None),
    (S + ('test_function_call_parser.py::TestQwen25Detector::test_streaming_multiple_tool_calls'
          '_char_by_char_separator'),
     ('<tool_call>\n{"name": "get_current_weather", "arguments": {"city": "NYC", "state": "NY",'
      ' "unit": "fahrenheit"}}\n</tool_call>\n<tool_call>\n{"name": "get_current_weather", '
      '"arguments": {"city": "LA", "state": "CA", "unit": "celsius"}}\n</tool_call>'),
     TOOLS_1,
     'hermes',
     [
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'NYC', 'state': 'NY', 'unit': 'fahrenheit'},
         },
         {
             'name': 'get_current_weather',
             'arguments': {'city': 'LA', 'state': 'CA', 'unit': 'celsius'},
         },
     ],
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[qwen25]'),
     '<tool_call>\n[1, 2]\n</tool_call>',
     TOOLS_2,
     'hermes',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[qwen25]'),
     '<tool_call>\n["x"]\n</tool_call>',
     TOOLS_2,
     'hermes',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[qwen25]'),
     '<tool_call>\n[null]\n</tool_call>',
     TOOLS_2,
     'hermes',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[qwen25]'),
     '<tool_call>\n[[]]\n</tool_call>',
     TOOLS_2,
     'hermes',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
