"""The compiled core against the pure Python, on the same inputs, in alternating processes.

    python bench/native_ab.py              # 4 rounds: compiled, pure, compiled, pure, ...
    python bench/native_ab.py --rounds 8   # more rounds: steadier minima on a busy machine

Each round runs two fresh interpreters, one on the compiled core as ``make`` builds it and one
with ``TOOLCALLS_PURE=1`` (the sources), each timing issue 9's inputs a, b, h and i (every
format installed) and the first example of some families alone with tools, as the bench's
per-format table does. A time is the best of seven timeit loops; the table keeps each side's
best over the rounds, so that a slow moment of this shared machine hurts neither side. Needs a
compiled build (``make test`` or ``python core/build_native.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import timeit
from collections.abc import Callable
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
FAMILIES = ("qwen3_coder", "glm4", "kimi_k2", "deepseek_v31", "command_r", "gemma4", "step3")


def _best(function: Callable[[], object]) -> float:
    number = max(1, int(0.05 / min(timeit.repeat(function, number=1, repeat=3))))
    return min(timeit.repeat(function, number=number, repeat=7)) / number * 1e6


def child() -> dict[str, float]:
    sys.path.insert(0, str(HERE))
    import inputs  # noqa: PLC0415
    import peer_bench  # noqa: PLC0415

    import toolcalls  # noqa: PLC0415

    times: dict[str, float] = {}
    for case in inputs.main_cases():
        if case.key in "abhi":
            times[case.key] = _best(partial(toolcalls.parse_tool_calls, case.text))
    registry = toolcalls.default_registry()
    for fid in FAMILIES:
        if fid not in registry.ids:
            continue
        text = registry.get(fid).spec.examples[0]
        tools = peer_bench.tools_of(toolcalls.parse_tool_calls(text))
        alone = toolcalls.Parser(formats=[fid])
        times[fid] = _best(partial(alone.parse_tool_calls, text, tools=tools))
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child()))
        return 0
    check = subprocess.run([sys.executable, "-m", "toolcalls", "--version"],
                           capture_output=True, text=True, check=True).stdout
    if "compiled" not in check:
        print("native_ab: the core runs as pure Python here: build it first (make test, or "
              "python core/build_native.py)", file=sys.stderr)
        return 1
    best: dict[str, dict[str, float]] = {"compiled": {}, "pure": {}}
    for _ in range(args.rounds):
        for side in ("compiled", "pure"):
            env = {k: v for k, v in os.environ.items() if k != "TOOLCALLS_PURE"}
            if side == "pure":
                env["TOOLCALLS_PURE"] = "1"
            out = subprocess.run([sys.executable, __file__, "--child"], env=env,
                                 capture_output=True, text=True, check=True).stdout
            for key, us in json.loads(out).items():
                best[side][key] = min(us, best[side].get(key, us))
    print("| input | compiled us | pure us | pure / compiled |")
    print("|---|---:|---:|---:|")
    for key, us in best["compiled"].items():
        pure = best["pure"][key]
        print(f"| {key} | {us:.2f} | {pure:.2f} | {pure / us:.2f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
