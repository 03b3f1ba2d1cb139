"""Helpers for testing format plugins, first-party and third-party alike.

- :func:`check_extraction` asserts what the engine relies on from ``toolcalls_extract``: the
  right types, spans inside the text, in order and not overlapping, error positions inside the
  text. Use it in a property test over random text.
- :func:`conformance_records` loads records of the shared conformance corpus
  (``peers.jsonl``) for some families, or ``[]`` when the corpus is not found, and
  :func:`conformance_outcome` runs one record through a parser.

The corpus is found through the ``TOOLCALLS_CONFORMANCE`` environment variable (a path to
``peers.jsonl``), else as ``shared/conformance/peers.jsonl`` beside any parent folder of the
caller's file (the layout of the toolcalls repository and its CI).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from toolcalls.engine import Parser
from toolcalls.errors import ToolCallError
from toolcalls.types import Call, Extraction, Match

__all__ = [
    "CORPUS_ENV",
    "check_extraction",
    "conformance_outcome",
    "conformance_records",
    "assert_single_broken_match",
    "assert_strict_error",
    "conformance_tests",
    "find_corpus",
]

CORPUS_ENV = "TOOLCALLS_CONFORMANCE"


def check_extraction(text: str, extraction: object) -> None:
    """Assert that ``extraction`` is a well-formed result of ``toolcalls_extract(text, start)``."""
    assert isinstance(extraction, Extraction), f"not an Extraction: {extraction!r}"
    assert 0 <= extraction.stop <= len(text), f"stop {extraction.stop} outside the text"
    last = 0
    for match in extraction.matches:
        assert isinstance(match, Match), f"not a Match: {match!r}"
        assert last <= match.start <= match.end <= len(text), (
            f"match [{match.start}, {match.end}) out of order or outside [0, {len(text)}]"
        )
        last = match.end
        if match.error is not None:
            assert isinstance(match.error, ToolCallError)
            assert not match.calls, "a broken match holds calls"
            position = match.error.position
            assert position is None or 0 <= position <= len(text), f"error at {position}"
            continue
        assert match.calls, "a match holds neither calls nor an error"
        for call in match.calls:
            assert isinstance(call, Call)
            assert isinstance(call.name, str) and call.name
            assert isinstance(call.arguments, dict)
            assert match.start <= call.start <= call.end <= match.end, (
                f"call [{call.start}, {call.end}) outside its match [{match.start}, {match.end})"
            )


def find_corpus(start: str | os.PathLike[str] | None = None) -> Path | None:
    """The conformance corpus file, or None when it is not to be found."""
    override = os.environ.get(CORPUS_ENV)
    if override:
        path = Path(override)
        return path if path.is_file() else None
    here = Path(start if start is not None else Path.cwd()).resolve()
    for folder in (here, *here.parents):
        candidate = folder / "shared" / "conformance" / "peers.jsonl"
        if candidate.is_file():
            return candidate
    return None


def conformance_records(
    families: Iterable[str], *, start: str | os.PathLike[str] | None = None
) -> list[dict[str, Any]]:
    """Records of ``families`` from the corpus, in file order; ``[]`` without a corpus."""
    corpus = find_corpus(start)
    if corpus is None:
        return []
    wanted = set(families)
    with corpus.open(encoding="utf-8") as lines:
        records = (json.loads(line) for line in lines if line.strip())
        return [record for record in records if record["family"] in wanted]


def conformance_outcome(
    record: dict[str, Any], parser: Parser | None = None, *, formats: Iterable[str] | None = None
) -> tuple[bool, list[dict[str, Any]] | ToolCallError]:
    """Run one record: ``(agrees with the peer, what toolcalls gave)``.

    ``calls: null`` records agree whenever only a ToolCallError (or a result) comes back; a
    ``malformed`` record whose peer expects no call agrees with a ToolCallError (the fault is
    named instead of dropped); otherwise the calls must be equal, types included.
    """
    parser = parser if parser is not None else Parser()
    expected = record["calls"]
    got: list[dict[str, Any]] | ToolCallError
    try:
        got = parser.parse_tool_calls(record["text"], formats=formats)
    except ToolCallError as exc:
        got = exc
    if expected is None:
        return True, got
    if isinstance(got, ToolCallError):
        return bool(record.get("malformed")) and expected == [], got
    return got == expected, got


def conformance_tests(
    families: Iterable[str],
    format_id: str,
    exceptions: dict[str, str],
    *,
    start: str | os.PathLike[str],
) -> tuple[Callable[..., None], Callable[[], None]]:
    """The two conformance tests of a plugin's test module, as every first-party plugin has them.

    Use in a test module (pytest must be installed)::

        test_conformance, test_exceptions_name_corpus_records = conformance_tests(
            ("hermes",), "hermes", EXCEPTIONS, start=__file__)

    The first runs each record of ``families`` with the format alone and asserts that it agrees
    with the peer, except for the ``exceptions`` (record id -> reason), which must really
    differ; the second asserts that every exception names a record. Both skip when the corpus is
    not found.
    """
    import pytest  # noqa: PLC0415 - a test helper; pytest is not a run-time dependency

    records = conformance_records(families, start=start)
    absent = pytest.mark.skipif(
        not records, reason="the conformance corpus is not beside the checkout"
    )

    @absent
    @pytest.mark.parametrize("record", records, ids=[r["id"] for r in records])
    def test_conformance(record: dict[str, Any]) -> None:
        ok, got = conformance_outcome(record, formats=[format_id])
        if record["id"] in exceptions:
            assert not ok, f"{record['id']} now agrees with the peer: drop it from EXCEPTIONS"
        else:
            assert ok, f"{record['id']}: expected {record['calls']}, got {got}"

    @absent
    def test_exceptions_name_corpus_records() -> None:
        assert set(exceptions) <= {r["id"] for r in records}

    return test_conformance, test_exceptions_name_corpus_records


def assert_strict_error(
    text: str, format_id: str, code: str, position: int, line: int, column: int
) -> ToolCallError:
    """Assert that strict parsing with ``format_id`` alone raises ``code`` at that place.

    Returns the error, for further checks.
    """
    try:
        Parser(formats=[format_id]).parse_tool_calls(text)
    except ToolCallError as err:
        got = (err.code, err.position, err.line, err.column, err.format)
        assert got == (code, position, line, column, format_id), got
        return err
    raise AssertionError(f"no ToolCallError for {text!r}")


def assert_single_broken_match(
    text: str,
    format_id: str,
    code: str,
    position: int,
    line: int,
    column: int,
    *,
    end: int,
    incomplete: bool,
) -> None:
    """Assert that ``format_id`` alone finds one broken match: its error, end and flag."""
    matches = Parser(formats=[format_id]).run(text).matches
    assert len(matches) == 1, matches
    match = matches[0]
    assert match.error is not None, match
    assert_strict_error(text, format_id, code, position, line, column)
    assert (match.end, match.incomplete) == (end, incomplete)
