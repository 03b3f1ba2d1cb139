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
}


def _tools(names: list[str]) -> list[Any] | None:
    return [TOOLS[name] for name in names] or None


#: (template, model output, tools offered, format, expected calls, content or None)
CASES: list[tuple[str, str, list[str], str, Any, str | None]] = [
    ('command-r-plus',
     "<|CHATBOT_TOKEN|>Hello, world!\nWhat's up?<|END_OF_TURN_TOKEN|>",
     [],
     'command_r_action',
     [],
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
    ('command-r7b',
     "<|START_THINKING|>I'm\nthinking<|END_THINKING|><|START_RESPONSE|>Hello, world!\n"
     "What's up?<|END_RESPONSE|>",
     [],
     'command_r',
     False,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('Cohere2MoE',
     "<|END_THINKING|><|START_TEXT|>Hello, world!\nWhat's up?<|END_TEXT|>",
     [],
     'command_r',
     True,
     [],
     "Hello, world!\nWhat's up?",
     ''),
    ('Cohere2MoE',
     'I need to output the invoice details in JSON<|END_THINKING|><|START_TEXT|>{"amount"'
     ': 123.45, "date": "2025-12-03"}<|END_TEXT|>',
     ['special_function'],
     'command_r',
     True,
     [],
     '{"amount": 123.45, "date": "2025-12-03"}',
     'I need to output the invoice details in JSON'),
    ('Cohere2MoE',
     '<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "special_'
     'function", "parameters": {"arg1": 1}}\n'
     ']<|END_ACTION|>',
     ['special_function'],
     'command_r',
     True,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     ''),
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
