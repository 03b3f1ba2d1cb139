"""Upstage Solar Open 2 tool calls: a name, then key/value runs, all in special tokens.

    <|tool_call:start|>get_weather
    <|tool_arg:start|>city<|tool_arg:value|>Paris<|tool_arg:end|>
    <|tool_arg:start|>days<|tool_arg:value|>3<|tool_arg:end|>
    <|tool_call:end|>

The name is the rest of the opener's line; each argument is ``<|tool_arg:start|>`` KEY
``<|tool_arg:value|>`` VALUE ``<|tool_arg:end|>`` (the key's closer opens the value). The
toolkit's ``KeyValue`` block with an empty value opener: a value is raw text, whitespace kept,
up to ``<|tool_arg:end|>``; strict JSON if it parses, else the string as written; with
``tools=[...]`` the engine types its string form by the schema. A value whose closer the model
left out ends at the next ``<|tool_arg:start|>``, or at ``<|tool_call:end|>`` when the end of
the text or an opener follows. Reasoning is ``<|think:start|>...<|think:end|>``; the chat
envelope's tokens (``<|im:start|>``, ``<|im:content|>``, ``<|im:end|>``, ``<|tool:start|>``,
``<|tool:end|>``) are control tokens.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import (
    Call,
    FormatSpec,
    KeyValue,
    Reasoning,
    default_value,
    dump_json,
    hookimpl,
)

__all__ = ["ARG_END", "ARG_START", "ARG_VALUE", "CLOSE", "GRAMMAR", "OPEN",
           "toolcalls_formats", "toolcalls_render"]

FORMAT_ID = "solar_open2"
OPEN = "<|tool_call:start|>"
CLOSE = "<|tool_call:end|>"
ARG_START = "<|tool_arg:start|>"
ARG_VALUE = "<|tool_arg:value|>"
ARG_END = "<|tool_arg:end|>"

GRAMMAR = KeyValue(OPEN, CLOSE, key=(ARG_START, ARG_VALUE), value=("", ARG_END),
                   newlines=False, implicit_close=True)

#: Text a raw string value may not hold: it would end the value or the call early.
_TOKENS = (ARG_START, ARG_VALUE, ARG_END, OPEN, CLOSE)

_EXAMPLE = (f"{OPEN}get_weather\n{ARG_START}city{ARG_VALUE}Paris{ARG_END}\n"
            f"{ARG_START}days{ARG_VALUE}3{ARG_END}\n{CLOSE}")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            # the template ends the generation prompt with <|think:start|> (medium, high
            # and xhigh effort; both tokens for the others): a closer with no opener ends a
            # block that began at the start of the text (vLLM's solar_open2 parser)
            reasoning=(Reasoning("<|think:start|>", "<|think:end|>", prefilled=True),),
            control_tokens=("<|im:start|>", "<|im:content|>", "<|im:end|>", "<|tool:start|>",
                            "<|tool:end|>"),
            description="Solar Open 2: <|tool_call:start|>f\\n<|tool_arg:start|>k"
            "<|tool_arg:value|>v<|tool_arg:end|><|tool_call:end|>",
            examples=(f"{OPEN}get_weather\n{ARG_START}city{ARG_VALUE}Paris{ARG_END}\n{CLOSE}",
                      _EXAMPLE),
        )
    ]


def _value(value: object) -> str:
    """A string raw when it reads back as itself and holds no token; anything else as JSON
    (``<`` written ``\\u003c``, so no token can appear in it)."""
    if isinstance(value, str) and not any(t in value for t in _TOKENS) \
            and default_value(value, "none", False) == value:
        return value
    return str(dump_json(value)).replace("<", "\\u003c")


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The layout of the vLLM and SGLang parsers' documentation: the name on the opener's line,
    one argument per line, the closer on a line of its own."""
    out = []
    for call in calls:
        GRAMMAR.render([call])  # raises ValueError for a name or key the parser cannot read
        lines = [f"{OPEN}{call.name}"]
        for key, value in call.arguments.items():
            if key != key.strip() or "\n" in key or any(t in key for t in _TOKENS):
                raise ValueError(f"this format cannot write the argument name {key!r}")
            lines.append(f"{ARG_START}{key}{ARG_VALUE}{_value(value)}{ARG_END}")
        out.append("\n".join(lines) + "\n" + CLOSE)
    return "\n".join(out)
