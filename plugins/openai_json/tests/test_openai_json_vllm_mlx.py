"""vllm-mlx's parser tests as data (waybarrios/vllm-mlx tests/: test_tool_parsers.py,
test_deepseek_v4_tool_parser.py, test_gemma4_tool_parser.py, test_gemma4_parser.py,
test_harmony_parsers.py). Each row is a model output of those tests (a streaming test's chunks
joined; the tests' builder functions written out), the format, the calls the test expects and,
where the test asserts it, the content (compared with whitespace runs collapsed and the ends
stripped). The tests pass no tools and most check only call names or a few argument keys: a
row holds the whole arguments object the text gives, which agrees with every key the test
checks. Each row is parsed with every format installed and with its format alone.

Left out: outputs the repository already tests, repeats, and the outputs where toolcalls differs
from vllm-mlx by a DESIGN rule (docs/conformance.md, "vllm-mlx's tests"): ``[read({"file_path":
"src/test.py"})]`` passes a dict positionally, which the python tier does not read as a call
(keyword arguments only, DESIGN 3).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_parsers.py::TestLlamaToolParser::test_bare_json_without_type',
     '{"name": "grep", "parameters": {"pattern": "TODO"}}',
     None,
     'json',
     [{'name': 'grep', 'arguments': {'pattern': 'TODO'}}],
     None),
    (S + 'test_tool_parsers.py::TestXLAMToolParser::test_json_array',
     '[{"name": "search", "arguments": {"query": "AI"}}]',
     None,
     'json',
     [{'name': 'search', 'arguments': {'query': 'AI'}}],
     None),
    (S + 'test_tool_parsers.py::TestXLAMToolParser::test_code_block',
     '```json\n[{"name": "calculate", "arguments": {"x": 5}}]\n```',
     None,
     'json',
     [{'name': 'calculate', 'arguments': {'x': 5}}],
     None),
    (S + 'test_tool_parsers.py::TestXLAMToolParser::test_after_think',
     '<think>Let me search for this</think>[{"name": "search", "arguments": {}}]',
     None,
     'json',
     [{'name': 'search', 'arguments': {}}],
     None),
    (S + 'test_tool_parsers.py::TestXLAMToolParser::test_no_tool_call',
     "I don't need to use any tools for this.",
     None,
     'json',
     [],
     "I don't need to use any tools for this."),
    (S + 'test_tool_parsers.py::TestFunctionaryToolParser::test_json_array',
     '[{"name": "func1", "arguments": {}}]',
     None,
     'json',
     [{'name': 'func1', 'arguments': {}}],
     None),
    (S + 'test_tool_parsers.py::TestAutoToolParser::test_detects_raw_json',
     '{"name": "test_func", "arguments": {"key": "value"}}',
     None,
     'json',
     [{'name': 'test_func', 'arguments': {'key': 'value'}}],
     None),
    (S + 'test_tool_parsers.py::TestAutoToolParser::test_no_tool_call',
     'This is just a regular response.',
     None,
     'json',
     [],
     'This is just a regular response.'),
    ((S
     + ('test_tool_parsers.py::TestAutoToolParser::test_no_false_positive_for_ordinar'
         'y_bracket_text')),
     'Read [the docs](https://example.test) before changing this.',
     None,
     'json',
     [],
     'Read [the docs](https://example.test) before changing this.'),
    ((S
     + ('test_tool_parsers.py::TestAutoToolParser::test_no_false_positive_for_ordinar'
         'y_bracket_text')),
     'The output array was [1, 2, 3], not a tool call.',
     None,
     'json',
     [],
     'The output array was [1, 2, 3], not a tool call.'),
    ((S
     + ('test_tool_parsers.py::TestAutoToolParser::test_no_false_positive_for_ordinar'
         'y_bracket_text')),
     'Here is JSON: [{"label": "alpha", "score": 0.7}]',
     None,
     'json',
     [],
     'Here is JSON: [{"label": "alpha", "score": 0.7}]'),
    ((S
     + ('test_tool_parsers.py::TestAutoToolParser::test_no_false_positive_for_ordinar'
         'y_bracket_text')),
     'Use [square brackets] for optional text.',
     None,
     'json',
     [],
     'Use [square brackets] for optional text.'),
    ((S
     + ('test_tool_parsers.py::TestAutoToolParser::test_no_false_positive_for_ordinar'
         'y_bracket_text')),
     'This prose mentions [read(file_path)] without JSON arguments.',
     None,
     'json',
     [],
     'This prose mentions [read(file_path)] without JSON arguments.'),
    (S + 'test_tool_parsers.py::TestEdgeCases::test_nested_arguments',
     '{"name": "complex", "arguments": {"level1": {"level2": {"level3": [1, 2, 3]}}}}',
     None,
     'json',
     [{'name': 'complex', 'arguments': {'level1': {'level2': {'level3': [1, 2, 3]}}}}],
     None),
    ((S
     + ('test_tool_parsers.py::TestBareBracketStreaming::test_auto_streaming_ordinary'
         '_brackets_emit_content')),
     'See [the docs](https://example.test)',
     None,
     'json',
     [],
     'See [the docs](https://example.test)'),
    ((S
     + ('test_tool_parsers.py::TestBareBracketStreaming::test_auto_streaming_ordinary'
         '_brackets_emit_content')),
     'Values: [1, 2, 3]',
     None,
     'json',
     [],
     'Values: [1, 2, 3]'),
    ((S
     + ('test_tool_parsers.py::TestBareBracketStreaming::test_auto_streaming_ordinary'
         '_brackets_emit_content')),
     'JSON data: [{"label": "alpha"}]',
     None,
     'json',
     [],
     'JSON data: [{"label": "alpha"}]'),
    ((S
     + ('test_tool_parsers.py::TestBareBracketStreaming::test_auto_streaming_ordinary'
         '_brackets_emit_content')),
     'Literal [square brackets] in text',
     None,
     'json',
     [],
     'Literal [square brackets] in text'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
