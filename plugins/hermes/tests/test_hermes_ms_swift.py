"""ms-swift's TeleChat3 agent template as data: TeleChat3 (not Coder) writes Hermes' JSON in
``<tool_call>`` (docs/formats.md, telechat3_coder); the row is the two-call text of
modelscope/ms-swift ``tests/test_align/test_template/test_agent.py::test_telechat3``, parsed with
every format installed and with ``hermes`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('modelscope/ms-swift tests/test_align/test_template/test_agent.py::test_telechat3',
     ('<tool_call>\n'
      '{"name": "get_weather", "arguments": {"city": "Beijing", "unit": "celsius"}}\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '{"name": "get_weather", "arguments": {"city": "Shanghai", "unit": "fahrenheit"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'unit': 'celsius'}},
      {'name': 'get_weather', 'arguments': {'city': 'Shanghai', 'unit': 'fahrenheit'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ms_swift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
