"""llama.cpp's older chat-parser tests as data for the ``mistral`` format: model outputs from
ggml-org/llama.cpp ``tests/test-chat.cpp`` (``test_template_output_parsers``, characters
32,000-80,000 of the file at commit e7e21164bdf5) with the calls, content and reasoning
llama.cpp expects. Tools are the ones the test hands the parser: none where it calls the parser
directly, the block's tool list where it renders a template and parses the rendered turn.

Each row is parsed with every format installed and with its format alone; content and reasoning
are compared with whitespace runs collapsed, as llama.cpp compares them. How rows were chosen,
what was left out and the differences by rule: docs/conformance.md, section "llama.cpp's
chat-parser tests (beyond the corpus)", paragraph "The middle of the block".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
CASES: list[tuple[str, str, Any, str, Any, str, str, bool | None]] = [
    ('Magistral (reasoning format auto)',
     '[THINK]raisonnement[/THINK]Réponse',
     None,
     'mistral',
     [],
     'Réponse',
     'raisonnement',
     None),
]


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_middle_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                              content: str, reasoning: str, started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=SOURCE + source)
