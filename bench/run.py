"""`make bench`: toolcalls against the floors, NVIDIA NeMo AutoModel's parser and vLLM's and
SGLang's tool parsers, in one run.

Writes bench/RESULTS.md (Markdown, committed) and bench/results.json (git-ignored). See
bench/README.md for what is measured and how; docs/performance.md for what the numbers mean.

    python bench/run.py             # the full run (several minutes on 2 cores)
    python bench/run.py --quick     # fewer repeats, for a smoke test
    python bench/run.py --no-nemo   # without the NeMo column (no download)
    python bench/run.py --no-peers  # without vLLM and SGLang (no download)
    python bench/run.py --no-ray    # the eval throughput without the Ray recipe
    python bench/run.py --only streaming,formats   # some sections only
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import importlib.util
import json
import os
import platform
import subprocess
import sys
import tempfile
import timeit
import zipfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import orjson

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import eval_throughput  # noqa: E402  (bench/eval_throughput.py)
import inputs  # noqa: E402  (bench/inputs.py, next to this file)
import peer_bench  # noqa: E402  (bench/peer_bench.py)
import peers  # noqa: E402  (bench/peers.py)

import toolcalls  # noqa: E402

CACHE = HERE / ".cache"
NEMO_VERSION = "0.7.0"
NEMO_MEMBER = "nemo_automodel/components/eval/tool_call_parser.py"
ABSENT = "\x00"  # the one-pass floor: str.find of a character the text does not hold

FIRST_PARTY = (
    "toolcalls_hermes",
    "toolcalls_bracket",
    "toolcalls_mistral",
    "toolcalls_llama",
    "toolcalls_xml_invoke",
    "toolcalls_harmony",
    "toolcalls_openai_json",
    "toolcalls_python_call",
)

#: The issue's table: input -> (bar, goal), each (reference, factor): toolcalls must take at
#: most factor x reference, the reference being NeMo's time or the floor, measured in this run.
TARGETS: dict[str, tuple[tuple[str, float], tuple[str, float]]] = {
    "a": (("nemo", 0.5), ("nemo", 0.3)),
    "b": (("nemo", 0.3), ("floor", 2.5)),
    "f": (("floor", 20.0), ("floor", 10.0)),
    "g": (("nemo", 0.2), ("nemo", 0.1)),
    "i": (("nemo", 0.2), ("nemo", 0.05)),
    "h": (("floor", 3.0), ("floor", 2.0)),
}

#: Issue 9's bar: with the three formats of engine v2 installed beside the first eight, inputs a
#: to i within 10% of the ratios of the first round's bench/RESULTS.md (3ad313c, commit
#: ce36960): input -> (toolcalls / floor, toolcalls / NeMo) then.
FIRST_ROUND = {
    "a": (11.55, 0.91), "b": (3.00, 0.34), "f": (7.10, 0.001), "g": (2.44, 0.050),
    "i": (407.78, 0.069), "h": (11.38, 0.77),
}
ISSUE9_FORMATS = (*peer_bench.FIRST_EIGHT, "qwen3_coder", "glm4", "seed_oss")


# --- timing ----------------------------------------------------------------------------------


class Timer:
    """timeit-style: autorange calibrates the loop count (>= 0.2 s per loop), then the best of
    ``repeats`` loops is the time of one call, in microseconds."""

    def __init__(self, repeats: int) -> None:
        self.repeats = repeats

    def us(self, fn: Callable[[], object], repeats: int | None = None) -> float:
        timer = timeit.Timer(fn)
        number, _ = timer.autorange()
        best = min(timer.repeat(repeats or self.repeats, number))
        return best / number * 1e6


def swallow(fn: Callable[[str], object], text: str) -> Callable[[], object]:
    """A call of fn(text) that counts a ToolCallError as a result (hostile inputs raise)."""

    def call() -> object:
        try:
            return fn(text)
        except toolcalls.ToolCallError as exc:
            return exc

    return call


# --- the peer: NeMo AutoModel's parser, one module of its wheel ----------------------------


def load_nemo() -> tuple[ModuleType | None, str]:
    """Download the wheel (once, into bench/.cache), unzip the one module, import it by path."""
    CACHE.mkdir(exist_ok=True)
    module_path = CACHE / "nemo_tool_call_parser.py"
    wheels = sorted(CACHE.glob(f"nemo_automodel-{NEMO_VERSION}-*.whl"))
    if not wheels:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--disable-pip-version-check",
               "-q", f"nemo-automodel=={NEMO_VERSION}", "-d", str(CACHE)]
        try:
            subprocess.run(cmd, check=True, capture_output=True, text=True, timeout=300)
        except (subprocess.SubprocessError, OSError) as exc:
            detail = getattr(exc, "stderr", "") or str(exc)
            return None, f"pip download of nemo-automodel=={NEMO_VERSION} failed: " + (
                detail.strip().splitlines() or ["?"])[-1]
        wheels = sorted(CACHE.glob(f"nemo_automodel-{NEMO_VERSION}-*.whl"))
        if not wheels:
            return None, "pip download produced no nemo-automodel wheel"
    with zipfile.ZipFile(wheels[0]) as wheel:
        module_path.write_bytes(wheel.read(NEMO_MEMBER))
    spec = importlib.util.spec_from_file_location("nemo_tool_call_parser", module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module, f"nemo-automodel {NEMO_VERSION}, {NEMO_MEMBER} (`parse_tool_calls`)"


# --- floors ------------------------------------------------------------------------------------


def floor_fn(case: inputs.Case) -> tuple[str, Callable[[], object]]:
    """What any parser must do: decode the JSON payloads, or else one pass over the text."""
    text = case.text
    assert ABSENT not in text
    if not case.payloads:
        return "one pass", lambda: text.find(ABSENT)
    payloads, inner, scan = case.payloads, case.inner, case.scan
    loads = orjson.loads

    def decode() -> object:
        if scan:
            text.find(ABSENT)
        for payload in payloads:
            loads(payload)
        for arguments in inner:
            loads(arguments)
        return None

    what = "orjson" if not inner else "orjson (message + arguments strings)"
    return ("one pass + " + what if scan else what), decode


# --- sections ----------------------------------------------------------------------------------


def check(case: inputs.Case) -> None:
    found = toolcalls.parse_tool_calls(case.text)
    if len(found) != case.calls:
        raise SystemExit(f"bench input {case.key}: toolcalls found {len(found)} calls, "
                         f"expected {case.calls}")


def main_table(timer: Timer, nemo: ModuleType | None) -> list[dict[str, Any]]:
    rows = []
    for case in inputs.main_cases() + inputs.other_formats():
        check(case)
        text = case.text
        floor_kind, floor = floor_fn(case)
        row: dict[str, Any] = {
            "key": case.key,
            "title": case.title,
            "chars": len(text),
            "calls": case.calls,
            "toolcalls_us": timer.us(lambda t=text: toolcalls.parse_tool_calls(t)),
            "floor_kind": floor_kind,
            "floor_us": timer.us(floor),
        }
        if case.key in FIRST_ROUND:
            eleven = toolcalls.Parser(formats=ISSUE9_FORMATS)
            row["eleven_us"] = timer.us(lambda t=text, p=eleven: p.parse_tool_calls(t))
        if nemo is not None:
            row["nemo_us"] = timer.us(lambda t=text: nemo.parse_tool_calls(t))
            row["nemo_calls"] = len(nemo.parse_tool_calls(text))
        rows.append(row)
        print(f"  {case.key:10} toolcalls {row['toolcalls_us']:10.1f} us   floor "
              f"{row['floor_us']:8.2f} us   NeMo {row.get('nemo_us', float('nan')):10.1f} us",
              flush=True)
    for row in rows:
        _judge(row)
    return rows


def _judge(row: dict[str, Any]) -> None:
    row["vs_floor"] = row["toolcalls_us"] / row["floor_us"]
    if "nemo_us" in row:
        row["vs_nemo"] = row["toolcalls_us"] / row["nemo_us"]
    targets = TARGETS.get(row["key"])
    if targets is None:
        return
    for label, (ref, factor) in zip(("bar", "goal"), targets, strict=True):
        ratio = row.get("vs_" + ref)
        row[label] = f"{factor:g}x {'NeMo' if ref == 'nemo' else row['floor_kind']}"
        row[label + "_met"] = None if ratio is None else ratio <= factor


def scaling(timer: Timer, nemo: ModuleType | None) -> list[dict[str, Any]]:
    rows = []
    for size in (10 * inputs.KB, 100 * inputs.KB, inputs.MB, 4 * inputs.MB):
        case = inputs.case_g(size)
        check(case)
        text = case.text
        row: dict[str, Any] = {
            "chars": len(text),
            "toolcalls_us": timer.us(lambda t=text: toolcalls.parse_tool_calls(t)),
            "one_pass_us": timer.us(lambda t=text: t.find(ABSENT)),
        }
        if nemo is not None:
            row["nemo_us"] = timer.us(lambda t=text: nemo.parse_tool_calls(t))
        row["toolcalls_us_per_mb"] = row["toolcalls_us"] / len(text) * inputs.MB
        rows.append(row)
        print(f"  {len(text):>9} chars  toolcalls {row['toolcalls_us']:10.1f} us", flush=True)
    return rows


def hostile(timer: Timer, nemo: ModuleType | None) -> list[dict[str, Any]]:
    rows = []
    for key, description, n, build in inputs.hostile_cases():
        small, large = build(n), build(4 * n)
        t1 = timer.us(swallow(toolcalls.parse_tool_calls, small), repeats=3)
        t4 = timer.us(swallow(toolcalls.parse_tool_calls, large), repeats=3)
        row: dict[str, Any] = {
            "key": key, "description": description, "n": n,
            "chars_n": len(small), "chars_4n": len(large),
            "toolcalls_us_n": t1, "toolcalls_us_4n": t4, "growth": t4 / t1,
        }
        if nemo is not None:
            row.update(_peer_growth(nemo, build, n))
        rows.append(row)
        print(f"  {key:16} n: {t1:10.1f} us   4n: {t4:10.1f} us   x{t4 / t1:.1f}", flush=True)
    return rows


def _peer_growth(nemo: ModuleType, build: Callable[[int], str], n: int) -> dict[str, Any]:
    """NeMo at a smaller size m and at 4m (it is quadratic on some of these)."""
    m = n if n < 10_000 else n // 50
    times = []
    for size in (m, 4 * m):
        text = build(size)
        best = float("inf")
        for _ in range(3):  # best of 3 when a call is short, one call when it is long
            began = timeit.default_timer()
            nemo.parse_tool_calls(text)
            best = min(best, (timeit.default_timer() - began) * 1e6)
            if best > 1e5:
                break
        times.append(best)
        if best > 2e6:
            break
    row: dict[str, Any] = {"nemo_m": m, "nemo_us_m": times[0]}
    if len(times) == 2:
        row["nemo_us_4m"] = times[1]
        row["nemo_growth"] = times[1] / times[0]
    return row


class _FixtureCopy:
    """The third-party fixture plugin under another format id (for the plugin-count test)."""

    def __init__(self, module: ModuleType, format_id: str) -> None:
        self._module = module
        self._id = format_id

    @toolcalls.hookimpl
    def toolcalls_format(self) -> toolcalls.FormatSpec:
        return dataclasses.replace(self._module.toolcalls_format(), id=self._id)

    @toolcalls.hookimpl
    def toolcalls_detect(self, text: str, start: int) -> int:
        return int(self._module.toolcalls_detect(text, start))

    @toolcalls.hookimpl
    def toolcalls_extract(self, text: str, start: int) -> toolcalls.Extraction:
        result: toolcalls.Extraction = self._module.toolcalls_extract(text, start)
        return result


def plugin_count(timer: Timer) -> list[dict[str, Any]]:
    first_party = [(name, importlib.import_module(name)) for name in FIRST_PARTY]
    fixture = importlib.import_module("toolcalls_fixture_percent")
    copies = [(f"percent_copy{i}", _FixtureCopy(fixture, f"percent_copy{i}")) for i in range(8)]
    parsers = {
        8: toolcalls.Parser(toolcalls.Registry.from_plugins(first_party)),
        16: toolcalls.Parser(toolcalls.Registry.from_plugins(first_party + copies)),
    }
    rows = []
    for case in (inputs.case_f(), inputs.case_i()):
        text = case.text
        row: dict[str, Any] = {"key": case.key, "chars": len(text)}
        for count, parser in parsers.items():
            assert parser.parse_tool_calls(text) == []
            row[f"us_{count}"] = timer.us(lambda p=parser, t=text: p.parse_tool_calls(t))
        row["growth"] = row["us_16"] / row["us_8"]
        rows.append(row)
        print(f"  {case.key}: 8 plugins {row['us_8']:.1f} us, 16 plugins {row['us_16']:.1f} us",
              flush=True)
    return rows


def cold_start(runs: int) -> list[dict[str, Any]]:
    """Each command in a new interpreter, best of ``runs``, against ``python -c pass``: the
    import, the first parse (plugin discovery), and ``toolcalls parse FILE`` end to end on a
    tiny file (the console script's work: arguments, import, discovery, parse, JSON out)."""
    rows = []
    base = None
    # As after a pip install: the bytecode is compiled once (into a scratch cache, so the
    # source tree stays clean), not on every start as PYTHONDONTWRITEBYTECODE would have it.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as cache:
        tiny = Path(cache) / "tiny.txt"
        tiny.write_text('<tool_call>{"name": "f", "arguments": {"q": 1}}</tool_call>\n')
        commands: tuple[tuple[str, list[str]], ...] = (
            ("python -c pass", [sys.executable, "-c", "pass"]),
            ("import toolcalls", [sys.executable, "-c", "import toolcalls"]),
            ("import + first parse (discovery)",
             [sys.executable, "-c", "import toolcalls; toolcalls.parse_tool_calls('x')"]),
            ("toolcalls parse FILE (end to end)",
             [sys.executable, "-m", "toolcalls", "parse", "--compact", str(tiny)]),
        )
        env["PYTHONPYCACHEPREFIX"] = cache
        for _, argv in commands[2:]:
            subprocess.run(argv, check=True, env=env, capture_output=True)
        for label, argv in commands:
            best = float("inf")
            for _ in range(runs):
                began = timeit.default_timer()
                subprocess.run(argv, check=True, env=env, capture_output=True)
                best = min(best, timeit.default_timer() - began)
            ms = best * 1e3
            base = ms if base is None else base
            rows.append({"what": label, "ms": ms, "added_ms": ms - base, "ratio": ms / base})
            print(f"  {label:34} {ms:7.1f} ms  ({ms / base:.1f}x python -c pass)", flush=True)
    return rows


def eval_section(lines: int, ray: bool) -> dict[str, Any]:
    """`toolcalls eval` throughput (bench/eval_throughput.py): one process, --jobs 2, Parquet
    with one process, and the Ray recipe of docs/scale.md, on one generated dataset."""
    note = ""
    if ray:
        try:
            importlib.import_module("ray")
        except ImportError:
            ray, note = False, "Ray is not installed (requirements-dev.txt); no Ray row"
    else:
        note = "no Ray row (--no-ray)"
    try:
        importlib.import_module("pyarrow")
        parquet = True
    except ImportError:
        parquet, note = False, (note + "; " if note else "") + "pyarrow is not installed"
    result = eval_throughput.throughput(lines, [1, 2], parquet=parquet, ray=ray)
    result["note"] = note
    return result


def machine() -> dict[str, Any]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        cpu = platform.processor() or "unknown"
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        usable = os.cpu_count() or 0
    try:
        commit = subprocess.run(["git", "-C", str(HERE), "describe", "--always", "--dirty"],
                                capture_output=True, text=True, check=True).stdout.strip()
    except (subprocess.SubprocessError, OSError):
        commit = "unknown"
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "usable_cores": usable,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "orjson": orjson.__version__,
        "toolcalls": toolcalls.__version__,
        "core": _core(),
        "commit": commit,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "load_average": _load(),
    }


def _core() -> str:
    """How the core runs: compiled by ``make`` (core/build_native.py), or pure Python."""
    import toolcalls.engine  # noqa: PLC0415
    import toolcalls.tools  # noqa: F401, PLC0415 - imported on a first parse with tools
    from toolcalls import _native  # noqa: PLC0415
    from toolcalls.toolkit import chars  # noqa: PLC0415

    compiled = _native.compiled()
    mypyc = [name for name in compiled if name != "toolcalls._scan"]
    scan = (", the C searches " + ("vectorized" if chars.SIMD else "without SIMD")
            if "toolcalls._scan" in compiled else ", no C searches")
    return f"compiled ({len(mypyc)} modules, mypyc{scan})" if compiled else "pure Python"


def _load() -> float | None:
    """The 1-minute load average (a busy machine makes every time noisier)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


# --- report ----------------------------------------------------------------------------------


def _us(value: float | None) -> str:
    if value is None:
        return "-"
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def _x(value: float | None) -> str:
    return "-" if value is None else (f"{value:.3f}x" if value < 0.1 else f"{value:.2f}x")


def _verdict(row: dict[str, Any]) -> str:
    if "goal" not in row:
        return ""
    if row["goal_met"] is None or row["bar_met"] is None:
        return "not judged (no NeMo)"
    if row["goal_met"]:
        return "**goal met**"
    return "bar met, goal missed" if row["bar_met"] else "**bar missed**"


def report(results: dict[str, Any]) -> str:
    m = results["machine"]
    lines = [
        "# toolcalls benchmark",
        "",
        "Written by `make bench` (bench/run.py); the raw numbers are in bench/results.json. "
        "Times are the best of several timeit loops (autorange calibration), in microseconds "
        "per call; every ratio is computed within this one run. bench/README.md says what each "
        "column means, docs/performance.md what the numbers say.",
        "",
        f"Machine: {m['cpu']}, {m['cores']} cores ({m['usable_cores']} usable); "
        f"{m['implementation']} {m['python']} on {m['platform']}; orjson {m['orjson']}; "
        f"toolcalls {m['toolcalls']} at {m['commit']}, core {m.get('core', 'pure Python')}; "
        f"{m['date']}; 1-minute load average "
        f"{m['load_average']} at the start and {results.get('load_at_end')} at the end.",
        "",
        f"Peers: NeMo: {results['nemo']}. vLLM and SGLang: {results.get('peers', '-')}.",
        "",
        f"Sections run: {', '.join(results.get('sections', []))}.",
        "",
    ]
    if "main" in results:
        lines += _main_report(results)
    if "scaling" in results:
        lines += _scaling_report(results)
    if "hostile" in results:
        lines += _hostile_report(results)
    if "plugins" in results:
        lines += _plugins_report(results)
    if "cold" in results:
        lines += _cold_report(results)
    if "eval" in results:
        lines += _eval_report(results)
    for name in ("formats", "formats_hostile", "streaming", "plugins_all"):
        if name in results:
            lines += getattr(peer_bench, name + "_report")(results)
    lines.append("")
    return "\n".join(lines)


def _main_report(results: dict[str, Any]) -> list[str]:
    lines = [
        "## The issue's table",
        "",
        "| input | chars | toolcalls us | NeMo us | floor | floor us | toolcalls / floor "
        "| toolcalls / NeMo | bar | goal | verdict |",
        "|---|---:|---:|---:|---|---:|---:|---:|---|---|---|",
    ]
    main = [r for r in results["main"] if r["key"] in TARGETS]
    others = [r for r in results["main"] if r["key"] not in TARGETS]
    for r in main:
        lines.append(
            f"| {r['key']}: {r['title']} | {r['chars']:,} | {_us(r['toolcalls_us'])} | "
            f"{_us(r.get('nemo_us'))} | {r['floor_kind']} | {_us(r['floor_us'])} | "
            f"{_x(r['vs_floor'])} | {_x(r.get('vs_nemo'))} | {r['bar']} | {r['goal']} | "
            f"{_verdict(r)} |"
        )
    met = sum(1 for r in main if r.get("goal_met"))
    lines += ["", f"Goals met: {met} of {len(main)}.", ""]
    lines += _issue9_report(main)
    lines += [
        "## Other formats",
        "",
        "Each input is a short sentence and two calls. `NeMo calls` is how many calls NeMo's "
        "parser returned (2 is right; it does not know every format).",
        "",
        "| input | chars | toolcalls us | NeMo us | NeMo calls | floor | floor us "
        "| toolcalls / floor | toolcalls / NeMo |",
        "|---|---:|---:|---:|---:|---|---:|---:|---:|",
    ]
    for r in others:
        lines.append(
            f"| {r['title']} | {r['chars']:,} | {_us(r['toolcalls_us'])} | "
            f"{_us(r.get('nemo_us'))} | {r.get('nemo_calls', '-')} | {r['floor_kind']} | "
            f"{_us(r['floor_us'])} | {_x(r['vs_floor'])} | {_x(r.get('vs_nemo'))} |"
        )
    return lines


def _issue9_report(main: list[dict[str, Any]]) -> list[str]:
    """Issue 9's bar: the first round's ratios, with the eleven formats of issue 9 and with
    every installed format, each ratio against the floor and NeMo timed in this run."""
    lines = [
        "## Issue 9: the first round's ratios (3ad313c), within 10%",
        "",
        "`eleven`: `Parser(formats=[the first eight, qwen3_coder, glm4, seed_oss])`, the "
        "selection issue 9 names; `all`: every installed format (the table above). A ratio "
        "holds when it is at most 1.1 x the first round's.",
        "",
        "| input | then / floor | eleven / floor | all / floor | then / NeMo | eleven / NeMo "
        "| all / NeMo | verdict (eleven) |",
        "|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in main:
        then = FIRST_ROUND.get(r["key"])
        if then is None or "eleven_us" not in r:
            continue
        floor_then, nemo_then = then
        eleven_floor = r["eleven_us"] / r["floor_us"]
        eleven_nemo = r["eleven_us"] / r["nemo_us"] if "nemo_us" in r else None
        held = eleven_floor <= 1.1 * floor_then and (
            eleven_nemo is None or eleven_nemo <= 1.1 * nemo_then)
        lines.append(
            f"| {r['key']} | {_x(floor_then)} | {_x(eleven_floor)} | {_x(r['vs_floor'])} | "
            f"{_x(nemo_then)} | {_x(eleven_nemo)} | {_x(r.get('vs_nemo'))} | "
            f"{'held' if held else '**missed**'} |"
        )
    return [*lines, ""]


def _scaling_report(results: dict[str, Any]) -> list[str]:
    lines = [
        "",
        "## Scaling: prose with one Hermes call at the end",
        "",
        "| chars | toolcalls us | us per MB | NeMo us | one pass us | toolcalls / NeMo "
        "| toolcalls / one pass |",
        "|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results["scaling"]:
        nemo_us = r.get("nemo_us")
        lines.append(
            f"| {r['chars']:,} | {_us(r['toolcalls_us'])} | {_us(r['toolcalls_us_per_mb'])} | "
            f"{_us(nemo_us)} | {_us(r['one_pass_us'])} | "
            f"{_x(r['toolcalls_us'] / nemo_us if nemo_us else None)} | "
            f"{_x(r['toolcalls_us'] / r['one_pass_us'])} |"
        )
    return lines


def _hostile_report(results: dict[str, Any]) -> list[str]:
    lines = [
        "",
        "## Hostile inputs at n and 4n",
        "",
        "Linear means a growth near 4 (more than 4 is the cost of larger memory, less is fixed "
        "costs). NeMo is timed at a smaller size m and 4m (best of 3 short calls; it is "
        "quadratic on some, and would take minutes at n).",
        "",
        "| input | n | chars at n | toolcalls us at n | at 4n | growth | NeMo m | NeMo us at m "
        "| at 4m | NeMo growth |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results["hostile"]:
        lines.append(
            f"| {r['description']} | {r['n']:,} | {r['chars_n']:,} | "
            f"{_us(r['toolcalls_us_n'])} | {_us(r['toolcalls_us_4n'])} | {r['growth']:.1f} | "
            f"{r.get('nemo_m', '-')} | {_us(r.get('nemo_us_m'))} | "
            f"{_us(r.get('nemo_us_4m')) if 'nemo_us_m' in r else '-'} | "
            f"{format(r['nemo_growth'], '.1f') if 'nemo_growth' in r else '-'} |"
        )
    return lines


def _plugins_report(results: dict[str, Any]) -> list[str]:
    lines = [
        "",
        "## Plugin count: 8 first-party plugins, then 8 more (copies of the fixture plugin)",
        "",
        "| input | chars | 8 plugins us | 16 plugins us | 16 / 8 |",
        "|---|---:|---:|---:|---:|",
    ]
    for r in results["plugins"]:
        lines.append(
            f"| {r['key']} | {r['chars']:,} | {_us(r['us_8'])} | {_us(r['us_16'])} | "
            f"{r['growth']:.2f}x |"
        )
    return lines


def _cold_report(results: dict[str, Any]) -> list[str]:
    lines = [
        "",
        f"## Cold start (best of {results['cold_runs']} runs, each a new interpreter, bytecode "
        "compiled once as a pip install does)",
        "",
        "| command | ms | added to `python -c pass` | x `python -c pass` |",
        "|---|---:|---:|---:|",
    ]
    for r in results["cold"]:
        lines.append(f"| `{r['what']}` | {r['ms']:.1f} | {r['added_ms']:+.1f} | "
                     f"{r['ms'] / results['cold'][0]['ms']:.1f} |")
    return lines


def _eval_report(results: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    ev = results.get("eval")
    if ev is not None:
        lines += [
            "",
            f"## Eval throughput ({ev['lines']:,} generated lines, {ev['mb']:.1f} MB)",
            "",
            "`toolcalls eval FILE --json` in a subprocess (wall time includes interpreter start "
            "and plugin loading) with one process and `--jobs 2`, on the JSON Lines file and "
            "the same rows as Parquet, then the Ray recipe of docs/scale.md on the JSON Lines "
            "file (a local `ray.init(num_cpus=2)`, warm workers; the cluster start is not in "
            "the wall time). bench/eval_throughput.py says how each is measured.",
            "",
            *eval_throughput.markdown(ev),
        ]
        starts = [r["start"] for r in ev["rows"] if r["how"] == "ray"]
        if starts:
            lines += ["", f"Ray cluster start (once): {starts[0]:.1f} s."]
        if ev.get("note"):
            lines += ["", f"Note: {ev['note']}."]
    return lines


SECTIONS = ("main", "scaling", "hostile", "plugins", "cold", "eval", "formats",
            "formats_hostile", "streaming", "plugins_all")


def load_peers(skip: bool) -> tuple[bool, str]:
    """vLLM's and SGLang's parsers from their wheels (bench/peers.py): (usable, note)."""
    if skip:
        return False, "not measured (--no-peers)"
    failure = peers.fetch()
    if failure is not None:
        print(f"bench: running without vLLM and SGLang: {failure}", file=sys.stderr)
        return False, f"none: {failure}"
    peers.install()
    v = peers.versions()
    return True, (f"vllm {v['vllm']} (`vllm/tool_parsers/`, and `vllm/parser/` for its engine "
                  f"parsers) and sglang {v['sglang']} (`sglang/srt/function_call/`), from their "
                  f"wheels, with regex {v['regex']} and partial-json-parser "
                  f"{v['partial-json-parser']}; the serving stack stubbed (bench/peer_stubs.py)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats (a smoke test)")
    parser.add_argument("--no-nemo", action="store_true", help="skip the NeMo peer")
    parser.add_argument("--no-peers", action="store_true", help="skip vLLM and SGLang")
    parser.add_argument("--no-ray", action="store_true", help="skip the Ray eval recipe")
    parser.add_argument("--only", default=",".join(SECTIONS),
                        help="comma-separated sections to run: " + ", ".join(SECTIONS))
    parser.add_argument("--markdown", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--json", type=Path, default=HERE / "results.json")
    args = parser.parse_args()

    only = [name.strip() for name in args.only.split(",") if name.strip()]
    unknown = sorted(set(only) - set(SECTIONS))
    if unknown:
        parser.error(f"unknown section(s): {', '.join(unknown)}")
    timer = Timer(repeats=2 if args.quick else 5)
    cold_runs = 3 if args.quick else 10
    wants_nemo = {"main", "scaling", "hostile"} & set(only)
    nemo, nemo_note = (None, "not measured (--no-nemo)") if args.no_nemo or not wants_nemo \
        else load_nemo()
    if nemo is None and wants_nemo:
        print(f"bench: running without the NeMo column: {nemo_note}", file=sys.stderr)
        nemo_note = f"none: {nemo_note}; ratios against NeMo are not judged"
    wants_peers = {"formats", "streaming"} & set(only)
    with_peers, peers_note = load_peers(args.no_peers or not wants_peers)
    toolcalls.parse_tool_calls("warm up: plugin discovery happens on the first parse")

    results: dict[str, Any] = {"machine": machine(), "nemo": nemo_note, "peers": peers_note,
                               "cold_runs": cold_runs, "sections": only,
                               "peer_deadline": peer_bench.PEER_DEADLINE}
    steps: dict[str, Callable[[], Any]] = {
        "main": lambda: main_table(timer, nemo),
        "scaling": lambda: scaling(timer, nemo),
        "hostile": lambda: hostile(timer, nemo),
        "plugins": lambda: plugin_count(timer),
        "cold": lambda: cold_start(cold_runs),
        "eval": lambda: eval_section(20_000 if args.quick else 100_000, not args.no_ray),
        "formats": lambda: peer_bench.formats_table(with_peers),
        "formats_hostile": lambda: peer_bench.formats_hostile(
            2_000 if args.quick else 4_000, 1 if args.quick else 2),
        "streaming": lambda: peer_bench.streaming(with_peers, 1 if args.quick else 3),
        "plugins_all": lambda: peer_bench.plugins_all(timer.us),
    }
    for name in SECTIONS:
        if name in only:
            print(f"{name}:", flush=True)
            results[name] = steps[name]()

    results["load_at_end"] = _load()
    args.json.write_text(json.dumps(results, indent=2) + "\n")
    args.markdown.write_text(report(results))
    print(f"wrote {args.markdown} and {args.json}")


if __name__ == "__main__":
    main()
