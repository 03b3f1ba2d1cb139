"""``toolcalls.compat.nemo``: NeMo AutoModel's evaluation parser API, backed by toolcalls.

The NeMo records of the conformance corpus (``source`` NVIDIA-NeMo/Automodel, taken from
NeMo's own ``tests/unit_tests/eval/test_tool_call_parser.py``) are run through
``nemo.parse_tool_calls``; where toolcalls finds a call NeMo misses, the record id is in
``NEMO_MISSES`` (docs/metrics.md lists the same ids) and the test asserts that the outcome
really differs. The metric tests restate the behaviours NeMo's unit tests pin down.
"""

from __future__ import annotations

import dataclasses
import doctest
from typing import Any

import pytest
import toolcalls_hermes

from toolcalls import Extraction, FormatSpec, Parser, Registry, hookimpl
from toolcalls.compat import nemo
from toolcalls.compat.nemo import ParsedToolCall, compute_sample_metrics, parse_tool_calls
from toolcalls.metrics import NEMO_KEYS
from toolcalls.testing import conformance_records, find_corpus

CORPUS = find_corpus(__file__)
NEMO_SOURCE = "NVIDIA-NeMo/Automodel"
RECORDS = [
    record
    for record in conformance_records(
        ("hermes", "mistral", "llama_python_tag", "harmony", "openai_json", "auto"), start=__file__
    )
    if record["source"].startswith(NEMO_SOURCE)
]
needs_corpus = pytest.mark.skipif(CORPUS is None, reason="the conformance corpus is not found")

#: record id -> the call toolcalls finds where NeMo's test expects none (docs/metrics.md).
NEMO_MISSES: dict[str, str] = {
    "nemo-harmony-006": "a final-channel message to functions.f is a call (calls on any channel)",
    "nemo-harmony-007": "the same with the recipient in the role header",
    "nemo-harmony-008": "a message to browser.search is a call named browser.search",
    "nemo-harmony-010": "a commentary header to functions.get_weather with no message is a "
    "broken call (tool_call.unrecognized), returned as arguments_valid_json=False",
}


def _plain(calls: list[ParsedToolCall]) -> list[tuple[str | None, dict[str, Any], bool]]:
    return [(c.name, c.arguments, c.arguments_valid_json) for c in calls]


@needs_corpus
def test_the_corpus_has_the_nemo_records() -> None:
    assert len(RECORDS) == 27
    ids = {record["id"] for record in RECORDS}
    assert set(NEMO_MISSES) <= ids


@needs_corpus
@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_agrees_with_nemo_unit_tests(record: dict[str, Any]) -> None:
    text = record["text"]
    got = parse_tool_calls(text)
    for call in got:
        assert isinstance(call, ParsedToolCall)
        assert call.raw and call.raw in text
    expected = record["calls"]
    if record["id"] in NEMO_MISSES:
        assert expected == []
        assert len(got) == 1, got
        return
    if expected is None:
        # nemo-hermes-004: NeMo records one call with no name and invalid arguments.
        assert record["malformed"]
        assert _plain(got) == [(None, {}, False)]
        assert got[0].raw == text
        return
    assert _plain(got) == [(c["name"], c["arguments"], True) for c in expected]


def test_module_examples() -> None:
    assert doctest.testmod(nemo).failed == 0


def test_fields_and_types_are_nemos() -> None:
    fields = [(f.name, f.type) for f in dataclasses.fields(ParsedToolCall)]
    assert fields == [
        ("name", "str | None"),
        ("arguments", "dict[str, Any]"),
        ("arguments_valid_json", "bool"),
        ("raw", "str"),
    ]
    call = ParsedToolCall("f", {"a": 1}, True, "f(a=1)")
    assert call == ParsedToolCall(
        name="f", arguments={"a": 1}, arguments_valid_json=True, raw="f(a=1)"
    )
    call.name = "g"  # a plain (mutable) dataclass, as NeMo's
    assert call.name == "g"


def test_raw_is_the_text_of_each_call() -> None:
    first = '<tool_call>{"name": "a", "arguments": {}}</tool_call>'
    second = '<tool_call>{"name": "b", "arguments": {"x": 1}}</tool_call>'
    calls = parse_tool_calls(f"Sure. {first}\n{second} Done.")
    assert [c.raw for c in calls] == [first, second]
    array = '[TOOL_CALLS][{"name": "a", "arguments": {"k": 1}}, {"name": "b", "arguments": {}}]'
    calls = parse_tool_calls(array)
    assert [c.raw for c in calls] == [
        '{"name": "a", "arguments": {"k": 1}}',
        '{"name": "b", "arguments": {}}',
    ]


@pytest.mark.parametrize(
    ("text", "name", "raw"),
    [
        # Malformed JSON inside a known wrapper: the name is read from the broken markup.
        (
            'x <tool_call>{"name": "get_weather", "arguments": {"city": "Paris",}}</tool_call>',
            "get_weather",
            '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris",}}</tool_call>',
        ),
        # An arguments string that is not JSON: NeMo's "name known, arguments invalid".
        (
            '<tool_call>{"name": "calc", "arguments": "{a: 1}"}</tool_call>',
            "calc",
            '<tool_call>{"name": "calc", "arguments": "{a: 1}"}</tool_call>',
        ),
        # A name with an escape is decoded as JSON.
        (
            '<tool_call>{"name": "a\\u002db", "arguments": [1]}</tool_call>',
            "a-b",
            '<tool_call>{"name": "a\\u002db", "arguments": [1]}</tool_call>',
        ),
        # Harmony: the recipient names the call, as in NeMo's parser.
        (
            '<|channel|>commentary to=functions.lookup <|message|>{"city": Paris}<|call|>',
            "lookup",
            '<|channel|>commentary to=functions.lookup <|message|>{"city": Paris}<|call|>',
        ),
        # No name to be read.
        ("<tool_call>{not json}</tool_call>", None, "<tool_call>{not json}</tool_call>"),
        (
            '<tool_call>{"name": "", "arguments": {,}}</tool_call>',
            None,
            '<tool_call>{"name": "", "arguments": {,}}</tool_call>',
        ),
    ],
)
def test_a_broken_call_keeps_its_name_and_is_invalid(text: str, name: str | None, raw: str) -> None:
    assert parse_tool_calls(text) == [ParsedToolCall(name, {}, False, raw)]


def test_broken_and_good_calls_stay_in_text_order() -> None:
    good = '<tool_call>{"name": "a", "arguments": {"x": 1}}</tool_call>'
    bad = '<tool_call>{"name": "b", "arguments": {"x": 1,}}</tool_call>'
    calls = parse_tool_calls(f"{bad}\n{good}")
    assert _plain(calls) == [("b", {}, False), ("a", {"x": 1}, True)]


def test_a_partial_name_from_the_engine_wins() -> None:
    @dataclasses.dataclass
    class Partial:
        name: str

    @dataclasses.dataclass
    class FakeMatch:
        start: int
        end: int
        partial: Partial

    text = '<tool_call>{"name": "from_text", "arguments": {,}}</tool_call>'
    match: Any = FakeMatch(0, len(text), Partial("from_engine"))
    assert nemo._broken_name(text, match) == "from_engine"


@pytest.mark.parametrize("text", ["", None, 42, b"<tool_call>", "just prose (with parens)"])
def test_no_call_is_an_empty_list(text: Any) -> None:
    assert parse_tool_calls(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "<tool_call>" * 2000,
        "[TOOL_CALLS] " + "[{" * 3000,
        '{"name": ' * 2000,
        "f(q=" * 2000,
        "<|channel|>commentary to=functions." + "a" * 20000,
        "\x00\ud800<tool_call>\ufffd",
    ],
)
def test_never_raises_on_hostile_text(text: str) -> None:
    calls = parse_tool_calls(text)
    assert all(not c.arguments_valid_json and c.arguments == {} for c in calls)


class _Faulty:
    @hookimpl
    def toolcalls_format(self) -> FormatSpec:
        return FormatSpec(id="faulty", tier=1, markers=("BAD",))

    @hookimpl
    def toolcalls_detect(self, text: str, start: int) -> int:
        return text.find("BAD", start)

    @hookimpl
    def toolcalls_extract(self, text: str, start: int) -> Extraction:
        raise RuntimeError("plugin bug")


def test_a_plugin_fault_is_not_a_call(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    plugins = [("toolcalls_hermes", toolcalls_hermes), ("faulty", _Faulty())]
    registry = Registry.from_plugins(plugins)
    monkeypatch.setattr(nemo, "_parser", Parser(registry))
    text = '<tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call> BAD'
    assert _plain(parse_tool_calls(text)) == [("f", {"a": 1}, True)]
    assert "plugin bug" in caplog.text


# --------------------------------------------------------------------------- metrics


def _call(name: str | None, args: dict[str, Any], valid: bool = True) -> ParsedToolCall:
    return ParsedToolCall(name, args, valid, "")


def test_metrics_have_exactly_nemos_keys_in_order() -> None:
    m = compute_sample_metrics([_call("f", {"a": 1})], [{"name": "f", "arguments": {"a": 1}}])
    assert list(m) == list(NEMO_KEYS)
    assert m == dict.fromkeys(NEMO_KEYS, 1.0)
    # No gold call: all six are zero whatever was predicted (and no extra key appears).
    assert compute_sample_metrics([_call("f", {})], []) == dict.fromkeys(NEMO_KEYS, 0.0)


@pytest.mark.parametrize(
    ("pred", "gold", "expected"),
    [
        # The wrong name does not spoil the arguments.
        (
            [_call("g", {"a": 1})],
            [{"name": "f", "arguments": {"a": 1}}],
            {"name_correct": 0.0, "args_exact_match": 1.0, "args_field_recall": 1.0},
        ),
        # Half the keys right each way.
        (
            [_call("f", {"a": 1, "x": 9})],
            [{"name": "f", "arguments": {"a": 1, "b": 2}}],
            {"args_field_recall": 0.5, "args_field_precision": 0.5, "args_exact_match": 0.0},
        ),
        # A broken call has a call, but no valid arguments and no keys.
        (
            [_call(None, {}, valid=False)],
            [{"name": "f", "arguments": {"a": 1}}],
            {"has_call": 1.0, "args_json_valid": 0.0, "args_field_recall": 0.0},
        ),
        # No prediction.
        (
            [],
            [{"name": "f", "arguments": {"a": 1}}],
            {"has_call": 0.0, "name_correct": 0.0, "args_field_recall": 0.0},
        ),
        # Empty arguments on both sides.
        (
            [_call("f", {})],
            [{"name": "f", "arguments": {}}],
            {"args_exact_match": 1.0, "args_field_recall": 1.0, "args_field_precision": 1.0},
        ),
        # Gold arguments as a JSON string.
        (
            [_call("f", {"a": 1})],
            [{"name": "f", "arguments": '{"a": 1}'}],
            {"args_exact_match": 1.0},
        ),
        # Parallel calls: all right; the second missing; extras ignored; first wrong.
        (
            [_call("a", {"x": 1}), _call("b", {"y": 2})],
            [{"name": "a", "arguments": {"x": 1}}, {"name": "b", "arguments": {"y": 2}}],
            {"has_call": 1.0, "name_correct": 1.0, "args_exact_match": 1.0},
        ),
        (
            [_call("a", {"x": 1})],
            [{"name": "a", "arguments": {"x": 1}}, {"name": "b", "arguments": {"y": 2}}],
            {"has_call": 0.5, "name_correct": 0.5, "args_exact_match": 0.5},
        ),
        (
            [_call("a", {"x": 1}), _call("b", {"y": 2}), _call("c", {})],
            [{"name": "a", "arguments": {"x": 1}}],
            {"name_correct": 1.0, "args_exact_match": 1.0},
        ),
        (
            [_call("wrong", {}), _call("b", {"y": 2})],
            [{"name": "a", "arguments": {"x": 1}}, {"name": "b", "arguments": {"y": 2}}],
            {"name_correct": 0.5, "args_exact_match": 0.5},
        ),
    ],
)
def test_metrics_follow_nemo(
    pred: list[ParsedToolCall], gold: list[dict[str, Any]], expected: dict[str, float]
) -> None:
    m = compute_sample_metrics(pred, gold)
    assert {key: m[key] for key in expected} == expected


def test_parse_then_score_end_to_end() -> None:
    text = (
        '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>\n'
        '<tool_call>{"name": "get_time", "arguments": {"tz": "CET",}}</tool_call>'
    )
    gold = [
        {"name": "get_weather", "arguments": {"city": "Paris"}},
        {"name": "get_time", "arguments": {"tz": "CET"}},
    ]
    m = compute_sample_metrics(parse_tool_calls(text), gold)
    # The broken second call: has a call and the right name, but no valid arguments.
    assert m == {
        "has_call": 1.0,
        "name_correct": 1.0,
        "args_json_valid": 0.5,
        "args_field_recall": 0.5,
        "args_field_precision": 0.5,
        "args_exact_match": 0.5,
    }


def test_numeric_tolerance_is_nemos_equality() -> None:
    pred = [_call("f", {"n": 1.0})]
    gold = [{"name": "f", "arguments": {"n": 1}}]
    assert compute_sample_metrics(pred, gold)["args_exact_match"] == 0.0
    assert compute_sample_metrics(pred, gold, numeric_tolerance=True)["args_exact_match"] == 1.0
