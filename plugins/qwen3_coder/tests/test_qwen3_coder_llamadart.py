"""llamadart's tool-call parser tests as data for ``<function=...><parameter=...>`` blocks: model
outputs from TaeBbong/llamadart (``test/tool_call_parser_test.dart``, a Dart library with one
parser per format and a composite that tries them in turn) with the calls its tests expect. Which
files were read, how a row is written and what was left out by which rule is docs/conformance.md,
"open-instruct's tests (beyond the corpus)", which covers llamadart too. Where a test checks only
the name or one argument, or the single call its API returns, the row holds every call toolcalls
returns; where a test expects no call, the row expects none. Each row is parsed with every format
installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::QwenCoderToolCallParser parses Qwen C'
      'oder format'),
     ('<function=get_weather><parameter=city>London</parameter><parameter=unit>celsius</paramete'
      'r></function>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'London', 'unit': 'celsius'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::QwenCoderToolCallParser parses with n'
      'umeric values'),
     '<function=calculate><parameter=x>42</parameter><parameter=y>3.14</parameter></function>',
     None,
     'qwen3_coder',
     [{'name': 'calculate', 'arguments': {'x': 42, 'y': 3.14}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::QwenCoderToolCallParser parses with b'
      'oolean values'),
     '<function=toggle><parameter=enabled>true</parameter></function>',
     None,
     'qwen3_coder',
     [{'name': 'toggle', 'arguments': {'enabled': True}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::Llama31FuncToolCallParser does not pa'
      'rse Qwen Coder format'),
     '<function=test><parameter=x>1</parameter></function>',
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'x': 1}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamadart_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
