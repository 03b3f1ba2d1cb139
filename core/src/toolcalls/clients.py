"""The shapes agent runtimes and their clients consume: parsed calls as OpenAI and Anthropic
objects.

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
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import orjson

from toolcalls.toolkit.bigint import json_dumps
from toolcalls.types import Call

__all__ = [
    "AnthropicEvents",
    "ChatCompletionChunks",
    "ResponsesEvents",
    "anthropic_events",
    "arguments_json",
    "chat_completion_chunks",
    "responses_events",
    "to_anthropic",
    "to_openai",
    "to_openai_responses",
]

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


# --- streaming: events to the chunks and events clients read ----------------------------------


class _ToolIds:
    """The id each streamed call gets: the model's, else a generated one (deterministic from
    the stream id, the index and the name when asked)."""

    def __init__(self, stream_id: str, deterministic: bool) -> None:
        self.stream_id = stream_id
        self.deterministic = deterministic
        self.ids: dict[int, str] = {}

    def of(self, index: int, name: str, model_id: str | None, prefix: str) -> str:
        ident = self.ids.get(index)
        if ident is None:
            ident = model_id or _make_id(prefix, index, name, self.stream_id, self.deterministic)
            self.ids[index] = ident
        return ident


def _stream_id(prefix: str, stream_id: str | None, deterministic: bool) -> str:
    if stream_id is not None:
        return stream_id
    return _make_id(prefix, 0, "stream", "", deterministic)


class ChatCompletionChunks:
    """Stream events as OpenAI Chat Completions chunks (``chat.completion.chunk`` dicts):
    ``choices[0].delta.content`` for content, ``delta.reasoning_content`` for reasoning (the
    field OpenAI-compatible servers use), ``delta.tool_calls[i]`` with ``index``, ``id``,
    ``type`` and ``function.name`` when a call starts and ``function.arguments`` pieces after;
    :meth:`finish` gives the last chunk, whose ``finish_reason`` is ``tool_calls`` when a call
    ended and ``stop`` otherwise. Errors have no place in the protocol and give no chunk.
    """

    def __init__(self, *, model: str = "toolcalls", stream_id: str | None = None,
                 created: int | None = None, deterministic: bool = False,
                 reasoning: bool = True) -> None:
        import time  # noqa: PLC0415

        self.id = _stream_id("chatcmpl-", stream_id, deterministic)
        self.model = model
        self.created = int(time.time()) if created is None else created
        self.reasoning = reasoning
        self.ids = _ToolIds(self.id, deterministic)
        self.first = True
        self.ended_calls = 0

    def _chunk(self, delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        if self.first:
            delta = {"role": "assistant", **delta}
            self.first = False
        return {
            "id": self.id,
            "object": "chat.completion.chunk",
            "created": self.created,
            "model": self.model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish,
                         "logprobs": None}],
        }

    def __call__(self, event: Any) -> list[dict[str, Any]]:
        kind = event.kind
        if kind == "content":
            return [self._chunk({"content": event.text})]
        if kind == "reasoning":
            return [self._chunk({"reasoning_content": event.text})] if self.reasoning else []
        if kind == "call_start":
            ident = self.ids.of(event.index, event.name, event.id, "call_")
            return [self._chunk({"tool_calls": [{
                "index": event.index, "id": ident, "type": "function",
                "function": {"name": event.name, "arguments": ""}}]})]
        if kind == "arguments":
            return [self._chunk({"tool_calls": [{
                "index": event.index, "function": {"arguments": event.text}}]})]
        if kind == "call_end":
            self.ended_calls += 1
        return []

    def finish(self) -> list[dict[str, Any]]:
        return [self._chunk({}, "tool_calls" if self.ended_calls else "stop")]


def chat_completion_chunks(events: Iterable[Any], **options: Any) -> Iterator[dict[str, Any]]:
    """The Chat Completions chunks of a stream of events, the final one included."""
    adapter = ChatCompletionChunks(**options)
    for event in events:
        yield from adapter(event)
    yield from adapter.finish()


class ResponsesEvents:
    """Stream events as OpenAI Responses streaming events (dicts): ``response.created`` and
    ``response.in_progress`` first; a ``message`` output item for each run of content
    (``response.output_item.added``, ``response.content_part.added``,
    ``response.output_text.delta``... ``.done``), a ``reasoning`` item for reasoning
    (``response.reasoning_text.delta``), and a ``function_call`` item for each call
    (``response.output_item.added`` with the name, ``response.function_call_arguments.delta``,
    ``.done``, ``response.output_item.done``; a call that breaks after it started ends with
    its item ``incomplete``); :meth:`finish` ends with ``response.completed``, whose response
    lists every finished item (the SDK's ``client.responses.stream()`` needs the first and
    the last). Every event has its ``sequence_number``."""

    def __init__(self, *, model: str = "toolcalls", stream_id: str | None = None,
                 created: int | None = None, deterministic: bool = False) -> None:
        import time  # noqa: PLC0415

        self.id = _stream_id("resp_", stream_id, deterministic)
        self.model = model
        self.created = int(time.time()) if created is None else created
        self.started = False
        self.done: dict[int, dict[str, Any]] = {}  # output_index -> finished item
        self.deterministic = deterministic
        self.ids = _ToolIds(self.id, deterministic)
        self.sequence = 0
        self.output_index = -1
        self.open_kind: str | None = None  # "message" | "reasoning" while one is open
        self.open_item: dict[str, Any] = {}
        self.open_text: list[str] = []
        self.calls: dict[int, dict[str, Any]] = {}  # index -> open function_call item
        self.call_output: dict[int, int] = {}

    def _event(self, kind: str, **fields: Any) -> dict[str, Any]:
        event = {"type": kind, "sequence_number": self.sequence, **fields}
        self.sequence += 1
        return event

    def _response(self, status: str) -> dict[str, Any]:
        return {"id": self.id, "object": "response", "created_at": self.created,
                "model": self.model, "status": status,
                "output": [self.done[i] for i in sorted(self.done)], "error": None,
                "incomplete_details": None, "instructions": None, "metadata": {},
                "parallel_tool_calls": True, "temperature": None, "tool_choice": "auto",
                "tools": [], "top_p": None}

    def _start(self) -> list[dict[str, Any]]:
        if self.started:
            return []
        self.started = True
        return [self._event("response.created", response=self._response("in_progress")),
                self._event("response.in_progress", response=self._response("in_progress"))]

    def _close_text(self) -> list[dict[str, Any]]:
        if self.open_kind is None:
            return []
        text = "".join(self.open_text)
        item = self.open_item
        out: list[dict[str, Any]] = []
        if self.open_kind == "message":
            part = {"type": "output_text", "text": text, "annotations": []}
            out.append(self._event("response.output_text.done", item_id=item["id"],
                                   output_index=self.output_index, content_index=0, text=text,
                                   logprobs=[]))
            out.append(self._event("response.content_part.done", item_id=item["id"],
                                   output_index=self.output_index, content_index=0, part=part))
            done = {**item, "status": "completed", "content": [part]}
        else:
            out.append(self._event("response.reasoning_text.done", item_id=item["id"],
                                   output_index=self.output_index, content_index=0, text=text))
            done = {**item, "content": [{"type": "reasoning_text", "text": text}]}
        self.done[self.output_index] = done
        out.append(self._event("response.output_item.done", output_index=self.output_index,
                               item=done))
        self.open_kind = None
        self.open_text = []
        return out

    def _open_text(self, kind: str) -> list[dict[str, Any]]:
        out = self._close_text()
        self.output_index += 1
        if kind == "message":
            item = {"type": "message", "id": _make_id("msg_", self.output_index, kind, self.id,
                                                      self.deterministic),
                    "role": "assistant", "status": "in_progress", "content": []}
            out.append(self._event("response.output_item.added", output_index=self.output_index,
                                   item=item))
            out.append(self._event("response.content_part.added", item_id=item["id"],
                                   output_index=self.output_index, content_index=0,
                                   part={"type": "output_text", "text": "", "annotations": []}))
        else:
            item = {"type": "reasoning", "id": _make_id("rs_", self.output_index, kind, self.id,
                                                        self.deterministic), "summary": []}
            out.append(self._event("response.output_item.added", output_index=self.output_index,
                                   item=item))
        self.open_kind, self.open_item = kind, item
        return out

    def __call__(self, event: Any) -> list[dict[str, Any]]:
        if event.kind == "error" and event.index not in self.calls:
            return []  # errors have no place in the protocol
        return self._start() + self._item_events(event)

    def _item_events(self, event: Any) -> list[dict[str, Any]]:
        kind = event.kind
        if kind in ("content", "reasoning"):
            want = "message" if kind == "content" else "reasoning"
            out = [] if self.open_kind == want else self._open_text(want)
            self.open_text.append(event.text)
            name = "response.output_text.delta" if want == "message" else \
                "response.reasoning_text.delta"
            extra: dict[str, Any] = {"logprobs": []} if want == "message" else {}
            out.append(self._event(name, item_id=self.open_item["id"],
                                   output_index=self.output_index, content_index=0,
                                   delta=event.text, **extra))
            return out
        if kind == "call_start":
            out = self._close_text()
            self.output_index += 1
            call_id = self.ids.of(event.index, event.name, event.id, "call_")
            item = {"type": "function_call",
                    "id": _make_id("fc_", event.index, event.name, self.id, self.deterministic),
                    "call_id": call_id, "name": event.name, "arguments": "",
                    "status": "in_progress"}
            self.calls[event.index] = item
            self.call_output[event.index] = self.output_index
            out.append(self._event("response.output_item.added", output_index=self.output_index,
                                   item=dict(item)))
            return out
        if kind == "arguments":
            item = self.calls[event.index]
            item["arguments"] += event.text
            return [self._event("response.function_call_arguments.delta", item_id=item["id"],
                                output_index=self.call_output[event.index], delta=event.text)]
        if kind == "call_end":
            item = self.calls.pop(event.index)
            where = self.call_output.pop(event.index)
            out = [self._event("response.function_call_arguments.done", item_id=item["id"],
                               output_index=where, arguments=item["arguments"])]
            self.done[where] = {**item, "status": "completed"}
            out.append(self._event("response.output_item.done", output_index=where,
                                   item=self.done[where]))
            return out
        if kind == "error":  # a call that broke after it started: its item is incomplete
            item = self.calls.pop(event.index)
            where = self.call_output.pop(event.index)
            self.done[where] = {**item, "status": "incomplete"}
            return [self._event("response.output_item.done", output_index=where,
                                item=self.done[where])]
        return []

    def finish(self) -> list[dict[str, Any]]:
        """The last events: the open text item's end and ``response.completed``."""
        out = self._start() + self._close_text()
        out.append(self._event("response.completed", response=self._response("completed")))
        return out


def responses_events(events: Iterable[Any], **options: Any) -> Iterator[dict[str, Any]]:
    """The OpenAI Responses streaming events of a stream of events."""
    adapter = ResponsesEvents(**options)
    for event in events:
        yield from adapter(event)
    yield from adapter.finish()


class AnthropicEvents:
    """Stream events as Anthropic Messages streaming events (dicts): ``message_start``, then a
    content block per run of text (``text_delta``), of reasoning (a ``thinking`` block with
    ``thinking_delta``; ``thinking=False`` leaves reasoning out), and per call (a ``tool_use``
    block with ``input_json_delta`` pieces), each closed by ``content_block_stop``, then
    ``message_delta`` (``stop_reason`` ``tool_use`` or ``end_turn``) and ``message_stop``.

    The protocol has one block open at a time, while a stream may start the next call before
    the last one's arguments are all out (the second name of ``[f(a=1), g()]`` is known before
    ``a=1`` is decided): whatever comes for another call, or as text, while a call's block is
    open waits, in order, until that call ends (``call_end``, or the ``error`` of a call that
    broke)."""

    def __init__(self, *, model: str = "toolcalls", stream_id: str | None = None,
                 deterministic: bool = False, thinking: bool = True) -> None:
        self.id = _stream_id("msg_", stream_id, deterministic)
        self.model = model
        self.thinking = thinking
        self.ids = _ToolIds(self.id, deterministic)
        self.started = False
        self.block = -1
        self.open_kind: str | None = None  # "text" | "thinking" | "tool_use"
        self.current: int | None = None  # the call whose tool_use block is open
        self.waiting: list[Any] = []  # events held while another call's block is open
        self.used_tool = False

    def _start(self) -> list[dict[str, Any]]:
        if self.started:
            return []
        self.started = True
        return [{"type": "message_start", "message": {
            "id": self.id, "type": "message", "role": "assistant", "content": [],
            "model": self.model, "stop_reason": None, "stop_sequence": None,
            "usage": {"input_tokens": 0, "output_tokens": 0}}}]

    def _stop_block(self) -> list[dict[str, Any]]:
        self.current = None
        if self.open_kind is None:
            return []
        self.open_kind = None
        return [{"type": "content_block_stop", "index": self.block}]

    def __call__(self, event: Any) -> list[dict[str, Any]]:
        out = self._start()
        if event.kind == "error" and event.index < 0:
            return out  # errors have no place in the protocol
        self.waiting.append(event)
        return out + self._pump()

    def _pump(self) -> list[dict[str, Any]]:
        """Send the held events that may go now: any while no call's block is open, else the
        open call's own."""
        out: list[dict[str, Any]] = []
        while self.waiting:
            current = self.current
            at = next((i for i, e in enumerate(self.waiting) if current is None or (
                e.index == current and e.kind in ("arguments", "call_end", "error"))), None)
            if at is None:
                break
            out += self._send(self.waiting.pop(at))
        return out

    def _send(self, event: Any) -> list[dict[str, Any]]:
        kind = event.kind
        out: list[dict[str, Any]] = []
        if kind == "content" or (kind == "reasoning" and self.thinking):
            want = "text" if kind == "content" else "thinking"
            if self.open_kind != want:
                out += self._stop_block()
                self.block += 1
                self.open_kind = want
                block = {"type": "text", "text": ""} if want == "text" else \
                    {"type": "thinking", "thinking": "", "signature": ""}
                out.append({"type": "content_block_start", "index": self.block,
                            "content_block": block})
            delta = {"type": "text_delta", "text": event.text} if want == "text" else \
                {"type": "thinking_delta", "thinking": event.text}
            out.append({"type": "content_block_delta", "index": self.block, "delta": delta})
        elif kind == "call_start":
            out += self._stop_block()
            self.block += 1
            self.open_kind = "tool_use"
            self.current = event.index
            ident = self.ids.of(event.index, event.name, event.id, "toolu_")
            out.append({"type": "content_block_start", "index": self.block, "content_block": {
                "type": "tool_use", "id": ident, "name": event.name, "input": {}}})
        elif kind == "arguments" and event.index == self.current:
            out.append({"type": "content_block_delta", "index": self.block,
                        "delta": {"type": "input_json_delta", "partial_json": event.text}})
        elif kind in ("call_end", "error") and event.index == self.current:
            self.used_tool = self.used_tool or kind == "call_end"
            out += self._stop_block()
        return out

    def finish(self) -> list[dict[str, Any]]:
        """The last events: what was held (a call that never ended is closed where the
        stream stopped), the open block's end, ``message_delta`` and ``message_stop``."""
        out = self._start() + self._pump()
        while self.waiting:
            out += self._stop_block() + self._pump()
        out += self._stop_block()
        out.append({"type": "message_delta", "delta": {
            "stop_reason": "tool_use" if self.used_tool else "end_turn", "stop_sequence": None},
            "usage": {"output_tokens": 0}})
        out.append({"type": "message_stop"})
        return out


def anthropic_events(events: Iterable[Any], **options: Any) -> Iterator[dict[str, Any]]:
    """The Anthropic Messages streaming events of a stream of events."""
    adapter = AnthropicEvents(**options)
    for event in events:
        yield from adapter(event)
    yield from adapter.finish()
