"""SkyRL's tau-bench environment test as data (NovaSky-AI/SkyRL
skyrl-gym/tests/test_tau_bench.py): a ``<tool_call>`` block that is not JSON, which the
environment answers with a parse error; here it is an error too (strict parsing raises). Parsed
with every format installed and with ``hermes`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'NovaSky-AI/SkyRL skyrl-gym/tests/test_tau_bench.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_malformed_tool_call_returns_error_observation',
     '<tool_call>{not valid json}</tool_call>',
     None,
     'hermes',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_skyrl_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
