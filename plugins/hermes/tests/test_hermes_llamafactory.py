"""LLaMA-Factory's Qwen tool extractor as data: the outputs of hiyouga/LlamaFactory
``tests/data/test_formatter.py`` (also in hiyouga/LLaMA-Factory) whose calls the ``qwen``
extractor must return, with the calls it returns. Each row is parsed with every format installed
and with ``hermes`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_qwen_tool_extractor',
     ('<tool_call>\n'
      '{"name": "test_tool", "arguments": {"foo": "bar", "size": 10}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_qwen_multi_tool_extractor',
     ('<tool_call>\n'
      '{"name": "test_tool", "arguments": {"foo": "bar", "size": 10}}\n'
      '</tool_call>\n'
      '<tool_call>\n'
      '{"name": "another_tool", "arguments": {"foo": "job", "size": 2}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}},
      {'name': 'another_tool', 'arguments': {'foo': 'job', 'size': 2}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamafactory_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
