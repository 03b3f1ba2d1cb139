"""GLM-4.5, 4.6, 4.7 and GLM-5.x tool calls (also Spark2.5 and Ling 3.0): a name and key/value
pairs.

    <tool_call>get_weather
    <arg_key>city</arg_key>
    <arg_value>Paris</arg_value>
    </tool_call>

GLM-4.7 writes the same without newlines (``<tool_call>get_weather<arg_key>city</arg_key>
<arg_value>Paris</arg_value></tool_call>``), and so do GLM-5, 5.1, 5.2 and GLM-5.3-Flash; a
call without arguments is ``<tool_call>name</tool_call>``. The toolkit's ``KeyValue`` block: a
value is raw text up to ``</arg_value>``, strict JSON if it parses (the templates write strings
raw and everything else as JSON), else the string as written; with ``tools=[...]`` the engine
types it by the schema. ``<tool_call>`` is shared with Hermes JSON and Qwen3-Coder XML: the
grammar that parses a tag wins.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, KeyValue, hookimpl

FORMAT_ID = "glm4"
OPEN = "<tool_call>"
CLOSE = "</tool_call>"

#: GLM-4.5 / 4.6 layout (a newline after the name and after each tag).
GRAMMAR = KeyValue(OPEN, CLOSE, newlines=True, implicit_close=True, implicit_open=True)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            control_tokens=("<|assistant|>", "<|user|>", "<|observation|>", "<|system|>",
                            "<|role_end|>", "<|endoftext|>", "[gMASK]", "<sop>"),
            description="GLM-4.5/4.6/4.7, GLM-5.x: <tool_call>f<arg_key>k</arg_key><arg_value>v"
            "</arg_value></tool_call>",
            examples=(
                "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n"
                "</tool_call>",
                "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value>"
                "</tool_call>",
            ),
        )
    ]
