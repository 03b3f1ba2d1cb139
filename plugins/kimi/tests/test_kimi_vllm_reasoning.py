"""vLLM's reasoning-parser tests as data for the reasoning markers of ``kimi_k2`` and ``kimi_k3``:
model outputs from vllm-project/vllm ``tests/reasoning/`` (``test_kimi_k25_reasoning_parser.py``,
``test_kimi_k2_reasoning_parser.py``, ``test_kimi_k3_reasoning_parser.py``) with the calls, content
and reasoning vLLM expects (a reasoning parser's content that holds a call is read as the call and
the text around it). Streamed deltas are joined into their text; content and reasoning are compared
with whitespace runs collapsed. ``reasoning_started`` says what the peer parser assumes: True where
it reads text before a lone closer, or all text without one, as reasoning (the chat template opened
the block), False where a request option says thinking is off, None where the text decides. Each row
is parsed with every format installed and with its format alone.

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
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[simpl'
      'e_reasoning]'),
     'This is a reasoning section</think>This is the rest',
     None,
     'kimi_k2',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[compl'
      'ete_reasoning]'),
     'This is a reasoning section</think>',
     None,
     'kimi_k2',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[no_co'
      'ntent_token]'),
     'This is content',
     None,
     'kimi_k2',
     [],
     '',
     'This is content',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[no_re'
      'asoning_token_streaming]'),
     'This is a reasoning section',
     None,
     'kimi_k2',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[multi'
      'ple_lines]'),
     'This\nThat</think>This is the rest\nThat',
     None,
     'kimi_k2',
     [],
     'This is the rest\nThat',
     'This\nThat',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[short'
      'est]'),
     '</think>This is the rest',
     None,
     'kimi_k2',
     [],
     'This is the rest',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[reaso'
      'ning_with_think]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'kimi_k2',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[compl'
      'ete_reasoning_with_think]'),
     '<think>This is a reasoning section</think>',
     None,
     'kimi_k2',
     [],
     '',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[multi'
      'ple_lines_with_think]'),
     '<think>This\nThat</think>This is the rest\nThat',
     None,
     'kimi_k2',
     [],
     'This is the rest\nThat',
     'This\nThat',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[think'
      '_no_end]'),
     '<think>This is a reasoning section',
     None,
     'kimi_k2',
     [],
     '',
     'This is a reasoning section',
     True),
    ('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[empty]',
     '',
     None,
     'kimi_k2',
     [],
     '',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[new_l'
      'ine]'),
     '\n<think>This is a reasoning section</think>\nThis is the rest',
     None,
     'kimi_k2',
     [],
     '\nThis is the rest',
     'This is a reasoning section',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k25_reasoning_parser.py::test_reasoning[tool_'
      'call_after_think_end]'),
     ('<think>I should read that file</think><|tool_calls_section_begin|><|tool_call_begin|>func'
      "tions.read:0<|tool_call_argument_begin|>{'filePath':'file.txt'}<|tool_call_end|><|tool_ca"
      'lls_section_end|>'),
     None,
     'kimi_k2',
     'error',
     None,
     'I should read that file',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k2_reasoning_parser.py::test_extract_reasonin'
      'g_with_think_tags'),
     '<think>step by step reasoning</think>final answer',
     None,
     'kimi_k2',
     [],
     'final answer',
     'step by step reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k2_reasoning_parser.py::test_extract_reasonin'
      'g_empty_thinking'),
     '<think></think>final answer',
     None,
     'kimi_k2',
     [],
     'final answer',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k2_reasoning_parser.py::test_extract_reasonin'
      'g_implicit_start'),
     'implicit reasoning with no tags',
     None,
     'kimi_k2',
     [],
     '',
     'implicit reasoning with no tags',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k2_reasoning_parser.py::test_streaming_reason'
      'ing_then_content'),
     '<think>step one</think>answer',
     None,
     'kimi_k2',
     [],
     'answer',
     'step one',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k3_reasoning_parser.py::test_extract_reasoning'
      '_with_xtml_tags'),
     '<|open|>think<|sep|>step<|close|>think<|sep|><|open|>response<|sep|>answer',
     None,
     'kimi_k3',
     [],
     'answer',
     'step',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k3_reasoning_parser.py::test_extract_reasoning'
      '_with_generation_prefix_consumed'),
     'step<|close|>think<|sep|><|open|>response<|sep|>answer',
     None,
     'kimi_k3',
     [],
     'answer',
     'step',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k3_reasoning_parser.py::test_extract_reasoning'
      '_truncated_before_close_marker'),
     'unfinished reasoning',
     None,
     'kimi_k3',
     [],
     '',
     'unfinished reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k3_reasoning_parser.py::test_extract_markerles'
      's_output_with_thinking_disabled'),
     'answer',
     None,
     'kimi_k3',
     [],
     'answer',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_kimi_k3_reasoning_parser.py::test_streaming_split_o'
      'pen_marker_is_held_back'),
     '<|open|>think<|sep|>step',
     None,
     'kimi_k3',
     [],
     '',
     'step',
     True),
    (('vllm-project/vllm tests/reasoning/test_kimi_k3_reasoning_parser.py::test_delegating_parser'
      '_thinking_false_streams_response_content'),
     'OK<|close|>response<|sep|>',
     None,
     'kimi_k3',
     [],
     'OK',
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
