"""Tests of the minimax plugin: ``minimax_m2`` (invokes in ``<minimax:tool_call>``) and
``minimax_m1`` (``<tool_calls>`` with one JSON object per line)."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import pytest
import toolcalls_minimax as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import FormatSpec, Parser, Registry, ToolCallError, hookimpl
from toolcalls.testing import (
    END,
    assert_linear,
    assert_round_trip,
    assert_strict_error,
    check_extraction,
    conformance_tests,
    found,
)

M2, M1 = "minimax_m2", "minimax_m1"
ONLY = {M2: Parser(formats=[M2]), M1: Parser(formats=[M1])}


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points(blocked=())
    for fid, markers in ((M2, ("<minimax:tool_call>",)), (M1, ("<tool_calls>",))):
        fmt = registry.get(fid)
        assert (fmt.tier, fmt.markers, fmt.spec.anchored, fmt.plugin, fmt.distribution) == (
            1, markers, True, "minimax", "toolcalls-minimax")
        assert fmt.render is not None
    assert registry.get(M1).first == {"<tool_calls>": toolcalls.plugin.CharClass(
        frozenset("{"))}


# --- minimax_m2 -------------------------------------------------------------------------------

TEMPLATE_M2 = (  # what the chat template writes, prose and the end-of-message token around it
    "Let me look.\n<minimax:tool_call>\n<invoke name=\"get_weather\">\n"
    "<parameter name=\"city\">Paris</parameter>\n<parameter name=\"days\">3</parameter>\n"
    "</invoke>\n<invoke name=\"get_time\">\n</invoke>\n</minimax:tool_call>[e~[\n"
)
INV = '<invoke name="f"><parameter name="a">x</parameter></invoke>'  # 59 characters
W = "<minimax:tool_call>"  # 19 characters
WC = "</minimax:tool_call>"

VALID_M2: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                     list[tuple[int, int]]]] = [
    (
        "template layout",
        TEMPLATE_M2,
        [("get_weather", {"city": "Paris", "days": 3}, 33, 148),
         ("get_time", {}, 149, 183)],
        [(13, 149), (149, 204)],
    ),
    ("one run, no newlines", W + INV + INV + WC,
     [("f", {"a": "x"}, 19, 78), ("f", {"a": "x"}, 78, 137)], [(0, 78), (78, END)]),
    (
        "a closer inside a value is text unless structure follows it",
        W + '<invoke name="run"><parameter name="code">s = "</parameter>" + "' + WC
        + '"</parameter></invoke>' + WC,
        [("run", {"code": 's = "</parameter>" + "</minimax:tool_call>"'}, 19, 125)],
        [(0, END)],
    ),
    (
        "markup in a value",
        W + '<invoke name="h"><parameter name="html"><div>Hi</div></invoke></parameter>'
        "</invoke>" + WC,
        [("h", {"html": "<div>Hi</div></invoke>"}, 19, 102)],
        [(0, END)],
    ),
    ("entities stay as written", W + '<invoke name="f"><parameter name="a">x &amp; &lt;'
     "</parameter></invoke>" + WC, [("f", {"a": "x &amp; &lt;"}, 19, 89)], [(0, END)]),
    (
        "json values without a schema",
        W + '<invoke name="f"><parameter name="n">3</parameter><parameter name="s">"5"'
        '</parameter><parameter name="o">{"k": [1, null]}</parameter><parameter name="z">'
        "05</parameter></invoke>" + WC,
        [("f", {"n": 3, "s": "5", "o": {"k": [1, None]}, "z": "05"}, 19, 195)],
        [(0, END)],
    ),
    # edge whitespace is dropped: MiniMax's tool calling guide strips each value, as vLLM's
    # minimax_m2 parser and Ollama's (minimaxm2_test.go "whitespace in parameter values") do
    ("edge whitespace dropped", W + '<invoke name="f"><parameter name="a">\n\n x\ty \n</parameter>'
     "</invoke>" + WC, [("f", {"a": "x\ty"}, 19, 85)], [(0, END)]),
    ("single quotes, unicode", W + "<invoke name='météo'><parameter name='ville'>Zürich 🌧"
     "</parameter></invoke>" + WC, [("météo", {"ville": "Zürich 🌧"}, 19, 93)], [(0, END)]),
    ("missing block closer at the end", "ok " + W + INV,
     [("f", {"a": "x"}, 22, END)], [(3, END)]),
    ("missing both closers at the end", W + INV[:-9] + "\n",
     [("f", {"a": "x"}, 19, END)], [(0, END)]),
    ("prose after the block", W + INV + WC + " More text.",
     [("f", {"a": "x"}, 19, 78)], [(0, 98)]),
    ("a bare invoke is not this format", INV, [], []),
    ("a prose mention, then a block", "Use a <minimax:tool_call> block: " + W + INV + WC,
     [("f", {"a": "x"}, 52, 111)], [(33, END)]),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in VALID_M2],
                         ids=[c[0] for c in VALID_M2])
def test_m2_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert found(ONLY[M2], text) == (calls, spans)
    assert toolcalls.parse_tool_calls(text, formats=[M2]) == [
        {"name": name, "arguments": args} for name, args, _, _ in calls]


P = "Some prose.\n"  # 12 characters

ERRORS_M2: list[tuple[str, str, str, int, int, int]] = [
    ("duplicate parameter", P + W + '<invoke name="f"><parameter name="a">1</parameter>'
     '<parameter name="a">2</parameter></invoke>' + WC, "tool_call.duplicate_argument",
     81, 2, 70),
    ("empty name", P + W + '<invoke name=""></invoke>' + WC, "tool_call.invalid_name",
     45, 2, 34),
    ("no name", W + "<invoke><parameter name=\"a\">1</parameter></invoke>" + WC,
     "tool_call.invalid_name", 26, 1, 27),
    ("unquoted name", W + "<invoke name=f></invoke>" + WC, "tool_call.unrecognized", 32, 1, 33),
    ("text between invokes", W + INV + "junk" + INV + WC, "tool_call.unexpected_content",
     78, 1, 79),
    ("text instead of parameters", W + '<invoke name="f">hello</invoke>' + WC,
     "tool_call.unexpected_content", 36, 1, 37),
    ("unclosed block before prose", P + W + INV + "\nDone.", "tool_call.unclosed", 12, 2, 1),
    ("unclosed block before another", W + INV + W + INV + WC, "tool_call.unclosed", 0, 1, 1),
    ("unclosed parameter at the end", P + W + '<invoke name="f"><parameter name="a">1',
     "tool_call.unclosed", 48, 2, 37),
    ("unclosed tag at the end", W + '<invoke name="get_w', "tool_call.unclosed", 19, 1, 20),
    ("empty block", W + "\n" + WC, "tool_call.unrecognized", 20, 2, 1),
    ("block of prose", W + "hello" + WC, "tool_call.unrecognized", 19, 1, 20),
    ("opener then nothing", "ok " + W + "\n ", "tool_call.unexpected_end", 24, 2, 2),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS_M2], ids=[c[0] for c in ERRORS_M2])
def test_m2_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, M2, code, position, line, column)


def test_m2_lenient_keeps_the_sibling_invokes() -> None:
    dup = '<invoke name="g"><parameter name="a">1</parameter><parameter name="a">2</parameter>'
    result = toolcalls.parse(W + INV + dup + "</invoke>" + INV + WC, formats=[M2])
    assert [c.name for c in result.calls] == ["f", "f"]
    assert [e.code for e in result.errors] == ["tool_call.duplicate_argument"]
    assert result.content == ""


def test_m2_a_broken_invoke_owns_the_block_closer_after_it() -> None:
    # ollama/ollama model/parsers/minimaxm2_test.go "missing closing invoke tag": an invoke
    # without </invoke> is an error here (DESIGN 3a), but the block's closer after it is no
    # content
    text = 'Sure. <minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="location">' \
        "Tokyo</parameter>\n</minimax:tool_call>\nDone."
    result = toolcalls.parse(text, formats=[M2])
    assert [(e.code, e.position) for e in result.errors] == [("tool_call.unclosed", 26)]
    assert (result.calls, result.content) == ([], "Sure. \nDone.")


def test_m2_values_are_typed_by_the_tool_schema() -> None:
    text = W + '<invoke name="f"><parameter name="days">5</parameter><parameter name="q">' \
        "true</parameter></invoke>" + WC
    tools = [{"type": "function", "function": {"name": "f", "parameters": {
        "type": "object", "properties": {"days": {"type": "string"}, "q": {"type": "boolean"}}}}}]
    assert toolcalls.parse_tool_calls(text, formats=[M2], tools=tools) == [
        {"name": "f", "arguments": {"days": "5", "q": True}}]
    assert toolcalls.parse_tool_calls(text, formats=[M2]) == [
        {"name": "f", "arguments": {"days": 5, "q": True}}]


def test_m2_values_are_never_rewritten() -> None:
    # vLLM's minimax_m2_sanitized parser (tests/tool_parsers/
    # test_minimax_m2_sanitized_tool_parser.py) joins the spaced-out path to
    # "scripts/monkey_character.gd", in the arguments and the content; DESIGN 3a: raw values
    # are what the model wrote, and prose is never edited
    text = "Reading scripts/monkey_character. gd\n" + W + '<invoke name="read_file">' \
        '<parameter name="path">scripts/monkey_character. gd</parameter></invoke>' + WC
    result = toolcalls.parse(text, formats=[M2])
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("read_file", {"path": "scripts/monkey_character. gd"})]
    assert result.content == "Reading scripts/monkey_character. gd"


def test_m3_output_is_not_an_m2_call() -> None:
    # MiniMax-M3 writes a namespace token before every tag and names parameters by their tag;
    # the M2 grammar must not half-read it.
    ns = "]<]minimax[>["
    text = (f"{ns}<tool_call>\n{ns}<invoke name=\"get_weather\">\n{ns}<location>NYC{ns}"
            f"</location>\n{ns}</invoke>\n{ns}</tool_call>")
    assert ONLY[M2].run(text).matches == []


# --- minimax_m1 -------------------------------------------------------------------------------

OBJ = '{"name": "f", "arguments": {"a": 1}}'  # 36 characters
T = "<tool_calls>"  # 12 characters
TC = "</tool_calls>"  # 13 characters
TEMPLATE_M1 = (
    "I'll check.\n<tool_calls>\n" + OBJ + '\n{"name": "g", "arguments": {}}\n'
    + TC + "<end_of_sentence>\n"
)

VALID_M1: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                     list[tuple[int, int]]]] = [
    ("template layout", TEMPLATE_M1, [("f", {"a": 1}, 25, 61), ("g", {}, 62, 92)],
     [(12, 62), (62, 106)]),
    ("one object", T + "\n" + OBJ + "\n" + TC, [("f", {"a": 1}, 13, 49)], [(0, END)]),
    (
        "pretty-printed objects are calls too",
        T + '\n{\n  "name": "f",\n  "arguments": {\n    "a": 1\n  }\n}\n' + OBJ + "\n" + TC,
        [("f", {"a": 1}, 13, 63), ("f", {"a": 1}, 64, 100)],
        [(0, 64), (64, END)],
    ),
    ("objects separated by spaces", T + OBJ + " " + OBJ + TC,
     [("f", {"a": 1}, 12, 48), ("f", {"a": 1}, 49, 85)], [(0, 49), (49, END)]),
    ("missing closer at the end", "ok " + T + "\n" + OBJ + "\n",
     [("f", {"a": 1}, 16, 52)], [(3, END)]),
    ("missing closer right after the object", T + "\n" + OBJ, [("f", {"a": 1}, 13, END)],
     [(0, END)]),
    ("the text ends inside the closer", T + "\n" + OBJ + "\n</tool_c",
     [("f", {"a": 1}, 13, 49)], [(0, END)]),
    ("a closer inside a string", T + '\n{"name": "f", "arguments": {"s": "</tool_calls>"}}\n'
     + TC, [("f", {"s": "</tool_calls>"}, 13, 63)], [(0, END)]),
    ("other call shapes", T + '\n{"name": "f", "parameters": {"big": 123456789012345678901234}}'
     "\n" + TC, [("f", {"big": 123456789012345678901234}, 13, 75)], [(0, END)]),
    ("unicode", T + '\n{"name": "météo", "arguments": {"ville": "Zürich 🌧"}}\n' + TC,
     [("météo", {"ville": "Zürich 🌧"}, 13, 66)], [(0, END)]),
    ("prose after the block", T + "\n" + OBJ + "\n" + TC + "\nDone.",
     [("f", {"a": 1}, 13, 49)], [(0, 63)]),
    ("a prose mention", "Wrap calls in <tool_calls> tags.", [], []),
    ("a mention, then a block", "Wrap calls in <tool_calls> tags: " + T + OBJ + TC,
     [("f", {"a": 1}, 45, 81)], [(33, END)]),
    ("an array is not this format's payload", "Use <tool_calls>[1] or so.", [], []),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in VALID_M1],
                         ids=[c[0] for c in VALID_M1])
def test_m1_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert found(ONLY[M1], text) == (calls, spans)
    assert toolcalls.parse_tool_calls(text, formats=[M1]) == [
        {"name": name, "arguments": args} for name, args, _, _ in calls]


ERRORS_M1: list[tuple[str, str, str, int, int, int]] = [
    ("invalid json line", T + "\n" + OBJ + "\n{invalid json here}\n" + OBJ + "\n" + TC,
     "json.unquoted_key", 51, 3, 2),
    ("no arguments", P + T + '\n{"name": "missing_args"}\n' + TC, "tool_call.unrecognized",
     25, 3, 1),
    ("an extra brace", T + "\n" + OBJ + "}\n" + OBJ + "\n" + TC, "tool_call.unexpected_content",
     49, 2, 37),
    ("text between objects", T + "\n" + OBJ + "\nand\n" + OBJ + "\n" + TC,
     "tool_call.unexpected_content", 50, 3, 1),
    ("unclosed before prose", P + T + "\n" + OBJ + "\nDone.", "tool_call.unclosed", 12, 2, 1),
    ("unclosed before another block", T + "\n" + OBJ + "\n" + T + "\n" + OBJ + "\n" + TC,
     "tool_call.unclosed", 0, 1, 1),
    ("an array with a closer", T + "[" + OBJ + "]" + TC, "tool_call.unrecognized", 12, 1, 13),
    ("empty block", T + "\n" + TC, "tool_call.unrecognized", 13, 2, 1),
    ("invalid name", T + '\n{"name": "a b", "arguments": {}}\n' + TC,
     "tool_call.invalid_name", 22, 2, 10),
    ("arguments not an object", T + '\n{"name": "f", "arguments": 3}\n' + TC,
     "tool_call.invalid_arguments", 40, 2, 28),
    ("trailing comma", T + '\n{"name": "f", "arguments": {"a": 1,}}\n' + TC,
     "json.trailing_comma", 47, 2, 35),
    ("cut inside an object", T + '\n{"name": "f", "arguments": {"a": ', "json.unexpected_end",
     46, 2, 34),
    ("opener then nothing", T + "\n", "tool_call.unexpected_end", 13, 2, 1),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS_M1], ids=[c[0] for c in ERRORS_M1])
def test_m1_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, M1, code, position, line, column)


def test_m1_a_broken_line_is_its_own_error_and_the_others_stay_calls() -> None:
    text = (T + "\n" + OBJ + "\n{invalid json here}\n" + '{"name": "missing_args"}\n'
            + OBJ + "}\n" + OBJ + "\n" + TC)
    result = toolcalls.parse(text, formats=[M1])
    assert [c.name for c in result.calls] == ["f", "f", "f"]
    assert [e.code for e in result.errors] == [
        "json.unquoted_key", "tool_call.unrecognized", "tool_call.unexpected_content"]
    assert result.content == ""
    spans = [(m.start, m.end, m.state) for m in ONLY[M1].run(text).matches]
    assert spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(a[1] == b[0] for a, b in itertools.pairwise(spans))  # the block, cut in pieces


def test_m1_a_broken_object_never_swallows_a_later_call() -> None:
    # an object left open: its error ends where the next object line begins
    text = T + '\n{"name": "f", "arguments": {"a": 1}\n' + OBJ + "\n" + TC
    result = toolcalls.parse(text, formats=[M1])
    assert [(c.name, c.start) for c in result.calls] == [("f", 49)]
    assert [(e.code, e.position) for e in result.errors] == [("json.missing_comma", 49)]
    # a broken object before another format's opener ends there
    text = T + '\n{"name": "f", "arguments": <minimax:tool_call>' + INV + WC
    result = toolcalls.parse(text, formats=[M1, M2])
    assert [c.name for c in result.calls] == ["f"] and len(result.errors) == 1


def test_m1_undecided_openers_resume_at_the_block() -> None:
    for text in (T + "\n" + OBJ + "\n", T + "\n" + OBJ + "\n</tool_c", T + '\n{"name": "f"',
                 "x " + T, "Wrap calls in <tool_calls> tags"):
        assert ONLY[M1].run(text).resume == text.index(T)
    assert ONLY[M1].run(T + "\n" + OBJ + "\n" + TC).resume == len(T + OBJ + TC) + 2


# --- both: partial calls, reasoning, control tokens ------------------------------------------

EXAMPLES = [(M2, spec) for spec in plugin.toolcalls_formats()[0].examples] + [
    (M1, spec) for spec in plugin.toolcalls_formats()[1].examples] + [
    (M2, TEMPLATE_M2), (M1, TEMPLATE_M1)]
NAMES = {"get_weather", "get_time", "f", "g"}


@pytest.mark.parametrize(("fid", "text"), EXAMPLES)
def test_every_cut_of_an_example_is_a_call_or_an_error(fid: str, text: str) -> None:
    opener = plugin.M2_OPEN if fid == M2 else plugin.M1_OPEN
    for cut in range(text.index(opener) + len(opener), len(text) + 1):
        piece = text[:cut]
        outcome = ONLY[fid].run(piece)
        assert outcome.calls or outcome.errors, piece
        for match in outcome.matches:
            if match.partial is not None:
                assert match.partial.name is None or match.partial.name in NAMES, piece
        result = ONLY[fid].parse(piece)
        assert all(c.name in NAMES for c in result.calls), piece


def test_reasoning_is_never_searched() -> None:
    # M2's template prefills <think>: the closer alone ends the reasoning
    text = 'Let me think. <minimax:tool_call><invoke name="x"></invoke></minimax:tool_call>' \
        "</think>\n\n" + W + INV + WC
    result = toolcalls.parse(text, formats=[M2])
    assert [c.name for c in result.calls] == ["f"]
    assert result.reasoning is not None and result.reasoning.startswith("Let me think.")
    # vLLM's M1 record: a block inside <think> is not a call
    text = ("<think>I should use a tool. " + T + '\n{"name": "ignored_tool", "arguments": {}}\n'
            + TC + "</think>\n\nLet me help. " + T + "\n" + OBJ + "\n" + TC)
    result = toolcalls.parse(text, formats=[M1])
    assert [c.name for c in result.calls] == ["f"]
    assert result.content == "Let me help."


@pytest.mark.parametrize(("fid", "text", "content"), [
    (M2, "]~b]ai\n<think>\nhm\n</think>\n\nOK." + W + INV + WC + "[e~[\n", "OK."),
    (M2, "]~!b[]~b]system\nx[e~[]~b]user\ny[e~[]~b]tool\nz]~b]ai\nDone.[e~[", "x y z Done."),
    (M1, "<beginning_of_sentence>ai name=MiniMax AI\n" + T + "\n" + OBJ + "\n" + TC
     + "<end_of_sentence>\n", ""),
    (M1, "<begin_of_document>Hello.<end_of_sentence>", "Hello."),
])
def test_control_tokens_are_never_content(fid: str, text: str, content: str) -> None:
    got = toolcalls.parse(text, formats=[fid]).content
    assert " ".join(got.split()) == content
    for token in (*plugin.M2_CONTROL, *plugin.M1_CONTROL):
        assert token not in toolcalls.parse(text).content


# --- both formats installed beside the other <tool_calls> claimants --------------------------


def _renamed(module: Any, new_ids: dict[str, str]) -> object:
    """A plugin that declares the module's formats under other ids."""
    specs = [dataclasses.replace(s, id=new_ids.get(s.id, s.id))
             for s in module.toolcalls_formats()]

    class Renamed:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return specs

    return Renamed()


#: (text, which grammar's result it is: M1's, the array's, or None where every claimant gives
#: the same error, so that any of them may be named)
SHARED: list[tuple[str, str | None]] = [
    (T + "\n" + OBJ + "\n" + OBJ + "\n" + TC, M1),
    (T + "[" + OBJ + ", " + OBJ + "]" + TC, "array"),
    (T + "\n" + '{"name": "missing_args"}\n' + OBJ + "\n" + TC, M1),
    (T + "\n{invalid json here}\n" + OBJ + "\n" + TC, M1),
    (T + '[{"name": "f", "arguments": {"a": 1,}}]' + TC, "array"),
    (T + "hello" + TC, "array"),  # "not a JSON array" sorts before "not a JSON object"
    (T + "\n" + OBJ + "\nDone.", M1),
    (T + TC, None),  # "empty tool call"
    (T + " ", None),  # cut short
]


@pytest.mark.parametrize(("text", "grammar"), SHARED)
def test_the_tool_calls_claimants_give_one_result_whatever_their_ids(
        text: str, grammar: str | None) -> None:
    jamba = pytest.importorskip("toolcalls_jamba")
    hunyuan = pytest.importorskip("toolcalls_hunyuan")
    seen = set()
    for names in (("a", "b", "c"), ("c", "b", "a"), ("b", "c", "a")):
        registry = Registry.from_plugins([
            ("minimax", _renamed(plugin, {M1: names[0]})),
            ("jamba", _renamed(jamba, {"jamba": names[1]})),
            ("hunyuan", _renamed(hunyuan, {"hunyuan": names[2]})),
        ])
        # Hunyuan's Hy3 and HY V4 formats claim <tool_calls> too (key/value calls): they
        # read none of these payloads
        owner = {names[0]: M1, names[1]: "array", names[2]: "array", M2: M2,
                 "hy_v3": "key/value", "hy_v4": "key/value"}
        if grammar is None:
            owner = dict.fromkeys(owner, "any")
        result = Parser(registry).parse(text)
        seen.add((
            tuple((c.name, repr(c.arguments), c.start, c.end, owner[c.format])
                  for c in result.calls),
            tuple((e.code, e.position, e.message, owner[e.format or ""])
                  for e in result.errors),
            result.content,
        ))
    assert len(seen) == 1, seen
    (calls, errors, _), = seen
    assert {owner for *_, owner in (*calls, *errors)} <= {grammar or "any"}


def test_each_family_reads_its_own_records_with_all_three_installed() -> None:
    if not {"jamba", "hunyuan"} <= set(Parser().registry.ids):
        pytest.skip("toolcalls-jamba and toolcalls-hunyuan are not installed")
    parser = Parser(formats=[M1, "jamba", "hunyuan"])
    m1 = parser.parse_tool_calls(T + "\n" + OBJ + "\n" + TC, include_format=True)
    assert [c["format"] for c in m1] == [M1]
    array = parser.parse_tool_calls(T + "[" + OBJ + "]" + TC, include_format=True)
    # Jamba and Hunyuan write the same bytes: the call is theirs (the first in the engine's
    # order names it), never M1's
    assert [c["format"] for c in array] in (["jamba"], ["hunyuan"])
    for family, fid in (("minimax", M1), ("jamba", "jamba"), ("hunyuan", "hunyuan")):
        for record in toolcalls.testing.conformance_records([family], start=__file__):
            alone = _outcome(Parser(formats=[fid]), record["text"])
            together = _outcome(parser, record["text"])
            assert alone == together, record["id"]


def test_a_claimant_that_read_every_block_lets_the_engine_skip_the_others() -> None:
    if not {"jamba", "hunyuan"} <= set(Parser().registry.ids):
        pytest.skip("toolcalls-jamba and toolcalls-hunyuan are not installed")
    registry = Parser().registry
    m1, array = registry.get(M1), registry.get("jamba")
    lines = T + "\n" + OBJ + "\n" + TC
    assert m1.extract(lines, 0, toolcalls.plugin.NO_STOPS).covered == {T}
    assert Parser._skippable(lines, array, {T: m1.first[T]})
    block = T + "[" + OBJ + "]" + TC
    assert array.extract(block, 0, toolcalls.plugin.NO_STOPS).covered == {T}
    assert Parser._skippable(block, m1, {T: array.first[T]})
    broken = T + "\n{bad}\n" + TC
    assert m1.extract(broken, 0, toolcalls.plugin.NO_STOPS).covered == frozenset()


def _outcome(parser: Parser, text: str) -> tuple[Any, ...]:
    result = parser.parse(text)
    return (tuple((c.name, repr(c.arguments), c.start, c.end) for c in result.calls),
            tuple((e.code, e.position) for e in result.errors), result.content)


# --- rendering --------------------------------------------------------------------------------

MARKERS = ["<minimax:tool_call>", "</minimax:tool_call>", "<invoke name=\"g\">", "</invoke>",
           "<parameter name=\"k\">", "</parameter>", "<tool_calls>", "</tool_calls>",
           "<tool_call>", "[TOOL_CALLS]", "<think>", "</think>", "]~b]ai", "[e~[", "&amp;",
           '{"name": "g", "arguments": {}}', "\n", "\\", '"', "'", " "]
_chars = st.characters(exclude_categories=("Cs",))
strings = st.lists(st.one_of(st.text(_chars, max_size=5), st.sampled_from(MARKERS)),
                   max_size=4).map("".join)
values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(min_value=-(2**80), max_value=2**80),
              st.floats(allow_nan=False, allow_infinity=False), strings),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(strings, inner, max_size=3)),
    max_leaves=10,
)
names = st.one_of(
    st.from_regex(r"[A-Za-z_][\w.:/-]{0,12}", fullmatch=True),
    st.text(_chars, min_size=1, max_size=8),
).filter(lambda n: toolcalls.plugin.check_name(n) is None)
#: M2 writes names and keys into quoted attributes, raw: no '<', '>', '"' or newline in them
xml_safe = st.text(_chars, min_size=1, max_size=8).filter(
    lambda k: not any(c in k for c in '<>"\n\r'))


def calls_of(name: st.SearchStrategy[str], key: st.SearchStrategy[str]) -> Any:
    call = st.fixed_dictionaries({"name": name, "arguments": st.dictionaries(key, values,
                                                                            max_size=4)})
    return st.lists(call, min_size=1, max_size=3)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls_of(names.filter(lambda n: not any(c in n for c in '<>"\n\r')), xml_safe))
def test_m2_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(M2, calls, before="Sure. ", after="\nDone.")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls_of(names, strings))
def test_m1_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(M1, calls, before="Sure. ", after="\nDone.")


def test_renderers_write_what_the_templates_write() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}},
             {"name": "get_time", "arguments": {}}]
    assert toolcalls.render(calls, M2) == (
        '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Paris'
        '</parameter>\n<parameter name="days">3</parameter>\n</invoke>\n'
        '<invoke name="get_time">\n</invoke>\n</minimax:tool_call>')
    assert toolcalls.render(calls, M1) == (
        '<tool_calls>\n{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}\n'
        '{"name": "get_time", "arguments": {}}\n</tool_calls>')
    # a string M2 would read back as a number is written as a JSON string
    assert '<parameter name="n">"5"</parameter>' in toolcalls.render(
        [{"name": "f", "arguments": {"n": "5"}}], M2)
    with pytest.raises(ValueError, match="name"):
        toolcalls.render([{"name": 'a"b', "arguments": {}}], M2)


# --- hostile inputs ---------------------------------------------------------------------------


@pytest.mark.parametrize(("fid", "piece"), [
    (M2, W),
    (M2, W + '<invoke name="f">'),
    (M2, W + '<invoke name="f"><parameter name="a">1'),
    (M2, '<invoke name="f"><parameter name="a">'),
    (M2, W + "x" + WC),
    (M1, T),
    (M1, T + "\n{"),
    (M1, T + '\n{"name": "f", "arguments": {"a": '),
    (M1, T + "\n" + OBJ + "\n"),
    (M1, "\n{bad}"),
    (M1, OBJ + "}\n"),
])
def test_hostile_inputs_cost_linear_work(fid: str, piece: str) -> None:
    assert_linear(fid, piece, count=1000)


def test_many_openers() -> None:
    for fid, opener in ((M2, W), (M1, T)):
        with pytest.raises(ToolCallError) as info:
            ONLY[fid].parse_tool_calls(opener * 50_000)
        assert info.value.code == "tool_call.unexpected_end"
        assert ONLY[fid].parse_tool_calls((opener + " ") * 50_000 + "done") == []


def test_many_lines_in_one_block() -> None:
    text = T + "\n" + (OBJ + "\n") * 20_000 + TC
    assert len(ONLY[M1].parse_tool_calls(text)) == 20_000
    broken = T + "\n" + "{bad}\n" * 20_000 + TC
    assert len(ONLY[M1].parse(broken).errors) == 20_000


# --- properties -------------------------------------------------------------------------------

PIECES = [W, WC, "<invoke", "</invoke>", "<parameter", "</parameter>", ' name="f"', ">", T, TC,
          "{", "}", "[", "]", '"', ":", ",", '"name"', '"arguments"', '"f"', " ", "\n", "x",
          "1", "é", "<think>", "</think>"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    for grammar in (plugin.M2_GRAMMAR, plugin.M1_GRAMMAR):
        check_extraction(text, grammar.extract(text, 0))
    toolcalls.parse(text)


# --- conformance corpus -----------------------------------------------------------------------

EXCEPTIONS_M2 = {
    "vllm-minimaxm2-003": "DESIGN 3a: without a tool schema a raw value that is strict JSON "
    "becomes JSON, so days=5 is an int; vLLM keeps raw strings when no schema is given",
    "vllm-minimaxm2-005": "DESIGN 3a: values 1 and 2 are strict JSON, so ints; vLLM keeps "
    "strings without a schema",
}
EXCEPTIONS_M1 = {
    "vllm-minimax-007": "a broken call is never silently dropped (DESIGN 2): the invalid line "
    "is json.unquoted_key; lenient parsing still gives the two other calls",
    "vllm-minimax-008": "objects without name or arguments are tool_call.unrecognized, not "
    "dropped (DESIGN 2); lenient parsing still gives the two other calls",
    "vllm-minimax-009": "a JSON payload's end is found by parsing (DESIGN 3a): a pretty-printed "
    "object is a call; vLLM reads one object per line only and drops it",
}

test_m2_conformance, test_m2_exceptions_name_corpus_records = conformance_tests(
    ("minimax_m2",), M2, EXCEPTIONS_M2, start=__file__)
test_m1_conformance, test_m1_exceptions_name_corpus_records = conformance_tests(
    ("minimax",), M1, EXCEPTIONS_M1, start=__file__)
