"""Tencent Hunyuan tool calls: A13B's JSON array, Hy3's and HY V4's key/value calls.

    <think>
    The user wants the weather.
    </think>
    <answer>
    <tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris"}}]</tool_calls>
    </answer>

The toolkit's ``TaggedJSON`` block with an array payload, as the template writes it (one line,
elements joined by ``", "``). In reasoning mode the model thinks in ``<think>...</think>``
(reasoning, never searched) and answers in ``<answer>...</answer>``: those two tags are control
tokens, so the answer's text is the content without them. ``<tool_calls>`` is shared with Jamba
(the same array) and MiniMax-M1 (one JSON object per line): this format reads only an array
(``first`` is ``[``).

The newer Hunyuan writes key/value calls in the block (``toolcalls_hunyuan._hy``): ``hy_v3``
(Hy3, ``<tool_call>NAME<tool_sep><arg_key>k</arg_key><arg_value>v</arg_value></tool_call>``)
and ``hy_v4`` (the same without ``<tool_sep>``), every token possibly carrying the
checkpoint's suffix (``<tool_calls:opensource>``). The three formats read disjoint payloads
(``[`` against ``<``) and Hy3 and HY V4 calls differ by the separator: at each block one
grammar parses, the others give a broken match that loses to it.

The dense models (Hunyuan 0.5B to 7B Instruct) write ``hunyuan_dense``: in the same block, one
``<tool_call>`` per call holding the name, a newline and the arguments in a Markdown fence
(``<tool_call>NAME\n```json\n{...}\n```</tool_call>``), the toolkit's ``NameArgs`` block
as DeepSeek V3 reads its fenced arguments.
"""

from __future__ import annotations

from toolcalls.plugin import FormatSpec, NameArgs, Reasoning, TaggedJSON, hookimpl
from toolcalls_hunyuan._dense import DenseBlock
from toolcalls_hunyuan._hy import BEGIN, BEGIN_SUFFIXED, HunyuanBlock

FORMAT_ID = "hunyuan"
OPEN = "<tool_calls>"
CLOSE = "</tool_calls>"

GRAMMAR = TaggedJSON(OPEN, CLOSE, payload="array", array=True)

#: Turn tokens of the A13B template and the answer tags of its reasoning mode.
CONTROL_TOKENS = (
    "<|startoftext|>",
    "<|extra_4|>",
    "<|extra_0|>",
    "<|eos|>",
    "<answer>",
    "</answer>",
)


HUNYUAN_DENSE = "hunyuan_dense"
#: The dense models' block: a name, then the arguments in a ```json (or bare ```) fence; a
#: call counts only inside the block (``_dense``).
DENSE_GRAMMAR = DenseBlock(NameArgs(
    "<tool_call>",
    closer="</tool_call>",
    fence=(r"(?:```json|```)", r"```"),
    section=(OPEN, CLOSE),
    render_args="\n```json\n{json}\n```",
    render_join="\n",
), OPEN, CLOSE)
#: The dense template's turn tokens (its end of turn is ``<｜hy_place▁holder▁no▁2｜>``).
DENSE_CONTROL_TOKENS = (
    *CONTROL_TOKENS,
    "<\uff5chy_begin\u2581of\u2581sentence\uff5c>",
    "<\uff5chy_User\uff5c>",
    "<\uff5chy_Assistant\uff5c>",
    "<\uff5chy_place\u2581holder\u2581no\u25812\uff5c>",
)

HY_V3 = "hy_v3"
HY_V4 = "hy_v4"
HY_V3_GRAMMAR = HunyuanBlock(separator=True, newlines=True)
HY_V4_GRAMMAR = HunyuanBlock(separator=False, newlines=False)

#: The suffix the public Hy3 checkpoints (and vLLM's HY V4 tests) carry. Reasoning markers and
#: control tokens are literal strings for the engine, so only the unsuffixed spelling and this
#: one are declared; the calls themselves are read with any suffix.
KNOWN_SUFFIXES = ("", ":opensource")

#: The Hy3 template's turn tokens (full-width bars), in each known spelling.
HY_CONTROL_TOKENS = tuple(
    f"<\uff5c{name}{suffix}\uff5c>"
    for suffix in KNOWN_SUFFIXES
    for name in ("hy_begin_of_sentence", "hy_User", "hy_Assistant", "hy_eos", "hy_pad",
                 "reasoning_mode")
)

#: ``<think>`` is written by the template at the end of the prompt (prefilled); with reasoning
#: off it writes ``<think></think>`` itself.
HY_REASONING = tuple(Reasoning(f"<think{suffix}>", f"</think{suffix}>", prefilled=True)
                     for suffix in KNOWN_SUFFIXES)


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
            description='Hunyuan-A13B: <tool_calls>[{"name": "f", "arguments": {...}}, ...]'
            "</tool_calls>",
            examples=(
                '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris"}}, '
                '{"name": "get_time", "arguments": {"zone": "CET"}}]</tool_calls>',
                '<think>\nThe user wants the weather.\n</think>\n<answer>\n<tool_calls>[{"name": '
                '"get_weather", "arguments": {"city": "Paris"}}]</tool_calls>\n</answer>',
            ),
        ),
        FormatSpec(
            id=HUNYUAN_DENSE,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=DENSE_GRAMMAR,
            reasoning=(Reasoning("<think>", "</think>"),),
            control_tokens=DENSE_CONTROL_TOKENS,
            description="Hunyuan dense (0.5B to 7B): <tool_calls><tool_call>f\\n```json\\n{...}"
            "\\n```</tool_call></tool_calls>",
            examples=(
                '<tool_calls><tool_call>get_weather\n```json\n{"city": "Paris"}\n```</tool_call>'
                '\n<tool_call>get_time\n```json\n{}\n```</tool_call></tool_calls>',
            ),
        ),
        FormatSpec(
            id=HY_V3,
            tier=1,
            markers=(BEGIN, BEGIN_SUFFIXED),
            anchored=True,
            grammar=HY_V3_GRAMMAR,
            reasoning=HY_REASONING,
            control_tokens=HY_CONTROL_TOKENS,
            description="Hunyuan Hy3 (HY V3): <tool_calls><tool_call>f<tool_sep><arg_key>k"
            "</arg_key><arg_value>v</arg_value></tool_call></tool_calls>",
            examples=(
                "<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n"
                "<arg_value>Paris</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>"
                "\n</tool_call>\n</tool_calls>",
                "The user wants the weather.</think:opensource><tool_calls:opensource>\n"
                "<tool_call:opensource>get_weather<tool_sep:opensource>\n"
                "<arg_key:opensource>city</arg_key:opensource>\n"
                "<arg_value:opensource>Paris</arg_value:opensource>\n</tool_call:opensource>\n"
                "</tool_calls:opensource><\uff5chy_eos:opensource\uff5c>",
            ),
        ),
        FormatSpec(
            id=HY_V4,
            tier=1,
            markers=(BEGIN, BEGIN_SUFFIXED),
            anchored=True,
            grammar=HY_V4_GRAMMAR,
            reasoning=HY_REASONING,
            control_tokens=HY_CONTROL_TOKENS,
            description="Hunyuan HY V4: <tool_calls><tool_call>f<arg_key>k</arg_key><arg_value>v"
            "</arg_value></tool_call></tool_calls>",
            examples=(
                "<tool_calls><tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris"
                "</arg_value></tool_call><tool_call>get_current_date</tool_call></tool_calls>",
                "<tool_calls:6124c78e><tool_call:6124c78e>get_weather<arg_key:6124c78e>city"
                "</arg_key:6124c78e><arg_value:6124c78e>Paris</arg_value:6124c78e>"
                "</tool_call:6124c78e></tool_calls:6124c78e>",
            ),
        ),
    ]
