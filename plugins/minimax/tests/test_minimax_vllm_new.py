"""vLLM's tool-parser tests in their newest stored versions, as data: each row is a model output
from vllm-project/vllm tests/tool_parsers/test_minimax_m2_tool_parser.py and
test_minimax_m3_tool_parser.py, the tools the test passes, the format, the calls vLLM expects
and the content where the test asserts it (a stream is its chunks joined). Outputs already in
the conformance corpus or in another table are not repeated. Each row is parsed with every
format installed and with its format alone.

Left out, by rule: M2 values without a schema are JSON-first (`1`, not `"1"`); M3's nested
`018956` for an integer stays a string (nested leaves are JSON-first, docs/formats.md) where
vLLM reads 18956; a second invoke cut at the end is tool_call.unclosed; a `<tool_call>` opener
followed by a stray closer and no call is prose, which vLLM drops from content."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'vllm-project/vllm tests/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('tool_parsers/test_minimax_m3_tool_parser.py::test_non_streaming_without_tool_call_ke'
            'eps_content'),
     'plain response',
     [{'type': 'function',
       'function': {'name': 'create_order',
                    'parameters': {'type': 'object',
                                   'properties': {'user_id': {'type': 'integer'},
                                                  'urgent': {'type': 'boolean'},
                                                  'note': {'type': 'string'},
                                                  'shipping':
                                                    {'type': 'object',
                                                     'properties':
                                                       {'city': {'type': 'string'},
                                                        'zip': {'type': 'integer'}}},
                                                  'items': {'type': 'array',
                                                            'items':
                                                              {'type': 'object',
                                                               'properties':
                                                                 {'sku': {'type': 'string'},
                                                                  'qty': {'type': 'integer'}}}},
                                                  'metadata':
                                                    {'type': 'object',
                                                     'additionalProperties':
                                                       {'type': 'string'}},
                                                  'duplicate_demo': {'type': 'object'}}}}}],
     'minimax_m3',
     [],
     'plain response',
     {}),
    (SRC + 'tool_parsers/test_minimax_m3_tool_parser.py::test_non_streaming_multiple_tool_calls',
     (']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="create_order">]<]minimax[>[<user_id>1'
      ']<]minimax[>[</user_id>]<]minimax[>[</invoke>\n]<]minimax[>[<invoke name="create_order">]<'
      ']minimax[>[<user_id>2]<]minimax[>[</user_id>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_ca'
      'll>'),
     [{'type': 'function',
       'function': {'name': 'create_order',
                    'parameters': {'type': 'object',
                                   'properties': {'user_id': {'type': 'integer'},
                                                  'urgent': {'type': 'boolean'},
                                                  'note': {'type': 'string'},
                                                  'shipping':
                                                    {'type': 'object',
                                                     'properties':
                                                       {'city': {'type': 'string'},
                                                        'zip': {'type': 'integer'}}},
                                                  'items': {'type': 'array',
                                                            'items':
                                                              {'type': 'object',
                                                               'properties':
                                                                 {'sku': {'type': 'string'},
                                                                  'qty': {'type': 'integer'}}}},
                                                  'metadata':
                                                    {'type': 'object',
                                                     'additionalProperties':
                                                       {'type': 'string'}},
                                                  'duplicate_demo': {'type': 'object'}}}}}],
     'minimax_m3',
     [{'name': 'create_order', 'arguments': {'user_id': 1}},
      {'name': 'create_order', 'arguments': {'user_id': 2}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_minimax_m3_tool_parser.py::test_streaming_flushes_partial_tool_sta'
            'rt_as_text'),
     'plain ]<]minimax[>[<tool_ca',
     [{'type': 'function',
       'function': {'name': 'create_order',
                    'parameters': {'type': 'object',
                                   'properties': {'user_id': {'type': 'integer'},
                                                  'urgent': {'type': 'boolean'},
                                                  'note': {'type': 'string'},
                                                  'shipping':
                                                    {'type': 'object',
                                                     'properties':
                                                       {'city': {'type': 'string'},
                                                        'zip': {'type': 'integer'}}},
                                                  'items': {'type': 'array',
                                                            'items':
                                                              {'type': 'object',
                                                               'properties':
                                                                 {'sku': {'type': 'string'},
                                                                  'qty': {'type': 'integer'}}}},
                                                  'metadata':
                                                    {'type': 'object',
                                                     'additionalProperties':
                                                       {'type': 'string'}},
                                                  'duplicate_demo': {'type': 'object'}}}}}],
     'minimax_m3',
     [],
     'plain ]<]minimax[>[<tool_ca',
     {}),
    (SRC + 'tool_parsers/test_minimax_m2_tool_parser.py::TestSingleInvoke::test_incremental_chunks',
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="city">Seattle</parameter></'
      'invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_minimax_m2_tool_parser.py::TestInternalState::test_prev_tool_call_'
            'arr_multiple'),
     ('<minimax:tool_call><invoke name="search"><parameter name="q">hello</parameter></invoke><in'
      'voke name="search"><parameter name="q">world</parameter></invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'search', 'arguments': {'q': 'hello'}},
      {'name': 'search', 'arguments': {'q': 'world'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_minimax_m2_tool_parser.py::TestDeltaMessageFormat::test_tool_call_'
            'fields'),
     ('<minimax:tool_call><invoke name="fn"><parameter name="k">v</parameter></invoke></minimax:t'
      'ool_call>'),
     None,
     'minimax_m2',
     [{'name': 'fn', 'arguments': {'k': 'v'}}],
     None,
     {}),
    (SRC + 'tool_parsers/test_minimax_m2_tool_parser.py::TestEOSHandling::test_end_token_ignored',
     '<minimax:tool_call><invoke name="fn"><parameter name="k">v</parameter></invoke>',
     None,
     'minimax_m2',
     [{'name': 'fn', 'arguments': {'k': 'v'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_minimax_m2_tool_parser.py::TestAnyOfNullableParam::test_anyof_null'
            'able_param_non_null_value'),
     ('<minimax:tool_call><invoke name="update_profile"><parameter name="nickname">Alice</paramet'
      'er></invoke></minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'update_profile',
                    'parameters': {'type': 'object',
                                   'properties': {'nickname':
                                                    {'anyOf':
                                                       [{'type': 'string'}, {'type': 'null'}]}}}}}],
     'minimax_m2',
     [{'name': 'update_profile', 'arguments': {'nickname': 'Alice'}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
