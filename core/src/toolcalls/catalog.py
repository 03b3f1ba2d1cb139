"""The first-party formats as data: id, distribution, folder, markers.

The core knows which formats exist even when they are not installed, so that a text holding
another format's marker can say which distribution to install instead of a bare
``tool_call.not_found``. This is data, not code: each entry is what the first-party plugin
declares (its ``FormatSpec`` id, tier and markers, its distribution name and its folder under
``plugins/``); tests/test_catalog.py keeps the two equal.

``evidence`` is what suggests the format in a text: its markers for the tagged formats; for
the JSON and Python tiers, whose markers (``{``, ``(``) occur in any prose, a quoted call key
and nothing (the Python tier is never suggested: a parenthesis is no evidence of a call).

:func:`missing_formats` names the first-party formats that are not installed and whose
evidence occurs in a text; :func:`missing_hint` is the sentence ``toolcalls parse`` prints
(and the engine's ``not_found`` message can append).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

__all__ = [
    "FORMATS",
    "INSTALL_HINT",
    "CatalogEntry",
    "install_command",
    "missing_formats",
    "missing_hint",
]


class CatalogEntry(NamedTuple):
    """One first-party format."""

    id: str
    tier: int
    distribution: str
    folder: str
    markers: tuple[str, ...]
    evidence: tuple[str, ...]


#: The first-party formats in (tier, id) order.
FORMATS: tuple[CatalogEntry, ...] = (
    CatalogEntry("bracket", 1, "toolcalls-bracket", "plugins/bracket",
                 ("[TOOL_CALL]",), ("[TOOL_CALL]",)),
    CatalogEntry("harmony", 1, "toolcalls-harmony", "plugins/harmony",
                 ("<|message|>", "<|channel|>", "<|start|>"),
                 ("<|message|>", "<|channel|>", "<|start|>")),
    CatalogEntry("hermes", 1, "toolcalls-hermes", "plugins/hermes",
                 ("<tool_call>",), ("<tool_call>",)),
    CatalogEntry("llama", 1, "toolcalls-llama", "plugins/llama",
                 ("<|python_tag|>",), ("<|python_tag|>",)),
    CatalogEntry("mistral", 1, "toolcalls-mistral", "plugins/mistral",
                 ("[TOOL_CALLS]",), ("[TOOL_CALLS]",)),
    CatalogEntry("xml_invoke", 1, "toolcalls-xml-invoke", "plugins/xml_invoke",
                 ("<invoke", "<function_calls>"), ("<invoke", "<function_calls>")),
    CatalogEntry("json", 2, "toolcalls-openai-json", "plugins/openai_json",
                 ("{",), ('"name"', '"tool_calls"', '"function_call"')),
    CatalogEntry("python", 3, "toolcalls-python-call", "plugins/python_call",
                 ("(",), ()),
)  # fmt: skip

#: How to install formats, for messages: it works from a checkout (wheels built by
#: ``make dist``, or the plugin folders) as long as nothing is published on an index.
INSTALL_HINT = (
    "install formats with `pip install --find-links dist 'toolcalls[all]'` (wheels built by "
    "`make dist` in a toolcalls checkout), one at a time with `pip install --find-links dist "
    "toolcalls-hermes`, or `pip install ./plugins/hermes` from the checkout; `toolcalls "
    "formats` lists what is installed"
)


def install_command(entry: CatalogEntry) -> str:
    """The commands that install one format from a checkout."""
    return (
        f"`pip install --find-links dist {entry.distribution}` (after `make dist`) or "
        f"`pip install ./{entry.folder}`"
    )


def missing_formats(text: str, installed: Iterable[str]) -> list[CatalogEntry]:
    """The first-party formats not in ``installed`` whose evidence occurs in ``text``, in
    (tier, id) order. One substring test per marker: cheap enough for a message."""
    have = set(installed)
    return [
        entry
        for entry in FORMATS
        if entry.id not in have and any(marker in text for marker in entry.evidence)
    ]


def missing_hint(text: str, installed: Iterable[str]) -> str | None:
    """A sentence naming the not-installed formats whose markers occur in ``text``, with how
    to install each; None when there is none."""
    missing = missing_formats(text, installed)
    if not missing:
        return None
    parts = [
        f"{entry.id} ({entry.distribution}, marker {next(m for m in entry.evidence if m in text)!r}"
        f"): install it with {install_command(entry)}"
        for entry in missing
    ]
    return "the text holds markers of formats that are not installed: " + "; ".join(parts)
