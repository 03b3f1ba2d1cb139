"""Xinference's GLM-5 tool-parser tests as data (``<tool_call>NAME<arg_key>...</arg_value>``, the
layout of GLM-4.5 and later and of Ling 3.0): model outputs from xorbitsai/inference with the
calls and content Xinference expects. Which files were read, how a row is written (streamed
chunks joined into one text, content compared with whitespace runs collapsed) and what was left
out by which rule is docs/conformance.md, "Xinference's tests (beyond the corpus)". Each row is
parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_streaming_partial_markers'
      '.py::test_streaming_releases_held_text_that_is_not_a_tool_call[glm4]'),
     ('if a < b and b <c then print(a<b); <tool is not <tool_call, <function_calls is not <functi'
      'on_call>! <｜ and <｜DSML or <｜tool▁calls are only prefixes.'),
     None,
     'glm4',
     [],
     ('if a < b and b <c then print(a<b); <tool is not <tool_call, <function_calls is not <funct'
      'ion_call>! <｜ and <｜DSML or <｜tool▁calls are only prefixes.')),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_streaming_partial_markers'
      '.py::test_streaming_keeps_text_before_a_split_tool_call_tag[glm5]'),
     ('Checking a < b first. <tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing<'
      '/arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     'Checking a < b first. '),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_glm5_tool_parser.py::test'
      '_tool_parser_extract_xml_style_calls'),
     '<tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_glm5_tool_parser.py::test'
      '_tool_parser_preserves_surrounding_text'),
     ('Before <tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value></to'
      'ol_call> after'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     'Before  after'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_glm5_tool_parser.py::test'
      '_tool_parser_extract_no_arg_call'),
     '<tool_call>get_time</tool_call>',
     None,
     'glm4',
     [{'name': 'get_time', 'arguments': {}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_glm5_tool_parser.py::test'
      '_tool_parser_extract_json_arg_values'),
     ('<tool_call>search<arg_key>query</arg_key><arg_value>Beijing</arg_value><arg_key>limit</arg'
      '_key><arg_value>3</arg_value><arg_key>filters</arg_key><arg_value>{"unit": "celsius"}</arg'
      '_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'search',
       'arguments': {'query': 'Beijing', 'limit': 3, 'filters': {'unit': 'celsius'}}}],
     ''),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_glm5_tool_parser.py::test'
      '_tool_parser_streaming_preserves_text_after_processed_call'),
     ('<tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value></tool_call'
      '> done'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}}],
     ' done'),
    ('xorbitsai/inference xinference/model/llm/tests/test_ling3_flash.py::test_transformers_tools',
     ('<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Shanghai</arg_value>\n</tool_c'
      'all>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Shanghai'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
