"""vLLM Ascend's Kimi K3 tests as data: XTML outputs from
``tests/ut/patch/platform/test_patch_kimi_k3_parsers.py`` whose meaning does not hang on token
provenance (the same text as literal text tokens or as control tokens is one text here).
Thinking turned on by the request is ``reasoning_started=True``; the prompt opens ``response``.

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
                    'city': {'type': 'string'},
                    'days': {'type': 'number'},
                    'flexible': {'type': 'boolean'},
                    'metadata': {'type': 'object'},
                    'stops': {'type': 'array'},
                    'note': {'type': ['string', 'null']},
                },
            },
            'description': 'Plan a trip.',
        },
    },
    {
        'type': 'function',
        'function': {'name': 'get_time', 'parameters': {'type': 'object', 'properties': {}}},
    },
]
TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'solve_quadratic_equation',
            'parameters': {
                'type': 'object',
                'properties': {
                    'a': {'type': 'number'},
                    'b': {'type': 'number'},
                    'c': {'type': 'number'},
                },
                'required': ['a', 'b', 'c'],
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_multi'
      'ple_calls_zero_arguments_and_json_block'),
     ('<|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool="plan'
      '_trip" index="1"<|sep|><|open|>json type="object"<|sep|>{"city":"New York","days":2}<|clos'
      'e|>json<|sep|><|close|>call<|sep|><|open|>call tool="get_time" index="2"<|sep|><|close|>ca'
      'll<|sep|><|close|>tools<|sep|><|close|>message<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     [
         {'name': 'plan_trip', 'arguments': {'city': 'New York', 'days': 2}},
         {'name': 'get_time', 'arguments': {}},
     ],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_tools'
      '_omitted_plain_chat_cleans_envelope_without_fallback'),
     'plain answer<|close|>response<|sep|><|close|>message<|sep|>',
     None,
     'kimi_k3',
     [],
     'plain answer'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_auto_'
      'content_only_is_a_normal_completion'),
     'no call needed<|close|>response<|sep|><|close|>message<|sep|>',
     TOOLS_1,
     'kimi_k3',
     [],
     'no call needed'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_requi'
      'red_and_named_success_are_stream_full_equivalent (plan_trip)'),
     ('<|open|>response<|sep|>this response must be preserved<|close|>response<|sep|><|open|>tool'
      's<|sep|><|open|>call tool="plan_trip" index="1"<|sep|><|close|>call<|sep|><|close|>tools<|'
      'sep|><|close|>message<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     [{'name': 'plan_trip', 'arguments': {}}],
     'this response must be preserved'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_requi'
      'red_and_named_success_are_stream_full_equivalent (get_time)'),
     ('<|open|>response<|sep|>this response must be preserved<|close|>response<|sep|><|open|>tool'
      's<|sep|><|open|>call tool="get_time" index="1"<|sep|><|close|>call<|sep|><|close|>tools<|s'
      'ep|><|close|>message<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     [{'name': 'get_time', 'arguments': {}}],
     'this response must be preserved'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_bfcl_'
      'case5_exact_native_output_is_extracted'),
     ('<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool="solve_quadratic_equation" i'
      'ndex="1"<|sep|><|open|>argument key="a" type="number"<|sep|>2<|close|>argument<|sep|><|ope'
      'n|>argument key="b" type="number"<|sep|>6<|close|>argument<|sep|><|open|>argument key="c" '
      'type="number"<|sep|>5<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|cl'
      'ose|>message<|sep|>'),
     TOOLS_2,
     'kimi_k3',
     [{'name': 'solve_quadratic_equation', 'arguments': {'a': 2, 'b': 6, 'c': 5}}],
     ''),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_malfo'
      'rmed_or_unknown_calls_raise_explicitly[0]'),
     ('<|open|>response<|sep|>unsafe<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="plan_trip" index="1"<|sep|><|open|>argument key="days" type="number"<|sep|>not-a-number<'
      '|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|><|e'
      'nd_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_malfo'
      'rmed_or_unknown_calls_raise_explicitly[1]'),
     ('<|open|>response<|sep|>unsafe<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="delete_everything" index="1"<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>mes'
      'sage<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_malfo'
      'rmed_or_unknown_calls_raise_explicitly[2]'),
     ('<|open|>response<|sep|>unsafe<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="plan_trip" index="1" index="1"<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>m'
      'essage<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_malfo'
      'rmed_or_unknown_calls_raise_explicitly[3]'),
     ('<|open|>response<|sep|>unsafe<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="plan_trip" index="1"<|sep|><|open|>argument key="days" type="number"<|sep|>3<|close|>arg'
      'ument<|sep|><|open|>argument key="days" type="number"<|sep|>4<|close|>argument<|sep|><|clo'
      'se|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_malfo'
      'rmed_or_unknown_calls_raise_explicitly[4]'),
     ('<|open|>response<|sep|>unsafe<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="plan_trip" index="1"<|sep|><|open|>json type="object"<|sep|>{"days":2}<|close|>json<|sep'
      '|><|open|>argument key="city" type="string"<|sep|>Paris<|close|>argument<|sep|><|close|>ca'
      'll<|sep|><|close|>tools<|sep|><|close|>message<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_malfo'
      'rmed_or_unknown_calls_raise_explicitly[6]'),
     ('<|open|>response<|sep|>unsafe<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="plan_trip" index="1"<|sep|><|open|>json type="object"<|sep|>{"days":NaN}<|close|>json<|s'
      'ep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_malfo'
      'rmed_or_unknown_calls_raise_explicitly[8]'),
     ('<|open|>response<|sep|>unsafe<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="plan_trip" index="1"<|sep|>stray text<|open|>argument key="days" type="number"<|sep|>3<|'
      'close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|><|en'
      'd_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     'error',
     None),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_trunc'
      'ated_tools_block_preserves_completed_call'),
     ('<|open|>response<|sep|>unsafe<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="get_time" index="1"<|sep|><|close|>call<|sep|>'),
     TOOLS_1,
     'kimi_k3',
     [{'name': 'get_time', 'arguments': {}}],
     'unsafe'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_trunc'
      'ated_outer_envelope_preserves_completed_response'),
     '<|open|>response<|sep|>answer<|close|>response<|sep|>',
     TOOLS_1,
     'kimi_k3',
     [],
     'answer'),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_delim'
      'iter_free_prefix_remains_available_for_length_truncation[no thinking]'),
     'truncated response',
     None,
     'kimi_k3',
     [],
     'truncated response'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_ascend_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_non_s'
      'treaming_reasoning_and_all_xtml_argument_types'),
     ('I should use the trip planner.<|close|>think<|sep|><|open|>response<|sep|>I will check. <|'
      'close|>response<|sep|><|open|>tools<|sep|><|open|>call tool="plan_trip" index="1"<|sep|><|'
      'open|>argument key="city" type="string"<|sep|>北京 & 海淀<|close|>argument<|sep|><|open|>a'
      'rgument key="days" type="number"<|sep|>3<|close|>argument<|sep|><|open|>argument key="flex'
      'ible" type="boolean"<|sep|>false<|close|>argument<|sep|><|open|>argument key="metadata" ty'
      'pe="object"<|sep|>{"seat":"window"}<|close|>argument<|sep|><|open|>argument key="stops" ty'
      'pe="array"<|sep|>["上海","东京"]<|close|>argument<|sep|><|open|>argument key="note" type="'
      'null"<|sep|>null<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>'
      'message<|sep|><|end_of_msg|>'),
     TOOLS_1,
     'kimi_k3',
     [
         {
             'name': 'plan_trip',
             'arguments': {
                 'city': '北京 & 海淀',
                 'days': 3,
                 'flexible': False,
                 'metadata': {'seat': 'window'},
                 'stops': ['上海', '东京'],
                 'note': None,
             },
         },
     ],
     'I will check.',
     'I should use the trip planner.',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_gpqa_'
      'and_mmmu_default_chat_replay_split_reasoning_and_content (Answer: D)'),
     ('GPQA reasoning trace<|close|>think<|sep|><|open|>response<|sep|>Answer: D<|close|>response'
      '<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [],
     'Answer: D',
     'GPQA reasoning trace',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_gpqa_'
      'and_mmmu_default_chat_replay_split_reasoning_and_content (Answer: H)'),
     ('MMMU-Pro visual reasoning trace<|close|>think<|sep|><|open|>response<|sep|>Answer: H<|clos'
      'e|>response<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [],
     'Answer: H',
     'MMMU-Pro visual reasoning trace',
     True),
    (('vllm-project/vllm-ascend tests/ut/patch/platform/test_patch_kimi_k3_parsers.py::test_delim'
      'iter_free_prefix_remains_available_for_length_truncation[thinking]'),
     'truncated reasoning',
     None,
     'kimi_k3',
     [],
     '',
     'truncated reasoning',
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
