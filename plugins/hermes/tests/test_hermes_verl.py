"""verl's tool- and reasoning-parser tests as data, for the Hermes / Qwen3 layout
(verl-project/verl tests/experimental/agent_loop/test_reasoning_parser_on_cpu.py: the texts
whose content verl's Qwen3 reasoning parser asserts, and the ``<tool_call>`` texts its Hermes
tool parser reads after the reasoning is stripped). A ``<think>`` block is never searched
(DESIGN 3c), so a call inside it is no call, and a closer with no opener ends a block that began
at the start of the text. Rows assert the calls and, where verl asserts it and we agree, the
content. Each row is parsed with every format installed and with ``hermes`` alone.

Left out (docs/conformance.md, "RL frameworks' and LiteLLM's tests"): verl's legacy path without a
reasoning parser, which reads the call inside ``<think>`` (DESIGN 3c), and the texts whose
content verl keeps with the blanks around it (content is stripped, docs/architecture.md)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'verl-project/verl tests/experimental/agent_loop/test_reasoning_parser_on_cpu.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_call_inside_think_block_not_visible_after_strip',
     ('<think>I should call <tool_call>{"name": "lookup", "argument'
      's": {}}</tool_call> to verify</think><tool_call>{"name": "re'
      'al_call", "arguments": {}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'real_call', 'arguments': {}}],
     None),
    (S + 'test_integration_think_block_tool_call_ignored_real_tool_call_executed',
     ('<think>I should call <tool_call>{"name": "spurious_call", "a'
      'rguments": {}}</tool_call> to verify</think><tool_call>{"nam'
      'e": "real_call", "arguments": {}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'real_call', 'arguments': {}}],
     None),
    (S + 'test_qwen3_implicit_opener_drops_inner_tool_call',
     ('Let me think -- maybe I should <tool_call>{"name": "spurious'
      '", "arguments": {}}</tool_call> first</think><tool_call>{"na'
      'me": "real_call", "arguments": {}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'real_call', 'arguments': {}}],
     None),
    (S + 'test_tool_parser_skips_strip_when_no_reasoning_markers',
     '<tool_call>{"name": "real_call", "arguments": {}}</tool_call>',
     None,
     'hermes',
     [{'name': 'real_call', 'arguments': {}}],
     None),
    (S + 'test_multiple_think_blocks_all_stripped',
     '<think>first round</think>answer A. <think>second round</think>answer B.',
     None,
     'hermes',
     [],
     'answer A. answer B.'),
    (S + 'test_qwen3_implicit_opener_then_explicit_pair',
     'implicit reasoning</think>middle<think>more reasoning</think>tail',
     None,
     'hermes',
     [],
     'middletail'),
    (S + 'test_qwen3_lone_close_tag_drops_everything_before',
     'just reasoning</think>',
     None,
     'hermes',
     [],
     ''),
    (S + 'test_idempotent',
     '<think>once</think>final',
     None,
     'hermes',
     [],
     'final'),
    (S + 'test_qwen3_short_circuits_when_thinking_disabled',
     "Here's a doc string mentioning <think>...</think> as a marker. Rest of answer.",
     None,
     'hermes',
     [],
     "Here's a doc string mentioning  as a marker. Rest of answer."),
    (S + 'test_qwen3_ignores_unknown_kwargs',
     '<think>r</think>final',
     None,
     'hermes',
     [],
     'final'),
    (S + 'test_qwen3_nested_looking_tags_keep_legacy_non_overlapping_semantics',
     'a<think>1<think>2</think>b</think>c',
     None,
     'hermes',
     [],
     'ab</think>c'),
    (S + 'test_text_without_think_block_returned_unchanged',
     'No reasoning here, just a plain response.',
     None,
     'hermes',
     [],
     'No reasoning here, just a plain response.'),
]

#: (source, model output, tools, format, expected calls, content, reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str, str]] = [
    (S + 'test_qwen3_strips_single_think_block',
     '<think>Let me reason about this</think>The answer is 42.',
     None,
     'hermes',
     [],
     'The answer is 42.',
     'Let me reason about this'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_verl_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning"),
                         REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_verl_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                               content: str, reasoning: str) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning, source=source)
