"""llamadart's tool-call parser tests as data for ``<|python_tag|>`` JSON: model outputs from
TaeBbong/llamadart (``test/tool_call_parser_test.dart``, a Dart library with one parser per
format and a composite that tries them in turn) with the calls its tests expect. Which files were
read, how a row is written and what was left out by which rule is docs/conformance.md, "open-
instruct's tests (beyond the corpus)", which covers llamadart too. Where a test checks only the
name or one argument, or the single call its API returns, the row holds every call toolcalls
returns; where a test expects no call, the row expects none. Each row is parsed with every format
installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::Llama31JsonToolCallParser parses with'
      ' python_tag and eom_id'),
     '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Tokyo"}}<|eom_id|>',
     None,
     'llama',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::Llama31JsonToolCallParser parses with'
      'out eom_id'),
     '<|python_tag|>{"name": "search", "arguments": {"q": "test"}}',
     None,
     'llama',
     [{'name': 'search', 'arguments': {'q': 'test'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::CompositeToolCallParser parses Llama '
      '3.1 JSON format'),
     '<|python_tag|>{"name": "test", "parameters": {}}<|eom_id|>',
     None,
     'llama',
     [{'name': 'test', 'arguments': {}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamadart_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
