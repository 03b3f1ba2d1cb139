"""vLLM's reasoning-parser tests as data for the reasoning markers of ``iquest_coder_v2``,
``iquest_q1``: model outputs from vllm-project/vllm ``tests/reasoning/``
(``test_iquest_coder_v2_reasoning_parser.py``, ``test_iquest_reasoning_parser.py``) with the
calls, content and reasoning vLLM expects (a reasoning parser's content that holds a call is read
as the call and the text around it). Streamed deltas are joined into their text; content and
reasoning are compared with whitespace runs collapsed. ``reasoning_started`` says what the peer
parser assumes: True where it reads text before a lone closer, or all text without one, as
reasoning (the chat template opened the block), False where a request option says thinking is
off, None where the text decides. Each row is parsed with every format installed and with its
format alone.

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
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[without'
      '_start_token]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'iquest_q1',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[without'
      '_start_token_complete_reasoning]'),
     'This is a reasoning section</think>',
     None,
     'iquest_q1',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[with_th'
      'ink]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'iquest_q1',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[without'
      '_think]'),
     'This is the rest',
     None,
     'iquest_q1',
     [],
     'This is the rest',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[complet'
      'e_reasoning]'),
     '<think>This is a reasoning section</think>',
     None,
     'iquest_q1',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[multili'
      'ne_reasoning]'),
     '<think>This is a reasoning\nsection</think>This is the rest\nThat',
     None,
     'iquest_q1',
     [],
     'This is the rest\nThat',
     'This is a reasoning\nsection',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[only_op'
      'en_tag_stream]'),
     '<think>This is a reasoning section',
     None,
     'iquest_q1',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[strip_d'
      'ouble_newline]'),
     'reasoning here</think>\n\nreal content',
     None,
     'iquest_q1',
     [],
     'real content',
     'reasoning here',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[strip_s'
      'pace_and_newlines]'),
     'reasoning here</think> \n\nreal content',
     None,
     'iquest_q1',
     [],
     'real content',
     'reasoning here',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[interio'
      'r_newlines_preserved]'),
     '<think>reasoning</think>\n\nbody\n\nmore',
     None,
     'iquest_q1',
     [],
     'body\n\nmore',
     'reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[think_w'
      'rapping_newlines]'),
     '<think>\nLet me try a broader search.\n</think>\n\nbody',
     None,
     'iquest_q1',
     [],
     'body',
     'Let me try a broader search.',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[think_w'
      'rapping_no_start_token]'),
     '\nLet me try a broader search.\n</think>\n\nbody',
     None,
     'iquest_q1',
     [],
     'body',
     'Let me try a broader search.',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning[think_w'
      'rapping_interior_preserved]'),
     '<think>\nfirst line\n\nsecond line\n</think>\n\nbody',
     None,
     'iquest_q1',
     [],
     'body',
     'first line\n\nsecond line',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning_streami'
      'ng_multi_token_deltas[end_token_grouped_with_content]'),
     'reasoning section</think>This is the rest',
     None,
     'iquest_q1',
     [],
     'This is the rest',
     'reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning_streami'
      'ng_multi_token_deltas[start_and_end_in_one_delta_no_content]'),
     '<think>reasoning</think>',
     None,
     'iquest_q1',
     [],
     '',
     'reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_reasoning_parser.py::test_reasoning_streami'
      'ng_multi_token_deltas[no_start_end_grouped_with_content]'),
     'reasoning section</think>content',
     None,
     'iquest_q1',
     [],
     'content',
     'reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_iquest_coder_v2_reasoning_parser.py::test_reasonin'
      'g_extraction[without_start_token]'),
     'reasoning here</think>the answer',
     None,
     'iquest_coder_v2',
     [],
     'the answer',
     'reasoning here',
     True),
    (('vllm-project/vllm tests/reasoning/test_iquest_coder_v2_reasoning_parser.py::test_reasonin'
      'g_extraction[with_think]'),
     '<think>reasoning here</think>the answer',
     None,
     'iquest_coder_v2',
     [],
     'the answer',
     'reasoning here',
     True),
    (('vllm-project/vllm tests/reasoning/test_iquest_coder_v2_reasoning_parser.py::test_reasonin'
      'g_extraction[complete_reasoning]'),
     '<think>reasoning here</think>',
     None,
     'iquest_coder_v2',
     [],
     '',
     'reasoning here',
     True),
    (('vllm-project/vllm tests/reasoning/test_iquest_coder_v2_reasoning_parser.py::test_reasonin'
      'g_extraction[multiline_reasoning]'),
     '<think>line one\nline two</think>body\nmore',
     None,
     'iquest_coder_v2',
     [],
     'body\nmore',
     'line one\nline two',
     True),
    (('vllm-project/vllm tests/reasoning/test_iquest_coder_v2_reasoning_parser.py::test_reasonin'
      'g_extraction[only_open_tag]'),
     '<think>still reasoning',
     None,
     'iquest_coder_v2',
     [],
     '',
     'still reasoning',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
