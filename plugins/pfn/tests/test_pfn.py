"""Tests of the pfn plugin: PLaMo 3's tool request tags.

Cases marked "vLLM" are from vLLM's tests/tool_parsers/test_plamo3_tool_parser.py
(vllm-project/vllm), asserted with this library's rules (DESIGN 3 to 3c).
"""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_pfn as plugin
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

FMT = "plamo3"
PARSER = Parser(formats=[FMT])
T = plugin.tag
BEGIN, END = T("tool_requests"), T("tool_requests", end=True)
ARGS = T("tool_arguments") + "<|plamo:constrain|>json<|plamo:msg|>"  # vLLM's BEGIN_TOOL_ARGS_TAG
EOT = "<|plamo:tag|>"


def request(name: str, arguments: str, args_tag: str = ARGS) -> str:
    return (T("tool_request") + T("tool_name") + name + T("tool_name", end=True) + args_tag
            + arguments + T("tool_arguments", end=True) + T("tool_request", end=True))


def requests(*calls: str) -> str:
    return BEGIN + "".join(calls) + END + EOT


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FMT)
    assert (fmt.tier, fmt.spec.anchored, fmt.distribution) == (1, True, "toolcalls-pfn")
    assert set(fmt.markers) == {BEGIN, T("tool_request")}


@pytest.mark.parametrize(("text", "content", "calls"), [
    # vLLM: test_extract_tool_calls
    ("Checking the weather." + requests(request("get_weather", '{"city": "Tokyo"}')),
     "Checking the weather.", [("get_weather", {"city": "Tokyo"})]),
    (requests(request("echo", '{"text": "hi"}'), request("sum", '{"a": 1, "b": 2}')), "",
     [("echo", {"text": "hi"}), ("sum", {"a": 1, "b": 2})]),
    # the arguments tag without the guided-decoding tokens
    (requests(request("sum", '{"a": 1}', T("tool_arguments"))), "", [("sum", {"a": 1})]),
    # vLLM: "Regular response<|plamo:tag|>ignored" (vLLM drops the text after the turn's end)
    ("Regular response" + EOT + "ignored", "Regular responseignored", []),
])
def test_calls_and_content(text: str, content: str,
                           calls: list[tuple[str, dict[str, Any]]]) -> None:
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        (n, a, FMT) for n, a in calls]
    assert (result.errors, result.content) == ([], content)


def test_the_section_belongs_to_the_matches() -> None:
    text = "Before." + requests(request("a", "{}"), request("b", "{}"))
    matches = PARSER.run(text).matches
    assert [(m.start, m.end) for m in matches] == [
        (7, 7 + len(BEGIN) + len(request("a", "{}"))),
        (7 + len(BEGIN) + len(request("a", "{}")), len(text) - len(EOT))]


NAMED = T("tool_request") + T("tool_name") + "broken" + T("tool_name", end=True)


@pytest.mark.parametrize(("cut", "complete"), [
    # vLLM: test_extract_tool_calls_rejects_incomplete_request (vLLM reports no call for each)
    (T("tool_request"), False),
    (T("tool_request") + T("tool_name") + "broken", False),
    (NAMED, False),
    (NAMED + ARGS + '{"a": 1}', True),
    (NAMED + ARGS + '{"a": 1}' + T("tool_arguments", end=True), True),
    (request("broken", '{"a": 1}'), True),
])
def test_a_request_cut_short(cut: str, complete: bool) -> None:
    # the text ends inside the calls: a call whose arguments are complete is taken (the
    # closers left out at the end, as for every NameArgs format); before that, incomplete
    text = "Before tools." + BEGIN + cut
    outcome = PARSER.run(text)
    if complete:
        assert [(c.name, c.arguments) for c in outcome.calls] == [("broken", {"a": 1})]
    else:
        assert outcome.calls == [] and [m.incomplete for m in outcome.matches] == [True]
    assert toolcalls.parse(text).content == "Before tools."


BAD_JSON = requests(request("f", '{"a": }'))
NOT_OBJECT = requests(request("f", "[1]"))
ERRORS = [
    # the JSON error at the character that breaks it
    ("arguments not JSON", BAD_JSON, "json.unexpected_character", BAD_JSON.index(" }") + 1),
    ("arguments not an object", NOT_OBJECT, "tool_call.invalid_arguments",
     NOT_OBJECT.index("[1]")),
]


@pytest.mark.parametrize(("text", "code", "position"), [r[1:] for r in ERRORS],
                         ids=[r[0] for r in ERRORS])
def test_errors(text: str, code: str, position: int) -> None:
    assert_strict_error(text, FMT, code, position, 1, position + 1)


def test_reasoning() -> None:
    text = T("think") + "The user wants the weather." + T("think", end=True) + "Sure." + requests(
        request("get_weather", '{"city": "Tokyo"}'))
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == ("The user wants the weather.", "Sure.")
    assert [c.name for c in result.calls] == ["get_weather"]


@pytest.mark.parametrize("text", ["The " + BEGIN + " tag opens the requests.",
                                  T("tool_name") + "f" + T("tool_name", end=True), ""])
def test_prose_is_not_a_call(text: str) -> None:
    assert PARSER.run(text).calls == []
    assert toolcalls.parse(text).errors == []


def test_render_writes_the_template_layout() -> None:
    assert toolcalls.render([{"name": "echo", "arguments": {"text": "hi"}},
                             {"name": "sum", "arguments": {"a": 1, "b": 2}}], FMT) == (
        requests(request("echo", '{"text": "hi"}'), request("sum", '{"a": 1, "b": 2}'))[
            :-len(EOT)])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.builds(lambda n, a: {"name": n, "arguments": a},
                          st.from_regex(r"[A-Za-z_][A-Za-z0-9_.\-]{0,10}", fullmatch=True),
                          st.dictionaries(st.text(max_size=4), st.none() | st.integers()
                                          | st.text(max_size=6), max_size=3)),
                min_size=1, max_size=3))
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FMT, calls, before="Sure.\n", after="\nDone.")


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from([BEGIN, END, T("tool_request"), T("tool_request", end=True),
                                 T("tool_name"), T("tool_name", end=True), ARGS,
                                 T("tool_arguments", end=True), "{", "}", "f", EOT])
                | st.text(max_size=3), max_size=20))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    check_extraction(text, extract_alone(FMT, text))
    toolcalls.parse(text)


@pytest.mark.parametrize("piece", [BEGIN, T("tool_request"), T("tool_request") + T("tool_name")
                                   + "f" + T("tool_name", end=True) + ARGS + "{"])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece, count=200)


@pytest.mark.parametrize(("text", "started", "reasoning", "content"), [
    # vLLM's plamo3 reasoning parser: with thinking on the template writes the opener, so the
    # model's output holds only the closer
    ("reasoning" + T("think", end=True) + "answer", None, "reasoning", "answer"),
    ("reasoning" + T("think", end=True) + "answer", True, "reasoning", "answer"),
    (T("think") + "r" + T("think", end=True) + "a", None, "r", "a"),
    ("no thinking at all", None, None, "no thinking at all"),
])
def test_the_think_pair_is_prefilled(text: str, started: bool | None, reasoning: str | None,
                                     content: str) -> None:
    for formats in (None, [FMT]):
        result = toolcalls.parse(text, formats=formats, reasoning_started=started)
        assert (result.reasoning, result.content) == (reasoning, content), formats
