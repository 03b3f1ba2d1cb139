"""Xinference's tool-parser tests as data: each row is a model output from xorbitsai/inference's
test_minicpm5_tool_parser.py (MiniCPM 5), the format, the tools passed, the calls Xinference
expects and the content it returns beside them (its edge whitespace dropped, as toolcalls drops
it). Each row is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_minicpm5_tool_parser.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_extracts_minicpm5_xml_tool_calls',
     ('Before <function name="weather"><param name="city">"Beijing"</param><param name="'
      'days">3</param><param name="note"><![CDATA[a < b & c]]></param></function> after'),
     None,
     'minicpm',
     [{'name': 'weather', 'arguments': {'city': 'Beijing', 'days': 3, 'note': 'a < b & c'}}],
     'Before  after'),
    (SRC + 'test_preserves_cdata_with_literal_closing_tags',
     ('<function name="write_file"><param name="content"><![CDATA[example </param> and <'
      '/function> end]]></param></function>'),
     None,
     'minicpm',
     [{'name': 'write_file', 'arguments': {'content': 'example </param> and </function> end'}}],
     ''),
    (SRC + 'test_waits_for_a_complete_minicpm5_tool_call_when_streaming',
     'before <function name="weather"><param name="city">Beijing</param></function>',
     None,
     'minicpm',
     [{'name': 'weather', 'arguments': {'city': 'Beijing'}}],
     'before'),
    (SRC + 'test_streaming_buffers_every_function_opening_tag_split',
     'Before <function name="weather"><param name="city">"Beijing"</param></function> After',
     None,
     'minicpm',
     [{'name': 'weather', 'arguments': {'city': 'Beijing'}}],
     'Before  After'),
    (SRC + 'test_character_streaming_matches_complete_tool_calls_with_text',
     ('Before <function name="first"><param name="value">1</param></function> between <f'
      'unction name="second"><param name="value">2</param></function> After'),
     None,
     'minicpm',
     [{'name': 'first', 'arguments': {'value': 1}}, {'name': 'second', 'arguments': {'value': 2}}],
     'Before  between  After'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
