"""Hermes / Qwen tool calls: ``<tool_call>{"name": ..., "arguments": {...}}</tool_call>``.

Several calls are several tags; a tag may also hold a JSON array of calls. The toolkit's
``tagged_json`` applies the shared rules of tagged formats (closer inside strings, missing
closer at the end of the text, openers in prose).
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls import Call, Extraction, FormatSpec, hookimpl
from toolcalls.toolkit import scan_tagged, tagged_json
from toolcalls.toolkit.render import dump_json

FORMAT_ID = "hermes"
OPEN = "<tool_call>"
CLOSE = "</tool_call>"


@hookimpl
def toolcalls_format() -> FormatSpec:
    return FormatSpec(
        id=FORMAT_ID,
        tier=1,
        markers=(OPEN,),
        anchored=True,
        tagged_json=(OPEN, CLOSE),
        description="Hermes / Qwen: <tool_call>{json}</tool_call>",
        examples=(
            '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>',
        ),
    )


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    return text.find(OPEN, start)


@hookimpl
def toolcalls_extract(text: str, start: int) -> Extraction:
    return scan_tagged(text, start, OPEN, CLOSE, tagged_json, format=FORMAT_ID)


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """One tag per call, the JSON on its own line, as the Qwen / Hermes chat templates write."""
    return "\n".join(
        f"{OPEN}\n{dump_json({'name': call.name, 'arguments': call.arguments})}\n{CLOSE}"
        for call in calls
    )
