"""``toolcalls eval``: score a JSON Lines or Parquet file of model outputs against expected
calls (Parquet through :mod:`toolcalls.evaluation_parquet`, imported only for Parquet)."""

from __future__ import annotations

import argparse
import os
import sys

from toolcalls.cli._common import (
    EXIT_FAIL,
    EXIT_OK,
    UsageError,
    check_formats,
    read_tools,
    say,
    table,
    write_json,
)
from toolcalls.evaluation import BatchResult, EvalConfig, json_report, run_eval
from toolcalls.metrics import METRIC_KEYS, NEMO_KEYS, NO_CALL_KEY

__all__ = ["run"]


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
    if not count:
        return head  # no table of '-' for nothing
    out.append("")
    rows = []
    for key in METRIC_KEYS:
        over = summary["no_call_count"] if key == NO_CALL_KEY else count
        rows.append([key, _fmt(means.get(key)), str(over)])
    out.append(table(["metric", "mean", "samples"], rows, right=(1, 2)))
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
        out.append(table(header, frows, right=range(1, len(header))))
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
            out.append(table(["code", "count", "first seen"], erows, right=(1,)))
    return "\n".join(out)


def _write_report(target: str, report: dict[str, object], *, quiet: bool) -> None:
    from toolcalls.report import build_report  # noqa: PLC0415 - matplotlib is slow to import

    page = build_report(report)
    try:
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(page)
    except OSError as exc:
        raise UsageError(f"cannot write {target}: {exc.strerror or exc}") from None
    if not quiet:
        say(f"report written to {target}")


def _is_parquet(path: str) -> bool:
    from toolcalls.evaluation_parquet import is_parquet  # noqa: PLC0415

    return is_parquet(path)


def _peek(stream: object) -> bytes:
    """The first bytes of a buffered stream, left in it (b"" when it cannot peek)."""
    peek = getattr(stream, "peek", None)
    try:
        return bytes(peek(4)[:4]) if peek is not None else b""
    except (OSError, ValueError):
        return b""


def _run_parquet(
    args: argparse.Namespace, config: EvalConfig, jobs: int, progress: bool
) -> BatchResult:
    from toolcalls.evaluation_parquet import ParquetInputError, run_parquet  # noqa: PLC0415

    try:
        return run_parquet(
            args.file,
            config,
            jobs=jobs,
            batch_size=args.batch_size,
            limit=args.limit,
            progress=progress,
        )
    except ParquetInputError as exc:
        raise UsageError(str(exc)) from None
def _starts_with_bracket(path: str) -> bool:
    """True when the file's first non-blank byte is ``[`` (a JSON array, not JSON Lines)."""
    try:
        with open(path, "rb") as handle:
            return handle.read(4096).lstrip().startswith(b"[")
    except OSError:
        return False


def run(args: argparse.Namespace) -> int:
    formats = check_formats(args.format)
    tools = read_tools(args.tools)
    if args.jobs < 0:
        raise UsageError("--jobs must be 0 (one per CPU) or more")
    jobs = args.jobs or os.cpu_count() or 1
    if args.limit is not None and args.limit < 0:
        raise UsageError("--limit must be 0 or more")
    if args.batch_size < 1:
        raise UsageError("--batch-size must be 1 or more")
    if args.report is not None:
        from toolcalls.report import require_matplotlib  # noqa: PLC0415 - only for --report

        try:
            require_matplotlib()
        except ImportError as exc:
            raise UsageError(str(exc)) from None
    config = EvalConfig(
        output_field=args.output_field,
        expected_field=args.expected_field,
        id_field=args.id_field,
        formats=formats,
        match=args.match,
        numeric_tolerance=args.numeric_tolerance,
        failed_parse_as_call=args.failed_parse_as_call,
        tools_field=args.tools_field,
        tools=None if tools is None else tuple(tools),
        validate=args.validate,
    )
    show_progress = not args.no_progress and sys.stderr.isatty()
    try:
        if args.file != "-" and _is_parquet(args.file):
            total = _run_parquet(args, config, jobs, show_progress)
        elif args.file == "-":
            if _peek(sys.stdin.buffer).startswith(b"PAR1"):
                raise UsageError("a Parquet file cannot be read from standard input: pass its path")
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
        say(f"warning: {skipped} of {total.lines} input lines skipped ({kinds})")
        for lineno, sample_id, reason in total.skipped_examples:
            label = f" ({sample_id})" if sample_id is not None else ""
            say(f"  line {lineno}{label}: {reason}")
        if skipped > len(total.skipped_examples):
            say(f"  ... and {skipped - len(total.skipped_examples)} more")
    if args.json:
        write_json(json_report(path, total), compact=args.compact)
    else:
        print(_report(path, total, args))
    if args.report is not None:
        _write_report(args.report, json_report(path, total), quiet=args.quiet)
    if len(total.acc) == 0:
        if not args.quiet:
            say("toolcalls: no sample evaluated")
            if args.file != "-" and _starts_with_bracket(args.file):
                say(f"hint: {args.file} looks like a JSON array; toolcalls eval reads JSON Lines "
                    f"(one object per line), e.g. `jq -c '.[]' {args.file} > samples.jsonl`")
        return EXIT_FAIL
    if skipped and args.strict_input:
        return EXIT_FAIL
    return EXIT_OK
