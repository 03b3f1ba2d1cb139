"""open-instruct's tool-parser tests as data for ``<tool_call>`` JSON: the model outputs of
allenai/open-instruct (``open_instruct/environments/tools/tests/test_parsers.py``) written in a
vendor format, with what open-instruct expects. open-instruct skips a ``<tool_call>`` block whose
object has no ``name`` and returns no call; toolcalls names the fault, so the row is "error".
Which files were read and what was left out by which rule (open-instruct's own tag grammars, a
skipped block beside a good one) is docs/conformance.md, "open-instruct's tests (beyond the
corpus)". Each row is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('allenai/open-instruct open_instruct/environments/tools/tests/test_parsers.py::TestVllmToo'
      'lParser.test_hermes_parser_skips_malformed_tool_call_without_name'),
     '<tool_call>{"arguments": {"query": "hello"}}</tool_call>',
     None,
     'hermes',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_openinstruct_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
