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
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_glm47_parser.py::TestGlm47Respons'
      'eParserStreaming::test_stream_chunk_reasoning_effort_high_starts_in_reasoning_mode'),
     'first reason',
     None,
     'glm4',
     [],
     '',
     'first reason',
     True),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_glm47_parser.py::TestGlm47Respons'
      'eParserStreaming::test_stream_chunk_enable_thinking_false_starts_in_plain_mode'),
     'plain answer',
     None,
     'glm4',
     [],
     'plain answer',
     '',
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
