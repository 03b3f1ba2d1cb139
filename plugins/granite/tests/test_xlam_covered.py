"""Salesforce xLAM needs no format of its own: every xLAM output is parsed by an existing one.

xLAM writes a bare JSON array of ``{"name", "arguments"}`` calls (the ``json`` format, tier 2);
vLLM's xLAM parser also takes it fenced (``json``), after ``</think>`` (the engine's reasoning
rule, then ``json``), inside ``<tool_call>...</tool_call>`` (``hermes``) and after
``[TOOL_CALLS]`` (``mistral``). These tests pin which format parses each shape, with the calls,
the content and the reasoning, so that a change to any of those formats that breaks xLAM
output shows here. plugins/granite/README.md ("xLAM") has the notes. They need the formats
that cover xLAM; without them (this distribution installed alone) they are skipped.
"""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls
from toolcalls import Parser
from toolcalls.testing import conformance_outcome, conformance_records

pytest.importorskip("toolcalls_openai_json")
pytest.importorskip("toolcalls_hermes")
pytest.importorskip("toolcalls_mistral")

PARSER = Parser()
DALLAS = {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}
A = '[{"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX", "unit": ' \
    '"fahrenheit"}}]'
CALL = ("get_current_weather", DALLAS)

#: (id, text, calls, formats, content, reasoning)
COVERED: list[tuple[str, str, list[tuple[str, dict[str, Any]]], list[str], str, str | None]] = [
    ("bare array (the template's form)", A, [CALL], ["json"], "", None),
    ("two calls", '[{"name": "a", "arguments": {}}, {"name": "b", "arguments": {"x": 42}}]',
     [("a", {}), ("b", {"x": 42})], ["json", "json"], "", None),
    ("non-ASCII", '[{"name": "f", "arguments": {"city": "北京"}}]', [("f", {"city": "北京"})],
     ["json"], "", None),
    ("after a think block", "<think>I'll help you with that.</think>" + A, [CALL], ["json"], "",
     "I'll help you with that."),
    ("after a prefilled think", "I'll help you with that.</think>\n" + A, [CALL], ["json"], "",
     "I'll help you with that."),
    ("fenced json after prose", "I'll help you with that.\n```json\n" + A + "\n```", [CALL],
     ["json"], "I'll help you with that.", None),
    ("plain fence", "```\n" + A + "\n```", [CALL], ["json"], "", None),
    ("embedded in prose", "Sure: " + A + " done", [CALL], ["json"], "Sure:  done", None),
    ("[TOOL_CALLS] prefix", "I'll check the weather for you.[TOOL_CALLS]" + A, [CALL],
     ["mistral"], "I'll check the weather for you.", None),
    ("[TOOL_CALLS] then text", "[TOOL_CALLS]" + A + "\nDone.", [CALL], ["mistral"], "Done.",
     None),
    ("<tool_call> tags", "I'll help you check the weather.<tool_call>" + A + "</tool_call>",
     [CALL], ["hermes"], "I'll help you check the weather.", None),
    ("<tool_call> without closer", "<tool_call>" + A, [CALL], ["hermes"], "", None),
    ("xLAM-1 tool_calls object", '{"tool_calls": [{"name": "f", "arguments": {"a": 1}}]}',
     [("f", {"a": 1})], ["json"], "", None),
    ("no call", "This is a test", [], [], "This is a test", None),
    ("empty array is data", "[]", [], [], "[]", None),
    ("a non-call element makes the array data",
     '[{"name": "f", "arguments": {}}, {"foo": 1}]', [], [],
     '[{"name": "f", "arguments": {}}, {"foo": 1}]', None),
]


@pytest.mark.parametrize(("text", "calls", "formats", "content", "reasoning"),
                         [c[1:] for c in COVERED], ids=[c[0] for c in COVERED])
def test_xlam_output_is_covered(text: str, calls: list[tuple[str, dict[str, Any]]],
                                formats: list[str], content: str, reasoning: str | None) -> None:
    got = PARSER.parse_tool_calls(text, include_format=True)
    assert [(c["name"], c["arguments"]) for c in got] == calls
    assert [c["format"] for c in got] == formats
    result = PARSER.parse(text)
    assert (result.errors, result.content, result.reasoning) == ([], content, reasoning)


#: (id, text, code, position)
BROKEN = [
    ("bare array with a trailing comma",
     '[{"name": "f", "arguments": {"a": 1,}}]', "json.trailing_comma", 35),
    ("broken fenced block", 'Sure.\n```json\n[{"name": "f", "arguments": {]\n```',
     "json.unexpected_character", 43),
    ("arguments string that is not JSON", '[{"name": "f", "arguments": "not a dict"}]',
     "tool_call.invalid_arguments", 29),
    ("broken array in <tool_call>", '<tool_call>[{"name": "f", "arguments": {]</tool_call>',
     "json.unexpected_character", 40),
]


@pytest.mark.parametrize(("text", "code", "position"), [c[1:] for c in BROKEN],
                         ids=[c[0] for c in BROKEN])
def test_broken_xlam_output_is_an_error(text: str, code: str, position: int) -> None:
    with pytest.raises(toolcalls.ToolCallError) as info:
        PARSER.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == (code, position)


#: Records whose content differs from vLLM's, with the reason (the calls all agree).
CONTENT_EXCEPTIONS = {
    "vllm-xlam-003": "DESIGN 3c: a <think> block is reasoning, never content; vLLM's xLAM "
    "parser keeps '<think>...</think>' in content",
}

RECORDS = conformance_records(("xlam",), start=__file__)


@pytest.mark.skipif(not RECORDS, reason="the conformance corpus is not beside the checkout")
@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_xlam_records_with_every_format(record: dict[str, Any]) -> None:
    ok, got = conformance_outcome(record, PARSER)
    assert ok, f"{record['id']}: expected {record['calls']}, got {got}"
    if "content" not in record:
        return
    content = PARSER.parse(record["text"]).content
    expected = (record["content"] or "").strip()
    if record["id"] in CONTENT_EXCEPTIONS:
        assert content != expected, f"{record['id']} now agrees: drop it from the exceptions"
    else:
        assert content == expected, record["id"]


@pytest.mark.skipif(not RECORDS, reason="the conformance corpus is not beside the checkout")
def test_content_exceptions_name_records() -> None:
    assert set(CONTENT_EXCEPTIONS) <= {r["id"] for r in RECORDS}
