"""LightLLM's Kimi K3 tests as data for ``kimi_k3``: model outputs from ModelTC/LightLLM's unit
test of ``lightllm/server/function_call_parser.py``'s ``KimiK3Detector`` (the index holds the
module without its path; the rows name its tests) with the calls and content LightLLM expects.
A streamed test is its chunks joined. The tool declares no properties, so ``days`` takes the
type its ``argument`` tag writes.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

TOOLS = [{"type": "function", "function": {
    "name": "get_weather", "description": "Get weather", "parameters": {"type": "object"}}}]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ModelTC/LightLLM (Kimi K3 detector test module)::test_kimi_k3_xtml_argument_tool_call',
     ('<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool="get_weather" ind'
      'ex="1"<|sep|><|open|>argument key="city" type="string"<|sep|>上海<|close|>argumen'
      't<|sep|><|open|>argument key="days" type="number"<|sep|>3<|close|>argument<|sep'
      '|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|>'),
     TOOLS,
     'kimi_k3',
     [{'name': 'get_weather', 'arguments': {'city': '上海', 'days': 3}}],
     ''),
    (('ModelTC/LightLLM (Kimi K3 detector test module)::'
      'test_kimi_k3_xtml_json_tool_call_streaming'),
     ('<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool="get_weather" ind'
      'ex="1"<|sep|><|open|>json type="object"<|sep|>{"city":"Paris"}<|close|>json<|se'
      'p|><|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|>'),
     TOOLS,
     'kimi_k3',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    (('ModelTC/LightLLM (Kimi K3 detector test module)::'
      'test_kimi_k3_xtml_plain_response_is_cleaned_in_streaming_mode'),
     'hello<|close|>response<|sep|><|close|>message<|sep|>',
     TOOLS,
     'kimi_k3',
     [],
     'hello'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_lightllm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
