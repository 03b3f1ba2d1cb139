"""Faulty plugins: the fault names the plugin and the format; other plugins and the caller are fine.

A plugin whose ``detect`` or ``extract`` raises, returns the wrong type, spans outside the text
or out of order, or errors positioned outside the text yields a ``tool_call.plugin_error``
(position None, ``format`` the format id) reported like a broken call of its tier: strict
parsing raises it, lenient parsing collects it first, with every other plugin's calls. The
traceback goes to the ``toolcalls`` logger. See docs/plugins.md.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

import pytest
import toolcalls_hermes
import toolcalls_python_call

from toolcalls import (
    Call,
    Extraction,
    FormatSpec,
    Match,
    Parser,
    PluginError,
    Registry,
    ToolCallError,
    _native,
    hookimpl,
    render,
)

TEXT = 'Go: <tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call> BAD'
HERMES_CALL = {"name": "f", "arguments": {"a": 1}}


class Faulty:
    """A tier-1 plugin for the marker ``BAD`` whose detect and extract are given."""

    def __init__(
        self,
        extract: Callable[[str, int], Any],
        detect: Callable[[str, int], Any] | None = None,
        tier: int = 1,
    ) -> None:
        self._extract = extract
        self._detect = detect or (lambda text, start: text.find("BAD", start))
        self._tier = tier

    @hookimpl
    def toolcalls_format(self) -> FormatSpec:
        return FormatSpec(id="faulty", tier=self._tier, markers=("BAD",))

    @hookimpl
    def toolcalls_detect(self, text: str, start: int) -> Any:
        return self._detect(text, start)

    @hookimpl
    def toolcalls_extract(self, text: str, start: int) -> Any:
        return self._extract(text, start)


def parser_with(plugin: object) -> Parser:
    return Parser(Registry.from_plugins(
        [("hermes", toolcalls_hermes), ("python", toolcalls_python_call), ("faulty", plugin)]
    ))


def boom(text: str, start: int) -> Any:
    raise RuntimeError("boom")


def recurse(text: str, start: int) -> Any:
    return recurse(text, start)


def at(start: int, end: int, **kw: Any) -> Callable[[str, int], Extraction]:
    return lambda text, s: Extraction([Match(start, end, **kw)], len(text))


def many(*spans: tuple[int, int]) -> Callable[[str, int], Extraction]:
    return lambda text, s: Extraction(
        [Match(a, b, [Call("g", {}, a, b)]) for a, b in spans], len(text)
    )


def error_at(position: Any) -> Callable[[str, int], Extraction]:
    err = ToolCallError("tool_call.unrecognized", "x", None)
    err.position = position
    return lambda text, s: Extraction([Match(61, 64, [], err)], len(text))


END = len(TEXT)
FAULTS: dict[str, tuple[Faulty, str]] = {
    "extract raises": (Faulty(boom), "raised RuntimeError: boom"),
    "extract recurses": (Faulty(recurse), "raised RecursionError"),
    "detect raises": (Faulty(boom, detect=boom), "detect failed"),
    "detect returns str": (Faulty(boom, detect=lambda t, s: "3"), "returned '3'"),
    "detect returns None": (Faulty(boom, detect=lambda t, s: None), "returned None"),
    "detect beyond the text": (Faulty(boom, detect=lambda t, s: 10**9), "not an offset"),
    "extract returns None": (Faulty(lambda t, s: None), "returned NoneType, not Extraction"),
    "extract returns a list": (Faulty(lambda t, s: []), "returned list"),
    "matches not a list": (Faulty(lambda t, s: Extraction((), 0)), "not list"),  # type: ignore[arg-type]
    "match not a Match": (Faulty(lambda t, s: Extraction([(0, 1)], 0)), "not Match"),  # type: ignore[list-item]
    "negative start": (Faulty(at(-1, 3)), "not inside the text"),
    "end beyond the text": (Faulty(at(61, END + 1)), "not inside the text"),
    "end before start": (Faulty(at(62, 61)), "not inside the text"),
    "float span": (Faulty(at(61.0, 64)), "not inside the text"),  # type: ignore[arg-type]
    "overlapping": (Faulty(many((0, 10), (5, 12))), "starts before the previous match ends"),
    "out of order": (Faulty(many((20, 30), (0, 10))), "starts before the previous match ends"),
    "error position beyond": (Faulty(error_at(END + 1)), "error position"),
    "error position negative": (Faulty(error_at(-5)), "error position"),
    "error not a ToolCallError": (
        Faulty(at(61, 64, error=ValueError("no"))), "not ToolCallError"),
    "call outside its match": (
        Faulty(lambda t, s: Extraction([Match(61, 64, [Call("g", {}, 0, 64)])], len(t))),
        "not inside its match"),
    "call arguments not a dict": (
        Faulty(lambda t, s: Extraction([Match(61, 64, [Call("g", [], 61, 64)])], len(t))),  # type: ignore[arg-type]
        "non-dict arguments"),
}

#: What the compiled core says instead: it compiles ``toolcalls.calls`` (core/build_native.py),
#: so a field given a value of the wrong type fails in the plugin's own call of the
#: constructor, with mypyc's TypeError, before the contract checker sees the result.
COMPILED = {
    "matches not a list": "raised TypeError: list object expected; got tuple",
    "float span": "raised TypeError: int object expected; got float",
    "call arguments not a dict": "raised TypeError: dict object expected; got list",
}


@pytest.mark.both_cores
@pytest.mark.parametrize("case", list(FAULTS))
def test_a_plugin_fault_is_a_plugin_error_naming_plugin_and_format(
    case: str, caplog: pytest.LogCaptureFixture
) -> None:
    plugin, what = FAULTS[case]
    if "toolcalls.calls" in _native.compiled():
        what = COMPILED.get(case, what)
    parser = parser_with(plugin)
    with caplog.at_level(logging.ERROR, logger="toolcalls"):
        result = parser.parse(TEXT)
    # Lenient: the fault comes first, every other plugin's calls are kept.
    assert result.to_dicts() == [HERMES_CALL]
    [fault] = result.errors
    assert fault.code == "tool_call.plugin_error"
    assert fault.position is None and fault.line is None
    assert fault.format == "faulty"
    assert "'faulty' format" in fault.message and "plugin 'faulty'" in fault.message
    assert what in fault.message
    assert any("faulty" in r.getMessage() for r in caplog.records)
    # Strict raises exactly that error; parse_tool_call too (a broken call before anything).
    with pytest.raises(ToolCallError) as strict:
        parser.parse_tool_calls(TEXT)
    assert strict.value == fault
    with pytest.raises(ToolCallError) as single:
        parser.parse_tool_call(TEXT)
    assert single.value == fault


def test_an_exception_is_logged_with_its_traceback(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR, logger="toolcalls"):
        parser_with(Faulty(boom)).parse(TEXT)
    [record] = caplog.records
    assert record.exc_info is not None and record.exc_info[0] is RuntimeError


def test_a_fault_counts_as_a_broken_call_of_its_tier() -> None:
    # The faulty plugin is tier 1 and the text has only a tier-3 call: tier 1 "found" the
    # fault, so later tiers are not tried, exactly as for a broken call.
    parser = parser_with(Faulty(boom))
    result = parser.parse("search(q=1) BAD")
    assert [e.code for e in result.errors] == ["tool_call.plugin_error"]
    assert result.calls == []


def test_a_faulty_plugin_of_a_later_tier_is_never_run_when_an_earlier_tier_wins() -> None:
    parser = parser_with(Faulty(boom, tier=4))
    assert parser.parse_tool_calls(TEXT) == [HERMES_CALL]


def test_a_faulty_plugin_whose_marker_is_absent_costs_nothing_and_breaks_nothing() -> None:
    parser = parser_with(Faulty(boom))
    text = '<tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>'
    assert parser.parse_tool_calls(text) == [HERMES_CALL]


def test_keyboard_interrupt_is_not_swallowed() -> None:
    def interrupt(text: str, start: int) -> Any:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        parser_with(Faulty(interrupt)).parse(TEXT)


def test_the_process_and_other_parsers_are_fine_after_a_fault() -> None:
    parser_with(Faulty(recurse)).parse(TEXT)
    assert Parser(Registry.from_plugins([toolcalls_hermes])).parse_tool_calls(TEXT) == [
        HERMES_CALL
    ]


# --- renderers ---------------------------------------------------------------------------------


class Renders(Faulty):
    def __init__(self, render: Callable[[Sequence[Call]], Any]) -> None:
        super().__init__(boom)
        self._render = render

    @hookimpl
    def toolcalls_render(self, calls: Sequence[Call]) -> Any:
        return self._render(calls)


def registry_of(plugin: object) -> Registry:
    return Registry.from_plugins([("faulty", plugin)])


def test_a_plugin_without_a_renderer_loads_and_cannot_render() -> None:
    registry = registry_of(Faulty(boom))
    assert registry.get("faulty").render is None
    with pytest.raises(ValueError, match="cannot render"):
        render([{"name": "f", "arguments": {}}], "faulty", registry=registry)


def test_a_renderer_that_raises_is_a_plugin_error_naming_it() -> None:
    def broken(calls: Sequence[Call]) -> str:
        raise KeyError("oops")

    with pytest.raises(PluginError, match=r"'faulty'.*KeyError"):
        render([{"name": "f", "arguments": {}}], "faulty", registry=registry_of(Renders(broken)))


def test_a_renderer_value_error_reaches_the_caller_as_is() -> None:
    def refuses(calls: Sequence[Call]) -> str:
        raise ValueError("cannot write that name")

    with pytest.raises(ValueError, match="cannot write that name"):
        render([{"name": "f", "arguments": {}}], "faulty", registry=registry_of(Renders(refuses)))


def test_a_renderer_returning_no_str_is_a_plugin_error() -> None:
    with pytest.raises(PluginError, match="returned int"):
        render([{"name": "f", "arguments": {}}], "faulty",
               registry=registry_of(Renders(lambda calls: 42)))


def test_a_renderer_with_other_parameters_fails_at_load() -> None:
    class BadSignature(Faulty):
        @hookimpl
        def toolcalls_render(self, items: Sequence[Call]) -> str:
            return ""

    with pytest.raises(PluginError, match=r"(?s)faulty.*items"):
        registry_of(BadSignature(boom))
