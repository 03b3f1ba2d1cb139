"""NVIDIA Dynamo's tool-call parser tests as data: which files were read, how a row is written
(the test's raw string, its tools as flat definitions, the calls Dynamo expects or "error",
content compared with whitespace runs collapsed) and what was left out by which rule is
docs/conformance.md, "NVIDIA Dynamo's tests". Each row is parsed with every format installed
and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::single_token_array_preserves_arg'
      'ument_byte_span_phi4'),
     'functools[{"name":"f","arguments":{"z":1,"a":2,"unit":"celsius"}}]',
     None,
     'phi4',
     [{'name': 'f', 'arguments': {'z': 1, 'a': 2, 'unit': 'celsius'}}],
     None),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_single_function_call',
     'functools[{"name": "get_country_capital", "arguments": {"country": "Poland"}}]',
     None,
     'phi4',
     [{'name': 'get_country_capital', 'arguments': {'country': 'Poland'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_single_function_call_w'
      'ith_normal_text'),
     ('Hey How are you? functools[{"name": "get_country_capital", "arguments": {"country": "Polan'
      'd"}}]'),
     None,
     'phi4',
     [{'name': 'get_country_capital', 'arguments': {'country': 'Poland'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_multiple_function_call'
      's_simple_arguments'),
     ('functools[\n  {"name": "get_country_capital", "arguments": {"country": "Poland"}},\n  {"na'
      'me": "get_population", "arguments": {"city": "Warsaw"}}\n]'),
     None,
     'phi4',
     [{'name': 'get_country_capital', 'arguments': {'country': 'Poland'}},
      {'name': 'get_population', 'arguments': {'city': 'Warsaw'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_multiple_function_call'
      's_simple_arguments_with_normal_text'),
     ('Hey How are you? functools[\n  {"name": "get_country_capital", "arguments": {"country": "P'
      'oland"}},\n  {"name": "get_population", "arguments": {"city": "Warsaw"}}\n]'),
     None,
     'phi4',
     [{'name': 'get_country_capital', 'arguments': {'country': 'Poland'}},
      {'name': 'get_population', 'arguments': {'city': 'Warsaw'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_single_function_call_n'
      'ested_json_arguments'),
     ('functools[{"name": "get_weather_forecast", "arguments":\n        {"location": {"city": "Sa'
      'n Francisco",\n        "state": "CA"}, "date": "2023-10-05"}}]'),
     None,
     'phi4',
     [{'name': 'get_weather_forecast',
       'arguments': {'location': {'city': 'San Francisco', 'state': 'CA'}, 'date': '2023-10-05'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_single_function_call_n'
      'ested_json_arguments_with_normal_text'),
     ('Hey How are you? functools[{"name": "get_weather_forecast", "arguments":\n        {"locati'
      'on": {"city": "San Francisco",\n        "state": "CA"}, "date": "2023-10-05"}}]'),
     None,
     'phi4',
     [{'name': 'get_weather_forecast',
       'arguments': {'location': {'city': 'San Francisco', 'state': 'CA'}, 'date': '2023-10-05'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_function_call_with_par'
      'ameters_instead_of_arguments'),
     ('functools[{"name": "calculate_distance",\n         "parameters": {"from": "New York", "to"'
      ': "Los Angeles"}}]'),
     None,
     'phi4',
     [{'name': 'calculate_distance', 'arguments': {'from': 'New York', 'to': 'Los Angeles'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_function_call_with_par'
      'ameters_instead_of_arguments_with_normal_text'),
     ('Hey How are you? functools[{"name": "calculate_distance",\n         "parameters": {"from":'
      ' "New York", "to": "Los Angeles"}}]'),
     None,
     'phi4',
     [{'name': 'calculate_distance', 'arguments': {'from': 'New York', 'to': 'Los Angeles'}}],
     'Hey How are you?'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_token_leak_reproduction',
     'functools{"name": "get_weather","arguments":{"location":"San Francisco"}}',
     None,
     'phi4',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_token_with_invalid_json',
     'functools{invalid json}',
     None,
     'phi4',
     'error',
     None),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_false_positive_words',
     'funk music is great',
     None,
     'phi4',
     [],
     'funk music is great'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_partial_but_complete_w'
      'ords'),
     'The function works well',
     None,
     'phi4',
     [],
     'The function works well'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_partial_but_complete_w'
      'ords'),
     'functional programming',
     None,
     'phi4',
     [],
     'functional programming'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_funk_variations',
     'funk',
     None,
     'phi4',
     [],
     'funk'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_funk_variations',
     'funky',
     None,
     'phi4',
     [],
     'funky'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_funk_variations',
     'funktion',
     None,
     'phi4',
     [],
     'funktion'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_funk_variations',
     'funked',
     None,
     'phi4',
     [],
     'funked'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_funk_variations',
     'I love funk music',
     None,
     'phi4',
     [],
     'I love funk music'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_funk_variations',
     'This is funky stuff',
     None,
     'phi4',
     [],
     'This is funky stuff'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_func_but_not_functools',
     'funcdef',
     None,
     'phi4',
     [],
     'funcdef'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_func_but_not_functools',
     'functions are useful',
     None,
     'phi4',
     [],
     'functions are useful'),
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_phi4_func_but_not_functools',
     'functionally speaking',
     None,
     'phi4',
     [],
     'functionally speaking'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
