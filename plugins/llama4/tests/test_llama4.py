"""The llama4 format: <|python_start|>[f(a=1)]<|python_end|>, a call, or JSON in the wrapper."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_llama4
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser
from toolcalls.testing import (
    assert_discovered,
    assert_every_cut_unbroken,
    assert_linear,
    assert_parses_to,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_outcome,
    conformance_records,
    python_call_lists,
)

FORMAT = "llama4"
llama4 = Parser(formats=[FORMAT])
OPEN, CLOSE = "<|python_start|>", "<|python_end|>"


def test_entry_point_is_discovered() -> None:
    fmt = assert_discovered(FORMAT, tier=1, markers=(OPEN,), anchored=True,
                            distribution="toolcalls-llama4")
    assert fmt.render is not None


# (text, calls, match spans, content)
VALID: list[tuple[str, list[dict[str, Any]], list[tuple[int, int]], str]] = [
    ("<|python_start|>[get_weather(city='LA', metric='C')]<|python_end|>",
     [{"name": "get_weather", "arguments": {"city": "LA", "metric": "C"}}], [(0, 66)], ""),
    ("Here's a call: <|python_start|>[get_weather(location='Tokyo', data=[1, 2, 3])]"
     "<|python_end|> done",
     [{"name": "get_weather", "arguments": {"location": "Tokyo", "data": [1, 2, 3]}}],
     [(15, 92)], "Here's a call:  done"),
    # no spaces, no end token (the model stopped)
    ("<|python_start|>[f(a=1),g()]", [{"name": "f", "arguments": {"a": 1}},
                                      {"name": "g", "arguments": {}}], [(0, 28)], ""),
    # calls without the list, one per line
    ("<|python_start|>f(a=1)\ng(b=2)<|python_end|>",
     [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {"b": 2}}], [(0, 43)],
     ""),
    # JSON in the wrapper (vLLM issue 16214), any call shape
    ('<|python_start|>{"name": "get_weather", "parameters": {"city": "Paris"}}<|python_end|>',
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(0, 86)], ""),
    ('<|python_start|>[{"name": "a", "parameters": {}}, {"type": "function", "name": "b", '
     '"arguments": {"x": 1}}]<|python_end|>',
     [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {"x": 1}}], [(0, 121)], ""),
    # the turn's end token is never content
    ("<|python_start|>[f(a=1)]<|python_end|><|eot|>", [{"name": "f", "arguments": {"a": 1}}],
     [(0, 38)], ""),
    ("<|python_start|> [f(a=1)] \n<|python_end|>", [{"name": "f", "arguments": {"a": 1}}],
     [(0, 41)], ""),
    ('<|python_start|>[f(q="<|python_end|> [g(a=1)]")]<|python_end|>',
     [{"name": "f", "arguments": {"q": "<|python_end|> [g(a=1)]"}}], [(0, 62)], ""),
    # a wrapper holding content (Meta's template writes the message content there)
    ("<|python_start|>Let me check.<|python_end|>", [], [], "Let me check."),
    ("<|python_start|>print(1)<|python_end|>", [], [], "print(1)"),
    ("<|python_start|><|python_end|>", [], [], ""),
    ("a <|python_start|> b <|python_end|> c", [], [], "a  b  c"),
]


@pytest.mark.parametrize(("text", "expected", "spans", "content"), VALID)
def test_valid(text: str, expected: list[dict[str, Any]], spans: list[tuple[int, int]],
               content: str) -> None:
    assert_parses_to(llama4, text, expected, spans, content)


def test_meta_template_layout_gives_the_json_calls_after_the_wrapper() -> None:
    pytest.importorskip("toolcalls_openai_json", reason="the json format reads them")
    text = ('<|python_start|>Let me check.<|python_end|>{"name": "f", "parameters": {"a": 1}}'
            '{"name": "g", "parameters": {}}<|eot|>')
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("f", {"a": 1}, "json"), ("g", {}, "json")]
    assert (result.errors, result.content) == ([], "Let me check.")


# (text, code, position, line, column)
INVALID = [
    ("<|python_start|>[f(x)]<|python_end|>", "tool_call.positional_argument", 19, 1, 20),
    ("<|python_start|>[1, 2]<|python_end|>", "tool_call.invalid_syntax", 17, 1, 18),
    ("<|python_start|>[foo(x=1])]<|python_end|>", "tool_call.invalid_syntax", 24, 1, 25),
    ("<|python_start|>[bad(x=b'z'), g()]<|python_end|>", "tool_call.invalid_literal", 23, 1, 24),
    ("<|python_start|>f(a=x)<|python_end|>", "tool_call.invalid_literal", 20, 1, 21),
    ("<|python_start|>f(a=1) junk<|python_end|>", "tool_call.unexpected_content", 23, 1, 24),
    ("<|python_start|>[f(a=1)] junk", "tool_call.unclosed", 0, 1, 1),
    ('<|python_start|>{"name": "f"}<|python_end|>', "tool_call.unrecognized", 16, 1, 17),
    ('<|python_start|>{"name": "f", "parameters": {,}}<|python_end|>',
     "json.unexpected_character", 45, 1, 46),
    ("ok\n<|python_start|>[f(a=1), g(b=", "tool_call.unexpected_end", 32, 2, 30),
    ("<|python_start|>", "tool_call.unexpected_end", 16, 1, 17),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), INVALID)
def test_invalid(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FORMAT, code, position, line, column)


EXAMPLES = [
    "Sure. <|python_start|>[get_weather(city='Paris', days=[1, 2]), get_time()]<|python_end|>",
    '<|python_start|>{"name": "get_weather", "parameters": {"city": "Paris"}}<|python_end|>',
    "<|python_start|>get_weather(city='Paris')\nget_time()<|python_end|>",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_cut_is_a_call_or_an_error_once_a_call_begins(text: str) -> None:
    content = text.index(OPEN) + len(OPEN)
    # 'get_weat' may still become a call: undecided, never silently decided
    assert_every_cut_unbroken(
        llama4, text, content, ("get_weather", "get_time"),
        undecided=lambda piece: len(piece) > content and bool(piece[content:].strip()),
        held=content - len(OPEN))


def test_partial_names_its_call() -> None:
    (match,) = llama4.run("<|python_start|>[get_weather(city='Par").matches
    assert match.partial is not None and match.partial.name == "get_weather"


def test_control_tokens_are_never_content() -> None:
    text = ("<|header_start|>assistant<|header_end|>\n\nOn it. <|python_start|>[f(a=1)]"
            "<|python_end|><|eot|>")
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["f"] and result.content == "On it."
    assert toolcalls.parse("Hello<|eom|><|end_of_text|>").content == "Hello"


def test_default_parser_uses_llama4_before_the_python_format() -> None:
    assert toolcalls.parse_tool_calls(EXAMPLES[0], include_format=True)[0]["format"] == FORMAT
    # without the wrapper, the list is the python format's (tier 3)
    calls = toolcalls.parse_tool_calls("[f(a=1)]", include_format=True)
    assert {c["format"] for c in calls} <= {"python"}


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([OPEN, CLOSE, "[", "]", "(", ")", "{", "}", "f", "g.h", "a=",
                                 "=", ",", "'", '"', '"name"', ":", "1", " ", "\n", "x", "\\"]),
                max_size=30).map("".join))
def test_any_text_extracts_without_raising(text: str) -> None:
    check_extraction(text, toolcalls_llama4.GRAMMAR.extract(text, 0))
    llama4.parse(text)


# --- round trips --------------------------------------------------------------------------

_MARKERS = ["<tool_call>", "[TOOL_CALLS]", "<|python_tag|>", OPEN, CLOSE, "<|eot|>",
            "<|tool_call_start|>", "<function_calls>", '<invoke name="f">', "<function=f>",
            ">>>f\n", "[g(a=1)]", '{"name": "g", "arguments": {}}', "<think>", "</think>", "'",
            '"', "\\", "\n"]
_calls = python_call_lists(_MARKERS)


@settings(max_examples=150, deadline=None)
@given(_calls)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FORMAT, calls, before="Sure, here you go. ", after=" Done.")


def test_rendering() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}},
             {"name": "get_time", "arguments": {}}]
    assert toolcalls.render(calls, FORMAT) == (
        "<|python_start|>[get_weather(city='Paris'), get_time()]<|python_end|>")
    assert toolcalls.render([{"name": "srv:tool", "arguments": {"a": 1}}], FORMAT) == (
        '<|python_start|>[{"name": "srv:tool", "parameters": {"a": 1}}]<|python_end|>')
    # a hyphenated (MCP) name is written as Llama Stack writes it
    assert toolcalls.render([{"name": "my-tool", "arguments": {"a": 1}}], FORMAT) == (
        "<|python_start|>[my-tool(a=1)]<|python_end|>")


# --- hostile inputs -----------------------------------------------------------------------

HOSTILE = [OPEN, OPEN + "[", OPEN + "f(a=1", OPEN + "[f(a=1)] ", OPEN + '{"name": ',
           OPEN + "x ", OPEN + CLOSE, "[" + OPEN]


@pytest.mark.parametrize("piece", HOSTILE)
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FORMAT, piece, count=500)


def test_fifty_thousand_openers() -> None:
    result = llama4.parse(OPEN * 50_000)
    assert [e.code for e in result.errors] == ["tool_call.unexpected_end"]


# --- conformance corpus: the pythonic records that use the wrapper --------------------------

RECORDS = [r for r in conformance_records(("pythonic",), start=__file__) if OPEN in r["text"]]
#: records where our contract (DESIGN.md) differs from the peer's policy
EXCEPTIONS = {
    "vllm-llama4pythonic-008": "DESIGN 3a: b'z' is tool_call.invalid_literal; a broken call "
    "is never dropped (DESIGN 2), so the list is an error, not its sibling alone",
    "vllm-llama4pythonic-009": "DESIGN 3a: 1e999 is not representable: "
    "tool_call.invalid_literal, not a dropped call",
}


@pytest.mark.skipif(not RECORDS, reason="the conformance corpus is not beside the checkout")
@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_conformance(record: dict[str, Any]) -> None:
    ok, got = conformance_outcome(record, formats=[FORMAT])
    if record["id"] in EXCEPTIONS:
        assert not ok, f"{record['id']} now agrees with the peer: drop it from EXCEPTIONS"
    else:
        assert ok, f"{record['id']}: expected {record['calls']}, got {got}"


@pytest.mark.skipif(not RECORDS, reason="the conformance corpus is not beside the checkout")
def test_exceptions_name_corpus_records() -> None:
    assert set(EXCEPTIONS) <= {r["id"] for r in RECORDS}
