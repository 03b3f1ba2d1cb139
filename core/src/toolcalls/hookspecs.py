"""The hooks a format plugin implements. Each is declared once here.

A plugin is any object (usually a module) with functions decorated by
:data:`toolcalls.hookimpl`, registered under the entry-point group ``toolcalls``. The core calls
``toolcalls_format`` once when it loads the plugin; ``toolcalls_detect`` and
``toolcalls_extract`` are then called directly (not through pluggy) on every parse, with
positional arguments, so their parameter names must be exactly the ones below: this is checked
at load. ``toolcalls_render`` is optional: a plugin without it parses its format but cannot
write it (``toolcalls.render`` then says so).
"""

from __future__ import annotations

from collections.abc import Sequence

import pluggy

from toolcalls.types import Call, Extraction, FormatSpec

hookspec = pluggy.HookspecMarker("toolcalls")

__all__ = [
    "hookspec",
    "toolcalls_detect",
    "toolcalls_extract",
    "toolcalls_format",
    "toolcalls_render",
]


@hookspec
def toolcalls_format() -> FormatSpec:  # type: ignore[empty-body]
    """Describe the format this plugin parses.

    Called once, when the plugin is loaded; the result is cached for the process.

    :return: a :class:`toolcalls.FormatSpec` with the format id (unique among installed
        plugins), its tier (1 tagged, 2 JSON, 3 call syntax; any int), the literal markers one
        of which must occur in a text for the format to match (empty: always try), a one-line
        description and example outputs.

    May raise only for a broken plugin; the error names the plugin and stops the load.
    """


@hookspec
def toolcalls_detect(text: str, start: int) -> int:  # type: ignore[empty-body]
    """Find the next place at or after ``start`` where a call of this format may begin.

    Called on every parse of a text that contains one of the format's markers, before
    ``toolcalls_extract``; it must be cheap (a ``str.find`` or a compiled regex search).

    :param text: the whole text being parsed (reasoning blocks blanked out with spaces).
    :param start: the offset to search from.
    :return: the offset of the candidate, or -1 when there is none (the format is then
        skipped for this text).

    Must not raise.
    """


@hookspec
def toolcalls_extract(text: str, start: int) -> Extraction:  # type: ignore[empty-body]
    """Extract every call of this format at or after ``start``.

    Called when ``toolcalls_detect`` found a candidate. The engine merges the matches of all
    formats of one tier and resolves overlaps (a match inside another is that match's content).

    :param text: the whole text being parsed (reasoning blocks blanked out with spaces).
    :param start: the offset to extract from.
    :return: an :class:`toolcalls.Extraction`: the :class:`toolcalls.Match` values in text
        order, each with absolute ``[start, end)`` spans and either its calls or a
        :class:`toolcalls.ToolCallError` for a broken call (returned, never raised), and the
        offset where extraction stopped (``len(text)`` when it read everything).

    Must not raise for any text: a broken call is a returned error. Prose that merely looks
    like the format (an opener with no payload) is no match at all.
    """


@hookspec
def toolcalls_render(calls: Sequence[Call]) -> str:  # type: ignore[empty-body]
    """Write ``calls`` in this format's own syntax, the way a chat template would.

    Optional: a plugin that does not implement it still parses its format. Called by
    :func:`toolcalls.render` (and ``toolcalls.render.convert``), never while parsing; called
    directly, not through pluggy, so the parameter name must be exactly ``calls``.

    :param calls: at least one :class:`toolcalls.Call`, in order. The core has already checked
        that each name passes ``check_name`` and that each ``arguments`` is a dict of JSON
        values (string keys, finite floats, no lone surrogates). Spans, ``id`` and ``format``
        are not meaningful here.
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
