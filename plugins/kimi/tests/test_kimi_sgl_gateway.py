"""SGLang model gateway's tool-parser tests as data: each row is a model output from the Rust
tests of sgl-project/sglang's gateway (``sgl-model-gateway/tests/tool_parser/*.rs``, the older
top-level ``sgl-model-gateway/tests/tool_parser_*.rs`` and
``sgl-router/tests/tool_parser_*.rs``; the file and test are in each row's source; a streaming
test's chunks are joined), the format, the tools (the tests pass none to ``parse_complete``),
the calls it expects, or "error" where it returns no call for a malformed output and toolcalls
reports the error, and the content (SGLang's ``normal_text``) where the test asserts it and it
agrees. Each row is parsed with every format installed and with its format alone; content is
compared with whitespace runs collapsed and the ends stripped. Where a test checks only some
argument keys, the row holds the whole arguments object toolcalls reads, which agrees on every
key the test checks.

Left out: rows the shared conformance corpus or another table already holds (none here); rows
where toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md, "SGLang model
gateway's tests"); content SGLang drops after the first call (DESIGN 3a: text after calls is
content), for which the row asserts the calls only.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

GW = "sgl-project/sglang sgl-model-gateway/tests/tool_parser/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GW + 'tool_parser_kimik2.rs::test_kimik2_complete_parsing',
     ('Let me help you with that.\n'
      '<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"location": "Tokyo", '
      '"units": "celsius"}<|tool_call_end|>\n'
      '<|tool_calls_section_end|>\n'
      'The weather in Tokyo is...'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo', 'units': 'celsius'}}],
     None),
    (GW + 'tool_parser_kimik2.rs::test_kimik2_multiple_tools',
     ('<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>functions.search:0<|tool_call_argument_begin|>{"query": "rust '
      'tutorials"}<|tool_call_end|>\n'
      '<|tool_call_begin|>functions.translate:1<|tool_call_argument_begin|>{"text": "Hello", "to": '
      '"ja"}<|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'query': 'rust tutorials'}},
      {'name': 'translate', 'arguments': {'text': 'Hello', 'to': 'ja'}}],
     ''),
    (GW + 'tool_parser_kimik2.rs::test_kimik2_with_whitespace',
     ('<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|> functions.test:0 <|tool_call_argument_begin|> {"key": "value", "num": '
      '42} <|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'test', 'arguments': {'key': 'value', 'num': 42}}],
     ''),
    (GW + 'tool_parser_kimik2.rs::test_kimik2_streaming',
     ('<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>functions.calculate:0<|tool_call_argument_begin|>{"x": 10, "y": '
      '20}<|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'calculate', 'arguments': {'x': 10, 'y': 20}}],
     None),
    (GW + 'tool_parser_kimik2.rs::test_kimik2_sequential_indices',
     ('<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>functions.first:0<|tool_call_argument_begin|>{"param": '
      '"a"}<|tool_call_end|>\n'
      '<|tool_call_begin|>functions.second:1<|tool_call_argument_begin|>{"param": '
      '"b"}<|tool_call_end|>\n'
      '<|tool_call_begin|>functions.third:2<|tool_call_argument_begin|>{"param": '
      '"c"}<|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'first', 'arguments': {'param': 'a'}},
      {'name': 'second', 'arguments': {'param': 'b'}},
      {'name': 'third', 'arguments': {'param': 'c'}}],
     ''),
    (GW + 'tool_parser_kimik2.rs::test_function_index_extraction',
     ('Text before tool calls.\n'
      '<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>functions.search:0<|tool_call_argument_begin|>{"query": '
      '"rust"}<|tool_call_end|>\n'
      '<|tool_call_begin|>functions.calc:1<|tool_call_argument_begin|>{"x": 10}<|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'query': 'rust'}}, {'name': 'calc', 'arguments': {'x': 10}}],
     'Text before tool calls.\n'),
    (GW + 'tool_parser_kimik2.rs::test_namespace_extraction',
     ('<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>api.tools.search:0<|tool_call_argument_begin|>{"q": '
      '"test"}<|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'api.tools.search', 'arguments': {'q': 'test'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
