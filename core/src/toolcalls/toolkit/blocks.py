"""The building blocks: a format declared as data (docs/plugins.md, "Formats as data").

- :class:`~toolcalls.toolkit.tagged.TaggedJSON`: ``OPENER {json call} CLOSER`` (Hermes);
- :class:`~toolcalls.toolkit.nameargs.NameArgs`: ``OPENER name SEP {json}`` (Mistral v11,
  DeepSeek, Kimi, Functionary);
- :class:`~toolcalls.toolkit.xmlparams.XmlParams` with :class:`TagStyle`: XML-style calls
  with raw-text parameters (invoke, Qwen3-Coder, Seed-OSS, MiniMax, DSML, Step3);
- :class:`~toolcalls.toolkit.keyvalue.KeyValue`: a name and key/value tag pairs (GLM);
- :class:`~toolcalls.toolkit.pycalls.PyCalls`: Python call lists between markers (LFM2,
  Llama 4, OLMo 3);
- :class:`~toolcalls.toolkit.choice.Choice`: several of these for one format, resolved per
  opener as the engine resolves shared openers (LFM2's Python and JSON payloads).

Each has ``extract(text, start, stops, format)``, ``render(calls)``, ``openers`` (its
markers) and ``first`` (what its payload starts with after each opener); pass one as
``FormatSpec(grammar=...)`` and the format needs no hook but ``toolcalls_formats``.
"""

from __future__ import annotations

from toolcalls.toolkit.choice import Choice
from toolcalls.toolkit.keyvalue import KeyValue
from toolcalls.toolkit.nameargs import NameArgs
from toolcalls.toolkit.pycalls import PyCalls
from toolcalls.toolkit.tagged import TaggedJSON
from toolcalls.toolkit.xmlparams import TagStyle, XmlParams

__all__ = ["Choice", "KeyValue", "NameArgs", "PyCalls", "TagStyle", "TaggedJSON", "XmlParams"]
