"""K2 Horizon (K2-v3, MBZUAI's Institute of Foundation Models) tool calls: IFM tags.

    <ifm|tool_calls><ifm|tool_call>lookup<ifm|arg_key>query</ifm|arg_key><ifm|arg_value>weather</ifm|arg_value></ifm|tool_call>
    <ifm|tool_call>ping</ifm|tool_call></ifm|tool_calls>

(one line per call in the model's output; the first is long.) The chat template's default
``xml`` layout is a name and key/value pairs in each ``<ifm|tool_call>``, GLM's grammar with
IFM tag names (the toolkit's ``KeyValue`` block); its ``json`` layout is one call object in
each tag (``TaggedJSON``). Both are read (a ``Choice``: the tag's content says which, as in
SGLang's ``k2_v3`` detector). ``<ifm|tool_calls>`` / ``</ifm|tool_calls>`` around the calls
are control tokens. Values are raw text, JSON-first without a schema, typed by
``tools=[...]``. The template's ``xml_typed`` layout (an ``<ifm|arg_type>`` tag between key
and value) is read too: the type tag is skipped, and the value is typed as in the ``xml``
layout (a schema's type wins over the written one).

Reasoning: ``<ifm|think>``, ``<ifm|think_fast>`` and ``<ifm|think_faster>`` blocks.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import (
    Call,
    Choice,
    FormatSpec,
    KeyValue,
    Reasoning,
    TaggedJSON,
    hookimpl,
)

__all__ = ["CALLS_END", "CALLS_START", "GRAMMAR", "toolcalls_formats", "toolcalls_render"]

FORMAT_ID = "k2_horizon"
OPEN = "<ifm|tool_call>"
CLOSE = "</ifm|tool_call>"
CALLS_START = "<ifm|tool_calls>"
CALLS_END = "</ifm|tool_calls>"

XML = KeyValue(OPEN, CLOSE, key=("<ifm|arg_key>", "</ifm|arg_key>"),
               value=("<ifm|arg_value>", "</ifm|arg_value>"), newlines=False,
               between=("<ifm|arg_type>", "</ifm|arg_type>"))
JSON = TaggedJSON(OPEN, CLOSE)
GRAMMAR = Choice(XML, JSON)

_EXAMPLE = (f"{CALLS_START}{OPEN}get_weather<ifm|arg_key>city</ifm|arg_key>"
            f"<ifm|arg_value>Paris</ifm|arg_value>{CLOSE}{CALLS_END}")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(
                # the template opens one of them at the end of the generation prompt,
                # one per reasoning effort (vLLM's and SGLang's parsers assume it)
                Reasoning("<ifm|think>", "</ifm|think>", prefilled=True),
                Reasoning("<ifm|think_fast>", "</ifm|think_fast>", prefilled=True),
                Reasoning("<ifm|think_faster>", "</ifm|think_faster>", prefilled=True),
            ),
            control_tokens=(CALLS_START, CALLS_END),
            description="K2 Horizon: <ifm|tool_call>f<ifm|arg_key>k</ifm|arg_key>"
            "<ifm|arg_value>v</ifm|arg_value></ifm|tool_call>",
            examples=(_EXAMPLE,),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The template's ``xml`` layout: the group around the calls, one call per line."""
    return CALLS_START + "\n".join(XML.render([call]) for call in calls) + CALLS_END
