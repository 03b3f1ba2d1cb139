"""Tests of the Muse Glimmer format plugin (format ``glimmer``; DESIGN.md sections 2, 3a, 3c)."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
import toolcalls_muse as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser, Registry, StreamParser
from toolcalls.testing import (
    assert_control_tokens_dropped,
    assert_discovered,
    assert_linear,
    assert_many_openers,
    assert_parses_to,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    json_call_lists,
)

FMT = "glimmer"
PARSER = Parser(Registry.from_plugins([("muse", plugin)]))
EVERYTHING = Parser()

H = "<|start|>assistant to=get_weather<|message|>"  # 44 characters
OPEN = "<atem:function_calls>"  # 21
C = "</atem:function_calls>"
CITY = '<atem:invoke name="get_weather"><atem:parameter name="city">Paris</atem:parameter>' \
    "</atem:invoke>"
CALL = H + OPEN + CITY + C + "<|eom|>"
PARIS = {"name": "get_weather", "arguments": {"city": "Paris"}}


def test_discovered() -> None:
    fmt = assert_discovered(FMT, tier=1, markers=(OPEN, "<atem:invoke"), anchored=True,
                            distribution="toolcalls-muse", plugin="muse")
    assert fmt.spec.control_tokens == plugin.CONTROL_TOKENS


def test_examples_parse() -> None:
    (spec,) = plugin.toolcalls_formats()
    for example in spec.examples:
        result = EVERYTHING.parse(example)
        assert result.calls and not result.errors, example
        assert {c.format for c in result.calls} == {FMT}


# --- valid cases: calls, the matches' spans, content ------------------------------------

N = len(CALL)
LAYOUT = (H + OPEN + '\n<atem:invoke name="get_weather">\n<atem:parameter name="city">Paris'
          "</atem:parameter>\n</atem:invoke>\n" + C)
CUT = (H + OPEN + '<atem:invoke name="get_weather"><atem:parameter name="city">Paris'
       "</atem:parameter>")

VALID: list[tuple[str, str, list[dict[str, Any]], list[tuple[int, int]], str]] = [
    ("the template's message", CALL, [PARIS], [(0, N - 7)], ""),
    ("first message after the prompt", " to=get_weather<|message|>" + OPEN + CITY + C,
     [PARIS], [(1, 26 + 21 + len(CITY) + 22)], ""),
    ("no recipient", "<|start|>assistant<|message|>" + OPEN + CITY + C, [PARIS],
     [(0, 29 + 21 + len(CITY) + 22)], ""),
    ("bare message token", "<|message|>\n" + OPEN + CITY + C, [PARIS],
     [(0, 12 + 21 + len(CITY) + 22)], ""),
    ("a block alone", "Sure. " + OPEN + CITY + C, [PARIS], [(6, 6 + 21 + len(CITY) + 22)],
     "Sure."),
    ("a bare invoke", CITY, [PARIS], [(0, len(CITY))], ""),
    ("recipient is a namespace, two invokes",
     "to=weather<|message|>" + OPEN + CITY + '<atem:invoke name="get_time"></atem:invoke>' + C,
     [PARIS, {"name": "get_time", "arguments": {}}],
     [(0, 21 + 21 + len(CITY)), (21 + 21 + len(CITY), 21 + 21 + len(CITY) + 43 + 22)], ""),
    ("answer after the call", CALL + "<|start|>assistant to=user<|message|>Sunny.<|eot|>",
     [PARIS], [(0, N - 7)], "Sunny."),
    ("the template's layout", LAYOUT, [PARIS], [(0, len(LAYOUT))], ""),
    ("closers cut at the end", CUT, [PARIS], [(0, len(CUT))], ""),
]


@pytest.mark.parametrize(
    ("text", "calls", "spans", "content"), [case[1:] for case in VALID],
    ids=[case[0] for case in VALID],
)
def test_valid(text: str, calls: list[dict[str, Any]], spans: list[tuple[int, int]],
               content: str) -> None:
    assert_parses_to(PARSER, text, calls, spans, content)
    result = EVERYTHING.parse(text)
    assert ([{"name": c.name, "arguments": c.arguments} for c in result.calls], result.errors,
            result.content) == (calls, [], content)


VALUES: list[tuple[str, Any]] = [
    ("Paris", "Paris"),
    (" keep  spaces ", " keep  spaces "),  # spaces are not stripped (the template says so)
    ("\nline\n", "\nline\n"),
    ("3", 3),
    (" 3 ", 3),
    ('"5"', "5"),
    ("true", True),
    ("null", None),
    ('["one", "two"]', ["one", "two"]),
    ('{"mode": "fast"}', {"mode": "fast"}),
    ("05", "05"),
    ("a &amp; b", "a &amp; b"),  # no entity decoded: the output is not XML
    ("x</atem:parameter>y", "x</atem:parameter>y"),  # a closer without structure after it
]


@pytest.mark.parametrize(("raw", "value"), VALUES)
def test_values_are_raw_and_json_first(raw: str, value: Any) -> None:
    text = H + OPEN + f'<atem:invoke name="f"><atem:parameter name="k">{raw}</atem:parameter>' \
        "</atem:invoke>" + C
    assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": {"k": value}}]


def test_values_typed_by_the_schema() -> None:
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "zip": {"type": "string"}, "n": {"type": "integer"}}}}]
    text = H + OPEN + '<atem:invoke name="f"><atem:parameter name="zip">01234</atem:parameter>' \
        '<atem:parameter name="n">7</atem:parameter></atem:invoke>' + C
    assert toolcalls.parse_tool_calls(text, tools=tools) == [
        {"name": "f", "arguments": {"zip": "01234", "n": 7}}]
    bad = text.replace(">7<", ">seven<")
    result = toolcalls.parse(bad, tools=tools)
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.invalid_argument_type", bad.index("seven"))]
    unknown = toolcalls.parse(text, tools=[{"name": "g", "parameters": {}}])
    assert [(e.code, e.position) for e in unknown.errors] == [
        ("tool_call.unknown_tool", text.index('"f"') + 1)]


# --- errors: code, position, line, column -------------------------------------------------

INVOKE = '<atem:invoke name="f">'  # 22
P1 = '<atem:parameter name="a">1</atem:parameter>'  # 43
ERRORS: list[tuple[str, str, str, int, int, int]] = [
    ("repeated parameter", H + OPEN + INVOKE + P1 + P1 + "</atem:invoke>" + C,
     "tool_call.duplicate_argument", 44 + 21 + 22 + 43, 1, 131),
    ("invoke without a name", H + OPEN + "<atem:invoke>" + P1 + "</atem:invoke>" + C,
     "tool_call.invalid_name", 44 + 21 + 12, 1, 78),
    ("name with a space", H + OPEN + '<atem:invoke name="a b"></atem:invoke>' + C,
     "tool_call.invalid_name", 44 + 21 + 19, 1, 85),
    ("text between parameters", H + OPEN + INVOKE + "junk" + P1 + "</atem:invoke>" + C,
     "tool_call.unexpected_content", 44 + 21 + 22, 1, 88),
    ("empty block", H + OPEN + C, "tool_call.unrecognized", 44 + 21, 1, 66),
    ("a block of prose", H + OPEN + "\nhello" + C, "tool_call.unrecognized", 44 + 22, 2, 1),
    ("a name holding a token", H + OPEN + '<atem:invoke name="read<|message|>"></atem:invoke>' + C,
     "tool_call.unrecognized", 44 + 21 + 18, 1, 84),
    ("block left open before prose",
     H + OPEN + INVOKE + P1 + "</atem:invoke>\nand then<|eom|>", "tool_call.unclosed", 44, 1, 45),
    ("cut after the opener", H + OPEN + "\n", "tool_call.unexpected_end", 44 + 22, 2, 1),
    ("cut inside a value", H + OPEN + INVOKE + '<atem:parameter name="a">1', "tool_call.unclosed",
     44 + 21 + 22, 1, 88),
    ("parameter closer missing", H + OPEN + INVOKE + '<atem:parameter name="a">1</atem:invoke>' + C,
     "tool_call.unclosed", 44 + 21 + 22, 1, 88),
]


@pytest.mark.parametrize(
    ("text", "code", "position", "line", "column"), [case[1:] for case in ERRORS],
    ids=[case[0] for case in ERRORS],
)
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)
    # with every format installed (Harmony reads the same headers) the error is the same
    result = EVERYTHING.parse(text)
    assert [(e.code, e.position, e.format) for e in result.errors] == [(code, position, FMT)]


def test_a_broken_call_does_not_hide_the_next_message() -> None:
    broken = H + OPEN + INVOKE + P1 + P1 + "</atem:invoke>" + C + "<|eom|>"
    result = EVERYTHING.parse(broken + CALL)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert [e.code for e in result.errors] == ["tool_call.duplicate_argument"]


# --- prose, reasoning, control tokens ------------------------------------------------------

PROSE = [
    " to=user<|message|>Hello<|eot|>",
    "Write an <atem:function_calls> block to call a tool.",
    "The tag <atem:invoke is how a call starts.",
    "to=user<|message|>Use <|start|>assistant to=x headers.<|eot|>",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert PARSER.parse_tool_calls(text) == []
    assert EVERYTHING.parse(text).errors == []


def test_reasoning_is_the_self_message() -> None:
    text = " to=self<|message|>Need the weather.<|eom|>" + CALL \
        + "<|start|>assistant to=self<|message|>Got it.<|eom|>" \
        + "<|start|>assistant to=user<|message|>It is sunny.<|eot|>"
    for parser in (PARSER, EVERYTHING):
        result = parser.parse(text)
        assert [c.name for c in result.calls] == ["get_weather"]
        assert (result.errors, result.content, result.reasoning) == (
            [], "It is sunny.", "Need the weather.\nGot it.")
    # a block written while reasoning is not searched
    assert PARSER.parse_tool_calls(" to=self<|message|>" + OPEN + CITY + C + "<|eom|>") == []


def test_control_tokens_dropped() -> None:
    text = CALL + "<|start|>assistant to=user<|message|>Done.<|eot|><|end_of_text|>"
    assert_control_tokens_dropped(text, FMT, "Done.", plugin.CONTROL_TOKENS)
    assert_control_tokens_dropped(" to=user<|message|>Hi<|eot|>", FMT, "Hi",
                                  plugin.CONTROL_TOKENS)


def test_header_start() -> None:
    hs = plugin.header_start
    text = "x <|start|>assistant to=f<|message|>\n<atem:function_calls>"
    assert hs(text, text.index("<atem")) == 2
    text = " to=f<|message|><atem:function_calls>"
    assert hs(text, text.index("<atem")) == 1  # the blank before the recipient is content
    text = "say to=f<|message|><atem:function_calls>"
    assert hs(text, text.index("<atem")) == 4
    text = "auto=f<|message|><atem:function_calls>"  # no recipient: the message token only
    assert hs(text, text.index("<atem")) == 6
    text = "to=<|message|><atem:function_calls>"  # an empty recipient is none
    assert hs(text, text.index("<atem")) == 3
    text = "prose <atem:function_calls>"
    assert hs(text, text.index("<atem")) == text.index("<atem")
    text = "<|start|>assistant to=f<|message|><atem:function_calls>"
    assert hs(text, text.index("<atem"), floor=10) == 19  # never before the floor


def test_detect() -> None:
    assert plugin.toolcalls_detect(CALL, 0) == 0
    assert plugin.toolcalls_detect("ab " + CITY, 0) == 3
    assert plugin.toolcalls_detect("no block here <|message|>", 0) == -1


# --- rendering -----------------------------------------------------------------------------


def test_render_is_the_template_layout() -> None:
    text = toolcalls.render([{"name": "get_weather", "arguments": {"city": "Paris", "n": "5"}},
                             {"name": "get_time", "arguments": {}}], FMT)
    assert text == (
        "<|start|>assistant to=get_weather<|message|><atem:function_calls>\n"
        '<atem:invoke name="get_weather">\n'
        '<atem:parameter name="city">Paris</atem:parameter>\n'
        '<atem:parameter name="n">"5"</atem:parameter>\n'
        "</atem:invoke>\n</atem:function_calls><|eom|>"
        "<|start|>assistant to=get_time<|message|><atem:function_calls>\n"
        '<atem:invoke name="get_time">\n</atem:invoke>\n</atem:function_calls><|eom|>')


@pytest.mark.parametrize("name", ["a<b", "a>b", 'a"b'])
def test_render_refuses_names_it_cannot_write(name: str) -> None:
    with pytest.raises(ValueError, match="cannot write"):
        plugin.GRAMMAR.render([toolcalls.Call(name, {}, 0, 0)])


ROUND_TRIPS: list[list[dict[str, Any]]] = [
    [PARIS],
    [{"name": "f", "arguments": {"s": " padded ", "n": 5, "t": "5", "z": None, "b": "true",
                                 "l": [1, "<"], "o": {"k": "</atem:parameter>"}}}],
    [{"name": "mcp/server:search", "arguments": {"q": "<|eom|> and to=self<|message|>"}},
     {"name": "g", "arguments": {}}],
    [{"name": "f", "arguments": {"code": "if a < b:\n    x = '</atem:invoke>'\n"}}],
]


@pytest.mark.parametrize("calls", ROUND_TRIPS)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FMT, calls, before="Let me check.\n", after="")


@settings(max_examples=150, deadline=None)
@given(json_call_lists(markers=(OPEN, C, "<atem:invoke", "</atem:parameter>", "<|eom|>",
                                "<|message|>", "to=self<|message|>", "<|start|>")))
def test_round_trip_property(calls: list[dict[str, Any]]) -> None:
    with contextlib.suppress(ValueError):  # a name the format cannot write
        assert_round_trip(FMT, calls)


# --- streaming -----------------------------------------------------------------------------

LMDEPLOY = (
    "to=self<|message|>I should check both places.<|eom|>"
    "<|start|>assistant to=weather<|message|><atem:function_calls>"
    '<atem:invoke name="get_weather"><atem:parameter name="city">"Paris"</atem:parameter>'
    '<atem:parameter name="days">3</atem:parameter></atem:invoke>'
    '<atem:invoke name="get_time"><atem:parameter name="zone">Europe/Paris</atem:parameter>'
    "</atem:invoke></atem:function_calls><|eom|>"
    "<|start|>assistant to=user<|message|>Here is the result.<|eot|>"
)


@pytest.mark.parametrize("formats", [None, [FMT]])
@pytest.mark.parametrize("size", [1, 3, 17])
def test_stream_matches_batch(formats: list[str] | None, size: int) -> None:
    stream = StreamParser(formats=formats)
    events = []
    for i in range(0, len(LMDEPLOY), size):
        events.extend(stream.feed(LMDEPLOY[i:i + size]))
    events.extend(stream.close())
    batch = toolcalls.parse(LMDEPLOY, formats=formats)
    assert stream.result == batch
    content = "".join(e.text for e in events if e.kind == "content")
    assert content.strip() == "Here is the result."
    assert "to=" not in content and "<|" not in content
    assert [e.name for e in events if e.kind == "call_start"] == ["get_weather", "get_time"]
    assert not [e for e in events if e.kind == "error"]


# --- robustness ------------------------------------------------------------------------------


def test_linear() -> None:
    assert_linear(FMT, H + OPEN)
    assert_linear(FMT, "<|message|> ")
    assert_linear(None, " to=f<|message|>" + OPEN + INVOKE + P1)
    assert_many_openers(PARSER, OPEN)


PIECES = [OPEN, C, "<atem:invoke", ' name="f">', "</atem:invoke>", '<atem:parameter name="k">',
          "</atem:parameter>", "<|start|>assistant", " to=f", "to=self", "<|message|>",
          "<|eom|>", "<|eot|>", "1", '"', " ", "\n", "é", "<", ">"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=30))
def test_extract_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    check_extraction(text, plugin.GRAMMAR.extract(text, 0))
    EVERYTHING.parse(text)
