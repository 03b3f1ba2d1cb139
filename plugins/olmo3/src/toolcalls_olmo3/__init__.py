"""OLMo 3 (AllenAI) tool calls: one Python call per line inside ``<function_calls>``.

    <function_calls>
    get_weather(city='Paris', days=3, metric=true, extra=null, opts={"a": [1, 2]})
    get_time()
    </function_calls>

The OLMo 3 template writes string values single-quoted and every other value with ``tojson``
(so ``true``/``false``/``null`` and JSON containers appear inside the calls); models also
write Python's ``True``/``None`` and double quotes. Both are literals of the toolkit's call
syntax. The format is the toolkit's ``PyCalls`` block in its lines layout, with a bracketed
list ``[f(), g()]`` in the block accepted too (a ``Choice`` of the two layouts).
``<function_calls>`` is also the block opener of ``xml_invoke`` (``<invoke name=...>``): the
two payloads start with different characters (a name, ``<``), and of the two the grammar that
parses a block wins.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import (
    Call,
    Choice,
    FormatSpec,
    PyCalls,
    Reasoning,
    check_value,
    dump_json,
    hookimpl,
    python_string,
)

FORMAT_ID = "olmo3"
OPEN = "<function_calls>"
CLOSE = "</function_calls>"

LINES = PyCalls(OPEN, CLOSE, layout="lines")
#: One call per line, as the template writes; a bracketed list in the block is read too (vLLM
#: joins the lines into a list, so models that write one are served).
GRAMMAR = Choice(LINES, PyCalls(OPEN, CLOSE))

#: Special tokens of the OLMo 3 template that are never content.
CONTROL_TOKENS = ("<|im_start|>assistant", "<|im_end|>", "<|endoftext|>")


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            # OLMo 3 Think: some templates write <think> at the start of the turn
            reasoning=(Reasoning("<think>", "</think>", prefilled=True),),
            control_tokens=CONTROL_TOKENS,
            description="OLMo 3: <function_calls>\\nf(a='x', b=true)\\n</function_calls>",
            examples=(
                "<function_calls>\nget_weather(city='Paris', metric=true, days=[1, 2])\n"
                "get_time()\n</function_calls>",
            ),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """``<function_calls>\\nf(k='v', n=1, b=true, o={"a": null})\\n</function_calls>``, one call
    per line, as the OLMo 3 template writes them: strings single-quoted (escaped, which the
    template does not do), every other value as JSON (``tojson``)."""
    lines = []
    for call in calls:
        LINES.render([Call(call.name, {}, 0, 0)])  # the name check (ValueError)
        args = []
        for key, value in call.arguments.items():
            LINES.render([Call(call.name, {key: None}, 0, 0)])  # the argument name check
            check_value(value, what=f"argument {key!r}")
            literal = python_string(value) if isinstance(value, str) else dump_json(value)
            args.append(f"{key}={literal}")
        lines.append(f"{call.name}({', '.join(args)})")
    body = "\n".join(lines)
    return f"{OPEN}\n{body}\n{CLOSE}"
