"""StepFun Step3 tool calls: steptml XML inside DeepSeek-like call tokens.

    <｜tool_calls_begin｜>
    <｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_weather">
    <steptml:parameter name="city">Paris</steptml:parameter>
    </steptml:invoke><｜tool_call_end｜>
    <｜tool_calls_end｜>

The tokens have U+FF5C FULLWIDTH VERTICAL LINE around them and ASCII underscores between words
(no U+2581: that is DeepSeek). The toolkit's ``XmlParams`` block: each
``<｜tool_call_begin｜>...<｜tool_call_end｜>`` is a wrapper holding one invoke, after an optional
``function<｜tool_sep｜>`` (which may repeat the name: ``function<｜tool_sep｜>f\\n``; the
invoke's name is the call's name); ``<｜tool_calls_begin｜>...<｜tool_calls_end｜>`` is the section
around the calls. An invoke outside the call tokens is not a call (the template never writes
one), so a call token whose type is not ``function`` is ``tool_call.unrecognized`` even when an
invoke follows; a stray ``<｜tool_sep｜>`` between calls is a control token.

Values are raw text, kept byte for byte (no trimming, no entity decoding: the model writes
them raw). Without a tool schema a value that is one strict JSON value (trimmed) becomes it;
with ``tools=[...]`` the engine types the string form by the schema (``" 4 "`` for an integer
is 4, a string keeps its spaces). Step3 writes only ``</think>``: text before it is reasoning.
Step-3.5 and later use the Qwen3-Coder format (the qwen3_coder plugin).
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import Call, FormatSpec, Reasoning, TagStyle, XmlParams, hookimpl

__all__ = ["CALL_BEGIN", "CALL_END", "CALLS_BEGIN", "CALLS_END", "GRAMMAR", "SEP",
           "toolcalls_formats", "toolcalls_render"]

FORMAT_ID = "step3"
CALLS_BEGIN = "<\uff5ctool_calls_begin\uff5c>"
CALLS_END = "<\uff5ctool_calls_end\uff5c>"
CALL_BEGIN = "<\uff5ctool_call_begin\uff5c>"
CALL_END = "<\uff5ctool_call_end\uff5c>"
SEP = "<\uff5ctool_sep\uff5c>"

INVOKE = TagStyle("<steptml:invoke", "</steptml:invoke>")
PARAMETER = TagStyle("<steptml:parameter", "</steptml:parameter>")

GRAMMAR = XmlParams(
    call=INVOKE,
    param=PARAMETER,
    wrapper=(CALL_BEGIN, CALL_END),
    bare=False,
    wrapper_holds="call",
    trim="none",
    entities=False,
    prefix="function" + SEP + r"[^\s<>]*",
    section=(CALLS_BEGIN, CALLS_END),
)

#: Writes one invoke (the tokens around it are written by :func:`toolcalls_render`).
_INVOKE = XmlParams(call=INVOKE, param=PARAMETER, trim="none", entities=False)

_EXAMPLE = (
    f"{CALLS_BEGIN}\n{CALL_BEGIN}function{SEP}"
    '<steptml:invoke name="get_weather">\n'
    '<steptml:parameter name="city">Paris</steptml:parameter>\n'
    f"</steptml:invoke>{CALL_END}\n{CALLS_END}"
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
            reasoning=(Reasoning("<think>", "</think>", prefilled=True),),
            control_tokens=(CALLS_BEGIN, CALLS_END, SEP),
            description='Step3: <｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke '
            'name="f"><steptml:parameter name="k">v</steptml:parameter></steptml:invoke>'
            "<｜tool_call_end｜>",
            examples=(_EXAMPLE,),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """The layout of the vendor's parsers' documentation (SGLang's Step3 detector): the section
    on lines of its own, one call token per line, ``function<｜tool_sep｜>`` before each invoke
    and one parameter per line."""
    lines = [f"{CALL_BEGIN}function{SEP}{_INVOKE.render([call])}{CALL_END}" for call in calls]
    return CALLS_BEGIN + "\n" + "\n".join(lines) + "\n" + CALLS_END
