"""WebLLM's tool-call parser tests as data: model outputs from mlc-ai/web-llm
(``tests/util.test.ts``, the ``getToolCallFromOutputMessage`` tests) with the calls and content
WebLLM expects, content compared with whitespace runs collapsed. The ``<think>`` pair is the
engine's own, so these rows run with ``hermes`` alone too. Each row is parsed with every format
installed and with its format alone.

Which files were read (MLC LLM's own tests hold no stored model output), and what was left out
by which rule (a think block kept in content when WebLLM is told not to strip it), is
docs/conformance.md, "MLC LLM's, chat-ui's and BFCL's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('mlc-ai/web-llm tests/util.test.ts::Test getToolCallFromOutputMessage/'
      'Parses Qwen-style think and tool blocks while preserving normal content'),
     ('<think>I should call weather.</think>\n'
      'Before call summary.\n'
      '<tool_call>\n'
      '{"name":"get_current_weather","arguments":{"location":"Tokyo"}}\n'
      '</tool_call>\n'
      'After call summary.'),
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'location': 'Tokyo'}}],
     'Before call summary.\n\nAfter call summary.'),
    (('mlc-ai/web-llm tests/util.test.ts::Test getToolCallFromOutputMessage/'
      'Returns plain text content when output is not a tool call'),
     'How are you today?',
     None,
     'hermes',
     [],
     'How are you today?'),
    (('mlc-ai/web-llm tests/util.test.ts::Test getToolCallFromOutputMessage/'
      'Strips think tags when stripThinking is true'),
     '<think>draft plan</think>\nHello there',
     None,
     'hermes',
     [],
     'Hello there'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlc_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                  content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
