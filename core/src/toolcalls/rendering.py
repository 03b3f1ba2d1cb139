"""Writing calls in a format's own syntax, and translating text from one format to another.

``toolcalls.render(calls, "hermes")`` writes calls the way the format's chat template would,
through the format's renderer (its plugin's ``toolcalls_render`` hook or its grammar);
``toolcalls.translate(text, "python")`` parses a model output and renders its calls in another
format (the ``toolcalls convert`` command). Renderers are faithful: parsing the text they write
gives back exactly the calls they were given (tests/test_roundtrip.py,
``toolcalls.testing.assert_round_trip``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from toolcalls.callshape import NO_ARGUMENTS, call_parts
from toolcalls.engine import Parser
from toolcalls.errors import PluginError, ToolCallError
from toolcalls.registry import Registry, default_registry
from toolcalls.toolkit.json import parse_json
from toolcalls.toolkit.render import check_value
from toolcalls.toolkit.shapes import check_name
from toolcalls.types import Call

__all__ = ["as_call", "render", "translate"]


def as_call(item: Call | Mapping[str, Any]) -> Call:
    """One call from the shapes users hold: a :class:`Call`, ``{"name", "arguments"}`` (what
    ``parse_tool_calls`` returns), an OpenAI ``tool_calls`` item (``{"function": {"name",
    "arguments": "<json>"}}``), a Responses ``function_call`` item or an Anthropic
    ``tool_use`` block (``{"name", "input"}``): the shapes of ``toolcalls.callshape``.

    Arguments given as a JSON string are decoded strictly and must be an object. Raises
    ``ValueError`` (``TypeError`` for something that is not a call at all).
    """
    parts = call_parts(item)
    if parts is None or not isinstance(item, (Call, Mapping)):
        raise TypeError(f"a call is a Call or a mapping, not {type(item).__name__}")
    name, arguments, ident = parts
    if isinstance(item, Mapping):
        if name is None:
            raise ValueError(f"a call needs a 'name': {dict(item)!r}")
        if arguments is NO_ARGUMENTS:
            raise ValueError(f"a call needs 'arguments': {dict(item)!r}")
    problem = check_name(name)
    if problem is not None:
        raise ValueError(f"invalid tool name {name!r}: {problem}")
    if isinstance(arguments, str):
        arguments = _decode_arguments(name, arguments)
    if not isinstance(arguments, dict):
        raise ValueError(
            f"arguments of {name!r} must be a dict, not {type(arguments).__name__}"
        )
    # JSON values only; how deep a format can nest is the format's renderer's to say.
    check_value(arguments, what=f"arguments of {name!r}", limit=None)
    return Call(name, arguments, 0, 0, ident)


def _decode_arguments(name: str, raw: str) -> Any:
    if not raw.strip():
        return {}
    try:
        start = len(raw) - len(raw.lstrip())
        value, end = parse_json(raw, start)
    except ToolCallError as exc:
        raise ValueError(f"arguments of {name!r} are not valid JSON: {exc}") from None
    if raw[end:].strip():
        raise ValueError(f"arguments of {name!r} hold text after the JSON value")
    return value


def render(
    calls: Iterable[Call | Mapping[str, Any]],
    format_id: str,
    *,
    registry: Registry | None = None,
) -> str:
    """Write ``calls`` in the syntax of format ``format_id`` (``""`` for no calls).

    Raises ``ValueError`` for an unknown format, a format whose plugin cannot render, or calls
    the format cannot express (the message says why); :class:`toolcalls.PluginError` when the
    plugin's renderer itself fails.
    """
    fmt = (registry or default_registry()).get(format_id)
    checked = [as_call(item) for item in calls]
    if fmt.render is None:
        raise ValueError(f"format {format_id!r} (plugin {fmt.plugin!r}) cannot render calls: "
                         "its plugin does not implement toolcalls_render")
    if not checked:
        return ""
    try:
        text = fmt.render(checked)
    except ValueError:
        raise
    except Exception as exc:
        raise PluginError(f"toolcalls: the renderer of format {fmt.id!r} (plugin "
                          f"{fmt.plugin!r}) raised {type(exc).__name__}: {exc}") from exc
    if not isinstance(text, str):
        raise PluginError(f"toolcalls: the renderer of format {fmt.id!r} (plugin "
                          f"{fmt.plugin!r}) returned {type(text).__name__}, not str")
    return text


def translate(
    text: str,
    to_format: str,
    *,
    formats: Sequence[str] | None = None,
    registry: Registry | None = None,
) -> str:
    """Parse ``text`` (strictly, with every installed format or only ``formats``) and write
    its calls in ``to_format``; prose and reasoning are dropped.

    Returns ``""`` when the text holds no call (as ``parse_tool_calls`` returns ``[]``). Raises
    the first :class:`ToolCallError` of a broken call, and ``ValueError`` as :func:`render`.
    """
    parser = Parser(registry, formats=formats)
    outcome = parser.run(text)
    for error in outcome.errors:
        raise error
    return render(outcome.calls, to_format, registry=parser.registry)
