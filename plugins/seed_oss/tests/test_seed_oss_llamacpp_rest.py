"""llama.cpp's older chat-parser tests as data for the ``seed_oss`` format: model outputs from
ggml-org/llama.cpp ``tests/test-chat.cpp`` (``test_template_output_parsers``, read at commit
e7e21164bdf5) with the calls, content and reasoning llama.cpp expects. Streamed outputs are their
text whole; ``reasoning_started=True`` marks a test whose template opened the reasoning block in
the prompt (``thinking_forced_open``). Tools are the ones the test hands the parser: none where
it calls the parser directly, the block's special_function, special_function_with_opt and
python where it renders a template (``LEGACY``).

Each row is parsed with every format installed and with its format alone; content and reasoning
are compared with whitespace runs collapsed, as llama.cpp compares them. The block's other
outputs, and the ones that differ by a rule, are listed in docs/conformance.md, section
"llama.cpp's chat-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"

#: special_function, special_function_with_opt and python (``code``, a string).
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
    ('Seed-OSS (reasoning)',
     "<seed:think>I'm thinking about the answer</seed:think>Hello, world!",
     None,
     'seed_oss',
     [],
     'Hello, world!',
     "I'm thinking about the answer",
     None),
    ('Seed-OSS (call)',
     ('<seed:tool_call>\n<function=calculate_sum>\n<parameter=numbers>[1, 2, 3]</parameter>'
      '\n</function>\n</seed:tool_call>'),
     None,
     'seed_oss',
     [{'name': 'calculate_sum', 'arguments': {'numbers': [1, 2, 3]}}],
     '',
     '',
     None),
    ('Seed-OSS (reasoning and call)',
     ('<seed:think>I need to calculate the sum of these numbers</seed:think><seed:tool_call>'
      '\n<function=calculate_sum>\n<parameter=numbers>[1, 2, 3]</parameter>\n</function>\n</'
      'seed:tool_call>'),
     None,
     'seed_oss',
     [{'name': 'calculate_sum', 'arguments': {'numbers': [1, 2, 3]}}],
     '',
     'I need to calculate the sum of these numbers',
     None),
    ('Seed-OSS (two parameters)',
     ('<seed:tool_call>\n<function=process_data>\n<parameter=input>test</parameter>\n<parame'
      'ter=format>json</parameter>\n</function>\n</seed:tool_call>'),
     None,
     'seed_oss',
     [{'name': 'process_data', 'arguments': {'input': 'test', 'format': 'json'}}],
     '',
     '',
     None),
    ('Seed-OSS (content)',
     'This is a simple response without reasoning.',
     None,
     'seed_oss',
     [],
     'This is a simple response without reasoning.',
     '',
     None),
]


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_rest_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str, reasoning: str, started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=SOURCE + source)
