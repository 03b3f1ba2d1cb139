"""SGLang model gateway's tool-parser tests as data: each row is a model output from the Rust
tests of sgl-project/sglang's gateway (``sgl-model-gateway/tests/tool_parser/*.rs``, the older
top-level ``sgl-model-gateway/tests/tool_parser_*.rs`` and
``sgl-router/tests/tool_parser_*.rs``; the file and test are in each row's source; a streaming
test's chunks are joined), the format, the tools (the tests pass none to ``parse_complete``),
the calls it expects, or "error" where it returns no call for a malformed output and toolcalls
reports the error, and the content (SGLang's ``normal_text``) where the test asserts it and it
agrees. Each row is parsed with every format installed and with its format alone; content is
compared with whitespace runs collapsed and the ends stripped. Where a test checks only some
argument keys, the row holds the whole arguments object toolcalls reads, which agrees on every
key the test checks.

Left out: rows the shared conformance corpus or another table already holds
(test_parse_streaming_bracket_without_text_before, test_parse_streaming_complete_tool_call,
test_parse_streaming_multiple_tools_with_nested_brackets, test_parse_streaming_nested_brackets,
test_parse_streaming_nested_brackets_dict, test_parse_streaming_no_brackets,
test_parse_streaming_partial_nested_brackets, test_parse_streaming_partial_tool_call,
test_parse_streaming_text_after_tool_call, test_parse_streaming_text_before_tool_call); rows
where toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md, "SGLang model
gateway's tests"); content SGLang drops after the first call (DESIGN 3a: text after calls is
content), for which the row asserts the calls only.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

GW = "sgl-project/sglang sgl-model-gateway/tests/tool_parser/"
RT = "sgl-project/sglang sgl-router/tests/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GW + 'tool_parser_edge_cases.rs::test_nested_brackets_in_strings-2',
     '[echo(text="List: [a, b, c]")]',
     None,
     'python',
     [{'name': 'echo', 'arguments': {'text': 'List: [a, b, c]'}}],
     None),
    (RT + 'tool_parser_streaming.rs::test_pythonic_streaming',
     '[get_weather(city="London", units="celsius")]',
     None,
     'python',
     [{'name': 'get_weather', 'arguments': {'city': 'London', 'units': 'celsius'}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_format_markers_in_string_content-1',
     '[echo(text="Use [TOOL_CALLS] and <tool_call> in text")]',
     None,
     'python',
     [{'name': 'echo', 'arguments': {'text': 'Use [TOOL_CALLS] and <tool_call> in text'}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_pythonic_edge_cases-1',
     '[func_name_2(param_1="value")]',
     None,
     'python',
     [{'name': 'func_name_2', 'arguments': {'param_1': 'value'}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_pythonic_edge_cases-2',
     '[process(text="")]',
     None,
     'python',
     [{'name': 'process', 'arguments': {'text': ''}}],
     None),
    (GW + 'tool_parser_mixed_edge_cases.rs::test_extremely_long_function_names',
     '[very_long_function_name_that_might_appear_in_generated_code_somewhere(param="value")]',
     None,
     'python',
     [{'name': 'very_long_function_name_that_might_appear_in_generated_code_somewhere',
       'arguments': {'param': 'value'}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_multiple_functions',
     '[search_web(query="Rust programming", max_results=5), get_time(timezone="UTC")]',
     None,
     'python',
     [{'name': 'search_web', 'arguments': {'query': 'Rust programming', 'max_results': 5}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_with_python_literals',
     '[configure(enabled=True, disabled=False, optional=None)]',
     None,
     'python',
     [{'name': 'configure', 'arguments': {'enabled': True, 'disabled': False, 'optional': None}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_with_lists_and_dicts',
     '[process_data(items=[1, 2, 3], config={"key": "value", "nested": {"deep": True}})]',
     None,
     'python',
     [{'name': 'process_data',
       'arguments': {'items': [1, 2, 3], 'config': {'key': 'value', 'nested': {'deep': True}}}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_with_nested_parentheses',
     '[math_eval(expression="(2 + 3) * (4 - 1)", round_to=2)]',
     None,
     'python',
     [{'name': 'math_eval', 'arguments': {'expression': '(2 + 3) * (4 - 1)', 'round_to': 2}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_with_escaped_quotes',
     '[echo(text="She said \\"Hello\\" to him")]',
     None,
     'python',
     [{'name': 'echo', 'arguments': {'text': 'She said "Hello" to him'}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_empty_arguments',
     '[ping()]',
     None,
     'python',
     [{'name': 'ping', 'arguments': {}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_invalid_syntax-1',
     '[function(arg=value',
     None,
     'python',
     'error',
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_real_world_llama4',
     ("I'll help you with multiple tasks. Let me search for information and perform calculations.\n"
      '\n'
      '[web_search(query="latest Rust features", max_results=3, safe_search=True),\n'
      ' calculate(expression="42 * 3.14159", precision=2),\n'
      ' get_weather(city="San Francisco", units="fahrenheit", include_forecast=False)]\n'
      '\n'
      'These functions will provide the information you need.'),
     None,
     'python',
     [{'name': 'web_search',
       'arguments': {'query': 'latest Rust features', 'max_results': 3, 'safe_search': True}},
      {'name': 'calculate', 'arguments': {'expression': '42 * 3.14159', 'precision': 2}},
      {'name': 'get_weather',
       'arguments': {'city': 'San Francisco', 'units': 'fahrenheit', 'include_forecast': False}}],
     ("I'll help you with multiple tasks. Let me search for information and perform calculations.\n"
      '\n'
      '\n'
      '\n'
      'These functions will provide the information you need.')),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_nested_brackets_in_lists',
     '[process_matrix(data=[[1, 2], [3, 4]], labels=["row[0]", "row[1]"])]',
     None,
     'python',
     [{'name': 'process_matrix',
       'arguments': {'data': [[1, 2], [3, 4]], 'labels': ['row[0]', 'row[1]']}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_nested_brackets_in_dicts',
     '[analyze(config={"patterns": ["[a-z]+", "[0-9]+"], "nested": {"list": [1, [2, 3]]}})]',
     None,
     'python',
     [{'name': 'analyze',
       'arguments': {'config': {'patterns': ['[a-z]+', '[0-9]+'],
                                'nested': {'list': [1, [2, 3]]}}}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_mixed_quotes',
     '[format_text(single=\'Hello\', double="World", mixed="It\'s \\"quoted\\"")]',
     None,
     'python',
     [{'name': 'format_text',
       'arguments': {'single': 'Hello', 'double': 'World', 'mixed': 'It\'s "quoted"'}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_pythonic_complex_nesting',
     ('[transform(\n'
      '        matrix=[[1, [2, 3]], [4, [5, [6, 7]]]],\n'
      '        operations=[{"type": "scale", "factor": [2, 3]}, {"type": "rotate", "angle": 90}],\n'
      '        metadata={"tags": ["nested[0]", "nested[1]"], "config": {"depth": [1, 2, 3]}}\n'
      '    )]'),
     None,
     'python',
     [{'name': 'transform',
       'arguments': {'matrix': [[1, [2, 3]], [4, [5, [6, 7]]]],
                     'operations': [{'type': 'scale', 'factor': [2, 3]},
                                    {'type': 'rotate', 'angle': 90}],
                     'metadata': {'tags': ['nested[0]', 'nested[1]'],
                                  'config': {'depth': [1, 2, 3]}}}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_parse_streaming_multiple_tool_calls',
     "[get_weather(location='Berlin'), search(query='restaurants')]",
     None,
     'python',
     [{'name': 'get_weather', 'arguments': {'location': 'Berlin'}},
      {'name': 'search', 'arguments': {'query': 'restaurants'}}],
     None),
    (GW + 'tool_parser_pythonic.rs::test_parse_streaming_opening_bracket_only',
     "Let's try this: [",
     None,
     'python',
     [],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
