"""Xinference's Kimi K3 reasoning-parser tests as data: model outputs from xorbitsai/inference
with the content and reasoning Xinference expects (the K3 tool parser's rows are
test_kimi_xinference.py). Which files were read, how a row is written (streamed chunks joined
into one text, content compared with whitespace runs collapsed) and what was left out by which
rule is docs/conformance.md, "Xinference's tests (beyond the corpus)". Each row is parsed with
every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started);
#: content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('xorbitsai/inference xinference/model/llm/tests/test_kimi_k3_reasoning_parser.py::test_extr'
      'act_reasoning_and_response'),
     ('<|open|>think<|sep|>reason<|close|>think<|sep|><|open|>response<|sep|>answer<|close|>respo'
      'nse<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [],
     'answer',
     'reason',
     None),
    (('xorbitsai/inference xinference/model/llm/tests/test_kimi_k3_reasoning_parser.py::test_extr'
      'act_reasoning_when_open_marker_is_generation_prefix'),
     'reason<|close|>think<|sep|><|open|>response<|sep|>answer<|close|>response<|sep|>',
     None,
     'kimi_k3',
     [],
     'answer',
     'reason',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_xinference_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                   content: str | None, reasoning: str | None,
                                   started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
