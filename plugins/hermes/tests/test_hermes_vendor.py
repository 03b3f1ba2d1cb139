"""Qwen-Agent's tests of its Nous-style function-call prompt as data: QwenLM/Qwen-Agent
``tests/llm/test_nous_fncall_prompt.py``. The ``extract_fn`` tests give the JSON between the
tags; their rows wrap it as Qwen-Agent's own ``preprocess_fncall_messages`` writes a call
(``<tool_call>\\n{json}\\n</tool_call>``). The ``postprocess`` test feeds the model's text with
the closing tag missing at the end (DESIGN 3a accepts it when the payload is complete).

Differences by rule, no row: Qwen-Agent reads the payload with ``json5`` (trailing commas,
single quotes, comments), toolcalls with strict JSON (DESIGN 3: a json.* error), and it drops
text after ``</tool_call>``, which toolcalls keeps as content (DESIGN 1 and 3a).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = "QwenLM/Qwen-Agent tests/llm/test_nous_fncall_prompt.py::"

#: (source, model output, tools, format, expected calls, content)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_extract_fn_keeps_empty_arguments_object',
     '<tool_call>\n{"name": "search", "arguments": {}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'search', 'arguments': {}}],
     ''),
    (SRC + 'test_extract_fn_stops_after_nested_arguments_object',
     '<tool_call>\n{"name": "search", "arguments": {"query": {"q": "qwen"}}}\n</tool_call>',
     None,
     'hermes',
     [{'name': 'search', 'arguments': {'query': {'q': 'qwen'}}}],
     ''),
    (SRC + 'test_postprocess_incomplete_tool_call_keeps_empty_arguments',
     '<tool_call>\n{"name": "search", "arguments": {}}\n',
     None,
     'hermes',
     [{'name': 'search', 'arguments': {}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vendor_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
