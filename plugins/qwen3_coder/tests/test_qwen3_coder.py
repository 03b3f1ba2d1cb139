"""Tests of the qwen3_coder format: Qwen3-Coder / Qwen3.5 XML calls."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_qwen3_coder as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.registry import Registry
from toolcalls.testing import (
    assert_every_cut,
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_tests,
)

FMT = "qwen3_coder"
PARSER = toolcalls.Parser(formats=[FMT])
END = -1


def test_entry_point_is_discovered() -> None:
    loaded = Registry.from_entry_points().get(FMT)
    assert (loaded.tier, loaded.markers, loaded.spec.anchored) == (
        1, ("<tool_call>", "<function="), True)


def calls(text: str, **kw: Any) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text, **kw).calls]


CANONICAL = ("<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n"
             "<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>")

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]]]] = [
    ("canonical", CANONICAL, [("get_weather", {"city": "Paris", "days": 3}, 0, END)]),
    ("prose before", "Sure.\n" + CANONICAL,
     [("get_weather", {"city": "Paris", "days": 3}, 6, END)]),
    ("inline values", "<tool_call><function=f><parameter=a>x y</parameter></function></tool_call>",
     [("f", {"a": "x y"}, 0, END)]),
    ("no parameters", "<tool_call>\n<function=f>\n</function>\n</tool_call>",
     [("f", {}, 0, END)]),
    ("two calls", CANONICAL + "\n" + CANONICAL,
     [("get_weather", {"city": "Paris", "days": 3}, 0, len(CANONICAL)),
      ("get_weather", {"city": "Paris", "days": 3}, len(CANONICAL) + 1, END)]),
    ("no wrapper", "<function=f>\n<parameter=a>\n1\n</parameter>\n</function>",
     [("f", {"a": 1}, 0, END)]),
    ("no opener, a stray closer", "<function=f>\n<parameter=a>\nx\n</parameter>\n</function>\n"
     "</tool_call>", [("f", {"a": "x"}, 0, END)]),
    ("missing </parameter>", "<tool_call>\n<function=f>\n<parameter=a>\n1\n<parameter=b>\n2\n"
     "</function>\n</tool_call>", [("f", {"a": 1, "b": 2}, 0, END)]),
    ("a closer's text inside a value",
     "<tool_call>\n<function=write>\n<parameter=code>\nx = '</parameter>'\n</parameter>\n"
     "</function>\n</tool_call>", [("write", {"code": "x = '</parameter>'"}, 0, END)]),
    ("one edge newline only", "<tool_call>\n<function=f>\n<parameter=a>\n\n  x\n\n</parameter>\n"
     "</function>\n</tool_call>", [("f", {"a": "\n  x\n"}, 0, END)]),
    ("entities stay as written", "<tool_call><function=f><parameter=a>a &amp; b</parameter>"
     "</function></tool_call>", [("f", {"a": "a &amp; b"}, 0, END)]),
    ("JSON values", "<tool_call><function=f><parameter=o>{\"k\": [1, 2]}</parameter>"
     "<parameter=t>true</parameter><parameter=s>\"5\"</parameter></function></tool_call>",
     [("f", {"o": {"k": [1, 2]}, "t": True, "s": "5"}, 0, END)]),
    ("missing </tool_call> at the end", CANONICAL[: -len("\n</tool_call>")],
     [("get_weather", {"city": "Paris", "days": 3}, 0, END)]),
    # ollama/ollama model/parsers/qwen3coder_test.go TestQwenToolParser (issue 12357)
    ("shell operators and brackets raw", "<tool_call>\n<function=exec>\n<parameter=command>\n"
     'ls && echo "a > b and a < b"\n</parameter>\n</function>\n</tool_call>',
     [("exec", {"command": 'ls && echo "a > b and a < b"'}, 0, END)]),
    ("unicode names", "<tool_call>\n<function=获取天气>\n<parameter=城市>\n北京\n</parameter>\n"
     "</function>\n</tool_call>", [("获取天气", {"城市": "北京"}, 0, END)]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]]) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, n if d == END else d) for a, b, c, d in expected]


def test_a_bare_call_owns_its_stray_closer_and_prose_follows() -> None:
    # ollama/ollama model/parsers/qwen3coder_bare_test.go
    text = "<function=exec_command>\n<parameter=cmd>\nls -la\n</parameter>\n</function>\n" \
        "</tool_call>\ndone"
    result = toolcalls.parse(text, formats=[FMT])
    assert [(c.name, c.arguments) for c in result.calls] == [("exec_command", {"cmd": "ls -la"})]
    assert (result.errors, result.content.strip()) == ([], "done")


TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {
        "city": {"type": "string"}, "days": {"type": "integer"}, "metric": {"type": "boolean"},
        "note": {"type": ["string", "null"]}, "tags": {"type": "array"},
        "when": {"anyOf": [{"type": "null"}, {"type": "string"}]},
    }}}}]


def test_values_are_typed_by_the_tool_schema() -> None:
    text = ("<tool_call>\n<function=get_weather>\n<parameter=city>\n123\n</parameter>\n"
            "<parameter=days>\n3\n</parameter>\n<parameter=metric>\nTrue\n</parameter>\n"
            "<parameter=note>\nnull\n</parameter>\n<parameter=tags>\n['a', \"b\"]\n"
            "</parameter>\n<parameter=when>\nnone\n</parameter>\n</function>\n</tool_call>")
    assert toolcalls.parse_tool_calls(text, tools=TOOLS) == [{"name": "get_weather", "arguments": {
        "city": "123", "days": 3, "metric": True, "note": None, "tags": ["a", "b"],
        "when": None}}]
    # without tools: the JSON-first rule
    assert toolcalls.parse_tool_calls(text)[0]["arguments"]["city"] == 123


def test_a_value_that_cannot_take_its_type_is_an_error_but_the_call_is_kept() -> None:
    text = ("<tool_call>\n<function=get_weather>\n<parameter=days>\nthree\n</parameter>\n"
            "</function>\n</tool_call>")
    assert_error = text.index("three") - 1  # the value starts at its newline
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=TOOLS)
    assert (info.value.code, info.value.position) == ("tool_call.invalid_argument_type",
                                                      assert_error)
    result = toolcalls.parse(text, tools=TOOLS)
    assert [c.arguments for c in result.calls] == [{"days": "three"}]
    assert [e.code for e in result.errors] == ["tool_call.invalid_argument_type"]


def test_a_call_to_a_tool_not_offered_is_unknown() -> None:
    text = "<tool_call>\n<function=get_time>\n</function>\n</tool_call>"
    assert_strict_error_with_tools = toolcalls.parse(text, tools=TOOLS)
    assert assert_strict_error_with_tools.calls == []
    [err] = assert_strict_error_with_tools.errors
    assert (err.code, err.position) == ("tool_call.unknown_tool", text.index("get_time"))


ERRORS = [
    ("unclosed function tag", "<tool_call>\n<function=f\n</function>\n</tool_call>",
     "tool_call.unrecognized", 23, 2, 12),
    ("text instead of parameters", "<tool_call>\n<function=f>\nhello\n</function>\n</tool_call>",
     "tool_call.unexpected_content", 25, 3, 1),
    ("duplicate parameter", "<tool_call><function=f><parameter=a>1</parameter><parameter=a>2"
     "</parameter></function></tool_call>", "tool_call.duplicate_argument", 49, 1, 50),
    ("bad name", "<tool_call><function=a b></function></tool_call>", "tool_call.invalid_name",
     21, 1, 22),
    ("cut inside a value", "<tool_call>\n<function=f>\n<parameter=a>\nhel",
     "tool_call.unclosed", 25, 3, 1),
    ("cut after the opener", "ok <tool_call>\n", "tool_call.unexpected_end", 15, 2, 1),
    ("unclosed before prose", "<tool_call><function=f></function> and then more",
     "tool_call.unclosed", 0, 1, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_a_malformed_block_does_not_hide_the_valid_one_after_it() -> None:
    text = ("<tool_call>\n<function=bad_func_no_gt\n</function>\n</tool_call>\n<tool_call>\n"
            "<function=get_weather>\n<parameter=city>Dallas</parameter>\n</function>\n"
            "</tool_call>")
    result = PARSER.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert [e.code for e in result.errors] == ["tool_call.unrecognized"]


PROSE = [
    "#include <functional>",
    "Use <function=name> to call it.",
    "wrap it in <tool_call> tags.",
    "</function> and </parameter> alone",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert PARSER.parse_tool_calls(text) == []


def test_every_cut_is_a_call_or_an_error() -> None:
    opener = CANONICAL.index(">") + 1  # the wrapper's opener is complete from here on
    assert_every_cut(PARSER, CANONICAL, opener, ("get_weather",))


def test_content_and_reasoning() -> None:
    text = ("Need the weather.\n</think>\n\nChecking.\n" + CANONICAL + "<|im_end|>")
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == ("Need the weather.", "Checking.")


def test_shared_opener_with_hermes_and_glm() -> None:
    pytest.importorskip("toolcalls_hermes")  # the other claimants of <tool_call>
    pytest.importorskip("toolcalls_glm4")
    text = ('<tool_call>{"name": "a", "arguments": {}}</tool_call>\n' + CANONICAL +
            "\n<tool_call>b\n</tool_call>")
    assert [c["format"] for c in toolcalls.parse_tool_calls(text, include_format=True)] == [
        "hermes", FMT, "glm4"]


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.-]{0,12}", fullmatch=True)
values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=8,
)
calls_st = st.lists(st.fixed_dictionaries({
    "name": names, "arguments": st.dictionaries(names, values, max_size=4)}),
    min_size=1, max_size=3)


@settings(max_examples=150, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure.\n", "Done: "]))
def test_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, generated, before=before, after="\nDone.")


def test_render_is_the_template_layout() -> None:
    assert toolcalls.render([{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}],
                            FMT) == CANONICAL


@pytest.mark.parametrize("piece", ["<tool_call>", "<tool_call>\n<function=f>",
                                   "<function=f><parameter=a>", "<tool_call><function=f"])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


PIECES = ["<tool_call>", "</tool_call>", "<function=", "</function>", "<parameter=",
          "</parameter>", "f", ">", "<", "\n", " ", "1", "x", "{", "}", '"', "=", "é"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))


FAMILIES = ("qwen3_coder",)
EXCEPTIONS = {
    "vllm-qwen3coder-015": "a broken call is never dropped silently (DESIGN 2): the first block's "
    "<function=bad_func_no_gt has no '>' and is tool_call.unrecognized; the peer keeps only the "
    "valid second call",
}
test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, EXCEPTIONS, start=__file__)
