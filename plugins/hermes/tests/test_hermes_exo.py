"""exo's chunk-parser tests as data: the Hermes call and ``<think>`` block of exo's
``test_parsing/test_chunk_parser_tools.py`` and ``test_chunk_parser_reasoning.py``, and three
outputs with no call from stored versions of ``test_runner/test_parse_tool_calls.py`` (exo and its
forks; the file's other tests run a stub parser, whose call is not read from the text).

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
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_parse_tool_calls.py::TestP'
      'arseToolCalls::test_no_tool_call_passes_through'),
     'Hello world',
     None,
     'hermes',
     [],
     'Hello world'),
    (('RezaGolriz/exo src/exo/worker/tests/unittests/test_runner/test_parse_tool_calls.py::TestPa'
      'rseToolCalls::test_non_marker_prefix_text_is_not_lost'),
     'normal <toolbox> response',
     None,
     'hermes',
     [],
     'normal <toolbox> response'),
    (('cdvankammen/exo src/exo/worker/tests/unittests/test_runner/test_parse_tool_calls.py::TestP'
      'arseToolCalls::test_truncated_tool_call_preserves_finish_reason'),
     '<tool_call>partial cont',
     None,
     'hermes',
     [],
     '<tool_call>partial cont'),
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
