"""Moonshot Kimi tool calls: Kimi K2 (K2-Instruct, K2-Thinking, K2.5) and Kimi K3 (XTML).

``kimi_k2``, the toolkit's ``NameArgs`` block::

    <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0
    <|tool_call_argument_begin|>{"city": "Paris"}<|tool_call_end|><|tool_calls_section_end|>

(written without the line break). The call id ``functions.NAME:N`` is kept on ``Call.id``; the
name is the id without one leading ``functions.`` and the trailing ``:N``. An id that names no
tool (the bare counter ``0`` of K2.5, ``call_abc123``, ``functions.f.0``) is
``tool_call.invalid_name`` at the id: the name is not in the text, and a format never looks at
the request's tools. Whitespace is accepted at every joint; the section markers are optional
(a missing end at the end of the text, or text after the calls, is fine).

``kimi_k3``, a scanner of its own (:mod:`toolcalls_kimi.xtml`): the XTML channel grammar, in
which a call's arguments are typed by their ``type`` attribute::

    <|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|>
    <|open|>argument key="city" type="string"<|sep|>Paris<|close|>argument<|sep|>
    <|open|>argument key="days" type="number"<|sep|>3<|close|>argument<|sep|>
    <|close|>call<|sep|><|close|>tools<|sep|>

The plugin's README.md has the exact rules of both formats.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, NameArgs, Reasoning, hookimpl
from toolcalls_kimi.xtml import (
    ARG_CLOSE,
    CALL_CLOSE,
    CALL_OPEN,
    END_OF_MESSAGE,
    JSON_CLOSE,
    MESSAGE_CLOSE,
    RESPONSE_CLOSE,
    RESPONSE_OPEN,
    SEP,
    THINK_CLOSE,
    THINK_OPEN,
    TOOLS_CLOSE,
    TOOLS_OPEN,
    Xtml,
)
from toolcalls_kimi.xtml import CLOSE as XTML_CLOSE
from toolcalls_kimi.xtml import OPEN as XTML_OPEN

__all__ = ["K2_GRAMMAR", "K3_GRAMMAR", "toolcalls_formats"]

K2_ID = "kimi_k2"
K3_ID = "kimi_k3"

SECTION_BEGIN = "<|tool_calls_section_begin|>"
SECTION_END = "<|tool_calls_section_end|>"
#: The singular spelling some K2 checkpoints write (vLLM accepts it; llama.cpp#17376).
SECTION_BEGIN_SINGULAR = "<|tool_call_section_begin|>"
SECTION_END_SINGULAR = "<|tool_call_section_end|>"
CALL_BEGIN = "<|tool_call_begin|>"
ARGUMENT_BEGIN = "<|tool_call_argument_begin|>"
CALL_END = "<|tool_call_end|>"

#: ``[functions.]NAME:N`` (the name inside the id), ``functions_NAME_N`` (the id as clients
#: that keep ids to ``[A-Za-z0-9_-]`` hand it back, which the model then copies:
#: exo-explore/exo issue 2281), or any other token: an id that names no tool (NameArgs
#: reports it as tool_call.invalid_name at the id).
_TOKEN = r'[^\s<>{}"]'
K2_ID_PATTERN = (
    rf"(?P<id>(?:functions\.|(?P<flat>functions_))?(?P<name>{_TOKEN}+?)(?(flat)_|:)[0-9]+"
    rf"(?!{_TOKEN})|{_TOKEN}+)"
)

K2_GRAMMAR = NameArgs(
    CALL_BEGIN,
    separator=ARGUMENT_BEGIN,
    closer=CALL_END,
    name=K2_ID_PATTERN,
    section=(SECTION_BEGIN, SECTION_END),
    render_name="functions.{name}:{index}",
)

K3_GRAMMAR = Xtml()

#: The chat scaffolding of K2's template (``<|im_assistant|>assistant<|im_middle|>`` opens the
#: assistant turn) and its tool tokens outside a call.
K2_CONTROL_TOKENS = (
    "<|im_assistant|>assistant<|im_middle|>",
    "<|im_assistant|>",
    "<|im_user|>",
    "<|im_system|>",
    "<|im_middle|>",
    "<|im_end|>",
    SECTION_BEGIN,
    SECTION_END,
    SECTION_BEGIN_SINGULAR,
    SECTION_END_SINGULAR,
    CALL_BEGIN,
    ARGUMENT_BEGIN,
    CALL_END,
)

#: K3's channel and message markers, closers outside a call, and its special tokens alone.
#: The think markers are listed whole: a stray one outside a reasoning block (a second
#: ``<|close|>think<|sep|>``) goes as a unit, not leaving ``think`` behind once its special
#: tokens are removed.
K3_CONTROL_TOKENS = (
    '<|open|>message role="assistant"<|sep|>',
    THINK_OPEN,
    THINK_CLOSE,
    RESPONSE_OPEN,
    RESPONSE_CLOSE,
    TOOLS_OPEN,
    TOOLS_CLOSE,
    CALL_CLOSE,
    ARG_CLOSE,
    JSON_CLOSE,
    MESSAGE_CLOSE,
    END_OF_MESSAGE,
    XTML_OPEN,
    XTML_CLOSE,
    SEP,
)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=K2_ID,
            tier=1,
            markers=(SECTION_BEGIN, CALL_BEGIN),
            anchored=True,
            grammar=K2_GRAMMAR,
            reasoning=(Reasoning("<think>", "</think>"),),
            control_tokens=K2_CONTROL_TOKENS,
            description="Kimi K2: <|tool_calls_section_begin|><|tool_call_begin|>functions.f:0"
            "<|tool_call_argument_begin|>{json}<|tool_call_end|><|tool_calls_section_end|>",
            examples=(
                "Let me check. <|tool_calls_section_begin|><|tool_call_begin|>"
                'functions.get_weather:0<|tool_call_argument_begin|>{"city": "Paris"}'
                "<|tool_call_end|><|tool_calls_section_end|>",
                "<think>Two cities.</think><|tool_calls_section_begin|><|tool_call_begin|>"
                'functions.get_weather:0<|tool_call_argument_begin|>{"city": "Paris"}'
                "<|tool_call_end|><|tool_call_begin|>functions.get_weather:1"
                '<|tool_call_argument_begin|>{"city": "Rome"}<|tool_call_end|>'
                "<|tool_calls_section_end|>",
            ),
        ),
        FormatSpec(
            id=K3_ID,
            tier=1,
            markers=(TOOLS_OPEN, CALL_OPEN),
            anchored=True,
            grammar=K3_GRAMMAR,
            reasoning=(Reasoning(THINK_OPEN, THINK_CLOSE, prefilled=True),),
            control_tokens=K3_CONTROL_TOKENS,
            description='Kimi K3 XTML: <|open|>tools<|sep|><|open|>call tool="f"<|sep|>'
            '<|open|>argument key="k" type="string"<|sep|>v<|close|>argument<|sep|>'
            "<|close|>call<|sep|><|close|>tools<|sep|>",
            examples=(
                "<|open|>response<|sep|>Let me check.<|close|>response<|sep|><|open|>tools"
                '<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>argument '
                'key="city" type="string"<|sep|>Paris<|close|>argument<|sep|><|open|>argument '
                'key="days" type="number"<|sep|>3<|close|>argument<|sep|><|close|>call<|sep|>'
                "<|close|>tools<|sep|><|close|>message<|sep|>",
                "Two cities.<|close|>think<|sep|><|open|>response<|sep|><|close|>response"
                '<|sep|><|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|>'
                '<|open|>argument key="city" type="string"<|sep|>Paris<|close|>argument<|sep|>'
                '<|close|>call<|sep|><|open|>call tool="get_weather" index="2"<|sep|>'
                '<|open|>argument key="city" type="string"<|sep|>Rome<|close|>argument<|sep|>'
                "<|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|>",
            ),
        ),
    ]
