"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_root_combinator_tool_parsers.py`` and
``test_hunyuan_detector_finish.py`` (Hy3's ``<tool_calls>`` blocks) (one stored version each; a
streamed test's chunks joined into one text) with the tools the test passes (None where it
passes none) and the calls and content SGLang states. Where a test checks only part of the
result (a count of calls, the content, the absence of a call), the row holds the whole result
toolcalls returns; content None is not compared. Content is compared with whitespace runs
collapsed. Each row is parsed with every format installed and with ``hy_v3`` alone.

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

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_root_combinator_tool_parsers.py::test_parsers[hunyuan]',
     ('<tool_calls><tool_call>acme<tool_sep><arg_key>kind</arg_key><arg_value>acme</arg_value><a'
      'rg_key>payload</arg_key><arg_value>{"value":"hello"}</arg_value></tool_call></tool_calls>'),
     TOOLS_0,
     'hy_v3',
     [{'name': 'acme', 'arguments': {'kind': 'acme', 'payload': {'value': 'hello'}}}],
     ''),
    (S + 'test_hunyuan_detector_finish.py::test_truncated_marker_prefix_is_released',
     'hello <tool_ca',
     None,
     'hy_v3',
     [],
     'hello <tool_ca'),
    (S + 'test_hunyuan_detector_finish.py::test_post_call_text_is_released',
     '<tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls>tail',
     None,
     'hy_v3',
     [{'name': 'get_current_date', 'arguments': {}}],
     'tail'),
    (S + 'test_hunyuan_detector_finish.py::test_complete_call_not_duplicated_at_finish',
     '<tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls>',
     None,
     'hy_v3',
     [{'name': 'get_current_date', 'arguments': {}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
