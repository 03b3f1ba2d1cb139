"""ms-swift's Kimi agent templates as data: the model output of modelscope/ms-swift's K2.5
agent-template tests (``TestKimiK25ToolCallId``; the index stores that module without its
path), the text its renderer writes for two calls, which ``test_parallel_tool_calls`` parses back
(that test checks the names; the row holds the whole calls), and the XTML tool section that
``tests/test_align/test_template/test_kimi_k3.py::test_kimi_k3_tool_call_align`` parses back.
Each row is parsed with every format installed and with its format alone.

Left out by rule: ``<|tool_call_begin|>get_weather<|tool_call_argument_begin|>...``, a call whose
id has no ``:N`` counter, is ``tool_call.invalid_name`` here (plugins/kimi/README.md, Grammar and
Errors); ms-swift takes the id as the name."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('modelscope/ms-swift (K2.5 agent-template test module, path not stored)::'
      'TestKimiK25ToolCallId::test_get_toolcall_returns_function_name_not_call_id'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
    (('modelscope/ms-swift (K2.5 agent-template test module, path not stored)::'
      'TestKimiK25ToolCallId::test_parallel_tool_calls (the text its renderer writes)'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_'
      'call_argument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
      {'name': 'get_time', 'arguments': {'city': 'Beijing'}}],
     None),
    (('modelscope/ms-swift tests/test_align/test_template/test_kimi_k3.py::'
      'test_kimi_k3_tool_call_align'),
     ('<|open|>think<|sep|>t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|><'
      '|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="c'
      'ity" type="string"<|sep|>Beijing<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools'
      '<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ms_swift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
