"""Tests of the upstage plugin: Solar Open 2's key/value calls in special tokens.

The cases marked "vLLM" are from vLLM's tests/tool_parsers/test_solar_open2_tool_parser.py
(vllm-project/vllm), asserted here with this library's rules (DESIGN 3 to 3c).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import toolcalls_upstage as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser, Registry
from toolcalls.testing import (
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    extract_alone,
)

FMT = "solar_open2"
PARSER = Parser(formats=[FMT])
S, E = "<|tool_call:start|>", "<|tool_call:end|>"
A, V, AE = "<|tool_arg:start|>", "<|tool_arg:value|>", "<|tool_arg:end|>"
SEOUL = S + "get_weather\n" + A + "city" + V + "Seoul" + AE + "\n" + E  # 110 characters
W = {"city": "Seoul"}


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FMT)
    assert (fmt.tier, fmt.spec.anchored, fmt.distribution) == (1, True, "toolcalls-upstage")
    assert set(fmt.markers) == {S}


VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]]]] = [
    # vLLM: test_single_tool_no_content
    ("one call", SEOUL, [("get_weather", W, 0, 110)]),
    # vLLM: test_single_tool_with_content_prefix
    ("prose before", "Let me check the weather." + SEOUL, [("get_weather", W, 25, 135)]),
    # vLLM: test_multiple_tool_calls
    ("two calls", "I'll check both." + SEOUL + "\n" + SEOUL.replace("Seoul", "Tokyo"),
     [("get_weather", W, 16, 126), ("get_weather", {"city": "Tokyo"}, 127, 237)]),
    # vLLM: test_no_arguments
    ("no arguments", S + "get_time\n" + E, [("get_time", {}, 0, 45)]),
    # vLLM: test_json_like_value_in_arg (vLLM keeps the string; the JSON-first rule reads it)
    ("a JSON value", S + "process_data\n" + A + "data" + V + '{"key": "value"}' + AE + "\n" + E,
     [("process_data", {"data": {"key": "value"}}, 0, 122)]),
    # vLLM: test_dropped_arg_end_does_not_swallow_later_calls
    ("a value closer left out before the call closer",
     S + "broken\n" + A + "a" + V + "oops" + E + SEOUL,
     [("broken", {"a": "oops"}, 0, 84), ("get_weather", W, 84, 194)]),
    ("a value closer left out before the next key",
     S + "f\n" + A + "a" + V + "1" + A + "b" + V + "x" + AE + E,
     [("f", {"a": 1, "b": "x"}, 0, 130)]),
    ("whitespace of a value kept", S + "f\n" + A + "code" + V + "  x = 1\n" + AE + E,
     [("f", {"code": "  x = 1\n"}, 0, 102)]),
    ("the whole call on one line", S + "f" + A + "n" + V + "2" + AE + E,
     [("f", {"n": 2}, 0, 91)]),
]


@pytest.mark.parametrize(("text", "calls"), [r[1:] for r in VALID], ids=[r[0] for r in VALID])
def test_valid(text: str, calls: list[tuple[str, dict[str, Any], int, int]]) -> None:
    outcome = PARSER.run(text)
    assert outcome.errors == []
    assert [(c.name, c.arguments, c.start, c.end) for c in outcome.calls] == calls
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": name, "arguments": args, "format": FMT} for name, args, _, _ in calls]


@pytest.mark.parametrize(("text", "content"), [
    ("Let me check the weather." + SEOUL, "Let me check the weather."),  # vLLM
    ("  \n\n" + SEOUL, ""),  # vLLM: test_whitespace_only_prefix_is_no_content
    ("pre" + SEOUL + "post", "prepost"),  # vLLM drops the text after a call; we keep it
])
def test_content(text: str, content: str) -> None:
    assert toolcalls.parse(text).content.strip() == content.strip()


P = "Some prose.\n"

ERRORS = [
    # vLLM: test_unterminated_block_returns_raw_output (a call cut in a value)
    ("cut in a value", "Let me check." + S + "search\n" + A + "query" + V + "Seo",
     "tool_call.unclosed", 80, 2, 42),
    # vLLM: test_repeated_argument_name_keeps_first_value (vLLM keeps the first)
    ("duplicate argument", S + "search\n" + A + "query" + V + "first" + AE + A + "query" + V
     + "second" + AE + E, "tool_call.duplicate_argument", 88, 2, 63),
    # vLLM: test_boundary_before_function_name_skips_the_block (vLLM skips the block)
    ("empty call", P + S + E, "tool_call.unrecognized", 31, 2, 20),
    ("text instead of an argument", S + "f\nhello" + E, "tool_call.unrecognized", 19, 1, 20),
    ("a key never closed", S + "f\n" + A + "a" + E, "tool_call.unclosed", 0, 1, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), [r[1:] for r in ERRORS],
                         ids=[r[0] for r in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


PROSE = [
    "Solar opens a call with <|tool_call:start|> and a name.",
    "<|tool_arg:start|>city<|tool_arg:value|>Seoul<|tool_arg:end|> outside a call",
    "<|tool_call:end|> alone",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_that_mentions_the_markers_is_not_a_call(text: str) -> None:
    assert PARSER.run(text).matches == []
    assert toolcalls.parse(text).errors == []


def test_values_are_typed_by_the_tool_schema() -> None:
    # vLLM: test_multiple_arguments_with_schema (and without: vLLM keeps "5" a string)
    tools = [{"name": "search", "parameters": {"type": "object", "properties": {
        "query": {"type": "string"}, "max_results": {"type": "integer"}}}}]
    text = (S + "search\n" + A + "query" + V + "vLLM tutorial" + AE + "\n" + A + "max_results"
            + V + "5" + AE + "\n" + A + "page" + V + "2" + AE + "\n" + E)
    assert toolcalls.parse_tool_calls(text, tools=tools) == [{"name": "search", "arguments": {
        "query": "vLLM tutorial", "max_results": 5, "page": 2}}]
    text = text.replace("vLLM tutorial", "42")
    assert toolcalls.parse_tool_calls(text)[0]["arguments"]["query"] == 42
    assert toolcalls.parse_tool_calls(text, tools=tools)[0]["arguments"]["query"] == "42"


def test_reasoning_and_control_tokens() -> None:
    # vLLM: test_reasoning_tags_with_tool_calls (vLLM leaves the reasoning in the content)
    text = ("<|think:start|>I should use a tool<|think:end|>Sure, let me help." + SEOUL
            + "<|im:end|>")
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == ("I should use a tool", "Sure, let me help.")
    assert [c.name for c in result.calls] == ["get_weather"]
    hidden = "<|think:start|>draft " + SEOUL + "<|think:end|>Fine."
    result = toolcalls.parse(hidden)
    assert (result.calls, result.content) == ([], "Fine.")


# --- partial calls -----------------------------------------------------------------------------

EXAMPLES = [
    toolcalls.render([{"name": "f", "arguments": {"a": "x y", "n": [1]}},
                      {"name": "g", "arguments": {}}], FMT),
    *Registry.from_entry_points(blocked=()).get(FMT).spec.examples,
    *(row[1] for row in VALID[1:4]),
]
OPENERS = re.compile(re.escape(S))
NAME_ALONE = re.compile(re.escape(S) + r"[^\s<]+\s*\Z")


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_cut_after_the_opener_is_a_call_or_an_error(text: str) -> None:
    first = OPENERS.search(text)
    assert first is not None
    names = {c.name for c in PARSER.run(text).calls}
    for cut in range(first.end(), len(text) + 1):
        piece = text[:cut]
        outcome = PARSER.run(piece)
        if NAME_ALONE.search(piece):  # a name alone at the end is prose for now (KeyValue)
            assert outcome.matches[-1:] == [] or outcome.matches[-1].end <= piece.rfind(S)
            continue
        assert outcome.calls or outcome.errors, repr(piece)
        for match in outcome.matches:
            assert match.error is None or match.incomplete, (piece, match)
            if match.partial is not None:
                assert match.partial.name in names | {None}, (piece, match.partial)
        extract_alone(FMT, piece)


# --- rendering ---------------------------------------------------------------------------------


def test_render_writes_the_documented_layout() -> None:
    assert toolcalls.render([{"name": "get_weather", "arguments": W}], FMT) == SEOUL
    assert toolcalls.render([{"name": "f", "arguments": {"s": "5", "t": "<|tool_arg:end|>"}}],
                            FMT) == (S + "f\n" + A + "s" + V + '"5"' + AE + "\n" + A + "t" + V
                                     + '"\\u003c|tool_arg:end|>"' + AE + "\n" + E)
    with pytest.raises(ValueError, match="tool name"):
        toolcalls.render([{"name": "a b", "arguments": {}}], FMT)


STRINGS = st.one_of(
    st.text(max_size=10),
    st.lists(st.sampled_from([S, E, A, V, AE, "<|think:start|>", "<|think:end|>", "<tool_call>",
                              '"', "\\", "\n", " ", "<", "<|"])
             | st.text(max_size=3), max_size=5).map("".join),
)
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=False, allow_infinity=False) | STRINGS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(STRINGS, inner, max_size=3),
    max_leaves=8,
)
KEYS = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.\-]{0,8}", fullmatch=True)
NAMES = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.:/\-]{0,15}", fullmatch=True) | st.sampled_from(
    ["météo", "function"])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.builds(lambda n, a: {"name": n, "arguments": a}, NAMES,
                          st.dictionaries(KEYS, VALUES, max_size=4)), min_size=1, max_size=3),
       st.sampled_from(["", "Sure.\n"]))
def test_round_trip(calls: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, calls, before=before, after="\nDone.")


# --- properties and hostile inputs -------------------------------------------------------------

PIECES = [S, E, A, V, AE, "f", "f\n", "city", "1", " ", "\n", "<|think:end|>", '"', "<", "x"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=30))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    check_extraction(text, extract_alone(FMT, text))
    toolcalls.parse(text)


@pytest.mark.parametrize("piece", [S, S + "f\n", S + "f\n" + A, S + "f\n" + A + "a" + V,
                                   A + "a" + V + "x" + AE])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece, count=250)


def test_fifty_thousand_openers() -> None:
    result = toolcalls.parse(S * 50_000)
    assert result.calls == [] and len(result.errors) <= 1
    # each call cut short by the next opener is one broken call
    result = toolcalls.parse((S + "f\n" + A) * 50_000)
    assert result.calls == [] and len(result.errors) == 50_000
    assert {e.code for e in result.errors} == {"tool_call.unclosed"}


def test_the_grammar_is_the_declared_one() -> None:
    assert plugin.GRAMMAR.openers == (S,)
