"""mlx-lm's tests as data for Mistral's ``[TOOL_CALLS]name[ARGS]{...}``: a fork's
``tests/test_tool_parsing.py::test_mistral`` with the ``[TOOL_CALLS]`` mlx-lm's server
strips put back.

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
    ('e-mon/mlx-lm tests/test_tool_parsing.py::test_mistral',
     '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}\n\nLet me check that.',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     'Let me check that.'),
    ('e-mon/mlx-lm tests/test_tool_parsing.py::test_mistral',
     ('[TOOL_CALLS]get-weather[ARGS]{"city": "Paris"}[TOOL_CALLS]get_weather[ARGS]{"city": '
      '"Tokyo"}'),
     None,
     'mistral',
     [{'name': 'get-weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    ('e-mon/mlx-lm tests/test_tool_parsing.py::test_mistral',
     '[TOOL_CALLS]run[ARGS]{"cmd": "echo {x} [ARGS] }", "opts": {"deep": [1, 2, {"k": "v"}]}}',
     None,
     'mistral',
     [{'name': 'run',
       'arguments': {'cmd': 'echo {x} [ARGS] }', 'opts': {'deep': [1, 2, {'k': 'v'}]}}}],
     None),
    ('e-mon/mlx-lm tests/test_tool_parsing.py::test_mistral',
     '[TOOL_CALLS]just some prose, no call here',
     None,
     'mistral',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxlm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                    content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
