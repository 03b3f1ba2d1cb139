"""vLLM Ascend's GLM tests as data:
``tests/ut/patch/platform/test_patch_glm47_tool_call_parser.py``,
``test_patch_glm_tool_call_parser.py``, ``test_patch_glm_tool_call_streaming.py`` (one output with
the schemas it is typed by) and ``test_patch_glm53_reasoning.py`` (GLM-5.3's template always opens
``<think>``: ``reasoning_started=True``).

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
            'name': 'get_current_time',
            'description': 'Get the current date and time',
            'parameters': {'type': 'object', 'properties': {}},
        },
    },
]
TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'builtin_get_problems',
            'parameters': {'type': 'object', 'properties': {'filepath': {'type': 'string'}}},
        },
    },
]
TOOLS_3: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'start_app',
            'parameters': {
                'type': 'object',
                'properties': {'hvd': {'anyOf': [{'type': 'string'}, {'type': 'null'}]}},
            },
        },
    },
]
TOOLS_4: Any = [
    {
        'type': 'function',
        'function': {'name': 'run', 'parameters': {'type': 'object', 'properties': {'value': {}}}},
    },
]
TOOLS_5: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run',
            'parameters': {'type': 'object', 'properties': {'value': True}},
        },
    },
]
TOOLS_6: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run',
            'parameters': {
                'type': 'object',
                'properties': {'value': {'type': ['string', 'null']}},
            },
        },
    },
]
TOOLS_7: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run',
            'parameters': {
                'type': 'object',
                'properties': {'value': {'oneOf': [{'type': 'string'}, {'type': 'null'}]}},
            },
        },
    },
]
TOOLS_8: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run',
            'parameters': {'type': 'object', 'properties': {'value': {'type': 'object'}}},
        },
    },
]
TOOLS_9: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run',
            'parameters': {'type': 'object', 'properties': {'value': {'type': 'number'}}},
        },
    },
]
TOOLS_10: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run',
            'parameters': {
                'type': 'object',
                'properties': {'value': {'oneOf': [{'type': 'integer'}, {'type': 'null'}]}},
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm47_tool_call_parser.py::tes'
      't_glm47_streaming_inline_zero_arg_tool_call_waits_until_complete'),
     '<tool_call>get_current_time</tool_call>',
     TOOLS_1,
     'glm4',
     [{'name': 'get_current_time', 'arguments': {}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_parser.py::test_'
      'glm_streaming_final_chunk_emits_inline_string_value'),
     ('<tool_call>builtin_get_problems\n<arg_key>filepath</arg_key><arg_value>pong.py</arg_value>'
      '</tool_call>'),
     TOOLS_2,
     'glm4',
     [{'name': 'builtin_get_problems', 'arguments': {'filepath': 'pong.py'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_streaming.py::te'
      'st_issue_12261_nullable_string_schema_streams_valid_json'),
     '<tool_call>start_app<arg_key>hvd</arg_key><arg_value>Pura90</arg_value></tool_call>',
     TOOLS_3,
     'glm4',
     [{'name': 'start_app', 'arguments': {'hvd': 'Pura90'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_streaming.py::te'
      'st_unknown_and_nullable_string_schemas_stream_as_strings[0]'),
     '<tool_call>run<arg_key>value</arg_key><arg_value>Pura90</arg_value></tool_call>',
     TOOLS_4,
     'glm4',
     [{'name': 'run', 'arguments': {'value': 'Pura90'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_streaming.py::te'
      'st_unknown_and_nullable_string_schemas_stream_as_strings[1]'),
     '<tool_call>run<arg_key>value</arg_key><arg_value>Pura90</arg_value></tool_call>',
     TOOLS_5,
     'glm4',
     [{'name': 'run', 'arguments': {'value': 'Pura90'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_streaming.py::te'
      'st_unknown_and_nullable_string_schemas_stream_as_strings[2]'),
     '<tool_call>run<arg_key>value</arg_key><arg_value>Pura90</arg_value></tool_call>',
     TOOLS_6,
     'glm4',
     [{'name': 'run', 'arguments': {'value': 'Pura90'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_streaming.py::te'
      'st_unknown_and_nullable_string_schemas_stream_as_strings[3]'),
     '<tool_call>run<arg_key>value</arg_key><arg_value>Pura90</arg_value></tool_call>',
     TOOLS_7,
     'glm4',
     [{'name': 'run', 'arguments': {'value': 'Pura90'}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_streaming.py::te'
      'st_confirmed_non_string_values_wait_for_complete_serialization[0]'),
     '<tool_call>run<arg_key>value</arg_key><arg_value>{"x":1}</arg_value></tool_call>',
     TOOLS_8,
     'glm4',
     [{'name': 'run', 'arguments': {'value': {'x': 1}}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_streaming.py::te'
      'st_confirmed_non_string_values_wait_for_complete_serialization[1]'),
     '<tool_call>run<arg_key>value</arg_key><arg_value>1e3</arg_value></tool_call>',
     TOOLS_9,
     'glm4',
     [{'name': 'run', 'arguments': {'value': 1000.0}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm_tool_call_streaming.py::te'
      'st_confirmed_non_string_values_wait_for_complete_serialization[2]'),
     '<tool_call>run<arg_key>value</arg_key><arg_value>123</arg_value></tool_call>',
     TOOLS_10,
     'glm4',
     [{'name': 'run', 'arguments': {'value': 123}}],
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
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm47_tool_call_parser.py::tes'
      't_glm45_reasoning_glm47_streaming_inline_zero_arg_tool_call'),
     'Need current time.</think><tool_call>get_current_time</tool_call>',
     TOOLS_1,
     'glm4',
     [{'name': 'get_current_time', 'arguments': {}}],
     '',
     'Need current time.',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm53_reasoning.py::test_real_'
      'parser_keeps_reasoning_out_of_content (open)'),
     'Simple question.',
     None,
     'glm4',
     [],
     '',
     'Simple question.',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm53_reasoning.py::test_real_'
      'parser_keeps_reasoning_out_of_content (closed)'),
     'Simple question.</think>4',
     None,
     'glm4',
     [],
     '4',
     'Simple question.',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_glm53_reasoning.py::test_real_'
      'parser_normal_request'),
     'Simple question.</think>4',
     None,
     'glm4',
     [],
     '4',
     'Simple question.',
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
