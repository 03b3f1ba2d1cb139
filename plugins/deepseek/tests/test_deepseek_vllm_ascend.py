"""vLLM Ascend's DeepSeek V4 tests as data: the DSML outputs of
``tests/ut/patch/platform/test_patch_deepseek_v4_tool_call_parser.py``,
``test_deepseek_v4_tool_streaming.py`` (streamed chunks joined) and ``test_deepseek_v4_thinking.py``
with the calls, content and reasoning vLLM Ascend expects.

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
            'name': 'plan_trip',
            'parameters': {
                'type': 'object',
                'properties': {
                    'days': {'type': 'integer'},
                    'flexible': {'type': 'boolean'},
                    'cities': {'type': 'array', 'items': {'type': 'string'}},
                    'notes': {'type': 'string'},
                },
                'required': ['days', 'flexible', 'cities', 'notes'],
            },
        },
    },
]
TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'set_timer',
            'parameters': {
                'type': 'object',
                'properties': {
                    'wait': {'anyOf': [{'type': 'object'}, {'type': 'null'}]},
                    'patches': {'allOf': [{'type': 'array', 'items': {'type': 'object'}}]},
                },
            },
        },
    },
]
TOOLS_3: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'emit_text',
            'parameters': {
                'type': 'object',
                'properties': {'text': {'type': 'string'}},
                'required': ['text'],
            },
        },
    },
]
TOOLS_4: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'emit_text',
            'parameters': {
                'type': 'object',
                'properties': {
                    'text': {'type': 'string'},
                    'count': {'type': 'integer'},
                    'suffix': {'type': 'string'},
                },
                'required': ['text', 'count', 'suffix'],
            },
        },
    },
]
TOOLS_5: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'emit_text',
            'parameters': {
                'type': 'object',
                'properties': {'text': {'type': 'string'}, 'suffix': {'type': 'string'}},
                'required': ['text', 'suffix'],
            },
        },
    },
]
TOOLS_6: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'emit_text',
            'parameters': {
                'type': 'object',
                'properties': {'text': {'anyOf': [{'type': 'string'}, {'type': 'null'}]}},
                'required': ['text'],
            },
        },
    },
]
TOOLS_7: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'emit_text',
            'parameters': {
                'type': 'object',
                'properties': {'text\\key': {'type': 'string'}},
                'required': ['text\\key'],
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_deepseek_v4_tool_call_parser.p'
      'y::test_streaming_deepseek_v4_tool_calls_emit_chunked_arguments'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="plan_trip">\n<｜DSML｜parameter name="days" st'
      'ring="false">3</｜DSML｜parameter>\n<｜DSML｜parameter name="flexible" string="false">fals'
      'e</｜DSML｜parameter>\n<｜DSML｜parameter name="cities" string="false">["Beijing", "Shangh'
      'ai", "Tokyo", "New York"]</｜DSML｜parameter>\n<｜DSML｜parameter name="notes" string="tru'
      'e">靠窗座位</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_1,
     'deepseek_v4',
     [
         {
             'name': 'plan_trip',
             'arguments': {
                 'days': 3,
                 'flexible': False,
                 'cities': ['Beijing', 'Shanghai', 'Tokyo', 'New York'],
                 'notes': '靠窗座位',
             },
         },
     ],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_deepseek_v4_tool_call_parser.p'
      'y::test_streaming_tool_call_metadata_only_first_chunk'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="plan_trip">\n<｜DSML｜parameter name="days" st'
      'ring="false">3</｜DSML｜parameter>\n<｜DSML｜parameter name="flexible" string="false">fals'
      'e</｜DSML｜parameter>\n<｜DSML｜parameter name="cities" string="false">["Beijing"]</｜DSML'
      '｜parameter>\n<｜DSML｜parameter name="notes" string="true">靠窗座位</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_1,
     'deepseek_v4',
     [
         {
             'name': 'plan_trip',
             'arguments': {
                 'days': 3,
                 'flexible': False,
                 'cities': ['Beijing'],
                 'notes': '靠窗座位',
             },
         },
     ],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_deepseek_v4_tool_call_parser.p'
      'y::test_streaming_full_tool_call_single_chunk_drains_all_deltas'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="plan_trip">\n<｜DSML｜parameter name="days" st'
      'ring="false">3</｜DSML｜parameter>\n<｜DSML｜parameter name="flexible" string="false">fals'
      'e</｜DSML｜parameter>\n<｜DSML｜parameter name="cities" string="false">["Beijing", "Shangh'
      'ai"]</｜DSML｜parameter>\n<｜DSML｜parameter name="notes" string="true">靠窗座位</｜DSML｜'
      'parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_1,
     'deepseek_v4',
     [
         {
             'name': 'plan_trip',
             'arguments': {
                 'days': 3,
                 'flexible': False,
                 'cities': ['Beijing', 'Shanghai'],
                 'notes': '靠窗座位',
             },
         },
     ],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_deepseek_v4_tool_call_parser.p'
      'y::test_composed_schema_conversion_in_streaming'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="set_timer">\n<｜DSML｜parameter name="wait" st'
      'ring="false">{"type":"for","minutes":2880}</｜DSML｜parameter>\n<｜DSML｜parameter name="p'
      'atches" string="false">[{"op":"replace","path":"/schedule","value":"quiet"}]</｜DSML｜para'
      'meter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_2,
     'deepseek_v4',
     [
         {
             'name': 'set_timer',
             'arguments': {
                 'wait': {'type': 'for', 'minutes': 2880},
                 'patches': [{'op': 'replace', 'path': '/schedule', 'value': 'quiet'}],
             },
         },
     ],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'long_string_streams_before_parameter_close'),
     (('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" s'
       'tring="true">')
      + 'A' * 4096
      + '</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_3,
     'deepseek_v4',
     [{'name': 'emit_text', 'arguments': {'text': 'A' * 4096}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'string_escaping_and_unicode_reconstruct_exactly'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" st'
      'ring="true">quote=" slash=\\ newline=\n tab=\t nul=\x00 angle=> unicode=杭州</｜DSML｜para'
      'meter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_3,
     'deepseek_v4',
     [
         {
             'name': 'emit_text',
             'arguments': {
                 'text': 'quote=" slash=\\ newline=\n tab=\t nul=\x00 angle=> unicode=杭州',
             },
         },
     ],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'split_parameter_close_does_not_leak_into_arguments'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" st'
      'ring="true">alpha</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_3,
     'deepseek_v4',
     [{'name': 'emit_text', 'arguments': {'text': 'alpha'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'string_numeric_and_second_string_keep_types_and_streaming'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" st'
      'ring="true">alpha</｜DSML｜parameter>\n<｜DSML｜parameter name="count" string="false">42</'
      '｜DSML｜parameter>\n<｜DSML｜parameter name="suffix" string="true">omega</｜DSML｜paramete'
      'r>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_4,
     'deepseek_v4',
     [{'name': 'emit_text', 'arguments': {'text': 'alpha', 'count': 42, 'suffix': 'omega'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'split_next_parameter_header_does_not_leak_into_previous_string'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" st'
      'ring="true">alpha</｜DSML｜parameter>\n<｜DSML｜parameter name="suffix" string="true">omeg'
      'a</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_5,
     'deepseek_v4',
     [{'name': 'emit_text', 'arguments': {'text': 'alpha', 'suffix': 'omega'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'nullable_string_remains_buffered_until_stable'),
     (('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" s'
       'tring="true">')
      + 'not-null' * 128
      + '</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_6,
     'deepseek_v4',
     [{'name': 'emit_text', 'arguments': {'text': 'not-null' * 128}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'escaped_parameter_name_remains_buffered_until_stable'),
     (('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text\\k'
       'ey" string="true">')
      + 'value' * 128
      + '</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_7,
     'deepseek_v4',
     [{'name': 'emit_text', 'arguments': {'text\\key': 'value' * 128}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'truncated_string_remains_invalid_json'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" st'
      'ring="true">unfinished body'),
     TOOLS_3,
     'deepseek_v4',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'parser_reuse_clears_direct_streaming_state (first)'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" st'
      'ring="true">first</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_3,
     'deepseek_v4',
     [{'name': 'emit_text', 'arguments': {'text': 'first'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_tool_streaming.py::test_'
      'parser_reuse_clears_direct_streaming_state (second)'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="emit_text">\n<｜DSML｜parameter name="text" st'
      'ring="true">second</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_3,
     'deepseek_v4',
     [{'name': 'emit_text', 'arguments': {'text': 'second'}}],
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
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_deepseek_v4_thinking.py::test_parser'
      '_splits_implicit_start_reasoning'),
     'reasoning text</think>answer text',
     None,
     'deepseek_v4',
     [],
     'answer text',
     'reasoning text',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_vllm_ascend_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                    content: str | None, reasoning: str | None,
                                    started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
