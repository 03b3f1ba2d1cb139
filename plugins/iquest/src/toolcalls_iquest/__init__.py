"""IQuest Coder V2 and IQuest Q1 tool calls: GLM's key/value body under IQuest's own tags.

    <iquestcoder_tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value>
    </iquestcoder_tool_call>                                   (IQuest Coder V2, vLLM)

    <iquest_tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value>
    </iquest_tool_call>                                        (IQuest Q1, SGLang)

The toolkit's ``KeyValue`` block, as GLM's: a name, then ``<arg_key>k</arg_key>
<arg_value>v</arg_value>`` pairs, whitespace between the tags allowed; a value is raw text up
to ``</arg_value>``, strict JSON if it parses, else the string as written; with
``tools=[...]`` the engine types its string form by the schema (a string parameter keeps its
text, as both peers do). A value whose ``</arg_value>`` the model left out ends at the next
``<arg_key>``, or at the call's closer when the end of the text or an opener follows (GLM's
``implicit_close``): the peers drop such a call, and without the rule its value would run on
into the next call. IQuest Coder V1 writes Qwen3-Coder's ``<tool_call><function=...>`` (the
qwen3_coder plugin). The assistant turn opens with ``<think>`` (prefilled). Each grammar writes
its calls (``toolcalls.render``) in one run per call, the layout of both peers' tests.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, KeyValue, Reasoning, hookimpl

__all__ = ["CODER_V2", "Q1", "toolcalls_formats"]

#: IQuest Coder V2 (vLLM ``iquest_coder_v2``).
CODER_V2 = KeyValue("<iquestcoder_tool_call>", "</iquestcoder_tool_call>", newlines=False,
                    implicit_close=True)
#: IQuest Q1 (SGLang ``iquest_q1``).
Q1 = KeyValue("<iquest_tool_call>", "</iquest_tool_call>", newlines=False, implicit_close=True)

_THINK = (Reasoning("<think>", "</think>", prefilled=True),)


def _example(grammar: KeyValue) -> str:
    return (f"{grammar.opener}get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value>"
            f"<arg_key>days</arg_key><arg_value>3</arg_value>{grammar.closer}")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id="iquest_coder_v2",
            tier=1,
            markers=CODER_V2.openers,
            anchored=True,
            grammar=CODER_V2,
            reasoning=_THINK,
            control_tokens=("<|iquestcoder_assistant|>",),
            description="IQuest Coder V2: <iquestcoder_tool_call>f<arg_key>k</arg_key>"
            "<arg_value>v</arg_value></iquestcoder_tool_call>",
            examples=(_example(CODER_V2),),
        ),
        FormatSpec(
            id="iquest_q1",
            tier=1,
            markers=Q1.openers,
            anchored=True,
            grammar=Q1,
            reasoning=_THINK,
            control_tokens=("<|iquest_assistant|>", "<|iquest_end|>"),
            description="IQuest Q1: <iquest_tool_call>f<arg_key>k</arg_key><arg_value>v"
            "</arg_value></iquest_tool_call>",
            examples=(_example(Q1),),
        ),
    ]

