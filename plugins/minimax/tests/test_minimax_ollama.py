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

- a value declared ``string`` that holds JSON (``{"keywords": [...]}``): typed by the schema,
  it stays the string written (DESIGN 3b); Ollama returns the object;
- ``</parameter>`` or ``</invoke>`` left out before the block's closer: ``tool_call.unclosed``
  (DESIGN 3a; the ``</invoke>`` case is in test_minimax.py);
- a call with no tools passed: a call (without ``tools`` nothing changes, DESIGN 3b); Ollama
  rejects it;
- two reasoning blocks: joined with a newline (``First thought`` / ``Second thought``), Ollama
  glues them.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/single invoke with '
      'single parameter'),
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">Tokyo</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/single invoke with '
      'multiple parameters'),
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">San Francisco</parameter>\n'
      '<parameter name="unit">celsius</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}],
     ''),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/single invoke with no '
      'parameters'),
     '<minimax:tool_call>\n<invoke name="calculate">\n</invoke>\n</minimax:tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'calculate', 'arguments': {}}],
     ''),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/multiple invokes',
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">Tokyo</parameter>\n'
      '</invoke>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">London</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}},
      {'name': 'get_weather', 'arguments': {'location': 'London'}}],
     ''),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/parameter with integer '
      'value'),
     ('<minimax:tool_call>\n'
      '<invoke name="search_web">\n'
      '<parameter name="query">AI news</parameter>\n'
      '<parameter name="limit">10</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'search_web', 'arguments': {'query': 'AI news', 'limit': 10}}],
     ''),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/content before tool call',
     ('Let me check the weather. <minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">Tokyo</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Let me check the weather. '),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/content after tool call',
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">Tokyo</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>\n'
      'Here is the weather.'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Here is the weather.'),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/content before and '
      'after tool call'),
     ('Let me check. <minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">Tokyo</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>\n'
      'Done checking.'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Let me check. Done checking.'),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/whitespace in parameter '
      'values'),
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">  San Francisco  </parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/empty parameter value',
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location"></parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': ''}}],
     ''),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/special characters in '
      'values'),
     ('<minimax:tool_call>\n'
      '<invoke name="search_web">\n'
      '<parameter name="query">AI &amp; Machine Learning</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'search_web', 'arguments': {'query': 'AI &amp; Machine Learning'}}],
     ''),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/multiple tool call blocks',
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">Tokyo</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>\n'
      'Some text.\n'
      '<minimax:tool_call>\n'
      '<invoke name="search_web">\n'
      '<parameter name="query">news</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}},
      {'name': 'search_web', 'arguments': {'query': 'news'}}],
     'Some text.\n'),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/parameter with newlines',
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">\n'
      'Tokyo\n'
      '</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2ParserStreaming/tool call tag '
      'split across chunks'),
     ('Let me check. <minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">Tokyo</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     'Let me check. '),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2ParserStreaming/parameter '
      'value split across chunks'),
     ('<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">San Francisco</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2ParserErrors/unknown tool',
     ('<minimax:tool_call>\n'
      '<invoke name="unknown_function">\n'
      '<parameter name="param">value</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}}],
     'minimax_m2',
     'error',
     None),
]

#: (source, model output, tools, format, expected calls, content or None, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str, bool | None]] = [
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/thinking content only',
     '<think>I need to analyze this problem first.</think>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [],
     '',
     'I need to analyze this problem first.',
     None),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/thinking then tool call',
     ('<think>I should check the weather.</think>\n'
      '<minimax:tool_call>\n'
      '<invoke name="get_weather">\n'
      '<parameter name="location">Tokyo</parameter>\n'
      '</invoke>\n'
      '</minimax:tool_call>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     '',
     'I should check the weather.',
     None),
    ('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/thinking with content',
     'Let me think. <think>This is complex.</think> Okay, done.',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [],
     'Let me think. Okay, done.',
     'This is complex.',
     None),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2Parser/tool call inside think '
      'tag'),
     ('<think>Maybe I should call <minimax:tool_call><invoke name="get_weather"><parameter '
      'name="location">Tokyo</parameter></invoke></minimax:tool_call></think>'),
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'},
                                                  'unit': {'type': 'string'}}}}},
      {'type': 'function',
       'function': {'name': 'search_web',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'},
                                                  'limit': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'calculate',
                    'parameters': {'type': 'object',
                                   'properties': {'expression': {'type': 'string'}}}}}],
     'minimax_m2',
     [],
     '',
     ('Maybe I should call <minimax:tool_call><invoke name="get_weather"><parameter '
      'name="location">Tokyo</parameter></invoke></minimax:tool_call>'),
     None),
    (('ollama/ollama model/parsers/minimaxm2_test.go::TestMiniMaxM2ParserStreaming/thinking tag '
      'split across chunks'),
     'Let me think. <think>This is complex.</think> Done.',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'string'}}}}}],
     'minimax_m2',
     [],
     'Let me think. Done.',
     'This is complex.',
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
