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

Left out: rows the shared conformance corpus or another table already holds
(test_detect_and_parse_with_python_start_and_end_token,
test_parse_streaming_with_python_start_and_end_token); rows where toolcalls differs from SGLang
by a DESIGN rule (docs/conformance.md, "SGLang model gateway's tests"); content SGLang drops
after the first call (DESIGN 3a: text after calls is content), for which the row asserts the
calls only.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

GW = "sgl-project/sglang sgl-model-gateway/tests/tool_parser/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GW + 'tool_parser_pythonic.rs::test_pythonic_with_special_tokens',
     '<|python_start|>[calculate(x=10, y=20)]<|python_end|>',
     None,
     'llama4',
     [{'name': 'calculate', 'arguments': {'x': 10, 'y': 20}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
