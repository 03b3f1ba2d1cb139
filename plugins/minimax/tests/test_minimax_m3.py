"""Tests of ``minimax_m3``: MiniMax-M3's namespaced tool calls (``]<]minimax[>[<tool_call>``).

The cases come from SGLang's MiniMax-M3 detector tests
(sgl-project/sglang test/registered/function_call/test_minimax_m3_detector.py: single, zero-arg,
several invokes in one block, several blocks, typed scalars, nested object and array, special
characters, none/null strings, truncation, malformed closers) and the layout of MiniMax's own
renderer (sglang python/sglang/srt/function_call/_llm_nom/m3_text.py,
``stringify_function_calls``). Where a peer repairs a malformed block, the expected result here
is the error DESIGN.md asks for, with its code and position.
"""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_minimax as plugin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from toolcalls_minimax import m3

import toolcalls
from toolcalls import Parser, Registry, ToolCallError
from toolcalls.testing import END, assert_linear, assert_round_trip, assert_strict_error, found

M3 = "minimax_m3"
ONLY = Parser(formats=[M3])
NS = "]<]minimax[>["  # 13 characters
B, BC = NS + "<tool_call>", NS + "</tool_call>"  # 24 and 25 characters


def w(*tags: str) -> str:
    """Each tag with the namespace token before it (SGLang's ``_wire``)."""
    return "".join(NS + tag for tag in tags)


WEATHER = w('<invoke name="get_weather">', "<city>Beijing", "</city>", "</invoke>")  # 108


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(M3)
    assert (fmt.tier, fmt.markers, fmt.spec.anchored, fmt.plugin, fmt.distribution) == (
        1, (B,), True, "minimax", "toolcalls-minimax")
    assert fmt.render is not None
    assert fmt.first == {B: toolcalls.plugin.CharClass(frozenset("]"))}


VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]],
                  list[tuple[int, int]]]] = [
    ("single call", B + WEATHER + BC, [("get_weather", {"city": "Beijing"}, 24, 132)],
     [(0, END)]),
    ("zero arguments", B + w('<invoke name="get_current_date">', "</invoke>") + BC,
     [("get_current_date", {}, 24, 91)], [(0, END)]),
    ("several invokes in one block", B + "\n" + WEATHER + "\n" + WEATHER + "\n" + BC,
     [("get_weather", {"city": "Beijing"}, 25, 133),
      ("get_weather", {"city": "Beijing"}, 134, 242)], [(0, 134), (134, END)]),
    ("several blocks", B + WEATHER + BC + B + WEATHER + BC,
     [("get_weather", {"city": "Beijing"}, 24, 132),
      ("get_weather", {"city": "Beijing"}, 181, 289)], [(0, 157), (157, END)]),
    ("content before the block", "Let me check the weather." + B + WEATHER + BC,
     [("get_weather", {"city": "Beijing"}, 49, 157)], [(25, END)]),
    # without a schema a value that is strict JSON becomes it (DESIGN 3a)
    ("typed scalars", B + w('<invoke name="search">', "<query>pizza", "</query>", "<count>7",
                            "</count>", "<ratio>0.5", "</ratio>", "<verbose>true", "</verbose>",
                            "</invoke>") + BC,
     [("search", {"query": "pizza", "count": 7, "ratio": 0.5, "verbose": True}, 24, 262)],
     [(0, END)]),
    ("nested object and array", B + w(
        '<invoke name="create_event">', "<title>Standup", "</title>", "<location>",
        "<city>NYC", "</city>", "<zip>10001", "</zip>", "</location>", "<tags>", "<item>red",
        "</item>", "<item>blue", "</item>", "</tags>", "</invoke>") + BC,
     [("create_event", {"title": "Standup", "location": {"city": "NYC", "zip": 10001},
                        "tags": ["red", "blue"]}, 24, 390)], [(0, END)]),
    ("special characters stay as written", B + w(
        '<invoke name="add_note">', '<note>a "quoted" word with \\ backslash and\nnewline '
        "&amp; <b>", "</note>", "</invoke>") + BC,
     [("add_note", {"note": 'a "quoted" word with \\ backslash and\nnewline &amp; <b>'},
       24, 176)], [(0, END)]),
    ("an array of objects", B + w(
        '<invoke name="order">', "<items>", "<item>", "<sku>book-001", "</sku>", "<qty>2",
        "</qty>", "</item>", "</items>", "</invoke>") + BC,
     [("order", {"items": [{"sku": "book-001", "qty": 2}]}, 24, 243)], [(0, END)]),
    ("an empty element is an empty string", B + w('<invoke name="f">', "<a>", "</a>",
                                                  "</invoke>") + BC,
     [("f", {"a": ""}, 24, 109)], [(0, END)]),
    # SGLang's detector folds whitespace between the token and the tag (_normalize_tag_spacing)
    ("whitespace after the token", NS + "<tool_call>\n" + NS + ' <invoke name="f">' + NS
     + "\n<a>x" + NS + "</a>" + NS + "</invoke>" + NS + "</tool_call>",
     [("f", {"a": "x"}, 25, 113)], [(0, END)]),
    # M3 drops the token before a value's closer: third-party clients parse it
    # (agent/llm/minimax_provider tests, "我再查几条。" with <query>...</query> closers)
    ("closers without the token", "我再查几条。" + B + "\n" + NS + '<invoke name="search">' + NS
     + "<query>字节 AI 新闻</query>" + NS + "<sources>web</sources>" + NS + "<limit>6</limit>"
     + NS + "</invoke>\n" + BC,
     [("search", {"query": "字节 AI 新闻", "sources": "web", "limit": 6}, 31, 188)],
     [(6, END)]),
    ("a closer of the value's own name inside it, token before the real one",
     B + w('<invoke name="h">', "<b><b>bold</b>", "</b>", "</invoke>") + BC,
     [("h", {"b": "<b>bold</b>"}, 24, 120)], [(0, END)]),
    # vLLM tests/tool_parsers/test_minimax_m3_tool_parser.py build_order_call, without tools:
    # "018956" is no JSON number, so a string (vLLM types it by the schema: 18956); a key
    # repeated in an object is the list of its values (vLLM's "duplicate_demo", SGLang's and
    # MiniMax's own parser collapse it so too)
    ("vLLM's order", "I will create it.\n" + B + "\n" + w(
        '<invoke name="create_order">', "<user_id>42", "</user_id>", "<urgent>true",
        "</urgent>", "<note>Please leave at front desk.", "</note>", "<shipping>",
        "<city>Singapore", "</city>", "<zip>018956", "</zip>", "</shipping>", "<items>",
        "<item>", "<sku>book-001", "</sku>", "<qty>2", "</qty>", "</item>", "<item>",
        "<sku>pen-007", "</sku>", "<qty>5", "</qty>", "</item>", "</items>", "<metadata>",
        "<source>mobile", "</source>", "<campaign>may-launch", "</campaign>", "</metadata>",
        "<duplicate_demo>", "<tag>a", "</tag>", "<tag>b", "</tag>", "</duplicate_demo>",
        "</invoke>\n") + BC,
     [("create_order", {
         "user_id": 42, "urgent": True, "note": "Please leave at front desk.",
         "shipping": {"city": "Singapore", "zip": "018956"},
         "items": [{"sku": "book-001", "qty": 2}, {"sku": "pen-007", "qty": 5}],
         "metadata": {"source": "mobile", "campaign": "may-launch"},
         "duplicate_demo": {"tag": ["a", "b"]}}, 43, 976)], [(18, END)]),
    # vLLM's test_streaming_parse_error_emits_buffer_and_later_deltas: no invoke, no closer
    ("a block of a stray closer is prose", B + "\n" + NS + "</user_id> after error", [], []),
    ("missing closers at the end of the text", "ok " + B + w(
        '<invoke name="get_weather">', "<city>Beijing", "</city>"),
     [("get_weather", {"city": "Beijing"}, 27, END)], [(3, END)]),
    ("missing block closer at the end", B + WEATHER + "\n",
     [("get_weather", {"city": "Beijing"}, 24, 132)], [(0, END)]),
    ("prose after the block", B + WEATHER + BC + " Done.",
     [("get_weather", {"city": "Beijing"}, 24, 132)], [(0, 157)]),
    ("a prose mention", "Write " + B + " blocks.", [], []),
    ("M2's block is not this format", '<minimax:tool_call><invoke name="f"><parameter name="a">'
     "1</parameter></invoke></minimax:tool_call>", [], []),
]


@pytest.mark.parametrize(("text", "calls", "spans"), [c[1:] for c in VALID],
                         ids=[c[0] for c in VALID])
def test_valid(text: str, calls: list[Any], spans: list[Any]) -> None:
    assert found(ONLY, text) == (calls, spans)
    assert toolcalls.parse_tool_calls(text, formats=[M3]) == [
        {"name": name, "arguments": args} for name, args, _, _ in calls]


def test_with_every_format_installed_the_block_is_m3s_alone() -> None:
    # the block holds '<tool_call>' (hermes, qwen3_coder, glm4) and '<invoke' (xml_invoke)
    for _, text, calls, _ in VALID:
        if "<minimax:tool_call>" in text:
            continue  # M2's
        result = toolcalls.parse(text)
        assert [(c.name, c.arguments) for c in result.calls] == [(n, a) for n, a, _, _ in calls]
        assert {c.format for c in result.calls} <= {M3}
        assert result.errors == []
    result = toolcalls.parse("Let me check." + B + WEATHER + BC)
    assert result.content == "Let me check."


P = "Some prose.\n"  # 12 characters
EVENT = '<invoke name="create_event">'

ERRORS: list[tuple[str, str, str, int, int, int]] = [
    # SGLang repairs these (TestMinimaxM3LenientClosingTags); DESIGN 2: a broken call is an error
    ("a closer naming another tag", P + B + w('<invoke name="get_weather">', "<city>Beijing",
                                              "</wrong>", "</invoke>") + BC,
     "tool_call.unexpected_content", 102, 2, 91),
    ("an unclosed sibling", B + w(EVENT, "<location>", "<city>Beijing", "</city>", "<zip>",
                                  "</location>", "</invoke>") + BC,
     "tool_call.unexpected_content", 152, 1, 153),
    ("a stray closer after a value", B + w('<invoke name="get_weather">', "<city>Beijing",
                                           "</city>", "</wrong>", "</invoke>") + BC,
     "tool_call.unexpected_content", 110, 1, 111),
    ("duplicate parameter", B + w('<invoke name="f">', "<a>1", "</a>", "<a>2", "</a>",
                                  "</invoke>") + BC, "tool_call.duplicate_argument", 88, 1, 89),
    ("no name", B + w("<invoke>", "<a>1", "</a>", "</invoke>") + BC, "tool_call.invalid_name",
     44, 1, 45),
    ("empty name", B + w('<invoke name="">', "</invoke>") + BC, "tool_call.invalid_name",
     51, 1, 52),
    # SGLang's lenient invoke forms (TestMinimaxM3LenientInvokeOpen) are not an invoke here
    ("name glue dropped", B + w('<invoke name get_weather">', "<city>x", "</city>",
                                "</invoke>") + BC, "tool_call.invalid_name", 62, 1, 63),
    ("text beside child tags", B + w('<invoke name="f">', "<o>hi", "<k>1", "</k>", "</o>",
                                     "</invoke>") + BC, "tool_call.unexpected_content",
     70, 1, 71),
    ("text between parameters", B + w('<invoke name="f">', "<a>1", "</a>") + "junk"
     + w("</invoke>") + BC, "tool_call.unexpected_content", 88, 1, 89),
    ("text between invokes", B + WEATHER + "junk" + WEATHER + BC,
     "tool_call.unexpected_content", 132, 1, 133),
    ("invoke not closed before the block's closer", P + B + w('<invoke name="f">', "<a>1",
                                                            "</a>") + BC,
     "tool_call.unclosed", 36, 2, 25),
    ("invoke not closed before the next", B + w('<invoke name="f">', "<a>1", "</a>")
     + WEATHER + BC, "tool_call.unclosed", 24, 1, 25),
    ("block not closed before prose", P + B + WEATHER + "\nDone.", "tool_call.unclosed",
     12, 2, 1),
    ("block not closed before another", B + WEATHER + B + WEATHER + BC, "tool_call.unclosed",
     0, 1, 1),
    # SGLang's TestMinimaxM3Malformed.test_truncated_no_closing_tags: cut inside a value
    ("cut inside a value", P + B + w('<invoke name="get_weather">', "<city>Beijing"),
     "tool_call.unclosed", 102, 2, 91),
    ("cut inside a tag", B + NS + '<invoke name="get_w', "tool_call.unclosed", 56, 1, 57),
    ("cut inside the token", B + w('<invoke name="f">', "<a>1") + "]<]mini",
     "tool_call.unclosed", 78, 1, 79),
    ("empty block", B + "\n" + BC, "tool_call.unrecognized", 25, 2, 1),
    ("block of prose", B + "hello" + BC, "tool_call.unrecognized", 24, 1, 25),
    ("opener then nothing", "ok " + B + "\n ", "tool_call.unexpected_end", 29, 2, 2),
    ("nested too deep", B + w('<invoke name="f">', *["<a>"] * 130) + "1" + w(*["</a>"] * 130)
     + w("</invoke>") + BC, "json.depth", 2102, 1, 2103),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column"),
                         [c[1:] for c in ERRORS], ids=[c[0] for c in ERRORS])
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, M3, code, position, line, column)


def test_lenient_keeps_the_sibling_invokes() -> None:
    dup = w('<invoke name="g">', "<a>1", "</a>", "<a>2", "</a>", "</invoke>")
    result = toolcalls.parse("Sure." + B + WEATHER + dup + WEATHER + BC + "Done.")
    assert [c.name for c in result.calls] == ["get_weather", "get_weather"]
    assert [(e.code, e.format) for e in result.errors] == [
        ("tool_call.duplicate_argument", M3)]
    assert result.content == "Sure.Done."


def test_a_broken_invoke_never_swallows_a_later_block() -> None:
    text = B + w('<invoke name="f">', "<a>1", "</wrong>") + "\n" + B + WEATHER + BC
    result = toolcalls.parse(text)
    assert [(c.name, c.start) for c in result.calls] == [("get_weather", 117)]
    assert [e.code for e in result.errors] == ["tool_call.unexpected_content"]


def test_values_are_typed_by_the_tool_schema() -> None:
    # SGLang's TestMinimaxM3NoneNullRegression and test_typed_scalars: with a schema, a string
    # parameter keeps "none", "nil" and "null"; a nullable one reads null as None
    tools = [{"type": "function", "function": {"name": "configure", "parameters": {
        "type": "object", "properties": {
            "mode": {"type": "string", "enum": ["none", "low", "high", "null", "nil", "7"]},
            "optional": {"type": ["string", "null"]}, "count": {"type": "integer"}}}}}]
    for value in ("none", "nil", "null", "7"):
        text = B + w('<invoke name="configure">', f"<mode>{value}", "</mode>", "</invoke>") + BC
        assert toolcalls.parse_tool_calls(text, tools=tools) == [
            {"name": "configure", "arguments": {"mode": value}}]
    text = B + w('<invoke name="configure">', "<optional>null", "</optional>", "<count>3",
                 "</count>", "</invoke>") + BC
    assert toolcalls.parse_tool_calls(text, tools=tools) == [
        {"name": "configure", "arguments": {"optional": None, "count": 3}}]
    # without tools the JSON-first rule: "null" is None
    text = B + w('<invoke name="configure">', "<mode>null", "</mode>", "</invoke>") + BC
    assert toolcalls.parse_tool_calls(text) == [{"name": "configure",
                                                 "arguments": {"mode": None}}]
    bad = B + w('<invoke name="configure">', "<count>many", "</count>", "</invoke>") + BC
    result = toolcalls.parse(bad, tools=tools)
    assert [(e.code, e.position) for e in result.errors] == [
        ("tool_call.invalid_argument_type", bad.index("many"))]
    assert result.calls[0].arguments == {"count": "many"}


def test_nested_leaves_follow_the_json_first_rule_even_with_a_schema() -> None:
    # the engine types top-level raw values only (Call.raw is keyed by argument name): a nested
    # string declared in the schema that looks like a number comes back a number, and
    # validate=True names it at its tag
    text = B + w('<invoke name="f">', "<loc>", "<zip>10001", "</zip>", "</loc>", "<code>10001",
                 "</code>", "</invoke>") + BC
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "loc": {"type": "object", "properties": {"zip": {"type": "string"}}},
        "code": {"type": "string"}}}}]
    assert toolcalls.parse_tool_calls(text, tools=tools) == [
        {"name": "f", "arguments": {"loc": {"zip": 10001}, "code": "10001"}}]
    errors = toolcalls.parse(text, tools=tools, validate=True).errors
    assert [(e.code, e.position) for e in errors] == [
        ("tool_call.schema_violation", text.index("<zip>") - len(NS))]


def test_reasoning_is_never_searched() -> None:
    # M3 reasons in <mm:think>; the generation prompt may open it, so a closer alone ends it
    # (SGLang's MiniMaxM3 reasoning detector: "(<mm:think>)*(.*)</mm:think>")
    hidden = B + w('<invoke name="no">', "</invoke>") + BC
    for text in ("<mm:think>hmm " + hidden + "</mm:think>ok" + B + WEATHER + BC,
                 "hmm " + hidden + "</mm:think>\nok" + B + WEATHER + BC):
        result = toolcalls.parse(text)
        assert [c.name for c in result.calls] == ["get_weather"]
        assert result.content == "ok"
        assert result.reasoning is not None and result.reasoning.startswith("hmm")
    # a non-thinking reply may open with a stray closer: nothing is lost
    result = toolcalls.parse("</mm:think>Sure." + B + WEATHER + BC)
    assert (result.content, [c.name for c in result.calls]) == ("Sure.", ["get_weather"])


EXAMPLES = [*plugin.toolcalls_formats()[2].examples,
            "Sure.\n" + B + "\n" + w(EVENT, "<title>Standup", "</title>", "<tags>", "<item>red",
                                     "</item>", "</tags>", "</invoke>") + "\n" + BC]


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_cut_of_an_example_is_a_call_or_an_error(text: str) -> None:
    for cut in range(text.index(B) + len(B), len(text) + 1):
        piece = text[:cut]
        outcome = ONLY.run(piece)
        assert outcome.calls or outcome.errors, piece
        for match in outcome.matches:
            if match.partial is not None:
                assert match.partial.name in (None, "get_weather", "create_event"), piece
        if cut < len(text):
            assert outcome.resume <= text.index(B), piece  # nothing is decided yet


def test_streaming_gives_what_batch_parsing_gives() -> None:
    for text in EXAMPLES:
        for size in (1, 3, 7):
            stream = toolcalls.StreamParser(formats=[M3])
            for i in range(0, len(text), size):
                stream.feed(text[i:i + size])
            stream.close()
            batch = ONLY.parse(text)
            assert [(c.name, c.arguments) for c in stream.result.calls] == [
                (c.name, c.arguments) for c in batch.calls]
            assert stream.result.content == batch.content


# --- rendering --------------------------------------------------------------------------------


def test_renderer_writes_the_vendor_layout() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}},
             {"name": "create_event", "arguments": {"location": {"city": "NYC"},
                                                    "tags": ["red", "blue"]}}]
    assert toolcalls.render(calls, M3) == (
        B + "\n" + w('<invoke name="get_weather">', "<city>Paris", "</city>", "<days>3",
                     "</days>", "</invoke>") + "\n"
        + w(EVENT, "<location>", "<city>NYC", "</city>", "</location>", "<tags>", "<item>red",
            "</item>", "<item>blue", "</item>", "</tags>", "</invoke>") + "\n" + BC)
    # a string M3 would read back as another value is a JSON string; empty containers JSON
    text = toolcalls.render([{"name": "f", "arguments": {"n": "5", "e": [], "o": {},
                                                         "z": None}}], M3)
    assert w('<n>"5"', "</n>", "<e>[]", "</e>", "<o>{}", "</o>", "<z>null", "</z>") in text
    for bad, match in (({"name": 'a"b', "arguments": {}}, "name"),
                       ({"name": "f", "arguments": {"a b": 1}}, "key"),
                       # a key starting with '/' would write a closer (``</s>``): the fuzzer
                       ({"name": "f", "arguments": {"/s": 1}}, "key"),
                       ({"name": "f", "arguments": {"o": {"/x": 1}}}, "key"),
                       ({"name": "f", "arguments": {"o": {"item": 1}}}, "item")):
        with pytest.raises(ValueError, match=match):
            toolcalls.render([bad], M3)


MARKERS = [B, BC, NS, "<invoke name=\"g\">", "</invoke>", "<k>", "</k>", "</item>", "<item>",
           "<tool_call>", "<mm:think>", "</mm:think>", "<think>", "\n", "\\", '"', " ", "5"]
_chars = st.characters(exclude_categories=("Cs",))
strings = st.lists(st.one_of(st.text(_chars, max_size=5), st.sampled_from(MARKERS)),
                   max_size=4).map("".join)
tag_names = st.from_regex(r"[A-Za-z_][\w.:-]{0,10}", fullmatch=True)
values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(min_value=-(2**80), max_value=2**80),
              st.floats(allow_nan=False, allow_infinity=False), strings),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(tag_names, inner, max_size=3).filter(lambda d: list(d) != ["item"])),
    max_leaves=10,
)
names = st.from_regex(r"[A-Za-z_][\w.:/-]{0,12}", fullmatch=True)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.fixed_dictionaries({"name": names, "arguments": st.dictionaries(
    tag_names, values, max_size=4)}), min_size=1, max_size=3))
def test_round_trip(calls: list[dict[str, Any]]) -> None:
    assert_round_trip(M3, calls, before="Sure. ", after="\nDone.")


# --- hostile inputs ---------------------------------------------------------------------------


@pytest.mark.parametrize("piece", [
    B,
    B + NS + '<invoke name="f">',
    B + w('<invoke name="f">', "<a>1"),
    B + w('<invoke name="f">', "<a>1", "</wrong>"),
    B + "x" + BC,
    B + w('<invoke name="f">', "<a>", "<b>"),
    NS,
])
def test_hostile_inputs_cost_linear_work(piece: str) -> None:
    assert_linear(M3, piece, count=1000)


def test_many_openers() -> None:
    with pytest.raises(ToolCallError) as info:
        ONLY.parse_tool_calls(B * 50_000)
    assert info.value.code == "tool_call.unexpected_end"
    assert ONLY.parse_tool_calls((B + " x ") * 50_000 + "done") == []


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([B, BC, NS, "<invoke", ' name="f"', ">", "</invoke>", "<a>",
                                 "</a>", "<item>", "</item>", " ", "\n", "x", "1", "é"])
                | st.text(max_size=3), max_size=40))
def test_extraction_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    toolcalls.testing.check_extraction(text, m3.M3_GRAMMAR.extract(text, 0))
    toolcalls.parse(text)
