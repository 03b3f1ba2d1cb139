"""vLLM's reasoning-parser tests as data for the reasoning markers of ``minimax_m1``,
``minimax_m2``, ``minimax_m3``: model outputs from vllm-project/vllm ``tests/reasoning/``
(``test_minimax_m2_reasoning_parser.py``, ``test_minimax_m3_reasoning_parser.py``,
``test_minimaxm1_reasoning_parser.py``) with the calls, content and reasoning vLLM expects (a
reasoning parser's content that holds a call is read as the call and the text around it).
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
    (('vllm-project/vllm tests/reasoning/test_minimax_m2_reasoning_parser.py::test_reasoning[sim'
      'ple_reasoning]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'minimax_m2',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_minimax_m2_reasoning_parser.py::test_reasoning[com'
      'plete_reasoning]'),
     'This is a reasoning section</think>',
     None,
     'minimax_m2',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_minimax_m2_reasoning_parser.py::test_reasoning[no_'
      'end_token]'),
     'This is reasoning in progress',
     None,
     'minimax_m2',
     [],
     '',
     'This is reasoning in progress',
     True),
    (('vllm-project/vllm tests/reasoning/test_minimax_m2_reasoning_parser.py::test_reasoning[mul'
      'tiple_lines]'),
     'First line\nSecond line</think>Response first line\nResponse second',
     None,
     'minimax_m2',
     [],
     'Response first line\nResponse second',
     'First line\nSecond line',
     True),
    (('vllm-project/vllm tests/reasoning/test_minimax_m2_reasoning_parser.py::test_reasoning[sho'
      'rtest_reasoning]'),
     '</think>This is the response',
     None,
     'minimax_m2',
     [],
     'This is the response',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_minimax_m2_reasoning_parser.py::test_reasoning[emp'
      'ty]'),
     '',
     None,
     'minimax_m2',
     [],
     '',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_minimax_m2_reasoning_parser.py::test_reasoning[spe'
      'cial_chars]'),
     'Let me think... 1+1=2, right?</think>Yes, 1+1=2.',
     None,
     'minimax_m2',
     [],
     'Yes, 1+1=2.',
     'Let me think... 1+1=2, right?',
     True),
    (('vllm-project/vllm tests/reasoning/test_minimax_m2_reasoning_parser.py::test_reasoning[cod'
      'e_in_reasoning]'),
     "```python\nprint('hello')\n```</think>Here is the code.",
     None,
     'minimax_m2',
     [],
     'Here is the code.',
     "```python\nprint('hello')\n```",
     True),
    (('vllm-project/vllm tests/reasoning/test_minimaxm1_reasoning_parser.py::test_reasoning[with'
      '_think]'),
     '<think>\nThis is a reasoning section\n</think>\nThis is the rest',
     None,
     'minimax_m1',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_minimaxm1_reasoning_parser.py::test_reasoning[with'
      'out_think]'),
     'This is the rest',
     None,
     'minimax_m1',
     [],
     'This is the rest',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_minimaxm1_reasoning_parser.py::test_reasoning[comp'
      'lete_reasoning]'),
     '<think>\nThis is a reasoning section\n</think>\n',
     None,
     'minimax_m1',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_minimaxm1_reasoning_parser.py::test_reasoning[mult'
      'iline_reasoning]'),
     '<think>\nThis is a reasoning\nsection\n</think>\nThis is the rest\nThat',
     None,
     'minimax_m1',
     [],
     'This is the rest\nThat',
     'This is a reasoning\nsection',
     None),
    (('vllm-project/vllm tests/reasoning/test_minimaxm1_reasoning_parser.py::test_reasoning[only'
      '_open_tag_stream]'),
     '<think>\nThis is a reasoning section',
     None,
     'minimax_m1',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_minimaxm1_reasoning_parser.py::test_reasoning[peri'
      'od]'),
     '<think>\nHTML换行可以用<br>。\n</think>\nHTML用<br>换行',
     None,
     'minimax_m1',
     [],
     'HTML用<br>换行',
     'HTML换行可以用<br>。',
     None),
    (('vllm-project/vllm tests/reasoning/test_minimax_m3_reasoning_parser.py::test_nonstreaming_'
      'extracts_explicit_reasoning_block'),
     '<mm:think>plan</mm:think>answer',
     None,
     'minimax_m3',
     [],
     'answer',
     'plan',
     False),
    (('vllm-project/vllm tests/reasoning/test_minimax_m3_reasoning_parser.py::test_nonstreaming_'
      'without_start_tag_is_content'),
     'plain answer',
     None,
     'minimax_m3',
     [],
     'plain answer',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_minimax_m3_reasoning_parser.py::test_nonstreaming_'
      'drops_leading_end_tag'),
     '</mm:think>answer',
     None,
     'minimax_m3',
     [],
     'answer',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_minimax_m3_reasoning_parser.py::test_nonstreaming_'
      'non_leading_end_tag_is_content'),
     'XXX</mm:think>YYY',
     None,
     'minimax_m3',
     [],
     'XXX</mm:think>YYY',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_minimax_m3_reasoning_parser.py::test_nonstreaming_'
      'enabled_mode_starts_in_reasoning'),
     'plan</mm:think>answer',
     None,
     'minimax_m3',
     [],
     'answer',
     'plan',
     True),
    (('vllm-project/vllm tests/reasoning/test_minimax_m3_reasoning_parser.py::test_nonstreaming_'
      'open_reasoning_block'),
     '<mm:think>still thinking',
     None,
     'minimax_m3',
     [],
     '',
     'still thinking',
     False),
    (('vllm-project/vllm tests/reasoning/test_minimax_m3_reasoning_parser.py::test_streaming_spl'
      'it_marker_tokens_are_not_returned'),
     '<mm:think>Reasoning content</mm:think>content',
     None,
     'minimax_m3',
     [],
     'content',
     'Reasoning content',
     False),
    (('vllm-project/vllm tests/reasoning/test_minimax_m3_reasoning_parser.py::test_streaming_spl'
      'it_marker_tokens_enabled_mode'),
     'Reasoning content</mm:think>content',
     None,
     'minimax_m3',
     [],
     'content',
     'Reasoning content',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
