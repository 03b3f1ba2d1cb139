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
      'test_kimi_k2_reasoning_parser[1]'),
     '<think>a</think>b',
     None,
     'kimi_k2',
     [],
     'b',
     'a',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_kimi_k2_reasoning_parser[2]'),
     '<think>a',
     None,
     'kimi_k2',
     [],
     '',
     'a',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_kimi_k2_reasoning_parser[3]'),
     'a',
     None,
     'kimi_k2',
     [],
     'a',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_kimi_k2_reasoning_parser[4]'),
     '<think>',
     None,
     'kimi_k2',
     [],
     '',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_kimi_k2_reasoning_parser_stream[0]'),
     '<think>al</think>rb',
     None,
     'kimi_k2',
     [],
     'rb',
     'al',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_kimi_k2_reasoning_parser_stream[7]'),
     'content<think>reason</think>after',
     None,
     'kimi_k2',
     [],
     'contentafter',
     'reason',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_interleaved_thinking_stream[3]'),
     '<think>reason1</think>content1<think>reason2</think>content2',
     None,
     'kimi_k2',
     [],
     'content1content2',
     'reason1\nreason2',
     None),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_kimi_k2_parser.py::test_default_t'
      'hinking_non_streaming'),
     'reasoning steps</think>final answer',
     None,
     'kimi_k2',
     [],
     'final answer',
     'reasoning steps',
     True),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_kimi_k2_parser.py::test_explicit_'
      'think_tag_and_unclosed_reasoning/1'),
     '<think>reasoning steps</think>final answer',
     None,
     'kimi_k2',
     [],
     'final answer',
     'reasoning steps',
     True),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_kimi_k2_parser.py::test_explicit_'
      'think_tag_and_unclosed_reasoning/2'),
     'reasoning only',
     None,
     'kimi_k2',
     [],
     '',
     'reasoning only',
     True),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_kimi_k2_parser.py::test_thinking_'
      'false_streaming_and_non_streaming'),
     'instant answer',
     None,
     'kimi_k2',
     [],
     'instant answer',
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
