"""llama.cpp's older chat-parser tests as data for the ``json`` format: model outputs from
ggml-org/llama.cpp ``tests/test-chat.cpp`` (``test_template_output_parsers``, characters
32,000-80,000 of the file at commit e7e21164bdf5) with the calls, content and reasoning
llama.cpp expects. Tools are the ones the test hands the parser: none where it calls the parser
directly, the block's tool list where it renders a template and parses the rendered turn.

Most rows are outputs llama.cpp's Hermes 2 Pro parser reads (bare, fenced, after text).

Each row is parsed with every format installed and with its format alone; content and reasoning
are compared with whitespace runs collapsed, as llama.cpp compares them. How rows were chosen,
what was left out and the differences by rule: docs/conformance.md, section "llama.cpp's
chat-parser tests (beyond the corpus)", paragraph "The middle of the block".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"

#: special_function, special_function_with_opt and python (``code``, a string): the tools the
#: block hands a template it renders.
LEGACY: list[Any] = [
    {'name': 'special_function',
     'parameters': {'type': 'object', 'properties': {'arg1': {'type': 'integer'}},
                    'required': ['arg1']}},
    {'name': 'special_function_with_opt',
     'parameters': {'type': 'object',
                    'properties': {'arg1': {'type': 'integer'}, 'arg2': {'type': 'integer'}},
                    'required': ['arg1']}},
    {'name': 'python',
     'parameters': {'type': 'object', 'properties': {'code': {'type': 'string'}},
                    'required': ['code']}},
]

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
CASES: list[tuple[str, str, Any, str, Any, str, str, bool | None]] = [
    ('Gemma 2 generic (template, call with id)',
     ('{\n  "tool_calls": [\n    {\n      "name": "special_function",\n      "arguments": {\n '
      '       "arg1": 1\n      },\n      "id": "123456789"\n    }\n  ]\n}'),
     LEGACY,
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Hermes-2-Pro (fence, indented)',
     '```\n  {"name": "special_function", "arguments": {"arg1": 1}}\n```',
     None,
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Hermes-2-Pro (fence)',
     '```\n{"name": "special_function", "arguments": {"arg1": 1}}\n```',
     None,
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Hermes-2-Pro (json fence)',
     '```json\n  {"name": "special_function", "arguments": {"arg1": 1}}\n```',
     None,
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Hermes-2-Pro (bare JSON)',
     '{"name": "special_function", "arguments": {"arg1": 1}}',
     None,
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Hermes-2-Pro (bare JSON, line break)',
     '{\n  "name": "special_function", "arguments": {"arg1": 1}}',
     None,
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Hermes-2-Pro (JSON after text)',
     'This is not a tool call:\n{"name": "special_function", "arguments": {"arg1": 1}}',
     None,
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     'This is not a tool call:',
     '',
     None),
    ('Llama 3.1 (parameters)',
     '{"name": "special_function", "parameters": {"arg1": 1}}',
     None,
     'json',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
]


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_middle_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                              content: str, reasoning: str, started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=SOURCE + source)
