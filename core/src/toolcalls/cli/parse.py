"""``toolcalls parse``: the calls of one model output as JSON."""

from __future__ import annotations

import argparse
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
    text = read_text(args.file)
    parser = Parser(formats=formats)
    if args.lenient:
        result = parser.parse(text, tools=tools, validate=args.validate)
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
    outcome = parser.run(text, tools=tools, validate=args.validate)
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
