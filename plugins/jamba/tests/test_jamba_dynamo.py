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
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_ai21labs_ai21_jamba_15_mini'
      '_simple'),
     ('<tool_calls>[\n{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "uni'
      't": "fahrenheit"}}\n]</tool_calls>'),
     None,
     'jamba',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_ai21labs_ai21_jamba_15_mini'
      '_multiple'),
     ('<tool_calls>[\n{"name": "get_weather", "arguments": {"location": "San Francisco, CA", "uni'
      't": "fahrenheit"}},\n{"name": "get_weather", "arguments": {"location": "New York, NY", "un'
      'it": "celsius"}}\n]</tool_calls>'),
     None,
     'jamba',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'celsius'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
