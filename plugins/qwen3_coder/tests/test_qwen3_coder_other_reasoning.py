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
      'test_nano_v3_reasoning_parser[0]'),
     'a b',
     None,
     'qwen3_coder',
     [],
     '',
     'a b',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser[1]'),
     '</think> a b',
     None,
     'qwen3_coder',
     [],
     ' a b',
     '',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser[2]'),
     'a </think> b',
     None,
     'qwen3_coder',
     [],
     ' b',
     'a ',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser[3]'),
     'a b </think>',
     None,
     'qwen3_coder',
     [],
     '',
     'a b ',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[0]'),
     'ab',
     None,
     'qwen3_coder',
     [],
     '',
     'ab',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[1]'),
     '</think>ab',
     None,
     'qwen3_coder',
     [],
     'ab',
     '',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[2]'),
     'a</think>b',
     None,
     'qwen3_coder',
     [],
     'b',
     'a',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[3]'),
     'ab</think>',
     None,
     'qwen3_coder',
     [],
     '',
     'ab',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[4]'),
     'al</think>b',
     None,
     'qwen3_coder',
     [],
     'b',
     'al',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[5]'),
     'al</think>rb',
     None,
     'qwen3_coder',
     [],
     'rb',
     'al',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[6]'),
     'a</think>rb',
     None,
     'qwen3_coder',
     [],
     'rb',
     'a',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser[5]'),
     'a b',
     None,
     'qwen3_coder',
     [],
     'a b',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser[6]'),
     '</think> a b',
     None,
     'qwen3_coder',
     [],
     '</think> a b',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser[7]'),
     'a </think> b',
     None,
     'qwen3_coder',
     [],
     'a </think> b',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser[8]'),
     'a b </think>',
     None,
     'qwen3_coder',
     [],
     'a b </think>',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[7]'),
     'ab',
     None,
     'qwen3_coder',
     [],
     'ab',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[8]'),
     '</think>ab',
     None,
     'qwen3_coder',
     [],
     '</think>ab',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[9]'),
     'a</think>b',
     None,
     'qwen3_coder',
     [],
     'a</think>b',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[10]'),
     'ab</think>',
     None,
     'qwen3_coder',
     [],
     'ab</think>',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[11]'),
     'al</think>b',
     None,
     'qwen3_coder',
     [],
     'al</think>b',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[12]'),
     'al</think>rb',
     None,
     'qwen3_coder',
     [],
     'al</think>rb',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[13]'),
     'a</think>rb',
     None,
     'qwen3_coder',
     [],
     'a</think>rb',
     '',
     False),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[16]'),
     'reasoning</think><tool_call>data',
     None,
     'qwen3_coder',
     [],
     '<tool_call>data',
     'reasoning',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_nano_v3_reasoning_parser_stream[20]'),
     'content<tool_call>data',
     None,
     'qwen3_coder',
     [],
     'content<tool_call>data',
     '',
     False),
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
