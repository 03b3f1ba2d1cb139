"""``toolcalls serve``: a local playground page for trying formats, modes and conversions.

:func:`make_server` builds the server (:mod:`toolcalls.serve.server`, on the standard
library's ``ThreadingHTTPServer``); the JSON API is :mod:`toolcalls.serve.api`; the page is
plain HTML, CSS and JavaScript in ``static/``, shipped in the wheel, with no build step and no
request beyond the server. docs/cli.md documents the command and the API.
"""

from __future__ import annotations

from toolcalls.serve.server import (
    DEFAULT_HOST,
    DEFAULT_PORT,
    MAX_BODY,
    PlaygroundServer,
    is_loopback,
    make_server,
    url_of,
)

__all__ = [
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "MAX_BODY",
    "PlaygroundServer",
    "is_loopback",
    "make_server",
    "url_of",
]
