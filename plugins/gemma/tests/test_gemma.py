"""Tests of the gemma plugin: Gemma 4, FunctionGemma and Gemma 3 ```tool_code fences."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
import toolcalls_gemma as plugin
from hypothesis import given, settings
from hypothesis import strategies as st
from toolcalls_gemma import _brace

import toolcalls
from toolcalls import Parser, Registry, ToolCallError
from toolcalls.testing import (
    assert_linear,
    assert_round_trip,
    assert_single_broken_match,
    assert_strict_error,
    check_extraction,
    conformance_tests,
    extract_alone,
)

G4, FG, G3 = "gemma4", "functiongemma", "gemma3"
FORMATS = (G4, FG, G3)
PARSERS = {fmt: Parser(formats=[fmt]) for fmt in FORMATS}
S = '<|"|>'  # Gemma 4's string delimiter
E = "<escape>"  # FunctionGemma's
B = "```"
END = -1  # in the tables below: len(text)

#: Every corpus record of the family passes; none is an exception.
EXCEPTIONS: dict[str, str] = {}
test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    ("gemma",), G4, EXCEPTIONS, start=__file__
)


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points()
    found = {fmt: registry.get(fmt) for fmt in FORMATS}
    assert {fmt: (f.tier, f.spec.markers, f.spec.anchored) for fmt, f in found.items()} == {
        G4: (1, ("<|tool_call>",), True),
        FG: (1, ("<start_function_call>",), True),
        G3: (1, ("```tool_code",), True),
    }
    assert all(f.render is not None for f in found.values())


def test_every_example_parses() -> None:
    for spec in plugin.toolcalls_formats():
        for example in spec.examples:
            result = toolcalls.parse(example, formats=[spec.id])
            assert result.calls and not result.errors, (spec.id, example)
            assert result.content in ("", "Let me look that up."), (spec.id, result.content)


# --- valid calls ---------------------------------------------------------------------------

Calls = list[tuple[str, dict[str, Any], int, int]]
#: (id, format, text, calls with spans, match spans)
VALID: list[tuple[str, str, str, Calls, list[tuple[int, int]]]] = [
    ("one string", G4, f"<|tool_call>call:get_time{{city:{S}London{S}}}<tool_call|>",
     [("get_time", {"city": "London"}, 0, END)], [(0, END)]),
    ("prose before", G4, f"Hello, world!\nWhat's up?<|tool_call>call:f{{a:{S}x{S}}}<tool_call|>",
     [("f", {"a": "x"}, 24, END)], [(24, END)]),
    ("no arguments", G4, "<|tool_call>call:empty_args{}<tool_call|>",
     [("empty_args", {}, 0, END)], [(0, END)]),
    ("bare values", G4,
     "<|tool_call>call:f{i:42,n:-7,x:3.14,e:1.5e10,t:true,f:false,z:null,big:123456789012345678901234"
     "}<tool_call|>",
     [("f", {"i": 42, "n": -7, "x": 3.14, "e": 1.5e10, "t": True, "f": False, "z": None,
             "big": 123456789012345678901234}, 0, END)], [(0, END)]),
    ("bare text is a string", G4,
     "<|tool_call>call:f{zip:02134,path:docs/a.txt,w:hello world,c:True}<tool_call|>",
     [("f", {"zip": "02134", "path": "docs/a.txt", "w": "hello world", "c": "True"}, 0, END)],
     [(0, END)]),
    ("nested", G4,
     f"<|tool_call>call:set_config{{config:{{theme:{S}dark{S},count:3,deep:{{x:[]}}}},"
     f"todos:[{S}buy milk{S},{S}walk dog{S}],e:{{}}}}<tool_call|>",
     [("set_config", {"config": {"theme": "dark", "count": 3, "deep": {"x": []}},
                      "todos": ["buy milk", "walk dog"], "e": {}}, 0, END)], [(0, END)]),
    ("strings are verbatim", G4,
     f'<|tool_call>call:f{{s:{S}a, b: {{c}} [d] "e" \\n\nf{S},t:{S}{S}}}<tool_call|>',
     [("f", {"s": 'a, b: {c} [d] "e" \\n\nf', "t": ""}, 0, END)], [(0, END)]),
    ("json and python quotes (vllm#51284)", G4,
     "<|tool_call>call:f{refs:[\"ds_1\",'ds_2'],opts:{\"mode\": \"fast\", 'n': 1},"
     "q:\"a\\\"b\\u00e9\",r:'it\\'s'}<tool_call|>",
     [("f", {"refs": ["ds_1", "ds_2"], "opts": {"mode": "fast", "n": 1}, "q": 'a"bé',
             "r": "it's"}, 0, END)], [(0, END)]),
    ("quoted keys", G4, f"<|tool_call>call:f{{{S}a b{S}:1,\"c\":2,'d':3}}<tool_call|>",
     [("f", {"a b": 1, "c": 2, "d": 3}, 0, END)], [(0, END)]),
    ("whitespace", G4,
     f"<|tool_call>\n call: f {{ a : 1 ,\n\tb:{S}x{S} , c : [ 1 , 2 , ] , }}\n<tool_call|>",
     [("f", {"a": 1, "b": "x", "c": [1, 2]}, 0, END)], [(0, END)]),
    ("mcp name", G4, "<|tool_call>call:github/search-issues.v2:list{}<tool_call|>",
     [("github/search-issues.v2:list", {}, 0, END)], [(0, END)]),
    ("unicode", G4, f"<|tool_call>call:météo{{ville:{S}Zürich 🌧{S},clé:1}}<tool_call|>",
     [("météo", {"ville": "Zürich 🌧", "clé": 1}, 0, END)], [(0, END)]),
    ("two blocks", G4,
     f"<|tool_call>call:get_time{{city:{S}London{S}}}<tool_call|><|tool_call>call:get_weather"
     f"{{city:{S}Paris{S}}}<tool_call|>",
     [("get_time", {"city": "London"}, 0, 60), ("get_weather", {"city": "Paris"}, 60, END)],
     [(0, 60), (60, END)]),
    ("two items in one block", G4,
     "<|tool_call>call:f{a:1}\ncall:g{b:2}<tool_call|> done",
     [("f", {"a": 1}, 0, 24), ("g", {"b": 2}, 24, 47)], [(0, 24), (24, 47)]),
    ("items separated by a comma", G4, "<|tool_call>call:f{}, call:g{}<tool_call|>",
     [("f", {}, 0, 22), ("g", {}, 22, END)], [(0, 22), (22, END)]),
    ("missing closer at the end", G4, "<|tool_call>call:f{a:1}\n",
     [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("a closer cut short at the end", G4, "<|tool_call>call:f{a:1}<tool_ca",
     [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("the closer and the opener of others inside a string", G4,
     f"<|tool_call>call:f{{s:{S}<tool_call>{{}}</tool_call> [TOOL_CALLS] <|tool_call>{S}}}"
     "<tool_call|>",
     [("f", {"s": "<tool_call>{}</tool_call> [TOOL_CALLS] <|tool_call>"}, 0, END)], [(0, END)]),
    ("a json string may hold the closer", G4, '<|tool_call>call:f{s:"<tool_call|>"}<tool_call|>',
     [("f", {"s": "<tool_call|>"}, 0, END)], [(0, END)]),
    ("after a thought", G4,
     f"<|channel>thought\nI'm\nthinking<channel|><|tool_call>call:get_time{{city:{S}Paris{S}}}"
     "<tool_call|>",
     [("get_time", {"city": "Paris"}, 40, END)], [(40, END)]),
    ("a call in a thought is not a call", G4,
     "<|channel>thought\n<|tool_call>call:x{}<tool_call|><channel|>"
     "<|tool_call>call:f{}<tool_call|>",
     [("f", {}, 60, END)], [(60, END)]),
    # FunctionGemma
    ("functiongemma", FG,
     f"<start_function_call>call:get_current_weather{{location:{E}Tokyo, Japan{E}}}"
     "<end_function_call>",
     [("get_current_weather", {"location": "Tokyo, Japan"}, 0, END)], [(0, END)]),
    ("functiongemma parallel", FG,
     f"<start_function_call>call:a{{x:{E}1{E}}}<end_function_call>"
     f"<start_function_call>call:b{{n:2,l:[{E}p{E}]}}<end_function_call>",
     [("a", {"x": "1"}, 0, 67), ("b", {"n": 2, "l": ["p"]}, 67, END)], [(0, 67), (67, END)]),
    ("functiongemma without escapes", FG,
     "<start_function_call>call:read{file_path:docs/a.txt}<end_function_call>",
     [("read", {"file_path": "docs/a.txt"}, 0, END)], [(0, END)]),
    ("functiongemma unterminated last call", FG,
     f"<start_function_call>call:f{{a:{E}x{E}}}",
     [("f", {"a": "x"}, 0, END)], [(0, END)]),
    ("functiongemma nested", FG,
     f"<start_function_call>call:f{{o:{{k:{E}v{E},l:[1,{{m:null}}]}}}}<end_function_call>",
     [("f", {"o": {"k": "v", "l": [1, {"m": None}]}}, 0, END)], [(0, END)]),
    # Gemma 3
    ("tool_code", G3, f'{B}tool_code\nget_weather(city="Paris", days=3)\n{B}',
     [("get_weather", {"city": "Paris", "days": 3}, 0, END)], [(0, END)]),
    ("tool_code with prose", G3,
     f"Sure.\n{B}tool_code\nprint(default_api.get_product_name_by_PID(PID='807ZPKBL9V'))\n{B}"
     "\nDone.",
     [("get_product_name_by_PID", {"PID": "807ZPKBL9V"}, 6, 83)], [(6, 83)]),
    ("tool_code lines", G3, f"{B}tool_code\nf(a=1)\n\ng(b=[1, 'x'])\nh(); k()\n{B}",
     [("f", {"a": 1}, 13, 19), ("g", {"b": [1, "x"]}, 21, 34), ("h", {}, 35, 38),
      ("k", {}, 40, 43)], [(0, END)]),
    ("tool_code list", G3, f"{B}tool_code\n[f(a=1), default_api.g(b=True),]\n{B}",
     [("f", {"a": 1}, 14, 20), ("g", {"b": True}, 22, 43)], [(0, END)]),
    ("print as a tool", G3, f"{B}tool_code\nprint(text='hi')\n{B}",
     [("print", {"text": "hi"}, 0, END)], [(0, END)]),
    ("tool_code without its closing fence at the end", G3, f"{B}tool_code\r\nf()\n",
     [("f", {}, 0, END)], [(0, END)]),
    ("a fence in a string", G3, f"{B}tool_code\nf(code='{B}tool_code\\nx')\n{B}",
     [("f", {"code": f"{B}tool_code\nx"}, 0, END)], [(0, END)]),
]


@pytest.mark.parametrize(("fmt", "text", "expected", "expected_spans"),
                         [case[1:] for case in VALID], ids=[case[0] for case in VALID])
def test_valid(fmt: str, text: str, expected: Calls, expected_spans: list[tuple[int, int]]) -> None:
    n = len(text)
    outcome = PARSERS[fmt].run(text)
    assert [(c.name, c.arguments, c.start, c.end) for c in outcome.calls] == [
        (name, args, start, n if end == END else end) for name, args, start, end in expected]
    assert [(m.start, m.end) for m in outcome.matches] == [
        (start, n if end == END else end) for start, end in expected_spans]
    assert not outcome.errors
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": name, "arguments": args, "format": fmt} for name, args, _, _ in expected]


def test_value_types_keep_their_kind() -> None:
    (call,) = toolcalls.parse_tool_calls("<|tool_call>call:f{a:5,b:5.0,c:-0,d:1e2}<tool_call|>")
    assert [(type(v), v) for v in call["arguments"].values()] == [
        (int, 5), (float, 5.0), (int, 0), (float, 100.0)]


def test_keys_the_template_writes_bare_may_hold_spaces() -> None:
    # The Gemma 4 template writes every key of a call bare (format_argument with
    # escape_keys=False), so a key with spaces or non-ASCII words reaches the model as written
    # (ollama model/parsers/gemma4_test.go, TestGemma4Parser_SpacedObjectKeys and the
    # bare_key_* cases of TestGemma4ArgsToJSON).
    text = (f"<|tool_call>call:create_workflow{{connections:{{Basic LLM Chain:{{main:[{{node:"
            f"{S}Ollama Chat Model{S}}}]}}, Ollama Chat Model:{{main:[]}}}}}}<tool_call|>")
    assert toolcalls.parse_tool_calls(text) == [{"name": "create_workflow", "arguments": {
        "connections": {"Basic LLM Chain": {"main": [{"node": "Ollama Chat Model"}]},
                        "Ollama Chat Model": {"main": []}}}}]
    spaced = f"<|tool_call>call:f{{ display name \t :{S}Demo{S},节点 名称:1,a\tb:2}}<tool_call|>"
    assert toolcalls.parse_tool_calls(spaced) == [
        {"name": "f", "arguments": {"display name": "Demo", "节点 名称": 1, "a\tb": 2}}]
    # a newline still ends a key: the ':' is missing at it
    assert_strict_error("<|tool_call>call:f{a\nb:1}<tool_call|>", G4,
                        "tool_call.invalid_syntax", 21, 2, 1)


def test_the_turn_end_closes_a_gemma4_block() -> None:
    # Gemma 4 sometimes ends its turn without the call closer (vllm
    # tests/tool_parsers/test_gemma4_regex_and_bare_calls.py,
    # test_turn_end_closure_instead_of_tool_call_end): <turn|> ends the block as the end of
    # the text does; the token is not content.
    text = f"Running it.<|tool_call>call:gdb{{args:{S}-batch -ex run build/poc{S}}}<turn|>"
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.start, c.end) for c in result.calls] == [
        ("gdb", {"args": "-batch -ex run build/poc"}, 11, len(text) - len("<turn|>"))]
    assert (result.content, result.errors) == ("Running it.", [])
    two = "<|tool_call>call:a{}call:b{n:1}\n<turn|>"
    assert toolcalls.parse_tool_calls(two) == [
        {"name": "a", "arguments": {}}, {"name": "b", "arguments": {"n": 1}}]
    # only Gemma 4 has the token; FunctionGemma's block still needs its closer or the end
    assert_strict_error("<start_function_call>call:f{a:1}<turn|>", FG, "tool_call.unclosed",
                        0, 1, 1)


def test_a_stray_colon_after_the_opener_is_skipped() -> None:
    # vllm tests/tool_parsers/test_gemma4_regex_and_bare_calls.py,
    # test_colon_prefixed_tool_call: '<|tool_call>:call:...' was prose, the call lost
    text = f"<|tool_call>:call:bash{{command:{S}pytest{S}}}<tool_call|>Done."
    result = toolcalls.parse(text)
    assert result.to_dicts() == [{"name": "bash", "arguments": {"command": "pytest"}}]
    assert (result.content, result.errors) == ("Done.", [])
    # a colon followed by anything else is what it was: prose, or unrecognized before a closer
    prose = toolcalls.parse("<|tool_call>: maybe later")
    assert (prose.calls, prose.errors, prose.content) == ([], [], "<|tool_call>: maybe later")
    assert_strict_error("<|tool_call>:x<tool_call|>", G4, "tool_call.unrecognized", 12, 1, 13)


def test_calls_know_their_name_and_arguments_positions() -> None:
    text = f"ok <|tool_call>call:f{{a:1,b:{S}x{S}}}<tool_call|>"
    (call,) = PARSERS[G4].run(text).calls
    assert (call.name_pos, call.args_pos) == (20, 21)
    assert call.raw is not None and list(call.raw) == ["a"]
    assert (call.raw["a"].text, call.raw["a"].start, call.raw["a"].end) == ("1", 24, 25)
    (fenced,) = PARSERS[G3].run(f"{B}tool_code\ndefault_api.f(a=1)\n{B}").calls
    assert (fenced.name_pos, fenced.args_pos) == (25, 26)


# --- tools= --------------------------------------------------------------------------------


def tool(name: str, **properties: Any) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "parameters": {
        "type": "object", "properties": properties}}}


def test_bare_values_are_typed_by_the_schema() -> None:
    tools = [tool("f", zip={"type": "string"}, count={"type": "string"},
                  n={"type": "integer"}, flag={"type": "boolean"}, v={"type": "null"},
                  free={})]
    text = "<|tool_call>call:f{zip:02134,count:3,n:7,flag:True,v:None,free:02}<tool_call|>"
    assert toolcalls.parse_tool_calls(text, tools=tools) == [{"name": "f", "arguments": {
        "zip": "02134", "count": "3", "n": 7, "flag": True, "v": None, "free": "02"}}]


def test_a_bare_value_that_cannot_take_its_type_is_an_error_at_the_value() -> None:
    tools = [tool("f", n={"type": "integer"})]
    text = "<|tool_call>call:f{n:many}<tool_call|>"
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=tools)
    assert (info.value.code, info.value.position) == ("tool_call.invalid_argument_type", 21)
    result = toolcalls.parse(text, tools=tools)
    assert result.to_dicts() == [{"name": "f", "arguments": {"n": "many"}}]


def test_a_delimited_string_stays_a_string_whatever_the_schema() -> None:
    tools = [tool("f", n={"type": "integer"})]
    text = f"<|tool_call>call:f{{n:{S}42{S}}}<tool_call|>"
    assert toolcalls.parse_tool_calls(text, tools=tools) == [
        {"name": "f", "arguments": {"n": "42"}}]
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=tools, validate=True)
    assert info.value.code == "tool_call.schema_violation"


def test_unknown_tools_are_reported_at_the_name() -> None:
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(f"{B}tool_code\ndefault_api.g(a=1)\n{B}",
                                   tools=[tool("f")])
    assert (info.value.code, info.value.position) == ("tool_call.unknown_tool", 25)


# --- errors --------------------------------------------------------------------------------

P = "Some prose.\n"  # 12 characters, so that positions are absolute and lines count
#: (id, format, text, code, position, line, column, match end, incomplete)
ERRORS: list[tuple[str, str, str, str, int, int, int, int, bool]] = [
    ("missing comma", G4, P + f"<|tool_call>call:f{{a:{S}x{S} b:1}}<tool_call|>",
     "tool_call.invalid_syntax", 45, 2, 34, 61, False),
    # keys may hold spaces (the template writes them bare): the key is 'a 1', the ':' is missing
    ("missing colon", G4, "<|tool_call>call:f{a 1}<tool_call|>",
     "tool_call.invalid_syntax", 22, 1, 23, 35, False),
    ("missing value", G4, "<|tool_call>call:f{a:,b:1}<tool_call|>",
     "tool_call.invalid_syntax", 21, 1, 22, 38, False),
    ("empty pair", G4, "<|tool_call>call:f{,}<tool_call|>",
     "tool_call.invalid_syntax", 19, 1, 20, 33, False),
    ("unclosed array", G4, "<|tool_call>call:f{a:[1}<tool_call|>",
     "tool_call.invalid_syntax", 23, 1, 24, 36, False),
    ("no call: prefix", G4, P + "<|tool_call>get_weather{}<tool_call|>",
     "tool_call.unrecognized", 24, 2, 13, 49, False),
    ("empty block", G4, "<|tool_call><tool_call|>", "tool_call.unrecognized", 12, 1, 13, 24, False),
    ("parenthesis syntax", G4, '<|tool_call>call:f(key: "v")<tool_call|>',
     "tool_call.unrecognized", 12, 1, 13, 40, False),
    ("space in the name", G4, "<|tool_call>call:a b{}<tool_call|>",
     "tool_call.unrecognized", 12, 1, 13, 34, False),
    ("empty name", G4, P + "<|tool_call>call:{}<tool_call|>",
     "tool_call.invalid_name", 29, 2, 18, 43, False),
    ("control character in the name", G4, "<|tool_call>call:a\x07b{}<tool_call|>",
     "tool_call.invalid_name", 17, 1, 18, 34, False),
    ("duplicate argument", G4, P + "<|tool_call>call:f{a:1,a:2}<tool_call|>",
     "tool_call.duplicate_argument", 35, 2, 24, 51, False),
    ("duplicate nested key", G4, "<|tool_call>call:f{o:{k:1,'k':2}}<tool_call|>",
     "tool_call.duplicate_argument", 26, 1, 27, 45, False),
    ("too deep", G4, "<|tool_call>call:f{a:" + "[" * 128 + "]" * 128 + "}<tool_call|>",
     "tool_call.depth", 148, 1, 149, 290, False),
    ("bad json string", G4, '<|tool_call>call:f{a:"\\q"}<tool_call|>',
     "json.invalid_escape", 22, 1, 23, 38, False),
    ("bad python string", G4, "<|tool_call>call:f{a:'\\x4'}<tool_call|>",
     "tool_call.invalid_literal", 22, 1, 23, 39, False),
    ("string not closed before the closer", G4,
     P + f"<|tool_call>call:f{{a:{S}oops<tool_call|> then",
     "tool_call.unclosed", 33, 2, 22, 54, False),
    ("unclosed before prose", G4, P + "<|tool_call>call:f{a:1} and then",
     "tool_call.unclosed", 12, 2, 1, 36, False),
    ("text before the closer", G4, "<|tool_call>call:f{} junk<tool_call|>",
     "tool_call.unexpected_content", 21, 1, 22, 37, False),
    # cut by the end of the text: partial calls, which batch parsing reports
    ("opener at the end", G4, P + "<|tool_call>\n", "tool_call.unexpected_end", 25, 3, 1, 25, True),
    ("cut in call:", G4, "<|tool_call>cal", "tool_call.unexpected_end", 15, 1, 16, 15, True),
    ("cut in the name", G4, "<|tool_call>call:get_wea", "tool_call.unexpected_end",
     24, 1, 25, 24, True),
    ("cut in the arguments", G4, "<|tool_call>call:f{a:{b:[1,", "tool_call.unexpected_end",
     27, 1, 28, 27, True),
    ("a bare value stops at the closer", G4, "<|tool_call>call:f{a:1<tool_call|>",
     "tool_call.invalid_syntax", 22, 1, 23, 34, False),
    ("a bare value stops at the delimiter", G4, f"<|tool_call>call:f{{a:x{S}y{S}}}<tool_call|>",
     "tool_call.invalid_syntax", 22, 1, 23, 46, False),
    ("cut in a bare value", G4, "<|tool_call>call:f{a:12", "tool_call.unexpected_end",
     23, 1, 24, 23, True),
    ("cut in a string", G4, f"<|tool_call>call:f{{a:{S}Par", "tool_call.unclosed",
     21, 1, 22, 29, True),
    ("cut in a json string", G4, '<|tool_call>call:f{a:"Par', "json.unexpected_end",
     25, 1, 26, 25, True),
    # FunctionGemma
    ("functiongemma missing comma", FG,
     f"<start_function_call>call:f{{a:{E}x{E} b:1}}<end_function_call>",
     "tool_call.invalid_syntax", 48, 1, 49, 71, False),
    ("functiongemma unclosed escape", FG,
     f"<start_function_call>call:f{{a:{E}x}}<end_function_call>",
     "tool_call.unclosed", 30, 1, 31, 59, False),
    ("functiongemma cut", FG, "<start_function_call>call:f{a:", "tool_call.unexpected_end",
     30, 1, 31, 30, True),
    # Gemma 3
    ("tool_code positional", G3, P + f"{B}tool_code\nf(1)\n{B}",
     "tool_call.positional_argument", 27, 3, 3, 33, False),
    ("tool_code bad literal", G3, f"{B}tool_code\nf(a=x)\n{B}",
     "tool_call.invalid_literal", 17, 2, 5, 23, False),
    ("tool_code print not closed", G3, f"{B}tool_code\nprint(f(a=1)\n{B}",
     "tool_call.invalid_syntax", 26, 3, 1, 29, False),
    ("tool_code list not closed", G3, f"{B}tool_code\n[f(a=1) g()]\n{B}",
     "tool_call.invalid_syntax", 21, 2, 9, 29, False),
    ("tool_code not a call", G3, f"{B}tool_code\nx = 1\n{B}",
     "tool_call.unrecognized", 13, 2, 1, 22, False),
    ("tool_code empty", G3, f"{B}tool_code\n\n{B}", "tool_call.unrecognized", 14, 3, 1, 17, False),
    ("tool_code junk after a call", G3, f"{B}tool_code\nf(a=1) junk\n{B}",
     "tool_call.unexpected_content", 20, 2, 8, 28, False),
    ("tool_code not closed", G3, f"{B}tool_code\nf(a=1)\nThat was it.",
     "tool_call.unclosed", 0, 1, 1, 20, False),
    ("tool_code cut", G3, f"{B}tool_code\nprint(default_api.f(a=", "tool_call.unexpected_end",
     35, 2, 23, 35, True),
    ("tool_code opener at the end", G3, f"{B}tool_code", "tool_call.unexpected_end",
     12, 1, 13, 12, True),
]


@pytest.mark.parametrize(("fmt", "text", "code", "position", "line", "column", "end", "incomplete"),
                         [case[1:] for case in ERRORS], ids=[case[0] for case in ERRORS])
def test_errors(fmt: str, text: str, code: str, position: int, line: int, column: int, end: int,
                incomplete: bool) -> None:
    assert_single_broken_match(text, fmt, code, position, line, column, end=end,
                               incomplete=incomplete)


def test_an_unclosed_block_before_another_is_unclosed_at_its_opener() -> None:
    text = "<|tool_call>call:f{}<|tool_call>call:g{}"
    outcome = PARSERS[G4].run(text)
    assert [(m.start, m.end, m.state) for m in outcome.matches] == [
        (0, 20, "broken"), (20, 40, "complete")]
    assert [(e.code, e.position) for e in outcome.errors] == [("tool_call.unclosed", 0)]


def test_a_broken_item_keeps_its_siblings() -> None:
    text = "<|tool_call>call:f{a:1}call:g{a:}call:h{}<tool_call|>call:x"
    outcome = PARSERS[G4].run(text)
    assert [(m.start, m.end, m.state) for m in outcome.matches] == [
        (0, 23, "complete"), (23, 53, "broken")]
    assert [c.name for c in outcome.calls] == ["f"]
    assert [(e.code, e.position) for e in outcome.errors] == [("tool_call.invalid_syntax", 32)]
    text = "<|tool_call>call:f{a:1,a:2}call:g{}<tool_call|>"
    outcome = PARSERS[G4].run(text)
    assert [c.name for c in outcome.calls] == ["g"]
    assert [e.code for e in outcome.errors] == ["tool_call.duplicate_argument"]


def test_a_broken_call_does_not_swallow_the_next() -> None:
    pytest.importorskip("toolcalls_hermes")  # the next call is a Hermes one
    text = ("<|tool_call>call:f{a:1 <tool_call>{\"name\": \"g\", \"arguments\": {}}"
            "</tool_call> <|tool_call>call:h{}<tool_call|>")
    result = toolcalls.parse(text)
    assert [(c.name, c.format) for c in result.calls] == [("g", "hermes"), ("h", "gemma4")]
    assert [(e.code, e.position) for e in result.errors] == [("tool_call.invalid_syntax", 23)]
    text = (f"<|tool_call>call:f{{a:{S}oops<tool_call|> x <|tool_call>call:g{{b:{S}y{S}}}"
            "<tool_call|>")
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["g"]
    assert [e.code for e in result.errors] == ["tool_call.unclosed"]
    assert result.content == "x"


def test_a_fence_no_call_syntax_reads_leaves_its_call_to_a_later_tier() -> None:
    pytest.importorskip("toolcalls_openai_json")  # the later tiers: json and python
    pytest.importorskip("toolcalls_python_call")
    text = f'{B}tool_code\n{{"name": "f", "arguments": {{"a": 1}}}}\n{B}'
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "f", "arguments": {"a": 1}, "format": "json"}]
    text = f"{B}tool_code\nx = f(a=1)\n{B}"
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "f", "arguments": {"a": 1}, "format": "python"}]
    # a fence that parses is tier 1's: the python tier does not report its calls again
    text = f"{B}tool_code\nprint(default_api.f(a=1))\n{B}"
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "f", "arguments": {"a": 1}, "format": "gemma3"}]


def test_parse_tool_call_counts_items() -> None:
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_call("<|tool_call>call:f{}call:g{}<tool_call|>")
    assert (info.value.code, info.value.position) == ("tool_call.multiple", 20)


# --- prose ---------------------------------------------------------------------------------

PROSE = [
    "Gemma 4 writes calls after <|tool_call> and strings between <|\"|> tokens.",
    "wrap it in <|tool_call> tags",
    "FunctionGemma starts with <start_function_call> and <escape>",
    "Use ```tool_code``` fences for Python.",
    "a ```tool_codes block",
    "```tool_code\nThis is prose, not code.",
    "call:f{a:1} without the token is prose",
    "<tool_call|> and <end_function_call> alone",
    "",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    for fmt in FORMATS:
        assert PARSERS[fmt].run(text).matches == [], fmt
    assert toolcalls.parse_tool_calls(text, formats=list(FORMATS)) == []


# --- partial calls -------------------------------------------------------------------------

CUTS = [
    (G4, f'<|tool_call>call:get_weather{{city:{S}Paris{S},n:[1,{{"k":\'v\'}}],x:-2.5e3}}'
         f"call:get_time{{}}<tool_call|>"),
    (FG, f"<start_function_call>call:get_weather{{city:{E}Tokyo{E},days:3}}<end_function_call>"),
    (G3, f"{B}tool_code\nprint(default_api.get_weather(city='Paris', days=[1, 2]))\n"
         f"get_time(tz=\"UTC\")\n{B}"),
    (G3, f"{B}tool_code\n[get_weather(city='Paris'), get_time()]\n{B}"),
]


@pytest.mark.parametrize(("fmt", "text"), CUTS)
def test_every_cut_is_a_call_or_an_error(fmt: str, text: str) -> None:
    opener = plugin.toolcalls_formats()[FORMATS.index(fmt)].markers[0]
    names = {c.name for c in PARSERS[fmt].run(text).calls}
    assert names
    for cut in range(len(opener), len(text) + 1):
        piece = text[:cut]
        outcome = PARSERS[fmt].run(piece)
        assert outcome.matches, f"nothing at all for {piece!r}"
        for match in outcome.matches:
            if match.partial is not None and match.partial.name is not None:
                assert match.partial.name in names, (piece, match.partial)
            if match.state == "partial":
                assert match.end == len(piece)
        result = toolcalls.parse(piece, formats=[fmt])
        assert result.calls or result.errors, piece
        assert {c.name for c in result.calls} <= names
        extraction = extract_alone(fmt, piece)
        assert extraction.resume <= len(piece)


def test_a_partial_call_says_what_is_known() -> None:
    text = f"<|tool_call>call:f{{a:1,b:{S}Par"
    (match,) = PARSERS[G4].run(text).matches
    assert match.state == "partial" and match.partial is not None
    partial = match.partial
    assert (partial.name, partial.name_pos, partial.args_pos, partial.json_args) == (
        "f", 17, 18, False)
    assert partial.params == {"a": 1} and list(partial.raw) == ["a"]
    # the open value is not offered to streams: it is sent once its delimiter decides it
    assert partial.open_param is None
    (match,) = PARSERS[G4].run("<|tool_call>call:f{a:1,b:").matches
    assert match.partial is not None
    assert match.partial.open_param is None and match.partial.params == {"a": 1}
    (match,) = PARSERS[G4].run("<|tool_call>call:f").matches
    assert match.partial is None or match.partial.name is None
    (match,) = PARSERS[G3].run(f"{B}tool_code\nget_weather(city=").matches
    assert match.partial is not None and match.partial.name == "get_weather"


def test_resume_waits_at_undecided_openers() -> None:
    for text in ("<|tool_call>call:f{}", "x <|tool_call>call:f{}<tool_ca", "<|tool_call>maybe",
                 f"{B}tool_code\nf()"):
        fmt = G3 if text.startswith(B) else G4
        extraction = extract_alone(fmt, text)
        assert extraction.resume == text.index(text.lstrip("x ")[0]), text
    assert extract_alone(G4, "<|tool_call>call:f{}<tool_call|>").resume == 32
    assert extract_alone(G4, "<|tool_call>maybe <|tool_call>call:f{}<tool_call|>").resume == 50


# --- reasoning and control tokens ------------------------------------------------------------


def test_reasoning_is_the_thought_channel() -> None:
    text = f"<|channel>thought\nI'm\nthinking<channel|><|tool_call>call:f{{a:{S}x{S}}}<tool_call|>"
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == ("I'm\nthinking", "")
    assert result.to_dicts() == [{"name": "f", "arguments": {"a": "x"}}]


def test_a_thought_channel_the_template_reopened_ends_at_its_closer() -> None:
    # After a tool response the Gemma 4 template's generation prompt ends in
    # ``<|channel>thought\n`` (thinking on): the output holds only the closer (ollama
    # model/parsers/gemma4_test.go, TestGemma4Parser_ToolResponseContinuationStartsInThinking).
    text = "The user asked for files.<channel|>go.mod and go.sum"
    for started in (None, True):
        result = toolcalls.parse(text, reasoning_started=started)
        assert (result.reasoning, result.content) == ("The user asked for files.",
                                                      "go.mod and go.sum")
    result = toolcalls.parse(text + f"<|tool_call>call:f{{a:{S}x{S}}}<tool_call|>")
    assert (result.reasoning, result.content) == ("The user asked for files.",
                                                  "go.mod and go.sum")
    assert result.to_dicts() == [{"name": "f", "arguments": {"a": "x"}}]


def test_a_channel_opened_without_its_name_is_the_thought_channel() -> None:
    # ollama model/parsers/gemma4_test.go (multiple_thinking_blocks, thinking_only_no_content,
    # StreamingSplitThinkingTag): the text of a bare <|channel> block was content.
    result = toolcalls.parse("<|channel>first<channel|><|channel>second<channel|>Final answer.")
    assert (result.reasoning, result.content) == ("first\nsecond", "Final answer.")
    result = toolcalls.parse("<|channel>just thinking<channel|>")
    assert (result.reasoning, result.content) == ("just thinking", "")


def test_stray_empty_channels_are_not_content() -> None:
    text = ("<|channel>thought\n<channel|>Hello, world!\nWhat's up?<|channel>thought\n"
            "<channel|><channel|>")
    result = toolcalls.parse(text)
    assert (result.content, result.reasoning, result.calls) == (
        "Hello, world!\nWhat's up?", "", [])


CONTROL = [
    "<|turn>model\nHi<turn|>",
    "<|tool_call>call:f{}<tool_call|><|tool_response>response:f{v:1}<tool_response|>",
    "<|think|>Hi<tool_call|>",
    f"<start_of_turn>model\n<start_function_call>call:f{{a:{E}x{E}}}<end_function_call>"
    "<start_function_response><end_of_turn>",
    "Hi<end_function_call><start_function_declaration>x<end_function_declaration>",
    f"{B}tool_code\nf()\n{B}<end_of_turn>",
    # the string delimiters outside a call: a whole Gemma 4 turn as Google's guide prints it
    # (a tool response with strings, then the answer), and FunctionGemma's likewise
    f"<|tool_call>call:f{{city:{S}Paris{S}}}<tool_call|><|tool_response>response:f{{w:{S}sunny"
    f"{S}}}<tool_response|>It is {S}sunny{S}.",
    f"<start_function_call>call:f{{a:{E}x{E}}}<end_function_call><start_function_response>"
    f"response:f{{r:{E}ok{E}}}<end_function_response>Done.",
    # the end of the sequence after the answer (vLLM's gemma4_utils tests, Google's
    # parse_thinking_output): it stayed in content
    "final answer<eos>",
    "final answer<turn|><eos>",
    "<|channel>thought\nsome reasoning<channel|>final answer<eos>",
    "<bos>plain<end_of_turn><eos>",
]


@pytest.mark.parametrize("text", CONTROL)
def test_control_tokens_are_never_content(text: str) -> None:
    content = toolcalls.parse(text).content
    tokens = {t for spec in plugin.toolcalls_formats() for t in spec.control_tokens}
    assert not [t for t in tokens | {S, E} if t in content], content


def test_a_reasoning_marker_inside_a_string_is_part_of_it() -> None:
    text = f"<|tool_call>call:f{{s:{S}<|channel>thought\nno<channel|> <think>{S}}}<tool_call|>"
    assert toolcalls.parse_tool_calls(text) == [
        {"name": "f", "arguments": {"s": "<|channel>thought\nno<channel|> <think>"}}]


# --- properties ----------------------------------------------------------------------------

PIECES = [
    "<|tool_call>", "<tool_call|>", "call:", "f", "get_weather", "{", "}", "[", "]", ",", ":",
    S, '"', "'", "\\", " ", "\n", "1", "-2.5e3", "true", "null", "x", "a:", "<|channel>thought\n",
    "<channel|>", "<start_function_call>", "<end_function_call>", E, "```tool_code\n", "```",
    "print(", "default_api.", "(", ")", "=", "a=1", "<tool_call>", "é",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join), st.integers(0, 3))
def test_extraction_never_raises(text: str, start: int) -> None:
    for fmt in FORMATS:
        check_extraction(text, extract_alone(fmt, text, min(start, len(text))))
    toolcalls.parse(text)
    with contextlib.suppress(ToolCallError):
        toolcalls.parse_tool_calls(text)


def _observed(fmt: str, text: str) -> list[Any]:
    extraction = extract_alone(fmt, text)
    return [(m.start, m.end, m.state, m.reach, m.error and (m.error.code, m.error.position),
             [(c.name, c.arguments, c.start, c.end, c.name_pos, c.args_pos,
               c.raw and {k: (v.text, v.start, v.end) for k, v in c.raw.items()})
              for c in m.calls]) for m in extraction.matches] + [extraction.resume]


FAST_PIECES = [*PIECES, "call:f{", "k:", f"{S}v{S}", "3", ",", "}", "<tool_call|>", "a b",
               "[TOOL_CALLS]"]


def assert_fast_path_agrees(fmt: str, text: str) -> None:
    fast = _observed(fmt, text)
    original = _brace._Scan.fast_item
    _brace._Scan.fast_item = lambda self, q: None  # type: ignore[method-assign]
    try:
        slow = _observed(fmt, text)
    finally:
        _brace._Scan.fast_item = original  # type: ignore[method-assign]
    assert fast == slow, text


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FAST_PIECES), max_size=30).map("".join))
def test_the_fast_path_gives_what_the_full_rules_give(text: str) -> None:
    assert_fast_path_agrees(G4, "<|tool_call>" + text)
    assert_fast_path_agrees(FG, "<start_function_call>" + text.replace(S, E))


NAMES = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,8}(\.[A-Za-z_][A-Za-z0-9_]{0,5})?", fullmatch=True)
GEMMA_NAMES = NAMES | st.from_regex(r"[\w][\w./:-]{0,12}", fullmatch=True)
MARKERISH = st.sampled_from([
    S, E, "<tool_call|>", "<|tool_call>", "<end_function_call>", "```", "```tool_code\n",
    "<tool_call>", "</tool_call>", "[TOOL_CALLS]", "<think>", "<|channel>thought\n", "<channel|>",
    "{", "}", ",", ":", '"', "'", "\\", "\n", "<|turn>", "<invoke name=\"x\">",
])
STRINGS = st.text(max_size=12) | st.lists(MARKERISH | st.text(max_size=3), max_size=5).map("".join)
SCALARS = (st.none() | st.booleans() | st.integers(-(2**70), 2**70)
           | st.floats(allow_nan=False, allow_infinity=False) | STRINGS)
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(STRINGS, inner, max_size=3), max_leaves=8)
IDENTS = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,6}", fullmatch=True)
PROSE_AROUND = st.sampled_from(["", "Sure.\n", "x ", "I'll call it: "])


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([G4, FG]), st.lists(st.tuples(GEMMA_NAMES, st.dictionaries(
    STRINGS, VALUES, max_size=4)), min_size=1, max_size=3), PROSE_AROUND, PROSE_AROUND)
def test_round_trip(fmt: str, calls: list[tuple[str, dict[str, Any]]], before: str,
                    after: str) -> None:
    items = [{"name": name, "arguments": args} for name, args in calls]
    text = assert_round_trip(fmt, items, before=before, after=after.rstrip())
    assert_fast_path_agrees(fmt, text)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(NAMES.filter(lambda n: not n.startswith("default_api.")),
                          st.dictionaries(IDENTS, VALUES, max_size=4)), min_size=1, max_size=3),
       PROSE_AROUND)
def test_round_trip_tool_code(calls: list[tuple[str, dict[str, Any]]], before: str) -> None:
    items = [{"name": name, "arguments": args} for name, args in calls]
    assert_round_trip(G3, items, before=before, after="\nDone.")


def test_render_writes_what_the_template_writes() -> None:
    calls = [{"name": "get_weather", "arguments": {"City": "Paris", "days": 3, "x": 1.5e10,
                                                 "ok": True, "unit": None, "l": ["a", 1],
                                                 "o": {"k": "v"}, "a b": 1, "s": f"x{S}"}}]
    assert toolcalls.render(calls, G4) == (
        f"<|tool_call>call:get_weather{{City:{S}Paris{S},days:3,x:15000000000.0,ok:true,"
        f"unit:null,l:[{S}a{S},1],o:{{k:{S}v{S}}},{S}a b{S}:1,s:\"x<|\\\"|>\"}}<tool_call|>")
    assert toolcalls.render(calls[:1], FG).startswith(
        f"<start_function_call>call:get_weather{{City:{E}Paris{E},")
    assert toolcalls.render([{"name": "f", "arguments": {"a": 1, "b": "x"}}], G3) == (
        f"{B}tool_code\nf(a=1, b='x')\n{B}")


def _deep(levels: int) -> Any:
    value: Any = []
    for _ in range(levels - 1):
        value = [value]
    return value


@pytest.mark.parametrize(("fmt", "call"), [
    (G4, {"name": "a b", "arguments": {}}),
    (G4, {"name": "f{", "arguments": {}}),
    (FG, {"name": "f", "arguments": {"a": _deep(128)}}),
    (G3, {"name": "get weather", "arguments": {}}),
    (G3, {"name": "default_api.f", "arguments": {}}),
    (G3, {"name": "f", "arguments": {"a b": 1}}),
])
def test_render_refuses_what_the_format_cannot_write(fmt: str, call: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        toolcalls.render([call], fmt)


HOSTILE = [
    (G4, "<|tool_call>"),
    (G4, "<|tool_call>call:"),
    (G4, "<|tool_call>call:f{a:"),
    (G4, f"<|tool_call>call:f{{a:{S}"),
    (G4, "<|tool_call>call:f{a:1}"),
    (G4, "<|tool_call>call:f{a:[{b:["),
    (G4, "<|tool_call>x<tool_call|>"),
    (G4, f"{S}<tool_call|>"),
    (G4, "<|channel>thought\n"),
    (FG, "<start_function_call>call:f{a:<escape>"),
    (G3, "```tool_code\n"),
    (G3, "```tool_code\nf(a="),
    (G3, "```tool_code\nprint("),
    (None, "<|tool_call>call:f{a:1,"),
    (None, "```tool_code\n[f(a=1),"),
]


@pytest.mark.parametrize(("fmt", "piece"), HOSTILE)
def test_linear_on_hostile_inputs(fmt: str | None, piece: str) -> None:
    assert_linear(fmt, piece, count=500)


def test_many_openers_return_promptly() -> None:
    text = "<|tool_call>" * 50_000
    (match,) = PARSERS[G4].run(text).matches
    assert match.state == "partial"
    matches = PARSERS[G4].run("<|tool_call>x" * 50_000 + "<tool_call|>").matches
    assert len(matches) == 1 and matches[0].error is not None


def test_the_deepest_value_rendered_parses() -> None:
    assert_round_trip(G4, [{"name": "f", "arguments": {"a": _deep(127)}}])


def test_strict_error_string() -> None:
    err = assert_strict_error("<|tool_call>call:f{a 1}<tool_call|>", G4,
                              "tool_call.invalid_syntax", 22, 1, 23)
    assert str(err).startswith("tool_call.invalid_syntax at 1:23: expected ':'")



def test_a_tool_code_call_may_name_a_hyphenated_tool() -> None:
    # MCP tool names hold hyphens; the statement start was an identifier only, so the block
    # was tool_call.unrecognized alone and the python tier's call with every format
    text = "```tool_code\nadd-note(name='demo')\n```"
    for formats in ([G3], None):
        result = Parser().parse(text, formats=formats)
        assert [(c.name, c.arguments, c.format) for c in result.calls] == [
            ("add-note", {"name": "demo"}, G3)], formats
        assert (result.errors, result.content) == ([], "")
