"""llama.cpp's older chat-parser tests as data for the ``seed_oss`` format (``test-chat.cpp``'s
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
