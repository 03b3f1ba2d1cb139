"""The invariants the fuzz target checks, importable without atheris (tests reuse them).

For any text: lenient parsing never raises; strict parsing returns calls or raises a
ToolCallError whose position lies inside the text; strict raises exactly
``parse(text).errors[0]`` and returns the lenient calls when there is no error;
``parse_tool_call`` agrees; the calls found, rendered in every format that can write them,
parse back to the same calls, types included: with every format installed for the first eight
formats (their markers are distinct), and with the format alone for every format that has a
renderer (``render`` raises ValueError for a name or key a format cannot write).
"""

from __future__ import annotations

import math
from typing import Any

import toolcalls
from toolcalls import NoToolCallFoundError, ToolCallError

FORMATS = ("hermes", "bracket", "mistral", "llama", "xml_invoke", "harmony", "json", "python")
#: Every installed format that can write calls, each read back alone.
RENDERABLE = tuple(sorted(f.id for f in toolcalls.default_registry().formats
                          if f.render is not None))


def same(a: Any, b: Any) -> bool:
    """Equal, types included: 1 is not 1.0 nor True, -0.0 is not 0.0."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float):
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    return bool(a == b)


def check(text: str) -> None:
    """Raise AssertionError (or whatever escaped the parser) when an invariant breaks."""
    n = len(text)
    lenient = toolcalls.parse(text)
    for error in lenient.errors:
        assert error.position is None or 0 <= error.position <= n, error
    try:
        calls = toolcalls.parse_tool_calls(text)
    except ToolCallError as exc:
        assert exc.position is None or 0 <= exc.position <= n, exc
        assert lenient.errors and exc == lenient.errors[0], (exc, lenient.errors)
        try:
            toolcalls.parse_tool_call(text)
        except ToolCallError as single:
            assert single == exc, (single, exc)
        else:
            raise AssertionError("parse_tool_call returned where parse_tool_calls raised")
        return
    assert not lenient.errors and lenient.to_dicts() == calls
    try:
        one = toolcalls.parse_tool_call(text)
    except NoToolCallFoundError:
        assert not calls
    except ToolCallError as exc:
        assert exc.code == "tool_call.multiple" and len(calls) > 1, exc
        assert exc.position == lenient.calls[1].start
    else:
        assert len(calls) == 1 and one == calls[0]
    if calls:
        round_trip(calls)


def round_trip(calls: list[dict[str, Any]]) -> None:
    """Every format that can write ``calls`` gives them back."""
    wanted = [(c["name"], c["arguments"]) for c in calls]
    for fmt in FORMATS:
        try:
            rendered = toolcalls.render(calls, fmt)
        except ValueError:
            continue  # a name or value this format cannot write
        back = toolcalls.parse_tool_calls(rendered)
        assert same([(c["name"], c["arguments"]) for c in back], wanted), (
            fmt, rendered, back, calls)
    for fmt in RENDERABLE:
        try:
            rendered = toolcalls.render(calls, fmt)
        except ValueError:
            continue
        alone = toolcalls.parse(rendered, formats=[fmt])
        assert alone.errors == [], (fmt, rendered, alone.errors)
        assert same([(c.name, c.arguments) for c in alone.calls], wanted), (
            fmt, rendered, alone.calls, calls)
