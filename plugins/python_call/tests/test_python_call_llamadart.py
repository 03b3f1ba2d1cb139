"""llamadart's tool-call parser tests as data for Python call syntax, bare and in brackets (and a
text that is no call): model outputs from TaeBbong/llamadart
(``test/tool_call_parser_test.dart``, a Dart library with one parser per format and a composite
that tries them in turn) with the calls its tests expect. Which files were read, how a row is
written and what was left out by which rule is docs/conformance.md, "open-instruct's tests
(beyond the corpus)", which covers llamadart too. Where a test checks only the name or one
argument, or the single call its API returns, the row holds every call toolcalls returns; where a
test expects no call, the row expects none. Each row is parsed with every format installed and
with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::PythonicToolCallParser parses bracket'
      'ed function call'),
     '[get_weather(city="London")]',
     None,
     'python',
     [{'name': 'get_weather', 'arguments': {'city': 'London'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::PythonicToolCallParser parses unbrack'
      'eted function call'),
     'search(query="AI news")',
     None,
     'python',
     [{'name': 'search', 'arguments': {'query': 'AI news'}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::PythonicToolCallParser parses multipl'
      'e arguments'),
     '[calculate(x=10, y=20)]',
     None,
     'python',
     [{'name': 'calculate', 'arguments': {'x': 10, 'y': 20}}],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::PythonicToolCallParser ignores Python'
      ' keywords'),
     'print("hello")',
     None,
     'python',
     [],
     None),
    (('TaeBbong/llamadart test/tool_call_parser_test.dart::CompositeToolCallParser parses Python'
      'ic format'),
     '[test(x=1)]',
     None,
     'python',
     [{'name': 'test', 'arguments': {'x': 1}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamadart_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
