"""Hermes / Qwen tool calls: ``<tool_call>{"name": ..., "arguments": {...}}</tool_call>``.

Several calls are several tags; a tag may also hold a JSON array of calls. The format is the
toolkit's ``TaggedJSON`` block: the shared rules of tagged formats (closer inside strings,
missing closer at the end of the text, openers in prose) and its fast path come with it.
``<tool_call>`` is shared with Qwen3-Coder XML and GLM key/value calls: whichever parses a
tag wins (docs/architecture.md).
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, TaggedJSON, hookimpl

FORMAT_ID = "hermes"
OPEN = "<tool_call>"
CLOSE = "</tool_call>"

#: One tag per call, the JSON on its own line, as the Qwen / Hermes chat templates write.
GRAMMAR = TaggedJSON(OPEN, CLOSE, newline_layout=True)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            # the ChatML tokens of the Qwen and Hermes templates (``<|endoftext|>`` ends a
            # Qwen sequence; a server that keeps special tokens hands them over)
            control_tokens=("<|im_end|>", "<|im_start|>", "<|endoftext|>"),
            description="Hermes / Qwen: <tool_call>{json}</tool_call>",
            examples=(
                '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n'
                "</tool_call>",
            ),
        )
    ]
