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
    'empty_args_no_schema': {
        'type': 'function',
        'function': {'name': 'empty_args_no_schema', 'parameters': {}},
    },
    'get_time': {
        'type': 'function',
        'function': {
            'name': 'get_time',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
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
    ('granite-4.1',
     '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>',
     ['special_function'],
     'hermes',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Reka-Edge',
     "Hello, world!\nWhat's up?",
     [],
     'hermes',
     [],
     "Hello, world!\nWhat's up?"),
    ('Reka-Edge',
     '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}</tool_call>',
     ['special_function'],
     'hermes',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Reka-Edge',
     '<tool_call>\n{"name": "get_time", "arguments": {"city": "XYZCITY"}}</tool_call>',
     ['get_time'],
     'hermes',
     [{'name': 'get_time', 'arguments': {'city': 'XYZCITY'}}],
     ''),
    ('Reka-Edge',
     '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}</tool_call><too'
     'l_call>\n{"name": "special_function_with_opt", "arguments": {"arg1": 1, "arg2": 2}}'
     '</tool_call>',
     ['special_function', 'special_function_with_opt'],
     'hermes',
     [
         {'name': 'special_function', 'arguments': {'arg1': 1}},
         {'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}},
     ],
     ''),
    ('Reka-Edge',
     '<tool_call>\n{"name": "empty_args", "arguments": {}}</tool_call>',
     ['empty_args'],
     'hermes',
     [{'name': 'empty_args', 'arguments': {}}],
     ''),
    ('Reka-Edge',
     '<tool_call>\n{"name": "empty_args_no_schema", "arguments": {}}</tool_call>',
     ['empty_args_no_schema'],
     'hermes',
     [{'name': 'empty_args_no_schema', 'arguments': {}}],
     ''),
    ('Reka-Edge',
     "Hello, world!\nWhat's up?\n<tool_call>\n"
     '{"name": "special_function", "arguments": {"arg1": 1}}\n'
     '</tool_call>',
     ['special_function'],
     'hermes',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?"),
    ('Reka-Edge',
     '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n'
     '</tool_call>\n<tool_call>\n{"name": "special_function_with_opt", "arguments": {"arg'
     '1": 1, "arg2": 2}}\n</tool_call>',
     ['special_function', 'special_function_with_opt'],
     'hermes',
     [
         {'name': 'special_function', 'arguments': {'arg1': 1}},
         {'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}},
     ],
     ''),
    ('MiMo-VL',
     '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>',
     ['special_function'],
     'hermes',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Hermes-3-Llama-3.1-8B',
     '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>',
     ['special_function'],
     'hermes',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Qwen2.5-7B-Instruct',
     '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>',
     ['special_function'],
     'hermes',
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
    ('Qwen-QwQ-32B',
     'Let me think about this...\n</think>\nThe answer is 42.',
     [],
     'hermes',
     True,
     [],
     'The answer is 42.',
     'Let me think about this...'),
    ('Qwen-QwQ-32B',
     '</think>Hello, world!',
     [],
     'hermes',
     True,
     [],
     'Hello, world!',
     ''),
    ('Reka-Edge',
     "I'm\nthinking\n</think>\n\n<tool_call>\n"
     '{"name": "special_function", "arguments": {"arg1": 1}}</tool_call>',
     ['special_function'],
     'hermes',
     True,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking"),
    ('Reka-Edge',
     'I need to call a function\n</think>\n\n'
     'Let me check the time.<tool_call>\n{"name": "get_time", "arguments": {"city": "XYZC'
     'ITY"}}</tool_call>',
     ['get_time'],
     'hermes',
     True,
     [{'name': 'get_time', 'arguments': {'city': 'XYZCITY'}}],
     'Let me check the time.',
     'I need to call a function'),
    ('Reka-Edge',
     'Let me think about <tool_call>\n{"name": "special_function", "arguments": {"arg1": '
     '2}}</tool_call> hmm\n</think>\n\n<tool_call>\n'
     '{"name": "special_function", "arguments": {"arg1": 1}}</tool_call>',
     ['special_function'],
     'hermes',
     True,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     'Let me think about <tool_call>\n{"name": "special_function", "arguments": {"arg1": '
     '2}}</tool_call> hmm'),
    ('Reka-Edge',
     "I'm\nthinking\n</think>\n\nHello, world!\nWhat's up?",
     [],
     'hermes',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
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


#: The tools of llama.cpp's older ``test_template_output_parsers`` block: special_function,
#: special_function_with_opt and python (``code``, a string).
LEGACY_SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"
LEGACY_TOOLS: list[Any] = [
    TOOLS['special_function'],
    TOOLS['special_function_with_opt'],
    {
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
]

#: Rows of the older block (``common_chat_parse`` with the Hermes 2 Pro format, read at commit
#: e7e21164bdf5): (template, model output, format, reasoning_started, expected calls, content,
#: reasoning); ``True`` where the test sets ``thinking_forced_open``. The block's other outputs
#: are rows of other tables or differ by a rule (docs/conformance.md).
LEGACY_CASES: list[tuple[str, str, str, bool | None, Any, str, str]] = [
    ('Hermes-2-Pro (QwQ-32B, thinking forced open)',
     ("I'm\nthinking</think>\n"
      '<tool_call>{"name": "special_function", "arguments": {"arg1": 1}}</tool_call>'),
     'hermes',
     True,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking"),
    ('Hermes-2-Pro',
     ("Hello, world!\nWhat's up?<tool_call>\n"
      '{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>'),
     'hermes',
     None,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     ''),
    ('Hermes-2-Pro (multiple calls)',
     ('<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>\n'
      '<tool_call>\n{"name": "python", "arguments": {"code":"print(\'hello\')"}}\n</tool_call>'),
     'hermes',
     None,
     [{'name': 'special_function', 'arguments': {'arg1': 1}},
      {'name': 'python', 'arguments': {'code': "print('hello')"}}],
     '',
     ''),
    ('Hermes-2-Pro (template, multiple calls)',
     ('<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>\n'
      '<tool_call>\n{"name": "python", "arguments": {"code":"print(\'test\')"}}\n</tool_call>'),
     'hermes',
     None,
     [{'name': 'special_function', 'arguments': {'arg1': 1}},
      {'name': 'python', 'arguments': {'code': "print('test')"}}],
     '',
     ''),
    ('Hermes-2-Pro (template, python lines)',
     ('<tool_call>\n{"name": "python", "arguments": {"code":"# This is a program:\\nprint('
      '\'hey\')"}}\n</tool_call>'),
     'hermes',
     None,
     [{'name': 'python', 'arguments': {'code': "# This is a program:\nprint('hey')"}}],
     '',
     ''),
    ('Hermes-2-Pro (reasoning format deepseek)',
     "<think>I'm\nthinking</think>Hello, world!\nWhat's up?",
     'hermes',
     None,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('Hermes-2-Pro (a tool call inside unclosed reasoning)',
     '<think><tool_call>nah uhg</tool_call>',
     'hermes',
     None,
     [],
     '',
     '<tool_call>nah uhg</tool_call>'),
]


@pytest.mark.parametrize(
    ("template", "text", "fmt", "started", "expected", "content", "reasoning"),
    LEGACY_CASES, ids=[f"{i}" for i in range(len(LEGACY_CASES))])
def test_llamacpp_legacy_case(template: str, text: str, fmt: str, started: bool | None,
                              expected: Any, content: str, reasoning: str) -> None:
    assert_peer_case(text, LEGACY_TOOLS, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True,
                     source=LEGACY_SOURCE + template)
