"""Families that write GLM's key/value calls and have no format of their own: HyperCLOVA X SEED
Think (vLLM's hyperclovax_seed_think parser) and Poolside (vLLM's and SGLang's poolside_v1).

Cases from vLLM's tests/tool_parsers/test_hyperclovax_seed_think_tool_parser.py and
tests/tool_parsers/test_poolside_v1_tool_parser.py (vllm-project/vllm), with this library's
rules.
"""

from __future__ import annotations

import pytest

import toolcalls

WEATHER = [{"name": "get_weather", "parameters": {"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": "integer"}}}}]


def test_hyperclovax_think_then_calls() -> None:
    pytest.importorskip("toolcalls_hermes")  # <|im_end|> is a control token of ChatML formats
    # the template's layout: reasoning closed by </think>, content, then one call per line
    text = ("The user wants the weather.</think>\n\nLet me check.<tool_call>get_weather\n"
            "<arg_key>city</arg_key>\n<arg_value>Seoul</arg_value>\n<arg_key>days</arg_key>\n"
            "<arg_value>3</arg_value>\n</tool_call>\n<tool_call>get_weather\n<arg_key>city"
            "</arg_key>\n<arg_value>Busan</arg_value>\n</tool_call><|im_end|>")
    result = toolcalls.parse(text, tools=WEATHER)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("get_weather", {"city": "Seoul", "days": 3}, "glm4"),
        ("get_weather", {"city": "Busan"}, "glm4")]
    assert (result.reasoning, result.content, result.errors) == (
        "The user wants the weather.", "Let me check.", [])


def test_hyperclovax_json_list_fallback_is_the_json_tier() -> None:
    pytest.importorskip("toolcalls_openai_json")  # the json format reads it
    # with tool_choice="required" the model writes the JSON list vLLM's schema asks for
    text = '[{"name": "get_weather", "parameters": {"city": "Seoul"}}]'
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "get_weather", "arguments": {"city": "Seoul"}, "format": "json"}]


def test_poolside_calls_keep_string_whitespace() -> None:
    # poolside_v1 keeps a string parameter verbatim (code); the schema types it here too
    tools = [{"name": "write_file", "parameters": {"type": "object", "properties": {
        "path": {"type": "string"}, "content": {"type": "string"}}}}]
    code = "def f():\n    return 1\n"
    text = ("I'll write it.<tool_call>write_file\n<arg_key>path</arg_key>\n<arg_value>a.py"
            f"</arg_value>\n<arg_key>content</arg_key>\n<arg_value>{code}</arg_value>\n"
            "</tool_call>")
    result = toolcalls.parse(text, tools=tools)
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("write_file", {"path": "a.py", "content": code})]
    assert result.content == "I'll write it."


def test_poolside_empty_call_is_unrecognized() -> None:
    # vLLM's stream skips <tool_call></tool_call>; a call with no name is an error here
    result = toolcalls.parse("Text <tool_call></tool_call>")
    assert result.calls == []
    assert [(e.code, e.position) for e in result.errors] == [("tool_call.unrecognized", 16)]
