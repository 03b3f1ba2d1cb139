"""XML invoke tool calls: ``<invoke name="f"><parameter name="k">v</parameter></invoke>``.

Invokes stand alone or inside a ``<function_calls>...</function_calls>`` block. Each invoke is
one match; in a block the first match also covers the block's opening tag, each match runs to
the next invoke (the whitespace between them) and the last one covers the closing tag.

A parameter value is raw text up to the next ``</parameter>``. Trimmed, if it is one strict
JSON value it becomes that value; otherwise it is a string with one leading and one trailing
newline dropped and XML entities decoded (the five named ones and numeric references; unknown
entities stay as written). With ``tools=[...]`` the engine types values by the schema instead.

The format is the toolkit's ``XmlParams`` block in its invoke spelling.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, TagStyle, XmlParams, hookimpl

FORMAT_ID = "xml_invoke"
BLOCK_OPEN = "<function_calls>"
BLOCK_CLOSE = "</function_calls>"
INVOKE_OPEN = "<invoke"
INVOKE_CLOSE = "</invoke>"
PARAM_OPEN = "<parameter"
PARAM_CLOSE = "</parameter>"

GRAMMAR = XmlParams(
    call=TagStyle(INVOKE_OPEN, INVOKE_CLOSE),
    param=TagStyle(PARAM_OPEN, PARAM_CLOSE),
    wrapper=(BLOCK_OPEN, BLOCK_CLOSE),
)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(INVOKE_OPEN, BLOCK_OPEN),
            anchored=True,
            grammar=GRAMMAR,
            description='XML invoke: <invoke name="f"><parameter name="k">v</parameter>'
            "</invoke>",
            examples=(
                '<function_calls><invoke name="get_weather"><parameter name="city">Paris'
                "</parameter></invoke></function_calls>",
            ),
        )
    ]
