"""NVIDIA Dynamo's tool-call parser tests as data (ai-dynamo/dynamo, the Rust crate under
``lib/parsers/src/tool_calling/``, one stored version of each file). Each row is a model output a
Dynamo test parses (the raw string of the test as written, the indentation of a Rust raw
string included), the tools the test passes (Dynamo's ``ToolDefinition`` written as a flat
``{"name", "parameters"}`` tool), the format, the calls Dynamo expects ("error" where Dynamo
returns no call for a malformed output and toolcalls names the fault instead) and, where the
test asserts it and toolcalls agrees, the content (Dynamo's ``normal_text``, compared with
whitespace runs collapsed and the ends stripped). Where a test checks only some keys of the
arguments, the row holds the whole object the text writes. Each row is parsed with every
format installed and with its format alone.

Left out: outputs another table or the shared corpus already holds, and those where toolcalls
differs from Dynamo by a DESIGN rule (docs/conformance.md, "NVIDIA Dynamo's tests"). Where
Dynamo's ``normal_text`` differs only by a rule (reasoning is not content, text after the
calls is content), the row asserts the calls alone.
"""

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
