"""llama.cpp's older chat-parser tests as data for the ``nemotron`` format (``test-chat.cpp``'s
``test_template_output_parsers``, read at e7e21164bdf5): how a row is written, the tools, what
was left out and the differences by rule are in docs/conformance.md, section "llama.cpp's
chat-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"


#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
CASES: list[tuple[str, str, Any, str, Any, str, str, bool | None]] = [
    ('Nemotron Nano v2 (reasoning)',
     "<think>I'm\nthinking</think>Hello, world!\nWhat's up?",
     None,
     'nemotron',
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
    ('Nemotron Nano v2 (call)',
     '<TOOLCALL>[{"name": "special_function", "arguments": {"arg1": 1}}]</TOOLCALL>',
     None,
     'nemotron',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Nemotron Nano v2 (reasoning and call)',
     ('<think>I\'m\nthinking</think><TOOLCALL>[{"name": "special_function", "arguments": {"a'
      'rg1": 1}}]</TOOLCALL>'),
     None,
     'nemotron',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking",
     None),
    ('Nemotron Nano v2 (call and content)',
     ('<TOOLCALL>[{"name": "special_function", "arguments": {"arg1": 1}}]</TOOLCALL>Hello, w'
      "orld!\nWhat's up?"),
     None,
     'nemotron',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     '',
     None),
    ('Nemotron Nano v2 (reasoning, call and content)',
     ('<think>I\'m\nthinking</think><TOOLCALL>[{"name": "special_function", "arguments": {"a'
      'rg1": 1}}]</TOOLCALL>Hello, world!\nWhat\'s up?'),
     None,
     'nemotron',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking",
     None),
]


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_rest_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str, reasoning: str, started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=SOURCE + source)
