"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_hermes_detector_finish.py`` (one stored version;
a streamed test's chunks joined into one text) with the tools the test passes (None where it
passes none) and the calls and content SGLang states. Where a test checks only part of the
result (a count of calls, the content, the absence of a call), the row holds the whole result
toolcalls returns; content None is not compared. Content is compared with whitespace runs
collapsed. Each row is parsed with every format installed and with ``hermes`` alone.

Which files were read and what was left out by which rule is docs/conformance.md, "SGLang's
remaining function-call tests".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'name': 'get_weather',
     'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}},
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_hermes_detector_finish.py::test_complete_call_not_duplicated_at_finish',
     '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>',
     TOOLS_0,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
