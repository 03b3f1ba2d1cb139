"""The values that flow between plugins and the engine (the extraction contract, v2).

A plugin's extraction returns :class:`Match` values, each in one of three states:

- **complete**: ``error is None``; the match holds its calls;
- **partial**: the text ends where more text could complete the call (``incomplete`` is
  True); the match holds the error batch parsing reports for it (``tool_call.unexpected_end``,
  ``tool_call.unclosed``, ``json.unexpected_end``) and, in ``partial``, what is known so far
  (the name once complete, where the arguments start, the parameters read so far);
- **broken**: no continuation can fix it; the match holds its error, and ``reach`` says how far
  the format's grammar accepted the text (the claimant of a shared opener that got furthest
  names the error).

docs/plugins.md has the whole contract.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

from toolcalls.errors import ToolCallError

if TYPE_CHECKING:
    from toolcalls.toolkit.stops import Stops

__all__ = [
    "Call",
    "CharClass",
    "Extraction",
    "FormatSpec",
    "Grammar",
    "Match",
    "MatchState",
    "ParseResult",
    "Partial",
    "RawValue",
    "Reasoning",
]

MatchState = Literal["complete", "partial", "broken"]


@dataclass(frozen=True, slots=True)
class Reasoning:
    """A reasoning block a format's models write: text between ``open`` and ``close`` is
    reasoning, never searched for calls and never content.

    :ivar open: the opening marker (``<think>``, ``<|channel|>analysis<|message|>``).
    :ivar close: the closing marker (``</think>``, ``<|end|>``). Several pairs may share an
        opener (Muse Glimmer's ``to=self<|message|>``, closed by ``<|eom|>`` or the next
        ``<|start|>assistant``): the first of their closers ends the block.
    :ivar prefilled: the chat template may write ``open`` itself (Qwen3 and DeepSeek-R1 end the
        generation prompt with ``<think>``), so the model's output holds only ``close``: a
        ``close`` with no ``open`` before it then ends a block that began at the start of the
        text.
    """

    open: str
    close: str
    prefilled: bool = False


@dataclass(frozen=True, slots=True)
class CharClass:
    """A set of characters, or (``negated``) every character but a set."""

    chars: frozenset[str]
    negated: bool = False

    def __contains__(self, char: object) -> bool:
        return (char in self.chars) != self.negated

    def disjoint(self, other: CharClass) -> bool:
        """True when no character is in both classes."""
        if not self.negated and not other.negated:
            return not (self.chars & other.chars)
        if self.negated and other.negated:
            return False
        positive, negative = (other, self) if self.negated else (self, other)
        return positive.chars <= negative.chars


class Grammar(Protocol):
    """A format described as data: a toolkit building block (``toolcalls.toolkit.blocks``).

    A :class:`FormatSpec` with a grammar needs no ``toolcalls_extract`` or ``toolcalls_detect``
    hook: the engine calls the grammar. ``first`` maps an opener to the characters its payload
    can start with after optional whitespace, which lets the engine skip a claimant of a shared
    opener whose payloads could never start where another claimant parsed every occurrence.
    """

    first: dict[str, CharClass]

    def extract(self, text: str, start: int, stops: Stops, format: str) -> Extraction:
        """Every match of the grammar at or after ``start`` (see ``toolcalls_extract``)."""
        ...

    def render(self, calls: Sequence[Call]) -> str:
        """The calls written as the format's chat template writes them."""
        ...


@dataclass(frozen=True)
class FormatSpec:
    """What a format plugin declares about a format (``toolcalls_formats`` returns them).

    :ivar id: the format id users name (``hermes``); unique among installed formats.
    :ivar tier: detection tier: 1 tagged, 2 JSON, 3 call syntax; any int orders a third party.
    :ivar markers: literal strings one of which must occur in a text for the format to match;
        empty means the format must always be tried.
    :ivar description: one line for ``toolcalls formats``.
    :ivar examples: model outputs this format parses (documentation, tests, the playground).
    :ivar anchored: True when every call of the format begins at one of its markers (tagged
        formats): the engine then starts ``detect`` at the first marker, and the markers are
        *openers*: a broken call of any format ends where the next opener begins.
    :ivar grammar: the building block that parses the format (``toolcalls.toolkit.blocks``);
        with it the plugin needs no detect or extract hook.
    :ivar reasoning: the reasoning blocks the format's models write (the engine collects them
        from every installed format, on top of ``<think>...</think>``).
    :ivar control_tokens: tokens of the format's chat template that are never content (end of
        turn, headers): removed from ``ParseResult.content``.
    :ivar pending: for a format whose calls need not begin at a marker, a regex (source) that
        matches what the end of a text may hold that more text could make the beginning of a
        call, though no marker has come yet (Python call syntax: ``[get_wea`` before its
        ``(``). Streaming holds such an end back from content.
    """

    id: str
    tier: int
    markers: tuple[str, ...] = ()
    description: str = ""
    examples: tuple[str, ...] = ()
    anchored: bool = False
    grammar: Grammar | None = field(default=None, compare=False)
    reasoning: tuple[Reasoning, ...] = ()
    control_tokens: tuple[str, ...] = ()
    pending: str | None = None


class RawValue(NamedTuple):
    """A value a format writes as raw text (an XML parameter, a GLM ``<arg_value>``), kept so
    the engine can type it by the tool's schema (``tools=[...]``). A named tuple: one is made
    per raw value of every call, and a frozen dataclass costs three times as much to make.

    :ivar text: the value as the format reads it as a string (entities decoded, the edge
        newlines its rules drop dropped).
    :ivar start: offset of the value in the text.
    :ivar end: offset just after it.
    """

    text: str
    start: int
    end: int


#: Finds an offset inside a call's text: ``locate(path)`` for the value at ``path`` (object
#: keys and array indexes from the arguments object); ``("name",)`` is special: the name.
Locator = Callable[[tuple[str | int, ...]], int]


class Call:
    """One parsed call with its absolute span ``[start, end)`` in the text.

    ``id`` is an id the model wrote (OpenAI ``id``/``call_id``, Mistral ``[CALL_ID]``, Kimi's
    ``functions.f:0``), if any. ``format`` is filled in by the engine. ``name_pos`` is the
    offset of the name in the text and ``args_pos`` that of the arguments (the ``{`` of JSON
    arguments, the first parameter of raw-text formats); ``raw`` holds the raw-text values by
    argument name, for typing by a tool schema.

    A plugin may give a call a provisional span (the whole message that holds it, say) and
    :meth:`defer_span` a function that finds its own span: the function runs the first time
    ``start`` or ``end`` is read, so a parse whose spans nobody reads never pays for locating
    them. Likewise ``name_pos`` and ``args_pos`` may be -1 with a ``locator`` that finds them
    (and the position of any value, for schema errors) when first asked.
    """

    __slots__ = (
        "_args_pos",
        "_end",
        "_locate",
        "_name_pos",
        "_start",
        "arguments",
        "format",
        "id",
        "locator",
        "name",
        "raw",
    )
    __match_args__ = ("name", "arguments", "start", "end", "id", "format")

    def __init__(
        self,
        name: str,
        arguments: dict[str, Any],
        start: int,
        end: int,
        id: str | None = None,
        format: str = "",
        *,
        name_pos: int = -1,
        args_pos: int = -1,
        raw: dict[str, RawValue] | None = None,
        locator: Locator | None = None,
    ) -> None:
        self.name = name
        self.arguments = arguments
        self._start = start
        self._end = end
        self.id = id
        self.format = format
        self._locate: Callable[[], tuple[int, int]] | None = None
        self._name_pos = name_pos
        self._args_pos = args_pos
        self.raw = raw
        self.locator = locator

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

    @property
    def name_pos(self) -> int:
        """Offset of the call's name in the text (the start of the call when unknown)."""
        if self._name_pos < 0:
            self._name_pos = self._find(("name",))
        return self._name_pos

    @name_pos.setter
    def name_pos(self, value: int) -> None:
        self._name_pos = value

    @property
    def args_pos(self) -> int:
        """Offset of the call's arguments in the text (the name, then the start, if unknown)."""
        if self._args_pos < 0:
            self._args_pos = self._find(())
        return self._args_pos

    @args_pos.setter
    def args_pos(self, value: int) -> None:
        self._args_pos = value

    def value_pos(self, path: Sequence[str | int]) -> int:
        """Offset of the argument value at ``path`` (keys and indexes), as near as is known:
        the value itself, else the top-level argument, else the arguments, else the name."""
        key = path[0] if path else None
        if self.raw is not None and isinstance(key, str) and key in self.raw:
            return self.raw[key].start
        if not path:
            return self.args_pos
        found = self._find(tuple(path))
        return found if found >= 0 else self.args_pos

    def _find(self, path: tuple[str | int, ...]) -> int:
        if self.locator is not None:
            try:
                found = self.locator(path)
            except (ToolCallError, LookupError, ValueError):
                found = -1
            if found >= 0:
                return found
        if path == ("name",) or self._name_pos < 0:
            return self.start
        return self._name_pos

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
class Partial:
    """What is known of a call whose match is not complete (partial or broken).

    :ivar name: the name, once it is complete (None before).
    :ivar name_pos: offset of the name (-1 when unknown).
    :ivar id: the id the model wrote, once complete.
    :ivar args_pos: offset where the arguments begin (-1 before): the ``{`` of JSON arguments.
    :ivar json_args: True when the arguments are JSON text from ``args_pos`` (streaming reads
        them as they arrive); False for raw-text parameters.
    :ivar params: raw-text formats: the parameters read so far, typed by the format's default
        rule, and their raw values.
    :ivar open_param: raw-text formats: the parameter whose value is still arriving.
    :ivar open_value: where that value starts (-1 when none is open).
    :ivar open_string: True when that value is a string whatever follows (a quoted string, a
        ``string="true"`` parameter), so it may be streamed as it grows.
    :ivar open_until: markers whose appearance may end the open value (its closer, the next
        parameter, the call's closer): until one comes, the value only grows. Empty: nothing
        says where it ends, and streaming sends the value only once it is decided.
    :ivar open_trim: how the open value is read as a string: ``"newline"`` drops one leading
        and one trailing newline, ``"none"`` keeps it as written.
    :ivar open_entities: XML entities in the open value are decoded.
    :ivar tentative: True while a longer text may still make the match prose (no match at
        all): the grammar has read a name but decides between a call and prose only on what
        comes next (a bare ``<function=f>`` whose first parameter tag is cut, a name whose
        separator is cut). Streaming starts no call from a tentative partial; batch parsing
        reports it as the error it carries, like any partial.
    """

    name: str | None = None
    name_pos: int = -1
    id: str | None = None
    args_pos: int = -1
    json_args: bool = False
    params: dict[str, Any] = field(default_factory=dict)
    raw: dict[str, RawValue] = field(default_factory=dict)
    open_param: str | None = None
    open_value: int = -1
    open_string: bool = False
    open_until: tuple[str, ...] = ()
    open_trim: str = "none"
    open_entities: bool = False
    tentative: bool = False


@dataclass(slots=True)
class Match:
    """One stretch of markup a plugin claimed: ``[start, end)`` holds ``calls`` or is broken.

    A match holds one call (``<tool_call>...</tool_call>``), several (``[TOOL_CALLS] [a, b]``),
    or an ``error`` (a broken or partial call, never raised by the plugin). ``incomplete``
    marks a partial match: the text ended inside it and more text could complete it (batch
    parsing reports its error; streaming waits). ``reach`` is how far the format's grammar
    accepted the text (-1: the error's position, or ``end``); ``partial`` holds what is known
    of a call that is not complete. ``format`` is filled in by the engine.
    """

    start: int
    end: int
    calls: list[Call] = field(default_factory=list)
    error: ToolCallError | None = None
    incomplete: bool = False
    format: str = ""
    reach: int = -1
    partial: Partial | None = None

    @property
    def state(self) -> MatchState:
        """``"complete"``, ``"partial"`` or ``"broken"``."""
        if self.error is None:
            return "complete"
        return "partial" if self.incomplete else "broken"

    @property
    def progress(self) -> int:
        """How far the grammar accepted the text: ``reach`` when given, else the error's
        position for a broken match, else ``end``."""
        if self.reach >= 0:
            return self.reach
        error = self.error
        if error is not None and error.position is not None and not self.incomplete:
            return error.position
        return self.end


@dataclass(slots=True)
class Extraction:
    """What ``toolcalls_extract`` returns: the matches in text order and where to resume.

    ``resume`` is where a later extraction of a longer text (streaming) must start again: the
    start of the first partial match, or of an opener whose fate the end of the text leaves
    open (an opener followed by text that is prose unless a closing marker comes); the length
    of the text when everything is decided. The engine takes the smaller of ``resume`` and
    the start of the first partial match. ``covered`` names markers every occurrence of which
    (at or after ``start``) lies inside a complete match of this extraction.
    """

    matches: list[Match]
    resume: int
    covered: frozenset[str] = frozenset()

    @property
    def stop(self) -> int:
        """The v1 name of ``resume``."""
        return self.resume


@dataclass(slots=True)
class ParseResult:
    """What lenient parsing found; it never raises on model output.

    :ivar calls: the calls it could parse, in text order (each with its span and format).
    :ivar errors: the broken calls met (and, with ``tools``, the calls that break their
        schema), as the same :class:`ToolCallError` objects strict parsing raises, in text
        order.
    :ivar content: the text outside calls, broken calls and reasoning, control tokens of the
        installed formats removed, pieces joined as they stand and the result stripped of
        leading and trailing whitespace.
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
