"""What every entry point makes of many texts, as one JSON document (tests/test_native.py).

    python tests/native_digest.py              # the core as installed (compiled where built)
    TOOLCALLS_PURE=1 python tests/native_digest.py   # the pure Python

The texts: every record of the conformance corpus (with its tools), and every installed
format's examples, whole, cut at every third character (partial and broken calls) and after a
reasoning block. For each: the lenient result (calls with their spans and ids, errors with
code, message and position, content, reasoning), the strict result or error, and (the whole
texts) the events of streaming it in chunks of five characters. The compiled core must give
the same document as the pure Python.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import toolcalls
from toolcalls import StreamParser, ToolCallError
from toolcalls.testing import conformance_records


def _error(err: ToolCallError) -> list[Any]:
    return [err.code, err.message, err.position, err.line, err.column, err.format]


def _call(call: toolcalls.Call) -> list[Any]:
    return [call.name, call.arguments, call.start, call.end, call.id, call.format,
            call.name_pos, call.args_pos]


def digest(text: str, tools: list[Any] | None, stream: bool) -> dict[str, Any]:
    result = toolcalls.parse(text, tools=tools)
    out: dict[str, Any] = {
        "calls": [_call(c) for c in result.calls],
        "errors": [_error(e) for e in result.errors],
        "content": result.content,
        "reasoning": result.reasoning,
    }
    try:
        out["strict"] = toolcalls.parse_tool_calls(text, tools=tools, include_format=True)
    except ToolCallError as exc:
        out["strict"] = _error(exc)
    if not stream:
        return out
    parser = StreamParser(tools=tools)
    events: list[Any] = []
    for at in range(0, len(text), 5):
        events.extend(parser.feed(text[at:at + 5]))
    events.extend(parser.close())
    out["stream"] = [[e.kind, e.index, e.text, e.name, e.id, e.format,
                      None if e.call is None else _call(e.call),
                      None if e.error is None else _error(e.error)] for e in events]
    return out


def texts() -> list[tuple[str, list[Any] | None, bool]]:
    """``(text, tools, streamed)``: the cuts of the examples are parsed, not streamed (a
    stream of each would cost as much as all the rest)."""
    found: list[tuple[str, list[Any] | None, bool]] = []
    found.extend((r["text"], r.get("tools"), True)
                 for r in conformance_records(None, start=__file__))
    for fmt in toolcalls.default_registry().formats:
        for example in fmt.spec.examples:
            found.append((example, None, True))
            found.append((f"<think>plan</think>Sure.\n{example}\nDone.", None, True))
            found.extend((example[:cut], None, False) for cut in range(1, len(example), 3))
    return found


def main() -> int:
    document = [digest(text, tools, streamed) for text, tools, streamed in texts()]
    json.dump({"texts": len(document), "digests": document}, sys.stdout, sort_keys=True,
              default=repr)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
