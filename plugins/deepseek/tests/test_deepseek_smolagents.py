"""smolagents' DeepSeek test as data for reasoning: the R1-style answer of
huggingface/smolagents ``tests/test_deepseek_think_tag.py`` (a ``<think>`` block, then a fenced
Python snippet), whose test asserts that the block is gone from the answer and that the snippet
stays. The ``<think>`` pair is the engine's own, so the row runs with ``deepseek_v3`` alone and
with every format installed; the snippet's ``print("Hello World")`` passes a positional argument,
so it is no Python-tier call.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started);
#: content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('huggingface/smolagents tests/test_deepseek_think_tag.py::test_deepseek_think_tag_removal',
     '<think>I need to print hello.</think>\n```python\nprint("Hello World")\n```',
     None,
     'deepseek_v3',
     [],
     '```python\nprint("Hello World")\n```',
     'I need to print hello.',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_smolagents_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                   content: str | None, reasoning: str | None,
                                   started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
