"""The functionary formats: v3.1 <function=f>{json}</function> and v3.2 >>>f\\n{json}.

There are no Functionary records in the shared corpus: the cases come from MeetKai's chat
templates (v3-llama3.1, v3.llama3) and llama.cpp's Functionary parsers (the habits they
accept)."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_functionary
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser
from toolcalls.registry import Registry
from toolcalls.testing import (
    assert_calls_and_errors,
    assert_every_cut_unbroken,
    assert_linear,
    assert_parses_to,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    identifiers,
    json_call_lists,
)

V31, V32 = "functionary_v31", "functionary_v32"
v31 = Parser(formats=[V31])
v32 = Parser(formats=[V32])


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points(blocked=())
    one, two = registry.get(V31), registry.get(V32)
    assert (one.tier, one.markers, one.spec.anchored, one.distribution) == (
        1, ("<function=",), True, "toolcalls-functionary")
    assert (two.tier, two.markers, two.spec.anchored, two.distribution) == (
        1, (">>>",), False, "toolcalls-functionary")
    assert one.render is not None and two.render is not None


# --- v3.1 ---------------------------------------------------------------------------------

# (text, calls, match spans, content)
VALID_V31: list[tuple[str, list[dict[str, Any]], list[tuple[int, int]], str]] = [
    ('<function=get_weather>{"city": "Paris"}</function>',
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(0, 50)], ""),
    ('Sure.<function=a>{}</function><function=b>{"x": [1, 2]}</function><|eom_id|>',
     [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {"x": [1, 2]}}],
     [(5, 30), (30, 66)], "Sure."),
    ('<function=get_weather> {"city": "Paris"} \n</function>',
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(0, 53)], ""),
    # the model stopped on <|eom_id|> before </function>, or at the end of the text
    ('<function=get_weather>{"city": "Paris"}<|eom_id|>',
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(0, 49)], ""),
    ('<function=get_weather>{"city": "Paris"}',
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(0, 39)], ""),
    # MCP names (llama.cpp's \\w+ would reject them)
    ("<function=mcp/server:search-x>{}</function>",
     [{"name": "mcp/server:search-x", "arguments": {}}], [(0, 43)], ""),
    ('<function=f>{"q": "</function><function=g>{}"}</function>',
     [{"name": "f", "arguments": {"q": "</function><function=g>{}"}}], [(0, 57)], ""),
    ("Use <function=NAME> tags to call a tool.", [], [],
     "Use <function=NAME> tags to call a tool."),
]


@pytest.mark.parametrize(("text", "expected", "spans", "content"), VALID_V31)
def test_v31_valid(text: str, expected: list[dict[str, Any]], spans: list[tuple[int, int]],
                   content: str) -> None:
    assert_parses_to(v31, text, expected, spans, content)


INVALID_V31 = [
    ('<function=f>{"a": 1,}</function>', "json.trailing_comma", 19, 1, 20),
    ("<function=f>[1]</function>", "tool_call.invalid_arguments", 12, 1, 13),
    ("<function=f>hello</function>", "tool_call.invalid_arguments", 12, 1, 13),
    # the separator right after the opener: a call with an empty name (invalid_name, as
    # every format says of an empty name; it was unrecognized, at the same place)
    ("<function=>{}</function>", "tool_call.invalid_name", 10, 1, 11),
    ('<function=f>{"a": 1} junk</function>', "tool_call.unexpected_content", 21, 1, 22),
    ('<function=f>{"a": 1} Done.', "tool_call.unclosed", 0, 1, 1),
    ('ok\n<function=f>{"a": "x', "json.unexpected_end", 23, 2, 21),
    ("<function=f>", "tool_call.unexpected_end", 12, 1, 13),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), INVALID_V31)
def test_v31_invalid(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, V31, code, position, line, column)


def test_v31_shares_its_opener_with_qwen3_coder() -> None:
    pytest.importorskip("toolcalls_qwen3_coder")
    xml = "<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>"
    json = '<function=get_weather>{"city": "Paris"}</function>'
    for text, fmt in ((xml, "qwen3_coder"), (json, V31),
                      ("<tool_call>\n" + xml + "\n</tool_call>", "qwen3_coder")):
        assert toolcalls.parse_tool_calls(text, include_format=True) == [
            {"name": "get_weather", "arguments": {"city": "Paris"}, "format": fmt}]
    # the grammar that read further names the error
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls('<function=f>{"a": 1,}</function>')
    assert (info.value.code, info.value.format) == ("json.trailing_comma", V31)


def test_v31_python_tag_is_the_llama_format_s() -> None:
    pytest.importorskip("toolcalls_llama")
    text = '<|python_tag|>{"name": "f", "parameters": {"a": 1}}<|eom_id|>'
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "f", "arguments": {"a": 1}, "format": "llama"}]


# --- v3.2 ---------------------------------------------------------------------------------

VALID_V32: list[tuple[str, list[dict[str, Any]], list[tuple[int, int]], str]] = [
    # the completion after the generation prompt (which holds the first '>>>'), given with it
    ('>>>get_weather\n{"city": "Paris"}',
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(0, 32)], ""),
    ('>>>get_weather\n{"city": "Paris"}<|eot_id|>',
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(0, 42)], ""),
    # without it, a first line and a JSON object are no call: too common a text
    ('get_weather\n{"city": "Paris"}', [], [], 'get_weather\n{"city": "Paris"}'),
    ('Result\n{"a": 1}', [], [], 'Result\n{"a": 1}'),
    ('all\nLet me check.>>>get_weather\n{"city": "Paris"}>>>get_time\n{}',
     [{"name": "get_weather", "arguments": {"city": "Paris"}},
      {"name": "get_time", "arguments": {}}],
     [(17, 49), (49, 63)], "all\nLet me check."),
    # the prompt's '>>>' included
    ('>>>all\nLet me check.\n>>>get_weather\n{"city": "Paris"}',
     [{"name": "get_weather", "arguments": {"city": "Paris"}}], [(21, 53)], "Let me check."),
    (">>>all\nHello there!", [], [], "Hello there!"),
    # the code interpreter: raw code, or JSON arguments
    ('>>>get_weather\n{"city": "Paris"}\n>>>python\nimport math\nprint(math.pi)\n<|eot_id|>',
     [{"name": "get_weather", "arguments": {"city": "Paris"}},
      {"name": "python", "arguments": {"code": "import math\nprint(math.pi)"}}],
     [(0, 32), (33, 80)], ""),
    ('>>>python\n{"code": "x = 1"}', [{"name": "python", "arguments": {"code": "x = 1"}}],
     [(0, 27)], ""),
    # the end of the turn in Functionary's ChatML (InternLM2 / InternVL, Qwen) and Llama 4
    # templates ends the code as Llama 3.1's does (MeetKai/functionary's internlm2-chat template)
    (">>>python\nprint(1)<|im_end|>", [{"name": "python", "arguments": {"code": "print(1)"}}],
     [(0, 28)], ""),
    (">>>python\nprint(1)\n<|eot|>", [{"name": "python", "arguments": {"code": "print(1)"}}],
     [(0, 26)], ""),
    ('>>>all\nOn it.>>>f\n{"a": 1}<|im_end|>', [{"name": "f", "arguments": {"a": 1}}],
     [(13, 36)], "On it."),
    # whitespace around the arguments; text after them is content
    ('>>>f \n  {"a": 1}  and more', [{"name": "f", "arguments": {"a": 1}}], [(0, 16)],
     "and more"),
    ('>>>f\n{"q": ">>>g\\n{}"}', [{"name": "f", "arguments": {"q": ">>>g\n{}"}}], [(0, 22)], ""),
    # prose: REPL transcripts, quoted mail, a first line and JSON that are no recipient call
    (">>> x = 1\n>>>print(1)\nok", [], [], ">>> x = 1\n>>>print(1)\nok"),
    ('json\n{"name": "f", "arguments": {}}', [], [], 'json\n{"name": "f", "arguments": {}}'),
    ('Result\n{"a": 1}\nThat is all.', [], [], 'Result\n{"a": 1}\nThat is all.'),
    ("python\nprint(1)", [], [], "python\nprint(1)"),
    # at the start the brace opens the next line, as the template writes it
    ('get_weather\n  {"city": "Paris"}', [], [], 'get_weather\n  {"city": "Paris"}'),
    (">>>get_wea", [], [], ">>>get_wea"),
]


@pytest.mark.parametrize(("text", "expected", "spans", "content"), VALID_V32)
def test_v32_valid(text: str, expected: list[dict[str, Any]], spans: list[tuple[int, int]],
                   content: str) -> None:
    assert_parses_to(v32, text, expected, spans, content)


INVALID_V32 = [
    (">>>get_weather\nParis", "tool_call.invalid_arguments", 15, 2, 1),
    ('>>>get_weather\n{"a": 1,}', "json.trailing_comma", 22, 2, 8),
    (">>>f\n[1]", "tool_call.invalid_arguments", 5, 2, 1),
    ('>>>\n{"a": 1}', "tool_call.invalid_name", 3, 1, 4),
    (">>>python\n>>>f\n{}", "tool_call.invalid_arguments", 10, 2, 1),
    ('ok\n>>>get_weather\n{"city": "Par', "json.unexpected_end", 31, 3, 14),
    (">>>get_weather\n", "tool_call.unexpected_end", 15, 2, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"), INVALID_V32)
def test_v32_invalid(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, V32, code, position, line, column)


def test_v32_a_broken_call_does_not_swallow_the_next() -> None:
    assert_calls_and_errors(v32, '>>>f\n{"a": 1,}>>>g\n{}', ["g"], ["json.trailing_comma"])


def test_v32_with_every_format_installed() -> None:
    text = 'all\nLet me check.>>>get_weather\n{"city": "Paris"}>>>get_time\n{}<|eot_id|>'
    assert [c["format"] for c in toolcalls.parse_tool_calls(text, include_format=True)] == [
        V32, V32]
    # a text without recipients is left to the other formats
    plain = '{"name": "f", "arguments": {}}'
    assert {c["format"] for c in toolcalls.parse_tool_calls(plain, include_format=True)} <= {
        "json"}


# --- partial calls ------------------------------------------------------------------------

EXAMPLES = [
    (V31, 'Sure. <function=get_weather>{"city": "Paris", "days": [1, 2]}</function>'
          "<function=get_time>{}</function>", "<function="),
    (V32, 'all\nSure.>>>get_weather\n{"city": "Paris", "days": [1, 2]}>>>get_time\n{}', ">>>"),
]


@pytest.mark.parametrize(("fmt", "text", "opener"), EXAMPLES)
def test_every_cut_is_a_call_or_an_error_once_the_name_is_complete(fmt: str, text: str,
                                                                   opener: str) -> None:
    parser = Parser(formats=[fmt])
    first = text.index(opener)
    named = "get_weather\n" if fmt == V32 else "get_weather>"
    assert_every_cut_unbroken(parser, text, first + len(opener), ("get_weather", "get_time"),
                              undecided=lambda piece: named not in piece, held=first)


def test_partials_name_their_call() -> None:
    (match,) = v31.run('<function=get_weather>{"city": "Par').matches
    assert match.partial is not None and match.partial.name == "get_weather"
    (match,) = v32.run('>>>get_weather\n{"city": "Par').matches
    assert match.partial is not None and match.partial.name == "get_weather"
    assert text_at(match.partial.args_pos) == "{"


def text_at(pos: int) -> str:
    return '>>>get_weather\n{"city": "Par'[pos]


def test_control_tokens_are_never_content() -> None:
    text = ('<|start_header_id|>assistant<|end_header_id|>\n\nOk.<function=f>{}</function>'
            "<|eom_id|><|eot_id|>")
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["f"] and result.content == "Ok."
    result = toolcalls.parse('>>>all\nHi!>>>f\n{}<|eot_id|>')
    assert [c.name for c in result.calls] == ["f"] and result.content == "Hi!"


# --- properties and round trips -----------------------------------------------------------

_PIECES = ["<function=", "</function>", ">", "f", "{", "}", '"a"', ":", "1", ",", "[", "]",
           ">>>", "all", "python", "\n", " ", "<|eom_id|>", "<|eot_id|>", "x", '"', "\\",
           "<parameter=", "</parameter>"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30).map("".join))
def test_any_text_extracts_without_raising(text: str) -> None:
    check_extraction(text, toolcalls_functionary.V31_GRAMMAR.extract(text, 0))
    check_extraction(text, toolcalls_functionary.V32_GRAMMAR.extract(text, 0))
    v31.parse(text)
    v32.parse(text)


_MARKERS = ["<tool_call>", "[TOOL_CALLS]", "<|python_tag|>", "<function=f>", "</function>",
            ">>>f\n", ">>>all\n", "<|eom_id|>", "<|eot_id|>", "<parameter=k>", "[g(a=1)]",
            '{"name": "g", "arguments": {}}', "<think>", "</think>", "'", '"', "\\", "\n"]
_strings = st.lists(st.one_of(st.text(max_size=5), st.sampled_from(_MARKERS)),
                    max_size=4).map("".join)
_names = st.one_of(identifiers(), st.sampled_from(["my-tool", "mcp/server:search", "météo",
                                                   "a.b", "python"]))
_calls = json_call_lists(names=_names, strings=_strings, big=2**70, max_leaves=8,
                         max_arguments=3)


@settings(max_examples=150, deadline=None)
@given(_calls)
def test_v31_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(V31, calls, before="Sure, here you go. ", after=" Done.")


@settings(max_examples=150, deadline=None)
@given(_calls.filter(lambda calls: all(c["name"] != "all" for c in calls)))
def test_v32_round_trip(calls: list[dict[str, Any]]) -> None:
    # (a tool named 'all' is the text recipient: it cannot be written, and rendering says so)
    assert_round_trip(V32, calls, before="all\nSure, here you go. ", after="")


def test_rendering_is_the_templates() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}},
             {"name": "get_time", "arguments": {}}]
    assert toolcalls.render(calls, V31) == (
        '<function=get_weather>{"city": "Paris"}</function><function=get_time>{}</function>')
    assert toolcalls.render(calls, V32) == '>>>get_weather\n{"city": "Paris"}>>>get_time\n{}'
    for fmt, name in ((V31, "a<b"), (V32, "all"), (V32, "a<b")):
        with pytest.raises(ValueError, match="cannot write the tool name"):
            toolcalls.render([{"name": name, "arguments": {}}], fmt)


# --- hostile inputs -----------------------------------------------------------------------

HOSTILE = [
    (V31, "<function="), (V31, "<function=f>"), (V31, '<function=f>{"a": '),
    (V31, "<function=f> x "), (V31, "<function=f>{}</function> "),
    (V32, ">>>"), (V32, ">>>f\n"), (V32, '>>>f\n{"a": '), (V32, ">>>all\n"),
    (V32, ">>>python\nx"), (V32, ">>> x "), (V32, "f\n"),
]


@pytest.mark.parametrize(("fmt", "piece"), HOSTILE)
def test_hostile_inputs_are_linear(fmt: str, piece: str) -> None:
    assert_linear(fmt, piece, count=500)


def test_fifty_thousand_openers() -> None:
    assert [e.code for e in v31.parse("<function=" * 50_000).errors] == [
        "tool_call.unexpected_end"]
    assert v32.parse(">>>" * 50_000).calls == []
