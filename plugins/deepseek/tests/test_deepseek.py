"""Tests of the deepseek plugin: deepseek_v3, deepseek_v31, deepseek_v32, deepseek_v4 and
deepseek_v41."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import toolcalls_deepseek as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import FormatSpec, Parser, Registry, hookimpl
from toolcalls.plugin import NameArgs
from toolcalls.testing import (
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_records,
    conformance_tests,
    extract_alone,
)

V3, V31, V32, V4 = "deepseek_v3", "deepseek_v31", "deepseek_v32", "deepseek_v4"
V41 = "deepseek_v41"
IDS = (V3, V31, V32, V4, V41)
FAMILY = Parser(formats=list(IDS))

B, E = "<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"
CB, CE, S = "<｜tool▁call▁begin｜>", "<｜tool▁call▁end｜>", "<｜tool▁sep｜>"
EOS = "<｜end▁of▁sentence｜>"
FC, FCE = "<｜DSML｜function_calls>", "</｜DSML｜function_calls>"
TC, TCE = "<｜DSML｜tool_calls>", "</｜DSML｜tool_calls>"
IV, IE = "<｜DSML｜invoke", "</｜DSML｜invoke>"
PA, PE = "<｜DSML｜parameter", "</｜DSML｜parameter>"
# V4.1: a space before every tag name (vLLM vllm/parser/deepseek_v41.py, SGLang
# python/sglang/srt/function_call/deepseekv41_detector.py and encoding_dsv41.py)
C1, C1E = "<｜DSML｜ calls>", "</｜DSML｜ calls>"
IV1, IE1 = "<｜DSML｜ invoke", "</｜DSML｜ invoke>"
PA1, PE1 = "<｜DSML｜ parameter", "</｜DSML｜ parameter>"

CALL3 = CB + "function" + S + 'get_weather\n```json\n{"city": "Paris"}\n```' + CE  # 97
CALL31 = CB + "get_weather" + S + '{"city": "Paris"}' + CE  # 76
INV = (IV + ' name="f">\n' + PA + ' name="a" string="true">x' + PE + "\n" + PA
       + ' name="n" string="false">2' + PE + "\n" + IE)  # 160
INV1 = (IV1 + ' name="f">\n' + PA1 + ' name="a" string="true">x' + PE1 + "\n" + PA1
        + ' name="n" string="false">2' + PE1 + "\n" + IE1)  # 166
#: vLLM tests/parser/engine/test_deepseek_v41.py (CALLS): the encoder's blank line before the
#: block, two invokes, string and JSON values
CALLS41 = (
    "\n\n" + C1 + "\n" + IV1 + ' name="get_weather">\n'
    + PA1 + ' name="city" string="true">杭州' + PE1 + "\n"
    + PA1 + ' name="count" string="false">42' + PE1 + "\n"
    + IE1 + "\n" + IV1 + ' name="add">\n'
    + PA1 + ' name="x" string="false">1.5' + PE1 + "\n"
    + PA1 + ' name="y" string="false">2.25' + PE1 + "\n"
    + IE1 + "\n" + C1E
)
END = -1  # in the tables: len(text)


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points(blocked=())
    for format_id in IDS:
        fmt = registry.get(format_id)
        assert (fmt.tier, fmt.spec.anchored, fmt.distribution) == (1, True, "toolcalls-deepseek")
    assert registry.get(V3).markers == registry.get(V31).markers
    assert CB in registry.get(V3).markers and "<|tool_call_begin|>" in registry.get(V3).markers
    assert FC in registry.get(V32).markers and TC in registry.get(V4).markers
    assert C1 in registry.get(V41).markers and IV1 in registry.get(V41).markers
    assert not set(registry.get(V41).markers) & set(registry.get(V4).markers)


def test_the_plugin_is_blocked_by_its_entry_point_name() -> None:
    registry = Registry.from_entry_points(blocked=("deepseek",))
    assert not set(IDS) & set(registry.ids)


# --- valid calls ------------------------------------------------------------------------------

Row = tuple[str, str, str, list[tuple[str, dict[str, Any], int, int]], list[tuple[int, int]]]

VALID: list[Row] = [
    # (case, format that parses it, text, calls (name, arguments, start, end), match spans)
    ("v3", V3, B + CALL3 + E, [("get_weather", {"city": "Paris"}, 20, 117)], [(0, END)]),
    ("v3 two calls, prose around", V3, "Sure. " + B + CALL3 + "\n" + CALL3 + E + " Done.",
     [("get_weather", {"city": "Paris"}, 26, 123), ("get_weather", {"city": "Paris"}, 124, 221)],
     [(6, 123), (124, 239)]),
    ("v3 plain fence, pretty JSON", V3,
     B + CB + "function" + S + 'f\n```\n{\n  "a": [1, 2]\n}\n```' + CE + E,
     [("f", {"a": [1, 2]}, 20, 103)], [(0, END)]),
    ("v3 without a fence", V3, CB + "function" + S + 'f {"a": 1}' + CE,
     [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("v3 ascii bars", V3, "<|tool▁calls▁begin|><|tool▁call▁begin|>function<|tool▁sep|>f\n"
     "```json\n{}\n```<|tool▁call▁end|><|tool▁calls▁end|>", [("f", {}, 20, 92)], [(0, END)]),
    ("v3 ascii bars and underscores", V3, "<|tool_calls_begin|><|tool_call_begin|>function"
     "<|tool_sep|>f\n```json\n{}\n```<|tool_call_end|><|tool_calls_end|>",
     [("f", {}, 20, 92)], [(0, END)]),
    ("v3 closers left out at the end", V3,
     B + CB + "function" + S + 'f\n```json\n{"a": 1}\n```', [("f", {"a": 1}, 20, END)],
     [(0, END)]),
    ("v3 end of sentence after", V3, B + CALL3 + E + EOS,
     [("get_weather", {"city": "Paris"}, 20, 117)], [(0, 135)]),
    ("v31", V31, B + CALL31 + E, [("get_weather", {"city": "Paris"}, 20, 96)], [(0, END)]),
    ("v31 two calls, prose around", V31, "pre " + B + CALL31 + CB + "g" + S + "{}" + CE + E
     + " post", [("get_weather", {"city": "Paris"}, 24, 100), ("g", {}, 100, 151)],
     [(4, 100), (100, 169)]),
    ("v31 whitespace around the separator", V31, CB + " f " + S + ' {"a": 1} ' + CE,
     [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("v31 a tool named function", V31, CB + "function" + S + '{"a": 1}' + CE,
     [("function", {"a": 1}, 0, END)], [(0, END)]),
    ("v31 a closer inside a string", V31, CB + "f" + S + '{"a": "' + CE + '"}' + CE,
     [("f", {"a": CE}, 0, END)], [(0, END)]),
    ("v31 mixed spellings", V31, "<|tool_calls_begin|>" + CB + "f<|tool▁sep|>{}"
     "<|tool_call_end|>" + E, [("f", {}, 20, 71)], [(0, END)]),
    ("v31 closers left out at the end", V31, B + CB + "f" + S + '{"a": 1}',
     [("f", {"a": 1}, 20, END)], [(0, END)]),
    ("v31 mcp name", V31, CB + "github/search-issues" + S + "{}" + CE,
     [("github/search-issues", {}, 0, END)], [(0, END)]),
    ("v32 block", V32, FC + "\n" + INV + "\n" + FCE, [("f", {"a": "x", "n": 2}, 23, 183)],
     [(0, END)]),
    ("v32 two invokes, prose around", V32, "Sure.\n\n" + FC + "\n" + INV + "\n" + INV + "\n"
     + FCE + "\nDone", [("f", {"a": "x", "n": 2}, 30, 190), ("f", {"a": "x", "n": 2}, 191, 351)],
     [(7, 191), (191, 375)]),
    ("v32 bare invoke", V32, "ok " + INV + " end", [("f", {"a": "x", "n": 2}, 3, 163)],
     [(3, 163)]),
    ("v32 JSON body", V32, FC + IV + ' name="f">\n{"a": "x", "n": 2}\n' + IE + FCE,
     [("f", {"a": "x", "n": 2}, 22, 80)], [(0, END)]),
    ("v32 no parameters", V32, FC + IV + ' name="f">\n\n' + IE + FCE, [("f", {}, 22, 62)],
     [(0, END)]),
    ("v32 ascii bars", V32, '<|DSML|function_calls><|DSML|invoke name="f"><|DSML|parameter '
     'name="a" string="true">x</|DSML|parameter></|DSML|invoke></|DSML|function_calls>',
     [("f", {"a": "x"}, 22, 119)], [(0, END)]),
    ("v32 raw string kept byte for byte", V32, FC + IV + ' name="f">' + PA
     + ' name="a" string="true">  a &amp; <b>\n' + PE + IE + FCE,
     [("f", {"a": "  a &amp; <b>\n"}, 22, 132)], [(0, END)]),
    ("v32 string true is a string", V32, FC + IV + ' name="f">' + PA
     + ' name="a" string="true">[1]' + PE + IE + FCE, [("f", {"a": "[1]"}, 22, 121)],
     [(0, END)]),
    ("v32 no string attribute: JSON first", V32, FC + IV + ' name="f">' + PA
     + ' name="a">{"k": null}' + PE + PA + ' name="b">two words' + PE + IE + FCE,
     [("f", {"a": {"k": None}, "b": "two words"}, 22, 168)], [(0, END)]),
    ("v32 closers left out at the end", V32, FC + "\n" + IV + ' name="f">\n' + PA
     + ' name="a" string="true">x' + PE + "\n", [("f", {"a": "x"}, 23, END)], [(0, END)]),
    ("v4 block", V4, TC + "\n" + INV + "\n" + TCE, [("f", {"a": "x", "n": 2}, 19, 179)],
     [(0, END)]),
    ("v4 doubled bars, mixed", V4, '<||DSML||tool_calls><｜｜DSML｜｜invoke name="f">'
     '<｜｜DSML｜｜parameter name="a" string="true">x</｜｜DSML｜｜parameter></｜｜DSML｜｜invoke>'
     "</||DSML||tool_calls>", [("f", {"a": "x"}, 20, 125)], [(0, END)]),
    ("v4 end of sentence after", V4, TC + INV + TCE + EOS,
     [("f", {"a": "x", "n": 2}, 18, 178)], [(0, 197)]),
    # the block opener left out, its closer written: the closer belongs to the invoke before it
    # (vLLM tests/parser/engine/test_deepseek_v4_malformed_recovery.py, missing start wrapper)
    ("v4 block opener left out", V4, "Checking.\n" + INV + "\n" + TCE,
     [("f", {"a": "x", "n": 2}, 10, 170)], [(10, END)]),
    ("v32 block opener left out", V32, INV + FCE, [("f", {"a": "x", "n": 2}, 0, 160)],
     [(0, END)]),
    ("v41 block", V41, C1 + "\n" + INV1 + "\n" + C1E, [("f", {"a": "x", "n": 2}, 15, 181)],
     [(0, END)]),
    ("v41 vllm parallel calls", V41, "Checking." + CALLS41,
     [("get_weather", {"city": "杭州", "count": 42}, 26, 211),
      ("add", {"x": 1.5, "y": 2.25}, 212, 386)], [(11, 212), (212, END)]),
    # SGLang test/registered/function_call/test_deepseekv41_detector.py
    ("v41 sglang bare invoke after prose", V41, "Checking.\n" + IV1 + ' name="get_weather">\n'
     + PA1 + ' name="city" string="true">SF' + PE1 + "\n" + IE1,
     [("get_weather", {"city": "SF"}, 10, END)], [(10, END)]),
    ("v41 sglang two blocks", V41, C1 + IV1 + ' name="f">' + PA1 + ' name="a" string="true">SF'
     + PE1 + IE1 + C1E + "\n" + C1 + IV1 + ' name="f">' + PA1 + ' name="a" string="true">NY'
     + PE1 + IE1 + C1E, [("f", {"a": "SF"}, 14, 116), ("f", {"a": "NY"}, 146, 248)],
     [(0, 131), (132, END)]),
    ("v41 sglang JSON-shaped string stays a string", V41, C1 + IV1 + ' name="lookup">' + PA1
     + ' name="query" string="true">{"a": 1}' + PE1 + IE1 + C1E,
     [("lookup", {"query": '{"a": 1}'}, 14, 131)], [(0, END)]),
    ("v41 vllm values: JSON, broken JSON, no attribute", V41, C1 + IV1 + ' name="f">' + PA1
     + ' name="object" string="false">{"a": [true, null]}' + PE1 + PA1
     + ' name="bad" string="false">[broken' + PE1 + PA1 + ' name="bare">7' + PE1 + PA1
     + ' name="text" string="true">  a<b' + PE1 + IE1 + C1E,
     [("f", {"object": {"a": [True, None]}, "bad": "[broken", "bare": 7, "text": "  a<b"},
       14, 327)], [(0, END)]),
    ("v41 doubled bars", V41, '<｜｜DSML｜｜ calls>\n<｜｜DSML｜｜ invoke name="read">\n'
     '<｜｜DSML｜｜ parameter name="filePath" string="true">README.md</｜｜DSML｜｜ parameter>\n'
     "</｜｜DSML｜｜ invoke>\n</｜｜DSML｜｜ calls>",
     [("read", {"filePath": "README.md"}, 17, 146)], [(0, END)]),
    ("v41 ascii bars, end of sentence after", V41, '<|DSML| calls><|DSML| invoke name="f">'
     '<|DSML| parameter name="a" string="true">x</|DSML| parameter></|DSML| invoke>'
     "</|DSML| calls>" + EOS, [("f", {"a": "x"}, 14, 115)], [(0, 130)]),
    ("v41 block opener left out", V41, INV1 + "\n" + C1E, [("f", {"a": "x", "n": 2}, 0, 166)],
     [(0, END)]),
    ("v41 closers left out at the end", V41, C1 + "\n" + IV1 + ' name="f">\n' + PA1
     + ' name="a" string="true">x' + PE1 + "\n", [("f", {"a": "x"}, 15, END)], [(0, END)]),
]


@pytest.mark.parametrize(("fmt", "text", "calls", "spans"), [r[1:] for r in VALID],
                         ids=[r[0] for r in VALID])
def test_valid(fmt: str, text: str, calls: list[tuple[str, dict[str, Any], int, int]],
               spans: list[tuple[int, int]]) -> None:
    n = len(text)
    outcome = FAMILY.run(text)
    assert outcome.errors == []
    assert [(c.name, c.arguments, c.start, c.end) for c in outcome.calls] == [
        (name, args, start, n if end == END else end) for name, args, start, end in calls]
    assert [(m.start, m.end) for m in outcome.matches] == [
        (start, n if end == END else end) for start, end in spans]
    assert {c.format for c in outcome.calls} == {fmt}
    # the format alone parses it too, and so does every installed format
    assert toolcalls.parse_tool_calls(text, formats=[fmt]) == toolcalls.parse_tool_calls(text)
    assert toolcalls.parse(text).content.strip() == toolcalls.parse(text).content


# --- errors ------------------------------------------------------------------------------------

P = "Some prose.\n"  # 12 characters

ERRORS: list[tuple[str, str, str, str, int, int, int]] = [
    # (format, case, text, code, position, line, column)
    (V3, "bad JSON in the fence",
     P + B + CB + "function" + S + 'f\n```json\n{"a": 1,}\n```' + CE + E,
     "json.trailing_comma", 88, 4, 8),
    (V3, "no closing fence", B + CB + "function" + S + 'f\n```json\n{"a": 1}\n' + CE + E,
     "tool_call.unexpected_content", 78, 4, 1),
    (V3, "text after the fence", CB + "function" + S + 'f\n```json\n{}\n``` junk' + CE,
     "tool_call.unexpected_content", 56, 4, 5),
    # the fence right after the prefix: a call with an empty name (invalid_name, as DSML's
    # name="" and V3.1's separator right after the opener; it was unrecognized before)
    (V3, "empty name", CB + "function" + S + "\n```json\n{}\n```" + CE,
     "tool_call.invalid_name", 40, 2, 1),
    (V31, "empty name", CB + S + '{"a": 1}' + CE, "tool_call.invalid_name", 19, 1, 20),
    (V3, "arguments not an object", CB + "function" + S + "f\n```json\n[1]\n```" + CE,
     "tool_call.invalid_arguments", 49, 3, 1),
    (V3, "control character in the name", CB + "function" + S + "a\x01b\n```json\n{}\n```" + CE,
     "tool_call.invalid_name", 39, 1, 40),
    (V3, "cut in the fence tag", P + CB + "function" + S + "f\n```js",
     "tool_call.unexpected_end", 58, 3, 6),
    (V3, "no call opener in the section", B + "function" + S + 'f\n```json\n{}\n```' + E,
     "tool_call.unrecognized", 20, 1, 21),
    (V31, "bad JSON", P + B + CB + "f" + S + '{"a": }' + CE + E,
     "json.unexpected_character", 70, 2, 59),
    (V31, "arguments not an object", CB + "f" + S + '"x"' + CE,
     "tool_call.invalid_arguments", 32, 1, 33),
    (V31, "text after the arguments", CB + "f" + S + "{} junk" + CE,
     "tool_call.unexpected_content", 35, 1, 36),
    (V31, "unclosed before prose", P + CB + "f" + S + "{} and more",
     "tool_call.unclosed", 12, 2, 1),
    (V31, "unclosed before another call", CB + "f" + S + "{}" + CB + "g" + S + "{}" + CE,
     "tool_call.unclosed", 0, 1, 1),
    (V31, "no separator", CB + "f{}" + CE, "tool_call.unrecognized", 20, 1, 21),
    (V31, "empty call", B + CB + CE + E, "tool_call.unrecognized", 39, 1, 40),
    (V31, "empty section", P + B + E, "tool_call.unrecognized", 32, 2, 21),
    (V31, "section of prose", B + "foo" + S + '{"x":1}' + E, "tool_call.unrecognized", 20, 1, 21),
    # a call begin whose name has no separator after it, in a section: the section is malformed
    # (it was prose, the call begin's name left in content)
    (V31, "a name and no separator in a section", B + CB + "f" + E,
     "tool_call.unrecognized", 20, 1, 21),
    (V31, "a name and no separator before the next call", CB + "f" + CB + "g" + S + "{}" + CE,
     "tool_call.unrecognized", 20, 1, 21),
    (V31, "cut in the arguments", CB + "f" + S + '{"a": [1, ', "json.unexpected_end", 42, 1, 43),
    (V31, "cut after the opener", "ok " + B + CB, "tool_call.unexpected_end", 42, 1, 43),
    (V32, "duplicate parameter", P + FC + IV + ' name="f">' + PA + ' name="a" string="true">1'
     + PE + PA + ' name="a" string="true">2' + PE + IE + FCE,
     "tool_call.duplicate_argument", 116, 2, 105),
    (V32, "unknown attribute", FC + IV + ' name="f">' + PA + ' name="a" type="int">1' + PE + IE
     + FCE, "tool_call.unrecognized", 71, 1, 72),
    (V32, "empty name", FC + IV + ' name="">' + IE + FCE, "tool_call.invalid_name", 42, 1, 43),
    (V32, "bad JSON body", FC + IV + ' name="f">{"a": 1,}' + IE + FCE,
     "json.trailing_comma", 52, 1, 53),
    (V32, "text after the JSON body", FC + IV + ' name="f">{"a": 1} x' + IE + FCE,
     "tool_call.unexpected_content", 54, 1, 55),
    (V32, "text between invokes", FC + IV + ' name="f">' + IE + "junk" + FCE,
     "tool_call.unexpected_content", 60, 1, 61),
    (V32, "unclosed parameter", P + FC + IV + ' name="f">' + PA + ' name="a" string="true">1',
     "tool_call.unclosed", 57, 2, 46),
    (V32, "empty block", FC + "\n" + FCE, "tool_call.unrecognized", 23, 2, 1),
    (V32, "unclosed block before prose", FC + IV + ' name="f">' + IE + " and then",
     "tool_call.unclosed", 0, 1, 1),
    (V4, "text instead of parameters", TC + IV + ' name="f">hello' + IE + TCE,
     "tool_call.unexpected_content", 41, 1, 42),
    (V4, "cut in a tag", TC + IV + ' name="f', "tool_call.unclosed", 18, 1, 19),
    (V4, "cut after the block opener", "ok " + TC, "tool_call.unexpected_end", 21, 1, 22),
    (V41, "duplicate parameter", P + C1 + IV1 + ' name="f">' + PA1 + ' name="a" string="true">1'
     + PE1 + PA1 + ' name="a" string="true">2' + PE1 + IE1 + C1E,
     "tool_call.duplicate_argument", 111, 2, 100),
    (V41, "text between invokes", C1 + IV1 + ' name="f">' + IE1 + "junk" + C1E,
     "tool_call.unexpected_content", 54, 1, 55),
    (V41, "unclosed parameter", P + C1 + IV1 + ' name="f">' + PA1 + ' name="a" string="true">1',
     "tool_call.unclosed", 50, 2, 39),
    (V41, "empty block", C1 + "\n" + C1E, "tool_call.unrecognized", 15, 2, 1),
    (V41, "empty name", C1 + IV1 + ' name="">' + IE1 + C1E, "tool_call.invalid_name", 35, 1, 36),
    (V41, "cut after the block opener", "ok " + C1, "tool_call.unexpected_end", 17, 1, 18),
]


@pytest.mark.parametrize(("fmt", "text", "code", "position", "line", "column"),
                         [r[:1] + r[2:] for r in ERRORS], ids=[r[1] for r in ERRORS])
def test_errors(fmt: str, text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, fmt, code, position, line, column)
    # the family together reports the same fault
    with pytest.raises(toolcalls.ToolCallError) as info:
        FAMILY.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == (code, position)


def test_lenient_parsing_keeps_the_good_calls_beside_a_broken_one() -> None:
    text = B + CALL31 + CB + "g" + S + '{"a": }' + CE + CALL31 + E
    result = FAMILY.parse(text)
    assert [c.name for c in result.calls] == ["get_weather", "get_weather"]
    assert [e.code for e in result.errors] == ["json.unexpected_character"]
    assert result.content == ""


def test_a_tool_missing_from_tools_is_unknown() -> None:
    tools = [{"name": "other", "parameters": {"type": "object"}}]
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(B + CALL31 + E, tools=tools)
    assert (info.value.code, info.value.position) == ("tool_call.unknown_tool", 39)


def test_dsml_values_are_typed_by_the_tool_schema() -> None:
    tools = [{"type": "function", "function": {"name": "f", "parameters": {
        "type": "object",
        "properties": {"n": {"type": "string"}, "m": {"type": "integer"},
                       "s": {"type": "integer"}}}}}]
    text = (FC + IV + ' name="f">' + PA + ' name="n" string="false">007' + PE + PA
            + ' name="m"> 7 ' + PE + PA + ' name="s" string="true">5' + PE + IE + FCE)
    assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": {
        "n": "007", "m": 7, "s": "5"}}]
    assert toolcalls.parse_tool_calls(text, tools=tools) == [{"name": "f", "arguments": {
        "n": "007", "m": 7, "s": "5"}}]  # string="true" is a string whatever the schema says
    bad = FC + IV + ' name="f">' + PA + ' name="m">seven' + PE + IE + FCE
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(bad, tools=tools)
    assert (info.value.code, info.value.position) == ("tool_call.invalid_argument_type",
                                                       bad.index("seven"))



def test_a_string_false_json_string_is_the_string_it_encodes_whatever_the_schema() -> None:
    """``string="false"`` says the value is JSON: ``"celsius"`` is ``celsius`` with a string
    schema too (exo's DSML tests; vLLM and SGLang decode it). Without the attribute a
    string-typed raw value keeps its quotes, as in every raw format; ``string="true"`` keeps
    them always. Through the lane (every parameter plain), the full rules (a cut call) and a
    tag with another attribute order."""
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        "q": {"type": "string"}, "w": {"type": "string"}, "n": {"type": "integer"}}}}]
    params = (PA + ' name="unit" string="false">"celsius"' + PE + PA
              + ' name="q" string="true">"x"' + PE + PA + ' name="w">"y"' + PE + PA
              + ' name="n" string="false"> 7 ' + PE)
    want = {"unit": "celsius", "q": '"x"', "w": '"y"', "n": 7}
    for text in (FC + IV + ' name="f">' + params + IE + FCE,  # the lane
                 FC + IV + ' name="f">' + params,  # cut at the end: the full rules
                 FC + IV + ' name="f">' + params.replace(
                     ' name="unit" string="false"', ' name="unit"  string="false" ') + IE + FCE):
        for formats in (None, [V32]):
            assert toolcalls.parse_tool_calls(text, tools=tools, formats=formats) == [
                {"name": "f", "arguments": want}], text
    # without tools the JSON-first rule gives the same string
    assert toolcalls.parse_tool_calls(FC + IV + ' name="f">' + params + IE + FCE)[0][
        "arguments"]["unit"] == "celsius"

# --- prose -------------------------------------------------------------------------------------

PROSE = [
    "DeepSeek writes <｜tool▁call▁begin｜> before a call.",
    "A call ends with <｜tool▁call▁end｜>.",
    "The token <｜tool▁calls▁begin｜> opens a section.",
    "Use function<｜tool▁sep｜>name in V3.",
    "Wrap calls in <｜DSML｜function_calls> tags.",
    "An <｜DSML｜invoke> element names a tool.",
    'Write <｜DSML｜invoke name="f" and stop here',
    "</｜DSML｜invoke> alone",
    "<|tool_sep|> and <|DSML|parameter> in prose",
    "V4.1 opens a <｜DSML｜ calls block with a space.",
    "</｜DSML｜ invoke> alone",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_that_mentions_the_markers_is_not_a_call(text: str) -> None:
    assert FAMILY.run(text).matches == []
    assert toolcalls.parse(text).errors == []
    assert toolcalls.parse_tool_calls(text) == []


def test_prose_between_an_opener_and_its_closer_is_tagged_content() -> None:
    # DESIGN.md 3a: tagged content that is not a call shape is unrecognized, never dropped
    text = "DeepSeek writes <｜tool▁call▁begin｜> before a call and <｜tool▁call▁end｜> after it."
    assert_strict_error(text, V31, "tool_call.unrecognized", 43, 1, 44)  # after the "name"


# --- partial calls -----------------------------------------------------------------------------


def _examples() -> list[str]:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "days": [1, 2]}},
             {"name": "get_time", "arguments": {}}]
    out = [toolcalls.render(calls, fmt) for fmt in IDS]
    registry = Registry.from_entry_points(blocked=())
    out += [example for fmt in IDS for example in registry.get(fmt).spec.examples]
    out += [row[2] for row in VALID if row[0].startswith(("v3 ascii", "v4 doubled",
                                                          "v41 doubled", "v41 ascii"))]
    out.append(FC + IV + ' name="f">\n{"a": "x", "n": 2}\n' + IE + FCE)
    return out


OPENERS = re.compile("|".join(re.escape(m) for fmt in IDS
                              for m in Registry.from_entry_points(blocked=()).get(fmt).markers))


@pytest.mark.parametrize("text", _examples())
def test_every_cut_after_the_opener_is_a_call_or_an_error(text: str) -> None:
    first = OPENERS.search(text)
    assert first is not None
    names = {c.name for c in FAMILY.run(text).calls}
    for cut in range(first.end(), len(text) + 1):
        piece = text[:cut]
        outcome = FAMILY.run(piece)
        assert outcome.calls or outcome.errors, repr(piece)
        for match in outcome.matches:
            if match.error is not None and match.end < cut:
                assert not match.incomplete
            if match.partial is not None and match.incomplete:
                assert match.partial.name in names | {None}, (piece, match.partial)
            if match.error is not None and not match.incomplete:
                # a cut never breaks a call for good: only text that cannot go on does
                pytest.fail(f"broken match {match.error} for the cut {piece!r}")
        for fmt in IDS:
            extract_alone(fmt, piece)


def test_a_partial_call_names_its_tool_and_where_its_arguments_start() -> None:
    text = B + CB + "function" + S + 'get_weather\n```json\n{"city": "Pa'
    (match,) = FAMILY.run(text).matches
    assert match.state == "partial" and match.partial is not None
    assert (match.partial.name, match.partial.json_args) == ("get_weather", True)
    assert text[match.partial.args_pos:] == '{"city": "Pa'
    (match,) = FAMILY.run(FC + INV[:INV.index("x<")]).matches
    assert match.state == "partial" and match.partial is not None
    assert (match.partial.name, match.partial.open_param, match.partial.open_string) == (
        "f", "a", True)


# --- control tokens and reasoning --------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "<｜Assistant｜>Sure." + B + CALL31 + E + EOS,
    "<|Assistant|>Sure.<|tool_calls_begin|>" + CALL31 + "<|tool_calls_end|><|end_of_sentence|>",
    "Sure.</think>" + FC + INV + FCE + EOS + "<｜User｜>",
    "Sure." + E + " " + B,  # section markers with no call are not content
    "<｜begin▁of▁sentence｜>Sure.<｜tool▁outputs▁begin｜><｜tool▁output▁begin｜>",
    # the V4.1 encoder's system and reminder tokens
    "<｜System｜>Sure." + CALLS41 + EOS + "<｜latest_reminder｜>",
])
def test_control_tokens_are_never_content(text: str) -> None:
    content = toolcalls.parse(text).content
    assert content in ("Sure.", "")
    assert "｜" not in content and "|" not in content


def test_tool_output_tokens_leave_their_text_as_content() -> None:
    # ollama/ollama model/parsers/deepseek3_test.go (tool_output, multiple_tool_outputs)
    text = ("Results: <｜tool▁output▁begin｜>Paris: 22°C<｜tool▁output▁end｜> and "
            "<｜tool▁output▁begin｜>London: 18°C<｜tool▁output▁end｜>")
    result = toolcalls.parse(text)
    assert (result.calls, result.content) == ([], "Results: Paris: 22°C and London: 18°C")


@pytest.mark.parametrize("fmt_calls", [
    (CB + "function" + S + 'a\n```json\n{"x": 1}\n```' + CE, CB + "function" + S
     + 'b\n```json\n{}\n```' + CE),
    (CB + 'a' + S + '{"x": 1}' + CE, CB + "b" + S + "{}" + CE),
])
def test_a_repeated_section_begin_keeps_every_call(fmt_calls: tuple[str, str]) -> None:
    # NVIDIA/TensorRT-LLM tests/unittest/llmapi/apps/test_tool_parsers.py (DeepSeek V3 and
    # V3.1 "multiple tools": the section begin written before each call)
    first, second = fmt_calls
    text = "Lead " + B + first + B + second + E
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments) for c in result.calls] == [("a", {"x": 1}), ("b", {})]
    assert (result.errors, result.content) == ([], "Lead")


@pytest.mark.parametrize(("text", "reasoning", "content", "names"), [
    ("Let me check</think>\n\n" + FC + INV + FCE, "Let me check", "", ["f"]),
    ("REASONING</think>CONTENT" + B + CALL31 + E, "REASONING", "CONTENT", ["get_weather"]),
    ("<think>draft " + B + CALL31 + E + "</think>Final.", "draft " + B + CALL31 + E, "Final.", []),
    ("<think>plan " + FC + INV + "</think>" + B + CALL3 + E, "plan " + FC + INV, "",
     ["get_weather"]),
    ("</think>" + TC + INV + TCE, "", "", ["f"]),
    # vLLM tests/parser/engine/test_deepseek_v41.py: thinking on, prose, the calls
    ("Plan.</think>Checking." + CALLS41 + EOS, "Plan.", "Checking.", ["get_weather", "add"]),
    ("<think>plan " + C1 + INV1 + C1E + "</think>Final.", "plan " + C1 + INV1 + C1E, "Final.",
     []),
])
def test_reasoning(text: str, reasoning: str, content: str, names: list[str]) -> None:
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content, [c.name for c in result.calls]) == (
        reasoning, content, names)


def test_a_reasoning_marker_inside_an_argument_is_the_argument() -> None:
    text = FC + IV + ' name="f">' + PA + ' name="a" string="true">a </think> b' + PE + IE + FCE
    result = toolcalls.parse(text)
    assert result.to_dicts() == [{"name": "f", "arguments": {"a": "a </think> b"}}]
    assert result.reasoning is None


# --- shared openers ----------------------------------------------------------------------------


def test_a_block_closer_after_a_bare_invoke_is_no_content() -> None:
    # vllm-project/vllm issue 51914: DeepSeek-V4-Flash-0731 writes a corrupted block opener
    # (`<｜DSML｜toolcalls>`) and the right closer; the invoke is read, the closer is the call's,
    # and the corrupted opener (no DSML tag) stays in content
    text = "<｜DSML｜toolcalls>\n" + INV + "\n" + TCE
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("f", {"a": "x", "n": 2}, V4)]
    assert (result.errors, result.content) == ([], "<｜DSML｜toolcalls>")
    for text, fmt in [("Checking.\n" + INV + "\n" + TCE + EOS, V4), (INV + FCE, V32),
                      ("Checking.\n" + INV1 + "\n" + C1E, V41)]:
        result = toolcalls.parse(text)
        assert [c.format for c in result.calls] == [fmt]
        assert result.content in ("", "Checking.")
    # a closer of another block is no closer of the invoke: V4's closer after a V4.1 invoke
    # stays in content
    assert toolcalls.parse(INV1 + TCE).content == TCE


def test_v4_and_v41_do_not_read_each_others_tags() -> None:
    # SGLang test_deepseekv41_detector.py (test_unspaced_v4_tags_are_not_tool_calls): the V4
    # grammar is plain text to a V4.1 parser, and the other way round
    v4 = TC + "\n" + INV + "\n" + TCE
    v41 = C1 + "\n" + INV1 + "\n" + C1E
    assert Parser(formats=[V41]).parse(v4).calls == []
    assert Parser(formats=[V4]).parse(v41).calls == []
    assert Parser(formats=[V32]).parse(v41).calls == []
    assert toolcalls.parse_tool_calls(v4 + "\n" + v41, include_format=True) == [
        {"name": "f", "arguments": {"a": "x", "n": 2}, "format": V4},
        {"name": "f", "arguments": {"a": "x", "n": 2}, "format": V41},
    ]



def test_v3_and_v31_tell_their_calls_apart() -> None:
    assert FAMILY.parse_tool_calls(CALL3 + CALL31, include_format=True) == [
        {"name": "get_weather", "arguments": {"city": "Paris"}, "format": V3},
        {"name": "get_weather", "arguments": {"city": "Paris"}, "format": V31},
    ]
    # a broken V3 call is named by V3, whose grammar got furthest
    with pytest.raises(toolcalls.ToolCallError) as info:
        FAMILY.parse_tool_calls(CB + "function" + S + 'f\n```json\n{"a": ]}\n```' + CE)
    assert (info.value.code, info.value.format) == ("json.unexpected_character", V3)
    # the text ending right after the prefix is V3's partial call, not V3.1's call "function"
    matches = FAMILY.run(CB + "function" + S).matches
    assert [(m.format, m.state, m.partial.name if m.partial else None) for m in matches] == [
        (V3, "partial", None)]


class _KimiLike:
    """A stand-in for Kimi K2, whose tokens DeepSeek's ASCII spelling shares."""

    @hookimpl
    def toolcalls_formats(self) -> list[FormatSpec]:
        grammar = NameArgs("<|tool_call_begin|>", separator="<|tool_call_argument_begin|>",
                           closer="<|tool_call_end|>",
                           name=r"functions\.(?P<name>[^\s:<]+):\d+")
        return [FormatSpec("kimi_like", 1, grammar.openers, anchored=True, grammar=grammar)]


def test_a_format_sharing_the_ascii_opener_keeps_its_calls_and_errors() -> None:
    registry = Registry.from_plugins([("deepseek", plugin), ("kimi_like", _KimiLike())])
    parser = Parser(registry)
    text = "<|tool_call_begin|>functions.get:0<|tool_call_argument_begin|>{}<|tool_call_end|>"
    assert parser.parse_tool_calls(text, include_format=True) == [
        {"name": "get", "arguments": {}, "format": "kimi_like"}]
    broken = text.replace("{}", '{"a": ]}')
    with pytest.raises(toolcalls.ToolCallError) as info:
        parser.parse_tool_calls(broken)
    assert (info.value.code, info.value.format) == ("json.unexpected_character", "kimi_like")
    ascii31 = "<|tool_call_begin|>get<|tool_sep|>{}<|tool_call_end|>"
    assert parser.parse_tool_calls(ascii31, include_format=True) == [
        {"name": "get", "arguments": {}, "format": V31}]


def test_installing_the_plugin_keeps_other_formats_results() -> None:
    others = [f for f in Registry.from_entry_points(blocked=()).ids if f not in IDS]
    if not others:
        pytest.skip("no other format is installed")
    texts = [
        '<tool_call>{"name": "f", "arguments": {"a": "<｜tool▁call▁begin｜>"}}</tool_call>',
        '<function_calls><invoke name="f"><parameter name="a">1</parameter></invoke>'
        "</function_calls>",
        '{"name": "f", "arguments": {"x": "<｜DSML｜invoke"}}',
        '[TOOL_CALLS]f[ARGS]{"a": "<|tool_call_begin|>"}',
    ]
    for text in texts:
        alone = Parser(formats=others).parse(text)
        together = Parser().parse(text)
        assert together.to_dicts(include_format=True) == alone.to_dicts(include_format=True)
        assert together.content == alone.content


# --- properties --------------------------------------------------------------------------------

PIECES = [B, E, CB, CE, S, "<|tool_sep|>", "<|tool▁call▁begin|>", "<|tool_call_end|>",
          "function", "```json", "```", "\n", " ", "{", "}", '"a"', ":", "1", "[", "]", "f",
          FC, FCE, TC, TCE, IV, IE, PA, PE, "<|DSML|invoke", C1, C1E, IV1, IE1, PA1, PE1,
          ' name="f"', ' string="true"', ' string="false"', ">", "<", '"', "</think>", "<think>",
          EOS]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=30))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    for fmt in IDS:
        check_extraction(text, extract_alone(fmt, text))
    toolcalls.parse(text)


MARKERS = [CE, E, S, "<|tool_call_end|>", PE, IE, FCE, TCE, PE1, IE1, C1E, "```", "<tool_call>",
           "</tool_call>", "[TOOL_CALLS]", "<think>", "</think>", "[THINK]",
           '<invoke name="x">', "</steptml:parameter>", '"', "\\", "\n", "\r\n", " ", "<", ">"]
STRINGS = st.one_of(
    st.text(max_size=10),
    st.lists(st.sampled_from(MARKERS) | st.text(max_size=3), max_size=5).map("".join),
)
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**80), max_value=2**80),
    st.floats(allow_nan=False, allow_infinity=False), STRINGS,
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(STRINGS, inner, max_size=3),
    max_leaves=8,
)
KEYS = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters='"<>'),
               min_size=1, max_size=8)
NAMES = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.:/\-]{0,15}", fullmatch=True) | st.sampled_from(
    ["météo", "工具", "function", "get_weather"])
CALLS = st.lists(
    st.builds(lambda name, args: {"name": name, "arguments": args}, NAMES,
              st.dictionaries(KEYS, VALUES, max_size=4)),
    min_size=1, max_size=3,
)


@pytest.mark.parametrize("fmt", IDS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls=CALLS, before=st.sampled_from(["", "Sure.\n", "Let me check. "]),
       after=st.sampled_from(["", "\nDone.", " " + EOS]))
def test_round_trip(fmt: str, calls: list[dict[str, Any]], before: str, after: str) -> None:
    assert_round_trip(fmt, calls, before=before, after=after)


@pytest.mark.parametrize("fmt", IDS)
def test_render_writes_the_template_layout(fmt: str) -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}},
             {"name": "get_time", "arguments": {}}]
    expected = {
        V3: B + CB + "function" + S + 'get_weather\n```json\n{"city": "Paris", "days": 3}\n```'
        + CE + "\n" + CB + "function" + S + "get_time\n```json\n{}\n```" + CE + E,
        V31: B + CB + "get_weather" + S + '{"city": "Paris", "days": 3}' + CE + CB + "get_time"
        + S + "{}" + CE + E,
        V32: FC + "\n" + IV + ' name="get_weather">\n' + PA + ' name="city" string="true">Paris'
        + PE + "\n" + PA + ' name="days" string="false">3' + PE + "\n" + IE + "\n" + IV
        + ' name="get_time">\n\n' + IE + "\n" + FCE,
        V4: TC + "\n" + IV + ' name="get_weather">\n' + PA + ' name="city" string="true">Paris'
        + PE + "\n" + PA + ' name="days" string="false">3' + PE + "\n" + IE + "\n" + IV
        + ' name="get_time">\n' + IE + "\n" + TCE,
        # the V4.1 encoder (SGLang encoding_dsv41.py): V3.2's layout with the spaced tags
        V41: C1 + "\n" + IV1 + ' name="get_weather">\n' + PA1
        + ' name="city" string="true">Paris' + PE1 + "\n" + PA1 + ' name="days" string="false">3'
        + PE1 + "\n" + IE1 + "\n" + IV1 + ' name="get_time">\n\n' + IE1 + "\n" + C1E,
    }
    assert toolcalls.render(calls, fmt) == expected[fmt]


@pytest.mark.parametrize(("fmt", "name"), [(V3, "a b"), (V31, "a<b"), (V32, 'a"b'), (V4, "a>b"),
                                         (V41, 'a"b')])
def test_render_refuses_names_the_format_cannot_write(fmt: str, name: str) -> None:
    with pytest.raises(ValueError):
        toolcalls.render([{"name": name.replace(" ", "\u3000"), "arguments": {}}], fmt)


def test_render_refuses_dsml_keys_it_cannot_write() -> None:
    with pytest.raises(ValueError, match="parameter name"):
        toolcalls.render([{"name": "f", "arguments": {'a"b': 1}}], V32)


# --- hostile inputs ----------------------------------------------------------------------------

HOSTILE = [
    CB, B, CB + "function" + S, CB + "function" + S + "f\n```json\n{", CB + "f" + S + '{"a": ',
    CB + "f" + S + "{}", B + "x", B + "x" + E, "<|tool_call_begin|>f", FC, IV + ' name="f">',
    IV + ' name="f">{"a": ', IV + ' name="f">' + PA + ' name="a" string="true">x', TC + "x",
    C1, IV1 + ' name="f">', IV1 + ' name="f">' + PA1 + ' name="a" string="true">x',
]


@pytest.mark.parametrize("piece", HOSTILE)
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(None, piece, count=250)


def test_fifty_thousand_openers() -> None:
    for piece in (CB, B, FC, IV, "<|tool_calls_begin|>", C1, IV1):
        result = toolcalls.parse(piece * 50_000)
        assert result.calls == [] and len(result.errors) <= 1


# --- the conformance corpus --------------------------------------------------------------------

#: Every record of the four families agrees with its peer on the calls.
EXCEPTIONS: dict[str, str] = {}

test_conformance_v3, test_exceptions_v3 = conformance_tests((V3,), V3, EXCEPTIONS, start=__file__)
test_conformance_v31, test_exceptions_v31 = conformance_tests((V31,), V31, EXCEPTIONS,
                                                              start=__file__)
test_conformance_v32, test_exceptions_v32 = conformance_tests((V32,), V32, EXCEPTIONS,
                                                              start=__file__)
test_conformance_v4, test_exceptions_v4 = conformance_tests((V4,), V4, EXCEPTIONS, start=__file__)

#: Records whose expected content our contract does not give (DESIGN.md 3, 3c).
CONTENT_EXCEPTIONS = {
    "vllm-deepseekv31-002": "text after the calls is content (DESIGN.md: prose around calls is "
    "content); vLLM drops everything after the tool-calls block",
    "llamacpp-deepseekv4-005": "the text holds no <think> or </think>: reasoning the prompt "
    "opened is invisible in the output, so the text before the block is content; llama.cpp "
    "knows from the prompt that thinking was on and ends reasoning at <｜DSML｜tool_calls>",
}
RECORDS = conformance_records(IDS, start=__file__)
CONTENT_RECORDS = [r for r in RECORDS if "content" in r and not r.get("malformed")]


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.skipif(not CONTENT_RECORDS, reason="the conformance corpus is not beside the checkout")
@pytest.mark.parametrize("record", CONTENT_RECORDS, ids=[r["id"] for r in CONTENT_RECORDS])
def test_conformance_content(record: dict[str, Any]) -> None:
    got = toolcalls.parse(record["text"], formats=list(IDS), tools=record.get("tools")).content
    agrees = _norm(got) == _norm(record["content"])
    if record["id"] in CONTENT_EXCEPTIONS:
        assert not agrees, f"{record['id']} now agrees: drop it from CONTENT_EXCEPTIONS"
    else:
        assert agrees, (record["id"], got, record["content"])


@pytest.mark.skipif(not RECORDS, reason="the conformance corpus is not beside the checkout")
def test_content_exceptions_name_corpus_records() -> None:
    assert set(CONTENT_EXCEPTIONS) <= {r["id"] for r in CONTENT_RECORDS}


def test_examples_parse() -> None:
    for spec in plugin.toolcalls_formats():
        for example in spec.examples:
            (call,) = toolcalls.parse_tool_calls(example, include_format=True)
            assert call["format"] == spec.id
            assert json.dumps(call["arguments"])


@pytest.mark.parametrize(("fmt", "block"), [("deepseek_v4", "tool_calls"),
                                             ("deepseek_v32", "function_calls")])
def test_dsml_self_closed_invoke_is_a_call_without_arguments(fmt: str, block: str) -> None:
    # DeepSeek V4 writes `<｜DSML｜invoke name="f"/>` for a tool that takes no arguments
    # (SGLang's test_function_call_parser.py); V3.2 shares the grammar
    text = (f"Final answer.\n<｜DSML｜{block}>\n<｜DSML｜invoke name=\"submit\"/>\n"
            f"<｜DSML｜invoke name=\"get\">\n<｜DSML｜parameter name=\"city\" string=\"true\">SF"
            f"</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜{block}>")
    expected = [("submit", {}), ("get", {"city": "SF"})]
    result = toolcalls.parse(text, formats=[fmt])
    assert ([(c.name, c.arguments) for c in result.calls], result.errors, result.content) \
        == (expected, [], "Final answer.")
    stream = toolcalls.StreamParser(formats=[fmt])
    events = [e for ch in text for e in stream.feed(ch)] + stream.close()
    assert not [e for e in events if e.kind == "error"]
    assert [(c.name, c.arguments) for c in stream.result.calls] == expected
    # cut before its `>`: a call cut short, not a broken tag
    cut = toolcalls.parse(f"<｜DSML｜{block}>\n<｜DSML｜invoke name=\"submit\"/", formats=[fmt])
    assert [e.code for e in cut.errors] == ["tool_call.unclosed"]


@pytest.mark.parametrize("begin", ["<｜tool▁calls｜>", "<|tool_calls|>", "<｜tool calls begin｜>",
                                   "<｜tool\\_calls\\_begin｜>"])
def test_r1s_other_spellings_of_the_section_begin(begin: str) -> None:
    """DeepSeek-R1 and its distills write the section begin so at times (llama.cpp's R1 parser
    takes them): a section as any other, a control token elsewhere, and the call opener left
    out after it is tool_call.unrecognized as after the vendor's spelling."""
    call = CB + "function" + S + 'f\n```json\n{"a": 1}\n```' + CE
    assert toolcalls.parse_tool_calls(begin + call + E) == [{"name": "f", "arguments": {"a": 1}}]
    result = toolcalls.parse("Use " + begin + " to start", formats=[V3])
    assert (result.calls, result.errors, result.content) == ([], [], "Use  to start")
    left_out = begin + "function" + S + 'f\n```json\n{"a": 1}\n```' + CE + E
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(left_out)
    assert (info.value.code, info.value.position) == ("tool_call.unrecognized", len(begin))
