"""evalscope's ACEBench decoding tests as data: model outputs from modelscope/evalscope
(``tests/benchmark/test_acebench.py``: the call-list decoder, the special categories' answers
and the scripted agent rollouts; one plain answer of ``tests/agent/test_strategy_parsers.py``)
with the calls evalscope decodes from them, content compared with whitespace runs collapsed.
ACEBench asks for a bracketed list of Python calls, ``[ApiName(key='value')]``, which is
``python``'s pythonic list. Each row is parsed with every format installed and with its format
alone.

Where a test asserts what the rollout did with a call (the state it changed) or how a special
answer was graded, the row holds the call toolcalls reads, or none for an answer in words; the
output whose argument is an expression, which evalscope must never execute, is an "error" row
(``tool_call.invalid_literal``: call syntax is never evaluated). The file path in that output is
the test's temporary one, written here as ``pwned``.

Left out (docs/conformance.md, "MLC LLM's, chat-ui's and BFCL's tests (beyond the corpus)"): a
bare call without the list brackets, which ACEBench rejects and ``python`` reads; the
multi-turn categories' removal of every blank before decoding; mini-swe-agent's
``mswea_bash_command`` fences, which no format declares.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('modelscope/evalscope tests/benchmark/test_acebench.py::test_decode_bracketed_call_list',
     "[Api(a='b', c=2)]",
     None,
     'python',
     [{'name': 'Api', 'arguments': {'a': 'b', 'c': 2}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_decode_ignores_text_around_the_'
      'call_list'),
     "Sure! [Api(a='b')] hope that helps",
     None,
     'python',
     [{'name': 'Api', 'arguments': {'a': 'b'}}],
     'Sure! hope that helps'),
    ('modelscope/evalscope tests/benchmark/test_acebench.py::test_decode_keeps_nested_structures',
     "[Api(items=[{'product': 'x', 'quantity': 1}])]",
     None,
     'python',
     [{'name': 'Api', 'arguments': {'items': [{'product': 'x', 'quantity': 1}]}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_decode_accepts_a_call_without_a'
      'rguments'),
     '[Api()]',
     None,
     'python',
     [{'name': 'Api', 'arguments': {}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_undecodable_output_is_rejected['
      'not a call at all]'),
     'not a call at all',
     None,
     'python',
     [],
     'not a call at all'),
    ('modelscope/evalscope tests/benchmark/test_acebench.py::test_undecodable_output_is_rejected[]',
     '',
     None,
     'python',
     [],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_undecodable_output_is_rejected['
      'I cannot help with that]'),
     'I cannot help with that',
     None,
     'python',
     [],
     'I cannot help with that'),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_special_incomplete_requires_the'
      '_contract_sentence'),
     ('["Missing necessary parameters (propertyDetails, rentalManagement) for the api (RealEstateM'
      'anager_manageProperty)"]'),
     None,
     'python',
     [],
     ('["Missing necessary parameters (propertyDetails, rentalManagement) for the api (RealEstateM'
      'anager_manageProperty)"]')),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_special_incomplete_requires_the'
      '_contract_sentence'),
     '[RealEstateManager_manageProperty()]',
     None,
     'python',
     [{'name': 'RealEstateManager_manageProperty', 'arguments': {}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_special_incomplete_needs_every_'
      'missing_parameter'),
     '["Missing necessary parameters (alpha) for the api (Api)"]',
     None,
     'python',
     [],
     '["Missing necessary parameters (alpha) for the api (Api)"]'),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_special_error_param_requires_th'
      'e_offending_value'),
     '["There is incorrect value (1234WrongID) for the parameters (plan_id)."]',
     None,
     'python',
     [],
     '["There is incorrect value (1234WrongID) for the parameters (plan_id)."]'),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_special_error_param_requires_th'
      'e_offending_value'),
     '["There is incorrect value somewhere."]',
     None,
     'python',
     [],
     '["There is incorrect value somewhere."]'),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_special_irrelevant_requires_the'
      '_refusal'),
     '["Due to the limitations of the function, I cannot solve this problem."]',
     None,
     'python',
     [],
     '["Due to the limitations of the function, I cannot solve this problem."]'),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_special_irrelevant_requires_the'
      '_refusal'),
     '[SomeApi(x=1)]',
     None,
     'python',
     [{'name': 'SomeApi', 'arguments': {'x': 1}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_step_rollout_changes_the_'
      'environment'),
     '[turn_on_wifi()]',
     None,
     'python',
     [{'name': 'turn_on_wifi', 'arguments': {}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_step_rollout_changes_the_'
      'environment'),
     '[get_earliest_message_id()]',
     None,
     'python',
     [{'name': 'get_earliest_message_id', 'arguments': {}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_step_rollout_changes_the_'
      'environment'),
     '[delete_message(message_id=1)]',
     None,
     'python',
     [{'name': 'delete_message', 'arguments': {'message_id': 1}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_step_rollout_changes_the_'
      'environment'),
     "[send_message(sender_name='Grace', receiver_name='Frank', message='hello')]",
     None,
     'python',
     [{'name': 'send_message',
       'arguments': {'sender_name': 'Grace', 'receiver_name': 'Frank', 'message': 'hello'}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_step_rollout_changes_the_'
      'environment'),
     'finish conversation',
     None,
     'python',
     [],
     'finish conversation'),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_step_rollout_survives_a_n'
      'on_call_answer'),
     'I need more information.',
     None,
     'python',
     [],
     'I need more information.'),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_turn_transcript_includes_'
      'every_turn'),
     'Who should I message?',
     None,
     'python',
     [],
     'Who should I message?'),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_turn_transcript_includes_'
      'every_turn'),
     "[send_message(sender_name='Grace', receiver_name='F', message='x')]",
     None,
     'python',
     [{'name': 'send_message',
       'arguments': {'sender_name': 'Grace', 'receiver_name': 'F', 'message': 'x'}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_multi_turn_rollout_uses_the_use'
      'r_simulator'),
     'Done. finish conversation',
     None,
     'python',
     [],
     'Done. finish conversation'),
    ('modelscope/evalscope tests/benchmark/test_acebench.py::test_model_output_is_never_executed',
     "[send_message(sender_name=__import__('pathlib').Path('pwned').write_text('x'))]",
     None,
     'python',
     'error',
     None),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_unknown_api_reports_an_error_wi'
      'thout_raising'),
     '[no_such_api()]',
     None,
     'python',
     [{'name': 'no_such_api', 'arguments': {}}],
     ''),
    (('modelscope/evalscope tests/benchmark/test_acebench.py::test_rollout_trace_groups_each_turn_'
      'with_the_calls_it_produced'),
     "[send_message(sender_name='Grace', receiver_name='Frank', message='hi')]",
     None,
     'python',
     [{'name': 'send_message',
       'arguments': {'sender_name': 'Grace', 'receiver_name': 'Frank', 'message': 'hi'}}],
     ''),
    (('modelscope/evalscope tests/agent/test_strategy_parsers.py::TestSweBenchBackticksParseOutput'
      '::test_no_bash_block_returns_raw_text'),
     'The answer is 42',
     None,
     'python',
     [],
     'The answer is 42'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_evalscope_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
