"""MiniMax's own function-call guides as data: each row is a model output the guide shows
(MiniMax-AI/MiniMax-M2 ``docs/function_call_guide.md``, the same text in
``docs/tool_calling_guide.md``; MiniMax-AI/MiniMax-M1 ``docs/function_call_guide.md``), the
guide's tools, and the calls the guide's own parser (``parse_tool_calls`` for M2,
``parse_function_calls`` for M1) returns for it.

Left out, as differences by rule: the M2 guide's parser types a value by the schema with
fallbacks of its own, which no output of the guide exercises: ``null`` becomes None whatever
the type (toolcalls keeps the string ``"null"`` for a string parameter, DESIGN 3b), a number
that is whole becomes an int (``5.0`` stays a float, DESIGN 3a: numbers keep their kind), and
any boolean text other than ``true``/``1`` becomes False (toolcalls reports
``tool_call.invalid_argument_type``, DESIGN 3b).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

M2 = "MiniMax-AI/MiniMax-M2 docs/function_call_guide.md::"
M1 = "MiniMax-AI/MiniMax-M1 docs/function_call_guide.md::"

WEATHER: list[Any] = [{
    'name': 'get_weather',
    'parameters': {
        'type': 'object',
        'properties': {'location': {'type': 'string'}, 'unit': {'type': 'string'}},
        'required': ['location', 'unit'],
    },
}]

SEARCH: list[Any] = [{
    'name': 'search_web',
    'description': 'Search function.',
    'parameters': {
        'properties': {
            'query_list': {'description': 'Keywords for search, list should contain 1 element.',
                           'items': {'type': 'string'}, 'type': 'array'},
            'query_tag': {'description': 'Category of query', 'items': {'type': 'string'},
                          'type': 'array'},
        },
        'required': ['query_list', 'query_tag'],
        'type': 'object',
    },
}]

SF = [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}]
TWO_SEARCHES = [
    {'name': 'search_web', 'arguments': {'query_tag': ['technology', 'events'],
                                         'query_list': ['"OpenAI" "latest" "release"']}},
    {'name': 'search_web', 'arguments': {'query_tag': ['technology', 'events'],
                                         'query_list': ['"Gemini" "latest" "release"']}},
]

#: (source, model output, tools, format, expected calls, content, reasoning)
CASES: list[tuple[str, str, Any, str, Any, str | None, str | None]] = [
    (M2 + 'parse_tool_calls (docstring example)',
     '<minimax:tool_call>\n<invoke name="get_weather">\n'
     '<parameter name="location">San Francisco</parameter>\n'
     '<parameter name="unit">celsius</parameter>\n</invoke>\n</minimax:tool_call>',
     WEATHER,
     'minimax_m2',
     SF,
     '',
     None),
    (M2 + 'Usage Example',
     'Let me help you query the weather.\n<minimax:tool_call>\n<invoke name="get_weather">\n'
     '<parameter name="location">San Francisco</parameter>\n'
     '<parameter name="unit">celsius</parameter>\n</invoke>\n</minimax:tool_call>',
     WEATHER,
     'minimax_m2',
     SF,
     'Let me help you query the weather.',
     None),
    (M2 + 'Model Output Format',
     '<minimax:tool_call>\n<invoke name="search_web">\n'
     '<parameter name="query_tag">["technology", "events"]</parameter>\n'
     '<parameter name="query_list">["\\"OpenAI\\" \\"latest\\" \\"release\\""]</parameter>\n'
     '</invoke>\n<invoke name="search_web">\n'
     '<parameter name="query_tag">["technology", "events"]</parameter>\n'
     '<parameter name="query_list">["\\"Gemini\\" \\"latest\\" \\"release\\""]</parameter>\n'
     '</invoke>\n</minimax:tool_call>',
     SEARCH,
     'minimax_m2',
     TWO_SEARCHES,
     '',
     None),
    (M1 + 'Model Output Format',
     '<think>\nOkay, I will search for the OpenAI and Gemini latest release.\n</think>\n'
     '<tool_calls>\n'
     '{"name": "search_web", "arguments": {"query_tag": ["technology", "events"], '
     '"query_list": ["\\"OpenAI\\" \\"latest\\" \\"release\\""]}}\n'
     '{"name": "search_web", "arguments": {"query_tag": ["technology", "events"], '
     '"query_list": ["\\"Gemini\\" \\"latest\\" \\"release\\""]}}\n'
     '</tool_calls>',
     SEARCH,
     'minimax_m1',
     TWO_SEARCHES,
     '',
     'Okay, I will search for the OpenAI and Gemini latest release.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vendor_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None, reasoning: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning, source=source)
