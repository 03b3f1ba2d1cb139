"""mlx-lm's tests as data for LFM2's Python-style call lists: a fork's
``tests/test_server.py::TestToolCallFormatter`` with the ``<|tool_call_start|>`` and
``<|tool_call_end|>`` mlx-lm's server strips put back.

Each row is parsed with every format installed and with its format alone; what was read,
which outputs differ and by which rule is docs/conformance.md, "mlx-lm's tests (beyond the
corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ml-explore/mlx-lm tests/test_server.py::TestToolCallFormatter::test_formats_parallel_tool_'
      'calls'),
     ('<|tool_call_start|>[get_time(location="Paris"), grocery.order(items=[{"name": "noodles", '
      '"organic": true}])]<|tool_call_end|>'),
     None,
     'lfm2',
     [{'name': 'get_time', 'arguments': {'location': 'Paris'}},
      {'name': 'grocery.order', 'arguments': {'items': [{'name': 'noodles', 'organic': True}]}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxlm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                    content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
