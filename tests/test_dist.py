"""``make dist`` builds wheels that install in a fresh virtual environment and parse.

Slow-ish (a venv and a pip install, about 20 s): it builds the core and one format only, with
the Makefile's own ``dist`` target, and installs them the way the README says.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _installed(tmp_path: Path, dist: Path) -> Path:
    """The python of a fresh venv with toolcalls-hermes installed from ``dist`` (and the core
    with it), as the README says."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts" if os.name == "nt" else "bin") / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
         "--find-links", str(dist), "toolcalls-hermes"],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    return python


def _run(python: Path, script: str, cwd: Path, **env: str) -> list[str]:
    """``script`` run by ``python`` outside the checkout (the installed wheels only)."""
    return subprocess.run(
        [str(python), "-c", script], check=True, capture_output=True, text=True, timeout=60,
        cwd=cwd, env={**{k: v for k, v in os.environ.items() if k != "TOOLCALLS_PURE"}, **env},
    ).stdout.splitlines()


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_dist_wheels_install_in_a_fresh_venv_and_parse(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    bin_dir = Path(sys.executable).parent
    subprocess.run(
        ["make", "-s", "-o", ".venv/.installed", "dist", f"DIST={dist}",
         "DIST_PLUGINS=hermes", f"BIN={bin_dir}"],
        cwd=ROOT, check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    wheels = sorted(p.name for p in dist.glob("*.whl"))
    assert wheels == ["toolcalls-0.1.0-py3-none-any.whl", "toolcalls_hermes-0.1.0-py3-none-any.whl"]

    python = _installed(tmp_path, dist)
    venv = python.parent.parent
    script = (
        "import toolcalls; "
        "print(toolcalls.parse_tool_calls('<tool_call>{\"name\": \"f\", \"arguments\": "
        "{\"n\": 1}}</tool_call>', include_format=True)); "
        "print(toolcalls.default_registry().ids)"
    )
    out = _run(python, script, tmp_path)
    assert out == ["[{'name': 'f', 'arguments': {'n': 1}, 'format': 'hermes'}]", "('hermes',)"]
    cli = subprocess.run(
        [str(venv / "bin" / "toolcalls"), "parse", "-"], input="[TOOL_CALLS] [{}]",
        capture_output=True, text=True, timeout=60, cwd=tmp_path, check=False,
    )  # fmt: skip
    assert cli.returncode == 1 and cli.stdout.strip() == "[]"
    assert "mistral (toolcalls-mistral" in cli.stderr


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_dist_native_builds_a_compiled_wheel_that_runs_compiled(tmp_path: Path) -> None:
    """``make dist dist-native``: the core's compiled wheel beside the pure ones; pip takes it,
    and the installed core runs compiled (the checkout's fresh in-place build is packed, or the
    hook compiles a copy)."""
    native = (ROOT / "core" / "src" / "toolcalls" / "_native.json").exists()
    required = os.environ.get("TOOLCALLS_REQUIRE_NATIVE", "") not in ("", "0")
    if not native and not required:
        pytest.skip("no compiled build in this checkout (no C compiler): no compiled wheel")
    dist = tmp_path / "dist"
    bin_dir = Path(sys.executable).parent
    subprocess.run(
        ["make", "-s", "-o", ".venv/.installed", "-o", ".venv/.native", "dist", "dist-native",
         f"DIST={dist}", "DIST_PLUGINS=hermes", f"BIN={bin_dir}"],
        cwd=ROOT, check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    wheels = sorted(p.name for p in dist.glob("toolcalls-*.whl"))
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    assert len(wheels) == 2 and "toolcalls-0.1.0-py3-none-any.whl" in wheels
    [compiled] = [w for w in wheels if "none-any" not in w]
    assert compiled.startswith(f"toolcalls-0.1.0-{tag}-{tag}-"), compiled

    python = _installed(tmp_path, dist)
    script = (
        "import toolcalls, toolcalls.engine, toolcalls.toolkit.json\n"
        "from toolcalls import _native\n"
        "print(toolcalls.parse_tool_calls('<tool_call>{\"name\": \"f\", \"arguments\": "
        "{\"n\": 1}}</tool_call>'))\n"
        "print(_native.compiled())"
    )
    out = _run(python, script, tmp_path)
    assert out[0] == "[{'name': 'f', 'arguments': {'n': 1}}]"
    assert "'toolcalls.engine'" in out[1] and "'toolcalls.toolkit.json'" in out[1]
    # the wheel holds the sources too: TOOLCALLS_PURE=1 runs them
    pure = _run(python, script, tmp_path, TOOLCALLS_PURE="1")
    assert pure == [out[0], "()"]
