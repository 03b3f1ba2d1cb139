"""vLLM Ascend's MiniMax tests as data: M2 outputs from
``tests/ut/patch/platform/test_patch_minimax_m2_tool_call_parser.py`` (a start token sent as an id
only is written back into the text), M3 outputs and ``<mm:think>`` blocks from
``test_patch_minimax_m3_tool_call_parser.py`` and ``test_patch_minimax_m3_reasoning_parser.py``
(``thinking_mode`` enabled: ``reasoning_started=True``). An output cut inside a call is an "error"
row (batch parsing names the cut where the streaming parser waits).

Left out, and the differences by rule: docs/conformance.md, "KTransformers', vLLM Ascend's and exo's
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed and the ends stripped.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: tool definitions the tests give their parsers
TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'write_file',
            'parameters': {
                'type': 'object',
                'properties': {'content': {'type': 'string'}, 'path': {'type': 'string'}},
            },
        },
    },
]
TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {'type': 'object', 'properties': {'days': {'type': 'integer'}}},
        },
    },
]
TOOLS_3: Any = [
    {
        'type': 'function',
        'name': 'get_weather',
        'description': 'Get weather data',
        'parameters': {'type': 'object', 'properties': {'days': {'type': 'integer'}}},
    },
]
TOOLS_4: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}, 'days': {'type': 'integer'}},
            },
        },
    },
]
TOOLS_5: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}, 'days': {'type': 'integer'}},
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'create_order',
            'parameters': {
                'type': 'object',
                'properties': {
                    'user_id': {'type': 'integer'},
                    'urgent': {'type': 'boolean'},
                    'note': {'type': 'string'},
                    'shipping': {
                        'type': 'object',
                        'properties': {'city': {'type': 'string'}, 'zip': {'type': 'integer'}},
                    },
                    'items': {
                        'type': 'array',
                        'items': {
                            'type': 'object',
                            'properties': {'sku': {'type': 'string'}, 'qty': {'type': 'integer'}},
                        },
                    },
                    'tags': {'type': 'array', 'items': {'type': 'string'}},
                },
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m2_tool_call_parser.py'
      '::test_plain_content_before_tool_call_is_preserved'),
     ('Let me check. <minimax:tool_call><invoke name="get_weather"><parameter name="city">Seattle'
      '</parameter></invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}}],
     'Let me check.'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m2_tool_call_parser.py'
      '::test_streaming_waits_for_parameter_close_before_arguments'),
     '<minimax:tool_call><invoke name="get_weather"><parameter name="city">Sea',
     None,
     'minimax_m2',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m2_tool_call_parser.py'
      '::test_parameter_end_tag_token_pieces_not_streamed_as_arguments'),
     ('<minimax:tool_call>\n<invoke name="write_file">\n<parameter name="path">a.txt</parameter>'
      '\n<parameter name="content">123</parameter>\n</invoke>\n</minimax:tool_call>'),
     TOOLS_1,
     'minimax_m2',
     [{'name': 'write_file', 'arguments': {'path': 'a.txt', 'content': '123'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m2_tool_call_parser.py'
      '::test_complete_single_chunk_still_reconstructs_tool_call'),
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="city">Seattle</parameter></'
      'invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m2_tool_call_parser.py'
      '::test_chat_tool_schema_drives_type_conversion'),
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="days">5</parameter></invoke'
      '></minimax:tool_call>'),
     TOOLS_2,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'days': 5}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m2_tool_call_parser.py'
      '::test_responses_function_tool_schema_drives_type_conversion'),
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="days">5</parameter></invoke'
      '></minimax:tool_call>'),
     TOOLS_3,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'days': 5}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestExtractToolCalls::test_plain_text_no_tool_call'),
     'Hello, world!',
     None,
     'minimax_m3',
     [],
     'Hello, world!'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestExtractToolCalls::test_single_tool_call'),
     ('Let me check. ]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax'
      '[>[<city>Seattle]<]minimax[>[</city>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>'),
     TOOLS_4,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}}],
     'Let me check.'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestExtractToolCalls::test_multiple_invokes_in_one_block'),
     (']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>Seatt'
      'le]<]minimax[>[</city>]<]minimax[>[</invoke>\n]<]minimax[>[<invoke name="get_weather">]<]m'
      'inimax[>[<city>NYC]<]minimax[>[</city>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>'),
     TOOLS_4,
     'minimax_m3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Seattle'}},
         {'name': 'get_weather', 'arguments': {'city': 'NYC'}},
     ],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestExtractToolCalls::test_no_tools_called_when_parse_fails'),
     ']<]minimax[>[<tool_call>garbage',
     None,
     'minimax_m3',
     [],
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestExtractToolCalls::test_tool_calls_cache_prev'),
     (']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>Paris'
      ']<]minimax[>[</city>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>'),
     TOOLS_4,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestExtractToolCalls::test_tool_call_without_start_token'),
     'No tool blocks here',
     None,
     'minimax_m3',
     [],
     'No tool blocks here'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestParseCompleteOutput::test_multiple_tool_blocks'),
     (']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>A]<]m'
      'inimax[>[</city>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>]<]minimax[>[<tool_call>'
      '\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>B]<]minimax[>[</city>]<]minim'
      'ax[>[</invoke>\n]<]minimax[>[</tool_call>'),
     TOOLS_4,
     'minimax_m3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'A'}},
         {'name': 'get_weather', 'arguments': {'city': 'B'}},
     ],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestParseCompleteOutput::test_returns_content_before_tool_block'),
     ('prefix ]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<cit'
      'y>Seattle]<]minimax[>[</city>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>'),
     TOOLS_4,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}}],
     'prefix'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestExtractToolCallsStreaming::test_tool_call_start_streaming'),
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>Seattle'
      ']<]minimax[>[</city>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_4,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestExtractToolCallsStreaming::test_prefix_text_then_tool_call'),
     ('Let me check. ]<]minimax[>[<tool_call>]<]minimax[>[<invoke name="get_weather">]<]minimax[>'
      '[<city>Seattle]<]minimax[>[</city>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_4,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Seattle'}}],
     'Let me check.'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_tool_call_parser.py'
      '::TestRoundtrip::test_multiple_invokes_different_functions'),
     (']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>Seatt'
      'le]<]minimax[>[</city>]<]minimax[>[<days>3]<]minimax[>[</days>]<]minimax[>[</invoke>\n]<]m'
      'inimax[>[<invoke name="create_order">]<]minimax[>[<user_id>99]<]minimax[>[</user_id>]<]min'
      'imax[>[<urgent>false]<]minimax[>[</urgent>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call'
      '>'),
     TOOLS_5,
     'minimax_m3',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Seattle', 'days': 3}},
         {'name': 'create_order', 'arguments': {'user_id': 99, 'urgent': False}},
     ],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_ascend_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_plain_content_no_markers'),
     'Hello world',
     None,
     'minimax_m3',
     [],
     'Hello world',
     '',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_explicit_thinking_block'),
     '<mm:think>Let me think</mm:think>The answer',
     None,
     'minimax_m3',
     [],
     'The answer',
     'Let me think',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_only_reasoning_no_closer'),
     '<mm:think>unfinished thought',
     None,
     'minimax_m3',
     [],
     '',
     'unfinished thought',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_content_before_think_block'),
     'prefix<mm:think>reason</mm:think>suffix',
     None,
     'minimax_m3',
     [],
     'prefixsuffix',
     'reason',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_stray_closer_at_start'),
     '</mm:think>Hello world',
     None,
     'minimax_m3',
     [],
     'Hello world',
     '',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_stray_closer_at_start_with_content'),
     '</mm:think>clean text',
     None,
     'minimax_m3',
     [],
     'clean text',
     '',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_thinking_mode_enabled_no_start_token'),
     'I am reasoning</mm:think>final answer',
     None,
     'minimax_m3',
     [],
     'final answer',
     'I am reasoning',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_thinking_mode_enabled_no_end_token'),
     'I am reasoning without end',
     None,
     'minimax_m3',
     [],
     '',
     'I am reasoning without end',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_thinking_mode_enabled_with_start_still_detected'),
     '<mm:think>explicit</mm:think>rest',
     None,
     'minimax_m3',
     [],
     'rest',
     'explicit',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoning::test_empty_output'),
     '',
     None,
     'minimax_m3',
     [],
     '',
     '',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoningStreaming::test_plain_content'),
     'Hello world!',
     None,
     'minimax_m3',
     [],
     'Hello world!',
     '',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoningStreaming::test_thinking_block_streaming'),
     '<mm:think>reasoning text</mm:think>answer',
     None,
     'minimax_m3',
     [],
     'answer',
     'reasoning text',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoningStreaming::test_enabled_mode_streaming'),
     'I think therefore</mm:think> I am',
     None,
     'minimax_m3',
     [],
     'I am',
     'I think therefore',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoningStreaming::test_enabled_mode_no_closer'),
     'pure reasoning',
     None,
     'minimax_m3',
     [],
     '',
     'pure reasoning',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoningStreaming::test_start_token_in_middle_streaming'),
     'hello <mm:think>reasons</mm:think> bye',
     None,
     'minimax_m3',
     [],
     'hello bye',
     'reasons',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoningStreaming::test_end_token_in_delta'),
     '<mm:think>r</mm:think>c',
     None,
     'minimax_m3',
     [],
     'c',
     'r',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_minimax_m3_reasoning_parser.py'
      '::TestExtractReasoningStreaming::test_start_token_in_delta_ids_enabled'),
     'reasoning at end</mm:think> content',
     None,
     'minimax_m3',
     [],
     'content',
     'reasoning at end',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_vllm_ascend_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                    content: str | None, reasoning: str | None,
                                    started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
