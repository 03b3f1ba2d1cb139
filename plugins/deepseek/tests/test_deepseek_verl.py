"""verl's DeepSeek tool-parser tests as data (verl-project/verl
tests/experimental/agent_loop/test_deepseek_v3_tool_parser_on_cpu.py): the V3 / R1 layout
(``function<｜tool▁sep｜>NAME`` and a fenced JSON block) and the V3.1 / V3.2 layout
(``NAME<｜tool▁sep｜>{json}``), with a fence inside a string argument in both. Each row is parsed
with every format installed and with its format alone.

verl's content is the text before the first call, reasoning and ``</think>`` included, and it
drops the text after the calls; here reasoning is never content (DESIGN 3c) and the text after
the calls is content (DESIGN 1), so three rows assert the calls only. A block without a
separator, which verl skips, is an error here (DESIGN 2). Left out: verl keeps arguments that
are not JSON (``{"city": Seattle}``) as a raw string; here they are ``json.*``."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'verl-project/verl tests/experimental/agent_loop/test_deepseek_v3_tool_parser_on_cpu.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'TestDeepSeekV3ToolParserOnCpu::test_v3_fenced_layout',
     ('<think>\n'
      'I should look this up.\n'
      '</think>\n'
      '\n'
      'Let me check.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"city": "Seattle", "unit": "celsius"}\n'
      '```<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle', 'unit': 'celsius'}}],
     None),
    (S + 'TestDeepSeekV3ToolParserOnCpu::test_v3_parallel_calls',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"city": "Seattle"}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"city": "Portland"}\n'
      '```<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}},
      {'name': 'get_weather', 'arguments': {'city': 'Portland'}}],
     ''),
    (S + 'TestDeepSeekV3ToolParserOnCpu::test_v31_plain_layout',
     ('</think>Checking.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_'
      'weather<｜tool▁sep｜>{"city": "Seattle"}<｜tool▁call▁end｜><｜too'
      'l▁call▁begin｜>search<｜tool▁sep｜>{"query": "forecast", "top_k'
      '": 3}<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}},
      {'name': 'search', 'arguments': {'query': 'forecast', 'top_k': 3}}],
     None),
    (S + 'TestDeepSeekV3ToolParserOnCpu::test_v31_plain_layout_with_a_fence_in_the_arguments',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>write_file<｜tool▁sep｜'
      '>{"path": "a.py", "content": "```python\\nprint(1)\\n```"}<｜to'
      'ol▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v31',
     [{'name': 'write_file',
       'arguments': {'path': 'a.py', 'content': '```python\nprint(1)\n```'}}],
     ''),
    (S + 'TestDeepSeekV3ToolParserOnCpu::test_v3_fenced_layout_with_a_fence_in_the_arguments',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>write_file\n'
      '```json\n'
      '{"path": "a.py", "content": "```python\\nprint(1)\\n```"}\n'
      '```<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'write_file',
       'arguments': {'path': 'a.py', 'content': '```python\nprint(1)\n```'}}],
     ''),
    (S + 'TestDeepSeekV3ToolParserOnCpu::test_one_section_per_call_is_read_as_parallel_calls',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"city": "Seattle"}\n'
      '```\n'
      '<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"city": "Portland"}\n'
      '```\n'
      '<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n'
      '\n'
      'Both calls are out.<｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}},
      {'name': 'get_weather', 'arguments': {'city': 'Portland'}}],
     None),
    (S + 'TestDeepSeekV3ToolParserOnCpu::test_unparseable_call_is_skipped',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>garbage without a sep'
      'arator<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_verl_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
