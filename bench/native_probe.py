"""What a mypyc-compiled core would give: a measurement, not a build of the library.

    python bench/native_probe.py                 # compile a copy, time it against the peers
    python bench/native_probe.py --keep DIR      # ... and keep the compiled copy in DIR

The core's hot modules are plain, fully typed Python, which mypyc (part of mypy, a development
dependency) compiles to C extensions. This script copies ``core/src/toolcalls`` to a temporary
directory, compiles the modules of ``MODULES`` there (a C compiler is needed), and runs the
bench's per-format table (``bench/run.py --only formats``) with that copy first on the path:
each format alone against vLLM's and SGLang's parsers, as ``make bench`` does for the pure
Python. Nothing in the repository changes; the installed toolcalls stays pure Python.

What holds the compiled build back from being the library's (docs/performance.md, "A compiled
core, measured"): compiled code enforces its annotations at run time and boxes tuples anew, and
the test suite does not pass on it yet.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: The modules compiled: the path of every parse (``types`` stays interpreted: plugins build
#: its classes, and the registry reports a bad ``FormatSpec`` itself).
MODULES = (
    "engine", "prefilter", "tools",
    "toolkit/json", "toolkit/keyvalue", "toolkit/nameargs", "toolkit/scan", "toolkit/sections",
    "toolkit/shapes", "toolkit/spans", "toolkit/stops", "toolkit/tagged", "toolkit/tries",
    "toolkit/values", "toolkit/xml", "toolkit/xmlparams",
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="keep the compiled copy in this directory")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="toolcalls-native-")) if args.keep is None else args.keep
    try:
        shutil.copytree(ROOT / "core" / "src" / "toolcalls", work / "toolcalls",
                        dirs_exist_ok=True)
        sources = [f"toolcalls/{m}.py" for m in MODULES]
        compiled = subprocess.run([sys.executable, "-m", "mypyc", *sources], cwd=work,
                                  capture_output=True, text=True, check=False)
        if compiled.returncode != 0:
            print(compiled.stdout[-3000:], compiled.stderr[-3000:], file=sys.stderr)
            return 1
        plugins = [str(p) for p in sorted((ROOT / "plugins").glob("*/src"))]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(work), *plugins])}
        check = subprocess.run(
            [sys.executable, "-c", "import toolcalls.engine as e; print(e.__file__)"],
            env=env, capture_output=True, text=True, check=True)
        print(f"native_probe: the engine runs from {Path(check.stdout.strip()).name}")
        code = subprocess.run(
            [sys.executable, str(ROOT / "bench" / "run.py"), "--only", "formats", "--no-ray",
             "--markdown", str(work / "RESULTS.md"), "--json", str(work / "results.json")],
            env=env, check=False).returncode
        if code == 0:
            for line in (work / "RESULTS.md").read_text().splitlines():
                if line.startswith("The format alone is faster"):
                    print(f"native_probe (compiled core): {line}")
        return code
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
