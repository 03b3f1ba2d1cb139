"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_cohere_command4_detector.py). Each row is a model
output of those tests (a streaming test's chunks joined; the tests' helper functions written
out), the tools the test passes, the format, the calls SGLang expects ("error" where it returns
no call for a malformed output and toolcalls reports the error) and, where the test asserts it
and toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs
collapsed and the ends stripped). Where a test checks only some argument keys, the row holds the
whole arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): a block cut inside its
JSON at the end of the text is ``json.unexpected_end`` (SGLang's partial fallback reads it).
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
                'properties': {'city': {'type': 'string'}},
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

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_cohere_command4_detector.py::TestCohereCommand4Detector::test_single_tool_call',
     ('<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": '
      '{"city": "Beijing"}}]<|END_ACTION|>'),
     TOOLS_0,
     'command_r',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     ''),
    (S + ('test_cohere_command4_detector.py::TestCohereCommand4Detector::'
          'test_parallel_tool_calls_with_leading_text'),
     ('Sure! <|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": '
      '{"city": "Tokyo"}}, {"tool_call_id": "0", "tool_name": "search", "parameters": {"query":'
      ' "ramen"}}]<|END_ACTION|>'),
     TOOLS_0,
     'command_r',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
         {'name': 'search', 'arguments': {'query': 'ramen'}},
     ],
     'Sure! '),
    (S + ('test_cohere_command4_detector.py::TestCohereCommand4Detector::'
          'test_malformed_body_returns_normal_text'),
     'prefix <|START_ACTION|>[not valid json<|END_ACTION|>',
     TOOLS_0,
     'command_r',
     'error',
     None),
    (S + 'test_cohere_command4_detector.py::TestCohereCommand4Detector::test_no_tool_call',
     'Just a plain answer.',
     TOOLS_0,
     'command_r',
     [],
     'Just a plain answer.'),
    (S + ('test_cohere_command4_detector.py::TestCohereCommand4Detector::'
          'test_streaming_text_then_block'),
     ('Let me check. <|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", '
      '"parameters": {"city": "Berlin"}}]<|END_ACTION|>'),
     TOOLS_0,
     'command_r',
     [{'name': 'get_weather', 'arguments': {'city': 'Berlin'}}],
     'Let me check. '),
    (S + ('test_cohere_command4_detector.py::TestCohereCommand4Detector::'
          'test_streaming_waits_for_end_token'),
     ('<|START_ACTION|>[{"tool_call_id":"0","tool_name":"search","parameters":{"query":'
      '"x"}}]<|END_ACTION|>'),
     TOOLS_0,
     'command_r',
     [{'name': 'search', 'arguments': {'query': 'x'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
