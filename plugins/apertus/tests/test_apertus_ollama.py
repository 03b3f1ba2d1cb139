"""Ollama's Apertus 1.5 parser tests as data: the model outputs of ollama/ollama
model/parsers/apertus15_test.go, with the calls, content and reasoning Ollama expects. A
streamed test is its chunks joined. Content and reasoning are compared with whitespace runs
collapsed (Ollama trims around markers). An "error" row is an envelope Ollama rejects;
toolcalls reports an error too.

Left out: ContinuesThinkingPrefill (in test_apertus.py), and ToolCallInsideThinking
(``<|inner_prefix|>`` then a call with no ``<|inner_suffix|>``): a reasoning block runs to its
closer or to the end and is not searched (DESIGN 3c); Ollama ends it at ``<|tools_prefix|>``."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserAcceptsConsumedToolSuffix',
     '<|tools_prefix|>[{"lookup":{"id":"42"}}]',
     None,
     'apertus',
     [{'name': 'lookup', 'arguments': {'id': '42'}}],
     None),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserInitResetsToolCallIndexes',
     '<|tools_prefix|>[{"first":{}}]<|tools_suffix|>',
     None,
     'apertus',
     [{'name': 'first', 'arguments': {}}],
     None),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserRejectsMalformedToolCalls'
     '/0',
     '<|tools_prefix|>[{"lookup":<|tools_suffix|>',
     None,
     'apertus',
     'error',
     None),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserRejectsMalformedToolCalls'
     '/1',
     '<|tools_prefix|>[{"one":{},"two":{}}]<|tools_suffix|>',
     None,
     'apertus',
     'error',
     None),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserRejectsMalformedToolCalls'
     '/2',
     '<|tools_prefix|>[{"lookup":"not-an-object"}]<|tools_suffix|>',
     None,
     'apertus',
     'error',
     None),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserRejectsMalformedToolCalls'
     '/3',
     '<|tools_prefix|>[{"lookup":[1,2]}]<|tools_suffix|>',
     None,
     'apertus',
     'error',
     None),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserRejectsMalformedToolCalls'
     '/4',
     '<|tools_prefix|>[{"lookup":null}]<|tools_suffix|>',
     None,
     'apertus',
     'error',
     None),
]

#: (source, model output, tools, format, reasoning_started, expected calls, content,
#: reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, bool | None, Any, str | None, str | None]] = [
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserContentAndThinking',
     '<|assistant_start|>Before.<|inner_prefix|>Reason carefully.<|inner_suffix|>After.'
     '<|assistant_end|>',
     None,
     'apertus',
     None,
     [],
     'Before.After.',
     'Reason carefully.'),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserToolCalls',
     'I will check.<|tools_prefix|>[{"get_weather":{"city":"Zurich"}},{"get_time":{"offset":2,'
     '"dst":true}}]<|tools_suffix|>',
     None,
     'apertus',
     None,
     [{'name': 'get_weather', 'arguments': {'city': 'Zurich'}},
      {'name': 'get_time', 'arguments': {'offset': 2, 'dst': True}}],
     'I will check.',
     ''),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserMultipleToolEnvelopesWith'
     'Content',
     'Before.<|tools_prefix|>[{"first":{"x":1}}]<|tools_suffix|>Between.<|tools_prefix|>['
     '{"second":{"y":2}}]<|tools_suffix|>After.',
     None,
     'apertus',
     None,
     [{'name': 'first', 'arguments': {'x': 1}}, {'name': 'second', 'arguments': {'y': 2}}],
     'Before.Between.After.',
     ''),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserEveryByteBoundary',
     '<|assistant_start|><|inner_prefix|>Think.<|inner_suffix|>Answer.<|tools_prefix|>[{"lookup":'
     '{"id":"42"}}]<|tools_suffix|><|assistant_end|>',
     None,
     'apertus',
     None,
     [{'name': 'lookup', 'arguments': {'id': '42'}}],
     'Answer.',
     'Think.'),
    ('ollama/ollama model/parsers/apertus15_test.go::TestApertus15ParserByteAtATime',
     '<|inner_prefix|>Reason.<|inner_suffix|><|tools_prefix|>[{"first":{"x":1}},{"second":{"y":'
     '[1,2]}}]<|tools_suffix|>',
     None,
     'apertus',
     None,
     [{'name': 'first', 'arguments': {'x': 1}}, {'name': 'second', 'arguments': {'y': [1, 2]}}],
     '',
     'Reason.'),
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
