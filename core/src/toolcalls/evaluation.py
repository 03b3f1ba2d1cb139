"""Evaluating a dataset of model outputs against expected calls, in constant memory.

:func:`run_eval` streams JSON Lines, parses each output leniently and scores it against its
expected calls with :class:`toolcalls.metrics.MetricsAccumulator`; ``jobs`` worker processes
share the work. Partial results (:class:`BatchResult`) merge exactly: any split of a dataset,
merged in any order, gives the totals and example lists of one pass. ``toolcalls eval`` is a
thin command over it (docs/cli.md); :mod:`toolcalls.evaluation_parquet` reads Parquet and
:mod:`toolcalls.scale` scores batches on a cluster (docs/scale.md).
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import IO, Any, TypeVar

from toolcalls.callshape import NO_ARGUMENTS, call_parts
from toolcalls.engine import Parser
from toolcalls.metrics import MatchMode, MetricsAccumulator, SampleScore
from toolcalls.types import Call, ParseResult

__all__ = ["EXAMPLES_PER_CODE", "SKIPPED_EXAMPLES", "BatchResult", "EvalConfig", "Progress",
           "eval_lines", "eval_records", "gold_calls", "json_report", "new_result", "run_eval",
           "run_units"]
# Per-tool counts, name confusion and worst samples (reports: toolcalls.report).
__all__ += ["BROKEN", "MISSING", "NO_GOLD", "WORST_SAMPLES", "WORST_TEXT_CHARS", "WorstSample"]

#: Examples kept per error code and of skipped input lines in reports.
EXAMPLES_PER_CODE = 3
SKIPPED_EXAMPLES = 5
#: Worst samples kept (and merged exactly: the same ones whatever the split), and the
#: characters of each one's text kept for reports.
WORST_SAMPLES = 10
WORST_TEXT_CHARS = 2000
#: Confusion-table labels: no prediction aligned with a gold call; a prediction aligned with no
#: gold call (an extra call); a broken call (``failed_parse_as_call``) in place of a name.
MISSING = "(missing)"
NO_GOLD = "(none)"
BROKEN = "(broken)"


@dataclass(frozen=True)
class WorstSample:
    """One of the worst-scored samples, as reports show it (small and picklable).

    ``rank`` orders samples from worst: (call_f1, name_correct, args_exact_match, minus the
    number of errors, then file order: the line, unknown last, and the sample id), so the kept
    samples are the same whatever the split or order.
    """

    rank: tuple[float, float, float, int, bool, int, str]
    line: int | None
    id: str | None
    #: The model output, cut to WORST_TEXT_CHARS characters; ``length`` is the whole length.
    text: str
    length: int
    #: (start, end, kind) of the claimed stretches (kind: call, error, reasoning).
    spans: tuple[tuple[int, int, str], ...]
    #: Each error as ``ToolCallError.to_dict()`` plus ``display`` (its caret message).
    errors: tuple[dict[str, Any], ...]
    predicted: tuple[dict[str, Any], ...]
    expected: tuple[dict[str, Any], ...]
    metrics: dict[str, float]

    def to_dict(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "id": self.id,
            "text": self.text,
            "length": self.length,
            "spans": [list(span) for span in self.spans],
            "errors": list(self.errors),
            "predicted": list(self.predicted),
            "expected": list(self.expected),
            "metrics": self.metrics,
        }


def _keep_worst(samples: list[WorstSample]) -> list[WorstSample]:
    return sorted(samples, key=lambda w: w.rank)[:WORST_SAMPLES]


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
    #: the field of a sample's own tool definitions, and the definitions of samples without it
    tools_field: str = "tools"
    tools: tuple[Any, ...] | None = None
    validate: bool = False


SkippedExample = tuple[int | None, str | None, str]
ErrorExample = tuple[int | None, str | None, int | None, int | None]


def _skipped_order(example: SkippedExample) -> tuple[bool, int, str, str]:
    """File order of skipped lines: by line number (None, unknown, last; then by id)."""
    line, sample_id, reason = example
    return (line is None, line or 0, sample_id or "", reason)


def _error_order(example: ErrorExample) -> tuple[bool, int, str, int, int]:
    """File order of error examples: by line number as for skipped lines, then by the
    error's position in the output (a line's errors come in text order)."""
    line, sample_id, error_line, error_column = example
    return (line is None, line or 0, sample_id or "", error_line or 0, error_column or 0)


@dataclass
class BatchResult:
    """What one batch of lines adds to the totals: small and picklable whatever its size."""

    acc: MetricsAccumulator
    lines: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    #: (line number, sample id, reason) of the first skipped lines.
    skipped_examples: list[SkippedExample] = field(default_factory=list)
    #: code -> (line number, sample id, error line, error column) of its first occurrences.
    error_examples: dict[str, list[ErrorExample]] = field(default_factory=dict)
    #: tool name -> [gold calls, predicted calls, gold calls whose aligned prediction has the
    #: right name, gold calls whose aligned prediction has exactly the right arguments].
    tools: dict[str, list[int]] = field(default_factory=dict)
    #: (expected name, predicted name) -> count, over aligned pairs and extra calls.
    confusion: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: The WORST_SAMPLES worst-scored imperfect samples, worst first.
    worst: list[WorstSample] = field(default_factory=list)

    def merge(self, other: BatchResult) -> None:
        """Add another batch's results, whatever part of the file it covers.

        The example lists keep the first examples in file order (the smallest line numbers;
        within a line, error positions in text order), and the codes of ``error_examples``
        stay in the order of their first occurrence, so any split of a file merged in any
        order (a left fold, a tree) gives exactly the lists of one pass.
        """
        self.acc.merge(other.acc)
        for name, counts in other.tools.items():
            total = self.tools.setdefault(name, [0, 0, 0, 0])
            for i, n in enumerate(counts):
                total[i] += n
        self.confusion.update(other.confusion)
        self.worst = _keep_worst(self.worst + other.worst)
        self.lines += other.lines
        self.skipped.update(other.skipped)
        both = self.skipped_examples + other.skipped_examples
        self.skipped_examples = sorted(both, key=_skipped_order)[:SKIPPED_EXAMPLES]
        codes: dict[str, list[ErrorExample]] = {}
        for code in self.error_examples.keys() | other.error_examples.keys():
            found = self.error_examples.get(code, []) + other.error_examples.get(code, [])
            codes[code] = sorted(found, key=_error_order)[:EXAMPLES_PER_CODE]
        self.error_examples = codes
        self._order_codes()

    def _order_codes(self) -> None:
        """Each list of examples in file order, and the codes in the order of their first
        example, as one pass over the file meets them (a batch's rows may come in any
        order)."""
        self.skipped_examples.sort(key=_skipped_order)
        for found in self.error_examples.values():
            found.sort(key=_error_order)
        self.error_examples = dict(
            sorted(self.error_examples.items(), key=lambda kv: (_error_order(kv[1][0]), kv[0]))
        )


class _BadLine(Exception):
    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


_worker: tuple[EvalConfig, Parser] | None = None


def _init_worker(config: EvalConfig) -> None:
    global _worker
    _worker = (config, Parser(formats=config.formats))


def _parser_for(config: EvalConfig) -> Parser:
    """This process's parser for ``config`` (built once per process and config)."""
    if _worker is None or _worker[0] != config:
        _init_worker(config)
    assert _worker is not None
    return _worker[1]


def new_result(config: EvalConfig) -> BatchResult:
    """An empty :class:`BatchResult` with the accumulator options of ``config``."""
    return BatchResult(
        MetricsAccumulator(
            match=config.match,
            numeric_tolerance=config.numeric_tolerance,
            failed_parse_as_call=config.failed_parse_as_call,
        )
    )


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
    parts = call_parts(item) if isinstance(item, dict) else None
    if parts is None:
        raise _BadLine("invalid_expected", f"{where} is not an object")
    name = parts.name
    if not isinstance(name, str) or not name:
        raise _BadLine("invalid_expected", f"{where} has no name")
    raw = {} if parts.arguments is NO_ARGUMENTS else parts.arguments
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


#: The run's tools (``EvalConfig.tools``) and what they compile to: compiled once per run,
#: not once per line (their serialisation, the cache's key, would cost as much as a parse).
_RUN_TOOLS: list[Any] = [None, None]


def _tools_of(record: Mapping[str, Any], config: EvalConfig) -> Any:
    """The tools a sample is parsed with, compiled: its own, else the run's; checked."""
    from toolcalls.tools import compile_tools  # noqa: PLC0415

    own = record.get(config.tools_field)
    if own is None:
        if config.tools is None:
            return None
        if _RUN_TOOLS[0] is not config.tools:
            _RUN_TOOLS[:] = [config.tools, compile_tools(config.tools)]
        return _RUN_TOOLS[1]
    if isinstance(own, str):
        try:
            own = json.loads(own)
        except ValueError:
            raise _BadLine("invalid_tools", f"field {config.tools_field!r} is a string "
                           "but not JSON") from None
    try:
        return compile_tools(own)
    except ValueError as exc:
        raise _BadLine("invalid_tools", f"field {config.tools_field!r}: {exc}") from None


def _skip(result: BatchResult, lineno: int | None, sample_id: str | None, bad: _BadLine) -> None:
    result.skipped[bad.kind] += 1
    examples = result.skipped_examples
    examples.append((lineno, sample_id, bad.reason))
    if len(examples) > SKIPPED_EXAMPLES:  # keep the first in file order, whatever came first
        examples.sort(key=_skipped_order)
        del examples[SKIPPED_EXAMPLES:]


def _eval_batch(batch: list[tuple[int, bytes]]) -> BatchResult:
    """Parse and score one batch of (line number, raw line) in a worker."""
    if _worker is None:  # pragma: no cover - the initializer always ran
        raise RuntimeError("eval worker not initialised")
    return eval_lines(batch, _worker[0])


def eval_lines(lines: Iterable[tuple[int | None, bytes | str]], config: EvalConfig) -> BatchResult:
    """Parse and score JSON Lines given as ``(line number, raw line)`` pairs, as
    ``toolcalls eval`` does: a line that is not a JSON object, or lacks a field, is skipped
    and reported; a blank line is ignored. The line numbers order the example lists (None:
    unknown). The parser is built once per process and config."""
    parser = _parser_for(config)
    result = new_result(config)
    for lineno, raw in lines:
        if not raw.strip():
            continue
        result.lines += 1
        line = raw
        if isinstance(raw, bytes):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:  # what `toolcalls parse` says of such a file
                _skip(result, lineno, None,
                      _BadLine("not_utf8", f"not UTF-8 (byte offset {exc.start})"))
                continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            _skip(result, lineno, None, _BadLine("invalid_json", "not valid JSON"))
            continue
        if not isinstance(record, dict):
            _skip(result, lineno, None, _BadLine("not_object", "not a JSON object"))
            continue
        _eval_record(result, config, parser, lineno, record)
    result._order_codes()  # the rows may have come in any order
    return result


def eval_records(
    records: Iterable[tuple[int | None, Mapping[str, Any]]], config: EvalConfig
) -> BatchResult:
    """Parse and score ``(line number, record)`` pairs, a record being one JSON object or one
    row of a table as a mapping (a field that is absent, or None in a table, is missing).

    The line numbers order the example lists (None: unknown). The parser is built once per
    process and config, so a worker of any framework can call this batch after batch.
    """
    parser = _parser_for(config)
    result = new_result(config)
    for lineno, record in records:
        result.lines += 1
        _eval_record(result, config, parser, lineno, record)
    result._order_codes()  # the rows may have come in any order
    return result


def _eval_record(
    result: BatchResult,
    config: EvalConfig,
    parser: Parser,
    lineno: int | None,
    record: Mapping[str, Any],
) -> None:
    """Check, parse and score one record into ``result`` (a bad record is skipped)."""
    sample_id: str | None = None
    try:
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
        tools = _tools_of(record, config)
    except _BadLine as bad:
        _skip(result, lineno, sample_id, bad)
        return
    try:
        parsed = parser.parse(output, tools=tools, validate=config.validate and tools is not None)
    except Exception as exc:  # a plugin bug: name the line, never hide it
        raise RuntimeError(f"line {lineno}: parsing raised {exc!r}") from exc
    fmt: str | None = None
    if parsed.calls:
        fmt = parsed.calls[0].format
    elif parsed.errors:
        fmt = parsed.errors[0].format
    score = result.acc.add_scored(parsed.calls, gold, format=fmt or None, errors=parsed.errors)
    _observe(result, lineno, sample_id, output, parsed, gold, score)
    for err in parsed.errors:
        found = result.error_examples.setdefault(err.code, [])
        found.append((lineno, sample_id, err.line, err.column))
        if len(found) > EXAMPLES_PER_CODE:  # as in _skip
            found.sort(key=_error_order)
            del found[EXAMPLES_PER_CODE:]
        # An error's __context__ (the decoder exception it replaced) holds a traceback
        # whose frames form reference cycles; left to the cyclic GC they pile up for
        # hundreds of thousands of lines. Break them now: memory stays flat from the start.
        err.__context__ = None
        err.__traceback__ = None


def _observe(
    result: BatchResult,
    lineno: int | None,
    sample_id: str | None,
    output: str,
    parsed: ParseResult,
    gold: list[dict[str, Any]],
    score: SampleScore,
) -> None:
    """Per-tool counts, the confusion of names and the worst samples, for one sample."""
    metrics, preds, aligned = score
    names = [call.name if isinstance(call, Call) else None for call in preds]
    tools = result.tools
    for name in names:
        if name is not None:
            tools.setdefault(name, [0, 0, 0, 0])[1] += 1
    used: set[int] = set()
    for gold_call, found in zip(gold, aligned, strict=True):
        counts = tools.setdefault(gold_call["name"], [0, 0, 0, 0])
        counts[0] += 1
        counts[2] += found.name_correct
        counts[3] += found.args_exact_match
        if found.pred is None:
            predicted = MISSING
        else:
            used.add(found.pred)
            predicted = names[found.pred] or BROKEN
        result.confusion[(gold_call["name"], predicted)] += 1
    for index, name in enumerate(names):
        if index not in used:
            result.confusion[(NO_GOLD, name or BROKEN)] += 1

    f1 = metrics["call_f1"]
    if f1 >= 1.0 and not parsed.errors:
        return
    rank = (
        f1,
        metrics["name_correct"],
        metrics["args_exact_match"],
        -len(parsed.errors),
        lineno is None,
        lineno or 0,
        sample_id or "",
    )
    worst = result.worst
    if len(worst) >= WORST_SAMPLES and rank >= worst[-1].rank:
        return
    errors = tuple({**err.to_dict(), "display": err.display(output)} for err in parsed.errors)
    cut = output[:WORST_TEXT_CHARS]
    sample = WorstSample(
        rank=rank,
        line=lineno,
        id=sample_id,
        text=cut,
        length=len(output),
        spans=tuple((a, b, kind) for a, b, kind in parsed.spans if a < len(cut)),
        errors=errors,
        predicted=tuple(call.to_dict(include_format=True) for call in parsed.calls),
        expected=tuple(gold),
        metrics=dict(metrics),
    )
    result.worst = _keep_worst([*worst, sample])


# --------------------------------------------------------------------------- eval: driver


class Progress:
    """Lines done and lines/s on stderr, only when stderr is a terminal.

    The share of the input read is ``done / total``, in any unit (bytes of a JSONL file, rows
    of a Parquet file); the reader adds to ``done``.
    """

    def __init__(self, enabled: bool, total: int | None) -> None:
        self.enabled = enabled
        self.total = total
        self.done = 0
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
        if self.total:
            part = f"  {min(100.0, 100.0 * self.done / self.total):5.1f}%"
        sys.stderr.write(f"\r\x1b[K{lines:,} lines{part}  {rate:,.0f} lines/s")
        sys.stderr.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()


def _batches(
    stream: IO[bytes], size: int, limit: int | None, progress: Progress
) -> Iterator[list[tuple[int, bytes]]]:
    """Non-blank lines with their 1-based numbers, ``size`` at a time (read lazily)."""
    batch: list[tuple[int, bytes]] = []
    taken = 0
    for lineno, raw in enumerate(stream, 1):
        progress.done += len(raw)
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
    the results are merged, so every ``jobs`` gives the same totals."""
    meter = Progress(progress, total_bytes)
    return run_units(_batches(stream, batch_size, limit, meter), _eval_batch, config,
                     jobs=jobs, meter=meter)


_Unit = TypeVar("_Unit")


def run_units(
    units: Iterable[_Unit],
    work: Callable[[_Unit], BatchResult],
    config: EvalConfig,
    *,
    jobs: int = 1,
    meter: Progress | None = None,
) -> BatchResult:
    """Merge ``work(unit)`` over lazily read units of input, in this process or in ``jobs``
    worker processes (``work`` must then pickle: a module-level function or a partial of
    one) with at most ``2 * jobs`` units in flight, so memory does not grow with the input.
    Each worker runs ``_init_worker(config)`` first."""
    meter = meter if meter is not None else Progress(False, None)
    total = new_result(config)
    try:
        if jobs <= 1:
            _init_worker(config)
            for unit in units:
                total.merge(work(unit))
                meter.update(total.lines)
        else:
            import multiprocessing  # noqa: PLC0415 - only for --jobs > 1

            with multiprocessing.get_context().Pool(
                jobs, initializer=_init_worker, initargs=(config,)
            ) as pool:
                # Pool.imap would read the whole input ahead; bound what is in flight instead.
                pending: deque[Any] = deque()
                for unit in units:
                    pending.append(pool.apply_async(work, (unit,)))
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
        "tools": _tools_report(total.tools),
        "confusion": [
            {"expected": e, "predicted": p, "count": n}
            for (e, p), n in sorted(total.confusion.items(), key=lambda kv: (-kv[1], kv[0]))
        ],
        "worst": [sample.to_dict() for sample in total.worst],
    }


def _tools_report(tools: dict[str, list[int]]) -> dict[str, dict[str, Any]]:
    """Per tool name, most expected first: counts, and the rates over its gold calls (None
    for a tool that was only predicted)."""
    out: dict[str, dict[str, Any]] = {}
    for name, (gold, pred, name_ok, exact) in sorted(
        tools.items(), key=lambda kv: (-kv[1][0], -kv[1][1], kv[0])
    ):
        out[name] = {
            "gold": gold,
            "pred": pred,
            "correct_name": name_ok,
            "exact_args": exact,
            "name_correct": name_ok / gold if gold else None,
            "args_exact_match": exact / gold if gold else None,
        }
    return out
