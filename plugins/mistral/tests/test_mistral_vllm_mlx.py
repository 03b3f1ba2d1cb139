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
    (S + 'test_tool_parsers.py::TestMistralToolParser::test_old_format_single',
     '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Paris"}}]',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     None),
    (S + 'test_tool_parsers.py::TestMistralToolParser::test_old_format_multiple',
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name":'
      ' "get_time", "arguments": {"timezone": "UTC"}}]'),
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     None),
    (S + 'test_tool_parsers.py::TestMistralToolParser::test_new_format',
     '[TOOL_CALLS]get_weather{"city": "London"}',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'London'}}],
     None),
    (S + 'test_tool_parsers.py::TestMistralToolParser::test_content_with_tool_call',
     'Let me check the weather for you.[TOOL_CALLS] [{"name": "get_weather", "arguments": {}}]',
     None,
     'mistral',
     [{'name': 'get_weather', 'arguments': {}}],
     'Let me check the weather for you.'),
    (S + 'test_tool_parsers.py::TestXLAMToolParser::test_tool_calls_tag',
     '[TOOL_CALLS][{"name": "func", "arguments": {}}]',
     None,
     'mistral',
     [{'name': 'func', 'arguments': {}}],
     None),
    (S + 'test_tool_parsers.py::TestAutoToolParser::test_detects_mistral',
     '[TOOL_CALLS] [{"name": "search", "arguments": {}}]',
     None,
     'mistral',
     [{'name': 'search', 'arguments': {}}],
     None),
    (S + 'test_tool_parsers.py::TestEdgeCases::test_unicode_in_arguments',
     '[TOOL_CALLS] [{"name": "translate", "arguments": {"text": "日本語"}}]',
     None,
     'mistral',
     [{'name': 'translate', 'arguments': {'text': '日本語'}}],
     None),
    (S + 'test_tool_parsers.py::TestEdgeCases::test_tool_call_id_uniqueness',
     '[TOOL_CALLS] [{"name": "func1", "arguments": {}}, {"name": "func2", "arguments": {}}]',
     None,
     'mistral',
     [{'name': 'func1', 'arguments': {}}, {'name': 'func2', 'arguments': {}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
