"""Tests of the mistral format: [TOOL_CALLS] JSON array, name[ARGS]{...}, name{...}, [CALL_ID]."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import ToolCallError
from toolcalls.registry import Registry
from toolcalls.testing import assert_single_broken_match, check_extraction, conformance_tests

FORMAT = "mistral"
PARSER = toolcalls.Parser(formats=[FORMAT])

Span = tuple[int, int, list[tuple[str, dict[str, Any], int, int, "str | None"]]]


def spans(text: str) -> list[Span]:
    return [
        (m.start, m.end, [(c.name, c.arguments, c.start, c.end, c.id) for c in m.calls])
        for m in PARSER.run(text).matches
    ]


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points()
    assert FORMAT in registry.ids
    assert registry.get(FORMAT).tier == 1


P = "Sure, calling it.\n"  # 18 characters of prose before, to make positions absolute

VALID: list[tuple[str, list[Span]]] = [
    # pre-v11: a JSON array, or a single object
    (
        '[TOOL_CALLS] [{"name": "f", "arguments": {"a": 1}}]',
        [(0, 51, [("f", {"a": 1}, 0, 51, None)])],
    ),
    (
        '[TOOL_CALLS][{"name": "a", "arguments": {}}, {"name": "b", "arguments": {"k": 2}}]',
        [(0, 82, [("a", {}, 13, 43, None), ("b", {"k": 2}, 45, 81, None)])],
    ),
    (
        '[TOOL_CALLS] {"name": "f", "arguments": {}, "id": "abc123"}',
        [(0, 59, [("f", {}, 0, 59, "abc123")])],
    ),
    (
        P + '[TOOL_CALLS]\n  [ {"arguments": {"x": 5.0}, "name": "f"} ]\nextra trailing data',
        [(18, 75, [("f", {"x": 5.0}, 18, 75, None)])],
    ),
    # v11+: name[ARGS]{...}, name{...}, [CALL_ID]
    ('[TOOL_CALLS]f[ARGS]{"a": 1}', [(0, 27, [("f", {"a": 1}, 0, 27, None)])]),
    ('[TOOL_CALLS]f  [ARGS]\n{"a": 1}', [(0, 30, [("f", {"a": 1}, 0, 30, None)])]),
    ('[TOOL_CALLS]f{"a": 1}', [(0, 21, [("f", {"a": 1}, 0, 21, None)])]),
    ("[TOOL_CALLS]f {}", [(0, 16, [("f", {}, 0, 16, None)])]),
    ("[TOOL_CALLS] f [ARGS] {}", [(0, 24, [("f", {}, 0, 24, None)])]),
    ('[TOOL_CALLS]f[CALL_ID]abc123[ARGS]{"x": 1}', [(0, 42, [("f", {"x": 1}, 0, 42, "abc123")])]),
    ("[TOOL_CALLS]f [CALL_ID] abc123 [ARGS] {}", [(0, 40, [("f", {}, 0, 40, "abc123")])]),
    (
        P + '[TOOL_CALLS]a[ARGS]{}[TOOL_CALLS]b[ARGS]{"k": [1, {"z": null}]} done',
        [
            (18, 39, [("a", {}, 18, 39, None)]),
            (39, 81, [("b", {"k": [1, {"z": None}]}, 39, 81, None)]),
        ],
    ),
    (
        "[TOOL_CALLS]github/search-issues[ARGS]{}",
        [(0, 40, [("github/search-issues", {}, 0, 40, None)])],
    ),
    (
        '[TOOL_CALLS]météo[ARGS]{"ville": "Zürich ☀"}',
        [(0, 44, [("météo", {"ville": "Zürich ☀"}, 0, 44, None)])],
    ),
    # a [TOOL_CALLS] inside a JSON string is content of that call
    (
        '[TOOL_CALLS]f[ARGS]{"s": "[TOOL_CALLS]g[ARGS]{}"}[TOOL_CALLS]h{}',
        [
            (0, 49, [("f", {"s": "[TOOL_CALLS]g[ARGS]{}"}, 0, 49, None)]),
            (49, 64, [("h", {}, 49, 64, None)]),
        ],
    ),
    (
        '[TOOL_CALLS] [{"name": "f", "arguments": {"s": "[TOOL_CALLS] [1]"}}]',
        [(0, 68, [("f", {"s": "[TOOL_CALLS] [1]"}, 0, 68, None)])],
    ),
    # Magistral reasoning is not searched
    ("[THINK]maybe [TOOL_CALLS]f{}[/THINK][TOOL_CALLS]g{}", [(36, 51, [("g", {}, 36, 51, None)])]),
    ("[THINK]unclosed [TOOL_CALLS]f{}", []),
    # prose mentioning the markers
    ("The [TOOL_CALLS] token starts a call.", []),
    ("[TOOL_CALLS] not json at all", []),
    ("Use [TOOL_CALLS] and [ARGS].", []),
    ("Mistral emits [TOOL_CALLS], then [ARGS]", []),
    ("[TOOL_CALL] is the bracket format", []),
]


def test_the_token_at_the_end_is_a_call_cut_short() -> None:
    # Engine v2 (issue 10): every cut of a call is a call or an error; the token with
    # nothing after it was prose before ("it ends with [TOOL_CALLS]").
    outcome = PARSER.run("it ends with [TOOL_CALLS]")
    assert [(m.start, m.end, m.incomplete, m.error and m.error.code) for m in outcome.matches] == [
        (13, 25, True, "tool_call.unexpected_end")
    ]


@pytest.mark.parametrize(("text", "expected"), VALID)
def test_valid(text: str, expected: list[Span]) -> None:
    assert spans(text) == expected


def test_call_id_through_parse() -> None:
    outcome = PARSER.run("[TOOL_CALLS]f[CALL_ID]abc123[ARGS]{}")
    assert [c.id for c in outcome.calls] == ["abc123"]


def test_parse_tool_calls_default_parser() -> None:
    text = 'Hello[TOOL_CALLS] [{"name": "add", "arguments": {"a": 1}}]'
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "add", "arguments": {"a": 1}, "format": FORMAT}
    ]
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_call("[TOOL_CALLS]a{}[TOOL_CALLS]b{}")
    assert (info.value.code, info.value.position) == ("tool_call.multiple", 15)


# (text, code, position, line, column, match end, incomplete)
ERRORS: list[tuple[str, str, int, int, int, int, bool]] = [
    # a name glued to the token with no arguments
    (P + "[TOOL_CALLS]toolname_no_args", "tool_call.unexpected_end", 46, 2, 29, 46, True),
    (P + "[TOOL_CALLS]f[ARGS]", "tool_call.unexpected_end", 37, 2, 20, 37, True),
    ("[TOOL_CALLS]f[CALL_ID]", "tool_call.unexpected_end", 22, 1, 23, 22, True),
    (P + "[TOOL_CALLS]f(x=1)", "tool_call.unrecognized", 30, 2, 13, 31, False),
    ("[TOOL_CALLS]toolname and prose", "tool_call.unrecognized", 12, 1, 13, 20, False),
    ("[TOOL_CALLS]f[CALL_ID][ARGS]{}", "tool_call.unrecognized", 12, 1, 13, 30, False),
    # names
    (P + "[TOOL_CALLS][ARGS]{}", "tool_call.invalid_name", 30, 2, 13, 38, False),
    ("[TOOL_CALLS]f\u0007g[ARGS]{}", "tool_call.invalid_name", 12, 1, 13, 23, False),
    (
        P + '[TOOL_CALLS] [{"name": "", "arguments": {}}]',
        "tool_call.invalid_name",
        41,
        2,
        24,
        62,
        False,
    ),
    # arguments
    (P + "[TOOL_CALLS]f[ARGS][1, 2]", "tool_call.invalid_arguments", 37, 2, 20, 43, False),
    ('[TOOL_CALLS]f[ARGS]"{}"', "tool_call.invalid_arguments", 19, 1, 20, 23, False),
    (
        '[TOOL_CALLS] [{"name": "f", "arguments": 3}]',
        "tool_call.invalid_arguments",
        41,
        1,
        42,
        44,
        False,
    ),
    (
        '[TOOL_CALLS] {"name": "f", "arguments": {}, "args": {}}',
        "tool_call.ambiguous_arguments",
        44,
        1,
        45,
        55,
        False,
    ),
    # JSON
    (P + '[TOOL_CALLS]f[ARGS]{"a": 1,}', "json.trailing_comma", 44, 2, 27, 46, False),
    ("[TOOL_CALLS]f[ARGS]hello", "json.invalid_literal", 19, 1, 20, 24, False),
    (P + '[TOOL_CALLS]bash{"command": "x', "json.unexpected_end", 48, 2, 31, 48, True),
    ('[TOOL_CALLS] [{"name": "f", "arguments": {}', "json.unexpected_end", 43, 1, 44, 43, True),
    ("[TOOL_CALLS] [see the docs]", "json.invalid_literal", 14, 1, 15, 27, False),
    # JSON that is not a call shape
    (
        P + '[TOOL_CALLS] {"name": "Alice", "age": 3}',
        "tool_call.unrecognized",
        31,
        2,
        14,
        58,
        False,
    ),
    ("[TOOL_CALLS] []", "tool_call.unrecognized", 13, 1, 14, 15, False),
]


@pytest.mark.parametrize("case", ERRORS, ids=[case[0][:60] for case in ERRORS])
def test_errors(case: tuple[str, str, int, int, int, int, bool]) -> None:
    text, code, position, line, column, end, incomplete = case
    assert_single_broken_match(
        text, FORMAT, code, position, line, column, end=end, incomplete=incomplete
    )


def test_broken_call_does_not_hide_the_next() -> None:
    text = '[TOOL_CALLS]f[ARGS]{"a": 1,}[TOOL_CALLS]g[ARGS]{}'
    outcome = PARSER.run(text)
    assert [e.code for e in outcome.errors] == ["json.trailing_comma"]
    assert [(m.start, m.end) for m in outcome.matches] == [(0, 28), (28, 49)]
    assert [c.name for c in outcome.calls] == ["g"]



def test_a_name_never_runs_over_another_formats_opener() -> None:
    """``[TOOL_CALLS]f<tool_call>{...}</tool_call>``: with hermes installed the name ends
    where the Hermes call begins, so ``f`` is a name with no arguments (an error) and the
    Hermes call is a call; the name ``f<tool_call>`` was read before (the fuzzer's find)."""
    if "hermes" not in toolcalls.Parser().registry.ids:
        pytest.skip("toolcalls-hermes is not installed")
    both = toolcalls.Parser(formats=["mistral", "hermes"])
    text = '[TOOL_CALLS]f<tool_call>{"name": "g", "arguments": {}}</tool_call>'
    result = both.parse(text)
    assert [(c.name, c.format) for c in result.calls] == [("g", "hermes")]
    assert [(e.code, e.position) for e in result.errors] == [("tool_call.unrecognized", 12)]
    assert result.content == ""
    # alone, no other opener exists: the text after the name is the mistral grammar's to judge
    assert toolcalls.parse_tool_calls(text, formats=["mistral"])[0]["name"] == "f<tool_call>"

# --- conformance corpus (toolcalls.testing finds ../shared/conformance) -------------------

FAMILIES = ("mistral",)
#: Records where our strict spec and the peer's permissive expectation differ.
EXCEPTIONS: dict[str, str] = {
    "vllm-mistral-010": "junk between [TOOL_CALLS] and the array: vLLM recovers it by a regex "
    "fallback; for us '[TOOL_CALLS] junk ...' is prose (no call)",
}

test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FORMAT, EXCEPTIONS, start=__file__
)


# --- property test ---------------------------------------------------------------------------

PIECES = [
    "[TOOL_CALLS]",
    "[ARGS]",
    "[CALL_ID]",
    "[THINK]",
    "[/THINK]",
    "f",
    "get_x",
    "{",
    "}",
    "[",
    "]",
    '"',
    "\\",
    ":",
    ",",
    " ",
    "\n",
    "1",
    '"a"',
    "null",
    "é",
    "(",
    "abc",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join))
def test_never_raises(text: str) -> None:
    from toolcalls_mistral import toolcalls_extract

    from toolcalls.plugin import NO_STOPS

    extraction = toolcalls_extract(text, 0, NO_STOPS)
    check_extraction(text, extraction)
