"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_malformed_tool_call_payloads.py,
test_mistral_detector.py, and since test_mistral_detector_streaming.py). Each row is a model output
of those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call for a
malformed output and toolcalls reports the error) and, where the test asserts it and toolcalls
agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed and the ends
stripped). Where a test checks only some argument keys, the row holds the whole arguments object,
which agrees on every key the test checks. Each row is parsed with every format installed and with
its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): none.
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
            'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}},
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
                    'city': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
                'required': ['city'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'parameters': {
                'type': 'object',
                'properties': {'query': {'type': 'string'}},
                'required': ['query'],
            },
        },
    },
]

TOOLS_2: Any = [{'type': 'function',
  'function': {'name': 'get_weather',
               'parameters': {'type': 'object',
                              'properties': {'city': {'type': 'string'},
                                             'days': {'type': 'integer'}}}}},
 {'type': 'function',
  'function': {'name': 'search',
               'parameters': {'type': 'object', 'properties': {'q': {'type': 'string'}}}}}]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[mistral]'),
     '[TOOL_CALLS] [[1, 2]]',
     TOOLS_0,
     'mistral',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[mistral]'),
     '[TOOL_CALLS] [["x"]]',
     TOOLS_0,
     'mistral',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[mistral]'),
     '[TOOL_CALLS] [[null]]',
     TOOLS_0,
     'mistral',
     'error',
     None),
    (S + ('test_malformed_tool_call_payloads.py::TestMalformedToolCallPayloads::'
          'test_non_object_array_entries_are_skipped[mistral]'),
     '[TOOL_CALLS] [[[]]]',
     TOOLS_0,
     'mistral',
     'error',
     None),
    (S + 'test_mistral_detector.py::TestMistralDetector::test_json_array_single_tool_call',
     '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Beijing"}}]',
     TOOLS_1,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     ''),
    (S + 'test_mistral_detector.py::TestMistralDetector::test_json_array_multiple_tool_calls',
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Beijing"}}, {"name": '
      '"search", "arguments": {"query": "restaurants"}}]'),
     TOOLS_1,
     'mistral',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
         {'name': 'search', 'arguments': {'query': 'restaurants'}},
     ],
     None),
    (S + 'test_mistral_detector.py::TestMistralDetector::test_json_array_with_leading_text',
     'I will check. [TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
     TOOLS_1,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'I will check.'),
    (S + 'test_mistral_detector.py::TestMistralDetector::test_compact_format_single_tool_call',
     '[TOOL_CALLS]get_weather[ARGS]{"city": "Beijing"}',
     TOOLS_1,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (S + 'test_mistral_detector.py::TestMistralDetector::test_compact_format_with_leading_text',
     'Let me help. [TOOL_CALLS]get_weather[ARGS]{"city": "Tokyo"}',
     TOOLS_1,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Let me help.'),
    (S + 'test_mistral_detector.py::TestMistralDetector::test_tool_call_with_nested_json',
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Beijing", "options": '
      '{"detailed": true}}}]'),
     TOOLS_1,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing', 'options': {'detailed': True}}}],
     None),
    (S + 'test_mistral_detector.py::TestMistralDetector::test_json_array_with_invalid_json',
     '[TOOL_CALLS] [not valid json]',
     TOOLS_1,
     'mistral',
     'error',
     ''),
    (S + 'test_mistral_detector.py::TestMistralDetector::test_streaming_text_then_tool_call',
     'Sure! [TOOL_CALLS]get_weather[ARGS]{"city": "Tokyo"}',
     TOOLS_1,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Sure!'),
    ((S
      + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_single_ca'
           'll_no_arguments'),
     '[TOOL_CALLS] [{"name": "get_weather", "arguments": {}}]',
     TOOLS_2,
     'mistral',
     [{'name': 'get_weather', 'arguments': {}}],
     ''),
    ((S
      + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_two_calls'
           '_empty_arguments'),
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {}}, {"name": "get_weather", "ar'
      'guments": {}}]'),
     TOOLS_2,
     'mistral',
     [{'name': 'get_weather', 'arguments': {}}, {'name': 'get_weather', 'arguments': {}}],
     ''),
    ((S
      + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_two_calls'
           '_with_arguments'),
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Beijing"}}, {"name": "'
      'search", "arguments": {"q": "food"}}]'),
     TOOLS_2,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
      {'name': 'search', 'arguments': {'q': 'food'}}],
     ''),
    (S + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_three_calls',
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {}}, {"name": "search", "argumen'
      'ts": {"q": "a"}}, {"name": "get_weather", "arguments": {"days": 3}}]'),
     TOOLS_2,
     'mistral',
     [{'name': 'get_weather', 'arguments': {}},
      {'name': 'search', 'arguments': {'q': 'a'}},
      {'name': 'get_weather', 'arguments': {'days': 3}}],
     ''),
    ((S
      + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_empty_arg'
           'uments_followed_by_populated'),
     ('[TOOL_CALLS] [{"name": "get_weather", "arguments": {}}, {"name": "search", "argumen'
      'ts": {"q": "x"}}]'),
     TOOLS_2,
     'mistral',
     [{'name': 'get_weather', 'arguments': {}}, {'name': 'search', 'arguments': {'q': 'x'}}],
     ''),
    ((S
      + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_integer_a'
           'rgument_keeps_type'),
     '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"days": 7}}]',
     TOOLS_2,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'days': 7}}],
     ''),
    ((S
      + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_unicode_a'
           'rgument'),
     '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "北京"}}]',
     TOOLS_2,
     'mistral',
     [{'name': 'get_weather', 'arguments': {'city': '北京'}}],
     ''),
    ((S
      + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_normal_te'
           'xt_before_tool_call'),
     'Sure. [TOOL_CALLS] [{"name": "get_weather", "arguments": {}}]',
     TOOLS_2,
     'mistral',
     [{'name': 'get_weather', 'arguments': {}}],
     'Sure.'),
    ((S
      + 'test_mistral_detector_streaming.py::TestMistralDetectorStreaming::test_plain_tex'
           't_without_tool_call'),
     'The weather is nice today.',
     TOOLS_2,
     'mistral',
     [],
     'The weather is nice today.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
