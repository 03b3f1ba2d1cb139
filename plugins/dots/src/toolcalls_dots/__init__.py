"""rednote-hilab dots tool calls: ``<dots_function_call>`` blocks.

    <dots_function_call>
    <invoke name="search">
    <parameter name="query">weather in Shanghai</parameter>
    </invoke>
    </dots_function_call>

A block holds one or more ``<invoke>`` elements, MiniMax-M2's grammar under another wrapper (the
toolkit's ``XmlParams``: values raw text, stripped, JSON-first without a schema and typed by
``tools=[...]``, no entity decoding), or one JSON call object (``{"name": ..., "arguments":
...}``, ``parameters`` too: ``TaggedJSON``), as vLLM's and SGLang's ``dots`` parsers read it.
Both are read (a ``Choice``: the block's content says which). Reasoning: ``<think>``.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import (
    Call,
    Choice,
    FormatSpec,
    TaggedJSON,
    TagStyle,
    XmlParams,
    hookimpl,
)

__all__ = ["CLOSE", "GRAMMAR", "OPEN", "toolcalls_formats", "toolcalls_render"]

FORMAT_ID = "dots"
OPEN = "<dots_function_call>"
CLOSE = "</dots_function_call>"

XML = XmlParams(
    call=TagStyle("<invoke", "</invoke>"),
    param=TagStyle("<parameter", "</parameter>"),
    wrapper=(OPEN, CLOSE),
    bare=False,
    trim="strip",
    entities=False,
    structural_close=True,
)
JSON = TaggedJSON(OPEN, CLOSE, payload="object")
GRAMMAR = Choice(XML, JSON)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            description='dots: <dots_function_call><invoke name="f"><parameter name="k">v'
            "</parameter></invoke></dots_function_call>",
            examples=(
                '<dots_function_call>\n<invoke name="get_weather">\n<parameter name="city">'
                'Paris</parameter>\n<parameter name="days">3</parameter>\n</invoke>\n'
                "</dots_function_call>",
                '<dots_function_call>\n{"name": "get_time", "arguments": {"zone": "CET"}}\n'
                "</dots_function_call>",
            ),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The ``<invoke>`` layout, every call in one block, one tag per line."""
    return XML.render(calls)
