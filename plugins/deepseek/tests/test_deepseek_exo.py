"""exo's DeepSeek V3.2 tests as data: the DSML token streams of exo's
``test_runner/test_dsml_e2e.py`` joined into their text, with the calls, content and reasoning
exo expects. Prompt-encoding and round-trip tests hold no model output and are not rows.

Left out, and the differences by rule: docs/conformance.md, "KTransformers', vLLM Ascend's and exo's
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed and the ends stripped.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: tool definitions the tests give their parsers
TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'description': 'Get the current weather in a given city',
            'parameters': {
                'type': 'object',
                'properties': {
                    'city': {'type': 'string', 'description': 'The city name'},
                    'units': {
                        'type': 'string',
                        'enum': ['celsius', 'fahrenheit'],
                        'description': 'Temperature units',
                    },
                },
                'required': ['city'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_time',
            'description': 'Get the current time in a timezone',
            'parameters': {
                'type': 'object',
                'properties': {'timezone': {'type': 'string'}},
                'required': ['timezone'],
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EStanda'
      'rdResponse::test_plain_text_passthrough'),
     'The weather in NYC is 72°F and sunny.',
     TOOLS_1,
     'deepseek_v32',
     [],
     'The weather in NYC is 72°F and sunny.'),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EToolCa'
      'llResponse::test_realistic_tool_call_tokens'),
     ("I'll check the weather for you.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"get_w"
      'eather">\n<｜DSML｜parameter name="city" string="true">San Francisco</｜DSML｜parameter>\n'
      '<｜DSML｜parameter name="units" string="false">"celsius"</｜DSML｜parameter>\n</｜DSML｜in'
      'voke>\n</｜DSML｜function_calls>'),
     TOOLS_1,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'San Francisco', 'units': 'celsius'}}],
     "I'll check the weather for you."),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EToolCa'
      'llResponse::test_multiple_tool_calls_in_one_block'),
     ('Let me check both.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DS'
      'ML｜parameter name="city" string="true">NYC</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSM'
      'L｜invoke name="get_time">\n<｜DSML｜parameter name="timezone" string="true">EST</｜DSML｜'
      'parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     TOOLS_1,
     'deepseek_v32',
     [
         {'name': 'get_weather', 'arguments': {'city': 'NYC'}},
         {'name': 'get_time', 'arguments': {'timezone': 'EST'}},
     ],
     'Let me check both.'),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EMultiT'
      'urnToolUse::test_encode_multi_turn_with_tool_results'),
     'The current weather in NYC is 72°F and sunny.',
     TOOLS_1,
     'deepseek_v32',
     [],
     'The current weather in NYC is 72°F and sunny.'),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EEdgeCa'
      'ses::test_dsml_marker_split_at_fullwidth_pipe'),
     ('Let me help.\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜pa'
      'rameter name="city" string="true">NYC</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜fu'
      'nction_calls>'),
     None,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     'Let me help.'),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EEdgeCa'
      'ses::test_tool_call_with_nested_json_object'),
     ('<｜DSML｜function_calls>\n<｜DSML｜invoke name="create_event">\n<｜DSML｜parameter name="t'
      'itle" string="true">Team Standup</｜DSML｜parameter>\n<｜DSML｜parameter name="config" str'
      'ing="false">{"recurring": true, "days": ["mon", "wed", "fri"], "time": "09:00"}</｜DSML｜p'
      'arameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     None,
     'deepseek_v32',
     [
         {
             'name': 'create_event',
             'arguments': {
                 'title': 'Team Standup',
                 'config': {'recurring': True, 'days': ['mon', 'wed', 'fri'], 'time': '09:00'},
             },
         },
     ],
     ''),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EEdgeCa'
      'ses::test_text_with_angle_brackets_not_mistaken_for_dsml'),
     'The formula is <x, y> where x > 0 and y < 100.',
     None,
     'deepseek_v32',
     [],
     'The formula is <x, y> where x > 0 and y < 100.'),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EEdgeCa'
      'ses::test_empty_model_response'),
     '',
     None,
     'deepseek_v32',
     [],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_exo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                  content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EThinki'
      'ngAndToolCall::test_thinking_then_tool_call'),
     ('<think>The user wants weather information. I should use the get_weather tool.</think>\n\n<'
      '｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="cit'
      'y" string="true">San Francisco</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_'
      'calls>'),
     TOOLS_1,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'San Francisco'}}],
     '',
     'The user wants weather information. I should use the get_weather tool.',
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EFullRo'
      'undTrip::test_single_tool_full_flow_with_thinking (turn 1.1)'),
     ('<think>The user wants to know the weather in Hangzhou. I need to use the get_weather tool.'
      '</think>\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parame'
      'ter name="city" string="true">Hangzhou</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜f'
      'unction_calls>'),
     TOOLS_1,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'Hangzhou'}}],
     '',
     'The user wants to know the weather in Hangzhou. I need to use the get_weather tool.',
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EFullRo'
      'undTrip::test_single_tool_full_flow_with_thinking (turn 1.2)'),
     ("<think>The weather in Hangzhou is Cloudy, 7~13°C. I'll tell the user.</think>The weather i"
      'n Hangzhou is currently cloudy with temperatures between 7°C and 13°C.'),
     TOOLS_1,
     'deepseek_v32',
     [],
     'The weather in Hangzhou is currently cloudy with temperatures between 7°C and 13°C.',
     "The weather in Hangzhou is Cloudy, 7~13°C. I'll tell the user.",
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EFullRo'
      'undTrip::test_multi_tool_full_flow (tool calls)'),
     ("<think>Two requests: weather and time. I'll call both.</think>\n\n<｜DSML｜function_calls>"
      '\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">NYC</'
      '｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="get_time">\n<｜DSML｜paramete'
      'r name="timezone" string="true">EST</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜func'
      'tion_calls>'),
     TOOLS_1,
     'deepseek_v32',
     [
         {'name': 'get_weather', 'arguments': {'city': 'NYC'}},
         {'name': 'get_time', 'arguments': {'timezone': 'EST'}},
     ],
     '',
     "Two requests: weather and time. I'll call both.",
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EFullRo'
      'undTrip::test_multi_tool_full_flow (answer)'),
     ("<think>Got both results. Weather is 72°F sunny, time is 2:30 PM.</think>In NYC it's curren"
      'tly 72°F and sunny. The time in EST is 2:30 PM.'),
     TOOLS_1,
     'deepseek_v32',
     [],
     "In NYC it's currently 72°F and sunny. The time in EST is 2:30 PM.",
     'Got both results. Weather is 72°F sunny, time is 2:30 PM.',
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EFullRo'
      'undTrip::test_two_user_turns_reasoning_stripped'),
     ('<think>Now the user wants Beijing weather.</think>\n\n<｜DSML｜function_calls>\n<｜DSML｜i'
      'nvoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">Beijing</｜DSML｜p'
      'arameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     TOOLS_1,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     '',
     'Now the user wants Beijing weather.',
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EFullRo'
      'undTrip::test_chained_tool_calls_loop (sub-turn 1)'),
     ('<think>I need the current date first to calculate tomorrow.</think>\n\n<｜DSML｜function_c'
      'alls>\n<｜DSML｜invoke name="get_time">\n<｜DSML｜parameter name="timezone" string="true">'
      'Asia/Shanghai</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>'),
     TOOLS_1,
     'deepseek_v32',
     [{'name': 'get_time', 'arguments': {'timezone': 'Asia/Shanghai'}}],
     '',
     'I need the current date first to calculate tomorrow.',
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EFullRo'
      'undTrip::test_chained_tool_calls_loop (sub-turn 2)'),
     ('<think>Today is 2025-12-01, so tomorrow is 2025-12-02. Now I can check weather for Hangzho'
      'u.</think>\n\n<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜para'
      'meter name="city" string="true">Hangzhou</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML'
      '｜function_calls>'),
     TOOLS_1,
     'deepseek_v32',
     [{'name': 'get_weather', 'arguments': {'city': 'Hangzhou'}}],
     '',
     'Today is 2025-12-01, so tomorrow is 2025-12-02. Now I can check weather for Hangzhou.',
     None),
    (('exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_dsml_e2e.py::TestE2EFullRo'
      'undTrip::test_chained_tool_calls_loop (sub-turn 3)'),
     ('<think>I have the weather for tomorrow in Hangzhou.</think>Tomorrow in Hangzhou will be su'
      'nny with temperatures between 5°C and 12°C.'),
     TOOLS_1,
     'deepseek_v32',
     [],
     'Tomorrow in Hangzhou will be sunny with temperatures between 5°C and 12°C.',
     'I have the weather for tomorrow in Hangzhou.',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_exo_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None, reasoning: str | None,
                            started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
