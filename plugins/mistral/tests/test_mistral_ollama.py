"""Ollama's Ministral parser tests as data: the model outputs of ollama/ollama
model/parsers/ministral_test.go (``[TOOL_CALLS]NAME[ARGS]{...}``), with the tools the tests
offer and the calls Ollama expects. A streamed test is its chunks joined; "error" rows are the
outputs Ollama rejects (an unknown tool, arguments that are not JSON).

The rows assert the calls only: Ollama's tests also expect the text after ``[TOOL_CALLS]``
(``get_weather[ARGS]{...}``) as content; for toolcalls the text of a call is not content and
these outputs have none (DESIGN 1). Left out: outputs without any marker and the unit tests of
``findJSONEnd`` (no model output)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser/simple tool call',
     '[TOOL_CALLS]get_weather[ARGS]{"location": "San Francisco"}',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'mistral',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser/tool call with nested '
     'object',
     '[TOOL_CALLS]create_entities[ARGS]{"entities": [{"entityType": "Person", "name": "Jack", '
     '"observations": ["Works as a baker at Big Baker Co."]}]}',
     [{'type': 'function', 'function': {'name': 'create_entities'}}],
     'mistral',
     [{'name': 'create_entities',
       'arguments': {'entities': [{'entityType': 'Person',
                                   'name': 'Jack',
                                   'observations': ['Works as a baker at Big Baker Co.']}]}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser/tool call with deeply '
     'nested objects',
     '[TOOL_CALLS]update_config[ARGS]{"settings": {"user": {"profile": {"name": "John", "age": '
     '30}}, "theme": "dark"}}',
     [{'type': 'function', 'function': {'name': 'update_config'}}],
     'mistral',
     [{'name': 'update_config',
       'arguments': {'settings': {'user': {'profile': {'name': 'John', 'age': 30}},
                                  'theme': 'dark'}}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser/tool call with array of '
     'objects',
     '[TOOL_CALLS]process_items[ARGS]{"items": [{"id": 1}, {"id": 2}, {"id": 3}]}',
     [{'type': 'function', 'function': {'name': 'process_items'}}],
     'mistral',
     [{'name': 'process_items', 'arguments': {'items': [{'id': 1}, {'id': 2}, {'id': 3}]}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser/tool call with escaped '
     'quotes in string',
     '[TOOL_CALLS]search[ARGS]{"query": "say \\"hello\\""}',
     [{'type': 'function', 'function': {'name': 'search'}}],
     'mistral',
     [{'name': 'search', 'arguments': {'query': 'say "hello"'}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser/tool call with braces '
     'inside string',
     '[TOOL_CALLS]format[ARGS]{"template": "Hello {name}!"}',
     [{'type': 'function', 'function': {'name': 'format'}}],
     'mistral',
     [{'name': 'format', 'arguments': {'template': 'Hello {name}!'}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser_Streaming/streaming '
     'with incomplete JSON waits for completion',
     '[TOOL_CALLS]test[ARGS]{"a": {"b": 1}}',
     [{'type': 'function', 'function': {'name': 'test'}}],
     'mistral',
     [{'name': 'test', 'arguments': {'a': {'b': 1}}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser_EdgeCases/unknown tool '
     'returns error',
     '[TOOL_CALLS]unknown_tool[ARGS]{"a": 1}',
     [{'type': 'function', 'function': {'name': 'known_tool'}}],
     'mistral',
     'error',
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser_EdgeCases/invalid JSON '
     'returns error',
     '[TOOL_CALLS]test[ARGS]{invalid json}',
     [{'type': 'function', 'function': {'name': 'test'}}],
     'mistral',
     'error',
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser_EdgeCases/empty JSON '
     'object',
     '[TOOL_CALLS]no_args[ARGS]{}',
     [{'type': 'function', 'function': {'name': 'no_args'}}],
     'mistral',
     [{'name': 'no_args', 'arguments': {}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser_EdgeCases/JSON with '
     'newlines in string',
     '[TOOL_CALLS]write[ARGS]{"content": "line1\\nline2\\nline3"}',
     [{'type': 'function', 'function': {'name': 'write'}}],
     'mistral',
     [{'name': 'write', 'arguments': {'content': 'line1\nline2\nline3'}}],
     None),
    ('ollama/ollama model/parsers/ministral_test.go::TestMinistralParser_EdgeCases/backslash in '
     'string value',
     '[TOOL_CALLS]path[ARGS]{"dir": "C:\\\\Users\\\\test"}',
     [{'type': 'function', 'function': {'name': 'path'}}],
     'mistral',
     [{'name': 'path', 'arguments': {'dir': 'C:\\Users\\test'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
