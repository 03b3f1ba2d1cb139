"""llama.cpp's older chat-parser tests as data for the ``lfm2`` format (``test-chat.cpp``'s
``test_template_output_parsers``, read at e7e21164bdf5): how a row is written, the tools, what
was left out and the differences by rule are in docs/conformance.md, section "llama.cpp's
chat-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"


#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
CASES: list[tuple[str, str, Any, str, Any, str, str, bool | None]] = [
    ('LFM2 (call)',
     ('<|tool_call_start|>[{"name": "special_function", "arguments": {"arg1": 1}}]<|tool_cal'
      'l_end|>'),
     None,
     'lfm2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('LFM2 (string argument)',
     ('<|tool_call_start|>[{"name": "get_weather", "arguments": {"location": "Paris"}}]<|too'
      'l_call_end|>'),
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     '',
     '',
     None),
    ('LFM2 (three arguments)',
     ('<|tool_call_start|>[{"name": "calculate", "arguments": {"x": 10, "y": 20, "operation"'
      ': "add"}}]<|tool_call_end|>'),
     None,
     'lfm2',
     [{'name': 'calculate', 'arguments': {'x': 10, 'y': 20, 'operation': 'add'}}],
     '',
     '',
     None),
    ('LFM2 (two calls)',
     ('<|tool_call_start|>[{"name": "get_weather", "arguments": {"location": "Paris"}}, {"na'
      'me": "get_time", "arguments": {"timezone": "UTC"}}]<|tool_call_end|>'),
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     '',
     '',
     None),
    ('LFM2 (content before)',
     ('Let me check the weather for you.<|tool_call_start|>[{"name": "get_weather", "argumen'
      'ts": {"location": "Paris"}}]<|tool_call_end|>'),
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Let me check the weather for you.',
     '',
     None),
    ('LFM2 (content after)',
     ('<|tool_call_start|>[{"name": "get_weather", "arguments": {"location": "Paris"}}]<|too'
      "l_call_end|>Here's the result."),
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     "Here's the result.",
     '',
     None),
    ('LFM2 (newlines)',
     ('<|tool_call_start|>[{\n    "name": "get_current_time",\n    "arguments": {\n        "'
      'location": "Paris"\n    }\n}]<|tool_call_end|>'),
     None,
     'lfm2',
     [{'name': 'get_current_time', 'arguments': {'location': 'Paris'}}],
     '',
     '',
     None),
]


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_rest_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str, reasoning: str, started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=SOURCE + source)
