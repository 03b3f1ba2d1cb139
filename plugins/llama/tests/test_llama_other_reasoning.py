"""Reasoning-parser tests of LMDeploy, TensorRT-LLM, vllm-mlx and llama.cpp as data: model
outputs with the calls, content and reasoning each peer expects, parsed with every format
installed and with the row's format alone. How a row is written (``reasoning_started``, joined
blocks, whitespace collapsed), what was left out and the differences by rule are in
docs/conformance.md, "LMDeploy's, TensorRT-LLM's and vllm-mlx's reasoning-parser tests (beyond
the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('ggml-org/llama.cpp tests/test-chat-parser.cpp::test_reasoning (llama_3_inline_think)',
     '<think>Plan</think>Réponse',
     None,
     'llama',
     [],
     'Réponse',
     'Plan',
     None),
]

_SUITES = {"InternLM/lmdeploy": "lmdeploy_reasoning", "NVIDIA/TensorRT-LLM": "trtllm_reasoning",
           "waybarrios/vllm-mlx": "vllm_mlx_reasoning", "ggml-org/llama.cpp": "llamacpp_reasoning"}


def _id(index: int, source: str) -> str:
    return f"{_SUITES[source.split(' ', 1)[0]]}-{index}"


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[_id(i, row[0]) for i, row in enumerate(REASONING_CASES)])
def test_other_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                              content: str | None, reasoning: str | None,
                              started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
