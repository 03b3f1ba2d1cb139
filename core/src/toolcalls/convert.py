"""Converters from parsed calls to the shapes agent runtimes use.

- :func:`to_openai`: OpenAI Chat Completions ``tool_calls`` items;
- :func:`to_openai_responses`: OpenAI Responses ``function_call`` items;
- :func:`to_anthropic`: Anthropic Messages ``tool_use`` blocks.

Each accepts :class:`toolcalls.Call` values (as ``parse`` returns them) or dicts with ``name``,
``arguments`` and optionally ``id``. An id the model wrote is kept; otherwise one is generated:
random by default, or, with ``deterministic=True``, derived from the call's position, name and
arguments, so tests and caches see the same id for the same output.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from typing import Any

import orjson

from toolcalls.toolkit.bigint import json_dumps
from toolcalls.types import Call

__all__ = ["arguments_json", "to_anthropic", "to_openai", "to_openai_responses"]

CallLike = Call | Mapping[str, Any]
_ALPHABET = string.ascii_letters + string.digits


def arguments_json(arguments: Mapping[str, Any]) -> str:
    """Arguments as a compact JSON string, keys in the order the model wrote them.

    Integers beyond 64 bits, which orjson cannot write, are written exactly by the standard
    library's encoder instead, at any size (``toolkit.bigint.json_dumps``).
    """
    try:
        return orjson.dumps(arguments).decode()
    except TypeError:
        return json_dumps(arguments, ensure_ascii=False, separators=(",", ":"))


def _fields(call: CallLike) -> tuple[str, dict[str, Any], str | None]:
    if isinstance(call, Call):
        return call.name, call.arguments, call.id
    return call["name"], dict(call.get("arguments") or {}), call.get("id")


def _make_id(prefix: str, index: int, name: str, arguments: str, deterministic: bool) -> str:
    # hashlib and secrets are imported on first use: they cost milliseconds of start-up.
    if deterministic:
        import hashlib  # noqa: PLC0415

        digest = hashlib.sha256(f"{index}\x00{name}\x00{arguments}".encode()).hexdigest()
        return prefix + digest[:24]
    import secrets  # noqa: PLC0415

    return prefix + "".join(secrets.choice(_ALPHABET) for _ in range(24))


def to_openai(calls: Iterable[CallLike], *, deterministic: bool = False) -> list[dict[str, Any]]:
    """OpenAI Chat Completions ``tool_calls`` items.

    ``{"id": "call_...", "type": "function", "function": {"name", "arguments": "<json>"}}``
    """
    items = []
    for index, call in enumerate(calls):
        name, arguments, ident = _fields(call)
        encoded = arguments_json(arguments)
        items.append(
            {
                "id": ident or _make_id("call_", index, name, encoded, deterministic),
                "type": "function",
                "function": {"name": name, "arguments": encoded},
            }
        )
    return items


def to_openai_responses(
    calls: Iterable[CallLike], *, deterministic: bool = False
) -> list[dict[str, Any]]:
    """OpenAI Responses ``function_call`` items.

    ``{"type": "function_call", "id": "fc_...", "call_id": "call_...", "name",
    "arguments": "<json>", "status": "completed"}``; a model-written id becomes ``call_id``.
    """
    items = []
    for index, call in enumerate(calls):
        name, arguments, ident = _fields(call)
        encoded = arguments_json(arguments)
        items.append(
            {
                "type": "function_call",
                "id": _make_id("fc_", index, name, encoded, deterministic),
                "call_id": ident or _make_id("call_", index, name, encoded, deterministic),
                "name": name,
                "arguments": encoded,
                "status": "completed",
            }
        )
    return items


def to_anthropic(calls: Iterable[CallLike], *, deterministic: bool = False) -> list[dict[str, Any]]:
    """Anthropic Messages ``tool_use`` blocks: ``{"type": "tool_use", "id", "name", "input"}``."""
    blocks = []
    for index, call in enumerate(calls):
        name, arguments, ident = _fields(call)
        encoded = arguments_json(arguments)
        blocks.append(
            {
                "type": "tool_use",
                "id": ident or _make_id("toolu_", index, name, encoded, deterministic),
                "name": name,
                "input": arguments,
            }
        )
    return blocks
