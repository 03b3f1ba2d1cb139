"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_streaming_parity.py`` and
``test_root_combinator_tool_parsers.py`` (one stored version each; a streamed test's chunks
joined into one text) with the tools the test passes (None where it passes none) and the calls
and content SGLang states. Where a test checks only part of the result (a count of calls, the
content, the absence of a call), the row holds the whole result toolcalls returns; content None
is not compared. Content is compared with whitespace runs collapsed. Each row is parsed with
every format installed and with ``step3`` alone.

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
    (S + 'test_streaming_parity.py::CASES[step3]',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="ge'
      't_weather"></steptml:invoke><｜tool_call_end｜><｜tool_call_begin｜>function<｜tool_sep｜'
      '><steptml:invoke name="get_weather"><steptml:parameter name="get_weather">hello</steptml:'
      'parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>'),
     TOOLS_0,
     'step3',
     [{'name': 'get_weather', 'arguments': {}},
      {'name': 'get_weather', 'arguments': {'get_weather': 'hello'}}],
     ''),
    (S + 'test_root_combinator_tool_parsers.py::test_parsers[step3]',
     ('<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="ac'
      'me"><steptml:parameter name="kind">acme</steptml:parameter><steptml:parameter name="paylo'
      'ad">{"value":"hello"}</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_call'
      's_end｜>'),
     TOOLS_1,
     'step3',
     [{'name': 'acme', 'arguments': {'kind': 'acme', 'payload': {'value': 'hello'}}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
