"""vLLM's reasoning-parser tests as data for the reasoning of ``pangu``: model outputs from
vllm-project/vllm ``tests/reasoning/`` (``test_pangu_reasoning_parser.py``, which runs vLLM's
openPangu parser, a DeepSeek-R1 parser, over the DeepSeek-R1 cases with a tokenizer that has
``<think>``: the engine's pair, which every format shares) with the content and reasoning vLLM
expects. Streamed deltas are joined into their text; content and reasoning are compared with
whitespace runs collapsed. ``reasoning_started`` says what the peer parser assumes: True where it
reads text before a lone closer, or all text without one, as reasoning (the chat template opened the
block), False where a request option says thinking is off, None where the text decides. Each row is
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
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[simple_re'
      'asoning]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'pangu',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[complete_'
      'reasoning]'),
     'This is a reasoning section</think>',
     None,
     'pangu',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[no_conten'
      't_token]'),
     'This is content',
     None,
     'pangu',
     [],
     '',
     'This is content',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[no_reason'
      'ing_token_streaming]'),
     'This is a reasoning section',
     None,
     'pangu',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[multiple_'
      'lines]'),
     'This\nThat</think>This is the rest\nThat',
     None,
     'pangu',
     [],
     'This is the rest\nThat',
     'This\nThat',
     True),
    ('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[shortest]',
     '</think>This is the rest',
     None,
     'pangu',
     [],
     'This is the rest',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[reasoning'
      '_with_think]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'pangu',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[complete_'
      'reasoning_with_think]'),
     '<think>This is a reasoning section</think>',
     None,
     'pangu',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[multiple_'
      'lines_with_think]'),
     '<think>This\nThat</think>This is the rest\nThat',
     None,
     'pangu',
     [],
     'This is the rest\nThat',
     'This\nThat',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[think_no_'
      'end]'),
     '<think>This is a reasoning section',
     None,
     'pangu',
     [],
     '',
     'This is a reasoning section',
     True),
    ('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[empty]',
     '',
     None,
     'pangu',
     [],
     '',
     '',
     True),
    ('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::test_reasoning[new_line]',
     '\n<think>This is a reasoning section</think>\nThis is the rest',
     None,
     'pangu',
     [],
     '\nThis is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::TestPanguReasoningParser'
      'Streaming::test_pangu_reasoning_extraction[simple_reasoning]'),
     '<think>Some reasoning content</think>Final answer',
     None,
     'pangu',
     [],
     'Final answer',
     'Some reasoning content',
     True),
    (('vllm-project/vllm tests/reasoning/test_pangu_reasoning_parser.py::TestPanguReasoningParser'
      'Streaming::test_pangu_reasoning_extraction[mutil_tokens_reasoning]'),
     '<think>This is a reasoning process section</think>This is the rest',
     None,
     'pangu',
     [],
     'This is the rest',
     'This is a reasoning process section',
     True),
]

@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
