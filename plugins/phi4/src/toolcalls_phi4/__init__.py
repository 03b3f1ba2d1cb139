"""Phi-4-mini tool calls: the plain-text marker ``functools`` glued to one JSON array::

    functools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]

There is no closing marker ("no closing marker required", says the system prompt): the array's
end is found by parsing it (so a ``]`` inside a string or a nested array is part of the
arguments), and text before and after is content. ``functools`` is an ordinary word (the Python
module), so it starts a call only when ``[`` or ``{`` follows it directly: ``functools [1]``,
``import functools`` and ``functools.partial`` are prose. The toolkit's ``TaggedJSON`` block
with ``adjacent=True``. README.md has the rules and the decisions (``functools[]``).
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, TaggedJSON, hookimpl

FORMAT_ID = "phi4"
MARKER = "functools"

#: All calls as one array, as the system prompt asks ("a single JSON list formatted as
#: functools[{...}, ...]"); a lone call object glued to the marker is read as well.
GRAMMAR = TaggedJSON(MARKER, adjacent=True, array=True)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            # The openers: the marker with the payload's first character (the word alone is
            # prose, and must not end other formats' broken calls).
            markers=(MARKER + "[", MARKER + "{"),
            anchored=True,
            grammar=GRAMMAR,
            # <|/tool_call|>: Phi-4-mini's tokenizer closes its <|tool_call|> token this way
            # (the opener is granite's marker; the closer is never content).
            control_tokens=("<|end|>", "<|assistant|>", "<|user|>", "<|system|>",
                            "<|endoftext|>", "<|/tool_call|>"),
            description="Phi-4-mini: functools[{json}, ...]",
            examples=(
                'functools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
                'Let me check.\nfunctools[{"name": "get_weather", "arguments": {"city": '
                '"Tokyo"}}, {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}]',
            ),
        )
    ]
