"""The ``toolcalls`` command (also ``python -m toolcalls``).

- ``toolcalls parse [FILE|-]``: the calls of one model output as JSON (``cli/parse.py``);
- ``toolcalls eval FILE``: metrics of a dataset (JSON Lines or Parquet) of outputs and expected
  calls (``cli/eval.py``, over :mod:`toolcalls.evaluation`);
- ``toolcalls convert --to FORMAT``: the calls rewritten in another format (``cli/convert.py``);
- ``toolcalls formats``: the installed formats (``cli/formats.py``);
- ``toolcalls serve``: the local playground page (``cli/serve.py``, over :mod:`toolcalls.serve`).

stdout carries data (JSON, or the metrics tables of ``eval``), stderr carries messages for
people. Exit codes: 0 calls found / evaluation done, 1 no call or a broken call (``parse``) or
nothing evaluated (``eval``), 2 usage (bad flags, unknown format id, unreadable file).
docs/cli.md documents every command, option and output shape. This module defines the
arguments only; each command's module is imported when that command runs.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn, cast

from toolcalls.cli._common import EXIT_FAIL, EXIT_OK, EXIT_USAGE, UsageError
from toolcalls.errors import PluginError, ToolCallError

__all__ = [
    "EXIT_FAIL",
    "EXIT_OK",
    "EXIT_USAGE",
    "build_parser",
    "format_error",
    "gold_calls",
    "main",
]


def format_error(text: str, err: ToolCallError, *, width: int = 80) -> str:
    """``err.display(text, width=width)``: the message, the source line and a caret."""
    return err.display(text, width=width)


def __getattr__(name: str) -> Any:
    # The eval helpers live in toolcalls.evaluation; imported on first use only.
    if name in ("gold_calls", "run_eval", "EvalConfig", "BatchResult"):
        from toolcalls import evaluation  # noqa: PLC0415

        return getattr(evaluation, name)
    raise AttributeError(f"module 'toolcalls.cli' has no attribute {name!r}")


def _version() -> str:
    """The version, and whether the core runs compiled (core/build_native.py)."""
    from toolcalls import __version__, _native  # noqa: PLC0415 - avoid a cycle at import

    return f"{__version__} ({'compiled' if _native.active() else 'pure Python'})"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``toolcalls`` command."""
    top = argparse.ArgumentParser(
        prog="toolcalls",
        description="Turn raw LLM output into structured tool calls.",
        epilog="exit codes: 0 calls found / done, 1 no call, broken call or nothing "
        "evaluated, 2 usage error (bad flags, unknown format id, unreadable file)",
    )
    top.add_argument("--version", action="version", version=f"toolcalls {_version()}")
    sub = top.add_subparsers(dest="command", metavar="COMMAND")

    quiet = argparse.ArgumentParser(add_help=False)
    quiet.add_argument(
        "-q", "--quiet", action="store_true", help="no messages on stderr (data only)"
    )
    # --compact only where the output is JSON: convert writes a format's text, and plain
    # `formats` a table, so neither takes it (argparse rejects it: a usage error, exit 2).
    common = argparse.ArgumentParser(add_help=False, parents=[quiet])
    common.add_argument(
        "--compact", action="store_true", help="write JSON on one line (default: indented)"
    )

    fmt = argparse.ArgumentParser(add_help=False)
    fmt.add_argument(
        "--format",
        action="append",
        metavar="ID",
        help="try only this format (repeatable, or comma-separated); see `toolcalls formats`",
    )
    tools = argparse.ArgumentParser(add_help=False)
    tools.add_argument(
        "--tools",
        metavar="FILE",
        help="tool definitions (a JSON list, or an object with a 'tools' list): raw values are "
        "typed by their schema and a call to another name is tool_call.unknown_tool",
    )
    tools.add_argument(
        "--validate",
        action="store_true",
        help="also check the arguments against the tools' JSON schemas (needs "
        "toolcalls[schema])",
    )

    p = sub.add_parser(
        "parse",
        parents=[common, fmt, tools],
        help="parse one model output and print its calls as JSON",
        description="Parse one model output (a file, or stdin with '-' or no argument) and "
        'print its tool calls as JSON on stdout. A broken call prints {"error": ...} on '
        "stdout and a line:column message with a caret on stderr.",
    )
    p.add_argument("file", nargs="?", default="-", metavar="FILE", help="input file, or -")
    p.add_argument(
        "--lenient",
        action="store_true",
        help="never fail on a broken call: print {calls, errors, content, reasoning}",
    )
    shape = p.add_mutually_exclusive_group()
    shape.add_argument(
        "--openai",
        dest="shape",
        action="store_const",
        const="openai",
        help="calls as OpenAI Chat Completions tool_calls items",
    )
    shape.add_argument(
        "--responses",
        dest="shape",
        action="store_const",
        const="responses",
        help="calls as OpenAI Responses function_call items",
    )
    shape.add_argument(
        "--anthropic",
        dest="shape",
        action="store_const",
        const="anthropic",
        help="calls as Anthropic tool_use blocks",
    )
    p.add_argument(
        "--stream",
        action="store_true",
        help="read the input as it arrives and print one JSON event per line (with --openai, "
        "--responses or --anthropic: that client's stream chunks or events), flushed",
    )
    p.add_argument(
        "--reasoning-started",
        choices=("auto", "yes", "no"),
        default="auto",
        metavar="WHEN",
        help="whether the output begins inside a reasoning block (the prompt ended with "
        "<think>): yes, no, or auto (a closer with no opener says so; with --stream, output "
        "waits for a reasoning marker or the end); default auto",
    )
    p.add_argument(
        "--deterministic-ids",
        action="store_true",
        help="derive generated ids from position, name and arguments instead of random ones",
    )
    p.set_defaults(command_module="parse", shape=None)

    e = sub.add_parser(
        "eval",
        parents=[common, fmt, tools],
        help="score a JSONL or Parquet file of model outputs against expected calls",
        description="Score model outputs against expected calls. Each line of FILE (or stdin "
        "with '-') is a JSON object with the model output and the expected calls; a Parquet "
        "file (a .parquet name or PAR1 magic bytes; needs toolcalls[parquet]) has them as "
        "columns. The file is streamed (constant memory).",
    )
    e.add_argument("file", metavar="FILE", help="JSONL or Parquet input, or - (JSONL only)")
    e.add_argument(
        "--output-field", default="output", metavar="NAME", help="model text field (output)"
    )
    e.add_argument(
        "--expected-field",
        default="expected",
        metavar="NAME",
        help="expected calls field: a list of calls or a JSON string of one (expected)",
    )
    e.add_argument(
        "--id-field",
        default="id",
        metavar="NAME",
        help="sample id field, shown in reports of bad lines and errors (id; ignored where "
        "a line has none)",
    )
    e.add_argument(
        "--tools-field",
        default="tools",
        metavar="NAME",
        help="per-sample tool definitions field (tools); a sample without it uses --tools",
    )
    e.add_argument(
        "--match",
        choices=("position", "best"),
        default="position",
        help="align calls by position (NeMo) or order-insensitively (default: position)",
    )
    e.add_argument(
        "--numeric-tolerance", action="store_true", help="1 equals 1.0 in argument values"
    )
    e.add_argument(
        "--no-failed-parse-as-call",
        dest="failed_parse_as_call",
        action="store_false",
        help="score a broken output as no call instead of one wrong call",
    )
    e.add_argument("--json", action="store_true", help="print the summary as JSON")
    e.add_argument(
        "--report",
        metavar="FILE.html",
        help="also write a self-contained HTML report (needs: pip install 'toolcalls[report]')",
    )
    e.add_argument("--by-format", action="store_true", help="add a table per format")
    e.add_argument("--errors", action="store_true", help="add the histogram of parse error codes")
    e.add_argument(
        "--jobs",
        "-j",
        type=int,
        default=1,
        metavar="N",
        help="worker processes (0: one per CPU; default 1)",
    )
    e.add_argument("--limit", type=int, metavar="N", help="evaluate the first N lines only")
    e.add_argument(
        "--strict-input",
        action="store_true",
        help="exit 1 when an input line is skipped (not JSON, missing or bad fields)",
    )
    e.add_argument(
        "--batch-size", type=int, default=500, metavar="N", help="lines per work unit (500)"
    )
    e.add_argument(
        "--no-progress", action="store_true", help="no progress line on a terminal's stderr"
    )
    e.set_defaults(command_module="eval")

    c = sub.add_parser(
        "convert",
        parents=[quiet, fmt],
        help="rewrite the calls of a model output in another format's syntax",
        description="Parse one model output (a file, or stdin with '-' or no argument) and "
        "write its calls in the syntax of --to FORMAT, as that format's chat template would. "
        "Prose and reasoning are dropped. A broken call prints the caret message on stderr.",
    )
    c.add_argument("file", nargs="?", default="-", metavar="FILE", help="input file, or -")
    c.add_argument("--to", required=True, metavar="FORMAT", help="the format to write")
    c.set_defaults(command_module="convert")

    f = sub.add_parser(
        "formats",
        parents=[quiet],
        help="list the installed formats",
        description="List the installed formats in detection order.",
    )
    f.add_argument("--json", action="store_true", help="print the list as JSON")
    f.add_argument(
        "--compact", action="store_true", help="with --json: write the JSON on one line"
    )
    f.set_defaults(command_module="formats")

    s = sub.add_parser(
        "serve",
        help="start the local playground page",
        description="Start the playground: a local web page to paste model outputs into and "
        "see their calls, errors, content and reasoning, convert the calls and time the parse. "
        "Listens on 127.0.0.1 unless --host says otherwise; prints the address on stdout.",
    )
    s.add_argument(
        "--port", type=int, default=8765, metavar="N", help="port (default 8765; 0: any free one)"
    )
    s.add_argument(
        "--host",
        default="127.0.0.1",
        metavar="H",
        help="address to listen on (default 127.0.0.1; anything else is reachable by others)",
    )
    s.add_argument(
        "--allow-host",
        action="append",
        metavar="NAME",
        help="another name the Host header may carry (repeatable), for a non-local --host",
    )
    s.add_argument("-q", "--quiet", action="store_true", help="no request log or messages")
    s.set_defaults(command_module="serve")
    return top


def _fail_usage(parser: argparse.ArgumentParser, message: str) -> NoReturn:
    parser.exit(EXIT_USAGE, f"toolcalls: {message}\n")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit code (the console script exits with it)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        # Each command's module is imported only when it runs: `toolcalls parse` never loads
        # the metrics or multiprocessing.
        module = importlib.import_module(f"toolcalls.cli.{args.command_module}")
        return cast(int, module.run(args))
    except UsageError as exc:
        _fail_usage(parser, str(exc))
    except PluginError as exc:
        _fail_usage(parser, str(exc))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`toolcalls formats | head`): stop quietly.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_FAIL


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
