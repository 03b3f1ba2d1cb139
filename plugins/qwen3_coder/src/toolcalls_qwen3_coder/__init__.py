"""Qwen3-Coder, Qwen3.5, Nemotron-3 and Step-3.5 tool calls: XML with raw-text parameters.

    <tool_call>
    <function=get_weather>
    <parameter=city>
    Paris
    </parameter>
    </function>
    </tool_call>

The toolkit's ``XmlParams`` block in its ``<function=NAME>`` / ``<parameter=KEY>`` spelling,
with the habits of these models accepted: the ``<tool_call>`` wrapper left out (a bare
``<function=...>``, with or without a stray ``</tool_call>`` after it), a ``</parameter>`` left
out (the next parameter or ``</function>`` ends the value), and values that hold the closer's
text (a ``</parameter>`` counts only where structure follows it). One leading and one trailing
newline of a value belong to the template's layout; no XML entity is decoded (the templates
write values raw). ``<tool_call>`` is shared with Hermes JSON and GLM key/value calls: the
grammar that parses a tag wins. With ``tools=[...]`` the engine types each value by its schema;
without, a value that is strict JSON becomes that value.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, TagStyle, XmlParams, hookimpl

FORMAT_ID = "qwen3_coder"
OPEN = "<tool_call>"
CLOSE = "</tool_call>"
FUNCTION = "<function="

GRAMMAR = XmlParams(
    call=TagStyle(FUNCTION, "</function>", named="eq"),
    param=TagStyle("<parameter=", "</parameter>", named="eq"),
    wrapper=(OPEN, CLOSE),
    bare=True,
    trim="newline",
    entities=False,
    implicit_close=True,
    structural_close=True,
    absorb_closer=True,
    wrapper_holds="call",
    value_newlines=True,
)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN, FUNCTION),
            anchored=True,
            grammar=GRAMMAR,
            control_tokens=("<|im_end|>", "<|im_start|>assistant", "<|endoftext|>"),
            description="Qwen3-Coder / Qwen3.5: <tool_call><function=f><parameter=k>v"
            "</parameter></function></tool_call>",
            examples=(
                "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n"
                "<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>",
            ),
        )
    ]
