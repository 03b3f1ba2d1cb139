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
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_extract_standard_format'),
     '<|channel>thought\nLet me think step by step.\n<channel|>The answer is 42.',
     None,
     'gemma4',
     [],
     'The answer is 42.',
     'Let me think step by step.',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_extract_strips_thought_prefix'),
     '<|channel>thought\nActual reasoning here<channel|>Content',
     None,
     'gemma4',
     [],
     'Content',
     'Actual reasoning here',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_extract_no_tags_pure_content'),
     'Just a regular response without thinking.',
     None,
     'gemma4',
     [],
     'Just a regular response without thinking.',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_extract_only_start_tag'),
     '<|channel>thought\nStill thinking...',
     None,
     'gemma4',
     [],
     '',
     'Still thinking...',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_extract_empty_reasoning'),
     '<|channel>thought\n<channel|>Only content here.',
     None,
     'gemma4',
     [],
     'Only content here.',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_extract_multiline_reasoning'),
     ('<|channel>thought\n'
      'Step 1: Understand the question.\n'
      'Step 2: Analyze the data.\n'
      'Step 3: Form conclusion.\n'
      '<channel|>The conclusion is clear.'),
     None,
     'gemma4',
     [],
     'The conclusion is clear.',
     'Step 1: Understand the question.\nStep 2: Analyze the data.\nStep 3: Form conclusion.',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_extract_unicode_reasoning'),
     '<|channel>thought\n日本語テスト 🤔\n<channel|>答えは42',
     None,
     'gemma4',
     [],
     '答えは42',
     '日本語テスト 🤔',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_streaming_no_tags_plain_content'),
     'Hello',
     None,
     'gemma4',
     [],
     'Hello',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_streaming_standard_format'),
     '<|channel>thought\nLet me think.<channel|>The answer.',
     None,
     'gemma4',
     [],
     'The answer.',
     'Let me think.',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_streaming_suppresses_channel_names'),
     '<|channel>thought\nReal reasoning.<channel|>Real content.',
     None,
     'gemma4',
     [],
     'Real content.',
     'Real reasoning.',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_streaming_token_by_token'),
     '<|channel>thought\nStep 1: Think\nStep 2: Analyze\n<channel|>Final answer: 42.',
     None,
     'gemma4',
     [],
     'Final answer: 42.',
     'Step 1: Think\nStep 2: Analyze',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGemma4Parser::test_streaming_long_thinking_no_end_tag'),
     '<|channel>thought\nThis is a very long reasoning process that continues without ending.',
     None,
     'gemma4',
     [],
     '',
     'This is a very long reasoning process that continues without ending.',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser[0]'),
     'hello world',
     None,
     'gemma4',
     [],
     'hello world',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser[2]'),
     'pre<|channel>r<channel|>post',
     None,
     'gemma4',
     [],
     'prepost',
     'r',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser[3]'),
     '<|channel>abc',
     None,
     'gemma4',
     [],
     '',
     'abc',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser[4]'),
     'a<|channel>r1<channel|>b<|channel>r2<channel|>c',
     None,
     'gemma4',
     [],
     'abc',
     'r1\nr2',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser_stream[0]'),
     'ab',
     None,
     'gemma4',
     [],
     'ab',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser_stream[1]'),
     '<|channel>r<channel|>c',
     None,
     'gemma4',
     [],
     'c',
     'r',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser_stream[4]'),
     '<|channel>r1<channel|>c1<|channel>r2<channel|>c2',
     None,
     'gemma4',
     [],
     'c1c2',
     'r1\nr2',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser_stream[5]'),
     '<|channel>reason<channel|>tail',
     None,
     'gemma4',
     [],
     'tail',
     'reason',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser_finish_flushes_buffer'),
     'some text<|cha',
     None,
     'gemma4',
     [],
     'some text<|cha',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_gemma4_reasoning_parser_finish_unterminated_reasoning'),
     '<|channel>reasoning_start<chan',
     None,
     'gemma4',
     [],
     '',
     'reasoning_start<chan',
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
