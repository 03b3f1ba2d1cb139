"""SGLang's dots detector tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/test_dots_detector.py`` (one stored version; a streamed
test's chunks joined) with the tools the test passes and the calls, content and reasoning SGLang
states. SGLang pairs the dots tool detector with its Qwen3 reasoning parser forced on, so the
reasoning row has ``reasoning_started=True``. Content and reasoning are compared with whitespace
runs collapsed. Each row is parsed with every format installed and with ``dots`` alone.

Which files were read and what was left out by which rule (a call to an undeclared tool is
``tool_call.unknown_tool``, a block of prose ``tool_call.unrecognized``, a stray closer stays in
content) is docs/conformance.md, "SGLang's reasoning-parser tests (beyond the corpus)", the
addendum on SGLang's remaining parser tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'name': 'set_location',
     'parameters': {'type': 'object',
                    'properties': {'location': {'$ref': '#/$defs/Location'},
                                   'days': {'type': 'integer'},
                                   'include_weather': {'type': 'boolean'}},
                    '$defs': {'Location': {'type': 'object',
                                           'properties': {'city': {'type': 'string'}}}}}},
]

TOOLS_1: Any = [
    {'name': 'search',
     'parameters': {'type': 'object', 'properties': {'query': {'type': 'string'}}}},
    {'name': 'open', 'parameters': {'type': 'object', 'properties': {'id': {'type': 'integer'}}}},
]

TOOLS_2: Any = [
    {'name': 'search',
     'parameters': {'type': 'object', 'properties': {'query': {'type': 'string'}}}},
]

#: (source, model output, tools, format, expected calls or "error", content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (S + 'test_dots_detector.py::TestDotsToolDetector::test_dots_reasoning_uses_qwen3_format',
     'Need to inspect inputs.</think>Final answer',
     None,
     'dots',
     [],
     'Final answer',
     'Need to inspect inputs.',
     True),
    (S + ('test_dots_detector.py::TestDotsToolDetector::test_non_stream_xml_converts_schema_type'
          's_and_resolves_ref'),
     ('ok<dots_function_call><invoke name="set_location"><parameter name="location">{"city": "Sh'
      'anghai"}</parameter><parameter name="days">3</parameter><parameter name="include_weather"'
      '>true</parameter></invoke></dots_function_call>'),
     TOOLS_0,
     'dots',
     [{'name': 'set_location',
       'arguments': {'location': {'city': 'Shanghai'}, 'days': 3, 'include_weather': True}}],
     'ok',
     None,
     None),
    (S + ('test_dots_detector.py::TestDotsToolDetector::test_non_stream_supports_multiple_invoke'
          's_and_json_fallback'),
     ('<dots_function_call><invoke name="search"><parameter name="query">chairs</parameter></inv'
      'oke><invoke name="open"><parameter name="id">7</parameter></invoke></dots_function_call><'
      'dots_function_call>{"name":"search","arguments":{"query":"tables"}}</dots_function_call>'),
     TOOLS_1,
     'dots',
     [{'name': 'search', 'arguments': {'query': 'chairs'}},
      {'name': 'open', 'arguments': {'id': 7}},
      {'name': 'search', 'arguments': {'query': 'tables'}}],
     None,
     None,
     None),
    (S + ('test_dots_detector.py::TestDotsToolDetector::test_non_stream_keeps_text_between_and_a'
          'fter_tool_calls'),
     ('before<dots_function_call><invoke name="search"><parameter name="query">chairs</parameter'
      '></invoke></dots_function_call>middle<dots_function_call><invoke name="search"><parameter'
      ' name="query">tables</parameter></invoke></dots_function_call>after'),
     TOOLS_2,
     'dots',
     [{'name': 'search', 'arguments': {'query': 'chairs'}},
      {'name': 'search', 'arguments': {'query': 'tables'}}],
     'beforemiddleafter',
     None,
     None),
    (S + ('test_dots_detector.py::TestDotsToolDetector::test_streaming_buffers_partial_marker_an'
          'd_emits_all_complete_calls'),
     ('visible<dots_function_call><invoke name="search"><parameter name="query">chairs</paramete'
      'r></invoke></dots_function_call><dots_function_call><invoke name="search"><parameter name'
      '="query">tables</parameter></invoke></dots_function_call>'),
     TOOLS_2,
     'dots',
     [{'name': 'search', 'arguments': {'query': 'chairs'}},
      {'name': 'search', 'arguments': {'query': 'tables'}}],
     'visible',
     None,
     None),
    (S + ('test_dots_detector.py::TestDotsToolDetector::test_streaming_flushes_partial_opening_m'
          'arker_at_eof'),
     'answer <dots_func',
     TOOLS_2,
     'dots',
     [],
     'answer <dots_func',
     None,
     None),
    (S + ('test_dots_detector.py::TestDotsToolDetector::test_streaming_emits_complete_json_body_'
          'before_end_marker_without_duplication'),
     '<dots_function_call>{"name":"search","arguments":{"query":"chairs"}}</dots_function_call>',
     TOOLS_2,
     'dots',
     [{'name': 'search', 'arguments': {'query': 'chairs'}}],
     '',
     None,
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_more_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None, reasoning: str | None,
                          started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
