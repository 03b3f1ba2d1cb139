"""LLaMA-Factory's LFM2 tool extractor as data: the outputs of hiyouga/LlamaFactory
``tests/data/test_formatter.py`` (the ``lfm2`` extractor tests, and the text its formatter writes
in ``test_lfm2_tool_round_trip``, which the test then extracts), with the calls the extractor
returns. The nested-dict and list tests check a few keys; a row holds the whole call. A text with
no markers is handed back as content, which the row asserts. Each row is parsed with every
format installed and with ``lfm2`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_lfm2_tool_extractor',
     '<|tool_call_start|>[test_tool(foo="bar", size=10)]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_lfm2_multi_tool_extractor',
     ('<|tool_call_start|>[test_tool(foo="bar", size=10), another_tool(foo="job", size=2)]<|tool_'
      'call_end|>'),
     None,
     'lfm2',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}},
      {'name': 'another_tool', 'arguments': {'foo': 'job', 'size': 2}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_lfm2_tool_extractor_with_nested_dict',
     ('<|tool_call_start|>[search(query="test", options={"limit": 10, "offset": 0})]<|tool_call_e'
      'nd|>'),
     None,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'test', 'options': {'limit': 10, 'offset': 0}}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_lfm2_tool_extractor_with_list_arg',
     '<|tool_call_start|>[batch_process(items=[1, 2, 3], enabled=True)]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'batch_process', 'arguments': {'items': [1, 2, 3], 'enabled': True}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_lfm2_tool_extractor_no_match',
     'This is a regular response without tool calls.',
     None,
     'lfm2',
     [],
     'This is a regular response without tool calls.'),
    (('hiyouga/LlamaFactory tests/data/test_formatter.py::'
      'test_lfm2_tool_round_trip (the text its formatter writes)'),
     '<|tool_call_start|>[my_func(arg1="hello", arg2=42, arg3=true)]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'my_func', 'arguments': {'arg1': 'hello', 'arg2': 42, 'arg3': True}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamafactory_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
