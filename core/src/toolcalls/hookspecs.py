"""The hooks a format plugin implements. Each is declared once here.

A plugin is any object (usually a module) with functions decorated by
:data:`toolcalls.hookimpl`, registered under the entry-point group ``toolcalls``. The core calls
``toolcalls_formats`` (or ``toolcalls_format``) once when it loads the plugin. A format whose
:class:`~toolcalls.FormatSpec` carries a ``grammar`` (a building block of
``toolcalls.toolkit.blocks``) needs nothing else. Otherwise ``toolcalls_extract`` (and,
optionally, ``toolcalls_detect``) are called directly (not through pluggy) on every parse.

An implementation may take fewer parameters than its specification, in any order (pluggy's
rule): the core binds them by name once, at load, so specifications can grow new parameters
without breaking a plugin. A parameter the specification does not have is an error at load.
"""

from __future__ import annotations

from collections.abc import Sequence

import pluggy

from toolcalls.toolkit.stops import Stops
from toolcalls.types import Call, Extraction, FormatSpec

hookspec = pluggy.HookspecMarker("toolcalls")

__all__ = [
    "hookspec",
    "toolcalls_detect",
    "toolcalls_extract",
    "toolcalls_format",
    "toolcalls_formats",
    "toolcalls_render",
]


@hookspec
def toolcalls_formats() -> Sequence[FormatSpec]:  # type: ignore[empty-body]
    """Describe the formats this plugin parses (a family may have several: DeepSeek V3, V3.1,
    V3.2).

    Called once, when the plugin is loaded; the result is cached for the process.

    :return: :class:`toolcalls.FormatSpec` values, each with its format id (unique among
        installed formats), tier (1 tagged, 2 JSON, 3 call syntax; any int), the literal
        markers one of which must occur in a text for the format to match (empty: always try),
        whether its calls begin at a marker (``anchored``), its ``grammar`` (a toolkit
        building block) if it is made of one, its reasoning markers and control tokens, a
        one-line description and example outputs.

    May raise only for a broken plugin; the error names the plugin and stops the load.
    """


@hookspec
def toolcalls_format() -> FormatSpec:  # type: ignore[empty-body]
    """Describe the one format this plugin parses: ``toolcalls_formats`` with one format.

    A plugin implements either hook (or both; their formats are taken together).
    """


@hookspec
def toolcalls_detect(text: str, start: int, format: str) -> int:  # type: ignore[empty-body]
    """Find the next place at or after ``start`` where a call of this format may begin.

    Optional: without it, the engine uses the first of the format's markers at or after
    ``start`` (or ``start`` for a format without markers). Called on every parse of a text
    that contains one of the format's markers, before ``toolcalls_extract``; it must be cheap
    (a ``str.find`` or a compiled regex search).

    :param text: the whole text being parsed (reasoning blocks blanked out with spaces).
    :param start: the offset to search from.
    :param format: the id of the format asked about (for a plugin with several formats).
    :return: the offset of the candidate, or -1 when there is none (the format is then
        skipped for this text).

    Must not raise.
    """


@hookspec
def toolcalls_extract(  # type: ignore[empty-body]
    text: str, start: int, format: str, stops: Stops
) -> Extraction:
    """Extract every call of this format at or after ``start``.

    Called when the format may match (its markers occur, ``detect`` found a candidate), for a
    format without a ``grammar``. The engine merges the matches of all formats of one tier and
    resolves overlaps (see docs/plugins.md).

    :param text: the whole text being parsed (reasoning blocks blanked out with spaces).
    :param start: the offset to extract from.
    :param format: the id of the format to extract (for a plugin with several formats).
    :param stops: the openers of every selected format: ``stops.next(pos)`` is the first at
        or after ``pos``. A broken call ends at the first opener at or after its fault, so
        what follows is still parsed.
    :return: an :class:`toolcalls.Extraction`: the :class:`toolcalls.Match` values in text
        order, each with absolute ``[start, end)`` spans and either its calls (complete), or a
        :class:`toolcalls.ToolCallError` for a broken or partial call (returned, never raised),
        and where a longer text must be extracted again (``resume``: ``len(text)`` when
        everything is decided).

    Must not raise for any text: a broken call is a returned error. Prose that merely looks
    like the format (an opener with no payload) is no match at all.
    """


@hookspec
def toolcalls_render(calls: Sequence[Call], format: str) -> str:  # type: ignore[empty-body]
    """Write ``calls`` in this format's own syntax, the way a chat template would.

    Optional: a format whose ``grammar`` can render is written by it; a plugin without either
    still parses its format. Called by :func:`toolcalls.render` (and
    ``toolcalls.rendering.translate``), never while parsing; called directly, not through
    pluggy.

    :param calls: at least one :class:`toolcalls.Call`, in order. The core has already checked
        that each name passes ``check_name`` and that each ``arguments`` is a dict of JSON
        values (string keys, finite floats, no lone surrogates). Spans, ``id`` and ``format``
        are not meaningful here.
    :param format: the id of the format to write (for a plugin with several formats).
    :return: the text, faithful: parsing it with this format alone gives back exactly these
        names and arguments (types included), whatever prose without calls surrounds it.
        Several calls are written as the format writes several (one tag each, a JSON array,
        a call list...).

    May raise only ``ValueError``, for calls the format cannot express, with a message saying
    why: a name its syntax cannot carry (a ``<`` in a Harmony recipient, a name that is not a
    dotted identifier in Python call syntax), an argument name it cannot carry (Python keyword
    arguments must be identifiers), or nesting deeper than the parsers accept
    (``toolcalls.toolkit.render.check_value``). Any other exception is a fault of the plugin
    and reaches the caller as a :class:`toolcalls.PluginError`.
    """
