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
}


def _tools(names: list[str]) -> list[Any] | None:
    return [TOOLS[name] for name in names] or None


#: (template, model output, tools offered, format, reasoning_started, expected calls,
#: content, reasoning)
REASONING_CASES: list[tuple[str, str, list[str], str, bool, Any, str, str]] = [
    ('LFM2.5-8B-A1B',
     "<think>I'm\nthinking</think><|tool_call_start|>[special_function(arg1=1)]<|tool_cal"
     'l_end|>',
     ['special_function'],
     'lfm2',
     False,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking"),
    ('LFM2.5-8B-A1B',
     '<think>I need to call a function</think>Let me check the time.<|tool_call_start|>[g'
     'et_time(city="Paris")]<|tool_call_end|>',
     ['get_time'],
     'lfm2',
     False,
     [{'name': 'get_time', 'arguments': {'city': 'Paris'}}],
     'Let me check the time.',
     'I need to call a function'),
    ('LFM2.5-8B-A1B',
     '<think>Let me think about <|tool_call_start|>[special_function(arg1=1)]<|tool_call_'
     'end|> hmm</think><|tool_call_start|>[special_function(arg1=1)]<|tool_call_end|>',
     ['special_function'],
     'lfm2',
     False,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     'Let me think about <|tool_call_start|>[special_function(arg1=1)]<|tool_call_end|> hmm'),
    ('LFM2.5-8B-A1B',
     "<think>I'm\nthinking</think>Hello, world!\nWhat's up?",
     [],
     'lfm2',
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
