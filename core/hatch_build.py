"""The compiled wheel: hatchling's build hook that puts the mypyc-compiled core in the wheel.

Off by default: ``pip install`` from the sdist, ``make dist`` and the editable install of
``make`` build the pure Python wheel (``py3-none-any``), which runs everywhere. ``make
dist-native`` turns it on (``HATCH_BUILD_HOOKS_ENABLE=1``): the wheel then also holds the
compiled modules of ``build_native.MODULES`` and mypyc's shared library, and is tagged for this
Python and platform (pip prefers it to the pure wheel beside it). The sources stay in the wheel
(tracebacks, ``TOOLCALLS_PURE=1``).

Where the checkout's own in-place build (``make test``) is fresh, its files are taken as they
are; otherwise the sources are copied and compiled (a C compiler and mypy are needed then; the
build fails rather than tagging a pure wheel as compiled).
"""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _fresh(build: Any) -> bool:
    """Whether the in-place build holds every module, compiled from the sources as they are
    (``toolcalls._native.stale``, loaded under another name: it installs nothing then)."""
    native = _load(build.PACKAGE / "_native.py", "_toolcalls_native_for_the_wheel")
    return native.stale(build.MANIFEST) == [] and all(
        build.extension_file(m).exists() for m in (*build.MODULES, *build.EXTENSIONS))


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        build = _load(Path(self.root) / "build_native.py", "build_native")
        if _fresh(build):
            where = build.SRC
        else:
            self._work = Path(tempfile.mkdtemp(prefix="toolcalls-wheel-"))
            shutil.copytree(build.SRC / "toolcalls", self._work / "toolcalls",
                            ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd",
                                                          "_native.json"))
            ok, output = build.compile_into(self._work)
            if not ok:
                raise RuntimeError(f"the compiled wheel could not be built:\n{output}")
            where = self._work
        for path in build.built(where):
            build_data["force_include"][str(path)] = path.relative_to(where).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
