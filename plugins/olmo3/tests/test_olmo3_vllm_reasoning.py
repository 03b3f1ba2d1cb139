"""vLLM's reasoning-parser tests as data for the reasoning markers of ``olmo3``: model outputs from
vllm-project/vllm ``tests/reasoning/`` (``test_olmo3_reasoning_parser.py``) with the calls,
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
    (('vllm-project/vllm tests/reasoning/test_olmo3_reasoning_parser.py::test_reasoning[no_reaso'
      'ning]'),
     '<think></think>No thoughts, head empty!',
     None,
     'olmo3',
     [],
     'No thoughts, head empty!',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_olmo3_reasoning_parser.py::test_reasoning[no_reaso'
      'ning_with_newline]'),
     '<think>\n</think>\n\nNo thoughts, head empty!',
     None,
     'olmo3',
     [],
     '\n\nNo thoughts, head empty!',
     '\n',
     None),
    (('vllm-project/vllm tests/reasoning/test_olmo3_reasoning_parser.py::test_reasoning[simple_r'
      'easoning]'),
     '<think>This is a reasoning section</think>This is the rest',
     None,
     'olmo3',
     [],
     'This is the rest',
     'This is a reasoning section',
     None),
    (('vllm-project/vllm tests/reasoning/test_olmo3_reasoning_parser.py::test_reasoning[simple_r'
      'easoning_with_newline]'),
     "<think> Look!\n\nI'm thinking...</think>\nThis is the rest",
     None,
     'olmo3',
     [],
     '\nThis is the rest',
     " Look!\n\nI'm thinking...",
     None),
    (('vllm-project/vllm tests/reasoning/test_olmo3_reasoning_parser.py::test_reasoning[simple_r'
      'easoning_with_multiple_newlines]'),
     "<think>\nLook!\nI'm thinking...\n\n</think>\n\n\nThis is the rest",
     None,
     'olmo3',
     [],
     '\n\n\nThis is the rest',
     "\nLook!\nI'm thinking...\n\n",
     None),
    (('vllm-project/vllm tests/reasoning/test_olmo3_reasoning_parser.py::test_reasoning[simple_r'
      'easoning_with_trailing_space_streaming]'),
     "<think>\nLook!\nI'm thinking... </think>\nThis is the rest",
     None,
     'olmo3',
     [],
     '\nThis is the rest',
     "\nLook!\nI'm thinking... ",
     None),
    (('vllm-project/vllm tests/reasoning/test_olmo3_reasoning_parser.py::test_reasoning[no_reaso'
      'ning_only_end_think]'),
     '</think>\n\nNo thoughts, head empty!',
     None,
     'olmo3',
     [],
     '\n\nNo thoughts, head empty!',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_olmo3_reasoning_parser.py::test_reasoning[yes_reas'
      'oning_only_end_think]'),
     'The user is asking me not to think.</think>No thoughts!',
     None,
     'olmo3',
     [],
     'No thoughts!',
     'The user is asking me not to think.',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
