"""exo's Kimi K2 tests as data: model outputs from exo-explore/exo
(``test_runner/test_kimi_tool_parser.py``) with the calls exo expects. exo accepts tool ids written
without the ``functions.`` prefix or with underscores for the dot and colon; so does ``kimi_k2``.

Left out, and the differences by rule: docs/conformance.md, "KTransformers', vLLM Ascend's and exo's
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed and the ends stripped.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_kimi_tool_parser.py::test_'
      'canonical_id'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:1<|tool_call_argument'
      '_begin|>{"city": "Melbourne, Australia"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Melbourne, Australia'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_kimi_tool_parser.py::test_'
      'sanitised_id_is_accepted_and_canonicalised'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions_get_weather_1<|tool_call_argument'
      '_begin|>{"city": "Melbourne, Australia"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Melbourne, Australia'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_kimi_tool_parser.py::test_'
      'sanitised_id_with_underscores_in_name'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions_read_file_3<|tool_call_argument_b'
      'egin|>{"city": "Melbourne, Australia"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'read_file', 'arguments': {'city': 'Melbourne, Australia'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_kimi_tool_parser.py::test_'
      'missing_prefix_is_canonicalised'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>get_weather:0<|tool_call_argument_begin|>{"'
      'city": "Melbourne, Australia"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Melbourne, Australia'}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_kimi_tool_parser.py::test_'
      'multiple_calls'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.a:0<|tool_call_argument_begin|>{}'
      '<|tool_call_end|><|tool_call_begin|>functions_b_1<|tool_call_argument_begin|>{}<|tool_call'
      '_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'a', 'arguments': {}}, {'name': 'b', 'arguments': {}}],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_kimi_tool_parser.py::test_'
      'no_index_still_fails'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather<|tool_call_argument_b'
      'egin|>{"city": "Melbourne, Australia"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_exo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                  content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
