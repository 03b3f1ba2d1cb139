"""ms-swift's DeepSeek V4 and V4.1 agent templates as data: the DSML texts that
modelscope/ms-swift renders and parses back in ``tests/general/test_deepseek_v41_template.py``
(``test_tool_call_protocol``: a string with a newline, a number, a boolean, null, a list, and a
call without parameters) and the output of ``test_deepseek_v4_flash_tool_call_roundtrip`` in
``tests/test_align/test_template/test_deepseek_v4_flash.py``. Each row is parsed with every
format installed and with its format alone; ms-swift asserts the calls only."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('modelscope/ms-swift tests/test_align/test_template/test_deepseek_v4_flash.py::'
      'test_deepseek_v4_flash_tool_call_roundtrip'),
     ('<think>reason</think>\n'
      '\n'
      '<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="location" string="true">Beijing</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="num_results" string="false">3</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing', 'num_results': 3}}],
     None),
    (('modelscope/ms-swift tests/general/test_deepseek_v41_template.py::'
      'test_tool_call_protocol[deepseek_v4]'),
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="search">\n'
      '<｜DSML｜parameter name="query" string="true">北京\n'
      'weather</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="metric" string="false">true</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="extra" string="false">null</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="tags" string="false">["a", "b"]</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '<｜DSML｜invoke name="finish">\n'
      '\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'search',
       'arguments': {'query': '北京\nweather',
                     'days': 3,
                     'metric': True,
                     'extra': None,
                     'tags': ['a', 'b']}},
      {'name': 'finish', 'arguments': {}}],
     None),
    (('modelscope/ms-swift tests/general/test_deepseek_v41_template.py::'
      'test_tool_call_protocol[deepseek_v41]'),
     ('<｜DSML｜ calls>\n'
      '<｜DSML｜ invoke name="search">\n'
      '<｜DSML｜ parameter name="query" string="true">北京\n'
      'weather</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="days" string="false">3</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="metric" string="false">true</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="extra" string="false">null</｜DSML｜ parameter>\n'
      '<｜DSML｜ parameter name="tags" string="false">["a", "b"]</｜DSML｜ parameter>\n'
      '</｜DSML｜ invoke>\n'
      '<｜DSML｜ invoke name="finish">\n'
      '\n'
      '</｜DSML｜ invoke>\n'
      '</｜DSML｜ calls>'),
     None,
     'deepseek_v41',
     [{'name': 'search',
       'arguments': {'query': '北京\nweather',
                     'days': 3,
                     'metric': True,
                     'extra': None,
                     'tags': ['a', 'b']}},
      {'name': 'finish', 'arguments': {}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ms_swift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
