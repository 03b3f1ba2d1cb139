"""The python format: Python call syntax and pythonic call lists."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_python_call
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Parser, ToolCallError
from toolcalls.registry import Registry
from toolcalls.testing import check_extraction, conformance_tests

FORMAT = "python"
python = Parser(formats=[FORMAT])


def test_entry_point_is_discovered() -> None:
    fmt = Registry.from_entry_points(blocked=()).get(FORMAT)
    assert (fmt.tier, fmt.markers, fmt.distribution) == (3, ("(",), "toolcalls-python-call")


# (text, calls, match spans)
VALID: list[tuple[str, list[dict[str, Any]], list[tuple[int, int]]]] = [
    (
        'search(query="rust", limit=5)',
        [{"name": "search", "arguments": {"query": "rust", "limit": 5}}],
        [(0, 29)],
    ),
    ("get_time()", [{"name": "get_time", "arguments": {}}], [(0, 10)]),
    ("get_time(  \n )", [{"name": "get_time", "arguments": {}}], [(0, 14)]),
    ("client.search(q=1)", [{"name": "client.search", "arguments": {"q": 1}}], [(0, 18)]),
    ("f(\n  a = 1 ,\n  b='x',\n)", [{"name": "f", "arguments": {"a": 1, "b": "x"}}], [(0, 23)]),
    (
        "f(s='''a\nb''', r=r'\\d', n=-1_000, x=1.5e3, t=(1, 2), d={'k': [True, None, null]})",
        [
            {
                "name": "f",
                "arguments": {
                    "s": "a\nb",
                    "r": "\\d",
                    "n": -1000,
                    "x": 1500.0,
                    "t": [1, 2],
                    "d": {"k": [True, None, None]},
                },
            }
        ],
        [(0, 81)],
    ),
    (
        "météo: f(ville='Zürich 😀')",
        [{"name": "f", "arguments": {"ville": "Zürich 😀"}}],
        [(7, 26)],
    ),
    ("Sure.\nsearch(q='x')\nDone.", [{"name": "search", "arguments": {"q": "x"}}], [(6, 19)]),
    (
        "a(x=1) then b(y=2)",
        [{"name": "a", "arguments": {"x": 1}}, {"name": "b", "arguments": {"y": 2}}],
        [(0, 6), (12, 18)],
    ),
    # a candidate inside a string argument is content of the call
    ("f(code='g(a=1)') ", [{"name": "f", "arguments": {"code": "g(a=1)"}}], [(0, 16)]),
    (
        'f(q="<|python_start|>[g(a=1)]")',
        [{"name": "f", "arguments": {"q": "<|python_start|>[g(a=1)]"}}],
        [(0, 31)],
    ),
    # pythonic lists: one match from '[' to ']'
    (
        "[get_weather(city='SF'), get_time(tz='PST')]",
        [
            {"name": "get_weather", "arguments": {"city": "SF"}},
            {"name": "get_time", "arguments": {"tz": "PST"}},
        ],
        [(0, 44)],
    ),
    (
        "Call: [ f(a=1) ,\n g() , ] ok",
        [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}],
        [(6, 25)],
    ),
    (
        "[f(a=1)][g(b=2)]",
        [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {"b": 2}}],
        [(0, 8), (8, 16)],
    ),
    (
        "<|python_start|>[f(a=1), g()]<|python_end|>",
        [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}],
        [(0, 43)],
    ),
    (
        "x <|python_start|> [f(a=1)] \n<|python_end|> y",
        [{"name": "f", "arguments": {"a": 1}}],
        [(2, 43)],
    ),
    ("<|python_start|>[f(a=1)]", [{"name": "f", "arguments": {"a": 1}}], [(0, 24)]),
    ("<|python_start|>f(a=1)<|python_end|>", [{"name": "f", "arguments": {"a": 1}}], [(0, 36)]),
    ("[f(a=1)]<|python_end|>", [{"name": "f", "arguments": {"a": 1}}], [(0, 8)]),
    # '[' + call + something else: not a call list, the calls stand alone
    ("x = [f(a=1), 2]", [{"name": "f", "arguments": {"a": 1}}], [(5, 11)]),
    (
        "[f(a=1), g(b=2) + 1",
        [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {"b": 2}}],
        [(1, 7), (9, 15)],
    ),
    (
        "[f(a=1), g(b=2)",
        [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {"b": 2}}],
        [(1, 7), (9, 15)],
    ),
    # prose: not calls
    ("Call f(x) or f (q=1), check a == f(b) and [1, 2] (see (a, b)).", [], []),
    ("Use print() to debug.", [{"name": "print", "arguments": {}}], [(4, 11)]),
    ("a <|python_start|> b <|python_end|> c", [], []),
    ("f(é=1) and éf(q=1)", [], []),
    ("", [], []),
]


@pytest.mark.parametrize(("text", "expected", "spans"), VALID)
def test_valid(text: str, expected: list[dict[str, Any]], spans: list[tuple[int, int]]) -> None:
    assert python.parse_tool_calls(text) == expected
    assert [(m.start, m.end) for m in python.run(text).matches] == spans


def test_call_spans_are_the_calls_own() -> None:
    text = "<|python_start|>[f(a=1), g()]<|python_end|>"
    (match,) = python.run(text).matches
    assert [(c.start, c.end) for c in match.calls] == [(17, 23), (25, 28)]
    with pytest.raises(ToolCallError) as info:
        python.parse_tool_call(text)
    assert (info.value.code, info.value.position) == ("tool_call.multiple", 25)


# (text, code, position, line, column, match span: through the first ')' after the fault)
INVALID = [
    ("Sure: search(q=1, 2)", "tool_call.positional_argument", 18, 1, 19, (6, 20)),
    ("Sure: search(q=1, q=2)", "tool_call.duplicate_argument", 18, 1, 19, (6, 22)),
    ("ok\nf(q=x)", "tool_call.invalid_literal", 7, 2, 5, (3, 9)),
    ("ok\nf(q=b'z')", "tool_call.invalid_literal", 7, 2, 5, (3, 12)),
    ("ok\nf(q=1e999)", "tool_call.invalid_literal", 7, 2, 5, (3, 13)),
    ("x = f(a=1 + 2)", "tool_call.invalid_literal", 8, 1, 9, (4, 14)),
    ("f(a={1, 2})", "tool_call.invalid_literal", 4, 1, 5, (0, 11)),
    ("ok\nf(q=1 r=2)", "tool_call.invalid_syntax", 9, 2, 7, (3, 13)),
    ("ok\nf(q=)", "tool_call.invalid_syntax", 7, 2, 5, (3, 8)),
    ("ok\n  f(q=1, r=", "tool_call.unexpected_end", 14, 2, 12, (5, 14)),
    ("ok\n  f(q='abc", "tool_call.unexpected_end", 13, 2, 11, (5, 13)),
    ("ok\nf(q=" + "[" * 129 + "]" * 129 + ")", "tool_call.depth", 135, 2, 133, (3, 266)),
    # a broken element breaks the whole list: the match runs from '[' through ']' (and the
    # wrapper's end), so no bracket is left to the content and no sibling read on its own
    ("ok\n[f(a=1), g(b=)]", "tool_call.invalid_syntax", 16, 2, 14, (3, 18)),
    (
        "<|python_start|>[f(a=1), g(b=)]<|python_end|>",
        "tool_call.invalid_syntax",
        29,
        1,
        30,
        (0, 45),
    ),
    ("see [f(a='x 'y')] now", "tool_call.invalid_syntax", 13, 1, 14, (4, 17)),
    ("[foo(x=1])]", "tool_call.invalid_syntax", 8, 1, 9, (0, 11)),
    # vLLM's pythonic streaming tests: the element before or after the broken one is no call
    ("[g(b=1), f(a=b'z')]", "tool_call.invalid_literal", 13, 1, 14, (0, 19)),
    ("[f(a=b'z'), g(b=1)] ok", "tool_call.invalid_literal", 5, 1, 6, (0, 19)),
    ("[f(a=x), g(b=y), h()]", "tool_call.invalid_literal", 5, 1, 6, (0, 21)),
]


@pytest.mark.parametrize(("text", "code", "position", "line", "column", "span"), INVALID)
def test_invalid(
    text: str, code: str, position: int, line: int, column: int, span: tuple[int, int]
) -> None:
    with pytest.raises(ToolCallError) as info:
        python.parse_tool_calls(text)
    err = info.value
    assert (err.code, err.position, err.line, err.column, err.format) == (
        code,
        position,
        line,
        column,
        FORMAT,
    )
    (match,) = [m for m in python.run(text).matches if m.error is not None][:1]
    assert (match.start, match.end) == span
    assert match.incomplete == (code == "tool_call.unexpected_end")


@pytest.mark.parametrize(("text", "content"), [
    ("[g(b=1), f(a=b'z')]", ""), ("[f(a=b'z'), g(b=1)] ok", "ok"),
    ("Sure: [g(b=1), f(a=x), h(c=2)] done", "Sure: done"),
    ("<|python_start|>[f(a=x), g(b=1)]<|python_end|> ok", "ok"),
])
def test_a_broken_element_breaks_its_whole_list(text: str, content: str) -> None:
    """One broken element breaks the list (docs/formats.md): no sibling is read as a call of
    its own, and no bracket or comma of the list is left to the content (vLLM's pythonic
    streaming cases left ``]`` or ``, ]`` there, and a sibling after the fault was a call)."""
    result = python.parse(text)
    assert result.calls == []
    assert [e.code for e in result.errors] == ["tool_call.invalid_literal"]
    assert " ".join(result.content.split()) == content


def test_scan_resumes_after_a_broken_call() -> None:
    # The broken call runs through the first ')' after its fault; g(...) was inside it.
    matches = python.run("f(a=1 g(b=2) h(c=3)").matches
    assert [(m.start, m.end, m.error is not None) for m in matches] == [
        (0, 12, True),
        (13, 19, False),
    ]


def test_default_parser_uses_python() -> None:
    assert toolcalls.parse_tool_call("search(q='x')", include_format=True) == {
        "name": "search",
        "arguments": {"q": "x"},
        "format": FORMAT,
    }


def test_earlier_tier_wins() -> None:
    pytest.importorskip("toolcalls_hermes", reason="needs the hermes format installed")
    text = '<tool_call>{"name": "f", "arguments": {"code": "g(a=1)"}}</tool_call> h(b=2)'
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "f", "arguments": {"code": "g(a=1)"}, "format": "hermes"}
    ]


@pytest.mark.parametrize("text", [
    "def f():\n    return 1",
    "```python\nclass Cache():\n    pass\n\nasync def main(retries=3):\n    pass\n```",
    "function reset() {\n  state = {};\n}",
    "func main() {}", "fn main() {}", "fun main() = println(1)", "def\tf(a=1): ...",
])
def test_a_name_being_defined_is_no_call(text: str) -> None:
    """``def main():`` (and class, function, func, fn, fun) defines the name: no call, and the
    code stays content as written."""
    result = python.parse(text)
    assert (result.calls, result.errors, result.content) == ([], [], text.strip())
    assert toolcalls_python_call.toolcalls_detect(text, 0) == -1


@pytest.mark.parametrize(("text", "name", "at"), [
    ("undef f()", "f", 6),                  # a longer word ending in a keyword
    ("x.def g()", "g", 6),                  # an attribute named def
    ("def f():\n    return g(a=1)", "g", 20),  # calls inside a definition are calls
    ("classify(text='x')", "classify", 0),  # a name starting with a keyword
])
def test_only_a_definition_keyword_before_the_name_makes_it_no_call(
        text: str, name: str, at: int) -> None:
    calls = python.parse(text).calls
    assert [(c.name, c.start) for c in calls] == [(name, at)]


def test_prose_with_parentheses_is_one_scan() -> None:
    para = "Some *markdown* (with parens), f(x), a == f(b), `list(range(3))` [l](http://x/(z)).\n"
    text = para * 1200
    assert toolcalls_python_call.toolcalls_detect(text, 0) == -1
    assert toolcalls_python_call.toolcalls_extract(text, 0).matches == []


@pytest.mark.parametrize(
    "text",
    [
        "f(a=[" * 20_000,
        "f(a='g(b=\"" * 10_000,
        "f(a=1 " * 20_000,
        "[ " * 20_000 + "f(a=1)",
        "<|python_start|> [ " * 5_000 + "f(a=1",
    ],
)
def test_adversarial_inputs_stay_linear(text: str) -> None:
    result = toolcalls_python_call.toolcalls_extract(text, 0)
    # one pass reads to the end (a match reaches it); where a longer text would be re-read
    # from is the start of the call the end leaves open
    assert result.matches and result.matches[-1].end == len(text)
    assert result.resume <= result.matches[-1].start


# --- conformance corpus (toolcalls.testing finds ../shared/conformance) -------------------

FAMILIES = ("pythonic",)
#: records where our strict grammar (DESIGN.md 2, 3, 3a) differs from the peer's expectation
EXCEPTIONS = {
    "vllm-pythonic-010": "DESIGN 3a: b'z' is tool_call.invalid_literal; a broken call is never "
    "dropped (DESIGN 2), so the list is an error, not its sibling alone",
    "vllm-pythonic-011": "DESIGN 3a: 1e999 is not representable: tool_call.invalid_literal, "
    "not a dropped call",
    "vllm-pythonic-012": "DESIGN 2/3a: a broken call is an error, never salvaged by dropping it",
    "vllm-llama4pythonic-008": "DESIGN 3a: b'z' is tool_call.invalid_literal; a broken call "
    "is never dropped",
    "vllm-llama4pythonic-009": "DESIGN 3a: 1e999 is tool_call.invalid_literal, not a dropped call",
}

test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FORMAT, EXCEPTIONS, start=__file__
)


# --------------------------------------------------------------------------- properties


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "f(",
                "a=",
                "g.h(",
                "(",
                ")",
                "[",
                "]",
                "{",
                "}",
                ",",
                "'",
                '"',
                "'''",
                "1",
                "-",
                "x",
                " ",
                "\n",
                "=",
                ":",
                "\\",
                "<|python_start|>",
                "<|python_end|>",
                "True",
                "é",
            ]
        ),
        max_size=30,
    ).map("".join),
    st.integers(0, 5),
)
def test_any_text_extracts_without_raising(text: str, start: int) -> None:
    result = toolcalls_python_call.toolcalls_extract(text, start)
    check_extraction(text, result)
    detected = toolcalls_python_call.toolcalls_detect(text, start)
    assert (detected == -1) == (not result.matches)
    if result.matches:
        assert detected <= result.matches[0].start  # detect is never past the first match
