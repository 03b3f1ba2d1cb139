"""vLLM's reasoning-parser tests as data for the reasoning markers of ``seed_oss``: model outputs
from vllm-project/vllm ``tests/reasoning/`` (``test_seedoss_reasoning_parser.py``) with the
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
    ('vllm-project/vllm tests/reasoning/test_seedoss_reasoning_parser.py::test_simple_reasoning',
     'This is a reasoning section</seed:think>This is the rest',
     None,
     'seed_oss',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    ('vllm-project/vllm tests/reasoning/test_seedoss_reasoning_parser.py::test_complete_reasoning',
     'This is a reasoning section</seed:think>',
     None,
     'seed_oss',
     [],
     '',
     'This is a reasoning section',
     True),
    ('vllm-project/vllm tests/reasoning/test_seedoss_reasoning_parser.py::test_no_content',
     'This is content',
     None,
     'seed_oss',
     [],
     '',
     'This is content',
     True),
    ('vllm-project/vllm tests/reasoning/test_seedoss_reasoning_parser.py::test_multiple_lines',
     'This\nThat</seed:think>This is the rest\nThat',
     None,
     'seed_oss',
     [],
     'This is the rest\nThat',
     'This\nThat',
     True),
    ('vllm-project/vllm tests/reasoning/test_seedoss_reasoning_parser.py::test_with_start_token',
     '<seed:think>This is a reasoning section</seed:think>This is the rest',
     None,
     'seed_oss',
     [],
     'This is the rest',
     'This is a reasoning section',
     True),
    ('vllm-project/vllm tests/reasoning/test_seedoss_reasoning_parser.py::test_only_end_token',
     'Some reasoning</seed:think>This is the rest',
     None,
     'seed_oss',
     [],
     'This is the rest',
     'Some reasoning',
     True),
    ('vllm-project/vllm tests/reasoning/test_seedoss_reasoning_parser.py::test_no_tokens',
     'This is just content without any reasoning tokens',
     None,
     'seed_oss',
     [],
     '',
     'This is just content without any reasoning tokens',
     True),
    (('vllm-project/vllm tests/reasoning/test_seedoss_reasoning_parser.py::test_streaming_delta_'
      'processing'),
     'Some reasoning content</seed:think>Final answer',
     None,
     'seed_oss',
     [],
     'Final answer',
     'Some reasoning content',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
