"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_pythonic_detector.py, and since
test_pythonic_streaming.py). Each row is a model output
of those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): ``[get_weather('Tokyo')]``
(positional) is prose (DESIGN 3: a call's parentheses are empty or start with ``name=``), where
SGLang makes it a call with ``{}``; a bare ``get_weather(city='Tokyo')`` is a call of the python
tier (SGLang needs the brackets); a call to a tool not offered.
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
]

TOOLS_1: Any = [{'type': 'function',
  'function': {'name': 'search',
               'parameters': {'type': 'object', 'properties': {'query': {'type': 'string'}}}}}]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_pythonic_detector.py::TestPythonicDetector::test_single_tool_call_string_arg',
     "[get_weather(city='Tokyo')]",
     TOOLS_0,
     'python',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     ''),
    (S + 'test_pythonic_detector.py::TestPythonicDetector::test_single_tool_call_int_arg',
     '[get_weather(city=123)]',
     TOOLS_0,
     'python',
     [{'name': 'get_weather', 'arguments': {'city': 123}}],
     None),
    (S + 'test_pythonic_detector.py::TestPythonicDetector::test_multiple_tool_calls',
     "[get_weather(city='Tokyo'), search(query='restaurants')]",
     TOOLS_0,
     'python',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
         {'name': 'search', 'arguments': {'query': 'restaurants'}},
     ],
     None),
    (S + 'test_pythonic_detector.py::TestPythonicDetector::test_tool_call_with_leading_text',
     "I will check the weather for you. [get_weather(city='Tokyo')]",
     TOOLS_0,
     'python',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'I will check the weather for you.'),
    (S + 'test_pythonic_detector.py::TestPythonicDetector::test_tool_call_with_dict_arg',
     "[search(query={'key': 'value', 'nested': {'a': 1}})]",
     TOOLS_0,
     'python',
     [{'name': 'search', 'arguments': {'query': {'key': 'value', 'nested': {'a': 1}}}}],
     None),
    (S + 'test_pythonic_detector.py::TestPythonicDetector::test_tool_call_with_list_arg',
     "[search(query=['a', 'b', 'c'])]",
     TOOLS_0,
     'python',
     [{'name': 'search', 'arguments': {'query': ['a', 'b', 'c']}}],
     None),
    (S + ('test_pythonic_detector.py::TestPythonicDetector::test_malformed_python_returns_empty'
          '_calls'),
     '[get_weather(city=)]',
     TOOLS_0,
     'python',
     'error',
     None),
    (S + 'test_pythonic_detector.py::TestPythonicDetector::test_streaming_text_then_tool_call',
     "Sure, let me check. [get_weather(city='Tokyo')]",
     TOOLS_0,
     'python',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Sure, let me check.'),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_quoted_brackets_match_no'
           'n_streaming_for_every_split'),
     '[search(query="hello]world")]',
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'hello]world'}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_quoted_brackets_match_no'
           'n_streaming_for_every_split'),
     "[search(query='an unmatched [ in a query')]",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'an unmatched [ in a query'}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_quoted_brackets_match_no'
           'n_streaming_for_every_split'),
     '[search(query="escaped quote: \\" ] and backslash: \\\\")]',
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'escaped quote: " ] and backslash: \\'}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_quoted_brackets_match_no'
           'n_streaming_for_every_split'),
     "[search(query='escaped quote: \\' ] and backslash: \\\\')]",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': "escaped quote: ' ] and backslash: \\"}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_quoted_brackets_match_no'
           'n_streaming_for_every_split'),
     "[search(query='''a single ' and ] inside a multiline\nquery''')]",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': "a single ' and ] inside a multiline\nquery"}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_quoted_brackets_match_no'
           'n_streaming_for_every_split'),
     '[search(query="""a double " and [ inside a multiline\nquery""")]',
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'a double " and [ inside a multiline\nquery'}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_nested_containers_preser'
           've_string_brackets'),
     "[search(query={'terms': [']', {'value': '['}]})]",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': {'terms': [']', {'value': '['}]}}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_trailing_text_is_emitted'
           '_with_the_final_tool_call'),
     "Searching. [search(query='hello')] Done.",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'hello'}}],
     'Searching.  Done.'),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_repeated_blocks_have_dis'
           'tinct_indexes_and_drain_final_chunk'),
     "[search(query='one')][search(query='two')] Done.",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'one'}},
      {'name': 'search', 'arguments': {'query': 'two'}}],
     ' Done.'),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_parallel_calls_and_later'
           '_block_keep_order'),
     "[search(query='one'), search(query='two')][search(query='three')]",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'one'}},
      {'name': 'search', 'arguments': {'query': 'two'}},
      {'name': 'search', 'arguments': {'query': 'three'}}],
     ''),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_incomplete_call_stays_bu'
           'ffered_until_outer_bracket'),
     "[search(query='unfinished]')] Done.",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'unfinished]'}}],
     ' Done.'),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_special_markers_can_spli'
           't_after_a_complete_call'),
     "<|python_start|>[search(query='hello')]<|python_end|> Done.",
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': 'hello'}}],
     ' Done.'),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_bracketed_prose_with_apo'
           'strophes_is_not_a_call'),
     "[O'Reilly] docs",
     TOOLS_1,
     'python',
     [],
     "[O'Reilly] docs"),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_bracketed_prose_with_apo'
           'strophes_is_not_a_call'),
     "[don't panic] done",
     TOOLS_1,
     'python',
     [],
     "[don't panic] done"),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_bracketed_prose_with_apo'
           'strophes_is_not_a_call'),
     '[1] and []',
     TOOLS_1,
     'python',
     [],
     '[1] and []'),
    ((S
      + 'test_pythonic_streaming.py::TestPythonicStreaming::test_bracketed_prose_with_apo'
           'strophes_is_not_a_call'),
     '[O\'Reilly] docs [search(query="]")] Done.',
     TOOLS_1,
     'python',
     [{'name': 'search', 'arguments': {'query': ']'}}],
     "[O'Reilly] docs  Done."),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
