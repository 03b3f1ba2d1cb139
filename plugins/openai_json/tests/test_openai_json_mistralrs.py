"""mistral.rs's tool-call tests as data (bare JSON): a model output from EricLBuehler/mistral.rs
``mistralrs-core/src/tools/mod.rs``, the tools it passes and the call it asserts. Each row is
parsed with every format installed and with its format alone; content is compared with
whitespace runs collapsed and the ends stripped.

Left out: the call to ``get_customer`` that mistral.rs rejects because the request's
``tool_choice`` names ``get_weather`` (a request option; toolcalls parses the text, and the tool
is offered); ``state.rs::completed_tool_call_satisfies_required_obligation``, whose output the
SGLang gateway table already holds.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/mod.rs::'
      'specific_tool_choice_constrains_called_tool'),
     '{"name":"get_weather","parameters":{}}',
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}},
      {'type': 'function',
       'function': {'name': 'get_customer', 'parameters': {'type': 'object', 'properties': {}}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mistralrs_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
