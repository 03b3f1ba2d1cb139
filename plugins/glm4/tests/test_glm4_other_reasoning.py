"""Reasoning-parser tests of LMDeploy, TensorRT-LLM, vllm-mlx and llama.cpp as data: model
outputs from InternLM/lmdeploy (``tests/test_lmdeploy/serve/parsers/``), NVIDIA/TensorRT-LLM
(``tests/unittest/llmapi/test_reasoning_parser.py``), waybarrios/vllm-mlx
(``tests/test_reasoning_parser.py``, ``tests/test_deepseek_v4_reasoning.py``) and
ggml-org/llama.cpp (``tests/test-chat-parser.cpp``) with the reasoning and content each peer's
reasoning parser gives them (and the calls, where the test has any). Streamed deltas are joined
into their text. ``reasoning_started=True`` marks a parser that starts inside a block the
prompt opened (DeepSeek-R1 style); None, one that needs the opener, or reads a closer with no
opener as the end of a prefilled block. Where a test checks only substrings, the row holds the
whole split toolcalls returns. Content and reasoning are compared with whitespace runs
collapsed; where the peer joins two reasoning blocks with nothing, the row holds them joined
with a line break, as toolcalls joins them.

Each row is parsed with every format installed and with its format alone. The outputs left out
and the differences, by rule, are in docs/conformance.md, "LMDeploy's, TensorRT-LLM's and
vllm-mlx's reasoning-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_laguna_reasoning_parser[1]'),
     '<think>a</think>b',
     None,
     'glm4',
     [],
     'b',
     'a',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_laguna_reasoning_parser[2]'),
     '<think>a',
     None,
     'glm4',
     [],
     '',
     'a',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_laguna_reasoning_parser[3]'),
     'a',
     None,
     'glm4',
     [],
     'a',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_laguna_reasoning_parser[4]'),
     '<think>',
     None,
     'glm4',
     [],
     '',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_laguna_reasoning_parser_stream[0]'),
     '<think>al</think>rb',
     None,
     'glm4',
     [],
     'rb',
     'al',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_laguna_reasoning_parser_stream[2]'),
     '<think>a</thank></think>b',
     None,
     'glm4',
     [],
     'b',
     'a</thank>',
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
