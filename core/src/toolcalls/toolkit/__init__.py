"""The toolkit every format plugin shares: strict JSON with absolute positions, call shapes,
Python call syntax, the building blocks (``toolcalls.toolkit.blocks``) and span helpers.
Plugins import from :mod:`toolcalls.plugin`, which re-exports what is public here."""

from __future__ import annotations

from toolcalls.toolkit.json import MAX_DEPTH, parse_json
from toolcalls.toolkit.scan import each_clean_call, each_clean_call_of, each_opener
from toolcalls.toolkit.shapes import (
    calls_from_json,
    check_name,
    is_call_shape,
    parse_arguments_string,
)
from toolcalls.toolkit.spans import (
    FirstCursor,
    MarkerCursor,
    PatternCursor,
    ends_in_marker,
    may_continue,
    skip_ws,
)
from toolcalls.toolkit.stops import NO_STOPS, Stops
from toolcalls.toolkit.tagged import (
    TaggedJSON,
    broken,
    close_tagged,
    finish_tagged,
    json_partial,
    may_close,
    scan_tagged,
    tagged_json,
)
from toolcalls.toolkit.xml import decode_entities

__all__ = [
    "MAX_DEPTH",
    "NO_STOPS",
    "FirstCursor",
    "MarkerCursor",
    "PatternCursor",
    "Stops",
    "TaggedJSON",
    "broken",
    "calls_from_json",
    "check_name",
    "close_tagged",
    "decode_entities",
    "each_clean_call",
    "each_clean_call_of",
    "each_opener",
    "finish_tagged",
    "is_call_shape",
    "json_partial",
    "may_close",
    "ends_in_marker",
    "may_continue",
    "parse_arguments_string",
    "parse_json",
    "scan_tagged",
    "skip_ws",
    "tagged_json",
]
