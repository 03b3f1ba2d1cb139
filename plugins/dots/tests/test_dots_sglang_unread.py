"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_root_combinator_tool_parsers.py`` and
``test_dots_detector_finish.py`` (one stored version each; a streamed test's chunks joined into
one text) with the tools the test passes (None where it passes none) and the calls and content
SGLang states. Where a test checks only part of the result (a count of calls, the content, the
absence of a call), the row holds the whole result toolcalls returns; content None is not
compared. Content is compared with whitespace runs collapsed. Each row is parsed with every
format installed and with ``dots`` alone.

Which files were read and what was left out by which rule is docs/conformance.md, "SGLang's
remaining function-call tests".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

#: SGLang's root-``oneOf`` tool (``test_root_combinator_tool_parsers.py``): ``kind`` "acme" with
#: a ``payload`` object holding a string ``value``, or ``kind`` "other" and nothing declared.
TOOLS_0: Any = [{"name": "acme", "parameters": {"type": "object", "$defs": {
    "Payload": {"type": "object", "required": ["value"],
                "properties": {"value": {"type": "string"}}},
    "AcmeRequest": {"type": "object", "required": ["kind", "payload"], "properties": {
        "kind": {"const": "acme"}, "payload": {"$ref": "#/$defs/Payload"}}}},
    "oneOf": [{"$ref": "#/$defs/AcmeRequest"}, {
        "type": "object", "required": ["kind"], "properties": {"kind": {"const": "other"}}}]}}]

TOOLS_1: Any = [
    {'name': 'get_weather',
     'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}},
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_root_combinator_tool_parsers.py::test_parsers[dots]',
     ('<dots_function_call><invoke name="acme"><parameter name="kind">acme</parameter><parameter'
      ' name="payload">{"value":"hello"}</parameter></invoke></dots_function_call>'),
     TOOLS_0,
     'dots',
     [{'name': 'acme', 'arguments': {'kind': 'acme', 'payload': {'value': 'hello'}}}],
     ''),
    (S + 'test_dots_detector_finish.py::test_complete_call_not_duplicated_at_finish',
     ('<dots_function_call><invoke name="get_weather"><parameter name="city">Paris</parameter></'
      'invoke></dots_function_call>'),
     TOOLS_1,
     'dots',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
