"""vllm-mlx's parser tests as data (waybarrios/vllm-mlx tests/: test_tool_parsers.py,
test_deepseek_v4_tool_parser.py, test_gemma4_tool_parser.py, test_gemma4_parser.py,
test_harmony_parsers.py). Each row is a model output of those tests (a streaming test's chunks
joined; the tests' builder functions written out), the format, the calls the test expects and,
where the test asserts it, the content (compared with whitespace runs collapsed and the ends
stripped). The tests pass no tools and most check only call names or a few argument keys: a
row holds the whole arguments object the text gives, which agrees with every key the test
checks. Each row is parsed with every format installed and with its format alone.

Left out: outputs the repository already tests, repeats, and the outputs where toolcalls differs
from vllm-mlx by a DESIGN rule (docs/conformance.md, "vllm-mlx's tests"):

- ``[Calling tool: add({"a": 1})]``: the text vllm-mlx itself renders for earlier calls in
  the history, no vendor's wire format: prose (DESIGN 1);
- ``<tool_call_reasoning>...</tool_call_reasoning>`` before a call: vllm-mlx rewrites it into a
  "Reasoning" heading in content; here it is text outside the call, kept as written (DESIGN 1).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_parsers.py::TestQwenToolParser::test_xml_format',
     '<tool_call>{"name": "calculate", "arguments": {"x": 1, "y": 2}}</tool_call>',
     None,
     'hermes',
     [{'name': 'calculate', 'arguments': {'x': 1, 'y': 2}}],
     None),
    (S + 'test_tool_parsers.py::TestQwenToolParser::test_multiple_xml_calls',
     ('<tool_call>{"name": "func1", "arguments": {}}</tool_call><tool_call>{"name": "f'
      'unc2", "arguments": {}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'func1', 'arguments': {}}, {'name': 'func2', 'arguments': {}}],
     None),
    (S + 'test_tool_parsers.py::TestQwenToolParser::test_no_tool_call',
     'I can help you with that question.',
     None,
     'hermes',
     [],
     'I can help you with that question.'),
    (S + 'test_tool_parsers.py::TestHermesToolParser::test_tool_call_format',
     '<tool_call>{"name": "search", "arguments": {"query": "test"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'search', 'arguments': {'query': 'test'}}],
     None),
    (S + 'test_tool_parsers.py::TestGraniteToolParser::test_granite_31_format',
     '<tool_call>[{"name": "search", "arguments": {"query": "test"}}]',
     None,
     'hermes',
     [{'name': 'search', 'arguments': {'query': 'test'}}],
     None),
    (S + 'test_tool_parsers.py::TestAutoToolParser::test_detects_qwen_xml',
     '<tool_call>{"name": "calculate", "arguments": {}}</tool_call>',
     None,
     'hermes',
     [{'name': 'calculate', 'arguments': {}}],
     None),
    (S + 'test_tool_parsers.py::TestThinkTagStripping::test_strip_think_tags_utility',
     '<think>Let me analyze this</think>The answer is 42',
     None,
     'hermes',
     [],
     'The answer is 42'),
    (S + 'test_tool_parsers.py::TestThinkTagStripping::test_strip_think_tags_utility',
     '<think>Step 1\nStep 2\nStep 3</think>Result',
     None,
     'hermes',
     [],
     'Result'),
    (S + 'test_tool_parsers.py::TestThinkTagStripping::test_strip_think_tags_utility',
     '<think></think>Content',
     None,
     'hermes',
     [],
     'Content'),
    (S + 'test_tool_parsers.py::TestThinkTagStripping::test_hermes_with_think_tags',
     ('<think>Let me search for that information.</think>\n'
      '<tool_call>{"name": "search", "arguments": {"query": "weather"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'search', 'arguments': {'query': 'weather'}}],
     ''),
    (S + 'test_tool_parsers.py::TestThinkTagStripping::test_think_tags_with_no_tool_call',
     '<think>Let me think about this</think>The answer is 42.',
     None,
     'hermes',
     [],
     'The answer is 42.'),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_complete_tool_call',
     'Sure, let me check.<tool_call>{"name": "search", "arguments": {"q": "test"}}</tool_call>',
     None,
     'hermes',
     [{'name': 'search', 'arguments': {'q': 'test'}}],
     'Sure, let me check.'),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_split_closing_tag',
     '<tool_call>{"name": "func", "arguments": {}}</tool_call>',
     None,
     'hermes',
     [{'name': 'func', 'arguments': {}}],
     None),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_content_after_tool_call',
     '<tool_call>{"name": "func", "arguments": {}}</tool_call>\nHere is the result.',
     None,
     'hermes',
     [{'name': 'func', 'arguments': {}}],
     'Here is the result.'),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_no_false_positives',
     'Use x < 10 and y > 5',
     None,
     'hermes',
     [],
     'Use x < 10 and y > 5'),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_multi_tool_calls',
     ('<tool_call>{"name": "read_file", "arguments": {"path": "/a.py"}}</tool_call>\n'
      '<tool_call>{"name": "list_dir", "arguments": {"dir": "/src"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'read_file', 'arguments': {'path': '/a.py'}},
      {'name': 'list_dir', 'arguments': {'dir': '/src'}}],
     None),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_multi_tool_no_duplicates',
     ('<tool_call>{"name": "func1", "arguments": {}}</tool_call>\n'
      '<tool_call>{"name": "func2", "arguments": {}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'func1', 'arguments': {}}, {'name': 'func2', 'arguments': {}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
