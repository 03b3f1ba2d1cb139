"""Take docs/playground.png: the playground page in headless Chromium, as a person sees it.

    .venv/bin/python docs/make_screenshot.py [OUT.png]

Starts ``toolcalls serve`` on a free port in this process, opens the page with Playwright
driving the system Chromium (``/usr/bin/chromium``, or ``$CHROMIUM``; no browser download),
picks the broken example in lenient mode (a good call and a broken one), converts the calls to
OpenAI and writes the screenshot.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

# The workspace's venv also installs the test fixture format `percent`: keep it off the picture.
os.environ.setdefault("TOOLCALLS_BLOCK_PLUGINS", "percent")

from playwright.sync_api import sync_playwright

from toolcalls.serve import make_server

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def main(out: Path) -> None:
    server = make_server("127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 860})
            page.goto(server.url)
            page.wait_for_selector("body[data-idle=true]")
            page.select_option("#example", label="broken (hermes)")
            page.check("input[name=mode][value=lenient]")
            page.wait_for_selector("body[data-idle=true] #errors li.error")
            page.wait_for_selector("body[data-idle=true]")
            page.screenshot(path=str(out))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("playground.png"))
