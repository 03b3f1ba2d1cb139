"""exo's GLM tests as data: the text between ``<tool_call>`` and ``</tool_call>`` that exo's
``test_runner/test_glm_tool_parsing.py`` feeds its argument regular expressions, wrapped in the
tags again. exo's runner decodes each value JSON-first, as ``glm4`` does without tools; the rows
hold those values.

Left out, and the differences by rule: docs/conformance.md, "KTransformers', vLLM Ascend's and exo's
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed and the ends stripped.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'single_argument'),
     ('<tool_call>get_weather<arg_key>location</arg_key><arg_value>San Francisco</arg_value></too'
      'l_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'multiple_arguments'),
     ('<tool_call>search<arg_key>query</arg_key><arg_value>python</arg_value><arg_key>limit</arg_'
      'key><arg_value>10</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'python', 'limit': 10}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'arguments_with_whitespace_between'),
     ('<tool_call>fn<arg_key>a</arg_key>\n<arg_value>1</arg_value>\n<arg_key>b</arg_key> <arg_val'
      'ue>2</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'fn', 'arguments': {'a': 1, 'b': 2}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'single_argument_no_closing'),
     '<tool_call>get_weather<arg_key>location</arg_key><arg_value>San Francisco</tool_call>',
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'multiple_arguments_no_closing'),
     ('<tool_call>search<arg_key>query</arg_key><arg_value>python<arg_key>limit</arg_key><arg_val'
      'ue>10</tool_call>'),
     None,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'python', 'limit': 10}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'mixed_closing_tags'),
     ('<tool_call>fn<arg_key>a</arg_key><arg_value>1</arg_value><arg_key>b</arg_key><arg_value>2<'
      '/tool_call>'),
     None,
     'glm4',
     [{'name': 'fn', 'arguments': {'a': 1, 'b': 2}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'value_with_newlines_no_closing'),
     '<tool_call>fn<arg_key>data</arg_key><arg_value>line1\nline2</tool_call>',
     None,
     'glm4',
     [{'name': 'fn', 'arguments': {'data': 'line1\nline2'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'empty_value_with_closing'),
     '<tool_call>fn<arg_key>empty</arg_key><arg_value></arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'fn', 'arguments': {'empty': ''}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'value_with_json_content'),
     '<tool_call>fn<arg_key>data</arg_key><arg_value>{"key": "value"}</arg_value></tool_call>',
     None,
     'glm4',
     [{'name': 'fn', 'arguments': {'data': {'key': 'value'}}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py::test_'
      'value_with_json_no_closing'),
     '<tool_call>fn<arg_key>data</arg_key><arg_value>{"key": "value"}</tool_call>',
     None,
     'glm4',
     [{'name': 'fn', 'arguments': {'data': {'key': 'value'}}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_exo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                  content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
