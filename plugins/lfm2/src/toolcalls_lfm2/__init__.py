"""LFM2 / LFM2.5 (Liquid AI) tool calls: a Python call list, or JSON, between special tokens.

    <|tool_call_start|>[get_weather(city="Paris"), get_time()]<|tool_call_end|>
    <|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]<|tool_call_end|>

The vendor templates write the pythonic list (values as Python literals, dicts as JSON, so
``true``/``null`` appear inside calls: both spellings are literals); llama.cpp's JSON-tools
template writes a JSON array of calls. One opener, two payload grammars: the toolkit's
``Choice`` of ``PyCalls`` and ``TaggedJSON``, resolved per block as shared openers are (the
grammar that parses wins; of two broken readings, the one that read further names the error).
LFM2.5 thinking models write ``<think>...</think>`` before the answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import Call, Choice, FormatSpec, PyCalls, Reasoning, TaggedJSON, hookimpl

FORMAT_ID = "lfm2"
OPEN = "<|tool_call_start|>"
CLOSE = "<|tool_call_end|>"

PYTHON = PyCalls(OPEN, CLOSE)
JSON = TaggedJSON(OPEN, CLOSE, array=True)
GRAMMAR = Choice(PYTHON, JSON)

#: Special tokens of the LFM2 chat templates that are never content: turn markers, and the
#: call markers themselves where they do not open or close a call.
CONTROL_TOKENS = ("<|im_end|>", "<|im_start|>assistant", "<|im_start|>", "<|endoftext|>",
                  "<|startoftext|>", OPEN, CLOSE)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(Reasoning("<think>", "</think>"),),
            control_tokens=CONTROL_TOKENS,
            description="LFM2 / LFM2.5: <|tool_call_start|>[f(a=1), g()]<|tool_call_end|> "
            "(Python calls or JSON)",
            examples=(
                '<|tool_call_start|>[get_weather(city="Paris"), get_time()]<|tool_call_end|>',
                '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]'
                "<|tool_call_end|>",
            ),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """``<|tool_call_start|>[f(k=v), g()]<|tool_call_end|>`` as the LFM2.5 template writes it
    (strings as Python literals, escaped); calls whose names or argument names Python syntax
    cannot write (``my-tool``, ``"a b"``) as the JSON array the parser reads too."""
    try:
        return PYTHON.render(calls)
    except ValueError:
        return JSON.render(calls)
