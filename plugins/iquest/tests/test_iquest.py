"""Tests of the iquest plugin: GLM's key/value body under IQuest Coder V2's and IQuest Q1's tags.

Cases marked "vLLM" are from vLLM's tests/tool_parsers/test_iquest_coder_v2_tool_parser.py,
those marked "SGLang" from SGLang's IQuest Q1 detector tests (test_iquest_q1_detector.py),
asserted with this library's rules (DESIGN 3 to 3c).
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

TAGS = {"iquest_coder_v2": ("<iquestcoder_tool_call>", "</iquestcoder_tool_call>"),
        "iquest_q1": ("<iquest_tool_call>", "</iquest_tool_call>")}
FORMATS = pytest.mark.parametrize("fmt", sorted(TAGS))


def call(fmt: str, name: str, *pairs: tuple[str, str]) -> str:
    """One call in the layout of both peers' tests (no newlines)."""
    body = name + "".join(f"<arg_key>{k}</arg_key><arg_value>{v}</arg_value>" for k, v in pairs)
    return TAGS[fmt][0] + body + TAGS[fmt][1]


@FORMATS
def test_entry_point_is_discovered(fmt: str) -> None:
    spec = Registry.from_entry_points(blocked=()).get(fmt)
    assert (spec.tier, spec.spec.anchored, spec.distribution) == (1, True, "toolcalls-iquest")
    assert spec.markers == (TAGS[fmt][0],)


WEATHER = [{"name": "get_current_weather", "parameters": {"type": "object", "properties": {
    "city": {"type": "string"}, "state": {"type": "string"}, "days": {"type": "integer"}}}}]


@FORMATS
def test_typed_arguments(fmt: str) -> None:
    # vLLM: test_single_tool_call_typed_arguments, test_string_parameter_is_not_json_decoded
    text = call(fmt, "get_current_weather", ("city", "Dallas"), ("state", "TX"), ("days", "3"))
    assert toolcalls.parse_tool_calls(text, tools=WEATHER, include_format=True) == [
        {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX", "days": 3},
         "format": fmt}]
    text = call(fmt, "get_current_weather", ("city", "12345"))
    assert toolcalls.parse_tool_calls(text, tools=WEATHER)[0]["arguments"] == {"city": "12345"}
    assert toolcalls.parse_tool_calls(text)[0]["arguments"] == {"city": 12345}


RUN = [{"name": "run", "parameters": {"type": "object", "properties": {
    "code": {"type": "string"}, "count": {"type": "integer"}, "enabled": {"type": "boolean"},
    "items": {"type": "array"}}}}]
RUN_ARGS = {"code": '  "123"\n', "count": 42, "enabled": True, "items": [1, None]}


def run_call(fmt: str) -> str:
    """SGLang's call: a newline after the name, a space and newlines between the tags."""
    return (TAGS[fmt][0] + "run\n"
            '<arg_key>code</arg_key><arg_value>  "123"\n</arg_value>'
            "<arg_key>count</arg_key> <arg_value>42</arg_value>\n"
            "<arg_key>enabled</arg_key><arg_value>true</arg_value>"
            "<arg_key>items</arg_key><arg_value>[1, null]</arg_value>" + TAGS[fmt][1])


@FORMATS
@pytest.mark.parametrize(("before", "between", "after", "content"), [
    # SGLang: test_surrounding_text_is_preserved_in_each_mode
    ("before", None, "after", "beforeafter"),
    ("", None, "\nafter", "after"),  # SGLang keeps the newline; content is stripped at its ends
    ("before", "between", "after", "beforebetweenafter"),
])
def test_surrounding_text_is_content(fmt: str, before: str, between: str | None, after: str,
                                     content: str) -> None:
    text = before + run_call(fmt) + ("" if between is None else between + run_call(fmt)) + after
    result = toolcalls.parse(text, tools=RUN)
    assert [c.arguments for c in result.calls] == [RUN_ARGS] * (1 if between is None else 2)
    assert result.errors == []
    assert result.content == content


@FORMATS
def test_calls_and_spans(fmt: str) -> None:
    o, c = TAGS[fmt]
    # vLLM: test_tool_call_without_arguments, test_parallel_tool_calls,
    # test_whitespace_between_name_and_args, test_leading_content_preserved
    empty = o + "get_current_weather" + c
    two = call(fmt, "f", ("city", "Dallas")) + call(fmt, "f", ("city", "Orlando"))
    spaced = (o + "get_current_weather\n<arg_key>city</arg_key>\n<arg_value>Dallas</arg_value>\n"
              + c)
    prefix = "Let me look that up for you.\n"
    parser = Parser(formats=[fmt])
    assert [(x.name, x.arguments, x.start, x.end) for x in parser.run(empty).calls] == [
        ("get_current_weather", {}, 0, len(empty))]
    first = len(call(fmt, "f", ("city", "Dallas")))
    assert [(x.arguments, x.start, x.end) for x in parser.run(two).calls] == [
        ({"city": "Dallas"}, 0, first), ({"city": "Orlando"}, first, len(two))]
    assert [x.arguments for x in parser.run(spaced).calls] == [{"city": "Dallas"}]
    result = toolcalls.parse(prefix + spaced)
    assert (result.content, [x.start for x in result.calls]) == (prefix.strip(), [len(prefix)])


@FORMATS
def test_a_value_closer_left_out(fmt: str) -> None:
    o, c = TAGS[fmt]
    # vLLM: test_malformed_call_missing_value_end_is_skipped (vLLM drops the call);
    # SGLang: test_empty_arguments_and_malformed_call (SGLang leaves it as text). Here the value
    # ends at the call's closer when the end of the text or an opener follows (as glm4).
    missing = o + "get_current_weather<arg_key>city</arg_key><arg_value>Dallas" + c
    assert toolcalls.parse_tool_calls(missing) == [
        {"name": "get_current_weather", "arguments": {"city": "Dallas"}}]
    # SGLang: test_non_stream_preserves_unparsed_text_around_valid_calls: the call after it is
    # read on its own, not swallowed by the open value
    malformed = o + "run<arg_key>count</arg_key><arg_value>1" + c
    result = toolcalls.parse(malformed + run_call(fmt) + "after", tools=RUN)
    assert [x.arguments for x in result.calls] == [{"count": 1}, RUN_ARGS]
    assert (result.errors, result.content) == ([], "after")
    # a value closer left out before text: the value runs to the next closer, which is no
    # call closer here, so the call is cut short
    text = o + "run<arg_key>count</arg_key><arg_value>1" + c + " and more"
    assert_strict_error(text, fmt, "tool_call.unclosed", text.index("<arg_value>"), 1,
                        text.index("<arg_value>") + 1)


@FORMATS
def test_cut_short_is_incomplete(fmt: str) -> None:
    # SGLang: test_incomplete_call_is_preserved_at_stream_end
    text = "before" + TAGS[fmt][0] + "run<arg_key>code</arg_key>"
    outcome = Parser(formats=[fmt]).run(text)
    assert outcome.calls == []
    assert [(m.start, m.incomplete, m.error and m.error.code) for m in outcome.matches] == [
        (6, True, "tool_call.unclosed")]
    assert toolcalls.parse(text).content == "before"


@FORMATS
def test_reasoning_and_control_tokens(fmt: str) -> None:
    text = "I should look it up.</think>" + run_call(fmt) + "<|iquest_end|>"
    result = toolcalls.parse(text, tools=RUN)
    assert (result.reasoning, result.content) == ("I should look it up.", "")
    hidden = "<think>draft " + run_call(fmt) + "</think>Fine.<|iquestcoder_assistant|>"
    result = toolcalls.parse(hidden)
    assert (result.calls, result.content) == ([], "Fine.")


@FORMATS
@pytest.mark.parametrize("prose", ["The tag <{} is IQuest's.", "<arg_key>k</arg_key> alone", ""])
def test_prose_is_not_a_call(fmt: str, prose: str) -> None:
    text = prose.format(TAGS[fmt][0][1:])
    assert Parser(formats=[fmt]).run(text).matches == []
    assert toolcalls.parse(text).errors == []


@FORMATS
def test_render_writes_one_run_per_call(fmt: str) -> None:
    assert toolcalls.render([{"name": "f", "arguments": {"city": "Dallas", "n": 2}}], fmt) == (
        call(fmt, "f", ("city", "Dallas"), ("n", "2")))


VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**60), max_value=2**60)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.lists(st.sampled_from(["</arg_value>", "<arg_key>", "<think>", '"', "\n", " ", "<"])
               | st.text(max_size=3), max_size=4).map("".join),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                  max_size=3),
    max_leaves=6,
)


@FORMATS
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls=st.lists(st.builds(lambda n, a: {"name": n, "arguments": a},
                                st.from_regex(r"[A-Za-z_][A-Za-z0-9_.\-]{0,10}", fullmatch=True),
                                st.dictionaries(st.from_regex(r"[a-z_]{1,6}", fullmatch=True),
                                                VALUES, max_size=3)), min_size=1, max_size=3))
def test_round_trip(fmt: str, calls: list[dict[str, Any]]) -> None:
    assert_round_trip(fmt, calls, before="Sure.\n", after="\nDone.")


@FORMATS
@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.sampled_from(["<iquestcoder_tool_call>", "</iquestcoder_tool_call>",
                                       "<iquest_tool_call>", "</iquest_tool_call>", "<arg_key>",
                                       "</arg_key>", "<arg_value>", "</arg_value>", "f", "\n",
                                       " ", "1", "</think>"]) | st.text(max_size=3),
                      max_size=25))
def test_extraction_never_raises(fmt: str, parts: list[str]) -> None:
    text = "".join(parts)
    check_extraction(text, extract_alone(fmt, text))
    toolcalls.parse(text)


@FORMATS
def test_hostile_inputs_are_linear(fmt: str) -> None:
    o = TAGS[fmt][0]
    for piece in (o, o + "f<arg_key>", o + "f<arg_key>a</arg_key><arg_value>"):
        assert_linear(fmt, piece, count=250)
