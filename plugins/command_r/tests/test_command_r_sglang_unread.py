"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_streaming_parity.py`` and
``test_cohere_command4_streaming_blocks.py`` (Command 4's action blocks) (one stored version
each; a streamed test's chunks joined into one text) with the tools the test passes (None where
it passes none) and the calls and content SGLang states. Where a test checks only part of the
result (a count of calls, the content, the absence of a call), the row holds the whole result
toolcalls returns; content None is not compared. Content is compared with whitespace runs
collapsed. Each row is parsed with every format installed and with ``command_r`` alone.

Which files were read and what was left out by which rule is docs/conformance.md, "SGLang's
remaining function-call tests".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}},
    {'name': 'f', 'parameters': {'type': 'object', 'properties': {}}},
]

TOOLS_1: Any = [
    {'name': 'get_weather',
     'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}},
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_streaming_parity.py::CASES[cohere_command4]',
     '<|START_ACTION|>[{"tool_name": "f", "parameters": {}}]<|END_ACTION|>',
     TOOLS_0,
     'command_r',
     [{'name': 'f', 'arguments': {}}],
     ''),
    (S + ('test_cohere_command4_streaming_blocks.py::test_leading_text_and_complete_call_in_fina'
          'l_chunk'),
     ('Let me check.<|START_ACTION|>[{"tool_call_id":"0","tool_name":"get_weather","parameters":'
      '{"city":"SF"}}]<|END_ACTION|>'),
     TOOLS_1,
     'command_r',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Let me check.'),
    (S + ('test_cohere_command4_streaming_blocks.py::test_trailing_text_is_preserved_for_next_in'
          'crement'),
     ('Let me check.<|START_ACTION|>[{"tool_call_id":"0","tool_name":"get_weather","parameters":'
      '{"city":"SF"}}]<|END_ACTION|>All set.'),
     TOOLS_1,
     'command_r',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Let me check.All set.'),
    (S + 'test_cohere_command4_streaming_blocks.py::test_multiple_calls_in_one_action_block',
     ('Let me check.<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "paramete'
      'rs": {"city": "SF"}}, {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"c'
      'ity": "SF"}}]<|END_ACTION|>'),
     TOOLS_1,
     'command_r',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}},
      {'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Let me check.'),
    (S + 'test_cohere_command4_streaming_blocks.py::test_complete_call_without_leading_text',
     ('<|START_ACTION|>[{"tool_call_id":"0","tool_name":"get_weather","parameters":{"city":"SF"}'
      '}]<|END_ACTION|>'),
     TOOLS_1,
     'command_r',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     ''),
    (S + 'test_cohere_command4_streaming_blocks.py::test_plain_text',
     'Hello world.',
     TOOLS_1,
     'command_r',
     [],
     'Hello world.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
