"""exo's gpt-oss tests as data: the Harmony token streams of exo's
``test_runner/test_parse_gpt_oss.py`` joined into their text (the prompt ends in
``<|start|>assistant``, so an output may begin with `` to=functions...``).

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
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_parse_gpt_oss.py::test_for'
      'mat_a_yields_tool_call'),
     (' to=functions.get_current_weather<|channel|>commentary json<|message|>{"location": "Tokyo"'
      '}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_parse_gpt_oss.py::test_for'
      'mat_b_yields_tool_call'),
     ('<|channel|>commentary to=functions.get_current_weather json<|message|>{"location": "Tokyo"'
      '}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_parse_gpt_oss.py::test_tru'
      'ncated_tool_call_emits_partial_args'),
     ' to=functions.get_current_weather<|channel|>commentary json<|message|>{"location": "Tokyo',
     None,
     'harmony',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_exo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                  content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_parse_gpt_oss.py::test_thi'
      'nking_then_tool_call'),
     ('<|channel|>analysis<|message|>Let me think about this.<|end|><|start|>assistant<|channel|>'
      'commentary to=functions.get_current_weather json<|message|>{"location": "Tokyo"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Tokyo'}}],
     '',
     'Let me think about this.',
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_parse_gpt_oss.py::test_fin'
      'al_channel_streams_visible_text'),
     ('<|channel|>analysis<|message|>Let me think about this.<|end|><|start|>assistant<|channel|>'
      'final<|message|>Hello, world'),
     None,
     'harmony',
     [],
     'Hello, world',
     'Let me think about this.',
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
