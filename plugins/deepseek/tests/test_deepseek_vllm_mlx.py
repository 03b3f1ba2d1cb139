"""vllm-mlx's parser tests as data (waybarrios/vllm-mlx tests/: test_tool_parsers.py,
test_deepseek_v4_tool_parser.py, test_gemma4_tool_parser.py, test_gemma4_parser.py,
test_harmony_parsers.py). Each row is a model output of those tests (a streaming test's chunks
joined; the tests' builder functions written out), the format, the calls the test expects and,
where the test asserts it, the content (compared with whitespace runs collapsed and the ends
stripped). The tests pass no tools and most check only call names or a few argument keys: a
row holds the whole arguments object the text gives, which agrees with every key the test
checks. Each row is parsed with every format installed and with its format alone.

Rows of tests/test_deepseek_v4_tool_parser.py whose output opens inside the reasoning block
(the template prefills ``<think>``) are in ``REASONING_CASES``.

Left out: outputs the repository already tests, repeats, and the outputs where toolcalls differs
from vllm-mlx by a DESIGN rule (docs/conformance.md, "vllm-mlx's tests"): truncated DSML (a block
opener at the end, a cut invoke header, a cut parameter) is ``tool_call.unexpected_end`` /
``tool_call.unclosed``; vllm-mlx returns no call or drops the cut parameter (DESIGN 2, 3a).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_parsers.py::TestDeepSeekToolParser::test_deepseek_format',
     ('<｜tool▁calls▁begin｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"city": "Tokyo"}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (S + 'test_tool_parsers.py::TestDeepSeekToolParser::test_multiple_calls',
     ('<｜tool▁calls▁begin｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>func1\n'
      '```json\n'
      '{"a": 1}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>func2\n'
      '```json\n'
      '{"b": 2}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     [{'name': 'func1', 'arguments': {'a': 1}}, {'name': 'func2', 'arguments': {'b': 2}}],
     None),
    (S + 'test_tool_parsers.py::TestDeepSeekToolParser::test_content_before_tools',
     ('Let me help you with that.<｜tool▁calls▁begin｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>search\n'
      '```json\n'
      '{}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     [{'name': 'search', 'arguments': {}}],
     'Let me help you with that.'),
    (S + 'test_tool_parsers.py::TestDeepSeekToolParser::test_no_tool_call',
     'Here is my response without any tool calls.',
     None,
     'deepseek_v3',
     [],
     'Here is my response without any tool calls.'),
    (S + 'test_deepseek_v4_tool_parser.py::TestExtraction::test_single_call',
     ('Let me check.\n'
      '\n'
      '<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">Prague</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Prague'}}],
     'Let me check.'),
    (S + 'test_deepseek_v4_tool_parser.py::TestExtraction::test_parallel_calls',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="search">\n'
      '<｜DSML｜parameter name="q" string="true">mlx</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">Brno</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'search', 'arguments': {'q': 'mlx'}},
      {'name': 'get_weather', 'arguments': {'city': 'Brno'}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestExtraction::test_call_ids_are_unique',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="a">\n'
      '<｜DSML｜parameter name="x" string="true">1</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '<｜DSML｜invoke name="b">\n'
      '<｜DSML｜parameter name="x" string="true">2</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'a', 'arguments': {'x': '1'}}, {'name': 'b', 'arguments': {'x': '2'}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestExtraction::test_no_markup_is_plain_content',
     'Just an answer.',
     None,
     'deepseek_v4',
     [],
     'Just an answer.'),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_string_parameter_kept_raw',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="s" string="true">42</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'s': '42'}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_non_string_parameter_decoded',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="n" string="false">42</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'n': 42}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_json_value_kinds',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="v" string="false">3</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'v': 3}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_json_value_kinds',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="v" string="false">3.5</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'v': 3.5}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_json_value_kinds',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="v" string="false">true</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'v': True}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_json_value_kinds',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="v" string="false">false</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'v': False}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_json_value_kinds',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="v" string="false">null</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'v': None}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_json_value_kinds',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="v" string="false">[1, 2]</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'v': [1, 2]}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_json_value_kinds',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="v" string="false">{"a": {"b": [1]}}</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'v': {'a': {'b': [1]}}}}],
     None),
    ((S
     + ('test_deepseek_v4_tool_parser.py::TestParameterTyping::test_string_value_may_'
         'contain_markup_like_text')),
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="s" string="true">has "quotes" & <tags> and {"json": 1}</'
      '｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'s': 'has "quotes" & <tags> and {"json": 1}'}}],
     None),
    ((S
     + ('test_deepseek_v4_tool_parser.py::TestParameterTyping::test_unparseable_json_'
         'falls_back_to_raw')),
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="v" string="false">{not json</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'v': '{not json'}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_multiple_parameters',
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="a" string="true">x</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="b" string="false">2</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="c" string="false">[true]</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'a': 'x', 'b': 2, 'c': [True]}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestParameterTyping::test_call_without_parameters',
     '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="ping">\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
     None,
     'deepseek_v4',
     [{'name': 'ping', 'arguments': {}}],
     None),
    ((S
     + ('test_deepseek_v4_tool_parser.py::TestMalformedInput::test_missing_end_marker'
         '_still_parses')),
     ('<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="a" string="true">1</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>'),
     None,
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'a': '1'}}],
     None),
    (S + 'test_deepseek_v4_tool_parser.py::TestStreaming::test_matches_non_streaming',
     ('Checking.\n'
      '\n'
      '<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">Prague</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '<｜DSML｜invoke name="search">\n'
      '<｜DSML｜parameter name="q" string="true">mlx</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Prague', 'days': 3}},
      {'name': 'search', 'arguments': {'q': 'mlx'}}],
     'Checking.'),
    (S + 'test_deepseek_v4_tool_parser.py::TestStreaming::test_partial_marker_is_not_swallowed',
     'hello <｜not-dsml after',
     None,
     'deepseek_v4',
     [],
     'hello <｜not-dsml after'),
    (S + 'test_deepseek_v4_tool_parser.py::TestStreaming::test_plain_text_streams_through',
     'no tools here at all',
     None,
     'deepseek_v4',
     [],
     'no tools here at all'),
]

#: (source, model output, format, expected calls, content, reasoning): DeepSeek V4's
#: template prefills ``<think>``, so the output starts inside the reasoning block
REASONING_CASES: list[tuple[str, str, str, Any, str, str]] = [
    (S + 'test_deepseek_v4_tool_parser.py::TestExtraction::test_content_after_reasoning_only',
     ('deliberating</think>Checking.\n'
      '\n'
      '<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="f">\n'
      '<｜DSML｜parameter name="x" string="true">1</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     'deepseek_v4',
     [{'name': 'f', 'arguments': {'x': '1'}}],
     'Checking.',
     'deliberating'),
    (S
     + ('test_deepseek_v4_tool_parser.py::TestChainedWithReasoningParser::test_reason'
         'ing_and_content_land_in_the_right_channel'),
     ('deciding what to call</think>Checking.\n'
      '\n'
      '<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">Prague</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '<｜DSML｜invoke name="search">\n'
      '<｜DSML｜parameter name="q" string="true">mlx</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'Prague', 'days': 3}},
      {'name': 'search', 'arguments': {'q': 'mlx'}}],
     'Checking.',
     'deciding what to call'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(("source", "text", "fmt", "expected", "content", "reasoning"),
                         REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_vllm_mlx_reasoning_case(source: str, text: str, fmt: str, expected: Any,
                                 content: str, reasoning: str) -> None:
    assert_peer_case(text, None, fmt, expected, content, reasoning=reasoning,
                     collapse=True, source=source)
