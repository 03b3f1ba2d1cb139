"""GigaChat 3 tool calls (ai-sage GigaChat3, its chat template)::

    I'll check.<|message_sep|>

    function call<|role_sep|>
    {"name": "get_weather", "arguments": {"city": "Moscow"}}

Every message of the template is ``ROLE<|role_sep|>\\n CONTENT <|message_sep|>\\n\\n``; a call
is the message of the pseudo-role ``function call`` that follows the assistant's text, its
content one JSON object. The opener is ``function call<|role_sep|>`` (the role name is text,
``<|role_sep|>`` the special token); the JSON's end is found by parsing and what follows it
(``</s>``, ``<|message_sep|>``) is not part of the call. The format is the toolkit's
``TaggedJSON`` block without a closer.

The JSON is strict (DESIGN.md): the peers' ``json.loads(strict=False)`` tolerance of raw control
characters inside strings is not kept. GigaChat 3 has no reasoning block.

GigaChat 3.5 (format ``gigachat35``, its chat template "chatml v5") writes its calls in GCML,
DeepSeek DSML's grammar with other tag names, in the assistant's own message::

    <｜GCML｜tool_calls>
    <｜GCML｜invoke name="get_weather">
    <｜GCML｜parameter name="city" string="true">Москва</｜GCML｜parameter>
    </｜GCML｜invoke>
    </｜GCML｜tool_calls>

The toolkit's ``XmlParams`` block: a value is raw text; ``string="true"`` makes it a string as
written, ``string="false"`` (the template writes every other value as JSON) or no attribute
reads it by the JSON-first rule, its string form kept for typing by a tool schema. The tags
are also read with ASCII bars (``<|GCML|...``). Reasoning is ``<think>...</think>`` (the
template opens ``<think>`` itself when reasoning is on).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolcalls.plugin import (
    Call,
    FormatSpec,
    TaggedJSON,
    TagStyle,
    XmlParams,
    dump_json,
    hookimpl,
    string_flagged_value,
)

FORMAT_ID = "gigachat"
MESSAGE_SEP = "<|message_sep|>"
ROLE_SEP = "<|role_sep|>"
OPEN = "function call" + ROLE_SEP
#: ``<|function_call|>``: GigaChat 3.1's call token. Its calls are not this format's (the token
#: name is used by other models with other grammars): the JSON tier reads the object after it,
#: and the token itself is never content.
FUNCTION_CALL = "<|function_call|>"
CONTROL_TOKENS = (MESSAGE_SEP, "assistant" + ROLE_SEP, ROLE_SEP, "</s>", FUNCTION_CALL)

GRAMMAR = TaggedJSON(OPEN)

FORMAT_35 = "gigachat35"


def gcml(tag: str, *, close: bool = False) -> tuple[str, ...]:
    """A GCML tag's opening text (``<｜GCML｜invoke``) or closer (``</｜GCML｜invoke>``), with
    the template's full-width bars and with ASCII ones."""
    bars = ("\uff5c", "|")
    if close:
        return tuple(f"</{bar}GCML{bar}{tag}>" for bar in bars)
    return tuple(f"<{bar}GCML{bar}{tag}" for bar in bars)


GRAMMAR_35 = XmlParams(
    call=TagStyle(gcml("invoke"), gcml("invoke", close=True)),
    param=TagStyle(gcml("parameter"), gcml("parameter", close=True), attrs=("string",)),
    wrapper=(tuple(o + ">" for o in gcml("tool_calls")), gcml("tool_calls", close=True)),
    bare=False,
    trim="none",
    entities=False,
)
EXAMPLE_35 = (
    "<\uff5cGCML\uff5ctool_calls>\n<\uff5cGCML\uff5cinvoke name=\"get_weather\">\n"
    "<\uff5cGCML\uff5cparameter name=\"city\" string=\"true\">Москва</\uff5cGCML\uff5cparameter>\n"
    "<\uff5cGCML\uff5cparameter name=\"days\" string=\"false\">3</\uff5cGCML\uff5cparameter>\n"
    "</\uff5cGCML\uff5cinvoke>\n</\uff5cGCML\uff5ctool_calls>"
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
            control_tokens=CONTROL_TOKENS,
            description="GigaChat 3: <|message_sep|>\\n\\nfunction call<|role_sep|>\\n{json}",
            examples=(
                'I\'ll check.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": '
                '"get_weather", "arguments": {"city": "Moscow"}}',
            ),
        ),
        FormatSpec(
            id=FORMAT_35,
            tier=1,
            markers=GRAMMAR_35.openers,
            anchored=True,
            grammar=GRAMMAR_35,
            control_tokens=CONTROL_TOKENS,
            description='GigaChat 3.5 GCML: <｜GCML｜tool_calls><｜GCML｜invoke name="f">'
            '<｜GCML｜parameter name="k" string="true">v</｜GCML｜parameter>...',
            examples=(EXAMPLE_35,),
        ),
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call], format: str) -> str:
    if format == FORMAT_35:
        return render_gcml(calls)
    return render_call_messages(calls)


#: What a raw GCML string value cannot hold: a GCML closer in any spelling (the value would end
#: there) or a reasoning opener (the engine would blank it).
_GCML_UNSAFE = re.compile(r"</(?:\uff5c|\|)GCML|<think>")
_GCML_BAD_NAME = re.compile(r'["<>]')


def render_gcml(calls: Sequence[Call]) -> str:
    """The calls as the GigaChat 3.5 template writes them: one ``tool_calls`` block, an invoke
    per call, a parameter per line."""
    bar = "\uff5c"
    invokes = []
    for call in calls:
        if _GCML_BAD_NAME.search(call.name):
            raise ValueError(f"GCML cannot write the tool name {call.name!r} in an attribute")
        lines = [f'<{bar}GCML{bar}invoke name="{call.name}">']
        for key, value in call.arguments.items():
            if _GCML_BAD_NAME.search(key):
                raise ValueError(f"GCML cannot write the parameter name {key!r}")
            string, written = string_flagged_value(value, _GCML_UNSAFE)
            lines.append(f'<{bar}GCML{bar}parameter name="{key}" string="{string}">{written}'
                         f"</{bar}GCML{bar}parameter>")
        lines.append(f"</{bar}GCML{bar}invoke>")
        invokes.append("\n".join(lines))
    return (f"<{bar}GCML{bar}tool_calls>\n" + "\n".join(invokes)
            + f"\n</{bar}GCML{bar}tool_calls>")


def render_call_messages(calls: Sequence[Call]) -> str:
    """GigaChat 3: the template's call message after the assistant's (empty) text:
    ``<|message_sep|>\\n\\nfunction call<|role_sep|>\\n{"name": ..., "arguments": ...}``.

    The template writes one call per turn; several calls are written as consecutive call
    messages, which this format reads back as several calls."""
    return "".join(
        f"{MESSAGE_SEP}\n\n{OPEN}\n"
        + dump_json({"name": call.name, "arguments": call.arguments})
        for call in calls
    )
