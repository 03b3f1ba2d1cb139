"""Tencent Hunyuan-A13B tool calls: a JSON array in ``<tool_calls>`` tags.

    <think>
    The user wants the weather.
    </think>
    <answer>
    <tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris"}}]</tool_calls>
    </answer>

The toolkit's ``TaggedJSON`` block with an array payload, as the template writes it (one line,
elements joined by ``", "``). In reasoning mode the model thinks in ``<think>...</think>``
(reasoning, never searched) and answers in ``<answer>...</answer>``: those two tags are control
tokens, so the answer's text is the content without them. ``<tool_calls>`` is shared with Jamba
(the same array) and MiniMax-M1 (one JSON object per line): this format reads only an array
(``first`` is ``[``).

The newer Hunyuan (Hy3 / HY V3) writes ``<tool_calls>`` around ``<tool_call>NAME<tool_sep>``
key/value calls: another grammar, not this format.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, Reasoning, TaggedJSON, hookimpl

FORMAT_ID = "hunyuan"
OPEN = "<tool_calls>"
CLOSE = "</tool_calls>"

GRAMMAR = TaggedJSON(OPEN, CLOSE, payload="array", array=True)

#: Turn tokens of the A13B template and the answer tags of its reasoning mode.
CONTROL_TOKENS = (
    "<|startoftext|>",
    "<|extra_4|>",
    "<|extra_0|>",
    "<|eos|>",
    "<answer>",
    "</answer>",
)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(Reasoning("<think>", "</think>"),),
            control_tokens=CONTROL_TOKENS,
            description='Hunyuan-A13B: <tool_calls>[{"name": "f", "arguments": {...}}, ...]'
            "</tool_calls>",
            examples=(
                '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris"}}, '
                '{"name": "get_time", "arguments": {"zone": "CET"}}]</tool_calls>',
                '<think>\nThe user wants the weather.\n</think>\n<answer>\n<tool_calls>[{"name": '
                '"get_weather", "arguments": {"city": "Paris"}}]</tool_calls>\n</answer>',
            ),
        )
    ]
