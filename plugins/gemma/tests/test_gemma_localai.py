"""LocalAI's Gemma 4 reasoning test as data: the reasoning deltas of mudler/LocalAI
``pkg/reasoning/extractor_test.go`` (``<|channel>thought`` ... ``<channel|>``) joined into their
text, with the reasoning LocalAI expects once the tags are stripped.

Each row is parsed with every format installed and with its format alone. Where LocalAI's test
checks only part of the result (that a call was found, a substring of an argument), the row
holds the whole call toolcalls returns; an output cut before its end, which LocalAI keeps as a
partial call while it waits for more text, is an "error" row (batch parsing names the cut).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('mudler/LocalAI pkg/reasoning/extractor_test.go::'
      'should strip <|channel>thought and <channel|> tags from streaming deltas'),
     '<|channel>thought\nThe user asks\n2+2=4<channel|>',
     None,
     'gemma4',
     [],
     '',
     'The user asks\n2+2=4',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_localai_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                content: str | None, reasoning: str | None,
                                started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
