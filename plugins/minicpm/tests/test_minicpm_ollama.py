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

- an ``<arguments>`` tag around the parameters: ``tool_call.unexpected_content`` (Ollama reads
  ``<param>`` tags anywhere inside ``<function>``; vLLM's and mlx-lm's MiniCPM5 parsers read
  the function's own parameters only);
- a call to a tool not offered: ``tool_call.unknown_tool`` (DESIGN 3b); Ollama shows it as
  content.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/minicpm5_test.go::TestMiniCPM5Parser/simple_content',
     'Hello, how are you?',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [],
     'Hello, how are you?'),
    ('ollama/ollama model/parsers/minicpm5_test.go::TestMiniCPM5Parser/tool_call_without_thinking',
     '<function name="get_weather"><param name="city">Paris</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (('ollama/ollama '
      'model/parsers/minicpm5_test.go::TestMiniCPM5Parser/tool_call_with_content_before'),
     ('I\'ll check the weather for you.<function name="get_weather"><param '
      'name="city">Paris</param></function>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     "I'll check the weather for you."),
    ('ollama/ollama model/parsers/minicpm5_test.go::TestMiniCPM5Parser/tool_call_with_cdata_param',
     ('<function name="get_weather"><param name="city"><![CDATA[Paris & '
      '<surroundings>]]></param></function>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris & <surroundings>'}}],
     ''),
    ('ollama/ollama model/parsers/minicpm5_test.go::TestMiniCPM5Parser/multiple_tool_calls',
     ('<function name="get_weather"><param name="city">Paris</param></function><function '
      'name="get_weather"><param name="city">London</param></function>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'city': 'London'}}],
     ''),
    (('ollama/ollama '
      'model/parsers/minicpm5_test.go::TestMiniCPM5Parser/content_mentioning_function_word'),
     'The function of this tool is simple.',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [],
     'The function of this tool is simple.'),
]

#: (source, model output, tools, format, expected calls, content or None, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str, bool | None]] = [
    ('ollama/ollama model/parsers/minicpm5_test.go::TestMiniCPM5Parser/thinking_then_content',
     '<think>Let me think about this.</think>The answer is 42.',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [],
     'The answer is 42.',
     'Let me think about this.',
     None),
    ('ollama/ollama model/parsers/minicpm5_test.go::TestMiniCPM5Parser/thinking_without_open_tag',
     'The user wants the weather.</think>It is sunny.',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [],
     'It is sunny.',
     'The user wants the weather.',
     True),
    ('ollama/ollama model/parsers/minicpm5_test.go::TestMiniCPM5Parser/native_tool_call',
     ('<think>The user wants the weather in Paris.</think><function name="get_weather"><param '
      'name="city">Paris</param></function>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '',
     'The user wants the weather in Paris.',
     None),
    (('ollama/ollama model/parsers/minicpm5_tes'
      't.go::TestMiniCPM5Parser_Streaming/streaming_tool_call_split_tags'),
     ('<think>The user wants the weather.</think><function name="get_weather"><param '
      'name="city">Paris</param></function>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     '',
     'The user wants the weather.',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_ollama_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                               content: str | None, reasoning: str,
                               started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
