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
    'edit_gptoss': {
        'type': 'function',
        'function': {
            'name': 'edit',
            'parameters': {
                'type': 'object',
                'properties': {
                    'oldString': {'type': 'string'},
                    'newString': {'type': 'string'},
                    'replaceAll': {'type': 'boolean'},
                },
                'required': ['oldString', 'newString'],
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
    ('gpt-oss-120b',
     "<|channel|>final<|message|>Hello, world!\nWhat's up?",
     [],
     'harmony',
     [],
     "Hello, world!\nWhat's up?"),
    ('gpt-oss-120b',
     "<|channel|>commentary<|message|>Hello, world!\nWhat's up?",
     [],
     'harmony',
     [],
     "Hello, world!\nWhat's up?"),
    ('gpt-oss-120b',
     ' to=functions.special_function<|channel|>analysis<|message|>{"arg1": 1}',
     ['special_function'],
     'harmony',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('gpt-oss-120b',
     '<|channel|>analysis to=functions.special_function<|message|>{"arg1": 1}',
     ['special_function'],
     'harmony',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('gpt-oss-120b',
     ' to=functions.special_function<|channel|>analysis <|constrain|>json<|message|>{"arg1": 1}',
     ['special_function'],
     'harmony',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('gpt-oss-120b',
     '<|channel|>commentary to=functions.special_function<|message|>{"arg1": 1}',
     ['special_function'],
     'harmony',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('llm-jp-4.1-8b-thinking',
     '<|channel|> commentary to=functions.special_function<|message|> {"arg1": 1}',
     ['special_function'],
     'harmony',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    # LLM-jp-4.1's spaced headers are no content (they were, ' final' and all)
    ('llm-jp-4.1-8b-thinking',
     "<|channel|> final<|message|> Hello, world!\nWhat's up?",
     [],
     'harmony',
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
    ('gpt-oss-120b',
     "<|channel|>analysis<|message|>I'm\nthinking<|end|><|start|>assistant<|channel|>fina"
     "l<|message|>Hello, world!\nWhat's up?",
     [],
     'harmony',
     False,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('gpt-oss-120b',
     "<|channel|>analysis<|message|>I'm\nthinking<|end|><|start|>assistant to=functions.s"
     'pecial_function<|channel|>analysis<|message|>{"arg1": 1}',
     ['special_function'],
     'harmony',
     False,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking"),
    ('gpt-oss-120b',
     '<|channel|>analysis<|message|>Thinking about edit...<|end|><|start|>assistant<|chan'
     'nel|>commentary to=functions.edit <|constrain|>json<|message|>{"oldString": "if (pa'
     'rt < railCount - 1) {", "newString": "if (part < 4) {", "replaceAll": false}',
     ['edit_gptoss'],
     'harmony',
     False,
     [
         {
             'name': 'edit',
             'arguments': {
                 'oldString': 'if (part < railCount - 1) {',
                 'newString': 'if (part < 4) {',
                 'replaceAll': False,
             },
         },
     ],
     '',
     'Thinking about edit...'),
    # a structured output's final answer: its header is no content (it left 'final json')
    ('gpt-oss-120b',
     "<|channel|>analysis<|message|>I need to output the invoice details in JSON<|end|><|start"
     "|>assistant<|channel|>final <|constrain|>json<|message|>"
     '{"amount": 123.45, "date": "2025-12-03"}',
     [],
     'harmony',
     False,
     [],
     '{"amount": 123.45, "date": "2025-12-03"}',
     'I need to output the invoice details in JSON'),
    # LLM-jp-4.1: gpt-oss's Harmony with a space after each special token; its analysis
    # channel is reasoning and its headers are no content
    ('llm-jp-4.1-8b-thinking',
     "<|channel|> analysis<|message|> I'm\nthinking<|end|><|start|> assistant<|channel|> fina"
     "l<|message|> Hello, world!\nWhat's up?",
     [],
     'harmony',
     False,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('llm-jp-4.1-8b-thinking',
     "<|channel|> analysis<|message|> I'm\nthinking<|end|><|start|> assistant to=functions.s"
     'pecial_function<|channel|> commentary <|constrain|>  json<|message|> {"arg1": 1}<|end|>'
     '<|start|> assistant to=functions.special_function<|channel|> commentary <|constrain|>  '
     'json<|message|> {"arg1": 2}',
     ['special_function'],
     'harmony',
     False,
     [{'name': 'special_function', 'arguments': {'arg1': 1}},
      {'name': 'special_function', 'arguments': {'arg1': 2}}],
     '',
     "I'm\nthinking"),
    ('llm-jp-4.1-8b-thinking',
     "<|channel|> analysis<|message|> I need to output the invoice details in JSON<|end|><|st"
     "art|> assistant<|channel|> final <|constrain|>  json<|message|> "
     '{"amount": 123.45, "date": "2025-12-03"}',
     [],
     'harmony',
     False,
     [],
     '{"amount": 123.45, "date": "2025-12-03"}',
     'I need to output the invoice details in JSON'),
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
