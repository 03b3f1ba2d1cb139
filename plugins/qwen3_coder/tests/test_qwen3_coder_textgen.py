"""text-generation-webui's Qwen3.5 XML tool calls, as a fork tests them.

The upstream repository stores no test of ``modules/tool_parsing.py``; the fork
``JackyYuenDacai/textgen`` keeps that module and feeds two ``<tool_call><function=...>`` blocks
written back to back, with no line breaks, through its Responses stream
(``tests/test_generation_tool_streaming.py``). The last cumulative chunk is the text. The row
runs with every format installed and with ``qwen3_coder`` alone; content is stripped
(docs/architecture.md, "Content").
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

FETCH = [{"type": "function", "function": {"name": "fetch"}}]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::test_qwen_xml_parallel_calls'),
     ('Fetching: <tool_call><function=fetch><parameter=url>one</parameter></function>'
      '</tool_call><tool_call><function=fetch><parameter=url>two</parameter></function>'
      '</tool_call>'),
     FETCH,
     'qwen3_coder',
     [{'name': 'fetch', 'arguments': {'url': 'one'}},
      {'name': 'fetch', 'arguments': {'url': 'two'}}],
     'Fetching:'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_textgen_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
