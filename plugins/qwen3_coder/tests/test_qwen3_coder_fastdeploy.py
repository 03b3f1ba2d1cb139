"""LightLLM's Qwen3-Coder tests as data for ``qwen3_coder``: model outputs from ModelTC/LightLLM,
the unit test of ``Qwen3CoderDetector``'s streaming (the index holds the module without its
path; the rows name its tests) and ``unit_tests/server/test_qwen3_coder_stream_fc.py``, with
the calls LightLLM expects. Each test streams its text in chunks and checks the joined
arguments against the one-shot parse; a row is the whole text. The tools are each test's own.
A call to a tool the list does not hold is a call without tools (LightLLM with its name check
off) and ``tool_call.unknown_tool`` with them (LightLLM with the check on rejects it); a text cut
inside a call is an "error" row (batch parsing names the cut).

Left out (docs/conformance.md, "FastDeploy's, LightLLM's and Aphrodite's tests"): ``1.0`` for a
``number`` (a float here, LightLLM's ``1``), an unknown tool's call dropped beside a good one,
a block whose ``</function>`` is missing before ``</tool_call>``, and a 100,000-character value.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = {"type": "string"}


def tool(name: str, properties: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {
        "name": name, "parameters": {"type": "object", "properties": properties}}}


WEATHER = [tool("get_weather", {"location": S})]
CALC_NUMS = [tool("calc", {"nums": {"type": "array"}})]
SET_FLAG = [tool("set", {"flag": {"type": "boolean"}})]
F_CFG = [tool("f", {"cfg": {"type": "object"}})]
F_CITY_DAYS = [tool("f", {"city": S, "days": {"type": "integer"}})]
F_CODE = [tool("f", {"code": S})]
F_S = [tool("f", {"s": S})]
PING = [tool("ping", {})]
A_B = [tool("a", {"x": S}), tool("b", {"y": S})]
F_MIXED = [tool("f", {"city": S, "n": {"type": "integer"}, "tags": {"type": "array"}})]
WRITE_FILE = [tool("write_file", {"content": S})]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::test_single_string_param',
     ('<tool_call>\n<function=get_weather>\n'
      '<parameter=location>\n'
      'San Francisco\n</parameter>\n'
      '</function>\n</tool_call>'),
     WEATHER,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    (('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::'
      'test_array_param_compact_spacing'),
     ('<tool_call>\n<function=calc>\n'
      '<parameter=nums>\n[1,2]\n'
      '</parameter>\n</function>\n'
      '</tool_call>'),
     CALC_NUMS,
     'qwen3_coder',
     [{'name': 'calc', 'arguments': {'nums': [1, 2]}}],
     ''),
    ('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::test_boolean_param',
     ('<tool_call>\n<function=set>\n'
      '<parameter=flag>\ntrue\n'
      '</parameter>\n</function>\n'
      '</tool_call>'),
     SET_FLAG,
     'qwen3_coder',
     [{'name': 'set', 'arguments': {'flag': True}}],
     ''),
    ('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::test_object_param',
     ('<tool_call>\n<function=f>\n'
      '<parameter=cfg>\n{"a":1,"b":[2,3]}\n'
      '</parameter>\n</function>\n'
      '</tool_call>'),
     F_CFG,
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'cfg': {'a': 1, 'b': [2, 3]}}}],
     ''),
    ('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::test_two_params_mixed_types',
     ('<tool_call>\n<function=f>\n'
      '<parameter=city>\nNYC\n'
      '</parameter>\n<parameter=days>\n'
      '3\n</parameter>\n</function>\n'
      '</tool_call>'),
     F_CITY_DAYS,
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'city': 'NYC', 'days': 3}}],
     ''),
    ('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::test_multiline_string_value',
     ('<tool_call>\n<function=f>\n'
      '<parameter=code>\nline1\n'
      'line2\nline3\n</parameter>\n'
      '</function>\n</tool_call>'),
     F_CODE,
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'code': 'line1\nline2\nline3'}}],
     ''),
    (('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::'
      'test_string_with_json_special_chars'),
     ('<tool_call>\n<function=f>\n'
      '<parameter=s>\nsay "hi"\\path\n'
      '</parameter>\n</function>\n'
      '</tool_call>'),
     F_S,
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'s': 'say "hi"\\path'}}],
     ''),
    ('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::test_empty_string_value',
     '<tool_call>\n<function=f>\n<parameter=s>\n\n</parameter>\n</function>\n</tool_call>',
     F_S,
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'s': ''}}],
     ''),
    ('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::test_no_param_function',
     '<tool_call>\n<function=ping>\n</function>\n</tool_call>',
     PING,
     'qwen3_coder',
     [{'name': 'ping', 'arguments': {}}],
     ''),
    (('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::'
      'test_two_separate_tool_call_blocks'),
     ('<tool_call>\n<function=a>\n'
      '<parameter=x>\nhi\n'
      '</parameter>\n</function>\n'
      '</tool_call>\n<tool_call>\n'
      '<function=b>\n<parameter=y>\n'
      'yo\n</parameter>\n</function>\n'
      '</tool_call>'),
     A_B,
     'qwen3_coder',
     [{'name': 'a', 'arguments': {'x': 'hi'}}, {'name': 'b', 'arguments': {'y': 'yo'}}],
     ''),
    (('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::'
      'test_two_functions_in_one_block'),
     ('<tool_call>\n<function=a>\n'
      '<parameter=x>\nhi\n'
      '</parameter>\n</function>\n'
      '<function=b>\n<parameter=y>\n'
      'yo\n</parameter>\n</function>\n'
      '</tool_call>'),
     A_B,
     'qwen3_coder',
     [{'name': 'a', 'arguments': {'x': 'hi'}}, {'name': 'b', 'arguments': {'y': 'yo'}}],
     ''),
    (('ModelTC/LightLLM (Qwen3-Coder XML streaming test module)::'
      'test_streaming_matches_non_stream'),
     ('<tool_call>\n<function=f>\n'
      '<parameter=city>\nLondon\n'
      '</parameter>\n<parameter=n>\n'
      '7\n</parameter>\n<parameter=tags>\n'
      '["a","b"]\n</parameter>\n'
      '</function>\n</tool_call>'),
     F_MIXED,
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'city': 'London', 'n': 7, 'tags': ['a', 'b']}}],
     ''),
    (('ModelTC/LightLLM unit_tests/server/test_qwen3_coder_stream_fc.py::'
      'test_qwen3_coder_accepts_an_undefined_tool_when_name_check_is_disabled'),
     ('<tool_call>\n<function=unknown>\n'
      '<parameter=value>x</parameter>\n'
      '</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'unknown', 'arguments': {'value': 'x'}}],
     ''),
    (('ModelTC/LightLLM unit_tests/server/test_qwen3_coder_stream_fc.py::'
      'test_qwen3_coder_rejects_an_undefined_tool_when_name_check_is_enabled'),
     ('<tool_call>\n<function=unknown>\n'
      '<parameter=value>x</parameter>\n'
      '</function>\n</tool_call>'),
     WRITE_FILE,
     'qwen3_coder',
     'error',
     None),
    (('ModelTC/LightLLM unit_tests/server/test_qwen3_coder_stream_fc.py::'
      'test_api_tool_parser_keeps_its_two_item_return_contract'),
     '<tool_call>\n<function=write_file>\n<parameter=content>\n',
     WRITE_FILE,
     'qwen3_coder',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_lightllm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
