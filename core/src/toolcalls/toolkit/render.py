"""Writing calls back out: what every renderer (``toolcalls_render``) shares.

A renderer must be faithful: parsing what it wrote gives back exactly the calls it was given,
types included, whatever prose surrounds the text. These helpers take care of the three ways a
faithful renderer can go wrong:

- a value JSON cannot carry (NaN, infinities, lone surrogates, non-string keys, other types) or
  nesting deeper than the parsers accept (:data:`MAX_DEPTH`): ``ValueError`` before anything is
  written;
- a reasoning opener (``<think>``, ``[THINK]``) inside a string: the engine blanks reasoning
  blocks before any format looks at the text, so these are always written escaped
  (``\\u003cthink>`` in JSON, ``\\x3cthink>`` in Python literals);
- for the formats of tier 2 and 3, the marker of an earlier tier inside a string (a JSON call
  whose argument mentions ``<tool_call>`` would make tier 1 win): with ``defuse=True``, ``<``
  and ``[`` that start something shaped like a marker (``<word``, ``</``, ``<|``, ``[WORD``,
  ``[/``) are written as escapes inside strings, and so is ``{`` before ``"`` in Python
  literals (a JSON object embedded in a Python string would be a tier-2 candidate).
"""

from __future__ import annotations

import math
import re
from typing import Any

from toolcalls.toolkit.bigint import int_to_digits, json_dumps
from toolcalls.toolkit.json import MAX_DEPTH

__all__ = [
    "MAX_DEPTH",
    "REASONING_OPENERS",
    "check_value",
    "dump_json",
    "has_reasoning_opener",
    "python_literal",
    "python_string",
    "string_flagged_value",
]

#: Openers of the reasoning blocks the engine blanks (see ``toolcalls.engine``).
REASONING_OPENERS = ("<think>", "[THINK]")

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
#: A JSON string token of json.dumps output (escapes are always two characters or \\uXXXX).
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
#: Reasoning openers; in JSON text they can only occur inside strings.
_REASONING = re.compile(r"<(?=think>)|\[(?=THINK\])")
#: What may start a marker of a tagged format: '<' before a letter, '/', '|', '!' or '?';
#: '[' before an upper-case letter, '/' or '|'. Inside a JSON string token only.
_MARKERISH = re.compile(r"<(?=[A-Za-z/|!?])|\[(?=[A-Za-z/|])")
_JSON_ESCAPES = {"<": "\\u003c", "[": "\\u005b", "{": "\\u007b"}
_PY_ESCAPES = {"<": "\\x3c", "[": "\\x5b", "{": "\\x7b"}
#: In a Python literal also '{' before '"': a JSON object inside a Python string is a tier-2
#: candidate (``f(q='{"name": "g", "arguments": {}}')``).
_PY_MARKERISH = re.compile(r'<(?=[A-Za-z/|!?])|\[(?=[A-Za-z/|])|\{(?=[ ]*")')
_PY_TRANSLATE = {i: f"\\x{i:02x}" for i in range(0x20)}
_PY_TRANSLATE.update({
    ord("\\"): "\\\\",
    ord("'"): "\\'",
    ord("\n"): "\\n",
    ord("\r"): "\\r",
    ord("\t"): "\\t",
    0x7F: "\\x7f",
})


def has_reasoning_opener(text: str) -> bool:
    """True when ``text`` written raw would open a reasoning block."""
    return any(opener in text for opener in REASONING_OPENERS)


def check_value(
    value: Any, base: int = 0, what: str = "argument value", *, limit: int | None = MAX_DEPTH
) -> int:
    """Check that ``value`` is a JSON value toolcalls can parse back; return its depth.

    Depth counts containers (``{}`` is 1, ``{"a": []}`` is 2). ``base`` is the number of
    containers the renderer writes around the value; ``base + depth`` must not exceed
    ``limit`` (:data:`MAX_DEPTH`; None: no limit). Raises ``ValueError`` naming the fault
    otherwise.
    """
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if _LONE_SURROGATE.search(item):
                raise ValueError(f"{what}: a string holds a lone surrogate, which JSON text "
                                 "cannot carry")
        elif isinstance(item, bool) or item is None or isinstance(item, int):
            pass
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise ValueError(f"{what}: {item!r} is not a JSON number")
        elif isinstance(item, dict):
            deepest = max(deepest, depth)
            for key, member in item.items():
                if not isinstance(key, str):
                    raise ValueError(f"{what}: object keys must be strings, not "
                                     f"{type(key).__name__} ({key!r})")
                if _LONE_SURROGATE.search(key):
                    raise ValueError(f"{what}: a key holds a lone surrogate")
                stack.append((member, depth + 1))
        elif isinstance(item, (list, tuple)):
            deepest = max(deepest, depth)
            stack.extend((member, depth + 1) for member in item)
        else:
            raise ValueError(f"{what}: {type(item).__name__} is not a JSON value")
        if limit is not None and base + deepest > limit:
            raise ValueError(f"{what}: nesting deeper than {limit} levels in all (the "
                             f"format writes {base} around it), which the parsers reject")
    return deepest


def dump_json(value: Any, *, base: int = 0, defuse: bool = False) -> str:
    """``value`` as compact-ish JSON (``json.dumps`` with ``ensure_ascii=False``), checked first.

    Integers of any size are written exactly (``toolkit.bigint.json_dumps``).

    Reasoning openers inside strings are always escaped; with ``defuse`` every marker-shaped
    ``<`` and ``[`` inside strings is too (tier 2 and 3 renderers, see the module docstring).
    """
    check_value(value, base)
    out = json_dumps(value, ensure_ascii=False, allow_nan=False)
    if defuse:
        if "<" in out or "[" in out:
            out = _JSON_STRING.sub(_defuse_json_string, out)
    elif "<think>" in out or "[THINK]" in out:
        out = _REASONING.sub(lambda m: _JSON_ESCAPES[m.group()], out)
    return out


def _defuse_json_string(token: re.Match[str]) -> str:
    return _MARKERISH.sub(lambda m: _JSON_ESCAPES[m.group()], token.group())


def python_string(value: str) -> str:
    """A single-quoted literal of the pycall grammar that decodes to exactly ``value``.

    Control characters, quotes and backslashes are escaped; other characters are written as
    they are, except marker-shaped ``<``, ``[`` and ``{"`` (see the module docstring).
    """
    body = value.translate(_PY_TRANSLATE)
    if "<" in body or "[" in body or "{" in body:
        body = _PY_MARKERISH.sub(lambda m: _PY_ESCAPES[m.group()], body)
    return f"'{body}'"


def python_literal(value: Any) -> str:
    """A literal of the pycall grammar for a JSON value (check it with :func:`check_value`).

    ``True``/``False``/``None``, ints, floats by ``repr`` (``-0.0`` and ``1e+100`` are in the
    grammar), single-quoted strings, lists and dicts with string keys.
    """
    if isinstance(value, str):
        return python_string(value)
    if value is True:
        return "True"
    if value is False:
        return "False"
    if value is None:
        return "None"
    if isinstance(value, int):
        return int_to_digits(value)  # exact at any size
    if isinstance(value, float):
        return repr(value)
    # Containers: iteratively, so deep values cannot exhaust the Python stack.
    parts: list[str] = []
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, _Raw):
            parts.append(item.text)
        elif isinstance(item, dict):
            pending: list[Any] = [_Raw("{")]
            for i, (key, member) in enumerate(item.items()):
                pending.append(_Raw(("" if i == 0 else ", ") + python_string(key) + ": "))
                pending.append(member)
            pending.append(_Raw("}"))
            stack.extend(reversed(pending))
        elif isinstance(item, (list, tuple)):
            pending = [_Raw("[")]
            for i, member in enumerate(item):
                if i:
                    pending.append(_Raw(", "))
                pending.append(member)
            pending.append(_Raw("]"))
            stack.extend(reversed(pending))
        else:
            parts.append(python_literal(item))
    return "".join(parts)


class _Raw:
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def string_flagged_value(value: Any, unsafe: Any) -> tuple[str, str]:
    """``(string attribute, text)`` of a parameter whose tag says whether it is a string (DSML,
    GCML: ``string="true"``): a string written raw with ``"true"``, anything else JSON with
    ``"false"``. A string the ``unsafe`` regex finds something in (a closer of the grammar, a
    reasoning opener) is written as a JSON string, ``<`` as ``\\u003c``, which the JSON-first
    rule reads back as the same string."""
    if isinstance(value, str) and not unsafe.search(value):
        return "true", value
    return "false", dump_json(value).replace("<", "\\u003c")
