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
#: GigaChat 3.1 writes a bare JSON call after its <|function_call|> token: the json format reads
#: it (docs/formats.md, gigachat); gigachat's control tokens, when installed, keep the token
#: out of content, which these rows leave unchecked so they hold with json alone.
CASES: list[tuple[str, str, list[str], str, Any, str | None]] = [
    ('GigaChat3.1-10B-A1.8B',
     '<|function_call|>{"name": "special_function", "arguments": {"arg1": 1}}',
     ['special_function'],
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     None),
    ('GigaChat3.1-10B-A1.8B',
     'Hello, world!\nWhat\'s up?<|function_call|>{"name": "special_function", "arguments"'
     ': {"arg1": 1}}',
     ['special_function'],
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     None),
]


@pytest.mark.parametrize(("template", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_case(template: str, text: str, tools: list[str], fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, _tools(tools), fmt, expected, content, source=SOURCE + template)
