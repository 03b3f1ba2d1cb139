"""Huawei openPangu tool calls: a JSON array between two of the tokenizer's unused tokens.

    [unused16]The user wants the weather.[unused17][unused11][{"name": "get_weather",
    "arguments": {"city": "Paris"}}][unused12][unused10]

The openPangu tokenizers (openPangu-Embedded, openPangu-R) have no named tool tokens: the chat
template's system prompt asks for the calls in ``[unused11]...[unused12]``, reasoning is
``[unused16]...[unused17]`` and ``[unused10]`` ends the turn (``[unused9]`` opens one, before
the role's name). The toolkit's ``TaggedJSON`` block; the payload is the array the template
shows, or one call object; ``parameters`` is read as ``arguments``. A deployment whose
tokenizer has ``<|tool_call_start|>`` writes the same array in those tokens (vLLM's ``pangu``
and ``openpangu_v2`` parsers): that is the lfm2 format's opener, which reads it.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, Reasoning, TaggedJSON, hookimpl

__all__ = ["CLOSE", "GRAMMAR", "OPEN", "toolcalls_formats"]

FORMAT_ID = "pangu"
OPEN = "[unused11]"
CLOSE = "[unused12]"

GRAMMAR = TaggedJSON(OPEN, CLOSE, array=True)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=(Reasoning("[unused16]", "[unused17]"),),
            control_tokens=("[unused9]助手：", "[unused9]", "[unused10]"),
            description='openPangu: [unused11][{"name": "f", "arguments": {...}}][unused12]',
            examples=(
                '[unused11][{"name": "get_weather", "arguments": {"city": "Paris"}}][unused12]',
                '[unused16]The user wants the weather.[unused17]Let me check.[unused11][{"name": '
                '"get_weather", "arguments": {"city": "Paris"}}, {"name": "get_time", '
                '"arguments": {}}][unused12][unused10]',
            ),
        )
    ]
