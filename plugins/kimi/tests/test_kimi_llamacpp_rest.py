"""llama.cpp's older chat-parser tests as data for the ``kimi_k2`` format (``test-chat.cpp``'s
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
    ('Kimi-K2-Thinking (reasoning)',
     "<think>I'm\nthinking</think>Hello, world!\nWhat's up?",
     None,
     'kimi_k2',
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('Kimi-K2-Thinking (reasoning and call)',
     ("<think>I'm\nthinking</think><|tool_calls_section_begin|><|tool_call_begin|>functions."
      'special_function:0<|tool_call_argument_begin|>{"arg1": 1}<|tool_call_end|><|tool_call'
      's_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking",
     None),
    ('Kimi-K2-Thinking (call and content)',
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.special_function:0<|tool_cal'
      'l_argument_begin|>{"arg1": 1}<|tool_call_end|><|tool_calls_section_end|>Hello, world!'
      "\nWhat's up?"),
     None,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     '',
     None),
    ('Kimi-K2-Thinking (reasoning, call and content)',
     ("<think>I'm\nthinking</think><|tool_calls_section_begin|><|tool_call_begin|>functions."
      'special_function:0<|tool_call_argument_begin|>{"arg1": 1}<|tool_call_end|><|tool_call'
      "s_section_end|>Hello, world!\nWhat's up?"),
     None,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('Kimi-K2-Thinking (streamed)',
     ("<think>I'm\nthinking\n</think>Hello, world!\nWhat's up?\n<|tool_calls_section_begin|>"
      '<|tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>{"arg1": 1'
      '}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('Kimi-K2-Thinking (streamed, newlines)',
     ("<think>I'm\nthinking\n</think>\n\nHello, world!\nWhat's up?\n\n<|tool_calls_section_b"
      'egin|><|tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>{"ar'
      'g1": 1}<|tool_call_end|><|tool_calls_section_end|>\n'),
     None,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('Kimi-K2-Thinking (streamed, optional argument)',
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.special_function_with_opt:0<'
      '|tool_call_argument_begin|>{"arg1": 1, "arg2": 2}<|tool_call_end|><|tool_calls_sectio'
      'n_end|>'),
     None,
     'kimi_k2',
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}}],
     '',
     '',
     None),
    ('Kimi-K2-Thinking (streamed, string argument)',
     ("<think>I'm\nthinking</think>Hello, world!\nWhat's up?\n<|tool_calls_section_begin|><|"
      'tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>{"arg1": "12'
      '3456"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': '123456'}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('Kimi-K2-Thinking (streamed, array argument)',
     ("<think>I'm\nthinking</think>Hello, world!\nWhat's up?\n<|tool_calls_section_begin|><|"
      'tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>{"arg1": [1,'
      ' 2, "345", 6]}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': [1, 2, '345', 6]}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('Kimi-K2-Thinking (streamed, object argument)',
     ("<think>I'm\nthinking</think>Hello, world!\nWhat's up?\n<|tool_calls_section_begin|><|"
      'tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>{"arg1": {"1'
      '2": 34, "5": [67, 8], "9": "10"}}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': {'12': 34, '5': [67, 8], '9': '10'}}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('Kimi-K2-Thinking (streamed, typed values)',
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.complex_function:0<|tool_cal'
      'l_argument_begin|>{"name": "John Doe", "age": 30, "active": true, "score": 95.5}<|too'
      'l_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'complex_function',
       'arguments': {'name': 'John Doe', 'age': 30, 'active': True, 'score': 95.5}}],
     '',
     '',
     None),
    ('Kimi-K2-Thinking (streamed, quotes)',
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.web_search:0<|tool_call_argu'
      'ment_begin|>{"query":"\\"From Zero\\" Linkin Park album tracklist complete songs","li'
      'mit":3,"type":"text"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'web_search',
       'arguments': {'query': '"From Zero" Linkin Park album tracklist complete songs',
                     'limit': 3,
                     'type': 'text'}}],
     '',
     '',
     None),
    ('Kimi-K2-Thinking (streamed, list of objects)',
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.read_file:0<|tool_call_argum'
      'ent_begin|>{"args": [{"path": "src/providers/ThemeProvider.tsx"}, {"path": "src/compo'
      'nents/Header.tsx"}, {"path": "src/components/ThemeToggle.tsx"}, {"path": "src/app/glo'
      'bals.css"}, {"path": "src/app/layout.tsx"}]}<|tool_call_end|><|tool_calls_section_end'
      '|>'),
     None,
     'kimi_k2',
     [{'name': 'read_file',
       'arguments': {'args': [{'path': 'src/providers/ThemeProvider.tsx'},
                              {'path': 'src/components/Header.tsx'},
                              {'path': 'src/components/ThemeToggle.tsx'},
                              {'path': 'src/app/globals.css'},
                              {'path': 'src/app/layout.tsx'}]}}],
     '',
     '',
     None),
    ('Kimi-K2-Thinking (streamed, content and call)',
     ('Let me start by examining the relevant files to understand the current implementation'
      '.<|tool_calls_section_begin|><|tool_call_begin|>functions.read_file:0<|tool_call_argu'
      'ment_begin|>{"files":[{"path":"src/app/Partners.tsx","line_ranges":["1-100"]}]}<|tool'
      '_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'read_file',
       'arguments': {'files': [{'path': 'src/app/Partners.tsx', 'line_ranges': ['1-100']}]}}],
     'Let me start by examining the relevant files to understand the current implementation.',
     '',
     None),
    ('Kimi-K2-Thinking (streamed, four calls)',
     ("<think>I'm thinking.</think>Let me call multiple tools.<|tool_calls_section_begin|><|"
      'tool_call_begin|>functions.read_file:0<|tool_call_argument_begin|>{"files":[{"path":"'
      'src/app/Partners.tsx","line_ranges":["1-100"]}]}<|tool_call_end|><|tool_call_begin|>f'
      'unctions.web_search:1<|tool_call_argument_begin|>{"query":"\\"From Zero\\" Linkin Par'
      'k album tracklist complete songs","limit":3,"type":"text"}<|tool_call_end|><|tool_cal'
      'l_begin|>functions.complex_function:2<|tool_call_argument_begin|>{"name": "John Doe",'
      ' "age": 30, "active": true, "score": 95.5}<|tool_call_end|><|tool_call_begin|>functio'
      'ns.emoji_function:3<|tool_call_argument_begin|>{"message":"Hello! 👋 🌟 🚀 Testing emoji'
      's: 😀😃😄😁 and symbols: ∑∏∆∇"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'read_file',
       'arguments': {'files': [{'path': 'src/app/Partners.tsx', 'line_ranges': ['1-100']}]}},
      {'name': 'web_search',
       'arguments': {'query': '"From Zero" Linkin Park album tracklist complete songs',
                     'limit': 3,
                     'type': 'text'}},
      {'name': 'complex_function',
       'arguments': {'name': 'John Doe', 'age': 30, 'active': True, 'score': 95.5}},
      {'name': 'emoji_function',
       'arguments': {'message': 'Hello! 👋 🌟 🚀 Testing emojis: 😀😃😄😁 and symbols: ∑∏∆∇'}}],
     'Let me call multiple tools.',
     "I'm thinking.",
     None),
    ('Kimi-K2-Thinking (template, call)',
     ('<think></think><|tool_calls_section_begin|><|tool_call_begin|>functions.special_funct'
      'ion:0<|tool_call_argument_begin|>{"arg1": 1}<|tool_call_end|><|tool_calls_section_end'
      '|>'),
     LEGACY,
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Kimi-K2-Thinking (template, optional argument left out)',
     ('<think></think><|tool_calls_section_begin|><|tool_call_begin|>functions.special_funct'
      'ion_with_opt:0<|tool_call_argument_begin|>{"arg1": 1}<|tool_call_end|><|tool_calls_se'
      'ction_end|>'),
     LEGACY,
     'kimi_k2',
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Kimi-K2-Thinking (template, optional argument)',
     ('<think></think><|tool_calls_section_begin|><|tool_call_begin|>functions.special_funct'
      'ion_with_opt:0<|tool_call_argument_begin|>{"arg1": 1, "arg2": 2}<|tool_call_end|><|to'
      'ol_calls_section_end|>'),
     LEGACY,
     'kimi_k2',
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
