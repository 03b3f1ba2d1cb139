"""mlx-lm's tool-parser tests as data: each row is a model output from ml-explore/mlx-lm's
tests (the tool text of the test with the tags mlx-lm's server strips put back), the format,
the tools passed, and the calls mlx-lm expects ("error" where it rejects the output; toolcalls
then reports an error and no call). Each row is parsed with every format installed and with
its format alone. Rows where toolcalls differs from mlx-lm by a DESIGN rule (a broken call
reported rather than dropped, strict JSON, JSON-first raw values) are left out."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '[TOOL_CALLS]multiply[ARGS]{"a": 12234585, "b": 48838483920}',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'mistral',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '[TOOL_CALLS]get_current_temperature[ARGS]{"location": "London"}',
     [{'type': 'function',
       'function': {'name': 'get_current_temperature',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'str'}},
                                   'required': ['location']}}}],
     'mistral',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'London'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parser_hygiene.py::test_two_calls_yield_two',
     '[TOOL_CALLS]search[ARGS]{"q": "weather"}[TOOL_CALLS]read_file[ARGS]{"path": "build/x.txt"}',
     None,
     'mistral',
     [{'name': 'search', 'arguments': {'q': 'weather'}},
      {'name': 'read_file', 'arguments': {'path': 'build/x.txt'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parser_hygiene.py::test_nested_json_and_braces_in_string',
     '[TOOL_CALLS]f[ARGS]{"cfg": {"a": 1}, "s": "has } brace"}',
     None,
     'mistral',
     [{'name': 'f', 'arguments': {'cfg': {'a': 1}, 's': 'has } brace'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlx_lm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
