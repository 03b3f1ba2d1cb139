"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_lfm2_detector.py). Each row is a model output of
those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): Python literals outside
the accepted grammar (a set, an f-string, ``+7``, ``07``, ``**{...}``, a raw newline in a
single-quoted string, unescaped nested quotes) are errors where SGLang repairs them (DESIGN 3:
never eval, the grammar is exact); a broken or positional call beside a good one is reported
(never dropped, DESIGN 2).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string'},
                    'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']},
                },
                'required': ['city'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'search',
            'parameters': {
                'type': 'object',
                'properties': {'query': {'type': 'string'}},
                'required': ['query'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'calculator',
            'parameters': {
                'type': 'object',
                'properties': {'expression': {'type': 'string'}},
                'required': ['expression'],
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_lfm2_detector.py::TestLfm2Detector::test_detect_and_parse_pythonic_invalid_esca'
          'pe'),
     '<|tool_call_start|>[search(query="\\d+")]<|tool_call_end|>',
     TOOLS_0,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': '\\d+'}}],
     None),
    (S + 'test_lfm2_detector.py::TestLfm2Detector::test_nul_byte_in_string_argument_recovered',
     "<|tool_call_start|>[search(query='printf a\x00b')]<|tool_call_end|>",
     TOOLS_0,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'printf a\x00b'}}],
     None),
    (S + 'test_lfm2_detector.py::TestLfm2Detector::test_ambiguous_nested_quotes_not_guessed',
     "<|tool_call_start|>[get_weather(city='echo 'hi', unit='celsius')]<|tool_call_end|>",
     TOOLS_0,
     'lfm2',
     'error',
     None),
    (S + 'test_lfm2_detector.py::TestLfm2Detector::test_reserved_keyword_parameter_recovered',
     "<|tool_call_start|>[search(query='M.md', from=1)]<|tool_call_end|>",
     TOOLS_0,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'M.md', 'from': 1}}],
     None),
    (S + ('test_lfm2_detector.py::TestLfm2Detector::test_non_finite_number_never_emits_invalid_'
          'json'),
     "<|tool_call_start|>[search(query='x', limit=1e999)]<|tool_call_end|>",
     TOOLS_0,
     'lfm2',
     'error',
     None),
    (S + 'test_lfm2_detector.py::TestLfm2Detector::test_kwargs_unpack_merges_dict[bad]',
     '<|tool_call_start|>[search(**[1, 2])]<|tool_call_end|>',
     TOOLS_0,
     'lfm2',
     'error',
     None),
    (S + 'test_lfm2_detector.py::TestLfm2Detector::test_unrecoverable_block_reports_no_calls',
     ("<|tool_call_start|>[search(query='x 'y' 'z), get_weather(city='p 'q' "
      "'r)]<|tool_call_end|>"),
     TOOLS_0,
     'lfm2',
     'error',
     None),
    (S + ('test_lfm2_detector.py::TestLfm2Detector::test_reserved_kwarg_suffix_parameter_not_re'
          'written'),
     "<|tool_call_start|>[search(query='x', in_pyreservedkw_=5)]<|tool_call_end|>",
     TOOLS_0,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'x', 'in_pyreservedkw_': 5}}],
     None),
    (S + 'test_lfm2_detector.py::TestLfm2Detector::test_streaming_json_split_across_chunks',
     ('<|tool_call_start|>{"name": "get_weather", "arguments": {"city": '
      '"Vienna"}}<|tool_call_end|>'),
     TOOLS_0,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'city': 'Vienna'}}],
     None),
    (S + 'test_lfm2_detector.py::TestLfm2Detector::test_streaming_pythonic_split_across_chunks',
     '<|tool_call_start|>[get_weather(city="Munich")]<|tool_call_end|>',
     TOOLS_0,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'city': 'Munich'}}],
     None),
    (S + 'test_lfm2_detector.py::TestLfm2Detector::test_streaming_pythonic_multiple_calls',
     '<|tool_call_start|>[get_weather(city="Paris"), search(query="hotels")]<|tool_call_end|>',
     TOOLS_0,
     'lfm2',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Paris'}},
         {'name': 'search', 'arguments': {'query': 'hotels'}},
     ],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
