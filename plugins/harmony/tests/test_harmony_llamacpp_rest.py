"""llama.cpp's older chat-parser tests as data for the ``harmony`` format (``test-chat.cpp``'s
``test_template_output_parsers``, read at e7e21164bdf5): how a row is written, the tools, what
was left out and the differences by rule are in docs/conformance.md, section "llama.cpp's
chat-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"


#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
CASES: list[tuple[str, str, Any, str, Any, str, str, bool | None]] = [
    ('GPT-OSS (call in role header, commentary)',
     (' to=functions.special_function<|channel|>commentary <|constrain|>json<|message|>{"arg'
      '1": 1}'),
     None,
     'harmony',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('GPT-OSS (reasoning, call in role header)',
     ("<|channel|>analysis<|message|>I'm\nthinking<|end|><|start|>assistant to=functions.spe"
      'cial_function<|channel|>analysis <|constrain|>json<|message|>{"arg1": 1}'),
     None,
     'harmony',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking",
     None),
]


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_rest_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str, reasoning: str, started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=SOURCE + source)
