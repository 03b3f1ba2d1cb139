"""mlx-openai-server's tests as data for GLM-4.5's ``<tool_call>NAME<arg_key>...`` calls: model
outputs from cubist38/mlx-openai-server (``tests/parsers/test_glm4_moe.py``) with the calls and
reasoning those tests expect. Streamed chunks are joined into their text; where a test checks
only part of the result (that a call was found, a name, a substring), the row holds the whole
call toolcalls returns, and content is given only where the test states it. Each row is parsed
with every format installed and with its format alone; content and reasoning compared with
whitespace runs collapsed.

What was read, the counts and what was left out by which rule: docs/conformance.md,
"mlx-openai-server's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None, reasoning
#: or None, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('cubist38/mlx-openai-server '
      'tests/parsers/test_glm4_moe.py::test_glm4_moe_reasoning_and_tool_parsing_streaming'),
     ('<think>The user is askingfor the weather in Tokyo. I have a function available called '
      '"get_weather" that takes a city parameter and returns the weather information for that '
      'city. The user has provided "Tokyo" as the city they want weather information for, so I '
      "have all the required parameters to make the function call.call.</think>I'll get the "
      'current weather information for Tokyo for '
      'you.<tool_call>get_weather<arg_key>city</arg_key><arg_value>Tokyo</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None,
     ('The user is askingfor the weather in Tokyo. I have a function available called '
      '"get_weather" that takes a city parameter and returns the weather information for that '
      'city. The user has provided "Tokyo" as the city they want weather information for, so I '
      'have all the required parameters to make the function call.call.'),
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_mlxserver_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                  content: str | None, reasoning: str | None,
                                  started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
