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
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_kimi_k2',
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.multiply:0<|tool_call_argument_begin|>{"a": '  # noqa: E501
     '12234585, "b": 48838483920}<|tool_call_end|><|tool_calls_section_end|>',
     None,
     'kimi_k2',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_kimi_k2',
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.search:0<|tool_call_argument_begin|>{"query": '  # noqa: E501
     '"weather"}<|tool_call_end|><|tool_call_begin|>functions.read_file:1<|tool_call_argument_begin|>{"path": '  # noqa: E501
     '"build/test.txt"}<|tool_call_end|><|tool_calls_section_end|>',
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'query': 'weather'}},
      {'name': 'read_file', 'arguments': {'path': 'build/test.txt'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_kimi_k3',
     '<|open|>tools<|sep|><|open|>call tool="multiply" index="1"<|sep|><|open|>argument key="a" '
     'type="number"<|sep|>12234585<|close|>argument<|sep|><|open|>argument key="b" '
     'type="number"<|sep|>48838483920<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
     None,
     'kimi_k3',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_kimi_k3',
     '<|open|>tools<|sep|><|open|>call tool="search" index="1"<|sep|><|open|>argument key="query" '
     'type="string"<|sep|>{"not": "json"}<|close|>argument<|sep|><|open|>argument key="limit" '
     'type="number"<|sep|>5<|close|>argument<|sep|><|open|>argument key="safe" '
     'type="boolean"<|sep|>true<|close|>argument<|sep|><|open|>argument key="filters" '
     'type="array"<|sep|>["a", '
     '"b"]<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
     None,
     'kimi_k3',
     [{'name': 'search',
       'arguments': {'query': '{"not": "json"}',
                     'limit': 5,
                     'safe': True,
                     'filters': ['a', 'b']}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_kimi_k3',
     '<|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>json '
     'type="object"<|sep|>{"city": '
     '"Tokyo"}<|close|>json<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
     None,
     'kimi_k3',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_kimi_k3',
     '<|open|>tools<|sep|><|open|>call tool="say" index="1"<|sep|><|open|>argument key="text" '
     'type="string"<|sep|>hi<|close|>argument<|sep|><|close|>call<|sep|><|open|>call '
     'tool="echo&amp;log" index="2"<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
     None,
     'kimi_k3',
     [{'name': 'say', 'arguments': {'text': 'hi'}}, {'name': 'echo&log', 'arguments': {}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_kimi_k3',
     '<|open|>tools<|sep|><|open|>call index="1"<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
     None,
     'kimi_k3',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlx_lm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
