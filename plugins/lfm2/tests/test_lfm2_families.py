"""openPangu V2 writes a JSON array of calls inside LFM2's tokens (vLLM's openpangu_v2 parser);
the cases of vLLM's tests/tool_parsers/test_openpanguv2_tool_parser.py (vllm-project/vllm)."""

from __future__ import annotations

import pytest

import toolcalls


@pytest.mark.parametrize("key", ["arguments", "parameters"])
def test_a_json_array_in_the_tokens(key: str) -> None:
    text = ('Let me check.<|tool_call_start|>[{"name": "get_weather", "' + key
            + '": {"city": "Paris"}}, {"name": "get_time", "' + key + '": {}}]'
            "<|tool_call_end|>")
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("get_weather", {"city": "Paris"}, "lfm2"), ("get_time", {}, "lfm2")]
    assert (result.content, result.errors) == ("Let me check.", [])
