"""Tests of the apertus format: <|tools_prefix|>[{"NAME": {...}}]<|tools_suffix|>.

The shared corpus has no Apertus records, so the cases below are written from the vendor's chat
template (swiss-ai Apertus-*-Instruct-2509): the calls of a turn are one array, ``", "`` between
the items, each ``{"NAME": ARGUMENTS}``, reasoning in ``<|inner_prefix|>...<|inner_suffix|>``,
the turn opened by ``<|assistant_start|>`` and closed by ``<|assistant_end|>``.
"""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_apertus as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.testing import (
    END,
    assert_calls_and_errors,
    assert_discovered,
    assert_every_cut,
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    json_call_lists,
)

FMT = "apertus"
PARSER = toolcalls.Parser(formats=[FMT])


def test_entry_point_is_discovered() -> None:
    loaded = assert_discovered(FMT, tier=1, markers=("<|tools_prefix|>",), anchored=True,
                               distribution="toolcalls-apertus")
    assert loaded.spec.reasoning == (
        toolcalls.Reasoning("<|inner_prefix|>", "<|inner_suffix|>", prefilled=True),)


def calls(text: str, **kw: Any) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text, **kw).calls]


ITEM_F = '{"get_weather": {"city": "Paris", "days": 3}}'
ITEM_G = '{"get_time": {}}'
TWO = f"<|tools_prefix|>[{ITEM_F}, {ITEM_G}]<|tools_suffix|>"
ONE = f"<|tools_prefix|>[{ITEM_F}]<|tools_suffix|>"
F = ("get_weather", {"city": "Paris", "days": 3})
G = ("get_time", {})
F_AT, G_AT = TWO.index(ITEM_F), TWO.index(ITEM_G)

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]]]] = [
    ("one call", ONE, [(*F, 0, END)]),
    ("two calls, each its item's span", TWO,
     [(*F, F_AT, F_AT + len(ITEM_F)), (*G, G_AT, G_AT + len(ITEM_G))]),
    ("a single object without the array", f"<|tools_prefix|>{ITEM_F}<|tools_suffix|>",
     [(*F, 0, END)]),
    ("whitespace and newlines around the array",
     f"<|tools_prefix|>\n[\n  {ITEM_F}\n]\n<|tools_suffix|>", [(*F, 0, END)]),
    ("missing suffix at the end of the text", ONE[: -len("<|tools_suffix|>")], [(*F, 0, END)]),
    ("content before and after", "Let me check.\n" + ONE + "\nOne moment.",
     [(*F, 14, 14 + len(ONE))]),
    ("arguments as a JSON string (the template splices the OpenAI string)",
     '<|tools_prefix|>[{"f": "{\\"a\\": 1}"}]<|tools_suffix|>', [("f", {"a": 1}, 0, END)]),
    ("a generic call shape as an element",
     '<|tools_prefix|>[{"name": "f", "arguments": {"a": 1}}]<|tools_suffix|>',
     [("f", {"a": 1}, 0, END)]),
    ("a tool named like a key", '<|tools_prefix|>[{"name": {"a": 1}}]<|tools_suffix|>',
     [("name", {"a": 1}, 0, END)]),
    ("the prefix inside a string argument",
     '<|tools_prefix|>[{"f": {"s": "<|tools_prefix|>[{\\"g\\": {}}]<|tools_suffix|>"}}]'
     "<|tools_suffix|>",
     [("f", {"s": '<|tools_prefix|>[{"g": {}}]<|tools_suffix|>'}, 0, END)]),
    ("MCP names, unicode, big ints",
     '<|tools_prefix|>[{"github/search-issues": {"q": "Zürich 😀", "n": 12345678901234567890123}}]'
     "<|tools_suffix|>",
     [("github/search-issues", {"q": "Zürich 😀", "n": 12345678901234567890123}, 0, END)]),
    ("several blocks in one turn", ONE + "\n" + ONE,
     [(*F, 0, len(ONE)), (*F, len(ONE) + 1, 2 * len(ONE) + 1)]),
    ("duplicate keys: the last wins", '<|tools_prefix|>[{"f": {"a": 1}, "f": {"a": 2}}]'
     "<|tools_suffix|>", [("f", {"a": 2}, 0, END)]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]]) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, n if d == END else d) for a, b, c, d in expected]


ERRORS = [
    ("two members in one item", '<|tools_prefix|>[{"f": {}, "g": {}}]<|tools_suffix|>',
     "tool_call.unrecognized", 17, 1, 18),
    ("an empty item", '<|tools_prefix|>[{"f": {}}, {}]<|tools_suffix|>',
     "tool_call.unrecognized", 28, 1, 29),
    ("an element that is not an object", '<|tools_prefix|>[{"f": {}}, "g"]<|tools_suffix|>',
     "tool_call.unrecognized", 28, 1, 29),
    ("an empty array", "<|tools_prefix|>[]<|tools_suffix|>", "tool_call.unrecognized",
     16, 1, 17),
    ("null arguments", '<|tools_prefix|>[{"f": null}]<|tools_suffix|>',
     "tool_call.invalid_arguments", 23, 1, 24),
    ("list arguments", '<|tools_prefix|>[\n{"f": [1, 2]}]<|tools_suffix|>',
     "tool_call.invalid_arguments", 24, 2, 7),
    ("an empty name", '<|tools_prefix|>[{"": {}}]<|tools_suffix|>', "tool_call.invalid_name",
     18, 1, 19),
    ("a name with a space", '<|tools_prefix|>[{"f": {}}, {"a b": {}}]<|tools_suffix|>',
     "tool_call.invalid_name", 29, 1, 30),
    ("an arguments string that is not an object", '<|tools_prefix|>[{"f": "[1]"}]'
     "<|tools_suffix|>", "tool_call.invalid_arguments", 23, 1, 24),
    ("not JSON", "<|tools_prefix|>get_weather(city='Paris')<|tools_suffix|>",
     "tool_call.unrecognized", 16, 1, 17),
    ("bad JSON", '<|tools_prefix|>[{"f": {"a": 01}}]<|tools_suffix|>', "json.invalid_number",
     29, 1, 30),
    ("cut inside the arguments", '<|tools_prefix|>[{"f": {"a": "Par',
     "json.unexpected_end", 33, 1, 34),
    ("cut after the prefix", "<|tools_prefix|>", "tool_call.unexpected_end", 16, 1, 17),
    ("text after the array, then the suffix", ONE[:-len("<|tools_suffix|>")] + " x<|tools_suffix|>",
     "tool_call.unexpected_content", len(ONE) - len("<|tools_suffix|>") + 1, 1,
     len(ONE) - len("<|tools_suffix|>") + 2),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_broken_block_does_not_hide_the_next_one() -> None:
    text = '<|tools_prefix|>[{"f": {}, "g": {}}]<|tools_suffix|>\n' + ONE
    assert_calls_and_errors(PARSER, text, ["get_weather"], ["tool_call.unrecognized"])


PROSE = [
    "The template writes calls after <|tools_prefix|> tokens.",
    "<|tools_suffix|> alone",
    '[{"get_weather": {"city": "Paris"}}] without the prefix',
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert_calls_and_errors(PARSER, text)


def test_every_cut_is_a_call_or_an_error() -> None:
    assert_every_cut(PARSER, TWO, len("<|tools_prefix|>"), ("get_weather", "get_time"))


def test_reasoning_and_control_tokens() -> None:
    text = ("<|inner_prefix|>The user wants the weather.<|inner_suffix|>Checking.\n" + ONE +
            "<|assistant_end|>")
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert (result.reasoning, result.content) == ("The user wants the weather.", "Checking.")


def test_a_call_while_deliberating_is_reasoning() -> None:
    text = "<|inner_prefix|>maybe " + ONE + "<|inner_suffix|>No call needed."
    result = toolcalls.parse(text)
    assert (result.calls, result.content) == ([], "No call needed.")


def test_a_continued_deliberation_ends_at_its_closer() -> None:
    # A prompt that continues an assistant message inside its deliberation (the template's
    # continue_assistant_message; ollama model/parsers/apertus15_test.go,
    # TestApertus15ParserContinuesThinkingPrefill): the output holds only the closer.
    result = toolcalls.parse(" Continued reasoning.<|inner_suffix|>Answer." + ONE)
    assert (result.reasoning, result.content) == ("Continued reasoning.", "Answer.")
    assert [c.name for c in result.calls] == ["get_weather"]


def test_an_answer_keeps_no_role_token() -> None:
    result = toolcalls.parse("<|assistant_start|>Hello.<|assistant_end|><|user_start|>")
    assert (result.calls, result.content) == ([], "Hello.")


TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "string"}}}}}]


def test_unknown_tools_and_schema_errors_are_positioned() -> None:
    result = toolcalls.parse(TWO, tools=TOOLS, validate=True)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.schema_violation", TWO.index("3")),
        ("tool_call.unknown_tool", TWO.index('"get_time"')),
    ]


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.:/-]{0,12}", fullmatch=True) | st.sampled_from(
    ["météo", "天气", "name", "arguments", "tool_calls"])
strings = st.text(max_size=12) | st.sampled_from(
    ["<|tools_suffix|>", "<|tools_prefix|>[", "<|inner_prefix|>", "<|inner_suffix|>",
     "<tool_call>", "[TOOL_CALLS]", "<think>", "</think>", "<|assistant_end|>", '"}]'])
calls_st = json_call_lists(names=names, strings=strings, big=10**30, max_leaves=8)


@settings(max_examples=150, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure.\n", "<|inner_prefix|>x<|inner_suffix|>"]))
def test_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, generated, before=before, after="<|assistant_end|>")


def test_render_is_the_template_layout() -> None:
    rendered = toolcalls.render([{"name": "get_weather", "arguments": {"city": "Paris",
                                                                       "days": 3}},
                                 {"name": "get_time", "arguments": {}}], FMT)
    assert rendered == TWO


@pytest.mark.parametrize("piece", [
    "<|tools_prefix|>", "<|tools_prefix|>[", '<|tools_prefix|>[{"f": ',
    "<|tools_prefix|>x<|tools_suffix|>", "<|inner_prefix|>",
])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


def test_fifty_thousand_openers() -> None:
    text = "<|tools_prefix|> " * 50_000
    assert [e.code for e in PARSER.parse(text).errors] == ["tool_call.unexpected_end"]
    assert PARSER.parse_tool_calls(text + "done") == []


PIECES = ["<|tools_prefix|>", "<|tools_suffix|>", "<|inner_prefix|>", "<|inner_suffix|>",
          "[", "]", "{", "}", '"', ":", ",", '"f"', '"name"', '"arguments"', " ", "\n", "x",
          "\\", "1", "null"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))


def test_one_block_is_one_match_whatever_its_calls() -> None:
    text = "Sure. " + TWO + " Done."
    assert [(m.start, m.end, len(m.calls)) for m in PARSER.run(text).matches] == [
        (6, 6 + len(TWO), 2)]
