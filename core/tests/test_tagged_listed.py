"""TaggedJSON with no closer: ``OPENER value, value`` is one broken call, never a call and prose.

A format whose payload ends where its JSON does (Granite's ``<|tool_call|>[...]``, Phi-4-mini's
``functools[...]``, Granite-20B-FC's ``<function_call> {...}``) reads one value after its
opener. A model that leaves out the array's brackets writes ``{A}, {B}``: read as the call A
and the content ``, {B}``, B would be dropped without a word. A comma then the start of another
JSON value is ``tool_call.unexpected_content`` at the comma (the same code as text between a
payload and its closer); the broken match spans every value of the run that parses.
"""

from __future__ import annotations

import pytest

import toolcalls
from toolcalls import ToolCallError
from toolcalls.plugin import TaggedJSON
from toolcalls.testing import check_extraction

OPEN = TaggedJSON("<|tool_call|>", array=True)
GLUED = TaggedJSON("functools", adjacent=True, array=True)
A = '{"name": "a", "arguments": {"x": 1}}'
B = '{"name": "b", "arguments": {}}'


def states(block: TaggedJSON, text: str) -> list[tuple[str, str | None, int | None, int, int]]:
    extraction = block.extract(text, 0)
    check_extraction(text, extraction)
    return [(m.state, m.error.code if m.error else None,
             m.error.position if m.error else -1, m.start, m.end)
            for m in extraction.matches]


def test_values_listed_after_one_opener_are_one_broken_match_at_the_comma() -> None:
    text = "Sure. <|tool_call|>" + A + ", " + B
    comma = text.index(", {")
    assert states(OPEN, text) == [("broken", "tool_call.unexpected_content", comma, 6,
                                   len(text))]
    error = OPEN.extract(text, 0).matches[0].error
    assert error is not None
    assert error.message == ("expected one JSON value after '<|tool_call|>', not several "
                             "separated by commas")
    assert (error.line, error.column) == (1, comma + 1)


def test_the_match_spans_every_value_that_parses_and_no_further() -> None:
    head = "<|tool_call|>" + A + ",\n" + B + " , [" + A + "]"
    assert states(OPEN, head + " then prose")[0][4] == len(head)
    cut = "<|tool_call|>" + A + ", " + B + ", {broken"
    assert states(OPEN, cut)[0][4] == len(cut) - len(", {broken")
    arrays = "functools[" + A + "], [" + B + "]"
    assert states(GLUED, arrays) == [("broken", "tool_call.unexpected_content",
                                      arrays.index("], [") + 1, 0, len(arrays))]


@pytest.mark.parametrize("after", [", and that is all", ",", ", 3", ",\n- a list item"])
def test_a_comma_then_anything_but_a_json_value_is_content(after: str) -> None:
    text = "<|tool_call|>" + A + after
    assert states(OPEN, text) == [("complete", None, -1, 0, len(text) - len(after))]


def test_a_comma_at_the_end_of_a_stream_waits_for_what_follows() -> None:
    text = "<|tool_call|>" + A + ", "
    assert OPEN.extract(text, 0).resume == 0
    assert OPEN.extract(text + "ok", 0).resume == len(text) + 2


def test_granite_reports_the_listed_calls_in_every_entry_point() -> None:
    text = "<|tool_call|>" + A + ", " + B + "<|/tool_call|>"
    comma = text.index(", {")
    result = toolcalls.parse(text)
    assert result.calls == []
    assert [(e.code, e.position, e.format) for e in result.errors] == [
        ("tool_call.unexpected_content", comma, "granite")]
    assert result.content == ""  # the run and Phi-4-mini's closing token
    with pytest.raises(ToolCallError) as raised:
        toolcalls.parse_tool_calls(text, formats=["granite"])
    assert (raised.value.code, raised.value.position) == ("tool_call.unexpected_content", comma)


def test_a_stream_never_shows_the_first_value_as_a_call() -> None:
    text = "Sure. <|tool_call|>" + A + ", " + B
    events = list(toolcalls.stream([text[i:i + 3] for i in range(0, len(text), 3)],
                                   formats=["granite"]))
    assert [e.kind for e in events] == ["content", "error"]
    assert events[1].error is not None
    assert events[1].error.position == text.index(", {")
