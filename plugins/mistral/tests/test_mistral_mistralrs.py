"""mistral.rs's Mistral tests as data: each row is a model output from EricLBuehler/mistral.rs
(``mistralrs-core/src/tools/parsers/mistral_nemo.rs`` and the token-level stream parser's tests
in ``tools/mistral_token_parser.rs``, whose tokens are joined into the text), and the calls it
asserts. Each row is parsed with every format installed and with its format alone; content is
compared with whitespace runs collapsed and the ends stripped.

Left out: nothing; the stream parser's ``</s>`` after the last call is a control token here and
leaves no content.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/mistral_nemo.rs::'
      'parses_tool_call_after_text'),
     'I\'ll check.[TOOL_CALLS][{"name":"search","arguments":{"query":"rust"}}]',
     None,
     'mistral',
     [{'name': 'search', 'arguments': {'query': 'rust'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/mistral_token_parser.rs::'
      'parses_single_tool_call_stream'),
     '[TOOL_CALLS]shell[ARGS]{"a":1}',
     None,
     'mistral',
     [{'name': 'shell', 'arguments': {'a': 1}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/mistral_token_parser.rs::'
      'supports_optional_call_id_segment'),
     '[TOOL_CALLS]shell[CALL_ID]abcdefghi[ARGS]{"x":2}',
     None,
     'mistral',
     [{'name': 'shell', 'arguments': {'x': 2}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/mistral_token_parser.rs::'
      'parses_multiple_tool_calls_in_one_message'),
     '[TOOL_CALLS]a[ARGS]{"a":1}[TOOL_CALLS]b[ARGS]{"b":2}</s>',
     None,
     'mistral',
     [{'name': 'a', 'arguments': {'a': 1}}, {'name': 'b', 'arguments': {'b': 2}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mistralrs_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
