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
    # the final header's content type spelled <|constrain|>JSON (left in content before)
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_extract_constrain_format'),
     ('<|channel|>analysis<|message|>We need to output JSON<|end|><|channel|>final <|constrain|>'
      'JSON<|message|>{"hello":"world"}<|return|>'),
     None,
     'harmony',
     [],
     '{"hello":"world"}',
     'We need to output JSON',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_extract_constrain_no_analysis'),
     '<|channel|>final <|constrain|>JSON<|message|>{"key":"value"}<|return|>',
     None,
     'harmony',
     [],
     '{"key":"value"}',
     None,
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_streaming_constrain_format'),
     ('<|channel|>analysis<|message|>Thinking...<|end|><|channel|>final <|constrain|>JSON'
      '<|message|>{"result":"ok"}<|return|>'),
     None,
     'harmony',
     [],
     '{"result":"ok"}',
     'Thinking...',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_extract_both_channels'),
     ('<|channel|>analysis<|message|>Let me think step by step<|start|>assistant<|channel|>final<'
      '|message|>The answer is 42<|return|>'),
     None,
     'harmony',
     [],
     'The answer is 42',
     'Let me think step by step',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_extract_only_final'),
     '<|channel|>final<|message|>Just the answer<|return|>',
     None,
     'harmony',
     [],
     'Just the answer',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_extract_only_analysis'),
     '<|channel|>analysis<|message|>Just thinking out loud',
     None,
     'harmony',
     [],
     '',
     'Just thinking out loud',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_empty_analysis_channel'),
     ('<|channel|>analysis<|message|><|start|>assistant<|channel|>final<|message|>Content here<|r'
      'eturn|>'),
     None,
     'harmony',
     [],
     'Content here',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_multiline_analysis'),
     ('<|channel|>analysis<|message|>Step 1: Analyze\n'
      'Step 2: Solve\n'
      'Step 3: Verify<|start|>assistant<|channel|>final<|message|>Result: 42<|return|>'),
     None,
     'harmony',
     [],
     'Result: 42',
     'Step 1: Analyze\nStep 2: Solve\nStep 3: Verify',
     None),
    ('waybarrios/vllm-mlx tests/test_reasoning_parser.py::TestGptOssParser::test_no_return_token',
     '<|channel|>analysis<|message|>Thinking<|start|>assistant<|channel|>final<|message|>Answer',
     None,
     'harmony',
     [],
     'Answer',
     'Thinking',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_streaming_full_flow'),
     ('<|channel|>analysis<|message|>Let me think<|start|>assistant<|channel|>final<|message|>The'
      ' answer is 42<|return|>'),
     None,
     'harmony',
     [],
     'The answer is 42',
     'Let me think',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_streaming_only_final'),
     '<|channel|>final<|message|>Direct answer<|return|>',
     None,
     'harmony',
     [],
     'Direct answer',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestGptOssParser::test_streaming_suppresses_structural_tokens'),
     ('<|channel|>analysis<|message|>thinking<|start|>assistant<|channel|>final<|message|>answer<'
      '|return|>'),
     None,
     'harmony',
     [],
     'answer',
     'thinking',
     None),
    ('ggml-org/llama.cpp tests/test-chat-parser.cpp::test_gpt_oss_harmony_format',
     ('<|channel|>analysis<|message|>Let me think about this...<|start|>assistant<|channel|>final'
      '<|message|>The answer is 42<|end|>'),
     None,
     'harmony',
     [],
     'The answer is 42',
     'Let me think about this...',
     None),
    ('ggml-org/llama.cpp tests/test-chat-parser.cpp::test_gpt_oss_harmony_format',
     ('<|channel|>analysis<|message|>Need location info<|start|>assistant<|channel|>final<|messag'
      'e|>Could you specify the location?'),
     None,
     'harmony',
     [],
     'Could you specify the location?',
     'Need location info',
     None),
    ('ggml-org/llama.cpp tests/test-chat-parser.cpp::test_gpt_oss_harmony_format',
     ('<|channel|>analysis<|message|>Thinking...<|start|>assistant<|channel|>final<|message|>Hell'
      'o world'),
     None,
     'harmony',
     [],
     'Hello world',
     'Thinking...',
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
