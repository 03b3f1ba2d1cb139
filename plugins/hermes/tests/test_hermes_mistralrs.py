"""mistral.rs's tool-call tests as data (Hermes ``<tool_call>`` JSON): a model output from
EricLBuehler/mistral.rs ``mistralrs-core/src/tools/state.rs``, the tools it passes, the call and
the content it asserts. Each row is parsed with every format installed and with its format
alone; content is compared with whitespace runs collapsed and the ends stripped.

Left out: ``parsers/qwen.rs::parses_qwen_json_tool_call``, whose output the LMDeploy table
already holds.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/state.rs::'
      'freeform_text_before_forced_text_tool_call_is_preserved'),
     'Before <tool_call>{"name":"get_weather","arguments":{"city":"Paris"}}</tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}}],
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     'Before'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mistralrs_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
