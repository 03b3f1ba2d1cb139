"""The values that flow between plugins and the engine (the extraction contract, v2).

A plugin's extraction returns :class:`Match` values, each in one of three states:

- **complete**: ``error is None``; the match holds its calls;
- **partial**: the text ends where more text could complete the call (``incomplete`` is
  True); the match holds the error batch parsing reports for it (``tool_call.unexpected_end``,
  ``tool_call.unclosed``, ``json.unexpected_end``) and, in ``partial``, what is known so far
  (the name once complete, where the arguments start, the parameters read so far);
- **broken**: no continuation can fix it; the match holds its error, and ``reach`` says how far
  the format's grammar accepted the text (the claimant of a shared opener that got furthest
  names the error).

docs/plugins.md has the whole contract.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from toolcalls.calls import (
    Call,
    Extraction,
    Match,
    MatchState,
    ParseResult,
    Partial,
    RawValue,
)

if TYPE_CHECKING:
    from toolcalls.toolkit.stops import Stops

__all__ = [
    "Call",
    "CharClass",
    "Extraction",
    "FormatSpec",
    "Grammar",
    "Match",
    "MatchState",
    "ParseResult",
    "Partial",
    "RawValue",
    "Reasoning",
]

@dataclass(frozen=True, slots=True)
class Reasoning:
    """A reasoning block a format's models write: text between ``open`` and ``close`` is
    reasoning, never searched for calls and never content.

    :ivar open: the opening marker (``<think>``, ``<|channel|>analysis<|message|>``).
    :ivar close: the closing marker (``</think>``, ``<|end|>``). Several pairs may share an
        opener (Muse Glimmer's ``to=self<|message|>``, closed by ``<|eom|>`` or the next
        ``<|start|>assistant``): the first of their closers ends the block.
    :ivar prefilled: the chat template may write ``open`` itself (Qwen3 and DeepSeek-R1 end the
        generation prompt with ``<think>``), so the model's output holds only ``close``: a
        ``close`` with no ``open`` before it then ends a block that began at the start of the
        text.
    """

    open: str
    close: str
    prefilled: bool = False


@dataclass(frozen=True, slots=True)
class CharClass:
    """A set of characters, or (``negated``) every character but a set."""

    chars: frozenset[str]
    negated: bool = False

    def __contains__(self, char: object) -> bool:
        return (char in self.chars) != self.negated

    def disjoint(self, other: CharClass) -> bool:
        """True when no character is in both classes."""
        if not self.negated and not other.negated:
            return not (self.chars & other.chars)
        if self.negated and other.negated:
            return False
        positive, negative = (other, self) if self.negated else (self, other)
        return positive.chars <= negative.chars


class Grammar(Protocol):
    """A format described as data: a toolkit building block (``toolcalls.toolkit.blocks``).

    A :class:`FormatSpec` with a grammar needs no ``toolcalls_extract`` or ``toolcalls_detect``
    hook: the engine calls the grammar. ``first`` maps an opener to the characters its payload
    can start with after optional whitespace, which lets the engine skip a claimant of a shared
    opener whose payloads could never start where another claimant parsed every occurrence.
    """

    first: dict[str, CharClass]

    def extract(self, text: str, start: int, stops: Stops, format: str) -> Extraction:
        """Every match of the grammar at or after ``start`` (see ``toolcalls_extract``)."""
        ...

    def render(self, calls: Sequence[Call]) -> str:
        """The calls written as the format's chat template writes them."""
        ...


@dataclass(frozen=True)
class FormatSpec:
    """What a format plugin declares about a format (``toolcalls_formats`` returns them).

    :ivar id: the format id users name (``hermes``); unique among installed formats.
    :ivar tier: detection tier: 1 tagged, 2 JSON, 3 call syntax; any int orders a third party.
    :ivar markers: literal strings one of which must occur in a text for the format to match;
        empty means the format must always be tried.
    :ivar description: one line for ``toolcalls formats``.
    :ivar examples: model outputs this format parses (documentation, tests, the playground).
    :ivar anchored: True when every call of the format begins at one of its markers (tagged
        formats): the engine then starts ``detect`` at the first marker, and the markers are
        *openers*: a broken call of any format ends where the next opener begins.
    :ivar grammar: the building block that parses the format (``toolcalls.toolkit.blocks``);
        with it the plugin needs no detect or extract hook.
    :ivar reasoning: the reasoning blocks the format's models write (the engine collects them
        from every installed format, on top of ``<think>...</think>``).
    :ivar control_tokens: tokens of the format's chat template that are never content (end of
        turn, headers): removed from ``ParseResult.content``.
    :ivar pending: for a format whose calls need not begin at a marker, a regex (source) that
        matches what the end of a text may hold that more text could make the beginning of a
        call, though no marker has come yet (Python call syntax: ``[get_wea`` before its
        ``(``). Streaming holds such an end back from content.
    """

    id: str
    tier: int
    markers: tuple[str, ...] = ()
    description: str = ""
    examples: tuple[str, ...] = ()
    anchored: bool = False
    grammar: Grammar | None = field(default=None, compare=False)
    reasoning: tuple[Reasoning, ...] = ()
    control_tokens: tuple[str, ...] = ()
    pending: str | None = None
