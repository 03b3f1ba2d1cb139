"""The compiled core (core/build_native.py, toolcalls._native): the same results as the pure
Python, a stale build never runs, ``TOOLCALLS_PURE=1`` runs the sources, and CI really runs the
suite compiled.

The tests that need a compiled build skip, saying so, where none could be made (no C
compiler); with ``TOOLCALLS_REQUIRE_NATIVE=1`` (CI) they fail instead.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

import toolcalls
from toolcalls import _native

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "core" / "src"
REQUIRED = os.environ.get("TOOLCALLS_REQUIRE_NATIVE", "") not in ("", "0")


def _build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_native", ROOT / "core" / "build_native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILD = _build_script()


def _compiled_here() -> bool:
    """Whether this process runs the compiled core (importing every compiled module)."""
    for name in BUILD.MODULES:
        importlib.import_module(name)
    return set(BUILD.MODULES) <= set(_native.compiled())


def _need_compiled() -> None:
    if _compiled_here():
        return
    if REQUIRED:
        pytest.fail("TOOLCALLS_REQUIRE_NATIVE is set but the core runs as pure Python "
                    f"(compiled: {_native.compiled()})")
    pytest.skip("the core runs as pure Python here (TOOLCALLS_PURE=1, or no compiled build): "
                "nothing to compare")


def _python(code: str, env: dict[str, str] | None = None,
            path: Path | None = None) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "TOOLCALLS_PURE"}
    environ.update(env or {})
    if path is not None:
        environ["PYTHONPATH"] = str(path)
    return subprocess.run([sys.executable, "-c", code], env=environ, capture_output=True,
                          text=True, check=False, timeout=300)


def test_ci_runs_the_suite_on_the_compiled_core() -> None:
    _need_compiled()
    assert toolcalls.engine.__file__ is not None
    assert not toolcalls.engine.__file__.endswith(".py")


def test_the_compiled_core_gives_what_the_pure_python_gives() -> None:
    _need_compiled()
    script = str(ROOT / "tests" / "native_digest.py")
    compiled = subprocess.run([sys.executable, script], capture_output=True, text=True,
                              check=True, timeout=600,
                              env={k: v for k, v in os.environ.items() if k != "TOOLCALLS_PURE"})
    pure = subprocess.run([sys.executable, script], capture_output=True, text=True,
                          check=True, timeout=600, env={**os.environ, "TOOLCALLS_PURE": "1"})
    ours, theirs = json.loads(compiled.stdout), json.loads(pure.stdout)
    assert ours["texts"] == theirs["texts"] > 1000
    for index, (a, b) in enumerate(zip(ours["digests"], theirs["digests"], strict=True)):
        assert a == b, f"text {index} differs: compiled {a} / pure {b}"


def test_toolcalls_pure_runs_the_sources() -> None:
    run = _python("import toolcalls, toolcalls.engine, toolcalls.toolkit.json as j\n"
                  "from toolcalls import _native\n"
                  "print(_native.compiled(), toolcalls.engine.__file__, j.__file__)",
                  env={"TOOLCALLS_PURE": "1"})
    assert run.returncode == 0, run.stderr
    modules, engine, reader = run.stdout.split()
    assert modules == "()" and engine.endswith("engine.py") and reader.endswith("json.py")


def test_toolcalls_pure_leaves_the_c_searches_out() -> None:
    """The C extension has no Python source: with ``TOOLCALLS_PURE=1`` it is not imported, and
    ``toolcalls.toolkit.chars`` runs its ``str.find`` fallback and has no finder (the prefilter
    reads group by group)."""
    run = _python("import toolcalls.toolkit.chars as c\n"
                  "try:\n    import toolcalls._scan\nexcept ImportError as e:\n"
                  "    print('blocked', type(e).__name__)\n"
                  "print(c.SIMD, c.firsts('ab<', '<'), c.finder(('>>>',)))",
                  env={"TOOLCALLS_PURE": "1"})
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["blocked", "ModuleNotFoundError", "False", "[2]", "None"]


def test_the_c_extension_is_built_and_listed() -> None:
    _need_compiled()
    from toolcalls.toolkit import chars

    assert "toolcalls._scan" in _native.compiled() and list(BUILD.EXTENSIONS) == [
        "toolcalls._scan"]
    assert BUILD.source("toolcalls._scan").name == "_scan.c"
    # SIMD where the CPU has AVX2 (this suite's machines do; the answers are the same without)
    assert chars.SIMD is ("avx2" in Path("/proc/cpuinfo").read_text()
                          if Path("/proc/cpuinfo").exists() else chars.SIMD)


def _copy_tree(tmp_path: Path) -> Path:
    """The installed source tree with its compiled build, copied (file times kept)."""
    copy = tmp_path / "src"
    shutil.copytree(SRC / "toolcalls", copy / "toolcalls",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for shared in BUILD.built(SRC):
        if shared.parent == SRC:
            shutil.copy2(shared, copy / shared.name)
    return copy


def test_a_changed_source_makes_the_pure_python_run_with_a_warning(tmp_path: Path) -> None:
    _need_compiled()
    copy = _copy_tree(tmp_path)
    probe = ("import warnings\nwarnings.simplefilter('always')\n"
             "import toolcalls, toolcalls.engine\nfrom toolcalls import _native\n"
             "print(len(_native.compiled()))")
    as_built = _python(probe, path=copy)
    assert as_built.returncode == 0, as_built.stderr
    assert int(as_built.stdout) >= 2 and "changed since" not in as_built.stderr
    # a checkout that touched the file without changing it: the hash says it is the same
    engine = copy / "toolcalls" / "engine.py"
    os.utime(engine, (time.time() + 5, time.time() + 5))
    touched = _python(probe, path=copy)
    assert int(touched.stdout) >= 2 and "changed since" not in touched.stderr
    engine.write_text(engine.read_text() + "\n# an edit\n")
    edited = _python(probe, path=copy)
    assert edited.returncode == 0, edited.stderr
    assert int(edited.stdout) == 0
    assert "toolcalls.engine changed since it was compiled" in edited.stderr


def test_stale_reads_the_manifest_fingerprints(tmp_path: Path) -> None:
    package = tmp_path / "toolcalls"
    (package / "toolkit").mkdir(parents=True)
    sources = {"toolcalls.engine": package / "engine.py",
               "toolcalls.toolkit.json": package / "toolkit" / "json.py"}
    for path in sources.values():
        path.write_text("x = 1\n")
    manifest = package / "_native.json"
    c_source = package / "_scan.c"
    c_source.write_text("int x;\n")
    manifest.write_text(json.dumps(
        {"modules": {name: BUILD.fingerprint(path) for name, path in sources.items()},
         "extensions": {"toolcalls._scan": BUILD.fingerprint(c_source)}}))
    assert _native.stale(manifest) == []
    c_source.write_text("int y;\n")
    assert _native.stale(manifest) == ["toolcalls._scan"]
    c_source.write_text("int x;\n")
    sources["toolcalls.toolkit.json"].write_text("x = 2\n")
    assert _native.stale(manifest) == ["toolcalls.toolkit.json"]
    sources["toolcalls.engine"].unlink()
    assert _native.stale(manifest) == ["toolcalls.engine", "toolcalls.toolkit.json"]
    assert _native.stale(tmp_path / "missing.json") is None
    manifest.write_text("not json")
    assert _native.stale(manifest) is None


def test_make_compiles_exactly_the_listed_modules() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "core/build_native.py --sources" in makefile and "test: $(TEST_STAMP) $(NATIVE)" \
        in makefile
    for name in BUILD.MODULES:
        assert BUILD.source(name).exists(), name
    if _compiled_here():
        manifest = json.loads((SRC / "toolcalls" / "_native.json").read_text())
        assert sorted(manifest["modules"]) == sorted(BUILD.MODULES)
        assert sorted(manifest["extensions"]) == sorted(BUILD.EXTENSIONS)
    for name in BUILD.EXTENSIONS:
        assert str(BUILD.source(name).relative_to(ROOT)) in makefile_sources()


def makefile_sources() -> str:
    """What make's dependencies of the compiled build are (``build_native.py --sources``)."""
    return subprocess.run([sys.executable, str(ROOT / "core" / "build_native.py"), "--sources"],
                          capture_output=True, text=True, check=True).stdout


def test_the_tests_that_count_work_run_on_the_pure_python() -> None:
    """conftest.py: on the compiled core they are skipped; ``--counted-work-only`` runs just
    them, on the pure Python only (make test's second pass)."""
    path = "plugins/kimi/tests/test_kimi.py"

    def pytest_run(*args: str, pure: bool) -> subprocess.CompletedProcess[str]:
        env = {k: v for k, v in os.environ.items() if k != "TOOLCALLS_PURE"}
        if pure:
            env["TOOLCALLS_PURE"] = "1"
        return subprocess.run([sys.executable, "-m", "pytest", path, *args], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=300, check=False)

    counted = pytest_run("--counted-work-only", "--collect-only", pure=True)
    assert counted.returncode == 0, counted.stdout + counted.stderr
    ids = [line for line in counted.stdout.splitlines() if "::" in line]
    assert ids and all("linear" in i for i in ids), ids
    if _compiled_here():
        refused = pytest_run("--counted-work-only", "--collect-only", pure=False)
        assert refused.returncode == 4 and "TOOLCALLS_PURE=1" in refused.stderr
        skipped = pytest_run("-k", "linear", "-rs", pure=False)
        assert skipped.returncode == 0 and "compiled code does not show" in skipped.stdout


@pytest.mark.compiled_core  # counts no work: conftest.py leaves it on the compiled core
def test_counting_work_on_the_compiled_core_is_refused() -> None:
    """``toolcalls.testing.work`` would count nearly nothing there: a plugin's linearity test
    must not pass for that reason."""
    _need_compiled()
    from toolcalls.testing import assert_linear, work

    with pytest.raises(RuntimeError, match="TOOLCALLS_PURE=1"):
        work(lambda: toolcalls.parse("<tool_call>"))
    with pytest.raises(RuntimeError, match="compiled core"):
        assert_linear(None, "<tool_call>", count=10)
