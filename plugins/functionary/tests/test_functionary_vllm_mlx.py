"""vllm-mlx's parser tests as data (waybarrios/vllm-mlx tests/: test_tool_parsers.py,
test_deepseek_v4_tool_parser.py, test_gemma4_tool_parser.py, test_gemma4_parser.py,
test_harmony_parsers.py). Each row is a model output of those tests (a streaming test's chunks
joined; the tests' builder functions written out), the format, the calls the test expects and,
where the test asserts it, the content (compared with whitespace runs collapsed and the ends
stripped). The tests pass no tools and most check only call names or a few argument keys: a
row holds the whole arguments object the text gives, which agrees with every key the test
checks. Each row is parsed with every format installed and with its format alone.

Left out: outputs the repository already tests, repeats, and the outputs where toolcalls differs
from vllm-mlx (docs/conformance.md, "vllm-mlx's tests"): Functionary v2's
``<|from|>assistant\n<|recipient|>f\n<|content|>{...}`` has no format here (a gap, listed).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_function_format',
     '<function=multiply>{"x": 3, "y": 4}</function>',
     None,
     'functionary_v31',
     [{'name': 'multiply', 'arguments': {'x': 3, 'y': 4}}],
     None),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_multiple_functions',
     '<function=add>{"a": 1}</function><function=multiply>{"x": 3}</function>',
     None,
     'functionary_v31',
     [{'name': 'add', 'arguments': {'a': 1}}, {'name': 'multiply', 'arguments': {'x': 3}}],
     None),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_content_with_function',
     'Computing result<function=calc>{"n": 5}</function>',
     None,
     'functionary_v31',
     [{'name': 'calc', 'arguments': {'n': 5}}],
     'Computing result'),
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_streaming_xml_format_still_works',
     '<function=read_file>{"path": "foo.py"}</function>',
     None,
     'functionary_v31',
     [{'name': 'read_file', 'arguments': {'path': 'foo.py'}}],
     ''),
    (S + 'test_tool_parsers.py::TestFunctionaryToolParser::test_function_format',
     '<function=search>{"query": "test"}</function>',
     None,
     'functionary_v31',
     [{'name': 'search', 'arguments': {'query': 'test'}}],
     None),
    (S + 'test_tool_parsers.py::TestFunctionaryToolParser::test_no_tool_call',
     'Let me explain that to you.',
     None,
     'functionary_v31',
     [],
     'Let me explain that to you.'),
    (S + 'test_tool_parsers.py::TestAutoToolParser::test_detects_llama',
     '<function=multiply>{"x": 2}</function>',
     None,
     'functionary_v31',
     [{'name': 'multiply', 'arguments': {'x': 2}}],
     None),
    (S + 'test_tool_parsers.py::TestEdgeCases::test_special_characters_in_name',
     '<function=get_user_info>{"user_id": 123}</function>',
     None,
     'functionary_v31',
     [{'name': 'get_user_info', 'arguments': {'user_id': 123}}],
     None),
    (S + 'test_tool_parsers.py::TestQwenFunctionFormat::test_function_format_with_json',
     '<function=get_weather>{"city": "Prague"}</function>',
     None,
     'functionary_v31',
     [{'name': 'get_weather', 'arguments': {'city': 'Prague'}}],
     None),
    (S + 'test_tool_parsers.py::TestQwenFunctionFormat::test_function_format_multiple',
     ('<function=read_file>{"path": "/a.py"}</function><function=write_file>{"path": "'
      '/b.py", "content": "hello"}</function>'),
     None,
     'functionary_v31',
     [{'name': 'read_file', 'arguments': {'path': '/a.py'}},
      {'name': 'write_file', 'arguments': {'path': '/b.py', 'content': 'hello'}}],
     None),
    (S + 'test_tool_parsers.py::TestQwenFunctionFormat::test_function_format_with_think_tags',
     ('<think>I need to check the weather.</think>\n'
      '<function=get_weather>{"city": "Prague"}</function>'),
     None,
     'functionary_v31',
     [{'name': 'get_weather', 'arguments': {'city': 'Prague'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
