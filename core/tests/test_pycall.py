"""Tests of toolcalls.toolkit.pycall, the Python call-syntax parser."""

from __future__ import annotations

import ast
import io
import json
import math
import re
import tokenize
import warnings
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.pycall import (
    CALL_START,
    DOTTED_NAME,
    MAX_DEPTH,
    find_call_candidates,
    is_call_start,
    parse_call,
    parse_literal,
    skip_whitespace,
)

CODES = {
    "tool_call.positional_argument",
    "tool_call.duplicate_argument",
    "tool_call.invalid_literal",
    "tool_call.depth",
    "tool_call.unexpected_end",
    "tool_call.invalid_syntax",
}

# Every case runs after each of these, to prove that positions are absolute offsets.
PREFIXES = ["", "Sure, calling it now:\n\n  ", "déjà vu 🎉 → "]


def nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth - 1):
        value = [value]
    return value


# --------------------------------------------------------------------------- valid calls

VALID: list[tuple[str, str, dict[str, Any]]] = [
    # call text, name, arguments
    ("f()", "f", {}),
    ("f( )", "f", {}),
    ("f(\n)", "f", {}),
    (
        'search(query="weather in Paris", limit=5)',
        "search",
        {"query": "weather in Paris", "limit": 5},
    ),
    ("client.search(q=1)", "client.search", {"q": 1}),
    ("a.b.c(x=1)", "a.b.c", {"x": 1}),
    ("_private9(a_1=1)", "_private9", {"a_1": 1}),
    ("f(q=1,)", "f", {"q": 1}),
    ("f(q=1 , )", "f", {"q": 1}),
    ("f( q = 1 , r = 2 )", "f", {"q": 1, "r": 2}),
    ("f(\n    q=1,\n    r=[\n        1,\n        2,\n    ],\n)", "f", {"q": 1, "r": [1, 2]}),
    ("f(\tq\t=\t1\r\n)", "f", {"q": 1}),
    ("f(from=1, class=2, type=3)", "f", {"from": 1, "class": 2, "type": 3}),
    ("import(if=True)", "import", {"if": True}),
    # argument order is text order
    ("f(z=1, a=2, m=3)", "f", {"z": 1, "a": 2, "m": 3}),
    # integers
    (
        "f(a=0, b=00, c=0_0, d=1_000, e=-5, g=-0, h=42)",
        "f",
        {"a": 0, "b": 0, "c": 0, "d": 1000, "e": -5, "g": 0, "h": 42},
    ),
    (
        "f(n=123456789012345678901234567890123456789)",
        "f",
        {"n": 123456789012345678901234567890123456789},
    ),
    ("f(n=-" + "9" * 300 + ")", "f", {"n": -int("9" * 300)}),
    # floats
    (
        "f(a=1.5, b=.5, c=5., d=1e5, e=1E-3, g=1.5e-3, h=-.25, i=1_000.000_1, j=1e1_0)",
        "f",
        {
            "a": 1.5,
            "b": 0.5,
            "c": 5.0,
            "d": 1e5,
            "e": 1e-3,
            "g": 1.5e-3,
            "h": -0.25,
            "i": 1000.0001,
            "j": 1e10,
        },
    ),
    (
        "f(a=007.5, b=00e1, c=0_0.5, d=1.e5, e=1e+5, g=1e-400)",
        "f",
        {"a": 7.5, "b": 0.0, "c": 0.5, "d": 1e5, "e": 1e5, "g": 0.0},
    ),
    ("f(x=1.7976931348623157e308)", "f", {"x": 1.7976931348623157e308}),
    # constants
    (
        "f(a=True, b=False, c=None, d=true, e=false, g=null)",
        "f",
        {"a": True, "b": False, "c": None, "d": True, "e": False, "g": None},
    ),
    # strings
    (
        "f(a='x', b=\"y\", c='''z''', d=\"\"\"w\"\"\")",
        "f",
        {"a": "x", "b": "y", "c": "z", "d": "w"},
    ),
    ("f(a='', b=\"\", c='''''', d=\"\"\"\"\"\")", "f", {"a": "", "b": "", "c": "", "d": ""}),
    ("f(s='héllo 日本語 🎉 ✓')", "f", {"s": "héllo 日本語 🎉 ✓"}),
    ('f(s="it\'s", t=\'say "hi"\')', "f", {"s": "it's", "t": 'say "hi"'}),
    (r"f(s='\n\t\r\\\'\"\a\b\f\v')", "f", {"s": "\n\t\r\\'\"\a\b\f\v"}),
    (r"f(s='\0\7\101\1234\777')", "f", {"s": "\0\7A" + "S4" + chr(0o777)}),
    (r"f(s='\x41\xe9\u00e9\u2014\U0001F389')", "f", {"s": "Aéé—🎉"}),
    (r"f(s='\N{EM DASH}\N{bullet}\N{LATIN SMALL LETTER A}\N{LINE FEED}')", "f", {"s": "—•a\n"}),
    (r"f(s='\d\w\8\ \é')", "f", {"s": "\\d\\w\\8\\ \\é"}),
    (r"f(s='\ud83c\udf89', t='\uD83C\uDF89!')", "f", {"s": "🎉", "t": "🎉!"}),
    ("f(s='a\\\nb', t='a\\\r\nb', u='a\\\rb')", "f", {"s": "ab", "t": "ab", "u": "ab"}),
    # raw strings
    (
        r"f(a=r'\d+\n', b=R'\x', c=r'\'', d=r'\\')",
        "f",
        {"a": "\\d+\\n", "b": "\\x", "c": "\\'", "d": "\\\\"},
    ),
    ("f(a=r'''\\n\n''', b=R\"\"\"\\N{X}\"\"\")", "f", {"a": "\\n\n", "b": "\\N{X}"}),
    ("f(a=r'a\\\nb')", "f", {"a": "a\\\nb"}),
    # triple-quoted strings: raw line breaks kept as written, quotes inside
    ("f(code='''def f():\n    return \"x\"\n''')", "f", {"code": 'def f():\n    return "x"\n'}),
    ('f(s="""a"b""c""")', "f", {"s": 'a"b""c'}),
    ("f(s='''it's''')", "f", {"s": "it's"}),
    ("f(s='''a\r\nb''')", "f", {"s": "a\r\nb"}),
    ("f(s='''a\\\nb''')", "f", {"s": "ab"}),
    # adjacent string concatenation
    ("f(s='a' \"b\" '''c''' r'\\d')", "f", {"s": "abc\\d"}),
    ("f(s='a'\n  'b',)", "f", {"s": "ab"}),
    ("f(s='a''b')", "f", {"s": "ab"}),
    # containers
    ("f(a=[], b=(), c={})", "f", {"a": [], "b": [], "c": {}}),
    (
        "f(a=[1, 2,], b=(1,), c=(1), d=((1)), e=(1, 2), g=( 1 , ))",
        "f",
        {"a": [1, 2], "b": [1], "c": 1, "d": 1, "e": [1, 2], "g": [1]},
    ),
    ("f(a=[[]], b=[()], c=[(1,)], d=[{}])", "f", {"a": [[]], "b": [[]], "c": [[1]], "d": [{}]}),
    (
        'f(d={"a": 1, \'b\': [True, None], "c": {"d": (1.5,)},})',
        "f",
        {"d": {"a": 1, "b": [True, None], "c": {"d": [1.5]}}},
    ),
    ('f(d={"a": 1, "b": 2, "a": 3})', "f", {"d": {"a": 3, "b": 2}}),
    ('f(d={"a" "b": 1})', "f", {"d": {"ab": 1}}),
    ('f(d={\n  "k"\n  :\n  [\n  1\n  ,\n  ]\n  }\n)', "f", {"d": {"k": [1]}}),
    (
        "f(x=[1, 'two', 3.0, [4, (5, {'six': 6})], False])",
        "f",
        {"x": [1, "two", 3.0, [4, [5, {"six": 6}]], False]},
    ),
    # the call ends at its own ')'
    ("f(q=(1))", "f", {"q": 1}),
]


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize(("call", "name", "arguments"), VALID)
def test_valid_calls(prefix: str, call: str, name: str, arguments: dict[str, Any]) -> None:
    text = prefix + call + " and then some prose."
    got_name, got_arguments, end = parse_call(text, len(prefix))
    assert got_name == name
    assert got_arguments == arguments
    assert list(got_arguments) == list(arguments)  # order
    assert _types(got_arguments) == _types(arguments)  # int stays int, float stays float
    assert end == len(prefix) + len(call)


def test_the_call_ends_at_its_own_parenthesis() -> None:
    assert parse_call("x f(q=1)) y", 2) == ("f", {"q": 1}, 8)


def _types(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _types(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_types(v) for v in value]
    return type(value)


def test_big_integers_are_exact() -> None:
    digits = "1234567890" * 400  # 4000 digits: under the interpreter's conversion limit
    _, arguments, _ = parse_call(f"f(n={digits}, m=-{digits})", 0)
    assert arguments == {"n": int(digits), "m": -int(digits)}
    assert arguments["n"] % 1000 == 890


def test_integers_past_the_conversion_limit_are_exact_too() -> None:
    # 5000 digits: past sys.get_int_max_str_digits(); kept exactly, as JSON keeps them.
    digits = "1234567890" * 500
    _, arguments, _ = parse_call(f"f(n={digits}, m=-{digits[:4]}_{digits[4:]})", 0)
    exact = int(digits[:2500]) * 10**2500 + int(digits[2500:])
    assert arguments == {"n": exact, "m": -exact}


def test_negative_zero_float_keeps_its_sign() -> None:
    _, arguments, _ = parse_call("f(x=-0.0, y=-0)", 0)
    assert math.copysign(1.0, arguments["x"]) == -1.0
    assert arguments["y"] == 0 and type(arguments["y"]) is int


def test_nesting_at_max_depth_is_accepted() -> None:
    text = "f(q=" + "[" * MAX_DEPTH + "]" * MAX_DEPTH + ")"
    _, arguments, end = parse_call(text, 0)
    assert arguments == {"q": nested(MAX_DEPTH)}
    assert end == len(text)
    text = "f(q=" + "(" * (MAX_DEPTH - 1) + "[1]" + ")" * (MAX_DEPTH - 1) + ")"
    assert parse_call(text, 0)[1] == {"q": [1]}


# --------------------------------------------------------------------------- invalid calls

INVALID: list[tuple[str, str, int]] = [
    # lone surrogates (escaped or raw): no UTF-8 encoding exists, so the string is invalid
    (r"f(s='\ud83d')", "tool_call.invalid_literal", 4),
    (r"f(s='\udf89\ud83c')", "tool_call.invalid_literal", 4),
    (r"f(a=1, t='\ud83c\\udf89')", "tool_call.invalid_literal", 9),
    (r"f(u='\ud83c\U0000df89')", "tool_call.invalid_literal", 4),
    ("f(s='x\udc00')", "tool_call.invalid_literal", 4),
    ("f(s=r'\ud800')", "tool_call.invalid_literal", 4),
    # call text, code, position within the call text
    # positional arguments
    ("f(1)", "tool_call.positional_argument", 2),
    ("f(x)", "tool_call.positional_argument", 2),
    ('f("a")', "tool_call.positional_argument", 2),
    ("f([1])", "tool_call.positional_argument", 2),
    ("f(-1)", "tool_call.positional_argument", 2),
    ("f(x, q=1)", "tool_call.positional_argument", 2),
    ("f(q=1, 2)", "tool_call.positional_argument", 7),
    ("f(q=1,\n  x)", "tool_call.positional_argument", 9),
    ("f(q=1, x == 1)", "tool_call.invalid_syntax", 10),
    # duplicate arguments
    ("f(q=1, q=2)", "tool_call.duplicate_argument", 7),
    ("f(q=1, r=2, q=3)", "tool_call.duplicate_argument", 12),
    ("f(q=1, q =@)", "tool_call.duplicate_argument", 7),
    # invalid literals
    ("f(q=x)", "tool_call.invalid_literal", 4),
    ("f(q=inf)", "tool_call.invalid_literal", 4),
    ("f(q=nan)", "tool_call.invalid_literal", 4),
    ("f(q=NULL)", "tool_call.invalid_literal", 4),
    ("f(q=Trueé)", "tool_call.invalid_literal", 4),
    ("f(q={1, 2})", "tool_call.invalid_literal", 4),
    ('f(q={"a", "b"})', "tool_call.invalid_literal", 4),
    ("f(q={1})", "tool_call.invalid_literal", 4),
    ("f(q={1: 2})", "tool_call.invalid_literal", 5),
    ('f(q={"a": 1, 2: 3})', "tool_call.invalid_literal", 13),
    ("f(q={(1,): 3})", "tool_call.invalid_literal", 5),
    ("f(q={**x})", "tool_call.invalid_literal", 5),
    ("f(q=g())", "tool_call.invalid_literal", 4),
    ("f(q=g(a=1))", "tool_call.invalid_literal", 4),
    ("f(q=1+2)", "tool_call.invalid_literal", 4),
    ("f(q=1 + 2)", "tool_call.invalid_literal", 4),
    ("f(q=1 -2)", "tool_call.invalid_literal", 4),
    ("f(q=[1, 2+3])", "tool_call.invalid_literal", 8),
    ("f(q=2*3)", "tool_call.invalid_literal", 4),
    ("f(q=1 == 2)", "tool_call.invalid_literal", 4),
    ("f(q=1 != 2)", "tool_call.invalid_literal", 4),
    ("f(q=1 < 2)", "tool_call.invalid_literal", 4),
    ("f(q=1 if c else 2)", "tool_call.invalid_literal", 4),
    ("f(q=True and False)", "tool_call.invalid_literal", 4),
    ("f(q=1 in [1])", "tool_call.invalid_literal", 4),
    ('f(q="a".upper())', "tool_call.invalid_literal", 4),
    ('f(q="a" * 3)', "tool_call.invalid_literal", 4),
    ('f(q="abc"[0])', "tool_call.invalid_literal", 4),
    ("f(q=[1][0])", "tool_call.invalid_literal", 4),
    ("f(q=x.y)", "tool_call.invalid_literal", 4),
    ("f(q=True.real)", "tool_call.invalid_literal", 4),
    ("f(q=lambda: 1)", "tool_call.invalid_literal", 4),
    ("f(q=[x for x in y])", "tool_call.invalid_literal", 5),
    ("f(q=[1 for x in y])", "tool_call.invalid_literal", 4),
    ("f(q={'a': 1 for x in y})", "tool_call.invalid_literal", 4),
    ("f(q=...)", "tool_call.invalid_literal", 4),
    ("f(q=#c\n1)", "tool_call.invalid_literal", 4),
    ("f(q=@)", "tool_call.invalid_literal", 4),
    ("f(q=*x)", "tool_call.invalid_literal", 4),
    ("f(q=~1)", "tool_call.invalid_literal", 4),
    # numbers
    ("f(q=+1)", "tool_call.invalid_literal", 4),
    ("f(q=- 1)", "tool_call.invalid_literal", 4),
    ("f(q=--1)", "tool_call.invalid_literal", 4),
    ("f(q=-x)", "tool_call.invalid_literal", 4),
    ("f(q=-[1])", "tool_call.invalid_literal", 4),
    ("f(q=-True)", "tool_call.invalid_literal", 4),
    ("f(q=0x1F)", "tool_call.invalid_literal", 4),
    ("f(q=0o17)", "tool_call.invalid_literal", 4),
    ("f(q=0b101)", "tool_call.invalid_literal", 4),
    ("f(q=007)", "tool_call.invalid_literal", 4),
    ("f(q=0_7)", "tool_call.invalid_literal", 4),
    ("f(q=-007)", "tool_call.invalid_literal", 4),
    ("f(q=[1, 01])", "tool_call.invalid_literal", 8),
    ("f(q=1j)", "tool_call.invalid_literal", 4),
    ("f(q=1.5J)", "tool_call.invalid_literal", 4),
    ("f(q=1_)", "tool_call.invalid_literal", 4),
    ("f(q=1__0)", "tool_call.invalid_literal", 4),
    ("f(q=1_.5)", "tool_call.invalid_literal", 4),
    ("f(q=1._5)", "tool_call.invalid_literal", 4),
    ("f(q=1e)", "tool_call.invalid_literal", 4),
    ("f(q=1e+)", "tool_call.invalid_literal", 4),
    ("f(q=1e5e5)", "tool_call.invalid_literal", 4),
    ("f(q=1.2.3)", "tool_call.invalid_literal", 4),
    ("f(q=1..2)", "tool_call.invalid_literal", 4),
    ("f(q=1abc)", "tool_call.invalid_literal", 4),
    ("f(q=1é)", "tool_call.invalid_literal", 4),
    ("f(q=1e400)", "tool_call.invalid_literal", 4),
    ("f(q=-1e400)", "tool_call.invalid_literal", 4),
    ("f(q=[1, 2e999])", "tool_call.invalid_literal", 8),
    # strings
    ('f(q=b"x")', "tool_call.invalid_literal", 4),
    ('f(q=B"x")', "tool_call.invalid_literal", 4),
    ('f(q=rb"x")', "tool_call.invalid_literal", 4),
    ('f(q=Br"x")', "tool_call.invalid_literal", 4),
    ('f(q=f"x{y}")', "tool_call.invalid_literal", 4),
    ('f(q=rf"x")', "tool_call.invalid_literal", 4),
    ('f(q=u"x")', "tool_call.invalid_literal", 4),
    ('f(q="a" b"x")', "tool_call.invalid_literal", 8),
    ('f(q="a" f"x")', "tool_call.invalid_literal", 8),
    ('f(q="a\nb")', "tool_call.invalid_literal", 4),
    ("f(q='a\rb')", "tool_call.invalid_literal", 4),
    ('f(q=r"a\nb")', "tool_call.invalid_literal", 4),
    ('f(q="ok", r="a\nb")', "tool_call.invalid_literal", 12),
    (r'f(q="ab\x4")', "tool_call.invalid_literal", 7),
    (r'f(q="\xZZ")', "tool_call.invalid_literal", 5),
    (r'f(q="\u12")', "tool_call.invalid_literal", 5),
    (r'f(q="\U0001F38")', "tool_call.invalid_literal", 5),
    (r'f(q="\U00110000")', "tool_call.invalid_literal", 5),
    (r'f(q="\N")', "tool_call.invalid_literal", 5),
    (r'f(q="\N{}")', "tool_call.invalid_literal", 5),
    (r'f(q="\N{NO SUCH CHARACTER NAME}")', "tool_call.invalid_literal", 5),
    (r'f(q="\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}")', "tool_call.invalid_literal", 5),
    (r'f(q="ok" "\x")', "tool_call.invalid_literal", 10),
    # depth
    (
        "f(q=" + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + ")",
        "tool_call.depth",
        4 + MAX_DEPTH,
    ),
    ("f(q=" + "[" * MAX_DEPTH + "[]" + "]" * MAX_DEPTH + ")", "tool_call.depth", 4 + MAX_DEPTH),
    ("f(q=" + "(" * 10_000, "tool_call.depth", 4 + MAX_DEPTH),
    ("f(q=" + "[" * 10_000 + "]" * 10_000 + ")", "tool_call.depth", 4 + MAX_DEPTH),
    ("f(q=" + '{"a": ' * 10_000, "tool_call.depth", 4 + 6 * MAX_DEPTH),
    ("f(q=" + "[{'k': (" * 1000, "tool_call.depth", 4 + 8 * (MAX_DEPTH // 3) + 7),
    # invalid syntax
    ("f(a=1 b=2)", "tool_call.invalid_syntax", 6),
    ("f(a=1\n  b=2)", "tool_call.invalid_syntax", 8),
    ("f(a=)", "tool_call.invalid_syntax", 4),
    ("f(a= ,b=1)", "tool_call.invalid_syntax", 5),
    ("f(a==1)", "tool_call.invalid_syntax", 4),
    ("f(a = = 1)", "tool_call.invalid_syntax", 6),
    ("f(q=1=2)", "tool_call.invalid_syntax", 5),
    ("f(a=1]", "tool_call.invalid_syntax", 5),
    ("f(a=1}", "tool_call.invalid_syntax", 5),
    ("f(q=[1)", "tool_call.invalid_syntax", 6),
    ("f(q=[1, 2}", "tool_call.invalid_syntax", 9),
    ("f(q=(1]", "tool_call.invalid_syntax", 6),
    ("f(q=[1 2])", "tool_call.invalid_syntax", 7),
    ("f(q=]", "tool_call.invalid_syntax", 4),
    ("f(,)", "tool_call.invalid_syntax", 2),
    ("f(q=1,,)", "tool_call.invalid_syntax", 6),
    ("f(q=[1,,2])", "tool_call.invalid_syntax", 7),
    ("f(q=[,])", "tool_call.invalid_syntax", 5),
    ("f(q=(,))", "tool_call.invalid_syntax", 5),
    ('f(q={"a" 1})', "tool_call.invalid_syntax", 9),
    ('f(q={"a": 1, "b"})', "tool_call.invalid_syntax", 16),
    ('f(q={"a": 1, "b", "c"})', "tool_call.invalid_syntax", 16),
    ('f(q={"a": })', "tool_call.invalid_syntax", 10),
    ("f(q={:1})", "tool_call.invalid_syntax", 5),
    ("f(q=[1:2])", "tool_call.invalid_syntax", 6),
    ("f (q=1)", "tool_call.invalid_syntax", 1),
    ("f.(q=1)", "tool_call.invalid_syntax", 1),
    ("a..b(q=1)", "tool_call.invalid_syntax", 1),
    ("f[q=1]", "tool_call.invalid_syntax", 1),
    ("1f(q=1)", "tool_call.invalid_syntax", 0),
    ("(q=1)", "tool_call.invalid_syntax", 0),
    ("f(*args)", "tool_call.invalid_syntax", 2),
    ("f(**kw)", "tool_call.invalid_syntax", 2),
    ("f(q: 1)", "tool_call.invalid_syntax", 3),
    ("f(q=1;)", "tool_call.invalid_syntax", 5),
    ("f(q=1 ~2)", "tool_call.invalid_syntax", 6),
    ("f(é=1)", "tool_call.invalid_syntax", 2),
    ("f(qé=1)", "tool_call.invalid_syntax", 2),
    ("f(q=1\u00a0)", "tool_call.invalid_syntax", 5),
    ("f(\u3000q=1)", "tool_call.invalid_syntax", 2),
]

# These end inside the call: the error is always at len(text), so no suffix may follow.
UNEXPECTED_END = [
    "f",
    "a.",
    "a.b",
    "f(",
    "f(\n  ",
    "f(q",
    "f(q ",
    "f(q=",
    "f(q= ",
    "f(q=1",
    "f(q=1 ",
    "f(q=1,",
    "f(q=1, ",
    "f(q=1, r",
    "f(q=1, q",
    'f(q="abc',
    "f(q='abc\\",
    "f(q='abc\\'",
    "f(q='''abc",
    "f(q='''abc''",
    'f(q="""abc\n"""',
    'f(q="a" ',
    "f(q=[",
    "f(q=[1",
    "f(q=[1,",
    "f(q=(1",
    "f(q={",
    'f(q={"a"',
    'f(q={"a":',
    'f(q={"a": 1',
    "f(q=tru",
    "f(q=Fals",
    "f(q=N",
    "f(q=nu",
    "f(q=r",
    "f(q=-",
    "f(q=.",
    "f(q=-.",
    "f(q=1e",
    "f(q=1E-",
    "f(q=1_",
    "f(q=1.5_",
    "f(q=007",
    "f(q=" + "[" * 50,
]


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize(("call", "code", "position"), INVALID)
def test_invalid_calls(prefix: str, call: str, code: str, position: int) -> None:
    text = prefix + call + ("" if code == "tool_call.depth" else " trailing prose")
    with pytest.raises(ToolCallError) as info:
        parse_call(text, len(prefix), format="pythonic")
    err = info.value
    assert (err.code, err.position) == (code, len(prefix) + position), err.message
    assert err.format == "pythonic"
    assert err.message and err.message == err.message.strip()


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize("call", UNEXPECTED_END)
def test_unexpected_end(prefix: str, call: str) -> None:
    text = prefix + call
    with pytest.raises(ToolCallError) as info:
        parse_call(text, len(prefix))
    assert (info.value.code, info.value.position) == ("tool_call.unexpected_end", len(text))


def test_error_messages_say_what_was_expected_and_found() -> None:
    messages = {}
    for call in ["f(a=1 b=2)", "f(q=[1)", "f(1)", "f(q=1, 2)", "f(q=1, q=2)", "f(q=1"]:
        with pytest.raises(ToolCallError) as info:
            parse_call(call, 0)
        messages[call] = info.value.message
    assert messages["f(a=1 b=2)"] == "expected ',' or ')' after argument, found 'b'"
    assert messages["f(q=[1)"] == "expected ',' or ']', found ')'"
    assert messages["f(1)"] == "positional argument; only keyword arguments are accepted"
    assert messages["f(q=1, 2)"] == "positional argument after keyword arguments"
    assert messages["f(q=1, q=2)"] == "duplicate keyword argument 'q'"
    assert messages["f(q=1"] == "expected ',' or ')' after argument, found end of text"


def test_error_line_and_column_are_computed() -> None:
    text = "I will search.\nsearch(q='ok',\n       limit=1 2)"
    with pytest.raises(ToolCallError) as info:
        parse_call(text, 15)
    err = info.value
    assert (err.code, err.position) == ("tool_call.invalid_syntax", text.index("2)"))
    assert (err.line, err.column) == (3, 16)


def test_format_is_none_by_default_and_set_on_literal_errors() -> None:
    with pytest.raises(ToolCallError) as info:
        parse_call("f(1)", 0)
    assert info.value.format is None
    with pytest.raises(ToolCallError) as info:
        parse_literal("[x]", 0, format="fmt")
    assert (info.value.code, info.value.position, info.value.format) == (
        "tool_call.invalid_literal",
        1,
        "fmt",
    )


@pytest.mark.parametrize("bad_pos", [-1, 5])
def test_position_outside_the_text_is_a_programming_error(bad_pos: int) -> None:
    with pytest.raises(ValueError):
        parse_call("f()", bad_pos)
    with pytest.raises(ValueError):
        parse_literal("1", bad_pos)


# --------------------------------------------------------------------------- deep nesting


@pytest.mark.parametrize("opener", ["[", "(", "{'k': ", "[(", "{'a': [("])
def test_ten_thousand_nested_brackets_give_a_clean_error(opener: str) -> None:
    text = "call(x=" + opener * 10_000
    with pytest.raises(ToolCallError) as info:
        parse_call(text, 0)
    assert info.value.code == "tool_call.depth"
    # the opening bracket that exceeds MAX_DEPTH
    openings = [m.start() for m in re.finditer(r"[\[({]", text)]
    assert info.value.position == openings[MAX_DEPTH + 1]  # +1: the call's own '('


def test_parse_literal_depth() -> None:
    assert parse_literal("[" * MAX_DEPTH + "]" * MAX_DEPTH, 0) == (nested(MAX_DEPTH), 2 * MAX_DEPTH)
    with pytest.raises(ToolCallError) as info:
        parse_literal("[" * 10_000 + "]" * 10_000, 0)
    assert (info.value.code, info.value.position) == ("tool_call.depth", MAX_DEPTH)


# --------------------------------------------------------------------------- parse_literal


@pytest.mark.parametrize(
    ("text", "pos", "value", "end"),
    [
        ("x = 42, more", 4, 42, 6),
        ("x = -1.5)", 4, -1.5, 8),
        ("[1, 2] tail", 0, [1, 2], 6),
        ("('a', 'b') tail", 0, ["a", "b"], 10),
        ("(1) tail", 0, 1, 3),
        ("'a' 'b' tail", 0, "ab", 7),
        ("'a' \n", 0, "a", 3),
        ("<arg>true</arg>", 5, True, 9),
        ("<arg>1</arg>", 5, 1, 6),
        ('{"k": null}', 0, {"k": None}, 11),
        ("None", 0, None, 4),
    ],
)
def test_parse_literal(text: str, pos: int, value: Any, end: int) -> None:
    assert parse_literal(text, pos) == (value, end)


@pytest.mark.parametrize(
    ("text", "code", "position"),
    [
        ("", "tool_call.unexpected_end", 0),
        ("  ", "tool_call.invalid_literal", 0),  # the caller skips whitespace
        ("[1, x]", "tool_call.invalid_literal", 4),
        ("[1, 2+3]", "tool_call.invalid_literal", 4),
        ("[1, 2", "tool_call.unexpected_end", 5),
        ("]", "tool_call.invalid_syntax", 0),
        ("'abc", "tool_call.unexpected_end", 4),
    ],
)
def test_parse_literal_errors(text: str, code: str, position: int) -> None:
    with pytest.raises(ToolCallError) as info:
        parse_literal(text, 0)
    assert (info.value.code, info.value.position) == (code, position)


def test_parse_literal_does_not_judge_what_follows() -> None:
    assert parse_literal("1 + 2", 0) == (1, 1)
    assert parse_literal("x=1</a>", 2) == (1, 3)


def test_skip_whitespace() -> None:
    assert skip_whitespace("a \t\r\n\f\vb", 1) == 7
    assert skip_whitespace("ab", 1) == 1
    assert skip_whitespace("a", 1) == 1
    assert skip_whitespace("a\u00a0b", 1) == 1  # ASCII whitespace only


# --------------------------------------------------------------------------- candidates


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("f(x)", []),
        ("a (b=1)", []),
        ("x == y(z)", []),
        ("a == f(b)", []),
        ("f(q==1)", []),
        ("see (the docs) and (b = 2) or func (x=1)", []),
        ("f()", [0]),
        ("f( )", [0]),
        ("f(q=1)", [0]),
        ("f(q = 1)", [0]),
        ("f(\n  q\n  =\n  1)", [0]),
        ("see f(q=1) and g(a = 2)", [4, 15]),
        ("client.search(\n  q=1)", [0]),
        ("x.client.search(q=1)", [0]),
        ("_f(q=1)", [0]),
        ("(f(q=1))", [1]),
        ("[f()](g())", [1, 6]),
        ("f(q=g(a=1))", [0, 4]),
        ("f(x=1)f(y=2)", [0, 6]),
        (".f(q=1)", []),
        ("a..b(q=1)", []),
        ("a.(q=1)", []),
        ("a.b.(q=1)", []),
        ("3f(q=1)", []),
        ("x.3f(q=1)", []),
        ("éf(q=1)", []),
        ("日本f(q=1)", []),
        ("é f(q=1)", [2]),
        ("f(é=1)", []),
        ("f(1=1)", []),
        ("f(\u00a0q=1)", []),
        ('`search(query="x")`', [1]),
        ("$f(q=1) @g() #h()", [1, 9, 14]),
        ("", []),
        ("(((", []),
    ],
)
def test_find_call_candidates(text: str, expected: list[int]) -> None:
    assert list(find_call_candidates(text)) == expected
    assert [i for i in range(len(text)) if is_call_start(text, i)] == expected
    for i in expected:
        assert CALL_START.match(text, i) is not None


def test_find_call_candidates_window() -> None:
    text = "abc f(q=1) g(a=1)"
    assert list(find_call_candidates(text)) == [4, 11]
    assert list(find_call_candidates(text, 5)) == [11]
    assert list(find_call_candidates(text, 0, 11)) == [4]
    assert list(find_call_candidates(text, 0, 12)) == [4]  # g's '(' at 12 is outside
    assert list(find_call_candidates(text, 0, 7)) == []  # 'q=' is cut by the end
    assert list(find_call_candidates(text, 4, 8)) == [4]
    assert list(find_call_candidates("ab(q=1)", 1)) == []  # a name cut by start is not a name
    assert list(find_call_candidates("x ab(q=1)", 2)) == [2]
    assert list(find_call_candidates(text, 0, 10_000)) == [4, 11]


def test_candidates_then_parse() -> None:
    text = (
        "# Plan\n\nI'll look it up (carefully). The function f(x) is not a call, but\n"
        "```\nweb.search(\n    query='tool calls (python)',\n    top_k=3,\n)\n```\n"
        'and then notify(user="ann", urgent=True).'
    )
    results = [parse_call(text, pos) for pos in find_call_candidates(text)]
    assert [(name, args) for name, args, _ in results] == [
        ("web.search", {"query": "tool calls (python)", "top_k": 3}),
        ("notify", {"user": "ann", "urgent": True}),
    ]
    assert text[results[1][2] - 1] == ")" and text[results[1][2]] == "."


def test_prose_full_of_parentheses_has_no_candidate() -> None:
    chunk = (
        "Some text (with a remark) and [a link](https://example.com/a_(b)) then `len(s)`"
        " and f(x) (see below) or g (y=1); x == h(z).\n"
    )
    text = (chunk * (100_000 // len(chunk) + 1))[:100_000]
    assert text.count("(") > 5000
    # Speed is measured by `make bench`; here only the answer is checked.
    assert list(find_call_candidates(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        "(" * 200_000,
        "a(" * 100_000,
        "a" * 200_000 + "(",
        "(" + " " * 200_000,
        "(a" + " " * 200_000,
        "a.b" * 60_000 + "(q=1)",
        "f(a" * 60_000,
        "." * 200_000 + "f(q=1)",
    ],
)
def test_find_call_candidates_survives_hostile_input(text: str) -> None:
    found = list(find_call_candidates(text))
    assert all(is_call_start(text, pos) for pos in found)


@pytest.mark.parametrize(
    "text",
    [
        "f(q='" + "\\\\" * 100_000,
        "f(q='''" + "''\\'" * 50_000,
        "f(q='" + "\\N{" * 50_000 + "')",
        "f(q=" + "1_" * 100_000,
        "f(q=[" + "1, " * 100_000 + "])",
        "f(q='" + "a" * 200_000 + "\n')",
        "f(q=" + "'a' " * 50_000 + ")",
    ],
)
def test_parse_call_survives_hostile_input(text: str) -> None:
    try:
        parse_call(text, 0)
    except ToolCallError as err:
        assert err.position is not None and 0 <= err.position <= len(text)


# --------------------------------------------------------------------------- properties

CALLISH = st.lists(
    st.sampled_from(
        [
            *"fgab._=(),[]{}:'\"\\ \n-+019eEjxrRbN#é",
            "q=",
            "f(",
            "()",
            "'''",
            '"""',
            "True",
            "null",
            "\\x4",
            "\\N{BULLET}",
            "==",
        ]
    ),
    max_size=40,
).map("".join)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CALLISH)
def test_parse_call_at_each_candidate_returns_or_raises_toolcallerror(text: str) -> None:
    candidates = list(find_call_candidates(text))
    assert candidates == [i for i in range(len(text)) if is_call_start(text, i)]
    for pos in candidates:
        try:
            name, arguments, end = parse_call(text, pos)
        except ToolCallError as err:
            assert err.code in CODES
            assert err.position is not None and pos <= err.position <= len(text)
        else:
            assert text.startswith(name + "(", pos)
            assert isinstance(arguments, dict)
            assert pos < end <= len(text) and text[end - 1] == ")"


@settings(max_examples=300, deadline=None)
@given(CALLISH, st.data())
def test_parse_anything_anywhere_returns_or_raises_toolcallerror(text: str, data: Any) -> None:
    pos = data.draw(st.integers(0, len(text)))
    for parse in (parse_call, parse_literal):
        try:
            parse(text, pos)
        except ToolCallError as err:
            assert err.code in CODES
            assert err.position is not None and pos <= err.position <= len(text)


NAMES = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,8}", fullmatch=True)
VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=5), children, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    st.dictionaries(NAMES, VALUES, max_size=5),
    st.sampled_from(["repr", "json", "json-unicode"]),
    st.sampled_from([", ", ",", ",\n    "]),
)
def test_round_trip(arguments: dict[str, Any], style: str, separator: str) -> None:
    if style == "repr":
        render = repr
    else:

        def render(value: Any) -> str:
            return json.dumps(value, ensure_ascii=style == "json")

    body = separator.join(f"{key}={render(value)}" for key, value in arguments.items())
    text = f"Calling: tools.run({body})!"
    assert parse_call(text, 9) == ("tools.run", arguments, len(text) - 1)


def _python_value(source: str) -> tuple[bool, Any]:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return True, ast.literal_eval("(" + source + "\n)")
    except (SyntaxError, ValueError, TypeError, MemoryError, RecursionError):
        return False, None


def _outside_grammar(source: str) -> bool:
    """True when Python reads ``source`` with something call syntax leaves out: a piece with
    a ``u`` prefix (``''u''`` is two adjacent pieces, joined), or pieces joined across a
    backslash-newline (an explicit line join, not whitespace)."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        return False
    strings = [t for t in tokens if t.type == tokenize.STRING]
    if any(t.string[:1] in "uU" for t in strings):
        return True
    lines = source.splitlines(keepends=True)

    def offset(row: int, col: int) -> int:
        return sum(len(line) for line in lines[: row - 1]) + col

    return any(
        "\\" in source[offset(*a.end) : offset(*b.start)] for a, b in pairwise(strings)
    )


def _ours(source: str) -> tuple[bool, Any]:
    try:
        value, end = parse_literal(source, 0)
    except ToolCallError:
        return False, None
    return skip_whitespace(source, end) == len(source), value


@settings(max_examples=500, deadline=None)
@given(
    st.sampled_from(["", "r", "R", "b", "u", "f", "rb"]),
    st.sampled_from(["'", '"', "'''", '"""']),
    st.lists(
        st.sampled_from(
            [
                *"ab 7\n\t{}\\'\"xuUN0",
                "\\\\",
                "\\'",
                '\\"',
                "\\n",
                "\\x4",
                "\\x41",
                "\\u00e9",
                "\\U0001F389",
                "\\U00110000",
                "\\101",
                "\\777",
                "\\8",
                "\\d",
                "\\N{BULLET}",
                "\\N{bullet}",
                "\\N{NOPE}",
                "\\N{",
                "\\\n",
                "\\\r\n",
                "é",
                "🎉",
                "' '",
                '" "',
            ]
        ),
        max_size=12,
    ),
)
def test_strings_agree_with_python(prefix: str, quote: str, pieces: list[str]) -> None:
    source = prefix + quote + "".join(pieces) + quote
    python_ok, python_value = _python_value(source)
    ours_ok, ours_value = _ours(source)
    if python_ok and isinstance(python_value, str) and not _outside_grammar(source):
        assert ours_ok, source
        # Python translates a raw "\r\n" of source files to "\n"; we keep it (documented).
        # No piece is the escape "\\r", so every "\r" here was written raw.
        assert ours_value.replace("\r\n", "\n") == python_value, source
    elif not python_ok:
        assert not ours_ok, source
    else:  # bytes, u-strings, f-strings and tuples are not our strings
        assert not (ours_ok and isinstance(ours_value, str) and prefix), source


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(list("0179_.eE-+jx")), min_size=1, max_size=8))
def test_numbers_agree_with_python(pieces: list[str]) -> None:
    source = "".join(pieces)
    python_ok, python_value = _python_value(source)
    ours_ok, ours_value = _ours(source)
    if (
        source.startswith("+")
        or "x" in source
        or (python_ok and (not isinstance(python_value, (int, float)) or math.isinf(python_value)))
    ):
        assert not ours_ok, source  # '+1', complex, tuples, overflow: not accepted
        return
    assert ours_ok == python_ok, source
    if python_ok:
        assert ours_value == python_value and type(ours_value) is type(python_value), source


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=-(10**60), max_value=10**60), st.floats(allow_nan=False))
def test_numbers_round_trip_exactly(integer: int, number: float) -> None:
    assume(not math.isinf(number))
    _, arguments, _ = parse_call(f"f(i={integer}, x={number!r})", 0)
    assert arguments["i"] == integer and type(arguments["i"]) is int
    assert arguments["x"] == number and math.copysign(1, arguments["x"]) == math.copysign(1, number)


def test_a_name_glued_to_a_backslash_is_not_a_candidate() -> None:
    text = 'say "line\\nhello()" then ok()'
    assert list(find_call_candidates(text)) == [text.index("ok()")]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # MCP tool names in a Llama 4 pythonic list (meta-llama/llama-stack's tool_utils tests)
        ('[weather-forecast(city="London")]', ["weather-forecast"]),
        ("[add-note(name='demo'), get-time-now()]", ["add-note", "get-time-now"]),
        ("mcp.add-note(name='demo')", ["mcp.add-note"]),
        ("-f(q=1)", ["f"]),  # a list bullet is no part of the name
        ("2-f(q=1)", []),  # no name can start with the digit: no call of 'f'
        ("a--f(q=1)", []),
        ("a-.f(q=1)", []),
    ],
)
def test_hyphens_join_a_name_and_never_cut_one(text: str, names: list[str]) -> None:
    starts = list(find_call_candidates(text))
    assert [DOTTED_NAME.match(text, s).group() for s in starts] == names  # type: ignore[union-attr]
    for pos in range(len(text)):
        assert is_call_start(text, pos) == (pos in starts), pos
    for s, name in zip(starts, names, strict=True):
        assert parse_call(text, s)[0] == name
