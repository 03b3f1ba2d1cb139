"""NVIDIA Nemotron tool calls: a JSON array in ``<TOOLCALL>`` tags.

    <TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Tokyo"}}, {"name": "get_time",
    "arguments": {"city": "Tokyo"}}]</TOOLCALL>

Nemotron Nano 2 (9B and 12B v2, Nano 2 VL) and Llama-3.3-Nemotron-Super-49B v1.5 write this:
their templates ask for it in the system prompt and write earlier assistant turns so. The
toolkit's ``TaggedJSON`` block: parallel calls are elements of the one array; a single object
in the tags is one call (vLLM's ``nemotron_json`` parser accepts it); text before and after
the block is content. Reasoning is the engine's default ``<think>`` block (the templates
prefill ``<think>\\n\\n`` when thinking is on, so a reply may start inside it). Nemotron 3
writes Qwen3-Coder's XML calls instead (toolcalls-qwen3-coder).
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import Call, FormatSpec, TaggedJSON, hookimpl

FORMAT_ID = "nemotron"
OPEN = "<TOOLCALL>"
CLOSE = "</TOOLCALL>"

#: One tag, one array of calls (or one call object); rendered as one array.
GRAMMAR = TaggedJSON(OPEN, CLOSE, array=True)

#: Turn tokens of the Nano 2 template (``<SPECIAL_11>Assistant`` ... ``<SPECIAL_12>``) and the
#: Llama 3 end of turn that the Super 49B template writes after a call.
CONTROL_TOKENS = ("<SPECIAL_10>", "<SPECIAL_11>", "<SPECIAL_12>", "<|eot_id|>")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            control_tokens=CONTROL_TOKENS,
            description='NVIDIA Nemotron: <TOOLCALL>[{"name": "f", "arguments": {...}}, ...]'
            "</TOOLCALL>",
            examples=(
                '<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]'
                "</TOOLCALL>",
                "Let me check.\n\n"
                '<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Tokyo"}}, '
                '{"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}]</TOOLCALL>',
            ),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The calls as the Nemotron templates write them: ``<TOOLCALL>[``, the objects
    ``{"name": ..., "arguments": ...}`` joined by ``, ``, then ``]</TOOLCALL>``."""
    return GRAMMAR.render(calls)
