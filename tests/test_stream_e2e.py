"""End to end: an OpenAI-compatible ``/v1/chat/completions`` endpoint that streams, the way a
serving stack in front of a raw model does, read by the real ``openai`` client.

The server (standard library, 127.0.0.1, a free port, in a thread of the test) takes a canned
raw model output, cuts it into small chunks as tokens would arrive, runs them through
``toolcalls.StreamParser`` (with the request's ``tools``) and the Chat Completions chunk adapter,
and writes each chunk as a Server-Sent Event (``data: {...}``, then ``data: [DONE]``). The
client sees content deltas and ``tool_calls`` deltas, and what it accumulates equals
``toolcalls.parse`` of the raw text. Nothing leaves 127.0.0.1 (the proxy settings of the
environment are cleared for the client) and every wait is bounded.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from openai import OpenAI

import toolcalls
from toolcalls.clients import ChatCompletionChunks
from toolcalls.toolkit.json import parse_json

HERMES = ("I'll look that up for you.\n<tool_call>\n"
          '{"name": "get_weather", "arguments": {"city": "S\u00e3o Paulo", "unit": "celsius", '
          '"days": 3}}\n</tool_call>')
QWEN3_CODER = ("Writing the file now.\n<tool_call>\n<function=write_file>\n"
               "<parameter=path>\nnotes/today.md\n</parameter>\n<parameter=title>\n2026\n"
               "</parameter>\n<parameter=content>\n"
               "Line one\nLine two with <b>tags</b> & more\n</parameter>\n"
               "<parameter=overwrite>\ntrue\n</parameter>\n</function>\n</tool_call>")
OUTPUTS = {"hermes": HERMES, "qwen3-coder": QWEN3_CODER}
TOOLS = [
    {"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": {"city": {"type": "string"},
                                         "unit": {"type": "string"},
                                         "days": {"type": "integer"}}}}},
    {"type": "function", "function": {"name": "write_file", "parameters": {
        "type": "object", "properties": {"path": {"type": "string"},
                                         "title": {"type": "string"},
                                         "content": {"type": "string"},
                                         "overwrite": {"type": "boolean"}}}}},
]
CHUNK = 4  # characters per "token" the server's model produces
TIMEOUT = 10.0


def sse_chunks(text: str, tools: list[Any] | None) -> Iterator[dict[str, Any]]:
    """The Chat Completions chunks of ``text`` streamed through toolcalls."""
    parser = toolcalls.StreamParser(tools=tools, reasoning_started=False)
    adapter = ChatCompletionChunks(model="raw-model", deterministic=True, created=1700000000)
    for i in range(0, len(text), CHUNK):
        for event in parser.feed(text[i:i + CHUNK]):
            yield from adapter(event)
    for event in parser.close():
        yield from adapter(event)
    yield from adapter.finish()


class Handler(BaseHTTPRequestHandler):
    server_version = "toolcalls-e2e"
    timeout = TIMEOUT  # a stalled client never holds the thread

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _error(self, status: int, message: str) -> None:
        body = json.dumps({"error": {"message": message}}).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self) -> None:
        if self.path != "/v1/chat/completions":
            self._error(404, f"no such path: {self.path}")
            return
        request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append(request)  # type: ignore[attr-defined]
        if request.get("stream") is not True or request.get("model") not in OUTPUTS:
            self._error(400, "this server streams the canned models only")
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        for chunk in sse_chunks(OUTPUTS[request["model"]], request.get("tools")):
            self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
            self.wfile.flush()
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()


@pytest.fixture(scope="module")
def server() -> Iterator[ThreadingHTTPServer]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.requests = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
                              daemon=True)
    thread.start()
    try:
        yield httpd
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(TIMEOUT)


@pytest.fixture
def client(server: ThreadingHTTPServer, monkeypatch: pytest.MonkeyPatch) -> Iterator[OpenAI]:
    host, port = server.server_address[:2]
    # no proxy from the environment: nothing leaves this machine
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.lower(), raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    with OpenAI(base_url=f"http://{host}:{port}/v1", api_key="x", max_retries=0,
                timeout=TIMEOUT) as openai_client:
        yield openai_client


def decoded(arguments: str) -> Any:
    value, end = parse_json(arguments, 0, len(arguments))
    assert end == len(arguments), arguments
    return value


@pytest.mark.parametrize("model", sorted(OUTPUTS))
def test_the_openai_client_reads_tool_call_deltas(client: OpenAI, server: ThreadingHTTPServer,
                                                  model: str) -> None:
    text = OUTPUTS[model]
    expected = toolcalls.parse(text, tools=TOOLS, reasoning_started=False)
    assert expected.calls and not expected.errors
    stream = client.chat.completions.create(
        model=model, messages=[{"role": "user", "content": "go"}], tools=TOOLS,  # type: ignore[list-item]
        stream=True)
    content: list[str] = []
    calls: dict[int, dict[str, Any]] = {}
    finish = []
    pieces = 0
    for chunk in stream:
        assert chunk.object == "chat.completion.chunk" and chunk.model == "raw-model"
        choice = chunk.choices[0]
        finish.append(choice.finish_reason)
        delta = choice.delta
        if delta.content:
            content.append(delta.content)
        for tool in delta.tool_calls or []:
            if tool.index not in calls:  # the first delta of a call: index, id, type, name
                assert tool.id and tool.type == "function"
                assert tool.function is not None and tool.function.name
                calls[tool.index] = {"id": tool.id, "name": tool.function.name,
                                     "arguments": tool.function.arguments or ""}
                continue
            # later deltas: arguments pieces only, the name never again
            assert tool.id is None and tool.type is None
            assert tool.function is not None and tool.function.name is None
            assert tool.function.arguments
            calls[tool.index]["arguments"] += tool.function.arguments
            pieces += 1
    assert server.requests[-1]["stream"] is True  # type: ignore[attr-defined]
    assert server.requests[-1]["tools"] == TOOLS  # type: ignore[attr-defined]
    # the content streamed in several deltas and adds up to the parse's content
    assert len(content) > 1 and "".join(content) == expected.content
    assert "<tool_call>" not in "".join(content)
    assert finish[-1] == "tool_calls" and set(finish[:-1]) == {None}
    # the arguments came in pieces, as the model wrote them, and add up to the call's
    assert pieces > 3
    assert sorted(calls) == list(range(len(expected.calls)))
    got = [(calls[i]["name"], decoded(calls[i]["arguments"])) for i in sorted(calls)]
    assert got == [(c.name, c.arguments) for c in expected.calls]
    # and the deltas are those the library gives for the same chunks
    direct = [c for c in sse_chunks(text, TOOLS)]
    direct_args = "".join(t["function"]["arguments"] for c in direct
                          for t in c["choices"][0]["delta"].get("tool_calls", []))
    assert direct_args == "".join(calls[i]["arguments"] for i in sorted(calls))


def test_types_come_from_the_tools_of_the_request(client: OpenAI) -> None:
    stream = client.chat.completions.create(
        model="qwen3-coder", messages=[{"role": "user", "content": "go"}],
        tools=TOOLS, stream=True)  # type: ignore[arg-type]
    arguments = "".join(t.function.arguments or "" for chunk in stream
                        for t in chunk.choices[0].delta.tool_calls or [] if t.function)
    # the schema says string: "2026" stays one (without tools it would be the number 2026)
    assert decoded(arguments)["title"] == "2026"
    assert decoded(arguments)["overwrite"] is True
    assert toolcalls.parse(QWEN3_CODER).calls[0].arguments["title"] == 2026


@pytest.mark.parametrize("model", sorted(OUTPUTS))
def test_the_stream_helper_accumulates_the_calls(client: OpenAI, model: str) -> None:
    text = OUTPUTS[model]
    expected = toolcalls.parse(text, tools=TOOLS, reasoning_started=False)
    kinds: list[str] = []
    argument_pieces: list[str] = []
    with client.chat.completions.stream(
            model=model, messages=[{"role": "user", "content": "go"}]) as stream:
        for event in stream:
            kinds.append(event.type)
            if event.type == "tool_calls.function.arguments.delta":
                argument_pieces.append(event.arguments_delta)
        final = stream.get_final_completion()
    assert "content.delta" in kinds and "tool_calls.function.arguments.done" in kinds
    message = final.choices[0].message
    assert final.choices[0].finish_reason == "tool_calls"
    assert message.content == expected.content
    assert message.tool_calls is not None
    got = [(t.function.name, decoded(t.function.arguments)) for t in message.tool_calls]
    # no tools in this request: raw values follow the JSON-first rule, as parse() without tools
    plain = toolcalls.parse(text, reasoning_started=False)
    assert got == [(c.name, c.arguments) for c in plain.calls]
    assert "".join(argument_pieces) == "".join(t.function.arguments for t in message.tool_calls)


def test_the_server_refuses_what_it_does_not_serve(client: OpenAI) -> None:
    import openai

    with pytest.raises(openai.BadRequestError):
        client.chat.completions.create(model="hermes", messages=[{"role": "user",
                                                                  "content": "go"}])
