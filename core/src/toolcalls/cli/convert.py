"""``toolcalls convert``: rewrite the calls of a model output in another format's syntax."""

from __future__ import annotations

import argparse
import sys

from toolcalls.cli._common import EXIT_FAIL, EXIT_OK, check_formats, read_text, say
from toolcalls.engine import Parser
from toolcalls.rendering import render

__all__ = ["run"]


def run(args: argparse.Namespace) -> int:
    formats = check_formats(args.format)
    target = check_formats([args.to])
    assert target is not None
    text = read_text(args.file)
    parser = Parser(formats=formats)
    outcome = parser.run(text)
    if outcome.errors:
        if not args.quiet:
            say(outcome.errors[0].display(text))
        return EXIT_FAIL
    if not outcome.calls:
        if not args.quiet:
            say("toolcalls: no tool call found")
        return EXIT_FAIL
    try:
        rendered = render(outcome.calls, target[0], registry=parser.registry)
    except ValueError as exc:
        if not args.quiet:
            say(f"toolcalls: the calls cannot be written as {target[0]}: {exc}")
        return EXIT_FAIL
    sys.stdout.write(rendered)
    if not rendered.endswith("\n"):
        sys.stdout.write("\n")
    return EXIT_OK
