"""Tests of the k2_horizon format: K2 Horizon's IFM tool-call tags."""

from __future__ import annotations

import json
from typing import Any

import pytest
import toolcalls_k2_horizon as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.testing import (
    assert_discovered,
    assert_every_cut,
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
)

FMT = "k2_horizon"
PARSER = toolcalls.Parser(formats=[FMT])


def test_entry_point_is_discovered() -> None:
    loaded = assert_discovered(FMT, tier=1, markers=("<ifm|tool_call>",), anchored=True,
                               distribution="toolcalls-k2-horizon")
    assert [r.open for r in loaded.spec.reasoning] == [
        "<ifm|think>", "<ifm|think_fast>", "<ifm|think_faster>"]


# The builders and cases of vLLM's tests/tool_parsers/test_k2_horizon_tool_parser.py (the
# k2_horizon parser) and SGLang's test_k2v3_tool_parser.py (the k2_v3 detector).
def group(*calls: str, prefix: str = "", suffix: str = "") -> str:
    return prefix + "<ifm|tool_calls>" + "\n".join(calls) + "</ifm|tool_calls>" + suffix


def json_call(name: str, arguments: dict[str, Any]) -> str:
    return "<ifm|tool_call>" + json.dumps({"name": name, "arguments": arguments}) + \
        "</ifm|tool_call>"


def xml_call(name: str, arguments: list[tuple[str, str]], *, typed: bool = False) -> str:
    parts = [f"<ifm|tool_call>{name}"]
    for key, value in arguments:
        parts.append(f"<ifm|arg_key>{key}</ifm|arg_key>")
        if typed:
            parts.append("<ifm|arg_type>" + ("integer" if key == "limit" else "string")
                         + "</ifm|arg_type>")
        parts.append(f"<ifm|arg_value>{value}</ifm|arg_value>")
    parts.append("</ifm|tool_call>")
    return "".join(parts)


TOOLS = [
    {"type": "function", "function": {"name": "lookup", "parameters": {
        "type": "object", "properties": {
            "query": {"type": "string"}, "limit": {"type": "integer"},
            "enabled": {"type": "boolean"}}}}},
    {"type": "function", "function": {"name": "ping", "parameters": {
        "type": "object", "properties": {}}}},
]


def test_xml_calls_in_a_group_typed_by_the_schema() -> None:
    # vLLM test_xml_default_parses_multiple_calls_and_coerces_schema
    text = group(xml_call("lookup", [("query", "123"), ("limit", "3")]), xml_call("ping", []),
                 prefix="Before ", suffix=" after.")
    result = toolcalls.parse(text, tools=TOOLS)
    assert [(c.format, c.name, c.arguments) for c in result.calls] == [
        (FMT, "lookup", {"query": "123", "limit": 3}), (FMT, "ping", {})]
    first = xml_call("lookup", [("query", "123"), ("limit", "3")])
    assert (result.calls[0].start, result.calls[0].end) == (
        text.index(first), text.index(first) + len(first))
    # the group's tokens are control tokens; the line break between the calls stays (vLLM's
    # content is "Before  after.")
    assert (result.errors, result.content) == ([], "Before \n after.")


@pytest.mark.parametrize(("call", "expected"), [
    # vLLM test_request_level_format_overrides, the json layout (the tag's content says which);
    # a JSON value keeps its JSON type (the schema types raw text only; vLLM casts "2" to 2)
    (json_call("lookup", {"limit": "2"}), {"limit": "2"}),
    (json_call("lookup", {"query": "x", "enabled": True}), {"query": "x", "enabled": True}),
    (xml_call("lookup", [("query", "weather"), ("limit", "2")]), {"query": "weather", "limit": 2}),
    (xml_call("lookup", [("enabled", "true")]), {"enabled": True}),
])
def test_both_layouts(call: str, expected: dict[str, Any]) -> None:
    result = toolcalls.parse(group(call), tools=TOOLS)
    assert [(c.name, c.arguments) for c in result.calls] == [("lookup", expected)]
    assert (result.errors, result.content) == ([], "")


def test_without_the_group_and_without_a_schema() -> None:
    # SGLang reads calls outside the group too; values JSON-first without a schema
    text = "Checking. " + xml_call("lookup", [("query", "rain"), ("limit", "5")])
    assert toolcalls.parse_tool_calls(text, formats=[FMT]) == [
        {"name": "lookup", "arguments": {"query": "rain", "limit": 5}}]


def test_reasoning_blocks() -> None:
    for think in ("think", "think_fast", "think_faster"):
        text = f"<ifm|{think}>need the weather</ifm|{think}>\n" + group(xml_call("ping", []))
        result = toolcalls.parse(text)
        assert [c.name for c in result.calls] == ["ping"]
        assert (result.reasoning, result.content) == ("need the weather", "")


def test_whitespace_around_the_group_is_not_content() -> None:
    # vLLM test_whitespace_only_surrounding_content_is_not_preserved
    result = toolcalls.parse(group(xml_call("ping", []), prefix=" \n", suffix="\t "))
    assert ([c.name for c in result.calls], result.content) == (["ping"], "")


def test_an_unknown_tool_is_an_error_at_its_name() -> None:
    # vLLM test_unknown_or_wrong_named_tool_fails_closed (the peer returns no call)
    text = group(json_call("missing", {}))
    result = toolcalls.parse(text, tools=TOOLS)
    assert result.calls == []
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.unknown_tool", text.index('"missing"'))]


def test_xml_typed_layout_skips_the_type_tag() -> None:
    # the template's xml_typed layout (SGLang's k2_v3 detector reads it; vLLM reads it when the
    # request asks for it): the written type is skipped, the schema types the value
    text = group(xml_call("lookup", [("query", "123"), ("limit", "3")], typed=True))
    result = toolcalls.parse(text, tools=TOOLS)
    assert ([(c.name, c.arguments) for c in result.calls], result.errors, result.content) \
        == ([("lookup", {"query": "123", "limit": 3})], [], "")
    stream = toolcalls.StreamParser(tools=TOOLS)
    events = [e for ch in text for e in stream.feed(ch)] + stream.close()
    assert not [e for e in events if e.kind == "error"]
    assert stream.result.calls == result.calls
    # the text ending inside the type tag is a call cut short
    cut = toolcalls.parse(text[:text.index("</ifm|arg_type>")], tools=TOOLS)
    assert [e.code for e in cut.errors] == ["tool_call.unclosed"]


BROKEN_JSON = group('<ifm|tool_call>{"name": "ping", </ifm|tool_call>')
NO_VALUE = group("<ifm|tool_call>lookup<ifm|arg_key>q</ifm|arg_key></ifm|tool_call>")
ERRORS = [
    # vLLM's malformed cases: the peer keeps the text as content
    ("broken JSON", BROKEN_JSON, "json.unexpected_character",
     BROKEN_JSON.index("</ifm|tool_call>"), 1, BROKEN_JSON.index("</ifm|tool_call>") + 1),
    ("a pair without its value", NO_VALUE, "tool_call.unexpected_content",
     NO_VALUE.index("</ifm|tool_call>"), 1, NO_VALUE.index("</ifm|tool_call>") + 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


@pytest.mark.parametrize("text", [
    "plain text",
    "<ifm|tool_calls><ifm|tool_call>ping",  # vLLM: incomplete markup is content
    "the <ifm|tool_call> tag",
])
def test_no_call(text: str) -> None:
    assert PARSER.parse(text).calls == []


def test_every_cut_is_a_call_or_an_error() -> None:
    text = xml_call("lookup", [("query", "x")])
    assert_every_cut(PARSER, text, len("<ifm|tool_call>lookup<ifm|arg_key>"), ("lookup",))


def test_render_is_the_template_layout() -> None:
    assert toolcalls.render([{"name": "lookup", "arguments": {"query": "x", "limit": 2}},
                             {"name": "ping", "arguments": {}}], FMT) == group(
        xml_call("lookup", [("query", "x"), ("limit", "2")]), xml_call("ping", []))


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.-]{0,12}", fullmatch=True)
values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=8,
)
calls_st = st.lists(st.fixed_dictionaries({
    "name": names, "arguments": st.dictionaries(names, values, max_size=4)}),
    min_size=1, max_size=3)


@settings(max_examples=150, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure.\n"]))
def test_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, generated, before=before, after="\nDone.")


@pytest.mark.parametrize("piece", ["<ifm|tool_call>", "<ifm|tool_call>f<ifm|arg_key>",
                                   "<ifm|tool_call>{", "<ifm|tool_calls>"])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


PIECES = ["<ifm|tool_call>", "</ifm|tool_call>", "<ifm|arg_key>", "</ifm|arg_key>",
          "<ifm|arg_value>", "</ifm|arg_value>", "<ifm|tool_calls>", "f", "{", "}", '"', "\n",
          " ", "1", "x", "é"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))
