"""Evaluating a dataset of model outputs against expected calls, in constant memory.

:func:`run_eval` streams JSON Lines, parses each output leniently and scores it against its
expected calls with :class:`toolcalls.metrics.MetricsAccumulator`; ``jobs`` worker processes
share the work and their partial results merge in file order, so every ``jobs`` gives the same
totals. ``toolcalls eval`` is a thin command over it (docs/cli.md).
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter, deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO, Any

from toolcalls.engine import Parser
from toolcalls.metrics import MatchMode, MetricsAccumulator

__all__ = ["EXAMPLES_PER_CODE", "SKIPPED_EXAMPLES", "BatchResult", "EvalConfig", "gold_calls",
           "json_report", "run_eval"]

#: Examples kept per error code and of skipped input lines in reports.
EXAMPLES_PER_CODE = 3
SKIPPED_EXAMPLES = 5


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
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:  # what `toolcalls parse` says of such a file
                raise _BadLine("not_utf8", f"not UTF-8 (byte offset {exc.start})") from None
            try:
                record = json.loads(line)
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
            import multiprocessing  # noqa: PLC0415 - only for --jobs > 1

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


def json_report(path: str, total: BatchResult) -> dict[str, Any]:
    """The totals as the JSON document of ``toolcalls eval --json``."""
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


