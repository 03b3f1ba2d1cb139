"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_function_call_parser.py,
test_iquest_q1_detector.py, test_llama32_detector.py). Each row is a model output of those tests
(a streaming test's chunks joined; the tests' helper functions written out), the tools the test
passes, the format, the calls SGLang expects ("error" where it returns no call for a malformed
output and toolcalls reports the error) and, where the test asserts it and toolcalls agrees, the
content (SGLang's ``normal_text``, compared with whitespace runs collapsed and the ends
stripped). Where a test checks only some argument keys, the row holds the whole arguments
object, which agrees on every key the test checks. Each row is parsed with every format
installed and with its format alone.

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
            'name': 'run',
            'parameters': {
                'type': 'object',
                'properties': {
                    'code': {'type': 'string'},
                    'count': {'type': 'integer'},
                    'enabled': {'type': 'boolean'},
                    'items': {'type': 'array'},
                },
            },
        },
    },
]

TOOLS_1: Any = [
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

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'properties': {
                    'location': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
                'required': ['location'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'parameters': {'properties': {'query': {'type': 'string'}}, 'required': ['query']},
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_required_streaming_parallel_c'
          'alls_at_every_boundary'),
     ('[{"name": "run", "parameters": {"code": "  \\"123\\"\\n", "count": 42, "enabled": true, '
      '"items": [1, null]}}, {"name": "run", "parameters": {"code": "你好"}}]'),
     TOOLS_0,
     'json',
     [
         {
             'name': 'run',
             'arguments': {'code': '  "123"\n', 'count': 42, 'enabled': True, 'items': [1, None]},
         },
         {'name': 'run', 'arguments': {'code': '你好'}},
     ],
     None),
    (S + ('test_llama32_detector.py::TestLlama32Detector::test_single_tool_call_without_python_'
          'tag'),
     '{"name": "get_weather", "arguments": {"city": "Beijing"}}',
     TOOLS_1,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (S + 'test_function_call_parser.py::TestJsonArrayParser::test_json_parsing_with_commas',
     ('[{"name": "get_weather", "parameters": {"location": "Tokyo"}},{"name": "get_weather", '
      '"parameters": {"location": "Paris"}}]'),
     TOOLS_2,
     'json',
     [
         {'name': 'get_weather', 'arguments': {'location': 'Tokyo'}},
         {'name': 'get_weather', 'arguments': {'location': 'Paris'}},
     ],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
