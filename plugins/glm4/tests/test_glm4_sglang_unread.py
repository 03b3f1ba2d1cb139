"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_streaming_parity.py`` and
``test_root_combinator_tool_parsers.py`` (GLM-4.5 and GLM-4.7 spellings) (one stored version
each; a streamed test's chunks joined into one text) with the tools the test passes (None where
it passes none) and the calls and content SGLang states. Where a test checks only part of the
result (a count of calls, the content, the absence of a call), the row holds the whole result
toolcalls returns; content None is not compared. Content is compared with whitespace runs
collapsed. Each row is parsed with every format installed and with ``glm4`` alone.

Which files were read and what was left out by which rule is docs/conformance.md, "SGLang's
remaining function-call tests".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}},
    {'name': 'f', 'parameters': {'type': 'object', 'properties': {}}},
]

#: SGLang's root-``oneOf`` tool (``test_root_combinator_tool_parsers.py``): ``kind`` "acme" with
#: a ``payload`` object holding a string ``value``, or ``kind`` "other" and nothing declared.
TOOLS_1: Any = [{"name": "acme", "parameters": {"type": "object", "$defs": {
    "Payload": {"type": "object", "required": ["value"],
                "properties": {"value": {"type": "string"}}},
    "AcmeRequest": {"type": "object", "required": ["kind", "payload"], "properties": {
        "kind": {"const": "acme"}, "payload": {"$ref": "#/$defs/Payload"}}}},
    "oneOf": [{"$ref": "#/$defs/AcmeRequest"}, {
        "type": "object", "required": ["kind"], "properties": {"kind": {"const": "other"}}}]}}]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_streaming_parity.py::CASES[glm]',
     ('<tool_call>get_weather\n<arg_key>get_weather</arg_key>\n'
      '<arg_value>123</arg_value>\n</tool_call>'),
     TOOLS_0,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'get_weather': 123}}],
     ''),
    (S + 'test_streaming_parity.py::CASES[glm47]',
     '<tool_call>get_weather<arg_key>get_weather</arg_key><arg_value>123</arg_value></tool_call>',
     TOOLS_0,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'get_weather': 123}}],
     ''),
    (S + 'test_root_combinator_tool_parsers.py::test_parsers[glm]',
     ('<tool_call>acme\n<arg_key>kind</arg_key>\n'
      '<arg_value>acme</arg_value>\n<arg_key>payload</arg_key>\n'
      '<arg_value>{"value":"hello"}</arg_value>\n'
      '</tool_call>'),
     TOOLS_1,
     'glm4',
     [{'name': 'acme', 'arguments': {'kind': 'acme', 'payload': {'value': 'hello'}}}],
     ''),
    (S + 'test_root_combinator_tool_parsers.py::test_parsers[glm47]',
     ('<tool_call>acme<arg_key>kind</arg_key><arg_value>acme</arg_value><arg_key>payload</arg_ke'
      'y><arg_value>{"value":"hello"}</arg_value></tool_call>'),
     TOOLS_1,
     'glm4',
     [{'name': 'acme', 'arguments': {'kind': 'acme', 'payload': {'value': 'hello'}}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
