"""ServiceNow Apriel 1.5 / 1.6 write their calls in Jamba's grammar, ``<tool_calls>[...]``.

The templates (llama.cpp's ``models/templates/unsloth-Apriel-1.5.jinja`` and
``Apriel-1.6-15b-Thinker-fixed.jinja``) ask for, and write, ``<tool_calls>[{"name": ...,
"arguments": ...}, ...]</tool_calls>``, an ``"id"`` beside each call of an earlier turn. That
is the array that ``jamba`` and ``hunyuan`` read (the same bytes: whichever is installed names
the calls). The cases are llama.cpp's Apriel 1.5 calls and Apriel 1.6 outputs quoted in a
public Go parser test (found by content search; the index names no repository). What is not
read: Apriel's reasoning, the text before ``[BEGIN FINAL RESPONSE]`` (docs/formats.md,
"Families read by existing formats"), so these tests assert the calls only where the text
holds reasoning.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls import Parser

pytest.importorskip("toolcalls_hunyuan")

PARSER = Parser()
WEB = ("web_search", {"query": "Iran news 2025"})

#: (id, text, calls, content or None where the text holds reasoning this does not read)
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
     '"Iran news 2025"}}]</tool_calls>', [WEB], None),
]


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
