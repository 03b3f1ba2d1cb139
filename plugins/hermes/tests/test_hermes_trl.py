"""TRL's response-parsing tests as data (huggingface/trl tests/test_chat_template_utils.py,
``TestParseResponse``). TRL renders an assistant turn with a tiny model's chat template and
parses the rendered tokens back; the rows hold that text as the Qwen3 template writes it (the
``tiny-Qwen3MoeForCausalLM`` case: an empty or filled ``<think>`` block, then the content, then
one ``<tool_call>`` block per call, then ``<|im_end|>``), plus the one output the test writes out
literally. Each row is parsed with every format installed and with ``hermes`` alone.

TRL keeps a broken block (a JSON object missing its closing brace) in the content and returns
no call; here it is an error at the fault (a broken call is never dropped, DESIGN 2), so its
row asserts the error and not the content. The other templates of the test (GLM-4 MoE, gpt-oss,
Llama 3.1/3.2, Qwen3-VL, Qwen3.5, Gemma 4) are not written out (docs/conformance.md)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'huggingface/trl tests/test_chat_template_utils.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'TestParseResponse::test_parse_response',
     ('<think>\n'
      '\n'
      '</think>\n'
      '\n'
      '12<|im_end|>\n'),
     None,
     'hermes',
     [],
     '12'),
    (S + 'TestParseResponse::test_parse_response_tool_call',
     ('<think>\n'
      '\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "multiply", "arguments": {"a": 3, "b": 4}}\n'
      '</tool_call><|im_end|>\n'),
     None,
     'hermes',
     [{'name': 'multiply', 'arguments': {'a': 3, 'b': 4}}],
     ''),
    (S + 'TestParseResponse::test_parse_response_tool_call_with_content',
     ('<think>\n'
      '\n'
      '</think>\n'
      '\n'
      "Let's call the tool.\n"
      '<tool_call>\n'
      '{"name": "multiply", "arguments": {"a": 3, "b": 4}}\n'
      '</tool_call><|im_end|>\n'),
     None,
     'hermes',
     [{'name': 'multiply', 'arguments': {'a': 3, 'b': 4}}],
     "Let's call the tool."),
    (S + 'TestParseResponse::test_parse_response_tool_call_without_arguments',
     ('<think>\n'
      '\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "ping", "arguments": {}}\n'
      '</tool_call><|im_end|>\n'),
     None,
     'hermes',
     [{'name': 'ping', 'arguments': {}}],
     ''),
    (S + 'TestParseResponse::test_parse_response_multiple_tool_calls',
     ('<think>\n'
      '\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "multiply", "arguments": {"a": 3, "b": 4}}\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '{"name": "addition", "arguments": {"a": 4, "b": 3}}\n'
      '</tool_call><|im_end|>\n'),
     None,
     'hermes',
     [{'name': 'multiply', 'arguments': {'a': 3, 'b': 4}},
      {'name': 'addition', 'arguments': {'a': 4, 'b': 3}}],
     ''),
    (S + 'TestParseResponse::test_parse_response_malformed_tool_call',
     ('<tool_call>\n'
      '{"name": "multiply", "arguments": {"a": 3, "b": 4}\n'
      '</tool_call><|im_end|>'),
     None,
     'hermes',
     'error',
     None),
]

#: (source, model output, tools, format, expected calls, content, reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str, str]] = [
    (S + 'TestParseResponse::test_parse_response_with_reasoning_content',
     ('<think>\n'
      'Hmmm.\n'
      '</think>\n'
      '\n'
      '12<|im_end|>\n'),
     None,
     'hermes',
     [],
     '12',
     'Hmmm.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_trl_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning"),
                         REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_trl_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                               content: str, reasoning: str) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning, source=source)
