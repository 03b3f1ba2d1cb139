"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_function_call_parser.py,
test_gigachat3_detector.py). Each row is a model output of those tests (a streaming test's
chunks joined; the tests' helper functions written out), the tools the test passes, the format,
the calls SGLang expects ("error" where it returns no call for a malformed output and toolcalls
reports the error) and, where the test asserts it and toolcalls agrees, the content (SGLang's
``normal_text``, compared with whitespace runs collapsed and the ends stripped). Where a test
checks only some argument keys, the row holds the whole arguments object, which agrees on every
key the test checks. Each row is parsed with every format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): none by rule. GigaChat
3.1's ``<|function_call|>`` opener is no ``gigachat`` marker (plugins/gigachat/README.md): those
rows are read by the ``json`` tier and need ``toolcalls-openai-json`` (``JSON_CASES``, calls
only).
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
            'name': 'manage_user_memory',
            'parameters': {
                'type': 'object',
                'properties': {
                    'content': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None},
                    'action': {
                        'type': 'string',
                        'enum': ['create', 'update', 'delete'],
                        'default': 'create',
                    },
                    'id': {
                        'anyOf': [{'type': 'string', 'format': 'uuid'}, {'type': 'null'}],
                        'default': None,
                    },
                },
            },
        },
    },
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
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_gigachat3_detector.py::TestGigaChat3Detector::test_streaming_with_eos_token',
     ('<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "get_weather", "arguments": '
      '{"city": "Paris"}}</s>'),
     TOOLS_0,
     'gigachat',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     None),
    (S + 'test_gigachat3_detector.py::TestGigaChat3Detector::test_streaming_large_steps',
     ('I\'ll remember that.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": '
      '"manage_user_memory", "arguments": {"action": "create", "id": "preferences", "content": '
      '{"short_answers": true, "hate_emojis": true, "english_ui": false, '
      '"russian_math_explanations": true}}}'),
     TOOLS_0,
     'gigachat',
     [
         {
             'name': 'manage_user_memory',
             'arguments': {
                 'action': 'create',
                 'id': 'preferences',
                 'content': {
                     'short_answers': True,
                     'hate_emojis': True,
                     'english_ui': False,
                     'russian_math_explanations': True,
                 },
             },
         },
     ],
     "I'll remember that."),
    (S + 'test_gigachat3_detector.py::TestGigaChat3Detector::test_streaming_very_small_chunks',
     ('<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "get_weather", "arguments": '
      '{"city": "NYC"}}'),
     TOOLS_0,
     'gigachat',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     None),
    (S + ('test_function_call_parser.py::TestGigaChat3Detector::test_streaming_json_split_at_qu'
          'otes'),
     ('<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "get_weather", "arguments": '
      '{"city": "Rome"}}'),
     TOOLS_0,
     'gigachat',
     [{'name': 'get_weather', 'arguments': {'city': 'Rome'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: GigaChat 3.1's ``<|function_call|>{json}``: read by the ``json`` tier (calls only)
JSON_CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_gigachat3_detector.py::TestGigaChat3Detector::test_detect_and_parse_function_ca'
          'll_marker_simple_tool_call'),
     ('<|function_call|>{"name": "manage_user_memory", "arguments": {"action": "create", "id": '
      '"preferences"}}'),
     TOOLS_0,
     'json',
     [{'name': 'manage_user_memory', 'arguments': {'action': 'create', 'id': 'preferences'}}],
     None),
    (S + ('test_gigachat3_detector.py::TestGigaChat3Detector::test_streaming_function_call_mark'
          'er_simple_tool_call'),
     ('I\'ll help you.<|function_call|>{"name": "manage_user_memory", "arguments": {"action": '
      '"create", "id": "prefs"}}'),
     TOOLS_0,
     'json',
     [{'name': 'manage_user_memory', 'arguments': {'action': 'create', 'id': 'prefs'}}],
     None),
    (S + ('test_function_call_parser.py::TestGigaChat3Detector::test_detect_and_parse_function_'
          'call_marker_with_content_before'),
     ('I\'ll check that for you.<|function_call|>{"name": "get_weather", "arguments": {"city": '
      '"Tokyo"}}'),
     TOOLS_0,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (S + ('test_function_call_parser.py::TestGigaChat3Detector::test_detect_and_parse_function_'
          'call_marker_with_eos_token'),
     ('<|function_call|>{"name": "manage_user_memory", "arguments": {"action": "create", "id": '
      '"preferences"}}</s>'),
     TOOLS_0,
     'json',
     [{'name': 'manage_user_memory', 'arguments': {'action': 'create', 'id': 'preferences'}}],
     None),
    (S + ('test_function_call_parser.py::TestGigaChat3Detector::test_detect_and_parse_function_'
          'call_marker_invalid_json'),
     '<|function_call|>{"name": "manage_user_memory", "arguments": {invalid json}}',
     TOOLS_0,
     'json',
     'error',
     None),
    (S + ('test_function_call_parser.py::TestGigaChat3Detector::test_streaming_function_call_ma'
          'rker_json_split_at_quotes'),
     '<|function_call|>{"name": "get_weather", "arguments": {"city": "Rome"}}',
     TOOLS_0,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Rome'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), JSON_CASES,
                         ids=[f"{i}" for i in range(len(JSON_CASES))])
def test_sglang_new_json_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None) -> None:
    pytest.importorskip("toolcalls_openai_json")
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
