"""The raw-text value rule's edge trimming (``toolcalls.toolkit.values``), held to its
definition: one leading and one trailing newline (``\\n`` or ``\\r\\n``) dropped, the trailing
one looked for in what the leading one left."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls.toolkit.values import trim_newlines


def _by_definition(raw: str) -> str:
    if raw.startswith("\r\n"):
        raw = raw[2:]
    elif raw.startswith("\n"):
        raw = raw[1:]
    if raw.endswith("\r\n"):
        raw = raw[:-2]
    elif raw.endswith("\n"):
        raw = raw[:-1]
    return raw


@given(st.text(alphabet="\r\na ", max_size=10))
@settings(max_examples=2000, deadline=None)
def test_trim_newlines_drops_one_newline_at_each_edge(raw: str) -> None:
    assert trim_newlines(raw) == _by_definition(raw)


def test_trim_newlines_cases() -> None:
    assert trim_newlines("\nParis\n") == "Paris"
    assert trim_newlines("\r\nParis\r\n") == "Paris"
    assert trim_newlines("\n\nParis\n\n") == "\nParis\n"
    assert trim_newlines("\rParis\r") == "\rParis\r"
    assert trim_newlines("\n") == ""
    assert trim_newlines("\r\n") == ""
    assert trim_newlines("\n\r\n") == ""
    assert trim_newlines("Paris") == "Paris"
