"""FastDeploy's DeepSeek tests as data for ``deepseek_v3`` and ``deepseek_v31``: model outputs
from PaddlePaddle/FastDeploy
(``tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py``, whose parser reads
V3-0324 / R1 calls and V3.1 calls by the model's name) with the calls FastDeploy expects. A
streamed test is its chunks joined; where the test checks only a name or one key, the row holds
the whole call. The V3.1 and V3-0324 parallel tests offer only ``get_weather`` and expect a
``get_time`` call too (FastDeploy does not filter by the tool list): those rows pass no tools.
The ``<think>`` block before the calls is reasoning here, which FastDeploy's tool parser leaves
to its reasoning parser. A text cut after a call's name, an empty section and arguments that
are broken JSON (FastDeploy's tests accept a salvaged name or nothing) are "error" rows.

Left out (docs/conformance.md, "FastDeploy's, LightLLM's and Aphrodite's tests"): a call after
other text, which FastDeploy refuses; an empty or blank arguments slot (reported as a bug); the
tests that set the parser's buffer by hand or patch it.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"location": {"type": "string"},
                                     "unit": {"type": "string", "enum": ["c", "f"]}}}}}]
EDGE_TOOLS = [{"type": "function", "function": {
    "name": "test_function", "parameters": {"type": "object", "properties": {}}}}]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserV31::test_batch_single_tool_call (and test_batch_partial_json)'),
     ('<think>需要查询天气</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location": "北京"'
      ', "unit": "c"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     TOOLS,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'c'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserV31::test_batch_parallel_tool_calls'),
     ('<think>需要查询多个信息</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location": "北京"'
      ', "unit": "c"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"timezon'
      'e": "Asia/Shanghai"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'c'}},
      {'name': 'get_time', 'arguments': {'timezone': 'Asia/Shanghai'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserV30324::test_batch_single_tool_call'),
     ('<think>需要查询天气</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n{"location": "北京", "unit": "c"}\n'
      '```\n<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     TOOLS,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'c'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserV30324::test_batch_parallel_tool_calls'),
     ('<think>需要查询多个信息</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n{"location": "北京", "unit": "c"}\n'
      '```\n<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_time\n'
      '```json\n{"timezone": "Asia/Shanghai"}\n'
      '```\n<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'c'}},
      {'name': 'get_time', 'arguments': {'timezone': 'Asia/Shanghai'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserV31::test_streaming_tool_arguments'),
     ('<think>需要查询天气</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location": "北京"'
      ', "unit": "c"}<｜tool▁call▁end｜>'),
     TOOLS,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'c'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserV30324::test_streaming_tool_arguments_v30324'),
     ('<think>需要查询天气</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n{"location": "北京", "unit": "c"}\n'
      '```\n<｜tool▁call▁end｜>'),
     TOOLS,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': '北京', 'unit': 'c'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserEdgeCases::test_reasoning_end_with_whitespace_before_tool_calls'),
     ('<think>思考内容</think>\n\n'
      '  \n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location": '
      '"北京"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': '北京'}}],
     ''),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserV31::test_streaming_tool_name'),
     '<think>需要查询天气</think>\n\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>',
     TOOLS,
     'deepseek_v31',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserV30324::test_streaming_tool_name_v30324'),
     ('<think>需要查询天气</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'),
     TOOLS,
     'deepseek_v3',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserEdgeCases::test_empty_tool_calls_block'),
     '<think>思考内容</think>\n\n<｜tool▁calls▁begin｜><｜tool▁calls▁end｜>',
     EDGE_TOOLS,
     'deepseek_v31',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserEdgeCases::test_malformed_json'),
     ('<think>思考内容</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location": "北京"'
      ', "unit":}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserEdgeCases::test_extract_tool_calls_json_decode_error_fallback'),
     ('<think>需要查询天气</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location": "北京"'
      ', "unit": "c"<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     'error',
     None),
    (('PaddlePaddle/FastDeploy '
      'tests/entrypoints/openai/tool_parsers/test_deepseek_tool_parser.py::'
      'TestDeepSeekToolParserEdgeCases::test_extract_tool_calls_both_json_parsers_fail'),
     ('<think>需要查询天气</think>\n\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>invalid json{<｜to'
      'ol▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_fastdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
