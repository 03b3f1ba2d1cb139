"""Helpers for testing format plugins, first-party and third-party alike.

- :func:`check_extraction` asserts what the engine relies on from ``toolcalls_extract`` (the
  engine's own checker). Use it in a property test over random text; :func:`extract_alone`
  runs an installed format alone and checks its result.
- :func:`assert_round_trip` renders calls with a format and parses them back;
  :func:`assert_linear` checks that hostile inputs cost work linear in their size (function
  calls counted, not time).
- :func:`assert_discovered` checks that a format's entry point is found, with its tier,
  markers and distribution.
- :func:`found` lists what a parser finds (calls and match spans) for a table of valid cases,
  :func:`assert_found` and :func:`assert_parses_to` check one row of such a table, and
  :func:`assert_calls_and_errors` checks the names and error codes of a text (prose, a broken
  call beside a good one); :func:`assert_every_cut` and :func:`assert_every_cut_unbroken` run
  every prefix of a call (what a stream sees), :func:`assert_many_openers` parses a wall of
  openers and :func:`assert_control_tokens_dropped` checks that a template's special tokens
  never reach the content.
- :func:`json_call_lists` and :func:`python_call_lists` are hypothesis strategies of call
  lists for round trips; :func:`identifiers` one of ASCII identifiers.
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
import string
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from toolcalls.engine import Parser
from toolcalls.engine import check_extraction as _engine_check
from toolcalls.errors import ToolCallError
from toolcalls.registry import LoadedFormat, Registry, default_registry
from toolcalls.toolkit.json import same_json
from toolcalls.toolkit.stops import Stops
from toolcalls.types import Extraction, ParseResult

__all__ = [
    "CORPUS_ENV",
    "END",
    "assert_calls_and_errors",
    "assert_control_tokens_dropped",
    "assert_discovered",
    "assert_every_cut",
    "assert_every_cut_unbroken",
    "assert_found",
    "assert_many_openers",
    "assert_parses_to",
    "assert_peer_case",
    "found",
    "identifiers",
    "json_call_lists",
    "python_call_lists",
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
    "same_json",
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


def assert_discovered(
    format_id: str,
    *,
    tier: int,
    markers: tuple[str, ...],
    anchored: bool,
    distribution: str,
    plugin: str | None = None,
) -> LoadedFormat:
    """Assert that the installed entry points (none blocked) give ``format_id`` with this
    ``tier``, ``markers``, anchoring and ``distribution`` (and entry-point name ``plugin``, where
    given). Returns the loaded format, for the checks a format adds."""
    fmt = Registry.from_entry_points(blocked=()).get(format_id)
    got = (fmt.tier, fmt.markers, fmt.spec.anchored, fmt.distribution)
    assert got == (tier, markers, anchored, distribution), got
    if plugin is not None:
        assert fmt.plugin == plugin, fmt.plugin
    return fmt


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
    of work (unlike time), used by :func:`assert_linear`.

    Compiled code shows a profiler none of its calls: with the compiled core running this
    raises ``RuntimeError`` (set ``TOOLCALLS_PURE=1`` to count the same code interpreted)
    rather than count nearly nothing."""
    from toolcalls import _native  # noqa: PLC0415

    if _native.active():
        raise RuntimeError("toolcalls.testing.work counts the calls a profiler sees, and the "
                           "compiled core shows none: run with TOOLCALLS_PURE=1")
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


#: In the tables of :func:`found`: an end at the end of the text.
END = -1


def found(
    parser: Parser, text: str, *, positions: bool = True
) -> tuple[list[tuple[Any, ...]], list[tuple[int, int]]]:
    """What ``parser`` finds in ``text``: the calls as ``(name, arguments, start, end)`` (or
    ``(name, arguments)`` without ``positions``) and the matches as ``(start, end)``, an end at
    ``len(text)`` written :data:`END`, so a table of valid cases reads::

        ("one call", T + CALL + TC, [("f", {"a": 1}, 0, END)], [(0, END)]),
        ...
        assert found(PARSER, text) == (calls, spans)
    """
    outcome = parser.run(text)
    n = len(text)

    def end(at: int) -> int:
        return END if at == n else at

    calls = [(c.name, c.arguments, c.start, end(c.end)) if positions else (c.name, c.arguments)
             for c in outcome.calls]
    return calls, [(m.start, end(m.end)) for m in outcome.matches]


def assert_found(
    parser: Parser, text: str, calls: list[tuple[Any, ...]], spans: list[tuple[int, int]]
) -> None:
    """Assert one row of a table of valid cases: :func:`found` gives ``calls`` (as
    ``(name, arguments, start, end)``) and ``spans``, an end at the end of the text written
    :data:`END`, and strict parsing gives the same names and arguments."""
    assert found(parser, text) == (calls, spans)
    assert parser.parse_tool_calls(text) == [
        {"name": name, "arguments": arguments} for name, arguments, _, _ in calls]


def assert_parses_to(
    parser: Parser,
    text: str,
    calls: list[dict[str, Any]],
    spans: list[tuple[int, int]],
    content: str,
) -> None:
    """Assert one row of a table of valid cases: strict parsing gives ``calls`` (``{"name",
    "arguments"}`` dicts), the matches span ``spans`` (``(start, end)``, ends as offsets) and
    lenient parsing leaves ``content``."""
    assert parser.parse_tool_calls(text) == calls
    assert [(m.start, m.end) for m in parser.run(text).matches] == spans
    assert parser.parse(text).content == content


def assert_peer_case(
    text: str,
    tools: Sequence[Any] | None,
    format_id: str,
    expected: list[dict[str, Any]] | str,
    content: str | None = None,
    *,
    reasoning: str | None = None,
    reasoning_started: bool | None = None,
    collapse: bool = False,
    source: str = "",
    parser: Parser | None = None,
) -> None:
    """Assert one row of a table taken from another project's tests: ``text`` parsed with
    ``tools`` (and ``reasoning_started``), with every installed format and with ``format_id``
    alone, gives the calls ``expected`` (``{"name", "arguments"}`` dicts) and no error, the
    content ``content`` and the reasoning ``reasoning`` when given (``collapse``: both compared
    with whitespace runs collapsed and the ends stripped, as llama.cpp compares them);
    ``expected="error"`` says the output is rejected: lenient parsing reports an error (it may
    keep a call whose value failed its cast) and strict parsing raises. ``source`` (the test
    the row comes from) is shown when the row fails; ``parser`` defaults to every installed
    format."""
    parser = parser if parser is not None else Parser()

    def shown(value: str | None) -> str | None:
        return " ".join((value or "").split()) if collapse else value

    for formats in (None, [format_id]):
        where = (source, formats)
        result = parser.parse(text, tools=tools, formats=formats,
                              reasoning_started=reasoning_started)
        if expected == "error":
            assert result.errors, where
            try:
                parser.parse_tool_calls(text, tools=tools, formats=formats,
                                        reasoning_started=reasoning_started)
            except ToolCallError:
                continue
            raise AssertionError(f"strict parsing did not raise: {where}")
        calls = [{"name": c.name, "arguments": c.arguments} for c in result.calls]
        assert (calls, result.errors) == (expected, []), where
        assert parser.parse_tool_calls(text, tools=tools, formats=formats,
                                       reasoning_started=reasoning_started) == expected, where
        if content is not None:
            assert shown(result.content) == shown(content), where
        if reasoning is not None:
            assert shown(result.reasoning) == shown(reasoning), where


def assert_calls_and_errors(
    parser: Parser, text: str, names: Sequence[str] = (), codes: Sequence[str] = ()
) -> ParseResult:
    """Assert that lenient parsing of ``text`` gives calls named ``names`` and errors with the
    codes ``codes``, each in text order: ``assert_calls_and_errors(parser, prose)`` says prose
    is neither a call nor an error; ``(parser, broken + good, ["f"], ["json.trailing_comma"])``
    says a broken call does not hide the next one. Returns the result."""
    result = parser.parse(text)
    assert [c.name for c in result.calls] == list(names), result.calls
    assert [e.code for e in result.errors] == list(codes), result.errors
    return result


def assert_every_cut(
    parser: Parser, text: str, start: int, names: Iterable[str], *, decided: bool = True
) -> list[tuple[str, Any]]:
    """Run ``parser`` on every prefix ``text[:cut]`` for ``cut`` from ``start`` to
    ``len(text)`` (what a stream sees, token after token) and assert that each gives a call or
    an error (with ``decided``: pass False where a prefix may be undecided) and that every
    partial match that knows its name has one of ``names``. Returns the ``(piece, outcome)``
    pairs (``outcome`` is ``parser.run(piece)``) for the checks a format adds."""
    allowed = set(names)
    runs = []
    for cut in range(start, len(text) + 1):
        piece = text[:cut]
        outcome = parser.run(piece)
        if decided:
            assert outcome.calls or outcome.errors, repr(piece)
        for match in outcome.matches:
            if match.partial is not None and match.partial.name is not None:
                assert match.partial.name in allowed, (piece, match.partial)
        runs.append((piece, outcome))
    return runs


def assert_every_cut_unbroken(
    parser: Parser,
    text: str,
    start: int,
    names: Iterable[str],
    *,
    undecided: Callable[[str], bool] | None = None,
    held: int = 0,
) -> list[tuple[str, Any]]:
    """Run ``parser`` on every prefix ``text[:cut]`` for ``cut`` from ``start`` to
    ``len(text)`` (what a stream sees) and assert that no prefix holds a broken match (each is
    complete or partial: more text completes a call, it never takes an error back), that a
    partial match that knows its name has one of ``names``, and that a prefix without a match
    is one ``undecided(piece)`` allows (default: none), with its text from ``held`` on held
    back (``outcome.resume <= held``). Returns the ``(piece, outcome)`` pairs (``outcome`` is
    ``parser.run(piece)``) for the checks a format adds."""
    allowed = {None, *names}
    runs = []
    for cut in range(start, len(text) + 1):
        piece = text[:cut]
        outcome = parser.run(piece)
        if not outcome.matches:
            assert undecided is not None and undecided(piece), piece
            assert outcome.resume <= held, piece  # undecided: more text decides
        for match in outcome.matches:
            assert match.state in ("complete", "partial"), (piece, match)
            if match.partial is not None:
                assert match.partial.name in allowed, piece
        runs.append((piece, outcome))
    return runs


def assert_many_openers(
    parser: Parser, opener: str, code: str = "tool_call.unexpected_end", *, count: int = 50_000
) -> None:
    """Assert that strict parsing of ``count`` openers in a row raises ``code``, and that
    ``count`` openers each followed by a space, then prose, hold no call."""
    try:
        parser.parse_tool_calls(opener * count)
    except ToolCallError as err:
        assert err.code == code, err
    else:
        raise AssertionError(f"no ToolCallError for {count} x {opener!r}")
    assert parser.parse_tool_calls((opener + " ") * count + "done") == []


def assert_control_tokens_dropped(
    text: str, format_id: str, content: str, tokens: Iterable[str]
) -> ParseResult:
    """Assert that ``text`` parsed with ``format_id`` alone has the content ``content``, and
    that with every installed format none of ``tokens`` (the format's control tokens) is left
    in the content. Returns the result with the format alone."""
    result = Parser(formats=[format_id]).parse(text)
    assert result.content == content, result.content
    everything = Parser().parse(text).content
    left = [token for token in tokens if token in everything]
    assert not left, (left, everything)
    return result


def json_call_lists(
    markers: Sequence[str] = (),
    *,
    names: Any = None,
    strings: Any = None,
    keys: Any = None,
    big: int = 2**80,
    max_leaves: int = 10,
    max_calls: int = 3,
    max_arguments: int = 4,
) -> Any:
    """A hypothesis strategy of call lists for round trips (hypothesis must be installed):
    1 to ``max_calls`` calls, each named from ``names`` (default: words with ``.:/-`` and
    strings, any name ``check_name`` accepts) with up to ``max_arguments`` arguments keyed by
    ``keys`` (default: the strings), whose values are any JSON (integers up to ``big``,
    floats, nesting up to ``max_leaves`` leaves); the strings are ``strings`` (a strategy), by
    default unicode text mixed with ``markers`` (the format's and its neighbours' markers)."""
    from hypothesis import strategies as st  # noqa: PLC0415 - a test helper

    from toolcalls.toolkit import check_name  # noqa: PLC0415

    if strings is None:
        chars = st.characters(exclude_categories=["Cs"])
        strings = st.lists(st.one_of(st.text(chars, max_size=5), st.sampled_from(list(markers))),
                           max_size=4).map("".join)
    values = st.recursive(
        st.one_of(st.none(), st.booleans(), st.integers(min_value=-big, max_value=big),
                  st.floats(allow_nan=False, allow_infinity=False), strings),
        lambda inner: st.one_of(st.lists(inner, max_size=3),
                                st.dictionaries(strings, inner, max_size=3)),
        max_leaves=max_leaves,
    )
    if names is None:
        names = st.one_of(st.from_regex(r"[A-Za-z_][\w.:/-]{0,12}", fullmatch=True),
                          strings).filter(lambda n: check_name(n) is None)
    call = st.fixed_dictionaries({"name": names, "arguments": st.dictionaries(
        strings if keys is None else keys, values, max_size=max_arguments)})
    return st.lists(call, min_size=1, max_size=max_calls)


def identifiers() -> Any:
    """A hypothesis strategy of short ASCII identifiers (hypothesis must be installed): one to
    three letters or underscores, then up to four letters, digits or underscores."""
    from hypothesis import strategies as st  # noqa: PLC0415 - a test helper

    return st.text(string.ascii_letters + "_", min_size=1, max_size=3).flatmap(
        lambda head: st.text(string.ascii_letters + string.digits + "_", max_size=4).map(
            lambda tail: head + tail))


def python_call_lists(
    markers: Sequence[str], *, big: int = 2**70, max_leaves: int = 8, max_arguments: int = 3
) -> Any:
    """A hypothesis strategy of call lists for formats that write Python call syntax
    (hypothesis must be installed): :func:`json_call_lists` whose names are
    :func:`identifiers`, dotted identifiers, hyphenated ones (``my-tool``) or names that call
    syntax cannot write (``mcp/server:search``, ``météo``), and whose keys are identifiers, keywords
    (``from``, ``class``), a key with a space (``a b``) or a non-ASCII one (``é``)."""
    from hypothesis import strategies as st  # noqa: PLC0415 - a test helper

    ident = identifiers()
    names = st.one_of(ident, st.lists(ident, min_size=2, max_size=3).map(".".join),
                      st.sampled_from(["my-tool", "mcp/server:search", "météo"]))
    keys = st.one_of(ident, st.sampled_from(["from", "class", "a b", "é"]))
    return json_call_lists(markers, names=names, keys=keys, big=big, max_leaves=max_leaves,
                           max_arguments=max_arguments)


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
