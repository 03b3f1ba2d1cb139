"""The work of one parse, counted in Python opcodes: a measure that does not move with the load.

    python bench/opcodes.py                    # the issue's inputs and every format's example
    python bench/opcodes.py qwen3_coder glm4   # some formats, with a profile of the first
    python bench/opcodes.py --input i          # one of the issue's inputs, with its profile
    python bench/opcodes.py --every            # each format's example with every format installed

A timing on this shared 2-core machine moves by 10 to 30 % between runs; the opcodes the
interpreter executes for one parse (``sys.settrace`` with ``f_trace_opcodes``) do not. Time
spent inside C (a regex, ``str.find``, ``orjson``) counts as one opcode, the call: this tells
what changed in the Python code, not what a scan over a long text costs (``bench/run.py`` and
``bench/breakdown.py`` time those). The issue's inputs are parsed with issue 9's eleven formats;
a format's example alone (``Parser(formats=[id])``), with and without tools typed from its
calls, as the bench's per-format table does. Compiled code runs no Python opcodes: this counts
the pure Python (it sets ``TOOLCALLS_PURE=1``, which imports the sources of a compiled core).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
os.environ["TOOLCALLS_PURE"] = "1"  # before toolcalls is imported: the sources, not the build

import inputs
import peer_bench

import toolcalls

#: Issue 9's selection (as bench/run.py names it): the first eight formats and its three.
ISSUE9_FORMATS = (*peer_bench.FIRST_EIGHT, "qwen3_coder", "glm4", "seed_oss")


def count(fn: Callable[[], object], warm: int = 3) -> tuple[int, Counter[str]]:
    """Opcodes executed by ``fn()`` (after ``warm`` calls, so caches are filled), and per
    function (``path:line name``)."""
    for _ in range(warm):
        fn()
    per: Counter[str] = Counter()

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        if event == "opcode":
            code = frame.f_code
            per[f"{code.co_filename.split('/src/')[-1]}:{code.co_firstlineno} {code.co_name}"] += 1
        return tracer

    sys.settrace(tracer)
    try:
        fn()
    finally:
        sys.settrace(None)
    return sum(per.values()), per


def _profile(per: Counter[str], top: int = 15) -> None:
    for where, n in per.most_common(top):
        print(f"    {n:7d}  {where}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("formats", nargs="*", help="format ids (default: every format)")
    parser.add_argument("--input", help="one of the issue's inputs (a, b, f, g, h, i)")
    parser.add_argument("--every", action="store_true",
                        help="parse each example with the default parser (every format "
                             "installed) instead of its format alone")
    args = parser.parse_args()
    if args.input:
        case = getattr(inputs, f"case_{args.input}")()
        eleven = toolcalls.Parser(formats=ISSUE9_FORMATS)
        total, per = count(lambda: eleven.parse_tool_calls(case.text))
        print(f"{args.input}: {total} opcodes")
        _profile(per)
        return
    if not args.formats:
        eleven = toolcalls.Parser(formats=ISSUE9_FORMATS)
        for key in "abfghi":
            case = getattr(inputs, f"case_{key}")()
            total, _ = count(lambda c=case: eleven.parse_tool_calls(c.text))
            print(f"{key:18} {total:8d}")
    registry = toolcalls.default_registry()
    for index, fid in enumerate(args.formats or peer_bench.new_formats()):
        text = registry.get(fid).spec.examples[0]
        tools = peer_bench.tools_of(toolcalls.parse_tool_calls(text))
        alone = toolcalls.Parser() if args.every else toolcalls.Parser(formats=[fid])
        with_tools, per = count(lambda p=alone, t=text, s=tools: p.parse_tool_calls(t, tools=s))
        without, _ = count(lambda p=alone, t=text: p.parse_tool_calls(t))
        print(f"{fid:18} {with_tools:8d} with tools {without:8d} without")
        if args.formats and index == 0:
            _profile(per)


if __name__ == "__main__":
    main()
