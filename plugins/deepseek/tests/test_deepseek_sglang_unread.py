"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_deepseekv4_streaming_robustness.py`` (DeepSeek
V4's DSML blocks and bare invokes) (one stored version; a streamed test's chunks joined into one
text) with the tools the test passes (None where it passes none) and the calls and content
SGLang states. Where a test checks only part of the result (a count of calls, the content, the
absence of a call), the row holds the whole result toolcalls returns; content None is not
compared. Content is compared with whitespace runs collapsed. Each row is parsed with every
format installed and with ``deepseek_v4`` alone.

Which files were read and what was left out by which rule is docs/conformance.md, "SGLang's
remaining function-call tests".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'name': 'get_weather',
     'parameters': {'type': 'object',
                    'properties': {'city': {'type': 'string'},
                                   'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']}},
                    'required': ['city']}},
    {'name': 'search',
     'parameters': {'type': 'object',
                    'properties': {'query': {'type': 'string'},
                                   'topn': {'type': 'integer', 'default': 10}},
                    'required': ['query']}},
    {'name': 'submit', 'parameters': {'type': 'object', 'properties': {}}},
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_deepseekv4_streaming_robustness.py::TestPreamblePreservation::test_prose_and_too'
          'l_call_one_delta_wrapped'),
     ('Let me check the weather for you.\n'
      '\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Let me check the weather for you.'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestPreamblePreservation::test_literal_less_'
          'than_before_tool_call'),
     ('Compare 3 < 5.\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Compare 3 < 5.'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestPreambleLossRegression::test_non_streami'
          'ng_preserves_preamble'),
     ('Let me help.\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Let me help.'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestFenceLeak::test_no_dsml_markers_in_norma'
          'l_text'),
     ('Prose here.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Prose here.'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestFinishReasonViaRealCodePath::test_name_b'
          'earing_toolcall_sets_has_tool_calls'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     ''),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerSplitRepresentative::test_all_eigh'
          't_patterns'),
     ('Check weather.\n<｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Check weather.'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestPreamblePreservation::test_prose_and_too'
          'l_call_one_delta_bare'),
     ('Let me check the weather for you.\n'
      '\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Let me check the weather for you.'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestTokenizerLevelSplitting::test_bare_invok'
          'e_interval_1'),
     ('<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     ''),
    (S + ('test_deepseekv4_streaming_robustness.py::TestBareInvokeWithoutWrapper::test_streaming'
          '_detects_bare_invoke'),
     ('Prose.\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     'Prose.'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestPreamblePreservation::test_literal_less_'
          'than_not_swallowed'),
     'Is 3 < 5? Yes.\n',
     TOOLS_0,
     'deepseek_v4',
     [],
     'Is 3 < 5? Yes.'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestMultipleSequentialCalls::test_two_sequen'
          'tial_invokes_distinct_tool_index'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n<｜DSML｜invoke name="search">\n'
      '<｜DSML｜parameter name="query" string="true">weather SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}},
      {'name': 'search', 'arguments': {'query': 'weather SF'}}],
     ''),
    (S + ('test_deepseekv4_streaming_robustness.py::TestMultipleSequentialCalls::test_name_delta'
          '_before_arg_deltas'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n<｜DSML｜invoke name="search">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}},
      {'name': 'search', 'arguments': {'city': 'SF'}}],
     ''),
    (S + ('test_deepseekv4_streaming_robustness.py::TestMultipleSequentialCalls::test_self_closi'
          'ng_and_long_form_mix'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n<｜DSML｜invoke name="submit"/>\n'
      '</｜DSML｜tool_calls>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}, {'name': 'submit', 'arguments': {}}],
     ''),
    (S + ('test_deepseekv4_streaming_robustness.py::TestFalsePositiveDSMLDetection::test_less_th'
          'an_then_dsml_without_invoke'),
     'Hello <｜DSML｜test more text',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestFalsePositiveDSMLDetection::test_partial'
          '_dsml_prefix_then_non_invoke'),
     '<｜DSML｜random> stuff here',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestFalsePositiveDSMLDetection::test_dsml_pr'
          'efix_without_invoke_across_deltas'),
     'Text < ｜DSML｜ not_invoke text',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[1]'),
     'Prose.\n<',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[2]'),
     'Prose.\n<｜',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[3]'),
     'Prose.\n<｜D',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[4]'),
     'Prose.\n<｜DS',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[5]'),
     'Prose.\n<｜DSM',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[6]'),
     'Prose.\n<｜DSML',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[7]'),
     'Prose.\n<｜DSML｜',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[8]'),
     'Prose.\n<｜DSML｜i',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[9]'),
     'Prose.\n<｜DSML｜in',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[10]'),
     'Prose.\n<｜DSML｜inv',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[11]'),
     'Prose.\n<｜DSML｜invo',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestOpenerTruncationMidOpener::test_all_trun'
          'cation_positions[12]'),
     'Prose.\n<｜DSML｜invok',
     TOOLS_0,
     'deepseek_v4',
     [],
     None),
    (S + ('test_deepseekv4_streaming_robustness.py::TestFinishReasonViaRealCodePath::test_argume'
          'nt_only_delta_does_not_set_has_tool_calls'),
     '{"city": "SF"}',
     TOOLS_0,
     'deepseek_v4',
     [],
     '{"city": "SF"}'),
    (S + ('test_deepseekv4_streaming_robustness.py::TestMaxTokensTruncation::test_partial_tool_c'
          'all_emitted_on_truncation'),
     ('<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
      '<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>'),
     TOOLS_0,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
