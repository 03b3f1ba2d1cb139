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
(test_qwen_coder_empty_arguments); rows where toolcalls differs from SGLang by a DESIGN rule
(docs/conformance.md, "SGLang model gateway's tests"); content SGLang drops after the first
call (DESIGN 3a: text after calls is content), for which the row asserts the calls only.
Outputs too long to keep as literals: test_qwen_coder_very_large_parameter_value. In the rows
the outputs' absolute path to tmp/test.txt is written relative and an XML element root is
written tree, so the project names no absolute path; the rows are otherwise as the tests wrote
them.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

GW = "sgl-project/sglang sgl-model-gateway/tests/tool_parser/"

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_single_tool',
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>Beijing</parameter>\n'
      '<parameter=units>celsius</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'units': 'celsius'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_multiple_sequential_tools',
     ('Let me help you with that.\n'
      '<tool_call>\n'
      '<function=search>\n'
      '<parameter=query>Qwen model</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '<function=translate>\n'
      '<parameter=text>Hello</parameter>\n'
      '<parameter=to>zh</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'query': 'Qwen model'}},
      {'name': 'translate', 'arguments': {'text': 'Hello', 'to': 'zh'}}],
     'Let me help you with that.\n'),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_nested_json_in_parameters',
     ('<tool_call>\n'
      '<function=process_data>\n'
      '<parameter=config>{"nested": {"value": [1, 2, 3]}}</parameter>\n'
      '<parameter=enabled>true</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'process_data',
       'arguments': {'config': {'nested': {'value': [1, 2, 3]}}, 'enabled': True}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_string_parameters',
     ('<tool_call>\n'
      '<function=process>\n'
      '<parameter=text>Hello World</parameter>\n'
      '<parameter=number>42</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'process', 'arguments': {'text': 'Hello World', 'number': 42}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_multiline_parameter_values',
     ('<tool_call>\n'
      '<function=write_file>\n'
      '<parameter=content>Line 1\n'
      'Line 2\n'
      'Line 3</parameter>\n'
      '<parameter=path>tmp/test.txt</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'write_file',
       'arguments': {'content': 'Line 1\nLine 2\nLine 3', 'path': 'tmp/test.txt'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_incomplete_tags-2',
     '<parameter=city>Beijing</parameter>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_multiple_tools_boundary(stream)',
     ('<tool_call><function=get_weather><parameter=city>Tokyo</parameter></function></tool_call><tool_call><function=search><parameter=query>weather '  # noqa: E501
      'forecast</parameter></function></tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
      {'name': 'search', 'arguments': {'query': 'weather forecast'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_type_conversion',
     ('<tool_call>\n'
      '<function=process>\n'
      '<parameter=count>42</parameter>\n'
      '<parameter=rate>1.5</parameter>\n'
      '<parameter=enabled>true</parameter>\n'
      '<parameter=data>null</parameter>\n'
      '<parameter=text>string value</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'process',
       'arguments': {'count': 42,
                     'rate': 1.5,
                     'enabled': True,
                     'data': None,
                     'text': 'string value'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_special_characters_in_values',
     ('<tool_call>\n'
      '<function=process>\n'
      '<parameter=text>Special chars: @#$%^&*()</parameter>\n'
      '<parameter=emoji>🦀 Rust 🚀</parameter>\n'
      '<parameter=quotes>"double" and \'single\' quotes</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'process',
       'arguments': {'text': 'Special chars: @#$%^&*()',
                     'emoji': '🦀 Rust 🚀',
                     'quotes': '"double" and \'single\' quotes'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_no_tools',
     ('This is just a normal response without any tool calls.\n'
      'I can provide information directly without using any tools.\n'
      'Even if I mention function names like get_weather or search,\n'
      'they are not actual tool calls unless properly formatted.'),
     None,
     'qwen3_coder',
     [],
     ('This is just a normal response without any tool calls.\n'
      'I can provide information directly without using any tools.\n'
      'Even if I mention function names like get_weather or search,\n'
      'they are not actual tool calls unless properly formatted.')),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_content_before_and_after_tool_calls',
     ("I'll analyze the weather for you now.\n"
      '<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>Boston</parameter>\n'
      '<parameter=state>MA</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      "Based on the analysis, here's what I found."),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Boston', 'state': 'MA'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_malformed_function_tag',
     '<tool_call>\n<function>\n<parameter=city>Miami</parameter>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     'error',
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_many_parameters',
     ('<tool_call>\n'
      '<function=complex_func>\n'
      '<parameter=param1>value1</parameter>\n'
      '<parameter=param2>value2</parameter>\n'
      '<parameter=param3>value3</parameter>\n'
      '<parameter=param4>value4</parameter>\n'
      '<parameter=param5>value5</parameter>\n'
      '<parameter=param6>value6</parameter>\n'
      '<parameter=param7>value7</parameter>\n'
      '<parameter=param8>value8</parameter>\n'
      '<parameter=param9>value9</parameter>\n'
      '<parameter=param10>value10</parameter>\n'
      '<parameter=param11>value11</parameter>\n'
      '<parameter=param12>value12</parameter>\n'
      '<parameter=param13>value13</parameter>\n'
      '<parameter=param14>value14</parameter>\n'
      '<parameter=param15>value15</parameter>\n'
      '<parameter=param16>value16</parameter>\n'
      '<parameter=param17>value17</parameter>\n'
      '<parameter=param18>value18</parameter>\n'
      '<parameter=param19>value19</parameter>\n'
      '<parameter=param20>value20</parameter>\n'
      '\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'complex_func',
       'arguments': {'param1': 'value1',
                     'param2': 'value2',
                     'param3': 'value3',
                     'param4': 'value4',
                     'param5': 'value5',
                     'param6': 'value6',
                     'param7': 'value7',
                     'param8': 'value8',
                     'param9': 'value9',
                     'param10': 'value10',
                     'param11': 'value11',
                     'param12': 'value12',
                     'param13': 'value13',
                     'param14': 'value14',
                     'param15': 'value15',
                     'param16': 'value16',
                     'param17': 'value17',
                     'param18': 'value18',
                     'param19': 'value19',
                     'param20': 'value20'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_unicode_parameter_names',
     ('<tool_call>\n'
      '<function=process>\n'
      '<parameter=城市>北京</parameter>\n'
      '<parameter=天気>晴れ</parameter>\n'
      '<parameter=emoji_key>🌍🌎🌏</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'process', 'arguments': {'城市': '北京', '天気': '晴れ', 'emoji_key': '🌍🌎🌏'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_unicode_function_name',
     '<tool_call>\n<function=获取天气>\n<parameter=location>上海</parameter>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [{'name': '获取天气', 'arguments': {'location': '上海'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_parameter_with_xml_like_content',
     ('<tool_call>\n'
      '<function=process>\n'
      '<parameter=html_content><div class="test"><span>Hello</span></div></parameter>\n'
      '<parameter=xml_snippet><tree><child attr="value"/></tree></parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'process',
       'arguments': {'html_content': '<div class="test"><span>Hello</span></div>',
                     'xml_snippet': '<tree><child attr="value"/></tree>'}}],
     None),
    (GW + 'tool_parser_qwen_coder.rs::test_qwen_coder_very_large_nested_json_parameter',
     ('<tool_call>\n'
      '<function=process_nested>\n'
      '<parameter=config>{"level": 10, "child": {"level": 9, "child": {"level": 8, "child": '
      '{"level": 7, "child": {"level": 6, "child": {"level": 5, "child": {"level": 4, "child": '
      '{"level": 3, "child": {"level": 2, "child": {"level": 1, "child": {"level": '
      '0}}}}}}}}}}}</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'process_nested',
       'arguments': {'config': {'level': 10,
                                'child': {'level': 9,
                                          'child': {'level': 8,
                                                    'child': {'level': 7,
                                                              'child': {'level': 6,
                                                                        'child': {'level': 5,
                                                                                  'child': {'level': 4,  # noqa: E501
                                                                                            'child': {'level': 3,  # noqa: E501
                                                                                                      'child': {'level': 2,  # noqa: E501
                                                                                                                'child': {'level': 1,  # noqa: E501
                                                                                                                          'child': {'level': 0}}}}}}}}}}}}}],  # noqa: E501
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sgl_gateway_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
