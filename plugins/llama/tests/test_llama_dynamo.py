"""NVIDIA Dynamo's tool-call parser tests as data (ai-dynamo/dynamo, the Rust crate under
``lib/parsers/src/tool_calling/``, one stored version of each file). Each row is a model output a
Dynamo test parses (the raw string of the test as written, the indentation of a Rust raw
string included), the tools the test passes (Dynamo's ``ToolDefinition`` written as a flat
``{"name", "parameters"}`` tool), the format, the calls Dynamo expects ("error" where Dynamo
returns no call for a malformed output and toolcalls names the fault instead) and, where the
test asserts it and toolcalls agrees, the content (Dynamo's ``normal_text``, compared with
whitespace runs collapsed and the ends stripped). Where a test checks only some keys of the
arguments, the row holds the whole object the text writes. Each row is parsed with every
format installed and with its format alone.

Left out: outputs another table or the shared corpus already holds, and those where toolcalls
differs from Dynamo by a DESIGN rule (docs/conformance.md, "NVIDIA Dynamo's tests"). Where
Dynamo's ``normal_text`` differs only by a rule (reasoning is not content, text after the
calls is content), the row asserts the calls alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::parses_python_tag_prefixed_payload',
     '<|python_tag|>{ "name": "pyfunc", "arguments": { "k": "v" } }',
     None,
     'llama',
     [{'name': 'pyfunc', 'arguments': {'k': 'v'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_python_tag'),
     ('<|python_tag|>{ "name": "get_weather", "parameters": {"location": "San Francisco, CA", "un'
      'it": "fahrenheit" } }'),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_python_tag_with_normal_text'),
     ('Hey How are you? <|python_tag|>{ "name": "get_weather", "parameters": {"location": "San Fr'
      'ancisco, CA", "unit": "fahrenheit" } }'),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_python_tag_with_new_lines'),
     ('\n        <|python_tag|>\n        {"name": "get_weather", "parameters": {"location": "San '
      'Francisco, CA", "unit": "fahrenheit"}}\n        '),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_meta_llama_llama31_8b_instr'
      'uct_with_python_tag_multiple_with_new_lines'),
     ('\n        <|python_tag|>\n        {"name": "get_weather", "parameters": {"location": "San '
      'Francisco, CA", "unit": "fahrenheit" }}\n        <|python_tag|>\n        {"name": "get_wea'
      'ther", "parameters": {"location": "New York, NY", "unit": "fahrenheit" }}\n        '),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}},
      {'name': 'get_weather', 'arguments': {'location': 'New York, NY', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_with_python_tag'),
     ('<|python_tag|>{ "name": "get_weather", "arguments": {"location": "San Francisco, CA", "uni'
      't": "fahrenheit" } }'),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_with_python_tag_with_normal_text'),
     ('Hey How are you? <|python_tag|>{ "name": "get_weather", "arguments": {"location": "San Fra'
      'ncisco, CA", "unit": "fahrenheit" } }'),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     'Hey How are you?'),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/parsers.rs::test_detect_and_parse_tool_call_'
      'default_parser_llama3_json_with_python_tag_with_new_lines'),
     ('\n        <|python_tag|>\n        {"name":\n        "get_weather",\n         "arguments":'
      '\n          {"location": "San Francisco, CA",\n          "unit": "fahrenheit" }}\n        '),
     None,
     'llama',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
