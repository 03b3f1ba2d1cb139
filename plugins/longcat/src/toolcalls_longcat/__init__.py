"""Meituan LongCat-Flash tool calls: one call in ``<longcat_tool_call>`` tags, JSON (``longcat``)
or a name and key/value pairs (``longcat_kv``).

    <longcat_tool_call>
    {"name": "get_weather", "arguments": {"city": "Tokyo"}}
    </longcat_tool_call>

Hermes' grammar with LongCat's own tag (vLLM's ``longcat`` parser is its Hermes parser with
this tag; SGLang's detector reads the same with the newlines of the layout above): the
toolkit's ``TaggedJSON`` block. Consecutive calls follow each other with no separator.

``longcat_kv``: LongCat-Flash-Thinking-2601, LongCat-Flash-Thinking-ZigZag and
LongCat-Flash-Lite write GLM's grammar in the same tag, with key and value tags of their own::

    <longcat_tool_call>get_weather
    <longcat_arg_key>city</longcat_arg_key>
    <longcat_arg_value>Tokyo</longcat_arg_value>
    </longcat_tool_call>

(the toolkit's ``KeyValue`` block: values are raw text, JSON-first without a schema, typed by
``tools=[...]``). The two formats share the opener: a JSON payload starts with ``{`` or ``[``,
a name never does, so the grammar that parses a tag wins (as Hermes and GLM on
``<tool_call>``). The
thinking models reason in ``<longcat_think>...</longcat_think>``; the template prefills the
opener (``ASSISTANT:<longcat_think>\\n``), so a reply may hold only the closer. ``</longcat_s>``
ends a turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import Call, FormatSpec, KeyValue, Reasoning, TaggedJSON, hookimpl

FORMAT_ID = "longcat"
KV_FORMAT_ID = "longcat_kv"
OPEN = "<longcat_tool_call>"
CLOSE = "</longcat_tool_call>"

#: One object per tag; rendered with the opener, the JSON and the closer on lines of their own.
GRAMMAR = TaggedJSON(OPEN, CLOSE, newline_layout=True)

#: The 2601 / ZigZag / Lite layout: a name, then key/value pairs, a newline after each tag.
KV_GRAMMAR = KeyValue(OPEN, CLOSE, key=("<longcat_arg_key>", "</longcat_arg_key>"),
                      value=("<longcat_arg_value>", "</longcat_arg_value>"))

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
        ),
        FormatSpec(
            id=KV_FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=KV_GRAMMAR,
            reasoning=(THINK,),
            control_tokens=CONTROL_TOKENS,
            description="LongCat-Flash-Thinking-2601 / ZigZag, LongCat-Flash-Lite: "
            "<longcat_tool_call>f<longcat_arg_key>k</longcat_arg_key><longcat_arg_value>v"
            "</longcat_arg_value></longcat_tool_call>",
            examples=(
                "<longcat_tool_call>get_weather\n<longcat_arg_key>city</longcat_arg_key>\n"
                "<longcat_arg_value>Tokyo</longcat_arg_value>\n</longcat_tool_call>",
            ),
        ),
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call], format: str) -> str:
    """``longcat``: the layout SGLang's detector describes: per call ``<longcat_tool_call>``, a
    newline, the object, a newline, ``</longcat_tool_call>``; calls one per line.
    ``longcat_kv``: a newline after the name and after each tag."""
    if format == KV_FORMAT_ID:
        return KV_GRAMMAR.render(calls)
    return GRAMMAR.render(calls)
