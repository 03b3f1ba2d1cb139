"""exo's chunk-parser tests as data: the Hermes call and ``<think>`` block of exo's
``test_parsing/test_chunk_parser_tools.py`` and ``test_chunk_parser_reasoning.py``.

Left out, and the differences by rule: docs/conformance.md, "KTransformers', vLLM Ascend's and exo's
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed and the ends stripped.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_parsing/test_chunk_parser_tools.py::te'
      'st_chunkparser_hermes_tool_call_emits_openai_style_delta'),
     '<tool_call>{"name":"do_thing","arguments":{"x":1}}</tool_call>',
     None,
     'hermes',
     [{'name': 'do_thing', 'arguments': {'x': 1}}],
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
    (('exo-explore/exo src/exo/worker/tests/unittests/test_parsing/test_chunk_parser_reasoning.py'
      '::test_chunkparser_hermes_reasoning_then_content_across_chunks'),
     '<think>hello world</think>FINAL',
     None,
     'hermes',
     [],
     'FINAL',
     'hello world',
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
