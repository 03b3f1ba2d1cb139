"""AI21 Jamba 1.5 / 1.6 / 1.7 tool calls: a JSON array in ``<tool_calls>`` tags.

    <tool_calls>[
    {"name": "get_weather", "arguments": {"city": "Paris"}},
    {"name": "get_time", "arguments": {}}
    ]</tool_calls>

The toolkit's ``TaggedJSON`` block with an array payload: parallel calls are elements of the
one array. ``<tool_calls>`` is shared with Hunyuan-A13B (the same array) and MiniMax-M1 (one
JSON object per line): this format reads only an array (``first`` is ``[``), so an object after
the tag is the M1 format's, and is prose here unless a closer follows (then
``tool_call.unrecognized`` at the object). Jamba writes a space after its role token, so a
reply that is only a call starts with ``" <tool_calls>"``: content is stripped, so that space
is no content.

ServiceNow Apriel 1.5 / 1.6 write their calls in this grammar, and their reasoning before
``[BEGIN FINAL RESPONSE]``: the template's generation prompt ends with ``Here are my reasoning
steps:`` (a prefilled block, so the output usually holds only the closer), and the answer is
followed by ``[END FINAL RESPONSE]`` and ``<|end|>``. This format declares that reasoning pair
and those tokens, so an Apriel output reads whole with it installed.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import Call, FormatSpec, Reasoning, TaggedJSON, dump_json, hookimpl

FORMAT_ID = "jamba"
OPEN = "<tool_calls>"
CLOSE = "</tool_calls>"

GRAMMAR = TaggedJSON(OPEN, CLOSE, payload="array", array=True)

#: Message and role tokens of the Jamba template (``<|bom|><|assistant|> ...<|eom|>``).
CONTROL_TOKENS = (
    "<|startoftext|>",
    "<|endoftext|>",
    "<|bom|>",
    "<|eom|>",
    "<|system|>",
    "<|user|>",
    "<|assistant|>",
    "<|tool|>",
    # Apriel's end of answer and of turn
    "[END FINAL RESPONSE]",
    "<|end|>",
)

#: Apriel's reasoning: the template writes the opener at the end of the prompt.
APRIEL_REASONING = Reasoning("Here are my reasoning steps:", "[BEGIN FINAL RESPONSE]",
                             prefilled=True)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(APRIEL_REASONING,),
            control_tokens=CONTROL_TOKENS,
            description='AI21 Jamba: <tool_calls>[{"name": "f", "arguments": {...}}, ...]'
            "</tool_calls>",
            examples=(
                '<tool_calls>[\n{"name": "get_weather", "arguments": {"city": "Paris"}},\n'
                '{"name": "get_time", "arguments": {"zone": "CET"}}\n]</tool_calls>',
            ),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The calls as the Jamba template writes them: ``<tool_calls>[``, one compact object per
    line joined by ``,``, then ``]</tool_calls>``."""
    items = ",\n".join(dump_json({"name": call.name, "arguments": call.arguments}, base=1)
                       for call in calls)
    return f"{OPEN}[\n{items}\n]{CLOSE}"
