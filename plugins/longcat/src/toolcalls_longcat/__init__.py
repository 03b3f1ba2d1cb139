"""Meituan LongCat-Flash tool calls: one JSON object in ``<longcat_tool_call>`` tags per call.

    <longcat_tool_call>
    {"name": "get_weather", "arguments": {"city": "Tokyo"}}
    </longcat_tool_call>

Hermes' grammar with LongCat's own tag (vLLM's ``longcat`` parser is its Hermes parser with
this tag; SGLang's detector reads the same with the newlines of the layout above): the
toolkit's ``TaggedJSON`` block. Consecutive calls follow each other with no separator. The
thinking models reason in ``<longcat_think>...</longcat_think>``; the template prefills the
opener (``ASSISTANT:<longcat_think>\\n``), so a reply may hold only the closer. ``</longcat_s>``
ends a turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import Call, FormatSpec, Reasoning, TaggedJSON, hookimpl

FORMAT_ID = "longcat"
OPEN = "<longcat_tool_call>"
CLOSE = "</longcat_tool_call>"

#: One object per tag; rendered with the opener, the JSON and the closer on lines of their own.
GRAMMAR = TaggedJSON(OPEN, CLOSE, newline_layout=True)

THINK = Reasoning("<longcat_think>", "</longcat_think>", prefilled=True)

#: Begin and end of a sequence; the end closes every assistant turn.
CONTROL_TOKENS = ("<longcat_s>", "</longcat_s>")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(THINK,),
            control_tokens=CONTROL_TOKENS,
            description='Meituan LongCat-Flash: <longcat_tool_call>{"name": "f", "arguments": '
            "{...}}</longcat_tool_call>",
            examples=(
                '<longcat_tool_call>\n{"name": "get_weather", "arguments": {"city": "Tokyo"}}\n'
                "</longcat_tool_call>",
                "Let me check.\n<longcat_tool_call>\n"
                '{"name": "get_weather", "arguments": {"city": "Tokyo"}}\n'
                "</longcat_tool_call><longcat_tool_call>\n"
                '{"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}\n'
                "</longcat_tool_call>",
            ),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The calls in the layout SGLang's detector describes: per call ``<longcat_tool_call>``,
    a newline, the object, a newline, ``</longcat_tool_call>``; calls one per line."""
    return GRAMMAR.render(calls)
