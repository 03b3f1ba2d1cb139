"""Mutations of valid calls: any slice, insertion or deletion gives calls or a clean error.

Starting from calls rendered in every format (with prose around), one to three mutations
(a slice, an insertion of a marker fragment or random text, a deletion) are applied. Whatever
comes out:

- strict parsing returns calls or raises a ``ToolCallError`` whose position lies inside the
  text (``0 <= position <= len(text)``), never another exception;
- lenient parsing agrees: the same calls and no errors when strict parsing succeeds, and
  strict parsing raises exactly ``parse(text).errors[0]`` when it raises;
- ``parse_tool_call`` agrees with ``parse_tool_calls``: the same first error; else not_found
  for no call, the call for one, ``tool_call.multiple`` at the second call's start for more.
"""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import NoToolCallFoundError, ToolCallError

FORMATS = ("hermes", "bracket", "mistral", "llama", "xml_invoke", "harmony", "json", "python")
EXAMPLES = int(os.environ.get("TOOLCALLS_EXAMPLES", "150"))

FRAGMENTS = [
    "<tool_call>", "</tool_call>", "[TOOL_CALL]", "[/TOOL_CALL]", "name=", ";", "args=",
    "[TOOL_CALLS]", "[ARGS]", "[CALL_ID]", "<|python_tag|>", "<|eom_id|>", "<|eot_id|>",
    "<|python_start|>", "<|python_end|>", "<function_calls>", "</function_calls>",
    '<invoke name="g">', "</invoke>", '<parameter name="k">', "</parameter>", "<|start|>",
    "assistant", "<|channel|>", " to=functions.g", "<|constrain|>", "<|message|>",
    "<|call|>", "<|end|>", "<|return|>", "```json\n", "```", "<think>", "</think>",
    "[THINK]", "[/THINK]", '{"name": "g", "arguments": {}}', '{"name": ', '"arguments": ',
    "g(a=1)", "(", ")", "[", "]", "{", "}", '"', "'", ",", ":", "=", "\\", " ", "\n", "&amp;",
    "1e400", "-", "\ud800", "é",
]

_chars = st.characters(exclude_categories=("Cs",))
strings = st.lists(
    st.one_of(st.text(_chars, max_size=5), st.sampled_from(FRAGMENTS[:-2])), max_size=3
).map("".join)
leaves = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False,
                   allow_infinity=False), strings)
values = st.recursive(leaves, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(strings, inner, max_size=3)), max_leaves=6)
names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,6}(\.[a-z]{1,4})?", fullmatch=True)
identifiers = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,6}", fullmatch=True)
prose = st.lists(st.sampled_from(["Sure.", " ", "\n", "here", "(see)", "{x}", "é"]),
                 max_size=4).map("".join)


@st.composite
def rendered(draw: st.DrawFn) -> str:
    fmt = draw(st.sampled_from(FORMATS))
    keys = identifiers if fmt == "python" else strings
    calls = draw(st.lists(st.fixed_dictionaries({
        "name": names, "arguments": st.dictionaries(keys, values, max_size=3)}),
        min_size=1, max_size=3))
    return draw(prose) + " " + toolcalls.render(calls, fmt) + " " + draw(prose)


insertions = st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=4))


@st.composite
def mutated(draw: st.DrawFn) -> str:
    text = draw(rendered())
    for _ in range(draw(st.integers(1, 3))):
        n = len(text)
        i = draw(st.integers(0, n))
        j = draw(st.integers(i, n))
        op = draw(st.sampled_from(["slice", "insert", "delete"]))
        if op == "slice":
            text = text[i:j]
        elif op == "insert":
            text = text[:i] + draw(insertions) + text[i:]
        else:
            text = text[:i] + text[j:]
    return text


def check_consistent(text: str) -> None:
    n = len(text)
    lenient = toolcalls.parse(text)
    for error in lenient.errors:
        assert isinstance(error, ToolCallError)
        assert error.position is None or 0 <= error.position <= n, error
    try:
        calls = toolcalls.parse_tool_calls(text)
    except ToolCallError as exc:
        assert exc.position is None or 0 <= exc.position <= n, exc
        assert lenient.errors, exc
        assert exc == lenient.errors[0]
        with pytest.raises(ToolCallError) as single:
            toolcalls.parse_tool_call(text)
        assert single.value == exc
        return
    assert lenient.errors == []
    assert lenient.to_dicts() == calls
    if not calls:
        with pytest.raises(NoToolCallFoundError):
            toolcalls.parse_tool_call(text)
    elif len(calls) == 1:
        assert toolcalls.parse_tool_call(text) == calls[0]
    else:
        with pytest.raises(ToolCallError) as multiple:
            toolcalls.parse_tool_call(text)
        assert multiple.value.code == "tool_call.multiple"
        assert multiple.value.position == lenient.calls[1].start


@settings(max_examples=EXAMPLES * 4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_calls_give_calls_or_a_clean_error_and_every_entry_point_agrees(
    text: str,
) -> None:
    check_consistent(text)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rendered(), st.data())
def test_every_prefix_cut_of_a_call_agrees(text: str, data: Any) -> None:
    # Truncation is what streaming produces: a cut anywhere, including inside a marker.
    cut = data.draw(st.integers(0, len(text)))
    check_consistent(text[:cut])
