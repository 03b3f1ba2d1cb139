"""SGLang's Muse Glimmer detector tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/test_muse_glimmer_detector.py`` (one stored version; the
test's ATEM builder written out, a streamed test's chunks joined) with the tools the test passes
and the calls, content and reasoning SGLang states. SGLang runs its reasoning parser and then its
tool detector; a row holds the split of the whole output (``to=self`` bodies are reasoning).
``reasoning_started`` is None: the text decides. Where a test checks only that a call is absent
or that a word occurs in the content, the row holds the whole result; an invoke cut by the end
of the text, which SGLang drops, is an "error" row here (batch parsing names the cut). Content
and reasoning are compared with whitespace runs collapsed. Each row is parsed with every format
installed and with ``glimmer`` alone.

Which files were read and what was left out by which rule (the template's doubled namespace
``get_weather.get_weather``, which SGLang maps to the declared tool, stays the name written here;
an ATEM block in an answer or with no header is a call here) is docs/conformance.md, "SGLang's
reasoning-parser tests (beyond the corpus)", the addendum on SGLang's remaining parser tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'name': 'weather.get', 'parameters': {'type': 'object', 'properties': {}}},
]

TOOLS_1: Any = [
    {'name': 'get_weather',
     'parameters': {'type': 'object',
                    'properties': {'city': {'type': 'string'}},
                    'required': ['city']}},
]

#: (source, model output, tools, format, expected calls or "error", content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_namespaced_name_passes_t'
          'hrough'),
     (' to=self<|message|>r<|eom|><|start|>assistant to=weather.get<|message|><atem:function_cal'
      'ls>\n<atem:invoke name="weather.get">\n'
      '<atem:parameter name="city">Paris</atem:parameter>\n'
      '</atem:invoke>\n</atem:function_calls>'),
     TOOLS_0,
     'glimmer',
     [{'name': 'weather.get', 'arguments': {'city': 'Paris'}}],
     None,
     None,
     None),
    (S + 'test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_parameter_value_typing',
     ('<|start|>assistant to=get_weather<|message|><atem:function_calls>\n'
      '<atem:invoke name="get_weather">\n'
      '<atem:parameter name="s">hello world</atem:parameter>\n'
      '<atem:parameter name="i">42</atem:parameter>\n'
      '<atem:parameter name="b">true</atem:parameter>\n'
      '<atem:parameter name="n">null</atem:parameter>\n'
      '<atem:parameter name="o">{"a": 1}</atem:parameter>\n'
      '<atem:parameter name="l">[1, 2]</atem:parameter>\n'
      '</atem:invoke>\n</atem:function_calls>'),
     TOOLS_1,
     'glimmer',
     [{'name': 'get_weather',
       'arguments': {'s': 'hello world',
                     'i': 42,
                     'b': True,
                     'n': None,
                     'o': {'a': 1},
                     'l': [1, 2]}}],
     None,
     None,
     None),
    (S + 'test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_multiline_parameter_value',
     ('<|start|>assistant to=get_weather<|message|><atem:function_calls>\n'
      '<atem:invoke name="get_weather">\n'
      '<atem:parameter name="code">line1\n'
      'line2\n"quoted"\n</atem:parameter>\n'
      '</atem:invoke>\n</atem:function_calls>'),
     TOOLS_1,
     'glimmer',
     [{'name': 'get_weather', 'arguments': {'code': 'line1\nline2\n"quoted"\n'}}],
     None,
     None,
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_invoke_inside_reasoning_'
          'is_not_a_call'),
     (' to=self<|message|>Maybe I call <atem:function_calls>\n'
      '<atem:invoke name="get_weather.get_weather">\n'
      '<atem:parameter name="city">X</atem:parameter>\n'
      '</atem:invoke>\n</atem:function_calls> — no.<|eom|><|start|>assistant to=user<|message|>I'
      ' will not call it.'),
     TOOLS_1,
     'glimmer',
     [],
     'I will not call it.',
     None,
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_invoke_inside_truncated_'
          'reasoning_is_not_a_call'),
     (' to=self<|message|>I could call <atem:function_calls>\n'
      '<atem:invoke name="get_weather.get_weather">\n'
      '<atem:parameter name="city">X</atem:parameter>\n'
      '</atem:invoke>\n</atem:function_calls> but'),
     TOOLS_1,
     'glimmer',
     [],
     None,
     None,
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_truncated_tool_channel_d'
          'rops_partial_invoke'),
     (' to=self<|message|>Need weather.<|eom|><|start|>assistant to=get_weather.get_weather<|mes'
      'sage|><atem:function_calls>\n<atem:invoke name="get_weather.get_weather">\n'
      '<atem:parameter name="city">Par'),
     TOOLS_1,
     'glimmer',
     'error',
     None,
     'Need weather.',
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_prose_opening_with_to_eq'
          'uals_does_not_stall[0]'),
     'to=x is the syntax.',
     TOOLS_1,
     'glimmer',
     [],
     'to=x is the syntax.',
     None,
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_prose_opening_with_to_eq'
          'uals_does_not_stall[1]'),
     'to= is an assignment',
     TOOLS_1,
     'glimmer',
     [],
     'to= is an assignment',
     None,
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_prose_opening_with_to_eq'
          'uals_does_not_stall[2]'),
     'to=a<b is false',
     TOOLS_1,
     'glimmer',
     [],
     'to=a<b is false',
     None,
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_pipeline_plain_answer_st'
          'ays_clean_without_tool_parse'),
     ' to=self<|message|>r<|eom|><|start|>assistant to=user<|message|>Hello there.',
     TOOLS_1,
     'glimmer',
     [],
     'Hello there.',
     'r',
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_reasoning_finish_flushes'
          '_unframed_text'),
     'Just plain text.',
     None,
     'glimmer',
     [],
     'Just plain text.',
     '',
     None),
    (S + ('test_muse_glimmer_detector.py::TestMuseGlimmerDetector::test_stream_end_flushes_parti'
          'al_marker'),
     ' to=self<|message|>r<|eom|><|start|>assistant to=user<|message|>answer<|st',
     TOOLS_1,
     'glimmer',
     [],
     'answer<|st',
     'r',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_more_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None, reasoning: str | None,
                          started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
