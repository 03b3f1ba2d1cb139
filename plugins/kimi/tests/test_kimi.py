"""Tests of the kimi plugin: the kimi_k2 (NameArgs) and kimi_k3 (XTML scanner) formats."""

from __future__ import annotations

import time
from typing import Any

import pytest
import toolcalls_kimi as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.registry import Registry
from toolcalls.testing import (
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_tests,
    extract_alone,
)

K2, K3 = "kimi_k2", "kimi_k3"
PARSERS = {K2: toolcalls.Parser(formats=[K2]), K3: toolcalls.Parser(formats=[K3])}
SPECS = {spec.id: spec for spec in plugin.toolcalls_formats()}

#: Records where our contract (DESIGN.md) and a peer's policy differ.
K2_EXCEPTIONS = {
    "vllm-kimik2-010": "the id 'functions.invalid.0' has no ':N' counter, so it names no tool: "
    "tool_call.invalid_name at the id (DESIGN 2: a broken call is never silently dropped); "
    "vLLM skips the call and returns the next one",
    "vllm-kimik2-011": "the bare counter id '0' names no tool: tool_call.invalid_name at the "
    "id. vLLM takes the name of the only tool of the request; a format never reads the tool "
    "list (DESIGN 3b: tools are per-call arguments, never parser state; docs/plugins.md: a "
    "plugin never looks at tool definitions), so the name is not in the text to be read",
}
K3_EXCEPTIONS: dict[str, str] = {}

S, E = "<|tool_calls_section_begin|>", "<|tool_calls_section_end|>"
B, A, C = "<|tool_call_begin|>", "<|tool_call_argument_begin|>", "<|tool_call_end|>"
ONE = S + B + "functions.get_weather:0" + A + '{"city": "Paris"}' + C + E

T, TC = "<|open|>tools<|sep|>", "<|close|>tools<|sep|>"
RESPONSE = "<|open|>response<|sep|>On it.<|close|>response<|sep|>"
MESSAGE_CLOSE = "<|close|>message<|sep|>"


def call(name: str, body: str, index: int = 1) -> str:
    return f'<|open|>call tool="{name}" index="{index}"<|sep|>{body}<|close|>call<|sep|>'


def arg(key: str, kind: str, value: str) -> str:
    return f'<|open|>argument key="{key}" type="{kind}"<|sep|>{value}<|close|>argument<|sep|>'


END = -1  # in the tables below: len(text)


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points()
    k2, k3 = registry.get(K2), registry.get(K3)
    assert (k2.tier, k2.spec.markers, k2.spec.anchored) == (1, (S, B), True)
    assert (k3.tier, k3.spec.markers, k3.spec.anchored) == (1, (T, "<|open|>call"), True)
    assert k2.render is not None and k3.render is not None


# --- valid calls, with the spans of calls and matches ------------------------------------------

Row = tuple[str, dict[str, Any], "str | None", int, int]

VALID: list[tuple[str, str, str, list[Row], list[tuple[int, int]]]] = [
    (K2, "template output", ONE,
     [("get_weather", {"city": "Paris"}, "functions.get_weather:0", 28, 132)], [(0, END)]),
    (K2, "prose around", "I'll check. " + ONE + " Done.",
     [("get_weather", {"city": "Paris"}, "functions.get_weather:0", 40, 144)], [(12, 170)]),
    (K2, "no functions prefix", S + B + "get_weather:0" + A + '{"city": "Paris"}' + C + E,
     [("get_weather", {"city": "Paris"}, "get_weather:0", 28, 122)], [(0, END)]),
    # the id a client handed back as [A-Za-z0-9_-], which the model copies (exo issue 2281)
    (K2, "functions_NAME_N id", S + B + "functions_get_v_2_7" + A + '{"city": "Paris"}' + C + E,
     [("get_v_2", {"city": "Paris"}, "functions_get_v_2_7", 28, 128)], [(0, END)]),
    (K2, "whitespace at the joints",
     S + "\n" + B + " functions.f:0 " + A + ' {"a": 1} ' + C + "\n" + E,
     [("f", {"a": 1}, "functions.f:0", 29, 118)], [(0, END)]),
    (K2, "parallel calls with conversation counters",
     S + B + "functions.f:5" + A + "{}" + C + B + "functions.g:6" + A + '{"x": [1]}' + C + E,
     [("f", {}, "functions.f:5", 28, 107), ("g", {"x": [1]}, "functions.g:6", 107, 194)],
     [(0, 107), (107, END)]),
    (K2, "mcp names",
     S + B + "functions.mcp__portal__search-documents:0" + A + "{}" + C + B
     + "functions.github/search.issues:1" + A + "{}" + C + E,
     [("mcp__portal__search-documents", {}, "functions.mcp__portal__search-documents:0", 28,
       135), ("github/search.issues", {}, "functions.github/search.issues:1", 135, 233)],
     [(0, 135), (135, END)]),
    (K2, "a colon in the name", S + B + "functions.ns:tool:3" + A + "{}" + C + E,
     [("ns:tool", {}, "functions.ns:tool:3", 28, 113)], [(0, END)]),
    (K2, "multi-line arguments",
     S + B + "functions.f:0" + A + '{\n  "name": "test",\n  "value": 123\n}' + C + E,
     [("f", {"name": "test", "value": 123}, "functions.f:0", 28, 141)], [(0, END)]),
    (K2, "closers inside a string", S + B + "functions.f:0" + A + '{"s": "' + C + E + '"}' + C + E,
     [("f", {"s": C + E}, "functions.f:0", 28, 157)], [(0, END)]),
    (K2, "other markers inside a string",
     S + B + "functions.f:0" + A + '{"s": "<tool_call>{}</tool_call> <|open|>tools<|sep|>"}'
     + C + E,
     [("f", {"s": "<tool_call>{}</tool_call> <|open|>tools<|sep|>"}, "functions.f:0", 28, 160)],
     [(0, END)]),
    (K2, "big integers and unicode",
     S + B + "functions.météo:0" + A + '{"n": 123456789012345678901234567890, "v": "Zürich 🌧"}'
     + C + E,
     [("météo", {"n": 123456789012345678901234567890, "v": "Zürich 🌧"}, "functions.météo:0",
       28, 163)], [(0, END)]),
    (K2, "no section end at the end", S + B + "functions.f:0" + A + "{}" + C,
     [("f", {}, "functions.f:0", 28, END)], [(0, END)]),
    (K2, "no call end at the end", S + B + "functions.f:0" + A + "{}",
     [("f", {}, "functions.f:0", 28, END)], [(0, END)]),
    (K2, "a call without a section", B + "functions.f:0" + A + "{}" + C,
     [("f", {}, "functions.f:0", 0, END)], [(0, END)]),
    (K2, "singular section spelling",
     "<|tool_call_section_begin|>" + B + "functions.f:0" + A + "{}" + C
     + "<|tool_call_section_end|>",
     [("f", {}, "functions.f:0", 27, 106)], [(27, 106)]),
    (K3, "template output",
     RESPONSE + T + call("get_weather", arg("city", "string", "Paris") + arg("days", "number", "3"))
     + TC + MESSAGE_CLOSE,
     [("get_weather", {"city": "Paris", "days": 3}, None, 73, 291)], [(53, 312)]),
    (K3, "every type",
     T + call("f", arg("s", "string", "x") + arg("n", "number", "-1.5e2")
              + arg("i", "number", "7") + arg("b", "boolean", "false")
              + arg("z", "null", "null") + arg("o", "object", '{"k": [1]}')
              + arg("a", "array", '[1, "2"]')) + TC,
     [("f", {"s": "x", "n": -150.0, "i": 7, "b": False, "z": None, "o": {"k": [1]},
             "a": [1, "2"]}, None, 20, 594)], [(0, END)]),
    (K3, "strings verbatim", T + call("f", arg("s", "string", "  a \"q\" <b> &amp; 'c'\n")) + TC,
     [("f", {"s": "  a \"q\" <b> &amp; 'c'\n"}, None, 20, 169)], [(0, END)]),
    (K3, "strings that look like json",
     T + call("f", arg("s", "string", "5") + arg("t", "string", "true")) + TC,
     [("f", {"s": "5", "t": "true"}, None, 20, 221)], [(0, END)]),
    (K3, "whitespace around a json value", T + call("f", arg("n", "number", " 1 ")) + TC,
     [("f", {"n": 1}, None, 20, 150)], [(0, END)]),
    (K3, "closer inside a json string",
     T + call("f", arg("o", "object", '{"k": "<|close|>argument<|sep|>"}')) + TC,
     [("f", {"o": {"k": "<|close|>argument<|sep|>"}}, None, 20, 180)], [(0, END)]),
    (K3, "untyped arguments",
     T + call("f", '<|open|>argument key="n"<|sep|>5<|close|>argument<|sep|>'
              '<|open|>argument key="s"<|sep|>hi<|close|>argument<|sep|>') + TC,
     [("f", {"n": 5, "s": "hi"}, None, 20, 191)], [(0, END)]),
    (K3, "no arguments", T + call("read", "") + TC, [("read", {}, None, 20, 81)], [(0, END)]),
    (K3, "json body",
     T + call("f", '<|open|>json type="object"<|sep|>{"a": [1, 2]}<|close|>json<|sep|>') + TC,
     [("f", {"a": [1, 2]}, None, 20, 144)], [(0, END)]),
    (K3, "two calls", T + call("f", arg("a", "number", "1"), 1) + call("g", "", 2) + TC,
     [("f", {"a": 1}, None, 20, 148), ("g", {}, None, 148, 206)], [(0, 148), (148, END)]),
    (K3, "attributes decoded",
     T + call("a&amp;b", '<|open|>argument key="q&quot;" type="string"<|sep|>x'
              "<|close|>argument<|sep|>") + TC,
     [("a&b", {'q"': "x"}, None, 20, 160)], [(0, END)]),
    (K3, "attributes in any order",
     T + '<|open|>call index="1" tool="f"<|sep|><|open|>argument type="number" key="n"<|sep|>1'
     "<|close|>argument<|sep|><|close|>call<|sep|>" + TC,
     [("f", {"n": 1}, None, 20, 148)], [(0, END)]),
    (K3, "whitespace between blocks",
     T + '\n<|open|>call tool="f"<|sep|>\n' + arg("a", "string", "x") + "\n<|close|>call<|sep|>\n"
     + TC, [("f", {"a": "x"}, None, 21, 141)], [(0, END)]),
    (K3, "a call without the tools block", call("f", arg("a", "string", "x")),
     [("f", {"a": "x"}, None, 0, END)], [(0, END)]),
    (K3, "no tools closer at the end", T + call("f", ""), [("f", {}, None, 20, END)], [(0, END)]),
    (K3, "no call closer at the end", T + '<|open|>call tool="f"<|sep|>' + arg("a", "string", "x"),
     [("f", {"a": "x"}, None, 20, END)], [(0, END)]),
    (K3, "prose after the calls", T + call("f", "") + " and then", [("f", {}, None, 20, 78)],
     [(0, 78)]),
]


@pytest.mark.parametrize(
    ("fmt", "text", "expected", "expected_spans"),
    [(case[0], *case[2:]) for case in VALID],
    ids=[f"{case[0]}: {case[1]}" for case in VALID],
)
def test_valid(fmt: str, text: str, expected: list[Row],
               expected_spans: list[tuple[int, int]]) -> None:
    n = len(text)
    fix = {END: n}
    outcome = PARSERS[fmt].run(text)
    assert outcome.errors == []
    assert [(c.name, c.arguments, c.id, c.start, c.end) for c in outcome.calls] == [
        (name, args, ident, start, fix.get(end, end)) for name, args, ident, start, end in expected
    ]
    assert [(m.start, m.end) for m in outcome.matches] == [
        (start, fix.get(end, end)) for start, end in expected_spans
    ]
    assert toolcalls.parse_tool_calls(text) == [
        {"name": name, "arguments": args} for name, args, _, _, _ in expected
    ]
    check_extraction(text, extract_alone(fmt, text))


def test_calls_know_where_their_name_and_arguments_are() -> None:
    text = ONE
    (k2,) = PARSERS[K2].run(text).calls
    assert text[k2.name_pos:].startswith("get_weather:0") and text[k2.args_pos] == "{"
    text = T + call("f", arg("a", "string", "x")) + TC
    (k3,) = PARSERS[K3].run(text).calls
    assert text[k3.name_pos:].startswith('f"') and text[k3.args_pos:].startswith(
        '<|open|>argument key="a"')


# --- errors ---------------------------------------------------------------------------------

P = "Some prose.\n"  # 12 characters before the call in several cases

ERRORS: list[tuple[str, str, str, str, int, int, int]] = [
    # (format, id, text, code, position, line, column)
    (K2, "bare counter id", P + S + B + "0" + A + "{}" + C + E,
     "tool_call.invalid_name", 59, 2, 48),
    (K2, "id without a counter", S + B + "functions.invalid.0 " + A + "{}" + C + E,
     "tool_call.invalid_name", 47, 1, 48),
    (K2, "a client's id", P + S + B + "call_abc123" + A + "{}" + C + E,
     "tool_call.invalid_name", 59, 2, 48),
    (K2, "an underscore counter after a dotted prefix",
     P + S + B + "functions.get_weather_1" + A + "{}" + C + E, "tool_call.invalid_name", 59, 2,
     48),
    (K2, "bad json", P + S + B + "functions.f:0" + A + '{"a": 1,}' + C + E,
     "json.trailing_comma", 107, 2, 96),
    (K2, "arguments not an object", S + B + "functions.f:0" + A + "[1]" + C + E,
     "tool_call.invalid_arguments", 88, 1, 89),
    (K2, "arguments as a json string", S + B + "functions.f:0" + A + '"{}"' + C + E,
     "tool_call.invalid_arguments", 88, 1, 89),
    (K2, "no argument marker", S + B + "functions.f:0" + C + E,
     "tool_call.unrecognized", 60, 1, 61),
    (K2, "text after the arguments", S + B + "functions.f:0" + A + "{} x" + C + E,
     "tool_call.unexpected_content", 91, 1, 92),
    # (with the section end ending the text, the call is read: control tokens that end a text
    # close it, tests/test_trailing_control.py)
    (K2, "call end left out before the section end", P + S + B + "functions.f:0" + A + "{}" + E
     + " more", "tool_call.unclosed", 40, 2, 29),
    (K2, "call end left out before the next call",
     S + B + "functions.f:0" + A + "{}" + B + "functions.g:1" + A + "{}" + C + E,
     "tool_call.unclosed", 28, 1, 29),
    (K2, "call begin left out", S + "functions.f:0" + A + "{}" + C + E,
     "tool_call.unrecognized", 28, 1, 29),
    (K2, "empty section", P + S + E, "tool_call.unrecognized", 40, 2, 29),
    # LMDeploy's test_streaming_malformed_call_does_not_hide_later_call: a call begin then a
    # token and no argument marker, in a section, was prose (the token left in content)
    (K2, "a call begin with no call in a section", P + S + B + "broken" + E,
     "tool_call.unrecognized", 40, 2, 29),
    (K2, "a call begin with no call before the next call",
     S + B + "broken" + B + "functions.g:1" + A + "{}" + C + E, "tool_call.unrecognized", 53, 1,
     54),
    # outside a section, a name that runs into the next call begin is a broken call (LMDeploy's
    # case again, without the section: it was prose, and the name stayed in content)
    (K2, "a name and no argument marker before the next call",
     B + "functions.f:0" + B + "functions.g:1" + A + "{}" + C, "tool_call.unrecognized", 32, 1,
     33),
    (K2, "cut in the arguments", S + B + "functions.f:0" + A + '{"a": "x',
     "json.unexpected_end", 96, 1, 97),
    (K2, "cut after the id", S + B + "functions.f:0", "tool_call.unexpected_end", 60, 1, 61),
    (K2, "cut after the section begin", P + S, "tool_call.unexpected_end", 40, 2, 29),
    (K2, "cut after the call begin", S + B, "tool_call.unexpected_end", 47, 1, 48),
    (K3, "no tool attribute",
     P + T + '<|open|>call index="1"<|sep|><|close|>call<|sep|>' + TC,
     "tool_call.invalid_name", 32, 2, 21),
    (K3, "empty tool name", T + call("", "") + TC, "tool_call.invalid_name", 39, 1, 40),
    (K3, "name with whitespace", T + call("a b", "") + TC, "tool_call.invalid_name", 39, 1, 40),
    (K3, "bad number", P + T + call("f", arg("n", "number", "1.")) + TC,
     "json.invalid_number", 115, 2, 104),
    (K3, "number out of range", T + call("f", arg("n", "number", "1e400")) + TC,
     "json.number_out_of_range", 103, 1, 104),
    (K3, "a string declared a number", T + call("f", arg("n", "number", '"5"')) + TC,
     "tool_call.invalid_arguments", 103, 1, 104),
    (K3, "a number declared a boolean", T + call("f", arg("b", "boolean", "1")) + TC,
     "tool_call.invalid_arguments", 104, 1, 105),
    (K3, "unknown type", T + call("f", arg("n", "integer", "1")) + TC,
     "tool_call.unrecognized", 89, 1, 90),
    (K3, "duplicate key", T + call("f", arg("a", "string", "1") + arg("a", "string", "2")) + TC,
     "tool_call.duplicate_argument", 128, 1, 129),
    (K3, "no key", T + call("f", '<|open|>argument type="string"<|sep|>x<|close|>argument<|sep|>')
     + TC, "tool_call.unrecognized", 58, 1, 59),
    (K3, "repeated attribute",
     T + call("f", '<|open|>argument key="a" key="b"<|sep|>x<|close|>argument<|sep|>') + TC,
     "tool_call.unrecognized", 83, 1, 84),
    (K3, "unquoted attribute", T + "<|open|>call tool=f<|sep|><|close|>call<|sep|>" + TC,
     "tool_call.unrecognized", 33, 1, 34),
    (K3, "text between arguments",
     T + call("f", arg("a", "string", "1") + " junk " + arg("b", "string", "2")) + TC,
     "tool_call.unexpected_content", 129, 1, 130),
    (K3, "text after a json value", T + call("f", arg("a", "number", "1 2")) + TC,
     "tool_call.unexpected_content", 105, 1, 106),
    (K3, "argument closer left out",
     T + call("f", '<|open|>argument key="a" type="string"<|sep|>x') + TC,
     "tool_call.unclosed", 58, 1, 59),
    (K3, "call closer left out",
     P + T + '<|open|>call tool="f"<|sep|>' + arg("a", "string", "1") + TC,
     "tool_call.unclosed", 32, 2, 21),
    (K3, "text between calls", T + call("f", "") + "junk" + TC,
     "tool_call.unexpected_content", 78, 1, 79),
    (K3, "empty tools block", T + TC, "tool_call.unrecognized", 20, 1, 21),
    (K3, "tools block of prose", T + "hello" + TC, "tool_call.unrecognized", 20, 1, 21),
    (K3, "json body not an object",
     T + call("f", '<|open|>json type="object"<|sep|>[1]<|close|>json<|sep|>') + TC,
     "tool_call.invalid_arguments", 91, 1, 92),
    (K3, "json body broken",
     T + call("f", '<|open|>json type="object"<|sep|>{"a": }<|close|>json<|sep|>') + TC,
     "json.unexpected_character", 97, 1, 98),
    (K3, "cut in a tag", T + '<|open|>call tool="f', "tool_call.unclosed", 20, 1, 21),
    (K3, "cut in a string value",
     T + '<|open|>call tool="f" index="1"<|sep|><|open|>argument key="a" type="string"<|sep|>hel',
     "tool_call.unclosed", 58, 1, 59),
    (K3, "cut in a json value",
     T + '<|open|>call tool="f"<|sep|><|open|>argument key="a" type="object"<|sep|>{"k": ',
     "json.unexpected_end", 99, 1, 100),
    (K3, "cut after the tools opener", P + T, "tool_call.unexpected_end", 32, 2, 21),
]


@pytest.mark.parametrize(
    ("fmt", "text", "code", "position", "line", "column"),
    [(case[0], *case[2:]) for case in ERRORS],
    ids=[f"{case[0]}: {case[1]}" for case in ERRORS],
)
def test_errors(fmt: str, text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, fmt, code, position, line, column)
    check_extraction(text, extract_alone(fmt, text))


def test_a_broken_call_keeps_its_siblings() -> None:
    k2 = S + B + "0" + A + "{}" + C + B + "functions.g:1" + A + '{"a": 1}' + C + E
    result = toolcalls.parse(k2)
    assert [(c.name, c.id) for c in result.calls] == [("g", "functions.g:1")]
    assert [e.code for e in result.errors] == ["tool_call.invalid_name"]
    # LMDeploy's test_streaming_malformed_call_does_not_hide_later_call
    k2 = S + B + "broken" + B + "functions.weather.lookup:8" + A + '{"city":"Paris"}' + C + E
    result = toolcalls.parse(k2)
    assert [(c.name, c.arguments) for c in result.calls] == [("weather.lookup", {"city": "Paris"})]
    assert ([e.code for e in result.errors], result.content) == (["tool_call.unrecognized"], "")
    k3 = T + call("f", arg("n", "number", "{bad")) + call("g", arg("a", "number", "1"), 2) + TC
    result = toolcalls.parse(k3)
    assert [(c.name, c.arguments) for c in result.calls] == [("g", {"a": 1})]
    assert [e.code for e in result.errors] == ["json.unquoted_key"]
    assert result.content == ""


def test_broken_match_spans() -> None:
    # a broken K3 call runs to its closer; the next call is read after it
    first = T + call("f", arg("n", "number", "x"))
    text = first + call("g", "", 2) + TC
    matches = PARSERS[K3].run(text).matches
    assert [(m.start, m.end, m.state) for m in matches] == [
        (0, len(first), "broken"), (len(first), len(text), "complete")]
    # an unclosed call ends where what is not an argument begins
    text = T + '<|open|>call tool="f"<|sep|>' + arg("a", "string", "1") + " and more"
    (match,) = PARSERS[K3].run(text).matches
    assert (match.start, match.end, match.state) == (0, text.index("and more"), "broken")
    assert toolcalls.parse(text).content == "and more"


# --- prose, content, control tokens -----------------------------------------------------------

PROSE = [
    (K2, "functions.f:0 is how Kimi names a call"),
    (K2, "invalid_tool:0<|tool_call_argument_begin|>{\"city\": \"Paris\"}<|tool_call_end|>"),
    (K2, "say <|tool_calls_section_begin|> when you call tools: " + B + " then the id"),
    (K3, "Use <|open|>call tags to call"),
    (K3, "Use <|open|>tools<|sep|> to call"),
    (K3, '<|open|>call tool="f" is how'),
    (K3, "<|open|>calls<|sep|>"),
    (K3, RESPONSE + MESSAGE_CLOSE),
    (K3, ""),
]


@pytest.mark.parametrize(("fmt", "text"), PROSE)
def test_prose_is_not_a_call(fmt: str, text: str) -> None:
    assert toolcalls.parse_tool_calls(text, formats=[fmt]) == []
    assert PARSERS[fmt].run(text).matches == []


CONTENT = [
    ("I'll check. " + ONE + "<|im_end|>", "I'll check."),
    ("<|im_assistant|>assistant<|im_middle|>Hi " + ONE + " bye", "Hi  bye"),
    ("<|tool_call_section_begin|>" + B + "functions.f:0" + A + "{}" + C
     + "<|tool_call_section_end|><|im_end|>", ""),
    ("stray " + A + " and " + C, "stray  and"),
    (RESPONSE + T + call("f", "") + TC + MESSAGE_CLOSE + "<|end_of_msg|>", "On it."),
    ('<|open|>message role="assistant"<|sep|><|open|>response<|sep|>Hello, world!\nWhat\'s up?'
     "<|close|>response<|sep|><|close|>message<|sep|>", "Hello, world!\nWhat's up?"),
    ("<|open|>response<|sep|>a <|open|>b<|sep|> c<|close|>response<|sep|>", "a b c"),
    # a second think closer after the prefilled block (TensorRT-LLM's Kimi-K3 corpus,
    # "double_think_close") goes whole: removing its special tokens alone left "think"
    ("t<|close|>think<|sep|><|close|>think<|sep|>" + RESPONSE + MESSAGE_CLOSE, "On it."),
    ("<|open|>think<|sep|>a<|close|>think<|sep|>" + RESPONSE + "<|open|>think<|sep|>", "On it."),
]


@pytest.mark.parametrize(("text", "content"), CONTENT)
def test_content_never_holds_control_tokens(text: str, content: str) -> None:
    result = toolcalls.parse(text)
    assert result.content == content
    for spec in SPECS.values():
        for token in spec.control_tokens:
            assert token not in result.content


# --- reasoning --------------------------------------------------------------------------------


def test_k2_reasoning() -> None:
    text = "<think>I'm thinking about this " + B + "</think>" + ONE
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert result.reasoning == "I'm thinking about this " + B
    assert result.content == ""
    # a call inside the reasoning is not searched
    hidden = "<think>" + ONE + "</think>Nothing to call."
    assert toolcalls.parse_tool_calls(hidden) == []
    assert toolcalls.parse(hidden).content == "Nothing to call."


def test_k3_reasoning_prefilled_and_written() -> None:
    body = RESPONSE + T + call("f", arg("a", "number", "1")) + TC + MESSAGE_CLOSE
    prefilled = toolcalls.parse("I should call it<|close|>think<|sep|>" + body)
    assert (prefilled.reasoning, prefilled.content) == ("I should call it", "On it.")
    assert [c.name for c in prefilled.calls] == ["f"]
    written = toolcalls.parse("<|open|>think<|sep|>Hmm.<|close|>think<|sep|>" + body)
    assert (written.reasoning, written.content) == ("Hmm.", "On it.")
    hidden = "<|open|>think<|sep|>" + T + call("g", "") + TC + "<|close|>think<|sep|>" + RESPONSE
    assert toolcalls.parse_tool_calls(hidden) == []
    assert toolcalls.parse(hidden).content == "On it."


def test_a_reasoning_marker_inside_an_argument_is_the_argument() -> None:
    text = S + B + "functions.f:0" + A + '{"s": "<think>x"}' + C + E
    assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": {"s": "<think>x"}}]
    text = T + call("f", arg("s", "string", "<|open|>think<|sep|>x")) + TC
    assert toolcalls.parse_tool_calls(text) == [
        {"name": "f", "arguments": {"s": "<|open|>think<|sep|>x"}}]


# --- tools= -----------------------------------------------------------------------------------


def tool(name: str, **properties: Any) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "parameters": {
        "type": "object", "properties": properties}}}


def test_k3_untyped_values_are_typed_by_the_schema_and_typed_ones_by_their_attribute() -> None:
    text = T + call("f", '<|open|>argument key="n"<|sep|>5<|close|>argument<|sep|>'
                    + arg("s", "string", "5") + arg("i", "number", "7")) + TC
    schema = [tool("f", n={"type": "string"}, s={"type": "integer"}, i={"type": "string"})]
    assert toolcalls.parse_tool_calls(text) == [
        {"name": "f", "arguments": {"n": 5, "s": "5", "i": 7}}]
    assert toolcalls.parse_tool_calls(text, tools=schema) == [
        {"name": "f", "arguments": {"n": "5", "s": "5", "i": 7}}]
    (raw,) = PARSERS[K3].run(text).calls[0].raw or {}
    assert raw == "n"


def _fields(matches: list[Any]) -> list[Any]:
    return [(m.start, m.end, m.error, [(c.name, c.arguments, c.start, c.end, c.name_pos,
                                        c.args_pos, c.raw) for c in m.calls])
            for m in matches]


TEMPLATE_BLOCKS = [
    T + call("f", arg("a", "string", " x <b> ") + arg("n", "number", " 1 ")
             + arg("b", "boolean", "true") + arg("z", "null", "null")
             + arg("o", "object", '{"k": [1, "<"]}') + arg("l", "array", "[1, 2]")
             + arg("big", "number", "123456789012345678901234567890")) + TC,
    T + call("f", "", 1) + "\n " + call("g", arg("a", "string", ""), 2) + " " + TC + "after",
    T + "\n" + call("f", "\n" + arg("a", "number", "-1.5e3") + "\n") + TC,
]
NOT_TEMPLATE_BLOCKS = [
    T + call("f", arg("n", "number", "1.")) + TC,  # broken value
    T + call("f", arg("n", "number", '"5"')) + TC,  # a string declared a number
    T + call("f", arg("b", "boolean", "1")) + TC,  # a number declared a boolean
    T + call("f", arg("n", "number", "\u30001")) + TC,  # a blank JSON does not know
    T + call("f", arg("n", "integer", "1")) + TC,  # unknown type
    T + call("f", arg("a", "string", "1") + arg("a", "string", "2")) + TC,  # key twice
    T + call("a b", "") + TC,  # invalid name
    T + call("f", ""),  # no tools closer: more calls may follow
    T + call("f", "") + "prose",  # the closer is optional: the full rules decide
    T + '<|open|>call tool="f&amp;g" index="1"<|sep|><|close|>call<|sep|>' + TC,  # an entity
    T + call("f", '<|open|>json type="object"<|sep|>{}<|close|>json<|sep|>') + TC,
    T + call("f", '<|open|>argument key="n"<|sep|>5<|close|>argument<|sep|>') + TC,
]


def test_k3_short_block_reads_the_template_layout_as_the_full_rules_do() -> None:
    """The lane reads a tools block as the template writes it with one regex per tag
    (``_short_block``); it gives the full rules' matches there, and declines elsewhere."""
    from toolcalls_kimi.xtml import TOOLS_OPEN, _short_block

    grammar = SPECS[K3].grammar
    for text in [*SPECS[K3].examples, *TEMPLATE_BLOCKS]:
        at = text.find(TOOLS_OPEN)
        short = _short_block(text, at)
        assert short is not None, text
        assert _fields(short) == _fields(grammar.extract(text, at).matches[:len(short)])
        assert PARSERS[K3].parse_tool_calls(text) == [
            {"name": c.name, "arguments": c.arguments} for m in short for c in m.calls]
    for text in NOT_TEMPLATE_BLOCKS:
        assert _short_block(text, text.find(TOOLS_OPEN)) is None, text


def test_unknown_tools_are_reported_at_the_name() -> None:
    result = toolcalls.parse(ONE, tools=[tool("other")])
    assert result.calls == []
    (error,) = result.errors
    assert (error.code, ONE[error.position:][:11]) == ("tool_call.unknown_tool", "get_weather")


# --- partial calls ------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", [K2, K3])
def test_every_cut_of_an_example_is_a_call_or_an_error(fmt: str) -> None:
    spec = SPECS[fmt]
    for text in spec.examples:
        names = {c.name for c in PARSERS[fmt].run(text).calls}
        opened = min(text.find(m) + len(m) for m in spec.markers if m in text)
        for cut in range(len(text) + 1):
            piece = text[:cut]
            extraction = extract_alone(fmt, piece)
            for match in extraction.matches:
                if match.partial is not None and match.partial.name is not None:
                    assert match.partial.name in names, (piece, match.partial)
                if match.incomplete:
                    assert extraction.resume <= match.start
            result = PARSERS[fmt].parse(piece)
            if cut >= opened:
                assert result.calls or result.errors, piece
            for token in spec.control_tokens:
                assert token not in result.content, piece


def test_partial_calls_say_what_is_known() -> None:
    (match,) = PARSERS[K2].run(S + B + "functions.get_weather:0" + A + '{"city": "Pa').matches
    assert match.state == "partial" and match.partial is not None
    assert (match.partial.name, match.partial.id, match.partial.json_args) == (
        "get_weather", "functions.get_weather:0", True)
    (match,) = PARSERS[K2].run(S + B + "functions.get_wea").matches
    assert match.state == "partial" and match.partial is not None and match.partial.name is None
    text = T + call("f", arg("a", "number", "1"))[:-20] + '<|open|>argument key="b" type="string"'
    text += "<|sep|>hel"
    (match,) = PARSERS[K3].run(text).matches
    assert match.state == "partial" and match.partial is not None
    partial = match.partial
    assert (partial.name, partial.params, partial.open_param, partial.open_string) == (
        "f", {"a": 1}, "b", True)
    assert text[partial.open_value:] == "hel"
    (match,) = PARSERS[K3].run(T + '<|open|>call tool="get_wea').matches
    assert match.state == "partial" and (match.partial is None or match.partial.name is None)


def _decided(fmt: str, text: str, cut: int) -> tuple[list[Any], list[Any]]:
    """The matches extracting ``text[:cut]`` gave before its resume (and before any marker
    cut at its end, which the engine holds back), and those of the whole text there."""
    piece = text[:cut]
    part, full = extract_alone(fmt, piece), extract_alone(fmt, text)
    limit = part.resume
    for marker in SPECS[fmt].markers:
        for size in range(1, len(marker)):
            if piece.endswith(marker[:size]):
                limit = min(limit, cut - size)

    def sig(m: Any) -> Any:
        return (m.start, m.end, m.state, [(c.name, c.arguments, c.start, c.end) for c in m.calls],
                None if m.error is None else (m.error.code, m.error.position))

    return ([sig(m) for m in part.matches if m.start < limit],
            [sig(m) for m in full.matches if m.start < limit])


@pytest.mark.parametrize("fmt", [K2, K3])
def test_what_is_before_resume_is_final(fmt: str) -> None:
    examples = SPECS[fmt].examples
    text = examples[0] + " and then " + examples[1] + "\n" + examples[0]
    for cut in range(len(text) + 1):
        got, final = _decided(fmt, text, cut)
        assert got == final, text[:cut]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([K2, K3]), st.data())
def test_what_is_before_resume_is_final_on_any_text(fmt: str, data: st.DataObject) -> None:
    pool = PIECES[fmt] + list(SPECS[fmt].examples)
    text = "".join(data.draw(st.lists(st.sampled_from(pool) | st.text(max_size=3), max_size=20)))
    cut = data.draw(st.integers(0, len(text)))
    got, final = _decided(fmt, text, cut)
    assert got == final


def test_resume_waits_for_a_block_that_may_go_on() -> None:
    text = "Hi " + S + B + "functions.f:0" + A + "{}" + C
    assert PARSERS[K2].run(text).resume == 3
    assert PARSERS[K2].run(text + E + " done").resume == len(text + E + " done")
    text = "<|open|>response<|sep|><|close|>response<|sep|>" + T + call("f", "")
    assert PARSERS[K3].run(text).resume == text.index(T)
    assert PARSERS[K3].run(text + TC).resume == len(text + TC)


# --- rendering ----------------------------------------------------------------------------------


def test_render_writes_what_the_templates_write() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}},
             {"name": "read", "arguments": {}}]
    assert toolcalls.render(calls, K2) == (
        S + B + "functions.get_weather:0" + A + '{"city": "Paris", "days": 3}' + C + B
        + "functions.read:1" + A + "{}" + C + E)
    assert toolcalls.render(calls, K3) == (
        T + call("get_weather", arg("city", "string", "Paris") + arg("days", "number", "3"), 1)
        + call("read", "", 2) + TC)
    # strings that hold a special token go in the template's json body
    special = [{"name": "f", "arguments": {"s": "a<|close|>argument<|sep|>b"}}]
    assert toolcalls.render(special, K3) == T + call(
        "f", '<|open|>json type="object"<|sep|>{"s": "a\\u003c|close|>argument\\u003c|sep|>b"}'
        "<|close|>json<|sep|>") + TC


def test_render_refuses_names_the_format_cannot_write() -> None:
    with pytest.raises(ValueError, match="cannot write"):
        toolcalls.render([{"name": "a<|sep|>b", "arguments": {}}], K3)
    with pytest.raises(ValueError, match="cannot write"):
        toolcalls.render([{"name": "a{b", "arguments": {}}], K2)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.text(max_size=5), children, max_size=3),
    max_leaves=8,
)
MARKERS = ["<|open|>", "<|close|>argument<|sep|>", "<|sep|>", C, E, "<tool_call>", "[TOOL_CALLS]",
           "<think>", "</think>", '"', "&quot;", "&amp;", "\n", " ", "<", "é", "🌧"]
strings = st.lists(st.sampled_from(MARKERS) | st.text(max_size=4), max_size=5).map("".join)
names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.:/-]{0,12}", fullmatch=True)
calls_strategy = st.lists(
    st.fixed_dictionaries({
        "name": names,
        "arguments": st.dictionaries(strings, json_values | strings, max_size=4),
    }),
    min_size=1, max_size=3,
)


@settings(max_examples=150, deadline=None)
@given(calls_strategy, st.sampled_from([("", ""), ("Sure. ", " Done."), ("a\n", "\nb")]))
def test_round_trip(calls: list[dict[str, Any]], prose: tuple[str, str]) -> None:
    for fmt in (K2, K3):
        assert_round_trip(fmt, calls, before=prose[0], after=prose[1])


# --- robustness ---------------------------------------------------------------------------------

PIECES = {
    K2: [S, E, B, A, C, "<|tool_call_section_begin|>", "functions.", "f", ":0", "0", " ", "\n",
         "{", "}", '"', '"a": 1', "[", "]", ",", "<|", "x", "é", "<think>", "</think>"],
    K3: [T, TC, "<|open|>call", "<|close|>call<|sep|>", "<|open|>argument",
         "<|close|>argument<|sep|>", "<|open|>json", "<|close|>json<|sep|>", "<|sep|>", "<|open|>",
         "<|close|>", ' tool="f"', ' key="k"', ' type="string"', ' type="number"',
         ' type="object"', ' index="1"', '"', "=", " ", "\n", "1", "{", "}", "x", "&quot;"],
}


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([K2, K3]), st.data())
def test_extraction_never_raises(fmt: str, data: st.DataObject) -> None:
    parts = data.draw(st.lists(st.sampled_from(PIECES[fmt]) | st.text(max_size=3), max_size=40))
    text = "".join(parts)
    grammar = plugin.K2_GRAMMAR if fmt == K2 else plugin.K3_GRAMMAR
    check_extraction(text, grammar.extract(text, 0))
    extraction = extract_alone(fmt, text)
    for match in extraction.matches:
        if match.incomplete:
            assert match.end == len(text)
    toolcalls.parse(text)


HOSTILE = {
    K2: [B, S, B + "functions.f:0", B + "functions.f:0" + A, B + "functions.f:0" + A + '{"a": ',
         S + "x", S + E, B + "0" + A + "{}" + C, B + "functions.f:0" + A + "{}"],
    K3: [T, "<|open|>call", '<|open|>call tool="', '<|open|>call tool="f"<|sep|>',
         T + '<|open|>call tool="f"<|sep|><|open|>argument key="a" type="string"<|sep|>x',
         '<|open|>call tool="f"<|sep|><|open|>argument key="a" type="number"<|sep|>{"a": ',
         '<|open|>call tool="f"<|sep|><|close|>call<|sep|>', "<|open|>call x",
         '<|open|>call tool="f"<|sep|>x<|close|>call<|sep|>',
         '<|open|>call tool="f"<|sep|><|open|>json<|sep|>{'],
}


@pytest.mark.parametrize(("fmt", "piece"), [(f, p) for f, ps in HOSTILE.items() for p in ps])
def test_linear_on_hostile_inputs(fmt: str, piece: str) -> None:
    assert_linear(fmt, piece, count=300)


@pytest.mark.parametrize("fmt", [K2, K3])
def test_fifty_thousand_openers_return_promptly(fmt: str) -> None:
    for marker in SPECS[fmt].markers:
        began = time.perf_counter()
        toolcalls.parse(marker * 50_000)
        assert time.perf_counter() - began < 10


# --- conformance corpus (toolcalls.testing finds ../shared/conformance) -------------------------

test_k2_conformance, test_k2_exceptions_name_corpus_records = conformance_tests(
    ("kimi_k2",), K2, K2_EXCEPTIONS, start=__file__
)
test_k3_conformance, test_k3_exceptions_name_corpus_records = conformance_tests(
    ("kimi_k3",), K3, K3_EXCEPTIONS, start=__file__
)
