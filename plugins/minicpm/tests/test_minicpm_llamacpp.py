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
}


def _tools(names: list[str]) -> list[Any] | None:
    return [TOOLS[name] for name in names] or None


#: (template, model output, tools offered, format, expected calls, content or None)
CASES: list[tuple[str, str, list[str], str, Any, str | None]] = [
    ('MiniCPM5-1B',
     "Hello, world!\nWhat's up?",
     [],
     'minicpm',
     [],
     "Hello, world!\nWhat's up?"),
    ('MiniCPM5-1B',
     '<function name="python"><param name="code">print(\'Hello, World!\')</param></function>',
     ['python'],
     'minicpm',
     [{'name': 'python', 'arguments': {'code': "print('Hello, World!')"}}],
     ''),
    ('MiniCPM5-1B',
     '<function name="empty_args"></function>',
     ['empty_args'],
     'minicpm',
     [{'name': 'empty_args', 'arguments': {}}],
     ''),
    ('MiniCPM5-1B',
     '<function name="python"><param name="code">print(\'x\')</param></function>',
     ['python'],
     'minicpm',
     [{'name': 'python', 'arguments': {'code': "print('x')"}}],
     ''),
    ('MiniCPM5-1B',
     '<function name="python"><param name="code">print(\'x\')</param></function>\n'
     '<function name="python"><param name="code">print(\'y\')</param></function>',
     ['python'],
     'minicpm',
     [
         {'name': 'python', 'arguments': {'code': "print('x')"}},
         {'name': 'python', 'arguments': {'code': "print('y')"}},
     ],
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
    ('MiniCPM5-1B',
     'I\'m thinking</think><function name="python"><param name="code">print(\'hey\')</par'
     'am></function>',
     ['python'],
     'minicpm',
     True,
     [{'name': 'python', 'arguments': {'code': "print('hey')"}}],
     '',
     "I'm thinking"),
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
