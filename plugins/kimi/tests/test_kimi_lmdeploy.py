"""LMDeploy's tool-parser tests as data: each row is a model output from InternLM/lmdeploy's tests
(tests/test_lmdeploy/serve/parsers/ and the older tests/test_lmdeploy/test_*_parser.py; a
payload that a test feeds to a tool parser alone gets the markers its response parser strips put
back; a stream is the concatenation of its chunks), the tools passed, the format, the calls
LMDeploy expects ("error" where it rejects the output and returns no call; toolcalls then
reports an error and no call) and the content and reasoning where the test asserts them
(compared with whitespace runs collapsed where the peer's text has edge whitespace: toolcalls
drops it). Each row is parsed with every format installed and with its format alone.

Left out, by rule: a call after reasoning the prompt opened, with no </think> (LMDeploy ends the
reasoning at the tool section: test_tool_section_implicitly_ends_reasoning and its streaming
twin); empty or blank arguments, a broken object and an array (LMDeploy keeps them as the
arguments text; toolcalls reports tool_call.invalid_arguments or json.*); a broken call beside a
good one is reported, never dropped (test_malformed_id_is_skipped_without_hiding_later_calls,
test_streaming_malformed_call_does_not_hide_later_call: the good call is returned too)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'InternLM/lmdeploy tests/test_lmdeploy/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + 'serve/parsers/test_kimi_k2_parser.py::test_complete_response_with_multiple_tool_calls',
     ('check both tools</think>I will check. <|tool_calls_section_begin|><|tool_call_begin|>func'
      'tions.weather.lookup:41<|tool_call_argument_begin|>{"city": "北京", "units": ["c", "f"]}<'
      '|tool_call_end|><|tool_call_begin|>clock-now:99<|tool_call_argument_begin|>{"zone":"UTC"}'
      '<|tool_call_end|><|tool_calls_section_end|>'),
     [{'type': 'function',
       'function': {'name': 'weather.lookup',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'clock-now',
                    'parameters': {'type': 'object',
                                   'properties': {'zone': {'type': 'string'}}}}}],
     'kimi_k2',
     [{'name': 'weather.lookup', 'arguments': {'city': '北京', 'units': ['c', 'f']}},
      {'name': 'clock-now', 'arguments': {'zone': 'UTC'}}],
     'I will check. ',
     {'reasoning': 'check both tools',
      'collapse': True}),
    (SRC + ('serve/parsers/test_kimi_k2_parser.py::test_streaming_multiple_calls_with_split_deli'
     'miters'),
     ('reasoning</think>Answer <|tool_calls_section_begin|><|tool_call_begin|>functions.weather.'
      'lookup:41<|tool_call_argument_begin|>{"city": "北京"}<|tool_call_end|><|tool_call_begin|>'
      'clock-now:99<|tool_call_argument_begin|>{"zone":"UTC"}<|tool_call_end|><|tool_calls_secti'
      'on_end|>'),
     [{'type': 'function',
       'function': {'name': 'weather.lookup',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'clock-now',
                    'parameters': {'type': 'object',
                                   'properties': {'zone': {'type': 'string'}}}}}],
     'kimi_k2',
     [{'name': 'weather.lookup', 'arguments': {'city': '北京'}},
      {'name': 'clock-now', 'arguments': {'zone': 'UTC'}}],
     'Answer ',
     {'reasoning': 'reasoning',
      'collapse': True}),
    (SRC + 'serve/parsers/test_kimi_k2_parser.py::test_tool_parser_rejects_non_native_call_ids[0]',
     ('<|tool_calls_section_begin|><|tool_call_begin|>0<|tool_call_argument_begin|>{"city":"Pari'
      's"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     'error',
     None,
     {}),
    (SRC + ('serve/parsers/test_kimi_k2_parser.py::test_tool_parser_rejects_non_native_call_ids['
     'functions.weather.lookup]'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.weather.lookup<|tool_call_argume'
      'nt_begin|>{"city":"Paris"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     'error',
     None,
     {}),
    (SRC + ('serve/parsers/test_kimi_k2_parser.py::test_tool_parser_rejects_non_native_call_ids['
     'weather.lookup:x]'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>weather.lookup:x<|tool_call_argument_begin'
      '|>{"city":"Paris"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     'error',
     None,
     {}),
    (SRC + ('serve/parsers/test_kimi_k2_parser.py::test_tool_parser_accepts_missing_inner_end_at'
     '_section_end'),
     ('before<|tool_calls_section_begin|><|tool_call_begin|>functions.weather.lookup:3<|tool_cal'
      'l_argument_begin|>{"city":"Paris"}<|tool_calls_section_end|>'),
     [{'type': 'function',
       'function': {'name': 'weather.lookup',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'clock-now',
                    'parameters': {'type': 'object',
                                   'properties': {'zone': {'type': 'string'}}}}}],
     'kimi_k2',
     [{'name': 'weather.lookup', 'arguments': {'city': 'Paris'}}],
     'before',
     {}),
    (SRC + ('serve/parsers/test_kimi_k2_tool_parser.py::test_arguments_stream_immediately_withou'
     't_growing_pending_payload[search]'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.search:0<|tool_call_argument_beg'
      'in|>{"query":"DeepSeek"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'query': 'DeepSeek'}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_kimi_k2_tool_parser.py::test_arguments_stream_immediately_withou'
     't_growing_pending_payload[marker]'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.f:0<|tool_call_argument_begin|>{'
      '"text":"inside <|tool_calls_section_end|> marker","n":1}<|tool_call_end|><|tool_calls_sec'
      'tion_end|>tail'),
     None,
     'kimi_k2',
     [{'name': 'f', 'arguments': {'text': 'inside <|tool_calls_section_end|> marker', 'n': 1}}],
     None,
     {}),
    (SRC + ('serve/parsers/test_kimi_k2_tool_parser.py::test_complete_payload_preserves_multiple'
     '_call_order'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.f:0<|tool_call_argument_begin|>{'
      '}<|tool_call_end|><|tool_call_begin|>functions.g:1<|tool_call_argument_begin|>{}<|tool_ca'
      'll_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'f', 'arguments': {}}, {'name': 'g', 'arguments': {}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_lmdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
