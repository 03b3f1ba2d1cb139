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
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import Call, FormatSpec, TaggedJSON, dump_json, hookimpl

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
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The template's call message after the assistant's (empty) text:
    ``<|message_sep|>\\n\\nfunction call<|role_sep|>\\n{"name": ..., "arguments": ...}``.

    The template writes one call per turn; several calls are written as consecutive call
    messages, which this format reads back as several calls."""
    return "".join(
        f"{MESSAGE_SEP}\n\n{OPEN}\n"
        + dump_json({"name": call.name, "arguments": call.arguments})
        for call in calls
    )
