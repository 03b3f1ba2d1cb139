"""vllm-mlx's parser tests as data (waybarrios/vllm-mlx tests/: test_tool_parsers.py,
test_deepseek_v4_tool_parser.py, test_gemma4_tool_parser.py, test_gemma4_parser.py,
test_harmony_parsers.py). Each row is a model output of those tests (a streaming test's chunks
joined; the tests' builder functions written out), the format, the calls the test expects and,
where the test asserts it, the content (compared with whitespace runs collapsed and the ends
stripped). The tests pass no tools and most check only call names or a few argument keys: a
row holds the whole arguments object the text gives, which agrees with every key the test
checks. Each row is parsed with every format installed and with its format alone.

Left out: outputs the repository already tests, repeats, and the outputs where toolcalls differs
from vllm-mlx by a DESIGN rule (docs/conformance.md, "vllm-mlx's tests"): the bare
``{"type": "function", "name": ..., "parameters": ...}`` without ``<|python_tag|>`` is the
Responses API's tool definition, data (docs/formats.md). The ``<function=f>{...}</function>``
outputs of the Llama tests are Functionary v3.1's layout and rows of the functionary plugin.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_python_tag_json_format',
     '<|python_tag|>{"name": "read_file", "parameters": {"path": "foo.py"}}',
     None,
     'llama',
     [{'name': 'read_file', 'arguments': {'path': 'foo.py'}}],
     None),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_python_tag_arguments_alias',
     '<|python_tag|>{"name": "run_command", "arguments": {"cmd": "ls"}}',
     None,
     'llama',
     [{'name': 'run_command', 'arguments': {'cmd': 'ls'}}],
     None),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_python_tag_multiple_calls',
     ('<|python_tag|>{"name": "read_file", "parameters": {"path": "a.py"}}<|python_tag'
      '|>{"name": "read_file", "parameters": {"path": "b.py"}}'),
     None,
     'llama',
     [{'name': 'read_file', 'arguments': {'path': 'a.py'}},
      {'name': 'read_file', 'arguments': {'path': 'b.py'}}],
     None),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_plain_text_is_not_a_tool_call',
     'I cannot find the file you mentioned.',
     None,
     'llama',
     [],
     'I cannot find the file you mentioned.'),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_non_tool_json_is_not_a_tool_call',
     '{"value": 42, "summary": "computed"}',
     None,
     'llama',
     [],
     '{"value": 42, "summary": "computed"}'),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_streaming_python_tag_emits_tool_call',
     '<|python_tag|>{"name": "run_command", "parameters": {"cmd": "ls"}}',
     None,
     'llama',
     [{'name': 'run_command', 'arguments': {'cmd': 'ls'}}],
     ''),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_streaming_plain_text_streams_as_content',
     'I will look at foo.py for you.',
     None,
     'llama',
     [],
     'I will look at foo.py for you.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
