"""Hunyuan's dense models (0.5B to 7B Instruct): fenced calls inside a ``<tool_calls>`` block.

    <tool_calls><tool_call>get_weather
    ```json
    {"city": "Paris"}
    ```</tool_call>
    <tool_call>get_time
    ```json
    {}
    ```</tool_call></tool_calls>

Each call is the toolkit's ``NameArgs`` call with DeepSeek V3's fenced arguments (the models
also write a bare ```` ``` ```` fence). A call exists only inside a block: a bare
``<tool_call>`` is Hermes's, GLM's or Qwen3-Coder's opener, so a match of the calls' grammar
counts when it starts at the block's opener (then blanks and ``<tool_call>``), or follows the
previous call of an open block after whitespace only; any other is left to the formats that
claim ``<tool_call>`` or ``<tool_calls>``. A run of
complete calls is one match (the blanks between them are the block's layout).
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    CharClass,
    Extraction,
    Match,
    NameArgs,
    Stops,
    skip_ws,
)

__all__ = ["DenseBlock"]


class DenseBlock:
    """The calls of ``calls`` (a ``NameArgs`` whose section is the block) that stand in a
    block opened by ``begin`` and closed by ``end``."""

    def __init__(self, calls: NameArgs, begin: str, end: str) -> None:
        self.calls = calls
        self.begin = begin
        self.end = end
        #: what follows the block's opener where a call begins: a call's opener
        self.first = {begin: CharClass(frozenset("<"))}

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        found = self.calls.extract(text, start, stops, format)
        kept: list[Match] = []
        block_open = -1  # the end of the last kept match while its block is still open
        for match in found.matches:
            inside = self._opens_a_call(text, match.start) or (
                block_open >= 0 and skip_ws(text, block_open) == match.start)
            if not inside:
                block_open = -1
                continue
            previous = kept[-1] if kept else None
            if previous is not None and block_open >= 0 and match.error is None \
                    and previous.error is None and not match.incomplete:
                # a run of complete calls is one match: the blanks between them are the
                # block's layout, not content
                previous.calls.extend(match.calls)
                previous.end = match.end
            else:
                kept.append(match)
            closed = text.startswith(self.end, match.end - len(self.end))
            block_open = -1 if closed or match.incomplete else match.end
        return Extraction(kept, found.resume)

    def _opens_a_call(self, text: str, at: int) -> bool:
        """Whether a block begins at ``at`` with a call opener (or the start of one the text
        ends in) after blanks: a block holding anything else (an array, prose) is left to the
        other claimants of ``<tool_calls>``, whose payloads those are."""
        if not text.startswith(self.begin, at):
            return False
        p = skip_ws(text, at + len(self.begin))
        opener = self.calls.opener
        return text.startswith(opener, p) or opener.startswith(text[p:p + len(opener)])

    def render(self, calls: Sequence[Call]) -> str:
        """The dense template's block: one fenced call per ``<tool_call>``, a newline between."""
        return self.calls.render(calls)
