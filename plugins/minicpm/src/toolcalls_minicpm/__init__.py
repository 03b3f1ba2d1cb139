"""OpenBMB MiniCPM 4 and MiniCPM 5 tool calls: XML function tags with named parameters.

    <function name="get_weather"><param name="city">北京</param>
    <param name="date">2024-06-27</param></function>

(one run in the model's output; broken here for the line length).

The toolkit's ``XmlParams`` block with MiniCPM's tag names: one ``<function name="...">`` tag
per call, no wrapper, one ``<param name="...">`` tag per argument. Values are the text of the
tag with the whitespace around it dropped and XML entities decoded (the peers parse the tag as
XML); a value that is one ``<![CDATA[...]]>`` section is that section's text as written
(multi-line values). Without a tool schema a value that is one strict JSON value becomes it;
with ``tools=[...]`` the engine types the string form by the schema. A call cut short, a
parameter without a name or written twice, and text between parameters are errors at their
place (the peers keep such a block as content).
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, TagStyle, XmlParams, hookimpl

FORMAT_ID = "minicpm"
FUNCTION = "<function"

GRAMMAR = XmlParams(
    call=TagStyle(FUNCTION, "</function>"),
    param=TagStyle("<param", "</param>"),
    bare=True,
    trim="strip",
    entities=True,
    cdata=True,
    render_newlines=False,
)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=GRAMMAR.openers,
            anchored=True,
            grammar=GRAMMAR,
            control_tokens=("<|im_end|>",),
            description='MiniCPM 4 / 5: <function name="f"><param name="k">v</param></function>',
            examples=(
                '<function name="get_weather"><param name="city">Beijing</param>'
                '<param name="days">3</param></function>',
            ),
        )
    ]
