"""Throughput and memory of `toolcalls eval` on a large JSONL file (a benchmark, not a test).

    python bench/eval_throughput.py                 # 100,000 lines: --jobs 1 and 2, Ray
    python bench/eval_throughput.py --lines 200000 --jobs 1 2 4 --repeat 3
    python bench/eval_throughput.py --parquet --no-ray   # also the same data as Parquet

Builds the files in a temporary directory from examples/eval.jsonl (its 240 lines repeated
with fresh ids and varied argument values, so no two lines are equal), then runs
`python -m toolcalls eval FILE --json` as a subprocess for each job count and prints a
Markdown table: wall time, lines per second, CPU time, and the peak RSS of the largest process.
`make bench` (bench/run.py) runs the same measurements and writes them to bench/RESULTS.md.

The Ray row runs the recipe of docs/scale.md on the same JSONL file in a fresh process:
`ray.init(num_cpus=2)` (two workers), `ray.data.read_text`, `map_batches(score_batch, ...)`
with 500-line batches, `merge_partials`. Its wall time is that of the recipe on a started
cluster whose workers have run the recipe once on the quarter-size file (a cluster is started
once for many evaluations); the start of the cluster is shown apart. Its count is checked like
the others; CPU and memory across Ray's processes are not measured.

Peak RSS is `resource.getrusage(RUSAGE_CHILDREN).ru_maxrss`, read in a fresh helper process
that runs only that one eval, so one measurement never inherits another's peak. With
`--jobs N` the figure is the largest of the parent and its workers (a maximum, not a sum).
The file is also evaluated at a quarter of its size (and at any `--also` sizes): equal peaks
show that memory does not grow with the input. (The peak rises by a few MiB over the first
~200,000 lines as the allocator warms up, then stays flat; Python-level allocations, traced
with tracemalloc, are flat from the first batch.)
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "examples" / "eval.jsonl"
_INT = re.compile(r"(?<![\w.])(\d{2,5})(?![\w.])")


def build(path: Path, lines: int, seed: int = 7) -> None:
    """``lines`` lines from examples/eval.jsonl: repeated, re-numbered, numbers varied."""
    base = [json.loads(line) for line in SOURCE.read_text(encoding="utf-8").splitlines() if line]
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8") as out:
        for i in range(lines):
            rec = dict(base[i % len(base)])
            rec["id"] = f"bench-{i:07d}"
            # The same shift in the output and the expected calls keeps each line's category.
            shift = rng.randrange(1, 50)

            def bump(m: re.Match[str], shift: int = shift) -> str:
                return str(int(m.group(1)) + shift)

            rec["output"] = _INT.sub(bump, rec["output"])
            expected = rec["expected"]
            text = expected if isinstance(expected, str) else json.dumps(expected)
            bumped = _INT.sub(bump, text)
            rec["expected"] = bumped if isinstance(expected, str) else json.loads(bumped)
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")


def measure(path: Path, jobs: int) -> dict[str, float]:
    """Run one eval in a fresh helper process: wall time, CPU time of every process (user +
    system, s), peak RSS of the largest process (KiB) and the number of samples."""
    helper = (
        "import json, resource, subprocess, sys, time\n"
        "t = time.perf_counter()\n"
        "p = subprocess.run(sys.argv[1:], capture_output=True)\n"
        "wall = time.perf_counter() - t\n"
        "if p.returncode != 0:\n"
        "    sys.exit(p.stderr.decode() or f'exit {p.returncode}')\n"
        "count = json.loads(p.stdout)['summary']['count']\n"
        "ru = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
        "cpu = ru.ru_utime + ru.ru_stime\n"
        "print(json.dumps({'wall': wall, 'cpu': cpu, 'rss_kib': ru.ru_maxrss, 'count': count}))\n"
    )
    cmd = [sys.executable, "-m", "toolcalls", "eval", str(path), "--json", "--jobs", str(jobs)]
    out = subprocess.run(
        [sys.executable, "-c", helper, *cmd], capture_output=True, text=True, check=True
    )
    result: dict[str, float] = json.loads(out.stdout)
    return result


def to_parquet(source: Path, path: Path, rows_per_group: int = 10_000) -> None:
    """The JSONL file as Parquet (columns line, id, output, expected as a JSON string),
    written one row group at a time."""
    import pyarrow as pa  # noqa: PLC0415 - only for --parquet
    import pyarrow.parquet as pq  # noqa: PLC0415

    schema = pa.schema(
        [("line", pa.int64()), ("id", pa.string()), ("output", pa.string()),
         ("expected", pa.string())]
    )  # fmt: skip
    with source.open(encoding="utf-8") as lines, pq.ParquetWriter(path, schema) as writer:
        group: list[dict[str, Any]] = []
        for number, line in enumerate(lines, 1):
            rec = json.loads(line)
            expected = rec["expected"]
            group.append({"line": number, "id": rec["id"], "output": rec["output"],
                          "expected": expected if isinstance(expected, str)
                          else json.dumps(expected)})  # fmt: skip
            if len(group) == rows_per_group:
                writer.write_table(pa.Table.from_pylist(group, schema=schema))
                group = []
        if group:
            writer.write_table(pa.Table.from_pylist(group, schema=schema))


_RAY_HELPER = """
import json, os, sys, time
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
began = time.perf_counter()
import ray
ray.init(address="local", num_cpus=int(sys.argv[3]), include_dashboard=False,
         log_to_driver=False)
ray.data.DataContext.get_current().enable_progress_bars = False
start = time.perf_counter() - began
from toolcalls.evaluation import EvalConfig
from toolcalls.scale import merge_partials, score_batch

def recipe(path):
    ds = ray.data.read_text(path)
    partials = ds.map_batches(score_batch, fn_kwargs={"config": EvalConfig(),
                              "json_column": "text"}, batch_format="pyarrow", batch_size=500)
    return merge_partials(partials.iter_rows())

recipe(sys.argv[2])  # warm-up: the workers start and import toolcalls
began = time.perf_counter()
total = recipe(sys.argv[1])
wall = time.perf_counter() - began
ray.shutdown()
print(json.dumps({"wall": wall, "start": start, "count": len(total.acc)}))
"""


def measure_ray(path: Path, warm_up: Path, cpus: int = 2) -> dict[str, float]:
    """The Ray recipe on ``path`` in a fresh process, after a warm-up run on ``warm_up``."""
    out = subprocess.run(
        [sys.executable, "-c", _RAY_HELPER, str(path), str(warm_up), str(cpus)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def throughput(
    lines: int,
    jobs: list[int],
    *,
    also: list[int] | None = None,
    repeat: int = 1,
    parquet: bool = False,
    ray: bool = True,
    echo: bool = True,
) -> dict[str, Any]:
    """Every measurement on one generated dataset: ``{"lines", "mb", "rows": [...]}``, each
    row ``{"how", "jobs", "lines", "wall", "lines_per_s", "cpu", "rss_mib"}`` (None where not
    measured). ``echo`` prints each row as it is measured."""
    sizes = sorted({lines // 4, lines, *(also or [])})
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="toolcalls-bench-") as tmp:
        files: dict[int, Path] = {}
        for size in sizes:
            files[size] = Path(tmp) / f"{size}.jsonl"
            build(files[size], size)
        result: dict[str, Any] = {"lines": lines, "mb": files[lines].stat().st_size / 1e6}

        def add(how: str, job_count: int, size: int, runs: list[dict[str, float]]) -> None:
            best = min(runs, key=lambda r: r["wall"])
            assert best["count"] == size, (how, best, size)
            row = {
                "how": how,
                "jobs": job_count,
                "lines": size,
                "wall": best["wall"],
                "lines_per_s": size / best["wall"],
                "cpu": best.get("cpu"),
                "rss_mib": max(r["rss_kib"] for r in runs) / 1024 if "rss_kib" in best else None,
                "start": best.get("start"),
            }
            rows.append(row)
            if echo:
                print(f"  {how:8} jobs {job_count}  {size:>9,} lines  {row['wall']:6.2f} s  "
                      f"{row['lines_per_s']:>8,.0f} lines/s", flush=True)  # fmt: skip

        for job_count in jobs:
            for size in sizes:
                add("jsonl", job_count, size,
                    [measure(files[size], job_count) for _ in range(repeat)])  # fmt: skip
        if parquet:
            for size in sizes:
                converted = Path(tmp) / f"{size}.parquet"
                to_parquet(files[size], converted)
                add("parquet", 1, size, [measure(converted, 1) for _ in range(repeat)])
        if ray:
            runs = [measure_ray(files[lines], files[sizes[0]]) for _ in range(repeat)]
            add("ray", 2, lines, runs)
    result["rows"] = rows
    return result


def markdown(result: dict[str, Any]) -> list[str]:
    """The rows as a Markdown table."""
    out = [
        "| input | jobs | lines | wall (s) | lines/s | CPU (s) | peak RSS (MiB) |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    names = {"jsonl": "JSON Lines", "parquet": "Parquet", "ray": "Ray recipe (2 workers)"}
    for row in result["rows"]:
        cpu = "-" if row["cpu"] is None else f"{row['cpu']:.2f}"
        rss = "-" if row["rss_mib"] is None else f"{row['rss_mib']:.1f}"
        out.append(
            f"| {names[row['how']]} | {row['jobs']} | {row['lines']:,} | {row['wall']:.2f} | "
            f"{row['lines_per_s']:,.0f} | {cpu} | {rss} |"
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    parser.add_argument(
        "--also",
        type=int,
        nargs="*",
        default=[],
        metavar="LINES",
        help="more file sizes to measure (e.g. 400000 to see memory stay flat)",
    )
    parser.add_argument("--repeat", type=int, default=1, help="runs per row; the fastest is kept")
    parser.add_argument("--parquet", action="store_true", help="also the data as Parquet")
    parser.add_argument("--no-ray", action="store_true", help="skip the Ray recipe")
    args = parser.parse_args()

    print(f"`toolcalls eval FILE --json --jobs N` on {args.lines:,} lines built from "
          f"{SOURCE.relative_to(ROOT)}; Python {platform.python_version()}, "
          f"{platform.machine()}, {os.cpu_count()} CPUs; best of {args.repeat}.\n")  # fmt: skip
    result = throughput(
        args.lines, args.jobs, also=args.also, repeat=args.repeat, parquet=args.parquet,
        ray=not args.no_ray,
    )  # fmt: skip
    print("\n".join(["", *markdown(result)]))
    for row in result["rows"]:
        if row["how"] == "ray":
            print(f"\nRay cluster start (once, not in the wall time): {row['start']:.1f} s.")
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        "\nWall time includes interpreter start-up and plugin loading (about 0.2 s). CPU is"
        " user + system time of the eval and its workers; lines/s with N jobs can only"
        f" exceed 1 job's when N CPUs are free (load average at the end: {load})."
    )


if __name__ == "__main__":
    main()
