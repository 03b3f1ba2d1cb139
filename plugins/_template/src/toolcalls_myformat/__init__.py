"""Copy-me start for a new format: ``<my_call>{"name": ..., "arguments": {...}}</my_call>``.

Copy plugins/_template to plugins/<format>, rename ``myformat``/``toolcalls_myformat``
everywhere, then change the markers; if the payload is not call-shaped JSON, pick another
building block of ``toolcalls.plugin`` (``NameArgs``, ``XmlParams``, ``KeyValue``,
``PyCalls``). docs/plugins.md walks through it.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, TaggedJSON, hookimpl

FORMAT_ID = "myformat"
OPEN = "<my_call>"
CLOSE = "</my_call>"

#: The format, as data: tagged JSON between OPEN and CLOSE (with the toolkit's fast path).
GRAMMAR = TaggedJSON(OPEN, CLOSE)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            description="Template: <my_call>{json}</my_call>",
            examples=(
                '<my_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</my_call>',
            ),
        )
    ]
