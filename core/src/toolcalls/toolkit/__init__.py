"""The toolkit every format plugin shares: strict JSON with absolute positions, call shapes,
Python call syntax, tagged payloads and span helpers. Plugins import from here so that no plugin
rewrites them."""

from __future__ import annotations

from toolcalls.toolkit.json import MAX_DEPTH, parse_json
from toolcalls.toolkit.shapes import (
    calls_from_json,
    check_name,
    is_call_shape,
    parse_arguments_string,
)
from toolcalls.toolkit.spans import FirstCursor, MarkerCursor, PatternCursor, skip_ws
from toolcalls.toolkit.tagged import (
    broken,
    close_tagged,
    finish_tagged,
    scan_tagged,
    tagged_json,
)
from toolcalls.toolkit.xml import decode_entities

__all__ = [
    "MAX_DEPTH",
    "FirstCursor",
    "MarkerCursor",
    "PatternCursor",
    "broken",
    "calls_from_json",
    "check_name",
    "close_tagged",
    "decode_entities",
    "finish_tagged",
    "is_call_shape",
    "parse_arguments_string",
    "parse_json",
    "scan_tagged",
    "skip_ws",
    "tagged_json",
]
