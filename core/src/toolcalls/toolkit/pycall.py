"""Python call syntax: ``search(query="x", limit=5)`` to ``("search", {"query": "x", "limit": 5})``.

The parser behind every format whose tool calls are written as Python calls. It reads a
restricted, literal-only subset of Python, by hand: nothing is ever evaluated or compiled
(no ``eval``, no ``ast.literal_eval``, no ``compile``).

Grammar (whitespace ``ws`` is ASCII only: space, tab, newline, carriage return, form feed,
vertical tab; it may appear between any two tokens inside the parentheses)::

    call      := dotted_name '(' ws [kwarg (ws ',' ws kwarg)* [ws ',']] ws ')'
    dotted_name := ident (('.' | '-') ident)*   # no whitespace anywhere, none before '('
    ident     := [A-Za-z_][A-Za-z0-9_]*           # ASCII only; Python keywords are not special
    kwarg     := ident ws '=' ws value            # '==' is not '='
    value     := string | number | constant | list | tuple | dict
    string    := piece (ws piece)*                # adjacent pieces concatenate, as in Python
    piece     := ['r' | 'R'] (short_string | triple_string)
    number    := ['-'] (int | float)              # '-' glued to the digits; no '+', no 'j'
    constant  := 'True' | 'False' | 'None' | 'true' | 'false' | 'null'
    list      := '[' [value (',' value)* [',']] ']'
    tuple     := '(' [value (',' value)* [',']] ')'   # a list; '(v)' without comma is v
    dict      := '{' [string ':' value (',' string ':' value)* [',']] '}'

Decisions beyond the grammar:

* Tool names may hold hyphens between identifiers (``add-note(name='x')``: MCP tool names,
  which Llama 4's pythonic lists write as they are); a hyphen joins the words on both sides
  into one name, so ``weather-forecast(city='x')`` is no call of ``forecast``, and a name
  that cannot be whole (``2-f(q=1)``, ``a--f(q=1)``) is no candidate. A hyphen with no
  identifier character before it (``-f(q=1)``, a list bullet) is not part of the name.
* Identifiers are ASCII. A non-ASCII argument name is ``tool_call.invalid_syntax``; a name
  glued to a non-ASCII letter (``éf(q=1)``) or to an invisible format character (Cf, such as
  U+200B: ``get\u200bweather(q=1)`` reads as one name) is not a call candidate.
* Python keywords are ordinary names: ``import(from=1)`` parses (tool names and parameter
  names such as ``from`` or ``type`` are not Python names).
* No comments: ``#`` is not skipped.
* String prefixes other than ``r``/``R`` (``b``, ``f``, ``u``, ``t`` and their combinations)
  are ``tool_call.invalid_literal``; ``u"x"`` too, since the grammar has only ``r``.
* Escapes follow Python: unknown escapes (``\\d``, ``\\8``) keep the backslash; ``\\ooo`` may
  exceed ``\\377`` (gives ``chr``). Two departures: a high-surrogate escape directly followed
  by a low-surrogate escape (``\\ud83c\\udf89``) is decoded as the one character the pair
  encodes, as JSON does (models write JSON-style escapes); and a string that holds a lone
  surrogate, from an escape (``\\ud800``, ``\\U0000dc00``) or raw in the text, is
  ``tool_call.invalid_literal`` at the string's opening (prefix or quote), as no lone
  surrogate can be encoded as UTF-8 (``to_openai`` could not send it). A malformed
  escape (``\\x4``, ``\\N{NO SUCH NAME}``, ``\\U00110000``) is ``tool_call.invalid_literal``
  at its backslash. Backslash + newline (``\\n``, ``\\r\\n`` or ``\\r``) is removed.
* Line breaks written raw inside a triple-quoted string are kept exactly as written
  (``\\r\\n`` stays ``\\r\\n``): the text is already decoded text, not a source file, so
  Python's newline translation of source files does not apply.
* A raw line break inside a single-quoted string is ``tool_call.invalid_literal`` at the
  string's opening (prefix or quote), as Python rejects it.
* Adjacent string literals concatenate (``"a" "b"`` is ``"ab"``), across any whitespace,
  raw and non-raw pieces mixed; a dict key may be concatenated too.
* ``-`` must touch its number: ``- 1`` and ``--1`` are ``tool_call.invalid_literal``.
* ``-0`` is the int 0; ``-0.0`` is the float -0.0. Float digit parts may have leading
  zeros (``007.5``, ``00e1``), as in Python; integers may not (``007``), but ``0``, ``00``
  and ``0_0`` are 0.
* Integers are exact at any size, as in JSON: literals longer than the interpreter's
  conversion limit (``sys.get_int_max_str_digits()``, 4300 digits by default, which Python
  applies to source literals too) are converted by ``toolkit.bigint``, never by changing
  the limit. One rule for every format.
* ``(v)`` without a comma is just ``v`` (Python grouping); ``(v,)``, ``(a, b)`` and ``()``
  are lists.
* ``{1, 2}`` (a set) is ``tool_call.invalid_literal`` at ``{``; ``{1: 2}`` is
  ``tool_call.invalid_literal`` at the key ``1``. Duplicate keys: the last value wins, and
  the key keeps the place of its first occurrence (as a Python dict literal).
* An expression built on a literal (``1+2``, ``"a".upper()``, ``x.y``, ``1 if c else 2``,
  ``"a" * 3``, ``"abc"[0]``) is ``tool_call.invalid_literal`` at the start of the value it
  extends (the innermost complete value before the operator).
* A value where a value was expected but a structural character was found (``f(a=)``,
  ``[1,,2]``, ``{:1}``) is ``tool_call.invalid_syntax``; any other non-literal is
  ``tool_call.invalid_literal``.
* ``MAX_DEPTH`` counts the brackets of one argument value (the call's own parentheses do
  not count): 128 nested containers are accepted; the 129th opening bracket is
  ``tool_call.depth``. The parser is iterative, so no depth can overflow the Python stack.
* ``tool_call.unexpected_end`` (at ``len(text)``) is used whenever the text ends where more
  is required, including a token that is an unfinished prefix of a literal (``tru``,
  ``1e``, ``1_``, ``-``, ``r``) or of a dotted name (``a.``).
* :func:`parse_literal` does not look at what follows the literal (the caller does), but it
  does consume adjacent string pieces (``"a" "b"``).
"""

from __future__ import annotations

import math
import re
import sys
import unicodedata
from collections.abc import Iterator
from typing import Any

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.bigint import int_from_digits
from toolcalls.toolkit.chars import next_call_paren

__all__ = [
    "CALL_START",
    "DOTTED_NAME",
    "MAX_DEPTH",
    "find_call_candidates",
    "is_call_start",
    "parse_call",
    "parse_literal",
    "skip_whitespace",
]

MAX_DEPTH: int = 128
"""Most containers that may nest in one argument value; one more is ``tool_call.depth``."""

_WS_CHARS = " \t\n\r\f\v"
_WS = "[ \\t\\n\\r\\f\\v]"
_IDENT = "[A-Za-z_][A-Za-z0-9_]*"
# What must follow '(' for a call: ')' or 'ident =' (not 'ident =='). Every quantified
# part is followed by a character it cannot match, so this never backtracks more than
# the length of one run.
_ARGS_AHEAD = f"(?={_WS}*(?:\\)|{_IDENT}{_WS}*=(?!=)))"

DOTTED_NAME: re.Pattern[str] = re.compile(f"{_IDENT}(?:[.-]{_IDENT})*")
"""dotted_name := ident (('.' | '-') ident)*  (ASCII identifiers, no whitespace; hyphens
for MCP tool names such as ``add-note``)."""

CALL_START: re.Pattern[str] = re.compile(f"(?P<name>{DOTTED_NAME.pattern})\\(" + _ARGS_AHEAD)
"""call_start := dotted_name '(' lookahead(ws* (')' | ident ws* '=' not '='))

Use ``CALL_START.match(text, pos)`` to test one position; it does not look at
``text[pos - 1]`` (see :func:`is_call_start`). To scan text, use
:func:`find_call_candidates`, which is much faster than ``CALL_START.search``.
"""
_WS_RUN = re.compile(f"{_WS}*")
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
#: A character a call name may not be glued to: an identifier character (ASCII or not), or a
#: backslash (``\\nhello()`` inside an escaped string is not a call to ``nhello``); see
#: ``_glued``, which adds format characters.
_UNICODE_WORD_CHAR = re.compile(r"[\w\\]")
# A Unicode identifier-like word, so that 'é' or 'Trueé' is reported as one bad token.
_WORD = re.compile(r"[^\W\d]\w*")
_KWARG_EQ = re.compile(f"{_WS}*=(?!=)")
_DOUBLE_EQ = re.compile(f"{_WS}*==")

_NUMBER = re.compile(
    r"-?(?:(?P<int>[0-9](?:_?[0-9])*)(?P<frac>\.(?:[0-9](?:_?[0-9])*)?)?|\.[0-9](?:_?[0-9])*)"
    r"(?P<exp>[eE][+-]?[0-9](?:_?[0-9])*)?"
)
_NUMBER_START_AT_END = re.compile(r"-?\.?\Z")
_EXPONENT_AT_END = re.compile(r"[eE][+-]?\Z")

_STRING_START = re.compile(r"(?P<prefix>[rR][bBfFtT]|[bBfFtT][rR]|[rRbBuUfFtT])?(?P<quote>['\"])")
# Bodies, written as unrolled loops (each iteration starts with a character the run before
# it cannot match), so they are linear and never backtrack. Raw and non-raw strings end at
# the same place: a backslash always takes the next character with it.
_BODY = {
    ("'", False): re.compile(r"[^'\\\r\n]*(?:\\(?:\r\n|[\s\S])[^'\\\r\n]*)*"),
    ('"', False): re.compile(r'[^"\\\r\n]*(?:\\(?:\r\n|[\s\S])[^"\\\r\n]*)*'),
    ("'", True): re.compile(r"[^'\\]*(?:(?:\\[\s\S]|'(?!''))[^'\\]*)*"),
    ('"', True): re.compile(r'[^"\\]*(?:(?:\\[\s\S]|"(?!""))[^"\\]*)*'),
}
_ESCAPE = re.compile(
    r"\\(?:"
    r"(?P<nl>\r\n|[\r\n])"
    r"|(?P<simple>[\\'\"abfnrtv])"
    r"|(?P<oct>[0-7]{1,3})"
    r"|x(?P<x>[0-9A-Fa-f]{2})"
    r"|u(?P<u>[0-9A-Fa-f]{4})"
    r"|U(?P<U>[0-9A-Fa-f]{8})"
    r"|N\{(?P<N>[A-Za-z0-9 \-]{1,100})\}"
    r"|(?P<bad>[xuUN])"
    r"|(?P<other>[\s\S])"
    r")"
)
_SIMPLE_ESCAPES = {
    "\\": "\\",
    "'": "'",
    '"': '"',
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
}
_LOW_SURROGATE_ESCAPE = re.compile(r"\\u([dD][c-fC-F][0-9A-Fa-f]{2})")
#: A lone surrogate (a raw one in the text, or one an escape such as \\ud800 made): no string
#: value may hold one, as none could be encoded as UTF-8 (JSON rejects them likewise).
_SURROGATE = re.compile("[\ud800-\udfff]")
_BAD_ESCAPE_NAMES = {"x": "\\xhh", "u": "\\uxxxx", "U": "\\Uxxxxxxxx", "N": "\\N{name}"}

_CONSTANTS: dict[str, Any] = {
    "True": True,
    "False": False,
    "None": None,
    "true": True,
    "false": False,
    "null": None,
}
# Words at the very end of the text that more text could turn into a literal.
_COMPLETABLE_WORDS = (*_CONSTANTS, "r", "R")
_OPENERS = {"[": "]", "(": ")", "{": "}"}
_STRUCTURAL = frozenset(",)]}:=")
# Starts of things that are arguments without a name (positional arguments).
_POSITIONAL_START = frozenset("'\"([{-+.~")
_BINARY_OPERATOR_CHARS = frozenset("+-*/%@&|^<>.([")
_OPERATOR_WORDS = frozenset({"and", "or", "if", "else", "in", "is", "not", "for", "async"})


class _Frame:
    """An open container: '[' list, '(' tuple or grouping, '{' dict."""

    __slots__ = ("closer", "comma", "has_key", "items", "key", "mapping", "opener", "start")

    def __init__(self, opener: str, start: int) -> None:
        self.opener = opener
        self.closer = _OPENERS[opener]
        self.start = start
        self.items: list[Any] = []
        self.mapping: dict[str, Any] = {}
        self.key = ""
        self.has_key = False
        self.comma = False

    def result(self) -> Any:
        if self.opener == "{":
            return self.mapping
        if self.opener == "(" and len(self.items) == 1 and not self.comma:
            return self.items[0]
        return self.items


def _found(text: str, pos: int) -> str:
    if pos >= len(text):
        return "end of text"
    return repr(text[pos])


def _syntax(text: str, pos: int, expected: str) -> ToolCallError:
    if pos >= len(text):
        return _end(text, expected)
    return ToolCallError(
        "tool_call.invalid_syntax",
        f"expected {expected}, found {_found(text, pos)}",
        pos,
        text=text,
    )


def _invalid(text: str, pos: int, message: str) -> ToolCallError:
    return ToolCallError("tool_call.invalid_literal", message, pos, text=text)


def _end(text: str, expected: str) -> ToolCallError:
    return ToolCallError(
        "tool_call.unexpected_end",
        f"expected {expected}, found end of text",
        len(text),
        text=text,
    )


def skip_whitespace(text: str, pos: int) -> int:
    """ws := [ \\t\\n\\r\\f\\v]*  -- returns the position after the whitespace at pos."""
    if pos < len(text) and text[pos] in _WS_CHARS:
        m = _WS_RUN.match(text, pos)
        assert m is not None
        return m.end()
    return pos


def _check_pos(text: str, pos: int) -> None:
    if not 0 <= pos <= len(text):
        raise ValueError(f"pos {pos} is outside the text (length {len(text)})")


# --------------------------------------------------------------------------- candidates


def find_call_candidates(text: str, start: int = 0, end: int | None = None) -> Iterator[int]:
    """candidate := dotted_name '(' (ws* ')' | ws* ident ws* '=' not '='), name unglued.

    Yields, in increasing order, the offset of the name of every place in ``text[start:end]``
    that looks like a call: a dotted name not preceded by an identifier character (ASCII or
    not), a backslash or '.', immediately followed by '(' whose content, after optional
    whitespace, is ')' or an identifier, optional whitespace and '=' but not '=='. ``f(x)``,
    ``f (q=1)`` and ``a == f(b)`` are not candidates; ``f()``, ``f(q=1)`` and
    ``client.search(\\n q=1)`` are. As with ``re.search(text, pos, endpos)``, characters
    before ``start`` are seen (a name cut by ``start`` is not a candidate) and nothing at or
    after ``end`` is.
    Candidates may nest (``f(q=g(a=1))`` yields both); callers skip those inside a call
    they parsed. Linear time: ``next_call_paren`` reaches each '(' by memchr and the name is
    walked back.
    """
    n = len(text)
    if end is None or end > n:
        end = n
    start = max(start, 0)
    name_chars = _NAME_CHARS
    pos = start
    while True:
        paren = next_call_paren(text, pos, end)
        if paren < 0:
            return
        pos = paren + 1
        s = paren
        # Runs of name characters before distinct '(' are disjoint: linear overall.
        while s > 0 and text[s - 1] in name_chars:
            s -= 1
        # A hyphen with nothing of a name before it is no part of the name ('-f(' in a list).
        while s < paren and text[s] == "-":
            s += 1
        if s == paren or s < start:
            continue
        if DOTTED_NAME.fullmatch(text, s, paren) is None:
            continue
        if s > 0 and _glued(text, s - 1):
            continue
        yield s


def _glued(text: str, at: int) -> bool:
    """True when a call name right after ``text[at]`` is glued to it: an identifier character
    (ASCII or not), a backslash, or an invisible format character (Cf: ``get\u200bweather(``
    shows one name, so it is no call of ``weather``)."""
    if _UNICODE_WORD_CHAR.match(text, at) is not None:
        return True
    char = text[at]
    return char >= "\u00ad" and unicodedata.category(char) == "Cf"  # U+00AD: the first Cf


def is_call_start(text: str, pos: int, end: int | None = None) -> bool:
    """call_start at pos, with the name not glued to an identifier character or '.' before it.

    True exactly when :func:`find_call_candidates` would yield ``pos`` (with ``start <= pos``).
    A text that starts like this and then fails :func:`parse_call` is a broken call, not
    prose.
    """
    n = len(text)
    if end is None or end > n:
        end = n
    if not 0 <= pos < end:
        return False
    if pos > 0:
        k = pos
        while k > 0 and text[k - 1] == "-":
            k -= 1
        if k < pos:
            # hyphens glue the name to a word before them ('weather-forecast(' is one name)
            if k > 0 and text[k - 1] in _NAME_CHARS:
                return False
        elif text[pos - 1] in _NAME_CHARS or _glued(text, pos - 1):
            return False
    return CALL_START.match(text, pos, end) is not None


# --------------------------------------------------------------------------- calls


def parse_call(
    text: str, pos: int, *, format: str | None = None
) -> tuple[str, dict[str, Any], int]:
    """call := dotted_name '(' [kwarg (',' kwarg)* [',']] ')'

    ``pos`` is the start of the name (what precedes it is not looked at). Returns
    ``(name, arguments, end)`` with ``end`` just after ')'; arguments keep text order.
    Raises :class:`ToolCallError` (with ``format=format`` on it) for a broken call; its
    position is an offset into ``text``.
    """
    _check_pos(text, pos)
    try:
        return _parse_call(text, pos)
    except ToolCallError as err:
        err.format = format
        raise


# The plainest calls, read by two regexes instead of the literal parser (a speed trick that
# gives the literal parser's result; tests/test_pycall_fast.py checks both agree): keyword
# arguments whose values are short decimal ints and floats, strings without escapes, line
# breaks or surrogates, and the six constants, each value followed by ',' or ')'. Anything else
# (a duplicate name included) goes to the literal parser, which also names the faults.
_SIMPLE_VALUE = (
    r"-?(?:0|[1-9][0-9]{0,17})(?:\.[0-9]{1,17})?(?![0-9_.eEjJ])"
    r"|\"[^\"\\\n\r\ud800-\udfff]*\"|'[^'\\\n\r\ud800-\udfff]*'"
    r"|(?:True|False|None|true|false|null)\b"
)
_SIMPLE_ARG = f"{_IDENT}{_WS}*={_WS}*(?:{_SIMPLE_VALUE})"
_SIMPLE_CALL = re.compile(
    f"{DOTTED_NAME.pattern}\\({_WS}*(?:({_IDENT}){_WS}*={_WS}*({_SIMPLE_VALUE})"
    f"((?:{_WS}*,{_WS}*{_SIMPLE_ARG})*){_WS}*(?:,{_WS}*)?)?\\)"
)
_SIMPLE_KWARG = re.compile(f"({_IDENT}){_WS}*={_WS}*({_SIMPLE_VALUE})")
_SIMPLE_CONSTANTS: dict[str, Any] = {
    "True": True, "False": False, "None": None, "true": True, "false": False, "null": None,
}  # fmt: skip
_intern = sys.intern


def _simple_call(text: str, pos: int) -> tuple[str, dict[str, Any], int] | None:
    """The call at ``pos`` when it is one of the plainest (see ``_SIMPLE_CALL``), else None."""
    m = _SIMPLE_CALL.match(text, pos)
    if m is None:
        return None
    end = m.end()
    paren = text.index("(", pos)
    arguments: dict[str, Any] = {}
    key = m.group(1)
    if key is not None:  # the first argument comes with the match; the others (rare) by finditer
        arguments[_intern(key)] = _simple_value(m.group(2))
        rest_start, rest_end = m.span(3)
        if rest_end > rest_start:
            count = 1
            for kwarg in _SIMPLE_KWARG.finditer(text, rest_start, rest_end):
                count += 1
                arguments[_intern(kwarg.group(1))] = _simple_value(kwarg.group(2))
            if count != len(arguments):
                return None  # a repeated name: the literal parser reports it
    return _intern(text[pos:paren]), arguments, end


def _simple_value(raw: str) -> Any:
    """The value of a ``_SIMPLE_VALUE`` token."""
    first = raw[0]
    if first in _QUOTES:
        return raw[1:-1]
    if first in _SIMPLE_CONSTANT_STARTS:
        return _SIMPLE_CONSTANTS[raw]
    return float(raw) if "." in raw else int(raw)


_SIMPLE_CONSTANT_STARTS = frozenset("TFNtfn")
_QUOTES = frozenset("\"'")


def _parse_call(text: str, pos: int) -> tuple[str, dict[str, Any], int]:
    simple = _simple_call(text, pos)
    if simple is not None:
        return simple
    return _parse_call_literal(text, pos)


def _parse_call_literal(text: str, pos: int) -> tuple[str, dict[str, Any], int]:
    """call, read by the literal parser (every call: the reference of ``_simple_call``)."""
    n = len(text)
    m = DOTTED_NAME.match(text, pos)
    if m is None:
        raise _syntax(text, pos, "a function name")
    name = m.group()
    p = m.end()
    if p >= n or (text[p] in ".-" and p + 1 == n):
        raise _end(text, f"'(' after function name {name!r}")
    if text[p] != "(":
        raise _syntax(text, p, f"'(' right after function name {name!r}")
    arguments: dict[str, Any] = {}
    p = skip_whitespace(text, p + 1)
    if p < n and text[p] == ")":
        return name, arguments, p + 1
    while True:
        key, p = _parse_kwarg_name(text, p, arguments)
        p = skip_whitespace(text, p)
        value_start = p
        value, p = _parse_value(text, p)
        p = skip_whitespace(text, p)
        _reject_operator(text, p, value_start)
        arguments[key] = value
        if p >= n:
            raise _end(text, "',' or ')' after argument")
        c = text[p]
        if c == ")":
            return name, arguments, p + 1
        if c != ",":
            raise _syntax(text, p, "',' or ')' after argument")
        p = skip_whitespace(text, p + 1)
        if p < n and text[p] == ")":
            return name, arguments, p + 1


def _parse_kwarg_name(text: str, pos: int, seen: dict[str, Any]) -> tuple[str, int]:
    """kwarg_head := ident ws '='  -- returns (name, position after '=')."""
    n = len(text)
    if pos >= n:
        raise _end(text, "a keyword argument or ')'")
    m = _WORD.match(text, pos)
    if m is None:
        c = text[pos]
        if c in _POSITIONAL_START or c.isdigit():
            raise _positional(text, pos, seen)
        raise _syntax(text, pos, "a keyword argument or ')'")
    word = m.group()
    eq = _KWARG_EQ.match(text, m.end())
    if eq is not None:
        if not word.isascii():
            raise ToolCallError(
                "tool_call.invalid_syntax",
                f"argument name {word!r} is not an ASCII identifier",
                pos,
                text=text,
            )
        if word in seen:
            raise ToolCallError(
                "tool_call.duplicate_argument",
                f"duplicate keyword argument {word!r}",
                pos,
                text=text,
            )
        return word, eq.end()
    after = skip_whitespace(text, m.end())
    if after >= n:
        raise _end(text, f"'=' after argument name {word!r}")
    if _DOUBLE_EQ.match(text, m.end()) is not None:
        raise ToolCallError(
            "tool_call.invalid_syntax",
            f"expected a value after {word}=, found '='",
            after + 1,
            text=text,
        )
    if text[after] == ":":
        raise _syntax(text, after, f"'=' after argument name {word!r}")
    raise _positional(text, pos, seen)


def _positional(text: str, pos: int, seen: dict[str, Any]) -> ToolCallError:
    if seen:
        message = "positional argument after keyword arguments"
    else:
        message = "positional argument; only keyword arguments are accepted"
    return ToolCallError("tool_call.positional_argument", message, pos, text=text)


def _reject_operator(
    text: str, pos: int, value_start: int, container_start: int | None = None
) -> None:
    """After a complete value: an operator means the value is part of an expression.

    The error is at ``value_start``; a comprehension (``for`` after an item) is reported at
    the opening bracket of its container, ``container_start``, when there is one.
    """
    if pos >= len(text):
        return
    c = text[pos]
    op = ""
    if c in _BINARY_OPERATOR_CHARS:
        op = c
    elif c in "=!" and text.startswith("=", pos + 1):
        op = c + "="
    elif c.isalpha():
        m = _WORD.match(text, pos)
        if (
            m is not None
            and m.group() in _OPERATOR_WORDS
            and _KWARG_EQ.match(text, m.end()) is None
        ):
            op = m.group()
    if op in ("for", "async") and container_start is not None:
        raise _invalid(text, container_start, "expected a literal, found a comprehension")
    if op:
        raise _invalid(
            text,
            value_start,
            f"expected a literal, found an expression ({op!r} after the value)",
        )


# --------------------------------------------------------------------------- literals


def parse_literal(text: str, pos: int, *, format: str | None = None) -> tuple[Any, int]:
    """value := string | number | constant | list | tuple | dict

    One literal starting at ``pos`` (the caller skips whitespace before it); returns
    ``(value, end)`` with ``end`` just after the literal (adjacent string pieces included,
    trailing whitespace not). What follows the literal is not examined. Tuples become lists.
    Raises :class:`ToolCallError` (with ``format=format`` on it).
    """
    _check_pos(text, pos)
    try:
        return _parse_value(text, pos)
    except ToolCallError as err:
        err.format = format
        raise


def _parse_value(text: str, pos: int) -> tuple[Any, int]:
    """value, iteratively: an explicit stack of open containers, bounded by MAX_DEPTH."""
    n = len(text)
    stack: list[_Frame] = []
    value: Any
    while True:
        # A value is expected at pos (whitespace already skipped).
        if pos >= n:
            raise _end(text, "a value")
        c = text[pos]
        if c in _OPENERS:
            if len(stack) >= MAX_DEPTH:
                raise ToolCallError(
                    "tool_call.depth",
                    f"nesting deeper than {MAX_DEPTH} levels",
                    pos,
                    text=text,
                )
            frame = _Frame(c, pos)
            p = skip_whitespace(text, pos + 1)
            if p < n and text[p] == frame.closer:
                value, value_start, pos = frame.result(), pos, p + 1
            else:
                stack.append(frame)
                pos = p
                continue
        elif c in _STRUCTURAL:
            raise _syntax(text, pos, "a value")
        else:
            value_start = pos
            value, pos = _parse_scalar(text, pos)
        # A value is complete: give it to the open containers, closing them while they end.
        while True:
            if not stack:
                return value, pos
            p = skip_whitespace(text, pos)
            frame = stack[-1]
            _reject_operator(text, p, value_start, frame.start)
            if p >= n:
                raise _end(text, _after_item(frame))
            c = text[p]
            if frame.opener == "{" and not frame.has_key:
                if c == ":":
                    if not isinstance(value, str):
                        raise _invalid(text, value_start, "dictionary keys must be strings")
                    frame.key = value
                    frame.has_key = True
                    pos = skip_whitespace(text, p + 1)
                    break
                if not frame.mapping and c in ",}":
                    raise _invalid(text, frame.start, "sets are not accepted; expected a dict")
                raise _syntax(text, p, "':' after dictionary key")
            if frame.opener == "{":
                frame.mapping[frame.key] = value
                frame.has_key = False
            else:
                frame.items.append(value)
            if c == ",":
                frame.comma = True
                p = skip_whitespace(text, p + 1)
                if p >= n or text[p] != frame.closer:
                    pos = p
                    break
            elif c != frame.closer:
                raise _syntax(text, p, _after_item(frame))
            stack.pop()
            value, value_start, pos = frame.result(), frame.start, p + 1


def _after_item(frame: _Frame) -> str:
    if frame.opener == "{" and not frame.has_key:
        return "':' after dictionary key"
    return f"',' or {frame.closer!r}"


def _parse_scalar(text: str, pos: int) -> tuple[Any, int]:
    """scalar := string | number | constant"""
    c = text[pos]
    if c in "'\"":
        return _parse_strings(text, pos)
    if c in "-." or "0" <= c <= "9":
        return _parse_number(text, pos)
    m = _WORD.match(text, pos)
    if m is None:
        raise _invalid(text, pos, f"expected a literal, found {c!r}")
    word = m.group()
    end = m.end()
    if end < len(text) and text[end] in "'\"" and _STRING_START.match(text, pos):
        return _parse_strings(text, pos)
    if word in _CONSTANTS:
        return _CONSTANTS[word], end
    if end == len(text) and any(w.startswith(word) for w in _COMPLETABLE_WORDS):
        raise _end(text, "a literal")
    if end < len(text) and text[end] == "(":
        raise _invalid(text, pos, f"expected a literal, found a call of {word!r}")
    raise _invalid(text, pos, f"expected a literal, found the name {word!r}")


def _parse_number(text: str, pos: int) -> tuple[int | float, int]:
    """number := ['-'] (decimal_int | float)  with '_' between digits, as in Python."""
    n = len(text)
    m = _NUMBER.match(text, pos)
    if m is None:
        if _NUMBER_START_AT_END.match(text, pos):
            raise _end(text, "a number")
        if text[pos] == "-":
            raise _invalid(text, pos, "'-' must be followed directly by a number")
        raise _invalid(text, pos, f"expected a literal, found {text[pos]!r}")
    end = m.end()
    token = m.group()
    if end < n and (text[end] == "." or _UNICODE_WORD_CHAR.match(text, end)):
        completable = (end + 1 == n and text[end] == "_" and text[end - 1].isdigit()) or (
            m.group("exp") is None and _EXPONENT_AT_END.match(text, end) is not None
        )
        if completable:
            raise _end(text, "the rest of the number")
        raise _invalid(text, pos, f"invalid number: {token!r} followed by {text[end]!r}")
    digits = token.replace("_", "")
    if m.group("frac") is None and m.group("exp") is None and m.group("int") is not None:
        unsigned = digits.lstrip("-")
        if len(unsigned) > 1 and unsigned[0] == "0" and unsigned.strip("0"):
            if end == n:  # '007' could still become the float '007.5'
                raise _end(text, "the rest of the number")
            raise _invalid(text, pos, f"leading zeros are not allowed in the integer {token!r}")
        return int_from_digits(digits), end  # exact at any size
    result = float(digits)
    if math.isinf(result):
        raise _invalid(text, pos, f"float literal {token!r} is out of range")
    return result, end


def _parse_strings(text: str, pos: int) -> tuple[str, int]:
    """string := piece (ws piece)*   -- adjacent pieces are concatenated."""
    value, pos = _parse_string_piece(text, pos)
    p = skip_whitespace(text, pos)
    if _STRING_START.match(text, p) is None:
        return value, pos
    parts = [value]
    while True:
        value, pos = _parse_string_piece(text, p)
        parts.append(value)
        p = skip_whitespace(text, pos)
        if _STRING_START.match(text, p) is None:
            return "".join(parts), pos


def _parse_string_piece(text: str, pos: int) -> tuple[str, int]:
    """piece := ['r' | 'R'] ("'" ... "'" | '"' ... '"' | "'''" ... "'''" | '\"\"\"' ... '\"\"\"')"""
    m = _STRING_START.match(text, pos)
    assert m is not None
    prefix = (m.group("prefix") or "").lower()
    if prefix and prefix != "r":
        if "b" in prefix:
            kind = "byte strings"
        elif "f" in prefix:
            kind = "f-strings"
        elif "t" in prefix:
            kind = "t-strings"
        else:
            kind = "u-prefixed strings"
        raise _invalid(text, pos, f"{kind} are not accepted; expected a plain string")
    quote = m.group("quote")
    body_start = m.end()
    triple = text.startswith(quote * 3, m.start("quote"))
    if triple:
        body_start += 2
    body = _BODY[quote, triple].match(text, body_start)
    assert body is not None
    body_end = body.end()
    n = len(text)
    if triple:
        if not text.startswith(quote * 3, body_end):
            raise _end(text, f"closing {quote * 3}")
        end = body_end + 3
    else:
        if body_end >= n or text[body_end] == "\\":
            raise _end(text, f"closing {quote}")
        if text[body_end] != quote:
            raise _invalid(
                text,
                pos,
                "line break inside a single-quoted string; use \\n or triple quotes",
            )
        end = body_end + 1
    value = text[body_start:body_end] if prefix else _decode_escapes(text, body_start, body_end)
    lone = _SURROGATE.search(value)
    if lone is not None:
        raise _invalid(
            text,
            pos,
            f"string holds a lone surrogate (U+{ord(lone.group()):04X}), which cannot be "
            "encoded as UTF-8",
        )
    return value, end


def _decode_escapes(text: str, start: int, end: int) -> str:
    """escape := '\\' (newline | [\\\\'"abfnrtv] | ooo | xhh | uxxxx | Uxxxxxxxx | N{name} | any)

    Decodes the escapes of ``text[start:end]``; unknown escapes are kept as written.
    """
    first = text.find("\\", start, end)
    if first < 0:
        return text[start:end]
    parts = [text[start:first]]
    last = first
    for m in _ESCAPE.finditer(text, first, end):
        if m.start() < last:  # the low half of a surrogate pair, already decoded
            continue
        if m.start() > last:
            parts.append(text[last : m.start()])
        last = m.end()
        kind = m.lastgroup
        if kind == "nl":
            continue
        if kind == "simple":
            parts.append(_SIMPLE_ESCAPES[m.group("simple")])
        elif kind == "oct":
            parts.append(chr(int(m.group("oct"), 8)))
        elif kind in ("x", "u", "U"):
            code = int(m.group(kind), 16)
            if code > 0x10FFFF:
                raise _invalid(text, m.start(), f"escape {m.group()!r} is beyond U+10FFFF")
            if 0xD800 <= code <= 0xDBFF and kind == "u":
                low = _LOW_SURROGATE_ESCAPE.match(text, m.end(), end)
                if low is not None:  # a JSON-style pair: one character, not two surrogates
                    code = 0x10000 + ((code - 0xD800) << 10) + int(low.group(1), 16) - 0xDC00
                    last = low.end()
            parts.append(chr(code))
        elif kind == "N":
            try:
                char = unicodedata.lookup(m.group("N"))
            except KeyError:
                char = ""
            if len(char) != 1:  # unknown, or a named sequence (Python rejects both)
                raise _invalid(text, m.start(), f"unknown Unicode character name in {m.group()!r}")
            parts.append(char)
        elif kind == "bad":
            letter = m.group("bad")
            raise _invalid(
                text,
                m.start(),
                f"malformed escape: expected {_BAD_ESCAPE_NAMES[letter]}",
            )
        else:  # unknown escape: kept as written, as in Python
            parts.append(m.group())
    if last < end:
        parts.append(text[last:end])
    return "".join(parts)
