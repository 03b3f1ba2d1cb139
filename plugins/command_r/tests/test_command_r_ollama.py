"""Ollama's Cohere (Command A reasoning) and Command R parser tests as data: the model outputs of
ollama/ollama model/parsers/cohere_test.go (the output begins inside ``<|START_THINKING|>``,
which the generation prompt writes when reasoning is on: ``reasoning_started=True``) and
model/parsers/commandr_test.go (``Action: ```json [...] ````), with the calls, content and
reasoning Ollama expects. A streamed test is its chunks joined. Content and reasoning are
compared with whitespace runs collapsed (Ollama trims around markers). An "error" row is an
action block Ollama answers with no call; toolcalls reports the error.

Left out: the commandr cases already in test_command_r.py (MultipleToolCalls,
ContentBeforeAction, SingleObject, DoneWithPendingToolCalls), the streaming-only
StreamsBeforeDone, and the cases where toolcalls differs:
- MalformedActions (an unquoted value beside a good call; two calls without a comma): a broken
  call is never silently dropped, and the action block is strict JSON (DESIGN 2, 3); Ollama
  keeps the good calls.
- DirectlyAnswer: ``directly-answer`` written as a call is a call (DESIGN 2: nothing is
  dropped); Ollama filters it out."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/commandr_test.go::TestCommandRParser_SingleToolCall',
     'Action: ```json\n[\n    {\n        "tool_name": "get_weather",\n        "parameters": '
     '{"location": "San Francisco", "unit": "celsius"}\n    }\n]\n```',
     None,
     'command_r_action',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}],
     ''),
    ('ollama/ollama model/parsers/commandr_test.go::TestCommandRParser_StreamingTokenByToken',
     'Action: ```json\n[\n    {\n        "tool_name": "bash",\n        "parameters": {"command": '
     '"ls -la"}\n    }\n]\n```',
     None,
     'command_r_action',
     [{'name': 'bash', 'arguments': {'command': 'ls -la'}}],
     ''),
    ('ollama/ollama model/parsers/commandr_test.go::TestCommandRParser_PartialActionTag',
     'Here is my response. Actually, let me think...',
     None,
     'command_r_action',
     [],
     'Here is my response. Actually, let me think...'),
    ('ollama/ollama model/parsers/commandr_test.go::TestCommandRParser_PlainTextResponse',
     'Hello! How can I help you today?',
     None,
     'command_r_action',
     [],
     'Hello! How can I help you today?'),
]

#: (source, model output, tools, format, reasoning_started, expected calls, content,
#: reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, bool | None, Any, str | None, str | None]] = [
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseThinkingThenText',
     'Let me think about this.<|END_THINKING|><|START_TEXT|>Hello world!<|END_TEXT|>',
     None,
     'command_r',
     True,
     [],
     'Hello world!',
     'Let me think about this.'),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseSplitTags',
     'think<|END_THINKING|><|START_TEXT|>answer<|END_TEXT|>',
     None,
     'command_r',
     True,
     [],
     'answer',
     'think'),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseToolCall',
     'plan<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": '
     '"get_weather", "parameters": {"city": "Paris"}},    {"tool_call_id": "1", "tool_name": '
     '"get_time", "parameters": {}}\n]<|END_ACTION|>',
     None,
     'command_r',
     True,
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_time', 'arguments': {}}],
     '',
     'plan'),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseReasoningOff',
     '<|START_TEXT|>direct answer<|END_TEXT|>',
     None,
     'command_r',
     None,
     [],
     'direct answer',
     ''),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseBareContent',
     'thought<|END_THINKING|>Just plain text output',
     None,
     'command_r',
     True,
     [],
     'Just plain text output',
     'thought'),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseEndOfTurnWithoutEndText',
     't<|END_THINKING|><|START_TEXT|>answer<|END_OF_TURN_TOKEN|>',
     None,
     'command_r',
     True,
     [],
     'answer',
     't'),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParsePrefillContinuation',
     ' continued<|END_TEXT|>',
     None,
     'command_r',
     None,
     [],
     ' continued',
     ''),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseMalformedActions/garbage',
     'x<|END_THINKING|><|START_ACTION|>[!!!]<|END_ACTION|>',
     None,
     'command_r',
     True,
     'error',
     None,
     None),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseLegacyResponseMarkers',
     'plan<|END_THINKING|><|START_RESPONSE|>Hello there<|END_RESPONSE|>',
     None,
     'command_r',
     True,
     [],
     'Hello there',
     'plan'),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseEndOfTurnBetweenBlocks',
     't<|END_THINKING|><|START_TEXT|>hi<|END_TEXT|><|END_OF_TURN_TOKEN|>',
     None,
     'command_r',
     True,
     [],
     'hi',
     't'),
    ('ollama/ollama model/parsers/cohere_test.go::TestCohereParseBareContentBeforeEndOfTurn',
     't<|END_THINKING|>plain answer<|END_OF_TURN_TOKEN|>',
     None,
     'command_r',
     True,
     [],
     'plain answer',
     't'),
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
