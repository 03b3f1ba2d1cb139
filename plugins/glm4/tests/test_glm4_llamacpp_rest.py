"""llama.cpp's older chat-parser tests as data for the ``glm4`` format (``test-chat.cpp``'s
``test_template_output_parsers``, read at e7e21164bdf5): how a row is written, the tools, what
was left out and the differences by rule are in docs/conformance.md, section "llama.cpp's
chat-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"

#: special_function, special_function_with_opt and python (``code``, a string).
LEGACY: list[Any] = [
    {'name': 'special_function',
     'parameters': {'type': 'object', 'properties': {'arg1': {'type': 'integer'}},
                    'required': ['arg1']}},
    {'name': 'special_function_with_opt',
     'parameters': {'type': 'object',
                    'properties': {'arg1': {'type': 'integer'}, 'arg2': {'type': 'integer'}},
                    'required': ['arg1']}},
    {'name': 'python',
     'parameters': {'type': 'object', 'properties': {'code': {'type': 'string'}},
                    'required': ['code']}},
]

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
CASES: list[tuple[str, str, Any, str, Any, str, str, bool | None]] = [
    ('GLM-4.6 (reasoning)',
     "\n<think>I'm\nthinking</think>\nHello, world!\nWhat's up?",
     None,
     'glm4',
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('GLM-4.6 (call)',
     ('\n<tool_call>special_function\n<arg_key>arg1</arg_key>\n<arg_value>1</arg_value>\n</t'
      'ool_call>'),
     None,
     'glm4',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('GLM-4.6 (reasoning and call)',
     ("\n<think>I'm\nthinking</think>\n<tool_call>special_function\n<arg_key>arg1</arg_key>"
      '\n<arg_value>1</arg_value>\n</tool_call>'),
     None,
     'glm4',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking",
     None),
    ('GLM-4.6 (call and content)',
     ('\n<tool_call>special_function\n<arg_key>arg1</arg_key>\n<arg_value>1</arg_value>\n</t'
      "ool_call>Hello, world!\nWhat's up?"),
     None,
     'glm4',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     '',
     None),
    ('GLM-4.6 (reasoning, content and call)',
     ("\n<think>I'm\nthinking</think>Hello, world!\nWhat's up?\n<tool_call>special_function"
      '\n<arg_key>arg1</arg_key>\n<arg_value>1</arg_value>\n</tool_call>'),
     None,
     'glm4',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('GLM-4.6 (streamed, optional argument)',
     ('\n<think></think>\n<tool_call>special_function_with_opt\n<arg_key>arg1</arg_key>\n<ar'
      'g_value>1</arg_value>\n<arg_key>arg2</arg_key>\n<arg_value>2</arg_value>\n</tool_call'
      '>\n'),
     None,
     'glm4',
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}}],
     '',
     '',
     None),
    ('GLM-4.6 (streamed, typed values)',
     ('<tool_call>complex_function\n<arg_key>name</arg_key>\n<arg_value>John Doe</arg_value>'
      '\n<arg_key>age</arg_key>\n<arg_value>30</arg_value>\n<arg_key>active</arg_key>\n<arg_'
      'value>true</arg_value>\n<arg_key>score</arg_key>\n<arg_value>95.5</arg_value>\n</tool'
      '_call>'),
     None,
     'glm4',
     [{'name': 'complex_function',
       'arguments': {'name': 'John Doe', 'age': 30, 'active': True, 'score': 95.5}}],
     '',
     '',
     None),
    ('GLM-4.6 (streamed, quotes)',
     ('<tool_call>web_search\n<arg_key>query</arg_key>\n<arg_value>"From Zero" Linkin Park a'
      'lbum tracklist complete songs</arg_value>\n<arg_key>limit</arg_key>\n<arg_value>3</ar'
      'g_value>\n<arg_key>type</arg_key>\n<arg_value>text</arg_value>\n</tool_call>'),
     None,
     'glm4',
     [{'name': 'web_search',
       'arguments': {'query': '"From Zero" Linkin Park album tracklist complete songs',
                     'limit': 3,
                     'type': 'text'}}],
     '',
     '',
     None),
    ('GLM-4.6 (template, call)',
     ('\n<think></think>\n<tool_call>special_function\n<arg_key>arg1</arg_key>\n<arg_value>1'
      '</arg_value>\n</tool_call>\n'),
     LEGACY,
     'glm4',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('GLM-4.6 (template, optional argument left out)',
     ('\n<think></think>\n<tool_call>special_function_with_opt\n<arg_key>arg1</arg_key>\n<ar'
      'g_value>1</arg_value>\n</tool_call>\n'),
     LEGACY,
     'glm4',
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('GLM-4.6 (template, optional argument)',
     ('\n<think></think>\n<tool_call>special_function_with_opt\n<arg_key>arg1</arg_key>\n<ar'
      'g_value>1</arg_value>\n<arg_key>arg2</arg_key>\n<arg_value>2</arg_value>\n</tool_call'
      '>\n'),
     LEGACY,
     'glm4',
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}}],
     '',
     '',
     None),
]


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_rest_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str, reasoning: str, started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=SOURCE + source)
