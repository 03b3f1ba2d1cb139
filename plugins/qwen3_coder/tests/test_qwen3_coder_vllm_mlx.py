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

- truncated calls (``<tool_call>`` or ``<function=f><parameter=a>1`` cut off by max_tokens):
  ``tool_call.unexpected_end`` / ``tool_call.unclosed``, never dropped in silence (DESIGN 2, 3a);
  ``I'll call: <function=get_weather>`` at the end of the text is a call of ``get_weather``
  without arguments (a missing closer at the very end, DESIGN 3a);
- a JSON object as the body of ``<function=f>`` inside ``<tool_call>``: not Qwen3-Coder's
  grammar (``tool_call.unexpected_content``); the bare ``<function=f>{...}</function>`` is
  Functionary v3.1's layout (tested in the functionary plugin);
- one output mixing Hermes JSON or Functionary JSON calls with Qwen3-Coder blocks: every
  format installed reads all the calls, no one format alone reads both kinds.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_tool_parsers.py::TestNemotronToolParser::test_parameter_format',
     ('<tool_call><function=get_weather><parameter=city>Paris</parameter><parameter=un'
      'its>celsius</parameter></function></tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris', 'units': 'celsius'}}],
     None),
    (S + 'test_tool_parsers.py::TestNemotronToolParser::test_multiple_calls',
     ('<tool_call><function=func1><parameter=a>1</parameter></function></tool_call><to'
      'ol_call><function=func2><parameter=b>2</parameter></function></tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'func1', 'arguments': {'a': 1}}, {'name': 'func2', 'arguments': {'b': 2}}],
     None),
    (S + 'test_tool_parsers.py::TestNemotronToolParser::test_no_tool_call',
     'Here is the information you requested.',
     None,
     'qwen3_coder',
     [],
     'Here is the information you requested.'),
    (S + 'test_tool_parsers.py::TestAutoToolParser::test_detects_nemotron',
     '<tool_call><function=search><parameter=q>test</parameter></function></tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'q': 'test'}}],
     None),
    (S + 'test_tool_parsers.py::TestQwen3CoderParser::test_qwen3_coder_xml_format',
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>Paris</parameter>\n'
      '<parameter=units>celsius</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris', 'units': 'celsius'}}],
     None),
    (S + 'test_tool_parsers.py::TestQwen3CoderParser::test_qwen3_coder_with_think_tags',
     ('<think>I need to read this file.</think>\n'
      '<tool_call>\n'
      '<function=read_file>\n'
      '<parameter=path>/src/main.py</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'read_file', 'arguments': {'path': '/src/main.py'}}],
     None),
    (S + 'test_tool_parsers.py::TestQwen3CoderParser::test_qwen3_coder_multiline_parameter',
     ('<tool_call>\n'
      '<function=write_file>\n'
      '<parameter=path>/src/hello.py</parameter>\n'
      '<parameter=content>def hello():\n'
      "    print('hello')\n"
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'write_file',
       'arguments': {'path': '/src/hello.py', 'content': "def hello():\n    print('hello')"}}],
     None),
    ((S
     + ('test_tool_parsers.py::TestQwen3CoderParser::test_bare_function_without_tool_'
         'call_wrapper')),
     '<function=get_weather><parameter=city>Berlin</parameter></function>',
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Berlin'}}],
     None),
    (S + 'test_tool_parsers.py::TestQwen3CoderParser::test_bare_multi_function_without_wrapper',
     ('<function=read_file><parameter=path>/a.py</parameter></function>\n'
      '<function=write_file><parameter=path>/b.py</parameter><parameter=content>hello<'
      '/parameter></function>'),
     None,
     'qwen3_coder',
     [{'name': 'read_file', 'arguments': {'path': '/a.py'}},
      {'name': 'write_file', 'arguments': {'path': '/b.py', 'content': 'hello'}}],
     None),
    (S + 'test_tool_parsers.py::TestQwen3CoderParser::test_qwen3_coder_multiple_tool_calls',
     ('<tool_call>\n'
      '<function=read_file>\n'
      '<parameter=path>/src/main.py</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '<function=list_files>\n'
      '<parameter=directory>/src</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'read_file', 'arguments': {'path': '/src/main.py'}},
      {'name': 'list_files', 'arguments': {'directory': '/src'}}],
     None),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_nemotron_xml_format',
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>London</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'London'}}],
     None),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_multi_nemotron_xml',
     ('<tool_call>\n'
      '<function=read_file>\n'
      '<parameter=path>/a.py</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '<function=write_file>\n'
      '<parameter=path>/b.py</parameter>\n'
      '<parameter=content>hello</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'read_file', 'arguments': {'path': '/a.py'}},
      {'name': 'write_file', 'arguments': {'path': '/b.py', 'content': 'hello'}}],
     None),
    (S + 'test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_bare_function_blocks',
     '<function=read_file><parameter=path>/src/main.py</parameter></function>',
     None,
     'qwen3_coder',
     [{'name': 'read_file', 'arguments': {'path': '/src/main.py'}}],
     None),
    ((S
     + ('test_tool_parsers.py::TestHermesStreamingFixes::test_streaming_bare_multi_fu'
         'nction_blocks')),
     ('<function=func1><parameter=a>1</parameter></function>\n'
      '<function=func2><parameter=b>2</parameter></function>'),
     None,
     'qwen3_coder',
     [{'name': 'func1', 'arguments': {'a': 1}}, {'name': 'func2', 'arguments': {'b': 2}}],
     None),
    (S + 'test_tool_parsers.py::TestQwenFunctionFormat::test_function_format_with_parameters',
     '<function=get_weather><parameter=city>Prague</parameter></function>',
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Prague'}}],
     None),
    ((S
     + ('test_tool_parsers.py::TestQwenMixedFormatAndTruncation::test_nested_function'
         '_in_tool_call_wrappers')),
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>Prague</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '<function=convert_currency>\n'
      '<parameter=amount>100</parameter>\n'
      '<parameter=from_currency>EUR</parameter>\n'
      '<parameter=to_currency>CZK</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Prague'}},
      {'name': 'convert_currency',
       'arguments': {'amount': 100, 'from_currency': 'EUR', 'to_currency': 'CZK'}}],
     ''),
    ((S
     + ('test_tool_parsers.py::TestQwenMixedFormatAndTruncation::test_no_tool_calls_r'
         'eturns_string_not_none')),
     'Hello world.',
     None,
     'qwen3_coder',
     [],
     'Hello world.'),
    ((S
     + ('test_tool_parsers.py::TestQwenStreamingBuffering::test_streaming_false_posit'
         'ive_functional')),
     'Look at <functional interface',
     None,
     'qwen3_coder',
     [],
     'Look at <functional interface'),
    ((S
     + ('test_tool_parsers.py::TestQwenStreamingBuffering::test_streaming_false_posit'
         'ive_single_angle_bracket')),
     'Hello<div>',
     None,
     'qwen3_coder',
     [],
     'Hello<div>'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
