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
    (GW + 'tool_parser_deepseek.rs::test_deepseek_complete_parsing',
     ('Let me help you with that.\n'
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"location": "Tokyo", "units": "celsius"}\n'
      '```<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n'
      'The weather in Tokyo is...'),
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo', 'units': 'celsius'}}],
     None),
    (GW + 'tool_parser_deepseek.rs::test_deepseek_multiple_tools',
     ('<｜tool▁calls▁begin｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>search\n'
      '```json\n'
      '{"query": "rust programming"}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>translate\n'
      '```json\n'
      '{"text": "Hello World", "to": "ja"}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     [{'name': 'search', 'arguments': {'query': 'rust programming'}},
      {'name': 'translate', 'arguments': {'text': 'Hello World', 'to': 'ja'}}],
     None),
    (GW + 'tool_parser_deepseek.rs::test_deepseek_streaming',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"location": "Beijing", "units": "metric"}\n'
      '```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing', 'units': 'metric'}}],
     None),
    (GW + 'tool_parser_deepseek.rs::test_deepseek_nested_json',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>process\n'
      '```json\n'
      '{\n'
      '    "data": {\n'
      '        "nested": {\n'
      '            "deep": [1, 2, 3]\n'
      '        }\n'
      '    }\n'
      '}\n'
      '```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     [{'name': 'process', 'arguments': {'data': {'nested': {'deep': [1, 2, 3]}}}}],
     None),
    (GW + 'tool_parser_deepseek.rs::test_multiple_tool_calls',
     ('<｜tool▁calls▁begin｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"location": "Tokyo"}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n'
      '```json\n'
      '{"location": "Paris"}\n'
      '```<｜tool▁call▁end｜>\n'
      '<｜tool▁calls▁end｜><｜end▁of▁sentence｜>'),
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}},
      {'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     None),
    (GW + 'tool_parser_fallback.rs::test_deepseek_parser_invalid_format_returns_as_normal_text-1',
     ('Some text<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>test\n'
      '```json\n'
      '{"name": "test", "arguments": malformed}\n'
      '```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_deepseek_parser_invalid_format_returns_as_normal_text-2',
     ('<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>notfunction<｜tool▁sep｜>test\n'
      '```json\n'
      '{"x": 1}\n'
      '```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'),
     None,
     'deepseek_v3',
     'error',
     None),
    (GW + 'tool_parser_fallback.rs::test_deepseek_parser_invalid_format_returns_as_normal_text-3',
     'Regular response without any special markers.',
     None,
     'deepseek_v3',
     [],
     'Regular response without any special markers.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
