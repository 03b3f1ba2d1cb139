"""Tests of the hy_v3 (Hunyuan Hy3) and hy_v4 (HY V4) formats: key/value calls in a
``<tool_calls>`` block, every tag possibly carrying the checkpoint's suffix.

The cases come from vLLM's tests (tests/tool_parsers/test_hy_v3_tool_parser.py,
tests/tool_parsers/test_hy_v4_tool_parser.py), SGLang's Hunyuan detector
(python/sglang/srt/function_call/hunyuan_detector.py: suffixed shipping tokenizer, suffix-less
preview) and the Hy3 template's layout; where our rules differ from a peer's, the test says so.
"""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_hunyuan as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser
from toolcalls.plugin import CharClass
from toolcalls.testing import (
    END,
    assert_calls_and_errors,
    assert_control_tokens_dropped,
    assert_discovered,
    assert_every_cut,
    assert_found,
    assert_linear,
    assert_many_openers,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    json_call_lists,
    work,
)

V3, V4 = "hy_v3", "hy_v4"
P3, P4 = Parser(formats=[V3]), Parser(formats=[V4])
ALL = Parser()


def tags(suffix: str = "") -> dict[str, str]:
    """The structural tokens of a checkpoint whose suffix is ``suffix``."""
    names = ("tool_calls", "tool_call", "arg_key", "arg_value")
    out = {name: f"<{name}{suffix}>" for name in names}
    out.update({f"/{name}": f"</{name}{suffix}>" for name in names})
    out["sep"] = f"<tool_sep{suffix}>"
    return out


def arg(key: str, value: str, suffix: str = "", nl: str = "") -> str:
    t = tags(suffix)
    return (f"{t['arg_key']}{key}{t['/arg_key']}{nl}{t['arg_value']}{value}{t['/arg_value']}"
            f"{nl}")


def call(name: str, args: str = "", *, suffix: str = "", sep: bool = False,
         nl: str = "") -> str:
    t = tags(suffix)
    return f"{t['tool_call']}{name}{t['sep'] if sep else ''}{nl}{args}{t['/tool_call']}"


def block(body: str, suffix: str = "", nl: str = "") -> str:
    t = tags(suffix)
    return f"{t['tool_calls']}{nl}{body}{nl}{t['/tool_calls']}"


def v3(name: str, *pairs: tuple[str, str], suffix: str = "") -> str:
    """One Hy3 call in the template's layout (a newline after each tag)."""
    return call(name, "".join(arg(k, v, suffix, "\n") for k, v in pairs), suffix=suffix,
                sep=True, nl="\n")


def v4(name: str, *pairs: tuple[str, str], suffix: str = "") -> str:
    """One HY V4 call, as vLLM's tests write it (one run)."""
    return call(name, "".join(arg(k, v, suffix) for k, v in pairs), suffix=suffix)


def test_entry_points_are_discovered() -> None:
    for fmt_id in (V3, V4):
        fmt = assert_discovered(fmt_id, tier=1, markers=("<tool_calls>", "<tool_calls:"),
                                anchored=True, distribution="toolcalls-hunyuan",
                                plugin="hunyuan")
        assert fmt.first["<tool_calls>"] == CharClass(frozenset("<"))
        assert "<" not in fmt.first["<tool_calls:"] and "a" in fmt.first["<tool_calls:"]
        assert fmt.render is not None


# --- Hy3 (vLLM tests/tool_parsers/test_hy_v3_tool_parser.py, TestHYV3ExtractToolCalls) -------

ZERO_INLINE = "<tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls>"
ZERO_NL = "<tool_calls>\n<tool_call>get_current_date<tool_sep>\n</tool_call>\n</tool_calls>"
SAME_LINE = ("<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>"
             "Beijing</arg_value><arg_key>date</arg_key><arg_value>2026-03-30</arg_value>"
             "</tool_call></tool_calls>")
WITH_NL = block(v3("get_weather", ("city", "Beijing"), ("date", "2026-03-30")), nl="\n")
TWO = block(v3("get_weather", ("city", "Beijing"), ("date", "2026-03-30")) + "\n"
            + v3("get_weather", ("city", "Hangzhou"), ("date", "2026-03-30")), nl="\n")
WEATHER = {"city": "Beijing", "date": "2026-03-30"}
#: the shipping tokenizer's spelling (SGLang's detector, the Hy3 template)
SUFFIXED = ("I should check.</think:opensource>" + block(
    v3("get_weather", ("city", "Paris"), suffix=":opensource"), ":opensource", "\n")
    + "<\uff5chy_eos:opensource\uff5c>")

V3_VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                     list[tuple[int, int]]]] = [
    ("zero arguments inline", ZERO_INLINE,
     [("get_current_date", {}, 12, ZERO_INLINE.index("</tool_calls>"))], [(0, END)]),
    ("zero arguments, newlines", ZERO_NL,
     [("get_current_date", {}, 13, ZERO_NL.index("\n</tool_calls>"))], [(0, END)]),
    ("arguments on one line", SAME_LINE,
     [("get_weather", WEATHER, 12, SAME_LINE.index("</tool_calls>"))], [(0, END)]),
    ("arguments with newlines", WITH_NL,
     [("get_weather", WEATHER, 13, WITH_NL.index("\n</tool_calls>"))], [(0, END)]),
    ("two calls", TWO,
     [("get_weather", WEATHER, 13, TWO.index("\n<tool_call>", 13)),
      ("get_weather", {"city": "Hangzhou", "date": "2026-03-30"}, TWO.index("<tool_call>", 14),
       TWO.index("\n</tool_calls>"))],
     [(0, END)]),  # one match: a run of complete calls is one
    ("content before", "Checking." + ZERO_NL,
     [("get_current_date", {}, 22, 9 + ZERO_NL.index("\n</tool_calls>"))], [(9, END)]),
    ("suffixed tokens, reasoning and end of turn", SUFFIXED,
     [("get_weather", {"city": "Paris"}, SUFFIXED.index("<tool_call:"),
       SUFFIXED.index("\n</tool_calls:"))],
     [(SUFFIXED.index("<tool_calls:"), SUFFIXED.index("<\uff5c"))]),
    ("missing block end at the end of the text", "<tool_calls>" + v3("f", ("a", "1")),
     [("f", {"a": 1}, 12, END)], [(0, END)]),
    ("non-ASCII stays as written", block(v3("get_weather", ("city", "北京"))),
     [("get_weather", {"city": "北京"}, 12, 12 + len(v3("get_weather", ("city", "北京"))))],
     [(0, END)]),
    ("a prose mention", "Print <tool_calls> first, then each call.", [], []),
    ("A13B's array is not this format's", '<tool_calls>[{"name": "f", "arguments": {}}]', [],
     []),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in V3_VALID],
                         ids=[c[0] for c in V3_VALID])
def test_v3_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert_found(P3, text, calls, spans)


def test_v3_content_and_reasoning() -> None:
    result = toolcalls.parse("Checking." + ZERO_NL, formats=[V3])
    assert result.content == "Checking."  # vLLM: "Checking." too
    assert toolcalls.parse(ZERO_NL, formats=[V3]).content == ""  # vLLM: None
    result = toolcalls.parse(SUFFIXED, formats=[V3])
    assert (result.reasoning, result.content) == ("I should check.", "")
    # a call written while thinking is not a call (the template prefills the opener)
    thought = "maybe " + ZERO_NL + "</think>No call needed."
    result = toolcalls.parse(thought, formats=[V3])
    assert (result.calls, result.content) == ([], "No call needed.")


def test_v3_schema_types_raw_values() -> None:
    """Values are raw text: strict JSON when it parses, else the string; ``tools=`` types
    them by the schema (vLLM and SGLang type them by the schema only)."""
    text = block(v3("get_weather", ("city", "Beijing"), ("days", "3"), ("zip", "75001")))
    assert toolcalls.parse_tool_calls(text, formats=[V3]) == [
        {"name": "get_weather", "arguments": {"city": "Beijing", "days": 3, "zip": 75001}}]
    tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"},
                                         "zip": {"type": "string"}}}}}]
    assert toolcalls.parse_tool_calls(text, formats=[V3], tools=tools) == [
        {"name": "get_weather", "arguments": {"city": "Beijing", "days": 3, "zip": "75001"}}]


# --- HY V4 (vLLM tests/tool_parsers/test_hy_v4_tool_parser.py) -------------------------------

S = ":opensource"  # the suffix of vLLM's tests
V4_WEATHER = "sure!" + block(v4("get_weather", ("city", "Beijing"), ("days", "3"), suffix=S), S)
V4_TWO = block(v4("get_weather", ("city", "A"), suffix=S) + v4("get_current_date", suffix=S), S)
META = ":a+b(c"  # test_regex_metacharacters_in_suffix
V4_META = block(v4("get_current_date", suffix=META), META)

V4_VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                     list[tuple[int, int]]]] = [
    ("values and content", V4_WEATHER,
     [("get_weather", {"city": "Beijing", "days": 3}, 5 + len(tags(S)["tool_calls"]),
       V4_WEATHER.index("</tool_calls"))], [(5, END)]),
    ("zero arguments", block(v4("get_current_date", suffix=S), S),
     [("get_current_date", {}, 23, 23 + len(v4("get_current_date", suffix=S)))], [(0, END)]),
    ("calls keep their order", V4_TWO,
     [("get_weather", {"city": "A"}, 23, V4_TWO.index("<tool_call:", 24)),
      ("get_current_date", {}, V4_TWO.index("<tool_call:", 24), V4_TWO.index("</tool_calls"))],
     [(0, END)]),
    ("non-ASCII values", block(v4("get_weather", ("city", "北京"), suffix=S), S),
     [("get_weather", {"city": "北京"}, 23, 23 + len(v4("get_weather", ("city", "北京"),
                                                       suffix=S)))], [(0, END)]),
    ("a suffix with regex metacharacters", V4_META,
     [("get_current_date", {}, len(tags(META)["tool_calls"]), V4_META.index("</tool_calls"))],
     [(0, END)]),
    ("a per-checkpoint suffix", block(v4("f", ("a", "x"), suffix=":6124c78e"), ":6124c78e"),
     [("f", {"a": "x"}, 21, 21 + len(v4("f", ("a", "x"), suffix=":6124c78e")))], [(0, END)]),
    ("unsuffixed checkpoint", block(v4("get_weather", ("city", "A"))),
     [("get_weather", {"city": "A"}, 12, 12 + len(v4("get_weather", ("city", "A"))))],
     [(0, END)]),
    # vLLM's strict mode rejects this (missing_tool_calls_end); DESIGN 3a accepts a missing
    # closer at the very end of the text
    ("missing block end at the end", tags(S)["tool_calls"] + v4("get_current_date", suffix=S),
     [("get_current_date", {}, 23, END)], [(0, END)]),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in V4_VALID],
                         ids=[c[0] for c in V4_VALID])
def test_v4_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert_found(P4, text, calls, spans)


def test_v4_content_and_reasoning() -> None:
    assert toolcalls.parse(V4_WEATHER, formats=[V4]).content == "sure!"
    text = "Let me look.</think:opensource>" + V4_TWO
    result = toolcalls.parse(text, formats=[V4])
    assert [c.name for c in result.calls] == ["get_weather", "get_current_date"]
    assert (result.reasoning, result.content) == ("Let me look.", "")


def test_v4_schema_types_raw_values() -> None:
    """vLLM's TestArgumentValueTypes, through our typing (``tools=``): the engine types raw
    values by the schema; a value that cannot take its type keeps the raw string and is
    ``tool_call.invalid_argument_type`` (vLLM keeps the text silently)."""
    pairs = [("s", "Beijing"), ("i", "-7"), ("b", "true"), ("n", "5.5"), ("arr", '["a", "b"]'),
             ("obj", '{"k": 1}'), ("union", "plain")]
    text = block(v4("typed", *pairs, suffix=S), S)
    tools = [{"name": "typed", "parameters": {"type": "object", "properties": {
        "s": {"type": "string"}, "i": {"type": "integer"}, "b": {"type": "boolean"},
        "n": {"type": "number"}, "arr": {"type": "array"}, "obj": {"type": "object"},
        "union": {"type": ["string", "object"]}}}}]
    assert toolcalls.parse_tool_calls(text, formats=[V4], tools=tools) == [{
        "name": "typed", "arguments": {"s": "Beijing", "i": -7, "b": True, "n": 5.5,
                                       "arr": ["a", "b"], "obj": {"k": 1}, "union": "plain"}}]
    bad = block(v4("typed", ("i", "notanint"), suffix=S), S)
    result = toolcalls.parse(bad, formats=[V4], tools=tools)
    assert result.calls[0].arguments == {"i": "notanint"}
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.invalid_argument_type", bad.index("notanint"))]


P = "Some prose.\n"  # 12 characters
T4 = tags(S)
PAYLOAD = P + block(T4["tool_call"] + "get_weather" + arg("city", "X", S) + "JUNK"
                    + T4["/tool_call"], S)
NO_VALUE = block(T4["tool_call"] + "get_weather" + T4["arg_key"] + "city" + T4["/arg_key"]
                 + T4["/tool_call"], S)
BETWEEN = block(v3("f") + " junk " + v3("g"))

ERRORS: list[tuple[str, str, str, str, int]] = [
    # vLLM MALFORMED["unbalanced_tool_call"]: the call is not closed before the block's end
    ("unbalanced tool_call", V4,
     block(T4["tool_call"] + "get_weather" + arg("city", "X", S), S),
     "tool_call.unclosed", len(T4["tool_calls"])),
    # MALFORMED["empty_function_name"]
    ("empty function name", V4, block(call("", suffix=S), S), "tool_call.unrecognized",
     len(T4["tool_calls"]) + len(T4["tool_call"])),
    # MALFORMED["unparsed_argument_payload"]
    ("unparsed argument payload", V4, PAYLOAD, "tool_call.unexpected_content",
     PAYLOAD.index("JUNK")),
    # MALFORMED["unbalanced_arg_tags"]
    ("key without value", V4, NO_VALUE, "tool_call.unexpected_content",
     NO_VALUE.index(T4["/tool_call"])),
    ("opener then nothing", V4, P + T4["tool_calls"], "tool_call.unexpected_end",
     len(P + T4["tool_calls"])),
    ("empty block", V3, "<tool_calls></tool_calls>", "tool_call.unrecognized", 12),
    ("another suffix inside the block", V4,
     block(v4("f", suffix=":other"), S), "tool_call.unrecognized", len(T4["tool_calls"])),
    ("Hy3 needs its separator", V3, block(v4("get_weather", ("city", "A"))),
     "tool_call.unexpected_content", len("<tool_calls><tool_call>get_weather")),
    ("V4 has no separator", V4, ZERO_INLINE, "tool_call.unrecognized", 23),
    ("prose after the last call, no end", V3, P + "<tool_calls>" + v3("f") + "\nDone.",
     "tool_call.unclosed", 12),
    ("junk between calls", V3, BETWEEN, "tool_call.unexpected_content", BETWEEN.index(" junk")
     + 1),
]


@pytest.mark.parametrize(("fmt", "text", "code", "position"), [c[1:] for c in ERRORS],
                         ids=[c[0] for c in ERRORS])
def test_errors(fmt: str, text: str, code: str, position: int) -> None:
    line = text.count("\n", 0, position) + 1
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    assert_strict_error(text, fmt, code, position, line, column)


def test_a_broken_call_does_not_hide_the_next() -> None:
    text = block(v4("f", ("a", "1"), suffix=S) + T4["tool_call"] + "g" + arg("b", "2", S)
                 + "oops" + T4["/tool_call"] + v4("h", ("c", "3"), suffix=S), S)
    assert_calls_and_errors(P4, text, ["f", "h"], ["tool_call.unexpected_content"])


# --- beside the other <tool_calls> formats and <tool_call> formats ----------------------------

A13B = '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris"}}]</tool_calls>'
M1 = '<tool_calls>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_calls>'
GLM = "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value></tool_call>"


@pytest.mark.parametrize(("text", "fmt", "count"), [
    (WITH_NL, V3, 1), (TWO, V3, 2), (SUFFIXED, V3, 1), (V4_TWO, V4, 2),
    (block(v4("get_weather", ("city", "A"))), V4, 1), (A13B, "hunyuan", 1),
    (M1, "minimax_m1", 1), (GLM, "glm4", 1),
])
def test_shared_openers_with_every_format(text: str, fmt: str, count: int) -> None:
    """``<tool_calls>`` is claimed by hunyuan, jamba, minimax_m1, hy_v3 and hy_v4; an
    unsuffixed HY V4 call is GLM's syntax inside the block. The grammar that parses wins."""
    other = {"minimax_m1": "toolcalls_minimax", "glm4": "toolcalls_glm4"}.get(fmt)
    if other is not None:
        pytest.importorskip(other)  # the claimant of the shared opener that reads it
    got = ALL.parse_tool_calls(text, include_format=True)
    assert [c["format"] for c in got] == [fmt] * count, got
    assert ALL.parse(text).errors == []


def test_mixed_text() -> None:
    pytest.importorskip("toolcalls_glm4")  # the last call is GLM's
    text = "First " + A13B + " then " + block(v4("g", ("b", "2"))) + " and " + GLM
    got = ALL.parse_tool_calls(text, include_format=True)
    assert [(c["name"], c["format"]) for c in got] == [
        ("get_weather", "hunyuan"), ("g", V4), ("get_weather", "glm4")]
    assert ALL.parse(text).content == "First  then  and"


def test_control_tokens_are_never_content() -> None:
    text = ("<\uff5chy_begin_of_sentence:opensource\uff5c>sys<\uff5creasoning_mode:opensource"
            "\uff5c>reasoning_effort:no_think<\uff5chy_User:opensource\uff5c>hi"
            "<\uff5chy_Assistant:opensource\uff5c><think:opensource></think:opensource>Sure."
            + block(v3("f"), ":opensource", "\n") + "<\uff5chy_eos:opensource\uff5c>")
    assert_control_tokens_dropped(text, V3, "sysreasoning_effort:no_thinkhiSure.",
                                  plugin.HY_CONTROL_TOKENS)


@pytest.mark.parametrize(("fmt", "text"), [
    *((V3, t) for t in plugin.toolcalls_formats()[1].examples),
    *((V4, t) for t in plugin.toolcalls_formats()[2].examples), (V3, TWO), (V4, V4_TWO)])
def test_every_cut_is_a_call_or_an_error(fmt: str, text: str) -> None:
    parser = Parser(formats=[fmt])
    begin = text.index("<tool_calls")
    start = text.index(">", begin) + 1
    assert_every_cut(parser, text, start, ("get_weather", "get_current_date"))


@pytest.mark.parametrize(("fmt", "text"), [(V3, WITH_NL), (V3, SUFFIXED), (V4, V4_WEATHER),
                                           (V4, V4_TWO)])
def test_streamed_per_character(fmt: str, text: str) -> None:
    stream = toolcalls.StreamParser(formats=[fmt])
    events = [e for ch in text for e in stream.feed(ch)] + stream.close()
    assert stream.result == toolcalls.parse(text, formats=[fmt])
    names = [e.name for e in events if e.kind == "call_start"]
    assert names == [c.name for c in stream.result.calls]
    content = "".join(e.text for e in events if e.kind == "content")
    assert content.strip() == stream.result.content


def test_the_renderers_write_the_template_layouts() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Beijing", "date": "2026-03-30"}},
             {"name": "get_weather", "arguments": {"city": "Hangzhou", "date": "2026-03-30"}}]
    assert toolcalls.render(calls, V3) == TWO
    zero = [{"name": "get_current_date", "arguments": {}}]
    assert toolcalls.render(zero, V3) == ZERO_NL
    assert toolcalls.render(zero, V4) == block(v4("get_current_date"))
    assert toolcalls.render([{"name": "f", "arguments": {"n": 5, "s": "5"}}], V4) == block(
        v4("f", ("n", "5"), ("s", '"5"')))


MARKERS = ["<tool_calls>", "</tool_calls>", "<tool_call>", "</tool_call>", "<tool_sep>",
           "<arg_key>", "</arg_value>", "[TOOL_CALLS]", "<think>", "</think>", "\n", "\\", '"',
           "]", "["]
calls_strategy = json_call_lists(MARKERS)


@pytest.mark.parametrize("fmt", [V3, V4])
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls=calls_strategy)
def test_round_trip(fmt: str, calls: list[dict[str, Any]]) -> None:
    try:
        text = toolcalls.render(calls, fmt)
    except ValueError:
        return  # a name or a key this format cannot write
    assert text
    assert_round_trip(fmt, calls, before="Sure.", after="\nDone.", parser=ALL)


@pytest.mark.parametrize("piece", ["<tool_calls>", "<tool_calls:", "<tool_calls:x>",
                                   "<tool_calls><tool_call>", "<tool_calls><tool_call>f<tool_sep>",
                                   "<tool_calls:s><tool_call:s>f<arg_key:s>k",
                                   ZERO_INLINE, "<tool_calls>x</tool_calls>"])
def test_hostile_inputs_cost_linear_work(piece: str) -> None:
    assert_linear(V3, piece, count=500)
    assert_linear(V4, piece, count=500)


def test_many_distinct_suffixes_cost_linear_work() -> None:
    """Each suffix has its own markers: a text of thousands of them must not scan the text
    once per suffix (only the first MAX_SUFFIXES of one extraction are read)."""
    def text(count: int) -> str:
        return "".join(f"<tool_calls:{i}><tool_call:{i}>f<arg_key:{i}>k " for i in range(count))

    small = work(lambda: P4.parse(text(500)))
    large = work(lambda: P4.parse(text(2000)))
    assert large <= 5 * small, (small, large)
    assert len(P4.parse(text(20)).errors) == plugin._hy.MAX_SUFFIXES


@pytest.mark.parametrize("opener", ["<tool_calls>", "<tool_calls:opensource>"])
def test_many_openers(opener: str) -> None:
    assert_many_openers(P3, opener)
    assert_many_openers(P4, opener)


PIECES = ["<tool_calls>", "</tool_calls>", "<tool_calls:s>", "</tool_calls:s>", "<tool_call>",
          "</tool_call>", "<tool_call:s>", "</tool_call:s>", "<tool_sep>", "<tool_sep:s>",
          "<arg_key>", "</arg_key>", "<arg_value>", "</arg_value>", "<arg_key:s>",
          "</arg_value:s>", "f", " ", "\n", "1", "[", "{", "<", ":"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join))
def test_extraction_never_raises(text: str) -> None:
    check_extraction(text, plugin.HY_V3_GRAMMAR.extract(text, 0))
    check_extraction(text, plugin.HY_V4_GRAMMAR.extract(text, 0))
    toolcalls.parse(text)
