"""The calls and matches that flow between plugins and the engine (``toolcalls.types``
re-exports them; import them from there, or from ``toolcalls.plugin``).

They live in a module of their own because this one is compiled with the engine
(core/build_native.py): every parse makes and reads them, and a compiled engine reaches a
compiled class's fields directly. ``toolcalls.types`` keeps the declarations (``FormatSpec``,
``Reasoning``), which stay interpreted so the registry reports a bad one with its own message.
On the compiled core a field given a value of the wrong type (a float offset, a tuple of
matches) fails at once with mypyc's ``TypeError``, inside the plugin that built it (the engine
reports it as that plugin's ``tool_call.plugin_error``); the pure Python leaves it to the
contract checker (``toolcalls.engine.check_extraction``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Literal, NamedTuple

from toolcalls.errors import ToolCallError

__all__ = [
    "Call",
    "Extraction",
    "Locator",
    "Match",
    "MatchState",
    "ParseResult",
    "Partial",
    "RawValue",
]

MatchState = Literal["complete", "partial", "broken"]


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


class _Record:
    """What the classes below share: equality of their fields (those ``__match_args__`` names,
    in its order), the repr a dataclass writes, pickling, and no hash (they are mutable)."""

    __match_args__: ClassVar[tuple[str, ...]] = ()

    def _fields(self) -> tuple[Any, ...]:
        return tuple([getattr(self, name) for name in self.__match_args__])

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, _Record):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        pairs = zip(self.__match_args__, self._fields(), strict=True)
        return f"{type(self).__name__}(" + ", ".join(f"{k}={v!r}" for k, v in pairs) + ")"

    def __reduce__(self) -> tuple[type[_Record], tuple[Any, ...]]:
        return (type(self), self._fields())


class Call(_Record):
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

    name: str
    arguments: dict[str, Any]
    _start: int
    _end: int
    id: str | None
    format: str
    _locate: Callable[[], tuple[int, int]] | None
    _name_pos: int
    _args_pos: int
    raw: dict[str, RawValue] | None
    locator: Locator | None

    __match_args__: ClassVar[tuple[str, ...]] = (
        "name", "arguments", "start", "end", "id", "format")

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
        self._locate = None
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

    def to_dict(self, *, include_format: bool = False) -> dict[str, Any]:
        """``{"name", "arguments"}`` (and ``"format"``), the shape the public API returns."""
        if include_format:
            return {"name": self.name, "arguments": self.arguments, "format": self.format}
        return {"name": self.name, "arguments": self.arguments}


class Partial(_Record):
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

    name: str | None
    name_pos: int
    id: str | None
    args_pos: int
    json_args: bool
    params: dict[str, Any]
    raw: dict[str, RawValue]
    open_param: str | None
    open_value: int
    open_string: bool
    open_until: tuple[str, ...]
    open_trim: str
    open_entities: bool
    tentative: bool

    __match_args__: ClassVar[tuple[str, ...]] = (
        "name", "name_pos", "id", "args_pos", "json_args", "params", "raw", "open_param",
        "open_value", "open_string", "open_until", "open_trim", "open_entities", "tentative")

    def __init__(
        self,
        name: str | None = None,
        name_pos: int = -1,
        id: str | None = None,
        args_pos: int = -1,
        json_args: bool = False,
        params: dict[str, Any] | None = None,
        raw: dict[str, RawValue] | None = None,
        open_param: str | None = None,
        open_value: int = -1,
        open_string: bool = False,
        open_until: tuple[str, ...] = (),
        open_trim: str = "none",
        open_entities: bool = False,
        tentative: bool = False,
    ) -> None:
        self.name = name
        self.name_pos = name_pos
        self.id = id
        self.args_pos = args_pos
        self.json_args = json_args
        self.params = {} if params is None else params
        self.raw = {} if raw is None else raw
        self.open_param = open_param
        self.open_value = open_value
        self.open_string = open_string
        self.open_until = open_until
        self.open_trim = open_trim
        self.open_entities = open_entities
        self.tentative = tentative


class Match(_Record):
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
    calls: list[Call]
    error: ToolCallError | None
    incomplete: bool
    format: str
    reach: int
    partial: Partial | None

    __match_args__: ClassVar[tuple[str, ...]] = (
        "start", "end", "calls", "error", "incomplete", "format", "reach", "partial")

    def __init__(
        self,
        start: int,
        end: int,
        calls: list[Call] | None = None,
        error: ToolCallError | None = None,
        incomplete: bool = False,
        format: str = "",
        reach: int = -1,
        partial: Partial | None = None,
    ) -> None:
        self.start = start
        self.end = end
        self.calls = [] if calls is None else calls
        self.error = error
        self.incomplete = incomplete
        self.format = format
        self.reach = reach
        self.partial = partial

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


class Extraction(_Record):
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
    covered: frozenset[str]

    __match_args__: ClassVar[tuple[str, ...]] = ("matches", "resume", "covered")

    def __init__(
        self,
        matches: list[Match],
        resume: int,
        covered: frozenset[str] = frozenset(),
    ) -> None:
        self.matches = matches
        self.resume = resume
        self.covered = covered

    @property
    def stop(self) -> int:
        """The v1 name of ``resume``."""
        return self.resume


class ParseResult(_Record):
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

    __match_args__: ClassVar[tuple[str, ...]] = (
        "calls", "errors", "content", "reasoning", "spans")

    def __init__(
        self,
        calls: list[Call],
        errors: list[ToolCallError],
        content: str,
        reasoning: str | None,
        spans: list[tuple[int, int, str]],
    ) -> None:
        self.calls = calls
        self.errors = errors
        self.content = content
        self.reasoning = reasoning
        self.spans = spans

    @property
    def ok(self) -> bool:
        """True when no broken call was met."""
        return not self.errors

    def to_dicts(self, *, include_format: bool = False) -> list[dict[str, Any]]:
        """The calls as the strict API returns them."""
        return [call.to_dict(include_format=include_format) for call in self.calls]
