"""TaggedJSON(adjacent=True): the payload starts right after the opener, no whitespace between.

For openers that are ordinary words (Phi-4-mini's ``functools[...]``): ``functools [1]`` and
``import functools`` are prose, not broken calls.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls import FormatSpec, Parser, Registry, hookimpl
from toolcalls.plugin import TaggedJSON
from toolcalls.testing import check_extraction

OPEN = TaggedJSON("word", adjacent=True)
CLOSED = TaggedJSON("<w>", "</w>", adjacent=True)
CALL = '{"name": "f", "arguments": {"a": 1}}'


def calls(block: TaggedJSON, text: str) -> list[tuple[str, int, int]]:
    extraction = block.extract(text, 0)
    check_extraction(text, extraction)
    return [(c.name, m.start, m.end) for m in extraction.matches for c in m.calls]


def states(block: TaggedJSON, text: str) -> list[tuple[str, str | None, int]]:
    extraction = block.extract(text, 0)
    check_extraction(text, extraction)
    return [(m.state, m.error.code if m.error else None, m.end) for m in extraction.matches]


def test_a_payload_glued_to_the_opener_is_a_call() -> None:
    assert calls(OPEN, "x word" + CALL + " y") == [("f", 2, 42)]
    assert calls(OPEN, "word[" + CALL + "]") == [("f", 0, 42)]


@pytest.mark.parametrize("text", [
    "a word [1] in prose",
    "word " + CALL,
    "word\n" + CALL,
    "a word",
    "word",
    "a word.",
    "wordy [x]",
])
def test_anything_else_after_the_opener_is_prose(text: str) -> None:
    assert OPEN.extract(text, 0).matches == []


def test_the_opener_at_the_end_is_undecided_and_whitespace_after_it_is_prose() -> None:
    # Without adjacent, an opener followed only by whitespace is a call cut short.
    assert states(TaggedJSON("word"), "a word ") == [("partial", "tool_call.unexpected_end", 7)]
    assert OPEN.extract("a word ", 0).resume == 7
    assert OPEN.extract("a word", 0).resume == 2  # a stream may still bring the payload


def test_a_glued_payload_that_breaks_is_an_error() -> None:
    assert states(OPEN, "word[ text ]") == [("broken", "json.invalid_literal", 12)]
    assert states(OPEN, 'word[{"name": "f"') == [("partial", "json.unexpected_end", 17)]


def test_with_a_closer_whitespace_content_is_tagged_content_that_is_no_payload() -> None:
    assert calls(CLOSED, "<w>" + CALL + "</w>") == [("f", 0, 43)]
    assert states(CLOSED, "<w> " + CALL + "</w>") == [("broken", "tool_call.unrecognized", 44)]
    assert CLOSED.extract("use <w> tags", 0).matches == []
    assert CLOSED.extract("<w>", 0).matches == []


def test_the_fast_path_keeps_the_rule() -> None:
    # A clean payload after whitespace would decode; the fast path must not take it.
    assert states(CLOSED, "<w> " + CALL + "</w><w>" + CALL + "</w>") == [
        ("broken", "tool_call.unrecognized", 44), ("complete", None, 87)]


def test_through_the_engine() -> None:
    class Plugin:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec("adj", 1, ("word[", "word{"), anchored=True, grammar=OPEN)]

    parser = Parser(Registry.from_plugins([("adj", Plugin())]))
    assert parser.parse_tool_calls("I used word [1] and word" + CALL) == [
        {"name": "f", "arguments": {"a": 1}}]
    assert parser.parse("a word").content == "a word"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["word", "<w>", "</w>", "{", "}", "[", "]", " ", "x", '"',
                                 CALL]), max_size=12).map("".join))
def test_extraction_never_raises(text: str) -> None:
    for block in (OPEN, CLOSED):
        check_extraction(text, block.extract(text, 0))
