"""Hostile inputs at full size: each gives a result or ToolCallError, no RecursionError, no hang.

The inputs are bench/hostile.py's (the benchmark times them at 25k, 100k and 400k characters
and reports the growth per 4x in docs/hostile.md); here they are parsed at their hostile sizes
and the results checked. There are no timers: speed is the benchmark's business, and a
quadratic parser would make this file take hours rather than fail a flaky threshold.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

import toolcalls
from toolcalls import ToolCallError

FORMATS = ("hermes", "bracket", "mistral", "llama", "xml_invoke", "harmony", "json", "python")


def _bench() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "bench" / "hostile.py"
    spec = importlib.util.spec_from_file_location("toolcalls_bench_hostile", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


hostile = _bench()


def check(text: str) -> toolcalls.ParseResult:
    """Lenient parsing never raises; every error is positioned inside the text."""
    result = toolcalls.parse(text)
    for error in result.errors:
        assert isinstance(error, ToolCallError)
        assert error.position is None or 0 <= error.position <= len(text), error
    return result


@pytest.mark.parametrize("opener", list(hostile.OPENERS))
def test_a_hundred_thousand_repeated_openers(opener: str) -> None:
    text = hostile.OPENERS[opener] * 100_000
    result = check(text)
    # Nothing here is a complete call but a last <invoke name="f"> at the very end ({}).
    assert len(result.calls) <= 1


@pytest.mark.parametrize(
    ("prefix", "unit", "suffix"),
    [("", "[", ""), ("", "{", ""), ("", '{"a":', ""), ("f(a=", "(", ")"), ("f(a=", "[", ")"),
     ("<tool_call>", "[", "</tool_call>"), ("[TOOL_CALLS]", "[{", ""),
     ('<invoke name="f"><parameter name="k">', "[", "</parameter></invoke>"),
     ("<|python_tag|>", "[", "<|eom_id|>"), ("```json\n", "[", "\n```"),
     ("<|channel|>commentary to=functions.f<|message|>", "{\"a\":", "<|call|>"),
     ('{"name": "f", "arguments": ', "[", "}")],
    ids=lambda v: repr(v)[:24],
)
def test_a_hundred_thousand_nested_brackets(prefix: str, unit: str, suffix: str) -> None:
    text = prefix + unit * 100_000 + suffix
    result = check(text)
    if prefix.startswith("<invoke"):  # a value that is not JSON is a string (formats.md)
        assert result.to_dicts() == [{"name": "f", "arguments": {"k": "[" * 100_000}}]
    else:
        assert result.calls == []


def test_ten_megabytes_of_prose_with_marker_fragments() -> None:
    text = hostile.INPUTS["prose"](10_000_000)
    assert len(text) >= 9_900_000
    result = check(text)
    assert result.calls == [] and result.errors == []


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_one_megabyte_argument_string_round_trips(fmt: str) -> None:
    value = ("lorem ipsum </tool_call> [TOOL_CALLS] <|call|> </parameter> \\ \" ' é\n" * 16_000)
    value = value[:1_000_000]
    calls = [{"name": "f", "arguments": {"text": value}}]
    text = "Here you go: " + toolcalls.render(calls, fmt) + " done"
    assert toolcalls.parse_tool_calls(text) == calls


@pytest.mark.parametrize(
    ("unit", "count"),
    [('<tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>\n', 200_000),
     ("f(a=1)\n", 200_000)],
    ids=["hermes", "python"],
)
def test_two_hundred_thousand_small_calls(unit: str, count: int) -> None:
    # A million is what the benchmark's growth table extrapolates to; 200,000 keeps the suite
    # fast while still far beyond any real output.
    calls = toolcalls.parse_tool_calls(unit * count)
    assert len(calls) == count
    assert calls[0] == calls[-1] == {"name": "f", "arguments": {"a": 1}}


def test_a_million_openers_deep_reasoning_and_calls_after_it() -> None:
    text = "<think>" + "<tool_call>" * 100_000 + "</think>" + 'g(a=1)'
    assert toolcalls.parse_tool_calls(text) == [{"name": "g", "arguments": {"a": 1}}]
