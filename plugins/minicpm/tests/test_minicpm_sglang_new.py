"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_minicpm5_detector.py). Each row is a model output
of those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): a call to a tool not
offered; a call whose ``</function>`` the text ends without is a call (missing closer at the
end); a parameter name the schema does not declare is kept (``validate=True`` checks it, DESIGN
3b).
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
                'properties': {'city': {'type': 'string'}, 'date': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'sum_values',
            'parameters': {
                'type': 'object',
                'properties': {'nums': {'type': 'array'}, 'exact': {'type': 'boolean'}},
                'required': ['nums'],
            },
        },
    },
]

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}, 'date': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'sum_values',
            'parameters': {
                'type': 'object',
                'properties': {'nums': {'type': 'array'}, 'exact': {'type': 'boolean'}},
                'required': ['nums'],
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_minicpm5_detector.py::test_detect_and_parse_single_call_v3',
     ('Intro before.\n<function name="get_weather"><param name="city">上海</param><param '
      'name="date">2024-06-27</param></function>\nOutro after.\n'),
     TOOLS_0,
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': '上海', 'date': '2024-06-27'}}],
     'Intro before.\n\nOutro after.'),
    (S + 'test_minicpm5_detector.py::test_non_string_types_v3',
     ('<function name="sum_values"><param name="nums">[1, 2, 3]</param><param name="exact">'
      'true</param></function>\n'),
     TOOLS_1,
     'minicpm',
     [{'name': 'sum_values', 'arguments': {'nums': [1, 2, 3], 'exact': True}}],
     None),
    (S + 'test_minicpm5_detector.py::test_multiple_calls_interleaved_text_v3',
     ('Head\n<function name="get_weather"><param name="city">北京</param></function>\nTXT\n'
      '<function name="sum_values"><param name="nums">[7,8,9]</param><param name="exact">'
      'false</param></function>\nTail\n'),
     TOOLS_2,
     'minicpm',
     [
         {'name': 'get_weather', 'arguments': {'city': '北京'}},
         {'name': 'sum_values', 'arguments': {'nums': [7, 8, 9], 'exact': False}},
     ],
     'Head\n\nTXT\n\nTail'),
    (S + 'test_minicpm5_detector.py::test_streaming_increment_v3',
     ('Hello\n<function name="get_weather">\n  <param name="city">北京</param>\n  <param '
      'name="date">2024-06-27</param>\n</function>\n'),
     TOOLS_0,
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': '北京', 'date': '2024-06-27'}}],
     'Hello'),
    (S + 'test_minicpm5_detector.py::test_streaming_multiple_complete_blocks_in_one_delta',
     ('<function name="get_weather"><param name="city">北京</param></function><function '
      'name="sum_values"><param name="nums">[1,2]</param></function>'),
     TOOLS_2,
     'minicpm',
     [
         {'name': 'get_weather', 'arguments': {'city': '北京'}},
         {'name': 'sum_values', 'arguments': {'nums': [1, 2]}},
     ],
     None),
    (S + ('test_minicpm5_detector.py::test_malformed_xml_with_unescaped_ampersand_falls_back_to'
          '_regex'),
     '<function name="get_weather"><param name="city">A & B</param></function>',
     TOOLS_0,
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'A & B'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
