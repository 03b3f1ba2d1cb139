"""Tests of the llama format: <|python_tag|> + JSON, tool.call(k=v), ';', <|eom_id|>/<|eot_id|>."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_llama
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import ToolCallError
from toolcalls.plugin import NO_STOPS
from toolcalls.registry import Registry
from toolcalls.testing import check_extraction, conformance_outcome, conformance_records

FORMAT = "llama"
PARSER = toolcalls.Parser(formats=[FORMAT])
T = "<|python_tag|>"
P = "Sure, calling it.\n"  # 18 characters of prose before, to make positions absolute

Span = tuple[int, int, list[tuple[str, dict[str, Any], int, int]]]


def spans(text: str) -> list[Span]:
    return [
        (m.start, m.end, [(c.name, c.arguments, c.start, c.end) for c in m.calls])
        for m in PARSER.run(text).matches
    ]


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FORMAT)
    assert (fmt.tier, fmt.markers, fmt.distribution) == (1, (T,), "toolcalls-llama")


VALID: list[tuple[str, list[Span]]] = [
    # JSON, "parameters" or "arguments", with or without an end token (which the span holds)
    (T + '{"name": "f", "parameters": {"a": 1}}', [(0, 51, [("f", {"a": 1}, 0, 51)])]),
    (T + '{"name": "f", "arguments": {"a": 1}}<|eom_id|>', [(0, 60, [("f", {"a": 1}, 0, 60)])]),
    (
        "Sure.\n" + T + '\n  {"name": "f", "parameters": {}} \n<|eot_id|>\nDone.',
        [(6, 66, [("f", {}, 6, 66)])],
    ),
    # several calls: ';' (whitespace around it, a trailing one), repeated tags, a JSON array
    (
        T + '{"name": "a", "parameters": {}};{"name": "b", "parameters": {"k": [1]}}',
        [(0, 85, [("a", {}, 14, 45), ("b", {"k": [1]}, 46, 85)])],
    ),
    (
        T + '{"name": "a", "parameters": {}} ;\n {"name": "b", "parameters": {}};<|eom_id|>',
        [(0, 91, [("a", {}, 14, 45), ("b", {}, 49, 80)])],
    ),
    (
        T + '{"name": "a", "parameters": {}}' + T + '{"name": "b", "parameters": {}}',
        [(0, 45, [("a", {}, 0, 45)]), (45, 90, [("b", {}, 45, 90)])],
    ),
    (
        T + '[{"name": "a", "parameters": {}}, {"name": "b", "parameters": {}}]',
        [(0, 80, [("a", {}, 15, 46), ("b", {}, 48, 79)])],
    ),
    (
        T + '{"type": "function", "function": {"name": "f", "arguments": "{\\"a\\": 1}"}}',
        [(0, 88, [("f", {"a": 1}, 0, 88)])],
    ),
    # markers inside a JSON string are content of the call
    (
        T + '{"name": "f", "parameters": {"t": "<|eom_id|>; <|python_tag|>"}}<|eom_id|>',
        [(0, 88, [("f", {"t": "<|eom_id|>; <|python_tag|>"}, 0, 88)])],
    ),
    # built-in tools (one trailing '.call' dropped), plain and dotted Python calls
    (
        T + 'brave_search.call(query="weather in Paris")<|eom_id|>',
        [(0, 67, [("brave_search", {"query": "weather in Paris"}, 0, 67)])],
    ),
    (
        P + T + 'wolfram_alpha.call(query="2+2"); brave_search.call(query="x")',
        [
            (
                18,
                93,
                [
                    ("wolfram_alpha", {"query": "2+2"}, 32, 63),
                    ("brave_search", {"query": "x"}, 65, 93),
                ],
            )
        ],
    ),
    (
        T + 'get_weather(city="Zürich 😀", days=3)',
        [(0, 50, [("get_weather", {"city": "Zürich 😀", "days": 3}, 0, 50)])],
    ),
    (T + "client.search(q=1)", [(0, 32, [("client.search", {"q": 1}, 0, 32)])]),
    (T + "a.call.call(q=1)", [(0, 30, [("a.call", {"q": 1}, 0, 30)])]),
    (T + "call(q=1)", [(0, 23, [("call", {"q": 1}, 0, 23)])]),
    (T + "f()", [(0, 17, [("f", {}, 0, 17)])]),
    (T + 'f(); {"name": "g", "parameters": {}}', [(0, 50, [("f", {}, 14, 17), ("g", {}, 19, 50)])]),
    # unicode
    (
        T + '{"name": "météo", "parameters": {"ville": "Zürich 😀"}}<|eom_id|>',
        [(0, 78, [("météo", {"ville": "Zürich 😀"}, 0, 78)])],
    ),
    # text after the calls is content (not in the span)
    (T + '{"name": "f", "parameters": {}} Let me know.', [(0, 45, [("f", {}, 0, 45)])]),
    (T + '{"name": "f", "parameters": {}}xyz<|eom_id|>', [(0, 45, [("f", {}, 0, 45)])]),
    (T + "f(); done", [(0, 17, [("f", {}, 0, 17)])]),
    (T + "f();", [(0, 18, [("f", {}, 0, 18)])]),
    # Llama 3.2 / 3.3 put "type": "function" before the name (llama.cpp's Llama 3.x parser
    # takes it as optional): after the tag it is a call, not a tool definition
    (
        T + '{"type": "function", "name": "f", "parameters": {"a": 1}}<|eom_id|>',
        [(0, 81, [("f", {"a": 1}, 0, 81)])],
    ),
    (
        T + '[{"type": "function", "name": "a", "parameters": {}}, '
        '{"name": "b", "parameters": {}}]',
        [(0, 100, [("a", {}, 15, 66), ("b", {}, 68, 99)])],
    ),
    # a Python list of calls: Llama 3.2's pythonic calls, as Meta's prompt-format page shows
    # them after the tag (models/llama3_2/text_prompt_format.md)
    (
        T + '[get_weather(city="San Francisco", metric="celsius")]<|eot_id|>',
        [(0, 77, [("get_weather", {"city": "San Francisco", "metric": "celsius"}, 0, 77)])],
    ),
    (
        T + '[ f(a=1), brave_search.call(query="x"), ]<|eom_id|>',
        [(0, 65, [("f", {"a": 1}, 16, 22), ("brave_search", {"query": "x"}, 24, 52)])],
    ),
    # no tag: not this format's business
    ('{"name": "f", "parameters": {}}', []),
    ("brave_search.call(query='x')", []),
]


@pytest.mark.parametrize(("text", "expected"), VALID)
def test_valid(text: str, expected: list[Span]) -> None:
    assert spans(text) == expected
    assert PARSER.parse_tool_calls(text) == [
        {"name": name, "arguments": args} for _, _, calls in expected for name, args, _, _ in calls
    ]


# (text, code, position, line, column)
INVALID: list[tuple[str, str, int, int, int]] = [
    (P + T + '{"name": "f", "parameters": {"a": 1,}}', "json.trailing_comma", 67, 2, 50),
    (T + '{"name": "f", "par', "json.unexpected_end", 32, 1, 33),
    (T + "{not json}", "json.unquoted_key", 15, 1, 16),
    # anything else after the tag (after whitespace) is unrecognized, at that spot
    (P + T + "\nimport math\nprint(math.pi)<|eom_id|>", "tool_call.unrecognized", 33, 3, 1),
    (T + "<|eom_id|>", "tool_call.unrecognized", 14, 1, 15),
    (T + '"just a string"', "tool_call.unrecognized", 14, 1, 15),
    ("Use the <|python_tag|> token to call tools.", "tool_call.unrecognized", 23, 1, 24),
    (T + "brave_search.call (query='x')", "tool_call.unrecognized", 14, 1, 15),
    # valid JSON that is not a call shape
    (T + '{"name": "f"}', "tool_call.unrecognized", 14, 1, 15),
    (T + '{"name": "f", "parameters": {}, "x": 1}<|eom_id|>', "tool_call.unrecognized", 14, 1, 15),
    (T + "[1, 2]", "tool_call.unrecognized", 14, 1, 15),
    # a Python list of calls, broken: a missing comma, a positional argument, cut short
    (T + "[f(a=1) g(b=2)]", "tool_call.invalid_syntax", 22, 1, 23),
    (T + "[f(a=1), g(2)]", "tool_call.positional_argument", 25, 1, 26),
    (T + "[f(a=1), 3]", "tool_call.invalid_syntax", 23, 1, 24),
    (T + "[f(a=1), g(", "tool_call.unexpected_end", 25, 1, 26),
    # a definition stays one: a JSON Schema for parameters, or another key beside them
    (
        T + '{"type": "function", "name": "f", "parameters": {"type": "object", "properties": {}}}',
        "tool_call.unrecognized",
        14,
        1,
        15,
    ),
    (T + '{"type": "function", "name": "f", "parameters": {}, "x": 1}', "tool_call.unrecognized",
     14, 1, 15),
    (P + T + 'f(q=1); {"name": "g"}', "tool_call.unrecognized", 40, 2, 23),
    # the text ends after the tag, or inside the call
    (T, "tool_call.unexpected_end", 14, 1, 15),
    (P + T + "  \n", "tool_call.unexpected_end", 35, 3, 1),
    (T + "brave_search", "tool_call.unexpected_end", 26, 1, 27),
    (T + 'brave_search.call(query="x"', "tool_call.unexpected_end", 41, 1, 42),
    # call shapes with bad fields
    (T + '{"name": "", "parameters": {}}', "tool_call.invalid_name", 23, 1, 24),
    (T + '{"name": "f", "parameters": 3}', "tool_call.invalid_arguments", 42, 1, 43),
    (
        T + '{"name": "f", "parameters": {}, "arguments": {}}',
        "tool_call.ambiguous_arguments",
        46,
        1,
        47,
    ),
    # strict Python call syntax
    (T + "f(1)", "tool_call.positional_argument", 16, 1, 17),
    (P + T + "f(); g(1)", "tool_call.positional_argument", 39, 2, 22),
    (T + "f(q=1, q=2)", "tool_call.duplicate_argument", 21, 1, 22),
    (T + "f(q=x)", "tool_call.invalid_literal", 18, 1, 19),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), INVALID)
def test_invalid(text: str, code: str, position: int, line: int, column: int) -> None:
    with pytest.raises(ToolCallError) as info:
        PARSER.parse_tool_calls(text)
    err = info.value
    assert (err.code, err.position, err.line, err.column, err.format) == (
        code,
        position,
        line,
        column,
        FORMAT,
    )


def test_good_calls_before_a_broken_one_are_kept_for_lenient_use() -> None:
    text = P + T + "f(a=1); g(1)<|eom_id|> after"
    outcome = PARSER.run(text)
    assert [(m.start, m.end) for m in outcome.matches] == [(18, 40), (40, 54)]
    assert [(c.name, c.arguments) for c in outcome.calls] == [("f", {"a": 1})]
    assert [(e.code, e.position) for e in outcome.errors] == [("tool_call.positional_argument", 42)]


def test_a_broken_call_ends_before_the_next_tag() -> None:
    text = T + '{"name": "f", "parameters": {"a": }}' + T + "g()"
    outcome = PARSER.run(text)
    assert [(m.start, m.end) for m in outcome.matches] == [(0, 50), (50, 67)]
    assert [c.name for c in outcome.calls] == ["g"]


@pytest.mark.parametrize(
    ("text", "incomplete"),
    [
        (T, True),
        (T + '{"name": "f", "parameters": {"a"', True),
        (T + 'f(q="x', True),
        (T + "f(1)", False),
        (T + "hello", True),  # a name cut short
        (T + "hello world", False),
    ],
)
def test_incomplete_marks_text_that_more_text_could_complete(text: str, incomplete: bool) -> None:
    (match,) = PARSER.run(text).matches
    assert match.error is not None
    assert match.incomplete is incomplete


def test_default_parser_prefers_the_tag_over_bare_json() -> None:
    text = 'Calling. <|python_tag|>{"name": "f", "parameters": {"a": 1}}<|eom_id|>'
    assert toolcalls.parse_tool_call(text, include_format=True) == {
        "name": "f",
        "arguments": {"a": 1},
        "format": FORMAT,
    }


@pytest.mark.parametrize(
    ("text", "matches", "calls"),
    [
        (T * 50_000, 50_000, 0),
        ((T + " ") * 50_000, 50_000, 0),
        ((T + "{") * 10_000, 10_000, 0),
        (T + "f();" * 30_000, 1, 30_000),
        ((T + '{"name": "f", "parameters": {}}<|eom_id|>') * 10_000, 10_000, 10_000),
    ],
)
def test_many_tags_are_linear(text: str, matches: int, calls: int) -> None:
    result = toolcalls_llama.toolcalls_extract(text, 0, NO_STOPS)
    assert len(result.matches) == matches
    assert sum(len(m.calls) for m in result.matches) == calls


# --- the conformance corpus (toolcalls.testing finds ../shared/conformance) ----------------

#: Records where our strict spec and the peer's permissive expectation differ (none so far).
EXCEPTIONS: dict[str, str] = {}
RECORDS = conformance_records(("llama_python_tag",), start=__file__)
#: Bare Llama 3 JSON without the tag belongs to the tier-2 json format, not to this one.
BARE = conformance_records(("llama_json",), start=__file__)


@pytest.mark.skipif(not RECORDS, reason="the conformance corpus is not beside the checkout")
@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_conformance(record: dict[str, Any]) -> None:
    ok, got = conformance_outcome(record, formats=[FORMAT])
    if record["id"] in EXCEPTIONS:
        assert not ok, f"{record['id']} now agrees with the peer: drop it from EXCEPTIONS"
    else:
        assert ok, f"{record['id']}: expected {record['calls']}, got {got}"


@pytest.mark.skipif(not BARE, reason="the conformance corpus is not beside the checkout")
@pytest.mark.parametrize("record", BARE, ids=[r["id"] for r in BARE])
def test_bare_llama_json_is_left_to_the_json_tier(record: dict[str, Any]) -> None:
    assert T not in record["text"]
    assert conformance_outcome({**record, "calls": []}, formats=[FORMAT]) == (True, [])


@pytest.mark.skipif(not RECORDS, reason="the conformance corpus is not beside the checkout")
def test_exceptions_name_corpus_records() -> None:
    assert set(EXCEPTIONS) <= {r["id"] for r in RECORDS}


# --- property test ---------------------------------------------------------------------------

PIECES = [
    T,
    "<|eom_id|>",
    "<|eot_id|>",
    ";",
    "f",
    "brave_search.call",
    ".",
    "(",
    ")",
    "=",
    "q",
    "{",
    "}",
    "[",
    "]",
    '"',
    "'",
    "\\",
    ":",
    ",",
    '"name"',
    '"parameters"',
    " ",
    "\n",
    "1",
    "é",
    "abc",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join))
def test_any_text_extracts_without_raising(text: str) -> None:
    result = toolcalls_llama.toolcalls_extract(text, 0, NO_STOPS)
    check_extraction(text, result)
