"""LocalAI's MiniMax-M2 tests as data (``<minimax:tool_call>`` with ``<invoke>`` elements): model
outputs from mudler/LocalAI ``pkg/functions/parse_test.go`` and ``peg_integration_test.go``
with the calls LocalAI expects.

Each row is parsed with every format installed and with its format alone. Where LocalAI's test
checks only part of the result (that a call was found, a substring of an argument), the row
holds the whole call toolcalls returns; an output cut before its end, which LocalAI keeps as a
partial call while it waits for more text, is an "error" row (batch parsing names the cut).

Left out (docs/conformance.md, "LocalAI's tests"): the same block after ``text`` with no
newlines, which LocalAI's position-bound reader rejects; it is a call here (as LocalAI's own
``ParseXML`` finds it in the spelling with newlines, a row).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('mudler/LocalAI pkg/functions/parse_test.go::should auto-detect MiniMax-M2 format',
     ('<minimax:tool_call>\n'
      '<invoke name="test_function">\n'
      '<parameter name="key1">value1</parameter>\n'
      '<parameter name="key2">value2</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'test_function', 'arguments': {'key1': 'value1', 'key2': 'value2'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should validate scope_start has only whitespace before it (ParseXML)'),
     ('text<minimax:tool_call>\n'
      '<invoke name="test">\n'
      '<parameter name="key">value</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'test', 'arguments': {'key': 'value'}}],
     None),
    ('mudler/LocalAI pkg/functions/peg_integration_test.go::parses minimax-m2 format',
     ("Here's the result.\n"
      '<minimax:tool_call>\n'
      '<invoke name="search">\n'
      '<parameter name="query">test query</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'search', 'arguments': {'query': 'test query'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
