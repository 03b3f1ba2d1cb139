"""Ollama's parser tests as data: each row is a model output from ollama/ollama
model/parsers/ (the test file and test named in the row; a streaming test's chunks joined; a
test of a raw tool-call payload with the payload put back in the tags Ollama's streaming parser
strips), the tools the test passes, and the calls, content and reasoning it asserts. Each row is
parsed with every format installed and with its format alone; content and reasoning are
compared with whitespace runs collapsed and the ends stripped (Ollama trims around tags).
``REASONING_CASES`` are the rows that assert reasoning; ``reasoning_started=True`` marks a test
whose parser is configured as already thinking (the prompt prefilled ``<think>`` and the output
starts inside it).

Left out: rows the repository already tests, repeated outputs, tests of helpers and of event
streams whose payloads are no calls, and the rows where toolcalls differs by a DESIGN rule
(docs/conformance.md, "Ollama's parser tests"):

- ``{"name": "not_a_tool", ...}`` with tools that do not hold it: ``tool_call.unknown_tool``
  (DESIGN 3b); Ollama shows it as content;
- ``The config begins with {"name": "web_s`` (the text ends inside an object that starts with a
  call key): ``json.unexpected_end`` (DESIGN 3a);
- Go source in a fence (``func main() {``): with every format installed the python tier reads
  ``main()`` as a call (empty parentheses, DESIGN 3), ``tool_call.unknown_tool`` with the
  test's tools; the json format alone agrees;
- a JSON call in Laguna's ``<user>`` tags: the call is read, the tags stay in content.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/laguna_test.go::TestLagunaParserStandaloneJSONToolCall',
     '{"name":"get_weather","arguments":{"location":"Paris","days":3}}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris', 'days': 3}}],
     ''),
    (('ollama/ollama '
      'model/parsers/laguna_test.go::TestLagunaParserStandaloneJSONToolCallAfterLeadingContent'),
     'Let me call the weather tool.\n{"name":"get_weather","arguments":{"location":"Paris"}}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Let me call the weather tool.'),
    ('ollama/ollama model/parsers/laguna_test.go::TestLagunaParserStreamingStandaloneJSONToolCall',
     '{"name":"get_weather","arguments":{"location":"San Francisco, CA"}}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco, CA'}}],
     ''),
    (('ollama/ollama model/parsers/laguna_jsonc'
      'ontent_test.go::TestLagunaStandaloneJSONInContent/json-config-without-name'),
     ('Add this to your config:\n'
      '\n'
      '```json\n'
      '{\n'
      '  "mcpServers": {\n'
      '    "github": {\n'
      '      "command": "npx",\n'
      '      "env": {"GITHUB_TOKEN": "your_token"}\n'
      '    }\n'
      '  }\n'
      '}\n'
      '```\n'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [],
     ('Add this to your config:\n'
      '\n'
      '```json\n'
      '{\n'
      '  "mcpServers": {\n'
      '    "github": {\n'
      '      "command": "npx",\n'
      '      "env": {"GITHUB_TOKEN": "your_token"}\n'
      '    }\n'
      '  }\n'
      '}\n'
      '```')),
    (('ollama/ollama model/parsers/laguna_jsonc'
      'ontent_test.go::TestLagunaStandaloneJSONInContent/json-config-with-name'),
     'Save this file:\n\n```json\n{\n  "name": "my-project",\n  "version": "1.0.0"\n}\n```\n',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [],
     'Save this file:\n\n```json\n{\n  "name": "my-project",\n  "version": "1.0.0"\n}\n```'),
    (('ollama/ollama model/parsers/laguna_jsonc'
      'ontent_test.go::TestLagunaStandaloneJSONInContent/json-object-inline-in-prose'),
     'Logging defaults to {"level": "debug", "color": true} in this app.\n',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [],
     'Logging defaults to {"level": "debug", "color": true} in this app.'),
    (('ollama/ollama model/parsers/laguna_jsonc'
      'ontent_test.go::TestLagunaStandaloneJSONInContent/json-array-of-objects'),
     'The endpoint returns [{"id": 1, "ok": true}] by default.\n',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [],
     'The endpoint returns [{"id": 1, "ok": true}] by default.'),
    (('ollama/ollama model/parsers/laguna_jsonc'
      'ontent_test.go::TestLagunaStandaloneJSONInContent/json-object-named-like-a-person'),
     'The record is {"name": "John Smith", "age": 30} exactly.\n',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [],
     'The record is {"name": "John Smith", "age": 30} exactly.'),
    (('ollama/ollama model/parsers/laguna_jsonc'
      'ontent_test.go::TestLagunaStandaloneJSONInContent/empty-json-object'),
     'An empty config is {} in this format.\n',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [],
     'An empty config is {} in this format.'),
    (('ollama/ollama '
      'model/parsers/laguna_jsoncontent_test.go::TestLagunaJSONInContentStreamsPromptly'),
     'Logging defaults to {"level": "debug"} and the app must restart.',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [],
     'Logging defaults to {"level": "debug"} and the app must restart.'),
    (('ollama/ollama '
      'model/parsers/laguna_jsoncontent_test.go::TestLagunaStandaloneJSONToolCallVariants/plain'),
     '{"name":"get_weather","arguments":{"location":"Paris"}}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    (('ollama/ollama model/parsers/laguna_jsonc'
      'ontent_test.go::TestLagunaStandaloneJSONToolCallVariants/arguments first'),
     '{"arguments":{"location":"Paris"},"name":"get_weather"}',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    (('ollama/ollama '
      'model/parsers/laguna_jsoncontent_test.go::TestLagunaStandaloneJSONToolCallVariants/text '
      'after the call'),
     '{"name":"get_weather","arguments":{"location":"Paris"}} checking now',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'days': {'type': 'integer'}}}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'checking now'),
    ('ollama/ollama model/parsers/laguna_minimal_test.go::TestLagunaMinimalJSONContent',
     'The env field: {"TOKEN": "x"} done',
     [{'type': 'function',
       'function': {'name': 'web_search', 'parameters': {'type': 'object', 'properties': {}}}}],
     'json',
     [],
     'The env field: {"TOKEN": "x"} done'),
    (('ollama/ollama '
      'model/parsers/laguna_regression_test.go::TestLagunaIssue17602JSONWithNameFieldStaysContent'),
     'Config: {"name": "my-app", "version": 2}',
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}}],
     'json',
     [],
     'Config: {"name": "my-app", "version": 2}'),
    (('ollama/ollama model/parsers/laguna_regre'
      'ssion_test.go::TestLagunaIssue17602StreamedJSONWithNameFieldStaysContent'),
     '{"name": "Bob", "age": 8}',
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}}],
     'json',
     [],
     '{"name": "Bob", "age": 8}'),
    (('ollama/ollama model/parsers/laguna_regre'
      'ssion_test.go::TestLagunaIssue17602PlainJSONMidStreamDoesNotAbort'),
     'Result: {"value": 42}',
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}}],
     'json',
     [],
     'Result: {"value": 42}'),
    (('ollama/ollama model/parsers/laguna_regre'
      'ssion_test.go::TestLagunaIssue17602RealStandaloneJSONToolCallStillParsed'),
     '{"name": "get_weather", "arguments": {"city": "Paris"}}',
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}}],
     'json',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (('ollama/ollama '
      'model/parsers/laguna_defect4_test.go::TestLagunaHeldCandidateEmitsNoCall'),
     'checking {"na',
     [{'name': 'web_search'}],
     'json',
     [],
     'checking {"na'),
    (('ollama/ollama '
      'model/parsers/laguna_recorded_test.go::TestLagunaRecordedMCPReply'),
     ("</think>Yes, you can add MCP servers to Ollama's chat interface! Here are the main ap"
      'proaches:\n\n## Methods to Connect MCP Servers with Ollama\n\n### 1. **MCPHost (Recom'
      'mended - Easiest)**\nThe simplest method is using **MCPHost**, a Go-based CLI tool th'
      'at bridges Ollama and MCP servers:\n\n```bash\n# Install Go first, then:\ngo install '
      'github.com/mark3labs/mcphost@latest\n\n# Create config file (mcp-servers.json):\n{\n '
      ' "mcpServers": {\n    "filesystem": {\n      "command": "npx",\n      "args": ["-y", '
      '"@modelcontextprotocol/server-filesystem", "/path/to/dir"]\n    },\n    "github": {\n'
      '      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-github"],'
      '\n      "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "your_token"}'),
     [{'name': 'web_search'}, {'name': 'web_fetch'}],
     'json',
     [],
     None),
    (('ollama/ollama '
      'model/parsers/laguna_recorded_test.go::TestLagunaRecordedMCPReply2'),
     ('</think>Based on the search results, yes - there are several ways to connect MCP serv'
      "ers to Ollama's chat interface. Here are the main approaches:\n\n## Methods to Add MC"
      'P Servers to Ollama Chat Interface\n\n### 1. **MCPHost** (Recommended for simplicity)'
      '\nA Go-based CLI that bridges Ollama and MCP servers:\n\n```bash\n# Install MCPHost\n'
      'go install github.com/mark3labs/mcphost@latest\n\n# Create config file (mcp-servers.j'
      'son):\n{\n  "mcpServers": {\n    "filesystem": {\n      "command": "npx",\n      "arg'
      's": ["-y", "@modelcontextprotocol/server-filesystem", "/path/to/dir"]\n    },\n    "g'
      'ithub": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/serve'
      'r-github"],\n      "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "your-token"}'),
     [{'name': 'web_search'}, {'name': 'web_fetch'}],
     'json',
     [],
     ('Based on the search results, yes - there are several ways to connect MCP servers to O'
      "llama's chat interface. Here are the main approaches:\n\n## Methods to Add MCP Server"
      's to Ollama Chat Interface\n\n### 1. **MCPHost** (Recommended for simplicity)\nA Go-b'
      'ased CLI that bridges Ollama and MCP servers:\n\n```bash\n# Install MCPHost\ngo insta'
      'll github.com/mark3labs/mcphost@latest\n\n# Create config file (mcp-servers.json):\n{'
      '\n  "mcpServers": {\n    "filesystem": {\n      "command": "npx",\n      "args": ["-y'
      '", "@modelcontextprotocol/server-filesystem", "/path/to/dir"]\n    },\n    "github": '
      '{\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-github'
      '"],\n      "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "your-token"}')),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
