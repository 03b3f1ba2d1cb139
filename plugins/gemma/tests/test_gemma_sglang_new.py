"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_function_call_parser.py, and since
test_gemma4_detector.py and test_gemma4_detector_string_delimiters.py). Each row is a model
output of those tests (a streaming test's chunks joined; the tests' helper functions written
out), the tools the test passes, the format, the calls SGLang expects ("error" where it returns
no call for a malformed output and toolcalls reports the error) and, where the test asserts it
and toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs
collapsed and the ends stripped). Where a test checks only some argument keys, the row holds the
whole arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): a call to a tool not
offered; SGLang's content drops the text after the first call (DESIGN 1: it is content), so that
row asserts the calls only. A string value whose opening ``<|"|>`` is missing
(``query:weather in Tokyo<|"|>``) is ``tool_call.invalid_syntax`` here; SGLang repairs it
(never repaired). The array helper's payloads are rows inside a call ``f{x:[...]}``.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'location': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
                'required': ['location'],
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'location': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
                'required': ['location'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_time',
            'parameters': {'type': 'object', 'properties': {'timezone': {'type': 'string'}}},
        },
    },
]

MORE_TOOLS_0: Any = [
    {'name': 'web_search',
     'parameters': {'type': 'object',
                    'properties': {'query': {'type': 'string'}, 'limit': {'type': 'integer'}},
                    'required': ['query']}},
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_function_call_parser.py::TestGemma4Detector::test_detect_and_parse',
     'Some text before <|tool_call>call:get_weather{location:<|"|>Tokyo<|"|>}<tool_call|>',
     TOOLS_0,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Some text before '),
    (S + 'test_function_call_parser.py::TestGemma4Detector::test_parse_streaming_increment',
     ('Some text before <|tool_call>call:get_weather{location:<|"|>Tokyo<|"|>}<tool_call|> '
      'after'),
     TOOLS_0,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Some text before  after'),
    (S + 'test_function_call_parser.py::TestGemma4Detector::test_nested_array_streaming',
     ('<|tool_call>call:get_weather{location:<|"|>New York<|"|>,nested:[1, 2, {inner:<|"|>'
      'val<|"|>}]}<tool_call|>'),
     TOOLS_0,
     'gemma4',
     [
         {
             'name': 'get_weather',
             'arguments': {'location': 'New York', 'nested': [1, 2, {'inner': 'val'}]},
         },
     ],
     None),
    (S + 'test_function_call_parser.py::TestGemma4Detector::test_detect_and_parse_tool_index',
     '<|tool_call>call:get_weather{location:<|"|>Tokyo<|"|>}<tool_call|>',
     TOOLS_0,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     None),
    (S + ('test_function_call_parser.py::TestGemma4Detector::test_detect_and_parse_nested_objec'
          't'),
     ('<|tool_call>call:get_weather{location:<|"|>Tokyo<|"|>,details:{temp:25,unit:<|"|>'
      'celsius<|"|>}}<tool_call|>'),
     TOOLS_0,
     'gemma4',
     [
         {
             'name': 'get_weather',
             'arguments': {'location': 'Tokyo', 'details': {'temp': 25, 'unit': 'celsius'}},
         },
     ],
     None),
    (S + ('test_function_call_parser.py::TestGemma4Detector::test_detect_and_parse_multiple_cal'
          'ls'),
     ('Some text <|tool_call>call:get_weather{location:<|"|>Tokyo<|"|>}<tool_call|> more text '
      '<|tool_call>call:get_time{timezone:<|"|>UTC<|"|>}<tool_call|>'),
     TOOLS_1,
     'gemma4',
     [
         {'name': 'get_weather', 'arguments': {'location': 'Tokyo'}},
         {'name': 'get_time', 'arguments': {'timezone': 'UTC'}},
     ],
     None),
    (S + 'test_function_call_parser.py::TestGemma4Detector::test_streaming_multiple_tool_calls',
     ('<|tool_call>call:get_weather{location:<|"|>Tokyo<|"|>}<tool_call|> <|tool_call>call:'
      'get_time{timezone:<|"|>UTC<|"|>}<tool_call|>'),
     TOOLS_1,
     'gemma4',
     [
         {'name': 'get_weather', 'arguments': {'location': 'Tokyo'}},
         {'name': 'get_time', 'arguments': {'timezone': 'UTC'}},
     ],
     None),
    (S + 'test_function_call_parser.py::TestGemma4Detector::test_streaming_very_small_chunks',
     '<|tool_call>call:get_weather{location:<|"|>Rome<|"|>}<tool_call|>',
     TOOLS_0,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Rome'}}],
     None),
    (S + 'test_function_call_parser.py::TestGemma4Detector::test_streaming_empty_args',
     '<|tool_call>call:get_weather{}<tool_call|>',
     TOOLS_0,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {}}],
     None),
    (S + ('test_function_call_parser.py::TestGemma4Detector::test_streaming_text_between_tool_c'
          'alls'),
     ('Hello! <|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|> Let me also '
      'check <|tool_call>call:get_time{timezone:<|"|>UTC<|"|>}<tool_call|>'),
     TOOLS_1,
     'gemma4',
     [
         {'name': 'get_weather', 'arguments': {'location': 'Paris'}},
         {'name': 'get_time', 'arguments': {'timezone': 'UTC'}},
     ],
     'Hello!  Let me also check '),
    (S + ('test_gemma4_detector_string_delimiters.py::TestGemma4StringDelimiters::test_well_form'
          'ed_string'),
     '<|tool_call>call:web_search{query:<|"|>weather in Tokyo<|"|>}<tool_call|>',
     MORE_TOOLS_0,
     'gemma4',
     [{'name': 'web_search', 'arguments': {'query': 'weather in Tokyo'}}],
     ''),
    (S + ('test_gemma4_detector_string_delimiters.py::TestGemma4StringDelimiters::test_other_val'
          'ues_unchanged'),
     '<|tool_call>call:web_search{limit:5,exact:true,query:<|"|>Note: a, b<|"|>}<tool_call|>',
     MORE_TOOLS_0,
     'gemma4',
     [{'name': 'web_search', 'arguments': {'limit': 5, 'exact': True, 'query': 'Note: a, b'}}],
     ''),
    (S + ('test_gemma4_detector.py::TestGemma4ArrayParser::test_nested_array_string_elements_wit'
          'h_brackets[0]'),
     '<|tool_call>call:f{x:[[<|"|>a]b<|"|>,<|"|>c<|"|>],<|"|>tail<|"|>]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'f', 'arguments': {'x': [['a]b', 'c'], 'tail']}}],
     ''),
    (S + ('test_gemma4_detector.py::TestGemma4ArrayParser::test_nested_array_string_elements_wit'
          'h_brackets[1]'),
     '<|tool_call>call:f{x:[[<|"|>a[b<|"|>,<|"|>c<|"|>],<|"|>tail<|"|>]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'f', 'arguments': {'x': [['a[b', 'c'], 'tail']}}],
     ''),
    (S + ('test_gemma4_detector.py::TestGemma4ArrayParser::test_nested_array_string_elements_wit'
          'h_brackets[2]'),
     '<|tool_call>call:f{x:[[<|"|>a[b]c<|"|>,<|"|>d<|"|>]]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'f', 'arguments': {'x': [['a[b]c', 'd']]}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
