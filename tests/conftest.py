"""The headless browser harness of the browser tests (test_browser.py: the playground and the
eval report).

Playwright's Python package drives the system Chromium (``/usr/bin/chromium`` from Debian's
``chromium`` package, or ``$CHROMIUM``); no browser is ever downloaded. When the browser or
Playwright is missing, the browser tests fail under CI (``CI`` set: .ci/run installs chromium)
and are skipped with the reason elsewhere.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _unavailable() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install -r requirements-dev.txt)"
    if not os.access(CHROMIUM, os.X_OK):
        return f"no Chromium at {CHROMIUM} (apt-get install chromium, or set CHROMIUM)"
    return None


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for the whole run."""
    reason = _unavailable()
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"browser tests cannot run under CI: {reason}", pytrace=False)
        pytest.skip(f"browser tests skipped: {reason}")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@dataclass
class Tab:
    """A page and every console error, page error and failed request it produced."""

    page: Any
    problems: list[str] = field(default_factory=list)


@pytest.fixture
def tab(browser: Any) -> Iterator[Tab]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    found = Tab(page)
    page.on(
        "console",
        lambda msg: (
            found.problems.append(f"console.{msg.type}: {msg.text}")
            if msg.type in ("error", "warning")
            else None
        ),
    )
    page.on("pageerror", lambda exc: found.problems.append(f"page error: {exc}"))
    page.on("requestfailed", lambda req: found.problems.append(f"request failed: {req.url}"))
    yield found
    context.close()


@pytest.fixture(scope="module")
def playground() -> Iterator[Any]:
    """A playground server on a free port, in a thread."""
    from toolcalls.serve import make_server

    server = make_server("127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join(5)
