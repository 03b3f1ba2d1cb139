"""What every ``toolcalls`` command shares: exit codes, usage errors, reading, writing."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Sequence
from typing import Any

from toolcalls.registry import default_registry
from toolcalls.toolkit.bigint import json_dumps

__all__ = [
    "EXIT_FAIL",
    "EXIT_OK",
    "EXIT_USAGE",
    "UsageError",
    "check_formats",
    "read_tools",
    "read_text",
    "say",
    "table",
    "write_json",
]

EXIT_OK = 0
EXIT_FAIL = 1
EXIT_USAGE = 2


class UsageError(Exception):
    """A problem with how the command was called (exit code 2)."""


def write_json(value: object, *, compact: bool) -> None:
    """One JSON document on stdout, UTF-8 whatever the locale, non-ASCII kept."""
    indent = None if compact else 2
    try:
        data = json_dumps(value, ensure_ascii=False, indent=indent).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate in a string: escape everything
        data = json_dumps(value, ensure_ascii=True, indent=indent).encode("ascii")
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a text-only stdout (pytest's capsys, io.StringIO)
        sys.stdout.write(data.decode("utf-8") + "\n")
        return
    sys.stdout.flush()
    buffer.write(data + b"\n")
    buffer.flush()


def say(message: str) -> None:
    """A message for people, on stderr."""
    print(message, file=sys.stderr)


def check_formats(values: Sequence[str] | None) -> tuple[str, ...] | None:
    """The ``--format`` ids (repeatable, comma-separated allowed), checked against the
    installed formats; an unknown id is a usage error."""
    if not values:
        return None
    ids = tuple(dict.fromkeys(i.strip() for v in values for i in v.split(",") if i.strip()))
    registry = default_registry()
    for format_id in ids:
        try:
            registry.get(format_id)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    return ids


def read_text(path: str) -> str:
    """The UTF-8 text of a file, or of standard input for ``-``; a usage error otherwise."""
    try:
        if path == "-":
            if sys.stdin.isatty():  # a person at a terminal: say what the command waits for
                say("toolcalls: reading the model output from standard input "
                    "(end it with Ctrl-D; pass a FILE to read a file)")
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as handle:
                data = handle.read()
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        where = "standard input" if path == "-" else path
        raise UsageError(f"{where} is not UTF-8 (byte offset {exc.start})") from None


def table(header: list[str], rows: list[list[str]], right: Iterable[int] = ()) -> str:
    """A plain text table; columns in ``right`` are right-aligned, the last is not padded."""
    right = set(right)
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = []
        for i, cell in enumerate(row):
            if i == len(row) - 1 and i not in right:
                cells.append(cell)
            else:
                cells.append(cell.rjust(widths[i]) if i in right else cell.ljust(widths[i]))
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def read_tools(path: str | None) -> list[Any] | None:
    """The tool definitions of ``--tools FILE``: a JSON list, or an object whose ``tools`` is
    one (a request body); None without the option. A usage error otherwise."""
    if path is None:
        return None
    try:
        with open(path, "rb") as handle:
            value = json.loads(handle.read())
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise UsageError(f"{path} is not JSON: {exc}") from None
    if isinstance(value, dict) and isinstance(value.get("tools"), list):
        value = value["tools"]
    if not isinstance(value, list):
        raise UsageError(f"{path} must hold a JSON list of tool definitions (or "
                         '{"tools": [...]})')
    from toolcalls.tools import compile_tools  # noqa: PLC0415

    try:
        compile_tools(value)
    except ValueError as exc:
        raise UsageError(f"{path}: {exc}") from None
    return value
