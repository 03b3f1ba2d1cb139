"""toolcalls: turn raw LLM output into structured tool calls.

>>> import toolcalls
>>> toolcalls.parse_tool_call('<tool_call>{"name": "f", "arguments": {"q": 1}}</tool_call>')
{'name': 'f', 'arguments': {'q': 1}}
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pluggy

# First of toolcalls' modules: whether the compiled ones run is decided on its import.
from toolcalls import _native  # noqa: F401
from toolcalls.clients import to_anthropic, to_openai, to_openai_responses
from toolcalls.engine import Outcome, Parser
from toolcalls.errors import NoFormatsError, NoToolCallFoundError, PluginError, ToolCallError
from toolcalls.registry import LoadedFormat, Registry, default_registry, installed_formats
from toolcalls.rendering import render, translate
from toolcalls.streaming import Event, StreamParser, astream, stream
from toolcalls.types import (
    Call,
    Extraction,
    FormatSpec,
    Match,
    ParseResult,
    Partial,
    RawValue,
    Reasoning,
)

__version__ = "0.1.0"

#: Marks a function as the implementation of a toolcalls hook (see toolcalls.hookspecs).
hookimpl = pluggy.HookimplMarker("toolcalls")

__all__ = [
    "Call",
    "Event",
    "Extraction",
    "FormatSpec",
    "LoadedFormat",
    "Match",
    "NoFormatsError",
    "NoToolCallFoundError",
    "Outcome",
    "ParseResult",
    "Parser",
    "Partial",
    "RawValue",
    "PluginError",
    "Reasoning",
    "Registry",
    "StreamParser",
    "ToolCallError",
    "astream",
    "default_registry",
    "hookimpl",
    "installed_formats",
    "parse",
    "parse_tool_call",
    "parse_tool_calls",
    "render",
    "stream",
    "to_anthropic",
    "to_openai",
    "to_openai_responses",
    "translate",
]

_parser = Parser()


def _check_text(text: object) -> None:
    # Here, in interpreted code: the compiled engine would reject a non-str text with its own
    # TypeError, which does not name the parameter (docs/performance.md).
    if not isinstance(text, str):
        raise TypeError(f"text must be str, not {type(text).__name__}")

#: What ``tools=`` accepts: tool definitions in the OpenAI Chat, flat / Responses, Anthropic or
#: MCP shape (see toolcalls.tools).
Tools = Sequence[Any]


def parse_tool_calls(
    text: str,
    *,
    include_format: bool = False,
    formats: Iterable[str] | None = None,
    tools: Tools | None = None,
    validate: bool = False,
    reasoning_started: bool | None = None,
) -> list[dict[str, Any]]:
    """Every call of the winning tier in text order, as ``{"name", "arguments"}`` dicts.

    Returns ``[]`` when the text holds no call. Raises :class:`ToolCallError` for a broken
    call (the first in text order), ``TypeError`` for a non-str text. With
    ``include_format=True`` each dict also has ``"format"``; ``formats`` restricts the formats
    tried to those ids. ``tools`` (tool definitions) types raw-text values by their schema and
    makes a call to another name ``tool_call.unknown_tool``; ``validate=True`` also checks the
    arguments against the schema (``tool_call.schema_violation``). ``reasoning_started`` says
    whether the text begins inside a reasoning block (the prompt ended with ``<think>``): True,
    the text up to the first ``</think>`` is reasoning; False, it is not; None (unknown), a
    ``</think>`` with no ``<think>`` before it decides.
    """
    _check_text(text)
    return _parser.parse_tool_calls(
        text, include_format=include_format, formats=formats, tools=tools, validate=validate,
        reasoning_started=reasoning_started,
    )


def parse_tool_call(
    text: str,
    *,
    include_format: bool = False,
    formats: Iterable[str] | None = None,
    tools: Tools | None = None,
    validate: bool = False,
    reasoning_started: bool | None = None,
) -> dict[str, Any]:
    """Exactly one call as ``{"name", "arguments"}``.

    Raises :class:`NoToolCallFoundError` (``tool_call.not_found``) when there is none,
    ``tool_call.multiple`` (at the start of the second call) when there are more, and the
    first :class:`ToolCallError` of a broken call. ``tools``, ``validate`` and
    ``reasoning_started`` as for :func:`parse_tool_calls`.
    """
    _check_text(text)
    return _parser.parse_tool_call(
        text, include_format=include_format, formats=formats, tools=tools, validate=validate,
        reasoning_started=reasoning_started,
    )


def parse(
    text: str,
    *,
    formats: Iterable[str] | None = None,
    tools: Tools | None = None,
    validate: bool = False,
    reasoning_started: bool | None = None,
) -> ParseResult:
    """Lenient parsing for agent loops and evaluation: never raises on model output.

    Returns a :class:`ParseResult` with the calls it could parse, the errors it met (the same
    :class:`ToolCallError` objects strict parsing raises), the ``content`` outside the calls,
    the ``reasoning`` text and the spans. Wherever ``parse_tool_calls`` returns calls, this
    returns the same calls and no errors. With ``tools``, a call to an unknown tool is an
    error and not returned; a value that cannot take its schema's type is an error and the
    call is returned with the raw string. ``reasoning_started`` as for
    :func:`parse_tool_calls`.
    """
    _check_text(text)
    return _parser.parse(text, formats=formats, tools=tools, validate=validate,
                         reasoning_started=reasoning_started)
