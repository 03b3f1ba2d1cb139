"""LocalAI's Functionary tests as data (``<function=NAME>{json}</function>``, format
``functionary_v31``): model outputs from mudler/LocalAI ``pkg/functions/parse_test.go`` and
``peg_integration_test.go`` with the calls LocalAI expects.

Each row is parsed with every format installed and with its format alone. Where LocalAI's test
checks only part of the result (that a call was found, a substring of an argument), the row
holds the whole call toolcalls returns; an output cut before its end, which LocalAI keeps as a
partial call while it waits for more text, is an "error" row (batch parsing names the cut).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('mudler/LocalAI pkg/functions/parse_test.go::should auto-detect Functionary format',
     '<function=test_function>{"key1": "value1", "key2": "value2"}</function>',
     None,
     'functionary_v31',
     [{'name': 'test_function', 'arguments': {'key1': 'value1', 'key2': 'value2'}}],
     None),
    ('mudler/LocalAI pkg/functions/peg_integration_test.go::parses functionary format',
     ('I\'ll help you with that.<function=get_weather>{"location": "NYC", "unit": '
      '"celsius"}</function>'),
     None,
     'functionary_v31',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC', 'unit': 'celsius'}}],
     None),
    (('mudler/LocalAI pkg/functions/peg_integration_test.go::'
      'finds functionary tool calls via ParseFunctionCall'),
     'Sure!<function=calculator>{"expression": "2+2"}</function>',
     None,
     'functionary_v31',
     [{'name': 'calculator', 'arguments': {'expression': '2+2'}}],
     None),
    (('mudler/LocalAI pkg/functions/peg_integration_test.go::'
      'parses tag_with_json format from markers'),
     'Hello!<function=get_weather>{"location": "NYC"}</function>',
     None,
     'functionary_v31',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
