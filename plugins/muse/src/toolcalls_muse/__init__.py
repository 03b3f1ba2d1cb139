"""Muse Glimmer tool calls (the Onyx ATEM chat template).

A Glimmer turn is a run of messages, each a header then a body::

    <|start|>assistant to=RECIPIENT<|message|>BODY<|eom|>

(the generation prompt ends with ``<|start|>assistant``, so the first header the model writes
is `` to=RECIPIENT<|message|>``; the turn ends with ``<|eot|>``). ``to=self`` is reasoning,
``to=user`` the answer, and a message to a tool holds an ATEM block::

    <atem:function_calls>
    <atem:invoke name="get_weather">
    <atem:parameter name="city">Paris</atem:parameter>
    </atem:invoke>
    </atem:function_calls>

The block is the toolkit's ``XmlParams`` with the ``atem:`` tag spellings: one match per
invoke, several invokes per block, a bare ``<atem:invoke>`` read too. Values are raw text as
the template asks ("the output is not expected to be valid XML", "spaces for string values are
not stripped"): no entity decoded, no whitespace dropped; without a tool schema a value that,
trimmed, is one strict JSON value becomes it (DESIGN.md 3a), and its string form is kept in
``Call.raw`` so the engine types it by the schema given with ``tools=[...]``. The name is the
invoke's (the recipient may name a namespace, as LMDeploy's test writes ``to=weather`` before
``get_weather`` and ``get_time``).

The header in front of a block (``<|start|>assistant``, ``to=RECIPIENT``, ``<|message|>``,
each optional but ``<|message|>``) belongs to the block's first match, so it is never content;
the other headers and the message ends are control tokens, and ``to=self<|message|>`` up to
``<|eom|>`` is a reasoning block.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    Extraction,
    FormatSpec,
    Reasoning,
    Stops,
    TagStyle,
    XmlParams,
    hookimpl,
)

FORMAT_ID = "glimmer"
OPEN = "<atem:function_calls>"
CLOSE = "</atem:function_calls>"
INVOKE = "<atem:invoke"
ROLE = "<|start|>assistant"
MESSAGE = "<|message|>"
END_OF_MESSAGE = "<|eom|>"
END_OF_TURN = "<|eot|>"

#: The ATEM block: ``XmlParams`` with the ``atem:`` spellings, values raw (no entities, no
#: trimming), a ``</atem:parameter>`` ending a value only where structure follows it.
ATEM = XmlParams(
    call=TagStyle(INVOKE, "</atem:invoke>"),
    param=TagStyle("<atem:parameter", "</atem:parameter>"),
    wrapper=(OPEN, CLOSE),
    trim="none",
    entities=False,
    structural_close=True,
)

#: ``to=self`` messages are the model's reasoning (Ollama and LMDeploy read them so). One ends
#: at ``<|eom|>``, at the end of the turn ``<|eot|>`` (a turn that stops while thinking:
#: SGLang's detector ends the channel there too), or at the next header where the model left
#: the ``<|eom|>`` out.
SELF = "to=self" + MESSAGE
REASONING = (Reasoning(SELF, END_OF_MESSAGE), Reasoning(SELF, END_OF_TURN),
             Reasoning(SELF, ROLE))

#: Headers of content messages and message ends: never content.
CONTROL_TOKENS = (
    ROLE,
    "to=user" + MESSAGE,
    MESSAGE,
    "<|start|>",
    END_OF_MESSAGE,
    END_OF_TURN,
    "<|end_of_text|>",
)

#: The longest recipient looked for in front of a block.
MAX_RECIPIENT = 256

_OPENER = re.compile(re.escape(OPEN) + "|" + re.escape(INVOKE) + r"(?=[\s>/]|\Z)")


def _prefix(literal: str) -> str:
    """A regex for any prefix of ``literal``, the empty one included."""
    out = ""
    for char in reversed(literal):
        out = f"(?:{re.escape(char)}{out})?"
    return out


#: What the end of a text may hold that more text can make the header of a call: a role, a
#: recipient, ``<|message|>`` and the beginning of a block, each maybe cut short. Streaming
#: holds it back from content (the header belongs to the call's match).
PENDING = (
    r"(?:" + re.escape(ROLE) + r"[ \t]*|(?<![^\s>]))"
    r"(?:to=[^\s<>]*|to?)?[ \t]*"
    r"(?:" + re.escape(MESSAGE) + r"\s*(?:" + _prefix(OPEN) + "|" + _prefix(INVOKE) + ")|"
    + _prefix(MESSAGE) + r")\Z"
)


def header_start(text: str, at: int, floor: int = 0) -> int:
    """Where the message header right before the block at ``at`` begins (``at`` itself when
    none stands there), not before ``floor``.

    header := ROLE? (blank* "to=" RECIPIENT)? blank* "<|message|>" ws
    """
    p = at
    while p > floor and text[p - 1].isspace():
        p -= 1
    q = p - len(MESSAGE)
    if q < floor or not text.startswith(MESSAGE, q):
        return at
    head = q
    r = q
    low = max(floor, q - MAX_RECIPIENT)
    while r > low and not text[r - 1].isspace() and text[r - 1] not in "<>":
        r -= 1
    if text.startswith(SELF, r):
        return at  # a reasoning message: the block is the reasoning's text
    if (r == 0 or text[r - 1].isspace() or text[r - 1] == ">") and text.startswith("to=", r) \
            and q > r + 3:
        head = r
        while head > floor and text[head - 1] in " \t":
            head -= 1
        if not text.endswith(ROLE, floor, head):
            return r  # the blanks before the recipient stay content
    if text.endswith(ROLE, floor, head):
        head -= len(ROLE)
    return head


class Glimmer:
    """ATEM blocks with the header of the message that holds them.

    The block is read by :data:`ATEM`; the first match of a block that a header precedes
    starts at the header, where a Harmony reader of the same text would start its message,
    so the two resolve as claimants of one place (a complete match wins)."""

    def __init__(self, atem: XmlParams = ATEM) -> None:
        self.atem = atem
        self.openers = atem.openers
        self.first = dict(atem.first)

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = FORMAT_ID) -> Extraction:
        """Every call at or after ``start``, in text order."""
        inner = self.atem.extract(text, start, stops, format)
        resume = inner.resume
        floor = 0
        for match in inner.matches:
            if match.start >= floor:
                head = header_start(text, match.start, floor)
                if head < match.start:
                    if resume == match.start:
                        resume = head
                    match.start = head
            floor = match.end
        if resume < len(text) and _OPENER.match(text, resume):
            before = max((m.end for m in inner.matches if m.end <= resume), default=0)
            resume = header_start(text, resume, before)
        return Extraction(inner.matches, resume, inner.covered)

    def render(self, calls: Sequence[Call]) -> str:
        """One message per call, as the template writes a turn's calls:
        ``<|start|>assistant to=NAME<|message|>`` then the block on lines, then ``<|eom|>``.
        A recipient runs to ``<|message|>``: a name holding ``<`` or ``>`` cannot be
        written (``ValueError``, as for the block's attribute)."""
        out = []
        for call in calls:
            if any(char in "<>" for char in call.name):
                raise ValueError(f"glimmer cannot write the tool name {call.name!r}: a "
                                 "recipient cannot hold '<' or '>'")
            out.append(f"{ROLE} to={call.name}{MESSAGE}{self.atem.render([call])}"
                       f"{END_OF_MESSAGE}")
        return "".join(out)


GRAMMAR = Glimmer()


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN, INVOKE),
            anchored=True,
            grammar=GRAMMAR,
            reasoning=REASONING,
            control_tokens=CONTROL_TOKENS,
            pending=PENDING,
            description="Muse Glimmer (Onyx ATEM): to=TOOL<|message|><atem:function_calls>"
                        '<atem:invoke name="f"><atem:parameter name="k">v</atem:parameter>'
                        "</atem:invoke></atem:function_calls><|eom|>",
            examples=(
                "<|start|>assistant to=get_weather<|message|><atem:function_calls>\n"
                '<atem:invoke name="get_weather">\n'
                '<atem:parameter name="city">Paris</atem:parameter>\n'
                '<atem:parameter name="days">3</atem:parameter>\n'
                "</atem:invoke>\n</atem:function_calls><|eom|>",
                " to=self<|message|>Both places, then answer.<|eom|>"
                "<|start|>assistant to=weather<|message|><atem:function_calls>"
                '<atem:invoke name="get_weather"><atem:parameter name="city">Paris'
                '</atem:parameter></atem:invoke><atem:invoke name="get_time">'
                '<atem:parameter name="zone">Europe/Paris</atem:parameter></atem:invoke>'
                "</atem:function_calls><|eom|>"
                "<|start|>assistant to=user<|message|>Here it is.<|eot|>",
            ),
        )
    ]


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    """The header in front of the first block at or after ``start`` (else the block)."""
    found = _OPENER.search(text, start)
    if found is None:
        return -1
    return header_start(text, found.start())
