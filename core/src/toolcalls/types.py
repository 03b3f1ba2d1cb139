"""The values that flow between plugins and the engine."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from toolcalls.errors import ToolCallError

__all__ = ["Call", "Extraction", "FormatSpec", "Match", "ParseResult"]


@dataclass(frozen=True)
class FormatSpec:
    """What a format plugin declares about itself (returned by ``toolcalls_format``).

    :ivar id: the format id users name (``hermes``); unique among installed plugins.
    :ivar tier: detection tier: 1 tagged, 2 JSON, 3 call syntax; any int orders a third party.
    :ivar markers: literal strings one of which must occur in a text for the format to match;
        empty means the format must always be tried.
    :ivar description: one line for ``toolcalls formats``.
    :ivar examples: model outputs this format parses (documentation and tests).
    :ivar anchored: True when every call of the format begins at one of its markers (tagged
        formats); the engine then starts ``detect`` at the first marker instead of at 0.
    :ivar tagged_json: ``(opener, closer)`` when the format is exactly the toolkit's tagged JSON
        (its ``extract`` is ``scan_tagged(text, start, opener, closer, tagged_json)`` and its
        ``detect`` finds the opener). The engine may then parse a text whose every opener holds
        one well-formed call without calling the hooks (a fast lane with the same result);
        anything else still goes to the hooks. ``opener`` must be one of ``markers``.
    """

    id: str
    tier: int
    markers: tuple[str, ...] = ()
    description: str = ""
    examples: tuple[str, ...] = ()
    anchored: bool = False
    tagged_json: tuple[str, str] | None = None


class Call:
    """One parsed call with its absolute span ``[start, end)`` in the text.

    ``id`` is an id the model wrote (OpenAI ``id``/``call_id``, Mistral ``[CALL_ID]``), if any.
    ``format`` is filled in by the engine.

    A plugin may give a call a provisional span (the whole message that holds it, say) and
    :meth:`defer_span` a function that finds its own span: the function runs the first time
    ``start`` or ``end`` is read, so a parse whose spans nobody reads never pays for locating
    them in the JSON.
    """

    __slots__ = ("_end", "_locate", "_start", "arguments", "format", "id", "name")
    __match_args__ = ("name", "arguments", "start", "end", "id", "format")

    def __init__(
        self,
        name: str,
        arguments: dict[str, Any],
        start: int,
        end: int,
        id: str | None = None,
        format: str = "",
    ) -> None:
        self.name = name
        self.arguments = arguments
        self._start = start
        self._end = end
        self.id = id
        self.format = format
        self._locate: Callable[[], tuple[int, int]] | None = None

    def defer_span(self, locate: Callable[[], tuple[int, int]]) -> None:
        """Compute the span with ``locate()`` when it is first read (see the class doc)."""
        self._locate = locate

    def _resolve(self) -> None:
        locate, self._locate = self._locate, None
        if locate is not None:
            self._start, self._end = locate()

    @property
    def start(self) -> int:
        if self._locate is not None:
            self._resolve()
        return self._start

    @start.setter
    def start(self, value: int) -> None:
        self._resolve()
        self._start = value

    @property
    def end(self) -> int:
        if self._locate is not None:
            self._resolve()
        return self._end

    @end.setter
    def end(self, value: int) -> None:
        self._resolve()
        self._end = value

    def _fields(self) -> tuple[Any, ...]:
        return (self.name, self.arguments, self.start, self.end, self.id, self.format)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Call:
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, like the dataclass it replaces

    def __repr__(self) -> str:
        return (
            f"Call(name={self.name!r}, arguments={self.arguments!r}, start={self.start!r}, "
            f"end={self.end!r}, id={self.id!r}, format={self.format!r})"
        )

    def __reduce__(self) -> tuple[type[Call], tuple[Any, ...]]:
        return (Call, self._fields())

    def to_dict(self, *, include_format: bool = False) -> dict[str, Any]:
        """``{"name", "arguments"}`` (and ``"format"``), the shape the public API returns."""
        if include_format:
            return {"name": self.name, "arguments": self.arguments, "format": self.format}
        return {"name": self.name, "arguments": self.arguments}


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


@dataclass(slots=True)
class ParseResult:
    """What lenient parsing found; it never raises on model output.

    :ivar calls: the calls it could parse, in text order (each with its span and format).
    :ivar errors: the broken calls met, as the same :class:`ToolCallError` objects strict
        parsing raises, in text order.
    :ivar content: the text outside calls, broken calls and reasoning, pieces joined as they
        stand and the result stripped of leading and trailing whitespace.
    :ivar reasoning: the text inside reasoning blocks (markers removed, blocks joined by a
        newline, stripped), or None when there was no reasoning block.
    :ivar spans: ``(start, end, kind)`` of every claimed stretch of the text in order, kind
        being ``"call"``, ``"error"`` or ``"reasoning"``.
    """

    calls: list[Call]
    errors: list[ToolCallError]
    content: str
    reasoning: str | None
    spans: list[tuple[int, int, str]]

    @property
    def ok(self) -> bool:
        """True when no broken call was met."""
        return not self.errors

    def to_dicts(self, *, include_format: bool = False) -> list[dict[str, Any]]:
        """The calls as the strict API returns them."""
        return [call.to_dict(include_format=include_format) for call in self.calls]
