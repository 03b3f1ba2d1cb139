"""The lfm2 format: <|tool_call_start|>[f(a=1)]<|tool_call_end|>, Python calls or JSON."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_lfm2
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser
from toolcalls.registry import Registry
from toolcalls.testing import (
    assert_calls_and_errors,
    assert_discovered,
    assert_every_cut_unbroken,
    assert_linear,
    assert_parses_to,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_tests,
    python_call_lists,
)

FORMAT = "lfm2"
lfm2 = Parser(formats=[FORMAT])
OPEN, CLOSE = "<|tool_call_start|>", "<|tool_call_end|>"


def test_entry_point_is_discovered() -> None:
    fmt = assert_discovered(FORMAT, tier=1, markers=(OPEN,), anchored=True,
                            distribution="toolcalls-lfm2")
    assert fmt.render is not None


# (text, calls, match spans, content)
VALID: list[tuple[str, list[dict[str, Any]], list[tuple[int, int]], str]] = [
    (
        '<|tool_call_start|>[get_weather(city="Paris")]<|tool_call_end|>',
        [{"name": "get_weather", "arguments": {"city": "Paris"}}],
        [(0, 63)],
        "",
    ),
    (
        'Let me check. <|tool_call_start|>[get_weather(city="Paris"), get_time()]'
        "<|tool_call_end|> Done.",
        [{"name": "get_weather", "arguments": {"city": "Paris"}},
         {"name": "get_time", "arguments": {}}],
        [(14, 89)],
        "Let me check.  Done.",
    ),
    # Python and JSON literals mixed, as the LFM2.5 template writes them (dicts as JSON)
    (
        "<|tool_call_start|>[Calendar.create_event(title='demo', meta={\"reminder\": true, "
        '"note": null}, on=True, n=None)]<|tool_call_end|>',
        [{"name": "Calendar.create_event",
          "arguments": {"title": "demo", "meta": {"reminder": True, "note": None}, "on": True,
                        "n": None}}],
        [(0, 129)],
        "",
    ),
    # whitespace around the list (vLLM's real output has a space before the end token)
    ('<|tool_call_start|>[get_weather(city="Tokyo")] <|tool_call_end|>',
     [{"name": "get_weather", "arguments": {"city": "Tokyo"}}], [(0, 64)], ""),
    ("<|tool_call_start|>\n[f(a=1)]\n<|tool_call_end|>", [{"name": "f", "arguments": {"a": 1}}],
     [(0, 46)], ""),
    # the model stopped before the end token
    ("<|tool_call_start|>[f(a=1)]", [{"name": "f", "arguments": {"a": 1}}], [(0, 27)], ""),
    # JSON payloads: an array, a bare object, the parameters key
    (
        '<|tool_call_start|>[{"name": "f", "arguments": {"a": 1}}, {"name": "g", '
        '"parameters": {}}]<|tool_call_end|>',
        [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}],
        [(0, 107)],
        "",
    ),
    ('<|tool_call_start|>{"name": "f", "arguments": {"a": 1}}<|tool_call_end|>',
     [{"name": "f", "arguments": {"a": 1}}], [(0, 72)], ""),
    # two blocks with text between
    (
        "<|tool_call_start|>[f(a=1)]<|tool_call_end|> then <|tool_call_start|>[g(b=2)]"
        "<|tool_call_end|>",
        [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {"b": 2}}],
        [(0, 44), (50, 94)],
        "then",
    ),
    # markers inside a string are the string's
    (
        '<|tool_call_start|>[f(q="<|tool_call_end|> and [g(a=1)]")]<|tool_call_end|>',
        [{"name": "f", "arguments": {"q": "<|tool_call_end|> and [g(a=1)]"}}],
        [(0, 75)],
        "",
    ),
    (
        "<|tool_call_start|>[f(code='line1\\nline2', s=\"it's\", "
        "big=123456789012345678901234567890)]<|tool_call_end|>",
        [{"name": "f", "arguments": {"code": "line1\nline2", "s": "it's",
                                     "big": 123456789012345678901234567890}}],
        [(0, 106)],
        "",
    ),
    # Python keywords are ordinary parameter names
    ('<|tool_call_start|>[f(from=1, class="x")]<|tool_call_end|>',
     [{"name": "f", "arguments": {"from": 1, "class": "x"}}], [(0, 58)], ""),
    # prose: Markdown links, a call in prose, the token mentioned
    ("Use this format: [link text](url). [Wikipedia](https://x.org) and f(x)", [], [],
     "Use this format: [link text](url). [Wikipedia](https://x.org) and f(x)"),
    ("Wrap calls in <|tool_call_start|> tokens.", [], [], "Wrap calls in  tokens."),
    # reasoning is never searched
    (
        "<think>maybe <|tool_call_start|>[f(a=1)]<|tool_call_end|></think>Answer: "
        "<|tool_call_start|>[g()]<|tool_call_end|>",
        [{"name": "g", "arguments": {}}],
        [(73, 114)],
        "Answer:",
    ),
]


@pytest.mark.parametrize(("text", "expected", "spans", "content"), VALID)
def test_valid(text: str, expected: list[dict[str, Any]], spans: list[tuple[int, int]],
               content: str) -> None:
    assert_parses_to(lfm2, text, expected, spans, content)


def test_calls_of_one_list_keep_their_own_spans() -> None:
    text = VALID[1][0]
    (match,) = lfm2.run(text).matches
    assert [(c.start, c.end) for c in match.calls] == [(34, 59), (61, 71)]
    assert text[34:59] == 'get_weather(city="Paris")'


# (text, code, position, line, column)
INVALID = [
    # an empty block and a block that holds no call
    ("<|tool_call_start|><|tool_call_end|>", "tool_call.unrecognized", 19, 1, 20),
    ("<|tool_call_start|>[]<|tool_call_end|>", "tool_call.unrecognized", 19, 1, 20),
    ("<|tool_call_start|>hello<|tool_call_end|>", "tool_call.unrecognized", 19, 1, 20),
    ("<|tool_call_start|>[f(x)]<|tool_call_end|>", "tool_call.positional_argument", 22, 1, 23),
    ("<|tool_call_start|>[f(a=1, a=2)]<|tool_call_end|>", "tool_call.duplicate_argument", 27,
     1, 28),
    ("<|tool_call_start|>[f(a=foo)]<|tool_call_end|>", "tool_call.invalid_literal", 24, 1, 25),
    # zero-padded integers are not Python literals
    ("<|tool_call_start|>[f(month=07)]<|tool_call_end|>", "tool_call.invalid_literal", 28, 1,
     29),
    # an unescaped quote inside a single-quoted string (no repair: the fault is named)
    ("<|tool_call_start|>[f(command='sed -n '360,450p' f.py')]<|tool_call_end|>",
     "tool_call.invalid_syntax", 39, 1, 40),
    ('<|tool_call_start|>[{"name": "f", "arguments": {"a": 1,}}]<|tool_call_end|>',
     "json.trailing_comma", 54, 1, 55),
    ('<|tool_call_start|>{"name": "f"}<|tool_call_end|>', "tool_call.unrecognized", 19, 1, 20),
    ("<|tool_call_start|>[f(a=1) g()]<|tool_call_end|>", "tool_call.invalid_syntax", 27, 1, 28),
    ("<|tool_call_start|>[f(a=1)] junk<|tool_call_end|>", "tool_call.unexpected_content", 28,
     1, 29),
    ("<|tool_call_start|>[f(a=1)] junk", "tool_call.unclosed", 0, 1, 1),
    ("<|tool_call_start|>[f(a=1)]\n<|tool_call_start|>[g()]<|tool_call_end|>",
     "tool_call.unclosed", 0, 1, 1),
    ("ok\n<|tool_call_start|>[f(a=1), g(b=", "tool_call.unexpected_end", 35, 2, 33),
    ("<|tool_call_start|>  ", "tool_call.unexpected_end", 21, 1, 22),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), INVALID)
def test_invalid(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FORMAT, code, position, line, column)


def test_a_broken_block_does_not_swallow_the_next() -> None:
    assert_calls_and_errors(
        lfm2, "<|tool_call_start|>[f(a=1)]\n<|tool_call_start|>[g()]<|tool_call_end|>", ["g"],
        ["tool_call.unclosed"])


def test_the_grammar_that_read_further_names_the_error() -> None:
    # JSON read up to the trailing comma; Python call syntax stopped at '{'
    err = assert_strict_error('<|tool_call_start|>[{"name": "f", "arguments": {,}}]', FORMAT,
                              "json.unexpected_character", 48, 1, 49)
    assert err.format == FORMAT


EXAMPLES = [
    "Sure. <|tool_call_start|>[get_weather(city='Paris', days=[1, 2]), get_time()]"
    "<|tool_call_end|>",
    '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]'
    "<|tool_call_end|>",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_cut_is_a_call_or_an_error(text: str) -> None:
    opener_end = text.index(OPEN) + len(OPEN)
    for _, outcome in assert_every_cut_unbroken(lfm2, text, opener_end,
                                                ("get_weather", "get_time")):
        if outcome.matches[-1].state == "partial":
            assert outcome.resume <= outcome.matches[-1].start


def test_partial_names_its_call() -> None:
    (match,) = lfm2.run("<|tool_call_start|>[get_weather(city='Par").matches
    assert match.partial is not None and match.partial.name == "get_weather"
    (match,) = lfm2.run('<|tool_call_start|>[{"name": "get_weather", "arguments": {"c').matches
    assert match.partial is not None and match.partial.name == "get_weather"


def test_control_tokens_are_never_content() -> None:
    text = ("<|im_start|>assistant\nOn it.<|tool_call_start|>[f(a=1)]<|tool_call_end|>"
            "<|im_end|><|endoftext|>")
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["f"] and result.content == "On it."
    assert toolcalls.parse("Hello<|im_end|>").content == "Hello"


def test_reasoning() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FORMAT)
    assert [(r.open, r.close) for r in fmt.spec.reasoning] == [("<think>", "</think>")]
    result = toolcalls.parse("<think>call f?</think>\n<|tool_call_start|>[f()]<|tool_call_end|>")
    assert (result.reasoning, result.content, [c.name for c in result.calls]) == (
        "call f?", "", ["f"])


def test_default_parser_uses_lfm2() -> None:
    assert toolcalls.parse_tool_calls(EXAMPLES[0], include_format=True)[0]["format"] == FORMAT


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([OPEN, CLOSE, "[", "]", "(", ")", "{", "}", "f", "g.h", "a=", "=",
                                 ",", "'", '"', '"name"', ":", "1", " ", "\n", "x", "\\"]),
                max_size=30).map("".join))
def test_any_text_extracts_without_raising(text: str) -> None:
    check_extraction(text, toolcalls_lfm2.GRAMMAR.extract(text, 0))
    lfm2.parse(text)


# --- round trips --------------------------------------------------------------------------

_MARKERS = ["<tool_call>", "[TOOL_CALLS]", "<|python_tag|>", "<|python_start|>", OPEN, CLOSE,
            "<function_calls>", "<invoke name=\"f\">", "<function=f>", ">>>f\n", "[g(a=1)]",
            '{"name": "g", "arguments": {}}', "<think>", "</think>", "'", '"', "\\", "\n"]
_calls = python_call_lists(_MARKERS)


@settings(max_examples=150, deadline=None)
@given(_calls)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FORMAT, calls, before="Sure, here you go. ", after=" Done.")


def test_rendering_is_the_template_s_pythonic_list() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "days": [1, 2]}},
             {"name": "get_time", "arguments": {}}]
    assert toolcalls.render(calls, FORMAT) == (
        "<|tool_call_start|>[get_weather(city='Paris', days=[1, 2]), get_time()]"
        "<|tool_call_end|>")
    # names Python syntax cannot write: the JSON array the parser reads too
    assert toolcalls.render([{"name": "srv:tool", "arguments": {"a": 1}}], FORMAT) == (
        '<|tool_call_start|>[{"name": "srv:tool", "arguments": {"a": 1}}]<|tool_call_end|>')
    # hyphenated names it can (the pycall grammar reads them)
    assert toolcalls.render([{"name": "my-tool", "arguments": {"a": 1}}], FORMAT) == (
        "<|tool_call_start|>[my-tool(a=1)]<|tool_call_end|>")


# --- hostile inputs -----------------------------------------------------------------------


HOSTILE = [OPEN, OPEN + "[", OPEN + "[f(a=1", OPEN + "[f(a=1)] ", OPEN + '{"name": ',
           OPEN + "[f(a='", OPEN + CLOSE, "[" + OPEN]


@pytest.mark.parametrize("piece", HOSTILE)
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FORMAT, piece, count=500)


def test_fifty_thousand_openers() -> None:
    text = OPEN * 50_000
    result = lfm2.parse(text)
    assert [e.code for e in result.errors] == ["tool_call.unexpected_end"]


# --- conformance corpus -------------------------------------------------------------------

FAMILIES = ("lfm2",)
#: records where our contract (DESIGN.md) differs from the peer's policy
EXCEPTIONS = {
    "sglang-lfm2-011": "DESIGN 3b: with tools=[...] a call to a tool not in the list is "
    "tool_call.unknown_tool (an error, never a silently dropped call); SGLang filters it out",
}

test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FORMAT, EXCEPTIONS, start=__file__
)
