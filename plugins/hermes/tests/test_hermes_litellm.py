"""LiteLLM's Ollama response tests as data (BerriAI/litellm
tests/test_litellm/llms/ollama/test_ollama_completion_transformation.py and, a streaming test's
chunks joined, test_ollama_chat_transformation.py): raw ``/api/generate`` text with or without a
``<think>`` block, whose reasoning and content LiteLLM asserts. Each row is parsed with every
format installed and with ``hermes`` alone.

One row asserts the content only: LiteLLM keeps the newlines at the edges of a reasoning block,
toolcalls strips them (``ParseResult.reasoning``). Left out: ``<thinking>...</thinking>``, which
LiteLLM reads as reasoning and no installed format declares (DESIGN 3c)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'BerriAI/litellm tests/test_litellm/llms/ollama/'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_ollama_completion_transformation.py::TestOllamaConfig::'
     'test_transform_response_with_multiline_thinking_tags',
     ('<think>\n'
      'This is a complex problem.\n'
      'I need to break it down:\n'
      '1. First step\n'
      '2. Second step\n'
      '</think>Based on my analysis, the answer is Y'),
     None,
     'hermes',
     [],
     'Based on my analysis, the answer is Y'),
    (S + 'test_ollama_completion_transformation.py::TestOllamaConfig::'
     'test_transform_response_no_thinking_tags',
     'Regular response without any thinking tags',
     None,
     'hermes',
     [],
     'Regular response without any thinking tags'),
    (S + 'test_ollama_completion_transformation.py::TestOllamaConfig::'
     'test_transform_response_standard',
     'Hello, I am an AI assistant',
     None,
     'hermes',
     [],
     'Hello, I am an AI assistant'),
]

#: (source, model output, tools, format, expected calls, content, reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str, str]] = [
    (S + 'test_ollama_completion_transformation.py::TestOllamaConfig::'
     'test_transform_response_with_thinking_tags',
     '<think>I need to think about this problem step by step</think>Here is my answer',
     None,
     'hermes',
     [],
     'Here is my answer',
     'I need to think about this problem step by step'),
    (S + 'test_ollama_completion_transformation.py::TestOllamaConfig::'
     'test_transform_response_thinking_only',
     '<think>Just internal thoughts, no response</think>',
     None,
     'hermes',
     [],
     '',
     'Just internal thoughts, no response'),
    (S + 'test_ollama_completion_transformation.py::TestOllamaConfig::'
     'test_transform_response_json_mode_with_thinking_tags',
     '<think>Planning my JSON response</think>This is not valid JSON',
     None,
     'hermes',
     [],
     'This is not valid JSON',
     'Planning my JSON response'),
    (S + 'test_ollama_chat_transformation.py::TestOllamaReasoningContentStreaming::'
     'test_think_tags_in_content',
     '<think>I need to analyze this</think>The answer is 42.',
     None,
     'hermes',
     [],
     'The answer is 42.',
     'I need to analyze this'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_litellm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning"),
                         REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_litellm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                               content: str, reasoning: str) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning, source=source)
