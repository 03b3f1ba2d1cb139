"""TeleChat3-Coder and Xing4.0 tool calls: GLM's key/value body with tags of their own.

    <tool_call>get_weather<param_key>city</param_key><param_value>Beijing</param_value>
    <param_key>days</param_key><param_value>3</param_value></tool_call>

(one run per call, the calls one after the other with nothing between them: the layout the
chat templates write, as ms-swift's ``telechat3_coder`` and ``xing4_0`` agent templates give
it). TeleChat3 (not Coder) writes Hermes' JSON in the same tag: the hermes plugin.

The toolkit's ``KeyValue`` block, as GLM-4.7's: a name, then ``<param_key>k</param_key>
<param_value>v</param_value>`` pairs, whitespace between the tags allowed; a key is trimmed; a
value is raw text up to ``</param_value>``, strict JSON if it parses, else the string as
written; with ``tools=[...]`` the engine types its string form by the schema (a string
parameter keeps its text, ``false`` and ``{"a":1}`` included). ``<tool_call>`` is also
Hermes', Qwen3-Coder's and GLM's opener: a payload that starts with ``{`` or ``[`` is JSON, one
that starts with ``<`` is Qwen3-Coder's, and a name followed by ``<param_key>`` (or by the
closer) is this format's, where GLM's needs ``<arg_key>``; each block says where it cannot
complete a call, so every lane of the opener stays on with all of them installed. A call
without arguments (``<tool_call>get_time</tool_call>``) reads the same in GLM's grammar.

The templates close a turn with ``<_end>`` and open the next with ``<_user>``, ``<_bot>`` or
``<_observation>`` (the tool results): control tokens, never content. The assistant turn of
TeleChat3-Coder begins inside ``<think>`` (its history puts ``</think>`` before a tool call).
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, KeyValue, Reasoning, hookimpl

__all__ = ["GRAMMAR", "toolcalls_formats"]

FORMAT_ID = "telechat3_coder"

#: ``<tool_call>NAME<param_key>k</param_key><param_value>v</param_value></tool_call>``
GRAMMAR = KeyValue("<tool_call>", "</tool_call>", key=("<param_key>", "</param_key>"),
                   value=("<param_value>", "</param_value>"), newlines=False)

THINK = Reasoning("<think>", "</think>", prefilled=True)

#: The turn tokens of the templates.
CONTROL_TOKENS = ("<_end>", "<_user>", "<_bot>", "<_observation>")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=GRAMMAR.openers,
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(THINK,),
            control_tokens=CONTROL_TOKENS,
            description="TeleChat3-Coder, Xing4.0: <tool_call>f<param_key>k</param_key>"
            "<param_value>v</param_value></tool_call>",
            examples=(
                "<tool_call>get_weather<param_key>city</param_key><param_value>Beijing"
                "</param_value><param_key>days</param_key><param_value>3</param_value>"
                "</tool_call>",
                "Both cities, then.</think>I will look them up."
                "<tool_call>get_weather<param_key>city</param_key><param_value>Beijing"
                "</param_value></tool_call><tool_call>get_weather<param_key>city</param_key>"
                "<param_value>Shanghai</param_value></tool_call><_end>",
            ),
        ),
    ]
