"""vllm-mlx's parser tests as data (waybarrios/vllm-mlx tests/: test_tool_parsers.py,
test_deepseek_v4_tool_parser.py, test_gemma4_tool_parser.py, test_gemma4_parser.py,
test_harmony_parsers.py). Each row is a model output of those tests (a streaming test's chunks
joined; the tests' builder functions written out), the format, the calls the test expects and,
where the test asserts it, the content (compared with whitespace runs collapsed and the ends
stripped). The tests pass no tools and most check only call names or a few argument keys: a
row holds the whole arguments object the text gives, which agrees with every key the test
checks. Each row is parsed with every format installed and with its format alone.

Left out: outputs the repository already tests, repeats, and the outputs where toolcalls differs
from vllm-mlx by a DESIGN rule (docs/conformance.md, "vllm-mlx's tests"); none of them is of
this format.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_parsers.py::TestKimiToolParser::test_kimi_format',
     ('<|tool_calls_section_begin|>\n'
      '<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": '
      '"Beijing"}<|tool_call_end|>\n'
      '<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (S + 'test_tool_parsers.py::TestKimiToolParser::test_simple_function_name',
     '<|tool_call_begin|>search:0<|tool_call_argument_begin|>{}<|tool_call_end|>',
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {}}],
     None),
    (S + 'test_tool_parsers.py::TestKimiToolParser::test_no_tool_call',
     "I'll answer your question directly.",
     None,
     'kimi_k2',
     [],
     "I'll answer your question directly."),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
