"""ServiceNow Apriel 1.5 / 1.6 write their calls in Jamba's grammar, ``<tool_calls>[...]``.

The templates (llama.cpp's ``models/templates/unsloth-Apriel-1.5.jinja`` and
``Apriel-1.6-15b-Thinker-fixed.jinja``) ask for, and write, ``<tool_calls>[{"name": ...,
"arguments": ...}, ...]</tool_calls>``, an ``"id"`` beside each call of an earlier turn. That
is the array that ``jamba`` and ``hunyuan`` read (the same bytes: whichever is installed names
the calls). The cases are llama.cpp's Apriel 1.5 calls and Apriel 1.6 outputs quoted in a
public Go parser test (found by content search; the index names no repository). Apriel's
reasoning, the text before ``[BEGIN FINAL RESPONSE]`` (the template prefills ``Here are my
reasoning steps:``), and its ``[END FINAL RESPONSE]`` and ``<|end|>`` are declared by ``jamba``.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls import Parser

pytest.importorskip("toolcalls_hunyuan")

PARSER = Parser()
WEB = ("web_search", {"query": "Iran news 2025"})

#: (id, text, calls, content)
COVERED: list[tuple[str, str, list[tuple[str, dict[str, Any]]], str | None]] = [
    ("real output", '<tool_calls>[{"name": "web_search", "arguments": {"query": "latest Iran '
     'news September 2025"}}]</tool_calls>',
     [("web_search", {"query": "latest Iran news September 2025"})], ""),
    ("a model-written id", '<tool_calls>[{"name": "web_search", "arguments": {"query": "test"}, '
     '"id": "abc123"}]</tool_calls>', [("web_search", {"query": "test"})], ""),
    ("llama.cpp: the template's call", '\n<tool_calls>[{"name": "special_function", '
     '"arguments": {"arg1": 1}}]</tool_calls>', [("special_function", {"arg1": 1})], ""),
    ("two calls, as the template writes them",
     '<tool_calls>[{"name": "a", "arguments": {"x": 1}}, {"name": "b", "arguments": {}}]'
     "</tool_calls>", [("a", {"x": 1}), ("b", {})], ""),
    ("reasoning before the final response",
     "Here are my reasoning steps:\nThe user wants recent news about Iran. I should search the "
     'web.\n[BEGIN FINAL RESPONSE]\n<tool_calls>[{"name": "web_search", "arguments": {"query": '
     '"Iran news 2025"}}]</tool_calls>', [WEB], ""),
]

#: (id, text, reasoning, content): the reasoning pair and tokens ``jamba`` declares for Apriel
REASONING: list[tuple[str, str, str, str]] = [
    ("the prompt's opener written back", "Here are my reasoning steps:\nThe user wants news. "
     "I should search.\n[BEGIN FINAL RESPONSE]\nSearching now.", "The user wants news. I should "
     "search.", "Searching now."),
    ("the opener prefilled: the closer alone", "1. x\n2. y\n[BEGIN FINAL RESPONSE]\nParis.\n"
     "[END FINAL RESPONSE]\n<|end|>", "1. x\n2. y", "Paris."),
    ("a call in the final response", "Look it up.\n[BEGIN FINAL RESPONSE]\n<tool_calls>"
     '[{"name": "web_search", "arguments": {"query": "Iran news 2025"}}]</tool_calls>\n'
     "[END FINAL RESPONSE]<|end|>", "Look it up.", ""),
    ("still thinking at the end", "Here are my reasoning steps:\nfirst", "first", ""),
]


@pytest.mark.parametrize(("text", "reasoning", "content"), [c[1:] for c in REASONING],
                         ids=[c[0] for c in REASONING])
@pytest.mark.parametrize("formats", [None, ["jamba"]])
def test_apriel_reasoning_is_read(text: str, reasoning: str, content: str,
                                  formats: list[str] | None) -> None:
    result = PARSER.parse(text, formats=formats)
    assert (result.reasoning, result.content, result.errors) == (reasoning, content, [])
    if "<tool_calls>" in text:
        assert [c.name for c in result.calls] == ["web_search"]


@pytest.mark.parametrize(("text", "calls", "content"), [c[1:] for c in COVERED],
                         ids=[c[0] for c in COVERED])
def test_apriel_calls_are_read(text: str, calls: list[tuple[str, dict[str, Any]]],
                               content: str | None) -> None:
    got = PARSER.parse_tool_calls(text, include_format=True)
    assert [(c["name"], c["arguments"]) for c in got] == calls
    assert {c["format"] for c in got} <= {"jamba", "hunyuan"}
    result = PARSER.parse(text)
    assert result.errors == []
    if content is not None:
        assert result.content == content
