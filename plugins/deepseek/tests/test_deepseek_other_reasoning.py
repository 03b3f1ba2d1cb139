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
      'TestDeepSeekR1Parser::test_extract_with_both_tags'),
     '<think>Step by step analysis</think>Final answer: 42',
     None,
     'deepseek_v3',
     [],
     'Final answer: 42',
     'Step by step analysis',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestDeepSeekR1Parser::test_extract_multiline_reasoning'),
     '<think>Line 1\nLine 2\nLine 3</think>Result',
     None,
     'deepseek_v3',
     [],
     'Result',
     'Line 1\nLine 2\nLine 3',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestDeepSeekR1Parser::test_streaming_simple_flow'),
     '<think>thinking</think>answer',
     None,
     'deepseek_v3',
     [],
     'answer',
     'thinking',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestDeepSeekR1Parser::test_extract_implicit_start_tag'),
     'Implicit reasoning content</think>The answer',
     None,
     'deepseek_v3',
     [],
     'The answer',
     'Implicit reasoning content',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestDeepSeekR1Parser::test_extract_no_tags_pure_content'),
     'Just a regular response.',
     None,
     'deepseek_v3',
     [],
     'Just a regular response.',
     '',
     None),
    ('waybarrios/vllm-mlx tests/test_reasoning_parser.py::TestEdgeCases::test_empty_output',
     '',
     None,
     'deepseek_v3',
     [],
     '',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestEdgeCases::test_whitespace_only_reasoning'),
     '<think>   </think>content',
     None,
     'deepseek_v3',
     [],
     'content',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestRealisticStreaming::test_token_by_token_streaming'),
     '<think>Let me analyze this.\nStep 1: check input\nStep 2: compute</think>The answer is 42.',
     None,
     'deepseek_v3',
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
     'deepseek_v3',
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
     'deepseek_v3',
     [],
     '',
     'just thinking',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestUnicodeAndSpecialCharacters::test_unicode_reasoning'),
     '<think>分析这个问题：日本語テスト émojis: 🤔💭</think>答案是42',
     None,
     'deepseek_v3',
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
     'deepseek_v3',
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
     'deepseek_v3',
     [],
     'Use CSS for styling.',
     'The user mentioned <div> and <span> tags',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestUnicodeAndSpecialCharacters::test_math_expressions'),
     '<think>Given: x² + 2x + 1 = 0, so (x+1)² = 0, x = -1</think>x = -1',
     None,
     'deepseek_v3',
     [],
     'x = -1',
     'Given: x² + 2x + 1 = 0, so (x+1)² = 0, x = -1',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestParserPerformance::test_large_output_extraction'),
     '<think>' + STEPS + '</think>Processing complete.',
     None,
     'deepseek_v3',
     [],
     'Processing complete.',
     STEPS,
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestParserPerformance::test_repeated_parsing'),
     '<think>Quick thought</think>Quick answer',
     None,
     'deepseek_v3',
     [],
     'Quick answer',
     'Quick thought',
     None),
    (('waybarrios/vllm-mlx tests/test_reasoning_parser.py::'
      'TestDeepSeekSpecificCases::test_deepseek_long_implicit_reasoning'),
     ('Let me think about this problem carefully.\n'
      '\n'
      'First, I need to consider the constraints.\n'
      "Then, I'll apply the algorithm.\n"
      "Finally, I'll verify the result.</think>The answer is 42."),
     None,
     'deepseek_v3',
     [],
     'The answer is 42.',
     ('Let me think about this problem carefully.\n'
      '\n'
      'First, I need to consider the constraints.\n'
      "Then, I'll apply the algorithm.\n"
      "Finally, I'll verify the result."),
     None),
    (('waybarrios/vllm-mlx tests/test_deepseek_v4_reasoning.py::'
      'TestExtraction::test_implicit_opening_tag'),
     'weighing it</think>Answer.',
     None,
     'deepseek_v4',
     [],
     'Answer.',
     'weighing it',
     None),
    ('waybarrios/vllm-mlx tests/test_deepseek_v4_reasoning.py::TestExtraction::test_explicit_tags',
     '<think>weighing it</think>Answer.',
     None,
     'deepseek_v4',
     [],
     'Answer.',
     'weighing it',
     None),
    (('waybarrios/vllm-mlx tests/test_deepseek_v4_reasoning.py::'
      'TestExtraction::test_no_tags_is_pure_content'),
     'Just an answer.',
     None,
     'deepseek_v4',
     [],
     'Just an answer.',
     '',
     None),
    (('waybarrios/vllm-mlx tests/test_deepseek_v4_reasoning.py::'
      'TestToolCallInteraction::test_closed_reasoning_before_tool_call'),
     ('thinking</think>Calling.\n'
      '\n'
      '<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="a" string="true">1</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'a': '1'}}],
     'Calling.',
     'thinking',
     None),
    (('waybarrios/vllm-mlx tests/test_deepseek_v4_reasoning.py::'
      'TestStreaming::test_finalize_releases_ordinary_partial_marker'),
     '2 <',
     None,
     'deepseek_v4',
     [],
     '',
     '2 <',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser[0]'),
     'a b',
     None,
     'deepseek_v3',
     [],
     '',
     'a b',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser[1]'),
     '</think> a b',
     None,
     'deepseek_v3',
     [],
     ' a b',
     '',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser[2]'),
     'a </think> b',
     None,
     'deepseek_v3',
     [],
     ' b',
     'a ',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser[3]'),
     'a b </think>',
     None,
     'deepseek_v3',
     [],
     '',
     'a b ',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser_stream[0]'),
     'ab',
     None,
     'deepseek_v3',
     [],
     '',
     'ab',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser_stream[1]'),
     '</think>ab',
     None,
     'deepseek_v3',
     [],
     'ab',
     '',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser_stream[2]'),
     'a</think>b',
     None,
     'deepseek_v3',
     [],
     'b',
     'a',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser_stream[3]'),
     'ab</think>',
     None,
     'deepseek_v3',
     [],
     '',
     'ab',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser_stream[4]'),
     'al</think>b',
     None,
     'deepseek_v3',
     [],
     'b',
     'al',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser_stream[5]'),
     'al</think>rb',
     None,
     'deepseek_v3',
     [],
     'rb',
     'al',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_r1_reasoning_parser_stream[6]'),
     'a</think>rb',
     None,
     'deepseek_v3',
     [],
     'rb',
     'a',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_v4_reasoning_parser_extracts_when_thinking'),
     'hidden</think>visible',
     None,
     'deepseek_v4',
     [],
     'visible',
     'hidden',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_deepseek_v4_reasoning_parser_streams_when_thinking'),
     'hidden</think>visible tail',
     None,
     'deepseek_v4',
     [],
     'visible tail',
     'hidden',
     True),
    (('NVIDIA/TensorRT-LLM tests/unittest/llmapi/test_reasoning_parser.py::'
      'test_interleaved_thinking_stream[1]'),
     'reason1</think>text1<think>reason2</think>text2',
     None,
     'deepseek_v3',
     [],
     'text1text2',
     'reason1\nreason2',
     True),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_deepseek_v3_parser.py::'
      'TestDeepSeekV3ReasoningParser::test_enable_thinking_none'),
     'hello',
     None,
     'deepseek_v31',
     [],
     'hello',
     '',
     None),
    (('InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_deepseek_v3_parser.py::'
      'TestDeepSeekV3ReasoningParser::test_enable_thinking_true'),
     'hello',
     None,
     'deepseek_v31',
     [],
     '',
     'hello',
     True),
    (('ggml-org/llama.cpp tests/test-chat-parser.cpp::'
      'test_reasoning (deepseek_v3_1_reasoning_format_deepseek)'),
     'REASONING</think>ok',
     None,
     'deepseek_v31',
     [],
     'ok',
     'REASONING',
     True),
    ('ggml-org/llama.cpp tests/test-chat-parser.cpp::test_deepseek_v3_1_tool_calls (simple)',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"city": "Tokyo"}<｜tool▁'
      'call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_time', 'arguments': {'city': 'Tokyo'}}],
     '',
     '',
     None),
    (('ggml-org/llama.cpp tests/test-chat-parser.cpp::'
      'test_deepseek_v3_1_tool_calls (simple_thinking)'),
     ('REASONING</think><｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"city":'
      ' "Tokyo"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_time', 'arguments': {'city': 'Tokyo'}}],
     '',
     'REASONING',
     True),
    (('ggml-org/llama.cpp tests/test-chat-parser.cpp::'
      'test_deepseek_v3_1_tool_calls (simple_multiple_tool_calls)'),
     ('CONTENT<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"city": "Paris"}<'
      '｜tool▁call▁end｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "Paris"}<｜tool▁c'
      'all▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_time', 'arguments': {'city': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     'CONTENT',
     '',
     None),
    (('ggml-org/llama.cpp tests/test-chat-parser.cpp::'
      'test_deepseek_v3_1_tool_calls (thinking_forced_open_tool_call_in_reasoning)'),
     ('REASONING<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time2<｜tool▁sep｜>{"city": "Tokyo'
      '2"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>REASONING</think><｜tool▁calls▁begin｜><｜tool▁c'
      'all▁begin｜>get_time<｜tool▁sep｜>{"city": "Tokyo"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_time', 'arguments': {'city': 'Tokyo'}}],
     '',
     ('REASONING<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time2<｜tool▁sep｜>{"city": "Tokyo'
      '2"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>REASONING'),
     True),
    (('ggml-org/llama.cpp tests/test-chat-parser.cpp::'
      'test_deepseek_v3_1_tool_calls (thinking_forced_open_reasoning_regular_content_no_tool_'
      'calls)'),
     'REASONING</think>CONTENT',
     None,
     'deepseek_v31',
     [],
     'CONTENT',
     'REASONING',
     True),
    (('ggml-org/llama.cpp tests/test-chat-parser.cpp::'
      'test_deepseek_v3_1_tool_calls (thinking_not_forced_open_missing_reasoning_no_tool_calls)'),
     'CONTENT',
     None,
     'deepseek_v31',
     [],
     'CONTENT',
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
