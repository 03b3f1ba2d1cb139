"""vLLM's reasoning-parser tests as data for the reasoning markers of ``hunyuan``, ``hy_v3``,
``hy_v4``: model outputs from vllm-project/vllm ``tests/reasoning/``
(``test_hunyuan_reasoning_parser.py``, ``test_hy_v3_reasoning_parser.py``,
``test_hy_v4_reasoning_parser.py``) with the calls, content and reasoning vLLM expects (a
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
    (('vllm-project/vllm tests/reasoning/test_hunyuan_reasoning_parser.py::test_reasoning[simple'
      '_reasoning]'),
     '<think>\nThis is a reasoning section\n</think>\n<answer>\nThis is the rest\n</answer>',
     None,
     'hunyuan',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_hunyuan_reasoning_parser.py::test_reasoning[comple'
      'te_reasoning]'),
     '<think>\nThis is a reasoning section\n</think>\n<answer>\n',
     None,
     'hunyuan',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_hunyuan_reasoning_parser.py::test_reasoning[comple'
      'te_reasoning_with_symbol]'),
     '<think>\nThis is a reasoning section!\n</think>\n<answer>\n',
     None,
     'hunyuan',
     [],
     '',
     'This is a reasoning section!',
     None),
    (('vllm-project/vllm tests/reasoning/test_hunyuan_reasoning_parser.py::test_reasoning[no_rea'
      'soning]'),
     'This is content',
     None,
     'hunyuan',
     [],
     'This is content',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_hunyuan_reasoning_parser.py::test_reasoning[no_rea'
      'soning_quick]'),
     '<think>\n\n</think>\n<answer>\nThis is the rest\n</answer>',
     None,
     'hunyuan',
     [],
     'This is the rest',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_hunyuan_reasoning_parser.py::test_reasoning[multip'
      'le_lines]'),
     '<think>\nThis\nThat\n</think>\n<answer>\nThis is the rest\nThat',
     None,
     'hunyuan',
     [],
     'This is the rest\nThat',
     'This\nThat',
     None),
    (('vllm-project/vllm tests/reasoning/test_hunyuan_reasoning_parser.py::test_reasoning[reason'
      'ing_with_think]'),
     '<think>\nThis is a reasoning section\n</think>\n<answer>\nThis is the rest',
     None,
     'hunyuan',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_hunyuan_reasoning_parser.py::test_streaming_multi_'
      'token_delta_matches_single_token_feed'),
     '<think>\n reasoning here\n</think>\n<answer>\n the answer\n</answer>',
     None,
     'hunyuan',
     [],
     'the answer',
     'reasoning here',
     None),
    (('vllm-project/vllm tests/reasoning/test_hy_v3_reasoning_parser.py::test_reasoning[with_thi'
      'nk]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'hy_v3',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_hy_v3_reasoning_parser.py::test_reasoning[without_'
      'think]'),
     'This is the rest',
     None,
     'hy_v3',
     [],
     'This is the rest',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_hy_v3_reasoning_parser.py::test_reasoning[complete'
      '_reasoning]'),
     'This is a reasoning section</think>',
     None,
     'hy_v3',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_hy_v3_reasoning_parser.py::test_reasoning[multilin'
      'e_reasoning]'),
     'This is a reasoning\nsection</think>This is the rest\nThat',
     None,
     'hy_v3',
     [],
     'This is the rest\nThat',
     'This is a reasoning\nsection',
     True),
    (('vllm-project/vllm tests/reasoning/test_hy_v3_reasoning_parser.py::test_reasoning[only_ope'
      'n_tag]'),
     'This is a reasoning section',
     None,
     'hy_v3',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_hy_v4_reasoning_parser.py::test_streaming_strips_s'
      'tart_marker_from_multi_token_delta[start_and_end_marker_in_one_delta]'),
     '<think>abc</think>def',
     None,
     'hy_v4',
     [],
     'def',
     'abc',
     True),
    (('vllm-project/vllm tests/reasoning/test_hy_v4_reasoning_parser.py::test_streaming_strips_s'
      'tart_marker_from_multi_token_delta[start_marker_id_without_text]'),
     'abc</think>def',
     None,
     'hy_v4',
     [],
     'def',
     'abc',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
