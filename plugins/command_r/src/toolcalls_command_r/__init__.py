"""Command R7B / Command A / Cohere2MoE tool calls (Cohere's chat templates)::

    <|START_THINKING|>plan<|END_THINKING|><|START_ACTION|>[
        {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris"}}
    ]<|END_ACTION|>

The action is one JSON array of items (a single item without the array is accepted too); each
item is ``{"tool_call_id", "tool_name", "parameters"}`` in any order, ``tool_call_id`` optional
and kept as ``Call.id``. A payload none of whose items has a ``tool_name`` is read as the
generic call shapes (``{"name", "arguments"}`` and the others of DESIGN.md). The format is the
toolkit's ``TaggedJSON`` block with a ``shape`` for Cohere's keys: the tagged rules (closer
inside strings, missing closer at the end of the text, openers in prose, broken calls ending at
the next opener) come with it, and the shape is the toolkit's ``ItemShape`` for items with
fixed keys.

``<|START_THINKING|>...<|END_THINKING|>`` is reasoning, prefilled by the Cohere2MoE generation
prompt (a closer with no opener ends a block that began at the start of the text). The response
markers ``<|START_RESPONSE|>``/``<|END_RESPONSE|>`` (R7B, Command A) and
``<|START_TEXT|>``/``<|END_TEXT|>`` (Cohere2MoE) and the turn tokens are control tokens: the
answer between them is content, the tokens never are.

The older Command R and R+ (``c4ai-command-r-v01``, ``-08-2024``, their ``tool_use``
template) write the same items, without ids, in a fenced block after ``Action:``::

    Action: ```json
    [
        {"tool_name": "get_weather", "parameters": {"city": "Paris"}}
    ]
    ```

That is the second format, ``command_r_action``: the same ``TaggedJSON`` block and shape,
opened by ``Action: ```json`` and closed by the fence. The template declares a
``directly_answer`` tool the model calls when it answers without tools: it is a call like any
other (with ``tools=[...]`` that do not list it, ``tool_call.unknown_tool``).
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import (
    Call,
    FormatSpec,
    ItemShape,
    Reasoning,
    TaggedJSON,
    dump_json,
    hookimpl,
)

FORMAT_ID = "command_r"
OPEN = "<|START_ACTION|>"
CLOSE = "<|END_ACTION|>"
THINK = Reasoning("<|START_THINKING|>", "<|END_THINKING|>", prefilled=True)
CONTROL_TOKENS = (
    "<|START_RESPONSE|>",
    "<|END_RESPONSE|>",
    "<|START_TEXT|>",
    "<|END_TEXT|>",
    "<|START_OF_TURN_TOKEN|>",
    "<|END_OF_TURN_TOKEN|>",
    "<|CHATBOT_TOKEN|>",
    "<|USER_TOKEN|>",
    "<|SYSTEM_TOKEN|>",
    "<|START_TOOL_RESULT|>",
    "<|END_TOOL_RESULT|>",
    CLOSE,
)
NAME_KEY, ARGS_KEY, ID_KEY = "tool_name", "parameters", "tool_call_id"
#: The action items: ``{"tool_call_id", "tool_name", "parameters"}`` (the toolkit's shape for
#: items with fixed keys; a payload with no ``tool_name`` is read as the generic call shapes).
cohere_calls = ItemShape(NAME_KEY, ARGS_KEY, id=ID_KEY, what="an action item")

GRAMMAR = TaggedJSON(OPEN, CLOSE, shape=cohere_calls)

ACTION_ID = "command_r_action"
#: What the Command R / R+ ``tool_use`` template tells the model to write before its calls.
ACTION_OPEN = "Action: ```json"
#: The spellings models write: the template's, and with the fence on a line of its own (or
#: right after the colon).
ACTION_OPENERS = (ACTION_OPEN, "Action:\n```json", "Action:```json")
ACTION_CLOSE = "```"
ACTION_GRAMMAR = TaggedJSON(ACTION_OPENERS, ACTION_CLOSE, shape=cohere_calls)
#: Command R's turn tokens (its template has no action or response tokens).
TURN_TOKENS = ("<|START_OF_TURN_TOKEN|>", "<|END_OF_TURN_TOKEN|>", "<|CHATBOT_TOKEN|>",
               "<|USER_TOKEN|>", "<|SYSTEM_TOKEN|>")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(THINK,),
            control_tokens=CONTROL_TOKENS,
            description='Command R7B / Cohere2MoE: <|START_ACTION|>[{"tool_call_id", '
            '"tool_name", "parameters"}]<|END_ACTION|>',
            examples=(
                '<|START_THINKING|>I will look it up.<|END_THINKING|><|START_ACTION|>[\n'
                '    {"tool_call_id": "0", "tool_name": "get_weather", "parameters": '
                '{"city": "Paris"}}\n]<|END_ACTION|>',
            ),
        ),
        FormatSpec(
            id=ACTION_ID,
            tier=1,
            markers=ACTION_OPENERS,
            anchored=True,
            grammar=ACTION_GRAMMAR,
            control_tokens=TURN_TOKENS,
            description='Command R / R+: Action: ```json [{"tool_name", "parameters"}] ```',
            examples=(
                'Action: ```json\n[\n    {\n        "tool_name": "get_weather",\n'
                '        "parameters": {"city": "Paris"}\n    }\n]\n```',
            ),
        ),
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call], format: str) -> str:
    """The R7B ``tool_use`` template's layout: one array, an item per line indented by four
    spaces, ``tool_call_id`` the call's position (the template numbers calls itself).
    ``command_r_action``: the layout the Command R template asks for, items without ids in a
    fenced array after ``Action:``."""
    if format == ACTION_ID:
        body = ",\n".join(
            "    " + dump_json({NAME_KEY: call.name, ARGS_KEY: call.arguments}, base=1)
            for call in calls)
        return f"{ACTION_OPEN}\n[\n{body}\n]\n{ACTION_CLOSE}"
    items = [
        "    " + dump_json({ID_KEY: str(index), NAME_KEY: call.name, ARGS_KEY: call.arguments},
                           base=1)
        for index, call in enumerate(calls)
    ]
    return f"{OPEN}[\n" + ",\n".join(items) + f"\n]{CLOSE}"
