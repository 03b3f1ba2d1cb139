"""The fast path of the ``TaggedJSON`` block gives exactly what its full rules give.

(Engine v2: the fast lane of v1, a Hermes flag with a result type of its own, became a
property of the tagged-JSON building block, returning the same matches; these are the lane's
tests, moved.)

- ``TaggedJSON._clean`` either declines (None) or returns the matches the full rules find,
  with the same spans, on texts built to sit on its edges: closers inside strings, other
  shapes, bad names, big integers, deep nesting, whitespace that JSON does not allow, prose
  openers, unclosed tags;
- a parser whose Hermes format has the fast path and one where it is switched off agree on
  strict and lenient results (calls, spans, formats, errors, content, reasoning), also with
  the other claimants of ``<tool_call>`` installed.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import FormatSpec, Registry, ToolCallError
from toolcalls.plugin import TaggedJSON
from toolcalls.types import CharClass

pytest.importorskip("toolcalls_hermes")

EXAMPLES = int(os.environ.get("TOOLCALLS_EXAMPLES", "150"))
OPEN, CLOSE = "<tool_call>", "</tool_call>"
BLOCK = TaggedJSON(OPEN, CLOSE)


def _slow() -> TaggedJSON:
    """The same block with the fast path switched off: the full rules only (an instance
    changed, not a subclass: the compiled toolkit's classes take no interpreted subclass)."""
    block = TaggedJSON(OPEN, CLOSE, newline_layout=True)
    block._fast = False
    return block


def _full_rules(text: str) -> tuple[list[dict[str, Any]], list[tuple[int, int]]] | None:
    """What the full rules find, as the fast path gives it, or None when it is not all clean
    calls."""
    extraction = _slow().extract(text, 0, format="hermes")
    calls, spans = [], []
    for match in extraction.matches:
        if match.error is not None or len(match.calls) != 1 or match.calls[0].id is not None:
            return None
        call = match.calls[0]
        calls.append({"name": call.name, "arguments": call.arguments})
        spans.append((call.start, call.end))
    return calls, spans


def clean_tagged_json(text: str, start: int, opener: str, closer: str) -> Any:
    """The fast path's answer in the shape of the full rules' (calls, spans), or None."""
    extraction = TaggedJSON(opener, closer)._clean(text, start, "hermes")
    if extraction is None:
        return None
    matches = extraction.matches
    return (
        [{"name": m.calls[0].name, "arguments": m.calls[0].arguments} for m in matches],
        [(m.calls[0].start, m.calls[0].end) for m in matches],
    )


PAYLOADS = [
    '{"name": "f", "arguments": {"q": 1}}',
    '{"name": "f", "parameters": {"q": [1, 2, {"r": null}]}}',
    ' \n{"name": "get_weather", "arguments": {}}\n ',
    '{"name": "f", "arguments": {"s": "</tool_call> inside"}}',
    '{"name": "f", "arguments": {"s": "<tool_call> inside"}}',
    '{"name": "f", "arguments": {"n": 12345678901234567890123}}',
    '{"name": "f", "arguments": {"n": 1234567890123456789}}',
    '{"name": "f", "arguments": {"n": 123456789012345678}}',
    '{"name": "f", "arguments": {"n": 1e400}}',
    '{"name": "f", "arguments": {"d": ' + "[" * 130 + "]" * 130 + "}}",
    '{"name": "f", "arguments": {"d": ' + "[" * 126 + "]" * 126 + "}}",
    '{"name": "f g", "arguments": {}}',
    '{"name": "f\\u00a0g", "arguments": {}}',
    '{"name": "f\\u200bg", "arguments": {}}',
    '{"name": "", "arguments": {}}',
    '{"name": 3, "arguments": {}}',
    '{"name": "f", "arguments": null}',
    '{"name": "f", "arguments": "{}"}',
    '{"name": "f", "arguments": {}, "id": "c1"}',
    '{"name": "f", "args": {}}',
    '{"function": {"name": "f", "arguments": {}}}',
    '[{"name": "f", "arguments": {}}]',
    '{"name": "f", "arguments": {},}',
    '{"name": "f", "arguments": {"s": "\\ud800"}}',
    "\u00a0{\"name\": \"f\", \"arguments\": {}}",
    '{"name": "f", "arguments": {}} x',
    "",
    "not json",
    '{"name": "f", "arguments": {"a": 1}',
]
GLUE = ["", "\n", " prose ", "Sure.\n", "wrap it in <tool_call> tags", CLOSE, OPEN, "<think>",
        "[TOOL_CALLS]"]


@st.composite
def tagged_texts(draw: st.DrawFn) -> str:
    parts = [draw(st.sampled_from(GLUE))]
    for _ in range(draw(st.integers(1, 4))):
        closer = draw(st.sampled_from([CLOSE, CLOSE, CLOSE, "", " " + CLOSE, "</tool_call"]))
        parts.append(OPEN + draw(st.sampled_from(PAYLOADS)) + closer)
        parts.append(draw(st.sampled_from(GLUE)))
    return "".join(parts)


@pytest.mark.parametrize("payload", PAYLOADS)
def test_lane_agrees_on_each_payload(payload: str) -> None:
    for text in (f"{OPEN}{payload}{CLOSE}", f"Sure.\n{OPEN}{payload}{CLOSE}\nDone."):
        lane = clean_tagged_json(text, 0, OPEN, CLOSE)
        if lane is not None:
            assert lane == _full_rules(text)


def test_lane_answers_the_clean_cases() -> None:
    """It must not decline everything: the common shapes take the lane."""
    text = f"Sure.\n{OPEN}\n{PAYLOADS[0]}\n{CLOSE}\n{OPEN}{PAYLOADS[1]}{CLOSE}"
    assert clean_tagged_json(text, 0, OPEN, CLOSE) == _full_rules(text)
    assert clean_tagged_json(text, 0, OPEN, CLOSE) == (
        [
            {"name": "f", "arguments": {"q": 1}},
            {"name": "f", "arguments": {"q": [1, 2, {"r": None}]}},
        ],
        [(6, 6 + len(OPEN) + len(PAYLOADS[0]) + 2 + len(CLOSE)), (text.rindex(OPEN), len(text))],
    )
    for payload in PAYLOADS[4:5] + PAYLOADS[7:8] + PAYLOADS[10:11]:
        assert clean_tagged_json(f"{OPEN}{payload}{CLOSE}", 0, OPEN, CLOSE) is not None


@pytest.mark.parametrize(
    "payload",
    [PAYLOADS[3], PAYLOADS[5], PAYLOADS[6], PAYLOADS[9], PAYLOADS[11], PAYLOADS[12],
     PAYLOADS[14], PAYLOADS[18], PAYLOADS[21], PAYLOADS[23], PAYLOADS[24]],
)
def test_lane_declines_what_needs_the_full_rules(payload: str) -> None:
    assert clean_tagged_json(f"{OPEN}{payload}{CLOSE}", 0, OPEN, CLOSE) is None


@given(tagged_texts())
@settings(max_examples=EXAMPLES, deadline=None)
def test_lane_agrees_with_the_full_rules(text: str) -> None:
    lane = clean_tagged_json(text, 0, OPEN, CLOSE)
    if lane is not None:
        assert lane == _full_rules(text)


def _without_fast_path(registry: Registry) -> Registry:
    import dataclasses

    formats = []
    for loaded in registry.formats:
        if loaded.id == "hermes":
            slow = _slow()
            spec = dataclasses.replace(loaded.spec, grammar=slow)
            loaded = dataclasses.replace(  # noqa: PLW2901
                loaded, spec=spec,
                extract=lambda text, start, stops, _g=slow: _g.extract(text, start, stops,
                                                                       "hermes"),
            )
        formats.append(loaded)
    return Registry(tuple(formats))


def _fields(call: toolcalls.Call) -> tuple[Any, ...]:
    return (call.name, call.arguments, call.start, call.end, call.id, call.format)


def _lenient(parser: toolcalls.Parser, text: str) -> tuple[Any, ...]:
    return _lenient_of(parser.parse(text))


def _strict(parser: toolcalls.Parser, text: str, **kwargs: Any) -> Any:
    try:
        return parser.parse_tool_calls(text, **kwargs)
    except ToolCallError as exc:
        return (exc.code, exc.position)


def _single(parser: toolcalls.Parser, text: str) -> Any:
    try:
        return parser.parse_tool_call(text, include_format=True)
    except ToolCallError as exc:
        return (exc.code, exc.position, exc.format)


@given(tagged_texts())
@settings(max_examples=EXAMPLES, deadline=None)
def test_engine_with_and_without_the_lane_agree(text: str) -> None:
    with_lane = toolcalls.Parser()
    without = toolcalls.Parser(_without_fast_path(toolcalls.default_registry()))
    assert _lenient(with_lane, text) == _lenient(without, text)
    assert _strict(with_lane, text) == _strict(without, text)
    assert _strict(with_lane, text, include_format=True) == _strict(
        without, text, include_format=True
    )
    assert _single(with_lane, text) == _single(without, text)
    tools = [{"name": "f", "parameters": {"type": "object",
                                          "properties": {"q": {"type": "integer"}}}}]
    assert _strict(with_lane, text, tools=tools) == _strict(without, text, tools=tools)
    streamed = toolcalls.StreamParser()
    for piece in (text[:7], text[7:]):
        streamed.feed(piece)
    streamed.close()
    assert streamed.result is not None
    assert _lenient_of(streamed.result) == _lenient(without, text)


def _lenient_of(result: toolcalls.ParseResult) -> tuple[Any, ...]:
    return (
        [_fields(call) for call in result.calls],
        [(e.code, e.position, e.format) for e in result.errors],
        result.content,
        result.reasoning,
        result.spans,
    )


def test_the_engine_lane_stays_on_with_the_other_claimants_of_its_opener() -> None:
    """Issue 9: the Hermes fast path stays on with Qwen3-Coder and GLM installed (their payloads
    never start with ``{``), and the engine takes it without running the tier."""
    pytest.importorskip("toolcalls_qwen3_coder")
    pytest.importorskip("toolcalls_glm4")
    selection = toolcalls.Parser().selection()
    owners = {f.id for f in selection.formats if OPEN in f.markers}
    assert {"hermes", "qwen3_coder", "glm4"} <= owners
    # every claimant has a lane at the opener: Hermes' payloads start with { or [, Qwen3-Coder's
    # with <, and the key/value blocks' (GLM, TeleChat3-Coder when installed) with a name, where
    # each says where it cannot complete a call
    assert {lane.fmt.id for lane in selection.lanes[OPEN]} == owners
    text = f'Sure.\n{OPEN}{PAYLOADS[0]}{CLOSE}'
    # the lane calls no hook: a parser whose hermes extract raises still answers
    registry = toolcalls.default_registry()
    import dataclasses

    def boom(text: str, start: int, stops: Any) -> Any:
        raise AssertionError("the tier ran")

    formats = tuple(dataclasses.replace(f, extract=boom) if f.id == "hermes" else f
                    for f in registry.formats)
    parser = toolcalls.Parser(Registry(formats))
    assert parser.parse_tool_calls(text) == [{"name": "f", "arguments": {"q": 1}}]
    assert [c.name for c in parser.parse(text).calls] == ["f"]
    # and where the text holds another format's marker outside the calls, the tier runs
    pytest.importorskip("toolcalls_mistral")
    with pytest.raises(ToolCallError) as info:
        parser.parse_tool_calls(text + "[TOOL_CALLS]")
    assert info.value.code == "tool_call.plugin_error"
    # a reasoning block is decided first; the lane then reads the calls outside it
    assert parser.parse_tool_calls(text + "<think>") == [{"name": "f", "arguments": {"q": 1}}]


def _format(fid: str, grammar: Any, markers: tuple[str, ...]) -> Any:
    class Plugin:
        @toolcalls.hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec(fid, 1, markers, anchored=True, grammar=grammar)]

    return (fid, Plugin())


def test_no_lane_where_another_claimant_may_read_a_json_payload() -> None:
    """A claimant of the opener whose payload may start with ``{`` could read a tag the fast
    path reads: the tier must run, so the lane is off for that opener."""
    class Braces:
        def __init__(self) -> None:
            self.first = {OPEN: CharClass(frozenset("{"))}

        def extract(self, text: str, start: int, stops: Any, format: str) -> Any:
            return toolcalls.Extraction([], len(text))

    alone = Registry.from_plugins([_format("a", TaggedJSON(OPEN, CLOSE), (OPEN,))])
    assert OPEN in toolcalls.Parser(alone).selection().lanes
    shared = Registry.from_plugins([_format("a", TaggedJSON(OPEN, CLOSE), (OPEN,)),
                                    _format("b", Braces(), (OPEN,))])
    assert toolcalls.Parser(shared).selection().lanes == {}
    # a second marker does not take the lane away: the lane is taken where every occurrence
    # of the text's other markers lies inside the calls it reads (there the full rules see
    # them as the calls' content), and the tier runs elsewhere
    two = toolcalls.Parser(Registry.from_plugins(
        [_format("a", TaggedJSON(OPEN, CLOSE), (OPEN, "<x>"))]))
    assert [lane.fmt.id for lane in two.selection().lanes[OPEN]] == ["a"]
    inside = f'{OPEN}{{"name": "f", "arguments": {{"q": "<x>"}}}}{CLOSE}'
    assert two.selection().lane_plan({OPEN: 0, "<x>": inside.index("<x>")})
    assert two.parse_tool_calls(inside) == [{"name": "f", "arguments": {"q": "<x>"}}]
    # a format with hooks of its own takes no lane

    class Hooked:
        @toolcalls.hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec("h", 1, (OPEN,), anchored=True, grammar=TaggedJSON(OPEN, CLOSE))]

        @toolcalls.hookimpl
        def toolcalls_extract(self, text: str, start: int) -> Any:
            return toolcalls.Extraction([], len(text))

    hooked = toolcalls.Parser(Registry.from_plugins([("h", Hooked())]))
    assert hooked.selection().lanes == {}
    assert hooked.parse_tool_calls(f"{OPEN}{PAYLOADS[0]}{CLOSE}") == []  # its hook decides


def test_fast_path_result() -> None:
    text = 'Sure.\n<tool_call>{"name": "f", "arguments": {"q": 1}}</tool_call>'
    outcome = toolcalls.Parser().run(text)
    assert [_fields(c) for c in outcome.calls] == [
        ("f", {"q": 1}, 6, len(text), None, "hermes")
    ]
    assert [(m.start, m.end, m.format, m.error) for m in outcome.matches] == [
        (6, len(text), "hermes", None)
    ]
    two = text + "\n" + text[6:]
    with pytest.raises(ToolCallError) as info:
        toolcalls.Parser().parse_tool_call(two)
    assert (info.value.code, info.value.position, info.value.format) == (
        "tool_call.multiple", len(text) + 1, "hermes"
    )


def test_fast_path_calls_know_their_name_and_arguments_positions() -> None:
    text = 'Sure. <tool_call>{"name": "f", "arguments": {"q": 1}}</tool_call>'
    (call,) = toolcalls.Parser(formats=["hermes"]).run(text).calls
    assert text[call.name_pos:].startswith('"f"')
    assert text[call.args_pos:].startswith('{"q"')
    assert text[call.value_pos(["q"]):].startswith("1}")


def test_fast_path_covers_its_opener() -> None:
    text = '<tool_call>{"name": "f", "arguments": {}}</tool_call>'
    extraction = BLOCK.extract(text, 0, format="hermes")
    assert extraction.covered == frozenset({OPEN})
    broken = BLOCK.extract(text + OPEN + "{,}" + CLOSE, 0, format="hermes")
    assert broken.covered == frozenset()


def test_a_grammar_format_needs_no_hook() -> None:
    class Plugin:
        @toolcalls.hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec("x", 1, ("<x>",), anchored=True, grammar=TaggedJSON("<x>", "</x>"))]

    parser = toolcalls.Parser(Registry.from_plugins([("x", Plugin())]))
    assert parser.parse_tool_calls('<x>{"name": "f", "arguments": {}}</x>') == [
        {"name": "f", "arguments": {}}
    ]


def test_payloads_are_json_for_the_lane() -> None:
    """The clean payloads above decode as JSON (the test data is what it says)."""
    assert json.loads(PAYLOADS[0]) == {"name": "f", "arguments": {"q": 1}}
