"""``toolcalls parse --stream``: the command reads standard input as it arrives and prints one
JSON event per line while the rest of the input is still to come.

Each test runs the command as a subprocess and feeds its standard input in pieces; a line is
read before the rest is written, which only a command that streams can give. Every wait is
bounded (a reader thread and a queue with a timeout).
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

import pytest

import toolcalls
from toolcalls.toolkit.json import parse_json

TIMEOUT = 20.0


class Command:
    """``python -m toolcalls ARGS`` with a pipe on each end; stdout lines come through a
    queue, so a read waits at most ``TIMEOUT``."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "toolcalls", *args], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        assert self.proc.stdout is not None
        threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True).start()

    def _read(self, stream: IO[bytes]) -> None:
        for line in stream:
            self.lines.put(line)
        self.lines.put(None)

    def write(self, data: str | bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data.encode() if isinstance(data, str) else data)
        self.proc.stdin.flush()

    def line(self) -> dict[str, Any]:
        """The next line printed, as JSON (fails if none comes within the timeout)."""
        try:
            raw = self.lines.get(timeout=TIMEOUT)
        except queue.Empty:
            self.proc.kill()
            raise AssertionError("no line came while the input was still open") from None
        assert raw is not None, "the command ended"
        assert raw.endswith(b"\n")
        value: dict[str, Any] = json.loads(raw)
        return value

    def finish(self) -> tuple[list[dict[str, Any]], str, int]:
        """Close stdin; the remaining lines, stderr and the exit code."""
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        rest: list[dict[str, Any]] = []
        while (raw := self.lines.get(timeout=TIMEOUT)) is not None:
            rest.append(json.loads(raw))
        code = self.proc.wait(TIMEOUT)
        assert self.proc.stderr is not None
        return rest, self.proc.stderr.read().decode(), code


def run(args: list[str], data: bytes) -> tuple[list[dict[str, Any]], str, int]:
    done = subprocess.run([sys.executable, "-m", "toolcalls", *args], input=data,
                          capture_output=True, timeout=TIMEOUT, check=False)
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    return lines, done.stderr.decode(), done.returncode


def arguments_of(events: list[dict[str, Any]], index: int) -> Any:
    text = "".join(e["text"] for e in events if e["kind"] == "arguments" and e["index"] == index)
    value, end = parse_json(text, 0, len(text))
    assert end == len(text)
    return value


def test_events_come_while_the_input_is_still_arriving() -> None:
    first = 'Sure, checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Par'
    rest = 'is", "days": 3}}\n</tool_call>\nDone.'
    cmd = Command("parse", "--stream", "--reasoning-started", "no")
    cmd.write(first)
    events = [cmd.line()]
    assert events == [{"kind": "content", "text": "Sure, checking."}]
    events.append(cmd.line())  # the name is whole: the call starts before the input ends
    assert events[-1] == {"kind": "call_start", "index": 0, "name": "get_weather", "id": None,
                          "format": "hermes"}
    sent = ""
    while '"Par' not in sent:  # the open string streams too: its first characters come out
        events.append(cmd.line())
        assert events[-1]["kind"] == "arguments"
        sent += events[-1]["text"]
    cmd.write(rest)
    tail, stderr, code = cmd.finish()
    events += tail
    text = first + rest
    expected = toolcalls.parse(text)
    assert code == 0 and stderr == ""
    assert [e["kind"] for e in events if e["kind"] != "arguments"] == [
        "content", "call_start", "call_end", "content"]
    assert "".join(e["text"] for e in events if e["kind"] == "content") == expected.content
    [end] = [e for e in events if e["kind"] == "call_end"]
    assert end["call"] == {"name": "get_weather", "arguments": {"city": "Paris", "days": 3},
                           "format": "hermes", "id": None}
    assert arguments_of(events, 0) == expected.calls[0].arguments


def test_a_character_split_across_reads_comes_whole() -> None:
    text = "Voil\u00e0, caf\u00e9! Ol\u00e9 \U0001f600."
    data = text.encode()
    cut = data.index("\u00e9".encode()) + 1  # between the two bytes of the first \u00e9
    emoji = data.index("\U0001f600".encode()) + 2  # inside the four bytes of the emoji
    cmd = Command("parse", "--stream", "--reasoning-started", "no", "--lenient")
    cmd.write(data[:cut])
    events = [cmd.line()]
    assert events == [{"kind": "content", "text": "Voil\u00e0,"}]  # "caf" may begin caf(...)
    cmd.write(data[cut:emoji])
    events.append(cmd.line())
    assert events[-1]["text"].startswith(" caf\u00e9!")
    cmd.write(data[emoji:])
    tail, stderr, code = cmd.finish()
    events += tail
    assert "".join(e["text"] for e in events) == text
    assert code == 1 and "no tool call found" in stderr  # prose: no call, as the batch parse


def test_auto_reasoning_streams_once_a_reasoning_marker_has_come() -> None:
    cmd = Command("parse", "--stream")  # --reasoning-started auto (the default)
    cmd.write("<think>Plan: the weather")
    assert cmd.line() == {"kind": "reasoning", "text": "Plan: the weather"}
    cmd.write(' first.</think>\n<tool_call>{"name": "w", "arguments": {}}</tool_call>')
    tail, _, code = cmd.finish()
    assert code == 0
    assert [e["kind"] for e in tail] == ["reasoning", "call_start", "arguments", "call_end"]


def test_openai_prints_chat_completion_chunks() -> None:
    from openai.types.chat import ChatCompletionChunk

    first = 'Calling.\n<tool_call>{"name": "get_weather", "arguments": {"city": "Ro'
    cmd = Command("parse", "--stream", "--openai", "--reasoning-started", "no")
    cmd.write(first)
    chunks = [cmd.line()]
    assert chunks[0]["choices"][0]["delta"] == {"role": "assistant", "content": "Calling."}
    cmd.write('me"}}</tool_call>')
    tail, _, code = cmd.finish()
    chunks += tail
    assert code == 0
    for chunk in chunks:
        ChatCompletionChunk.model_validate(chunk, strict=True)
    tools = [t for c in chunks for t in c["choices"][0]["delta"].get("tool_calls", [])]
    assert tools[0]["function"]["name"] == "get_weather" and tools[0]["id"].startswith("call_")
    arguments = "".join(t["function"]["arguments"] for t in tools)
    assert json.loads(arguments) == {"city": "Rome"}
    assert chunks[-1]["choices"][0]["finish_reason"] == "tool_calls"


@pytest.mark.parametrize(("shape", "first", "last"), [
    ("--responses", "response.created", "response.completed"),
    ("--anthropic", "message_start", "message_stop"),
])
def test_the_other_client_shapes_stream_too(shape: str, first: str, last: str) -> None:
    text = 'Hi <tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>'
    lines, _, code = run(["parse", "--stream", shape, "--reasoning-started", "no"],
                         text.encode())
    assert code == 0 and lines[0]["type"] == first and lines[-1]["type"] == last


def test_exit_codes_and_messages_are_the_batch_parse_s(tmp_path: Path) -> None:
    good = '<tool_call>{"name": "f", "arguments": {}}</tool_call>'
    broken = '<tool_call>{"name": "g", "arguments": {"a": 1,}}</tool_call>'
    text = (good + "\n" + broken).encode()
    for extra in ([], ["--lenient"]):
        events, stderr, code = run(["parse", "--stream", *extra], text)
        batch = subprocess.run([sys.executable, "-m", "toolcalls", "parse", *extra], input=text,
                               capture_output=True, timeout=TIMEOUT, check=False)
        assert code == batch.returncode == (0 if extra else 1)
        errors = [e["error"] for e in events if e["kind"] == "error"]
        assert errors == [e.to_dict() for e in toolcalls.parse(text.decode()).errors]
        assert [(e["code"], e["line"]) for e in errors] == [("json.trailing_comma", 2)]
        assert stderr == batch.stderr.decode()  # the same caret message
    # no call: exit 1 and the batch parse's message
    events, stderr, code = run(["parse", "--stream"], b"Nothing to call here.")
    assert code == 1 and stderr.startswith("toolcalls: no tool call found")
    assert events == [{"kind": "content", "text": "Nothing to call here."}]
    # -q: nothing on stderr
    _, stderr, code = run(["parse", "--stream", "-q"], text)
    assert (stderr, code) == ("", 1)
    # bytes that are not UTF-8: a usage error (exit 2) saying where, as the batch parse
    _, stderr, code = run(["parse", "--stream"], b"ok \xc3\x28 no")
    assert code == 2 and "standard input is not UTF-8 (byte offset 3)" in stderr
    _, stderr, code = run(["parse", "--stream"], b"cut at the end \xe2\x82")
    assert code == 2 and "(byte offset 15)" in stderr
    # a file is read in pieces the same way
    path = tmp_path / "out.txt"
    path.write_bytes(good.encode())
    events, _, code = run(["parse", "--stream", str(path)], b"")
    assert code == 0 and [e["kind"] for e in events] == ["call_start", "arguments", "call_end"]


def test_formats_and_tools_are_respected(tmp_path: Path) -> None:
    text = (b'<tool_call>{"name": "f", "arguments": {}}</tool_call> '
            b'{"name": "g", "arguments": {"x": 1}}')
    for formats, names in ((None, ["f"]), ("json", ["f", "g"]), ("python,json", ["f", "g"])):
        extra = ["--format", formats] if formats else []
        events, _, code = run(["parse", "--stream", *extra], text)
        assert code == 0
        assert [e["call"]["name"] for e in events if e["kind"] == "call_end"] == names
        # the first tier wins over bare JSON when it may; with json alone both are JSON calls
        chosen = formats.split(",") if formats else None
        assert [c.name for c in toolcalls.parse(text.decode(), formats=chosen).calls] == names
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": "f", "parameters": {"type": "object"}}]))
    events, stderr, code = run(["parse", "--stream", "--tools", str(tools)],
                               b'<tool_call>{"name": "nope", "arguments": {}}</tool_call>')
    assert code == 1 and "tool_call.unknown_tool" in stderr
    assert [e["error"]["code"] for e in events if e["kind"] == "error"] == [
        "tool_call.unknown_tool"]
    assert not any(e["kind"] == "call_start" for e in events)  # a tool not offered never starts
    _, stderr, code = run(["parse", "--stream", "--format", "nope"], b"")
    assert code == 2


def test_the_stream_result_is_the_batch_result() -> None:
    text = (b"<think>two calls</think>First.\n[TOOL_CALLS][{\"name\": \"a\", \"arguments\": "
            b"{\"k\": [1, 2]}}, {\"name\": \"b\", \"arguments\": {}}] and after.")
    events, _, code = run(["parse", "--stream", "--lenient"], text)
    batch = subprocess.run([sys.executable, "-m", "toolcalls", "parse", "--lenient",
                            "--compact"], input=text, capture_output=True, timeout=TIMEOUT,
                           check=True)
    expected = json.loads(batch.stdout)
    assert code == 0
    assert [e["call"] | {"id": None} for e in events if e["kind"] == "call_end"] == [
        c | {"id": None} for c in expected["calls"]]
    assert "".join(e["text"] for e in events if e["kind"] == "content") == expected["content"]
    assert "".join(e["text"] for e in events if e["kind"] == "reasoning") == (
        expected["reasoning"])
