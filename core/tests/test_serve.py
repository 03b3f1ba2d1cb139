"""``toolcalls serve`` at the HTTP level: the API's answers, every 4xx, the Host and Origin
checks, the security headers, the 1 MB limit and the socket timeouts (a server in a thread,
requests with urllib and http.client). The page itself is tested in a browser in
tests/test_browser.py."""

from __future__ import annotations

import http.client
import inspect
import json
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

import toolcalls
from toolcalls.serve import MAX_BODY, make_server
from toolcalls.serve import api as serve_api
from toolcalls.serve.server import CSP, PlaygroundServer

HERMES = '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>'
BROKEN = '<tool_call>{"name": "get_time", "arguments": {"tz": "UTC",}}</tool_call>'


def _start(**kwargs: Any) -> tuple[PlaygroundServer, threading.Thread]:
    server = make_server("127.0.0.1", 0, **kwargs)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, thread


def _stop(server: PlaygroundServer, thread: threading.Thread) -> None:
    server.shutdown()
    server.server_close()
    thread.join(5)


@pytest.fixture(scope="module")
def server() -> Iterator[PlaygroundServer]:
    srv, thread = _start(timeout=5.0)
    yield srv
    _stop(srv, thread)


def request(
    srv: PlaygroundServer,
    method: str,
    path: str,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> tuple[int, dict[str, str], bytes]:
    """One request with urllib; 4xx/5xx answers are returned, not raised."""
    req = urllib.request.Request(srv.url.rstrip("/") + path, data=body, method=method)
    for name, value in (headers or {}).items():
        req.add_header(name, value)
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, dict(resp.headers), resp.read()
    except urllib.error.HTTPError as err:
        with err:
            return err.code, dict(err.headers), err.read()


def post(srv: PlaygroundServer, path: str, value: object) -> tuple[int, Any]:
    status, _, data = request(
        srv, "POST", path, json.dumps(value).encode(), {"Content-Type": "application/json"}
    )
    return status, json.loads(data)


def error_of(status: int, headers: dict[str, str], data: bytes) -> tuple[int, str]:
    assert headers["Content-Type"] == "application/json"
    payload = json.loads(data)
    assert payload["error"]["status"] == status
    return status, payload["error"]["message"]


# --------------------------------------------------------------------------- the page


def test_page_has_strict_csp_and_no_inline_script(server: PlaygroundServer) -> None:
    status, headers, data = request(server, "GET", "/")
    assert status == 200
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["Content-Security-Policy"] == CSP
    assert "script-src 'self'" in CSP and "unsafe-inline" not in CSP
    assert "default-src 'none'" in CSP and "frame-ancestors 'none'" in CSP
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["X-Frame-Options"] == "DENY"
    page = data.decode()
    assert '<script src="/static/app.js" defer></script>' in page
    assert page.count("<script") == 1  # the one external script, nothing inline
    assert "<style" not in page and " style=" not in page and " on" + "click" not in page


@pytest.mark.parametrize(
    ("path", "content_type", "needle"),
    [
        ("/static/app.js", "text/javascript; charset=utf-8", b'"use strict";'),
        ("/static/style.css", "text/css; charset=utf-8", b".hl.errpos"),
        ("/static/icon.svg", "image/svg+xml", b"<svg"),
        ("/favicon.ico", "image/svg+xml", b"<svg"),
    ],
)
def test_static_files(
    server: PlaygroundServer, path: str, content_type: str, needle: bytes
) -> None:
    status, headers, data = request(server, "GET", path)
    assert (status, headers["Content-Type"]) == (200, content_type)
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert needle in data


def test_head_has_headers_and_no_body(server: PlaygroundServer) -> None:
    status, headers, data = request(server, "HEAD", "/")
    assert status == 200 and data == b""
    assert int(headers["Content-Length"]) > 1000


# --------------------------------------------------------------------------- the API


def test_formats_lists_the_registry_with_examples(server: PlaygroundServer) -> None:
    status, _, data = request(server, "GET", "/api/formats")
    assert status == 200
    info = json.loads(data)
    registry = toolcalls.default_registry()
    assert [f["id"] for f in info["formats"]] == list(registry.ids)
    assert [f["colour"] for f in info["formats"]] == [i % 10 for i in range(len(registry.ids))]
    with_examples = [f.id for f in registry.formats if f.spec.examples]
    assert [e["format"] for e in info["examples"][:-1]] == with_examples
    for example, fmt in zip(info["examples"], registry.formats, strict=False):
        assert example["text"] == fmt.spec.examples[0]
    broken = info["examples"][-1]
    assert broken["label"] == "broken (hermes)"
    with pytest.raises(toolcalls.ToolCallError):
        toolcalls.parse_tool_calls(broken["text"])
    assert info["features"] == {
        "tools": "tools" in inspect.signature(toolcalls.parse).parameters,
        "stream": hasattr(toolcalls, "StreamParser"),
    }


def test_parse_strict_gives_calls_with_spans(server: PlaygroundServer) -> None:
    text = f"Let me check. {HERMES}"
    status, answer = post(server, "/api/parse", {"text": text, "mode": "strict"})
    assert status == 200
    (call,) = answer["calls"]
    assert {k: call[k] for k in ("name", "arguments", "format")} == (
        toolcalls.parse_tool_calls(text, include_format=True)[0]
    )
    assert text[call["start"] : call["end"]] == HERMES
    assert answer["errors"] == []
    assert answer["content"] == "Let me check."
    assert answer["reasoning"] is None


def test_parse_strict_stops_at_the_first_error(server: PlaygroundServer) -> None:
    text = f"{HERMES}\n{BROKEN}"
    status, answer = post(server, "/api/parse", {"text": text, "mode": "strict"})
    assert status == 200
    assert answer["calls"] == []
    with pytest.raises(toolcalls.ToolCallError) as raised:
        toolcalls.parse_tool_calls(text)
    (err,) = answer["errors"]
    assert {k: err[k] for k in ("code", "message", "position", "line", "column", "format")} == (
        raised.value.to_dict()
    )
    assert err["code"] == "json.trailing_comma"
    assert text[err["position"]] == ","
    start, end = err["span"]
    assert text[start:end] == BROKEN


def test_parse_lenient_gives_every_call_and_error(server: PlaygroundServer) -> None:
    text = f"<think>Weather first.</think>{HERMES}\n{BROKEN} done"
    status, answer = post(server, "/api/parse", {"text": text, "mode": "lenient"})
    assert status == 200
    result = toolcalls.parse(text)
    assert [c["name"] for c in answer["calls"]] == ["get_weather"]
    assert [e["code"] for e in answer["errors"]] == [e.code for e in result.errors]
    assert answer["content"] == result.content == "done"
    assert answer["reasoning"] == "Weather first."
    assert answer["reasoning_spans"] == [[0, len("<think>Weather first.</think>")]]
    hermes_colour = next(
        i for i, f in enumerate(toolcalls.default_registry().formats) if f.id == "hermes"
    )
    assert answer["calls"][0]["colour"] == hermes_colour % 10


def test_parse_with_a_format_subset(server: PlaygroundServer) -> None:
    status, answer = post(server, "/api/parse", {"text": HERMES, "formats": ["python"]})
    assert (status, answer["calls"], answer["errors"]) == (200, [], [])
    status, answer = post(server, "/api/parse", {"text": HERMES, "formats": ["hermes", "json"]})
    assert [c["format"] for c in answer["calls"]] == ["hermes"]


def test_tools_without_engine_support_say_so(
    server: PlaygroundServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the page's fallback for an engine without tools= (the server runs in this process)
    monkeypatch.setattr(serve_api, "tools_supported", lambda: False)
    tools = [{"name": "get_weather", "parameters": {"type": "object"}}]
    status, answer = post(server, "/api/parse", {"text": HERMES, "tools": tools})
    assert status == 200
    assert answer["notes"] == [serve_api.TOOLS_UNSUPPORTED]
    assert "tools need a newer toolcalls" in answer["notes"][0]
    assert [c["name"] for c in answer["calls"]] == ["get_weather"]


def test_tools_are_passed_when_supported(
    server: PlaygroundServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[object] = []
    real = toolcalls.parse

    def parse_with_tools(
        text: str, *, formats: Any = None, tools: Any = None
    ) -> toolcalls.ParseResult:
        seen.append(tools)
        return real(text, formats=formats)

    monkeypatch.setattr(toolcalls, "parse", parse_with_tools)
    tools = [{"name": "get_weather", "parameters": {"type": "object"}}]
    status, answer = post(server, "/api/parse", {"text": HERMES, "tools": tools, "mode": "lenient"})
    assert status == 200
    assert answer["notes"] == []
    assert seen == [tools]


def test_convert_to_the_three_shapes_and_a_format(server: PlaygroundServer) -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}}]
    for target, function in (
        ("openai", toolcalls.to_openai),
        ("responses", toolcalls.to_openai_responses),
        ("anthropic", toolcalls.to_anthropic),
    ):
        status, answer = post(server, "/api/convert", {"calls": calls, "to": target})
        assert status == 200
        assert answer == {
            "to": target,
            "kind": "json",
            "output": function(calls, deterministic=True),
            "error": None,
        }
    status, answer = post(server, "/api/convert", {"calls": calls, "to": "python"})
    assert (status, answer["output"]) == (200, toolcalls.render(calls, "python"))


def test_convert_shows_what_a_format_cannot_write(server: PlaygroundServer) -> None:
    calls = [{"name": "get weather", "arguments": {}}]
    with pytest.raises(ValueError) as raised:
        toolcalls.render(calls, "python")
    status, answer = post(server, "/api/convert", {"calls": calls, "to": "python"})
    assert status == 200
    assert (answer["output"], answer["error"]) == (None, str(raised.value))


def test_bench_times_on_the_server(server: PlaygroundServer) -> None:
    status, answer = post(server, "/api/bench", {"text": HERMES, "runs": 200})
    assert status == 200
    assert (answer["runs"], answer["requested"], answer["mode"]) == (200, 200, "strict")
    assert answer["per_parse_us"] > 0
    assert answer["total_us"] == pytest.approx(answer["per_parse_us"] * 200, rel=0.01)
    status, answer = post(server, "/api/bench", {"text": BROKEN, "mode": "lenient"})
    assert (status, answer["runs"]) == (200, 1000)


def test_stream_without_a_stream_parser_is_501(
    server: PlaygroundServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delattr(toolcalls, "StreamParser", raising=False)
    status, answer = post(server, "/api/stream", {"text": HERMES})
    assert status == 501
    assert "StreamParser" in answer["error"]["message"]


class _Event:
    def __init__(self, kind: str, **fields: object) -> None:
        self.kind = kind
        for name, value in fields.items():
            setattr(self, name, value)


class _FakeStreamParser:
    """The duck-typed interface of DESIGN.md section 7: content until a '<', then one call."""

    def __init__(self, *, formats: object = None) -> None:
        self.formats = formats
        self.text = ""

    def feed(self, chunk: str) -> list[_Event]:
        self.text += chunk
        return [_Event("content", text=chunk)]

    def close(self) -> list[_Event]:
        call = toolcalls.parse(self.text).calls[0]
        return [
            _Event("call_start", index=0, name=call.name, id=None, format=call.format),
            _Event("call_end", index=0, call=call),
        ]


def test_stream_replays_events_chunk_by_chunk(
    server: PlaygroundServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(toolcalls, "StreamParser", _FakeStreamParser, raising=False)
    status, answer = post(server, "/api/stream", {"text": HERMES, "chunk_size": 40})
    assert status == 200
    assert answer["chunks"] == [HERMES[:40], HERMES[40:80]]
    kinds = [(e["chunk"], e["kind"]) for e in answer["events"]]
    assert kinds == [(0, "content"), (1, "content"), (2, "call_start"), (2, "call_end")]
    assert answer["events"][2]["name"] == "get_weather"
    assert answer["events"][3]["call"] == {
        "name": "get_weather",
        "arguments": {"city": "Paris"},
        "format": "hermes",
    }
    status, _, data = request(server, "GET", "/api/formats")
    assert json.loads(data)["features"]["stream"] is True


# --------------------------------------------------------------------------- 4xx


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"{not json", "the body is not valid JSON"),
        (b"[1, 2]", "the body must be a JSON object"),
        (b'{"text": 5}', "'text' must be a string"),
        (b'{"text": "x", "mode": "loose"}', "'mode' must be 'strict' or 'lenient'"),
        (b'{"text": "x", "formats": []}', "choose at least one format"),
        (b'{"text": "x", "formats": ["nope"]}', "unknown format 'nope'; installed: "),
        (b'{"text": "x", "tools": {"a": 1}}', "'tools' must be null or a JSON array"),
        (b"\xff\xfe", "the body is not UTF-8"),
    ],
)
def test_bad_bodies_are_400(server: PlaygroundServer, body: bytes, message: str) -> None:
    status, headers, data = request(
        server, "POST", "/api/parse", body, {"Content-Type": "application/json"}
    )
    code, text = error_of(status, headers, data)
    assert code == 400
    assert text.startswith(message)


@pytest.mark.parametrize(
    ("path", "body", "message"),
    [
        ("/api/convert", {"calls": "x", "to": "openai"}, "'calls' must be a list"),
        ("/api/convert", {"calls": [{"name": 1}], "to": "openai"}, "calls[0] must be an object"),
        ("/api/convert", {"calls": [], "to": "klingon"}, "unknown conversion target 'klingon'"),
        ("/api/bench", {"text": "x", "runs": 0}, "'runs' must be an integer from 1 to 100,000"),
        ("/api/bench", {"text": "x", "runs": True}, "'runs' must be an integer"),
    ],
)
def test_bad_fields_are_400(
    server: PlaygroundServer, path: str, body: object, message: str
) -> None:
    status, answer = post(server, path, body)
    assert status == 400
    assert answer["error"]["message"].startswith(message)


def test_unknown_path_is_404(server: PlaygroundServer) -> None:
    for method, path in (("GET", "/nope"), ("GET", "/static/../api.py"), ("POST", "/api/nope")):
        status, headers, data = request(
            server,
            method,
            path,
            b"{}" if method == "POST" else None,
            {"Content-Type": "application/json"},
        )
        assert error_of(status, headers, data) == (404, f"no such path: {path}")


@pytest.mark.parametrize(
    ("method", "path", "allow"),
    [
        ("GET", "/api/parse", "POST"),
        ("PUT", "/api/parse", "POST"),
        ("POST", "/", "GET, HEAD"),
        ("DELETE", "/api/formats", "GET, HEAD"),
        ("OPTIONS", "/api/bench", "POST"),
    ],
)
def test_wrong_method_is_405(server: PlaygroundServer, method: str, path: str, allow: str) -> None:
    status, headers, data = request(
        server,
        method,
        path,
        b"{}" if method in ("POST", "PUT") else None,
        {"Content-Type": "application/json"},
    )
    code, message = error_of(status, headers, data)
    assert code == 405
    assert headers["Allow"] == allow
    assert message == f"{method} is not allowed on {path} (allowed: {allow})"


def test_post_must_be_json(server: PlaygroundServer) -> None:
    status, headers, data = request(
        server, "POST", "/api/parse", b'{"text": "x"}', {"Content-Type": "text/plain"}
    )
    assert error_of(status, headers, data) == (415, "send the body as application/json")


def _raw(srv: PlaygroundServer, data: bytes, wait: float = 10.0) -> bytes:
    """Send raw bytes, read until the server closes the connection."""
    with socket.create_connection(("127.0.0.1", srv.port), timeout=wait) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)


def test_body_over_1_mb_is_413_without_reading_it(server: PlaygroundServer) -> None:
    head = (
        f"POST /api/parse HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {MAX_BODY + 1}\r\n\r\n"
    ).encode()
    answer = _raw(server, head + b'{"text": "')  # the rest is never sent, nor waited for
    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line == b"HTTP/1.1 413 Request Entity Too Large"
    assert b"Connection: close" in rest
    body = json.loads(rest.split(b"\r\n\r\n", 1)[1])
    assert body["error"]["message"] == "request body of 1,000,001 bytes; the limit is 1,000,000"


def test_body_of_exactly_1_mb_is_served(server: PlaygroundServer) -> None:
    padding = MAX_BODY - len(json.dumps({"text": HERMES + " "}))
    body = json.dumps({"text": HERMES + " " * (padding + 1)}).encode()
    assert len(body) == MAX_BODY
    status, _, data = request(
        server, "POST", "/api/parse", body, {"Content-Type": "application/json"}
    )
    assert status == 200
    assert [c["name"] for c in json.loads(data)["calls"]] == ["get_weather"]


def test_missing_content_length_is_411(server: PlaygroundServer) -> None:
    head = (
        f"POST /api/parse HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    ).encode()
    assert _raw(server, head).startswith(b"HTTP/1.1 411 Length Required\r\n")


@pytest.mark.parametrize(
    ("raw", "status"),
    [
        (b"BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n", 501),
        (b"GET /" + b"a" * 70_000 + b" HTTP/1.1\r\n\r\n", 414),
    ],
)
def test_requests_the_base_server_refuses_answer_in_json(
    server: PlaygroundServer, raw: bytes, status: int
) -> None:
    answer = _raw(server, raw)
    assert answer.startswith(f"HTTP/1.1 {status} ".encode())
    head, _, body = answer.partition(b"\r\n\r\n")
    assert b"Content-Type: application/json" in head and b"nosniff" in head
    assert json.loads(body)["error"]["status"] == status


def test_a_garbled_request_line_gets_a_json_answer(server: PlaygroundServer) -> None:
    # No HTTP version could be read, so the answer is HTTP/0.9-style: the body alone.
    answer = json.loads(_raw(server, b"GARBAGE\r\n\r\n"))
    assert answer == {"error": {"status": 400, "message": "Bad request syntax ('GARBAGE')"}}


# --------------------------------------------------------------------------- Host and Origin


@pytest.mark.parametrize(
    "host", ["evil.example:{port}", "127.0.0.1:1", "localhost", "evil.example"]
)
def test_foreign_host_header_is_421(server: PlaygroundServer, host: str) -> None:
    status, headers, data = request(
        server, "GET", "/", headers={"Host": host.format(port=server.port)}
    )
    code, message = error_of(status, headers, data)
    assert code == 421
    assert message.startswith(f"this server answers to {server.url} only")


def test_missing_host_header_is_421(server: PlaygroundServer) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    conn.putrequest("GET", "/api/formats", skip_host=True)
    conn.endheaders()
    resp = conn.getresponse()
    assert resp.status == 421
    assert "not to Host '(none)'" in json.loads(resp.read())["error"]["message"]
    conn.close()


@pytest.mark.parametrize("name", ["127.0.0.1", "localhost", "LOCALHOST"])
def test_local_host_names_are_served(server: PlaygroundServer, name: str) -> None:
    status, _, _ = request(server, "GET", "/api/formats", headers={"Host": f"{name}:{server.port}"})
    assert status == 200


def test_cross_origin_requests_are_403(server: PlaygroundServer) -> None:
    body = json.dumps({"text": HERMES}).encode()
    status, headers, data = request(
        server,
        "POST",
        "/api/parse",
        body,
        {"Content-Type": "application/json", "Origin": "http://evil.example"},
    )
    assert error_of(status, headers, data) == (
        403,
        "cross-origin request from 'http://evil.example' refused",
    )
    status, _, _ = request(
        server,
        "POST",
        "/api/parse",
        body,
        {"Content-Type": "application/json", "Origin": f"http://localhost:{server.port}"},
    )
    assert status == 200


def test_allowed_hosts_extend_the_host_check() -> None:
    srv, thread = _start(allowed_hosts=["box.lan"])
    try:
        status, _, _ = request(srv, "GET", "/", headers={"Host": f"box.lan:{srv.port}"})
        assert status == 200
        status, _, _ = request(srv, "GET", "/", headers={"Host": f"other.lan:{srv.port}"})
        assert status == 421
    finally:
        _stop(srv, thread)


# --------------------------------------------------------------------------- timeouts


def test_stalled_clients_are_dropped_and_the_server_goes_on() -> None:
    srv, thread = _start(timeout=0.5)
    try:
        started = time.monotonic()
        # Headers never finished, then a body shorter than its Content-Length.
        assert _raw(srv, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{srv.port}\r\n".encode()) == b""
        head = (
            f"POST /api/parse HTTP/1.1\r\nHost: 127.0.0.1:{srv.port}\r\n"
            "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"
        ).encode()
        assert _raw(srv, head) == b""
        assert time.monotonic() - started < 5
        status, _, _ = request(srv, "GET", "/api/formats")
        assert status == 200
    finally:
        _stop(srv, thread)


# --------------------------------------------------------------------------- the command


def test_serve_command_prints_the_address_and_serves() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "toolcalls", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/")
        with urllib.request.urlopen(url + "api/formats", timeout=10) as resp:
            assert json.loads(resp.read())["version"] == toolcalls.__version__
        proc.send_signal(signal.SIGINT)  # Ctrl-C
        assert proc.wait(10) == 130
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert proc.stderr is not None
    log = proc.stderr.read()
    assert "warning" not in log
    assert '"GET /api/formats HTTP/1.1" 200' in log


class _NoServer:
    """Stands in for the server so that no socket is bound on a non-local address."""

    allowed_hosts = frozenset({"192.0.2.7:8765"})
    url = "http://192.0.2.7:8765/"

    def __init__(self, host: str, port: int, **kwargs: object) -> None:
        self.made = (host, port, kwargs)

    def serve_forever(self) -> None:
        pass

    def server_close(self) -> None:
        pass


def test_serve_command_warns_on_another_host(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import toolcalls.serve
    from toolcalls.cli import main

    monkeypatch.setattr(toolcalls.serve, "make_server", _NoServer)
    assert main(["serve", "--host", "192.0.2.7", "--allow-host", "box.lan"]) == 0
    out, err = capsys.readouterr()
    assert out == "http://192.0.2.7:8765/\n"
    assert err.startswith(
        "warning: listening on 192.0.2.7, not on this machine's loopback: anyone who can reach "
        "this address can use the playground."
    )
    assert main(["serve", "--host", "127.0.0.2"]) == 0
    assert "warning" not in capsys.readouterr().err


def test_serve_command_port_in_use_is_a_usage_error(server: PlaygroundServer) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "toolcalls", "serve", "--port", str(server.port)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert f"cannot listen on 127.0.0.1:{server.port}" in proc.stderr
