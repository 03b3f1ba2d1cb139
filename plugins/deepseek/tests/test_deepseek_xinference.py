"""Xinference's tool-parser tests as data: each row is a model output from xorbitsai/inference's
test_deepseek_v41_tool_parser.py (DeepSeek V4.1 DSML), the format, the tools passed, the calls
Xinference expects and the content it returns beside them (its edge whitespace dropped, as
toolcalls drops it). Each row is parsed with every format installed and with its format alone.
Left out: a `calls` block that holds no invoke, which Xinference keeps as content and toolcalls
reports (a broken call is never dropped, DESIGN 2)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = ('xorbitsai/inference xinference/model/llm/tool_parsers/tests/'
       'test_deepseek_v41_tool_parser.py::')

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_registration_and_nonstreaming',
     ('<｜DSML｜ calls>\n<｜DSML｜ invoke name="weather">\n'
      '<｜DSML｜ parameter name="city" string="true">杭州</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="days" string="false">3</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n<｜DSML｜ invoke name="check">\n'
      '<｜DSML｜ parameter name="enabled" string="false">true</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="data" string="false">{"a": [1, null]}</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n</｜DSML｜ calls>'),
     None,
     'deepseek_v41',
     [{'name': 'weather', 'arguments': {'city': '杭州', 'days': 3}},
      {'name': 'check', 'arguments': {'enabled': True, 'data': {'a': [1, None]}}}],
     ''),
    (SRC + 'test_registration_and_nonstreaming',
     'hello',
     None,
     'deepseek_v41',
     [],
     'hello'),
    (SRC + 'test_streaming_all_split_positions',
     ('Checking. <｜DSML｜ calls>\n<｜DSML｜ invoke name="weather">\n'
      '<｜DSML｜ parameter name="city" string="true">杭州</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="days" string="false">3</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n<｜DSML｜ invoke name="check">\n'
      '<｜DSML｜ parameter name="enabled" string="false">true</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="data" string="false">{"a": [1, null]}</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n</｜DSML｜ calls>'),
     None,
     'deepseek_v41',
     [{'name': 'weather', 'arguments': {'city': '杭州', 'days': 3}},
      {'name': 'check', 'arguments': {'enabled': True, 'data': {'a': [1, None]}}}],
     'Checking.'),
    (SRC + 'test_plain_text_partial_markers',
     'a < b; <｜DSML｜ x is text',
     None,
     'deepseek_v41',
     [],
     'a < b; <｜DSML｜ x is text'),
    (SRC + 'test_string_and_empty_arguments',
     ('<｜DSML｜ calls><｜DSML｜ invoke name="ns::run"><｜DSML｜ parameter name="value" string'
      '="true">001</｜DSML｜ parameter></｜DSML｜ invoke><｜DSML｜ invoke name="empty"></｜DSML'
      '｜ invoke></｜DSML｜ calls>'),
     None,
     'deepseek_v41',
     [{'name': 'ns::run', 'arguments': {'value': '001'}}, {'name': 'empty', 'arguments': {}}],
     ''),
    (SRC + 'test_nonstreaming_preserves_surrounding_content',
     ('Checking. <｜DSML｜ calls>\n<｜DSML｜ invoke name="weather">\n'
      '<｜DSML｜ parameter name="city" string="true">杭州</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="days" string="false">3</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n<｜DSML｜ invoke name="check">\n'
      '<｜DSML｜ parameter name="enabled" string="false">true</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="data" string="false">{"a": [1, null]}</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n</｜DSML｜ calls> Done.'),
     None,
     'deepseek_v41',
     [{'name': 'weather', 'arguments': {'city': '杭州', 'days': 3}},
      {'name': 'check', 'arguments': {'enabled': True, 'data': {'a': [1, None]}}}],
     'Checking.  Done.'),
    (SRC + 'test_nonstreaming_preserves_content_between_call_blocks',
     ('<｜DSML｜ calls>\n<｜DSML｜ invoke name="weather">\n'
      '<｜DSML｜ parameter name="city" string="true">杭州</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="days" string="false">3</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n<｜DSML｜ invoke name="check">\n'
      '<｜DSML｜ parameter name="enabled" string="false">true</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="data" string="false">{"a": [1, null]}</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n</｜DSML｜ calls>Next. <｜DSML｜ calls>\n'
      '<｜DSML｜ invoke name="weather">\n<｜DSML｜ parameter name="city" string="true">杭州</｜'
      'DSML｜ parameter>\n<｜DSML｜ parameter name="days" string="false">3</｜DSML｜ paramete'
      'r>\n</｜DSML｜ invoke>\n<｜DSML｜ invoke name="check">\n'
      '<｜DSML｜ parameter name="enabled" string="false">true</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="data" string="false">{"a": [1, null]}</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n</｜DSML｜ calls>'),
     None,
     'deepseek_v41',
     [{'name': 'weather', 'arguments': {'city': '杭州', 'days': 3}},
      {'name': 'check', 'arguments': {'enabled': True, 'data': {'a': [1, None]}}},
      {'name': 'weather', 'arguments': {'city': '杭州', 'days': 3}},
      {'name': 'check', 'arguments': {'enabled': True, 'data': {'a': [1, None]}}}],
     'Next.'),
    (SRC + 'test_shared_parser_interleaved_streams_match_isolated_results',
     'Just a < b.',
     None,
     'deepseek_v41',
     [],
     'Just a < b.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
