"""DeepSeek tool calls: V3 / R1, V3.1, V3.2, V4 and V4.1, five formats of one family.

    deepseek_v3   <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME
                  ```json
                  {"city": "Paris"}
                  ```<｜tool▁call▁end｜><｜tool▁calls▁end｜>
    deepseek_v31  <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>NAME<｜tool▁sep｜>{"city": "Paris"}
                  <｜tool▁call▁end｜><｜tool▁calls▁end｜>
    deepseek_v32  <｜DSML｜function_calls>
                  <｜DSML｜invoke name="NAME">
                  <｜DSML｜parameter name="city" string="true">Paris</｜DSML｜parameter>
                  </｜DSML｜invoke>
                  </｜DSML｜function_calls>
    deepseek_v4   the same DSML in a <｜DSML｜tool_calls> block
    deepseek_v41  DSML with a space before each tag name: <｜DSML｜ calls>,
                  <｜DSML｜ invoke name="NAME">, <｜DSML｜ parameter name="city" string="true">

The tokens are the vendor's: U+FF5C FULLWIDTH VERTICAL LINE around them and U+2581 LOWER ONE
EIGHTH BLOCK between words. Servers and clients re-type them, so each token is also read with
ASCII bars (``<|tool▁sep|>``) and with ASCII bars and underscores (``<|tool_sep|>``); the DSML
marker with a full-width or ASCII bar, single or doubled (``<｜DSML｜``, ``<|DSML|``,
``<｜｜DSML｜｜``, ``<||DSML||``).

V3 and V3.1 share the opener ``<｜tool▁call▁begin｜>``: the grammar that parses a call wins
(the shared-opener rule). V3 requires the ``function<｜tool▁sep｜>`` prefix; V3.1 reads a name
``function`` only when JSON arguments follow its separator, so neither reads the other's calls.
V3.2 and V4 share the DSML invoke (both read a bare ``<｜DSML｜invoke>``); their blocks differ.
V4.1's tags are its own (``<｜DSML｜ invoke``, the space included), so no other format reads them.

Arguments of V3 and V3.1 are JSON. DSML values are raw text: ``string="true"`` marks a string
(kept byte for byte); any other value (``string="false"``, or no attribute) that is one strict
JSON value becomes it, else it stays a string, with its string form kept for typing by a tool
schema (``tools=[...]``). A DSML invoke may hold one JSON object instead of parameters.
Reasoning is ``<think>...</think>``; the V3.1+ templates write ``<think>`` themselves, so a
``</think>`` with no opener ends reasoning begun at the start of the text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolcalls.plugin import (
    Call,
    FormatSpec,
    NameArgs,
    Reasoning,
    TagStyle,
    XmlParams,
    hookimpl,
    string_flagged_value,
)

__all__ = [
    "CALL_BEGIN",
    "CALL_END",
    "CALLS_BEGIN",
    "CALLS_END",
    "DSML_V32",
    "DSML_V4",
    "DSML_V41",
    "SEP",
    "V3",
    "V31",
    "toolcalls_formats",
    "toolcalls_render",
]


def token(*words: str) -> tuple[str, ...]:
    """A DeepSeek special token in its spellings: the vendor's (``<｜tool▁sep｜>``), with
    ASCII bars (``<|tool▁sep|>``), with ASCII bars and underscores (``<|tool_sep|>``)."""
    spelled = (
        "<\uff5c" + "\u2581".join(words) + "\uff5c>",
        "<|" + "\u2581".join(words) + "|>",
        "<|" + "_".join(words) + "|>",
    )
    return tuple(dict.fromkeys(spelled))


#: The section begin, and the spellings DeepSeek-R1 (and its distills) write for it at times:
#: ``<｜tool▁calls｜>``, ``<｜tool calls begin｜>``, ``<｜tool\_calls\_begin｜>`` (llama.cpp's
#: R1 parser takes them; the first spelling is the one rendered).
_R1_BEGINS = ("<\uff5ctool calls begin\uff5c>", "<\uff5ctool\\_calls\\_begin\uff5c>")
CALLS_BEGIN = (*token("tool", "calls", "begin"), *token("tool", "calls"), *_R1_BEGINS)
CALLS_END = token("tool", "calls", "end")
CALL_BEGIN = token("tool", "call", "begin")
CALL_END = token("tool", "call", "end")
SEP = token("tool", "sep")

#: Special tokens of every DeepSeek template that are never content: end and begin of
#: sentence, the role headers.
TURN_TOKENS = tuple(
    spelling
    for words in (("end", "of", "sentence"), ("begin", "of", "sentence"), ("User",),
                  ("Assistant",))
    for spelling in token(*words)
)
#: V3 / V3.1 also: the section and call markers outside a call (the calls own those around
#: and inside them: a stray ``<｜tool▁call▁end｜>`` or ``<｜tool▁sep｜>`` in prose stayed in
#: content, llama.cpp's tests) and the tool-output tokens.
CONTROL = TURN_TOKENS + tuple(
    spelling
    for words in (
        ("tool", "calls", "begin"),
        ("tool", "calls"),
        ("tool", "calls", "end"),
        ("tool", "call", "begin"),
        ("tool", "call", "end"),
        ("tool", "sep"),
        ("tool", "outputs", "begin"),
        ("tool", "outputs", "end"),
        ("tool", "output", "begin"),
        ("tool", "output", "end"),
    )
    for spelling in token(*words)
) + _R1_BEGINS

#: V4.1 also: the system-turn and reminder tokens of its encoder.
V41_TURN_TOKENS = TURN_TOKENS + token("System") + token("latest_reminder")

REASONING = (Reasoning("<think>", "</think>", prefilled=True),)

_SEP = "(?:" + "|".join(re.escape(s) for s in SEP) + ")"
#: The default name of the toolkit, except ``function`` followed by a separator and no JSON
#: object: that is V3's ``function<｜tool▁sep｜>NAME``, not a V3.1 call to a tool ``function``.
V31_NAME = r"(?!function" + _SEP + r"(?!\s*\{))[^\s<>{}\[\]()\"'`|｜]+"

V3 = NameArgs(
    CALL_BEGIN,
    closer=CALL_END,
    prefix="function" + _SEP + r"\s*",
    fence=(r"(?:```json|```)", r"```"),
    section=(CALLS_BEGIN, CALLS_END),
    render_prefix="function" + SEP[0],
    render_args="\n```json\n{json}\n```",
    render_join="\n",
)

V31 = NameArgs(
    CALL_BEGIN,
    separator=SEP,
    closer=CALL_END,
    name=V31_NAME,
    section=(CALLS_BEGIN, CALLS_END),
)


def dsml(tag: str, *, close: bool = False) -> tuple[str, ...]:
    """A DSML tag's opening text (``<｜DSML｜invoke``) or closer (``</｜DSML｜invoke>``) in
    its spellings: full-width or ASCII bars, single or doubled."""
    bars = ("\uff5c", "|", "\uff5c\uff5c", "||")
    if close:
        return tuple(f"</{bar}DSML{bar}{tag}>" for bar in bars)
    return tuple(f"<{bar}DSML{bar}{tag}" for bar in bars)


def _dsml_grammar(block: str, *, space: str = "") -> XmlParams:
    """The DSML grammar with the block ``block``; ``space`` stands before every tag name
    (V4.1 writes ``<｜DSML｜ invoke``)."""
    invoke, parameter, block = space + "invoke", space + "parameter", space + block
    return XmlParams(
        call=TagStyle(dsml(invoke), dsml(invoke, close=True)),
        param=TagStyle(dsml(parameter), dsml(parameter, close=True), attrs=("string",)),
        wrapper=(tuple(o + ">" for o in dsml(block)), dsml(block, close=True)),
        bare=True,
        trim="none",
        entities=False,
        json_body=True,
        self_closing=True,
        absorb_closer=True,
    )


DSML_V32 = _dsml_grammar("function_calls")
DSML_V4 = _dsml_grammar("tool_calls")
DSML_V41 = _dsml_grammar("calls", space=" ")

_V3_EXAMPLE = (
    "<\uff5ctool\u2581calls\u2581begin\uff5c><\uff5ctool\u2581call\u2581begin\uff5c>function"
    "<\uff5ctool\u2581sep\uff5c>get_weather\n```json\n{\"city\": \"Paris\"}\n```"
    "<\uff5ctool\u2581call\u2581end\uff5c><\uff5ctool\u2581calls\u2581end\uff5c>"
)
_V31_EXAMPLE = (
    "<\uff5ctool\u2581calls\u2581begin\uff5c><\uff5ctool\u2581call\u2581begin\uff5c>get_weather"
    "<\uff5ctool\u2581sep\uff5c>{\"city\": \"Paris\"}<\uff5ctool\u2581call\u2581end\uff5c>"
    "<\uff5ctool\u2581calls\u2581end\uff5c>"
)
_DSML_CALL = (
    '<\uff5cDSML\uff5cinvoke name="get_weather">\n'
    '<\uff5cDSML\uff5cparameter name="city" string="true">Paris</\uff5cDSML\uff5cparameter>\n'
    '<\uff5cDSML\uff5cparameter name="days" string="false">3</\uff5cDSML\uff5cparameter>\n'
    "</\uff5cDSML\uff5cinvoke>"
)
_DSML_V41_CALL = _DSML_CALL.replace("\uff5cDSML\uff5c", "\uff5cDSML\uff5c ")


#: One row a format: id, grammar, control tokens, description, example. Every DeepSeek format
#: is tier 1, anchored at its grammar's openers, with ``<think>`` reasoning.
FORMATS: tuple[tuple[str, NameArgs | XmlParams, tuple[str, ...], str, str], ...] = (
    (
        "deepseek_v3",
        V3,
        CONTROL,
        "DeepSeek V3 / R1: <｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME "
        "```json {...}```<｜tool▁call▁end｜>",
        _V3_EXAMPLE,
    ),
    (
        "deepseek_v31",
        V31,
        CONTROL,
        "DeepSeek V3.1: <｜tool▁call▁begin｜>NAME<｜tool▁sep｜>{...}<｜tool▁call▁end｜>",
        _V31_EXAMPLE,
    ),
    (
        "deepseek_v32",
        DSML_V32,
        TURN_TOKENS,
        'DeepSeek V3.2 DSML: <｜DSML｜function_calls><｜DSML｜invoke name="f">'
        '<｜DSML｜parameter name="k" string="true">v</｜DSML｜parameter>...',
        "<\uff5cDSML\uff5cfunction_calls>\n" + _DSML_CALL + "\n</\uff5cDSML\uff5cfunction_calls>",
    ),
    (
        "deepseek_v4",
        DSML_V4,
        TURN_TOKENS,
        'DeepSeek V4 DSML: <｜DSML｜tool_calls><｜DSML｜invoke name="f">'
        '<｜DSML｜parameter name="k" string="true">v</｜DSML｜parameter>...',
        "<\uff5cDSML\uff5ctool_calls>\n" + _DSML_CALL + "\n</\uff5cDSML\uff5ctool_calls>",
    ),
    (
        "deepseek_v41",
        DSML_V41,
        V41_TURN_TOKENS,
        'DeepSeek V4.1 DSML: <｜DSML｜ calls><｜DSML｜ invoke name="f">'
        '<｜DSML｜ parameter name="k" string="true">v</｜DSML｜ parameter>...',
        "<\uff5cDSML\uff5c calls>\n" + _DSML_V41_CALL + "\n</\uff5cDSML\uff5c calls>",
    ),
)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=id,
            tier=1,
            markers=grammar.openers,
            anchored=True,
            grammar=grammar,
            reasoning=REASONING,
            control_tokens=control,
            description=description,
            examples=(example,),
        )
        for id, grammar, control, description, example in FORMATS
    ]


# --- rendering ----------------------------------------------------------------------------

#: What a raw DSML string value cannot hold: any spelling of a DSML closer (the value would end
#: there) or a reasoning opener (the engine would blank it).
_DSML_UNSAFE = re.compile(r"</(?:\uff5c\uff5c?|\|\|?)DSML|<think>|\[THINK\]")
_DSML_BAD_NAME = re.compile(r'["<>]')


def render_dsml(calls: Sequence[Call], block: str, *, v4: bool, space: str = "") -> str:
    """The calls as the V3.2 or V4.1 (``v4=False``, V4.1 with ``space=" "`` before each tag
    name) or the V4 template writes them."""
    mark = "\uff5cDSML\uff5c" + space
    opened, closed = f"<{mark}{block}>", f"</{mark}{block}>"
    invoke, invoke_end = f"<{mark}invoke", f"</{mark}invoke>"
    param, param_end = f"<{mark}parameter", f"</{mark}parameter>"
    bodies = []
    for call in calls:
        if _DSML_BAD_NAME.search(call.name):
            raise ValueError(f"DSML cannot write the tool name {call.name!r} in an attribute")
        params = []
        for key, value in call.arguments.items():
            if _DSML_BAD_NAME.search(key):
                raise ValueError(f"DSML cannot write the parameter name {key!r}")
            string, written = string_flagged_value(value, _DSML_UNSAFE)
            params.append(f'{param} name="{key}" string="{string}">{written}{param_end}')
        head = f'{invoke} name="{call.name}">\n'
        if v4:  # each parameter line and the invoke's closer end with a newline
            bodies.append(head + "".join(p + "\n" for p in params) + invoke_end + "\n")
        else:  # parameters joined by newlines, the closer on a line of its own
            bodies.append("\n" + head + "\n".join(params) + "\n" + invoke_end)
    if v4:
        return opened + "\n" + "".join(bodies) + closed
    return opened + "".join(bodies) + "\n" + closed


@hookimpl
def toolcalls_render(calls: Sequence[Call], format: str) -> str:
    if format == "deepseek_v3":
        return V3.render(calls)
    if format == "deepseek_v31":
        return V31.render(calls)
    if format == "deepseek_v32":
        return render_dsml(calls, "function_calls", v4=False)
    if format == "deepseek_v4":
        return render_dsml(calls, "tool_calls", v4=True)
    if format == "deepseek_v41":  # V3.2's layout (the V4.1 encoder's), spaced tag names
        return render_dsml(calls, "calls", v4=False, space=" ")
    raise ValueError(f"the deepseek plugin does not write {format!r}")
