"""Loading plugins: discovery, validation at load, ordering, blocking, tracing."""

from __future__ import annotations

import importlib.metadata
import sys
import types
from typing import Any

import pytest

import toolcalls
from toolcalls import Extraction, FormatSpec, NoFormatsError, PluginError, Registry, hookimpl
from toolcalls import registry as registry_module


def make_plugin(format_id: str, tier: int = 1, markers: tuple[str, ...] = ()) -> object:
    class Plugin:
        @hookimpl
        def toolcalls_format(self) -> FormatSpec:
            return FormatSpec(format_id, tier, markers)

        @hookimpl
        def toolcalls_detect(self, text: str, start: int) -> int:
            return -1

        @hookimpl
        def toolcalls_extract(self, text: str, start: int) -> Extraction:
            return Extraction([], len(text))

    return Plugin()


def test_formats_are_ordered_by_tier_then_id_whatever_the_registration_order() -> None:
    plugins = [
        ("z", make_plugin("zeta", 2)),
        ("a", make_plugin("alpha", 3)),
        ("m", make_plugin("mu", 1)),
        ("b", make_plugin("beta", 2)),
    ]
    assert Registry.from_plugins(plugins).ids == ("mu", "beta", "zeta", "alpha")
    assert Registry.from_plugins(reversed(plugins)).ids == ("mu", "beta", "zeta", "alpha")


def test_no_plugin_gives_a_clear_error_that_says_how_to_install() -> None:
    parser = toolcalls.Parser(Registry.from_plugins([]))
    with pytest.raises(NoFormatsError, match=r"pip install --find-links dist 'toolcalls\[all\]'"):
        parser.parse_tool_calls("anything")


def test_core_with_one_plugin_knows_only_that_format() -> None:
    reg = Registry.from_plugins([make_plugin("only")])
    assert reg.ids == ("only",)
    with pytest.raises(ValueError, match="unknown format 'hermes'; installed: only"):
        reg.select(["hermes"])


def test_two_plugins_claiming_one_id_fail_at_load_naming_both() -> None:
    with pytest.raises(
        PluginError,
        match=r"format id 'same' is claimed twice: by plugin 'a'"
        r" and by plugin 'b'",
    ):
        Registry.from_plugins([("a", make_plugin("same")), ("b", make_plugin("same"))])


def test_fewer_parameters_than_the_spec_are_bound_by_name() -> None:
    # Engine v2: an implementation may take any subset of its spec's parameters, in any order
    # (v1 required exactly (text, start) and rejected (text) at load).
    seen: list[tuple[str, ...]] = []

    class Few:
        @hookimpl
        def toolcalls_format(self) -> FormatSpec:
            return FormatSpec("few", 1, ("<x>",))

        @hookimpl
        def toolcalls_detect(self, text: str) -> int:
            seen.append(("detect", text))
            return text.find("<x>")

        @hookimpl
        def toolcalls_extract(self, stops: Any, format: str, text: str) -> Extraction:
            seen.append(("extract", format, text))
            return Extraction([], len(text))

    parser = toolcalls.Parser(Registry.from_plugins([("few", Few())]))
    assert parser.parse_tool_calls("a <x> b") == []
    assert seen == [("detect", "a <x> b"), ("extract", "few", "a <x> b")]


def test_wrong_signature_fails_at_load_naming_the_plugin() -> None:
    class Bad:
        @hookimpl
        def toolcalls_format(self) -> FormatSpec:
            return FormatSpec("bad", 1)

        @hookimpl
        def toolcalls_detect(self, text: str, begin: int) -> int:
            return -1

        @hookimpl
        def toolcalls_extract(self, text: str, start: int) -> Extraction:
            return Extraction([], 0)

    with pytest.raises(PluginError, match=r"(?s)invalid plugin, plugin 'bad-one'.*'begin'"):
        Registry.from_plugins([("bad-one", Bad())])


def test_extra_argument_fails_in_pluggy_validation_naming_the_plugin() -> None:
    class Bad:
        @hookimpl
        def toolcalls_extract(self, text: str, start: int, extra: int) -> Extraction:
            return Extraction([], 0)

    with pytest.raises(PluginError, match="invalid plugin, plugin 'extra'"):
        Registry.from_plugins([("extra", Bad())])


def test_unknown_hook_fails_at_load() -> None:
    class Unknown:
        @hookimpl
        def toolcalls_frobnicate(self) -> None:
            return None

    with pytest.raises(
        PluginError, match="plugin 'odd' implements a hook toolcalls does not define"
    ):
        Registry.from_plugins([("odd", Unknown())])


def test_missing_hook_fails_at_load() -> None:
    class Half:
        @hookimpl
        def toolcalls_format(self) -> FormatSpec:
            return FormatSpec("half", 1)

    # Engine v2: detect is optional (the first marker); extract is needed without a grammar.
    with pytest.raises(PluginError, match="does not implement toolcalls_extract and its format "
                       "'half' has no grammar"):
        Registry.from_plugins([("half", Half())])


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("nope", "must return a FormatSpec"),
        (FormatSpec("", 1), "format id must be"),
        (FormatSpec("a b", 1), "format id must be"),
        (FormatSpec("x", "1"), "tier must be an int"),  # type: ignore[arg-type]
        (FormatSpec("x", 1, ("",)), "markers must be"),
    ],
)
def test_bad_format_spec_fails_at_load(spec: object, message: str) -> None:
    class Odd:
        @hookimpl
        def toolcalls_format(self) -> object:
            return spec

        @hookimpl
        def toolcalls_detect(self, text: str, start: int) -> int:
            return -1

        @hookimpl
        def toolcalls_extract(self, text: str, start: int) -> Extraction:
            return Extraction([], 0)

    with pytest.raises(PluginError, match=message):
        Registry.from_plugins([("odd", Odd())])


def fake_entry_points(monkeypatch: pytest.MonkeyPatch, *eps: importlib.metadata.EntryPoint) -> None:
    monkeypatch.setattr(registry_module, "entry_points", lambda group: list(eps))


def test_entry_point_that_fails_to_import_names_entry_point(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ep = importlib.metadata.EntryPoint("broken", "toolcalls_no_such_module_xyz", "toolcalls")
    fake_entry_points(monkeypatch, ep)
    with pytest.raises(
        PluginError,
        match=r"cannot load entry point 'broken' "
        r"\(toolcalls_no_such_module_xyz\).*ModuleNotFoundError",
    ):
        Registry.from_entry_points(blocked=())


def test_blocked_plugin_is_never_imported(monkeypatch: pytest.MonkeyPatch) -> None:
    good = types.ModuleType("toolcalls_test_good_plugin")
    plugin = make_plugin("good")
    for name in ("toolcalls_format", "toolcalls_detect", "toolcalls_extract"):
        setattr(good, name, getattr(plugin, name))
    monkeypatch.setitem(sys.modules, good.__name__, good)
    eps = (
        importlib.metadata.EntryPoint("broken", "toolcalls_no_such_module_xyz", "toolcalls"),
        importlib.metadata.EntryPoint("good", good.__name__, "toolcalls"),
    )
    fake_entry_points(monkeypatch, *eps)
    monkeypatch.setenv(registry_module.BLOCK_ENV, " broken ,other")
    with pytest.warns(RuntimeWarning, match="names 'other', which no installed"):
        assert Registry.from_entry_points().ids == ("good",)
    assert Registry.from_entry_points(blocked=["broken", "good"]).ids == ()


def test_trace_env_writes_each_plugin_call_to_stderr(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(registry_module.TRACE_ENV, "1")
    reg = Registry.from_plugins([make_plugin("traced", 1, ("<x>",))])
    toolcalls.Parser(reg).parse_tool_calls("a <x> b")
    assert "toolcalls: traced.detect(len=7, start=0) -> -1" in capsys.readouterr().err


def test_first_party_plugins_are_discovered_through_entry_points() -> None:
    reg = Registry.from_entry_points(blocked=())
    assert {"hermes", "percent"} <= set(reg.ids)
    percent = reg.get("percent")
    assert (percent.tier, percent.distribution, percent.version) == (
        4,
        "toolcalls-fixture-percent",
        "0.1.0",
    )
