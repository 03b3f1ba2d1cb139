"""The olmo3 format: <function_calls> with one Python call per line (JSON literals).

There are no OLMo 3 records in the shared corpus: the cases come from the OLMo 3 chat template
(what it writes for calls) and from vLLM's olmo3 parser (the habits it accepts)."""

from __future__ import annotations

import string
from typing import Any

import pytest
import toolcalls_olmo3
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser
from toolcalls.registry import Registry
from toolcalls.testing import (
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
)

FORMAT = "olmo3"
olmo3 = Parser(formats=[FORMAT])
OPEN, CLOSE = "<function_calls>", "</function_calls>"


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FORMAT)
    assert (fmt.tier, fmt.markers, fmt.distribution) == (1, (OPEN,), "toolcalls-olmo3")
    assert fmt.spec.anchored and fmt.render is not None


# (text, calls, match spans, content)
VALID: list[tuple[str, list[dict[str, Any]], list[tuple[int, int]], str]] = [
    # what the template writes: strings single-quoted, other values with tojson
    ("<function_calls>\nget_weather(city='Paris')\n</function_calls>",
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(0, 60)], ""),
    ("I'll look.\n<function_calls>\nget_weather(city='Paris', days=3, metric=true, extra=null, "
     'opts={"a": [1, 2]})\nget_time()\n</function_calls>',
     [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3, "metric": True,
                                            "extra": None, "opts": {"a": [1, 2]}}},
      {"name": "get_time", "arguments": {}}],
     [(11, 135)], "I'll look."),
    # model drift: double quotes, escapes, Python constants
    ("<function_calls>\nf(s=\"it's\\nok\", t=True, n=None)\n</function_calls>",
     [{"name": "f", "arguments": {"s": "it's\nok", "t": True, "n": None}}], [(0, 66)], ""),
    # a raw newline inside a string: triple quotes (the scanner reads calls, not lines)
    ("<function_calls>\nf(s='''line1\nline2''')\n</function_calls>",
     [{"name": "f", "arguments": {"s": "line1\nline2"}}], [(0, 57)], ""),
    # blank lines, commas between calls, a bracketed list
    ("<function_calls>\nf(a=1)\n\ng(b=2)\n</function_calls>",
     [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {"b": 2}}], [(0, 49)],
     ""),
    ("<function_calls>\nf(a=1), g(b=2)\n</function_calls>",
     [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {"b": 2}}], [(0, 49)],
     ""),
    ("<function_calls>\n[f(a=1), g()]\n</function_calls>",
     [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}], [(0, 48)], ""),
    # the closing tag left out at the end of the text
    ("<function_calls>\nf(a=1)", [{"name": "f", "arguments": {"a": 1}}], [(0, 23)], ""),
    ("<function_calls>\nf(a=1)\n", [{"name": "f", "arguments": {"a": 1}}], [(0, 24)], ""),
    ("<function_calls>\nf(q='</function_calls> g(a=1)')\n</function_calls> Done.",
     [{"name": "f", "arguments": {"q": "</function_calls> g(a=1)"}}], [(0, 66)], "Done."),
    # prose and reasoning
    ("Use <function_calls> blocks to call tools.", [], [],
     "Use <function_calls> blocks to call tools."),
    ("<think>maybe <function_calls>\nf()\n</function_calls></think>\nok", [], [], "ok"),
    ("I should call f.\n</think>\n<function_calls>\nf()\n</function_calls>",
     [{"name": "f", "arguments": {}}], [(26, 64)], ""),
]


@pytest.mark.parametrize(("text", "expected", "spans", "content"), VALID)
def test_valid(text: str, expected: list[dict[str, Any]], spans: list[tuple[int, int]],
               content: str) -> None:
    assert olmo3.parse_tool_calls(text) == expected
    assert [(m.start, m.end) for m in olmo3.run(text).matches] == spans
    assert olmo3.parse(text).content == content


def test_each_call_keeps_its_own_span() -> None:
    text = VALID[1][0]
    (match,) = olmo3.run(text).matches
    assert [text[c.start:c.end] for c in match.calls][1] == "get_time()"


# (text, code, position, line, column)
INVALID = [
    ("<function_calls>\nhello\n</function_calls>", "tool_call.unrecognized", 17, 2, 1),
    ("<function_calls>\n</function_calls>", "tool_call.unrecognized", 17, 2, 1),
    ("<function_calls>\nf(x)\n</function_calls>", "tool_call.positional_argument", 19, 2, 3),
    ("<function_calls>\nf(a=1)\nhello\n</function_calls>", "tool_call.unexpected_content", 24,
     3, 1),
    ("<function_calls>\nf(a=foo)\n</function_calls>", "tool_call.invalid_literal", 21, 2, 5),
    # the template writes strings raw: a line break inside single quotes is not a literal
    ("<function_calls>\nf(a='x\ny')\n</function_calls>", "tool_call.invalid_literal", 21, 2, 5),
    ("<function_calls>\nf(a=1, a=2)\n</function_calls>", "tool_call.duplicate_argument", 24, 2,
     8),
    ("<function_calls>\nf(a=1)\nDone, thanks", "tool_call.unclosed", 0, 1, 1),
    ("<function_calls>\nf(a=1", "tool_call.unexpected_end", 22, 2, 6),
    ("<function_calls>\n", "tool_call.unexpected_end", 17, 2, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), INVALID)
def test_invalid(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FORMAT, code, position, line, column)


def test_shared_opener_with_xml_invoke() -> None:
    pytest.importorskip("toolcalls_xml_invoke")
    invoke = ('<function_calls>\n<invoke name="f"><parameter name="a">1</parameter></invoke>\n'
              "</function_calls>")
    pythonic = "<function_calls>\nf(a=1)\n</function_calls>"
    for text, fmt in ((invoke, "xml_invoke"), (pythonic, FORMAT)):
        assert toolcalls.parse_tool_calls(text, include_format=True) == [
            {"name": "f", "arguments": {"a": 1}, "format": fmt}]
    # a block neither grammar reads is an error at the same place, whoever names it
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls("<function_calls>\nhello\n</function_calls>")
    assert (info.value.code, info.value.position) == ("tool_call.unrecognized", 17)


EXAMPLE = "Sure.\n<function_calls>\nget_weather(city='Paris', days=[1, 2])\nget_time()\n" \
          "</function_calls>"


def test_every_cut_is_a_call_or_an_error() -> None:
    content = EXAMPLE.index(OPEN) + len(OPEN)
    for cut in range(content, len(EXAMPLE) + 1):
        piece = EXAMPLE[:cut]
        outcome = olmo3.run(piece)
        assert outcome.matches, piece
        for match in outcome.matches:
            assert match.state in ("complete", "partial"), (piece, match)
            if match.partial is not None:
                assert match.partial.name in (None, "get_weather", "get_time"), piece


def test_partial_names_its_call() -> None:
    (match,) = olmo3.run("<function_calls>\nget_weather(city='Par").matches
    assert match.partial is not None and match.partial.name == "get_weather"


def test_control_tokens_are_never_content() -> None:
    text = "<|im_start|>assistant\n<function_calls>\nf()\n</function_calls><|im_end|><|endoftext|>"
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["f"] and result.content == ""


def test_reasoning_is_prefilled() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FORMAT)
    assert [(r.open, r.close, r.prefilled) for r in fmt.spec.reasoning] == [
        ("<think>", "</think>", True)]
    result = toolcalls.parse("Let me think.</think>\n<function_calls>\nf()\n</function_calls>")
    assert (result.reasoning, result.content) == ("Let me think.", "")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([OPEN, CLOSE, "[", "]", "(", ")", "{", "}", "f", "g.h", "a=",
                                 "=", ",", ";", "'", '"', "true", "1", " ", "\n", "x", "\\",
                                 "<invoke"]),
                max_size=30).map("".join))
def test_any_text_extracts_without_raising(text: str) -> None:
    check_extraction(text, toolcalls_olmo3.GRAMMAR.extract(text, 0))
    olmo3.parse(text)


# --- round trips --------------------------------------------------------------------------

_MARKERS = ["<tool_call>", "[TOOL_CALLS]", "<|python_start|>", OPEN, CLOSE, "<|im_end|>",
            '<invoke name="f">', "</invoke>", "<function=f>", ">>>f\n", "[g(a=1)]", "g(a=1)",
            '{"name": "g", "arguments": {}}', "<think>", "</think>", "'", '"', "\\", "\n", "/"]
_strings = st.lists(st.one_of(st.text(max_size=5), st.sampled_from(_MARKERS)),
                    max_size=4).map("".join)
_leaves = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70),
                    st.floats(allow_nan=False, allow_infinity=False), _strings)
_values = st.recursive(_leaves, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(_strings, inner, max_size=3)), max_leaves=8)
_ident = st.text(string.ascii_letters + "_", min_size=1, max_size=3).flatmap(
    lambda head: st.text(string.ascii_letters + string.digits + "_", max_size=4).map(
        lambda tail: head + tail))
_names = st.one_of(_ident, st.lists(_ident, min_size=2, max_size=3).map(".".join))
_calls = st.lists(st.fixed_dictionaries(
    {"name": _names, "arguments": st.dictionaries(_ident, _values, max_size=3)}),
    min_size=1, max_size=3)


@settings(max_examples=150, deadline=None)
@given(_calls)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FORMAT, calls, before="Sure, here you go.\n", after="\nDone.")


def test_rendering_is_the_template_s() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "metric": True, "x": None,
                                                   "o": {"a": [1, "b"]}}},
             {"name": "get_time", "arguments": {}}]
    assert toolcalls.render(calls, FORMAT) == (
        "<function_calls>\nget_weather(city='Paris', metric=true, x=null, o={\"a\": [1, \"b\"]})"
        "\nget_time()\n</function_calls>")
    assert toolcalls.render([{"name": "f", "arguments": {"s": "it's"}}], FORMAT) == (
        "<function_calls>\nf(s='it\\'s')\n</function_calls>")
    assert toolcalls.render([{"name": "my-tool", "arguments": {}}], FORMAT) == (
        "<function_calls>\nmy-tool()\n</function_calls>")
    for bad in ({"name": "srv:tool", "arguments": {}}, {"name": "f", "arguments": {"a b": 1}}):
        with pytest.raises(ValueError, match="python call syntax cannot write"):
            toolcalls.render([bad], FORMAT)


# --- hostile inputs -----------------------------------------------------------------------

HOSTILE = [OPEN, OPEN + "\n", OPEN + "f(a=1", OPEN + "\nf(a=1)\n", OPEN + "f(", OPEN + "x ",
           OPEN + CLOSE, "f(" + OPEN]


@pytest.mark.parametrize("piece", HOSTILE)
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FORMAT, piece, count=500)


def test_fifty_thousand_openers() -> None:
    result = olmo3.parse(OPEN * 50_000)
    assert [e.code for e in result.errors] == ["tool_call.unexpected_end"]
