"""The shapes of a tool call users hold, read in one place.

Rendering (``toolcalls.render``, ``toolcalls convert``), evaluation (the expected calls of an
eval line) and the metrics (``score``, the predicted and gold calls they compare) all take
calls as users have them: a :class:`toolcalls.Call`, ``{"name", "arguments"}`` (what
``parse_tool_calls`` returns; ``parameters`` and ``input`` are read as ``arguments``), an
OpenAI Chat ``tool_calls`` item ``{"type": "function", "function": {"name", "arguments"}}``,
an OpenAI Responses ``function_call`` item ``{"name", "arguments", "call_id"}``, an Anthropic
``tool_use`` block ``{"name", "input", "id"}``, and the SDKs' objects of those shapes (or any
object with ``name`` and ``arguments`` / ``input`` attributes, NeMo's ``ParsedToolCall``).

:func:`call_parts` finds the name, the raw arguments and the id; each caller then applies its
own strictness (rendering refuses what it cannot write, evaluation skips a bad line with a
reason, the metrics score unreadable arguments as invalid).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from toolcalls.types import Call

__all__ = ["ARGUMENT_KEYS", "NO_ARGUMENTS", "CallParts", "call_parts"]

#: Where the arguments of a call may be, in the order they are looked for.
ARGUMENT_KEYS = ("arguments", "parameters", "input")

#: ``arguments`` when a shape has none of the argument keys.
NO_ARGUMENTS: Any = object()


class CallParts(NamedTuple):
    """What a call holds: ``arguments`` is as written (a dict, a JSON string, something
    else), or :data:`NO_ARGUMENTS`; ``name`` is whatever the ``name`` field holds (None when
    absent); ``id`` is a string id or None."""

    name: Any
    arguments: Any
    id: str | None


def call_parts(item: object) -> CallParts | None:
    """The parts of a call in any of the shapes of the module doc, or None for something that
    is not a call at all (neither a mapping nor an object with a ``name``)."""
    if isinstance(item, Call):
        return CallParts(item.name, item.arguments, item.id)
    if isinstance(item, Mapping):
        ident = _ident(item.get("call_id"), item.get("id"))
        inner = item.get("function")
        source: Mapping[str, Any] = inner if isinstance(inner, Mapping) else item
        for key in ARGUMENT_KEYS:
            if key in source:
                return CallParts(source.get("name"), source[key], ident)
        return CallParts(source.get("name"), NO_ARGUMENTS, ident)
    if not hasattr(item, "name") and not hasattr(item, "function"):
        return None
    ident = _ident(getattr(item, "call_id", None), getattr(item, "id", None))
    inner = getattr(item, "function", None)
    source_obj: object = inner if inner is not None and hasattr(inner, "name") else item
    for key in ARGUMENT_KEYS:
        if hasattr(source_obj, key):
            return CallParts(getattr(source_obj, "name", None), getattr(source_obj, key), ident)
    return CallParts(getattr(source_obj, "name", None), NO_ARGUMENTS, ident)


def _ident(*candidates: object) -> str | None:
    for value in candidates:
        if isinstance(value, str):
            return value
    return None
