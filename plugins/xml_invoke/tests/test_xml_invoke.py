"""Tests of the xml_invoke format plugin (DESIGN.md sections 2, 3 and 3a)."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_xml_invoke as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.registry import Registry
from toolcalls.testing import assert_strict_error, check_extraction, conformance_tests

FMT = "xml_invoke"
PARSER = toolcalls.Parser(formats=[FMT])
#: No family of the corpus is plain xml_invoke; MiniMax-M2 wraps the same invoke markup in
#: <minimax:tool_call> (content to this format), so its records check the invoke grammar.
FAMILIES = ("minimax_m2",)

#: Records where our spec (DESIGN.md 3a) and a peer's expectation differ.
EXCEPTIONS = {
    "vllm-minimaxm2-003": "DESIGN 3a: a value that parses as strict JSON becomes JSON, so "
    "days=5 is an int; vLLM keeps raw strings when no schema is given",
    "vllm-minimaxm2-005": "DESIGN 3a: values 1 and 2 are strict JSON, so ints; vLLM keeps "
    "strings without a schema",
}

INV = '<invoke name="f"><parameter name="a">1</parameter></invoke>'  # 59 characters
END = -1  # in the tables below: len(text)


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points()
    loaded = registry.get(FMT)
    assert loaded.tier == 1
    assert loaded.spec.markers == ("<invoke", "<function_calls>")


def spans(text: str) -> list[tuple[int, int]]:
    return [(m.start, m.end) for m in PARSER.run(text).matches]


def calls(text: str) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text).calls]


BLOCK = (
    'Sure.\n<function_calls>\n<invoke name="f">\n<parameter name="a">\nhello\n'
    "</parameter>\n</invoke>\n<invoke name='g'><parameter name=\"b\">[1, 2]</parameter>"
    "</invoke>\n</function_calls>\nDone"
)

VALID: list[tuple[str, str, list[tuple[str, dict[str, Any], int, int]], list[tuple[int, int]]]] = [
    ("bare", INV, [("f", {"a": 1}, 0, END)], [(0, END)]),
    ("prose around", "Hi " + INV + " bye", [("f", {"a": 1}, 3, 62)], [(3, 62)]),
    (
        "block of two",
        BLOCK,
        [("f", {"a": "hello"}, 23, 90), ("g", {"b": [1, 2]}, 91, 155)],
        [(6, 91), (91, 173)],
    ),
    (
        "single quotes and spaces",
        "<invoke  name = 'f' ><parameter name = 'k' >v</parameter></invoke>",
        [("f", {"k": "v"}, 0, END)],
        [(0, END)],
    ),
    ("no parameters", '<invoke name="f"></invoke>', [("f", {}, 0, END)], [(0, END)]),
    (
        "whitespace between tags",
        '<invoke name="f">\n  <parameter name="a">x</parameter>\n\t'
        '<parameter name="b">y</parameter>\n</invoke>',
        [("f", {"a": "x", "b": "y"}, 0, END)],
        [(0, END)],
    ),
    (
        "entities",
        '<invoke name="f"><parameter name="a">x &amp; &lt;y&gt; &quot;&apos; &#65;&#x42;'
        " &foo; &#0; &amp</parameter></invoke>",
        [("f", {"a": "x & <y> \"' AB &foo; &#0; &amp"}, 0, END)],
        [(0, END)],
    ),
    ("entity in name", '<invoke name="a&amp;b"></invoke>', [("a&b", {}, 0, END)], [(0, END)]),
    (
        "json values",
        '<invoke name="f"><parameter name="s">"5"</parameter><parameter name="z">05'
        '</parameter><parameter name="o"> {"x": 1} </parameter><parameter name="t">true'
        '</parameter><parameter name="n">null</parameter><parameter name="d">{"x": </parameter>'
        '<parameter name="w">1 2</parameter></invoke>',
        [
            (
                "f",
                {
                    "s": "5",
                    "z": "05",
                    "o": {"x": 1},
                    "t": True,
                    "n": None,
                    "d": '{"x": ',
                    "w": "1 2",
                },
                0,
                END,
            )
        ],
        [(0, END)],
    ),
    (
        "one edge newline dropped",
        '<invoke name="f"><parameter name="a">\n\n  x\n\n</parameter></invoke>',
        [("f", {"a": "\n  x\n"}, 0, END)],
        [(0, END)],
    ),
    (
        "crlf newline dropped",
        '<invoke name="f"><parameter name="a">\r\nx\r\n</parameter></invoke>',
        [("f", {"a": "x"}, 0, END)],
        [(0, END)],
    ),
    (
        "encoded newline kept",
        '<invoke name="f"><parameter name="a">&#10;x</parameter></invoke>',
        [("f", {"a": "\nx"}, 0, END)],
        [(0, END)],
    ),
    (
        "markup in a value",
        '<invoke name="f"><parameter name="html"><div>Hi</div></invoke></parameter></invoke>',
        [("f", {"html": "<div>Hi</div></invoke>"}, 0, END)],
        [(0, END)],
    ),
    (
        "unicode",
        '<invoke name="météo"><parameter name="ville">Zürich 🌧</parameter></invoke>',
        [("météo", {"ville": "Zürich 🌧"}, 0, END)],
        [(0, END)],
    ),
    (
        "mcp name",
        '<invoke name="github/search-issues"></invoke>',
        [("github/search-issues", {}, 0, END)],
        [(0, END)],
    ),
    ("missing </invoke> at the end", INV[:-9], [("f", {"a": 1}, 0, 50)], [(0, 50)]),
    ("missing </invoke> after whitespace", INV[:-9] + "\n ", [("f", {"a": 1}, 0, 52)], [(0, 52)]),
    (
        "missing </function_calls> at the end",
        "<function_calls>" + INV,
        [("f", {"a": 1}, 16, 75)],
        [(0, 75)],
    ),
    ("missing both closers", "<function_calls>\n" + INV[:-9], [("f", {"a": 1}, 17, 67)], [(0, 67)]),
    ("opener with nothing after at the end", '<invoke name="f">', [("f", {}, 0, 17)], [(0, 17)]),
    (
        "two bare invokes",
        INV + "\n" + INV,
        [("f", {"a": 1}, 0, 59), ("f", {"a": 1}, 60, 119)],
        [(0, 59), (60, 119)],
    ),
    (
        "prose mention before a block",
        "wrap it in <function_calls> tags. <function_calls>"
        '<invoke name="f"></invoke></function_calls>',
        [("f", {}, 50, 76)],
        [(34, 93)],
    ),
    (
        "prose invoke before a real one",
        'Use <invoke name="x"> tags: ' + INV,
        [("f", {"a": 1}, 28, 87)],
        [(28, 87)],
    ),
    (
        "other wrapper is content",
        "<minimax:tool_call>" + INV + "</minimax:tool_call>",
        [("f", {"a": 1}, 19, 78)],
        [(19, 78)],
    ),
]


@pytest.mark.parametrize(
    ("text", "expected", "expected_spans"),
    [case[1:] for case in VALID],
    ids=[case[0] for case in VALID],
)
def test_valid(
    text: str,
    expected: list[tuple[str, dict[str, Any], int, int]],
    expected_spans: list[tuple[int, int]],
) -> None:
    n = len(text)
    assert calls(text) == [
        (name, args, start, n if end == END else end) for name, args, start, end in expected
    ]
    assert spans(text) == [(start, n if end == END else end) for start, end in expected_spans]
    assert toolcalls.parse_tool_calls(text, formats=[FMT]) == [
        {"name": name, "arguments": args} for name, args, _, _ in expected
    ]


P = "Some prose.\n"  # 12 characters before the call in several cases

ERRORS: list[tuple[str, str, str, int, int, int]] = [
    # (id, text, code, position, line, column)
    (
        "duplicate parameter",
        P + '<invoke name="f"><parameter name="a">1</parameter>'
        '<parameter name="a">2</parameter></invoke>',
        "tool_call.duplicate_argument",
        62,
        2,
        51,
    ),
    ("empty name", P + '<invoke name=""></invoke>', "tool_call.invalid_name", 26, 2, 15),
    ("name with whitespace", '<invoke name="a b"></invoke>', "tool_call.invalid_name", 14, 1, 15),
    ("no name attribute", P + "<invoke>bad</invoke>", "tool_call.invalid_name", 19, 2, 8),
    (
        "bad name reported before content",
        '<invoke name="">x</invoke>',
        "tool_call.invalid_name",
        14,
        1,
        15,
    ),
    ("unquoted name", "<invoke name=f></invoke>", "tool_call.unrecognized", 13, 1, 14),
    ("other attribute", '<invoke name="f" id="1"></invoke>', "tool_call.unrecognized", 17, 1, 18),
    (
        "parameter without name",
        '<invoke name="f"><parameter>1</parameter></invoke>',
        "tool_call.unrecognized",
        27,
        1,
        28,
    ),
    ("empty block", "<function_calls>\n</function_calls>", "tool_call.unrecognized", 17, 2, 1),
    (
        "block of prose",
        "<function_calls>hello</function_calls>",
        "tool_call.unrecognized",
        16,
        1,
        17,
    ),
    (
        "text between parameters",
        P + '<invoke name="f"><parameter name="a">1</parameter> junk '
        '<parameter name="b">2</parameter></invoke>',
        "tool_call.unexpected_content",
        63,
        2,
        52,
    ),
    (
        "text instead of parameters",
        '<invoke name="f">hello</invoke>',
        "tool_call.unexpected_content",
        17,
        1,
        18,
    ),
    (
        "text between invokes",
        "<function_calls>" + INV + "junk</function_calls>",
        "tool_call.unexpected_content",
        75,
        1,
        76,
    ),
    ("unclosed invoke before prose", P + INV[:-9] + " and then", "tool_call.unclosed", 12, 2, 1),
    ("unclosed invoke before another", INV[:-9] + INV, "tool_call.unclosed", 0, 1, 1),
    (
        "unclosed invoke in a block",
        "<function_calls>" + INV[:-9] + "</function_calls>",
        "tool_call.unclosed",
        16,
        1,
        17,
    ),
    ("unclosed block", P + "<function_calls>" + INV + "junk", "tool_call.unclosed", 12, 2, 1),
    (
        "unclosed parameter",
        P + '<invoke name="f"><parameter name="a">1',
        "tool_call.unclosed",
        29,
        2,
        18,
    ),
    ("unclosed tag in a block", '<function_calls><invoke name="f', "tool_call.unclosed", 16, 1, 17),
]


@pytest.mark.parametrize(
    ("text", "code", "position", "line", "column"),
    [case[1:] for case in ERRORS],
    ids=[case[0] for case in ERRORS],
)
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_error_match_spans() -> None:
    outcome = PARSER.run("<function_calls>" + INV + "junk</function_calls>")
    assert [(m.start, m.end, bool(m.calls), m.error is not None) for m in outcome.matches] == [
        (0, 75, True, False),
        (75, 96, False, True),
    ]
    unclosed = PARSER.run('<invoke name="f"><parameter name="a">1').matches
    assert [(m.start, m.end, m.incomplete) for m in unclosed] == [(0, 38, True)]
    broken = PARSER.run(INV[:-9] + INV).matches
    assert [(m.start, m.end, m.error is None) for m in broken] == [(0, 50, False), (50, 109, True)]


def test_lenient_keeps_sibling_calls() -> None:
    dup = '<invoke name="g"><parameter name="a">1</parameter><parameter name="a">2</parameter>'
    outcome = PARSER.run("<function_calls>" + INV + dup + "</invoke>" + INV + "</function_calls>")
    assert [c.name for c in outcome.calls] == ["f", "f"]
    assert [e.code for e in outcome.errors] == ["tool_call.duplicate_argument"]


PROSE = [
    "The <invoke> element names a tool.",
    'Use <invoke name="f"> to call f.',
    'Write <invoke name="f" and stop',
    "Wrap calls in <function_calls> tags.",
    "<invoker> and <invoked> are not tags",
    "a </invoke> alone",
    "",
]


def test_an_opener_at_the_end_is_a_call_cut_short() -> None:
    # Engine v2 (issue 10): every cut of a call is a call or an error, also right after the
    # block's opener (it was prose before).
    assert_strict_error("<function_calls>", FMT, "tool_call.unexpected_end", 16, 1, 17)
    assert_strict_error('ok <invoke name="get_weather"', FMT, "tool_call.unclosed", 3, 1, 4)


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert toolcalls.parse_tool_calls(text, formats=[FMT]) == []
    assert PARSER.run(text).matches == []


def test_default_parser_and_reasoning() -> None:
    text = '<think><invoke name="x"></invoke></think>' + INV
    assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": {"a": 1}}]
    assert toolcalls.parse_tool_call(text, include_format=True)["format"] == FMT


def test_detect() -> None:
    # Engine v2: the format is a grammar; its detect is the default one (the first marker),
    # and the grammar itself tells a tag from a longer word.
    detect = Registry.from_plugins([(FMT, plugin)]).get(FMT).detect
    assert detect("ab <invoke name", 0) == 3
    assert detect("ab <function_calls>", 0) == 3
    assert plugin.GRAMMAR.extract("<invoker>", 0).matches == []


def test_linear_on_many_unclosed_openers() -> None:
    text = '<invoke name="f"><parameter name="a">' * 20000
    matches = PARSER.run(text).matches
    assert len(matches) == 1 and matches[0].error is not None
    text = "<function_calls>" * 20000 + '<invoke name="' * 20000
    PARSER.run(text)  # returns promptly
    # prose candidates build no error (an error counts lines up to its position)
    assert PARSER.run('<invoke name="f">a' * 20000).matches == []
    assert PARSER.run("<invoke x" * 20000 + '<invoke name="">a' * 20000).matches == []
    assert len(PARSER.run('<invoke name="f">a' * 20000 + "</invoke>").matches) == 1


# --- conformance corpus (toolcalls.testing finds ../shared/conformance) -------------------


test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, EXCEPTIONS, start=__file__
)


# --- properties -------------------------------------------------------------------------

PIECES = [
    "<function_calls>",
    "</function_calls>",
    "<invoke",
    "</invoke>",
    "<parameter",
    "</parameter>",
    ' name="f"',
    " name='k'",
    ">",
    "<",
    '"',
    "'",
    "{",
    "}",
    "[",
    "]",
    "&amp;",
    "&#",
    ";",
    " ",
    "\n",
    "x",
    "1",
    "é",
    "name=",
    "/",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40))
def test_extract_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    extraction = plugin.GRAMMAR.extract(text, 0)
    check_extraction(text, extraction)
