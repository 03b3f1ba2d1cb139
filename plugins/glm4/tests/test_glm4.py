"""Tests of the glm4 format: GLM-4.5 / 4.6 / 4.7 and GLM-5.x key/value calls."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_glm4 as plugin
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

FMT = "glm4"
PARSER = toolcalls.Parser(formats=[FMT])
END = -1


def test_entry_point_is_discovered() -> None:
    loaded = Registry.from_entry_points().get(FMT)
    assert (loaded.tier, loaded.markers, loaded.spec.anchored) == (1, ("<tool_call>",), True)


def calls(text: str) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text).calls]


GLM45 = ("<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n"
         "<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call>")
GLM47 = ("<tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value>"
         "<arg_key>days</arg_key><arg_value>3</arg_value></tool_call>")

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]]]] = [
    ("4.5 layout", GLM45, [("get_weather", {"city": "Paris", "days": 3}, 0, END)]),
    ("4.7 layout", GLM47, [("get_weather", {"city": "Paris", "days": 3}, 0, END)]),
    ("no arguments, newline", "<tool_call>get_time\n</tool_call>", [("get_time", {}, 0, END)]),
    ("no arguments, inline", "<tool_call>get_time</tool_call>", [("get_time", {}, 0, END)]),
    ("indented tags", "<tool_call>f\n    <arg_key>a</arg_key>\n    <arg_value>x y</arg_value>\n"
     "</tool_call>", [("f", {"a": "x y"}, 0, END)]),
    ("GLM-4.6 escaped newlines", "<tool_call>f\\n<arg_key>a</arg_key>\\n<arg_value>1</arg_value>"
     "\\n</tool_call>", [("f", {"a": 1}, 0, END)]),
    ("JSON values", "<tool_call>f<arg_key>o</arg_key><arg_value>{\"k\": [1]}</arg_value>"
     "<arg_key>s</arg_key><arg_value>\"5\"</arg_value></tool_call>",
     [("f", {"o": {"k": [1]}, "s": "5"}, 0, END)]),
    ("values as written", "<tool_call>f<arg_key>a</arg_key><arg_value>\n x </arg_value>"
     "</tool_call>", [("f", {"a": "\n x "}, 0, END)]),
    ("markers inside a value", "<tool_call>f<arg_key>a</arg_key><arg_value><tool_call> and "
     "</think></arg_value></tool_call>", [("f", {"a": "<tool_call> and </think>"}, 0, END)]),
    ("two calls", GLM47 + "\n" + GLM45,
     [("get_weather", {"city": "Paris", "days": 3}, 0, len(GLM47)),
      ("get_weather", {"city": "Paris", "days": 3}, len(GLM47) + 1, END)]),
    ("missing closer at the end", GLM45[: -len("</tool_call>")],
     [("get_weather", {"city": "Paris", "days": 3}, 0, END)]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_valid(text: str, expected: list[tuple[str, dict[str, Any], int, int]]) -> None:
    n = len(text)
    assert calls(text) == [(a, b, c, n if d == END else d) for a, b, c, d in expected]


ERRORS = [
    ("duplicate key", "<tool_call>f<arg_key>a</arg_key><arg_value>1</arg_value><arg_key>a"
     "</arg_key><arg_value>2</arg_value></tool_call>", "tool_call.duplicate_argument", 56, 1,
     57),
    ("key without a value", "<tool_call>f<arg_key>a</arg_key> junk</tool_call>",
     "tool_call.unexpected_content", 33, 1, 34),
    ("junk between pairs", "<tool_call>f<arg_key>a</arg_key><arg_value>1</arg_value> x "
     "</tool_call>", "tool_call.unexpected_content", 57, 1, 58),
    ("unclosed before another call", "<tool_call>f<arg_key>a</arg_key><arg_value>1</arg_value> x "
     "<tool_call>g</tool_call>", "tool_call.unclosed", 0, 1, 1),
    ("prose in the tag", "<tool_call>do it now</tool_call>", "tool_call.unrecognized", 11, 1, 12),
    ("cut in a value", "<tool_call>f\n<arg_key>a</arg_key>\n<arg_value>Par",
     "tool_call.unclosed", 34, 3, 1),
    ("cut in a key", "<tool_call>f\n<arg_key>ci", "tool_call.unclosed", 0, 1, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


PROSE = [
    "wrap it in <tool_call> tags.",
    "wrap it in <tool_call> tags.\nThanks",
    "the <tool_call> token, then a name",
    "</tool_call> alone",
    "<tool_call>{not a name <tool_call> and more text",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert PARSER.parse_tool_calls(text) == []


def test_call_syntax_in_the_tag_is_no_name() -> None:
    """``<tool_call>f(a=1)</tool_call>``: a parenthesis is no part of a GLM name, so the tag
    holds no GLM call (``tool_call.unrecognized`` at its content) and, with every format
    installed, the Python-call tier reads the call written in it."""
    text = "<tool_call>f(a=1)</tool_call>"
    assert_strict_error(text, FMT, "tool_call.unrecognized", 11, 1, 12)


def test_call_syntax_in_the_tag_is_the_python_tiers_call() -> None:
    pytest.importorskip("toolcalls_python_call")  # the later tier that reads f(a=1)
    text = "<tool_call>f(a=1)</tool_call>"
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "f", "arguments": {"a": 1}, "format": "python"}]


def test_a_name_alone_at_the_end_is_prose_that_a_stream_waits_on() -> None:
    outcome = PARSER.run("Say <tool_call>get_time")
    assert outcome.matches == [] and outcome.resume == 4


def test_every_cut_after_the_first_pair_is_a_call_or_an_error() -> None:
    first_pair = GLM45.index("<arg_key>")
    assert_every_cut(PARSER, GLM45, first_pair + 1, ("get_weather",))


TOOLS = [{"type": "function", "function": {"name": "todo", "parameters": {
    "type": "object", "properties": {"items": {"type": "array"}, "n": {"type": "integer"},
                                     "label": {"type": "string"}}}}}]


def test_values_are_typed_by_the_tool_schema() -> None:
    text = ('<tool_call>todo<arg_key>items</arg_key><arg_value>[{\\"id\\": \\"1\\"}]</arg_value>'
            "<arg_key>n</arg_key><arg_value>7</arg_value><arg_key>label</arg_key>"
            "<arg_value>123</arg_value></tool_call>")
    assert toolcalls.parse_tool_calls(text, tools=TOOLS) == [
        {"name": "todo", "arguments": {"items": [{"id": "1"}], "n": 7, "label": "123"}}
    ]


# GLM models leave a value's tags out at times: ``</arg_value>`` (ollama/ollama PR 14656, the
# repair in model/parsers/glm46.go and its glm46_test.go cases) and ``<arg_value>`` (raw tokens
# of GLM-4.7 and GLM-5.2 in vllm-project/vllm issue 49248), or write a stray ``</arg_value>``.
HABITS = [
    ("closer left out before the next key",
     "<tool_call>get-weather\n<arg_key>city</arg_key>\n<arg_value>Paris<arg_key>unit</arg_key>"
     "\n<arg_value>celsius</arg_value>\n</tool_call>",
     {"city": "Paris", "unit": "celsius"}),
    ("closer left out before the call's closer",
     "<tool_call>get-weather\n<arg_key>city</arg_key>\n<arg_value>Paris</tool_call>",
     {"city": "Paris"}),
    ("both closers left out",
     "<tool_call>get-weather\n<arg_key>city</arg_key>\n<arg_value>Paris<arg_key>unit</arg_key>"
     "\n<arg_value>celsius</tool_call>",
     {"city": "Paris", "unit": "celsius"}),
    ("opener left out",
     "<tool_call>search<arg_key>query</arg_key>how many vacation days left</arg_value>"
     "</tool_call>",
     {"query": "how many vacation days left"}),
    # GLM-5.2 in calls without arguments (fw-ai-external/python-sdk issue 119)
    ("a value closer after the name", "<tool_call>tool_12</arg_value></tool_call>", {}),
    ("a value closer after the name, then a pair",
     "<tool_call>f\n</arg_value>\n<arg_key>a</arg_key><arg_value>x</arg_value></tool_call>",
     {"a": "x"}),
    ("opener left out, then a whole pair",
     "<tool_call>search<arg_key>q</arg_key>rust</arg_value><arg_key>n</arg_key><arg_value>5"
     "</arg_value></tool_call>",
     {"q": "rust", "n": 5}),
]


@pytest.mark.parametrize(("text", "arguments"), [c[1:] for c in HABITS],
                         ids=[c[0] for c in HABITS])
def test_a_value_tag_left_out_is_read(text: str, arguments: dict[str, Any]) -> None:
    name = text[len("<tool_call>"):].split("<", maxsplit=1)[0].strip()
    assert calls(text) == [(name, arguments, 0, len(text))]


def test_a_call_closer_in_a_value_ends_it_only_where_the_call_ends() -> None:
    # ollama/ollama model/parsers/glm47_test.go: the closer's text inside a value
    inside = "Wrap each call in <tool_call> and </tool_call>; this text is part of the argument."
    text = ("<tool_call>write_file<arg_key>path</arg_key><arg_value>docs/format.md</arg_value>"
            f"<arg_key>content</arg_key><arg_value>{inside}</arg_value></tool_call>")
    assert PARSER.parse_tool_calls(text) == [
        {"name": "write_file", "arguments": {"path": "docs/format.md", "content": inside}}]
    # an unclosed value before a closer that another call follows ends there
    two = ("<tool_call>f<arg_key>a</arg_key><arg_value>x y</tool_call>\n"
           "<tool_call>g<arg_key>b</arg_key><arg_value>1</arg_value></tool_call>")
    assert PARSER.parse_tool_calls(two) == [{"name": "f", "arguments": {"a": "x y"}},
                                            {"name": "g", "arguments": {"b": 1}}]
    # a closer at the very end ends the value, but a stream waits: text may follow it
    held = "<tool_call>f<arg_key>a</arg_key><arg_value>x</tool_call>"
    outcome = PARSER.run(held)
    assert [c.arguments for c in outcome.calls] == [{"a": "x"}] and outcome.resume == 0
    longer = held + " and more</arg_value></tool_call>"
    assert PARSER.parse_tool_calls(longer) == [
        {"name": "f", "arguments": {"a": "x</tool_call> and more"}}]


def test_a_value_without_its_opener_needs_its_closer() -> None:
    # no </arg_value> before the call's closer: still an error at the value
    assert_strict_error("<tool_call>f<arg_key>a</arg_key> junk</tool_call>", FMT,
                        "tool_call.unexpected_content", 33, 1, 34)
    # a closer after the next key is that key's
    assert_strict_error("<tool_call>f<arg_key>a</arg_key> x<arg_key>b</arg_key><arg_value>1"
                        "</arg_value></tool_call>", FMT, "tool_call.unexpected_content", 33,
                        1, 34)


def test_ollama_glm46_values_as_written() -> None:
    # ollama/ollama model/parsers/glm46_test.go TestGLM46ToolCallParsing: raw values, entities
    # kept, keys as written
    text = ("<tool_call>test-function\n<arg_key>param<1></arg_key>\n<arg_value><>&<>&"
            "</arg_value>\n<arg_key>a&b</arg_key>\n<arg_value>&lt;&gt;&amp;&apos;&quot;"
            "</arg_value>\n<arg_key>c</arg_key>\n<arg_value><![CDATA[x]]></arg_value>\n"
            "<arg_key>e</arg_key>\n<arg_value></arg_value>\n</tool_call>")
    assert PARSER.parse_tool_calls(text) == [{"name": "test-function", "arguments": {
        "param<1>": "<>&<>&", "a&b": "&lt;&gt;&amp;&apos;&quot;", "c": "<![CDATA[x]]>",
        "e": ""}}]


def test_content_reasoning_and_control_tokens() -> None:
    text = "<think>Weather first.</think>\nOn it.\n" + GLM47 + "<|user|>"
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == ("Weather first.", "On it.")


# --- GLM-5.x: GLM-4.7's grammar ----------------------------------------------------------------
# GLM-5, 5.1, 5.2 and GLM-5.3-Flash write the calls of GLM-4.7: SGLang serves GLM-5 with its
# glm47 detector (sgl-project/sglang PR 19925, `<tool_call>Bash<arg_key>command</arg_key>...`);
# ROCm/ATOM PR 1747 gives GLM-5.2's layout (a newline after the name and after each pair); the
# GLM-5.3-Flash template (its lines quoted in SGLang's test/registered/function_call/
# test_glm53_flash_detector.py) writes `'<tool_call>' ~ tc.name`, the pairs, `</tool_call>`, and
# the glm53 detector PR (sgl-project/sglang PR 37925) was closed because glm47 reads those calls.
GLM5: list[tuple[str, str, list[tuple[str, dict[str, Any]]]]] = [
    ("GLM-5, sglang PR 19925",
     "<tool_call>Bash<arg_key>command</arg_key><arg_value>ls -la</arg_value></tool_call>",
     [("Bash", {"command": "ls -la"})]),
    ("GLM-5.2, ROCm/ATOM PR 1747",
     "<tool_call>get_weather\n<arg_key>city</arg_key><arg_value>Beijing</arg_value>\n"
     "<arg_key>date</arg_key><arg_value>2024-06-27</arg_value>\n</tool_call>",
     [("get_weather", {"city": "Beijing", "date": "2024-06-27"})]),
    # SGLang test_glm53_flash_detector.py, the tag format cases
    ("GLM-5.3-Flash single call",
     "<tool_call>get_weather<arg_key>city</arg_key><arg_value>北京</arg_value></tool_call>",
     [("get_weather", {"city": "北京"})]),
    ("GLM-5.3-Flash multiline",
     "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>北京</arg_value>\n"
     "</tool_call>", [("get_weather", {"city": "北京"})]),
    ("GLM-5.3-Flash typed values",
     "<tool_call>search<arg_key>query</arg_key><arg_value>北京</arg_value><arg_key>limit"
     "</arg_key><arg_value>3</arg_value><arg_key>fuzzy</arg_key><arg_value>true</arg_value>"
     "</tool_call>", [("search", {"query": "北京", "limit": 3, "fuzzy": True})]),
    ("GLM-5.3-Flash two calls",
     "<tool_call>get_weather<arg_key>city</arg_key><arg_value>北京</arg_value></tool_call>"
     "<tool_call>get_weather<arg_key>city</arg_key><arg_value>上海</arg_value></tool_call>",
     [("get_weather", {"city": "北京"}), ("get_weather", {"city": "上海"})]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in GLM5], ids=[c[0] for c in GLM5])
def test_glm5_calls_are_glm4_calls(text: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    # with every format installed too: <tool_call> is also Hermes' and Qwen3-Coder's opener
    result = toolcalls.parse("Let me check. " + text + "<|observation|>")
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        (name, arguments, FMT) for name, arguments in expected]
    assert (result.errors, result.content) == ([], "Let me check.")


def test_glm53_flash_values_are_typed_by_the_tool_schema() -> None:
    # SGLang test_glm53_flash_detector.py make_tools_search(): query string, limit integer,
    # fuzzy boolean; a string parameter keeps digits as written
    tools = [{"type": "function", "function": {"name": "search", "parameters": {
        "type": "object", "properties": {"query": {"type": "string"},
                                         "limit": {"type": "integer"},
                                         "fuzzy": {"type": "boolean"}}}}}]
    text = ("<tool_call>search<arg_key>query</arg_key><arg_value>2024</arg_value><arg_key>limit"
            "</arg_key><arg_value>3</arg_value><arg_key>fuzzy</arg_key><arg_value>true"
            "</arg_value></tool_call>")
    assert toolcalls.parse_tool_calls(text, tools=tools) == [
        {"name": "search", "arguments": {"query": "2024", "limit": 3, "fuzzy": True}}]


def test_a_stray_opener_before_a_call_keeps_the_call() -> None:
    # vllm-project/vllm tests/parser/engine/test_glm47_stray_tool_call.py (issue 60703): a
    # <tool_call> with no name before the real call does not swallow it
    for text, arguments in [
        ("text <tool_call><tool_call>get_weather</tool_call>", {}),
        ("prose <tool_call><tool_call>get_weather<arg_key>city</arg_key><arg_value>BJ"
         "</arg_value></tool_call>", {"city": "BJ"}),
    ]:
        result = toolcalls.parse(text)
        assert [(c.name, c.arguments, c.format) for c in result.calls] == [
            ("get_weather", arguments, FMT)]
        assert result.errors == []
    # a lone opener at the very end is a call cut short (a stream waits on it), not a call
    assert [(e.code, e.position) for e in toolcalls.parse("text <tool_call>").errors] == [
        ("tool_call.unexpected_end", 16)]


def test_a_name_that_runs_into_the_next_opener_is_a_broken_call() -> None:
    # rtp-llm's GLM-4.7 tests: `<tool_call>broken<tool_call>get_time</tool_call>` is an error
    # there. A name, then (after blanks) the next opener: a call begun and broken where the
    # opener stands, never dropped; the call after it is read on its own (as NameArgs reads
    # DeepSeek's name that runs into the next opener)
    for text, at in [("<tool_call>broken<tool_call>get_time</tool_call>", 17),
                     ("<tool_call>broken \n<tool_call>get_time</tool_call>", 19)]:
        result = toolcalls.parse(text)
        assert [(c.name, c.arguments) for c in result.calls] == [("get_time", {})]
        assert [(e.code, e.position) for e in result.errors] == [("tool_call.unrecognized", at)]
        assert result.content == ""
        assert_strict_error(text, FMT, "tool_call.unrecognized", at, 1 + text.count("\n", 0, at),
                            at + 1 - (text.rfind("\n", 0, at) + 1))


def test_a_name_then_json_is_not_a_glm_call() -> None:
    # `<tool_call>NAME>{...}` with no closer is the "JSON variant" the closed glm53 detector PR
    # (sgl-project/sglang PR 37925) claimed for GLM-5.3-Flash; its author then found GLM-5.3-Flash
    # writing the tag format, and none of the other peers read here (vLLM, SGLang's glm47,
    # mlx-lm's glm47 fallbacks) reads this shape, so it stays prose
    text = '<tool_call>get_weather>{"city": "北京"}'
    result = toolcalls.parse(text)
    assert (result.calls, result.errors, result.content) == ([], [], text)


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.-]{0,12}", fullmatch=True)
values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=8,
)
calls_st = st.lists(st.fixed_dictionaries({
    "name": names, "arguments": st.dictionaries(names, values, max_size=4)}),
    min_size=1, max_size=3)


@settings(max_examples=150, deadline=None)
@given(calls_st, st.sampled_from(["", "Sure.\n"]))
def test_round_trip(generated: list[dict[str, Any]], before: str) -> None:
    assert_round_trip(FMT, generated, before=before, after="\nDone.")


def test_render_is_the_glm45_layout() -> None:
    assert toolcalls.render([{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}],
                            FMT) == GLM45


@pytest.mark.parametrize("name", ["[TOOL_CALL]", "x{", "y}", "q'", 'q"', "a\\n", "é]", "<f>",
                                  "f()"])
def test_names_the_parser_cannot_read_are_not_written(name: str) -> None:
    # the parser reads a name up to whitespace, a bracket, a brace, a parenthesis, a quote or
    # a backslash
    with pytest.raises(ValueError, match="cannot write the tool name"):
        toolcalls.render([{"name": name, "arguments": {}}], FMT)


@pytest.mark.parametrize("name", ["météo", "mcp/server:search", "a|b", "x-1.y"])
def test_names_the_parser_reads_are_written(name: str) -> None:
    assert_round_trip(FMT, [{"name": name, "arguments": {"a": 1}}])


@pytest.mark.parametrize("piece", ["<tool_call>", "<tool_call>f\n", "<tool_call>f<arg_key>a",
                                   "<tool_call>f<arg_key>a</arg_key><arg_value>"])
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear(FMT, piece)


PIECES = ["<tool_call>", "</tool_call>", "<arg_key>", "</arg_key>", "<arg_value>",
          "</arg_value>", "f", "\n", "\\n", " ", "1", "x", "{", "<", '"', "é"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map("".join))
def test_extract_never_raises(text: str) -> None:
    check_extraction(text, plugin.GRAMMAR.extract(text, 0, format=FMT))


FAMILIES = ("glm4",)
_UNKNOWN = ("with tools=[...] a call to a tool not offered is tool_call.unknown_tool (DESIGN 3b); "
            "the vLLM test offers only get_weather and uses the list for typing, not as a filter")
_DROPPED = ("with tools=[...] a call to a tool not offered is tool_call.unknown_tool (DESIGN 3b): "
            "strict parsing raises it; the SGLang test expects the call silently dropped")
EXCEPTIONS = {
    "vllm-glm4moe-002": _UNKNOWN,
    "vllm-glm4moe-003": _UNKNOWN,
    "vllm-glm4moe-004": _UNKNOWN,
    "vllm-glm4moe-005": _UNKNOWN,
    "vllm-glm4moe-009": _UNKNOWN,
    "vllm-glm4moe-011": _UNKNOWN,
    "sglang-glm4moe-003": _DROPPED,
    "sglang-glm47-003": _DROPPED,
    "vllm-glm4moe-012": "DESIGN 3a: a missing closing marker at the very end of the text is "
    "accepted when the call is complete; vLLM extracts nothing without </tool_call>",
}
test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, EXCEPTIONS, start=__file__)


# inclusionAI Ling 3 writes GLM-4.5's key/value calls, with or without the newline after the
# name, and a call without arguments closed at once: the cases of SGLang's Ling3Detector tests
# (the ling3 detector, a Glm4MoeDetector with a looser name rule; vLLM's ling3 parser uses the
# glm_4_7 grammar).
LING3 = [
    ("newline after the name", "<tool_call>weather\n<arg_key>city</arg_key>"
     "<arg_value>Beijing</arg_value></tool_call>", ("weather", {"city": "Beijing"})),
    ("no newline", "<tool_call>weather<arg_key>city</arg_key><arg_value>Shanghai</arg_value>"
     "</tool_call>", ("weather", {"city": "Shanghai"})),
    ("no arguments", "<tool_call>date</tool_call>", ("date", {})),
    ("a command", "<tool_call>execute_bash<arg_key>command</arg_key><arg_value>pwd</arg_value>"
     "</tool_call>", ("execute_bash", {"command": "pwd"})),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in LING3], ids=[c[0] for c in LING3])
def test_ling3_outputs(text: str, expected: tuple[str, dict[str, Any]]) -> None:
    tools = [{"type": "function", "function": {"name": n, "parameters": {
        "type": "object", "properties": props}}} for n, props in (
        ("weather", {"city": {"type": "string"}}), ("date", {}),
        ("execute_bash", {"command": {"type": "string"}}))]
    result = toolcalls.parse(text, tools=tools)
    assert [(c.format, c.name, c.arguments, c.start, c.end) for c in result.calls] == [
        (FMT, *expected, 0, len(text))]
    assert (result.errors, result.content) == ([], "")


def test_ling3_a_call_inside_an_unclosed_think_is_reasoning() -> None:
    # SGLang's Ling3 reasoning parser ends the block at a <tool_call>; DESIGN 3c: text inside a
    # reasoning block is never searched, so the call stays reasoning (the open decision on
    # calls inside thinking, docs/formats.md)
    result = toolcalls.parse("<think>need tool<tool_call>date</tool_call>")
    assert (result.calls, result.errors) == ([], [])
    assert result.reasoning == "need tool<tool_call>date</tool_call>"
