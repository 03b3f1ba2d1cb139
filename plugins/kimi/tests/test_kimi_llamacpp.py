"""llama.cpp's chat-parser tests as data: each row is a model output from
ggml-org/llama.cpp tests/test-chat.cpp (``test_template_output_peg_parsers``, the block of
the template named in the row), with C++ escapes decoded, the tools the test offers and the
calls and content it expects. Each row is parsed with every format installed and with its
format alone. Rows the shared conformance corpus already holds are left out, and so are
rows where toolcalls differs from llama.cpp by a DESIGN rule (docs/conformance.md).

``REASONING_CASES`` are the rows that assert reasoning or start inside a reasoning block
the prompt opened (``reasoning_started=True``); llama.cpp compares content and reasoning
with the ends stripped, and so do they.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_peg_parsers/"


#: The tools of llama.cpp's tests that the rows offer, by name.
TOOLS: dict[str, Any] = {
    'empty_args': {
        'type': 'function',
        'function': {
            'name': 'empty_args',
            'parameters': {'type': 'object', 'properties': {}},
        },
    },
    'execute_command': {
        'type': 'function',
        'function': {
            'name': 'execute_command',
            'parameters': {
                'type': 'object',
                'properties': {
                    'command': {'type': 'string'},
                    'cwd': {'type': 'string'},
                    'timeout': {'type': 'integer'},
                },
                'required': ['command'],
            },
        },
    },
    'python': {
        'type': 'function',
        'function': {
            'name': 'python',
            'parameters': {
                'type': 'object',
                'properties': {'code': {'type': 'string'}},
                'required': ['code'],
            },
        },
    },
    'special_function': {
        'type': 'function',
        'function': {
            'name': 'special_function',
            'parameters': {
                'type': 'object',
                'properties': {'arg1': {'type': 'integer'}},
                'required': ['arg1'],
            },
        },
    },
    'special_function_with_opt': {
        'type': 'function',
        'function': {
            'name': 'special_function_with_opt',
            'parameters': {
                'type': 'object',
                'properties': {'arg1': {'type': 'integer'}, 'arg2': {'type': 'integer'}},
                'required': ['arg1'],
            },
        },
    },
}


def _tools(names: list[str]) -> list[Any] | None:
    return [TOOLS[name] for name in names] or None


#: (template, model output, tools offered, format, expected calls, content or None)
CASES: list[tuple[str, str, list[str], str, Any, str | None]] = [
    ('Kimi-K3',
     '<|open|>response<|sep|>Use the response tag, then message the handler.<|close|>resp'
     'onse<|sep|><|close|>message<|sep|>',
     [],
     'kimi_k3',
     [],
     'Use the response tag, then message the handler.'),
    ('Kimi-K3',
     '<|open|>response<|sep|><|close|>response<|sep|><|open|>tools<|sep|><|open|>call too'
     'l="special_function_with_opt" index="1"<|sep|><|open|>argument key="arg1" type="num'
     'ber"<|sep|>1<|close|>argument<|sep|><|open|>argument key="arg2" type="number"<|sep|'
     '>2<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message'
     '<|sep|>',
     ['special_function_with_opt'],
     'kimi_k3',
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}}],
     ''),
    ('Kimi-K2-Thinking',
     "Hello, world!\nWhat's up?",
     [],
     'kimi_k2',
     [],
     "Hello, world!\nWhat's up?"),
    ('Kimi-K2-Thinking',
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.special_function:0<|tool_c'
     'all_argument_begin|>{"arg1": 1}<|tool_call_end|><|tool_call_begin|>functions.specia'
     'l_function_with_opt:1<|tool_call_argument_begin|>{"arg1": 1, "arg2": 2}<|tool_call_'
     'end|><|tool_calls_section_end|>',
     ['special_function', 'special_function_with_opt'],
     'kimi_k2',
     [
         {'name': 'special_function', 'arguments': {'arg1': 1}},
         {'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}},
     ],
     ''),
    ('Kimi-K2-Thinking',
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.empty_args:0<|tool_call_ar'
     'gument_begin|>{}<|tool_call_end|><|tool_calls_section_end|>',
     ['empty_args'],
     'kimi_k2',
     [{'name': 'empty_args', 'arguments': {}}],
     ''),
    ('Kimi-K2-Thinking',
     '<|tool_call_begin|>functions.execute_command:0<|tool_call_argument_begin|>{"command'
     '": "ls -lah", "cwd": "dev/exllamav3", "timeout": 10}',
     ['execute_command'],
     'kimi_k2',
     [
         {
             'name': 'execute_command',
             'arguments': {
                 'command': 'ls -lah',
                 'cwd': 'dev/exllamav3',
                 'timeout': 10,
             },
         },
     ],
     ''),
    ('Kimi-K2',
     "Hello, world!\nWhat's up?",
     [],
     'kimi_k2',
     [],
     "Hello, world!\nWhat's up?"),
    ('Kimi-K2-Instruct',
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.special_function:0<|tool_c'
     'all_argument_begin|>{"arg1": 1}<|tool_call_end|><|tool_calls_section_end|>',
     ['special_function'],
     'kimi_k2',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
]


@pytest.mark.parametrize(("template", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_case(template: str, text: str, tools: list[str], fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, _tools(tools), fmt, expected, content, source=SOURCE + template)


#: (template, model output, tools offered, format, reasoning_started, expected calls,
#: content, reasoning)
REASONING_CASES: list[tuple[str, str, list[str], str, bool, Any, str, str]] = [
    ('Kimi-K3',
     "I'm thinking about this<|close|>think<|sep|><|open|>response<|sep|>Hello, world!\n"
     "What's up?<|close|>response<|sep|><|close|>message<|sep|>",
     [],
     'kimi_k3',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm thinking about this"),
    ('Kimi-K3',
     'I was still thinking when the budget ran out',
     [],
     'kimi_k3',
     True,
     [],
     '',
     'I was still thinking when the budget ran out'),
    ('Kimi-K2-Thinking',
     '<think>I need to call two functions</think><|tool_calls_section_begin|><|tool_call_'
     'begin|>functions.special_function:0<|tool_call_argument_begin|>{"arg1": 1}<|tool_ca'
     'll_end|><|tool_call_begin|>functions.python:1<|tool_call_argument_begin|>{"code": "'
     'print(\'hey\')"}<|tool_call_end|><|tool_calls_section_end|>',
     ['special_function', 'python'],
     'kimi_k2',
     False,
     [
         {'name': 'special_function', 'arguments': {'arg1': 1}},
         {'name': 'python', 'arguments': {'code': "print('hey')"}},
     ],
     '',
     'I need to call two functions'),
]



@pytest.mark.parametrize(
    ("template", "text", "tools", "fmt", "started", "expected", "content", "reasoning"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_llamacpp_reasoning_case(template: str, text: str, tools: list[str], fmt: str,
                                 started: bool, expected: Any, content: str,
                                 reasoning: str) -> None:
    assert_peer_case(text, _tools(tools), fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started or None, collapse=True,
                     source=SOURCE + template)
