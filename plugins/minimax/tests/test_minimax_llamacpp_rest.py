"""llama.cpp's older chat-parser tests as data for the ``minimax_m2`` format (``test-chat.cpp``'s
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
    ('MiniMax-M2 (reasoning)',
     "<think>I'm\nthinking</think>Hello, world!\nWhat's up?",
     None,
     'minimax_m2',
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('MiniMax-M2 (call)',
     ('<minimax:tool_call><invoke name="special_function"><parameter name="arg1">1</paramete'
      'r></invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('MiniMax-M2 (reasoning and call)',
     ('<think>I\'m\nthinking</think><minimax:tool_call><invoke name="special_function"><para'
      'meter name="arg1">1</parameter></invoke></minimax:tool_call>'),
     None,
     'minimax_m2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking",
     None),
    ('MiniMax-M2 (call and content)',
     ('<minimax:tool_call><invoke name="special_function"><parameter name="arg1">1</paramete'
      "r></invoke></minimax:tool_call>Hello, world!\nWhat's up?"),
     None,
     'minimax_m2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     '',
     None),
    ('MiniMax-M2 (reasoning, call and content)',
     ('<think>I\'m\nthinking</think><minimax:tool_call><invoke name="special_function"><para'
      'meter name="arg1">1</parameter></invoke></minimax:tool_call>Hello, world!\nWhat\'s up'
      '?'),
     None,
     'minimax_m2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('MiniMax-M2 (streamed)',
     ("<think>I'm\nthinking\n</think>Hello, world!\nWhat's up?\n<minimax:tool_call><invoke n"
      'ame="special_function"><parameter name="arg1">1</parameter></invoke></minimax:tool_ca'
      'll>'),
     None,
     'minimax_m2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('MiniMax-M2 (streamed, newlines)',
     ("<think>I'm\nthinking\n</think>\n\nHello, world!\nWhat's up?\n\n<minimax:tool_call>\n<"
      'invoke name="special_function">\n<parameter name="arg1">1</parameter>\n</invoke>\n</m'
      'inimax:tool_call>\n'),
     None,
     'minimax_m2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('MiniMax-M2 (streamed, optional argument)',
     ('<minimax:tool_call>\n<invoke name="special_function_with_opt">\n<parameter name="arg1'
      '">1</parameter>\n<parameter name="arg2">2</parameter>\n</invoke>\n</minimax:tool_call'
      '>'),
     None,
     'minimax_m2',
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}}],
     '',
     '',
     None),
    ('MiniMax-M2 (template, call)',
     ('<minimax:tool_call>\n<invoke name="special_function">\n<parameter name="arg1">1</para'
      'meter>\n</invoke>\n</minimax:tool_call>'),
     LEGACY,
     'minimax_m2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('MiniMax-M2 (template, optional argument left out)',
     ('<minimax:tool_call>\n<invoke name="special_function_with_opt">\n<parameter name="arg1'
      '">1</parameter>\n</invoke>\n</minimax:tool_call>'),
     LEGACY,
     'minimax_m2',
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('MiniMax-M2 (template, optional argument)',
     ('<minimax:tool_call>\n<invoke name="special_function_with_opt">\n<parameter name="arg1'
      '">1</parameter>\n<parameter name="arg2">2</parameter>\n</invoke>\n</minimax:tool_call'
      '>'),
     LEGACY,
     'minimax_m2',
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
