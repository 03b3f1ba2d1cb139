"""The phi4 format: Phi-4-mini's ``functools[{json}, ...]``."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_phi4 as plugin
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
    conformance_tests,
    extract_alone,
    found,
)

FMT = "phi4"
PARSER = Parser(formats=[FMT])

test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    ("phi4",), FMT, {}, start=__file__
)


def test_entry_point_is_discovered() -> None:
    loaded = Registry.from_entry_points().get(FMT)
    assert (loaded.tier, loaded.markers, loaded.spec.anchored, loaded.distribution) == (
        1, ("functools[", "functools{"), True, "toolcalls-phi4")


W = '{"name": "get_weather", "arguments": {"city": "Tokyo"}}'  # 55 characters
T = '{"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}'
WEATHER = ("get_weather", {"city": "Tokyo"})
TIME = ("get_time", {"timezone": "Asia/Tokyo"})

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any]]], list[tuple[int, int]]]] = [
    ("one call", f"functools[{W}]", [WEATHER], [(0, END)]),
    ("two calls, pretty", f"functools[\n  {W},\n  {T}\n]", [WEATHER, TIME], [(0, END)]),
    ("prose around", f"Let me check.\nfunctools[{W}]\nAnything else?", [WEATHER], [(14, 80)]),
    ("brackets inside arguments", 'functools[{"name": "f", "arguments": {"a": ["]", [1]], '
     '"s": "functools[x]"}}] ok', [("f", {"a": ["]", [1]], "s": "functools[x]"})], [(0, 77)]),
    ("parameters key", 'functools[{"name": "f", "parameters": {"x": 7.0}}]',
     [("f", {"x": 7.0})], [(0, END)]),
    ("a lone object", f"functools{W} done", [WEATHER], [(0, 64)]),
    ("prose mention before a call", f"I will use functools here: functools[{W}]",
     [WEATHER], [(27, END)]),
    ("two markers", f"functools[{W}]functools[{T}]", [WEATHER, TIME], [(0, 66), (66, END)]),
    ("unicode", 'functools[{"name": "météo", "arguments": {"ville": "北京 🎉"}}]',
     [("météo", {"ville": "北京 🎉"})], [(0, END)]),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in VALID],
                         ids=[c[0] for c in VALID])
def test_valid(text: str, calls: list[tuple[str, dict[str, Any]]],
               spans: list[tuple[int, int]]) -> None:
    assert found(PARSER, text, positions=False) == (calls, spans)
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": name, "arguments": args, "format": FMT} for name, args in calls]


def test_call_spans() -> None:
    text = f"functools[{W}, {T}]"
    first, second = PARSER.run(text).calls
    assert (first.start, first.end, second.start, second.end) == (10, 65, 67, 128)
    assert text[first.name_pos:first.name_pos + 13] == '"get_weather"'
    assert text[second.args_pos:].startswith('{"timezone"')


ERRORS: list[tuple[str, str, str, int, int, int]] = [
    # (id, text, code, position, line, column)
    ("truncated", 'functools[{"name": "func", "arguments": {', "json.unexpected_end", 41, 1, 42),
    ("arguments not JSON", 'functools[{"name": "func", "arguments": "not a dict"}]',
     "tool_call.invalid_arguments", 41, 1, 42),
    ("object without arguments", 'functools{"name": "func"}', "tool_call.unrecognized",
     9, 1, 10),
    ("element without arguments", 'functools[{"name": "func"}]', "tool_call.unrecognized",
     9, 1, 10),
    ("empty list", "functools[] This is just text", "tool_call.unrecognized", 9, 1, 10),
    ("text in the brackets", "functools[ This is just text ]", "json.invalid_literal",
     11, 1, 12),
    ("a list of numbers", "Hi\nfunctools[1, 2]", "tool_call.unrecognized", 12, 2, 10),
    ("bad name", 'functools[{"name": "", "arguments": {}}]', "tool_call.invalid_name", 19, 1, 20),
    ("marker and bracket at the end", "Sure.\nfunctools[", "json.unexpected_end", 16, 2, 11),
    ("trailing comma", 'functools[{"name": "f", "arguments": {"a": 1,}}]', "json.trailing_comma",
     44, 1, 45),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_an_empty_list_is_an_error_and_the_text_after_it_content() -> None:
    result = toolcalls.parse("functools[] This is just text", formats=[FMT])
    assert result.calls == []
    assert [(e.code, e.position) for e in result.errors] == [("tool_call.unrecognized", 9)]
    assert result.content == "This is just text"


def test_a_broken_call_does_not_swallow_the_next() -> None:
    text = f'functools[{{"name": "f", "arguments": {{"a": 1,}}}}] tail functools[{T}]'
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["get_time"]
    assert [(e.code, e.position) for e in result.errors] == [("json.trailing_comma", 44)]


PROSE = [
    "import functools",
    "Use functools.lru_cache for memoising.",
    "functools [1] is cited above.",
    "The functools\n[module] docs.",
    "functools {x}",
    "functools",
    "myfunctools",
    "functools(x)",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_about_the_module_is_no_call_and_no_error(text: str) -> None:
    assert PARSER.run(text).matches == []
    result = toolcalls.parse(text)
    assert (result.calls, result.errors, result.content) == ([], [], text)


EXAMPLES = [
    f"Let me check.\nfunctools[{W}, {T}]",
    'functools[{"name": "f", "arguments": {"s": "a]\\"}", "n": [1, [2]]}}]',
    f"functools{W}",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_cut_is_a_call_or_an_error(text: str) -> None:
    """Cut at every offset once ``functools[`` (or ``{``) is complete: never silently nothing,
    and a partial call's name is the full name or unknown."""
    names = {c.name for c in PARSER.run(text).calls}
    for cut in range(text.index("functools") + len("functools") + 1, len(text) + 1):
        piece = text[:cut]
        outcome = PARSER.run(piece)
        assert outcome.calls or outcome.errors, piece
        for match in outcome.matches:
            if match.state == "partial":
                assert match.end == cut and match.error is not None
                assert match.error.code == "json.unexpected_end"
                assert match.partial is None or match.partial.name in names | {None}, piece
        assert all(c.name in names for c in outcome.calls), piece


def test_the_word_at_the_end_is_undecided() -> None:
    # A stream ending in "functools" may still bring the list: extraction resumes there.
    text = "Let me use functools"
    extraction = plugin.GRAMMAR.extract(text, 0)
    assert (extraction.matches, extraction.resume) == ([], 11)
    assert toolcalls.parse(text).content == text


def test_a_partial_call_knows_its_name_and_where_its_arguments_start() -> None:
    text = 'functools[{"name": "get_weather", "arguments": {"city": "To'
    (match,) = PARSER.run(text).matches
    assert match.state == "partial" and match.partial is not None
    assert match.partial.name == "get_weather"
    assert text[match.partial.args_pos:] == '{"city": "To'


def test_control_tokens_never_stay_in_content() -> None:
    text = f"<|assistant|>Checking.functools[{W}]<|end|><|endoftext|>"
    result = toolcalls.parse(text)
    assert ([c.name for c in result.calls], result.content) == (["get_weather"], "Checking.")


def test_the_tool_call_token_pair_leaves_no_closer_in_content() -> None:
    # Ollama's phi4-mini template writes calls as <|tool_call|>[...]<|/tool_call|> (the
    # tokenizer's pair), so the model answers in kind: the opener is granite's marker, the
    # closer a control token.
    pytest.importorskip("toolcalls_granite")  # the format whose marker <|tool_call|> is
    text = f"Checking.<|tool_call|>[{W}]<|/tool_call|>"
    result = toolcalls.parse(text)
    assert ([c.name for c in result.calls], result.content) == (["get_weather"], "Checking.")


def test_reasoning() -> None:
    # Phi-4-mini-reasoning and Phi-4-reasoning think in <think>...</think> (the default).
    text = f"<think>maybe functools[x]</think>functools[{W}]"
    result = toolcalls.parse(text)
    assert ([c.name for c in result.calls], result.errors, result.reasoning) == (
        ["get_weather"], [], "maybe functools[x]")
    result = toolcalls.parse(f"Tokyo, then.</think>functools[{W}]")
    assert (result.reasoning, result.content) == ("Tokyo, then.", "")


# --- rendering ----------------------------------------------------------------------------


def test_render_writes_the_trained_form() -> None:
    calls = [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}]
    assert toolcalls.render(calls, FMT) == (
        'functools[{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}]')


MARKERS = ["functools[", "functools", "<|tool_call|>", "<function_call>", "<tool_call>",
           "[TOOL_CALLS]", "```json\n", "<think>", "</think>", "[THINK]", "<|end|>", "]", "[",
           "}", '"', "\\"]
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


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls=call_lists)
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(FMT, calls, before="Sure, with functools.\n", after="\nOne moment.")
    assert_round_trip(FMT, calls)


def test_round_trip_of_deep_and_big_values() -> None:
    deep: Any = 1
    for level in range(120):
        deep = [deep] if level % 2 else {"k": deep}
    assert_round_trip(FMT, [{"name": "f", "arguments": {"d": deep, "n": 2**200, "x": -0.0,
                                                        "e": 1e300}}])


# --- properties and hostile inputs --------------------------------------------------------

PIECES = ["functools", "[", "]", "{", "}", '"', ":", ",", " ", "\n", "x", "\\", '"name"',
          '"arguments"', '"f"', "{}", "<think>", "</think>", W]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=25).map("".join))
def test_extraction_never_raises_and_keeps_the_contract(text: str) -> None:
    extract_alone(FMT, text)
    check_extraction(text, plugin.GRAMMAR.extract(text, 0))
    toolcalls.parse(text)


@pytest.mark.parametrize("piece", [
    "functools[",
    "functools",
    "functools [",
    "functools{",
    'functools[{"name": "f", ',
    "functools[ text ",
    f"functools[{W}]",
])
def test_linear_on_hostile_inputs(piece: str) -> None:
    assert_linear(FMT, piece, count=500)
    assert_linear(None, piece, count=250)


def test_fifty_thousand_markers() -> None:
    assert toolcalls.parse("functools " * 50_000).errors == []
    assert toolcalls.parse("functools" * 50_000).errors == []
    # Each "functools[" starts a list that the next one breaks: one error each, in order.
    text = "functools[" * 10_000
    errors = toolcalls.parse(text).errors
    assert len(errors) == 10_000
    assert {e.code for e in errors[:-1]} == {"json.invalid_literal"}
    assert (errors[0].position, errors[-1].code, errors[-1].position) == (
        10, "json.unexpected_end", len(text))
