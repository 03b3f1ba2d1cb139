"""LocalAI's XML tool-call tests as data, Qwen3-Coder's ``<function=...>`` /
``<parameter=...>`` layout: model outputs from mudler/LocalAI ``pkg/functions/parse_test.go``,
``peg_integration_test.go`` and ``peg/chat_test.go`` with the calls (and, where asserted,
content and reasoning) LocalAI expects. Values are raw: one newline at each edge belongs to the
layout, any other whitespace stays, so an indented value keeps its indentation (LocalAI trims
it; its streaming tests assert only the number of calls).

Each row is parsed with every format installed and with its format alone. Where LocalAI's test
checks only part of the result (that a call was found, a substring of an argument), the row
holds the whole call toolcalls returns; an output cut before its end, which LocalAI keeps as a
partial call while it waits for more text, is an "error" row (batch parsing names the cut).

Left out (docs/conformance.md, "LocalAI's tests"): a call inside ``<think>`` that a LocalAI
option lets through; a bare JSON call before a Qwen3-Coder block (the tagged tier wins);
``<parameter>`` closed and the call's closers missing at the end, which is a call here.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should parse a basic XML tool call with tool_call wrapper'),
     ('<tool_call>\n'
      '<function=glob>\n'
      '<parameter=pattern>\n'
      '**/package.json\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'glob', 'arguments': {'pattern': '**/package.json'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should parse XML tool call without tool_call wrapper'),
     '<function=add>\n<parameter=x>\n5\n</parameter>\n<parameter=y>\n3\n</parameter>\n</function>',
     None,
     'qwen3_coder',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should parse XML tool call with multiple parameters'),
     ('<tool_call>\n'
      '<function=function_name>\n'
      '<parameter=param_1>\n'
      'param_1_Value\n'
      '</parameter>\n'
      '<parameter=param_2>\n'
      'param_2_Value\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'function_name',
       'arguments': {'param_1': 'param_1_Value', 'param_2': 'param_2_Value'}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should parse multiple XML tool calls',
     ('<tool_call>\n'
      '<function=add>\n'
      '<parameter=x>\n'
      '5\n'
      '</parameter>\n'
      '<parameter=y>\n'
      '3\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '<function=subtract>\n'
      '<parameter=x>\n'
      '10\n'
      '</parameter>\n'
      '<parameter=y>\n'
      '7\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}},
      {'name': 'subtract', 'arguments': {'x': 10, 'y': 7}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle mixed text and XML tool calls',
     ('A message from the LLM\n'
      '<tool_call>\n'
      '<function=glob>\n'
      '<parameter=pattern>\n'
      '**/package.json\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      'Some text after the tool call'),
     None,
     'qwen3_coder',
     [{'name': 'glob', 'arguments': {'pattern': '**/package.json'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle parameter values with newlines and whitespace'),
     ('<tool_call>\n'
      '<function=search>\n'
      '<parameter=query>\n'
      'This is a multi-line\n'
      'parameter value\n'
      'with whitespace\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'search',
       'arguments': {'query': 'This is a multi-line\nparameter value\nwith whitespace'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should return empty results when no XML tool calls found'),
     'Just some regular text without any XML tool calls',
     None,
     'qwen3_coder',
     [],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle parameter values that are JSON',
     ('<tool_call>\n'
      '<function=process>\n'
      '<parameter=config>\n'
      '{"key": "value", "number": 42}\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'process', 'arguments': {'config': {'key': 'value', 'number': 42}}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should auto-detect Qwen3-Coder format',
     ('<tool_call>\n'
      '<function=test>\n'
      '<parameter=key>\n'
      'value\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': 'value'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle empty tool calls with no arguments'),
     '<tool_call>\n<function=test_function>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should parse JSON values correctly in all formats'),
     ('<tool_call>\n'
      '<function=test>\n'
      '<parameter=count>\n'
      '42\n'
      '</parameter>\n'
      '<parameter=enabled>\n'
      'true\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'count': 42, 'enabled': True}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle reasoning blocks with tool calls',
     ('<think>\n'
      'I need to search for information.\n'
      '</think>\n'
      '<tool_call>\n'
      '<function=search>\n'
      '<parameter=query>\n'
      'test query\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'query': 'test query'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should use iterative parser for streaming scenarios'),
     ('<tool_call>\n'
      '<function=test_function>\n'
      '<parameter=key1>\n'
      'value1\n'
      '</parameter>\n'
      '<parameter=key2>\n'
      'value2\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {'key1': 'value1', 'key2': 'value2'}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should return partial exception for incomplete literals'),
     '<tool_call>\n<function=test>\n<parameter=key>',
     None,
     'qwen3_coder',
     'error',
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should return partial exception for incomplete tool call'),
     '<tool_call>\n<function=test>\n<parameter=key>\npartial_value',
     None,
     'qwen3_coder',
     'error',
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      "should reject healed JSON when val_end doesn't follow"),
     '<tool_call>\n<function=test>\n<parameter=key>\n{"nested":"value',
     None,
     'qwen3_coder',
     'error',
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should parse JSON object before val_end',
     ('<tool_call>\n'
      '<function=test>\n'
      '<parameter=key>\n'
      '{"nested":"value"}\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': {'nested': 'value'}}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should parse JSON primitive null',
     '<tool_call>\n<function=test>\n<parameter=key>\nnull\n</parameter>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': None}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should parse JSON primitive true',
     '<tool_call>\n<function=test>\n<parameter=key>\ntrue\n</parameter>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': True}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should parse JSON primitive false',
     ('<tool_call>\n'
      '<function=test>\n'
      '<parameter=key>\n'
      'false\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': False}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should parse JSON primitive number',
     '<tool_call>\n<function=test>\n<parameter=key>\n42\n</parameter>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': 42}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should parse JSON primitive negative number',
     ('<tool_call>\n'
      '<function=test>\n'
      '<parameter=key>\n'
      '-123.45\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': -123.45}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should fallback to text when JSON not found',
     ('<tool_call>\n'
      '<function=test>\n'
      '<parameter=key>\n'
      'plain text value\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': 'plain text value'}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle JSON array in parameter value',
     ('<tool_call>\n'
      '<function=test>\n'
      '<parameter=key>\n'
      '[1,2,3]\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test', 'arguments': {'key': [1, 2, 3]}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle tool calls inside reasoning blocks when allowed / skip when not allowed'),
     '<think>Reasoning <tool_call><function=test></function></tool_call></think>',
     None,
     'qwen3_coder',
     [],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle streaming XML tool calls with multiple parameters'),
     ('<tool_call>\n'
      '  <function=complex_function>\n'
      '    <parameter=name>\n'
      '      John Doe\n'
      '    </parameter>\n'
      '    <parameter=age>\n'
      '      30\n'
      '    </parameter>\n'
      '    <parameter=active>\n'
      '      true\n'
      '    </parameter>\n'
      '    <parameter=score>\n'
      '      95.5\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'complex_function',
       'arguments': {'name': '      John Doe\n    ', 'age': 30, 'active': True, 'score': 95.5}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle streaming with special characters and Unicode'),
     ('<tool_call>\n'
      '  <function=unicode_function>\n'
      '    <parameter=message>\n'
      '      Hello 世界! 🌍 Special chars: @#$%^&*()\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'unicode_function',
       'arguments': {'message': '      Hello 世界! 🌍 Special chars: @#$%^&*()\n    '}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle streaming with multiline content',
     ('<tool_call>\n'
      '  <function=code_function>\n'
      '    <parameter=code>\n'
      'def hello():\n'
      '    print("Hello, World!")\n'
      '    return True\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'code_function',
       'arguments': {'code': 'def hello():\n    print("Hello, World!")\n    return True\n    '}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle Unicode characters in XML parameters'),
     ('<tool_call>\n'
      '  <function=unicode_function>\n'
      '    <parameter=message>\n'
      '      Hello 世界! 🌍\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'unicode_function', 'arguments': {'message': '      Hello 世界! 🌍\n    '}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should handle special characters in XML parameters'),
     ('<tool_call>\n'
      '  <function=special_function>\n'
      '    <parameter=chars>\n'
      '      @#$%^&*()\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'special_function', 'arguments': {'chars': '      @#$%^&*()\n    '}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle scientific notation in numbers',
     ('<tool_call>\n'
      '  <function=math_function>\n'
      '    <parameter=value>\n'
      '      1.23e-4\n'
      '    </parameter>\n'
      '    <parameter=large>\n'
      '      1.5e+10\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'math_function', 'arguments': {'value': 0.000123, 'large': 15000000000.0}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle negative numbers',
     ('<tool_call>\n'
      '  <function=math_function>\n'
      '    <parameter=negative_int>\n'
      '      -42\n'
      '    </parameter>\n'
      '    <parameter=negative_float>\n'
      '      -3.14\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'math_function', 'arguments': {'negative_int': -42, 'negative_float': -3.14}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should dump JSON arguments in compact format',
     ('<tool_call>\n'
      '  <function=test_function>\n'
      '    <parameter=args>\n'
      '      {"key1": "value1", "key2": 42}\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {'args': {'key1': 'value1', 'key2': 42}}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle empty parameter values',
     ('<tool_call>\n'
      '  <function=test_function>\n'
      '    <parameter=empty>\n'
      '    </parameter>\n'
      '    <parameter=whitespace>\n'
      '      \n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {'empty': '    ', 'whitespace': '      \n    '}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle XML-like content in parameters',
     ('<tool_call>\n'
      '  <function=test_function>\n'
      '    <parameter=xml_content>\n'
      '      <tag>content</tag>\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {'xml_content': '      <tag>content</tag>\n    '}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle JSON objects as parameter values',
     ('<tool_call>\n'
      '  <function=test_function>\n'
      '    <parameter=nested>\n'
      '      {"inner": {"key": "value"}}\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {'nested': {'inner': {'key': 'value'}}}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle JSON arrays as parameter values',
     ('<tool_call>\n'
      '  <function=test_function>\n'
      '    <parameter=array>\n'
      '      [1, 2, 3, "four"]\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {'array': [1, 2, 3, 'four']}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle boolean values as parameters',
     ('<tool_call>\n'
      '  <function=test_function>\n'
      '    <parameter=true_val>\n'
      '      true\n'
      '    </parameter>\n'
      '    <parameter=false_val>\n'
      '      false\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {'true_val': True, 'false_val': False}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle null values as parameters',
     ('<tool_call>\n'
      '  <function=test_function>\n'
      '    <parameter=null_val>\n'
      '      null\n'
      '    </parameter>\n'
      '  </function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function', 'arguments': {'null_val': None}}],
     None),
    ('mudler/LocalAI pkg/functions/peg_integration_test.go::parses qwen3-coder format',
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=location>\n'
      'NYC\n'
      '</parameter>\n'
      '<parameter=unit>\n'
      'celsius\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC', 'unit': 'celsius'}}],
     None),
    (('mudler/LocalAI pkg/functions/peg_integration_test.go::'
      'parses qwen3-coder format with preceding content'),
     ('Let me think about this...\n'
      '<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=location>\n'
      'NYC\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    ('mudler/LocalAI pkg/functions/peg_integration_test.go::detects format without preset',
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=location>\n'
      'NYC\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    ('mudler/LocalAI pkg/functions/peg_integration_test.go::parses with custom format config',
     ('<tool_call>\n'
      '<function=edit>\n'
      '<parameter=filename>\n'
      'test.py\n'
      '</parameter>\n'
      '<parameter=content>\n'
      'hello world\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'edit', 'arguments': {'filename': 'test.py', 'content': 'hello world'}}],
     None),
    ('mudler/LocalAI pkg/functions/peg_integration_test.go::returns empty results for plain text',
     'This is just a regular response with no tool calls.',
     None,
     'qwen3_coder',
     [],
     None),
    (('mudler/LocalAI pkg/functions/peg_integration_test.go::'
      'parses tag_with_tagged format from markers'),
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=location>NYC</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    (('mudler/LocalAI pkg/functions/peg/chat_test.go::'
      'ExampleQwen3Coder/parses tool calls with tagged parameters'),
     ('Let me search the knowledge base for cat pictures.<tool_call>\n'
      '<function=search_knowledge_base>\n'
      '<parameter=query>cat pictures</parameter>\n'
      '<parameter=category>general</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'search_knowledge_base',
       'arguments': {'query': 'cat pictures', 'category': 'general'}}],
     'Let me search the knowledge base for cat pictures.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('mudler/LocalAI pkg/functions/parse_test.go::should extract reasoning blocks from content',
     'Some text <think>This is reasoning</think> More text',
     None,
     'qwen3_coder',
     [],
     'Some text  More text',
     'This is reasoning',
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle unclosed reasoning blocks',
     'Some text <think>This is unclosed reasoning',
     None,
     'qwen3_coder',
     [],
     None,
     'This is unclosed reasoning',
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle multiple reasoning blocks',
     '<think>First</think> Text <think>Second</think> More text',
     None,
     'qwen3_coder',
     [],
     None,
     'First\n\nSecond',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_localai_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                content: str | None, reasoning: str | None,
                                started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
