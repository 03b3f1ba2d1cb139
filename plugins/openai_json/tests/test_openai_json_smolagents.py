"""smolagents' tests as data for bare JSON calls: model outputs from huggingface/smolagents
(``tests/test_models.py``, the text fallback ``get_tool_call_from_text``;
``tests/test_parse_tool_calls.py``, a stored version that reads several calls from one text;
``tests/test_agents.py``, the tool-calling agent fed a model answer with no structured calls;
``tests/test_utils.py``, the JSON-blob helper the fallback is built on) with the calls smolagents
expects.

Each row is parsed with every format installed and with ``json`` alone. smolagents reads one
JSON object with a ``name`` and an ``arguments`` key out of the text; where it raises because
the text holds no such object (no ``name`` key, prose, a JSON blob that is data or not JSON at
all), the row expects no call, and where it raises over broken JSON that starts like a call the
row is "error" (toolcalls names the fault). The helper's own tests assert which JSON object it
cut out; none of those objects is a call, so the rows say that no call is found and no error is
reported (prose that merely holds braces). smolagents asserts no content, so no row does.

Left out (docs/conformance.md, "smolagents', Haystack's and LangChain's tests"): arguments that
are a plain string or a number, and a ``name`` with no arguments key, which smolagents passes on
and toolcalls does not take as calls; the custom ``tool``/``params`` key names, an option of
smolagents' fallback and no model's format.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

M = 'huggingface/smolagents tests/test_models.py::TestGetToolCallFromText::'
P = 'huggingface/smolagents tests/test_parse_tool_calls.py::TestParseToolCallsFromText::'
A = 'huggingface/smolagents tests/test_agents.py::TestToolCallingAgent::'
U = 'huggingface/smolagents tests/test_utils.py::'

WEATHER_API = [{"type": "function", "function": {
    "name": "weather_api",
    "parameters": {"type": "object",
                   "properties": {"location": {"type": "string"}, "date": {"type": "string"}},
                   "required": ["location", "date"]}}}]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (M + 'test_get_tool_call_from_text_json_object_args',
     '{"name": "weather_tool", "arguments": {"city": "New York"}}',
     None,
     'json',
     [{'name': 'weather_tool', 'arguments': {'city': 'New York'}}],
     None),
    (M + 'test_get_tool_call_from_text_json_string_args',
     '{"name": "weather_tool", "arguments": "{\\"city\\": \\"New York\\"}"}',
     None,
     'json',
     [{'name': 'weather_tool', 'arguments': {'city': 'New York'}}],
     None),
    (M + 'test_get_tool_call_from_text_name_key_missing',
     '{"action": "weather_tool", "arguments": "New York"}',
     None,
     'json',
     [],
     None),
    (P + 'test_single_tool_call',
     '{"name": "get_weather", "arguments": {"city": "Tokyo"}}',
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    (P + 'test_multiple_parallel_tool_calls',
     ('{"name": "get_weather", "arguments": {"city": "Tokyo"}} '
      '{"name": "get_weather", "arguments": {"city": "New York"}}'),
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
      {'name': 'get_weather', 'arguments': {'city': 'New York'}}],
     None),
    (P + 'test_mixed_content_with_tool_calls',
     ('Getting weather. {"name": "get_weather", "arguments": {"city": "London"}} Also need: '
      '{"name": "get_weather", "arguments": {"city": "Paris"}}'),
     None,
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'London'}},
      {'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     None),
    (P + 'test_error_handling_invalid_tool_calls',
     'This text has no tool calls at all.',
     None,
     'json',
     [],
     None),
    (A + 'test_toolcalling_agent_api',
     '{"name": "weather_api", "arguments": {"location": "Paris", "date": "today"}}',
     WEATHER_API,
     'json',
     [{'name': 'weather_api', 'arguments': {'location': 'Paris', 'date': 'today'}}],
     None),
    (A + 'test_toolcalling_agent_api_misformatted_output',
     '{"name": weather_api", "arguments": {"location": "Paris", "date": "today"}}',
     None,
     'json',
     'error',
     None),
    (U + 'test_parse_json_blob_with_valid_json',
     'Text{}',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_valid_json',
     '{"simple": "json"}',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_valid_json',
     'With text here{"simple": "json"}',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_valid_json',
     '{"simple": "json"}With text after',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_valid_json',
     'With text before{"simple": "json"}And text after',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_invalid_json',
     'simple": "json"}',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_invalid_json',
     'With text here"simple": "json"}',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_invalid_json',
     '{"simple": ""json"}With text after',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_invalid_json',
     '{"simple": "json"With text after',
     None,
     'json',
     [],
     None),
    (U + 'test_parse_json_blob_with_invalid_json',
     '}}',
     None,
     'json',
     [],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_smolagents_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
