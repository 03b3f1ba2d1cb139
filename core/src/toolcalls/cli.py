"""The ``toolcalls`` command (also ``python -m toolcalls``).

- ``toolcalls parse [FILE|-]``: the calls of one model output as JSON;
- ``toolcalls eval FILE.jsonl``: metrics of a dataset of outputs and expected calls;
- ``toolcalls formats``: the installed formats.

stdout carries data (JSON, or the metrics tables of ``eval``), stderr carries messages for
people. Exit codes: 0 calls found / evaluation done, 1 no call or a broken call (``parse``) or
nothing evaluated (``eval``), 2 usage (bad flags, unknown format id, unreadable file).
docs/cli.md documents every command, option and output shape.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
import unicodedata
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import IO, Any, NoReturn, cast

from toolcalls.convert import to_anthropic, to_openai, to_openai_responses
from toolcalls.engine import Parser
from toolcalls.errors import PluginError, ToolCallError
from toolcalls.metrics import METRIC_KEYS, NEMO_KEYS, NO_CALL_KEY, MatchMode, MetricsAccumulator
from toolcalls.registry import default_registry
from toolcalls.render import render
from toolcalls.types import Call

__all__ = [
    "EXIT_FAIL",
    "EXIT_OK",
    "EXIT_USAGE",
    "BatchResult",
    "EvalConfig",
    "build_parser",
    "format_error",
    "gold_calls",
    "main",
    "run_eval",
]

EXIT_OK = 0
EXIT_FAIL = 1
EXIT_USAGE = 2

#: Display width of a tab in :func:`format_error`.
TAB_WIDTH = 4
#: Examples kept per error code and of skipped input lines in ``eval`` reports.
EXAMPLES_PER_CODE = 3
SKIPPED_EXAMPLES = 5


class UsageError(Exception):
    """A problem with how the command was called (exit code 2)."""


# --------------------------------------------------------------------------- error display


def _cell_width(char: str) -> int:
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def _display(line: str) -> list[tuple[str, int]]:
    """Each character of ``line`` as (what to print, display width): tabs expanded to the next
    multiple of TAB_WIDTH, control characters shown as ``?``."""
    cells: list[tuple[str, int]] = []
    at = 0
    for char in line:
        if char == "\t":
            shown = " " * (TAB_WIDTH - at % TAB_WIDTH)
            cells.append((shown, len(shown)))
        elif unicodedata.category(char) == "Cc":
            cells.append(("?", 1))
        else:
            cells.append((char, _cell_width(char)))
        at += cells[-1][1]
    return cells


def _window(line: str, offset: int, width: int) -> tuple[str, int]:
    """``line`` as displayed, cut to ``width`` columns around character ``offset``, and the
    display column of that character in the result."""
    cells = _display(line)
    offset = min(offset, len(cells))
    caret = sum(w for _, w in cells[:offset])
    total = sum(w for _, w in cells)
    lo, hi = 0, total
    if total > width:
        lo = max(0, caret - width // 2)
        hi = min(total, lo + width)
        lo = max(0, hi - width)
    shown: list[str] = []
    at = 0
    for chars, w in cells:
        if at >= lo and at + w <= hi:
            shown.append(chars)
        at += w
    prefix = "..." if lo > 0 else ""
    suffix = "..." if hi < total else ""
    return f"{prefix}{''.join(shown)}{suffix}", len(prefix) + caret - lo


def format_error(text: str, err: ToolCallError, *, width: int = 80) -> str:
    """A readable message for ``err`` met in ``text``: the error, the source line, a caret.

    ::

        error: json.trailing_comma at 3:73: trailing comma before '}'
          3 | {"name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius",}}
            |                                                                         ^

    Tabs are expanded, control characters shown as ``?``, wide characters counted as two
    columns; a line wider than ``width`` columns is shown as a window around the column, cut
    ends marked ``...``. An error at the end of the text says so after the caret (and shows
    the line before when the text ends with a newline). An error with no position
    (``tool_call.not_found``) is the first line only.
    """
    head = f"error: {err}"
    if err.position is None:
        return head
    pos = max(0, min(err.position, len(text)))
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    if end < 0:
        end = len(text)
    line = text[start:end]
    if line.endswith("\r") and pos < end:
        line = line[:-1]
    number = err.line if err.line is not None else text.count("\n", 0, pos) + 1
    at_end = pos == len(text)
    rows: list[tuple[str, str]] = []
    if at_end and not line and start > 0:
        before = text[text.rfind("\n", 0, start - 1) + 1 : start - 1].removesuffix("\r")
        rows.append((str(number - 1), _window(before, len(before), width)[0]))
    shown, caret = _window(line, pos - start, width)
    rows.append((str(number), shown))
    gutter = max(len(n) for n, _ in rows)
    out = [head]
    out.extend(f"  {n.rjust(gutter)} | {body}".rstrip() for n, body in rows)
    out.append(f"  {' ' * gutter} | {' ' * caret}^" + (" end of input" if at_end else ""))
    return "\n".join(out)


# --------------------------------------------------------------------------- output helpers


def _write_json(value: object, *, compact: bool) -> None:
    """One JSON document on stdout, UTF-8 whatever the locale, non-ASCII kept."""
    indent = None if compact else 2
    try:
        data = json.dumps(value, ensure_ascii=False, indent=indent).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate in a string: escape everything
        data = json.dumps(value, ensure_ascii=True, indent=indent).encode("ascii")
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a text-only stdout (pytest's capsys, io.StringIO)
        sys.stdout.write(data.decode("utf-8") + "\n")
        return
    sys.stdout.flush()
    buffer.write(data + b"\n")
    buffer.flush()


def _say(message: str) -> None:
    print(message, file=sys.stderr)


def _check_formats(values: Sequence[str] | None) -> tuple[str, ...] | None:
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


# --------------------------------------------------------------------------- parse


def _read_text(path: str) -> str:
    try:
        if path == "-":
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


def _shape(calls: list[Call], args: argparse.Namespace) -> list[dict[str, Any]]:
    if args.shape == "openai":
        return to_openai(calls, deterministic=args.deterministic_ids)
    if args.shape == "responses":
        return to_openai_responses(calls, deterministic=args.deterministic_ids)
    if args.shape == "anthropic":
        return to_anthropic(calls, deterministic=args.deterministic_ids)
    return [call.to_dict(include_format=True) for call in calls]


def _cmd_parse(args: argparse.Namespace) -> int:
    formats = _check_formats(args.format)
    text = _read_text(args.file)
    parser = Parser(formats=formats)
    if args.lenient:
        result = parser.parse(text)
        _write_json(
            {
                "calls": _shape(result.calls, args),
                "errors": [err.to_dict() for err in result.errors],
                "content": result.content,
                "reasoning": result.reasoning,
            },
            compact=args.compact,
        )
        if not args.quiet:
            for err in result.errors:
                _say(format_error(text, err))
            if not result.calls and not result.errors:
                _say("toolcalls: no tool call found")
        return EXIT_OK if result.calls else EXIT_FAIL
    # Strict: the engine run the strict functions use; the first broken call is the error.
    outcome = parser.run(text)
    errors = outcome.errors
    if errors:
        _write_json({"error": errors[0].to_dict()}, compact=args.compact)
        if not args.quiet:
            _say(format_error(text, errors[0]))
        return EXIT_FAIL
    calls = outcome.calls
    _write_json(_shape(calls, args), compact=args.compact)
    if not calls:
        if not args.quiet:
            _say("toolcalls: no tool call found")
        return EXIT_FAIL
    return EXIT_OK


# --------------------------------------------------------------------------- convert


def _cmd_convert(args: argparse.Namespace) -> int:
    formats = _check_formats(args.format)
    target = _check_formats([args.to])
    assert target is not None
    text = _read_text(args.file)
    parser = Parser(formats=formats)
    outcome = parser.run(text)
    if outcome.errors:
        if not args.quiet:
            _say(format_error(text, outcome.errors[0]))
        return EXIT_FAIL
    if not outcome.calls:
        if not args.quiet:
            _say("toolcalls: no tool call found")
        return EXIT_FAIL
    try:
        rendered = render(outcome.calls, target[0], registry=parser.registry)
    except ValueError as exc:
        if not args.quiet:
            _say(f"toolcalls: the calls cannot be written as {target[0]}: {exc}")
        return EXIT_FAIL
    sys.stdout.write(rendered)
    if not rendered.endswith("\n"):
        sys.stdout.write("\n")
    return EXIT_OK


# --------------------------------------------------------------------------- formats


def _cmd_formats(args: argparse.Namespace) -> int:
    rows = [
        {
            "id": f.id,
            "tier": f.tier,
            "markers": list(f.markers),
            "distribution": f.distribution,
            "version": f.version,
            "description": f.spec.description,
        }
        for f in default_registry().formats
    ]
    if args.json:
        _write_json(rows, compact=args.compact)
        return EXIT_OK
    table = [
        [
            str(r["id"]),
            str(r["tier"]),
            " ".join(cast(list[str], r["markers"])) or "(always tried)",
            str(r["distribution"] or "-"),
            str(r["version"] or "-"),
            str(r["description"]),
        ]
        for r in rows
    ]
    print(_table(["id", "tier", "markers", "distribution", "version", "description"], table))
    return EXIT_OK


def _table(header: list[str], rows: list[list[str]], right: Iterable[int] = ()) -> str:
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


# --------------------------------------------------------------------------- eval: workers


@dataclass(frozen=True)
class EvalConfig:
    """What every eval worker needs; picklable."""

    output_field: str = "output"
    expected_field: str = "expected"
    id_field: str | None = None
    formats: tuple[str, ...] | None = None
    match: MatchMode = "position"
    numeric_tolerance: bool = False
    failed_parse_as_call: bool = True


@dataclass
class BatchResult:
    """What one batch of lines adds to the totals: small and picklable whatever its size."""

    acc: MetricsAccumulator
    lines: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    #: (line number, sample id, reason) of the first skipped lines.
    skipped_examples: list[tuple[int, str | None, str]] = field(default_factory=list)
    #: code -> (line number, sample id, error line, error column) of its first occurrences.
    error_examples: dict[str, list[tuple[int, str | None, int | None, int | None]]] = field(
        default_factory=dict
    )

    def merge(self, other: BatchResult) -> None:
        """Add a later batch (merging in file order keeps the first examples first)."""
        self.acc.merge(other.acc)
        self.lines += other.lines
        self.skipped.update(other.skipped)
        room = SKIPPED_EXAMPLES - len(self.skipped_examples)
        self.skipped_examples.extend(other.skipped_examples[: max(0, room)])
        for code, found in other.error_examples.items():
            mine = self.error_examples.setdefault(code, [])
            mine.extend(found[: max(0, EXAMPLES_PER_CODE - len(mine))])


class _BadLine(Exception):
    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


_worker: tuple[EvalConfig, Parser] | None = None


def _init_worker(config: EvalConfig) -> None:
    global _worker
    _worker = (config, Parser(formats=config.formats))


def _arguments(value: object, where: str) -> dict[str, Any]:
    if isinstance(value, str):
        try:
            value = json.loads(value) if value.strip() else {}
        except ValueError:
            raise _BadLine("invalid_expected", f"{where}: arguments are not valid JSON") from None
    if not isinstance(value, dict):
        raise _BadLine("invalid_expected", f"{where}: arguments are not an object")
    return value


def _gold_call(item: object, where: str) -> dict[str, Any]:
    if not isinstance(item, dict):
        raise _BadLine("invalid_expected", f"{where} is not an object")
    function = item.get("function")
    if isinstance(function, dict):  # OpenAI tool_calls item
        name, raw = function.get("name"), function.get("arguments", {})
    else:
        name = item.get("name")
        raw = {}
        for key in ("arguments", "parameters", "input"):
            if key in item:
                raw = item[key]
                break
    if not isinstance(name, str) or not name:
        raise _BadLine("invalid_expected", f"{where} has no name")
    return {"name": name, "arguments": _arguments(raw, where)}


def gold_calls(value: object, field_name: str = "expected") -> list[dict[str, Any]]:
    """The expected calls of an eval line as ``{"name", "arguments"}`` dicts.

    ``value`` is a list of calls, a JSON string of one, a single call, or an assistant
    message ``{"tool_calls": [...]}``. A call is ``{"name", "arguments"}`` (``parameters``
    and ``input`` accepted for ``arguments``, which may be an object or a JSON string) or an
    OpenAI ``{"function": {"name", "arguments"}}`` item. Raises ``ValueError`` otherwise.
    """
    try:
        return _gold_calls(value, field_name)
    except _BadLine as exc:
        raise ValueError(exc.reason) from None


def _gold_calls(value: object, field_name: str) -> list[dict[str, Any]]:
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            raise _BadLine(
                "invalid_expected", f"field {field_name!r} is a string but not JSON"
            ) from None
    if isinstance(value, dict):
        value = value["tool_calls"] if isinstance(value.get("tool_calls"), list) else [value]
    if not isinstance(value, list):
        raise _BadLine("invalid_expected", f"field {field_name!r} is not a list of calls")
    return [_gold_call(item, f"{field_name}[{i}]") for i, item in enumerate(value)]


def _eval_batch(batch: list[tuple[int, bytes]]) -> BatchResult:
    """Parse and score one batch of (line number, raw line) in a worker."""
    if _worker is None:  # pragma: no cover - the initializer always ran
        raise RuntimeError("eval worker not initialised")
    config, parser = _worker
    result = BatchResult(
        MetricsAccumulator(
            match=config.match,
            numeric_tolerance=config.numeric_tolerance,
            failed_parse_as_call=config.failed_parse_as_call,
        )
    )
    for lineno, raw in batch:
        result.lines += 1
        sample_id: str | None = None
        try:
            try:
                record = json.loads(raw)
            except (ValueError, RecursionError):
                raise _BadLine("invalid_json", "not valid JSON") from None
            if not isinstance(record, dict):
                raise _BadLine("not_object", "not a JSON object")
            if config.id_field is not None and record.get(config.id_field) is not None:
                sample_id = str(record[config.id_field])
            if config.output_field not in record:
                raise _BadLine("missing_output", f"no field {config.output_field!r}")
            output = record[config.output_field]
            if not isinstance(output, str):
                raise _BadLine("invalid_output", f"field {config.output_field!r} is not a string")
            if config.expected_field not in record:
                raise _BadLine("missing_expected", f"no field {config.expected_field!r}")
            gold = _gold_calls(record[config.expected_field], config.expected_field)
        except _BadLine as bad:
            result.skipped[bad.kind] += 1
            if len(result.skipped_examples) < SKIPPED_EXAMPLES:
                result.skipped_examples.append((lineno, sample_id, bad.reason))
            continue
        try:
            parsed = parser.parse(output)
        except Exception as exc:  # a plugin bug: name the line, never hide it
            raise RuntimeError(f"line {lineno}: parsing raised {exc!r}") from exc
        fmt: str | None = None
        if parsed.calls:
            fmt = parsed.calls[0].format
        elif parsed.errors:
            fmt = parsed.errors[0].format
        result.acc.add(parsed.calls, gold, format=fmt or None, errors=parsed.errors)
        for err in parsed.errors:
            found = result.error_examples.setdefault(err.code, [])
            if len(found) < EXAMPLES_PER_CODE:
                found.append((lineno, sample_id, err.line, err.column))
            # An error's __context__ (the decoder exception it replaced) holds a traceback
            # whose frames form reference cycles; left to the cyclic GC they pile up for
            # hundreds of thousands of lines. Break them now: memory stays flat from the start.
            err.__context__ = None
            err.__traceback__ = None
    return result


# --------------------------------------------------------------------------- eval: driver


class _Progress:
    """Lines done and lines/s on stderr, only when stderr is a terminal."""

    def __init__(self, enabled: bool, total_bytes: int | None) -> None:
        self.enabled = enabled
        self.total_bytes = total_bytes
        self.bytes_read = 0
        self.started = time.monotonic()
        self.last = 0.0
        self.shown = False

    def update(self, lines: int, *, force: bool = False) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if not force and now - self.last < 0.25:
            return
        self.last = now
        rate = lines / max(now - self.started, 1e-9)
        part = ""
        if self.total_bytes:
            part = f"  {min(100.0, 100.0 * self.bytes_read / self.total_bytes):5.1f}%"
        sys.stderr.write(f"\r\x1b[K{lines:,} lines{part}  {rate:,.0f} lines/s")
        sys.stderr.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()


def _batches(
    stream: IO[bytes], size: int, limit: int | None, progress: _Progress
) -> Iterator[list[tuple[int, bytes]]]:
    """Non-blank lines with their 1-based numbers, ``size`` at a time (read lazily)."""
    batch: list[tuple[int, bytes]] = []
    taken = 0
    for lineno, raw in enumerate(stream, 1):
        progress.bytes_read += len(raw)
        if not raw.strip():
            continue
        if limit is not None and taken >= limit:
            break
        taken += 1
        batch.append((lineno, raw))
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def run_eval(
    stream: IO[bytes],
    config: EvalConfig,
    *,
    jobs: int = 1,
    batch_size: int = 500,
    limit: int | None = None,
    progress: bool = False,
    total_bytes: int | None = None,
) -> BatchResult:
    """Evaluate a JSONL stream in constant memory: batches of lines go to ``jobs`` processes
    (at most ``2 * jobs`` batches in flight), each returns a small :class:`BatchResult`, and
    the results are merged in file order, so every ``jobs`` gives the same totals."""
    meter = _Progress(progress, total_bytes)
    total = BatchResult(
        MetricsAccumulator(
            match=config.match,
            numeric_tolerance=config.numeric_tolerance,
            failed_parse_as_call=config.failed_parse_as_call,
        )
    )
    batches = _batches(stream, batch_size, limit, meter)
    try:
        if jobs <= 1:
            _init_worker(config)
            for batch in batches:
                total.merge(_eval_batch(batch))
                meter.update(total.lines)
        else:
            with multiprocessing.get_context().Pool(
                jobs, initializer=_init_worker, initargs=(config,)
            ) as pool:
                # Pool.imap would read the whole input ahead; bound what is in flight instead.
                pending: deque[Any] = deque()
                for batch in batches:
                    pending.append(pool.apply_async(_eval_batch, (batch,)))
                    if len(pending) >= 2 * jobs:
                        total.merge(pending.popleft().get())
                        meter.update(total.lines)
                while pending:
                    total.merge(pending.popleft().get())
                    meter.update(total.lines)
        meter.update(total.lines, force=True)
    finally:
        meter.close()
    return total


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


_SHORT = {
    "has_call": "has_call",
    "name_correct": "name",
    "args_json_valid": "valid",
    "args_field_recall": "recall",
    "args_field_precision": "prec",
    "args_exact_match": "exact",
    "call_precision": "call_p",
    "call_recall": "call_r",
    "call_f1": "call_f1",
    NO_CALL_KEY: "no_call",
}


def _report(path: str, total: BatchResult, args: argparse.Namespace) -> str:
    summary = total.acc.summary()
    count = summary["count"]
    means: dict[str, float] = summary["means"]
    opts = summary["options"]
    out: list[str] = []
    skipped = sum(total.skipped.values())
    head = f"{path}: {count} samples"
    if skipped:
        head += f" ({skipped} input lines skipped)"
    head += (
        f"; match={opts['match']}, numeric_tolerance={'on' if opts['numeric_tolerance'] else 'off'}"
    )
    out.append(head)
    out.append("")
    rows = []
    for key in METRIC_KEYS:
        over = summary["no_call_count"] if key == NO_CALL_KEY else count
        rows.append([key, _fmt(means.get(key)), str(over)])
    out.append(_table(["metric", "mean", "samples"], rows, right=(1, 2)))
    calls = summary["calls"]
    out.append("")
    line = f"calls (micro): gold {calls['gold']}, predicted {calls['pred']}, "
    line += f"correct {calls['matched']}"
    if "precision" in calls:
        line += (
            f"; precision {_fmt(calls['precision'])}, recall {_fmt(calls['recall'])}, "
            f"f1 {_fmt(calls['f1'])}"
        )
    out.append(line)
    with_errors = summary["samples_with_errors"]
    share = f" ({100.0 * with_errors / count:.1f}%)" if count else ""
    out.append(f"samples with parse errors: {with_errors}{share}")

    if args.by_format:
        out.append("")
        out.append("by format (samples are filed under the format of their first call or error)")
        keys = [*NEMO_KEYS, "call_f1", NO_CALL_KEY]
        frows = []
        for fmt, sub in summary["by_format"].items():
            sub_means: dict[str, float] = sub["means"]
            frows.append(
                [
                    "(none)" if fmt is None else str(fmt),
                    str(sub["count"]),
                    *(_fmt(sub_means.get(k)) for k in keys),
                    str(sub["samples_with_errors"]),
                ]
            )
        header = ["format", "samples", *(_SHORT[k] for k in keys), "errors"]
        out.append(_table(header, frows, right=range(1, len(header))))
        out.append(
            "name=name_correct valid=args_json_valid recall=args_field_recall "
            "prec=args_field_precision exact=args_exact_match no_call=no_call_correct "
            "errors=samples with parse errors"
        )

    if args.errors:
        out.append("")
        codes: dict[str, int] = summary["error_codes"]
        if not codes:
            out.append("parse errors: none")
        else:
            out.append(f"parse errors ({sum(codes.values())} in {with_errors} samples)")
            erows = []
            for code, n in codes.items():
                seen = []
                for lineno, sample_id, eline, ecol in total.error_examples.get(code, []):
                    where = f"line {lineno}"
                    if sample_id is not None:
                        where += f" ({sample_id})"
                    if eline is not None:
                        where += f" at {eline}:{ecol}"
                    seen.append(where)
                erows.append([code, str(n), ", ".join(seen)])
            out.append(_table(["code", "count", "first seen"], erows, right=(1,)))
    return "\n".join(out)


def _json_report(path: str, total: BatchResult) -> dict[str, Any]:
    return {
        "file": path,
        "input": {
            "lines": total.lines,
            "samples": len(total.acc),
            "skipped": dict(sorted(total.skipped.items())),
            "skipped_examples": [
                {"line": n, "id": i, "reason": r} for n, i, r in total.skipped_examples
            ],
        },
        "summary": total.acc.summary(),
        "error_examples": {
            code: [
                {"line": n, "id": i, "error_line": el, "error_column": ec} for n, i, el, ec in found
            ]
            for code, found in total.error_examples.items()
        },
    }


def _cmd_eval(args: argparse.Namespace) -> int:
    formats = _check_formats(args.format)
    if args.jobs < 0:
        raise UsageError("--jobs must be 0 (one per CPU) or more")
    jobs = args.jobs or os.cpu_count() or 1
    if args.limit is not None and args.limit < 0:
        raise UsageError("--limit must be 0 or more")
    if args.batch_size < 1:
        raise UsageError("--batch-size must be 1 or more")
    config = EvalConfig(
        output_field=args.output_field,
        expected_field=args.expected_field,
        id_field=args.id_field,
        formats=formats,
        match=args.match,
        numeric_tolerance=args.numeric_tolerance,
        failed_parse_as_call=args.failed_parse_as_call,
    )
    show_progress = not args.no_progress and sys.stderr.isatty()
    try:
        if args.file == "-":
            total = run_eval(
                sys.stdin.buffer,
                config,
                jobs=jobs,
                batch_size=args.batch_size,
                limit=args.limit,
                progress=show_progress,
            )
        else:
            with open(args.file, "rb") as handle:
                try:
                    size: int | None = os.fstat(handle.fileno()).st_size
                except OSError:  # pragma: no cover
                    size = None
                total = run_eval(
                    handle,
                    config,
                    jobs=jobs,
                    batch_size=args.batch_size,
                    limit=args.limit,
                    progress=show_progress,
                    total_bytes=size,
                )
    except OSError as exc:
        raise UsageError(f"cannot read {args.file}: {exc.strerror or exc}") from None
    path = "<stdin>" if args.file == "-" else args.file
    skipped = sum(total.skipped.values())
    if skipped and not args.quiet:
        kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(total.skipped.items()))
        _say(f"warning: {skipped} of {total.lines} input lines skipped ({kinds})")
        for lineno, sample_id, reason in total.skipped_examples:
            label = f" ({sample_id})" if sample_id is not None else ""
            _say(f"  line {lineno}{label}: {reason}")
        if skipped > len(total.skipped_examples):
            _say(f"  ... and {skipped - len(total.skipped_examples)} more")
    if args.json:
        _write_json(_json_report(path, total), compact=args.compact)
    else:
        print(_report(path, total, args))
    if len(total.acc) == 0:
        if not args.quiet:
            _say("toolcalls: no sample evaluated")
        return EXIT_FAIL
    if skipped and args.strict_input:
        return EXIT_FAIL
    return EXIT_OK


# --------------------------------------------------------------------------- arguments


def _version() -> str:
    from toolcalls import __version__  # noqa: PLC0415 - avoid a cycle at import

    return __version__


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

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--compact", action="store_true", help="write JSON on one line (default: indented)"
    )
    common.add_argument(
        "-q", "--quiet", action="store_true", help="no messages on stderr (data only)"
    )

    fmt = argparse.ArgumentParser(add_help=False)
    fmt.add_argument(
        "--format",
        action="append",
        metavar="ID",
        help="try only this format (repeatable, or comma-separated); see `toolcalls formats`",
    )

    p = sub.add_parser(
        "parse",
        parents=[common, fmt],
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
        "--deterministic-ids",
        action="store_true",
        help="derive generated ids from position, name and arguments instead of random ones",
    )
    p.set_defaults(handler=_cmd_parse, shape=None)

    e = sub.add_parser(
        "eval",
        parents=[common, fmt],
        help="score a JSONL file of model outputs against expected calls",
        description="Score model outputs against expected calls. Each line of FILE (or stdin "
        "with '-') is a JSON object with the model output and the expected calls. The file is "
        "streamed (constant memory).",
    )
    e.add_argument("file", metavar="FILE.jsonl", help="JSONL input, or -")
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
        "--id-field", metavar="NAME", help="sample id field, shown in reports of bad lines"
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
    e.set_defaults(handler=_cmd_eval)

    c = sub.add_parser(
        "convert",
        parents=[common, fmt],
        help="rewrite the calls of a model output in another format's syntax",
        description="Parse one model output (a file, or stdin with '-' or no argument) and "
        "write its calls in the syntax of --to FORMAT, as that format's chat template would. "
        "Prose and reasoning are dropped. A broken call prints the caret message on stderr.",
    )
    c.add_argument("file", nargs="?", default="-", metavar="FILE", help="input file, or -")
    c.add_argument("--to", required=True, metavar="FORMAT", help="the format to write")
    c.set_defaults(handler=_cmd_convert)

    f = sub.add_parser(
        "formats",
        parents=[common],
        help="list the installed formats",
        description="List the installed formats in detection order.",
    )
    f.add_argument("--json", action="store_true", help="print the list as JSON")
    f.set_defaults(handler=_cmd_formats)
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
        return cast(int, args.handler(args))
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
