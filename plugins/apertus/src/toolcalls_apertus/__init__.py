"""Apertus tool calls (swiss-ai Apertus-8B/70B-Instruct-2509, its chat template)::

    <|tools_prefix|>[{"get_weather": {"city": "Paris"}}, {"get_time": {}}]<|tools_suffix|>

Each call is a JSON object with one member: the tool's name and its arguments object. The
template writes all calls of a turn as one array (a single object without the array is accepted
too). An element with more members than one is read as a generic call shape
(``{"name", "arguments"}`` and the others of DESIGN.md) when it is one, and is
``tool_call.unrecognized`` otherwise. The format is the toolkit's ``TaggedJSON`` block with a
``shape`` for the name-as-key items: the tagged rules come with it.

``<|inner_prefix|>...<|inner_suffix|>`` is the reasoning ("deliberation") block, prefilled (a
closer with no opener ends a block begun at the start of the text); the role tokens of the
template are control tokens.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from toolcalls.plugin import (
    Call,
    FormatSpec,
    Reasoning,
    TaggedJSON,
    ToolCallError,
    array_elements,
    calls_from_json,
    check_name,
    dump_json,
    hookimpl,
    is_call_shape,
    locate_json,
    parse_arguments_string,
)

FORMAT_ID = "apertus"
OPEN = "<|tools_prefix|>"
CLOSE = "<|tools_suffix|>"
#: Prefilled: a prompt that continues an assistant message (the template's
#: ``continue_assistant_message``) may end inside the deliberation, so the output holds only
#: the closer; a closer with no opener ends a block that began at the start of the text.
INNER = Reasoning("<|inner_prefix|>", "<|inner_suffix|>", prefilled=True)
CONTROL_TOKENS = (
    "<|assistant_start|>",
    "<|assistant_end|>",
    "<|user_start|>",
    "<|user_end|>",
    "<|system_start|>",
    "<|system_end|>",
    "<|developer_start|>",
    "<|developer_end|>",
    "<|tool_output_start|>",
    "<|tool_output_end|>",
    CLOSE,
)

Path = tuple[str | int, ...]


def apertus_calls(value: Any, text: str, start: int, end: int, format: str) -> list[Call] | None:
    """The calls of a tools payload spanning ``text[start:end]``.

    payload := item | '[' item (',' item)* ']'
    item    := '{' name ':' arguments '}'          (one member)
             | a generic call shape               ({"name": ..., "arguments": {...}}, ...)

    None when the payload is not a call (the block reports ``tool_call.unrecognized``);
    ``ToolCallError`` for a broken element, at the offending value.
    """
    single = isinstance(value, dict)
    items: list[Any] = [value] if single else value if isinstance(value, list) else []
    if not items:
        return None
    elements: list[tuple[int, int]] | None = None

    def span(index: int) -> tuple[int, int]:
        nonlocal elements
        if single:
            return start, end
        if elements is None:
            elements = array_elements(text, start)
        return elements[index]

    calls: list[Call] = []
    for index, item in enumerate(items):
        prefix: Path = () if single else (index,)
        if not isinstance(item, dict) or not item:
            raise ToolCallError("tool_call.unrecognized",
                                'expected a call {"NAME": {arguments}}', span(index)[0],
                                text=text, format=format)
        if len(item) > 1:
            if not is_call_shape(item):
                raise ToolCallError("tool_call.unrecognized", 'expected a call {"NAME": '
                                    "{arguments}} with one member", span(index)[0],
                                    text=text, format=format)
            at, stop = span(index)
            found = calls_from_json(item, text, at, stop, format=format) or []
            calls.extend(found)
            continue
        [(name, raw)] = item.items()
        problem = check_name(name)
        if problem is not None:
            raise ToolCallError("tool_call.invalid_name", problem,
                                locate_json(text, start, (*prefix, name), key=True),
                                text=text, format=format)
        if isinstance(raw, dict):
            arguments = raw
        elif isinstance(raw, str):
            def token(path: Path = (*prefix, name)) -> int:
                return locate_json(text, start, path)

            arguments = parse_arguments_string(raw, text, token, format=format)
        else:
            raise ToolCallError("tool_call.invalid_arguments",
                                "the arguments must be a JSON object",
                                locate_json(text, start, (*prefix, name)), text=text,
                                format=format)
        call = Call(name, arguments, start, end, locator=_Locator(text, start, (*prefix, name)))
        if len(items) > 1:
            call.defer_span(partial(span, index))
        calls.append(call)
    return calls


class _Locator:
    """Offsets inside one ``{"NAME": {...}}`` item: the key for ``("name",)``, else inside
    the arguments."""

    __slots__ = ("path", "start", "text")

    def __init__(self, text: str, start: int, path: Path) -> None:
        self.text = text
        self.start = start
        self.path = path

    def __call__(self, where: Path) -> int:
        if where == ("name",):
            return locate_json(self.text, self.start, self.path, key=True)
        args = locate_json(self.text, self.start, self.path)
        if not where or self.text[args] == '"':  # an arguments string: its token
            return args
        return locate_json(self.text, args, where)


GRAMMAR = TaggedJSON(OPEN, CLOSE, shape=apertus_calls)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(INNER,),
            control_tokens=CONTROL_TOKENS,
            description='Apertus: <|tools_prefix|>[{"NAME": {json}}, ...]<|tools_suffix|>',
            examples=(
                '<|tools_prefix|>[{"get_weather": {"city": "Paris"}}]<|tools_suffix|>',
                '<|inner_prefix|>Two lookups.<|inner_suffix|><|tools_prefix|>[{"get_weather": '
                '{"city": "Paris"}}, {"get_time": {"zone": "CET"}}]<|tools_suffix|>',
            ),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The template's layout: one array, ``", "`` between the calls, each ``{"NAME": ARGS}``."""
    items = ", ".join(
        "{" + dump_json(call.name) + ": " + dump_json(call.arguments, base=2) + "}"
        for call in calls
    )
    return f"{OPEN}[{items}]{CLOSE}"
