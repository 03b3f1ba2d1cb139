"""Ollama's Harmony parser tests as data: the outputs of ollama/ollama harmony/harmonyparser_test.go
that hold a call (TestToolCallArgParsing, and the two TestHarmonyParserHeaderEvent cases whose
first header is a call's or whose analysis message comes before one), with the calls, content
and reasoning Ollama expects. The other tests of the file check headers and stream events of
messages that are no calls, or name mapping, and are left out.

Left out too, where toolcalls differs:
- "empty args become empty object" (the text ends right after ``<|message|>``): a payload cut
  at the end of the text is ``json.unexpected_end`` in batch parsing (DESIGN 4; a message to a
  tool must be a JSON object, DESIGN 3a); Ollama gives ``{}``.
- "truncated JSON missing one brace / multiple braces is repaired": JSON is strict and a
  broken call is reported, never repaired (DESIGN 2, 3); Ollama closes the braces."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama harmony/harmonyparser_test.go::TestToolCallArgParsing/valid tool call with '
     'clean JSON args',
     '<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json'
     '<|message|>{"location":"San Francisco"}',
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     None),
    ('ollama/ollama harmony/harmonyparser_test.go::TestHarmonyParserHeaderEvent/2',
     '<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json'
     '<|message|>{"location":"San Francisco"}<|call|><|start|>functions.get_weather to=assistant'
     '<|message|>{"sunny": true, "temperature": 20}<|end|>',
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     None),
]

#: (source, model output, tools, format, reasoning_started, expected calls, content,
#: reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, bool | None, Any, str | None, str | None]] = [
    ('ollama/ollama harmony/harmonyparser_test.go::TestHarmonyParserHeaderEvent/3',
     '<|channel|>analysis<|message|>User asks weather in SF. We need location. Use '
     'get_current_weather with location "San Francisco, CA".<|end|><|start|>assistant<|channel|>'
     'commentary to=functions.get_current_weather <|constrain|>json<|message|>{"location":"San '
     'Francisco, CA"}<|call|>',
     None,
     'harmony',
     None,
     [{'name': 'get_current_weather', 'arguments': {'location': 'San Francisco, CA'}}],
     '',
     'User asks weather in SF. We need location. Use get_current_weather with location "San '
     'Francisco, CA".'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "started", "expected", "content", "reasoning"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_ollama_reasoning_case(source: str, text: str, tools: Any, fmt: str,
                               started: bool | None, expected: Any, content: str | None,
                               reasoning: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
