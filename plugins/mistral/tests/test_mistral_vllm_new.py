"""vLLM's tool-parser tests in their newest stored versions, as data: each row is a model output
from vllm-project/vllm tests/tool_parsers/test_mistral_tool_parser.py, the tools the test
passes, the format, the calls vLLM expects and the content where the test asserts it (a stream
is its chunks joined). Outputs already in the conformance corpus or in another table are not
repeated. Each row is parsed with every format installed and with its format alone.

Every output of the file that is not a corpus record agrees."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'vllm-project/vllm tests/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('tool_parsers/test_mistral_tool_parser.py::test_extract_tool_calls_streaming_pre_v11_'
            'tokenizer[single_tool_weather]'),
     ('[TOOL_CALLS] [{"name": "get_current_weather", "arguments": {"city": "San Francisco", "stat'
      'e": "CA", "unit": "celsius"}}]'),
     None,
     'mistral',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'San Francisco', 'state': 'CA', 'unit': 'celsius'}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_mistral_tool_parser.py::test_extract_tool_calls_streaming_pre_v11_'
            'tokenizer[argument_before_name]'),
     ('[TOOL_CALLS] [{"arguments": {"city": "San Francisco", "state": "CA", "unit": "celsius"}, "'
      'name": "get_current_weather"}]'),
     None,
     'mistral',
     [{'name': 'get_current_weather',
       'arguments': {'city': 'San Francisco', 'state': 'CA', 'unit': 'celsius'}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_mistral_tool_parser.py::test_extract_tool_calls_streaming_pre_v11_'
            'tokenizer[argument_before_name_and_name_in_argument]'),
     '[TOOL_CALLS] [{"arguments": {"name": "John Doe"}, "name": "get_age"}]',
     None,
     'mistral',
     [{'name': 'get_age', 'arguments': {'name': 'John Doe'}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_mistral_tool_parser.py::test_extract_tool_calls_streaming[single_t'
            'ool_add]'),
     '[TOOL_CALLS]add{"a": 3, "b": 4}',
     None,
     'mistral',
     [{'name': 'add', 'arguments': {'a': 3, 'b': 4}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_mistral_tool_parser.py::test_extract_tool_calls_streaming[single_t'
            'ool_add_strings]'),
     '[TOOL_CALLS]add_two_strings{"a": "3", "b": "4"}',
     None,
     'mistral',
     [{'name': 'add_two_strings', 'arguments': {'a': '3', 'b': '4'}}],
     '',
     {}),
    (SRC + ('tool_parsers/test_mistral_tool_parser.py::test_extract_tool_calls_streaming[multiple'
            '_tools]'),
     ('[TOOL_CALLS]add{"a": 3.5, "b": 4}[TOOL_CALLS]get_current_weather{"city": "San Francisco", '
      '"state": "CA", "unit": "celsius"}'),
     None,
     'mistral',
     [{'name': 'add', 'arguments': {'a': 3.5, 'b': 4}},
      {'name': 'get_current_weather',
       'arguments': {'city': 'San Francisco', 'state': 'CA', 'unit': 'celsius'}}],
     '',
     {}),
    (SRC + 'tool_parsers/test_mistral_tool_parser.py::test_fast_detokenization_text_detection[v11]',
     'Hello[TOOL_CALLS]add{"a": 1, "b": 2}',
     None,
     'mistral',
     [{'name': 'add', 'arguments': {'a': 1, 'b': 2}}],
     'Hello',
     {}),
    (SRC + ('tool_parsers/test_mistral_tool_parser.py::test_fast_detokenization_text_detection[pr'
            'e_v11]'),
     '[TOOL_CALLS] [{"name": "add", "arguments":{"a": 1, "b": 2}}]',
     None,
     'mistral',
     [{'name': 'add', 'arguments': {'a': 1, 'b': 2}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
