"""The hooks a format plugin implements. Each is declared once here.

A plugin is any object (usually a module) with functions decorated by
:data:`toolcalls.hookimpl`, registered under the entry-point group ``toolcalls``. The core calls
``toolcalls_format`` once when it loads the plugin; ``toolcalls_detect`` and
``toolcalls_extract`` are then called directly (not through pluggy) on every parse, with
positional arguments, so their parameter names must be exactly the ones below: this is checked
at load.
"""

from __future__ import annotations

import pluggy

from toolcalls.types import Extraction, FormatSpec

hookspec = pluggy.HookspecMarker("toolcalls")

__all__ = ["hookspec", "toolcalls_detect", "toolcalls_extract", "toolcalls_format"]


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
