"""ByteDance Seed-OSS tool calls: the Qwen3-Coder body in a ``<seed:tool_call>`` wrapper.

    <seed:tool_call>
    <function=get_weather>
    <parameter=city>Paris</parameter>
    </function>
    </seed:tool_call>

The toolkit's ``XmlParams`` block. Unlike Qwen3-Coder, the template writes values inline, so a
value is kept exactly as written (a trailing newline of a multi-line value is the value's own);
no XML entity is decoded. Reasoning is ``<seed:think>...</seed:think>`` (with a thinking budget
of 0 the prompt opens it, so a closer with no opener ends a block begun at the start); the
turn tokens ``<seed:eos>`` and the budget reflections are never content.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, Reasoning, TagStyle, XmlParams, hookimpl

FORMAT_ID = "seed_oss"
OPEN = "<seed:tool_call>"
CLOSE = "</seed:tool_call>"

GRAMMAR = XmlParams(
    call=TagStyle("<function=", "</function>", named="eq"),
    param=TagStyle("<parameter=", "</parameter>", named="eq"),
    wrapper=(OPEN, CLOSE),
    bare=False,
    trim="none",
    entities=False,
    implicit_close=True,
    structural_close=True,
    wrapper_holds="call",
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
            reasoning=(Reasoning("<seed:think>", "</seed:think>", prefilled=True),),
            control_tokens=("<seed:eos>", "<seed:bos>assistant", "<seed:bos>", "<seed:pad>",
                            "<seed:cot_budget_reflect>", "</seed:cot_budget_reflect>"),
            description="Seed-OSS: <seed:tool_call><function=f><parameter=k>v</parameter>"
            "</function></seed:tool_call>",
            examples=(
                "<seed:tool_call>\n<function=get_weather>\n<parameter=city>Paris</parameter>\n"
                "</function>\n</seed:tool_call>",
            ),
        )
    ]
