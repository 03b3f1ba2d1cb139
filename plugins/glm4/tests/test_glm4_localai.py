"""LocalAI's GLM-4.5 tests as data (``<tool_call>NAME`` then ``<arg_key>``/``<arg_value>`` pairs):
model outputs from mudler/LocalAI ``pkg/functions/parse_test.go``, ``parse_glm_9722_test.go``
and ``peg_integration_test.go`` with the calls LocalAI expects. A block with no function name,
or with prose where the name belongs, is an "error" row: LocalAI only requires that no
misparsed name comes out.

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
    ('mudler/LocalAI pkg/functions/parse_test.go::should auto-detect GLM 4.5 format',
     ('<tool_call>\n'
      'test_function\n'
      '<arg_key>key1</arg_key>\n'
      '<arg_value>value1</arg_value>\n'
      '<arg_key>key2</arg_key>\n'
      '<arg_value>value2</arg_value>\n'
      '</tool_call>'),
     None,
     'glm4',
     [{'name': 'test_function', 'arguments': {'key1': 'value1', 'key2': 'value2'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle GLM 4.5 format with arg_key/arg_value pairs'),
     ('<tool_call>\n'
      'search_function\n'
      '<arg_key>query</arg_key>\n'
      '<arg_value>test search</arg_value>\n'
      '<arg_key>limit</arg_key>\n'
      '<arg_value>10</arg_value>\n'
      '</tool_call>'),
     None,
     'glm4',
     [{'name': 'search_function', 'arguments': {'query': 'test search', 'limit': 10}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_glm_9722_test.go::'
      'auto-detect must not emit a misparsed tool name (brace-less garbage)'),
     '<tool_call>\nname: bash, arguments: {}\n</tool_call>',
     None,
     'glm4',
     'error',
     None),
    (('mudler/LocalAI pkg/functions/parse_glm_9722_test.go::'
      'still parses a legitimate glm-4.5 tool call'),
     '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>NYC</arg_value>\n</tool_call>',
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     None),
    ('mudler/LocalAI pkg/functions/peg_integration_test.go::handles glm-4.5 format gracefully',
     '<tool_call><arg_key>location</arg_key><arg_value>NYC</arg_value></tool_call>',
     None,
     'glm4',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
