"""toolcalls.testing: the helpers plugin authors use in their tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from toolcalls import (
    Call,
    Extraction,
    FormatSpec,
    Match,
    Parser,
    Registry,
    ToolCallError,
    hookimpl,
)
from toolcalls.testing import (
    CORPUS_ENV,
    END,
    assert_calls_and_errors,
    assert_every_cut_unbroken,
    assert_found,
    assert_many_openers,
    assert_parses_to,
    assert_peer_case,
    check_extraction,
    conformance_outcome,
    conformance_records,
    find_corpus,
    identifiers,
    json_call_lists,
    python_call_lists,
)
from toolcalls.toolkit import scan_tagged, tagged_json


def test_check_extraction_accepts_a_well_formed_result() -> None:
    err = ToolCallError("json.x", "m", 3, text="abcdef")
    check_extraction(
        "abcdef", Extraction([Match(0, 2, [Call("f", {}, 0, 2)]), Match(2, 6, [], err)], 6)
    )


# Engine v2: the helper is the engine's own checker, with the engine's messages.
@pytest.mark.parametrize(
    ("extraction", "message"),
    [
        ("nope", "returned str, not Extraction"),
        (Extraction([Match(3, 9, [Call("f", {}, 3, 9)])], 6), "not inside the text"),
        (
            Extraction([Match(3, 4, [Call("f", {}, 3, 4)]), Match(1, 2, [Call("f", {}, 1, 2)])], 6),
            "starts before the previous match ends",
        ),
        (Extraction([Match(0, 1)], 6), "neither calls nor an error"),
        (Extraction([Match(0, 1, [], ToolCallError("json.x", "m", 99))], 6), "error position 99"),
    ],
)
def test_check_extraction_rejects_what_the_engine_cannot_use(
    extraction: object, message: str
) -> None:
    with pytest.raises(AssertionError, match=message):
        check_extraction("abcdef", extraction)


def test_corpus_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = tmp_path / "peers.jsonl"
    records = [
        {
            "id": "a",
            "family": "x",
            "text": "f(q=1)",
            "calls": [{"name": "f", "arguments": {"q": 1}}],
        },
        {"id": "b", "family": "y", "text": "f(q=", "calls": [], "malformed": True},
        {"id": "c", "family": "x", "text": "g(q=1)", "calls": []},
    ]
    corpus.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    monkeypatch.setenv(CORPUS_ENV, str(corpus))
    assert find_corpus() == corpus
    assert [r["id"] for r in conformance_records(["x"])] == ["a", "c"]
    assert conformance_outcome(records[0])[0] is True
    ok, got = conformance_outcome(records[1])
    assert ok is True and isinstance(got, ToolCallError)
    assert conformance_outcome(records[2])[0] is False
    empty = Parser(Registry.from_plugins([]))
    with pytest.raises(Exception, match="no toolcalls format"):
        conformance_outcome(records[0], empty)


def test_no_corpus_means_no_records(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CORPUS_ENV, str(tmp_path / "missing.jsonl"))
    assert find_corpus() is None
    assert conformance_records(["hermes"]) == []


# --- the table helpers, on an in-test format: <t>{json}</t> --------------------------------


class _Tagged:
    @hookimpl
    def toolcalls_format(self) -> FormatSpec:
        return FormatSpec("t", 1, ("<t>",), anchored=True)

    @hookimpl
    def toolcalls_extract(self, text: str, start: int) -> Extraction:
        return scan_tagged(text, start, "<t>", "</t>", tagged_json, format="t")


T = Parser(Registry.from_plugins([("t", _Tagged())]))
GOOD = '<t>{"name": "f", "arguments": {"a": 1}}</t>'
BROKEN = '<t>{"name": "g", "arguments": {"a": 1,}}</t>'


def test_assert_found_and_assert_parses_to_accept_the_right_row() -> None:
    text = "x " + GOOD
    assert_found(T, text, [("f", {"a": 1}, 2, END)], [(2, END)])
    assert_parses_to(T, text, [{"name": "f", "arguments": {"a": 1}}], [(2, len(text))], "x")


@pytest.mark.parametrize(
    "check",
    [
        lambda: assert_found(T, GOOD, [("f", {"a": 2}, 0, END)], [(0, END)]),
        lambda: assert_found(T, GOOD, [("f", {"a": 1}, 0, END)], [(1, END)]),
        lambda: assert_parses_to(T, GOOD, [], [(0, len(GOOD))], ""),
        lambda: assert_parses_to(T, GOOD, [{"name": "f", "arguments": {"a": 1}}], [], ""),
        lambda: assert_parses_to(T, "y" + GOOD, [{"name": "f", "arguments": {"a": 1}}],
                                 [(1, 1 + len(GOOD))], ""),
        lambda: assert_calls_and_errors(T, BROKEN + GOOD, ["f"], []),
        lambda: assert_calls_and_errors(T, BROKEN + GOOD, [], ["json.trailing_comma"]),
        lambda: assert_calls_and_errors(T, GOOD),
        lambda: assert_many_openers(T, "<t>", "json.unexpected_end", count=50),
        lambda: assert_every_cut_unbroken(T, BROKEN, 3, ("g",)),
        lambda: assert_every_cut_unbroken(T, "x" + GOOD, 0, ("f",)),
        lambda: assert_every_cut_unbroken(T, "x" + GOOD, 1, ("f",), undecided=lambda p: True),
        lambda: assert_every_cut_unbroken(T, GOOD, 3, ("g",)),
        lambda: assert_peer_case(GOOD, None, "t", [{"name": "f", "arguments": {"a": 2}}],
                                 parser=T),
        lambda: assert_peer_case("x " + GOOD, None, "t", [{"name": "f", "arguments": {"a": 1}}],
                                 "y", parser=T),
        lambda: assert_peer_case(BROKEN + GOOD, None, "t", [{"name": "f", "arguments": {"a": 1}}],
                                 parser=T),
        lambda: assert_peer_case(GOOD, None, "t", "error", parser=T),
    ],
)
def test_the_table_helpers_fail_on_a_wrong_row(check: Any) -> None:
    with pytest.raises(AssertionError):
        check()


def test_assert_peer_case_accepts_the_truth() -> None:
    assert_peer_case("x " + GOOD, None, "t", [{"name": "f", "arguments": {"a": 1}}], "x",
                     source="a peer's test", parser=T)
    assert_peer_case(BROKEN, None, "t", "error", parser=T)
    # with tools: a call to a tool not offered is rejected
    assert_peer_case(GOOD, [{"name": "g", "parameters": {}}], "t", "error", parser=T)


def test_calls_and_errors_many_openers_and_unbroken_cuts_accept_the_truth() -> None:
    result = assert_calls_and_errors(T, BROKEN + GOOD, ["f"], ["json.trailing_comma"])
    assert len(result.calls) == 1
    assert_calls_and_errors(T, "no call <t here")
    assert_many_openers(T, "<t>", count=50)
    assert_every_cut_unbroken(T, GOOD, 3, ("f",))
    runs = assert_every_cut_unbroken(T, "x" + GOOD, 1, ("f",), undecided=lambda p: "<t>" not in p,
                                     held=3)
    assert [piece for piece, _ in runs][-1] == "x" + GOOD


def test_call_list_strategies_draw_what_they_say() -> None:
    hypothesis = pytest.importorskip("hypothesis")
    from hypothesis import strategies as st

    @hypothesis.settings(max_examples=50, deadline=None)
    @hypothesis.given(python_call_lists(["<t>"]), identifiers(),
                      json_call_lists(names=st.just("f"), strings=st.sampled_from(["k", "<t>"])))
    def check(pythonic: list[dict[str, Any]], ident: str, small: list[dict[str, Any]]) -> None:
        assert 1 <= len(pythonic) <= 3 and all(len(c["arguments"]) <= 3 for c in pythonic)
        assert ident.isidentifier() and ident.isascii() and 1 <= len(ident) <= 7
        assert {c["name"] for c in small} == {"f"}
        assert all(set(c["arguments"]) <= {"k", "<t>"} for c in small)

    check()
