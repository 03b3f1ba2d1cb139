"""Llama 4 tool calls wrapped in ``<|python_start|>...<|python_end|>``.

    <|python_start|>[get_weather(city="San Francisco"), get_time()]<|python_end|>
    <|python_start|>{"name": "get_weather", "parameters": {"city": "Paris"}}<|python_end|>

Meta's prompt format documents the bare pythonic list ``[f(a=1), g()]<|eot|>``, which the
``python`` format (tier 3) reads. Served models also wrap it in ``<|python_start|>`` (vLLM's
Llama 4 pythonic parser and SGLang's strip the wrapper), and emit JSON in it (vLLM issue
16214); Meta's Hugging Face template writes the message content between the wrapper tokens and
the calls as JSON after them. So inside the wrapper this format reads a pythonic list, Python
calls (one per line) or JSON call shapes: the toolkit's ``Choice`` of ``PyCalls`` and
``TaggedJSON``, resolved per wrapper as shared openers are. A wrapper whose content cannot
start a call (not ``[``, ``{`` or ``name(`` with ``)`` or ``name=`` inside) holds content, as in
Meta's template: it is no call and no error.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    Choice,
    Extraction,
    FormatSpec,
    Match,
    PyCalls,
    Stops,
    TaggedJSON,
    hookimpl,
    skip_ws,
)
from toolcalls.toolkit.pycall import is_call_start

FORMAT_ID = "llama4"
OPEN = "<|python_start|>"
CLOSE = "<|python_end|>"

LIST = PyCalls(OPEN, CLOSE)
JSON = TaggedJSON(OPEN, CLOSE, args_key="parameters", array=True)
CALLS = Choice(LIST, PyCalls(OPEN, CLOSE, layout="lines"), JSON)

#: Special tokens of the Llama 4 template that are never content.
CONTROL_TOKENS = ("<|header_start|>assistant<|header_end|>", "<|eot|>", "<|eom|>",
                  "<|begin_of_text|>", "<|end_of_text|>", OPEN, CLOSE)


class Llama4Grammar:
    """``CALLS``, less the wrappers that hold content rather than a call (see the module)."""

    def __init__(self) -> None:
        self.openers = CALLS.openers
        self.first = CALLS.first

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """wrapper := OPEN ws (list | calls | json) ws (CLOSE | end-of-text); a wrapper whose
        content starts otherwise is content."""
        found = CALLS.extract(text, start, stops, format)
        n = len(text)
        kept = []
        resume = found.resume
        for match in found.matches:
            p = skip_ws(text, match.start + len(OPEN))
            if p < n and text[p] not in "[{" and not is_call_start(text, p):
                if match.incomplete:  # 'get_wea' may still become a call
                    resume = min(resume, match.start)
                continue
            kept.append(match)
        return Extraction(kept, resume)

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """Where the engine's lane may start: ``CALLS``' lane openers."""
        return CALLS.lane_openers

    def lane_matches(self, text: str, start: int, format: str = "") -> list[Match] | None:
        """``CALLS``' lane: complete calls only, each of which starts like a call, so the
        filter of :meth:`extract` keeps every one."""
        return CALLS.lane_matches(text, start, format)

    def render(self, calls: Sequence[Call]) -> str:
        """See :func:`toolcalls_render`."""
        try:
            return LIST.render(calls)
        except ValueError:
            return JSON.render(calls)


GRAMMAR = Llama4Grammar()


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(OPEN,),
            anchored=True,
            grammar=GRAMMAR,
            control_tokens=CONTROL_TOKENS,
            description="Llama 4: <|python_start|>[f(a=1), g()]<|python_end|> (or JSON inside)",
            examples=(
                "<|python_start|>[get_weather(city='San Francisco', metric='celsius'), "
                "get_time()]<|python_end|>",
                '<|python_start|>{"name": "get_weather", "parameters": {"city": "Paris"}}'
                "<|python_end|>",
            ),
        )
    ]


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """``<|python_start|>[f(k=v), g()]<|python_end|>`` (Python literals, escaped); calls whose
    tool or argument names Python syntax cannot write as the JSON array
    ``[{"name": ..., "parameters": {...}}]`` in the wrapper, which the parser reads too."""
    return GRAMMAR.render(calls)
