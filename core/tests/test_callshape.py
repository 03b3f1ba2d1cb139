"""One reader of the call shapes users hold (toolcalls.callshape): rendering, the expected
calls of an eval line and the metrics read the same shapes the same way."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

import toolcalls
from toolcalls.callshape import NO_ARGUMENTS, call_parts
from toolcalls.evaluation import gold_calls
from toolcalls.metrics import compute_sample_metrics
from toolcalls.rendering import as_call

ARGS = {"city": "Paris"}
SHAPES: list[tuple[str, Any, str | None]] = [
    ("flat", {"name": "f", "arguments": ARGS}, None),
    ("flat, JSON string", {"name": "f", "arguments": '{"city": "Paris"}'}, None),
    ("parameters", {"name": "f", "parameters": ARGS}, None),
    ("anthropic tool_use", {"type": "tool_use", "id": "toolu_1", "name": "f", "input": ARGS},
     "toolu_1"),
    ("openai chat item", {"id": "call_1", "type": "function",
                          "function": {"name": "f", "arguments": '{"city": "Paris"}'}},
     "call_1"),
    ("responses item", {"type": "function_call", "call_id": "call_2", "name": "f",
                        "arguments": '{"city": "Paris"}'}, "call_2"),
    ("Call", toolcalls.Call("f", ARGS, 0, 0, "c3"), "c3"),
    ("SDK-like object", SimpleNamespace(id="call_4", type="function",
                                        function=SimpleNamespace(name="f",
                                                                 arguments='{"city": "Paris"}')),
     "call_4"),
    ("object with input", SimpleNamespace(id="toolu_5", name="f", input=ARGS), "toolu_5"),
]


@pytest.mark.parametrize(("shape", "item", "ident"), SHAPES, ids=[s[0] for s in SHAPES])
def test_every_shape_gives_its_name_arguments_and_id(shape: str, item: Any,
                                                     ident: str | None) -> None:
    parts = call_parts(item)
    assert parts is not None and parts.name == "f" and parts.id == ident
    assert compute_sample_metrics([item], [{"name": "f", "arguments": ARGS}])[
        "args_exact_match"] == 1.0
    if isinstance(item, (dict, toolcalls.Call)):
        call = as_call(item)
        assert (call.name, call.arguments, call.id) == ("f", ARGS, ident)
    if isinstance(item, dict):
        assert gold_calls([item]) == [{"name": "f", "arguments": ARGS}]


def test_a_call_without_arguments_is_read_by_each_user_with_its_own_strictness() -> None:
    item = {"name": "f"}
    parts = call_parts(item)
    assert parts is not None and parts.arguments is NO_ARGUMENTS
    with pytest.raises(ValueError, match="needs 'arguments'"):
        as_call(item)  # rendering cannot write what it does not have
    assert gold_calls([item]) == [{"name": "f", "arguments": {}}]  # a parameterless call
    assert compute_sample_metrics([item], [{"name": "f", "arguments": {}}])[
        "args_exact_match"] == 1.0


def test_what_is_not_a_call() -> None:
    assert call_parts(3) is None and call_parts("f") is None
    with pytest.raises(TypeError):
        as_call(3)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="is not an object"):
        gold_calls([3])
    with pytest.raises(ValueError, match="has no name"):
        gold_calls([{"arguments": {}}])
