"""Streaming: feed chunks of model output, get content, reasoning and tool-call deltas.

``StreamParser(tools=..., formats=...)`` takes chunks as they arrive (``feed``) and returns the
events each one decides; ``close()`` returns the last ones and sets ``result``, which is always
``toolcalls.parse`` of the whole text with the same options. The engine is the batch engine:
after each chunk it re-reads only the undecided end of the text (from where the last decided
thing ended, or from the start of a call still being written), and between structural events of
an open call it does not re-read at all: the arguments of a JSON call are followed by an
incremental scanner, the value of an open raw parameter grows until one of the markers that can
end it appears. No format has streaming code of its own. docs/streaming.md has the rules:

- nothing is ever taken back: content never holds text that later becomes part of a call (a
  suffix that could begin a marker is held back until it is decided); a name is sent only when
  complete, and a call starts only once no longer text can make it prose (a partial match
  marked ``Partial.tentative`` starts nothing); the ``arguments`` deltas of a call,
  concatenated, are the compact JSON text of its arguments (for JSON-argument formats the
  model's own text without the whitespace between tokens, as it arrives from its first
  bracket; for raw-value formats each value as it is decided, a string value of an open
  parameter as it grows), so a client may append them blindly;
- tier 1 (tagged formats) decides at once; a candidate of a later tier (bare JSON, Python call
  syntax) is held back until the end of the stream, since a tagged call later in the text would
  make it content; text before it streams;
- a reasoning closer with no opener ends a block begun at the start of the text, so when the
  prompt may have opened one (``reasoning_started=None``) nothing streams until a reasoning
  marker or the end of the stream decides; say ``reasoning_started=False`` (or True) when you
  know;
- a call that breaks after its ``call_start`` gets an ``error`` event and no ``call_end``.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import orjson

from toolcalls.clients import arguments_json
from toolcalls.engine import Outcome, Parser, Selection, result_of
from toolcalls.errors import ToolCallError
from toolcalls.toolkit.json import parse_json, same_json
from toolcalls.toolkit.spans import skip_ws
from toolcalls.toolkit.xml import decode_entities
from toolcalls.types import Call, Match, ParseResult, Partial

__all__ = ["Event", "EventKind", "StreamParser", "astream", "stream"]

EventKind = Literal["content", "reasoning", "call_start", "arguments", "call_end", "error"]

#: A text longer than this is re-read only when it has grown by a quarter since the last read
#: (or a marker came): the cost of waiting on an undecided opener stays linear.
SMALL_TAIL = 4096

_WS = " \t\n\r"


@dataclass(frozen=True, slots=True)
class Event:
    """One streaming event.

    ``kind`` is ``"content"`` or ``"reasoning"`` (``text``), ``"call_start"`` (``index``,
    ``name``, ``id``: the id the model wrote or None, ``format``), ``"arguments"`` (``index``,
    ``text``: the next piece of the call's arguments JSON), ``"call_end"`` (``index``,
    ``call``: the finished :class:`toolcalls.Call`) or ``"error"`` (``error``, and ``index``
    when a call that started broke).
    """

    kind: EventKind
    text: str = ""
    index: int = -1
    name: str | None = None
    id: str | None = None
    format: str | None = None
    call: Call | None = None
    error: ToolCallError | None = None

    def to_dict(self) -> dict[str, Any]:
        """The event as a JSON-ready dict with the fields of its kind."""
        if self.kind in ("content", "reasoning"):
            return {"kind": self.kind, "text": self.text}
        if self.kind == "call_start":
            return {"kind": self.kind, "index": self.index, "name": self.name, "id": self.id,
                    "format": self.format}
        if self.kind == "arguments":
            return {"kind": self.kind, "index": self.index, "text": self.text}
        if self.kind == "call_end":
            assert self.call is not None
            return {"kind": self.kind, "index": self.index,
                    "call": self.call.to_dict(include_format=True) | {"id": self.call.id}}
        assert self.error is not None
        out: dict[str, Any] = {"kind": self.kind, "error": self.error.to_dict()}
        if self.index >= 0:
            out["index"] = self.index
        return out


# --- sinks: content and reasoning as the batch result spells them ----------------------------


class _Prefixes:
    """The proper prefixes of a set of markers, to hold back a text's end that could begin
    one: at most one set lookup per length."""

    __slots__ = ("firsts", "longest", "markers", "prefixes")

    def __init__(self, markers: Iterable[str]) -> None:
        self.markers = tuple(markers)
        self.prefixes = frozenset(m[:k] for m in self.markers for k in range(1, len(m)))
        self.longest = max((len(p) for p in self.prefixes), default=0)
        chars = sorted({m[0] for m in self.markers if len(m) > 1})
        self.firsts = re.compile("[" + "".join(re.escape(c) for c in chars) + "]") \
            if chars else None

    def hold(self, text: str) -> int:
        """Length of the longest suffix of ``text`` that is a proper prefix of a marker."""
        if self.firsts is None:
            return 0
        window = max(0, len(text) - self.longest)
        # A held suffix begins with a marker's first character: try only those places.
        for found in self.firsts.finditer(text, window):
            if text[found.start():] in self.prefixes:
                return len(text) - found.start()
        return 0


def _prefix_hold(text: str, markers: Iterable[str]) -> int:
    """Length of the longest suffix of ``text`` that is a proper prefix of a marker."""
    return _Prefixes(markers).hold(text)


class _ContentSink:
    """Content pieces in, content deltas out: control tokens removed, the whole stripped (what
    ``ParseResult.content`` is), without ever emitting what a later piece could change."""

    def __init__(self, selection: Selection) -> None:
        self.strip = selection.strip_control
        self.pattern = selection.control_pattern
        self.tokens = _Prefixes(selection.control_tokens)
        self.longest = max((len(t) for t in selection.control_tokens), default=0)
        self.held = ""  # not yet decided: a possible token prefix, trailing whitespace
        self.started = False  # something other than whitespace went out

    def _cut(self, text: str) -> int:
        """Where the decided part of ``text`` ends: before a suffix that could begin a token,
        and never inside a token (``<|action_start|>`` is removed whole even though its ``>``
        could begin ``>>>``)."""
        cut = len(text) - self.tokens.hold(text)
        if self.pattern is None or cut == len(text):
            return cut
        for found in self.pattern.finditer(text, max(0, cut - self.longest)):
            if found.start() >= cut:
                break
            if found.end() > cut:
                # a token spans the cut: it waits whole if more text could make it longer
                if text[found.start():] in self.tokens.prefixes:
                    return found.start()
                return len(text) - self.tokens.hold(text[found.end():])
        return cut

    def add(self, piece: str, *, final: bool = False) -> str:
        text = self.held + piece
        cut = len(text) if final else self._cut(text)
        ready, self.held = text[:cut], text[cut:]
        ready = self.strip(ready)
        if not self.started:
            ready = ready.lstrip()
            if not ready:
                return ""
        # trailing whitespace waits for what follows (the end strips it)
        stripped = ready.rstrip()
        self.held = ready[len(stripped):] + self.held
        if stripped:
            self.started = True
        return stripped

    def close(self) -> str:
        """What is left at the end of the stream (trailing whitespace dropped)."""
        text, self.held = self.held, ""
        text = self.strip(text)
        text = text.rstrip()
        if not self.started:
            text = text.lstrip()
        if text:
            self.started = True
        return text


class _ReasoningSink:
    """Reasoning blocks in, deltas out, spelled as ``ParseResult.reasoning``: each block
    stripped, blocks joined by a newline, the whole stripped."""

    def __init__(self) -> None:
        self.any = False  # some block had text
        self.separators = 0  # blocks begun since the last one with text
        self.in_block = False
        self.block_started = False
        self.held = ""

    def begin(self) -> None:
        if self.any:
            self.separators += 1
        self.in_block = True
        self.block_started = False
        self.held = ""

    def add(self, piece: str) -> str:
        text = self.held + piece
        if not self.block_started:
            text = text.lstrip()
            if not text:
                self.held = ""
                return ""
        stripped = text.rstrip()
        self.held = text[len(stripped):]
        if not stripped:
            return ""
        out = stripped
        if not self.block_started:
            self.block_started = True
            if self.any:
                out = "\n" * self.separators + out
            self.separators = 0
            self.any = True
        return out

    def end(self) -> None:
        self.in_block = False
        self.held = ""


# --- argument streams ---------------------------------------------------------------------------


class _JsonMinifier:
    """The JSON value from an offset of the text, without the whitespace between its tokens,
    as it arrives; ``done`` once the value is complete (its outermost bracket closed)."""

    __slots__ = ("depth", "done", "escape", "in_string", "started")

    _RUN = re.compile(r'[^"\\\[\]{} \t\n\r]+')
    _STR = re.compile(r'[^"\\]+')

    def __init__(self) -> None:
        self.depth = 0
        self.in_string = False
        self.escape = False
        self.done = False
        self.started = False

    def feed(self, text: str) -> tuple[str, int]:
        """``(minified piece, characters read)``; it stops at the value's end."""
        out: list[str] = []
        i, n = 0, len(text)
        while i < n and not self.done:
            ch = text[i]
            if self.in_string:
                if self.escape:
                    self.escape = False
                    out.append(ch)
                    i += 1
                    continue
                plain = self._STR.match(text, i)
                if plain is not None:
                    out.append(plain.group())
                    i = plain.end()
                    continue
                out.append(ch)
                i += 1
                if ch == "\\":
                    self.escape = True
                else:
                    self.in_string = False
                continue
            if ch in _WS:
                i += 1
                continue
            run = self._RUN.match(text, i)
            if run is not None:
                out.append(run.group())
                i = run.end()
                continue
            out.append(ch)
            i += 1
            if ch == '"':
                self.in_string = True
            elif ch in "[{":
                self.depth += 1
                self.started = True
            elif ch in "]}":
                self.depth -= 1
                if self.depth <= 0:
                    self.done = True
        return "".join(out), i


def minified(text: str, pos: int) -> str | None:
    """The JSON value at ``pos`` without whitespace between tokens, or None when the text
    there is not a complete JSON container."""
    scanner = _JsonMinifier()
    out, _ = scanner.feed(text[pos:])
    return out if scanner.done else None


def _dumps(value: Any) -> str:
    return arguments_json(value) if isinstance(value, dict) else _scalar(value)


def _scalar(value: Any) -> str:
    try:
        return orjson.dumps(value).decode()
    except TypeError:
        import json  # noqa: PLC0415 - integers beyond 64 bits

        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class _StringValue:
    """The open raw value of a parameter, streamed as the JSON string it will be: one leading
    newline dropped and a trailing one held (``trim="newline"``), or leading whitespace dropped
    and trailing whitespace held (``trim="strip"``), entities decoded once they are complete."""

    def __init__(self, trim: str, entities: bool) -> None:
        self.trim = trim
        self.entities = entities
        self.raw_seen = 0  # raw characters already turned into output
        self.lead_done = trim not in ("newline", "strip")

    def piece(self, raw: str, *, final: bool = False, start: int = 0, end: int = -1) -> str:
        """The escaped JSON string content of what of the value so far (``raw[start:end]``, all
        of ``raw`` by default) is decided. Only what was not seen before is read."""
        if end < 0:
            end = len(raw)
        text = raw[start + self.raw_seen:end]
        if not self.lead_done and self.trim == "strip":
            # leading whitespace is no part of the value: drop it as it comes
            kept = text.lstrip(" \t\n\r")
            self.raw_seen += len(text) - len(kept)
            if not kept:
                return ""
            text, self.lead_done = kept, True
        if not self.lead_done:
            if not final and (end == start or (end - start == 1 and raw[start] == "\r")):
                return ""
            self.lead_done = True
            if raw.startswith("\r\n", start, end) and self.raw_seen == 0:
                self.raw_seen, text = 2, raw[start + 2:end]
            elif raw.startswith("\n", start, end) and self.raw_seen == 0:
                self.raw_seen, text = 1, raw[start + 1:end]
        keep = 0
        if not final:
            if self.trim == "strip":
                keep = len(text) - len(text.rstrip(" \t\n\r"))  # trailing: held
            elif self.trim == "newline":
                if text.endswith("\r\n"):
                    keep = 2
                elif text.endswith(("\n", "\r")):
                    keep = 1
            if self.entities:
                amp = text.rfind("&", max(0, len(text) - keep - 12))
                if amp >= 0 and ";" not in text[amp:len(text) - keep]:
                    keep = max(keep, len(text) - amp)
        ready = text[: len(text) - keep]
        self.raw_seen += len(ready)
        if self.entities:
            ready = decode_entities(ready)
        return orjson.dumps(ready).decode()[1:-1] if ready else ""


def _value_decided(text: str, until: _Prefixes, start: int = 0) -> int:
    """How much of an open raw value (``text[start:]``) is its own whatever follows: up to a
    suffix that could begin a marker that ends it, and up to a marker that ends it if what
    follows is only whitespace and a tag cut by the end (a closer counts only where structure
    follows it). Only the end of the text is read: the cost does not grow with the value."""
    n = len(text)
    end = n - min(until.hold(text), n - start)
    window = max(start, n - 160)
    for marker in until.markers:
        at = text.rfind(marker, window)
        if at < 0 or at >= end:
            continue
        rest = text[at + len(marker):].lstrip()
        if not rest or (rest.startswith("<") and ">" not in rest and len(rest) < 64):
            end = at
    return end - start


def _could_be_json(raw: str) -> bool:
    """True while the raw value so far could still turn out to be a JSON value (so it cannot be
    streamed as a string yet)."""
    text = raw.lstrip(_WS)
    if not text:
        return True
    if text[0] in '{["-0123456789':
        return True
    return any(w.startswith(text) or text.startswith(w) for w in ("true", "false", "null"))


# --- the open call ------------------------------------------------------------------------------


class _Acc:
    """Text that only grows, in pieces (``+=``), read whole rarely: appending costs the piece,
    not the text so far (``str +=`` on an attribute copies the whole string every time, which
    made a long streamed value quadratic)."""

    __slots__ = ("_joined", "_parts", "_size")

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._size = 0
        self._joined: str | None = ""

    def __iadd__(self, piece: str) -> _Acc:
        if piece:
            self._parts.append(piece)
            self._size += len(piece)
            self._joined = None
        return self

    def __len__(self) -> int:
        return self._size

    def __str__(self) -> str:
        if self._joined is None:
            self._joined = "".join(self._parts)
            self._parts = [self._joined]
        return self._joined


class _Streamed:
    """One call of an open match whose events have started."""

    __slots__ = ("args", "args_pos", "index", "minifier", "name_pos", "params", "raw", "sent",
                 "string", "string_key", "until", "value_pos")

    def __init__(self, index: int, name_pos: int = -1) -> None:
        self.index = index
        self.name_pos = name_pos  # absolute offset of its name (-1 when the format gives none)
        self.args = _Acc()  # the arguments JSON text sent so far
        self.args_pos = -1  # absolute offset of the JSON arguments the deltas follow
        self.minifier: _JsonMinifier | None = None
        self.raw = False  # raw-text parameters: the deltas are JSON the stream writes
        self.params: list[str] = []  # raw parameters whose values were sent
        self.string: _StringValue | None = None  # the open string value being streamed
        self.string_key: str | None = None
        self.sent = _Acc()  # the escaped JSON content of the open string sent so far
        self.value_pos = -1  # absolute offset of the open value
        self.until: _Prefixes | None = None  # the markers that may end it


class _Open:
    """A match still being written, at an absolute offset."""

    __slots__ = ("calls", "fed", "format", "start", "suppressed")

    def __init__(self, start: int, fmt: str) -> None:
        self.start = start
        self.format = fmt
        self.calls: list[_Streamed] = []
        self.suppressed = False  # a call to a tool not offered: no events until it ends
        self.fed = -1  # absolute offset up to which the current minifier has read


# --- the parser -----------------------------------------------------------------------------------

_DEFAULT = Parser()


class StreamParser:
    """Parses a stream of text chunks into events (see the module doc and docs/streaming.md).

    :param tools: tool definitions, as for :func:`toolcalls.parse`.
    :param formats: restrict the formats tried.
    :param validate: check the arguments against the tools' schemas.
    :param reasoning_started: whether the output begins inside a reasoning block (the prompt
        ended with ``<think>``): True or False streams from the first chunk; None (unknown)
        waits for a reasoning marker or the end, since a closer with no opener would make the
        text before it reasoning.
    :param parser: the engine to use (default: every installed format).
    """

    def __init__(
        self,
        *,
        tools: Sequence[Any] | None = None,
        formats: Iterable[str] | None = None,
        validate: bool = False,
        reasoning_started: bool | None = None,
        parser: Parser | None = None,
    ) -> None:
        self._parser = parser if parser is not None else _DEFAULT
        self._formats = None if formats is None else tuple(formats)
        self._selection = self._parser.selection(self._formats)
        self._tools = tools
        self._validate = validate
        self._started = reasoning_started
        if tools is not None:
            from toolcalls.tools import compile_tools  # noqa: PLC0415

            self._toolset: Any = compile_tools(tools)
        else:
            self._toolset = None
        sel = self._selection
        self._settled = reasoning_started is not None or not any(
            r.prefilled for r in sel.reasoning)
        self._reasoning_markers = tuple(sorted(
            {r.open for r in sel.reasoning} | {r.close for r in sel.reasoning if r.prefilled}))
        self._first_tier_markers = tuple(sorted(
            {m for f in sel.tiers[0].formats for m in f.markers} | {r.open for r in sel.reasoning}))
        self._all_markers = tuple(sorted(sel.markers))
        #: A text none of whose characters begins a marker holds no call and no reasoning:
        #: it is content, read without an engine run.
        firsts = {m[0] for m in self._all_markers}
        self._firsts = re.compile("[" + "".join(re.escape(c) for c in sorted(firsts)) + "]") \
            if firsts else None
        #: What the end of a text may hold that a format's call begins with, no marker yet.
        self._pending_re = sel.pending
        self._chunks: list[str] = []
        self._pending: list[str] = []
        self._tail = ""
        self._base = 0
        self._lines_before = 0  # newlines in the text before ``_base``
        self._column_before = 0  # characters after the last of them, before ``_base``
        self._n = 0
        self._block: tuple[str, ...] | None = None  # inside a reasoning block: its closers
        self._locked = False  # the first tier has won
        self._open: _Open | None = None
        self._wait: tuple[str, Any] = ("run", None)
        self._last_run = 0  # tail length at the last engine run
        self._recent = ""  # the end of the text received (to find markers across chunks)
        self._all_prefixes = _Prefixes(self._all_markers)
        self._opener_prefixes = _Prefixes({r.open for r in sel.reasoning})
        self._content = _ContentSink(sel)
        self._reasoning = _ReasoningSink()
        self._next = 0
        self._sent_errors: set[tuple[str, int | None, str]] = set()
        self._events: list[Event] = []
        self._closed = False
        self.result: ParseResult | None = None
        #: the openers of prefilled blocks: a text that begins inside one may open it again
        #: (``<think>`` after the template's own), which is no reasoning text
        self._reopeners: tuple[str, ...] = ()
        if reasoning_started:
            self._block = tuple(r.close for r in sel.reasoning if r.prefilled)
            self._reopeners = tuple(r.open for r in sel.reasoning if r.prefilled)
            self._reasoning.begin()

    # --- the public methods -------------------------------------------------------------------

    def feed(self, chunk: str) -> list[Event]:
        """Take the next chunk of text; return the events it decides."""
        if self._closed:
            raise RuntimeError("the stream is closed")
        if not isinstance(chunk, str):
            raise TypeError(f"a chunk must be str, not {type(chunk).__name__}")
        if not chunk:
            return []
        self._chunks.append(chunk)
        self._pending.append(chunk)
        self._n += len(chunk)
        probe = self._recent + chunk
        self._recent = probe[-128:]
        if self._should_run(probe):
            self._materialize()
            self._advance()
        else:
            self._between(chunk)
        events, self._events = self._events, []
        return events

    def close(self) -> list[Event]:
        """End the stream: the last events, and ``result`` (the batch result of the text)."""
        if self._closed:
            return []
        self._closed = True
        self._materialize()
        text = "".join(self._chunks)
        outcome = self._parser.outcome(text, self._selection, tools=self._tools,
                                       validate=self._validate,
                                       reasoning_started=self._started)
        self.result = result_of(outcome)
        self._flush(outcome)
        events, self._events = self._events, []
        return events

    # --- when to read again -------------------------------------------------------------------

    def _should_run(self, probe: str) -> bool:
        """Whether the text that came (``probe``: it, after the end of the text before) calls
        for an engine run."""
        mode, arg = self._wait
        if mode in ("run", "block"):
            return True
        if mode in ("markers", "hold", "value"):
            markers, growth = arg
            if any(m in probe for m in markers):
                return True
            if growth is not None:
                size = len(self._tail) + sum(map(len, self._pending))
                return bool(size - self._last_run >= growth)
            return False
        # "track": _between feeds the arguments scanner, which says when to read again
        return mode != "track"

    def _between(self, chunk: str) -> None:
        """What a chunk does without an engine run: the arguments of an open JSON call or the
        value of an open raw parameter grow, reasoning streams."""
        mode, _ = self._wait
        if mode == "track":
            open_ = self._open
            assert open_ is not None
            streamed = open_.calls[-1]
            assert streamed.minifier is not None
            piece, used = streamed.minifier.feed(chunk)
            open_.fed += used
            if piece:
                streamed.args += piece
                self._emit(Event("arguments", piece, index=streamed.index))
            if streamed.minifier.done:
                self._materialize()
                self._advance()
        elif mode == "value":
            self._materialize()
            self._grow_value()

    def _materialize(self) -> None:
        if self._pending:
            # The tail is dropped from the attribute first, so that the concatenation may
            # grow it in place (CPython copies a string another reference holds): a long
            # open value then costs its chunks, not the value so far per chunk.
            tail, self._tail = self._tail, ""
            tail += "".join(self._pending)
            self._tail = tail
            self._pending.clear()

    def _drop(self, count: int) -> None:
        if count:
            gone = self._tail[:count]
            newlines = gone.count("\n")
            if newlines:
                self._lines_before += newlines
                self._column_before = count - gone.rfind("\n") - 1
            else:
                self._column_before += count
            self._tail = self._tail[count:]
            self._base += count
            self._last_run = max(0, self._last_run - count)

    # --- events ---------------------------------------------------------------------------------

    def _emit(self, event: Event) -> None:
        self._events.append(event)

    def _content_out(self, piece: str) -> None:
        out = self._content.add(piece)
        if out:
            self._emit(Event("content", out))

    def _reasoning_out(self, piece: str) -> None:
        out = self._reasoning.add(piece)
        if out:
            self._emit(Event("reasoning", out))

    def _error_out(self, error: ToolCallError, index: int = -1) -> None:
        key = (error.code, error.position, error.message)
        if key in self._sent_errors:
            return
        self._sent_errors.add(key)
        self._emit(Event("error", error=error, index=index))

    # --- reading the undecided end ----------------------------------------------------------

    def _run(self, text: str, started: bool | None) -> Outcome:
        self._last_run = len(self._tail)
        return self._parser.outcome(text, self._selection, tools=self._tools,
                                    validate=self._validate, reasoning_started=started,
                                    tiers=(0, 1) if self._locked else None)

    def _plain(self, tail: str) -> bool:
        """A tail that holds no character a marker begins with is content: emit it (but a
        word at its end, which may begin a call of a format written ``name(...)``). True when
        it was."""
        if self._firsts is None or self._firsts.search(tail) is not None:
            return False
        keep = self._pending_hold(tail)
        self._content_out(tail[: len(tail) - keep])
        self._drop(len(tail) - keep)
        self._wait = ("run", None)
        return True

    def _pending_hold(self, tail: str) -> int:
        """Length of the end of ``tail`` that may begin a call of a format whose calls need not
        begin at a marker (the formats' ``pending``)."""
        if self._pending_re is None:
            return 0
        found = self._pending_re.search(tail, max(0, len(tail) - 256))
        return len(tail) - found.start() if found is not None else 0

    def _advance(self) -> None:
        """Decide what the text read so far decides, and emit it."""
        while True:
            tail = self._tail
            if (self._settled and self._block is None and self._open is None
                    and self._plain(tail)):
                return
            if self._block is not None:
                if not self._in_block(tail):
                    return
                continue
            if not self._settled:
                if not self._settle(tail):
                    return
                continue
            if not self._step(tail):
                return

    def _in_block(self, tail: str) -> bool:
        """Inside a reasoning block: stream it up to its closer. True when it closed."""
        closers = self._block
        assert closers is not None
        while self._reopeners:
            # The opener written again at the block's start (as often as it is) is no
            # reasoning text (``reasoning_spans``). Blanks first are dropped as they come (a
            # block's text is stripped anyway), so a run of them costs no more than its length.
            lead = skip_ws(tail, 0)
            if lead:
                self._drop(lead)
                tail = tail[lead:]
            again = next((o for o in self._reopeners if tail.startswith(o)), None)
            if again is not None:
                self._drop(len(again))
                tail = tail[len(again):]
                continue
            if any(o.startswith(tail) for o in self._reopeners):
                self._wait = ("block", (closers, None))  # nothing yet, or an opener begun
                return False
            self._reopeners = ()
        found = [(at, c) for c in closers if (at := tail.find(c)) >= 0]
        if found:
            at, closer = min(found)
            self._reasoning_out(tail[:at])
            self._reasoning.end()
            self._drop(at + len(closer))
            self._block = None
            self._wait = ("run", None)
            return True
        keep = _prefix_hold(tail, closers)
        self._reasoning_out(tail[: len(tail) - keep])
        self._drop(len(tail) - keep)
        self._wait = ("block", (closers, None))
        return False

    def _settle(self, tail: str) -> bool:
        """Before the first reasoning marker the text may yet turn out to be reasoning (a
        closer with no opener): decide once a marker has come. True when decided."""
        if not any(m in tail for m in self._reasoning_markers):
            self._wait = ("hold", (self._reasoning_markers, None))
            return False
        outcome = self._run(tail, None)
        spans = outcome.reasoning
        if not spans:  # every marker is inside a call so far: not decided yet
            self._wait = ("hold", (self._reasoning_markers, len(tail) // 4 + 64))
            return False
        first, _, inner, inner_end = spans[0]
        marker_at = inner_end if first == 0 and inner == 0 else first
        plain = self._parser.outcome(tail, self._selection, blank_reasoning=False)
        if any(m.incomplete and m.start <= marker_at for m in plain.matches) or (
            plain.resume <= marker_at
        ):
            # the marker may yet be inside a call being written: wait
            self._wait = ("hold", (self._reasoning_markers, len(tail) // 4 + 64))
            return False
        self._settled = True
        if first == 0 and inner == 0:  # a closer with no opener: a block from the start
            self._reasoning.begin()
            self._reasoning_out(tail[:inner_end])
            self._reasoning.end()
            self._drop(spans[0][1])
        return True

    def _step(self, tail: str) -> bool:
        """One read of the tail with the batch engine; emit what is decided. True when the
        loop should read again at once."""
        opening = self._opener_prefixes.hold(tail)
        if opening:
            # The end may be a reasoning opener begun, which the engine would blank: what is
            # decided is what the text without it decides (more text cannot undo that).
            tail = tail[: len(tail) - opening]
        outcome = self._run(tail, False)
        n = len(tail)
        # ``decided``: what the engine says more text cannot change (matches and reasoning up
        # to there are final); ``frontier``: how far content may go, which also holds back an
        # end that could begin a marker (the ``>`` closing a call may begin ``>>>``).
        decided = outcome.resume
        if outcome.tier > 0:  # a later tier's candidate: held until the end of the stream
            first = min(m.start for m in outcome.matches)
            decided = min(decided, first)
            held_from: int | None = first
        else:
            held_from = None
        if outcome.tier == 0 and not self._locked and len(self._selection.tiers) > 1 and not any(
                not m.incomplete and m.end <= decided for m in outcome.matches):
            # The first tier holds nothing decided yet: if what it holds comes to nothing, a
            # later tier's candidate before it would be a call. Hold from there.
            later = self._parser.outcome(tail, self._selection, reasoning_started=False,
                                         tiers=(1, len(self._selection.tiers)))
            decided = min([decided, later.resume, *(m.start for m in later.matches)])
        frontier = min(decided, n - max(self._all_prefixes.hold(tail), self._pending_hold(tail)))
        items: list[tuple[int, int, Any]] = [(s, 0, span) for span in outcome.reasoning
                                             for s in (span[0],)]
        if outcome.tier <= 0:
            items.extend((m.start, 1, m) for m in outcome.matches)
        items.sort(key=lambda item: (item[0], item[1]))
        pos = 0
        calls = {id(call) for call in outcome.calls}
        errors_of = self._errors_by_match(outcome)
        for start, kind, item in items:
            if kind == 0 and start < pos and item[1] <= pos:
                self._inner_reasoning(tail, item)  # inside a broken call: reasoning still
                continue
            if start >= frontier or start < pos:
                break
            if kind == 0:  # a reasoning block
                block_start, block_end, inner, inner_end = item
                if block_end >= n:  # still open: stream it from here
                    self._content_out(tail[pos:block_start])
                    self._drop(inner)
                    # (the block's own opener: ``inner`` may lie past repeats of it)
                    opener = max((r.open for r in self._selection.reasoning
                                  if tail.startswith(r.open, block_start)), key=len)
                    self._block = tuple(r.close for r in self._selection.reasoning
                                        if r.open == opener)  # the first of them ends it
                    self._reopeners = (opener,)  # repeats may still come
                    self._reasoning.begin()
                    return True
                if block_end > decided:
                    frontier = min(frontier, block_start)
                    break
                self._content_out(tail[pos:block_start])
                self._reasoning.begin()
                self._reasoning_out(tail[inner:inner_end])
                self._reasoning.end()
                pos = block_end
                continue
            match: Match = item
            if match.incomplete:
                frontier = min(frontier, match.start)
                break
            if match.end > decided:
                frontier = min(frontier, match.start)
                break
            if match.error is not None and self._hazard(tail, match):
                frontier = min(frontier, match.start)
                break
            self._content_out(tail[pos:match.start])
            self._finish(match, tail, calls, errors_of.get(id(match), []))
            self._locked = True
            pos = match.end
        if pos < frontier:
            self._content_out(tail[pos:frontier])
            pos = frontier
        # What comes next: an open call at the front, a later tier held, or more text.
        front = next((m for m in outcome.matches if m.incomplete and m.start == pos), None)
        if front is not None and outcome.tier == 0 and held_from is None:
            again = self._stream_open(front, tail, self._base)
            self._drop(pos)
            return again
        self._drop(pos)
        rest = self._tail
        if held_from is not None and pos >= held_from:
            self._wait = ("hold", (self._first_tier_markers, None))
            return False
        if len(rest) > SMALL_TAIL:
            self._wait = ("markers", (self._all_markers, len(rest) // 4))
        else:
            self._wait = ("run", None)
        return False

    def _inner_reasoning(self, text: str, span: tuple[int, int, int, int]) -> None:
        """A reasoning block inside a broken call's span (the call was read with the block
        blanked): its text is reasoning all the same."""
        self._reasoning.begin()
        self._reasoning_out(text[span[2]:span[3]])
        self._reasoning.end()

    def _hazard(self, tail: str, match: Match) -> bool:
        """True when a broken first-tier match may yet become the content of a later tier's call
        being written around it (a marker inside a bare JSON call's string)."""
        if len(self._selection.tiers) < 2 or self._locked:
            return False
        later = self._parser.outcome(tail, self._selection, reasoning_started=False,
                                     tiers=(1, len(self._selection.tiers)))
        return later.resume <= match.start or any(
            m.start <= match.start for m in later.matches)

    def _errors_by_match(self, outcome: Outcome) -> dict[int, list[ToolCallError]]:
        """The errors of each match: its own, and with tools those of its calls."""
        found: dict[int, list[ToolCallError]] = {}
        errors = outcome.errors
        for match in outcome.matches:
            mine = [e for e in errors if e is match.error or (
                match.error is None and e.position is not None
                and match.start <= e.position < max(match.end, match.start + 1))]
            found[id(match)] = mine
        return found

    # --- calls ------------------------------------------------------------------------------------

    def _finish(self, match: Match, tail: str, calls: set[int],
                errors: list[ToolCallError], shift: int | None = None) -> None:
        """A match that is decided: its calls' remaining events, or its error. The match's
        offsets are relative to ``tail`` (which starts at ``self._base``); its calls' offsets
        plus ``shift`` (default: the same) are absolute."""
        shift = self._base if shift is None else shift
        open_ = self._open
        streamed = open_.calls if open_ is not None and open_.start == self._base + match.start \
            else []
        self._open = None
        if match.error is not None:
            self._error_out(self._located(match.error, shift),
                            streamed[-1].index if streamed else -1)
            return
        by_args = {c.args_pos: c for c in streamed if c.args_pos >= 0 and not c.raw}
        by_name = {c.name_pos: c for c in streamed if c.name_pos >= 0}
        for k, call in enumerate(match.calls):
            if id(call) not in calls:
                continue  # a tool not offered: its error follows
            found = by_args.get(call.args_pos + shift) if by_args else None
            if found is None and by_name:
                found = by_name.get(call.name_pos + shift)
            if found is None and len(match.calls) == 1 and streamed:
                found = streamed[0]
            if found is not None:
                done = found
            elif k < len(streamed) and not by_args and not by_name:
                done = streamed[k]
            else:
                done = _Streamed(self._next)
                self._next += 1
                self._emit(Event("call_start", index=done.index, name=call.name, id=call.id,
                                 format=call.format or match.format))
            final = self._arguments_text(call, tail, done, shift)
            if final[len(done.args):]:
                self._emit(Event("arguments", final[len(done.args):], index=done.index))
            self._emit(Event("call_end", index=done.index, call=_absolute(call, shift)))
        for error in errors:
            self._error_out(self._located(error, shift))

    def _located(self, error: ToolCallError, shift: int) -> ToolCallError:
        """``error`` of the tail (which starts at the absolute offset ``shift``, the text
        dropped before it) with the position, line and column of the whole text."""
        if not shift or error.position is None:
            return error
        line, column = error.line, error.column
        assert line is not None and column is not None
        if line == 1:
            column += self._column_before
        return ToolCallError(error.code, error.message, error.position + shift,
                             line=line + self._lines_before, column=column,
                             format=error.format)

    def _arguments_text(self, call: Call, tail: str, done: _Streamed, shift: int) -> str:
        """The arguments JSON text the deltas of ``call`` add up to: the model's JSON without
        whitespace when the arguments are JSON text (and the deltas followed it), else the
        compact JSON of the final arguments."""
        if done.raw:
            return arguments_json(call.arguments)
        if done.minifier is not None:
            relative = done.args_pos - self._base
            text = minified(tail, relative) if 0 <= relative < len(tail) else None
            if text is not None and text.startswith(str(done.args)):
                return text
        pos = call._args_pos + shift - self._base if call._args_pos >= 0 else -1
        if pos < 0 and call.locator is not None:
            located = call.args_pos + shift - self._base
            pos = located if 0 <= located < len(tail) else -1
        if 0 <= pos < len(tail) and tail[pos] == "{":
            text = minified(tail, pos)
            if text is not None and _decodes_to(text, call.arguments):
                return text
        return arguments_json(call.arguments)

    def _stream_open(self, match: Match, tail: str, base: int) -> bool:
        """The call being written in ``tail`` (which starts at ``base``): send what is known of
        it."""
        start = base + match.start
        open_ = self._open
        if open_ is None or open_.start != start:
            open_ = self._open = _Open(start, match.format)
        partial = match.partial
        if partial is None or open_.suppressed or partial.name is None:
            return self._wait_open(tail)
        # A new call of the match (the next element of an array) is known by its name's place,
        # else by where its arguments start.
        current = open_.calls[-1] if open_.calls else None
        name_pos = base + partial.name_pos if partial.name_pos >= 0 else -1
        if current is None or (
            name_pos >= 0 and current.name_pos >= 0 and name_pos != current.name_pos
        ) or (partial.json_args and partial.args_pos >= 0 and current.args_pos >= 0
              and base + partial.args_pos != current.args_pos):
            if partial.tentative:
                # more text may still make it prose: no call starts before it is decided
                return self._wait_open(tail)
            if self._toolset is not None and self._toolset.get(partial.name) is None:
                open_.suppressed = True
                return self._wait_open(tail)
            if not open_.calls and self._contested(match, tail):
                return self._wait_open(tail)
            current = _Streamed(self._next, name_pos)
            self._next += 1
            open_.calls.append(current)
            self._emit(Event("call_start", index=current.index, name=partial.name,
                             id=partial.id, format=match.format))
        if partial.json_args and partial.args_pos >= 0:
            if current.minifier is None and not tail.startswith(("{", "["), partial.args_pos):
                # where the arguments will be, nothing yet: the scanner follows JSON only
                return self._wait_open(tail)
            if current.minifier is None:
                current.minifier = _JsonMinifier()
                current.args_pos = base + partial.args_pos
                open_.fed = current.args_pos
            # the whole tail: ``tail`` may end short of a reasoning opener begun, which inside
            # the arguments is their text (and the chunks fed next start after it)
            piece, used = current.minifier.feed(self._tail[open_.fed - base:])
            open_.fed += used
            if piece:
                current.args += piece
                self._emit(Event("arguments", piece, index=current.index))
            if not current.minifier.done:
                self._wait = ("track", None)
                return False
            return self._wait_open(tail)
        if partial.open_param is not None or partial.params:
            current.raw = True
            self._raw_params(partial, current, tail, base)
            if partial.open_param is not None:
                self._wait = ("value", (partial.open_until, None))
                return False
        return self._wait_open(tail)

    def _contested(self, match: Match, tail: str) -> bool:
        """True while another claimant of the opener ``match`` starts with may yet read the
        call there under another name (Kimi K2's and DeepSeek V3.1's ``<|tool_call_begin|>``:
        ``get_weather`` and ``functions.get_weather:1`` for ``functions.get_weather:1``): the
        engine's pick among partial matches is provisional, so the call's start waits until
        no other claimant's open match there names it otherwise."""
        shared = self._selection.shared[0]
        if not shared:
            return False
        owners = {fmt.id for marker, claimants in shared.items()
                  if tail.startswith(marker, match.start) for fmt in claimants}
        owners.discard(match.format)
        if not owners:
            return False
        rivals = self._parser.outcome(tail, self._parser.selection(tuple(sorted(owners))),
                                      reasoning_started=False, tiers=(0, 1))
        n = len(tail)
        name = match.partial.name if match.partial is not None else None
        return any(m.start == match.start and (m.incomplete or (
            m.error is not None and m.end >= n)) and m.partial is not None
            and m.partial.name is not None and m.partial.name != name
            for m in rivals.matches)

    def _wait_open(self, tail: str) -> bool:
        if len(tail) > SMALL_TAIL:
            self._wait = ("markers", (self._all_markers, len(tail) // 4))
        else:
            self._wait = ("run", None)
        return False

    def _typed(self, name: str, key: str, raw: Any, default: Any) -> Any:
        """A raw parameter's value as the engine will type it (the tool's schema, else the
        format's rule)."""
        if self._toolset is None or raw is None:
            return default
        tool = self._toolset.get(name)
        if tool is None or key not in tool.properties:
            return default
        from toolcalls.tools import KEEP, _CastError, cast_value  # noqa: PLC0415

        try:
            value = cast_value(raw.text, tool.properties[key], tool.schema)
        except _CastError:
            return raw.text
        return default if value is KEEP else value

    def _raw_params(self, partial: Partial, current: _Streamed, tail: str, base: int) -> None:
        """Send the parameters decided since the last read, and what is decided of the open
        one when it is bound to be a string."""
        name = partial.name or ""
        keys = list(partial.params)
        if partial.open_param is None and keys:
            # The last closed value may yet reopen (a closer that structure must follow, a
            # tag cut by the end of the text): it goes out once something comes after it.
            keys.pop()
        for key in keys:
            value = partial.params[key]
            if key in current.params:
                continue
            typed = self._typed(name, key, partial.raw.get(key), value)
            if current.string_key == key:
                current.string = current.string_key = None
                if isinstance(typed, str):
                    # the open string value closed: the rest of it and the quote
                    whole = orjson.dumps(typed).decode()[1:-1]
                    if whole.startswith(str(current.sent)):
                        piece = whole[len(current.sent):] + '"'
                        current.args += piece
                        self._emit(Event("arguments", piece, index=current.index))
                        current.params.append(key)
                        continue
            piece = ("{" if not current.args else ",") + _scalar(key) + ":" + _dumps(typed)
            current.args += piece
            current.params.append(key)
            self._emit(Event("arguments", piece, index=current.index))
        open_key = partial.open_param
        if open_key is None or open_key in current.params:
            return
        key = open_key
        if current.string_key is None:
            raw_so_far = tail[partial.open_value:]
            if not self._streams_as_string(partial, name, key, raw_so_far):
                return
            piece = ("{" if not current.args else ",") + _scalar(key) + ':"'
            current.args += piece
            current.string = _StringValue(partial.open_trim, partial.open_entities)
            current.string_key = key
            current.sent = _Acc()
            current.value_pos = base + partial.open_value
            current.until = _Prefixes(partial.open_until)
            self._emit(Event("arguments", piece, index=current.index))
        self._grow_value(tail, base)

    def _streams_as_string(self, partial: Partial, name: str, key: str, raw: str) -> bool:
        if not partial.open_until:
            return False  # nothing says where the value ends: sent once decided
        if partial.open_string:
            return True
        if self._toolset is not None:
            tool = self._toolset.get(name)
            schema = tool.properties.get(key) if tool is not None else None
            if isinstance(schema, dict) and schema.get("type") == "string" and \
                    "enum" not in schema and "const" not in schema:
                return True
            if schema is not None:
                return False
        return not _could_be_json(raw)

    def _grow_value(self, tail: str | None = None, base: int | None = None) -> None:
        """The open string value grew: send what is decided of it (a suffix that could begin
        a marker that ends it is held back)."""
        open_ = self._open
        if open_ is None or not open_.calls:
            return
        current = open_.calls[-1]
        if current.string is None:
            return
        if tail is None or base is None:
            tail, base = self._tail, self._base
        start = current.value_pos - base
        assert current.until is not None
        decided = start + _value_decided(tail, current.until, start)
        piece = current.string.piece(tail, start=start, end=decided)
        if piece:
            current.args += piece
            current.sent += piece
            self._emit(Event("arguments", piece, index=current.index))

    # --- the end ----------------------------------------------------------------------------------

    def _flush(self, outcome: Outcome) -> None:
        """At the end: everything from the last decided place, from the batch result."""
        text = outcome.text
        base = self._base
        if self._block is not None:
            # the open reasoning block runs to its closer or the end
            tail = text[base:]
            found = [(at, c) for c in self._block if (at := tail.find(c)) >= 0]
            at = min(found)[0] if found else len(tail)
            self._reasoning_out(tail[:at])
            self._reasoning.end()
            self._block = None
        matches = [m for m in outcome.matches if m.end > base or m.start >= base]
        calls = {id(call) for call in outcome.calls}
        errors_of = self._errors_by_match(outcome)
        items: list[tuple[int, int, Any]] = [
            (span[0], 0, span) for span in outcome.reasoning if span[1] > base]
        items.extend((m.start, 1, m) for m in matches)
        items.sort(key=lambda item: (item[0], item[1]))
        pos = base
        for start, kind, item in items:
            if start < pos:
                if kind == 0 and start >= base:  # inside a broken call: reasoning still
                    self._inner_reasoning(text, item)
                elif kind == 0:  # a block begun before: its text went out above
                    pos = max(pos, item[1])
                continue
            if kind == 0:
                block_start, block_end, inner, inner_end = item
                self._content_out(text[pos:block_start])
                self._reasoning.begin()
                self._reasoning_out(text[inner:inner_end])
                self._reasoning.end()
                pos = block_end
                continue
            match: Match = item
            self._content_out(text[pos:match.start])
            self._finish_final(match, text, calls, errors_of.get(id(match), []))
            pos = max(pos, match.end)
        tail_piece = self._content.add(text[pos:], final=True) + self._content.close()
        if tail_piece:
            self._emit(Event("content", tail_piece))
        for error in outcome.errors:  # plugin faults and anything not tied to a match
            self._error_out(error)

    def _finish_final(self, match: Match, text: str, calls: set[int],
                      errors: list[ToolCallError]) -> None:
        base_tail = text[self._base:]
        shifted = Match(match.start - self._base, match.end - self._base, match.calls,
                        match.error, match.incomplete, match.format)
        self._finish(shifted, base_tail, calls, errors, 0)


def _absolute(call: Call, base: int) -> Call:
    """``call`` with the offsets of the whole text (it was read from the text's end)."""
    if not base:
        return call
    name_pos = call._name_pos
    args_pos = call._args_pos
    return Call(call.name, call.arguments, call.start + base, call.end + base, call.id,
                call.format, name_pos=name_pos + base if name_pos >= 0 else -1,
                args_pos=args_pos + base if args_pos >= 0 else -1, raw=call.raw)


def _decodes_to(text: str, arguments: dict[str, Any]) -> bool:
    try:
        value, end = parse_json(text, 0, len(text))
    except ToolCallError:
        return False
    return end == len(text) and same_json(value, arguments)


def stream(chunks: Iterable[str], **options: Any) -> Iterator[Event]:
    """The events of a stream of text chunks (``StreamParser(**options)`` fed each one, then
    closed)."""
    parser = StreamParser(**options)
    for chunk in chunks:
        yield from parser.feed(chunk)
    yield from parser.close()


async def astream(chunks: AsyncIterable[str], **options: Any) -> AsyncIterator[Event]:
    """:func:`stream` for an async iterable of chunks."""
    parser = StreamParser(**options)
    async for chunk in chunks:
        for event in parser.feed(chunk):
            yield event
    for event in parser.close():
        yield event
