"""Tests of the telechat plugin: TeleChat3-Coder's and Xing4.0's ``<param_key>`` calls.

Cases marked "ms-swift" are the model outputs of ms-swift's tests of its ``telechat3_coder``
and ``xing4_0`` agent templates (tests/test_align/test_template/test_agent.py,
tests/general/test_xing4_0_template.py, tests/general/test_agent_template_tool_arg_types.py),
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

FMT = "telechat3_coder"
ALONE = Parser(formats=[FMT])


def call(name: str, *pairs: tuple[str, str]) -> str:
    """One call as the templates write it: one run, no newlines."""
    body = "".join(f"<param_key>{k}</param_key><param_value>{v}</param_value>" for k, v in pairs)
    return f"<tool_call>{name}{body}</tool_call>"


def weather(city: Any) -> list[dict[str, Any]]:
    """get_weather with a ``city`` parameter of the given schema (None: not declared)."""
    props = {} if city is None else {"city": city}
    return [{"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": props}}}]


def test_entry_point_is_discovered() -> None:
    spec = Registry.from_entry_points(blocked=()).get(FMT)
    assert (spec.tier, spec.spec.anchored, spec.distribution) == (1, True, "toolcalls-telechat")
    assert spec.markers == ("<tool_call>",)


def test_the_template_layout() -> None:
    # ms-swift: test_telechat3_coder (two calls, one run each, nothing between them)
    text = call("get_weather", ("city", "Beijing")) + call("get_weather", ("city", "Shanghai"))
    assert ALONE.parse_tool_calls(text) == [
        {"name": "get_weather", "arguments": {"city": "Beijing"}},
        {"name": "get_weather", "arguments": {"city": "Shanghai"}}]
    first = len(call("get_weather", ("city", "Beijing")))
    assert [(c.start, c.end, c.name_pos) for c in ALONE.run(text).calls] == [
        (0, first, 11), (first, len(text), first + 11)]
    # ms-swift: test_agent_template_tool_call_protocol (xing4_0)
    text = call("get_weather", ("city", "beijing"), ("days", "3"), ("metric", "true"))
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "get_weather", "arguments": {"city": "beijing", "days": 3, "metric": True},
         "format": FMT}]


def test_blanks_between_tags_and_around_keys() -> None:
    # ms-swift: test_telechat3_coder (a key with spaces, a newline and a space between tags)
    text = ("<tool_call>get_weather<param_key> city </param_key>\n<param_value> 22 "
            "</param_value><param_key>unit</param_key> <param_value>null</param_value>"
            "</tool_call>")
    assert toolcalls.parse_tool_calls(text) == [
        {"name": "get_weather", "arguments": {"city": 22, "unit": None}}]
    tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": {"city": {"type": "string"},
                                         "unit": {"type": ["string", "null"]}}}}}]
    # a string parameter keeps its text as written, blanks included
    assert toolcalls.parse_tool_calls(text, tools=tools) == [
        {"name": "get_weather", "arguments": {"city": " 22 ", "unit": None}}]


@pytest.mark.parametrize(("schema", "raw", "value"), [
    # ms-swift: test_xing4_0_tool_arg_types (the cases where its parser and ours agree)
    ({"type": "string"}, "false", "false"), ({"type": "string"}, "  spaced  ", "  spaced  "),
    ({"type": "string"}, '{"a":1}', '{"a":1}'), ({"type": ["string"]}, "false", "false"),
    ({"type": ["string", "null"]}, "null", None), ({"type": ["null", "string"]}, "null", None),
    ({"type": ["null", "string", "number"]}, "null", None), (None, "false", False),
    (None, "beijing", "beijing"), ({"type": "integer"}, "123", 123),
    # a type list tries its types in one fixed order, string last (docs/formats.md,
    # "Values"): ms-swift keeps the text where the list holds "string"
    ({"type": ["integer", "string"]}, "123", 123),
    ({"type": ["string", "boolean"]}, "true", True),
])
def test_values_are_typed_by_the_schema(schema: Any, raw: str, value: Any) -> None:
    text = call("get_weather", ("city", raw))
    assert toolcalls.parse_tool_calls(text, tools=weather(schema)) == [
        {"name": "get_weather", "arguments": {"city": value}}]


def test_shared_opener_each_format_reads_its_own() -> None:
    """Hermes, Qwen3-Coder, GLM and this format all open with ``<tool_call>``."""
    for other in ("toolcalls_hermes", "toolcalls_qwen3_coder", "toolcalls_glm4"):
        pytest.importorskip(other)  # installed alone, this format reads its own only
    texts = {
        "hermes": '<tool_call>\n{"name": "f", "arguments": {"a": 1}}\n</tool_call>',
        "qwen3_coder": "<tool_call>\n<function=f>\n<parameter=a>\n1\n</parameter>\n</function>\n"
                       "</tool_call>",
        "glm4": "<tool_call>f\n<arg_key>a</arg_key>\n<arg_value>1</arg_value>\n</tool_call>",
        FMT: call("f", ("a", "1")),
    }
    for fmt, text in texts.items():
        assert toolcalls.parse_tool_calls(text, include_format=True) == [
            {"name": "f", "arguments": {"a": 1}, "format": fmt}], fmt
    mixed = texts[FMT] + texts["glm4"]
    assert [c["format"] for c in toolcalls.parse_tool_calls(mixed, include_format=True)] == [
        FMT, "glm4"]


def test_errors_have_code_and_position() -> None:
    # a value closer left out: the value is unclosed, at its opener (no implicit close: the
    # templates always close their tags)
    text = "<tool_call>f<param_key>a</param_key><param_value>1</tool_call>"
    at = text.index("<param_value>")
    assert_strict_error(text, FMT, "tool_call.unclosed", at, 1, at + 1)
    # a tag between the name and the pairs that is not a key: closed, so unrecognized
    text = "<tool_call>f<param_value>1</param_value></tool_call>"
    assert_strict_error(text, FMT, "tool_call.unrecognized", 11, 1, 12)
    # a key twice: at the second pair
    text = call("f", ("a", "1"), ("a", "2"))
    at = text.rindex("<param_key>")
    err = assert_strict_error(text, FMT, "tool_call.duplicate_argument", at, 1, at + 1)
    assert "'a'" in err.message


def test_cut_short_is_partial() -> None:
    text = "Sure.<tool_call>get_weather<param_key>city</param_key><param_value>Bei"
    outcome = ALONE.run(text)
    assert outcome.calls == []
    [match] = outcome.matches
    assert (match.start, match.incomplete) == (5, True)
    assert match.partial is not None and match.partial.name == "get_weather"
    assert toolcalls.parse(text).content == "Sure."


def test_reasoning_and_control_tokens() -> None:
    text = ("Both.</think>I will look them up." + call("get_weather", ("city", "Beijing"))
            + "<_end>")
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == ("Both.", "I will look them up.")
    assert [c.arguments for c in result.calls] == [{"city": "Beijing"}]
    hidden = "<think>maybe " + call("f") + "</think>Fine.<_end><_user>"
    result = toolcalls.parse(hidden)
    assert (result.calls, result.content) == ([], "Fine.")


@pytest.mark.parametrize("prose", ["Write <tool_call>NAME tags: a name, then the pairs.",
                                   "<param_key>k</param_key> alone", "<tool_call>f and more"])
def test_prose_is_not_a_call(prose: str) -> None:
    assert ALONE.run(prose).matches == []
    assert toolcalls.parse(prose).errors == []


def test_render_writes_the_template_layout() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Beijing", "days": 3}},
             {"name": "get_time", "arguments": {}}]
    assert toolcalls.render(calls, FMT) == (
        call("get_weather", ("city", "Beijing"), ("days", "3")) + call("get_time"))


VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**60), max_value=2**60)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.lists(st.sampled_from(["</param_value>", "<param_key>", "<think>", '"', "\n", " ",
                                "<"]) | st.text(max_size=3), max_size=4).map("".join),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                  max_size=3),
    max_leaves=6,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls=st.lists(st.builds(lambda n, a: {"name": n, "arguments": a},
                                st.from_regex(r"[A-Za-z_][A-Za-z0-9_.\-]{0,10}", fullmatch=True),
                                st.dictionaries(st.from_regex(r"[a-z_]{1,6}", fullmatch=True),
                                                VALUES, max_size=3)), min_size=1, max_size=3))
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    # alone: a call without arguments reads the same in GLM's grammar (see below)
    assert_round_trip(FMT, calls, before="Sure.\n", after="\nDone.", parser=ALONE)


def test_a_call_without_arguments_is_glms_too() -> None:
    """``<tool_call>f</tool_call>`` is a complete call of both key/value grammars, and both
    read the same call: with both installed, the label is the first claimant's in (tier, id)
    order (the engine's sort is stable), which changes no name and no argument."""
    for text in (call("get_time"), "<tool_call>get_time\n</tool_call>"):
        assert toolcalls.parse_tool_calls(text) == [{"name": "get_time", "arguments": {}}]
        assert ALONE.parse_tool_calls(text, include_format=True) == [
            {"name": "get_time", "arguments": {}, "format": FMT}]


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.sampled_from(["<tool_call>", "</tool_call>", "<param_key>",
                                       "</param_key>", "<param_value>", "</param_value>",
                                       "<arg_key>", "f", "\n", " ", "1", "</think>", "<_end>"])
                      | st.text(max_size=3), max_size=25))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    check_extraction(text, extract_alone(FMT, text))
    toolcalls.parse(text)


def test_hostile_inputs_are_linear() -> None:
    for piece in ("<tool_call>", "<tool_call>f<param_key>",
                  "<tool_call>f<param_key>a</param_key><param_value>"):
        assert_linear(FMT, piece, count=250)
