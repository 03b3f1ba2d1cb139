"""Workspace-wide test settings.

Property tests run with a fixed seed under CI (``CI`` set), so a submission's result does not
depend on luck; locally they explore new examples on every run.
"""

from __future__ import annotations

import inspect
import os

import pytest
from hypothesis import settings

from toolcalls import _native

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("dev", print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


# --- tests that count work (toolcalls.testing.work, assert_linear) ---------------------------
#
# ``work`` counts the function calls a parse makes through ``sys.setprofile``; compiled code
# (core/build_native.py) makes none that a profiler sees, so on the compiled core such a test
# would measure nothing. Where the core runs compiled they are skipped, saying so, and ``make
# test`` runs them in a second pass on the pure Python (``TOOLCALLS_PURE=1 pytest
# --counted-work-only``): the same source, whose results the compiled build reproduces
# (tests/test_native.py). That pass also runs the tests marked ``both_cores``: those whose
# expectations differ by core (a message only one of them gives), so each core's is checked.

_COUNTING = frozenset({"assert_linear", "work"})


def _pure_pass(item: pytest.Item) -> bool:
    return item.get_closest_marker("both_cores") is not None or _counts_work(item)


def _counts_work(item: pytest.Item) -> bool:
    if item.get_closest_marker("compiled_core") is not None:
        return False  # a test of the compiled core itself
    function = getattr(item, "function", None)
    code = getattr(inspect.unwrap(function), "__code__", None) if function is not None else None
    return code is not None and not _COUNTING.isdisjoint(code.co_names)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "compiled_core: a test of the compiled core itself, "
                            "which names work or assert_linear without counting work")
    config.addinivalue_line("markers", "both_cores: expectations that differ by core; run "
                            "again in the pure pass (--counted-work-only)")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--counted-work-only", action="store_true",
                     help="run only the tests that count work, and those marked both_cores "
                     "(on the pure Python)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--counted-work-only"):
        if _native.active():
            raise pytest.UsageError("--counted-work-only counts the pure Python: set "
                                    "TOOLCALLS_PURE=1")
        kept = [item for item in items if _pure_pass(item)]
        ids = {id(item) for item in kept}
        config.hook.pytest_deselected(items=[item for item in items if id(item) not in ids])
        items[:] = kept
        return
    if not _native.active():
        return
    skip = pytest.mark.skip(reason="counts work, which compiled code does not show: run on the "
                            "pure Python by make test's second pass (--counted-work-only)")
    for item in items:
        if _counts_work(item):
            item.add_marker(skip)
