"""Strict JSON with absolute positions.

``parse_json(text, pos)`` decodes the one JSON value that starts at ``pos`` and says where it
ends. orjson does the work on the exact span of the payload; when orjson refuses, or when the
payload holds what orjson would change (integers beyond 64 bits, nesting beyond our limit), the
pure-Python parser below decodes it instead, or names the fault with a ``json.*`` code and an
absolute position. The Python parser is iterative: nesting never touches the Python stack.

Strict means RFC 8259 and nothing more: no NaN or Infinity, no trailing commas, no comments, no
single quotes, no unquoted keys, no lone surrogates, nesting at most ``MAX_DEPTH`` deep, and
numbers that fit a float. Integers keep their exact value at any size. Duplicate keys: the last
one wins.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Sequence
from itertools import accumulate
from typing import Any, Final

import orjson

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.bigint import int_from_digits

__all__ = [
    "MAX_DEPTH",
    "array_elements",
    "locate_json",
    "needs_exact_parse",
    "object_members",
    "parse_json",
    "parse_json_exact",
    "same_json",
    "string_position",
    "try_parse_json",
]

#: Deepest nesting of objects and arrays accepted. Real tool arguments stay far below it, and
#: values this deep still serialise with orjson (which stops near 254) and compare in Python.
MAX_DEPTH: Final = 128

#: How far past ``pos`` the fast path first slices the text when no hint bounds the payload; the
#: window doubles while the value runs past it.
FIRST_WINDOW: Final = 1 << 12

_WS: Final = re.compile(r"[ \t\n\r]*")
_NUMBER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")
_STRING_PLAIN: Final = re.compile(r'"([^"\\\x00-\x1f\ud800-\udfff]*)"')
_STRING_CHUNK: Final = re.compile(r'[^"\\\x00-\x1f\ud800-\udfff]*')
_WORD: Final = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
#: Byte classes for ``needs_exact_parse``: digits, anything else.
_MARKS: Final = bytes(0x30 if 0x30 <= b <= 0x39 else 0x2E for b in range(256))
_NINETEEN_DIGITS: Final = b"0" * 19
#: For ``_max_depth``: an opening bracket is a step of +1, a closing one -1 (0xff as a signed
#: byte); every other byte is deleted.
_STEPS: Final = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")
_NOT_BRACKETS: Final = bytes(b for b in range(256) if b not in b"[{]}")
_NUMBER_TAIL: Final = re.compile(r"[.eE]?[+-]?")
_HEX4: Final = re.compile(r"[0-9a-fA-F]{4}")
_ESCAPES: Final = {
    '"': '"',
    "\\": "\\",
    "/": "/",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
}
_LITERALS: Final = {"true": True, "false": False, "null": None}
_NOT_JSON_WORDS: Final = {
    "NaN": "NaN is not valid JSON",
    "Infinity": "Infinity is not valid JSON",
    "True": "True is Python, not JSON; use true",
    "False": "False is Python, not JSON; use false",
    "None": "None is Python, not JSON; use null",
    "undefined": "undefined is not valid JSON; use null",
}
_WS_CHARS: Final = " \t\n\r"


def _span_end(pattern: re.Pattern[str], text: str, pos: int) -> int:
    """End of ``pattern`` (one that may match the empty string) at ``pos``."""
    match = pattern.match(text, pos)
    return pos if match is None else match.end()


def _error(code: str, message: str, position: int, text: str, fmt: str | None) -> ToolCallError:
    return ToolCallError(code, message, position, text=text, format=fmt)


def parse_json(
    text: str, pos: int, hint: int | None = None, *, format: str | None = None
) -> tuple[Any, int]:
    """value := object | array | string | number | 'true' | 'false' | 'null'

    Decode the JSON value that starts exactly at ``pos`` (no leading whitespace) and return
    ``(value, end)``, ``end`` being the offset just after the value. ``hint`` is where the
    payload most likely ends (the next closing marker, say); it only speeds things up and never
    changes the result. Raises :class:`ToolCallError` with a ``json.*`` code and an absolute
    position when the text at ``pos`` is not strict JSON.
    """
    found = _fast(text, pos, hint)
    if found is None or found[1] < 0:  # rejected, undecided or cut: the exact parser says
        # Outside any ``except`` block, so that the error does not carry orjson's exception
        # (and its copy of the text) as its context.
        return _parse(text, pos, format)
    return found


def parse_json_exact(text: str, pos: int, *, format: str | None = None) -> tuple[Any, int]:
    """``parse_json`` by the exact parser alone, without trying orjson first: for a caller
    that already knows the text at ``pos`` is broken (and wants its ``json.*`` error), where
    orjson's failure would only add the cost of its exception."""
    return _parse(text, pos, format)


def try_parse_json(text: str, pos: int, hint: int | None = None, *,
                   cut: list[int] | None = None) -> tuple[Any, int] | None:
    """``parse_json(text, pos, hint)``, or None where orjson alone shows that the text at
    ``pos`` is not strict JSON: no :class:`ToolCallError` is built then, and nothing is read
    past the fault.

    For callers to whom a failure is no error (a candidate in prose): they pay for no error
    object and no second, exact parse. Where orjson cannot decide (an integer it cannot hold,
    nesting it refuses, a payload it decoded but that needs the exact parser) this is
    ``parse_json`` and may raise.

    ``cut``: when given, and the value fails only because the text ends inside it (more text
    could complete it), ``cut[0]`` becomes ``pos`` if that is smaller.
    """
    found = _fast(text, pos, hint)
    if found is None:
        return None
    if found[1] == _UNDECIDED[1]:
        try:
            return _parse(text, pos, None)
        except ToolCallError as exc:
            if cut is not None and exc.code == "json.unexpected_end" \
                    and exc.position == len(text):
                cut[0] = min(cut[0], pos)
            raise
    if found[1] == _CUT[1]:
        if cut is not None:
            cut[0] = min(cut[0], pos)
        return None
    return found


#: ``_fast``'s answer when orjson cannot decide and the exact parser must. ``_fast``'s answers
#: are told apart by their end (a real one is never negative), never by identity: compiled
#: code (core/build_native.py) may box a tuple constant anew each time it is used.
_UNDECIDED: Final[tuple[Any, int]] = (None, -1)
#: ``_fast``'s answer when the text ends inside the value (told apart by its end).
_CUT: Final[tuple[Any, int]] = (None, -2)
#: orjson faults that strict JSON as toolcalls reads it may not share: integers beyond a
#: double (exact here) and nesting beyond orjson's limit (``json.depth`` here).
_ORJSON_UNSURE: Final = ("number is infinity", "recursion")


def _fast(text: str, pos: int, hint: int | None) -> tuple[Any, int] | None:
    """orjson on the span of the value at ``pos``: ``(value, end)``, None when orjson rejects
    the value, ``_UNDECIDED`` when the exact parser must decide."""
    n = len(text)
    if hint is not None and not pos < hint <= n:
        hint = None  # no use: orjson would be handed the whole rest of the text at once
    limit = n if hint is None else hint
    window = min(limit, pos + FIRST_WINDOW) if hint is None else limit
    while True:
        segment = text[pos:window]
        try:
            value = orjson.loads(segment)
        except orjson.JSONDecodeError as exc:
            message, at = exc.msg, exc.pos
        else:
            if window < n and not isinstance(value, (dict, list)):
                return _UNDECIDED  # a cut may have split a scalar: "12|3"
            break
        if message.startswith("unexpected content after document"):
            segment = text[pos : pos + at]
            value = orjson.loads(segment)
            break
        if message.startswith("unexpected end of data") and window < n:
            # The window (or the hint) cut the value short: widen it geometrically, so a
            # value of any size costs O(its size) in all.
            window = min(n, pos + 2 * max(window - pos, FIRST_WINDOW))
            continue
        if message.startswith(_ORJSON_UNSURE):
            return _UNDECIDED
        if message.startswith("unexpected end of data"):
            return _CUT  # the whole rest of the text, and the value is not over
        return None
    if needs_exact_parse(segment):
        return _UNDECIDED
    return value, pos + len(segment.rstrip(_WS_CHARS))


def needs_exact_parse(segment: str) -> bool:
    """True where orjson's result for ``segment`` may differ from strict JSON as toolcalls
    defines it (integers beyond 64 bits, nesting beyond ``MAX_DEPTH``): decode it with
    ``parse_json`` then, never with orjson alone.

    One C-level pass: the UTF-8 bytes are mapped to ``0`` for a digit and ``.`` for anything
    else, opening brackets and braces deleted (their number is the length lost), then searched
    for 19 digits in a row: an integer that may not fit 64 bits, or digits that only brackets
    separated, which merely sends the payload to the exact parser. A regex with a character
    class first would cost ten times more.
    """
    data = segment.encode("utf-8", "surrogatepass")
    marks = data.translate(_MARKS, b"[{")  # what the deletion removed is the bracket count
    if marks.find(_NINETEEN_DIGITS) >= 0:
        return True
    return len(data) - len(marks) > MAX_DEPTH and _max_depth(data) > MAX_DEPTH


def _max_depth(data: bytes) -> int:
    """The deepest bracket nesting of UTF-8 ``data``, in C: the brackets become steps of +1
    and -1 (everything else is deleted) and their running sum peaks at the depth. Brackets
    inside strings count too, which may over-count: that merely sends the payload to the
    exact parser."""
    steps = array("b", data.translate(_STEPS, _NOT_BRACKETS))
    return max(accumulate(steps), default=0)


# --- the exact parser ---------------------------------------------------------------------


class _Frame:
    __slots__ = ("container", "is_object", "key", "key_pos", "open_pos")

    def __init__(self, container: Any, is_object: bool, open_pos: int) -> None:
        self.container = container
        self.is_object = is_object
        self.open_pos = open_pos
        self.key: str = ""
        self.key_pos = -1


def _parse(
    text: str,
    pos: int,
    fmt: str | None,
    record: list[tuple[str | int, int, int, int]] | None = None,
) -> tuple[Any, int]:
    """Iterative strict JSON parser; ``record`` collects top-level members (see object_members)."""
    n = len(text)
    stack: list[_Frame] = []
    while True:
        # A value starts at pos (whitespace already skipped).
        if pos >= n:
            raise _error(
                "json.unexpected_end",
                "the text ended where a JSON value was expected",
                n,
                text,
                fmt,
            )
        value_start = pos
        ch = text[pos]
        if ch in "{[":
            if len(stack) >= MAX_DEPTH:
                raise _error(
                    "json.depth", f"JSON nested deeper than {MAX_DEPTH} levels", pos, text, fmt
                )
            is_object = ch == "{"
            frame = _Frame({} if is_object else [], is_object, pos)
            pos = _span_end(_WS, text, pos + 1)
            closer = "}" if is_object else "]"
            if pos < n and text[pos] == closer:
                value: Any = frame.container
                pos += 1
            else:
                stack.append(frame)
                if is_object:
                    pos = _member_key(text, pos, frame, fmt)
                continue
        elif ch == '"':
            value, pos = _string(text, pos, fmt)
        elif ch in "-0123456789":
            value, pos = _number(text, pos, fmt)
        else:
            value, pos = _word(text, pos, fmt)

        # A value is complete: attach it to its container, and close containers that end here.
        while True:
            if not stack:
                return value, pos
            frame = stack[-1]
            if len(stack) == 1 and record is not None:
                record.append(
                    (
                        frame.key if frame.is_object else len(frame.container),
                        frame.key_pos,
                        value_start,
                        pos,
                    )
                )
            if frame.is_object:
                frame.container[frame.key] = value
            else:
                frame.container.append(value)
            pos = _span_end(_WS, text, pos)
            if pos >= n:
                raise _error(
                    "json.unexpected_end",
                    "the text ended inside a JSON " + ("object" if frame.is_object else "array"),
                    n,
                    text,
                    fmt,
                )
            ch = text[pos]
            closer = "}" if frame.is_object else "]"
            if ch == ",":
                comma = pos
                pos = _span_end(_WS, text, pos + 1)
                if pos < n and text[pos] in "}]":
                    raise _error(
                        "json.trailing_comma",
                        "trailing comma before '" + text[pos] + "'",
                        comma,
                        text,
                        fmt,
                    )
                if frame.is_object:
                    pos = _member_key(text, pos, frame, fmt)
                break
            if ch == closer:
                pos += 1
                value = frame.container
                value_start = frame.open_pos
                stack.pop()
                continue
            if ch in "}]":
                raise _error(
                    "json.unexpected_character",
                    f"expected ',' or '{closer}' but found '{ch}'",
                    pos,
                    text,
                    fmt,
                )
            _reject_extension(text, pos, fmt)
            raise _error(
                "json.missing_comma",
                f"expected ',' or '{closer}' after "
                + ("an object member" if frame.is_object else "an array element"),
                pos,
                text,
                fmt,
            )


def _member_key(text: str, pos: int, frame: _Frame, fmt: str | None) -> int:
    """member := string ws ':' ws   (returns the position of the member's value)"""
    n = len(text)
    if pos >= n:
        raise _error("json.unexpected_end", "the text ended inside a JSON object", n, text, fmt)
    ch = text[pos]
    if ch != '"':
        _reject_extension(text, pos, fmt)
        word = _WORD.match(text, pos)
        if word is not None:
            raise _error(
                "json.unquoted_key",
                f"object key {word.group()} must be a quoted string",
                pos,
                text,
                fmt,
            )
        raise _error(
            "json.unexpected_character", f"expected a string key but found '{ch}'", pos, text, fmt
        )
    frame.key_pos = pos
    frame.key, pos = _string(text, pos, fmt)
    pos = _span_end(_WS, text, pos)
    if pos >= n:
        raise _error("json.unexpected_end", "the text ended inside a JSON object", n, text, fmt)
    if text[pos] != ":":
        raise _error(
            "json.missing_colon",
            f"expected ':' after object key but found '{text[pos]}'",
            pos,
            text,
            fmt,
        )
    return _span_end(_WS, text, pos + 1)


def _reject_extension(text: str, pos: int, fmt: str | None) -> None:
    """Name the common non-JSON habits (comments, single quotes) precisely."""
    if text.startswith("//", pos) or text.startswith("/*", pos):
        raise _error("json.comment", "comments are not allowed in JSON", pos, text, fmt)
    if text[pos] == "'":
        raise _error("json.single_quoted_string", "JSON strings use double quotes", pos, text, fmt)


def _string(text: str, pos: int, fmt: str | None) -> tuple[str, int]:
    """string := '"' (char | escape)* '"'"""
    plain = _STRING_PLAIN.match(text, pos)
    if plain is not None:
        return plain.group(1), plain.end()
    parts: list[str] = []
    n = len(text)
    i = pos + 1
    while True:
        chunk_end = _span_end(_STRING_CHUNK, text, i)
        if chunk_end > i:
            parts.append(text[i:chunk_end])
        i = chunk_end
        if i >= n:
            raise _error("json.unexpected_end", "the text ended inside a JSON string", n, text, fmt)
        ch = text[i]
        if ch == '"':
            return "".join(parts), i + 1
        if ch == "\\":
            decoded, i = _escape(text, i, fmt)
            parts.append(decoded)
            continue
        if "\ud7ff" < ch < "\ue000":  # a lone surrogate (a literal one: mypyc takes none)
            raise _error("json.invalid_string", "lone surrogate in a JSON string", i, text, fmt)
        raise _error(
            "json.invalid_string",
            f"unescaped control character U+{ord(ch):04X} in a JSON string",
            i,
            text,
            fmt,
        )


def _escape(text: str, pos: int, fmt: str | None) -> tuple[str, int]:
    """escape := '\\' (["\\/bfnrt] | 'u' hex hex hex hex)"""
    n = len(text)
    if pos + 1 >= n:
        raise _error("json.unexpected_end", "the text ended inside a JSON string", n, text, fmt)
    ch = text[pos + 1]
    simple = _ESCAPES.get(ch)
    if simple is not None:
        return simple, pos + 2
    if ch != "u":
        raise _error(
            "json.invalid_escape", f"invalid escape '\\{ch}' in a JSON string", pos, text, fmt
        )
    code = _hex4(text, pos, fmt)
    if 0xDC00 <= code <= 0xDFFF:
        raise _error(
            "json.invalid_escape", "lone low surrogate escape in a JSON string", pos, text, fmt
        )
    if 0xD800 <= code <= 0xDBFF:
        rest = text[pos + 6 : pos + 8]
        if len(rest) < 2 and "\\u".startswith(rest):
            # The text ends where the low half's escape should be: more text could complete it.
            raise _error("json.unexpected_end", "the text ended inside a JSON string", n, text, fmt)
        if not text.startswith("\\u", pos + 6):
            raise _error(
                "json.invalid_escape", "high surrogate escape without its low half", pos, text, fmt
            )
        low = _hex4(text, pos + 6, fmt)
        if not 0xDC00 <= low <= 0xDFFF:
            raise _error(
                "json.invalid_escape", "high surrogate escape without its low half", pos, text, fmt
            )
        return chr(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)), pos + 12
    return chr(code), pos + 6


def _hex4(text: str, pos: int, fmt: str | None) -> int:
    digits = _HEX4.match(text, pos + 2)
    if digits is None:
        if len(text) - (pos + 2) < 4 and _HEX4.match(text + "0000", pos + 2) is not None:
            raise _error(
                "json.unexpected_end", "the text ended inside a JSON string", len(text), text, fmt
            )
        raise _error(
            "json.invalid_escape", "\\u must be followed by four hex digits", pos, text, fmt
        )
    return int(digits.group(), 16)


def _number(text: str, pos: int, fmt: str | None) -> tuple[int | float, int]:
    """number := '-'? ('0' | [1-9] [0-9]*) ('.' [0-9]+)? ([eE] [+-]? [0-9]+)?"""
    n = len(text)
    m = _NUMBER.match(text, pos)
    end = pos + 1 if m is None else m.end()
    if m is None or (end < n and text[end] in "0123456789.eE"):
        # '-' alone, '01', '1.', '1e', '1.5.': the end of text inside one is unexpected_end.
        tail = _span_end(_NUMBER_TAIL, text, end)
        if tail >= n and not (m is not None and text[end] in "0123456789"):
            raise _error("json.unexpected_end", "the text ended inside a JSON number", n, text, fmt)
        raise _error("json.invalid_number", "invalid JSON number", pos, text, fmt)
    literal = m.group()
    if m.group(1) is None and m.group(2) is None:
        return int_from_digits(literal), end  # exact at any size
    value = float(literal)
    if value in (float("inf"), float("-inf")):
        raise _error(
            "json.number_out_of_range", f"number {literal} does not fit a float", pos, text, fmt
        )
    return value, end


def _word(text: str, pos: int, fmt: str | None) -> tuple[Any, int]:
    """literal := 'true' | 'false' | 'null'"""
    m = _WORD.match(text, pos)
    if m is not None:
        word = m.group()
        if word in _LITERALS:
            return _LITERALS[word], m.end()
        if word in (
            "t",
            "tr",
            "tru",
            "f",
            "fa",
            "fal",
            "fals",
            "n",
            "nu",
            "nul",
        ) and m.end() == len(text):
            raise _error(
                "json.unexpected_end", "the text ended inside a JSON literal", len(text), text, fmt
            )
        message = _NOT_JSON_WORDS.get(word, f"{word} is not a JSON value")
        raise _error("json.invalid_literal", message, pos, text, fmt)
    _reject_extension(text, pos, fmt)
    if text[pos] == "+" or text[pos] == ".":
        raise _error("json.invalid_number", "invalid JSON number", pos, text, fmt)
    raise _error(
        "json.unexpected_character",
        f"expected a JSON value but found '{text[pos]}'",
        pos,
        text,
        fmt,
    )


# --- locating parts of a payload (error positions and call spans) ---------------------------


def object_members(text: str, pos: int) -> list[tuple[str, int, int, int]]:
    """Members of the JSON object at ``pos`` in text order: ``(key, key_pos, value_pos, end)``.

    Duplicate keys appear once per occurrence. The object must be valid JSON.
    """
    return _members(text, pos)


def array_elements(text: str, pos: int) -> list[tuple[int, int]]:
    """``(start, end)`` of each element of the (valid) JSON array at ``pos``."""
    return [(start, end) for _, _, start, end in _members(text, pos)]


def locate_json(text: str, pos: int, path: Sequence[str | int], *, key: bool = False) -> int:
    """Offset of the value at ``path`` (object keys and array indexes) inside the valid JSON
    value at ``pos``, or of its key with ``key=True`` (``pos`` for an empty path). Of duplicate
    keys the last counts, as it does when the value is decoded. Raises ``IndexError`` when the
    path is not in the value.
    """
    key_pos = pos
    for step in path:
        if isinstance(step, int):
            pos = array_elements(text, pos)[step][0]
        else:
            found = [m for m in object_members(text, pos) if m[0] == step]
            if not found:
                raise IndexError(f"no member {step!r}")
            key_pos, pos = found[-1][1], found[-1][2]
    return key_pos if key else pos


def _members(text: str, pos: int) -> list[tuple[Any, int, int, int]]:
    """Top-level members of the valid container at ``pos``: ``(key, key_pos, value_pos, end)``
    (for an array, the key is the index and key_pos -1).

    Only the top level is walked in Python: the end of each nested value comes from
    ``parse_json`` (orjson) or the string regex, so locating a part of a payload costs C time
    per character. Where the walk meets anything but valid JSON, the exact parser records the
    members instead (or names the fault).
    """
    record: list[tuple[Any, int, int, int]] = []
    try:
        is_object = text[pos] == "{"
        closer = "}" if is_object else "]"
        p = _span_end(_WS, text, pos + 1)
        if text[p] == closer:
            return record
        while True:
            key: Any = len(record)
            key_pos = -1
            if is_object:
                key_pos = p
                key, p = _string(text, p, None)
                p = _span_end(_WS, text, p)
                if text[p] != ":":
                    return _exact_members(text, pos)
                p = _span_end(_WS, text, p + 1)
            end = _string(text, p, None)[1] if text[p] == '"' else parse_json(text, p)[1]
            record.append((key, key_pos, p, end))
            p = _span_end(_WS, text, end)
            if text[p] == closer:
                return record
            if text[p] != ",":
                return _exact_members(text, pos)
            p = _span_end(_WS, text, p + 1)
    except (IndexError, ToolCallError):
        return _exact_members(text, pos)


def _exact_members(text: str, pos: int) -> list[tuple[Any, int, int, int]]:
    """What ``_members`` returns, by the exact parser (which raises where the JSON is bad)."""
    record: list[tuple[Any, int, int, int]] = []
    _parse(text, pos, None, record)
    return record


def string_position(text: str, token_pos: int, index: int) -> int:
    """Offset in ``text`` of character ``index`` of the decoded JSON string token at ``token_pos``.

    Walks the raw token so that escapes (``\\n``, ``\\u00e9``, surrogate pairs) map exactly.
    An index past the end maps to the closing quote.
    """
    i = token_pos + 1
    n = len(text)
    decoded = 0
    while i < n and decoded < index:
        ch = text[i]
        if ch == '"':
            return i
        if ch == "\\" and i + 1 < n:
            if text[i + 1] == "u":
                code = int(text[i + 2 : i + 6], 16) if _HEX4.match(text, i + 2) else 0
                i += 12 if 0xD800 <= code <= 0xDBFF and text.startswith("\\u", i + 6) else 6
            else:
                i += 2
        else:
            i += 1
        decoded += 1
    return i


# --- what a cut payload holds so far (partial calls) -----------------------------------------

_PREFIX_TOKEN: Final = re.compile(
    r'(?P<s>"(?:[^"\\]|\\[\s\S])*(?:"|\\?\Z))|(?P<p>[{}\[\],:])|(?P<o>[^"{}\[\],:\s]+)'
)


def open_call(text: str, pos: int) -> tuple[int, str | None, int, int] | None:
    """What is known of the call a cut JSON payload was writing when the text ended.

    ``text[pos:]`` is a JSON value the text cuts short (an object, or an array of objects).
    Returns ``(object_pos, name, name_pos, args_pos)`` for the call object still open at the
    top level or as the last element of a top-level array: its ``"name"`` member when that
    string is complete (else None and -1), and the offset of the ``{`` of its ``arguments``
    (or ``parameters``, ``input``, ``args``) member once it has begun (else -1). None when the
    payload is not such a value. Tokens are read by one regex (strings in C); this runs on the
    error path and when a stream resumes, never on a complete payload.
    """
    # A frame: [bracket, start, current key, name, name pos, args pos]
    stack: list[list[Any]] = []
    expect_key = False
    for token in _PREFIX_TOKEN.finditer(text, pos):
        kind = token.lastgroup
        at = token.start()
        value = token.group()
        if kind == "p":
            if value in "{[":
                if len(stack) in (1, 2):
                    frame = stack[-1]
                    if frame[0] == "{" and frame[2] in _ARGUMENT_KEYS and value == "{":
                        frame[5] = at
                stack.append([value, at, None, None, -1, -1])
                expect_key = value == "{"
            elif value in "}]":
                if len(stack) <= 1:
                    return None  # the value is complete (or not JSON): not a cut payload
                stack.pop()
                expect_key = False
            elif value == "," and stack and stack[-1][0] == "{":
                stack[-1][2] = None
                expect_key = True
            continue
        if not stack:
            return None
        frame = stack[-1]
        if frame[0] != "{" or kind != "s" or not _closed_string(value):
            expect_key = False
            continue
        if expect_key:
            frame[2] = value[1:-1]
            expect_key = False
        elif frame[2] == "name" and frame[3] is None:
            try:
                name = orjson.loads(value)
            except orjson.JSONDecodeError:
                continue
            if isinstance(name, str):
                frame[3], frame[4] = name, at
    if not stack:
        return None
    # The call object: the top-level object, or the last open element of a top-level array.
    if stack[0][0] == "{":
        call = stack[0]
    elif len(stack) >= 2 and stack[1][0] == "{":
        call = stack[1]
    else:
        return None
    return call[1], call[3], call[4], call[5]


_ARGUMENT_KEYS: Final = frozenset({"arguments", "parameters", "input", "args"})


def _closed_string(token: str) -> bool:
    """True when a string token (from ``_PREFIX_TOKEN``) ends with its closing quote."""
    if len(token) < 2 or not token.endswith('"'):
        return False
    backslashes = len(token) - 1 - len(token[:-1].rstrip("\\"))
    return backslashes % 2 == 0


def same_json(a: Any, b: Any) -> bool:
    """True when two decoded JSON values are equal with the same types (``1`` is neither
    ``1.0`` nor ``True``) and their objects have the same key order: what "the same
    arguments" means when a text is parsed, streamed or rendered again."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)
