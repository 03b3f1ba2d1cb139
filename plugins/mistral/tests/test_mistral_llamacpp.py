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
    ('Ministral-3-14B-Reasoning-2512',
     "Hello, world!\nWhat's up?",
     [],
     'mistral',
     [],
     "Hello, world!\nWhat's up?"),
    ('Mistral-Nemo-Instruct-2407',
     '[TOOL_CALLS][{"name": "special_function", "arguments": {"arg1": 1}, "id": "123456789"}]',
     ['special_function'],
     'mistral',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Mistral-Small-3.2',
     '[TOOL_CALLS]special_function[CALL_ID]123456789[ARGS]{"arg1": 1}',
     ['special_function'],
     'mistral',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Mistral-Small-3.2',
     '[TOOL_CALLS]special_function[CALL_ID]000000001[ARGS]{"arg1": 1}[TOOL_CALLS]special_'
     'function_with_opt[CALL_ID]000000002[ARGS]{"arg1": 1, "arg2": 2}',
     ['special_function', 'special_function_with_opt'],
     'mistral',
     [
         {'name': 'special_function', 'arguments': {'arg1': 1}},
         {'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}},
     ],
     ''),
    ('Devstral-Small-2507',
     '[TOOL_CALLS]special_function[ARGS]{"arg1": 1}',
     ['special_function'],
     'mistral',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Devstral-Small-2507',
     'Hello, world!\nWhat\'s up?[TOOL_CALLS]special_function[ARGS]{"arg1": 1}',
     ['special_function'],
     'mistral',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?"),
]


@pytest.mark.parametrize(("template", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_case(template: str, text: str, tools: list[str], fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, _tools(tools), fmt, expected, content, source=SOURCE + template)


#: (template, model output, tools offered, format, reasoning_started, expected calls,
#: content, reasoning)
REASONING_CASES: list[tuple[str, str, list[str], str, bool, Any, str, str]] = [
    ('Ministral-3-14B-Reasoning-2512',
     "[THINK]I'm\nthinking[/THINK]Hello, world!\nWhat's up?",
     [],
     'mistral',
     False,
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
