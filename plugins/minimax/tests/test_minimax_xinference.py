"""Xinference's MiniMax tool-parser tests as data (``<minimax:tool_call>`` with ``<parameter>``
values, and text that holds no call): model outputs from xorbitsai/inference with the calls and
content Xinference expects. Which files were read, how a row is written (streamed chunks joined
into one text, content compared with whitespace runs collapsed) and what was left out by which
rule is docs/conformance.md, "Xinference's tests (beyond the corpus)". Each row is parsed with
every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_minimax_m3_tool_parser.py'
      '::test_extract_legacy_parameter_format'),
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="city">Beijing</parameter></'
      'invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_minimax_m3_tool_parser.py'
      '::test_extract_no_tool_call'),
     'plain response',
     None,
     'minimax_m2',
     [],
     'plain response'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_minimax_m3_tool_parser.py'
      '::test_streaming_releases_partial_start_when_it_is_plain_text'),
     'Before <minimax:tools are unavailable',
     None,
     'minimax_m2',
     [],
     'Before <minimax:tools are unavailable'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_minimax_tool_parser.py::t'
      'est_extract_parallel_invokes'),
     ('Let me check.\n<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Ha'
      'noi</parameter>\n</invoke>\n<invoke name="get_time">\n<parameter name="zone">UTC</paramete'
      'r>\n</invoke>\n</minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Hanoi'}},
      {'name': 'get_time', 'arguments': {'zone': 'UTC'}}],
     'Let me check.\n'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_minimax_tool_parser.py::t'
      'est_streaming_keeps_text_after_the_block'),
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="city">Hanoi</parameter></in'
      'voke></minimax:tool_call> Done.'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Hanoi'}}],
     ' Done.'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_minimax_tool_parser.py::t'
      'est_streaming_plain_text_is_unchanged'),
     'Hello a < b world',
     None,
     'minimax_m2',
     [],
     'Hello a < b world'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_minimax_tool_parser.py::t'
      'est_streaming_releases_text_that_only_looked_like_a_tag'),
     'a <minix <minimax:tool_call><invoke name="f"></invoke></minimax:tool_call>',
     None,
     'minimax_m2',
     [{'name': 'f', 'arguments': {}}],
     'a <minix '),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
