"""vLLM's reasoning-parser tests as data for the reasoning markers of ``gemma4``: model outputs from
vllm-project/vllm ``tests/reasoning/`` (``test_gemma4_reasoning_parser.py``,
``test_gemma4_utils.py``) with the calls,
content and reasoning vLLM expects (a reasoning parser's content that holds a call is read as the
call and the text around it). Streamed deltas are joined into their text; content and reasoning
are compared with whitespace runs collapsed. ``reasoning_started`` says what the peer parser
assumes: True where it reads text before a lone closer, or all text without one, as reasoning
(the chat template opened the block), False where a request option says thinking is off, None
where the text decides. Each row is parsed with every format installed and with its format alone.

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
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'invalid_simple]'),
     'This is a reasoning section<channel|>This is the rest',
     None,
     'gemma4',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'invalid_complete]'),
     'This is a reasoning section<channel|>',
     None,
     'gemma4',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'no_content]'),
     '<|channel>This is reasoning',
     None,
     'gemma4',
     [],
     '',
     'This is reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'no_reasoning]'),
     'This is content',
     None,
     'gemma4',
     [],
     'This is content',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'reasoning]'),
     '<|channel>This is a reasoning section<channel|>This is the rest',
     None,
     'gemma4',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'complete_reasoning]'),
     '<|channel>This is a reasoning section<channel|>',
     None,
     'gemma4',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'multiple_lines]'),
     '<|channel>This\nThat<channel|>This is the rest\nThat',
     None,
     'gemma4',
     [],
     'This is the rest\nThat',
     'This\nThat',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'no_end]'),
     '<|channel>This is a reasoning section',
     None,
     'gemma4',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'empty]'),
     '',
     None,
     'gemma4',
     [],
     '',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'new_line]'),
     'Before\n<|channel>This is a reasoning section<channel|>\nThis is the rest',
     None,
     'gemma4',
     [],
     'Before\n\nThis is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'thought_prefix]'),
     '<|channel>thought\nActual reasoning here<channel|>Final answer',
     None,
     'gemma4',
     [],
     'Final answer',
     'Actual reasoning here',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'thought_prefix_only]'),
     '<|channel>thought\n<channel|>',
     None,
     'gemma4',
     [],
     '',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'thought_prefix_multiline]'),
     '<|channel>thought\nLine1\nLine2<channel|>Answer',
     None,
     'gemma4',
     [],
     'Answer',
     'Line1\nLine2',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'thought_prefix_diverge]'),
     '<|channel>thousand reasons<channel|>Done',
     None,
     'gemma4',
     [],
     'Done',
     'thousand reasons',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_reasoning_parser.py::test_gemma4_reasoning['
      'tool_call_started]'),
     '<|tool_call>',
     None,
     'gemma4',
     'error',
     None,
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_utils.py::test_answer_is_cleaned_regardless_'
      'of_sentinel_order[none]'),
     'final answer',
     None,
     'gemma4',
     [],
     'final answer',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_utils.py::test_answer_is_cleaned_regardless_'
      'of_sentinel_order[turn_only]'),
     'final answer<turn|>',
     None,
     'gemma4',
     [],
     'final answer',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_utils.py::test_answer_is_cleaned_regardless_'
      'of_sentinel_order[repeated_turn]'),
     'final answer<turn|><turn|>',
     None,
     'gemma4',
     [],
     'final answer',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_gemma4_utils.py::test_thinking_block_answer_is_clea'
      'ned[<turn|>]'),
     '<|channel>thought\nsome reasoning<channel|>final answer<turn|>',
     None,
     'gemma4',
     [],
     'final answer',
     'some reasoning',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
