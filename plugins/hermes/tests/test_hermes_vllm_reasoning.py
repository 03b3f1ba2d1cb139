"""vLLM's reasoning-parser tests as data for the reasoning markers of ``hermes``: model outputs from
vllm-project/vllm ``tests/reasoning/`` (``test_ernie45_reasoning_parser.py``,
``test_exaone4_reasoning_parser.py``, ``test_holo2_reasoning_parser.py``,
``test_qwen3_reasoning_parser.py``, ``test_issue_35221.py``) with the calls, content and reasoning
vLLM expects (a reasoning parser's content that holds a call is read as the call and the text around
it). Streamed deltas are joined into their text; content and reasoning are compared with whitespace
runs collapsed. ``reasoning_started`` says what the peer parser assumes: True where it reads text
before a lone closer, or all text without one, as reasoning (the chat template opened the block),
False where a request option says thinking is off, None where the text decides. Each row is parsed
with every format installed and with its format alone.

Which files were read, the counts and what was left out by which rule: docs/conformance.md, "vLLM's
reasoning-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content, reasoning,
#: reasoning_started); None for content or reasoning: not asserted
CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning[without_'
      'start_token]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'hermes',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning[without_'
      'start_token_complete_reasoning]'),
     'This is a reasoning section</think>',
     None,
     'hermes',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning[with_thi'
      'nk]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'hermes',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning[without_'
      'think]'),
     'This is the rest',
     None,
     'hermes',
     [],
     '',
     'This is the rest',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning[complete'
      '_reasoning]'),
     '<think>This is a reasoning section</think>',
     None,
     'hermes',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning[multilin'
      'e_reasoning]'),
     '<think>This is a reasoning\nsection</think>This is the rest\nThat',
     None,
     'hermes',
     [],
     'This is the rest\nThat',
     'This is a reasoning\nsection',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning[only_ope'
      'n_tag]'),
     '<think>This is a reasoning section',
     None,
     'hermes',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning[truncate'
      'd_no_start_token]'),
     'This is a reasoning section',
     None,
     'hermes',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning_streamin'
      'g_multi_token_deltas[end_token_grouped_with_content]'),
     'reasoning section</think>This is the rest',
     None,
     'hermes',
     [],
     'This is the rest',
     'reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning_streamin'
      'g_multi_token_deltas[start_and_end_in_one_delta_no_content]'),
     '<think>reasoning</think>',
     None,
     'hermes',
     [],
     '',
     'reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning_streamin'
      'g_multi_token_deltas[no_start_end_grouped_with_content]'),
     'reasoning section</think>content',
     None,
     'hermes',
     [],
     'content',
     'reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning_thinking'
      '_disabled[thinking_disabled_plain_content]'),
     'This is plain content',
     None,
     'hermes',
     [],
     'This is plain content',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning_thinking'
      '_disabled[thinking_disabled_no_think_tokens]'),
     'Some output without think tokens',
     None,
     'hermes',
     [],
     'Some output without think tokens',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_ernie45_reasoning_parser.py::test_reasoning[with_t'
      'hink]'),
     'abc</think>def',
     None,
     'hermes',
     [],
     'def',
     'abc',
     True),
    (('vllm-project/vllm tests/reasoning/test_ernie45_reasoning_parser.py::test_reasoning[withou'
      't_think]'),
     'abc',
     None,
     'hermes',
     [],
     '',
     'abc',
     True),
    (('vllm-project/vllm tests/reasoning/test_ernie45_reasoning_parser.py::test_reasoning[comple'
      'te_reasoning]'),
     'abc</think>',
     None,
     'hermes',
     [],
     '',
     'abc',
     True),
    (('vllm-project/vllm tests/reasoning/test_ernie45_reasoning_parser.py::test_reasoning[multil'
      'ine_reasoning]'),
     'abc\nABC</think>def\nDEF',
     None,
     'hermes',
     [],
     'def\nDEF',
     'abc\nABC',
     True),
    (('vllm-project/vllm tests/reasoning/test_holo2_reasoning_parser.py::test_reasoning[with_thi'
      'nk]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'hermes',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_holo2_reasoning_parser.py::test_reasoning[thinking'
      '_disabled]'),
     'This is the rest',
     None,
     'hermes',
     [],
     'This is the rest',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_holo2_reasoning_parser.py::test_reasoning[thinking'
      '_disabled_with_close_tag]'),
     '</think>This is the rest',
     None,
     'hermes',
     [],
     '</think>This is the rest',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_holo2_reasoning_parser.py::test_reasoning[thinking'
      '_disabled_with_close_tag_stream]'),
     'some text</think>This is the rest',
     None,
     'hermes',
     [],
     'some text</think>This is the rest',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_holo2_reasoning_parser.py::test_reasoning[complete'
      '_reasoning]'),
     'This is a reasoning section</think>',
     None,
     'hermes',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_exaone4_reasoning_parser.py::test_identity_reasoni'
      'ng_parser_basic'),
     'This is some output',
     None,
     'hermes',
     [],
     'This is some output',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_issue_35221.py::test_qwen3_reasoning_truncation[tru'
      'ncated_reasoning_no_end_tag]'),
     'This is some reasoning that gets truncated',
     None,
     'hermes',
     [],
     '',
     'This is some reasoning that gets truncated',
     True),
    (('vllm-project/vllm tests/reasoning/test_issue_35221.py::test_qwen3_reasoning_truncation[tru'
      'ncated_reasoning_with_start_tag]'),
     '<think>This is reasoning truncated',
     None,
     'hermes',
     [],
     '',
     'This is reasoning truncated',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
