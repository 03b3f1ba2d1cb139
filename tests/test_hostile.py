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


# --- issue 10: linear with small constants (work counted, no timers) --------------------------


class _Counter:
    def __init__(self, wrapped: object) -> None:
        self.wrapped = wrapped
        self.calls = 0

    def __call__(self, *args: object, **kwargs: object) -> object:
        self.calls += 1
        return self.wrapped(*args, **kwargs)  # type: ignore[operator]


def _count_json_parses(monkeypatch: pytest.MonkeyPatch) -> list[_Counter]:
    import toolcalls_openai_json as plugin

    counters = []
    for name in ("parse_json", "try_parse_json", "parse_json_exact"):
        counter = _Counter(getattr(plugin, name))
        monkeypatch.setattr(plugin, name, counter)
        counters.append(counter)
    return counters


@pytest.mark.parametrize("unit", ['{"', "[{", '[{"', '{"a{', "[{}[", '{"k" 1'])
def test_json_candidates_that_cannot_parse_are_never_parsed(
    monkeypatch: pytest.MonkeyPatch, unit: str
) -> None:
    counters = _count_json_parses(monkeypatch)
    text = "x " + unit * 200_000
    result = toolcalls.parse(text, formats=["json"])
    assert (result.calls, result.errors) == ([], [])
    assert sum(c.calls for c in counters) == 0
    whole = unit * 200_000  # the whole text is one candidate, read once
    result = toolcalls.parse(whole, formats=["json"])
    assert result.calls == []
    assert sum(c.calls for c in counters) == 1


def test_broken_call_keys_are_parsed_once_each_and_keep_no_big_objects(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import tracemalloc

    counters = _count_json_parses(monkeypatch)
    n = 20_000
    text = 'see {"name": ' * n
    tracemalloc.start()
    try:
        result = toolcalls.parse(text, formats=["json"])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(result.errors) == n
    assert [(e.code, e.position) for e in result.errors] == [
        ("json.invalid_literal", 13 * (k + 1)) for k in range(n - 1)
    ] + [("json.unexpected_end", len(text))]
    assert sum(c.calls for c in counters) == n
    # Each broken call costs its error and its match, not a copy of the text around it
    # (an orjson exception kept as the error's context held a 4 KB slice).
    assert peak / n < 1500, peak / n


def test_plain_python_calls_take_the_fast_path(monkeypatch: pytest.MonkeyPatch) -> None:
    from toolcalls.toolkit import pycall

    literal = _Counter(pycall._parse_call_literal)
    monkeypatch.setattr(pycall, "_parse_call_literal", literal)
    n = 50_000
    calls = toolcalls.parse_tool_calls("f(a=1) " * n + "g(q='x', r=None)")
    assert len(calls) == n + 1
    assert calls[-1] == {"name": "g", "arguments": {"q": "x", "r": None}}
    assert literal.calls == 0


@pytest.mark.parametrize("unit", ['{"', "[{", '[{"', "<tool_call>"])
def test_ten_megabytes_of_unparseable_openers_in_a_bounded_subprocess(unit: str) -> None:
    """A guard against hangs and superlinear work, not a benchmark (docs/hostile.md has the
    measured times, `python bench/hostile.py --ten-mb`): 10 MB parsed strict and lenient
    within 120 s on a loaded machine; quadratic work on 10 MB would take hours."""
    import subprocess

    code = (
        "import sys, toolcalls\n"
        "text = sys.argv[1] * (10_000_000 // len(sys.argv[1]))\n"
        "r = toolcalls.parse(text)\n"
        "try:\n"
        "    strict = toolcalls.parse_tool_calls(text)\n"
        "except toolcalls.ToolCallError as exc:\n"
        "    strict = [exc.code, exc.position]\n"
        "print(len(text), r.calls, [[e.code, e.position] for e in r.errors], strict)\n"
    )
    done = subprocess.run([sys.executable, "-c", code, unit], check=True, timeout=120,
                          capture_output=True, text=True)
    n = 10_000_000 // len(unit) * len(unit)
    if unit == "<tool_call>":
        # an opener followed by another opener is prose; the last one, at the end of the
        # text, is a call cut short
        expected = f"{n} [] [['tool_call.unexpected_end', {n}]] ['tool_call.unexpected_end', {n}]"
    else:
        expected = f"{n} [] [] []"  # prose: no candidate's first member parses
    assert done.stdout.strip() == expected
