"""verl's gpt-oss tool-parser test as data (volcengine/verl
tests/experimental/agent_loop/test_gpt_oss_tool_parser.py): a commentary-channel call followed
by the tool's answer addressed to the assistant, which is no call (DESIGN 3a, harmony). Parsed
with every format installed and with ``harmony`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'volcengine/verl tests/experimental/agent_loop/'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_gpt_oss_tool_parser.py::test_gpt_oss_tool_parser',
     ('\n'
      '<|start|>assistant<|channel|>commentary to=functions.get_cur'
      'rent_weather <|constrain|>json<|message|>{"location": "Tokyo"}<|call|>\n'
      '<|start|>functions.get_current_weather to=assistant<|channel'
      '|>commentary<|message|>{ "temperature": 20, "sunny": true }<|end|>'),
     None,
     'harmony',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Tokyo'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_verl_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
