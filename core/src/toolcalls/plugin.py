"""Everything a format plugin may import, in one namespace.

``from toolcalls.plugin import FormatSpec, TaggedJSON, hookimpl`` is all most plugins need: a
format made of a building block is a declaration (docs/plugins.md). A plugin that writes a
scanner of its own finds here the contract types, the strict JSON reader with absolute
positions, call-shape normalisation, the Python call-syntax parser, span helpers and what
renderers share. Anything not exported here is internal and may change.
"""

from __future__ import annotations

from toolcalls import hookimpl
from toolcalls.errors import ToolCallError
from toolcalls.toolkit.blocks import (
    Choice,
    KeyValue,
    NameArgs,
    PyCalls,
    TagStyle,
    XmlParams,
)
from toolcalls.toolkit.json import (
    MAX_DEPTH,
    array_elements,
    locate_json,
    object_members,
    open_call,
    parse_json,
)
from toolcalls.toolkit.render import (
    check_value,
    dump_json,
    python_literal,
    python_string,
    string_flagged_value,
)
from toolcalls.toolkit.scan import (
    each_clean_call,
    each_clean_call_of,
    each_clean_opener,
    each_opener,
)
from toolcalls.toolkit.shapes import (
    ItemShape,
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
    CallShape,
    TaggedJSON,
    broken,
    close_tagged,
    finish_tagged,
    json_partial,
    may_close,
    scan_tagged,
    tagged_json,
)
from toolcalls.toolkit.values import default_value, raw_value
from toolcalls.toolkit.xml import decode_entities
from toolcalls.types import (
    Call,
    CharClass,
    Extraction,
    FormatSpec,
    Match,
    Partial,
    RawValue,
    Reasoning,
)

__all__ = [
    "MAX_DEPTH",
    "NO_STOPS",
    "Call",
    "CallShape",
    "CharClass",
    "Choice",
    "Extraction",
    "FirstCursor",
    "FormatSpec",
    "ItemShape",
    "KeyValue",
    "MarkerCursor",
    "Match",
    "NameArgs",
    "Partial",
    "PatternCursor",
    "PyCalls",
    "RawValue",
    "Reasoning",
    "Stops",
    "TagStyle",
    "TaggedJSON",
    "ToolCallError",
    "XmlParams",
    "array_elements",
    "broken",
    "calls_from_json",
    "check_name",
    "check_value",
    "close_tagged",
    "decode_entities",
    "default_value",
    "dump_json",
    "each_clean_call",
    "each_clean_call_of",
    "each_clean_opener",
    "each_opener",
    "finish_tagged",
    "hookimpl",
    "is_call_shape",
    "json_partial",
    "locate_json",
    "may_close",
    "ends_in_marker",
    "may_continue",
    "object_members",
    "open_call",
    "parse_arguments_string",
    "parse_json",
    "python_literal",
    "python_string",
    "raw_value",
    "scan_tagged",
    "skip_ws",
    "string_flagged_value",
    "tagged_json",
]
