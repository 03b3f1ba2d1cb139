"""chat-ui's reasoning tests as data: model outputs from huggingface/chat-ui
(``src/lib/utils/stripThink.spec.ts``, the helper that takes ``<think>`` blocks out of a reply)
with the content chat-ui expects once the reasoning is gone, compared with whitespace runs
collapsed. The ``<think>`` pair is the engine's own, so these rows run with ``hermes`` alone
too. Each row is parsed with every format installed and with its format alone.

chat-ui reads tool calls from the provider's structured ``tool_calls`` field, never from model
text, so no tool-call test of it holds a model output; which files were read is
docs/conformance.md, "MLC LLM's, chat-ui's and BFCL's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('huggingface/chat-ui src/lib/utils/stripThink.spec.ts::'
      'leaves text without reasoning untouched'),
     'Python string reversal',
     None,
     'hermes',
     [],
     'Python string reversal'),
    (('huggingface/chat-ui src/lib/utils/stripThink.spec.ts::'
      'removes a complete block and its contents'),
     '<think>deliberating</think>Python string reversal',
     None,
     'hermes',
     [],
     'Python string reversal'),
    (('huggingface/chat-ui src/lib/utils/stripThink.spec.ts::'
      'removes an unterminated block left by a budget cutoff'),
     '<think>We need to produce a title. The user is',
     None,
     'hermes',
     [],
     ''),
    (('huggingface/chat-ui src/lib/utils/stripThink.spec.ts::'
      'removes every block when several are present'),
     '<think>a</think>one<think>b</think>two',
     None,
     'hermes',
     [],
     'onetwo'),
    ('huggingface/chat-ui src/lib/utils/stripThink.spec.ts::keeps text that precedes a block',
     'visible<think>hidden</think>',
     None,
     'hermes',
     [],
     'visible'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_chatui_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
