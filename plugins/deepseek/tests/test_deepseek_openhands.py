"""OpenHands' DeepSeek V4 DSML tests as data: model outputs from
OpenHands/software-agent-sdk ``tests/sdk/llm/test_dsml_normalization.py`` whose result agrees
here. Streamed chunks are joined into their text.

Only two of that file's outputs are rows. The others write ``<invoke>`` and ``<parameter>``
without the ``｜DSML｜`` marker inside a ``<｜DSML｜tool_calls>`` block, or an abbreviated
``<｜｜DSML｜｜r=NAME>`` form that no template describes; neither is read here
(docs/formats.md, deepseek_v32, "Not read"; docs/conformance.md, "OpenHands' and SWE-agent's
tests"). The rows are a block opener followed by text that cannot start an invoke (prose, as
OpenHands keeps it too) and prose with angle brackets that holds no marker.

Each row is parsed with every format installed and with ``deepseek_v4`` alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

_SRC = 'OpenHands/software-agent-sdk tests/sdk/llm/test_dsml_normalization.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (_SRC + 'test_malformed_unrecoverable_dsml_warns_and_avoids_partial_execution',
     '<｜DSML｜tool_calls> <<<broken non-xml syntax without invoke',
     None,
     'deepseek_v4',
     [],
     '<｜DSML｜tool_calls> <<<broken non-xml syntax without invoke'),
    (_SRC + 'test_dsml_stream_filter_non_dsml_angle_brackets (chunks joined)',
     'Condition: a < b and c > d. <tag>inner</tag>',
     None,
     'deepseek_v4',
     [],
     'Condition: a < b and c > d. <tag>inner</tag>'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_openhands_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
