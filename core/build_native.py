"""Compile the core's hot modules with mypyc, in place, next to their sources.

    python core/build_native.py            # compile (skipped, with a note, without a C compiler)
    python core/build_native.py --clean    # remove the compiled modules: pure Python again
    python core/build_native.py --list     # the modules compiled, one per line (C ones last)
    python core/build_native.py --sources  # their sources (for make's dependencies)

The engine, the prefilter, the tools, the call classes and the toolkit's readers are plain,
fully typed Python; mypyc (part of mypy, a development dependency) compiles each to a C
extension, which the editable install of ``make`` imports in place of the source: the same
code, a parse 1.1 to 3.7 times as fast (docs/performance.md, "The compiled core"). ``make
test`` and ``make bench`` run this after installing, and again when one of these sources
changes; the whole test suite runs on the compiled build. Without a C compiler, or where
mypyc fails, nothing is compiled and the pure Python runs (``TOOLCALLS_REQUIRE_NATIVE=1``
makes that a failure, as CI sets it).

Beside them one hand-written C extension is built (``EXTENSIONS``: ``toolcalls._scan``, the
vectorized searches of ``toolcalls.toolkit.chars``, which falls back to ``str.find`` without
it).

The compiled modules are listed, with their sources' sizes, modification times and hashes, in
``toolcalls/_native.json``; ``toolcalls._native`` imports the sources instead when one of them
changed since (a stale build never runs) or when ``TOOLCALLS_PURE=1`` is set (the opcode counts
of bench/opcodes.py trace Python code only).

``toolcalls.types`` stays interpreted (plugins declare its ``FormatSpec``, and the registry
reports a bad one with its own message, which a compiled constructor would preempt); the call
and match classes every parse makes live in ``toolcalls.calls``, which is compiled. The
Python-call reader, the registry, streaming, the command line and the rest stay interpreted
(docs/architecture.md, "The compiled core").
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent / "src"
PACKAGE = SRC / "toolcalls"
MANIFEST = PACKAGE / "_native.json"
EXTENSION_SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]

#: The modules compiled (dotted names): the path of every parse.
MODULES = (
    "toolcalls.calls",
    "toolcalls.engine",
    "toolcalls.prefilter",
    "toolcalls.tools",
    "toolcalls.toolkit.chars",
    "toolcalls.toolkit.json",
    "toolcalls.toolkit.jsonscan",
    "toolcalls.toolkit.keyvalue",
    "toolcalls.toolkit.nameargs",
    "toolcalls.toolkit.scan",
    "toolcalls.toolkit.sections",
    "toolcalls.toolkit.shapes",
    "toolcalls.toolkit.spans",
    "toolcalls.toolkit.stops",
    "toolcalls.toolkit.tagged",
    "toolcalls.toolkit.tries",
    "toolcalls.toolkit.values",
    "toolcalls.toolkit.xml",
    "toolcalls.toolkit.xmlparams",
)

#: The hand-written C extensions (dotted name -> source, relative to ``src``), built beside the
#: mypyc modules: ``toolcalls._scan``'s vectorized searches (``toolcalls.toolkit.chars`` wraps
#: them and falls back to ``str.find`` where the module is not built).
EXTENSIONS = {"toolcalls._scan": "toolcalls/_scan.c"}

#: Builds ``EXTENSIONS`` in place (``python -c _SETUP build_ext --inplace`` in ``src``).
_SETUP = (
    "import sys\n"
    "from setuptools import Extension, setup\n"
    "setup(name='toolcalls-native', script_args=sys.argv[1:], ext_modules=["
    "Extension(name, [path], extra_compile_args=['-O3']) for name, path in "
    + repr(sorted(EXTENSIONS.items())) + "])\n"
)


def source(module: str, root: Path = SRC) -> Path:
    """The source of a compiled module: its ``.py``, or a C extension's ``.c``."""
    if module in EXTENSIONS:
        return root / EXTENSIONS[module]
    return root.joinpath(*module.split(".")).with_suffix(".py")


def extension_file(module: str, root: Path = SRC) -> Path:
    """Where the compiled module lies (this Python's extension suffix)."""
    return root.joinpath(*module.split(".")).with_name(
        module.rsplit(".", 1)[-1] + EXTENSION_SUFFIX)


def built(root: Path = SRC) -> list[Path]:
    """Every compiled file under ``root``: the modules' and mypyc's shared library."""
    found: set[Path] = set()
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        found.update((root / "toolcalls").rglob(f"*{suffix}"))
        found.update(root.glob(f"*__mypyc{suffix}"))
    return sorted(found)


def fingerprint(path: Path) -> dict[str, object]:
    """What ``toolcalls._native`` compares: size and modification time first (cheap), the
    content's hash when they differ (a copy, a checkout that touched the file)."""
    stat = path.stat()
    return {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns,
            "sha256": hashlib.sha256(path.read_bytes()).hexdigest()}


def clean(root: Path = SRC) -> None:
    for path in built(root):
        path.unlink()
    (root / "toolcalls" / "_native.json").unlink(missing_ok=True)
    shutil.rmtree(root / "build", ignore_errors=True)


def compile_into(root: Path) -> tuple[bool, str]:
    """Compile ``MODULES`` in place under ``root`` (a directory holding ``toolcalls/``) and
    write the manifest; False and mypyc's output when it failed (nothing is left behind)."""
    clean(root)
    sources = [str(source(m, root).relative_to(root)) for m in MODULES]
    run = subprocess.run([sys.executable, "-m", "mypyc", *sources], cwd=root,
                         capture_output=True, text=True, check=False)
    shutil.rmtree(root / "build", ignore_errors=True)
    if run.returncode == 0:
        run = subprocess.run([sys.executable, "-c", _SETUP, "build_ext", "--inplace"],
                             cwd=root, capture_output=True, text=True, check=False)
        shutil.rmtree(root / "build", ignore_errors=True)
    missing = [m for m in (*MODULES, *EXTENSIONS) if not extension_file(m, root).exists()]
    if run.returncode != 0 or missing:
        clean(root)
        return False, (run.stdout + run.stderr)[-4000:]
    manifest = {"modules": {m: fingerprint(source(m, root)) for m in MODULES},
                "extensions": {m: fingerprint(source(m, root)) for m in EXTENSIONS}}
    (root / "toolcalls" / "_native.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return True, ""


def main() -> int:
    args = sys.argv[1:]
    if "--list" in args:
        print("\n".join((*MODULES, *EXTENSIONS)))
        return 0
    if "--sources" in args:  # for make: relative to the repository
        print(" ".join(str(source(m).relative_to(SRC.parents[1]))
                       for m in (*MODULES, *EXTENSIONS)))
        return 0
    if "--clean" in args:
        clean()
        return 0
    required = os.environ.get("TOOLCALLS_REQUIRE_NATIVE", "") not in ("", "0")
    compiler = os.environ.get("CC", "cc").split()[0]
    if shutil.which(compiler) is None and shutil.which("gcc") is None:
        clean()
        print("build_native: no C compiler: the core runs as pure Python", file=sys.stderr)
        return 1 if required else 0
    ok, output = compile_into(SRC)
    if not ok:
        print(f"build_native: mypyc failed, the core runs as pure Python:\n{output}",
              file=sys.stderr)
        return 1 if required else 0
    print(f"build_native: {len(MODULES)} modules compiled and {len(EXTENSIONS)} C extension "
          "built (toolcalls/_native.json)",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
