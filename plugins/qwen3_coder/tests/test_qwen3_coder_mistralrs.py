"""mistral.rs's tool-call tests as data (Qwen3-Coder XML): each row is a model output from
EricLBuehler/mistral.rs (``mistralrs-core/src/tools/parsers/qwen.rs``, ``tools/mod.rs`` and the
special-token guard's ``quoted_delimiters`` tests, named in the row), the tools the test passes
and the calls it asserts. The guard test's pieces (special tokens and text) are joined into the
text the model wrote. Each row is parsed with every format installed and with its format alone;
content is compared with whitespace runs collapsed and the ends stripped.

Left out (docs/conformance.md, "mistral.rs's tests"): the outputs where the peer tells a special
token from the same characters written as text (a document quoting ``</tool_call><tool_call>``
inside a parameter, a quoted ``</think>`` inside reasoning): toolcalls reads text, so the
markers are markers wherever they stand; the prefix-status checks of
``qwen_parallel_calls_keep_buffering_until_the_turn_ends`` (streaming buffer state, no calls
asserted) other than the complete two-call output.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/qwen.rs::parses_qwen_xml_tool_call',
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=locations>\n'
      '[{"country":"France","city":"Paris"}]\n'
      '</parameter>\n'
      '<parameter=temp_units>\n'
      'celsius\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather',
       'arguments': {'locations': [{'country': 'France', 'city': 'Paris'}],
                     'temp_units': 'celsius'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/qwen.rs::'
      'parses_multiple_qwen_xml_tool_calls'),
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>Tokyo</parameter>\n'
      '</function>\n'
      '</tool_call><tool_call>\n'
      '<function=get_time>\n'
      '<parameter=timezone>Asia/Tokyo</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
      {'name': 'get_time', 'arguments': {'timezone': 'Asia/Tokyo'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/qwen.rs::'
      'parses_qwen_xml_code_with_less_than'),
     ('<tool_call>\n'
      '<function=mistralrs_execute_python>\n'
      '<parameter=code>\n'
      'print(1 < 2)\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'mistralrs_execute_python', 'arguments': {'code': 'print(1 < 2)'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/mod.rs::'
      'qwen_xml_arguments_follow_the_tool_schema'),
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>\n'
      '12345\n'
      '</parameter>\n'
      '<parameter=days>\n'
      '3\n'
      '</parameter>\n'
      '<parameter=units>\n'
      '"C"\n'
      '</parameter>\n'
      '<parameter=detailed>\n'
      'true\n'
      '</parameter>\n'
      '<parameter=coords>\n'
      '[1, 2]\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'},
                                                  'days': {'type': 'integer'},
                                                  'units': {'type': 'string'},
                                                  'detailed': {'type': 'boolean'},
                                                  'coords': {'type': 'array'}}}}}],
     'qwen3_coder',
     [{'name': 'get_weather',
       'arguments': {'city': '12345',
                     'days': 3,
                     'units': '"C"',
                     'detailed': True,
                     'coords': [1, 2]}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/mod.rs::'
      'qwen_parallel_calls_keep_buffering_until_the_turn_ends'),
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=city>\n'
      'Paris\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '<function=get_time>\n'
      '<parameter=zone>\n'
      'UTC\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}},
      {'type': 'function',
       'function': {'name': 'get_time', 'parameters': {'type': 'object', 'properties': {}}}}],
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_time', 'arguments': {'zone': 'UTC'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core special-token guard tests quoted_delimiters::'
      'a_real_parallel_call_still_parses'),
     ('<tool_call>\n'
      '<function=detect_injection>\n'
      '<parameter=text>\n'
      'ok\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '<function=drain_node>\n'
      '<parameter=text>\n'
      'ok\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     [{'type': 'function',
       'function': {'name': 'detect_injection',
                    'parameters': {'type': 'object',
                                   'properties': {'text': {'type': 'string'},
                                                  'name': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'drain_node',
                    'parameters': {'type': 'object',
                                   'properties': {'text': {'type': 'string'},
                                                  'name': {'type': 'string'}}}}}],
     'qwen3_coder',
     [{'name': 'detect_injection', 'arguments': {'text': 'ok'}},
      {'name': 'drain_node', 'arguments': {'text': 'ok'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mistralrs_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
