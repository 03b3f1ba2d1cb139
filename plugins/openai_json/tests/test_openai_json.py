"""Tests of the tier-2 JSON format (``json``): bare, fenced and embedded call-shaped JSON."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from toolcalls_openai_json import FORMAT_ID, toolcalls_detect, toolcalls_extract

import toolcalls
from toolcalls import Extraction, ToolCallError
from toolcalls.errors import line_column
from toolcalls.testing import check_extraction, conformance_tests

PARSER = toolcalls.Parser(formats=[FORMAT_ID])
FAMILIES = ("openai_json", "json_array", "llama_json", "auto")

F = '{"name": "f", "arguments": {"a": 1}}'
G = '{"name": "g", "parameters": {}}'
OPENAI_MSG = (
    '{"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function",'
    ' "function": {"name": "f", "arguments": "{\\"a\\": 1}"}}]}'
)
OPENAI_TWO = (
    '{"tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "f", '
    '"arguments": "{}"}}, {"id": "call_2", "function": {"name": "g", "arguments": {"b": 2}}}]}'
)
ANTHROPIC = '{"type": "tool_use", "id": "toolu_1", "name": "f", "input": {"q": "x"}}'
RESPONSES = (
    '{"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}", '
    '"status": "completed"}'
)
WRAPPED = '{"type": "function", "function": {"name": "f", "arguments": "  "}}'


def run(text: str) -> list[toolcalls.Match]:
    return PARSER.run(text).matches


def span_of(text: str, part: str, nth: int = 0) -> tuple[int, int]:
    at = -1
    for _ in range(nth + 1):
        at = text.index(part, at + 1)
    return at, at + len(part)


def test_entry_point_is_discovered() -> None:
    registry = toolcalls.registry.Registry.from_entry_points()
    (fmt,) = [f for f in registry.select(None) if f.id == FORMAT_ID]
    assert fmt.tier == 2
    assert fmt.spec.markers == ("{",)


# --- valid cases: (text, [(name, arguments, id)], [match spans] or None for one value span) ------

FENCED = f"Calling:\n```json\n{F}\n```\nDone."
Expected = list[tuple[str, dict[str, Any], str | None]]
VALID: list[tuple[str, str, Expected, list[tuple[int, int]]]] = [
    ("bare", F, [("f", {"a": 1}, None)], [(0, len(F))]),
    ("bare ws", f"  \n{F}\n ", [("f", {"a": 1}, None)], [(3, 3 + len(F))]),
    ("compact", '{"name":"f","arguments":{}}', [("f", {}, None)], [(0, 27)]),
    (
        "pretty",
        '{\n  "name": "f",\n  "arguments": {\n    "a": 1\n  }\n}',
        [("f", {"a": 1}, None)],
        [(0, 50)],
    ),
    ("parameters", G, [("g", {}, None)], [(0, len(G))]),
    (
        "args key",
        '{"name": "f", "args": {"x": [1, 2.5]}}',
        [("f", {"x": [1, 2.5]}, None)],
        [(0, 38)],
    ),
    ("prose around", f"I will call {F} now.", [("f", {"a": 1}, None)], [(12, 12 + len(F))]),
    (
        "unicode",
        'é→ {"name": "météo", "arguments": {"ville": "Zürich 🌧"}}',
        [("météo", {"ville": "Zürich 🌧"}, None)],
        [(3, 56)],
    ),
    (
        "markers in strings",
        '{"name": "t", "arguments": {"q": "a { brace } [x] ```json"}}',
        [("t", {"q": "a { brace } [x] ```json"}, None)],
        [(0, 60)],
    ),
    ("array", f"[{F}, {G}]", [("f", {"a": 1}, None), ("g", {}, None)], [(0, len(F) + len(G) + 4)]),
    ("array in prose", f"Calls: [ {F} ] ok", [("f", {"a": 1}, None)], [(7, 7 + len(F) + 4)]),
    (
        "semicolons",
        f"{F}; {G}",
        [("f", {"a": 1}, None), ("g", {}, None)],
        [(0, len(F)), (len(F) + 2, 2 * 1 + len(F) + len(G))],
    ),
    (
        "ndjson",
        f"{F}\n{G}\n",
        [("f", {"a": 1}, None), ("g", {}, None)],
        [(0, len(F)), (len(F) + 1, len(F) + 1 + len(G))],
    ),
    ("fenced", FENCED, [("f", {"a": 1}, None)], [span_of(FENCED, f"```json\n{F}\n```")]),
    ("fenced plain", f"```\n{F}\n```", [("f", {"a": 1}, None)], [(0, len(F) + 8)]),
    ("fenced JSON upper inline", f"```JSON {F}```", [("f", {"a": 1}, None)], [(0, len(F) + 11)]),
    ("fenced unclosed at end", f"```json\n{F}\n", [("f", {"a": 1}, None)], [(0, len(F) + 9)]),
    (
        "fenced two values",
        f"```json\n{F}\n{G}\n```",
        [("f", {"a": 1}, None), ("g", {}, None)],
        [(0, len(F) + len(G) + 13)],
    ),
    (
        "fenced fence in string",
        '```json\n{"name": "f", "arguments": {"c": "```py\\n```"}}\n```',
        [("f", {"c": "```py\n```"}, None)],
        [(0, 59)],
    ),
    (
        "fenced then prose call",
        f'```json\n{{"a": 1}}\n```\nand {G}',
        [("g", {}, None)],
        [span_of(f'```json\n{{"a": 1}}\n```\nand {G}', G)],
    ),
    ("openai message", OPENAI_MSG, [("f", {"a": 1}, "call_1")], [(0, len(OPENAI_MSG))]),
    (
        "openai two calls",
        OPENAI_TWO,
        [("f", {}, "call_1"), ("g", {"b": 2}, "call_2")],
        [(0, len(OPENAI_TWO))],
    ),
    ("anthropic", f"Sure. {ANTHROPIC}", [("f", {"q": "x"}, "toolu_1")], [(6, 6 + len(ANTHROPIC))]),
    ("responses", RESPONSES, [("f", {}, "c1")], [(0, len(RESPONSES))]),
    ("wrapped blank args", WRAPPED, [("f", {}, None)], [(0, len(WRAPPED))]),
    (
        "function_call message",
        '{"function_call": {"name": "f", "arguments": "{\\"x\\": true}"}}',
        [("f", {"x": True}, None)],
        [(0, 62)],
    ),
    (
        "data then call",
        f'{{"name": "Alice", "age": 3}} then {F}',
        [("f", {"a": 1}, None)],
        [span_of(f'{{"name": "Alice", "age": 3}} then {F}', F)],
    ),
    (
        "big int",
        '{"name": "f", "arguments": {"n": 123456789012345678901234567890}}',
        [("f", {"n": 123456789012345678901234567890}, None)],
        [(0, 65)],
    ),
]


@pytest.mark.parametrize(
    ("text", "calls", "spans"), [c[1:] for c in VALID], ids=[c[0] for c in VALID]
)
def test_valid(
    text: str, calls: list[tuple[str, dict[str, Any], str | None]], spans: list[tuple[int, int]]
) -> None:
    matches = run(text)
    assert [(m.start, m.end) for m in matches] == spans
    assert all(m.error is None for m in matches)
    got = [(c.name, c.arguments, c.id) for m in matches for c in m.calls]
    assert got == calls
    for match in matches:
        for call in match.calls:
            assert match.start <= call.start < call.end <= match.end


def test_call_spans() -> None:
    text = f"x [{F}, {G}]"
    (match,) = run(text)
    assert [(c.start, c.end) for c in match.calls] == [span_of(text, F), span_of(text, G)]
    fenced = f"```json\n{F}\n```"
    (match,) = run(fenced)
    assert (match.calls[0].start, match.calls[0].end) == (0, len(fenced))
    (match,) = run(OPENAI_TWO)
    first = OPENAI_TWO.index('{"id": "call_1"')
    second = OPENAI_TWO.index('{"id": "call_2"')
    assert [c.start for c in match.calls] == [first, second]


def test_parse_tool_call_multiple_position() -> None:
    text = f"{F}; {G}"
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_call(text, formats=[FORMAT_ID])
    assert info.value.code == "tool_call.multiple"
    assert info.value.position == len(F) + 2


# --- errors: (text, code, position) --------------------------------------------------------------

ARGS_BAD = '{"type": "function", "function": {"name": "f", "arguments": "{\\"a\\": }"}}'
MSG_BAD = OPENAI_MSG.replace('\\"a\\": 1', '\\"a\\": 1,')
ERRORS: list[tuple[str, str, str, int]] = [
    (
        "whole unquoted key",
        '{"name": "invalidTool", "parameters": {invalid json}',
        "json.unquoted_key",
        39,
    ),
    ("whole truncated", '{"name": "f", "arguments": {"a": 1}', "json.unexpected_end", 35),
    ("whole trailing comma", '{"name": "f", "arguments": {"a": 1,}}', "json.trailing_comma", 34),
    ("whole array truncated", '[{"name": "f", "arguments": {}}', "json.unexpected_end", 31),
    (
        "embedded call key",
        'Now {"name": "f", "arguments": {\'a\': 1}} ok',
        "json.single_quoted_string",
        32,
    ),
    (
        "embedded type key",
        'x {"type": "function", "function": {"name": "f",}}',
        "json.trailing_comma",
        47,
    ),
    ("embedded function key", 'x { "function": {"name": "f"} y', "json.missing_comma", 30),
    ("embedded tool_calls key", 'x {"tool_calls": [1 2]}', "json.missing_comma", 20),
    ("embedded function_call key", 'x {\n"function_call": tru}', "json.invalid_literal", 21),
    (
        "embedded array of call",
        'see [ {"name": "f", "arguments": {}} , ] x',
        "json.trailing_comma",
        37,
    ),
    ("embedded comment", 'a\nb {"name": "f", // c\n"arguments": {}}', "json.comment", 18),
    ("fenced broken", '```json\n{"name": "f", "arguments": {}\n```', "json.missing_comma", 38),
    (
        "fenced truncated",
        'x\n```json\n{"name": "f", "arguments": {"a": ',
        "json.unexpected_end",
        43,
    ),
    ("invalid name", 'x {"name": "my tool", "arguments": {}}', "tool_call.invalid_name", 11),
    ("empty name", '{"name": "", "arguments": {}}', "tool_call.invalid_name", 9),
    (
        "arguments not object",
        'Calling {"name": "f", "arguments": [1]}',
        "tool_call.invalid_arguments",
        35,
    ),
    (
        "arguments string",
        "ok " + ARGS_BAD,
        "tool_call.invalid_arguments",
        3 + ARGS_BAD.index('}"}}'),
    ),
    ("arguments string message", MSG_BAD, "tool_call.invalid_arguments", MSG_BAD.index(',}"}}]}')),
    (
        "arguments string not object",
        '{"name": "f", "arguments": "[1]"}',
        "tool_call.invalid_arguments",
        27,
    ),
    (
        "ambiguous",
        'x {"name": "f", "arguments": {}, "input": {}}',
        "tool_call.ambiguous_arguments",
        33,
    ),
    (
        "tool_calls element",
        '{"tool_calls": [{"name": "f", "arguments": {}}, 3]}',
        "tool_call.unrecognized",
        48,
    ),
    (
        "fenced invalid name",
        '```json\n{"name": 3, "arguments": {}}\n```',
        "tool_call.invalid_name",
        17,
    ),
    ("depth", '{"name": "f", "arguments": ' + "[" * 200, "json.depth", 27 + 127),
]


@pytest.mark.parametrize(
    ("text", "code", "position"), [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS]
)
def test_errors(text: str, code: str, position: int) -> None:
    errors = PARSER.run(text).errors
    assert errors, "expected an error"
    err = errors[0]
    assert (err.code, err.position) == (code, position), err
    assert (err.line, err.column) == line_column(text, position)
    assert err.format == FORMAT_ID
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, formats=[FORMAT_ID])
    assert (info.value.code, info.value.position) == (code, position)


def test_error_extent_and_recovery() -> None:
    text = '{"name": "get_weather", "parameters": {{"name": "get_weather", "parameters": {}}'
    first, second = run(text)
    assert first.error is not None and (first.start, first.end) == (0, 39)
    assert second.calls[0].name == "get_weather" and (second.start, second.end) == (39, len(text))


def test_incomplete_at_end() -> None:
    (match,) = run('{"name": "f", "arguments": {"a": ')
    assert match.incomplete
    (match,) = run('```json\n{"name": "f", "arguments": {"a": ')
    assert match.incomplete and match.start == 0


# --- prose and data ----------------------------------------------------------------------------

PROSE = [
    # A whole text or fenced block that breaks without a call key at its top level is prose
    # (formats.md: "attempt or prose"), data cut short included.
    '{"answer": 42',
    'Result:\n```\n{"a": 1 "b": 2}\n```',
    "This is just some text without any tool calls",
    "",
    "if (x) { y } else { z }",
    "{} and [] and [1, 2] and {1: 2}",
    "[1, 2]",
    "{}",
    "[citation needed] and [link](http://x.y)",
    "[get_weather(city='Paris')]",
    '{"name": "Alice", "age": 3}',
    'The arguments I passed were {"query": "test"}',
    '{"parameters": {}}',
    '{"name": "toolWithoutParams"}',
    '{"data": {"name": "f", "arguments": {}}}',
    '[{"a": 1}, {"name": "f", "arguments": {}}]',
    'Results: {"rows": [{"name": "f", "arguments": {}}]} done',
    '```json\n{"name": "Alice"}\n```',
    "```json\n[1, 2\n```",
    "```python\ndef f(x):\n    return {x: 1}\n```",
    'He said {"hi" to me',
    'A map {"a": 1, "b": {"c": [1, 2]}} and {"oops": } here',
    "Use `{` and `[` and ``` freely.",
    '{"role": "assistant", "content": "hello"}',
    '{"tool_calls": null, "content": "hi"}',
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert run(text) == []
    assert toolcalls.parse_tool_calls(text, formats=[FORMAT_ID]) == []


def test_detect() -> None:
    assert toolcalls_detect("no json here", 0) == -1
    assert toolcalls_detect("if (x) { y }", 0) == -1
    assert toolcalls_detect(f"say {F}", 0) == 4
    assert toolcalls_detect("  {x", 0) == 2
    assert toolcalls_detect("a\n```\nb", 0) == 2


def test_tier_interplay() -> None:
    pytest.importorskip("toolcalls_hermes", reason="needs the hermes format installed")
    tagged = f"<tool_call>{F}</tool_call> and {G}"
    assert [c["name"] for c in toolcalls.parse_tool_calls(tagged)] == ["f"]
    assert toolcalls.parse_tool_calls(f"Sure: {G}", include_format=True) == [
        {"name": "g", "arguments": {}, "format": FORMAT_ID}
    ]


@pytest.mark.parametrize(
    "text",
    [
        '{"name": ' * 10_000,
        '{"name": 1 ' * 5_000,
        '{"a": [' * 10_000,
        '{"' * 50_000,
        '{"a": 1, ' * 10_000,
        "if (x) { y } [1, 2] {} " * 20_000,
        '```json\n{"a": ' * 5_000,
        'é{"a": "' * 10_000,
    ],
)
def test_adversarial_input_gives_a_result(text: str) -> None:
    # Growth with size is measured by `make bench`, never by a timed test.
    result = toolcalls_extract(text, 0)
    assert isinstance(result, Extraction)
    assert all(0 <= m.start <= m.end <= len(text) for m in result.matches)


# --- conformance corpus (toolcalls.testing finds ../shared/conformance) -------------------

#: Records where the strict spec deliberately differs from a peer's permissive expectation.
EXCEPTIONS = {
    "sglang-llama32-005": "a broken object starting with a call key is an error (json.*), "
    "not silently dropped before the valid call that follows",
}

test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FORMAT_ID, EXCEPTIONS, start=__file__
)


# --- properties --------------------------------------------------------------------------------

PIECES = st.sampled_from(
    [
        "{",
        "}",
        "[",
        "]",
        '"',
        ":",
        ",",
        ";",
        " ",
        "\n",
        "```",
        "```json\n",
        '{"name": "f", ',
        '"arguments": {}',
        '"name"',
        '"type"',
        "prose",
        "1",
        "é",
        "\\",
        '{"a": 1}',
        F,
        G,
        '"tool_calls": [',
        '"function": {',
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(PIECES, max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    result = toolcalls_extract(text, 0)
    check_extraction(text, result)
