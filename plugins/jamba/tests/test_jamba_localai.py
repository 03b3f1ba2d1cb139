"""LocalAI's Apriel test as data: the ``<tool_calls>[...]</tool_calls>`` output of
mudler/LocalAI ``pkg/functions/parse_test.go`` (its Apriel 1.5 preset), read by ``jamba``,
which declares Apriel's tokens.

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
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle formats with last_val_end for last parameter'),
     ('<tool_calls>[\n'
      '{"name": "test_function", "arguments": {"key1": "value1", "key2": "value2"}}\n'
      ']</tool_calls>'),
     None,
     'jamba',
     [{'name': 'test_function', 'arguments': {'key1': 'value1', 'key2': 'value2'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
