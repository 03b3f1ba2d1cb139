"""The granite family: ``granite`` (<|tool_call|>[...]) and ``granite_20b_fc`` (<function_call>)."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_granite as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser
from toolcalls.plugin import check_name
from toolcalls.registry import Registry
from toolcalls.testing import (
    END,
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_outcome,
    conformance_records,
    conformance_tests,
    extract_alone,
    found,
)

G, FC = "granite", "granite_20b_fc"

GRANITE_EXCEPTIONS = {
    "vllm-granite-004": "Granite 3.1 writes <tool_call> + the array: the hermes grammar, which "
    "the hermes format parses (test_granite_3_1_is_hermes); granite does not claim the opener",
    "vllm-granite-007": "Granite 3.1 <tool_call> + array: parsed by hermes, not by granite "
    "(test_granite_3_1_is_hermes)",
    "vllm-granite-012": "Granite 3.1 <tool_call> + array: parsed by hermes, not by granite "
    "(test_granite_3_1_is_hermes)",
}

test_conformance_granite, test_granite_exceptions_name_records = conformance_tests(
    ("granite",), G, GRANITE_EXCEPTIONS, start=__file__
)
test_conformance_granite_20b_fc, test_granite_20b_fc_exceptions_name_records = (
    conformance_tests(("granite_20b_fc",), FC, {}, start=__file__)
)


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points()
    for fmt, marker in ((G, "<|tool_call|>"), (FC, "<function_call>")):
        loaded = registry.get(fmt)
        assert (loaded.tier, loaded.markers, loaded.spec.anchored, loaded.distribution) == (
            1, (marker,), True, "toolcalls-granite")


W = '{"name": "get_weather", "arguments": {"city": "Tokyo"}}'  # 55 characters
T = '{"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}'
WEATHER = ("get_weather", {"city": "Tokyo"})
TIME = ("get_time", {"timezone": "Asia/Tokyo"})

VALID: list[tuple[str, str, str, list[tuple[str, dict[str, Any]]], list[tuple[int, int]]]] = [
    ("array", G, f"<|tool_call|>[{W}]", [WEATHER], [(0, END)]),
    ("space after the token", G, f"<|tool_call|> [{W}]", [WEATHER], [(0, END)]),
    ("two calls, pretty", G, f"<|tool_call|> [\n  {W},\n  {T}\n]", [WEATHER, TIME], [(0, END)]),
    ("prose around", G, f"Let me check.\n<|tool_call|> [{W}]\nDone.", [WEATHER], [(14, 85)]),
    ("arguments first", G, '<|tool_call|>[{"arguments": {"x": 42}, "name": "b"}]',
     [("b", {"x": 42})], [(0, END)]),
    ("a single object", G, f"<|tool_call|> {W}", [WEATHER], [(0, END)]),
    ("arguments as a JSON string", G, '<|tool_call|>[{"name": "f", "arguments": "{\\"a\\": 1}"}]',
     [("f", {"a": 1})], [(0, END)]),
    ("a ] and the token inside a string", G,
     '<|tool_call|>[{"name": "f", "arguments": {"q": "] <|tool_call|>[x"}}] ok',
     [("f", {"q": "] <|tool_call|>[x"})], [(0, 69)]),
    ("one token per call", G, f"<|tool_call|>[{W}]\n<|tool_call|>[{T}]", [WEATHER, TIME],
     [(0, 70), (71, END)]),
    ("unicode", G, '<|tool_call|>[{"name": "météo", "arguments": {"ville": "北京 🎉"}}]',
     [("météo", {"ville": "北京 🎉"})], [(0, END)]),
    ("one call", FC, f"<function_call> {W}", [WEATHER], [(0, END)]),
    ("no space", FC, f"<function_call>{W}", [WEATHER], [(0, END)]),
    ("two calls", FC, f"<function_call> {W}\n<function_call> {T}", [WEATHER, TIME],
     [(0, 71), (72, END)]),
    ("prose before", FC, f"Let me check.\n<function_call> {W}", [WEATHER], [(14, END)]),
    ("prose between and after", FC, f"<function_call> {W} and <function_call> {T} done",
     [WEATHER, TIME], [(0, 71), (76, 153)]),
    ("pretty", FC, '<function_call> {\n  "name": "f",\n  "arguments": {"a": [1, {"b": null}]}\n}',
     [("f", {"a": [1, {"b": None}]})], [(0, END)]),
    ("an array of calls", FC, f"<function_call> [{W}, {T}]", [WEATHER, TIME], [(0, END)]),
    ("no_function is a call", FC, '<function_call> {"name": "no_function", "arguments": {}}',
     [("no_function", {})], [(0, END)]),
]


@pytest.mark.parametrize(("fmt", "text", "calls", "spans"), [c[1:] for c in VALID],
                         ids=[c[0] for c in VALID])
def test_valid(fmt: str, text: str, calls: list[tuple[str, dict[str, Any]]],
               spans: list[tuple[int, int]]) -> None:
    assert found(Parser(formats=[fmt]), text, positions=False) == (calls, spans)
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": name, "arguments": args, "format": fmt} for name, args in calls]


def test_call_spans_and_positions() -> None:
    text = f"ok <function_call> {W}\n<function_call> {T}"
    calls = Parser(formats=[FC]).run(text).calls
    assert [(c.start, c.end, text[c.name_pos:c.name_pos + 13], text[c.args_pos]) for c in calls
            ] == [(3, 74, '"get_weather"', "{"), (75, len(text), '"get_time", "', "{")]
    text = f"<|tool_call|>[{W}, {T}]"
    first, second = Parser(formats=[G]).run(text).calls
    assert (first.start, first.end, second.start, second.end) == (14, 69, 71, 132)


ERRORS: list[tuple[str, str, str, str, int, int, int]] = [
    # (id, format, text, code, position, line, column)
    ("truncated", G, '<|tool_call|> [{"name": "func", "arguments": {', "json.unexpected_end",
     46, 1, 47),
    ("trailing comma", G, 'Hi\n<|tool_call|>[{"name": "f", "arguments": {"a": 1,}}]',
     "json.trailing_comma", 51, 2, 49),
    ("empty array", G, "<|tool_call|>[]", "tool_call.unrecognized", 13, 1, 14),
    ("missing arguments", G, '<|tool_call|>[{"name": "func"}]', "tool_call.unrecognized",
     13, 1, 14),
    ("arguments not JSON", G, '<|tool_call|>[{"name": "f", "arguments": "not a dict"}]',
     "tool_call.invalid_arguments", 42, 1, 43),
    ("bad name", G, '<|tool_call|>[{"name": "a b", "arguments": {}}]', "tool_call.invalid_name",
     23, 1, 24),
    ("token at the end", G, "Sure.\n<|tool_call|>", "tool_call.unexpected_end", 19, 2, 14),
    ("token then a space", G, "<|tool_call|> ", "tool_call.unexpected_end", 14, 1, 15),
    ("broken JSON", G, "<|tool_call|>[not json]", "json.invalid_literal", 14, 1, 15),
    ("truncated", FC, '<function_call> {"name": "func", "arguments": {', "json.unexpected_end",
     47, 1, 48),
    ("name not a string", FC, '<function_call> {"name": 123}', "tool_call.unrecognized",
     16, 1, 17),
    ("bad name", FC, '<function_call> {"name": 123, "arguments": {}}', "tool_call.invalid_name",
     25, 1, 26),
    ("first of two broken", FC,
     '<function_call> {"name": "f", "arguments": {"a": 1,}}\n<function_call> '
     '{"name": "g", "arguments": {}}', "json.trailing_comma", 50, 1, 51),
    ("marker at the end", FC, "<function_call>", "tool_call.unexpected_end", 15, 1, 16),
]


@pytest.mark.parametrize(("fmt", "text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[f"{c[1]}: {c[0]}" for c in ERRORS])
def test_errors(fmt: str, text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, fmt, code, position, line, column)


def test_a_broken_call_does_not_swallow_the_next() -> None:
    text = ('<function_call> {"name": "f", "arguments": {"a": 1,}}\n<function_call> '
            '{"name": "g", "arguments": {}}')
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["g"]
    assert [(e.code, e.format) for e in result.errors] == [("json.trailing_comma", FC)]
    matches = Parser(formats=[FC]).run(text).matches
    assert [(m.start, m.end, m.state) for m in matches] == [(0, 54, "broken"),
                                                           (54, len(text), "complete")]


PROSE = [
    ("granite", "Wrap the list in <|tool_call|> tokens."),
    ("granite", "<|tool_call|> is the token Granite writes."),
    ("granite", "The <|tool_call|>, then the list."),
    ("granite_20b_fc", "Write <function_call> before each call."),
    ("granite_20b_fc", "<function_call> tags are Granite's."),
    ("granite_20b_fc", "a <function_calls> block is another format"),
    ("granite_20b_fc", "<function_call>: a marker"),
]


@pytest.mark.parametrize(("fmt", "text"), PROSE)
def test_prose_mentioning_the_markers_is_no_call_and_no_error(fmt: str, text: str) -> None:
    assert Parser(formats=[fmt]).run(text).matches == []
    result = toolcalls.parse(text)
    assert (result.calls, result.errors, result.content) == ([], [], text)


EXAMPLES = [
    (G, f"Let me check.\n<|tool_call|> [{W}, {T}]"),
    (G, '<|tool_call|>[{"name": "f", "arguments": {"s": "a]\\"}", "n": [1, [2]]}}]'),
    (FC, f"Sure.\n<function_call> {W}\n<function_call> {T}"),
]


@pytest.mark.parametrize(("fmt", "text"), EXAMPLES)
def test_every_cut_is_a_call_or_an_error(fmt: str, text: str) -> None:
    """Cut at every offset once the first marker is complete: never silently nothing, and a
    partial call's name is the full name or unknown."""
    parser = Parser(formats=[fmt])
    names = {c.name for c in parser.run(text).calls}
    marker = plugin.TOOL_CALL if fmt == G else plugin.FUNCTION_CALL
    for cut in range(text.index(marker) + len(marker), len(text) + 1):
        piece = text[:cut]
        outcome = parser.run(piece)
        assert outcome.calls or outcome.errors, piece
        for match in outcome.matches:
            if match.state == "partial":
                assert match.end == cut and match.error is not None
                assert match.error.code in ("json.unexpected_end", "tool_call.unexpected_end")
                assert match.partial is None or match.partial.name in names | {None}, piece
        assert all(c.name in names for c in outcome.calls), piece


def test_a_partial_call_knows_its_name_and_where_its_arguments_start() -> None:
    text = '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "To'
    (match,) = Parser(formats=[G]).run(text).matches
    assert match.state == "partial" and match.partial is not None
    assert match.partial.name == "get_weather"
    assert text[match.partial.args_pos:] == '{"city": "To'
    text = '<function_call> {"name": "get_wea'
    (match,) = Parser(formats=[FC]).run(text).matches
    assert match.state == "partial" and match.partial is not None and match.partial.name is None


def test_control_tokens_never_stay_in_content() -> None:
    text = (f'<|start_of_role|>assistant<|end_of_role|>Checking.<|tool_call|>[{W}]'
            "<|end_of_text|>")
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert result.content == "assistantChecking."
    result = toolcalls.parse(f"<function_call> {W}<|endoftext|>")
    assert ([c.name for c in result.calls], result.content) == (["get_weather"], "")


def test_reasoning() -> None:
    # Granite 3.3 thinks in <think>...</think> (the engine's default block); a call mentioned
    # there is not a call, and a template that prefilled <think> leaves only the closer.
    text = f"<think>Maybe <|tool_call|>[x]</think><|tool_call|>[{W}]"
    result = toolcalls.parse(text)
    assert ([c.name for c in result.calls], result.errors, result.reasoning) == (
        ["get_weather"], [], "Maybe <|tool_call|>[x]")
    result = toolcalls.parse(f"the user wants Tokyo</think>\n<function_call> {W}")
    assert ([c.name for c in result.calls], result.reasoning, result.content) == (
        ["get_weather"], "the user wants Tokyo", "")


def test_granite_3_1_is_hermes() -> None:
    """Granite 3.1 writes ``<tool_call>`` as text before the array: the hermes grammar."""
    pytest.importorskip("toolcalls_hermes")
    text = f"<tool_call> [{W}, {T}]"
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": n, "arguments": a, "format": "hermes"} for n, a in (WEATHER, TIME)]
    assert toolcalls.parse(f"Let me check.<tool_call> [{W}]").content == "Let me check."
    # Text after an unclosed <tool_call> is hermes' rule: the call is named, not dropped.
    assert_strict_error(f"<tool_call> [{W}]\nDone.", "hermes", "tool_call.unclosed", 0, 1, 1)
    parser = Parser(formats=[G, "hermes"])
    records = [r for r in conformance_records(("granite",), start=__file__)
               if r["id"] in GRANITE_EXCEPTIONS]
    for record in records:
        assert conformance_outcome(record, parser)[0], record["id"]


def test_no_function_with_tools() -> None:
    # The Granite-20B-FC prompt asks for no_function when no tool applies: a call by shape.
    # With tools=[...] it is an unknown tool unless listed.
    text = '<function_call> {"name": "no_function", "arguments": {}}'
    weather = {"name": "get_weather", "parameters": {"type": "object", "properties": {}}}
    none = {"name": "no_function", "parameters": {"type": "object", "properties": {}}}
    assert_strict_error_with_tools(text, [weather], "tool_call.unknown_tool", 25)
    assert toolcalls.parse_tool_calls(text, tools=[weather, none]) == [
        {"name": "no_function", "arguments": {}}]


def assert_strict_error_with_tools(text: str, tools: list[Any], code: str, position: int) -> None:
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=tools)
    assert (info.value.code, info.value.position) == (code, position)


# --- rendering ----------------------------------------------------------------------------


def test_render_writes_what_the_templates_write() -> None:
    calls = [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}]
    assert toolcalls.render(calls, G) == (
        '<|tool_call|>[{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}]')
    assert toolcalls.render(calls, FC) == (
        '<function_call> {"name": "f", "arguments": {"a": 1}}\n'
        '<function_call> {"name": "g", "arguments": {}}')


MARKERS = ["<|tool_call|>", "<function_call>", "<tool_call>", "</tool_call>", "[TOOL_CALLS]",
           "functools[", "<|python_tag|>", '<invoke name="f">', "```json\n", "<think>",
           "</think>", "[THINK]", "<|end_of_text|>", "<|endoftext|>", "]", "[", "}", '"', "\\"]
_chars = st.characters(exclude_categories=("Cs",))
strings = st.lists(st.one_of(st.text(_chars, max_size=5), st.sampled_from(MARKERS)),
                   max_size=4).map("".join)
values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(min_value=-(2**80), max_value=2**80),
              st.floats(allow_nan=False, allow_infinity=False), strings),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(strings, inner,
                                                                         max_size=3)),
    max_leaves=10,
)
names = st.one_of(
    st.from_regex(r"[A-Za-z_][\w.:/-]{0,15}", fullmatch=True),
    st.lists(st.one_of(st.text(_chars, min_size=1, max_size=4), st.sampled_from(MARKERS)),
             min_size=1, max_size=3).map("".join),
).filter(lambda name: check_name(name) is None)
call_lists = st.lists(st.fixed_dictionaries(
    {"name": names, "arguments": st.dictionaries(strings, values, max_size=4)}),
    min_size=1, max_size=3)


@pytest.mark.parametrize("fmt", [G, FC])
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls=call_lists)
def test_round_trip(fmt: str, calls: list[dict[str, Any]]) -> None:
    assert_round_trip(fmt, calls, before="Sure, checking.\n", after="\nOne moment.")
    assert_round_trip(fmt, calls)


def test_round_trip_of_deep_and_big_values() -> None:
    deep: Any = 1
    for level in range(120):
        deep = [deep] if level % 2 else {"k": deep}
    for fmt in (G, FC):
        assert_round_trip(fmt, [{"name": "f", "arguments": {"d": deep, "n": 2**200,
                                                            "x": -0.0, "e": 1e300}}])


# --- properties and hostile inputs --------------------------------------------------------

PIECES = ["<|tool_call|>", "<function_call>", "<tool_call>", "[", "]", "{", "}", '"', ":",
          ",", " ", "\n", "x", "\\", '"name"', '"arguments"', '"f"', "{}", "<think>",
          "</think>", W]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=25).map("".join))
def test_extraction_never_raises_and_keeps_the_contract(text: str) -> None:
    for fmt in (G, FC):
        extract_alone(fmt, text)
    for grammar in (plugin.GRAMMAR, plugin.GRAMMAR_20B_FC):
        check_extraction(text, grammar.extract(text, 0))
    toolcalls.parse(text)


@pytest.mark.parametrize(("fmt", "piece"), [
    (G, "<|tool_call|>"),
    (G, "<|tool_call|> ["),
    (G, '<|tool_call|>[{"name": "f", '),
    (G, "<|tool_call|> text "),
    (G, f"<|tool_call|>[{W}]"),
    (FC, "<function_call>"),
    (FC, "<function_call> {"),
    (FC, '<function_call> {"name": "f", "arguments": {'),
    (FC, "<function_call> tags "),
    (FC, f"<function_call> {W}\n"),
])
def test_linear_on_hostile_inputs(fmt: str, piece: str) -> None:
    assert_linear(fmt, piece, count=500)
    assert_linear(None, piece, count=250)


def test_fifty_thousand_openers() -> None:
    for marker in (plugin.TOOL_CALL, plugin.FUNCTION_CALL):
        text = marker * 50_000
        result = toolcalls.parse(text)
        assert [(e.code, e.position) for e in result.errors] == [
            ("tool_call.unexpected_end", len(text))]
        assert toolcalls.parse(text + " done").errors == []
