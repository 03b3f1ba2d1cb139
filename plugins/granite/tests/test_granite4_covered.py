"""IBM Granite 4 needs no format of its own: its outputs are parsed by existing formats.

Granite 4.0 writes Hermes calls, ``<tool_call> {json} </tool_call>`` one per call, with prose
between and around them and ``arguments`` often a JSON string (``hermes``); vLLM's
``granite4`` parser reads exactly that (``tests/tool_parsers/test_granite4_tool_parser.py``,
whose cases these are). Granite 3.3 and Granite 4.0 H-Small may also answer with bare Python
calls, one per line, which vLLM's ``granite_pythonic`` parser reads (its docstring's examples):
that is the ``python`` tier. These tests pin which format parses each shape, with the calls,
the content and the reasoning. plugins/granite/README.md ("Granite 4") has the notes. They need
the formats that cover Granite 4; without them (this distribution alone) they are skipped.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import toolcalls
from toolcalls import Parser

pytest.importorskip("toolcalls_hermes")
pytest.importorskip("toolcalls_python_call")

PARSER = Parser()

COORD = {"coordinates": [[23.54, 43.1], [-12.2, 54.3], [4, 5]], "coordinate_type": "latlong"}
STOCK = {"symbol": "AAPL", "start_date": "2021-01-01", "end_date": "2021-12-31"}
#: vLLM's create_complex_input(True): the bbox arguments written as a JSON string
WRITTEN = [{"name": "find_bbox", "arguments": json.dumps(COORD)},
           {"name": "get_stock_price", "arguments": STOCK},
           {"name": "find_bbox", "arguments": json.dumps(COORD)}]
PROSE = ["Here goes the bbox call: \n", " Now the stock price call: \n ",
         " Now another bbox call: \n ", " See? I'm a helpful assistant."]
COMPLEX = "".join(p + "<tool_call> " + json.dumps(c) + " </tool_call>"
                  for p, c in zip(PROSE[:3], WRITTEN, strict=True)) + PROSE[3]

#: (id, text, calls, formats, content, reasoning)
COVERED: list[tuple[str, str, list[tuple[str, dict[str, Any]]], list[str], str, str | None]] = [
    ("vLLM: three calls between prose, string arguments", COMPLEX,
     [("find_bbox", COORD), ("get_stock_price", STOCK), ("find_bbox", COORD)],
     ["hermes"] * 3, "".join(PROSE), None),
    ("vLLM: content between complete calls",
     '<tool_call> {"name": "find_bbox", "arguments": {}} </tool_call>some explanation '
     '<tool_call> {"name": "get_stock_price", "arguments": {}} </tool_call>',
     [("find_bbox", {}), ("get_stock_price", {})], ["hermes", "hermes"], "some explanation",
     None),
    ("thinking, then a call and the end token",
     '<think>The user wants Tokyo.</think><tool_call>\n{"name": "get_weather", "arguments": '
     '{"city": "Tokyo"}}\n</tool_call><|end_of_text|>',
     [("get_weather", {"city": "Tokyo"})], ["hermes"], "", "The user wants Tokyo."),
    ("vLLM granite_pythonic: calls one per line",
     'get_weather(location="San Francisco", unit="celsius")\n'
     'search_web(query="vLLM release notes")',
     [("get_weather", {"location": "San Francisco", "unit": "celsius"}),
      ("search_web", {"query": "vLLM release notes"})], ["python", "python"], "", None),
    ("a pythonic call after prose", 'Sure.\nget_weather(location="Paris", unit="celsius")',
     [("get_weather", {"location": "Paris", "unit": "celsius"})], ["python"], "Sure.", None),
]


@pytest.mark.parametrize(("text", "calls", "formats", "content", "reasoning"),
                         [c[1:] for c in COVERED], ids=[c[0] for c in COVERED])
def test_granite4_output_is_covered(text: str, calls: list[tuple[str, dict[str, Any]]],
                                    formats: list[str], content: str,
                                    reasoning: str | None) -> None:
    got = PARSER.parse_tool_calls(text, include_format=True)
    assert [(c["name"], c["arguments"]) for c in got] == calls
    assert [c["format"] for c in got] == formats
    result = PARSER.parse(text)
    assert (result.errors, result.content, result.reasoning) == ([], content, reasoning)


#: (id, text, code, position). vLLM's granite4 parser logs these and returns the text as
#: content; DESIGN 2 names the fault.
BROKEN = [
    # an unclosed call before prose (vLLM asserts "incomplete tool call")
    ("unclosed before prose", 'Hi <tool_call> {"name": "f", "arguments": {}} and more',
     "tool_call.unclosed", 3),
    # a string that is no JSON object
    ("string arguments that are not JSON",
     '<tool_call> {"name": "f", "arguments": "{bad"} </tool_call>',
     "tool_call.invalid_arguments", 41),
    # a pythonic call with a positional argument (vLLM's ast falls back to {"_raw": ...})
    ("pythonic positional argument", 'get_weather(location="Paris", "celsius")',
     "tool_call.positional_argument", 30),
]


@pytest.mark.parametrize(("text", "code", "position"), [c[1:] for c in BROKEN],
                         ids=[c[0] for c in BROKEN])
def test_broken_granite4_output_is_an_error(text: str, code: str, position: int) -> None:
    with pytest.raises(toolcalls.ToolCallError) as info:
        PARSER.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == (code, position)
