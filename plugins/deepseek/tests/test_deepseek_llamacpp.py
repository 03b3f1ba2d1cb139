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
    'magic_int': {
        'type': 'function',
        'function': {
            'name': 'magic_int',
            'parameters': {
                'type': 'object',
                'properties': {'ref': {'type': 'integer'}, 'name': {'type': 'string'}},
                'required': ['ref'],
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


#: (template, model output, tools offered, format, expected calls, content or None)
CASES: list[tuple[str, str, list[str], str, Any, str | None]] = [
    ('DeepSeek-V3.1',
     'CONTENT',
     [],
     'deepseek_v31',
     [],
     'CONTENT'),
    ('DeepSeek-V3.2',
     "Hello, world!\nWhat's up?",
     [],
     'deepseek_v32',
     [],
     "Hello, world!\nWhat's up?"),
    ('DeepSeek-V4',
     "Hello, world!\nWhat's up?",
     [],
     'deepseek_v4',
     [],
     "Hello, world!\nWhat's up?"),
    ('DeepSeek-V4-Flash-0731',
     '\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="special_function">\n'
     '<｜DSML｜parameter name="arg1" string="false">1</｜DSML｜parameter>\n'
     '</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
     ['special_function'],
     'deepseek_v4',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('DeepSeek-R1-Distill-Qwen-32B',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>special_function\n'
     '```json\n{"arg1": 1}```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     ['special_function'],
     'deepseek_v3',
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
    ('DeepSeek-V3.1',
     'REASONING</think>\nCONTENT',
     [],
     'deepseek_v31',
     True,
     [],
     'CONTENT',
     'REASONING'),
    ('DeepSeek-V3.2',
     "I'm\nthinking</think>Hello, world!\nWhat's up?",
     [],
     'deepseek_v32',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('DeepSeek-V4',
     "I'm\nthinking</think>Hello, world!\nWhat's up?",
     [],
     'deepseek_v4',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('DeepSeek-V4',
     'Multi-arg call</think>\n\n<｜DSML｜tool_calls>\n'
     '<｜DSML｜invoke name="magic_int">\n<｜DSML｜parameter name="ref" string="false">42</｜DS'
     'ML｜parameter>\n<｜DSML｜parameter name="name" string="true">foo bar</｜DSML｜parameter>'
     '\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
     ['magic_int'],
     'deepseek_v4',
     True,
     [{'name': 'magic_int', 'arguments': {'ref': 42, 'name': 'foo bar'}}],
     '',
     'Multi-arg call'),
    ('llama-cpp-deepseek-r1',
     "</think>Hello, world!\nWhat's up?",
     [],
     'deepseek_v3',
     True,
     [],
     "Hello, world!\nWhat's up?",
     ''),
    ('llama-cpp-deepseek-r1',
     "I'm\nthinking</think>Hello, world!\nWhat's up?",
     [],
     'deepseek_v3',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('DeepSeek-R1-Distill-Qwen-32B',
     "</think>Hello, world!\nWhat's up?",
     [],
     'deepseek_v3',
     True,
     [],
     "Hello, world!\nWhat's up?",
     ''),
    ('DeepSeek-R1-Distill-Qwen-32B',
     "I'm\nthinking</think>Hello, world!\nWhat's up?",
     [],
     'deepseek_v3',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('DeepSeek-R1-Distill-Llama-8B',
     "</think>Hello, world!\nWhat's up?",
     [],
     'deepseek_v3',
     True,
     [],
     "Hello, world!\nWhat's up?",
     ''),
    ('DeepSeek-R1-Distill-Llama-8B',
     "I'm\nthinking</think>Hello, world!\nWhat's up?",
     [],
     'deepseek_v3',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('llama-cpp-deepseek-r1',
     '</think><｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>special_function'
     '\n```json\n{"arg1": 1}```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     ['special_function'],
     'deepseek_v3',
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
