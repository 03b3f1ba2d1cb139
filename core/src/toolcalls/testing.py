"""Helpers for testing format plugins, first-party and third-party alike.

- :func:`check_extraction` asserts what the engine relies on from ``toolcalls_extract`` (the
  engine's own checker). Use it in a property test over random text; :func:`extract_alone`
  runs an installed format alone and checks its result.
- :func:`assert_round_trip` renders calls with a format and parses them back;
  :func:`assert_linear` checks that hostile inputs cost work linear in their size (function
  calls counted, not time).
- :func:`conformance_records` loads records of the shared conformance corpus
  (``peers.jsonl``) for some families, or ``[]`` when the corpus is not found, and
  :func:`conformance_outcome` runs one record through a parser.

The corpus is found through the ``TOOLCALLS_CONFORMANCE`` environment variable (a path to
``peers.jsonl``), else as ``shared/conformance/peers.jsonl`` beside any parent folder of the
caller's file (the layout of the toolcalls repository and its CI).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from toolcalls.engine import Parser
from toolcalls.engine import check_extraction as _engine_check
from toolcalls.errors import ToolCallError
from toolcalls.registry import Registry, default_registry
from toolcalls.toolkit.stops import Stops
from toolcalls.types import Extraction

__all__ = [
    "CORPUS_ENV",
    "assert_linear",
    "assert_round_trip",
    "check_extraction",
    "extract_alone",
    "work",
    "conformance_outcome",
    "conformance_records",
    "assert_single_broken_match",
    "assert_strict_error",
    "conformance_tests",
    "find_corpus",
]

CORPUS_ENV = "TOOLCALLS_CONFORMANCE"


def check_extraction(text: str, extraction: object) -> None:
    """Assert that ``extraction`` is a well-formed result of ``toolcalls_extract(text, ...)``.

    The checks are the engine's own (``toolcalls.engine.check_extraction``: types, spans inside
    the text, in order, not overlapping, calls inside their match, errors inside the text,
    partial matches at the end of the text), plus that every call has a name.
    """
    problem = _engine_check(extraction, len(text))
    assert problem is None, problem
    assert isinstance(extraction, Extraction)
    for match in extraction.matches:
        for call in match.calls:
            assert isinstance(call.name, str) and call.name
            assert match.start <= call.start <= call.end <= match.end, (
                f"call [{call.start}, {call.end}) outside its match [{match.start}, {match.end})"
            )


def extract_alone(format_id: str, text: str, start: int = 0,
                  registry: Registry | None = None) -> Extraction:
    """What the installed format ``format_id`` extracts from ``text`` when it is used alone
    (its own openers as the stops), as the engine calls it."""
    fmt = (registry or default_registry()).get(format_id)
    stops = Stops(text, fmt.markers if fmt.spec.anchored else ())
    extraction = fmt.extract(text, start, stops)
    check_extraction(text, extraction)
    return extraction


def assert_round_trip(
    format_id: str,
    calls: Sequence[Any],
    *,
    before: str = "",
    after: str = "",
    parser: Parser | None = None,
) -> str:
    """Assert that parsing what ``format_id`` renders for ``calls`` (with ``before`` and
    ``after`` prose around it) gives back the same names and arguments, types included, each
    from ``format_id``, with every installed format active (or ``parser``'s). Returns the
    text. ``calls`` are anything ``toolcalls.render`` takes."""
    from toolcalls.rendering import render  # noqa: PLC0415

    parser = parser if parser is not None else Parser()
    text = before + render(calls, format_id, registry=parser.registry) + after
    got = parser.parse_tool_calls(text, include_format=True)
    expected = [_plain(call) for call in calls]
    assert [(c["name"], c["arguments"]) for c in got] == expected, (text, got)
    assert _typed(got) == _typed([{"name": n, "arguments": a} for n, a in expected]), text
    assert {c["format"] for c in got} <= {format_id}, (text, got)
    return text


def _plain(call: Any) -> tuple[str, Any]:
    from toolcalls.rendering import as_call  # noqa: PLC0415

    checked = as_call(call)
    return checked.name, checked.arguments


def _typed(value: Any) -> Any:
    """``value`` with every scalar paired with its type, so that 1 and 1.0 and True differ."""
    if isinstance(value, dict):
        return {k: _typed(v) for k, v in value.items() if k != "format"}
    if isinstance(value, list):
        return [_typed(v) for v in value]
    return (type(value).__name__, value)


def work(function: Callable[[], object]) -> int:
    """The number of Python and C function calls ``function()`` makes: a deterministic measure
    of work (unlike time), used by :func:`assert_linear`."""
    count = 0

    def profile(frame: Any, event: str, arg: Any) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        function()
    finally:
        sys.setprofile(previous)
    return count


def assert_linear(
    format_id: str | None,
    piece: str,
    *,
    count: int = 2_000,
    growth: float = 5.0,
    parser: Parser | None = None,
) -> None:
    """Assert that parsing ``piece`` repeated ``4 * count`` times costs at most ``growth`` times
    the work of ``count`` repetitions (function calls counted, strict and lenient), with the
    format alone (``format_id``) or every installed format (None). Use it on the hostile
    inputs of a format: unclosed openers, openers without payloads, 50,000 markers."""
    parser = parser if parser is not None else Parser(
        formats=None if format_id is None else [format_id])

    def parse_both(text: str) -> None:
        with contextlib.suppress(ToolCallError):
            parser.parse_tool_calls(text)
        parser.parse(text)

    small = work(lambda: parse_both(piece * count))
    large = work(lambda: parse_both(piece * (4 * count)))
    assert large <= growth * max(small, 1), (
        f"{piece!r}: {4 * count} repetitions cost {large} calls, {large / max(small, 1):.1f}x "
        f"the {small} of {count}"
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
    families: Iterable[str] | None, *, start: str | os.PathLike[str] | None = None
) -> list[dict[str, Any]]:
    """Records of ``families`` (None: every record) from the corpus, in file order; ``[]``
    without a corpus."""
    corpus = find_corpus(start)
    if corpus is None:
        return []
    wanted = None if families is None else set(families)
    with corpus.open(encoding="utf-8") as lines:
        records = (json.loads(line) for line in lines if line.strip())
        return [record for record in records if wanted is None or record["family"] in wanted]


def conformance_outcome(
    record: dict[str, Any], parser: Parser | None = None, *, formats: Iterable[str] | None = None
) -> tuple[bool, list[dict[str, Any]] | ToolCallError]:
    """Run one record: ``(agrees with the peer, what toolcalls gave)``, with the record's
    ``tools`` passed when it has them (as the team's corpus check does).

    ``calls: null`` records agree whenever only a ToolCallError (or a result) comes back; a
    ``malformed`` record whose peer expects no call agrees with a ToolCallError (the fault is
    named instead of dropped); otherwise the calls must be equal, types included.
    """
    parser = parser if parser is not None else Parser()
    expected = record["calls"]
    got: list[dict[str, Any]] | ToolCallError
    try:
        got = parser.parse_tool_calls(record["text"], formats=formats, tools=record.get("tools"))
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
