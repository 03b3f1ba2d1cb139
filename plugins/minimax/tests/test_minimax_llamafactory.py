"""LLaMA-Factory's MiniMax-M1 and M2 tool extractors as data: the outputs of hiyouga/LLaMA-Factory
``tests/data/test_tool_utils.py``. Where the extractor finds no well-formed call inside the
block and hands the text back, toolcalls reports the broken block (``"error"``: a block that is
not a call is never silently dropped, DESIGN 2). Each row is parsed with every format installed
and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('hiyouga/LLaMA-Factory tests/data/test_tool_utils.py::'
      'test_minimax_m1_returns_content_when_no_valid_tool_call'),
     ('<tool_calls>\n'
      'this is not json\n'
      '</tool_calls>'),
     None,
     'minimax_m1',
     'error',
     None),
    ('hiyouga/LLaMA-Factory tests/data/test_tool_utils.py::test_minimax_m1_parses_valid_tool_call',
     ('<tool_calls>\n'
      '{"name": "get_weather", "arguments": {"city": "NYC"}}\n'
      '</tool_calls>'),
     None,
     'minimax_m1',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     None),
    (('hiyouga/LLaMA-Factory tests/data/test_tool_utils.py::'
      'test_minimax_m2_returns_content_when_no_valid_tool_call'),
     ('<minimax:tool_call>\n'
      'no invoke block here\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     'error',
     None),
    ('hiyouga/LLaMA-Factory tests/data/test_tool_utils.py::test_minimax_m2_parses_valid_tool_call',
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather"><parameter name="city">NYC</parameter></invoke>\n'
      '</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamafactory_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
