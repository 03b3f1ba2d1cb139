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
without, a value that is strict JSON becomes that value. Step-3.5 and Step-3.7 Flash (StepFun)
write this format; their generation prompt opens ``<think>`` (the engine's prefilled block).

The plugin's second format, ``qwen25_coder``, is Qwen2.5-Coder's JSON in ``<tools>`` tags, the
call layout its few-shot tool prompts teach (vLLM's ``qwen2_5_coder`` parser):

    <tools>
    {"name": "get_weather", "arguments": {"city": "Tokyo"}}
    </tools>

The toolkit's ``TaggedJSON`` block: one call shape or a JSON array of them per tag, several
tags for several calls, a missing ``</tools>`` accepted at the end of the text. Tagged content
that is not JSON is ``tool_call.unrecognized``, as for Hermes. (Qwen2.5-Coder's own chat
template writes Hermes ``<tool_call>`` tags, the hermes format.)
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, TaggedJSON, TagStyle, XmlParams, hookimpl

FORMAT_ID = "qwen3_coder"
OPEN = "<tool_call>"
CLOSE = "</tool_call>"
FUNCTION = "<function="

FORMAT_25 = "qwen25_coder"
TOOLS_OPEN = "<tools>"
TOOLS_CLOSE = "</tools>"

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

#: One tag per call, the JSON on a line of its own, as the few-shot prompts write it.
GRAMMAR_25 = TaggedJSON(TOOLS_OPEN, TOOLS_CLOSE, newline_layout=True)

CONTROL_TOKENS = ("<|im_end|>", "<|im_start|>assistant", "<|endoftext|>")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN, FUNCTION),
            anchored=True,
            grammar=GRAMMAR,
            control_tokens=CONTROL_TOKENS,
            description="Qwen3-Coder / Qwen3.5: <tool_call><function=f><parameter=k>v"
            "</parameter></function></tool_call>",
            examples=(
                "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n"
                "<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>",
            ),
        ),
        FormatSpec(
            id=FORMAT_25,
            tier=1,
            markers=(TOOLS_OPEN,),
            anchored=True,
            grammar=GRAMMAR_25,
            control_tokens=CONTROL_TOKENS,
            description="Qwen2.5-Coder: <tools>{json}</tools>",
            examples=(
                '<tools>\n{"name": "get_weather", "arguments": {"city": "Tokyo"}}\n</tools>',
            ),
        ),
    ]
