"""vLLM's reasoning-parser tests as data for the reasoning markers of ``plamo3``: model outputs from
vllm-project/vllm ``tests/reasoning/`` (``test_plamo3_reasoning_parser.py``) with the content and
reasoning vLLM expects. vLLM's parser assumes thinking on by default (text before a lone closer is
reasoning): outputs without the opener are True rows; outputs that write
``<|plamo:begin_think:plamo|>`` themselves are None rows (the text decides). Streamed deltas are
joined into their text; content and reasoning are compared with whitespace runs collapsed.
``reasoning_started`` says what the peer parser assumes: True where it reads text before a lone
closer, or all text without one, as reasoning (the chat template opened the block), False where a
request option says thinking is off, None where the text decides. Each row is parsed with every
format installed and with its format alone.

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
    (('vllm-project/vllm tests/reasoning/test_plamo3_reasoning_parser.py::test_non_streaming_extr'
      'act_reasoning'),
     'reasoning in progress',
     None,
     'plamo3',
     [],
     '',
     'reasoning in progress',
     True),
    (('vllm-project/vllm tests/reasoning/test_plamo3_reasoning_parser.py::test_non_streaming_extr'
      'act_reasoning'),
     '<|plamo:begin_think:plamo|>',
     None,
     'plamo3',
     [],
     '',
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_plamo3_reasoning_parser.py::test_non_streaming_extr'
      'act_reasoning'),
     '<|plamo:begin_think:plamo|>reasoning in progress',
     None,
     'plamo3',
     [],
     '',
     'reasoning in progress',
     None),
    (('vllm-project/vllm tests/reasoning/test_plamo3_reasoning_parser.py::test_non_streaming_extr'
      'act_reasoning'),
     '<|plamo:begin_think:plamo|>reasoning<|plamo:end_think:plamo|>answer',
     None,
     'plamo3',
     [],
     'answer',
     'reasoning',
     None),
    (('vllm-project/vllm tests/reasoning/test_plamo3_reasoning_parser.py::test_streaming_reasonin'
      'g_edge_deltas'),
     '<|plamo:begin_think:plamo|>abcthk<|plamo:end_think:plamo|>X',
     None,
     'plamo3',
     [],
     'X',
     'abcthk',
     None),
    (('vllm-project/vllm tests/reasoning/test_plamo3_reasoning_parser.py::test_streaming_reasonin'
      'g_edge_deltas'),
     '<|plamo:begin_think:plamo|><|plamo:end_think:plamo|>answer',
     None,
     'plamo3',
     [],
     'answer',
     '',
     None),
]

@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
