"""vLLM's reasoning-parser tests as data for the ``<think>`` block of DeepSeek R1 and V3 (the
engine's pair, prefilled): model outputs from vllm-project/vllm ``tests/reasoning/``
(``test_deepseekr1_reasoning_parser.py``, ``test_deepseekv3_reasoning_parser.py``) with the
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
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[sim'
      'ple_reasoning]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'deepseek_v3',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[com'
      'plete_reasoning]'),
     'This is a reasoning section</think>',
     None,
     'deepseek_v3',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[no_'
      'content_token]'),
     'This is content',
     None,
     'deepseek_v3',
     [],
     '',
     'This is content',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[no_'
      'reasoning_token_streaming]'),
     'This is a reasoning section',
     None,
     'deepseek_v3',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[mul'
      'tiple_lines]'),
     'This\nThat</think>This is the rest\nThat',
     None,
     'deepseek_v3',
     [],
     'This is the rest\nThat',
     'This\nThat',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[sho'
      'rtest]'),
     '</think>This is the rest',
     None,
     'deepseek_v3',
     [],
     'This is the rest',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[rea'
      'soning_with_think]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'deepseek_v3',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[com'
      'plete_reasoning_with_think]'),
     '<think>This is a reasoning section</think>',
     None,
     'deepseek_v3',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[mul'
      'tiple_lines_with_think]'),
     '<think>This\nThat</think>This is the rest\nThat',
     None,
     'deepseek_v3',
     [],
     'This is the rest\nThat',
     'This\nThat',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[thi'
      'nk_no_end]'),
     '<think>This is a reasoning section',
     None,
     'deepseek_v3',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[emp'
      'ty]'),
     '',
     None,
     'deepseek_v3',
     [],
     '',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekr1_reasoning_parser.py::test_reasoning[new'
      '_line]'),
     '\n<think>This is a reasoning section</think>\nThis is the rest',
     None,
     'deepseek_v3',
     [],
     '\nThis is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_deepseekv3_reasoning_parser.py::test_identity_reas'
      'oning_parser_basic'),
     'This is some output',
     None,
     'deepseek_v3',
     [],
     'This is some output',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_deepseekv3_reasoning_parser.py::test_identity_reas'
      'oning_parser_basic (streaming)'),
     'Hello world',
     None,
     'deepseek_v3',
     [],
     'Hello world',
     '',
     False),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
