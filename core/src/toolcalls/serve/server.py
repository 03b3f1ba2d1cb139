"""The playground's HTTP server: the standard library's ``ThreadingHTTPServer``, locked down.

- It listens on 127.0.0.1 unless told otherwise; any other address is the caller's choice.
- Every request's ``Host`` header must name the server (``127.0.0.1:PORT``, ``localhost:PORT``
  or an ``allowed_hosts`` name), else 421: a page on another site that rebinds its DNS name to
  127.0.0.1 sends its own name and is refused. A cross-site ``Origin`` is 403, and API posts
  must be ``application/json`` (415 otherwise), which browsers never send cross-site without a
  preflight that this server does not answer.
- Bodies are read only when ``Content-Length`` says at most MAX_BODY bytes (413 otherwise,
  411 without it); every socket has a timeout, so a slow or stalled client cannot hold a
  thread; every error is a JSON answer ``{"error": {"status", "message"}}``.
- Every answer carries a strict Content-Security-Policy (scripts, styles and requests from the
  server itself only; no inline script or style), ``X-Content-Type-Options: nosniff``,
  ``X-Frame-Options: DENY``, ``Referrer-Policy: no-referrer`` and ``Cache-Control: no-store``.
"""

from __future__ import annotations

import ipaddress
import json
import socket
import sys
from collections.abc import Callable, Iterable
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any

from toolcalls.serve import api

__all__ = [
    "CSP",
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "MAX_BODY",
    "SOCKET_TIMEOUT",
    "PlaygroundServer",
    "is_loopback",
    "make_server",
    "url_of",
]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
#: Largest request body accepted (1 MB); larger ones are 413 and never read.
MAX_BODY = 1_000_000
#: Seconds a connection may stay silent (headers, body or keep-alive) before it is closed.
SOCKET_TIMEOUT = 10.0

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
_SECURITY_HEADERS = (
    ("Content-Security-Policy", CSP),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
    ("Cross-Origin-Resource-Policy", "same-origin"),
)
_STATIC = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/index.html": ("index.html", "text/html; charset=utf-8"),
    "/static/app.js": ("app.js", "text/javascript; charset=utf-8"),
    "/static/style.css": ("style.css", "text/css; charset=utf-8"),
    "/static/icon.svg": ("icon.svg", "image/svg+xml"),
    "/favicon.ico": ("icon.svg", "image/svg+xml"),
}
_GET_API: dict[str, Callable[[], dict[str, Any]]] = {"/api/formats": api.api_formats}
_POST_API: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "/api/parse": api.api_parse,
    "/api/convert": api.api_convert,
    "/api/bench": api.api_bench,
    "/api/stream": api.api_stream,
}
_LOCAL_NAMES = ("127.0.0.1", "localhost", "[::1]")


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (127.0.0.0/8, ::1)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def url_of(host: str, port: int) -> str:
    """``http://host:port/``, with brackets around an IPv6 address."""
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
    return f"http://{shown}:{port}/"


def _static(name: str) -> bytes:
    return (resources.files("toolcalls.serve") / "static" / name).read_bytes()


class PlaygroundServer(ThreadingHTTPServer):
    """A ThreadingHTTPServer that knows the Host names it answers to."""

    daemon_threads = True
    block_on_close = False

    def __init__(
        self,
        address: tuple[str, int],
        *,
        allowed_hosts: Iterable[str] = (),
        quiet: bool = True,
        timeout: float = SOCKET_TIMEOUT,
    ) -> None:
        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        self.quiet = quiet
        self.socket_timeout = timeout
        super().__init__(address, _Handler)
        self.host = address[0]
        self.port = int(self.server_address[1])
        names = {self.host.lower(), *(h.lower() for h in allowed_hosts)}
        if ":" in self.host:
            names.add(f"[{self.host.lower()}]")
        names.update(_LOCAL_NAMES)
        self.allowed_hosts = frozenset(f"{name}:{self.port}" for name in names)
        self.allowed_origins = frozenset(f"http://{name}" for name in self.allowed_hosts)

    @property
    def url(self) -> str:
        return url_of(self.host, self.port)


class _Handler(BaseHTTPRequestHandler):
    server: PlaygroundServer
    protocol_version = "HTTP/1.1"
    server_version = "toolcalls-playground"
    error_content_type = "application/json"

    def version_string(self) -> str:
        return self.server_version

    def setup(self) -> None:
        super().setup()
        self.connection.settimeout(self.server.socket_timeout)

    # ---------------------------------------------------------------- plumbing

    def log_message(self, format: str, *args: Any) -> None:
        if not self.server.quiet:
            sys.stderr.write(f"{self.address_string()} - {format % args}\n")

    def _send(
        self,
        status: int,
        body: bytes,
        content_type: str,
        extra: Iterable[tuple[str, str]] = (),
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (*_SECURITY_HEADERS, *extra):
            self.send_header(name, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, status: int, value: object, extra: Iterable[tuple[str, str]] = ()) -> None:
        body = json.dumps(value, ensure_ascii=True).encode("ascii")
        self._send(status, body, "application/json", extra)

    def _fail(self, status: int, message: str, extra: Iterable[tuple[str, str]] = ()) -> None:
        self._json(status, {"error": {"status": status, "message": message}}, extra)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Errors the base class raises itself (a bad request line, headers too long, an
        unknown method) answer in JSON too."""
        try:
            phrase = HTTPStatus(code).phrase
        except ValueError:
            phrase = "error"
        self.close_connection = True
        self._fail(code, message or phrase)

    def _host_ok(self) -> bool:
        host = (self.headers.get("Host") or "").strip().lower()
        if host not in self.server.allowed_hosts:
            self.close_connection = True
            self._fail(
                HTTPStatus.MISDIRECTED_REQUEST,
                f"this server answers to {self.server.url} only, not to Host {host or '(none)'!r}",
            )
            return False
        origin = self.headers.get("Origin")
        if origin is not None and origin.lower() not in self.server.allowed_origins:
            self.close_connection = True
            self._fail(HTTPStatus.FORBIDDEN, f"cross-origin request from {origin!r} refused")
            return False
        return True

    def _path(self) -> str:
        return self.path.split("?", 1)[0].split("#", 1)[0]

    def _not_allowed(self) -> None:
        path = self._path()
        if path in _STATIC or path in _GET_API:
            allow = "GET, HEAD"
        elif path in _POST_API:
            allow = "POST"
        else:
            self._fail(HTTPStatus.NOT_FOUND, f"no such path: {path}")
            return
        self._fail(
            HTTPStatus.METHOD_NOT_ALLOWED,
            f"{self.command} is not allowed on {path} (allowed: {allow})",
            [("Allow", allow)],
        )

    def _read_body(self) -> bytes | None:
        if self.headers.get("Transfer-Encoding"):
            self.close_connection = True
            self._fail(HTTPStatus.LENGTH_REQUIRED, "send the body with a Content-Length")
            return None
        raw = self.headers.get("Content-Length")
        if raw is None:
            self.close_connection = True
            self._fail(HTTPStatus.LENGTH_REQUIRED, "a POST needs a Content-Length")
            return None
        try:
            length = int(raw)
            if length < 0:
                raise ValueError
        except ValueError:
            self.close_connection = True
            self._fail(HTTPStatus.BAD_REQUEST, f"bad Content-Length {raw!r}")
            return None
        if length > MAX_BODY:
            self.close_connection = True  # the body is never read: drop the connection after
            self._fail(
                HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                f"request body of {length:,} bytes; the limit is {MAX_BODY:,}",
            )
            return None
        body = self.rfile.read(length)
        if len(body) < length:  # the client went away or timed out mid-body
            self.close_connection = True
            return None
        return body

    # ---------------------------------------------------------------- methods

    def do_GET(self) -> None:
        if not self._host_ok():
            return
        path = self._path()
        if path in _STATIC:
            name, content_type = _STATIC[path]
            self._send(HTTPStatus.OK, _static(name), content_type)
        elif path in _GET_API:
            self._json(HTTPStatus.OK, _GET_API[path]())
        else:
            self._not_allowed()

    def do_HEAD(self) -> None:
        self.do_GET()

    def do_POST(self) -> None:
        if not self._host_ok():
            return
        path = self._path()
        handler = _POST_API.get(path)
        if handler is None:
            self._not_allowed()
            return
        content_type = (self.headers.get("Content-Type") or "").split(";", 1)[0].strip().lower()
        if content_type != "application/json":
            self.close_connection = True
            self._fail(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "send the body as application/json")
            return
        raw = self._read_body()
        if raw is None:
            return
        try:
            body = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            self._fail(HTTPStatus.BAD_REQUEST, f"the body is not UTF-8 (byte {exc.start})")
            return
        except (ValueError, RecursionError) as exc:
            self._fail(HTTPStatus.BAD_REQUEST, f"the body is not valid JSON: {exc}")
            return
        if not isinstance(body, dict):
            self._fail(HTTPStatus.BAD_REQUEST, "the body must be a JSON object")
            return
        try:
            answer = handler(body)
        except api.BadRequest as exc:
            self._fail(exc.status, exc.message)
            return
        except Exception as exc:  # a bug, or a plugin's: answer, never kill the thread silently
            self.log_error("internal error on %s: %r", path, exc)
            self._fail(HTTPStatus.INTERNAL_SERVER_ERROR, f"internal error: {exc!r}")
            return
        self._json(HTTPStatus.OK, answer)

    def do_PUT(self) -> None:
        if self._host_ok():
            self._not_allowed()

    do_DELETE = do_PUT
    do_PATCH = do_PUT
    do_OPTIONS = do_PUT


def make_server(
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    *,
    allowed_hosts: Iterable[str] = (),
    quiet: bool = True,
    timeout: float = SOCKET_TIMEOUT,
) -> PlaygroundServer:
    """A bound playground server (``port=0`` picks a free port); call ``serve_forever()``.

    :param allowed_hosts: more names the ``Host`` header may carry (a non-local ``host`` is
        reached by its machine's name or address, which the server cannot guess).
    :param quiet: no request log on stderr.
    :param timeout: socket timeout of every connection, in seconds.
    """
    return PlaygroundServer((host, port), allowed_hosts=allowed_hosts, quiet=quiet, timeout=timeout)
