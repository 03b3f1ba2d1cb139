"""Growth benchmark: parse time of hostile inputs at 25k, 100k and 400k characters.

Each input is built to a target size; the table gives the time of the lenient parse
(``toolcalls.parse``, every installed format) at each size and the growth factor per 4x of the
text. Linear parsing grows by about 4 per 4x; a quadratic one would grow by 16.

    python bench/hostile.py              # the Markdown table on stdout
    python bench/hostile.py --write      # also write it to docs/hostile.md

tests/test_hostile.py parses the same inputs (imported from here) at their full hostile sizes
and checks the results, without timers.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import sys
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import toolcalls

ROOT = Path(__file__).resolve().parents[1]

#: Openers (and opener-like prefixes) of every format, repeated with nothing to close them.
OPENERS = {
    "<tool_call>": "<tool_call>",
    "[TOOL_CALL]": "[TOOL_CALL]",
    "[TOOL_CALL]name=": "[TOOL_CALL]name=f;args=",
    "[TOOL_CALLS]": "[TOOL_CALLS]",
    "[TOOL_CALLS]f": "[TOOL_CALLS]f",
    "[TOOL_CALLS]f[ARGS]": "[TOOL_CALLS]f[ARGS]",
    "<|python_tag|>": "<|python_tag|>",
    "<|python_tag|>{": "<|python_tag|>{",
    "<|python_start|>": "<|python_start|>",
    "<function_calls>": "<function_calls>",
    '<invoke name="f">': '<invoke name="f">',
    '<parameter name="k">': '<invoke name="f"><parameter name="k">',
    "<|start|>": "<|start|>",
    "<|channel|>": "<|channel|>",
    "<|channel|>to=": "<|channel|>commentary to=functions.f ",
    "<|message|>": "<|channel|>commentary to=functions.f<|message|>",
    '{"name": ': '{"name": ',
    '{"tool_calls": [': '{"tool_calls": [',
    "[{": "[{",
    '{"': '{"',
    "```json": "```json\n",
    "```json{": "```json\n{",
    "f(q=": "f(q=",
    "f(": "f(",
    "[f(": "[f(",
    "<think>": "<think>",
    "[THINK]": "[THINK]",
}


def repeat(unit: str) -> Callable[[int], str]:
    return lambda n: unit * max(1, n // len(unit))


def nested(prefix: str, unit: str, suffix: str = "") -> Callable[[int], str]:
    return lambda n: prefix + unit * max(1, (n - len(prefix) - len(suffix)) // len(unit)) + suffix


_PROSE = ("Some prose (with parens), [brackets], {braces} and <tags>; f(x) and a == b(c). "
          "tool_call TOOL_CALLS python_tag invoke to=functions. {x} [1, 2] (see above)\n")


def long_argument(n: int) -> str:
    value = ("lorem ipsum </tool_call> [TOOL_CALLS] \\\" é " * (n // 40 + 1))[:n]
    return ('<tool_call>{"name": "f", "arguments": {"text": ' + json.dumps(value)
            + "}}</tool_call>")


def small_calls(unit: str) -> Callable[[int], str]:
    return repeat(unit)


#: name -> builder(size in characters) -> text
INPUTS: dict[str, Callable[[int], str]] = {
    **{f"repeated {name}": repeat(unit) for name, unit in OPENERS.items()},
    "nested [": repeat("["),
    "nested {": repeat("{"),
    'nested {"a":': repeat('{"a":'),
    "nested ( in f(a=": nested("f(a=", "("),
    "nested [ in f(a=": nested("f(a=", "["),
    "nested [ in <tool_call>": nested("<tool_call>", "["),
    "nested [{ after [TOOL_CALLS]": nested("[TOOL_CALLS]", "[{"),
    "nested [ in a parameter": nested('<invoke name="f"><parameter name="k">', "[",
                                      "</parameter></invoke>"),
    "nested [ in a ```json fence": nested("```json\n", "[", "\n```"),
    # issue 10: a broken call key per 13 characters; objects broken at their first member
    'repeated see {"name": ': repeat('see {"name": '),
    'repeated {"a": 1': repeat('{"a": 1'),
    'repeated [{"': repeat('[{"'),
    "repeated f(a=1) ": repeat("f(a=1) "),
    "prose": repeat(_PROSE),
    "one long argument": long_argument,
    "small hermes calls": small_calls('<tool_call>{"name": "f", "arguments": {}}</tool_call>\n'),
    "small python calls": small_calls("f(a=1)\n"),
    "small json calls": small_calls('{"name": "f", "arguments": {}}\n'),
    "small xml_invoke calls": small_calls('<invoke name="f"></invoke>\n'),
    "small mistral calls": small_calls("[TOOL_CALLS]f[ARGS]{}"),
}

SIZES = (25_000, 100_000, 400_000)

#: Issue 10's hostile texts, each repeated to 10 MB and parsed in a new interpreter, strict
#: (``parse_tool_calls``) and lenient (``parse``): wall time and peak memory (``--ten-mb``).
TEN_MB_UNITS = {
    '{"': '{"',
    "[{": "[{",
    'see {"name": ': 'see {"name": ',
    "f(a=1) ": "f(a=1) ",
    "<tool_call>": "<tool_call>",
    '{"a": 1': '{"a": 1',
    '[{"': '[{"',
}
TEN_MB = 10_000_000

_ONE_RUN = """
import sys, time
import toolcalls
unit, mode, size = sys.argv[1], sys.argv[2], int(sys.argv[3])
text = unit * (size // len(unit))
toolcalls.parse_tool_calls('warm up: <tool_call>{"name": "f", "arguments": {}}</tool_call>')
began, cpu = time.perf_counter(), time.process_time()
if mode == "lenient":
    result = toolcalls.parse(text)
    found = f"{len(result.calls)} calls, {len(result.errors)} errors"
else:
    try:
        found = f"{len(toolcalls.parse_tool_calls(text))} calls"
    except toolcalls.ToolCallError as err:
        found = err.code
print(f"{time.perf_counter() - began:.3f} {time.process_time() - cpu:.3f} {found}")
"""


def ten_mb_rows(size: int = TEN_MB) -> list[str]:
    """One subprocess per (text, mode): parse time (after the import and plugin discovery),
    wall and CPU (``time.process_time``, which other load on the machine inflates less), and
    the process's peak resident memory (``os.wait4``), as Markdown rows."""
    import os  # noqa: PLC0415
    import subprocess  # noqa: PLC0415

    rows = []
    for name, unit in TEN_MB_UNITS.items():
        for mode in ("strict", "lenient"):
            proc = subprocess.Popen(
                [sys.executable, "-c", _ONE_RUN, unit, mode, str(size)],
                stdout=subprocess.PIPE, text=True,
            )  # fmt: skip
            out = proc.stdout.read() if proc.stdout else ""
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
            seconds, cpu, found = out.strip().split(" ", 2)
            peak_mb = usage.ru_maxrss / 1024  # kilobytes on Linux
            rows.append(f"| `{name}` x {size // len(unit):,} | {mode} | {float(seconds):.2f} s "
                        f"| {float(cpu):.2f} s | {peak_mb:.0f} MB | {found} |")
            print(rows[-1], file=sys.stderr, flush=True)
    return rows


def best_time(text: str, parse: Callable[[str], object], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        gc.collect()
        began = time.perf_counter()
        parse(text)
        best = min(best, time.perf_counter() - began)
    return best


def table(repeats: int = 3) -> str:
    toolcalls.parse("warm up <tool_call>{}</tool_call>")
    lines = [
        "| input | 25k chars | 100k chars | 400k chars | growth per 4x |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, build in INPUTS.items():
        times = [best_time(build(size), toolcalls.parse, repeats) for size in SIZES]
        growth = [later / earlier for earlier, later in pairwise(times) if earlier > 0]
        cells = " | ".join(f"{t * 1000:.2f} ms" for t in times)
        shown = ", ".join(f"{g:.1f}" for g in growth)
        lines.append(f"| `{name}` | {cells} | {shown} |")
        print(lines[-1], file=sys.stderr)
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="also write docs/hostile.md")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--ten-mb", action="store_true",
        help="only the 10 MB table of issue 10's texts (time and peak memory per process)",
    )
    args = parser.parse_args()
    if args.ten_mb:
        print("| text | mode | parse time (wall) | parse time (CPU) | peak memory | result |")
        print("|---|---|---:|---:|---:|---|")
        print("\n".join(ten_mb_rows()))
        return
    result = table(args.repeats)
    print(result)
    if args.write:
        # The 10 MB section above the growth table is kept (written by hand from --ten-mb).
        path = ROOT / "docs" / "hostile.md"
        marker = "## Growth by size\n\n"
        kept = path.read_text(encoding="utf-8").partition(marker)[0] if path.exists() else ""
        header = (
            (kept + marker if kept else "# Hostile inputs: parse time by size\n\n")
            + "`python bench/hostile.py --write` (best of "
            f"{args.repeats}, `toolcalls.parse` with every first-party format, Python "
            f"{platform.python_version()}). Each input is built to 25k, 100k and 400k "
            "characters; linear parsing grows by about 4 per 4x (a quadratic one would show "
            "16). The same inputs, at their full hostile sizes, are parsed by "
            "tests/test_hostile.py without timers.\n\n"
        )
        path.write_text(header + result, encoding="utf-8")


if __name__ == "__main__":
    main()
