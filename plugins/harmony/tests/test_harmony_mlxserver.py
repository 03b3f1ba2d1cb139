"""mlx-openai-server's tests as data for Harmony (gpt-oss): model outputs from
cubist38/mlx-openai-server (``tests/parsers/test_harmony.py``) with the calls and reasoning
those tests expect. Streamed chunks are joined into their text; where a test checks only part of
the result (that a call was found, a name, a substring), the row holds the whole call toolcalls
returns, and content is given only where the test states it. Each row is parsed with every
format installed and with its format alone; content and reasoning compared with whitespace runs
collapsed. The streaming test's chunks join into the non-streaming test's text: one row.

What was read, the counts and what was left out by which rule: docs/conformance.md,
"mlx-openai-server's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None, reasoning
#: or None, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('cubist38/mlx-openai-server tests/parsers/test_harmony.py::test_harmony_non_streaming_parse',
     ('<|channel|>analysis<|message|>We need to call get_weather function with city '
      'Tokyo.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather '
      '<|constrain|>json<|message|>{"city":"Tokyo"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None,
     'We need to call get_weather function with city Tokyo.',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_mlxserver_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                  content: str | None, reasoning: str | None,
                                  started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
