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

#: vllm-mlx's large-output test: a hundred lines of reasoning
STEPS = "\n".join(f"Step {i}: processing data chunk {i}" for i in range(100))

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3Parser::test_extract_with_both_tags'),
     '<think>Let me analyze this problem</think>The answer is 42.',
     None,
     'hermes',
     [],
     'The answer is 42.',
     'Let me analyze this problem',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3Parser::test_extract_multiline_reasoning'),
     '<think>Step 1: Analyze\nStep 2: Solve\nStep 3: Verify</think>Result: 42',
     None,
     'hermes',
     [],
     'Result: 42',
     'Step 1: Analyze\nStep 2: Solve\nStep 3: Verify',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3Parser::test_streaming_simple_flow'),
     '<think>thinking</think>answer',
     None,
     'hermes',
     [],
     'answer',
     'thinking',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3Parser::test_extract_only_reasoning'),
     '<think>Just thinking out loud</think>',
     None,
     'hermes',
     [],
     '',
     'Just thinking out loud',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3Parser::test_no_tags_returns_content_only'),
     'Just a regular response without thinking.',
     None,
     'hermes',
     [],
     'Just a regular response without thinking.',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3Parser::test_only_end_tag_implicit_mode'),
     'Some text</think>more text',
     None,
     'hermes',
     [],
     'more text',
     'Some text',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3Parser::test_streaming_transition_chunk'),
     '<think>reasoning more</think>content here',
     None,
     'hermes',
     [],
     'content here',
     'reasoning more',
     None),
    ('waybarrios/vllm-mlx tests/test_reasoning_parser.py::TestEdgeCases::test_empty_output',
     '',
     None,
     'hermes',
     [],
     '',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestEdgeCases::test_whitespace_only_reasoning'),
     '<think>   </think>content',
     None,
     'hermes',
     [],
     'content',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestRealisticStreaming::test_token_by_token_streaming'),
     '<think>Let me analyze this.\nStep 1: check input\nStep 2: compute</think>The answer is 42.',
     None,
     'hermes',
     [],
     'The answer is 42.',
     'Let me analyze this.\nStep 1: check input\nStep 2: compute',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestRealisticStreaming::test_long_reasoning_streaming'),
     ('<think>\n'
      '        First, I need to understand the problem.\n'
      '        The user is asking about quantum computing.\n'
      '\n'
      '        Let me break this down:\n'
      '        1. Quantum bits (qubits) can be in superposition\n'
      '        2. Entanglement allows correlated states\n'
      '        3. Quantum gates perform operations\n'
      '\n'
      '        After careful analysis, I can provide an answer.\n'
      '        </think>Quantum computing uses qubits.'),
     None,
     'hermes',
     [],
     'Quantum computing uses qubits.',
     ('\n'
      '        First, I need to understand the problem.\n'
      '        The user is asking about quantum computing.\n'
      '\n'
      '        Let me break this down:\n'
      '        1. Quantum bits (qubits) can be in superposition\n'
      '        2. Entanglement allows correlated states\n'
      '        3. Quantum gates perform operations\n'
      '\n'
      '        After careful analysis, I can provide an answer.\n'
      '        '),
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestRealisticStreaming::test_streaming_no_content_after_reasoning'),
     '<think>just thinking</think>',
     None,
     'hermes',
     [],
     '',
     'just thinking',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestUnicodeAndSpecialCharacters::test_unicode_reasoning'),
     '<think>分析这个问题：日本語テスト émojis: 🤔💭</think>答案是42',
     None,
     'hermes',
     [],
     '答案是42',
     '分析这个问题：日本語テスト émojis: 🤔💭',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestUnicodeAndSpecialCharacters::test_code_in_reasoning'),
     ('<think>\n'
      'Let me analyze the code:\n'
      '```python\n'
      'def factorial(n):\n'
      '    if n <= 1:\n'
      '        return 1\n'
      '    return n * factorial(n-1)\n'
      '```\n'
      'This is a recursive implementation.\n'
      '</think>The factorial function uses recursion.'),
     None,
     'hermes',
     [],
     'The factorial function uses recursion.',
     ('\n'
      'Let me analyze the code:\n'
      '```python\n'
      'def factorial(n):\n'
      '    if n <= 1:\n'
      '        return 1\n'
      '    return n * factorial(n-1)\n'
      '```\n'
      'This is a recursive implementation.\n'),
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestUnicodeAndSpecialCharacters::test_html_like_content'),
     '<think>The user mentioned <div> and <span> tags</think>Use CSS for styling.',
     None,
     'hermes',
     [],
     'Use CSS for styling.',
     'The user mentioned <div> and <span> tags',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestUnicodeAndSpecialCharacters::test_math_expressions'),
     '<think>Given: x² + 2x + 1 = 0, so (x+1)² = 0, x = -1</think>x = -1',
     None,
     'hermes',
     [],
     'x = -1',
     'Given: x² + 2x + 1 = 0, so (x+1)² = 0, x = -1',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestParserPerformance::test_large_output_extraction'),
     '<think>' + STEPS + '</think>Processing complete.',
     None,
     'hermes',
     [],
     'Processing complete.',
     STEPS,
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestParserPerformance::test_repeated_parsing'),
     '<think>Quick thought</think>Quick answer',
     None,
     'hermes',
     [],
     'Quick answer',
     'Quick thought',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3SpecificCases::test_qwen3_implicit_mode_support'),
     'some text</think>more text',
     None,
     'hermes',
     [],
     'more text',
     'some text',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3SpecificCases::test_qwen3_empty_think_tags'),
     '<think></think>Just the answer.',
     None,
     'hermes',
     [],
     'Just the answer.',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3SpecificCases::test_qwen3_whitespace_between_tags'),
     '<think> </think>answer',
     None,
     'hermes',
     [],
     'answer',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3SpecificCases::test_qwen3_whitespace_between_tags'),
     '<think>\n\n</think>answer',
     None,
     'hermes',
     [],
     'answer',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestQwen3SpecificCases::test_qwen3_whitespace_between_tags'),
     '<think>\t\t</think>answer',
     None,
     'hermes',
     [],
     'answer',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_qwen3_reasoning_parser[1]'),
     '<think>a</think>b',
     None,
     'hermes',
     [],
     'b',
     'a',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_qwen3_reasoning_parser[2]'),
     '<think>a',
     None,
     'hermes',
     [],
     '',
     'a',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_qwen3_reasoning_parser[3]'),
     'a',
     None,
     'hermes',
     [],
     'a',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_qwen3_reasoning_parser[4]'),
     '<think>',
     None,
     'hermes',
     [],
     '',
     '',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_qwen3_reasoning_parser_stream[0]'),
     '<think>al</think>rb',
     None,
     'hermes',
     [],
     'rb',
     'al',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_qwen3_reasoning_parser_stream[2]'),
     '<think>a</thank></think>b',
     None,
     'hermes',
     [],
     'b',
     'a</thank>',
     None),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_interleaved_thinking_stream[2]'),
     '<think>reason1</think>content1<think>reason2</think>content2',
     None,
     'hermes',
     [],
     'content1content2',
     'reason1\nreason2',
     None),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_qwen3_parser.py::'
      'TestQwenResponseParserStreaming::test_stream_chunk_reasoning_without_open_tag'),
     'Let me reason step by step</think> final answer',
     None,
     'hermes',
     [],
     ' final answer',
     'Let me reason step by step',
     True),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_qwen3_parser.py::'
      'TestQwenResponseParserComplete::test_parse_complete_strips_reasoning_open_tag'),
     '<think>\nabc\n</think>\n\nHello',
     None,
     'hermes',
     [],
     '\n\nHello',
     '\nabc\n',
     None),
    ('ggml-org/llama.cpp tests/test-chat-parser.cpp::test_reasoning (content_only_inline_think)',
     '<think>Pense</think>Bonjour',
     None,
     'hermes',
     [],
     'Bonjour',
     'Pense',
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
