"""LocalAI's Kimi-K2 tests as data: model outputs from mudler/LocalAI
``pkg/functions/parse_test.go`` (a tool section with line breaks around the call id) with the
calls LocalAI expects; the ``functions.`` prefix and ``:N`` counter are not part of the name.

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
    ('mudler/LocalAI pkg/functions/parse_test.go::should strip Kimi-K2 function name prefixes',
     ('<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>\n'
      'functions.search:0<|tool_call_argument_begin|>{"query": "test", "limit": '
      '10}<|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'query': 'test', 'limit': 10}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle Kimi-K2 function name stripping',
     ('<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>\n'
      'functions.search:0\n'
      '<|tool_call_argument_begin|>{"query":"test"}\n'
      '<|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'query': 'test'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
