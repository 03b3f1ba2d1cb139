"""The playground's JSON API, as plain functions from a request body to an answer.

Each ``api_*`` function takes the decoded JSON body of a request (a dict) and returns the JSON
answer (a dict); a body that does not fit raises :class:`BadRequest`, which the server turns
into a 400 (or the status it carries). Only the public API of :mod:`toolcalls` is used
(``parse``, ``parse_tool_calls``, ``Parser.run(...).matches``, the converters, ``render``), and
optional features are looked up when a request comes, not at import: ``tools=`` is passed only
when ``toolcalls.parse`` takes it, and streaming lights up when ``toolcalls.StreamParser``
exists. docs/cli.md documents every endpoint.
"""

from __future__ import annotations

import functools
import inspect
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import toolcalls
from toolcalls.errors import ToolCallError

__all__ = [
    "BENCH_BUDGET_SECONDS",
    "BENCH_MAX_RUNS",
    "BROKEN_EXAMPLES",
    "PALETTE_SIZE",
    "TOOLS_UNSUPPORTED",
    "BadRequest",
    "api_bench",
    "api_convert",
    "api_formats",
    "api_parse",
    "api_stream",
    "stream_supported",
    "tools_supported",
]

#: Format colours are CSS classes ``c0`` ... ``c{PALETTE_SIZE - 1}`` (static/style.css).
PALETTE_SIZE = 10
#: ``/api/bench`` runs at most this many parses, and stops early past this many seconds.
BENCH_MAX_RUNS = 100_000
BENCH_BUDGET_SECONDS = 5.0
#: Said in the answer when a tools list is given but the installed toolcalls cannot use it.
TOOLS_UNSUPPORTED = "tools need a newer toolcalls (toolcalls.parse has no tools parameter)"
#: Broken examples for the picker, by the format they need; the first installed one is shown.
#: Each has a good call and a broken one, so strict and lenient answers differ.
BROKEN_EXAMPLES: tuple[tuple[str, str], ...] = (
    (
        "hermes",
        "<think>The user wants the weather and the time in Paris.</think>\n"
        "I will check both.\n"
        '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>\n'
        '<tool_call>\n{"name": "get_time", "arguments": {"tz": "Europe/Paris",}}\n</tool_call>',
    ),
    ("python", 'get_weather(city="Paris")\nget_time(tz=Europe/Paris)'),
    ("json", '{"name": "get_weather", "arguments": {"city": "Paris",}}'),
)
#: Conversion targets besides the installed format ids.
SHAPES: dict[str, Callable[..., list[dict[str, Any]]]] = {
    "openai": toolcalls.to_openai,
    "responses": toolcalls.to_openai_responses,
    "anthropic": toolcalls.to_anthropic,
}


class BadRequest(Exception):
    """A request body that does not fit its endpoint; ``status`` is the HTTP status."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


# --------------------------------------------------------------------------- features


def _takes(function: Callable[..., Any], name: str) -> bool:
    try:
        return name in inspect.signature(function).parameters
    except (TypeError, ValueError):  # pragma: no cover - a builtin without a signature
        return False


def tools_supported() -> bool:
    """True when ``toolcalls.parse`` accepts ``tools=`` (the engine rewrite adds it)."""
    return _takes(toolcalls.parse, "tools")


def stream_supported() -> bool:
    """True when ``toolcalls.StreamParser`` exists."""
    return hasattr(toolcalls, "StreamParser")


# --------------------------------------------------------------------------- request fields


def _text(body: Mapping[str, Any]) -> str:
    text = body.get("text")
    if not isinstance(text, str):
        raise BadRequest("'text' must be a string")
    return text


def _mode(body: Mapping[str, Any]) -> str:
    mode = body.get("mode", "strict")
    if mode not in ("strict", "lenient"):
        raise BadRequest("'mode' must be 'strict' or 'lenient'")
    return str(mode)


def _formats(body: Mapping[str, Any]) -> tuple[str, ...] | None:
    """``formats``: null or absent for every installed format, else a non-empty list of ids."""
    value = body.get("formats")
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise BadRequest("'formats' must be null or a list of format ids")
    if not value:
        raise BadRequest("choose at least one format")
    installed = toolcalls.default_registry().ids
    unknown = [v for v in value if v not in installed]
    if unknown:
        raise BadRequest(f"unknown format {unknown[0]!r}; installed: {', '.join(installed)}")
    return tuple(dict.fromkeys(value))


def _tools(body: Mapping[str, Any]) -> list[Any] | None:
    value = body.get("tools")
    if value is None:
        return None
    if not isinstance(value, list):
        raise BadRequest("'tools' must be null or a JSON array of tool definitions")
    return value


# --------------------------------------------------------------------------- /api/formats


def _colours() -> dict[str, int]:
    return {fmt.id: i % PALETTE_SIZE for i, fmt in enumerate(toolcalls.default_registry().formats)}


def api_formats() -> dict[str, Any]:
    """The installed formats (with their colour), the examples for the picker, the features."""
    registry = toolcalls.default_registry()
    colours = _colours()
    formats = []
    examples = []
    for fmt in registry.formats:
        formats.append(
            {
                "id": fmt.id,
                "tier": fmt.tier,
                "description": fmt.spec.description,
                "distribution": fmt.distribution,
                "version": fmt.version,
                "colour": colours[fmt.id],
            }
        )
        if fmt.spec.examples:
            examples.append({"label": fmt.id, "format": fmt.id, "text": fmt.spec.examples[0]})
    for format_id, text in BROKEN_EXAMPLES:
        if format_id in colours:
            examples.append({"label": f"broken ({format_id})", "format": format_id, "text": text})
            break
    return {
        "version": toolcalls.__version__,
        "formats": formats,
        "examples": examples,
        "features": {"tools": tools_supported(), "stream": stream_supported()},
    }


# --------------------------------------------------------------------------- /api/parse


@functools.lru_cache(maxsize=64)
def _parser(formats: tuple[str, ...] | None) -> toolcalls.Parser:
    return toolcalls.Parser(formats=formats)


def _error(err: ToolCallError, span: tuple[int, int] | None) -> dict[str, Any]:
    out = err.to_dict()
    out["span"] = None if span is None else list(span)
    return out


def _error_spans(text: str, formats: tuple[str, ...] | None) -> list[tuple[int, int, Any]]:
    """(start, end, error) of every broken match, from ``Parser.run(text).matches``."""
    return [
        (m.start, m.end, m.error) for m in _parser(formats).run(text).matches if m.error is not None
    ]


def _span_of(err: ToolCallError, broken: Sequence[tuple[int, int, Any]]) -> tuple[int, int] | None:
    for start, end, found in broken:
        if found == err:
            return (start, end)
    return None


def _lenient(
    text: str, formats: tuple[str, ...] | None, tools: list[Any] | None
) -> toolcalls.ParseResult:
    if tools is not None and tools_supported():
        return toolcalls.parse(text, formats=formats, tools=tools)  # type: ignore[call-arg,unused-ignore]
    return toolcalls.parse(text, formats=formats)


def _strict(text: str, formats: tuple[str, ...] | None, tools: list[Any] | None) -> list[Any]:
    if tools is not None and _takes(toolcalls.parse_tool_calls, "tools"):
        return toolcalls.parse_tool_calls(  # type: ignore[call-arg,unused-ignore]
            text, include_format=True, formats=formats, tools=tools
        )
    return toolcalls.parse_tool_calls(text, include_format=True, formats=formats)


def api_parse(body: Mapping[str, Any]) -> dict[str, Any]:
    """Parse ``text`` strictly (``parse_tool_calls``: the calls, or the first error) or
    leniently (``parse``: every call and every error); with spans, content and reasoning."""
    text = _text(body)
    mode = _mode(body)
    formats = _formats(body)
    tools = _tools(body)
    notes: list[str] = []
    if tools is not None and not tools_supported():
        notes.append(TOOLS_UNSUPPORTED)
    result = _lenient(text, formats, tools)
    colours = _colours()
    calls: list[dict[str, Any]] = []
    errors: list[ToolCallError] = []
    if mode == "strict":
        try:
            strict_calls = _strict(text, formats, tools)
        except ToolCallError as err:
            errors = [err]
        else:
            # The same engine run: the lenient calls are the strict ones, with their spans.
            for call, found in zip(strict_calls, result.calls, strict=False):
                calls.append({**call, "start": found.start, "end": found.end, "id": found.id})
    else:
        errors = list(result.errors)
        calls = [
            {
                "name": c.name,
                "arguments": c.arguments,
                "format": c.format,
                "start": c.start,
                "end": c.end,
                "id": c.id,
            }
            for c in result.calls
        ]
    for call in calls:
        call["colour"] = colours.get(call["format"], 0)
    broken = _error_spans(text, formats) if errors else []
    return {
        "mode": mode,
        "calls": calls,
        "errors": [_error(err, _span_of(err, broken)) for err in errors],
        "content": result.content,
        "reasoning": result.reasoning,
        "reasoning_spans": [[s, e] for s, e, kind in result.spans if kind == "reasoning"],
        "length": len(text),
        "notes": notes,
    }


# --------------------------------------------------------------------------- /api/convert


def _calls(body: Mapping[str, Any]) -> list[dict[str, Any]]:
    calls = body.get("calls")
    if not isinstance(calls, list):
        raise BadRequest("'calls' must be a list of {name, arguments} objects")
    out = []
    for i, call in enumerate(calls):
        if (
            not isinstance(call, dict)
            or not isinstance(call.get("name"), str)
            or not isinstance(call.get("arguments"), dict)
        ):
            raise BadRequest(f"calls[{i}] must be an object with a string 'name' and 'arguments'")
        item: dict[str, Any] = {"name": call["name"], "arguments": call["arguments"]}
        if isinstance(call.get("id"), str):
            item["id"] = call["id"]
        out.append(item)
    return out


def api_convert(body: Mapping[str, Any]) -> dict[str, Any]:
    """``calls`` in the shape ``to``: ``openai``, ``responses``, ``anthropic`` (JSON) or an
    installed format id (its text, by ``toolcalls.render``). A format that cannot write the
    calls gives ``error`` (its message) and ``output`` null."""
    calls = _calls(body)
    target = body.get("to")
    if not isinstance(target, str):
        raise BadRequest("'to' must be 'openai', 'responses', 'anthropic' or a format id")
    deterministic = body.get("deterministic", True)
    if not isinstance(deterministic, bool):
        raise BadRequest("'deterministic' must be true or false")
    if target in SHAPES:
        return {
            "to": target,
            "kind": "json",
            "output": SHAPES[target](calls, deterministic=deterministic),
            "error": None,
        }
    if target not in toolcalls.default_registry().ids:
        raise BadRequest(f"unknown conversion target {target!r}")
    try:
        rendered = toolcalls.render(calls, target)
    except ValueError as exc:
        return {"to": target, "kind": "text", "output": None, "error": str(exc)}
    return {"to": target, "kind": "text", "output": rendered, "error": None}


# --------------------------------------------------------------------------- /api/bench


def api_bench(body: Mapping[str, Any]) -> dict[str, Any]:
    """Parse ``text`` ``runs`` times (default 1,000) the way ``mode`` does and time it on the
    server with ``time.perf_counter``; stops early after BENCH_BUDGET_SECONDS."""
    text = _text(body)
    mode = _mode(body)
    formats = _formats(body)
    runs = body.get("runs", 1000)
    if isinstance(runs, bool) or not isinstance(runs, int) or not 1 <= runs <= BENCH_MAX_RUNS:
        raise BadRequest(f"'runs' must be an integer from 1 to {BENCH_MAX_RUNS:,}")
    if mode == "strict":

        def once() -> None:
            try:  # noqa: SIM105 - contextlib.suppress would add its own cost to the timing
                toolcalls.parse_tool_calls(text, include_format=True, formats=formats)
            except ToolCallError:
                pass

    else:

        def once() -> None:
            toolcalls.parse(text, formats=formats)

    once()  # warm the caches (plans, imports) outside the timing
    done = 0
    clock = time.perf_counter
    started = clock()
    deadline = started + BENCH_BUDGET_SECONDS
    while done < runs:
        once()
        done += 1
        if clock() > deadline:
            break
    elapsed = clock() - started
    return {
        "mode": mode,
        "runs": done,
        "requested": runs,
        "total_us": round(elapsed * 1e6, 1),
        "per_parse_us": round(elapsed * 1e6 / done, 2),
        "stopped_early": done < runs,
    }


# --------------------------------------------------------------------------- /api/stream


def _plain(value: Any) -> Any:
    """A stream event's field as JSON: calls and errors by their ``to_dict``."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, ToolCallError):
        return value.to_dict()
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        try:
            return to_dict(include_format=True)
        except TypeError:
            return to_dict()
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return repr(value)


_EVENT_FIELDS = ("text", "index", "name", "id", "format", "call", "error")


def _event(event: Any, chunk: int) -> dict[str, Any]:
    out: dict[str, Any] = {"chunk": chunk, "kind": str(getattr(event, "kind", "?"))}
    for name in _EVENT_FIELDS:
        if hasattr(event, name):
            out[name] = _plain(getattr(event, name))
    return out


def api_stream(body: Mapping[str, Any]) -> dict[str, Any]:
    """Feed ``text`` to ``toolcalls.StreamParser`` in chunks of ``chunk_size`` characters and
    return every event with the chunk that produced it (the page replays them in order).
    Without a StreamParser it is a 501."""
    text = _text(body)
    formats = _formats(body)
    size = body.get("chunk_size", 8)
    if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= 1 << 20:
        raise BadRequest("'chunk_size' must be an integer from 1 to 1048576")
    if not stream_supported():
        raise BadRequest("streaming needs a newer toolcalls (no toolcalls.StreamParser)", 501)
    parser = toolcalls.StreamParser(formats=formats)  # type: ignore[attr-defined,unused-ignore]
    chunks = [text[i : i + size] for i in range(0, len(text), size)]
    events: list[dict[str, Any]] = []
    for number, chunk in enumerate(chunks):
        events.extend(_event(e, number) for e in parser.feed(chunk))
    events.extend(_event(e, len(chunks)) for e in parser.close())
    return {"chunks": chunks, "events": events}
