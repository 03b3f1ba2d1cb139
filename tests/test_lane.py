"""The fast lane (``FormatSpec.tagged_json``) gives exactly what the hooks give.

- ``clean_tagged_json`` either declines (None) or returns the calls that ``scan_tagged`` with
  ``tagged_json`` finds, with the same spans, on texts built to sit on the lane's edges:
  closers inside strings, other shapes, bad names, big integers, deep nesting, whitespace
  that JSON does not allow, prose openers, unclosed tags;
- a parser whose formats declare the lane and one where the lane is switched off agree on
  strict and lenient results (calls, spans, formats, errors, content, reasoning);
- the registry rejects a malformed ``tagged_json``.
"""

from __future__ import annotations

import dataclasses
import json
import os
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import FormatSpec, PluginError, Registry, ToolCallError, hookimpl
from toolcalls.toolkit import scan_tagged, tagged_json
from toolcalls.toolkit.tagged import clean_tagged_json

pytest.importorskip("toolcalls_hermes")

EXAMPLES = int(os.environ.get("TOOLCALLS_EXAMPLES", "150"))
OPEN, CLOSE = "<tool_call>", "</tool_call>"


def _full_rules(text: str) -> tuple[list[dict[str, Any]], list[tuple[int, int]]] | None:
    """What the hooks find, as the lane gives it, or None when it is not all clean calls."""
    extraction = scan_tagged(text, 0, OPEN, CLOSE, tagged_json, format="hermes")
    calls, spans = [], []
    for match in extraction.matches:
        if match.error is not None or len(match.calls) != 1 or match.calls[0].id is not None:
            return None
        call = match.calls[0]
        calls.append({"name": call.name, "arguments": call.arguments})
        spans.append((call.start, call.end))
    return calls, spans


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


def _without_lane(registry: Registry) -> Registry:
    return Registry(tuple(dataclasses.replace(fmt, lane=None) for fmt in registry.formats))


def _fields(call: toolcalls.Call) -> tuple[Any, ...]:
    return (call.name, call.arguments, call.start, call.end, call.id, call.format)


def _lenient(parser: toolcalls.Parser, text: str) -> tuple[Any, ...]:
    result = parser.parse(text)
    return (
        [_fields(call) for call in result.calls],
        [(e.code, e.position, e.format) for e in result.errors],
        result.content,
        result.reasoning,
        result.spans,
    )


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
    without = toolcalls.Parser(_without_lane(toolcalls.default_registry()))
    assert _lenient(with_lane, text) == _lenient(without, text)
    assert _strict(with_lane, text) == _strict(without, text)
    assert _strict(with_lane, text, include_format=True) == _strict(
        without, text, include_format=True
    )
    assert _single(with_lane, text) == _single(without, text)


def test_lane_result_builds_matches_on_demand() -> None:
    text = 'Sure.\n<tool_call>{"name": "f", "arguments": {"q": 1}}</tool_call>'
    outcome = toolcalls.Parser().run(text)
    assert [_fields(c) for c in outcome.calls] == [
        ("f", {"q": 1}, 6, len(text), None, "hermes")
    ]
    assert [(m.start, m.end, m.format, m.error) for m in outcome.matches] == [
        (6, len(text), "hermes", None)
    ]
    assert outcome.matches is outcome.matches  # built once
    two = text + "\n" + text[6:]
    with pytest.raises(ToolCallError) as info:
        toolcalls.Parser().parse_tool_call(two)
    assert (info.value.code, info.value.position, info.value.format) == (
        "tool_call.multiple", len(text) + 1, "hermes"
    )


def test_traced_plugins_take_no_lane(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLCALLS_TRACE_PLUGINS", "1")
    import toolcalls_hermes

    registry = Registry.from_plugins([toolcalls_hermes])
    assert [fmt.lane for fmt in registry.formats] == [None]
    monkeypatch.delenv("TOOLCALLS_TRACE_PLUGINS")
    registry = Registry.from_plugins([toolcalls_hermes])
    assert [fmt.lane for fmt in registry.formats] == [(OPEN, CLOSE)]


@pytest.mark.parametrize(
    "lane",
    [("<x>",), ("<y>", "</y>"), ("<x>", ""), ("<x>", 3), ["<x>", "</x>"]],
)
def test_registry_rejects_a_malformed_tagged_json(lane: Any) -> None:
    class Plugin:
        @hookimpl
        def toolcalls_format(self) -> FormatSpec:
            return FormatSpec(id="x", tier=1, markers=("<x>",), tagged_json=lane)

        @hookimpl
        def toolcalls_detect(self, text: str, start: int) -> int:
            return -1

        @hookimpl
        def toolcalls_extract(self, text: str, start: int) -> toolcalls.Extraction:
            return toolcalls.Extraction([], len(text))

    with pytest.raises(PluginError, match="tagged_json must be"):
        Registry.from_plugins([Plugin()])


def test_payloads_are_json_for_the_lane() -> None:
    """The clean payloads above decode as JSON (the test data is what it says)."""
    assert json.loads(PAYLOADS[0]) == {"name": "f", "arguments": {"q": 1}}
