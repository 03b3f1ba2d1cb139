"""The values that flow between plugins and the engine."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from toolcalls.errors import ToolCallError

__all__ = ["Call", "Extraction", "FormatSpec", "Match"]


@dataclass(frozen=True)
class FormatSpec:
    """What a format plugin declares about itself (returned by ``toolcalls_format``).

    :ivar id: the format id users name (``hermes``); unique among installed plugins.
    :ivar tier: detection tier: 1 tagged, 2 JSON, 3 call syntax; any int orders a third party.
    :ivar markers: literal strings one of which must occur in a text for the format to match;
        empty means the format must always be tried.
    :ivar description: one line for ``toolcalls formats``.
    :ivar examples: model outputs this format parses (documentation and tests).
    """

    id: str
    tier: int
    markers: tuple[str, ...] = ()
    description: str = ""
    examples: tuple[str, ...] = ()


@dataclass(slots=True)
class Call:
    """One parsed call with its absolute span ``[start, end)`` in the text.

    ``id`` is an id the model wrote (OpenAI ``id``/``call_id``, Mistral ``[CALL_ID]``), if any.
    """

    name: str
    arguments: dict[str, Any]
    start: int
    end: int
    id: str | None = None


@dataclass(slots=True)
class Match:
    """One stretch of markup a plugin claimed: ``[start, end)`` holds ``calls`` or is broken.

    A match holds one call (``<tool_call>…</tool_call>``), several (``[TOOL_CALLS] [a, b]``), or
    an ``error`` (a broken call, never raised by the plugin). ``incomplete`` marks a broken match
    that more text could complete (the text ended inside it); streaming relies on it. ``format``
    is filled in by the engine.
    """

    start: int
    end: int
    calls: list[Call] = field(default_factory=list)
    error: ToolCallError | None = None
    incomplete: bool = False
    format: str = ""


@dataclass(slots=True)
class Extraction:
    """What ``toolcalls_extract`` returns: the matches in text order and where it stopped."""

    matches: list[Match]
    stop: int
