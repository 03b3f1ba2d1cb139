"""MLX Swift's tests as data for Python call syntax (``python``): model outputs from
ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``) with the calls and content MLX Swift
expects. Streamed chunks and token pieces are joined into their text; tools are the test's
definitions (flat, or OpenAI's ``{"function": ...}`` shape). The two rows are LFM2 outputs without
the list brackets LFM2's template writes: ``lfm2`` alone reports ``tool_call.unrecognized``, and
with every format installed the ``python`` tier reads the call inside the tokens, which is what MLX
Swift expects. Each row is parsed with every format installed and with its format alone; content is
compared with whitespace runs collapsed. What was read, what was left out and the differences by
rule are docs/conformance.md, "MLX Swift's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserWithoutBrackets',
     "<|tool_call_start|>current_time(timezone='UTC')<|tool_call_end|>",
     None,
     'python',
     [{'name': 'current_time', 'arguments': {'timezone': 'UTC'}}],
     None),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testPythonicParserNestedParent'
      'hesesNoBrackets'),
     '<|tool_call_start|>run_script(code="print(\'hello\')")<|tool_call_end|>',
     None,
     'python',
     [{'name': 'run_script', 'arguments': {'code': "print('hello')"}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
