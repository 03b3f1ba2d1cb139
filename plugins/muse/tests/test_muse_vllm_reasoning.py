"""vLLM's reasoning-parser tests as data for the reasoning channel of ``glimmer`` (Muse Glimmer's
``to=self`` message): model outputs from vllm-project/vllm ``tests/reasoning/``
(``test_muse_glimmer_count_reasoning_tokens.py``). Those tests count the reasoning tokens of a
character-level tokenizer, so the count is the length of the reasoning text: each row asserts that
text (content is not asserted). Streamed deltas are joined into their text; content and reasoning
are compared with whitespace runs collapsed. ``reasoning_started`` says what the peer parser
assumes: True where it reads text before a lone closer, or all text without one, as reasoning (the
chat template opened the block), False where a request option says thinking is off, None where the
text decides. Each row is parsed with every format installed and with its format alone.

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
    (('vllm-project/vllm tests/reasoning/test_muse_glimmer_count_reasoning_tokens.py::test_counts'
      '_closed_reasoning_span'),
     'to=self<|message|>think hard<|eom|>to=user<|message|>hi<|eot|>',
     None,
     'glimmer',
     [],
     None,
     'think hard',
     None),
    (('vllm-project/vllm tests/reasoning/test_muse_glimmer_count_reasoning_tokens.py::test_counts'
      '_multiple_reasoning_spans'),
     'to=self<|message|>abc<|eom|>to=user<|message|>answer<|eot|>to=self<|message|>de<|eom|>',
     None,
     'glimmer',
     [],
     None,
     'abc de',
     None),
    (('vllm-project/vllm tests/reasoning/test_muse_glimmer_count_reasoning_tokens.py::test_counts'
      '_open_reasoning_span_mid_stream'),
     'to=self<|message|>partial thought',
     None,
     'glimmer',
     [],
     None,
     'partial thought',
     None),
    (('vllm-project/vllm tests/reasoning/test_muse_glimmer_count_reasoning_tokens.py::test_conten'
      't_only_counts_zero'),
     'to=user<|message|>plain answer<|eot|>',
     None,
     'glimmer',
     [],
     None,
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_muse_glimmer_count_reasoning_tokens.py::test_empty_'
      'counts_zero'),
     '',
     None,
     'glimmer',
     [],
     None,
     '',
     None),
    (('vllm-project/vllm tests/reasoning/test_muse_glimmer_count_reasoning_tokens.py::test_mid_ge'
      'neration_turn_reopen'),
     ' to=self<|message|>Simple. 2+2 = 4<|eom|><|start|>assistant to=user<|message|>2 + 2 = 4',
     None,
     'glimmer',
     [],
     None,
     'Simple. 2+2 = 4',
     None),
]

@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
