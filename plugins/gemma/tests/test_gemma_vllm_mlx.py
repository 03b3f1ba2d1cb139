"""vllm-mlx's parser tests as data (waybarrios/vllm-mlx tests/: test_tool_parsers.py,
test_deepseek_v4_tool_parser.py, test_gemma4_tool_parser.py, test_gemma4_parser.py,
test_harmony_parsers.py). Each row is a model output of those tests (a streaming test's chunks
joined; the tests' builder functions written out), the format, the calls the test expects and,
where the test asserts it, the content (compared with whitespace runs collapsed and the ends
stripped). The tests pass no tools and most check only call names or a few argument keys: a
row holds the whole arguments object the text gives, which agrees with every key the test
checks. Each row is parsed with every format installed and with its format alone. The
tests' absolute file paths in arguments are written relative here (``src/foo``).

Left out: outputs the repository already tests, repeats, and the outputs where toolcalls differs
from vllm-mlx by a DESIGN rule (docs/conformance.md, "vllm-mlx's tests"): an empty
``<|tool_call><tool_call|>`` is ``tool_call.unrecognized``, not silence (DESIGN 2, 3a).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ((S
     + ('test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_single_tool_ca'
         'll_string_arg')),
     '<|tool_call>call:read_file{path:<|"|>src/foo.py<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'read_file', 'arguments': {'path': 'src/foo.py'}}],
     ''),
    ((S
     + ('test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_single_tool_ca'
         'll_numeric_arg')),
     '<|tool_call>call:search{limit:10,verbose:false}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'limit': 10, 'verbose': False}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_content_before_tool_call',
     ('Let me read that file for you.\n'
      '<|tool_call>call:read_file{path:<|"|>src/foo<|"|>}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'read_file', 'arguments': {'path': 'src/foo'}}],
     'Let me read that file for you.'),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_tool_call_id_generated',
     '<|tool_call>call:read_file{path:<|"|>src/a<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'read_file', 'arguments': {'path': 'src/a'}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_string_with_special_chars',
     '<|tool_call>call:write{content:<|"|>line1\\nline2<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'write', 'arguments': {'content': 'line1\\nline2'}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_deeply_nested_objects',
     '<|tool_call>call:update{a:{b:{c:1,d:true}}}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'update', 'arguments': {'a': {'b': {'c': 1, 'd': True}}}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_null_value',
     '<|tool_call>call:clear{target:null}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'clear', 'arguments': {'target': None}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_unicode_emoji_in_args',
     '<|tool_call>call:search{query:<|"|>hello world 🌍 你好<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'hello world 🌍 你好'}}],
     None),
    ((S
     + ('test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_braces_inside_'
         'string_value')),
     '<|tool_call>call:run{code:<|"|>if (x) { return y; }<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'run', 'arguments': {'code': 'if (x) { return y; }'}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_quoted_keys',
     '<|tool_call>call:read{<|"|>path<|"|>:<|"|>src/foo<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'read', 'arguments': {'path': 'src/foo'}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_think_tags_stripped',
     ('<think>Let me think about this...</think><|tool_call>call:search{query:<|"|>tes'
      't<|"|>}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'test'}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_missing_end_delimiter',
     '<|tool_call>call:read_file{path:<|"|>src/foo<|"|>}',
     None,
     'gemma4',
     [{'name': 'read_file', 'arguments': {'path': 'src/foo'}}],
     None),
    (S + 'test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_string_with_colon',
     '<|tool_call>call:connect{url:<|"|>host:8080<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'connect', 'arguments': {'url': 'host:8080'}}],
     None),
    ((S
     + ('test_gemma4_tool_parser.py::TestGemma4ToolParserExtract::test_string_with_ne'
         'wline_and_quote')),
     '<|tool_call>call:write{text:<|"|>line1\nline2 said "hello"<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'write', 'arguments': {'text': 'line1\nline2 said "hello"'}}],
     None),
    ((S
     + ('test_gemma4_tool_parser.py::TestGemma4ToolParserStreaming::test_streaming_em'
         'its_on_close')),
     'Sure. <|tool_call>call:read_file{path:<|"|>src/foo<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'read_file', 'arguments': {'path': 'src/foo'}}],
     'Sure.'),
    (S + 'test_gemma4_parser.py::test_extract_multiple_tool_calls',
     ('<|tool_call>call:get_weather{location:<|"|>SF<|"|>}<tool_call|><|tool_call>call'
      ':get_time{timezone:<|"|>PST<|"|>}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}},
      {'name': 'get_time', 'arguments': {'timezone': 'PST'}}],
     None),
    (S + 'test_gemma4_parser.py::test_extract_tool_call_with_surrounding_text',
     ('Let me check the weather. <|tool_call>call:get_weather{location:<|"|>SF<|"|>}<t'
      'ool_call|> Done.'),
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}}],
     'Let me check the weather.  Done.'),
    (S + 'test_gemma4_parser.py::test_no_tool_calls',
     'Just a regular response with no tool calls.',
     None,
     'gemma4',
     [],
     'Just a regular response with no tool calls.'),
    (S + 'test_gemma4_parser.py::test_extract_with_think_tags',
     ('<think>I should check the weather</think><|tool_call>call:get_weather{location:'
      '<|"|>SF<|"|>}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}}],
     None),
    (S + 'test_gemma4_parser.py::test_extract_numeric_args',
     '<|tool_call>call:set_temp{value:72,unit:<|"|>fahrenheit<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'set_temp', 'arguments': {'value': 72, 'unit': 'fahrenheit'}}],
     None),
    (S + 'test_gemma4_parser.py::test_streaming_tool_call_complete',
     '<|tool_call>call:get_weather{location:<|"|>SF<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}}],
     None),
    (S + 'test_gemma4_parser.py::test_extract_hyphenated_tool_name',
     '<|tool_call>call:web-search{query:<|"|>hello<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'web-search', 'arguments': {'query': 'hello'}}],
     None),
    (S + 'test_gemma4_parser.py::test_auto_parser_detects_gemma4',
     '<|tool_call>call:search{query:<|"|>hello world<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'hello world'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
