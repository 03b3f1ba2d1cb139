"""toolcalls.testing: the helpers plugin authors use in their tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolcalls import Call, Extraction, Match, Parser, Registry, ToolCallError
from toolcalls.testing import (
    CORPUS_ENV,
    check_extraction,
    conformance_outcome,
    conformance_records,
    find_corpus,
)


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
