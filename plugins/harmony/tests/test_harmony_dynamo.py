"""NVIDIA Dynamo's tool-call parser tests as data: which files were read, how a row is written
(the test's raw string, its tools as flat definitions, the calls Dynamo expects or "error",
content compared with whitespace runs collapsed) and what was left out by which rule is
docs/conformance.md, "NVIDIA Dynamo's tests". Each row is parsed with every format installed
and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_harmony_parser_basic',
     ('\n        <|channel|>analysis<|message|>Need to use function get_current_weather.<|end|><|'
      'start|>assistant<|channel|>commentary to=functions.get_current_weather <|constrain|>json<|'
      'message|>{"location":"San Francisco", "unit":"fahrenheit"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_current_weather',
       'arguments': {'location': 'San Francisco', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parallel_tool_calling_tests::tes'
      't_parallel_harmony_format_multiple_tools'),
     ('<|channel|>commentary to=functions.get_current_weather <|constrain|>json<|message|>{"city"'
      ': "Dallas", "state": "TX", "unit": "fahrenheit"}<|call|><|start|>assistant<|channel|>comme'
      'ntary to=functions.get_current_weather <|constrain|>json<|message|>{"city": "Orlando", "st'
      'ate": "FL", "unit": "fahrenheit"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'Dallas', 'state': 'TX', 'unit': 'fahrenheit'}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'Orlando', 'state': 'FL', 'unit': 'fahrenheit'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
