"""Moonshot AI's own description of Kimi-K2's tool calls as data: MoonshotAI/Kimi-K2
``docs/tool_call_guidance.md`` ("Manually Parsing Tool Calls") gives the markers, the id
``functions.{func_name}:{idx}`` and a reference parser (``extract_tool_call_info``) but no
model output, so each row is an output written with those markers for the guide's own
``get_weather`` tool and question, and the calls that reference parser returns for it (its
regular expression allows whitespace around the id and the arguments: the second row).

Left out: a tool name with a dot (``functions.browser.search:0``), where the guide's parser
keeps only the part before the second dot (``browser``); toolcalls reads the whole name
(DESIGN 3a allows dots in names), as the serving engines do.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = "MoonshotAI/Kimi-K2 docs/tool_call_guidance.md::extract_tool_call_info"

TOOLS: list[Any] = [{
    'type': 'function',
    'function': {
        'name': 'get_weather',
        'description': 'Get weather information. Call this tool when the user needs to get '
                       'weather information',
        'parameters': {
            'type': 'object',
            'required': ['city'],
            'properties': {'city': {'type': 'string', 'description': 'City name'}},
        },
    },
}]

#: (source, model output, tools, format, expected calls, content)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC,
     "Let me check using the tool.<|tool_calls_section_begin|><|tool_call_begin|>"
     'functions.get_weather:0<|tool_call_argument_begin|>{"city": "Beijing"}<|tool_call_end|>'
     "<|tool_calls_section_end|>",
     TOOLS,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     'Let me check using the tool.'),
    (SRC,
     "<|tool_calls_section_begin|>\n<|tool_call_begin|> functions.get_weather:0 "
     '<|tool_call_argument_begin|> {"city": "Beijing"} <|tool_call_end|>\n'
     "<|tool_calls_section_end|>",
     TOOLS,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     ''),
    (SRC,
     "<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0"
     '<|tool_call_argument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_call_begin|>'
     'functions.get_weather:1<|tool_call_argument_begin|>{"city": "Shanghai"}<|tool_call_end|>'
     "<|tool_calls_section_end|>",
     TOOLS,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}},
      {'name': 'get_weather', 'arguments': {'city': 'Shanghai'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vendor_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
