"""Throughput and memory of `toolcalls eval` on a large JSONL file (a benchmark, not a test).

    python bench/eval_throughput.py                 # 100,000 lines, --jobs 1 and 2
    python bench/eval_throughput.py --lines 200000 --jobs 1 2 4 --repeat 3

Builds the files in a temporary directory from examples/eval.jsonl (its 240 lines repeated
with fresh ids and varied argument values, so no two lines are equal), then runs
`python -m toolcalls eval FILE --json` as a subprocess for each job count and prints a
Markdown table: wall time, lines per second, CPU time, and the peak RSS of the largest process.

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
import time
from pathlib import Path

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
    args = parser.parse_args()

    sizes = sorted({args.lines // 4, args.lines, *args.also})
    with tempfile.TemporaryDirectory(prefix="toolcalls-bench-") as tmp:
        files: dict[int, Path] = {}
        started = time.perf_counter()
        for lines in sizes:
            files[lines] = Path(tmp) / f"{lines}.jsonl"
            build(files[lines], lines)
        built = time.perf_counter() - started
        size_mb = files[args.lines].stat().st_size / 1e6
        print(
            f"`toolcalls eval FILE --json --jobs N` on {args.lines:,} lines ({size_mb:.1f} MB), "
            f"built from {SOURCE.relative_to(ROOT)} in {built:.1f} s; Python "
            f"{platform.python_version()}, {platform.machine()}, {os.cpu_count()} CPUs; "
            f"best of {args.repeat}.\n"
        )
        print("| jobs | lines | wall (s) | lines/s | CPU (s) | peak RSS (MiB) |")
        print("|---:|---:|---:|---:|---:|---:|")
        for jobs in args.jobs:
            for lines in sizes:
                runs = [measure(files[lines], jobs) for _ in range(args.repeat)]
                best = min(runs, key=lambda r: r["wall"])
                assert best["count"] == lines, (best, lines)
                rss = max(r["rss_kib"] for r in runs) / 1024
                print(
                    f"| {jobs} | {lines:,} | {best['wall']:.2f} | {lines / best['wall']:,.0f} "
                    f"| {best['cpu']:.2f} | {rss:.1f} |"
                )
        load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
        print(
            "\nWall time includes interpreter start-up and plugin loading (about 0.2 s). CPU is"
            " user + system time of the eval and its workers; lines/s with N jobs can only"
            f" exceed 1 job's when N CPUs are free (load average at the end: {load})."
        )


if __name__ == "__main__":
    main()
