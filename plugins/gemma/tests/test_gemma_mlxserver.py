"""mlx-openai-server's and LM Studio mlx-engine's tests as data for FunctionGemma and Gemma 4:
model outputs from cubist38/mlx-openai-server (``tests/parsers/test_functiongemma.py``) and from
lmstudio-ai/mlx-engine (``tests/test_openai_tool_calls.py``, two stored versions) with the calls
(tools as the test defines them) those tests expect. Streamed chunks are joined into their text;
where a test checks only part of the result (that a call was found, a name, a substring), the
row holds the whole call toolcalls returns, and content is given only where the test states it.
Each row is parsed with every format installed and with its format alone; content compared with
whitespace runs collapsed.

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
      'tests/parsers/test_functiongemma.py::test_functiongemma_tool_parsing_streaming'),
     ('I will call a '
      'function<start_function_call>call:get_weather{param:<escape>value<escape>}<end_function_c'
      'all>\n\nI will call another '
      'function<start_function_call>call:get_time{}<end_function_call>'),
     None,
     'functiongemma',
     [{'name': 'get_weather', 'arguments': {'param': 'value'}},
      {'name': 'get_time', 'arguments': {}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_gemma4_tool_call_parses_model_format_call_as_openai'
      '_tool_call'),
     ('prefix '
      '<|tool_call>call:mcp_lookup{city:<|"|>Paris<|"|>,metadata:{source:<|"|>wx<|"|>}}<tool_cal'
      'l|> suffix'),
     [{'type': 'function',
       'function': {'name': 'mcp_lookup',
                    'description': 'Call mcp_lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'gemma4',
     [{'name': 'mcp_lookup', 'arguments': {'city': 'Paris', 'metadata': {'source': 'wx'}}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_gemma4_tool_call_parses_native_call_as_openai_tool_'
      'call'),
     ('prefix '
      '<|tool_call>call:mcp:lookup{city:<|"|>Paris<|"|>,metadata:{source:<|"|>wx<|"|>}}<tool_cal'
      'l|> suffix'),
     [{'type': 'function',
       'function': {'name': 'mcp:lookup',
                    'description': 'Call mcp:lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'gemma4',
     [{'name': 'mcp:lookup', 'arguments': {'city': 'Paris', 'metadata': {'source': 'wx'}}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_gemma4_tool_call_parses_llmster_forwarded_tool_name'
      's[search-tool]'),
     '<|tool_call>call:search-tool{query:<|"|>weather<|"|>}<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'search-tool',
                    'description': 'Call search-tool',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'gemma4',
     [{'name': 'search-tool', 'arguments': {'query': 'weather'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_gemma4_tool_call_parses_llmster_forwarded_tool_name'
      's[1search]'),
     '<|tool_call>call:1search{query:<|"|>weather<|"|>}<tool_call|>',
     [{'type': 'function',
       'function': {'name': '1search',
                    'description': 'Call 1search',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'gemma4',
     [{'name': '1search', 'arguments': {'query': 'weather'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_gemma4_tool_call_parses_llmster_forwarded_tool_name'
      's[-search]'),
     '<|tool_call>call:-search{query:<|"|>weather<|"|>}<tool_call|>',
     [{'type': 'function',
       'function': {'name': '-search',
                    'description': 'Call -search',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'gemma4',
     [{'name': '-search', 'arguments': {'query': 'weather'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_gemma4_tool_call_parses_llmster_forwarded_tool_name'
      's[search_web]'),
     '<|tool_call>call:search_web{query:<|"|>weather<|"|>}<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'search_web',
                    'description': 'Call search_web',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'gemma4',
     [{'name': 'search_web', 'arguments': {'query': 'weather'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_gemma4_tool_call_closed_string_can_contain_recovery'
      '_terminators'),
     '<|tool_call>call:lookup{snippet:<|"|>a,b}c]<|"|>}<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'gemma4',
     [{'name': 'lookup', 'arguments': {'snippet': 'a,b}c]'}}],
     None),
    (('lmstudio-ai/mlx-engine '
      'tests/test_openai_tool_calls.py::test_gemma4_tool_call_sanitizes_overflow_numbers'),
     '<|tool_call>call:lookup{score:1e10000,nested:{score:-1e10000}}<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'lookup',
                    'description': 'Call lookup',
                    'parameters': {'type': 'object', 'properties': {}}}}],
     'gemma4',
     [{'name': 'lookup', 'arguments': {'score': '1e10000', 'nested': {'score': '-1e10000'}}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxserver_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
