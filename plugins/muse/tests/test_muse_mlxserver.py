"""LM Studio mlx-engine's tests as data for Muse Glimmer's ATEM block: model outputs from
lmstudio-ai/mlx-engine (``tests/test_openai_tool_calls.py``, two stored versions; the block
markers are ``<atem:function_calls>`` and ``</atem:function_calls>``) with the calls those tests
expect. Streamed chunks are joined into their text; where a test checks only part of the result
(that a call was found, a name, a substring), the row holds the whole call toolcalls returns,
and content is given only where the test states it. Each row is parsed with every format
installed and with its format alone; content compared with whitespace runs collapsed.

What was read, the counts and what was left out by which rule: docs/conformance.md,
"mlx-openai-server's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_muse_glimmer_tool_call_parses_atem_invocation_as_op'
      'enai_tool_call'),
     ('prefix <atem:function_calls><atem:invoke name="lookup"><atem:parameter '
      'name="query">weather</atem:parameter><atem:parameter '
      'name="metadata">{"city":"Paris"}</atem:parameter></atem:invoke></atem:function_calls> '
      'suffix'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'glimmer',
     [{'name': 'lookup', 'arguments': {'query': 'weather', 'metadata': {'city': 'Paris'}}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_muse_glimmer_argument_can_contain_qwen_marker_text'),
     ('<atem:function_calls><atem:invoke name="lookup"><atem:parameter '
      'name="snippet"><tool_call><function=lookup></function></tool_call></atem:parameter></atem'
      ':invoke></atem:function_calls>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'glimmer',
     [{'name': 'lookup',
       'arguments': {'snippet': '<tool_call><function=lookup></function></tool_call>'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_muse_glimmer_tool_call_treats_non_finite_json_const'
      'ants_as_text[NaN]'),
     ('<atem:function_calls><atem:invoke name="lookup"><atem:parameter '
      'name="value">NaN</atem:parameter></atem:invoke></atem:function_calls>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'glimmer',
     [{'name': 'lookup', 'arguments': {'value': 'NaN'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_muse_glimmer_tool_call_treats_non_finite_json_const'
      'ants_as_text[Infinity]'),
     ('<atem:function_calls><atem:invoke name="lookup"><atem:parameter '
      'name="value">Infinity</atem:parameter></atem:invoke></atem:function_calls>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'glimmer',
     [{'name': 'lookup', 'arguments': {'value': 'Infinity'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_muse_glimmer_tool_call_treats_non_finite_json_const'
      'ants_as_text[-Infinity]'),
     ('<atem:function_calls><atem:invoke name="lookup"><atem:parameter '
      'name="value">-Infinity</atem:parameter></atem:invoke></atem:function_calls>'),
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'glimmer',
     [{'name': 'lookup', 'arguments': {'value': '-Infinity'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxserver_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
