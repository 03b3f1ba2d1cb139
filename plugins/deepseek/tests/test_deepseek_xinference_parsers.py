"""Xinference's DeepSeek tool-parser tests as data (V3.1, V3.2 and V4 parsers, the shared
partial-marker tests, the vLLM V4.1 chat test; the V4.1 parser's own tests are
test_deepseek_xinference.py): model outputs from xorbitsai/inference with the calls and content
Xinference expects. Which files were read, how a row is written (streamed chunks joined into one
text, content compared with whitespace runs collapsed) and what was left out by which rule is
docs/conformance.md, "Xinference's tests (beyond the corpus)". Each row is parsed with every
format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls
from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_1_tool_parser'
      '.py::test_extract_tool_calls_single_call'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_current_weather<｜tool▁sep｜>{"location": "'
      '上海"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_1_tool_parser'
      '.py::test_extract_tool_calls_multiple_calls'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_current_weather<｜tool▁sep｜>{"location": "'
      '上海"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"timezone": "UTC+8"}<'
      '｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC+8'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_1_tool_parser'
      '.py::test_extract_tool_calls_no_tool_call'),
     'This is a normal response without any tool calls.',
     None,
     'deepseek_v31',
     [],
     'This is a normal response without any tool calls.'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_1_tool_parser'
      '.py::test_extract_tool_calls_invalid_json'),
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>func<｜tool▁sep｜>{invalid_json<｜tool▁call▁end'
      '｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     'error',
     None),
    # Xinference's streaming test joins chunks without <｜tool▁call▁begin｜>: an error as there
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_1_tool_parser'
      '.py::test_extract_tool_calls_invalid_json (streaming)'),
     '<｜tool▁calls▁begin｜>func<｜tool▁sep｜>{invalid_json<｜tool▁call▁end｜>',
     None,
     'deepseek_v31',
     'error',
     None),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_2_tool_parser'
      '.py::test_extract_tool_calls_no_tool_call'),
     'This is a normal response without any tool calls.',
     None,
     'deepseek_v32',
     [],
     'This is a normal response without any tool calls.'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_streaming_partial_markers'
      '.py::test_streaming_releases_held_text_that_is_not_a_tool_call[deepseek_v31]'),
     ('if a < b and b <c then print(a<b); <tool is not <tool_call, <function_calls is not <functi'
      'on_call>! <｜ and <｜DSML or <｜tool▁calls are only prefixes.'),
     None,
     'deepseek_v31',
     [],
     ('if a < b and b <c then print(a<b); <tool is not <tool_call, <function_calls is not <funct'
      'ion_call>! <｜ and <｜DSML or <｜tool▁calls are only prefixes.')),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_streaming_partial_markers'
      '.py::test_streaming_releases_held_text_that_is_not_a_tool_call[deepseek_v32]'),
     ('if a < b and b <c then print(a<b); <tool is not <tool_call, <function_calls is not <functi'
      'on_call>! <｜ and <｜DSML or <｜tool▁calls are only prefixes.'),
     None,
     'deepseek_v32',
     [],
     ('if a < b and b <c then print(a<b); <tool is not <tool_call, <function_calls is not <funct'
      'ion_call>! <｜ and <｜DSML or <｜tool▁calls are only prefixes.')),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_streaming_partial_markers'
      '.py::test_streaming_releases_held_text_that_is_not_a_tool_call[deepseek_v4]'),
     ('if a < b and b <c then print(a<b); <tool is not <tool_call, <function_calls is not <functi'
      'on_call>! <｜ and <｜DSML or <｜tool▁calls are only prefixes.'),
     None,
     'deepseek_v4',
     [],
     ('if a < b and b <c then print(a<b); <tool is not <tool_call, <function_calls is not <funct'
      'ion_call>! <｜ and <｜DSML or <｜tool▁calls are only prefixes.')),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_streaming_partial_markers'
      '.py::test_streaming_keeps_text_before_a_split_tool_call_tag[deepseek-v3.1]'),
     ('Checking a < b first. <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>'
      '{"location": "Beijing"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     'Checking a < b first. '),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_streaming_partial_markers'
      '.py::test_streaming_keeps_text_before_a_split_tool_call_tag[deepseek-v3.2]'),
     ('Checking a < b first. <｜DSML｜function_calls><｜DSML｜invoke name="get_weather"><｜DSML｜'
      'parameter name="location" string="true">Beijing</｜DSML｜parameter></｜DSML｜invoke></｜DS'
      'ML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     'Checking a < b first. '),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_streaming_partial_markers'
      '.py::test_streaming_keeps_text_before_a_split_tool_call_tag[deepseek-v4]'),
     ('Checking a < b first. <｜DSML｜tool_calls><｜DSML｜invoke name="get_weather"><｜DSML｜para'
      'meter name="location" string="true">Beijing</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜'
      'tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     'Checking a < b first. '),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_2_tool_parser'
      '.py::test_extract_tool_calls_single_call'),
     ('<｜DSML｜function_calls><｜DSML｜invoke name="get_current_weather"><｜DSML｜parameter name'
      '="location" string="true">上海</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_call'
      's>'),
     None,
     'deepseek_v32',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_2_tool_parser'
      '.py::test_extract_tool_calls_multiple_calls'),
     ('<｜DSML｜function_calls><｜DSML｜invoke name="get_current_weather"><｜DSML｜parameter name'
      '="location" string="true">上海</｜DSML｜parameter></｜DSML｜invoke><｜DSML｜invoke name="g'
      'et_time"><｜DSML｜parameter name="timezone" string="true">UTC+8</｜DSML｜parameter></｜DSM'
      'L｜invoke></｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_current_weather', 'arguments': {'location': '上海'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC+8'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_2_tool_parser'
      '.py::test_extract_tool_calls_multiple_params'),
     ('<｜DSML｜function_calls><｜DSML｜invoke name="get_weather"><｜DSML｜parameter name="locati'
      'on" string="true">杭州</｜DSML｜parameter><｜DSML｜parameter name="date" string="true">202'
      '4-01-16</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'location': '杭州', 'date': '2024-01-16'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v3_2_tool_parser'
      '.py::test_extract_tool_calls_plain_text_before_tool_call'),
     '这是普通文本',
     None,
     'deepseek_v32',
     [],
     '这是普通文本'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v4_tool_parser.p'
      'y::test_extract_tool_calls_preserves_json_parameter_types[True]'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="typed_args"><｜DSML｜parameter name="text" strin'
      'g="true">001</｜DSML｜parameter><｜DSML｜parameter name="integer" string="false">42</｜DSM'
      'L｜parameter><｜DSML｜parameter name="float" string="false">3.5</｜DSML｜parameter><｜DSML'
      '｜parameter name="boolean" string="false">true</｜DSML｜parameter><｜DSML｜parameter name='
      '"nothing" string="false">null</｜DSML｜parameter><｜DSML｜parameter name="array" string="f'
      'alse">[1, "two"]</｜DSML｜parameter><｜DSML｜parameter name="object" string="false">{"nest'
      'ed": false}</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'typed_args',
       'arguments': {'text': '001',
                     'integer': 42,
                     'float': 3.5,
                     'boolean': True,
                     'nothing': None,
                     'array': [1, 'two'],
                     'object': {'nested': False}}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v4_tool_parser.p'
      'y::test_extract_tool_calls_handles_multiple_invokes_and_parameters'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="first"><｜DSML｜parameter name="city" string="tr'
      'ue">杭州</｜DSML｜parameter><｜DSML｜parameter name="days" string="false">3</｜DSML｜param'
      'eter></｜DSML｜invoke><｜DSML｜invoke name="second"><｜DSML｜parameter name="enabled" stri'
      'ng="false">false</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'first', 'arguments': {'city': '杭州', 'days': 3}},
      {'name': 'second', 'arguments': {'enabled': False}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v4_tool_parser.p'
      'y::test_extract_tool_calls_returns_plain_text_unchanged'),
     'This is a normal response without tool calls.',
     None,
     'deepseek_v4',
     [],
     'This is a normal response without tool calls.'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v4_tool_parser.p'
      'y::test_extract_tool_calls_handles_malformed_non_string_json'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="broken"><｜DSML｜parameter name="payload" string'
      '="false">{"missing": }</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'broken', 'arguments': {'payload': '{"missing": }'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v4_tool_parser.p'
      'y::test_extract_tool_calls_streaming_waits_then_returns_typed_parameters'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="typed_args"><｜DSML｜parameter name="count" stri'
      'ng="false">7</｜DSML｜parameter><｜DSML｜parameter name="label" string="true">007</｜DSML'
      '｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'typed_args', 'arguments': {'count': 7, 'label': '007'}}],
     None),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_deepseek_v4_tool_parser.p'
      'y::test_extract_tool_calls_streaming_returns_multiple_invokes_once_each'),
     ('<｜DSML｜tool_calls><｜DSML｜invoke name="first"><｜DSML｜parameter name="value" string="f'
      'alse">1</｜DSML｜parameter></｜DSML｜invoke><｜DSML｜invoke name="second"><｜DSML｜paramet'
      'er name="value" string="false">2</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [{'name': 'first', 'arguments': {'value': 1}}, {'name': 'second', 'arguments': {'value': 2}}],
     None),
    (('xorbitsai/inference xinference/model/llm/vllm/tests/test_deepseek_v41.py::test_effort_none'
      '_disables_reasoning_in_chat[False-True-False]'),
     ('The answer is 42.<｜DSML｜ calls><｜DSML｜ invoke name="weather"><｜DSML｜ parameter name='
      '"city" string="true">杭州</｜DSML｜ parameter></｜DSML｜ invoke></｜DSML｜ calls>'),
     [{'type': 'function', 'function': {'name': 'weather'}}],
     'deepseek_v41',
     [{'name': 'weather', 'arguments': {'city': '杭州'}}],
     'The answer is 42.'),
    (('xorbitsai/inference xinference/model/llm/vllm/tests/test_deepseek_v41.py::test_effort_none'
      '_disables_reasoning_in_chat[False-False-False]'),
     'The answer is 42.',
     None,
     'deepseek_v41',
     [],
     'The answer is 42.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: Xinference's V3.1 streaming sequences, joined: the chunks leave out
#: ``<｜tool▁call▁begin｜>`` before the first call, which Xinference reads as a call. Here the
#: section is ``tool_call.unrecognized`` up to its last call closer (docs/formats.md,
#: deepseek_v31), never prose holding the tokens, and a call after it is still a call.
LEFT_OUT_OPENER = [
    ("test_extract_tool_calls_streaming_full_sequence",
     '<｜tool▁calls▁begin｜>get_current_weather<｜tool▁sep｜>{"location": "上海"}'
     '<｜tool▁call▁end｜>'
     "<｜tool▁call▁end｜>", []),
    ("test_extract_tool_calls_streaming_multi_sequence",
     '<｜tool▁calls▁begin｜>get_current_weather<｜tool▁sep｜>{"location": "上海"}'
     '<｜tool▁call▁end｜>'
     '<｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"timezone": "UTC+8"}<｜tool▁call▁end｜>'
     "<｜tool▁calls▁end｜>", ["get_time"]),
    ("test_extract_tool_calls_streaming_split_token",
     '<｜tool▁calls▁begin｜>get_current_weather<｜tool▁sep｜>{"location": "上海"}'
     '<｜tool▁call▁end｜>',
     []),
]


@pytest.mark.parametrize(("test", "text", "kept"), LEFT_OUT_OPENER,
                         ids=[row[0] for row in LEFT_OUT_OPENER])
@pytest.mark.parametrize("formats", [None, ["deepseek_v31"]])
def test_a_call_whose_opener_was_left_out_is_unrecognized(
        test: str, text: str, kept: list[str], formats: list[str] | None) -> None:
    result = toolcalls.parse(text, formats=formats)
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.unrecognized", len("<｜tool▁calls▁begin｜>"))], test
    assert [c.name for c in result.calls] == kept
    assert result.content == ""
    with pytest.raises(toolcalls.ToolCallError) as raised:
        toolcalls.parse_tool_calls(text, formats=formats)
    assert raised.value.code == "tool_call.unrecognized"
