"""mistral.rs's Muse Glimmer tests as data: each row is a model output from EricLBuehler/mistral.rs
``mistralrs-core/src/tools/parsers/atem.rs``, the tools it passes (the schema rows give the tool
whose schema the test normalises with), and the calls, content and reasoning it asserts. An
invoke cut inside a parameter, which mistral.rs buffers, is an ``"error"`` row
(``tool_call.unclosed``; a named error agrees with "no call"). ``REASONING_CASES`` are the rows
that assert reasoning. Each row is parsed with every format installed and with its format alone;
content is compared with whitespace runs collapsed and the ends stripped.

Left out (docs/conformance.md, "mistral.rs's tests"): a block inside a message ``to=user`` is a
call here (a call is never dropped), mistral.rs ignores it; an invoke named ``get_weather`` in a
message ``to=search`` is a call of ``get_weather`` (the name is the invoke's), mistral.rs
raises.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/atem.rs::'
      'parses_scalar_json_and_multiline_string_parameters'),
     (' to=get_weather<|message|><atem:function_calls>\n'
      '<atem:invoke name="get_weather">\n'
      '<atem:parameter name="city">New\n'
      'York</atem:parameter>\n'
      '<atem:parameter name="days">3</atem:parameter>\n'
      '<atem:parameter name="metric">true</atem:parameter>\n'
      '</atem:invoke>\n'
      '</atem:function_calls><|eot|>'),
     None,
     'glimmer',
     [{'name': 'get_weather', 'arguments': {'city': 'New\nYork', 'days': 3, 'metric': True}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/atem.rs::'
      'schema_restores_numeric_looking_string_parameters'),
     (' to=get_weather<|message|><atem:function_calls><atem:invoke name="get_weather"><atem:pa'
      'rameter name="city">123</atem:parameter><atem:parameter name="days">3</atem:parameter><'
      '/atem:invoke></atem:function_calls>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'},
                                                  'days': {'type': 'integer'}},
                                   'required': ['city']}}}],
     'glimmer',
     [{'name': 'get_weather', 'arguments': {'city': '123', 'days': 3}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/atem.rs::'
      'nullable_string_schema_restores_strings_and_preserves_null (123)'),
     (' to=lookup<|message|><atem:function_calls><atem:invoke name="lookup"><atem:parameter na'
      'me="code">123</atem:parameter><atem:parameter name="mode">fast</atem:parameter></atem:i'
      'nvoke></atem:function_calls>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'parameters': {'type': 'object',
                                   'properties': {'code': {'anyOf': [{'type': 'string'},
                                                                     {'type': 'null'}]},
                                                  'mode': {'enum': ['fast', None]}},
                                   'required': ['code', 'mode']}}}],
     'glimmer',
     [{'name': 'lookup', 'arguments': {'code': '123', 'mode': 'fast'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/atem.rs::'
      'nullable_string_schema_restores_strings_and_preserves_null (null)'),
     (' to=lookup<|message|><atem:function_calls><atem:invoke name="lookup"><atem:parameter na'
      'me="code">null</atem:parameter><atem:parameter name="mode">fast</atem:parameter></atem:'
      'invoke></atem:function_calls>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'parameters': {'type': 'object',
                                   'properties': {'code': {'anyOf': [{'type': 'string'},
                                                                     {'type': 'null'}]},
                                                  'mode': {'enum': ['fast', None]}},
                                   'required': ['code', 'mode']}}}],
     'glimmer',
     [{'name': 'lookup', 'arguments': {'code': None, 'mode': 'fast'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/atem.rs::'
      'strips_end_of_text_from_final_content'),
     ' to=user<|message|>Final answer<|end_of_text|>',
     None,
     'glimmer',
     [],
     'Final answer'),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/atem.rs::'
      'ignores_atem_markup_inside_reasoning_or_final_content (self)'),
     (' to=self<|message|>example: <atem:function_calls><atem:invoke name="get_weather"><atem:'
      'parameter name="city">Paris</atem:parameter></atem:invoke></atem:function_calls><|eot|>'),
     None,
     'glimmer',
     [],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/atem.rs::'
      'incomplete_invocation_is_buffered'),
     '<atem:function_calls><atem:invoke name="get_weather"><atem:parameter name="city">Paris',
     None,
     'glimmer',
     'error',
     None),
]


#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str, bool | None]] = [
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/atem.rs::'
      'separates_reasoning_final_content_and_parallel_calls'),
     (' to=self<|message|>check weather<|eom|><|start|>assistant to=get_weather<|message|><ate'
      'm:function_calls><atem:invoke name="get_weather"><atem:parameter name="city">Paris</ate'
      'm:parameter></atem:invoke></atem:function_calls><|eom|><|start|>assistant to=user<|mess'
      'age|>It is sunny<|eot|>'),
     None,
     'glimmer',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     'It is sunny',
     'check weather',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mistralrs_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_mistralrs_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                  content: str | None, reasoning: str,
                                  started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
