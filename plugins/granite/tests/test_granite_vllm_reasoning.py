"""vLLM's reasoning-parser tests as data for the reasoning markers of ``granite``: model outputs
from vllm-project/vllm ``tests/reasoning/`` (``test_granite_reasoning_parser.py``,
``test_granite_thinking_reasoning_parser.py``) with the calls, content and reasoning vLLM expects
(a reasoning parser's content that holds a call is read as the call and the text around it).
Streamed deltas are joined into their text; content and reasoning are compared with whitespace
runs collapsed. ``reasoning_started`` says what the peer parser assumes: True where it reads text
before a lone closer, or all text without one, as reasoning (the chat template opened the block),
False where a request option says thinking is off, None where the text decides. Each row is
parsed with every format installed and with its format alone.

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
    (('vllm-project/vllm tests/reasoning/test_granite_reasoning_parser.py::test_reasoning[no_rea'
      'soning]'),
     'This is content',
     None,
     'granite',
     [],
     'This is content',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_reasoning[leading_newline_stripped]'),
     '<think>reasoning</think>\nHello',
     None,
     'granite',
     [],
     'Hello',
     'reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_reasoning[simple_reasoning]'),
     '<think>r</think>c',
     None,
     'granite',
     [],
     'c',
     'r',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_reasoning[without_start_token]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'granite',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_reasoning[with_start_token]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'granite',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_reasoning[multiple_leading_newlines_stripped]'),
     '<think>reasoning</think>\n\n\nHello',
     None,
     'granite',
     [],
     'Hello',
     'reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_reasoning[multiline_reasoning_and_content]'),
     '<think>line1\nline2</think>\nresult1\nresult2',
     None,
     'granite',
     [],
     'result1\nresult2',
     'line1\nline2',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_no_content_after_end_token'),
     '<think>reasoning</think>',
     None,
     'granite',
     [],
     '',
     'reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_whitespace_only_content'),
     '<think>reasoning</think>\n\n',
     None,
     'granite',
     [],
     '',
     'reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_unterminated_think_block'),
     '<think>reasoning only',
     None,
     'granite',
     [],
     '',
     'reasoning only',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_disabled_moves_into_content'),
     'This is plain content',
     None,
     'granite',
     [],
     'This is plain content',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_disabled_with_leading_newline'),
     '\nThis is plain content',
     None,
     'granite',
     [],
     '\nThis is plain content',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_force_nonempty_keeps_real_content'),
     '<think>reasoning here</think>real answer',
     None,
     'granite',
     [],
     'real answer',
     'reasoning here',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_keeps_truncated_reasoning'),
     'This is truncated reasoning',
     None,
     'granite',
     [],
     '',
     'This is truncated reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_streaming_strips_leading_newline'),
     '<think>reason</think>\nHello',
     None,
     'granite',
     [],
     'Hello',
     'reason',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_streaming_no_promotion_with_real_content'),
     '<think>reason</think>real answer',
     None,
     'granite',
     [],
     'real answer',
     'reason',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_streaming_no_promotion_without_opt_in'),
     '<think>4',
     None,
     'granite',
     [],
     '',
     '4',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_empty_think_block'),
     '<think></think>\nHello',
     None,
     'granite',
     [],
     'Hello',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_granite_thinking_reasoning_parser.py::test_granite'
      '_thinking_streaming_chunking_independent'),
     '<think>r</think>\nHello',
     None,
     'granite',
     [],
     'Hello',
     'r',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
