"""LocalAI's LFM2 tests as data: model outputs from mudler/LocalAI
``pkg/functions/parse_lfm2_test.go`` (``<|tool_call_start|>[f(k="v")]<|tool_call_end|>``, which
LocalAI reads with the regular expressions its LFM gallery entry ships) and the calls expected.

Each row is parsed with every format installed and with its format alone. Where LocalAI's test
checks only part of the result (that a call was found, a substring of an argument), the row
holds the whole call toolcalls returns; an output cut before its end, which LocalAI keeps as a
partial call while it waits for more text, is an "error" row (batch parsing names the cut).

Left out (docs/conformance.md, "LocalAI's tests"): ``set_volume(level=42, mute=false)``, whose
values LocalAI's regexes return as the strings ``"42"`` and ``"false"`` (its test says typing is
left for later); here they are the literals 42 and False. ``get_time()`` is a corpus record.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('mudler/LocalAI pkg/functions/parse_lfm2_test.go::parses a single string-arg call',
     '<|tool_call_start|>[get_weather(city="Berlin")]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'city': 'Berlin'}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_lfm2_test.go::parses multiple string args',
     '<|tool_call_start|>[search(query="hello world", source="web")]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'hello world', 'source': 'web'}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_lfm2_test.go::ignores surrounding text',
     ('Sure, let me check.\n'
      '<|tool_call_start|>[get_weather(city="Paris")]<|tool_call_end|>\n'
      'Standby.'),
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_lfm2_test.go::'
      'returns no results when the markers are absent'),
     'Plain text response with no tool call.',
     None,
     'lfm2',
     [],
     None),
    (('mudler/LocalAI pkg/functions/parse_lfm2_test.go::'
      'preserves quoted argument values that contain spaces and equals signs'),
     '<|tool_call_start|>[search(query="x = y + 1")]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'x = y + 1'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
