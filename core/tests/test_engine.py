"""The engine, with in-test plugins: tiers, overlaps, reasoning, the exactly-one rule."""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls
from toolcalls import (
    Call,
    Extraction,
    FormatSpec,
    Match,
    NoToolCallFoundError,
    Parser,
    Registry,
    ToolCallError,
    hookimpl,
)
from toolcalls.toolkit import scan_tagged, tagged_json


class Tagged:
    """<OPEN>{json}</OPEN> in a given tier, built on the toolkit like a real plugin."""

    def __init__(self, format_id: str, tag: str, tier: int = 1) -> None:
        self.id, self.open, self.close, self.tier = format_id, f"<{tag}>", f"</{tag}>", tier

    @hookimpl
    def toolcalls_format(self) -> FormatSpec:
        return FormatSpec(self.id, self.tier, (self.open,))

    @hookimpl
    def toolcalls_detect(self, text: str, start: int) -> int:
        return text.find(self.open, start)

    @hookimpl
    def toolcalls_extract(self, text: str, start: int) -> Extraction:
        return scan_tagged(text, start, self.open, self.close, tagged_json, format=self.id)


def parser(*plugins: Tagged) -> Parser:
    return Parser(Registry.from_plugins([(p.id, p) for p in plugins]))


A = Tagged("a", "a", 1)
B = Tagged("b", "b", 1)
LATE = Tagged("late", "late", 2)
CALL = '{"name": "%s", "arguments": {}}'


def calls(result: list[dict[str, Any]]) -> list[str]:
    return [c["name"] for c in result]


def test_calls_of_one_tier_come_in_text_order_across_formats() -> None:
    text = f"<b>{CALL % 'first'}</b> and <a>{CALL % 'second'}</a> <b>{CALL % 'third'}</b>"
    result = parser(A, B).parse_tool_calls(text, include_format=True)
    assert [(c["name"], c["format"]) for c in result] == [
        ("first", "b"),
        ("second", "a"),
        ("third", "b"),
    ]


def test_the_first_tier_that_finds_anything_wins() -> None:
    text = f"<late>{CALL % 'late'}</late> <a>{CALL % 'early'}</a>"
    assert calls(parser(A, LATE).parse_tool_calls(text)) == ["early"]
    only_late = f"<late>{CALL % 'late'}</late>"
    assert calls(parser(A, LATE).parse_tool_calls(only_late)) == ["late"]


def test_a_broken_call_in_an_earlier_tier_wins_over_calls_of_a_later_tier() -> None:
    text = '<a>{"name": "x", "arguments": {,}}</a> <late>' + CALL % "late" + "</late>"
    with pytest.raises(ToolCallError) as info:
        parser(A, LATE).parse_tool_calls(text)
    assert (info.value.code, info.value.position, info.value.format) == (
        "json.unexpected_character",
        31,
        "a",
    )


def test_a_marker_inside_a_call_is_content_of_that_call() -> None:
    inner = '{"name": "outer", "arguments": {"text": "<b>{\\"name\\": \\"no\\"}</b> <b>oops"}}'
    text = f"<a>{inner}</a>"
    result = parser(A, B).parse_tool_calls(text)
    assert result == [{"name": "outer", "arguments": {"text": '<b>{"name": "no"}</b> <b>oops'}}]


def test_reasoning_blocks_are_not_searched_and_offsets_stay_the_callers() -> None:
    think = f"<think>maybe <a>{CALL % 'hidden'}</a>\nhmm</think>"
    text = f'{think}\nok <a>{{"name": "seen", "arguments": [1]}}</a>'
    with pytest.raises(ToolCallError) as info:
        parser(A).parse_tool_calls(text)
    assert info.value.code == "tool_call.invalid_arguments"
    assert info.value.position == text.index("[1]")
    assert (info.value.line, info.value.column) == (
        3,
        text.index("[1]") - text.rindex("\n", 0, text.index("[1]")),
    )
    assert parser(A).parse_tool_calls(f"<think>{CALL % 'x'}") == []
    assert calls(parser(A).parse_tool_calls(f"<think>a</think><a>{CALL % 'y'}</a>")) == ["y"]


def test_parse_tool_call_exactly_one() -> None:
    p = parser(A)
    assert p.parse_tool_call(f"x <a>{CALL % 'f'}</a>") == {"name": "f", "arguments": {}}
    with pytest.raises(NoToolCallFoundError) as none:
        p.parse_tool_call("no call here")
    assert (none.value.code, none.value.position, none.value.line) == (
        "tool_call.not_found",
        None,
        None,
    )
    text = f"<a>{CALL % 'f'}</a>\n <a>{CALL % 'g'}</a>"
    with pytest.raises(ToolCallError) as many:
        p.parse_tool_call(text)
    assert (many.value.code, many.value.position, many.value.line, many.value.column) == (
        "tool_call.multiple",
        text.index("<a>", 1),
        2,
        2,
    )


def test_a_broken_call_is_reported_before_multiple() -> None:
    text = f"<a>{CALL % 'f'}</a><a>{CALL % 'g'}</a><a>{{</a>"
    with pytest.raises(ToolCallError) as info:
        parser(A).parse_tool_call(text)
    assert info.value.code == "json.unexpected_character"


def test_no_call_is_an_empty_list() -> None:
    assert parser(A).parse_tool_calls("plain prose with <a> and {braces}") == []


def test_non_str_input_is_a_type_error() -> None:
    for entry in (toolcalls.parse_tool_calls, toolcalls.parse_tool_call, toolcalls.parse):
        with pytest.raises(TypeError, match=r"^text must be str, not bytes$"):
            entry(b"<a></a>")  # type: ignore[arg-type]
    # A Parser's own methods: the compiled engine's TypeError names the type it wanted, the
    # pure Python's is the one above.
    with pytest.raises(TypeError, match=r"str.*bytes"):
        parser(A).parse_tool_calls(b"<a></a>")  # type: ignore[arg-type]


def test_formats_argument_restricts_the_formats() -> None:
    text = f"<a>{CALL % 'a'}</a><b>{CALL % 'b'}</b>"
    p = parser(A, B)
    assert calls(p.parse_tool_calls(text, formats=["b"])) == ["b"]
    assert calls(Parser(p.registry, formats=["a"]).parse_tool_calls(text)) == ["a"]
    with pytest.raises(ValueError, match="unknown format 'c'"):
        p.parse_tool_calls(text, formats=["c"])


def test_errors_carry_the_format_id_and_str_reads_code_line_column() -> None:
    with pytest.raises(ToolCallError) as info:
        parser(A).parse_tool_calls('x\n<a>{"name": "f", "arguments": {"q": 1,}}</a>')
    err = info.value
    assert err.format == "a"
    assert str(err) == "json.trailing_comma at 2:38: trailing comma before '}'"


def test_cursors_remember_the_next_occurrence() -> None:
    from toolcalls.toolkit import FirstCursor, MarkerCursor

    text = "a <x> b <yy> c <x>"
    cursor = MarkerCursor(text, "<x>")
    assert [cursor.next(p) for p in (0, 2, 3, 15, 16)] == [2, 2, 15, 15, -1]
    first = FirstCursor(text, ["<x>", "<yy>", "<x"])
    assert [first.next(p) for p in (0, 3, 9, 16)] == [
        (2, "<x>"),
        (8, "<yy>"),
        (15, "<x>"),
        (-1, ""),
    ]


def test_a_parser_of_some_formats_keeps_their_selection() -> None:
    """``Parser(formats=...)`` builds its selection once per registry (it was rebuilt from the
    ids on every parse), and a per-call ``formats=`` still picks its own."""
    ids = sorted({f.id for f in toolcalls.default_registry().formats} & {"hermes", "json"})
    parser = toolcalls.Parser(formats=ids)
    first = parser.selection()
    assert parser.selection() is first
    assert [f.id for f in first.formats] == [
        f.id for f in toolcalls.default_registry().formats if f.id in ids]
    (one,) = parser.selection(ids[:1]).formats
    assert one.id == ids[0]
    assert parser.selection() is first


def test_parsers_of_one_registry_share_its_selections() -> None:
    """A ``Parser()`` made per request compiles nothing: the selections (tier plans, tries,
    lanes) are kept by the registry, for every parser made from it; another registry has its
    own, and the number kept is bounded."""
    from toolcalls.engine import SELECTIONS_KEPT

    registry = toolcalls.default_registry()
    assert toolcalls.Parser().selection() is toolcalls.Parser().selection()
    ids = [f.id for f in registry.formats][:2]
    assert toolcalls.Parser(formats=ids).selection() is toolcalls.Parser().selection(ids)
    other = Registry.from_plugins([("a", A)])
    assert toolcalls.Parser(other).selection() is not toolcalls.Parser().selection()
    assert toolcalls.Parser(other).selection() is toolcalls.Parser(other).selection()
    for fid in registry.ids:
        toolcalls.Parser(formats=[fid]).selection()
    assert len(registry.engine_cache) <= SELECTIONS_KEPT


class Everywhere:
    """A format without markers (a candidate on every text) in a later tier: it reads
    ``CALL name`` anywhere."""

    id = "everywhere"

    @hookimpl
    def toolcalls_format(self) -> FormatSpec:
        return FormatSpec(self.id, 3, ())

    @hookimpl
    def toolcalls_extract(self, text: str, start: int) -> Extraction:
        at = text.find("CALL ", start)
        if at < 0:
            return Extraction([], len(text))
        name = text[at + 5:].split(maxsplit=1)[0]
        return Extraction([Match(at, len(text), [Call(name, {}, at, len(text))])], len(text))


def test_a_text_without_markers_still_reaches_formats_without_markers() -> None:
    """The strict functions answer a text with no marker of any tier without running the
    engine, but a format without markers is a candidate everywhere and still runs."""
    only_tagged = parser(A)
    assert only_tagged.parse_tool_calls("plain prose, CALL f") == []
    both = Parser(Registry.from_plugins([("a", A), ("everywhere", Everywhere())]))
    assert calls(both.parse_tool_calls("plain prose, CALL f")) == ["f"]
    assert calls(both.parse_tool_calls("plain prose")) == []
    assert [c.name for c in both.parse("plain prose, CALL g").calls] == ["g"]
