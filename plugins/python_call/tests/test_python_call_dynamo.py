"""NVIDIA Dynamo's tool-call parser tests as data: which files were read, how a row is written
(the test's raw string, its tools as flat definitions, the calls Dynamo expects or "error",
content compared with whitespace runs collapsed) and what was left out by which rule is
docs/conformance.md, "NVIDIA Dynamo's tests". Each row is parsed with every format installed
and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_pythonic_parser_basic_with_'
      'constants'),
     ('[get_weather(location="San Francisco", unit="fahrenheit"), get_weather(location="New York"'
      ', unit="fahrenheit")]'),
     None,
     'python',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/pythonic/pythonic_parser.rs::tests::test_par'
      'se_tool_call_parse_pythonic_basic'),
     '[foo(a=1, b=2), bar(x=3)]',
     None,
     'python',
     [{'name': 'foo', 'arguments': {'a': 1, 'b': 2}}, {'name': 'bar', 'arguments': {'x': 3}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/pythonic/pythonic_parser.rs::tests::test_par'
      'se_tool_call_parse_pythonic_with_no_calls'),
     'Hey \n yo !',
     None,
     'python',
     [],
     'Hey \n yo !'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/pythonic/pythonic_parser.rs::tests::test_par'
      'se_tool_call_parse_pythonic_with_list_arg_values'),
     '[foo(a=[1, 2, 3], b=2), bar(x=[3, 4, 5])]',
     None,
     'python',
     [{'name': 'foo', 'arguments': {'a': [1, 2, 3], 'b': 2}},
      {'name': 'bar', 'arguments': {'x': [3, 4, 5]}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/pythonic/pythonic_parser.rs::tests::test_par'
      'se_tool_call_parse_pythonic_with_dict_arg_values'),
     "[foo(a={'a': 1, 'b': 2}, b=2), bar(x={'x': 3, 'y': {'e': 'f'}})]",
     None,
     'python',
     [{'name': 'foo', 'arguments': {'a': {'a': 1, 'b': 2}, 'b': 2}},
      {'name': 'bar', 'arguments': {'x': {'x': 3, 'y': {'e': 'f'}}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/pythonic/pythonic_parser.rs::tests::test_par'
      'se_tool_call_parse_pythonic_with_text'),
     'Hey yo ! [foo(a=1, b=2), bar(x=3)] Hey yo',
     None,
     'python',
     [{'name': 'foo', 'arguments': {'a': 1, 'b': 2}}, {'name': 'bar', 'arguments': {'x': 3}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/pythonic/pythonic_parser.rs::tests::test_par'
      'se_tool_call_parse_pythonic_with_text_and_new_line'),
     'Hey \n yo ! [foo(a=1, b=2), bar(x=3)] Hey yo',
     None,
     'python',
     [{'name': 'foo', 'arguments': {'a': 1, 'b': 2}}, {'name': 'bar', 'arguments': {'x': 3}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
