"""NeMo AutoModel's evaluation parser API, backed by toolcalls.

``nemo_automodel.components.eval.tool_call_parser`` offers ``ParsedToolCall``,
``parse_tool_calls(text)`` and ``compute_sample_metrics(pred_calls, gt_calls)``; this module
offers the same three names with the same fields, types and contracts, so an evaluation script
switches with one line::

    from toolcalls.compat import nemo
    calls = nemo.parse_tool_calls(generated_text)          # list[ParsedToolCall], never raises
    scores = nemo.compute_sample_metrics(calls, gold)      # NeMo's six keys

Parsing is toolcalls' (every installed format, broken calls named instead of dropped), so the
calls can differ from NeMo's where NeMo misses a call or a format; docs/metrics.md lists the
known differences and the conformance records behind them.

>>> [call] = parse_tool_calls('Sure. <tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>')
>>> call.name, call.arguments, call.arguments_valid_json
('f', {'a': 1}, True)
>>> call.raw
'<tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>'
>>> [broken] = parse_tool_calls('<tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>')
>>> broken.name, broken.arguments, broken.arguments_valid_json
('f', {}, False)
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from toolcalls import metrics
from toolcalls.engine import PLUGIN_ERROR, Parser
from toolcalls.metrics import NEMO_KEYS, CallLike, MatchMode
from toolcalls.toolkit.shapes import is_valid_name
from toolcalls.types import Match

__all__ = ["ParsedToolCall", "compute_sample_metrics", "parse_tool_calls"]


@dataclass
class ParsedToolCall:
    """One tool call found in generated text (the fields of NeMo's class of the same name).

    :ivar name: the function name, or None when it could not be read (a broken call).
    :ivar arguments: the arguments as a dict; ``{}`` when they are not valid JSON.
    :ivar arguments_valid_json: True when the call parsed cleanly; False for a broken call.
    :ivar raw: the call's own text, ``text[start:end]`` of its span (for a broken call, the
        span of the broken markup).
    """

    name: str | None
    arguments: dict[str, Any]
    arguments_valid_json: bool
    raw: str


_parser: Parser | None = None


def _default_parser() -> Parser:
    global _parser
    if _parser is None:
        _parser = Parser()
    return _parser


# Stopgap until the engine gives a broken match a ``partial`` with the name it read (DESIGN 4,
# "partial ... carries the name once known"): the name of a broken call is recovered from the
# broken markup's own text, for the two spellings NeMo's parser also names (a JSON "name" key,
# a Harmony recipient). Once ``match.partial.name`` exists, _broken_name reads it first and
# these patterns only serve engines without it; then they can go.
_JSON_NAME = re.compile(r'"name"\s*:\s*("(?:[^"\\\n]|\\.)*")')
_HARMONY_RECIPIENT = re.compile(r"\bto=functions\.([^\s<]+)")


def _broken_name(text: str, match: Match) -> str | None:
    """The name of the call a broken match was meant to be, when it can be read."""
    name = getattr(getattr(match, "partial", None), "name", None)
    if is_valid_name(name):
        return name
    span = text[match.start : match.end]
    found = _JSON_NAME.search(span)
    if found is not None:
        try:
            candidate = json.loads(found.group(1))
        except ValueError:
            candidate = None
        if is_valid_name(candidate):
            return candidate
    recipient = _HARMONY_RECIPIENT.search(span)
    if recipient is not None and is_valid_name(recipient.group(1)):
        return recipient.group(1)
    return None


def parse_tool_calls(text: str) -> list[ParsedToolCall]:
    """Every tool call of a model response, in text order; ``[]`` when there is none.

    Never raises. A call that parsed comes back with its arguments and
    ``arguments_valid_json=True``; a broken call (malformed JSON, arguments that are not an
    object, an unclosed tag, ...) comes back as one ``ParsedToolCall`` with the name when it
    can be read (else None), ``arguments={}`` and ``arguments_valid_json=False``, as NeMo
    records its malformed calls. ``raw`` is the call's text. Text that is not a ``str`` (or
    is empty) gives ``[]``.
    """
    if not isinstance(text, str) or not text:
        return []
    try:
        matches = _default_parser().run(text).matches
    except Exception:  # never raise on model output, as NeMo's parser promises
        return []
    calls: list[ParsedToolCall] = []
    for match in matches:
        error = match.error
        if error is None:
            calls.extend(
                ParsedToolCall(call.name, call.arguments, True, text[call.start : call.end])
                for call in match.calls
            )
        elif error.code != PLUGIN_ERROR:  # a plugin fault is a bug (logged), not a model's call
            calls.append(
                ParsedToolCall(_broken_name(text, match), {}, False, text[match.start : match.end])
            )
    return calls


def compute_sample_metrics(
    pred_calls: Sequence[CallLike],
    gt_calls: Sequence[CallLike],
    *,
    match: MatchMode = "position",
    numeric_tolerance: bool = False,
) -> dict[str, float]:
    """NeMo's six per-sample keys, in its order: ``has_call``, ``name_correct``,
    ``args_json_valid``, ``args_field_recall``, ``args_field_precision``, ``args_exact_match``.

    The values are those of :func:`toolcalls.metrics.compute_sample_metrics` (positional
    alignment, a missing prediction scores 0, extras ignored, all zeros without a gold call);
    only the keys NeMo returns are kept, so code written for NeMo's dict sees the same keys.
    ``pred_calls`` are :class:`ParsedToolCall` objects (NeMo's own work too) or
    ``{"name", "arguments"}`` dicts; ``gt_calls`` are ``{"name", "arguments"}`` dicts with
    arguments as a dict or a JSON string. ``numeric_tolerance=True`` makes ``1`` equal ``1.0``
    as NeMo's Python ``==`` does (docs/metrics.md).
    """
    full = metrics.compute_sample_metrics(
        pred_calls, gt_calls, match=match, numeric_tolerance=numeric_tolerance
    )
    return {key: full[key] for key in NEMO_KEYS}
