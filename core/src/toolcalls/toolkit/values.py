"""Raw-text values: the rule every format with raw-text parameters shares (DESIGN.md 3a).

A raw value (an XML parameter, a GLM ``<arg_value>``) that, trimmed, is one strict JSON value
becomes that value; otherwise it is a string, with one leading and one trailing newline
dropped (``trim="newline"``, the templates write the value on a line of its own) or all
leading and trailing whitespace (``trim="strip"``, what MiniMax's own parser reads) and XML
entities decoded (``entities``). This is the rule without a tool schema; with one, the engine
types the string form (``RawValue.text``) by the parameter's schema instead.
"""

from __future__ import annotations

from typing import Any, Final, Literal

import orjson

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.json import parse_json
from toolcalls.toolkit.xml import decode_entities

__all__ = ["JSON_START", "default_value", "json_first", "raw_value", "trim_newlines",
           "typed_and_raw"]

#: What a JSON value can start with.
JSON_START: Final = frozenset('{["-0123456789tfn')


def trim_newlines(raw: str) -> str:
    """``raw`` with one leading and one trailing newline (``\\n`` or ``\\r\\n``) dropped."""
    if raw[:1] == "\n":
        raw = raw[1:]
    elif raw[:2] == "\r\n":
        raw = raw[2:]
    if raw[-1:] == "\n":
        raw = raw[:-2] if raw[-2:] == "\r\n" else raw[:-1]
    return raw


def raw_value(raw: str, trim: Literal["newline", "strip", "none"] = "newline",
              entities: bool = True) -> str:
    """The string form of a raw value: edge newlines (``"newline"``) or all edge whitespace
    (``"strip"``) dropped, entities decoded (as asked)."""
    if trim == "newline":
        raw = trim_newlines(raw)
    elif trim == "strip":
        raw = raw.strip(" \t\n\r")
    return decode_entities(raw) if entities else raw


#: A string form that no JSON value is: ``default_value`` asks ``json_first`` with it.
_NOT_JSON: Final[Any] = object()


def json_first(raw: str, string: Any) -> Any:
    """The JSON-first rule, given the string form ``string`` of the raw value ``raw`` (trimmed
    or not): the strict JSON value that ``raw`` is, trimmed, else ``string``."""
    trimmed = raw.strip(" \t\n\r")
    if trimmed and trimmed[0] in JSON_START:
        if len(trimmed) < 19:
            # too short for an integer beyond 64 bits or for nesting past the limit: orjson's
            # answer is the exact parser's (what parse_json's first try would find)
            try:
                return orjson.loads(trimmed)
            except orjson.JSONDecodeError:
                return string
        try:
            value, stop = parse_json(trimmed, 0, len(trimmed))
        except ToolCallError:
            return string
        if stop == len(trimmed):
            return value
    return string


def typed_and_raw(raw: str, trim: Literal["newline", "strip", "none"] = "newline",
                  entities: bool = True) -> tuple[Any, str]:
    """``(default_value(raw), raw_value(raw))`` computed together: the string form once."""
    string = raw_value(raw, trim, entities)
    return json_first(raw, string), string


def default_value(raw: str, trim: Literal["newline", "strip", "none"] = "newline",
                  entities: bool = True) -> Any:
    """value := JSON-value | raw-text   (the JSON-first rule)"""
    value = json_first(raw, _NOT_JSON)
    return raw_value(raw, trim, entities) if value is _NOT_JSON else value
