"""``toolcalls parse``: the calls of one model output as JSON; with ``--stream``, the events of
the output as it arrives, one JSON per line."""

from __future__ import annotations

import argparse
import codecs
import os
import sys
from collections.abc import Callable, Iterator
from typing import Any

from toolcalls.catalog import missing_hint
from toolcalls.cli._common import (
    EXIT_FAIL,
    EXIT_OK,
    UsageError,
    check_formats,
    read_text,
    read_tools,
    say,
    write_json,
)
from toolcalls.clients import to_anthropic, to_openai, to_openai_responses
from toolcalls.engine import Parser
from toolcalls.types import Call

__all__ = ["run", "shape"]

#: ``--reasoning-started``: the library's ``reasoning_started``.
REASONING_STARTED = {"auto": None, "yes": True, "no": False}
#: The most bytes one read of the input takes; a read returns what has arrived, up to this.
READ_SIZE = 65536


def shape(calls: list[Call], args: argparse.Namespace) -> list[dict[str, Any]]:
    """The calls in the shape the flags ask for (``--openai``, ``--responses``, ...)."""
    if args.shape == "openai":
        return to_openai(calls, deterministic=args.deterministic_ids)
    if args.shape == "responses":
        return to_openai_responses(calls, deterministic=args.deterministic_ids)
    if args.shape == "anthropic":
        return to_anthropic(calls, deterministic=args.deterministic_ids)
    return [call.to_dict(include_format=True) for call in calls]


def _no_call(text: str, parser: Parser) -> None:
    """"no tool call found", and which first-party formats that are not installed have
    markers in the text (a format that is not installed is otherwise silent)."""
    say("toolcalls: no tool call found")
    hint = missing_hint(text, parser.registry.ids)
    if hint is not None:
        say(f"hint: {hint}")


def run(args: argparse.Namespace) -> int:
    formats = check_formats(args.format)
    tools = read_tools(args.tools)
    if args.validate and tools is None:
        raise UsageError("--validate needs --tools FILE")
    started = REASONING_STARTED[args.reasoning_started]
    if args.stream:
        return _run_stream(args, formats, tools, started)
    text = read_text(args.file)
    parser = Parser(formats=formats)
    if args.lenient:
        result = parser.parse(text, tools=tools, validate=args.validate,
                              reasoning_started=started)
        write_json(
            {
                "calls": shape(result.calls, args),
                "errors": [err.to_dict() for err in result.errors],
                "content": result.content,
                "reasoning": result.reasoning,
            },
            compact=args.compact,
        )
        if not args.quiet:
            for err in result.errors:
                say(err.display(text))
            if not result.calls and not result.errors:
                _no_call(text, parser)
        return EXIT_OK if result.calls else EXIT_FAIL
    # Strict: the engine run the strict functions use; the first broken call is the error.
    outcome = parser.run(text, tools=tools, validate=args.validate, reasoning_started=started)
    errors = outcome.errors
    if errors:
        write_json({"error": errors[0].to_dict()}, compact=args.compact)
        if not args.quiet:
            say(errors[0].display(text))
        return EXIT_FAIL
    calls = outcome.calls
    write_json(shape(calls, args), compact=args.compact)
    if not calls:
        if not args.quiet:
            _no_call(text, parser)
        return EXIT_FAIL
    return EXIT_OK


# --- --stream -----------------------------------------------------------------------------------


def _pieces(path: str) -> Iterator[str]:
    """The text of ``path`` (standard input for ``-``) as it arrives: each read returns what
    is there (at most :data:`READ_SIZE` bytes) without waiting for more, and is decoded
    incrementally, so a character whose bytes are split across reads comes whole with the
    second. Bytes that are not UTF-8 are a usage error, as for the batch parse."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    where = "standard input" if path == "-" else path
    try:
        if path == "-":
            if sys.stdin is None:
                raise UsageError("no standard input to read")
            if sys.stdin.isatty():
                say("toolcalls: streaming the model output from standard input "
                    "(end it with Ctrl-D)")
            fd = sys.stdin.fileno()
        else:
            fd = os.open(path, os.O_RDONLY)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    offset = 0  # bytes read before this read
    try:
        while True:
            try:
                data = os.read(fd, READ_SIZE)
            except OSError as exc:
                raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
            held = len(decoder.getstate()[0])  # bytes of a character cut by the last read
            try:
                text = decoder.decode(data, final=not data)
            except UnicodeDecodeError as exc:
                raise UsageError(f"{where} is not UTF-8 (byte offset "
                                 f"{offset - held + exc.start})") from None
            offset += len(data)
            if text:
                yield text
            if not data:
                return
    finally:
        if path != "-":
            os.close(fd)


def _writer(args: argparse.Namespace) -> tuple[Callable[[Any], list[dict[str, Any]]],
                                                Callable[[], list[dict[str, Any]]]]:
    """What each event prints as (``Event.to_dict()``, or the chunks or events of the client
    shape the flags ask for), and what the end of the stream adds."""
    from toolcalls.clients import (  # noqa: PLC0415
        AnthropicEvents,
        ChatCompletionChunks,
        ResponsesEvents,
    )

    deterministic = args.deterministic_ids
    adapter: ChatCompletionChunks | ResponsesEvents | AnthropicEvents
    if args.shape == "openai":
        adapter = ChatCompletionChunks(deterministic=deterministic)
    elif args.shape == "responses":
        adapter = ResponsesEvents(deterministic=deterministic)
    elif args.shape == "anthropic":
        adapter = AnthropicEvents(deterministic=deterministic)
    else:
        return (lambda event: [event.to_dict()]), list
    return adapter, adapter.finish


def _run_stream(args: argparse.Namespace, formats: tuple[str, ...] | None,
                tools: list[Any] | None, started: bool | None) -> int:
    """Feed the input to a ``StreamParser`` as it arrives; print each event (or client chunk)
    on its own line, flushed. The exit code is the batch parse's of the whole text."""
    from toolcalls.streaming import StreamParser  # noqa: PLC0415

    parser = Parser(formats=formats)
    stream = StreamParser(formats=formats, tools=tools, validate=args.validate,
                          reasoning_started=started, parser=parser)
    convert, finish = _writer(args)
    chunks: list[str] = []
    for piece in _pieces(args.file):
        chunks.append(piece)
        for event in stream.feed(piece):
            for line in convert(event):
                write_json(line, compact=True)
    for event in stream.close():
        for line in convert(event):
            write_json(line, compact=True)
    for line in finish():
        write_json(line, compact=True)
    result = stream.result
    assert result is not None
    if not args.quiet:
        text = "".join(chunks)
        shown = result.errors if args.lenient else result.errors[:1]
        for err in shown:
            say(err.display(text))
        if not result.calls and not result.errors:
            _no_call(text, parser)
    if args.lenient:
        return EXIT_OK if result.calls else EXIT_FAIL
    return EXIT_OK if result.calls and not result.errors else EXIT_FAIL
