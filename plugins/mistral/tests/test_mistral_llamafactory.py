"""LLaMA-Factory's Mistral tool extractor as data: the outputs of hiyouga/LlamaFactory
``tests/data/test_formatter.py`` (``test_mistral_tool_extractor``,
``test_mistral_multi_tool_extractor``) with the ``[TOOL_CALLS]`` token put back in front, as
Mistral v0.3 writes it and as LLaMA-Factory's own ``mistral`` template renders a call turn
(``[TOOL_CALLS] {{content}}``); its decoder drops the special token before extracting. The same
texts without the token are rows of plugins/openai_json/tests/test_openai_json_llamafactory.py.
Each row is parsed with every format installed and with ``mistral`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('hiyouga/LlamaFactory tests/data/test_formatter.py::'
      'test_mistral_tool_extractor ([TOOL_CALLS] put back)'),
     '[TOOL_CALLS] {"name": "test_tool", "arguments": {"foo": "bar", "size": 10}}',
     None,
     'mistral',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}}],
     None),
    (('hiyouga/LlamaFactory tests/data/test_formatter.py::'
      'test_mistral_multi_tool_extractor ([TOOL_CALLS] put back)'),
     ('[TOOL_CALLS] [{"name": "test_tool", "arguments": {"foo": "bar", "size": 10}}, {"name": "an'
      'other_tool", "arguments": {"foo": "job", "size": 2}}]'),
     None,
     'mistral',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}},
      {'name': 'another_tool', 'arguments': {'foo': 'job', 'size': 2}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamafactory_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
