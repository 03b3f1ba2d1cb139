"""Tests of the seed_oss format: ByteDance Seed-OSS XML calls in <seed:tool_call>."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_seed_oss as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.registry import Registry
from toolcalls.testing import (
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_tests,
)

FMT = "seed_oss"
PARSER = toolcalls.Parser(formats=[FMT])
END = -1


def test_entry_point_is_discovered() -> None:
    loaded = Registry.from_entry_points().get(FMT)
    assert (loaded.tier, loaded.markers) == (1, ("<seed:tool_call>",))


def calls(text: str) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text).calls]


CALL = ("<seed:tool_call>\n<function=get_weather>\n<parameter=location>Barcelona, Spain"
        "</parameter>\n</function>\n</seed:tool_call>")

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]]]] = [
    ("template layout", CALL, [("get_weather", {"location": "Barcelona, Spain"}, 0, END)]),
    ("a value's own trailing newline is kept",
     "<seed:tool_call><function=edit><parameter=code>x = 1\n</parameter></function>"
     "</seed:tool_call>", [("edit", {"code": "x = 1\n"}, 0, END)]),
    ("JSON value", '<seed:tool_call><function=f><parameter=a>[1, {"b": true}]</parameter>'
     "</function></seed:tool_call>", [("f", {"a": [1, {"b": True}]}, 0, END)]),
    ("two calls", CALL + "\n" + CALL, [
        ("get_weather", {"location": "Barcelona, Spain"}, 0, len(CALL)),
        ("get_weather", {"location": "Barcelona, Spain"}, len(CALL) + 1, END)]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]]) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, n if d == END else d) for a, b, c, d in expected]


ERRORS = [
    ("duplicate parameter", "<seed:tool_call><function=f><parameter=a>1</parameter><parameter=a>"
     "2</parameter></function></seed:tool_call>", "tool_call.duplicate_argument", 54, 1, 55),
    ("not a function", "<seed:tool_call>hello</seed:tool_call>", "tool_call.unrecognized", 16,
     1, 17),
    ("cut in a value", "<seed:tool_call>\n<function=f>\n<parameter=a>va", "tool_call.unclosed",
     30, 3, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_bare_function_is_not_seed_oss() -> None:
    # Seed-OSS always writes its wrapper; a bare <function=...> is Qwen3-Coder's habit.
    assert PARSER.parse_tool_calls("<function=f>\n</function>") == []


def test_reasoning_budget_reflections_and_a_call_inside_the_thinking() -> None:
    text = ("<seed:think>I could write " + CALL + "\n</seed:cot_budget_reflect>\nbudget left"
            "</seed:think>\nCalling.\n" + CALL + "<seed:eos>")
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert result.content == "Calling."
    assert result.reasoning is not None and "budget left" in result.reasoning


def test_a_prefilled_thinking_block_ends_at_its_closer() -> None:
    text = "<seed:cot_budget_reflect>budget 0</seed:think>\n" + CALL
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"] and result.content == ""


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.-]{0,12}", fullmatch=True)
values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=8,
)
calls_st = st.lists(st.fixed_dictionaries({
    "name": names, "arguments": st.dictionaries(names, values, max_size=4)}),
    min_size=1, max_size=3)


@settings(max_examples=150, deadline=None)
@given(calls_st)
def test_round_trip(generated: list[dict[str, Any]]) -> None:
    assert_round_trip(FMT, generated, before="Sure.\n", after="\nDone.")


@pytest.mark.parametrize("piece", ["<seed:tool_call>", "<seed:tool_call><function=f>",
                                   "<seed:tool_call><function=f><parameter=a>"])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


PIECES = ["<seed:tool_call>", "</seed:tool_call>", "<function=", "</function>", "<parameter=",
          "</parameter>", "<seed:think>", "</seed:think>", "f", ">", "\n", " ", "1", "x"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))


FAMILIES = ("seed_oss",)
test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, {}, start=__file__)
