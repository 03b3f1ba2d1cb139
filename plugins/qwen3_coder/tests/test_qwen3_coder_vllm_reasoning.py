"""vLLM's reasoning-parser tests as data for the reasoning markers of ``qwen3_coder``: model outputs
from vllm-project/vllm ``tests/reasoning/`` (``test_qwen3_reasoning_parser.py``,
``test_qwen3_tool_call_recovery.py``) with the calls,
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
    (('vllm-project/vllm tests/reasoning/test_qwen3_reasoning_parser.py::test_reasoning_thinking'
      '_disabled[thinking_disabled_with_tool_call]'),
     ('I need to read the file.\n\n<tool_call>\n<function=bash>\n'
      '<parameter=command>\ncat /etc/hosts\n</parameter>\n'
      '</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'bash', 'arguments': {'command': 'cat /etc/hosts'}}],
     'I need to read the file.',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_qwen3_tool_call_recovery.py::test_normal_reasoning_'
      'extraction_unchanged'),
     '<think>Let me think about this carefully.\nThe answer is 42.</think>The answer is 42.',
     None,
     'qwen3_coder',
     [],
     'The answer is 42.',
     'Let me think about this carefully.\nThe answer is 42.',
     True),
    (('vllm-project/vllm tests/reasoning/test_qwen3_tool_call_recovery.py::test_post_think_conten'
      't_preserved_without_tool_call'),
     '<think>some reasoning</think>plain response text',
     None,
     'qwen3_coder',
     [],
     'plain response text',
     'some reasoning',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
