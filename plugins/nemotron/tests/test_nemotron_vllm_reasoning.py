"""vLLM's reasoning-parser tests as data for the reasoning markers of ``nemotron``: model outputs
from vllm-project/vllm ``tests/reasoning/`` (``test_nemotron_v3_reasoning_parser.py``, and
``test_nemotron_reasoning_parser.py`` for the older parser, which needs ``<think>`` in the text)
with the calls, content and reasoning vLLM expects (a reasoning parser's content that holds a call
is read as the call and the text around it). Streamed deltas are joined into their text; content and
reasoning are compared with whitespace runs collapsed. ``reasoning_started`` says what the peer
parser assumes: True where it reads text before a lone closer, or all text without one, as reasoning
(the chat template opened the block), False where a request option says thinking is off, None where
the text decides. Each row is parsed with every format installed and with its format alone.

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
    (('vllm-project/vllm tests/reasoning/test_nemotron_v3_reasoning_parser.py::test_nemotron_v3_'
      'reasoning[without_start_token]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'nemotron',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_nemotron_v3_reasoning_parser.py::test_nemotron_v3_'
      'reasoning[with_start_token]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'nemotron',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_nemotron_v3_reasoning_parser.py::test_nemotron_v3_'
      'without_thinking_moves_into_content'),
     'This is plain content',
     None,
     'nemotron',
     [],
     'This is plain content',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_nemotron_v3_reasoning_parser.py::test_nemotron_v3_'
      'force_nonempty_keeps_real_content'),
     '<think>reasoning here</think>real answer',
     None,
     'nemotron',
     [],
     'real answer',
     'reasoning here',
     True),
    (('vllm-project/vllm tests/reasoning/test_nemotron_v3_reasoning_parser.py::test_nemotron_v3_'
      'with_thinking_keeps_truncated_reasoning'),
     'This is truncated reasoning',
     None,
     'nemotron',
     [],
     '',
     'This is truncated reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_nemotron_v3_reasoning_parser.py::test_nemotron_v3_'
      'streaming_no_promotion_with_real_content'),
     '<think>reason</think>real answer',
     None,
     'nemotron',
     [],
     'real answer',
     'reason',
     True),
    (('vllm-project/vllm tests/reasoning/test_nemotron_v3_reasoning_parser.py::test_nemotron_v3_'
      'streaming_no_promotion_without_opt_in'),
     '<think>4',
     None,
     'nemotron',
     [],
     '',
     '4',
     True),
    (('vllm-project/vllm tests/reasoning/test_nemotron_reasoning_parser.py::test_reasoning[simple'
      '_reasoning]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'nemotron',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_nemotron_reasoning_parser.py::test_reasoning[comple'
      'te_reasoning]'),
     '<think>This is a reasoning section</think>',
     None,
     'nemotron',
     [],
     '',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_nemotron_reasoning_parser.py::test_reasoning[no_rea'
      'soning]'),
     'This is content',
     None,
     'nemotron',
     [],
     'This is content',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_nemotron_reasoning_parser.py::test_reasoning[multip'
      'le_lines]'),
     '<think>This\nThat</think>This is the rest\nThat',
     None,
     'nemotron',
     [],
     'This is the rest\nThat',
     'This\nThat',
     None),
    (('vllm-project/vllm tests/reasoning/test_nemotron_reasoning_parser.py::test_streaming_subcas'
      'es[Delta contains everything]'),
     '<think> foo </think> bar',
     None,
     'nemotron',
     [],
     ' bar',
     ' foo ',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
