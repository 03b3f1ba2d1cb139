"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_pythonic_detector.py, and since
test_pythonic_streaming.py). Each row is a model output
of those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

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

TOOLS_1: Any = [{'type': 'function',
  'function': {'name': 'search',
               'parameters': {'type': 'object', 'properties': {'query': {'type': 'string'}}}}}]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_pythonic_detector.py::TestPythonicDetector::test_streaming_with_python_tokens',
     "<|python_start|>[get_weather(city='Tokyo')]<|python_end|>",
     TOOLS_0,
     'llama4',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_special_markers_can_spli'
           't_after_a_complete_call'),
     "<|python_start|>[search(query='hello')]<|python_end|> Done.",
     TOOLS_1,
     'llama4',
     [{'name': 'search', 'arguments': {'query': 'hello'}}],
     ' Done.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
