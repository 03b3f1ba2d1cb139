"""InternLM2 / InternLM2.5 / Intern-S1 tool calls (InternLM's chat format, lmdeploy)::

    Let me check.<|action_start|><|plugin|>
    {"name": "get_weather", "parameters": {"city": "Shanghai"}}<|action_end|>

An action is ``<|action_start|>``, the kind of action (``<|plugin|>`` for a tool call), then
the payload and ``<|action_end|>``. Detokenisers that put spaces between special tokens write
``<|action_start|> <|plugin|>``, so whitespace between the two tokens is fine. The payload is a
call shape of DESIGN.md (the model is trained on ``"parameters"``; ``"arguments"`` and the other
shapes are read too).

Other kinds of action are not tool calls: ``<|action_start|><|interpreter|>`` runs the code of
a ```` ```python ```` fence in InternLM's code interpreter, and stays content (its tokens
removed). The payload's rules are the toolkit's tagged rules (``tagged_json``): the closer
inside a string is content, a missing closer at the end of the text is accepted, a broken call
ends at its closer or at the next opener of any format. The scanner here only reads the two
tokens that open a call, which no building block spells (an opener in two tokens with optional
whitespace between them, beside action kinds that are not calls). It is the format's grammar
(``Actions``), so the engine takes its lane (the same reader at each opener, where every action
is a complete call) without running the tier.

Intern-S1 reasons in ``<think>...</think>``, which the engine knows already.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    CharClass,
    Extraction,
    FormatSpec,
    MarkerCursor,
    Match,
    Stops,
    ToolCallError,
    broken,
    dump_json,
    each_clean_opener,
    each_opener,
    hookimpl,
    skip_ws,
    tagged_json,
)

FORMAT_ID = "internlm"
OPEN = "<|action_start|>"
PLUGIN = "<|plugin|>"
INTERPRETER = "<|interpreter|>"
CLOSE = "<|action_end|>"
CONTROL_TOKENS = (
    "<|im_start|>assistant",
    "<|im_start|>",
    "<|im_end|>",
    OPEN,
    INTERPRETER,
    PLUGIN,
    CLOSE,
)


class Actions:
    """The grammar: every action that is a call (``_action``), at each ``<|action_start|>``;
    and its lane, the same reader at each opener when every action there is a complete call
    that more text cannot change (the engine then runs no hook)."""

    def __init__(self) -> None:
        self.openers = (OPEN,)
        #: what follows the opener (after whitespace) where a call begins: ``<|plugin|>``
        self.first = {OPEN: CharClass(frozenset("<"))}
        #: where the engine's lane may start (:meth:`lane_matches`)
        self.lane_openers = self.openers

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = FORMAT_ID) -> Extraction:
        """Every action that is a call at or after ``start``, in text order."""
        return each_opener(text, start, OPEN, self._reader(text, stops, format))

    def lane_matches(self, text: str, start: int, format: str = FORMAT_ID,
                     stops: Stops = NO_STOPS) -> list[Match] | None:
        """The fast path: what :meth:`extract` gives when every action from ``start`` on is a
        complete call; None otherwise."""
        return each_clean_opener(text, start, OPEN, self._reader(text, stops, format), format)

    def render(self, calls: Sequence[Call]) -> str:
        """InternLM's layout, one action per call:
        ``<|action_start|><|plugin|>\\n{"name": ..., "parameters": {...}}<|action_end|>``."""
        return "".join(
            f"{OPEN}{PLUGIN}\n" + dump_json({"name": call.name, "parameters": call.arguments})
            + CLOSE
            for call in calls
        )

    @staticmethod
    def _reader(text: str, stops: Stops, format: str
                ) -> Callable[[int], tuple[Match | None, bool]]:
        if stops is NO_STOPS:
            stops = Stops(text, (OPEN,))
        closer = MarkerCursor(text, CLOSE)
        return lambda at: _action(text, at, closer, stops, format)


GRAMMAR = Actions()


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            control_tokens=CONTROL_TOKENS,
            grammar=GRAMMAR,
            description="InternLM2 / Intern-S1: <|action_start|><|plugin|>{json}<|action_end|>",
            examples=(
                'Let me check.<|action_start|><|plugin|>\n{"name": "get_weather", '
                '"parameters": {"city": "Shanghai"}}<|action_end|>',
            ),
        )
    ]


def _action(text: str, at: int, closer: MarkerCursor, stops: Stops,
            fmt: str = FORMAT_ID) -> tuple[Match | None, bool]:
    """action := ACTION_START ws PLUGIN ws (object | array) ws (ACTION_END | end-of-text)

    Returns the match (None for prose or an action that is not a call) and whether more text
    could change it."""
    n = len(text)
    p = skip_ws(text, at + len(OPEN))
    if text.startswith(PLUGIN, p):
        content = p + len(PLUGIN)
        match = tagged_json(text, at, content, closer, fmt, stops)
        if match is None:  # prose unless a closer comes before the next opener
            return None, closer.next(content) < 0 and stops.next(content) < 0
        return match, match.incomplete or (
            match.error is None and match.end == n and not text.endswith(CLOSE))
    if n - p < len(PLUGIN) and PLUGIN.startswith(text[p:]):
        # the text ends after the opener, or inside the action kind: a call cut short
        err = ToolCallError("tool_call.unexpected_end", f"the text ended after '{OPEN}', "
                            "before the tool call", n, text=text, format=fmt)
        return broken(at, n, err, text, reach=n), True
    return None, False  # <|interpreter|>, another action, or prose
