"""Tests of the bracket format: [TOOL_CALL]name=f;args={...}[/TOOL_CALL] and the JSON form."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.registry import Registry
from toolcalls.testing import assert_single_broken_match, check_extraction

FORMAT = "bracket"
PARSER = toolcalls.Parser(formats=[FORMAT])


def spans(text: str) -> list[tuple[int, int, list[tuple[str, dict[str, Any], int, int]]]]:
    return [
        (m.start, m.end, [(c.name, c.arguments, c.start, c.end) for c in m.calls])
        for m in PARSER.run(text).matches
    ]


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points()
    assert FORMAT in registry.ids
    assert registry.get(FORMAT).tier == 1


P = "Sure, calling it.\n"  # prose before, to make positions absolute

VALID: list[tuple[str, list[tuple[int, int, list[tuple[str, dict[str, Any], int, int]]]]]] = [
    ('[TOOL_CALL]name=f;args={"a": 1}[/TOOL_CALL]', [(0, 43, [("f", {"a": 1}, 0, 43)])]),
    ('[TOOL_CALL] name = f ; args = {"a": 1} [/TOOL_CALL]', [(0, 51, [("f", {"a": 1}, 0, 51)])]),
    ("[TOOL_CALL]\n  name=\tf\n;\nargs=\n{}\n[/TOOL_CALL]", [(0, 45, [("f", {}, 0, 45)])]),
    (
        P + '[TOOL_CALL]name=github/search-issues;args={"q": "x"}[/TOOL_CALL] done',
        [(18, 82, [("github/search-issues", {"q": "x"}, 18, 82)])],
    ),
    (
        '[TOOL_CALL]name=météo;args={"ville": "Zürich ☀"}[/TOOL_CALL]',
        [(0, 60, [("météo", {"ville": "Zürich ☀"}, 0, 60)])],
    ),
    ('[TOOL_CALL]name="quoted.name";args={}[/TOOL_CALL]', [(0, 49, [("quoted.name", {}, 0, 49)])]),
    (
        '[TOOL_CALL]name=f;args={"s": "[/TOOL_CALL] ; name=g"}[/TOOL_CALL]',
        [(0, 65, [("f", {"s": "[/TOOL_CALL] ; name=g"}, 0, 65)])],
    ),
    (
        '[TOOL_CALL]name=f;args={"s": "[TOOL_CALL]name=g;args={}"}[/TOOL_CALL]',
        [(0, 69, [("f", {"s": "[TOOL_CALL]name=g;args={}"}, 0, 69)])],
    ),
    (
        '[TOOL_CALL]name=f;args={"n": 5, "x": 5.0}',  # missing closer at the very end
        [(0, 41, [("f", {"n": 5, "x": 5.0}, 0, 41)])],
    ),
    ("[TOOL_CALL]name=f;args={}  \n", [(0, 28, [("f", {}, 0, 28)])]),
    (
        '[TOOL_CALL]name=a;args={}[/TOOL_CALL][TOOL_CALL]name=b;args={"k": [1]}[/TOOL_CALL]',
        [(0, 37, [("a", {}, 0, 37)]), (37, 82, [("b", {"k": [1]}, 37, 82)])],
    ),
    # the JSON form (toolkit tagged_json)
    (
        '[TOOL_CALL]{"name": "f", "arguments": {"a": 1}}[/TOOL_CALL]',
        [(0, 59, [("f", {"a": 1}, 0, 59)])],
    ),
    (
        P + '[TOOL_CALL] [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {}}] '
        "[/TOOL_CALL]",
        [(18, 107, [("a", {}, 31, 61), ("b", {}, 63, 93)])],
    ),
    ('[TOOL_CALL]{"name": "f", "arguments": {}}', [(0, 41, [("f", {}, 0, 41)])]),
    # prose mentioning the markers
    ("wrap the call in [TOOL_CALL] tags", []),
    ("wrap the call in [TOOL_CALL] ... [/TOOL_CALL] tags", None),  # unrecognized, see ERRORS
    ("the closer is [/TOOL_CALL]", []),
    ("[TOOL_CALLS] is mistral's", []),
]


@pytest.mark.parametrize(("text", "expected"), [v for v in VALID if v[1] is not None])
def test_valid(text: str, expected: list[Any]) -> None:
    assert spans(text) == expected


def test_parse_tool_calls_default_parser() -> None:
    text = 'ok [TOOL_CALL]name=f;args={"a": 1}[/TOOL_CALL]'
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "f", "arguments": {"a": 1}, "format": FORMAT}
    ]
    assert toolcalls.parse_tool_call(text) == {"name": "f", "arguments": {"a": 1}}


# (text, code, position, line, column, match end, incomplete)
ERRORS: list[tuple[str, str, int, int, int, int, bool]] = [
    # a missing ';args=' with a closer: unrecognized at the content
    (P + "[TOOL_CALL] name=f[/TOOL_CALL]", "tool_call.unrecognized", 30, 2, 13, 48, False),
    (P + "[TOOL_CALL]name=f;argz={}[/TOOL_CALL]", "tool_call.unrecognized", 29, 2, 12, 55, False),
    ("[TOOL_CALL]name=f;[/TOOL_CALL]", "tool_call.unrecognized", 11, 1, 12, 30, False),
    ("see [TOOL_CALL] ... [/TOOL_CALL]", "tool_call.unrecognized", 16, 1, 17, 32, False),
    # the text ends inside the call: unclosed at the opener, incomplete
    (P + "[TOOL_CALL]name=f", "tool_call.unclosed", 18, 2, 1, 35, True),
    (P + "[TOOL_CALL]name=f;ar", "tool_call.unclosed", 18, 2, 1, 38, True),
    (P + "[TOOL_CALL]name=f;args=", "tool_call.unclosed", 18, 2, 1, 41, True),
    # unclosed, not at the end
    ("[TOOL_CALL]name=f;args={} and more", "tool_call.unclosed", 0, 1, 1, 26, False),
    # text between the payload and the closer
    (
        "[TOOL_CALL]name=f;args={} x[/TOOL_CALL]",
        "tool_call.unexpected_content",
        26,
        1,
        27,
        39,
        False,
    ),
    # names
    (P + "[TOOL_CALL]name=;args={}[/TOOL_CALL]", "tool_call.invalid_name", 34, 2, 17, 54, False),
    (
        P + "[TOOL_CALL]name= get weather ;args={}[/TOOL_CALL]",
        "tool_call.invalid_name",
        35,
        2,
        18,
        67,
        False,
    ),
    ('[TOOL_CALL]name="";args={}[/TOOL_CALL]', "tool_call.invalid_name", 16, 1, 17, 38, False),
    (
        "[TOOL_CALL]name=a\u0007b;args={}[/TOOL_CALL]",
        "tool_call.invalid_name",
        16,
        1,
        17,
        39,
        False,
    ),
    # arguments
    (
        P + "[TOOL_CALL]name=f;args=[1, 2][/TOOL_CALL]",
        "tool_call.invalid_arguments",
        41,
        2,
        24,
        59,
        False,
    ),
    (
        '[TOOL_CALL]name=f;args="{}"[/TOOL_CALL]',
        "tool_call.invalid_arguments",
        23,
        1,
        24,
        39,
        False,
    ),
    ("[TOOL_CALL]name=f;args= [/TOOL_CALL]", "tool_call.invalid_arguments", 24, 1, 25, 36, False),
    (
        P + '[TOOL_CALL]name=f;args={"a": 1,}[/TOOL_CALL]',
        "json.trailing_comma",
        48,
        2,
        31,
        62,
        False,
    ),
    ('[TOOL_CALL]name=f;args={"a": NaN}[/TOOL_CALL]', "json.invalid_literal", 29, 1, 30, 45, False),
    ('[TOOL_CALL]name=f;args={"a": "x', "json.unexpected_end", 31, 1, 32, 31, True),
    # the JSON form
    (P + '[TOOL_CALL]{"name": "f"}[/TOOL_CALL]', "tool_call.unrecognized", 29, 2, 12, 54, False),
    (
        '[TOOL_CALL]{"name": 3, "arguments": {}}[/TOOL_CALL]',
        "tool_call.invalid_name",
        20,
        1,
        21,
        51,
        False,
    ),
    (
        '[TOOL_CALL]{"name": "f", "arguments": {}, "args": {}}[/TOOL_CALL]',
        "tool_call.ambiguous_arguments",
        42,
        1,
        43,
        65,
        False,
    ),
    ('[TOOL_CALL]{"name": "f", "arguments": {}', "json.unexpected_end", 40, 1, 41, 40, True),
]


@pytest.mark.parametrize("case", ERRORS, ids=[case[0][:60] for case in ERRORS])
def test_errors(case: tuple[str, str, int, int, int, int, bool]) -> None:
    text, code, position, line, column, end, incomplete = case
    assert_single_broken_match(
        text, FORMAT, code, position, line, column, end=end, incomplete=incomplete
    )


def test_error_then_call_is_still_found() -> None:
    text = "[TOOL_CALL]name=f[/TOOL_CALL] [TOOL_CALL]name=g;args={}[/TOOL_CALL]"
    outcome = PARSER.run(text)
    assert [e.code for e in outcome.errors] == ["tool_call.unrecognized"]
    assert [(c.name, c.start, c.end) for c in outcome.calls] == [("g", 30, 67)]


def test_unclosed_before_next_opener() -> None:
    text = "[TOOL_CALL]name=f [TOOL_CALL]name=g;args={}[/TOOL_CALL]"
    first, second = PARSER.run(text).matches
    assert first.error is not None
    assert (first.error.code, first.error.position, first.end) == ("tool_call.unclosed", 0, 18)
    assert [(c.name, c.start, c.end) for c in second.calls] == [("g", 18, 55)]


def test_name_error_wins_over_later_faults() -> None:
    text = "[TOOL_CALL]name=a b;args={,}[/TOOL_CALL]"
    (match,) = PARSER.run(text).matches
    assert match.error is not None and match.error.code == "tool_call.invalid_name"


# The conformance corpus has no record of this format (tests/test_conformance.py runs the
# families it has); the tables above are its conformance cases.


PIECES = [
    "[TOOL_CALL]",
    "[/TOOL_CALL]",
    "name=",
    "name",
    "=",
    ";",
    "args=",
    "args",
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
    "f",
    "1",
    "x y",
    '"a"',
    "null",
    "é",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join))
def test_never_raises(text: str) -> None:
    from toolcalls_bracket import toolcalls_extract

    from toolcalls.plugin import NO_STOPS

    extraction = toolcalls_extract(text, 0, NO_STOPS)
    check_extraction(text, extraction)
