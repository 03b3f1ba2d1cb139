"""Xinference's tool-parser tests as data: each row is a model output from xorbitsai/inference's
test_kimi_k3_tool_parser.py (Kimi K3), the format, the tools passed, the calls Xinference
expects and the content it returns beside them (its edge whitespace dropped, as toolcalls drops
it). Each row is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_kimi_k3_tool_parser.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_extract_response_and_typed_tool_call',
     ('<|open|>response<|sep|>Let me check.<|close|>response<|sep|><|open|>tools<|sep|><'
      '|open|>call tool="weather" index="0"<|sep|><|open|>argument key="city" type="stri'
      'ng"<|sep|>杭州<|close|>argument<|sep|><|open|>argument key="days" type="number"<|se'
      'p|>3<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>mes'
      'sage<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'weather', 'arguments': {'city': '杭州', 'days': 3}}],
     'Let me check.'),
    (SRC + 'test_extract_response_without_tools',
     '<|open|>response<|sep|>hello<|close|>response<|sep|><|close|>message<|sep|>',
     None,
     'kimi_k3',
     [],
     'hello'),
    (SRC + 'test_streaming_buffers_incomplete_tool_call',
     ('answer<|open|>tools<|sep|><|open|>call tool="weather" index="0"<|sep|><|open|>arg'
      'ument key="city" type="string"<|sep|>Paris<|close|>argument<|sep|><|close|>call<|'
      'sep|>'),
     None,
     'kimi_k3',
     [{'name': 'weather', 'arguments': {'city': 'Paris'}}],
     'answer'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
