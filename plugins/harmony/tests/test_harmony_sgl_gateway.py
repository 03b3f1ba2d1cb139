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

RT = "sgl-project/sglang sgl-router/tests/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (RT + 'tool_parser_gpt_oss.rs::test_gpt_oss_complete_parsing',
     ('Let me search for that information.\n'
      '<|channel|>commentary to=functions.search<|constrain|>json<|message|>{"query": "rust '
      'programming", "limit": 10}<|call|>\n'
      'Here are the results...'),
     None,
     'harmony',
     [{'name': 'search', 'arguments': {'query': 'rust programming', 'limit': 10}}],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_gpt_oss_multiple_tools',
     ('<|channel|>commentary to=functions.get_weather<|constrain|>json<|message|>{"location": '
      '"Paris"}<|call|>commentary\n'
      '<|channel|>commentary to=functions.search<|constrain|>json<|message|>{"query": "Paris '
      'tourism"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'search', 'arguments': {'query': 'Paris tourism'}}],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_gpt_oss_with_assistant_prefix',
     ('<|start|>assistant<|channel|>commentary '
      'to=functions.test<|constrain|>json<|message|>{"key": "value"}<|call|>'),
     None,
     'harmony',
     [{'name': 'test', 'arguments': {'key': 'value'}}],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_gpt_oss_empty_args',
     '<|channel|>commentary to=functions.get_time<|constrain|>json<|message|>{}<|call|>',
     None,
     'harmony',
     [{'name': 'get_time', 'arguments': {}}],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_gpt_oss_streaming',
     ('<|channel|>commentary to=functions.calculate<|constrain|>json<|message|>{"x": 10, "y": '
      '20}<|call|>'),
     None,
     'harmony',
     [{'name': 'calculate', 'arguments': {'x': 10, 'y': 20}}],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_gpt_oss_with_whitespace',
     '<|channel|>commentary to=functions.test  <|constrain|>json<|message|>{"key": "value"}<|call|>',  # noqa: E501
     None,
     'harmony',
     [{'name': 'test', 'arguments': {'key': 'value'}}],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_gpt_oss_complex_json',
     ('<|channel|>commentary to=functions.process<|constrain|>json<|message|>{\n'
      '    "nested": {\n'
      '        "data": [1, 2, 3],\n'
      '        "config": {\n'
      '            "enabled": true\n'
      '        }\n'
      '    }\n'
      '}<|call|>'),
     None,
     'harmony',
     [{'name': 'process',
       'arguments': {'nested': {'data': [1, 2, 3], 'config': {'enabled': True}}}}],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_commentary_without_function',
     '<|channel|>commentary<|message|>**Action plan**: 1. Do X 2. Do Y<|end|>',
     None,
     'harmony',
     [],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_final_channel',
     ('<|channel|>commentary to=functions.test<|constrain|>json<|message|>{"x": 1}<|call|>\n'
      '<|channel|>final<|message|>The result is calculated.<|return|>'),
     None,
     'harmony',
     [{'name': 'test', 'arguments': {'x': 1}}],
     None),
    (RT + 'tool_parser_gpt_oss.rs::test_mixed_commentary_and_calls',
     ('<|channel|>commentary<|message|>Let me think<|end|>\n'
      '<|channel|>commentary to=functions.calc<|constrain|>json<|message|>{"x": 5}<|call|>\n'
      '<|channel|>commentary<|message|>Processing...<|end|>'),
     None,
     'harmony',
     [{'name': 'calc', 'arguments': {'x': 5}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
