"""exo's MiniMax-M2 tests as data: ``test_parsing/test_chunk_parser_minimax_prefix.py``
(the prompt opens ``<think>``) and ``test_parsing/test_tool_schema_coercion.py``.

Left out, and the differences by rule: docs/conformance.md, "KTransformers', vLLM Ascend's and exo's
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed and the ends stripped.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: tool definitions the tests give their parsers
TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'myfunc',
            'parameters': {
                'type': 'object',
                'properties': {
                    'x': {'type': 'integer'},
                    'flag': {'type': 'boolean'},
                    'items': {'type': 'array'},
                    'maybe': {'type': ['string', 'null']},
                },
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_parsing/test_tool_schema_coercion.py::'
      'test_minimax_m2_schema_coercion'),
     ('<minimax:tool_call><invoke name="myfunc"><parameter name="x">1</parameter><parameter name='
      '"flag">true</parameter><parameter name="items">[1, 2]</parameter><parameter name="maybe">n'
      'ull</parameter></invoke></minimax:tool_call>'),
     TOOLS_1,
     'minimax_m2',
     [{'name': 'myfunc', 'arguments': {'x': 1, 'flag': True, 'items': [1, 2], 'maybe': None}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_exo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                  content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_parsing/test_chunk_parser_minimax_pref'
      'ix.py::test_chunkparser_minimax_prefix_parses_reasoning_from_first_chunk'),
     'R1</think>OK',
     None,
     'minimax_m2',
     [],
     'OK',
     'R1',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_exo_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None, reasoning: str | None,
                            started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
