"""IBM Granite tool calls: two formats of one family.

``granite`` (Granite 3.0, 3.2, 3.3): the special token ``<|tool_call|>`` then one JSON array
of calls, no closing marker::

    <|tool_call|>[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]

``granite_20b_fc`` (Granite-20B-FunctionCalling): the text marker ``<function_call>`` before
each call, one JSON object per marker, no closing marker::

    <function_call> {"name": "get_weather", "arguments": {"city": "Tokyo"}}
    <function_call> {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}

Both are the toolkit's ``TaggedJSON`` block without a closer: the payload's end is found by
parsing it, text before and after is content, a marker inside a string argument is part of
the argument. Granite 3.1 writes ``<tool_call>`` as plain text before the same array; that
is the grammar of the ``hermes`` format (``<tool_call>`` + JSON, the closer optional at the
end of the text), which parses it: this plugin does not claim ``<tool_call>`` a second time.
Granite 4 is Hermes too. README.md has the rules and the decisions (``no_function``).
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import Call, FormatSpec, TaggedJSON, dump_json, hookimpl

GRANITE = "granite"
GRANITE_20B_FC = "granite_20b_fc"

TOOL_CALL = "<|tool_call|>"
FUNCTION_CALL = "<function_call>"

#: Granite 3.x: all calls as one array after one token, as the system prompt asks
#: ("<|tool_call|> followed by a JSON list of tools used").
GRAMMAR = TaggedJSON(TOOL_CALL, array=True)
#: Granite-20B-FunctionCalling: one object per marker.
GRAMMAR_20B_FC = TaggedJSON(FUNCTION_CALL)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=GRANITE,
            tier=1,
            markers=(TOOL_CALL,),
            anchored=True,
            grammar=GRAMMAR,
            # <think>...</think> (Granite 3.3) is the engine's default reasoning block.
            control_tokens=("<|end_of_text|>", "<|start_of_role|>", "<|end_of_role|>"),
            description="IBM Granite 3.x: <|tool_call|>[{json}, ...]",
            examples=(
                '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
                'Let me check.\n<|tool_call|> [{"name": "get_weather", "arguments": '
                '{"city": "Tokyo"}}, {"name": "get_time", "arguments": {"timezone": '
                '"Asia/Tokyo"}}]',
            ),
        ),
        FormatSpec(
            id=GRANITE_20B_FC,
            tier=1,
            markers=(FUNCTION_CALL,),
            anchored=True,
            grammar=GRAMMAR_20B_FC,
            control_tokens=("<|endoftext|>",),
            description="IBM Granite-20B-FunctionCalling: <function_call> {json} per call",
            examples=(
                '<function_call> {"name": "get_weather", "arguments": {"city": "Tokyo"}}',
                '<function_call> {"name": "get_weather", "arguments": {"city": "Tokyo"}}\n'
                '<function_call> {"name": "get_time", "arguments": {"timezone": '
                '"Asia/Tokyo"}}',
            ),
        ),
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call], format: str) -> str:
    """Granite 3.x: ``<|tool_call|>`` and the array. Granite-20B-FC as its chat template
    writes an assistant turn: ``<function_call> `` (one space) and the object, one call per
    line."""
    if format == GRANITE:
        return GRAMMAR.render(calls)
    return "\n".join(
        f"{FUNCTION_CALL} " + dump_json({"name": call.name, "arguments": call.arguments})
        for call in calls
    )
