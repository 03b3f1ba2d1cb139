"""Zhipu's own GLM material as data. zai-org/GLM-4.5 ``resources/glm_4.6_tir_guide.md`` gives
GLM-4.6's tools and a reference parser (``parse_model_response``), and
``resources/trajectory_search.json`` a search trajectory whose system prompt states the call
format (``<tool_call>{function-name}\\n<arg_key>..</arg_key>\\n<arg_value>..</arg_value>\\n...
</tool_call>``) and whose assistant messages hold the calls. Neither gives the model's raw
text, so each row is an assistant message of the trajectory (or a call with the guide's tools)
written in that format, and the calls (and reasoning) the reference parser returns for it with
the tools passed. The first turn's reasoning is left out of its row (it is long; the second
turn's row has its reasoning).

Left out, as a difference by rule: the reference parser strips every value
(``arg_value.strip()``), so a string value with leading indentation (Python code) loses it;
toolcalls keeps raw values as written (docs/formats.md, glm4: values are the text up to
``</arg_value>``), as vLLM's GLM-4.5 parser does.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

TRAJ = "zai-org/GLM-4.5 resources/trajectory_search.json::"
TIR = "zai-org/GLM-4.5 resources/glm_4.6_tir_guide.md::parse_model_response"

#: The trajectory's tools (its system prompt).
TRAJ_TOOLS: list[Any] = [
    {'name': 'search', 'description': 'A tool for searching the web',
     'parameters': {'type': 'object',
                    'properties': {'query': {'type': 'string',
                                             'description': 'The query to search'}},
                    'required': ['query']}},
    {'name': 'open',
     'description': 'Open a specific website by providing its URL and retrieve a concise '
                    'summary of the website’s content.',
     'parameters': {'type': 'object',
                    'properties': {'url': {'type': 'string',
                                           'description': 'The target website URL or domain'},
                                   'pattern': {'type': 'string'}},
                    'required': ['url', 'pattern']}},
    {'name': 'finish',
     'description': 'Finish the task. Use this function when you have found the information '
                    'you need.',
     'parameters': {'type': 'object', 'properties': {}}},
]

#: The guide's built-in tools.
TIR_TOOLS: list[Any] = [
    {'name': 'python', 'description': 'Interpreter for executing python code',
     'parameters': {'type': 'object',
                    'properties': {'code': {'description': 'Code to execute', 'type': 'string'}}}},
    {'name': 'browser.search', 'description': 'Search in browser',
     'parameters': {'type': 'object',
                    'properties': {'query': {'description': 'Search query', 'type': 'string'},
                                   'num': {'description': 'Number of results to return',
                                           'type': 'integer', 'default': 10}},
                    'required': ['query']}},
    {'name': 'browser.open', 'description': 'Open browser link',
     'parameters': {'type': 'object',
                    'properties': {'id': {'description': 'ID or URL of the link to open',
                                          'type': ['integer', 'string']}},
                    'required': ['id']}},
    {'name': 'browser.find', 'description': 'Find pattern in the opened browser content',
     'parameters': {'type': 'object',
                    'properties': {'pattern': {'description': 'Pattern to find',
                                               'type': 'string'}},
                    'required': ['pattern']}},
]

REASONING_2 = (
    'The search results are not directly giving a FOIA letter. We need to find a specific FOIA '
    'response letter that includes chapters and appendices referencing satellites, sensors, '
    'Titan IV, Y2K failure. The base is also part of an energy program that provided solar PV '
    'for military housing. That could be "Los Angeles AFB" (LAAFB) as result #9 in the second '
    'batch shows: "History - Los Angeles AFB, CA ... In 2011, LAAFB joined the SolarStrong '
    'energy program to provide solar photovoltaic panel systems to military housing." That '
    'matches the phrase "SolarStrong". So the base likely is Los Angeles Air Force Base.\n\n'
    "Let's click that."
)

#: (source, model output, tools, format, expected calls, content, reasoning)
CASES: list[tuple[str, str, Any, str, Any, str | None, str | None]] = [
    (TRAJ + 'messages[2] (five parallel searches)',
     '<tool_call>search\n'
     '<arg_key>query</arg_key>\n'
     '<arg_value>Air Force base solar photovoltaic panel systems for military '
     'housing FOIA letter</arg_value>\n'
     '</tool_call>\n'
     '<tool_call>search\n'
     '<arg_key>query</arg_key>\n'
     '<arg_value>"solar photovoltaic" "military housing" "Air Force"</arg_value>\n'
     '</tool_call>\n'
     '<tool_call>search\n'
     '<arg_key>query</arg_key>\n'
     '<arg_value>"Energy Program" "solar photovoltaic" "Air Force base"</arg_value>\n'
     '</tool_call>\n'
     '<tool_call>search\n'
     '<arg_key>query</arg_key>\n'
     '<arg_value>"FOIA" "Solar" "Military Housing" "Air Force"</arg_value>\n'
     '</tool_call>\n'
     '<tool_call>search\n'
     '<arg_key>query</arg_key>\n'
     '<arg_value>"photovoltaic" "military housing" "Air Force" "FOIA"</arg_value>\n'
     '</tool_call>',
     TRAJ_TOOLS,
     'glm4',
     [{'name': 'search', 'arguments': {'query': 'Air Force base solar photovoltaic panel '
                                                'systems for military housing FOIA letter'}},
      {'name': 'search', 'arguments': {'query': '"solar photovoltaic" "military housing" '
                                                '"Air Force"'}},
      {'name': 'search', 'arguments': {'query': '"Energy Program" "solar photovoltaic" '
                                                '"Air Force base"'}},
      {'name': 'search', 'arguments': {'query': '"FOIA" "Solar" "Military Housing" '
                                                '"Air Force"'}},
      {'name': 'search', 'arguments': {'query': '"photovoltaic" "military housing" '
                                                '"Air Force" "FOIA"'}}],
     '',
     None),
    (TRAJ + 'messages[4] (open, with reasoning)',
     '<think>' + REASONING_2 + '</think>\n'
     '<tool_call>open\n'
     '<arg_key>url</arg_key>\n'
     '<arg_value>https://www.losangelesafbhousing.com/history</arg_value>\n'
     '<arg_key>pattern</arg_key>\n'
     '<arg_value>Find information about SolarStrong energy program participation at '
     'Los Angeles AFB</arg_value>\n'
     '</tool_call>',
     TRAJ_TOOLS,
     'glm4',
     [{'name': 'open',
       'arguments': {'url': 'https://www.losangelesafbhousing.com/history',
                     'pattern': 'Find information about SolarStrong energy program '
                                'participation at Los Angeles AFB'}}],
     '',
     REASONING_2),
    (TRAJ + 'tools (finish, no arguments)',
     '<tool_call>finish\n</tool_call>',
     TRAJ_TOOLS,
     'glm4',
     [{'name': 'finish', 'arguments': {}}],
     '',
     None),
    (TIR + ' (integer parameter)',
     '<tool_call>browser.search\n<arg_key>query</arg_key>\n<arg_value>fibonacci 1000th term'
     '</arg_value>\n<arg_key>num</arg_key>\n<arg_value>5</arg_value>\n</tool_call>',
     TIR_TOOLS,
     'glm4',
     [{'name': 'browser.search', 'arguments': {'query': 'fibonacci 1000th term', 'num': 5}}],
     '',
     None),
    (TIR + ' (["integer", "string"] given an id)',
     '<tool_call>browser.open\n<arg_key>id</arg_key>\n<arg_value>3</arg_value>\n</tool_call>',
     TIR_TOOLS,
     'glm4',
     [{'name': 'browser.open', 'arguments': {'id': 3}}],
     '',
     None),
    (TIR + ' (["integer", "string"] given a URL)',
     '<tool_call>browser.open\n<arg_key>id</arg_key>\n<arg_value>https://example.com'
     '</arg_value>\n</tool_call>',
     TIR_TOOLS,
     'glm4',
     [{'name': 'browser.open', 'arguments': {'id': 'https://example.com'}}],
     '',
     None),
    (TIR + ' (code, with reasoning)',
     '<think>I will compute it.</think>\n<tool_call>python\n<arg_key>code</arg_key>\n'
     '<arg_value>a, b = 0, 1\nfor _ in range(999):\n    a, b = b, a + b\nprint(a)</arg_value>\n'
     '</tool_call>',
     TIR_TOOLS,
     'glm4',
     [{'name': 'python',
       'arguments': {'code': 'a, b = 0, 1\nfor _ in range(999):\n    a, b = b, a + b\nprint(a)'}}],
     '',
     'I will compute it.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vendor_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None, reasoning: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning, source=source)
