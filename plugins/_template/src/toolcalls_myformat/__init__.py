"""Copy-me start for a new format: ``<my_call>{"name": ..., "arguments": {...}}</my_call>``.

Copy plugins/_template to plugins/<format>, rename ``myformat``/``toolcalls_myformat``
everywhere, then change the markers and, if the payload is not call-shaped JSON, the payload
function passed to ``scan_tagged``. docs/plugins.md walks through it.
"""

from __future__ import annotations

from toolcalls import Extraction, FormatSpec, hookimpl
from toolcalls.toolkit import scan_tagged, tagged_json

FORMAT_ID = "myformat"
OPEN = "<my_call>"
CLOSE = "</my_call>"


@hookimpl
def toolcalls_format() -> FormatSpec:
    return FormatSpec(
        id=FORMAT_ID,
        tier=1,
        markers=(OPEN,),
        anchored=True,
        description="Template: <my_call>{json}</my_call>",
        examples=('<my_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</my_call>',),
    )


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    return text.find(OPEN, start)


@hookimpl
def toolcalls_extract(text: str, start: int) -> Extraction:
    return scan_tagged(text, start, OPEN, CLOSE, tagged_json, format=FORMAT_ID)
