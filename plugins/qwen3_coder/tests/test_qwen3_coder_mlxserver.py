"""mlx-openai-server's and LM Studio mlx-engine's tests as data for Qwen3-Coder XML calls (Qwen3.5,
Step-3.5 Flash, Nemotron 3 Nano): model outputs from cubist38/mlx-openai-server
(``tests/parsers/test_qwen35_reasoning_tool_parser_conflict.py``,
``tests/test_generation_termination.py`` and
``tests/test_mixed_think_tool_handoff_stream_handler_integration.py``) and from
lmstudio-ai/mlx-engine (``tests/test_openai_tool_calls.py``, two stored versions) with the
calls, content and reasoning those tests expect. Streamed chunks are joined into their text;
where a test checks only part of the result (that a call was found, a name, a substring), the
row holds the whole call toolcalls returns, and content is given only where the test states it.
Each row is parsed with every format installed and with its format alone; content and reasoning
compared with whitespace runs collapsed. ``REASONING_CASES`` assert reasoning;
``reasoning_started=True`` marks a handler whose reasoning parser knows the prompt opened
``<think>`` (Nemotron 3 Nano). An output that mlx-openai-server rejects (a repeated parameter)
is an "error" row: lenient parsing reports the error and keeps the valid call beside it.

What was read, the counts and what was left out by which rule: docs/conformance.md,
"mlx-openai-server's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('cubist38/mlx-openai-server '
      'tests/test_mixed_think_tool_handoff_stream_handler_integration.py::test_nonstream_step35_'
      'parses_tool_call_when_response_starts_with_stray_think_close'),
     ('</think>\nprefix text before tool.\n<tool_call>\n<function=read_file>\n<parameter=path>\n'
      'app/api/endpoints.py\n</parameter>\n<parameter=start_line>\n692\n</parameter>\n'
      '<parameter=end_line>\n790\n</parameter>\n</function>\n</tool_call>\n'),
     None,
     'qwen3_coder',
     [{'name': 'read_file',
       'arguments': {'path': 'app/api/endpoints.py', 'start_line': 692, 'end_line': 790}}],
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_mixed_think_tool_handoff_stream_handler_integration.py::test_stream_step35_pre'
      'serves_split_parameter_close_marker_inside_tool_call'),
     ('prefix text.\n<tool_call>\n<function=read_file>\n<parameter=path>\n'
      'mlx-openai-server/app/handler/mlx_lm.py\n</parameter>\n<parameter=start_line>\n151\n'
      '</parameter>\n<parameter=end_line>\n523\n</parameter>\n</function>\n</tool_call>\n'),
     None,
     'qwen3_coder',
     [{'name': 'read_file',
       'arguments': {'path': 'mlx-openai-server/app/handler/mlx_lm.py',
                     'start_line': 151,
                     'end_line': 523}}],
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_mixed_think_tool_handoff_stream_handler_integration.py::test_stream_step35_par'
      'ses_tool_call_when_open_marker_is_split_as_too_plus_l_call'),
     ('prefix text.<tool_call>\n<function=read_file>\n<parameter=path>\n'
      'mlx-openai-server/app/handler/mlx_lm.py\n</parameter>\n<parameter=start_line>\n151\n'
      '</parameter>\n<parameter=end_line>\n523\n</parameter>\n</function>\n</tool_call>\n'),
     None,
     'qwen3_coder',
     [{'name': 'read_file',
       'arguments': {'path': 'mlx-openai-server/app/handler/mlx_lm.py',
                     'start_line': 151,
                     'end_line': 523}}],
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_plain_text_length_reaches_chat_api'),
     'partial text',
     None,
     'qwen3_coder',
     [],
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <',
     None,
     'qwen3_coder',
     [],
     'literal <'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <t',
     None,
     'qwen3_coder',
     [],
     'literal <t'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <to',
     None,
     'qwen3_coder',
     [],
     'literal <to'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <too',
     None,
     'qwen3_coder',
     [],
     'literal <too'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <tool',
     None,
     'qwen3_coder',
     [],
     'literal <tool'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <tool_',
     None,
     'qwen3_coder',
     [],
     'literal <tool_'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <tool_c',
     None,
     'qwen3_coder',
     [],
     'literal <tool_c'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <tool_ca',
     None,
     'qwen3_coder',
     [],
     'literal <tool_ca'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <tool_cal',
     None,
     'qwen3_coder',
     [],
     'literal <tool_cal'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<tool_call>'
      ']'),
     'literal <tool_call',
     None,
     'qwen3_coder',
     [],
     'literal <tool_call'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_duplicate_parameters_reject_strict_and_permiss'
      'ive[<parameter=x>-<function=f>]'),
     ('<tool_call><function=f><parameter=x>1</parameter><parameter=x>2</parameter></function></t'
      'ool_call>'),
     None,
     'qwen3_coder',
     'error',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_duplicate_parameters_reject_strict_and_permiss'
      'ive[<parameter=x>-<function = f>]'),
     ('<tool_call><function = '
      'f><parameter=x>1</parameter><parameter=x>2</parameter></function></tool_call>'),
     None,
     'qwen3_coder',
     'error',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_duplicate_parameters_reject_strict_and_permiss'
      'ive[<parameter = x >-<function = f>]'),
     ('<tool_call><function = f><parameter=x>1</parameter><parameter = x '
      '>2</parameter></function></tool_call>'),
     None,
     'qwen3_coder',
     'error',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_valid_and_duplicate_calls_are_chunk_boundary_i'
      'ndependent'),
     ('<tool_call><function=lookup><parameter=x>1</parameter></function></tool_call><tool_call><'
      'function=lookup><parameter=x>1</parameter><parameter=x>2</parameter></function></tool_cal'
      'l>'),
     None,
     'qwen3_coder',
     'error',
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_tool_calling_plan_validates_strict_tool_arguments'),
     '<tool_call><function=lookup><parameter=count>2</parameter></function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object',
                                   'properties': {'count': {'type': 'integer'}},
                                   'required': ['count'],
                                   'additionalProperties': False},
                    'strict': True}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'count': 2}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_tool_calling_plan_rejects_invalid_strict_tool_argum'
      'ents'),
     ('<tool_call><function=lookup><parameter=count>not an '
      'integer</parameter></function></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object',
                                   'properties': {'count': {'type': 'integer'}},
                                   'required': ['count'],
                                   'additionalProperties': False},
                    'strict': True}}],
     'qwen3_coder',
     'error',
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_tool_calling_plan_allows_empty_arguments_for_strict'
      '_tool_without_parameters'),
     '<tool_call><function=lookup></function></tool_call>',
     [{'type': 'function', 'function': {'name': 'lookup', 'strict': True}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_tool_calling_plan_preserves_all_parsed_tool_calls'),
     ('<tool_call><function=lookup></function></tool_call><tool_call><function=search></function'
      '></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}},
      {'type': 'function',
       'function': {'name': 'search',
                    'description': 'Call search',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {}}, {'name': 'search', 'arguments': {}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_qwen35_tool_call_parses_multiple_calls_in_emission_'
      'order'),
     ('<tool_call><function=lookup></function></tool_call><tool_call><function=search-tool><para'
      'meter=query>weather</parameter></function></tool_call>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}},
      {'type': 'function',
       'function': {'name': 'search-tool',
                    'description': 'Call search-tool',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {}},
      {'name': 'search-tool', 'arguments': {'query': 'weather'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_qwen35_tool_call_treats_non_finite_json_constants_a'
      's_text[NaN]'),
     '<tool_call><function=lookup><parameter=value>NaN</parameter></function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 'NaN'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_qwen35_tool_call_treats_non_finite_json_constants_a'
      's_text[Infinity]'),
     '<tool_call><function=lookup><parameter=value>Infinity</parameter></function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': 'Infinity'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_qwen35_tool_call_treats_non_finite_json_constants_a'
      's_text[-Infinity]'),
     '<tool_call><function=lookup><parameter=value>-Infinity</parameter></function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': '-Infinity'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_qwen35_tool_call_treats_overflow_json_numbers_as_te'
      'xt[1e10000]'),
     '<tool_call><function=lookup><parameter=value>1e10000</parameter></function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': '1e10000'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_qwen35_tool_call_treats_overflow_json_numbers_as_te'
      'xt[-1e10000]'),
     '<tool_call><function=lookup><parameter=value>-1e10000</parameter></function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'qwen3_coder',
     [{'name': 'lookup', 'arguments': {'value': '-1e10000'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxserver_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls or "error", content or None, reasoning
#: or None, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('cubist38/mlx-openai-server '
      'tests/parsers/test_qwen35_reasoning_tool_parser_conflict.py::TestExtractReasoningNonStrea'
      'ming::test_pattern_a_tool_after_think'),
     ('<think>\n\n</think>\n\n<tool_call>\n<function=read>\n<parameter=filePath>\nbuild/x\n'
      '</parameter>\n</function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'read', 'arguments': {'filePath': 'build/x'}}],
     '',
     '',
     None),
    (('cubist38/mlx-openai-server '
      'tests/parsers/test_qwen35_reasoning_tool_parser_conflict.py::TestExtractReasoningStreamin'
      'g::test_pure_thinking_delegates_to_parent_across_chunks'),
     'thinking</think>summary',
     None,
     'qwen3_coder',
     [],
     'summary',
     'thinking',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_mixed_think_tool_handoff_stream_handler_integration.py::test_nonstream_step35_'
      'hides_reasoning_when_open_tag_missing_but_close_tag_present'),
     ('I should inspect both handlers first.\nThen verify token usage fields.</think>\n'
      '<tool_call>\n<function=read_file>\n<parameter=path>\napp/handler/mlx_vlm.py\n'
      '</parameter>\n</function>\n</tool_call>\n'),
     None,
     'qwen3_coder',
     [{'name': 'read_file', 'arguments': {'path': 'app/handler/mlx_vlm.py'}}],
     None,
     'I should inspect both handlers first.\nThen verify token usage fields.',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_handler_flushes_partial_delimiters[nemotron3_n'
      'ano]'),
     'working</thi',
     None,
     'qwen3_coder',
     [],
     '',
     'working</thi',
     True),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_xml_is_never_executable[closed]'),
     ('consider '
      '<tool_call><function=lookup><parameter=x>1</parameter></function></tool_call></think>answ'
      'er'),
     None,
     'qwen3_coder',
     [],
     None,
     'consider <tool_call><function=lookup><parameter=x>1</parameter></function></tool_call>',
     True),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_xml_is_never_executable[truncated]'),
     'consider <tool_call><function=lookup><parameter=x>1</parameter></function></tool_call></thi',
     None,
     'qwen3_coder',
     [],
     None,
     'consider <tool_call><function=lookup><parameter=x>1</parameter></function></tool_call></thi',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_mlxserver_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                  content: str | None, reasoning: str | None,
                                  started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
