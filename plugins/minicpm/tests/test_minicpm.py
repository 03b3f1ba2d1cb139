"""Tests of the minicpm format: MiniCPM 4 / 5 <function name=...><param name=...> calls."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_minicpm as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.testing import (
    END,
    assert_discovered,
    assert_every_cut,
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
)

FMT = "minicpm"
PARSER = toolcalls.Parser(formats=[FMT])


def test_entry_point_is_discovered() -> None:
    assert_discovered(FMT, tier=1, markers=("<function",), anchored=True,
                      distribution="toolcalls-minicpm")


def calls(text: str, **kw: Any) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text, **kw).calls]


WEATHER = ('<function name="get_weather"><param name="city">上海</param>'
           '<param name="date">2024-06-27</param></function>')
W = {"city": "上海", "date": "2024-06-27"}
SUM = ('<function name="sum_values"><param name="nums">[7,8,9]</param>'
       '<param name="exact">false</param></function>')

BEIJING = '<function name="get_weather"><param name="city">北京</param></function>'
TWO = "Head\n" + BEIJING + "\nTXT\n" + SUM + "\nTail\n"

# The cases of vLLM's tests/tool_parsers/test_minicpm5xml_tool_parser.py and SGLang's
# test_minicpm4_xml_detector.py (the minicpm5 / minicpm4_xml parsers), calls and content.
VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]], str]] = [
    ("one call", WEATHER, [("get_weather", W, 0, END)], ""),
    ("surrounding text", "Intro before.\n" + WEATHER + "\nOutro after.\n",
     [("get_weather", W, 14, 14 + len(WEATHER))], "Intro before.\n\nOutro after."),
    ("a CDATA value keeps its lines",
     '<function name="get_weather"><param name="city"><![CDATA[北\n京]]></param>'
     '<param name="date">2024-06-27</param></function>\n',
     [("get_weather", {"city": "北\n京", "date": "2024-06-27"}, 0, END - 1)], ""),
    ("closers inside a CDATA value are its text (xinference's minicpm5 parser)",
     '<function name="w"><param name="c"><![CDATA[x </param> and </function> y]]></param>'
     "</function>", [("w", {"c": "x </param> and </function> y"}, 0, END)], ""),
    ("JSON values", SUM.replace("[7,8,9]", "[1, 2, 3]").replace("false", "true"),
     [("sum_values", {"nums": [1, 2, 3], "exact": True}, 0, END)], ""),
    ("two calls with text between", TWO,
     [("get_weather", {"city": "北京"}, 5, 5 + len(BEIJING)),
      ("sum_values", {"nums": [7, 8, 9], "exact": False}, TWO.index(SUM),
       TWO.index(SUM) + len(SUM))],
     "Head\n\nTXT\n\nTail"),
    ("no parameters", '<function name="noop"></function>\n', [("noop", {}, 0, 33)], ""),
    ("whitespace around values and tags", '<function name="f">\n  <param name="q">\n  hi there\n'
     "  </param>\n</function>", [("f", {"q": "hi there"}, 0, END)], ""),
    ("entities decoded", '<function name="f"><param name="q">a &amp; b &lt; c</param>'
     "</function>", [("f", {"q": "a & b < c"}, 0, END)], ""),
    ("single-quoted names", "<function name='f'><param name='q'>x</param></function>",
     [("f", {"q": "x"}, 0, END)], ""),
    # vLLM keeps a block without </function> as content; the closer left out at the very end
    # of the text, the call complete, is accepted (DESIGN 3a)
    ("the closer left out at the end",
     '<function name="get_weather"><param name="city">北京</param>',
     [("get_weather", {"city": "北京"}, 0, END)], ""),
]


@pytest.mark.parametrize(("text", "expected", "content"), [c[1:] for c in VALID],
                         ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]],
               content: str) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, n + d - END if d <= END else d)
                           for a, b, c, d in expected]
    result = toolcalls.parse(text)
    assert [(c.format, c.name, c.arguments) for c in result.calls] == [
        (FMT, a, b) for a, b, _, _ in expected]
    assert (result.errors, result.content) == ([], content)


TOOLS = [
    {"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": {"city": {"type": "string"}, "date": {"type": "string"}},
        "required": ["city"]}}},
    {"type": "function", "function": {"name": "sum_values", "parameters": {
        "type": "object", "properties": {"nums": {"type": "array"}, "exact": {"type": "boolean"},
                                         "n": {"type": "integer"}},
        "required": ["nums"]}}},
]


def test_values_are_typed_by_the_tool_schema() -> None:
    text = ('<function name="get_weather"><param name="city">123</param></function>'
            '<function name="sum_values"><param name="nums">[1,2]</param>'
            '<param name="n"><![CDATA[ 4 ]]></param></function>')
    assert toolcalls.parse_tool_calls(text, tools=TOOLS) == [
        {"name": "get_weather", "arguments": {"city": "123"}},
        {"name": "sum_values", "arguments": {"nums": [1, 2], "n": 4}}]
    # without tools: the JSON-first rule, and a CDATA section is text
    assert toolcalls.parse_tool_calls(text)[1]["arguments"] == {"nums": [1, 2], "n": " 4 "}


def test_unknown_tool_is_an_error_at_its_name() -> None:
    # vLLM test_unknown_tool_block_preserved: the peer keeps the block as content
    text = '<function name="unknown"><param name="x">1</param></function>\n'
    result = toolcalls.parse(text, tools=TOOLS)
    assert result.calls == []
    [err] = result.errors
    assert (err.code, err.position) == ("tool_call.unknown_tool", text.index("unknown"))


def test_a_missing_required_parameter_breaks_validation() -> None:
    # the peers drop a call that misses a required parameter; here validate=True says so
    text = '<function name="get_weather"><param name="date">2024-06-27</param></function>'
    result = toolcalls.parse(text, tools=TOOLS, validate=True)
    assert [e.code for e in result.errors] == ["tool_call.schema_violation"]


ERRORS = [
    # vLLM test_param_missing_name_invalid (the peer keeps the block as content)
    ("a parameter without a name",
     '<function name="get_weather"><param>北京</param><param name="date">2024-06-27</param>'
     "</function>\n", "tool_call.unrecognized", 35, 1, 36),
    # vLLM test_duplicate_param_names_invalid
    ("a parameter twice", '<function name="get_weather"><param name="city">北京</param>'
     '<param name="city">上海</param></function>\n', "tool_call.duplicate_argument", 58, 1, 59),
    ("text between parameters", '<function name="f">hello<param name="a">1</param></function>',
     "tool_call.unexpected_content", 19, 1, 20),
    ("cut inside a value", '<function name="f"><param name="a">hel', "tool_call.unclosed",
     19, 1, 20),
    ("cut inside a CDATA section (its closers are its text)",
     '<function name="w"><param name="c"><![CDATA[x </param></function>',
     "tool_call.unclosed", 19, 1, 20),
    ("text after a parameter", '<function name="f"><param name="a">1</param>oops</function>',
     "tool_call.unexpected_content", 44, 1, 45),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


PROSE = [
    "How can I help you?",
    'Use <function name="x"> to call it.',
    "<functional> headers",
    "std::function<void()> f;",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    result = PARSER.parse(text)
    assert (result.calls, result.errors) == ([], [])


def test_other_formats_function_tags_are_not_minicpm_calls() -> None:
    # Qwen3-Coder's <function=NAME> and the <function_calls> wrapper share the prefix
    for text in ("<function=f>\n<parameter=a>\n1\n</parameter>\n</function>",
                 '<function_calls><invoke name="f"></invoke></function_calls>'):
        assert PARSER.parse(text).calls == []
        assert [c.format for c in toolcalls.parse(text).calls] != [FMT]


def test_every_cut_is_a_call_or_an_error() -> None:
    assert_every_cut(PARSER, WEATHER, WEATHER.index(">") + 1, ("get_weather",))


def test_render_is_the_template_layout() -> None:
    assert toolcalls.render([{"name": "get_weather", "arguments": {"city": "上海",
                                                                   "date": "2024-06-27"}}],
                            FMT) == WEATHER


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


@pytest.mark.parametrize("piece", ['<function name="f">', '<function name="f"><param name="a">',
                                   "<function", "<![CDATA["])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


PIECES = ["<function", " name=", '"f"', ">", "</function>", "<param", "</param>", "<![CDATA[",
          "]]>", "&amp;", "<", "\n", " ", "1", "x", "{", "}", '"', "=", "é"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))
