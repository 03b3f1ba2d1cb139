"""Gemma tool calls: three formats of one family.

- ``gemma4`` (tier 1): Gemma 4's ``<|tool_call>call:NAME{key:<|"|>value<|"|>,n:42}<tool_call|>``,
  strings between ``<|"|>`` tokens, reasoning in ``<|channel>thought ... <channel|>``;
- ``functiongemma`` (tier 1): FunctionGemma's
  ``<start_function_call>call:NAME{key:<escape>value<escape>}<end_function_call>``;
- ``gemma3`` (tier 1): Gemma 3's prompted ```` ```tool_code ```` fences of Python calls.

The first two share one grammar (:class:`BraceCalls`, parametrized by the tokens and the string
delimiter); the third is :class:`ToolCode`. The plugin's README.md has the rules.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, Reasoning, hookimpl
from toolcalls_gemma._brace import BraceCalls
from toolcalls_gemma._toolcode import ToolCode

__all__ = ["FUNCTIONGEMMA", "GEMMA3", "GEMMA4", "BraceCalls", "ToolCode", "toolcalls_formats"]

#: Gemma 4: ``<|tool_call>call:f{k:<|"|>v<|"|>}<tool_call|>``.
GEMMA4 = BraceCalls("<|tool_call>", "<tool_call|>", '<|"|>', turn_end="<turn|>")
#: FunctionGemma: ``<start_function_call>call:f{k:<escape>v<escape>}<end_function_call>``.
FUNCTIONGEMMA = BraceCalls("<start_function_call>", "<end_function_call>", "<escape>")
#: Gemma 3: ```` ```tool_code\nf(k="v")\n``` ````.
GEMMA3 = ToolCode("```tool_code", "```")

#: The sequence tokens of every Gemma tokenizer: a completion may end with ``<eos>`` (Google's
#: ``parse_thinking_output``, vLLM's ``gemma4_utils``, strips it with the turn's end).
_SEQUENCE = ("<bos>", "<eos>")
#: Gemma 4's template tokens that are never content: turns, the thinking switch, channel
#: markers left over (an empty thought channel, an orphan channel closer), tool declarations
#: and responses, a call closer with no call, and the string delimiter outside a call (the
#: template writes it inside tool responses too: a turn holding one left it in content).
GEMMA4_CONTROL = (
    "<|turn>", "<turn|>", "<|think|>", "<|channel>", "<channel|>", "<|tool>", "<tool|>",
    "<|tool_response>", "<tool_response|>", "<tool_call|>", '<|"|>', *_SEQUENCE,
)
#: FunctionGemma's (and Gemma 3's) turns, and its function tokens outside a call.
_TURNS = ("<start_of_turn>", "<end_of_turn>")
FUNCTIONGEMMA_CONTROL = (
    *_TURNS, "<start_function_declaration>", "<end_function_declaration>",
    "<start_function_response>", "<end_function_response>", "<end_function_call>", "<escape>",
    *_SEQUENCE,
)


#: One row a format: id, grammar, reasoning blocks, control tokens, description, examples.
#: Every Gemma format is tier 1, anchored at its grammar's openers.
FORMATS: tuple[
    tuple[str, BraceCalls | ToolCode, tuple[Reasoning, ...], tuple[str, ...], str, tuple[str, ...]],
    ...,
] = (
    (
        "gemma4",
        GEMMA4,
        # Prefilled: after a tool response the template's generation prompt reopens the
        # thought channel (``<|channel>thought\n``), so the output holds only the closer. A
        # channel opened without its name is the same channel (Gemma 4 has no other); the
        # named opener is declared first, so it wins where both match.
        (Reasoning("<|channel>thought", "<channel|>", prefilled=True),
         Reasoning("<|channel>", "<channel|>")),
        GEMMA4_CONTROL,
        'Gemma 4: <|tool_call>call:name{key:<|"|>value<|"|>,n:1}<tool_call|>',
        (
            '<|tool_call>call:get_weather{city:<|"|>Paris<|"|>,days:3}<tool_call|>',
            "<|channel>thought\nThe user wants the time.<channel|>"
            '<|tool_call>call:get_time{city:<|"|>London<|"|>}<tool_call|>',
            '<|tool_call>call:set_config{config:{theme:<|"|>dark<|"|>,count:3},'
            'tags:[<|"|>a<|"|>,<|"|>b<|"|>]}<tool_call|>',
        ),
    ),
    (
        "functiongemma",
        FUNCTIONGEMMA,
        (),
        FUNCTIONGEMMA_CONTROL,
        "FunctionGemma: <start_function_call>call:name{key:<escape>value<escape>}"
        "<end_function_call>",
        (
            "<start_function_call>call:get_current_weather{location:<escape>Tokyo, Japan"
            "<escape>}<end_function_call>",
            "<start_function_call>call:get_weather{city:<escape>Tokyo<escape>}"
            "<end_function_call><start_function_call>call:get_stock_price{symbol:"
            "<escape>GOOG<escape>}<end_function_call>",
        ),
    ),
    (
        "gemma3",
        GEMMA3,
        (),
        (*_TURNS, *_SEQUENCE),
        "Gemma 3: ```tool_code fences of Python calls",
        (
            '```tool_code\nget_weather(city="Paris", days=3)\n```',
            "Let me look that up.\n```tool_code\n"
            'print(default_api.get_product_name_by_PID(PID="807ZPKBL9V"))\n```',
        ),
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
            reasoning=reasoning,
            control_tokens=control,
            description=description,
            examples=examples,
        )
        for id, grammar, reasoning, control, description, examples in FORMATS
    ]
