"""Whether the compiled core runs: decided once, on this module's import (``toolcalls``
imports it before any other of its modules).

``core/build_native.py`` compiles the hot modules with mypyc next to their sources and lists
them, with their sources' fingerprints, in ``_native.json``. Python imports a compiled module
in place of its source when both are there; this module, imported before any of them, makes
it import the sources instead when

- ``TOOLCALLS_PURE=1`` is set (bench/opcodes.py counts the opcodes of Python code), or
- a source changed since it was compiled: a stale build never runs, and a warning says to
  compile again (``make`` does).

The sources are imported then, and the C extension that has none (``toolcalls._scan``, whose
source ``_scan.c`` the manifest fingerprints too) is not imported at all: its users run their
Python fallback.

Without a manifest (pure Python, or a compiled wheel, which ships the sources too) nothing is
compared and ``TOOLCALLS_PURE=1`` still applies. :func:`compiled` says which modules run
compiled.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import orjson

__all__ = ["active", "compiled", "install", "stale"]

_HERE = Path(__file__).resolve().parent
_EXTENSIONS = tuple(importlib.machinery.EXTENSION_SUFFIXES)


class _Sources:
    """A meta path finder: the sources of toolcalls' modules, never their compiled files."""

    @staticmethod
    def find_spec(fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith("toolcalls.") or path is None:
            return None
        for entry in path:
            finder = importlib.machinery.FileFinder(
                entry, (importlib.machinery.SourceFileLoader,
                        importlib.machinery.SOURCE_SUFFIXES))
            spec = finder.find_spec(fullname)
            if spec is not None:
                return spec
        # a C extension with no Python source (``toolcalls._scan``): its users fall back to
        # the Python they hold
        raise ModuleNotFoundError(f"{fullname} is a C extension: the pure Python runs",
                                  name=fullname)


def stale(manifest: Path = _HERE / "_native.json") -> list[str] | None:
    """The compiled modules whose source changed since they were compiled; None without a
    manifest (nothing was compiled in place)."""
    try:
        content = orjson.loads(manifest.read_bytes())
        modules = content["modules"]
        extensions = content.get("extensions", {})
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    root = manifest.parent.parent
    changed = []
    for name, want in (*modules.items(), *extensions.items()):
        path = root.joinpath(*name.split(".")).with_suffix(
            ".c" if name in extensions else ".py")
        try:
            stat = path.stat()
            if stat.st_size == want["size"] and stat.st_mtime_ns == want["mtime_ns"]:
                continue
            import hashlib  # noqa: PLC0415 - only when a file's time or size moved

            if hashlib.sha256(path.read_bytes()).hexdigest() == want["sha256"]:
                continue
        except (OSError, KeyError, TypeError):
            pass
        changed.append(name)
    return changed


def install() -> None:
    """Decide, once, whether the compiled modules run (before any of them is imported)."""
    if any(isinstance(finder, _Sources) for finder in sys.meta_path):
        return
    if os.environ.get("TOOLCALLS_PURE", "") not in ("", "0"):
        sys.meta_path.insert(0, _Sources())
        return
    changed = stale()
    if changed:
        warnings.warn(f"toolcalls: {changed[0]} changed since it was compiled; the pure "
                      "Python runs (compile again: `make`, or python core/build_native.py)",
                      RuntimeWarning, stacklevel=3)
        sys.meta_path.insert(0, _Sources())


def active() -> bool:
    """Whether the engine runs compiled (``toolcalls`` imports it, so this is known once
    ``toolcalls`` is imported)."""
    import toolcalls.engine  # noqa: PLC0415

    return str(toolcalls.engine.__file__).endswith(_EXTENSIONS)


def compiled() -> tuple[str, ...]:
    """The toolcalls modules imported so far that run compiled (empty: pure Python)."""
    return tuple(sorted(
        name for name, module in list(sys.modules.items())
        if (name == "toolcalls" or name.startswith("toolcalls."))
        and str(getattr(module, "__file__", "") or "").endswith(_EXTENSIONS)))


if __name__ == "toolcalls._native":  # not when the wheel's build hook loads it by path
    install()
