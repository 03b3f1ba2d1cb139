"""The ``dots`` format: ``<dots_function_call>`` blocks of ``<invoke>`` calls, or one JSON call."""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls
from toolcalls import Parser, ToolCallError
from toolcalls.testing import (
    assert_discovered,
    assert_every_cut,
    assert_linear,
    assert_many_openers,
    assert_round_trip,
)

ALONE = Parser(formats=["dots"])

TOOL: list[dict[str, Any]] = [{
    "type": "function",
    "function": {
        "name": "set_location",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"$ref": "#/$defs/Location"},
                "days": {"type": "integer"},
                "include_weather": {"type": "boolean"},
            },
            "$defs": {"Location": {"type": "object",
                                   "properties": {"city": {"type": "string"}}}},
        },
    },
}]


def test_entry_point_is_discovered() -> None:
    assert_discovered("dots", tier=1, markers=("<dots_function_call>",), anchored=True,
                      distribution="toolcalls-dots")


def test_every_cut_of_a_call_is_partial_or_prose_and_never_a_wrong_call() -> None:
    text = ('<dots_function_call>\n<invoke name="lookup">\n<parameter name="q">rust</parameter>'
            '\n</invoke>\n</dots_function_call>')
    assert_every_cut(ALONE, text, len("<dots_function_call>\n<invoke name=\"lookup\">"),
                     ("lookup",))


def test_many_openers() -> None:
    assert_many_openers(ALONE, "<dots_function_call>", "tool_call.unexpected_end")


def test_invokes_in_a_block_with_prose_before_and_after() -> None:
    text = ('Let me look.\n<dots_function_call>\n<invoke name="search">\n'
            '<parameter name="query">weather in Shanghai</parameter>\n</invoke>\n'
            '<invoke name="get_time">\n</invoke>\n</dots_function_call>\nDone.')
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("search", {"query": "weather in Shanghai"}, "dots"), ("get_time", {}, "dots")]
    assert (result.content, result.errors) == ("Let me look.\n\nDone.", [])
    assert [c.start for c in result.calls] == [text.index("<invoke"), text.index('<invoke name="g')]


def test_values_are_typed_by_the_schema_with_a_local_ref() -> None:
    # SGLang's dots test: an object through $defs, an integer and a boolean, no blanks
    text = ('ok<dots_function_call><invoke name="set_location">'
            '<parameter name="location">{"city": "Shanghai"}</parameter>'
            '<parameter name="days">3</parameter>'
            '<parameter name="include_weather">true</parameter>'
            "</invoke></dots_function_call>")
    result = ALONE.parse(text, tools=TOOL)
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("set_location", {"location": {"city": "Shanghai"}, "days": 3,
                          "include_weather": True})]
    assert result.content == "ok"


def test_closers_left_out_at_the_very_end_are_accepted() -> None:
    text = '<dots_function_call><invoke name="f"><parameter name="a">1</parameter>'
    assert ALONE.parse_tool_calls(text) == [{"name": "f", "arguments": {"a": 1}}]


def test_a_json_call_in_the_block() -> None:
    text = ('<dots_function_call>\n{"name": "fetch_url", "parameters": '
            '{"url": "https://example.com"}}\n</dots_function_call>')
    assert ALONE.parse_tool_calls(text) == [
        {"name": "fetch_url", "arguments": {"url": "https://example.com"}}]


def test_values_are_raw_text_stripped_and_json_first_without_tools() -> None:
    text = ('<dots_function_call><invoke name="f"><parameter name="a">  x &amp; y \n'
            '</parameter><parameter name="n"> 42 </parameter></invoke></dots_function_call>')
    assert ALONE.parse_tool_calls(text) == [{"name": "f", "arguments": {"a": "x &amp; y",
                                                                        "n": 42}}]


@pytest.mark.parametrize(("text", "code", "position"), [
    ("<dots_function_call>hello</dots_function_call>", "tool_call.unrecognized", 20),
    ('<dots_function_call><invoke name="f"><parameter name="a">1</parameter> more',
     "tool_call.unclosed", 37),
    ('<dots_function_call>{"name": "f", "arguments": [1]}</dots_function_call>',
     "tool_call.invalid_arguments", 47),
    ('<dots_function_call><invoke name="f"><parameter name="a">1</parameter>'
     '<parameter name="a">2</parameter></invoke></dots_function_call>',
     "tool_call.duplicate_argument", 70),
])
def test_errors_have_a_code_and_a_position(text: str, code: str, position: int) -> None:
    result = ALONE.parse(text)
    assert result.calls == []
    assert [(e.code, e.position, e.format) for e in result.errors] == [(code, position, "dots")]
    with pytest.raises(ToolCallError) as raised:
        ALONE.parse_tool_calls(text)
    assert (raised.value.code, raised.value.position) == (code, position)


def test_render_reads_back() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}},
             {"name": "ping", "arguments": {}}]
    text = assert_round_trip("dots", calls, before="Sure.\n", after="\nDone.")
    assert text.startswith("Sure.\n<dots_function_call>\n<invoke name=\"get_weather\">")


@pytest.mark.parametrize("piece", [
    "<dots_function_call>", '<dots_function_call><invoke name="f">',
    '<dots_function_call><invoke name="f"><parameter name="a">',
    '<dots_function_call>{"name": "f", "arguments": {',
])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear("dots", piece, count=250)
    assert_linear(None, piece, count=250)
