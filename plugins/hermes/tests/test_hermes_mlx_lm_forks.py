"""mlx-lm's tests as data for ``<tool_call>`` JSON: the Granite parser's test of a fork's
``tests/test_tool_parsing.py`` (``test_granite``) with the ``<tool_call>`` tags mlx-lm's
server strips put back.

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
    ('jonpspri/mlx-lm tests/test_tool_parsing.py::test_granite',
     '<tool_call>{"name": "get_current_weather", "arguments": {"city": "Boston"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'get_current_weather', 'arguments': {'city': 'Boston'}}],
     None),
    ('jonpspri/mlx-lm tests/test_tool_parsing.py::test_granite',
     '<tool_call>{"name": "get_current_weather", "arguments": {}} trailing junk</tool_call>',
     None,
     'hermes',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxlm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                    content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
