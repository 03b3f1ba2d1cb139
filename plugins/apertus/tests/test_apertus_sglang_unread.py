"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_apertus2509_detector_finish.py`` (one stored
version; a streamed test's chunks joined into one text) with the tools the test passes (None
where it passes none) and the calls and content SGLang states. Where a test checks only part of
the result (a count of calls, the content, the absence of a call), the row holds the whole
result toolcalls returns; content None is not compared. Content is compared with whitespace runs
collapsed. Each row is parsed with every format installed and with ``apertus`` alone.

Which files were read and what was left out by which rule is docs/conformance.md, "SGLang's
remaining function-call tests".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}},
    {'name': 'get_time', 'parameters': {'type': 'object', 'properties': {}}},
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_apertus2509_detector_finish.py::test_same_chunk_two_blocks_matches_one_shot',
     ('<|tools_prefix|>[{"get_weather": {}}]<|tools_suffix|><|tools_prefix|>[{"get_time": {}}]<|'
      'tools_suffix|>done'),
     TOOLS_0,
     'apertus',
     [{'name': 'get_weather', 'arguments': {}}, {'name': 'get_time', 'arguments': {}}],
     'done'),
    (S + 'test_apertus2509_detector_finish.py::test_single_block_with_trailing_text',
     '<|tools_prefix|>[{"get_weather": {}}]<|tools_suffix|>hi',
     TOOLS_0,
     'apertus',
     [{'name': 'get_weather', 'arguments': {}}],
     'hi'),
    (S + 'test_apertus2509_detector_finish.py::test_plain_text_passes_through',
     'hello world',
     TOOLS_0,
     'apertus',
     [],
     'hello world'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
