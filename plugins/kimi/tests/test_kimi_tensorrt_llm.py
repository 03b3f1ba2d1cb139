"""TensorRT-LLM's tool-parser tests as data: each row is a model output from NVIDIA/TensorRT-LLM's
tests/unittest/llmapi/apps/test_tool_parsers.py and the Kimi-K3 parser test's corpus and
single-defect tests, the tools passed, the format, the calls TensorRT-LLM expects ("error" where
it returns no call and toolcalls reports an error) and the content where the test asserts it. A
stream is the concatenation of its chunks; content is compared with whitespace runs collapsed
where the peer's has edge whitespace (toolcalls drops it). Each row is parsed with every format
installed and with its format alone.

Left out, by rule: a call to a tool not offered is tool_call.unknown_tool (TensorRT-LLM's Kimi
K2 parser drops it). From the Kimi-K3 test: closers the model left out (of an argument, a call,
a value cut by the message close) are tool_call.unclosed, and a text cut inside a call is an
error, where TensorRT-LLM recovers the call or releases the markup as text; a string value ends
at the first <|close|>argument<|sep|> and cannot run past <|close|>tools<|sep|>; a call without
a tool attribute is tool_call.invalid_name; a JSON-typed value that is not strict JSON (NaN,
Infinity, 1e3 x, [1, and a broken json body) is json.*, not a string; XTML markers in prose (a
tools block, <|open|>, <|end_of_msg|>, <|close|>message<|sep|>, a second think closer) are
control tokens, never content; a call inside reasoning is not searched; reasoning blocks are
joined with a line break (TensorRT-LLM joins them with nothing: second_tools_section,
think_inside_tools_section). The K3 test's file path was not recovered from the index (the rows
name its tests)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'NVIDIA/TensorRT-LLM tests/unittest/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestKimiK2ToolParser::test_detect_and_parse_singl'
     'e_tool'),
     ('Normal text<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_c'
      'all_argument_begin|>{"location": "NYC"}<|tool_call_end|><|tool_calls_section_end|>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     'Normal text',
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestKimiK2ToolParser::test_detect_and_parse_multi'
     'ple_tools'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argumen'
      't_begin|>{"location":"LA"}<|tool_call_end|>\n<|tool_call_begin|>functions.search_web:0<|t'
      'ool_call_argument_begin|>{"query":"AI"}<|tool_call_end|><|tool_calls_section_end|>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'LA'}},
      {'name': 'search_web', 'arguments': {'query': 'AI'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestKimiK2ToolParser::test_detect_and_parse_malfo'
     'rmed_tool'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argumen'
      't_begin|>MALFORMED<|tool_call_end|><|tool_calls_section_end|>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'kimi_k2',
     'error',
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestKimiK2ToolParser::test_detect_and_parse_with_'
     'parameters_key'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.search_web:0<|tool_call_argument'
      '_begin|>{"query":"test"}<|tool_call_end|><|tool_calls_section_end|>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'kimi_k2',
     [{'name': 'search_web', 'arguments': {'query': 'test'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestKimiK2ToolParser::test_parse_streaming_increm'
     'ent_complete_tool_call'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argumen'
      't_begin|>{"location":"SF"}<|tool_call_end|>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestKimiK2ToolParser::test_parse_streaming_increm'
     'ent_multiple_tools_streaming'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argumen'
      't_begin|>{"location":"NYC"}<|tool_call_end|><|tool_call_begin|>functions.search_web:0<|to'
      'ol_call_argument_begin|>{"arg": "any value"}<|tool_call_end|><|tool_calls_section_end|>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}},
      {'name': 'search_web', 'arguments': {'arg': 'any value'}}],
     None,
     {}),
    (SRC + ('llmapi/apps/test_tool_parsers.py::TestKimiK2ToolParser::test_kimi_k2_format_complia'
     'nce'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argumen'
      't_begin|>{"location":"Tokyo"}<|tool_call_end|><|tool_calls_section_end|>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string',
                                                           'enum': ['celsius', 'fahrenheit']}},
                                   'required': ['location']}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     None,
     {}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[single_call]',
     ('I will list.<|close|>think<|sep|><|open|>response<|sep|>Listing.<|close|>response<|sep|><'
      '|open|>tools<|sep|><|open|>call tool="functions.exec" index="1"<|sep|><|open|>argument ke'
      'y="input" type="string"<|sep|>ls -la<|close|>argument<|sep|><|close|>call<|sep|><|close|>'
      'tools<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'functions.exec', 'arguments': {'input': 'ls -la'}}],
     'Listing.',
     {'reasoning_started': True,
      'reasoning': 'I will list.'}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[single_call_with_eom]',
     ('I will list.<|close|>think<|sep|><|open|>response<|sep|>Listing.<|close|>response<|sep|><'
      '|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input" '
      'type="string"<|sep|>ls -la<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep'
      '|><|close|>message<|sep|><|end_of_msg|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls -la'}}],
     'Listing.',
     {'reasoning_started': True,
      'reasoning': 'I will list.'}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[multi_call_types]',
     ('plan<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|se'
      'p|><|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input" type="string"<|s'
      'ep|>cat a.py<|close|>argument<|sep|><|close|>call<|sep|><|open|>call tool="functions.upda'
      'te_plan" index="2"<|sep|><|open|>argument key="plan" type="array"<|sep|>[{"step": "x", "d'
      'one": false}]<|close|>argument<|sep|><|open|>argument key="n" type="number"<|sep|>3<|clos'
      'e|>argument<|sep|><|open|>argument key="ok" type="boolean"<|sep|>true<|close|>argument<|s'
      'ep|><|open|>argument key="z" type="null"<|sep|>null<|close|>argument<|sep|><|close|>call<'
      '|sep|><|open|>call tool="collaboration.spawn_agent" index="3"<|sep|><|open|>argument key='
      '"task" type="object"<|sep|>{"a": {"b": [1, "x\\"y"]}, "u": "日本 ü"}<|close|>argument<|se'
      'p|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'cat a.py'}},
      {'name': 'functions.update_plan',
       'arguments': {'plan': [{'step': 'x', 'done': False}], 'n': 3, 'ok': True, 'z': None}},
      {'name': 'collaboration.spawn_agent',
       'arguments': {'task': {'a': {'b': [1, 'x"y']}, 'u': '日本 ü'}}}],
     '',
     {'reasoning_started': True,
      'reasoning': 'plan'}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[prose_only]',
     ('hmm<|close|>think<|sep|><|open|>response<|sep|>Here is the answer:\n\n```py\nx = 1 < 2\n`'
      '``\n<|close|>response<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [],
     'Here is the answer:\n\n```py\nx = 1 < 2\n```\n',
     {'reasoning_started': True,
      'reasoning': 'hmm',
      'collapse': True}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[non_thinking_call]',
     ('Sure.<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|'
      '><|open|>argument key="input" type="string"<|sep|>pwd<|close|>argument<|sep|><|close|>cal'
      'l<|sep|><|close|>tools<|sep|><|close|>message<|sep|><|end_of_msg|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'pwd'}}],
     'Sure.',
     {}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[prose_after_tools]',
     ('t<|close|>think<|sep|><|open|>response<|sep|>Before.<|close|>response<|sep|><|open|>tools'
      '<|sep|><|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input" type="string'
      '"<|sep|>pwd<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|open|>respo'
      'nse<|sep|>After the call.<|close|>response<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'pwd'}}],
     'Before.After the call.',
     {'reasoning_started': True,
      'reasoning': 't'}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[junk_after_tools]',
     ('t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|>'
      '<|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input" type="string"<|sep|'
      '>ls<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>\n trailing junk <|cl'
      'ose|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls'}}],
     '\n trailing junk ',
     {'reasoning_started': True,
      'reasoning': 't',
      'collapse': True}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[section_reopened_wi'
     'thout_close]'),
     ('t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|>'
      '<|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input" type="string"<|sep|'
      '>ls<|close|>argument<|sep|><|close|>call<|sep|><|open|>tools<|sep|><|open|>call tool="exe'
      'c" index="2"<|sep|><|open|>argument key="input" type="string"<|sep|>pwd<|close|>argument<'
      '|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls'}},
      {'name': 'exec', 'arguments': {'input': 'pwd'}}],
     '',
     {'reasoning_started': True,
      'reasoning': 't'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[missing_section_clo'
     'se_before_message_close]'),
     ('t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|>'
      '<|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input" type="string"<|sep|'
      '>ls<|close|>argument<|sep|><|close|>call<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls'}}],
     '',
     {'reasoning_started': True,
      'reasoning': 't'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[typed_values_raw_js'
     'on]'),
     ('t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|>'
      '<|open|>call tool="functions.update_plan" index="1"<|sep|><|open|>argument key="n" type="'
      'number"<|sep|>1e3<|close|>argument<|sep|><|open|>argument key="big" type="number"<|sep|>1'
      '23456789012345678901234567890<|close|>argument<|sep|><|open|>argument key="f" type="numbe'
      'r"<|sep|>1.10<|close|>argument<|sep|><|open|>argument key="obj" type="object"<|sep|>{"a" '
      ': 1}<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|se'
      'p|>'),
     None,
     'kimi_k3',
     [{'name': 'functions.update_plan',
       'arguments': {'n': 1000.0,
                     'big': 123456789012345678901234567890,
                     'f': 1.1,
                     'obj': {'a': 1}}}],
     '',
     {'reasoning_started': True,
      'reasoning': 't'}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[json_block]',
     ('t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|>'
      '<|open|>call tool="functions.update_plan" index="1"<|sep|><|open|>json type="object"<|sep'
      '|>{"plan": "a \\"quoted\\" plan", "n": 1e3}<|close|>json<|sep|><|close|>call<|sep|><|clos'
      'e|>tools<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'functions.update_plan', 'arguments': {'plan': 'a "quoted" plan', 'n': 1000.0}}],
     '',
     {'reasoning_started': True,
      'reasoning': 't'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[escaped_attr_and_un'
     'icode]'),
     ('t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|>'
      '<|open|>call tool="exec" index="1"<|sep|><|open|>argument key="in&quot;put" type="string"'
      '<|sep|>echo "é😀" && x<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|'
      'close|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'in"put': 'echo "é😀" && x'}}],
     '',
     {'reasoning_started': True,
      'reasoning': 't'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[reasoning_with_mark'
     'up]'),
     ('Recall the format <|open|>tools<|sep|>...<|close|>tools<|sep|> - ok.<|close|>think<|sep|>'
      '<|open|>response<|sep|>Done.<|close|>response<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [],
     'Done.',
     {'reasoning_started': True,
      'reasoning': 'Recall the format <|open|>tools<|sep|>...<|close|>tools<|sep|> - ok.'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[reasoning_quotes_un'
     'closed_call]'),
     ('I could emit <|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|>... but no.<|cl'
      'ose|>think<|sep|><|open|>response<|sep|>Answer.<|close|>response<|sep|><|close|>message<|'
      'sep|>'),
     None,
     'kimi_k3',
     [],
     'Answer.',
     {'reasoning_started': True,
      'reasoning': ('I could emit <|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|>..'
                   '. but no.')}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[no_response_channel'
     '_after_think]'),
     't<|close|>think<|sep|>Answer written without a response tag.<|close|>message<|sep|>',
     None,
     'kimi_k3',
     [],
     'Answer written without a response tag.',
     {'reasoning_started': True,
      'reasoning': 't'}),
    ('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[prose_between_calls]',
     ('t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|>'
      '<|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input" type="string"<|sep|'
      '>ls<|close|>argument<|sep|><|close|>call<|sep|>\nNow the second call:\n<|open|>call tool='
      '"exec" index="2"<|sep|><|open|>argument key="input" type="string"<|sep|>pwd<|close|>argum'
      'ent<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls'}},
      {'name': 'exec', 'arguments': {'input': 'pwd'}}],
     '\nNow the second call:\n',
     {'reasoning_started': True,
      'reasoning': 't',
      'collapse': True}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[newlines_between_ta'
     'gs]'),
     ('t<|close|>think<|sep|>\n<|open|>response<|sep|>Hi.<|close|>response<|sep|>\n<|open|>tools'
      '<|sep|>\n<|open|>call tool="exec" index="1"<|sep|>\n<|open|>argument key="input" type="st'
      'ring"<|sep|>ls<|close|>argument<|sep|>\n<|close|>call<|sep|>\n<|close|>tools<|sep|>\n<|cl'
      'ose|>message<|sep|>\n<|end_of_msg|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls'}}],
     'Hi.',
     {'reasoning_started': True,
      'reasoning': 't'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[content_ends_partia'
     'l_lt]'),
     ('t<|close|>think<|sep|><|open|>response<|sep|>compare a <<|close|>response<|sep|><|close|>'
      'message<|sep|>'),
     None,
     'kimi_k3',
     [],
     'compare a <',
     {'reasoning_started': True,
      'reasoning': 't'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_reading[content_ends_partia'
     'l_opener_eos]'),
     't<|close|>think<|sep|><|open|>response<|sep|>compare a <|op',
     None,
     'kimi_k3',
     [],
     'compare a <|op',
     {'reasoning_started': True,
      'reasoning': 't'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_generation_stopped_after_it'
     's_first_call_delivers_that_call_quietly'),
     ('Running it:<|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|><|open|>argument '
      'key="input" type="string"<|sep|>ls -la<|close|>argument<|sep|><|close|>call<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls -la'}}],
     'Running it:',
     {}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_generation_stopped_after_it'
     's_first_call_reads_the_same_through_the_pipeline'),
     ('Plan the listing.<|close|>think<|sep|><|open|>tools<|sep|><|open|>call tool="exec" index='
      '"1"<|sep|><|open|>argument key="input" type="string"<|sep|>ls -la<|close|>argument<|sep|>'
      '<|close|>call<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls -la'}}],
     '',
     {'reasoning_started': True,
      'reasoning': 'Plan the listing.'}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_a_section_left_open_any_oth'
     'er_way_still_warns'),
     ('<|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input"'
      ' type="string"<|sep|>ls<|close|>argument<|sep|><|close|>call<|sep|>and then I'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls'}}],
     'and then I',
     {}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_typed_values_keep_the_model'
     '_json_text'),
     ('<|open|>tools<|sep|><|open|>call tool="functions.update_plan" index="1"<|sep|><|open|>arg'
      'ument key="n" type="number"<|sep|>1e3<|close|>argument<|sep|><|open|>argument key="f" typ'
      'e="number"<|sep|>-0.50<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'functions.update_plan', 'arguments': {'n': 1000.0, 'f': -0.5}}],
     None,
     {}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_text_after_section_is_kept_'
     'by_both_views'),
     ('Before.<|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|><|open|>argument key='
      '"input" type="string"<|sep|>pwd<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools'
      '<|sep|>After the call.'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'pwd'}}],
     'Before.After the call.',
     {}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_calls_are_numbered_across_s'
     'ections'),
     ('<|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input"'
      ' type="string"<|sep|>ls<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><'
      '|open|>tools<|sep|><|open|>call tool="exec" index="1"<|sep|><|open|>argument key="input" '
      'type="string"<|sep|>pwd<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'exec', 'arguments': {'input': 'ls'}},
      {'name': 'exec', 'arguments': {'input': 'pwd'}}],
     '',
     {}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_json_block_keeps_the_model_'
     'json_text'),
     ('<|open|>tools<|sep|><|open|>call tool="functions.update_plan" index="1"<|sep|><|open|>jso'
      'n type="object"<|sep|>{"plan": "x",  "n": 1e3}<|close|>json<|sep|><|close|>call<|sep|><|c'
      'lose|>tools<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'functions.update_plan', 'arguments': {'plan': 'x', 'n': 1000.0}}],
     '',
     {}),
    (('NVIDIA/TensorRT-LLM tests/unittest (Kimi-K3 parser test)::test_trailing_framing_is_strippe'
     'd_by_both_views'),
     'The answer is 4.<|close|>message<|sep|>\n<|end_of_msg|>',
     None,
     'kimi_k3',
     [],
     'The answer is 4.',
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_tensorrt_llm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
