"""A plugin the core never heard of: ``%%call NAME {json}``, one call per line, tier 4.

It lives in tests/ as a distribution of its own to prove that a third-party format installs with
pip, is discovered through its entry point, ordered by its tier (after every first-party tier)
and used, with no change to the core.
"""

from __future__ import annotations

import re

from toolcalls import Call, Extraction, FormatSpec, Match, ToolCallError, hookimpl
from toolcalls.toolkit import check_name, parse_json, skip_ws

FORMAT_ID = "percent"
MARKER = "%%call "
_NAME = re.compile(r"[^\s{]+")


@hookimpl
def toolcalls_format() -> FormatSpec:
    return FormatSpec(
        id=FORMAT_ID,
        tier=4,
        markers=(MARKER,),
        description="test fixture: %%call name {json}",
        examples=('%%call get_weather {"city": "Paris"}',),
    )


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    return text.find(MARKER, start)


@hookimpl
def toolcalls_extract(text: str, start: int) -> Extraction:
    matches: list[Match] = []
    pos = text.find(MARKER, start)
    while pos >= 0:
        match = _one(text, pos)
        matches.append(match)
        pos = text.find(MARKER, max(match.end, pos + len(MARKER)))
    return Extraction(matches, len(text))


def _one(text: str, pos: int) -> Match:
    """call := '%%call ' NAME ws object"""
    name_at = skip_ws(text, pos + len(MARKER))
    name = _NAME.match(text, name_at)
    if name is None:
        err = ToolCallError(
            "tool_call.invalid_name",
            "expected a tool name after %%call",
            name_at,
            text=text,
            format=FORMAT_ID,
        )
        return Match(pos, name_at, [], err)
    problem = check_name(name.group())
    if problem is not None:
        err = ToolCallError("tool_call.invalid_name", problem, name_at, text=text, format=FORMAT_ID)
        return Match(pos, name.end(), [], err)
    args_at = skip_ws(text, name.end())
    try:
        arguments, end = parse_json(text, args_at, format=FORMAT_ID)
    except ToolCallError as exc:
        return Match(pos, len(text), [], exc)
    if not isinstance(arguments, dict):
        err = ToolCallError(
            "tool_call.invalid_arguments",
            "arguments must be a JSON object",
            args_at,
            text=text,
            format=FORMAT_ID,
        )
        return Match(pos, end, [], err)
    return Match(pos, end, [Call(name.group(), arguments, pos, end)])
