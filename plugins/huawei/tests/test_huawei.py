"""Tests of the huawei plugin: openPangu's JSON array in ``[unused11]...[unused12]``.

Cases marked "vLLM" are from vLLM's tests/tool_parsers/test_pangu_tool_parser.py and
test_openpanguv2_tool_parser.py (vllm-project/vllm), written there with the
``<|tool_call_start|>`` spelling the parser picks when the tokenizer has it; here in the
``[unused11]`` tokens that the openPangu tokenizers and templates use (the other spelling is
lfm2's, plugins/lfm2/tests/test_lfm2_families.py).
"""

from __future__ import annotations

from typing import Any

import pytest
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

FMT = "pangu"
PARSER = Parser(formats=[FMT])
OPEN, CLOSE = "[unused11]", "[unused12]"
USER = ('{"name": "register_user", "arguments": {"name": "John Doe", "age": 37, "address": '
        '{"city": "San Francisco", "state": "CA"}, "role": null, "passed_test": true, '
        '"aliases": ["John", "Johnny"]}}')
USER_ARGS = {"name": "John Doe", "age": 37, "address": {"city": "San Francisco", "state": "CA"},
             "role": None, "passed_test": True, "aliases": ["John", "Johnny"]}
SF = {"city": "San Francisco", "metric": "celsius"}


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FMT)
    assert (fmt.tier, fmt.spec.anchored, fmt.distribution) == (1, True, "toolcalls-huawei")
    assert fmt.markers == (OPEN,)


VALID: list[tuple[str, str, list[tuple[str, dict[str, Any]]], str]] = [
    # vLLM (pangu): single tool call, no content
    ("one call", OPEN + '[{"name": "get_weather", "arguments": {"city": "San Francisco", '
     '"metric": "celsius"}}]' + CLOSE, [("get_weather", SF)], ""),
    # vLLM (pangu): multiple tool calls
    ("two calls", OPEN + '[{"name": "get_weather", "arguments": {}}, ' + USER + "]" + CLOSE,
     [("get_weather", {}), ("register_user", USER_ARGS)], ""),
    # vLLM (pangu): content before the call
    ("content before", "I will call the tool now. " + OPEN + '[{"name": "get_weather", '
     '"arguments": {"city": "Boston"}}]' + CLOSE, [("get_weather", {"city": "Boston"})],
     "I will call the tool now."),
    # vLLM (pangu) drops the text after the call; here it is content
    ("content after", OPEN + '[{"name": "get_weather", "arguments": {"city": "Seattle"}}]' + CLOSE
     + "\nThank you!", [("get_weather", {"city": "Seattle"})], "Thank you!"),
    # vLLM (pangu streaming): newlines inside the tokens
    ("newlines in the tokens", "some content\n" + OPEN + '\n[{"name": "device_control_a", '
     '"arguments": {}}]\n' + CLOSE, [("device_control_a", {})], "some content"),
    # vLLM (openpangu_v2): "parameters" for "arguments"
    ("parameters", OPEN + '[{"name": "get_weather", "parameters": {"city": "Boston"}}]' + CLOSE,
     [("get_weather", {"city": "Boston"})], ""),
    ("one object", OPEN + '{"name": "get_weather", "arguments": {"city": "Boston"}}' + CLOSE,
     [("get_weather", {"city": "Boston"})], ""),
]


@pytest.mark.parametrize(("text", "calls", "content"), [r[1:] for r in VALID],
                         ids=[r[0] for r in VALID])
def test_valid(text: str, calls: list[tuple[str, dict[str, Any]]], content: str) -> None:
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        (name, args, FMT) for name, args in calls]
    assert (result.errors, result.content) == ([], content)
    assert [(m.start, m.end) for m in PARSER.run(text).matches] == [
        (text.index(OPEN), text.index(CLOSE) + len(CLOSE))]


def test_reasoning_and_turn_tokens() -> None:
    text = ("[unused16]The user wants the weather.[unused17]Let me check." + OPEN
            + '[{"name": "get_weather", "arguments": {"city": "Paris"}}]' + CLOSE + "[unused10]")
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == ("The user wants the weather.", "Let me check.")
    assert [c.name for c in result.calls] == ["get_weather"]
    assert toolcalls.parse("[unused9]助手：你好[unused10]").content == "你好"
    hidden = ("[unused16]draft " + OPEN + '[{"name": "f", "arguments": {}}]' + CLOSE
              + "[unused17]Ok.")
    assert (toolcalls.parse(hidden).calls, toolcalls.parse(hidden).content) == ([], "Ok.")


ERRORS = [
    ("not a call inside", "x " + OPEN + " y " + CLOSE, "tool_call.unrecognized", 13, 1, 14),
    ("a broken array", OPEN + '[{"name": "f", "arguments": {}},]' + CLOSE, "json.trailing_comma",
     41, 1, 42),
    ("cut short", OPEN + '[{"name": "f", "arguments": {}}', "json.unexpected_end", 41, 1, 42),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), [r[1:] for r in ERRORS],
                         ids=[r[0] for r in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


@pytest.mark.parametrize("text", ["The [unused11] token opens a call.", "[unused12] alone", ""])
def test_prose_is_not_a_call(text: str) -> None:
    assert PARSER.run(text).matches == []
    assert toolcalls.parse(text).errors == []


def test_render_writes_the_template_layout() -> None:
    assert toolcalls.render([{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}],
                            FMT) == (OPEN + '[{"name": "f", "arguments": {"a": 1}}, {"name": "g", '
                                     '"arguments": {}}]' + CLOSE)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.builds(lambda n, a: {"name": n, "arguments": a},
                          st.from_regex(r"[A-Za-z_][A-Za-z0-9_.\-]{0,10}", fullmatch=True),
                          st.dictionaries(st.text(max_size=4), st.none() | st.integers()
                                          | st.text(max_size=6), max_size=3)),
                min_size=1, max_size=3))
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FMT, calls, before="Sure.\n", after="\nDone.")


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from([OPEN, CLOSE, "[unused16]", "[unused17]", "[", "]", "{", "}",
                                 '"name"', ":", '"f"', ","]) | st.text(max_size=3), max_size=25))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    check_extraction(text, extract_alone(FMT, text))
    toolcalls.parse(text)


@pytest.mark.parametrize("piece", [OPEN, OPEN + "[", OPEN + '[{"name": "f", "arguments": {'])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece, count=250)
