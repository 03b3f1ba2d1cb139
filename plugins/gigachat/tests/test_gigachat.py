"""Tests of the gigachat format: GigaChat 3 ``function call<|role_sep|>`` messages."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_gigachat as plugin
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
    conformance_tests,
    json_call_lists,
)

FMT = "gigachat"
PARSER = toolcalls.Parser(formats=[FMT])
SEP = "<|message_sep|>\n\n"
OPEN = "function call<|role_sep|>\n"


def test_entry_point_is_discovered() -> None:
    loaded = assert_discovered(FMT, tier=1, markers=("function call<|role_sep|>",), anchored=True,
                               distribution="toolcalls-gigachat")
    assert loaded.spec.reasoning == ()


def calls(text: str, **kw: Any) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text, **kw).calls]


CALL = '{"name": "get_weather", "arguments": {"city": "Москва", "days": 3}}'
CANONICAL = SEP + OPEN + CALL
F = ("get_weather", {"city": "Москва", "days": 3})
AT = len(SEP)

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]]]] = [
    ("bare call after the empty assistant text", CANONICAL, [(*F, AT, END)]),
    ("text before", "I'll check." + CANONICAL, [(*F, 11 + AT, END)]),
    ("EOS after", CANONICAL + "</s>", [(*F, AT, len(CANONICAL))]),
    ("message separator after", CANONICAL + SEP, [(*F, AT, len(CANONICAL))]),
    ("no newline after the role separator", SEP + "function call<|role_sep|>" + CALL,
     [(*F, AT, END)]),
    ("separators decoded without their newlines",
     "<|message_sep|>function call<|role_sep|>" + CALL,
     [(*F, len("<|message_sep|>"), END)]),
    ("pretty-printed JSON", SEP + OPEN + '{\n  "name": "f",\n  "arguments": {\n    "a": [1, '
     '{"b": null}]\n  }\n}', [("f", {"a": [1, {"b": None}]}, AT, END)]),
    ("empty arguments", SEP + OPEN + '{"name": "f", "arguments": {}}', [("f", {}, AT, END)]),
    ("arguments as a JSON string", SEP + OPEN + '{"name": "f", "arguments": "{\\"a\\": 1}"}',
     [("f", {"a": 1}, AT, END)]),
    ("the opener inside a string", SEP + OPEN + '{"name": "f", "arguments": {"s": "function '
     'call<|role_sep|>\\n{}"}}', [("f", {"s": "function call<|role_sep|>\n{}"}, AT, END)]),
    ("two call messages", CANONICAL + SEP + OPEN + '{"name": "g", "arguments": {}}',
     [(*F, AT, len(CANONICAL)), ("g", {}, len(CANONICAL) + AT, END)]),
    ("big ints stay exact", SEP + OPEN + '{"name": "f", "arguments": {"n": '
     '123456789012345678901234567890}}', [("f", {"n": 123456789012345678901234567890}, AT, END)]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]]) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, n if d == END else d) for a, b, c, d in expected]


P = AT + len(OPEN)  # where the JSON starts after SEP + OPEN
ERRORS = [
    ("invalid JSON", SEP + OPEN + "{invalid json}", "json.unquoted_key", P + 1, 4, 2),
    ("missing name", SEP + OPEN + '{"arguments": {"action": "create"}}',
     "tool_call.unrecognized", P, 4, 1),
    ("missing arguments", SEP + OPEN + '{"name": "f"}', "tool_call.unrecognized", P, 4, 1),
    ("string arguments that are not JSON", SEP + OPEN + '{"name": "f", "arguments": "x"}',
     "tool_call.invalid_arguments", P + 28, 4, 29),
    ("list arguments", SEP + OPEN + '{"name": "f", "arguments": [1]}',
     "tool_call.invalid_arguments", P + 27, 4, 28),
    ("an invalid name", SEP + OPEN + '{"name": "get weather", "arguments": {}}',
     "tool_call.invalid_name", P + 9, 4, 10),
    ("a raw newline inside a string (strict JSON)",
     SEP + OPEN + '{"name": "f", "arguments": {"text": "line1\nline2"}}',
     "json.invalid_string", P + 42, 4, 43),
    ("cut inside the JSON", SEP + OPEN + '{"name": "get_weather", "arguments": {"ci',
     "json.unexpected_end", P + 41, 4, 42),
    ("cut after the opener", "ok" + SEP + OPEN, "tool_call.unexpected_end", P + 2, 4, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_broken_call_does_not_hide_the_next_one() -> None:
    text = SEP + OPEN + '{"name": "f", "arguments": {,}}' + CANONICAL
    assert_calls_and_errors(PARSER, text, ["get_weather"], ["json.unexpected_character"])


PROSE = [
    "How can I help you today?",
    "A function call is how a model uses a tool.",
    "function call<|role_sep|>\nnot json",
    "<|message_sep|> alone",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert_calls_and_errors(PARSER, text)


def test_every_cut_is_a_call_or_an_error() -> None:
    assert_every_cut(PARSER, CANONICAL, AT + len("function call<|role_sep|>"), ("get_weather",))


def test_a_cut_call_names_itself_once_its_name_is_complete() -> None:
    text = SEP + OPEN + '{"name": "get_weather", "arguments": {"ci'
    [match] = PARSER.run(text).matches
    assert match.partial is not None
    assert (match.partial.name, match.incomplete) == ("get_weather", True)


@pytest.mark.parametrize(("text", "content"), [
    ("I'll check that for you." + CANONICAL + "</s>", "I'll check that for you."),
    ("assistant<|role_sep|>\nHello!" + SEP, "Hello!"),
    ("Hello!</s>", "Hello!"),
])
def test_control_tokens_never_stay_in_content(text: str, content: str) -> None:
    assert toolcalls.parse(text).content == content


TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "string"}}}}}]


def test_unknown_tools_and_schema_errors_are_positioned() -> None:
    text = CANONICAL + SEP + OPEN + '{"name": "get_time", "arguments": {}}'
    result = toolcalls.parse(text, tools=TOOLS, validate=True)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.schema_violation", text.index("3")),
        ("tool_call.unknown_tool", text.index('"get_time"')),
    ]


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.:/-]{0,12}", fullmatch=True) | st.sampled_from(
    ["погода", "天气"])
strings = st.text(max_size=12) | st.sampled_from(
    ["function call<|role_sep|>\n", "<|message_sep|>\n\n", "<|role_sep|>", "</s>",
     "<tool_call>", "[TOOL_CALLS]", "<think>", "</think>", '"}}', "\n"])
calls_st = json_call_lists(names=names, strings=strings, big=10**30, max_leaves=8)


@settings(max_examples=150, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure.", "Проверю."]))
def test_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, generated, before=before, after=SEP)


def test_render_is_the_template_layout() -> None:
    assert toolcalls.render([{"name": "get_weather", "arguments": {"city": "Москва", "days": 3}}],
                            FMT) == CANONICAL


@pytest.mark.parametrize("piece", [
    OPEN, SEP + OPEN, OPEN + '{"name": "f", ', OPEN + "{", "function call ",
])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


def test_fifty_thousand_openers() -> None:
    text = OPEN * 50_000
    assert [e.code for e in PARSER.parse(text).errors] == ["tool_call.unexpected_end"]
    assert PARSER.parse_tool_calls(text + "done") == []


PIECES = ["function call<|role_sep|>", "<|message_sep|>", "\n", "{", "}", "[", "]", '"', ":",
          ",", '"name"', '"arguments"', '"f"', " ", "x", "\\", "1", "</s>"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))


FAMILIES = ("gigachat",)
EXCEPTIONS: dict[str, str] = {}
test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, EXCEPTIONS, start=__file__)


def test_the_separator_before_a_call_is_content_not_the_call() -> None:
    text = "I'll check." + CANONICAL + "</s>"
    assert [(m.start, m.end) for m in PARSER.run(text).matches] == [
        (11 + AT, len(text) - len("</s>"))]


def test_the_gigachat31_call_token_is_never_content() -> None:
    # GigaChat 3.1 writes <|function_call|>{json} (sglang
    # test/registered/function_call/test_gigachat3_detector.py, the <|function_call|> cases):
    # the JSON tier reads the call; the token is a control token.
    pytest.importorskip("toolcalls_openai_json")  # the json format reads it
    text = ("I'll help you.<|function_call|>"
            '{"name": "manage_user_memory", "arguments": {"action": "create", "id": "prefs"}}</s>')
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("manage_user_memory", {"action": "create", "id": "prefs"}, "json")]
    assert (result.content, result.errors) == ("I'll help you.", [])


# --- gigachat35: GigaChat 3.5's GCML -----------------------------------------------------------

FMT35 = "gigachat35"
PARSER35 = toolcalls.Parser(formats=[FMT35])
B = "\uff5c"
G_OPEN, G_CLOSE = f"<{B}GCML{B}tool_calls>", f"</{B}GCML{B}tool_calls>"


def gcml_param(name: str, value: str, string: bool | None = True) -> str:
    attr = "" if string is None else f' string="{str(string).lower()}"'
    return f'<{B}GCML{B}parameter name="{name}"{attr}>{value}</{B}GCML{B}parameter>'


def gcml_invoke(name: str, *params: str) -> str:
    body = "".join(f"\n{p}" for p in params)
    return f'<{B}GCML{B}invoke name="{name}">{body}\n</{B}GCML{B}invoke>'


def gcml(*invokes: str) -> str:
    return G_OPEN + "\n" + "\n".join(invokes) + "\n" + G_CLOSE


def test_gigachat35_is_discovered() -> None:
    loaded = assert_discovered(FMT35, tier=1, markers=plugin.GRAMMAR_35.openers, anchored=True,
                               distribution="toolcalls-gigachat")
    assert G_OPEN in loaded.markers and "<|GCML|tool_calls>" in loaded.markers


def calls35(text: str, **kw: Any) -> list[tuple[str, dict[str, Any]]]:
    return [(c.name, c.arguments) for c in PARSER35.run(text, **kw).calls]


# The cases of vLLM's tests/tool_parsers/test_gigachat35_tool_parser.py (written again here)
# and the template's layout.
VALID35: list[tuple[str, str, list[tuple[str, dict[str, Any]]]]] = [
    ("one call", gcml(gcml_invoke("get_weather", gcml_param("city", "Tokyo"))),
     [("get_weather", {"city": "Tokyo"})]),
    ("parallel calls", gcml(gcml_invoke("get_weather", gcml_param("city", "Tokyo")),
                            gcml_invoke("get_time", gcml_param("timezone", "Asia/Tokyo"))),
     [("get_weather", {"city": "Tokyo"}), ("get_time", {"timezone": "Asia/Tokyo"})]),
    ("string=false values are JSON", gcml(gcml_invoke(
        "typed", gcml_param("s", '"hello"', False), gcml_param("i", "7", False),
        gcml_param("f", "3.5", False), gcml_param("b", "true", False),
        gcml_param("n", "null", False), gcml_param("a", "[1, 2, 3]", False),
        gcml_param("o", '{"nested": true}', False))),
     [("typed", {"s": "hello", "i": 7, "f": 3.5, "b": True, "n": None, "a": [1, 2, 3],
                 "o": {"nested": True}})]),
    ("string=true keeps the text", gcml(gcml_invoke(
        "s", gcml_param("n", "7"), gcml_param("t", 'line 1\\n"quoted"'))),
     [("s", {"n": "7", "t": 'line 1\\n"quoted"'})]),
    ("no parameters", gcml(f'<{B}GCML{B}invoke name="empty_args"></{B}GCML{B}invoke>'),
     [("empty_args", {})]),
    ("tags in one run", G_OPEN + f'<{B}GCML{B}invoke name="f">' + gcml_param("a", "x")
     + f"</{B}GCML{B}invoke>" + G_CLOSE, [("f", {"a": "x"})]),
    ("ASCII bars", gcml(gcml_invoke("f", gcml_param("a", "1", False))).replace(B, "|"),
     [("f", {"a": 1})]),
    ("no string attribute: the JSON-first rule", gcml(gcml_invoke(
        "f", gcml_param("a", "1", None), gcml_param("b", "Paris", None))),
     [("f", {"a": 1, "b": "Paris"})]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID35],
                         ids=[c[0] for c in VALID35])
def test_gigachat35_valid(text: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    assert calls35(text) == expected
    assert toolcalls.parse_tool_calls(text) == [{"name": n, "arguments": a} for n, a in expected]


def test_gigachat35_text_reasoning_and_control_tokens() -> None:
    call = gcml(gcml_invoke("get_weather", gcml_param("city", "Москва")))
    # the template with reasoning on ends its prompt with <think>: the output holds </think>
    result = toolcalls.parse("Need the weather tool.</think>\n\nI will check.\n\n" + call
                             + "<|message_sep|>")
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("get_weather", {"city": "Москва"}, FMT35)]
    assert (result.reasoning, result.content) == ("Need the weather tool.", "I will check.")
    assert toolcalls.parse("Plain answer without a tool call.</s>").content == (
        "Plain answer without a tool call.")


HEAD35 = f'<{B}GCML{B}invoke name="f">'
ERRORS35 = [
    # the text ends inside a value: a call cut short, at the parameter's tag (line 3)
    ("cut in a value", G_OPEN + "\n" + HEAD35 + "\n" + gcml_param("a", "Paris")[:-22],
     "tool_call.unclosed", len(G_OPEN) + len(HEAD35) + 2, 3, 1),
    ("a parameter outside an invoke",
     G_OPEN + gcml_param("x", "1", None) + G_CLOSE, "tool_call.unrecognized", len(G_OPEN), 1,
     len(G_OPEN) + 1),
    ("an empty block", G_OPEN + G_CLOSE, "tool_call.unrecognized", len(G_OPEN), 1,
     len(G_OPEN) + 1),
    # at the repeated parameter's tag (line 4)
    ("a repeated parameter", gcml(gcml_invoke("f", gcml_param("a", "1"), gcml_param("a", "2"))),
     "tool_call.duplicate_argument", len(G_OPEN) + len(HEAD35) + 2
     + len(gcml_param("a", "1")) + 1, 4, 1),
]


def test_gigachat35_the_end_of_the_text_closes_an_invoke_and_a_lone_tag_is_prose() -> None:
    """The XmlParams rules (docs/formats.md): a missing call closer at the very end of the text
    is accepted (the model stopped; a stream waits), and a block whose content is no call is
    prose unless its closer follows."""
    assert calls35(G_OPEN + HEAD35) == [("f", {})]
    text = G_OPEN + gcml_param("x", "1", None)
    assert PARSER35.parse_tool_calls(text) == [] and PARSER35.parse(text).errors == []


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS35], ids=[c[0] for c in ERRORS35])
def test_gigachat35_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT35, code, position, line, column)


def test_gigachat35_values_are_typed_by_the_tool_schema() -> None:
    text = gcml(gcml_invoke("f", gcml_param("n", "7"), gcml_param("d", "2024-01-01")))
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "n": {"type": "integer"}, "d": {"type": "integer"}}}}]
    result = PARSER35.parse(text, tools=tools)
    # string="true" is the template's word that the value is a string: it is not cast
    assert [c.arguments for c in result.calls] == [{"n": "7", "d": "2024-01-01"}]
    typed = gcml(gcml_invoke("f", gcml_param("n", "7", None), gcml_param("d", "2024-01-01",
                                                                          None)))
    result = PARSER35.parse(typed, tools=tools)
    assert [c.arguments for c in result.calls] == [{"n": 7, "d": "2024-01-01"}]
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.invalid_argument_type", typed.index("2024"))]


def test_gigachat35_every_cut_is_a_call_or_an_error() -> None:
    text = gcml(gcml_invoke("get_weather", gcml_param("city", "Tokyo"),
                            gcml_param("days", "3", False)))
    assert_every_cut(PARSER35, text, 1, ["get_weather"], decided=False)


@settings(max_examples=150, deadline=None)
@given(json_call_lists(names=st.sampled_from(["f", "get_weather", "a.b-c"]),
                       keys=st.sampled_from(["a", "city", "b_2", "город"]),
                       strings=st.text(max_size=12), big=10**30, max_leaves=6),
       st.sampled_from(["", "Sure.", "Проверю."]))
def test_gigachat35_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT35, generated, before=before)


def test_gigachat35_render_is_the_template_layout() -> None:
    assert toolcalls.render(
        [{"name": "get_weather", "arguments": {"city": "Москва", "days": 3}}], FMT35
    ) == plugin.EXAMPLE_35


@pytest.mark.parametrize("piece", [G_OPEN, G_OPEN + f'<{B}GCML{B}invoke name="f">',
                                   G_OPEN + f'<{B}GCML{B}invoke name="f">' + gcml_param("a", "")
                                   [:30]])
def test_gigachat35_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT35, piece)
