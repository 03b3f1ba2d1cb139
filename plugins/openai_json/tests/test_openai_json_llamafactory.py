"""LLaMA-Factory's Llama 3 and Mistral tool extractors as data: outputs of hiyouga/LlamaFactory
``tests/data/test_formatter.py``. LLaMA-Factory decodes with the special tokens skipped, so the
Mistral extractor sees the JSON without ``[TOOL_CALLS]``; these rows hold the text as the tests
give it, a bare object or array, which is the ``json`` tier's (the Mistral rows with the token
put back are in plugins/mistral/tests/test_mistral_llamafactory.py). Llama 3.1's JSON calls use
``parameters``, Mistral's ``arguments``. Each row is parsed with every format installed and with
``json`` alone. The empty array ``[]`` of two extractor tests (no call, the text handed back) is
tested already (plugins/granite/tests/test_xlam_covered.py)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_llama3_tool_extractor',
     '{"name": "test_tool", "parameters": {"foo": "bar", "size": 10}}\n',
     None,
     'json',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_llama3_multi_tool_extractor',
     ('[{"name": "test_tool", "parameters": {"foo": "bar", "size": 10}}, {"name": "another_tool",'
      ' "parameters": {"foo": "job", "size": 2}}]'),
     None,
     'json',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}},
      {'name': 'another_tool', 'arguments': {'foo': 'job', 'size': 2}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_mistral_tool_extractor',
     '{"name": "test_tool", "arguments": {"foo": "bar", "size": 10}}',
     None,
     'json',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_mistral_multi_tool_extractor',
     ('[{"name": "test_tool", "arguments": {"foo": "bar", "size": 10}}, {"name": "another_tool", '
      '"arguments": {"foo": "job", "size": 2}}]'),
     None,
     'json',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}},
      {'name': 'another_tool', 'arguments': {'foo': 'job', 'size': 2}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamafactory_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
