"""The plainest Python calls are read by two regexes (``pycall._simple_call``): exactly what
the literal parser gives, on every text where the regexes answer, and None elsewhere."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls import ToolCallError
from toolcalls.toolkit import pycall

PIECES = st.sampled_from([
    "f", "a.b", "g_1", "(", ")", ",", " ", "\n", "\t", "=", "==", "a", "b", "q", "x1",
    "1", "0", "-", "-1", "007", "1_0", "1.5", ".5", "1.", "1e5", "2j", "12345678901234567890",
    '"', "'", '"x"', "'y'", '""', "''", '"a=b"', "'\\n'", '"\\\\"', '"é"', "'\\u00e9'", "'''",
    "True", "False", "None", "true", "false", "null", "Truex", "None_", "é", "\ud800",
    "[1]", "{}", "(1,)", "+", "*", "if", " or ", "#",
])  # fmt: skip


def _literal(text: str) -> object:
    try:
        name, arguments, end = pycall._parse_call_literal(text, 0)
    except ToolCallError as err:
        return ("error", err.code, err.position)
    return (name, repr(arguments), [type(v) for v in arguments.values()], end)


@settings(max_examples=3000, deadline=None)
@given(st.lists(PIECES, max_size=14).map("".join))
def test_the_fast_path_gives_the_literal_parsers_result(body: str) -> None:
    for text in (f"f({body})", f"f({body}) tail", f"f(a={body})", f"f(a=1, b={body}, c=2)"):
        fast = pycall._simple_call(text, 0)
        if fast is None:
            continue
        name, arguments, end = fast
        assert _literal(text) == (
            name, repr(arguments), [type(v) for v in arguments.values()], end
        ), text


def test_the_fast_path_answers_the_plainest_calls() -> None:
    text = "f(a=1, b='x', c=None, d=-2.5, e=\"q=1\",)"
    assert pycall._simple_call(text, 0) == (
        "f", {"a": 1, "b": "x", "c": None, "d": -2.5, "e": "q=1"}, len(text)
    )
    for other in ("f(a=1, a=2)", "f(a='\\n')", "f(a=1e3)", "f(a=[1])", "f(a='x' 'y')",
                  "f(a=1+2)", "f(a=007)", "f(a='\ud800')"):
        assert pycall._simple_call(other, 0) is None, other
