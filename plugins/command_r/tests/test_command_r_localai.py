"""LocalAI's Command R7B tests as data: model outputs from mudler/LocalAI
``pkg/functions/peg/chat_test.go`` (a port of llama.cpp's PEG chat tests) and
``pkg/reasoning/reasoning_test.go`` with the calls, content and reasoning LocalAI expects.
Content and reasoning are compared with whitespace runs collapsed and the ends stripped
(toolcalls strips both; LocalAI keeps a trailing space or newline).

Each row is parsed with every format installed and with its format alone. Where LocalAI's test
checks only part of the result (that a call was found, a substring of an argument), the row
holds the whole call toolcalls returns; an output cut before its end, which LocalAI keeps as a
partial call while it waits for more text, is an "error" row (batch parsing names the cut).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('mudler/LocalAI pkg/functions/peg/chat_test.go::Command7/parses content-only response',
     '<|START_RESPONSE|>Hello, how can I help you?<|END_RESPONSE|>',
     None,
     'command_r',
     [],
     'Hello, how can I help you?'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('mudler/LocalAI pkg/functions/peg/chat_test.go::Command7/parses tool call with reasoning',
     ('<|START_THINKING|>I need to plan a trip to Japan.\n'
      '<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "call_0", "tool_name": "plan_trip", '
      '"parameters": {"destination": "Japan", "duration": 14}}]<|END_ACTION|>'),
     None,
     'command_r',
     [{'name': 'plan_trip', 'arguments': {'destination': 'Japan', 'duration': 14}}],
     None,
     'I need to plan a trip to Japan.\n',
     None),
    (('mudler/LocalAI pkg/functions/peg/chat_test.go::'
      'Command7 complex input/parses complex reasoning and tool calls'),
     ('<|START_THINKING|>To plan an effective trip to Japan that includes both historical sites '
      'and modern attractions within a budget of $4000 for a two-week stay, we need to:\n'
      '\n'
      '1. Identify key historical sites and modern attractions in Japan.\n'
      '2. Find affordable accommodation options that provide a balance between comfort and cost.\n'
      '3. Determine the best modes of transportation for getting around Japan.\n'
      '4. Create a day-by-day itinerary that ensures the user gets to see a variety of '
      'attractions without overspending.\n'
      '5. Provide a detailed cost breakdown that includes accommodation, transportation, meals, '
      'and entry fees to attractions.<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "call_0", '
      '"tool_name": "plan_trip", "parameters": {"destination": "Japan", "duration": 14, "budget": '
      '4000, "interests": ["historical sites", "modern attractions"], '
      '"accommodation_preferences": "affordable", "transportation_preferences": "efficient", '
      '"meal_preferences": "local cuisine"}}]<|END_ACTION|>'),
     None,
     'command_r',
     [{'name': 'plan_trip',
       'arguments': {'destination': 'Japan',
                     'duration': 14,
                     'budget': 4000,
                     'interests': ['historical sites', 'modern attractions'],
                     'accommodation_preferences': 'affordable',
                     'transportation_preferences': 'efficient',
                     'meal_preferences': 'local cuisine'}}],
     None,
     ('To plan an effective trip to Japan that includes both historical sites and modern '
      'attractions within a budget of $4000 for a two-week stay, we need to:\n'
      '\n'
      '1. Identify key historical sites and modern attractions in Japan.\n'
      '2. Find affordable accommodation options that provide a balance between comfort and cost.\n'
      '3. Determine the best modes of transportation for getting around Japan.\n'
      '4. Create a day-by-day itinerary that ensures the user gets to see a variety of '
      'attractions without overspending.\n'
      '5. Provide a detailed cost breakdown that includes accommodation, transportation, meals, '
      'and entry fees to attractions.'),
     None),
    (('mudler/LocalAI pkg/functions/peg/chat_test.go::'
      'Command7 incremental/handles incremental parsing without regressions'),
     ('<|START_THINKING|>To plan an effective trip to Japan that includes both historical sites '
      'and modern attractions within a budget of $4000 for a two-week stay, we need to:\n'
      '\n'
      '1. Identify key historical sites and modern attractions in Japan.\n'
      '2. Find affordable accommodation options.\n'
      '3. Determine the best modes of transportation.\n'
      '4. Create a day-by-day itinerary.\n'
      '5. Provide a detailed cost breakdown.<|END_THINKING|><|START_ACTION|>[{"tool_call_id": '
      '"call_0", "tool_name": "plan_trip", "parameters": {"destination": "Japan", "duration": 14, '
      '"budget": 4000, "interests": ["historical sites", "modern attractions"]}}]<|END_ACTION|>'),
     None,
     'command_r',
     [{'name': 'plan_trip',
       'arguments': {'destination': 'Japan',
                     'duration': 14,
                     'budget': 4000,
                     'interests': ['historical sites', 'modern attractions']}}],
     None,
     ('To plan an effective trip to Japan that includes both historical sites and modern '
      'attractions within a budget of $4000 for a two-week stay, we need to:\n'
      '\n'
      '1. Identify key historical sites and modern attractions in Japan.\n'
      '2. Find affordable accommodation options.\n'
      '3. Determine the best modes of transportation.\n'
      '4. Create a day-by-day itinerary.\n'
      '5. Provide a detailed cost breakdown.'),
     None),
    (('mudler/LocalAI pkg/reasoning/reasoning_test.go::'
      'should extract reasoning from START_THINKING block'),
     'Text <|START_THINKING|>Command-R reasoning<|END_THINKING|> More',
     None,
     'command_r',
     [],
     'Text  More',
     'Command-R reasoning',
     None),
    ('mudler/LocalAI pkg/reasoning/reasoning_test.go::should handle unclosed START_THINKING block',
     'Before <|START_THINKING|>Incomplete reasoning',
     None,
     'command_r',
     [],
     'Before ',
     'Incomplete reasoning',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_localai_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                content: str | None, reasoning: str | None,
                                started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
