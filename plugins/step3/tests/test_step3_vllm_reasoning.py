"""vLLM's reasoning-parser tests as data for the reasoning markers of ``step3``: model outputs from
vllm-project/vllm ``tests/reasoning/`` (``test_step3p5_reasoning_parser.py``) with the calls,
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
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[simple'
      '_reasoning]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'step3',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[comple'
      'te_reasoning]'),
     'This is a reasoning section</think>',
     None,
     'step3',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[no_con'
      'tent_token]'),
     'This is content',
     None,
     'step3',
     [],
     '',
     'This is content',
     True),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[no_rea'
      'soning_token_streaming]'),
     'This is a reasoning section',
     None,
     'step3',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[multip'
      'le_lines]'),
     'This\nThat</think>This is the rest\nThat',
     None,
     'step3',
     [],
     'This is the rest\nThat',
     'This\nThat',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[shorte'
      'st]'),
     '</think>This is the rest',
     None,
     'step3',
     [],
     'This is the rest',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[reason'
      'ing_with_think]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'step3',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[comple'
      'te_reasoning_with_think]'),
     '<think>This is a reasoning section</think>',
     None,
     'step3',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[multip'
      'le_lines_with_think]'),
     '<think>This\nThat</think>This is the rest\nThat',
     None,
     'step3',
     [],
     'This is the rest\nThat',
     'This\nThat',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[think_'
      'no_end]'),
     '<think>This is a reasoning section',
     None,
     'step3',
     [],
     '',
     'This is a reasoning section',
     None),
    ('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[empty]',
     '',
     None,
     'step3',
     [],
     '',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[new_li'
      'ne]'),
     '\n<think>This is a reasoning section</think>\nThis is the rest',
     None,
     'step3',
     [],
     '\nThis is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[new_li'
      'ne_streaming]'),
     '\n<think>This is a reasoning section\n</think>\nThis is the rest',
     None,
     'step3',
     [],
     'This is the rest',
     '\nThis is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_reasoning[new_li'
      'ne_streaming_complex_content]'),
     '\n This is a \n reasoning section\n\n\n</think>\n\nThis is the rest',
     None,
     'step3',
     [],
     '\nThis is the rest',
     '\n This is a \n reasoning section\n\n',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[0]'),
     '\nIntro<think>reasoning</think>\nAnswer',
     None,
     'step3',
     [],
     None,
     'reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[1]'),
     '<think>calc</think>\nAnswer',
     None,
     'step3',
     [],
     'Answer',
     'calc',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[2]'),
     '<think>reasoning\n</think>\nAnswer',
     None,
     'step3',
     [],
     'Answer',
     'reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[3]'),
     'before<think>still thinking',
     None,
     'step3',
     [],
     'before',
     'still thinking',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[4]'),
     'before<think>still thinking\n',
     None,
     'step3',
     [],
     'before',
     'still thinking',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[5]'),
     'Intro\n<think>reasoning</think>\nAnswer',
     None,
     'step3',
     [],
     'Intro\nAnswer',
     'reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[6]'),
     'Intro<think>reasoning</think>Answer',
     None,
     'step3',
     [],
     'IntroAnswer',
     'reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[7]'),
     'Intro<think>reasoning</think>\n',
     None,
     'step3',
     [],
     'Intro',
     'reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_step3p5_reasoning_parser.py::test_step3p5_preserve'
      's_prefix_before_think[8]'),
     '<think>reasoning</think>\n\nAnswer',
     None,
     'step3',
     [],
     '\nAnswer',
     'reasoning',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
