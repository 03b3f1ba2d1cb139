"""Preferred Networks PLaMo 3 tool calls: a name tag and a JSON arguments tag per request.

    <|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|>
    <|plamo:begin_tool_name:plamo|>get_weather<|plamo:end_tool_name:plamo|>
    <|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"city": "Paris"}
    <|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>
    <|plamo:end_tool_requests:plamo|>

(one run, no line breaks, as vLLM's parser requires). The toolkit's ``NameArgs`` block: the
request tag opens a call, the name tag is its prefix, the end of the name and the start of
the arguments (with or without the ``<|plamo:constrain|>json<|plamo:msg|>`` that guided
decoding adds) separate the name from the JSON object, and the end of the arguments and of
the request close it; the requests tags are the section around the calls. Reasoning is
``<|plamo:begin_think:plamo|>...<|plamo:end_think:plamo|>``; ``<|plamo:tag|>`` ends the turn.
The tags are not single tokens of the vocabulary (``<|plamo:begin_`` + name + ``:plamo|>``).
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, NameArgs, Reasoning, hookimpl

__all__ = ["GRAMMAR", "toolcalls_formats"]

FORMAT_ID = "plamo3"


def tag(name: str, *, end: bool = False) -> str:
    return f"<|plamo:{'end' if end else 'begin'}_{name}:plamo|>"


REQUESTS_BEGIN, REQUESTS_END = tag("tool_requests"), tag("tool_requests", end=True)
REQUEST_BEGIN = tag("tool_request")
CONSTRAIN = "<|plamo:constrain|>json<|plamo:msg|>"

GRAMMAR = NameArgs(
    REQUEST_BEGIN,
    prefix=r"<\|plamo:begin_tool_name:plamo\|>",
    separator=(tag("tool_name", end=True) + tag("tool_arguments") + CONSTRAIN,
               tag("tool_name", end=True) + tag("tool_arguments")),
    closer=tag("tool_arguments", end=True) + tag("tool_request", end=True),
    section=(REQUESTS_BEGIN, REQUESTS_END),
    render_prefix=tag("tool_name"),
)

_ONE = (f'{REQUESTS_BEGIN}{REQUEST_BEGIN}{tag("tool_name")}get_weather'
        f'{tag("tool_name", end=True)}{tag("tool_arguments")}{CONSTRAIN}{{"city": "Paris"}}'
        f'{tag("tool_arguments", end=True)}{tag("tool_request", end=True)}{REQUESTS_END}')


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=GRAMMAR.openers,
            anchored=True,
            grammar=GRAMMAR,
            # with thinking on the template writes the opener itself (vLLM's plamo3 parser)
            reasoning=(Reasoning(tag("think"), tag("think", end=True), prefilled=True),),
            control_tokens=("<|plamo:tag|>", REQUESTS_END),
            description="PLaMo 3: <|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:"
            "plamo|>f<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|>{...}"
            "<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>",
            examples=(_ONE,),
        )
    ]
