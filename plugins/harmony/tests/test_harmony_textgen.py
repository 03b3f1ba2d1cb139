"""Jan's test of a Harmony reply whose analysis channel is taken out of the text.

Jan (janhq/jan, ``web-app/src/utils/__tests__/reasoning.test.ts``) removes a gpt-oss analysis
message and keeps the final channel's text when it shows a message. toolcalls gives the same
content and puts the analysis text in ``reasoning``; the row runs with every format installed
and with ``harmony`` alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('janhq/jan web-app/src/utils/__tests__/reasoning.test.ts::'
      'removeReasoningContent/strips harmony-style analysis channel block'),
     ('<|channel|>analysis<|message|>reasoning '
      'here<|start|>assistant<|channel|>final<|message|>the answer'),
     None,
     'harmony',
     [],
     'the answer'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_textgen_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
