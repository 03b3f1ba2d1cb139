"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_llama32_detector.py,
test_malformed_tool_call_payloads.py). Each row is a model output of those tests (a streaming
test's chunks joined; the tests' helper functions written out), the tools the test passes, the
format, the calls SGLang expects ("error" where it returns no call for a malformed output and
toolcalls reports the error) and, where the test asserts it and toolcalls agrees, the content
(SGLang's ``normal_text``, compared with whitespace runs collapsed and the ends stripped). Where
a test checks only some argument keys, the row holds the whole arguments object, which agrees on
every key the test checks. Each row is parsed with every format installed and with its format
alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): none.
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
            'name': 'get_weather',
            'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}},
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_llama32_detector.py::TestLlama32Detector::test_single_tool_call_with_python_tag',
     '<|python_tag|>{"name": "get_weather", "arguments": {"city": "Beijing"}}',
     TOOLS_0,
     'llama',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (S + 'test_llama32_detector.py::TestLlama32Detector::test_normal_text_before_python_tag',
     'Let me check. <|python_tag|>{"name": "get_weather", "arguments": {"city": "Tokyo"}}',
     TOOLS_0,
     'llama',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Let me check. '),
    (S + 'test_llama32_detector.py::TestLlama32Detector::test_multiple_json_objects',
     ('<|python_tag|>{"name": "get_weather", "arguments": {"city": "Beijing"}};{"name": '
      '"search", "arguments": {"query": "restaurants"}}'),
     TOOLS_0,
     'llama',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'search', 'arguments': {'query': 'restaurants'}},
     ],
     None),
    (S + ('test_llama32_detector.py::TestLlama32Detector::test_tool_call_with_multiple_argument'
          's'),
     ('<|python_tag|>{"name": "get_weather", "arguments": {"city": "London", "unit": '
      '"celsius"}}'),
     TOOLS_0,
     'llama',
     [{'name': 'get_weather', 'arguments': {'city': 'London', 'unit': 'celsius'}}],
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[llama3]'),
     '<|python_tag|>[1, 2]',
     TOOLS_1,
     'llama',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[llama3]'),
     '<|python_tag|>["x"]',
     TOOLS_1,
     'llama',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[llama3]'),
     '<|python_tag|>[null]',
     TOOLS_1,
     'llama',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[llama3]'),
     '<|python_tag|>[[]]',
     TOOLS_1,
     'llama',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
