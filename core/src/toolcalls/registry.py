"""Discovering, validating and ordering format plugins: once, at load.

Plugins register under the entry-point group ``toolcalls``. Loading goes through pluggy so that
unknown hooks and bad signatures fail at load with the plugin's name; after that the engine
calls each plugin's ``toolcalls_detect`` and ``toolcalls_extract`` directly, in ``(tier, id)``
order, never through a hook call.

Environment switches:

- ``TOOLCALLS_BLOCK_PLUGINS``: comma-separated entry-point names (for first-party plugins the
  format ids) never loaded, as with ``PluginManager.set_blocked``.
- ``TOOLCALLS_TRACE_PLUGINS``: when set to anything but ``""`` or ``0``, each detect and
  extract call is written to stderr with its result and duration.
"""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, cast

import pluggy

from toolcalls import hookspecs
from toolcalls.catalog import INSTALL_HINT
from toolcalls.errors import NoFormatsError, PluginError
from toolcalls.toolkit.stops import Stops
from toolcalls.toolkit.tries import any_marker
from toolcalls.types import Call, CharClass, Extraction, FormatSpec, Reasoning

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

__all__ = [
    "BLOCK_ENV",
    "ENTRY_POINT_GROUP",
    "TRACE_ENV",
    "LoadedFormat",
    "Registry",
    "default_registry",
]

ENTRY_POINT_GROUP = "toolcalls"
BLOCK_ENV = "TOOLCALLS_BLOCK_PLUGINS"
TRACE_ENV = "TOOLCALLS_TRACE_PLUGINS"

#: The hooks called directly (not through pluggy), with the parameters of their
#: specification in order; an implementation may take any subset, bound by name at load.
_DIRECT_HOOKS = {
    "toolcalls_detect": ("text", "start", "format"),
    "toolcalls_extract": ("text", "start", "format", "stops"),
    "toolcalls_render": ("calls", "format"),
}
_FORMAT_HOOKS = ("toolcalls_formats", "toolcalls_format")

Detect = Callable[[str, int], int]
Extract = Callable[[str, int, Stops], Extraction]
Render = Callable[[Sequence[Call]], str]


@dataclass(frozen=True)
class LoadedFormat:
    """A validated format: its spec and the functions the core calls directly.

    ``detect(text, start)``, ``extract(text, start, stops)`` and ``render(calls)`` are bound at
    load to the plugin's hooks (or to the spec's ``grammar``); ``render`` is None for a format
    that cannot be written.
    """

    spec: FormatSpec
    detect: Detect
    extract: Extract
    plugin: str
    distribution: str | None = None
    version: str | None = None
    render: Render | None = None
    #: True when ``detect`` and ``extract`` are the grammar's (no hook of the plugin, no
    #: tracing): the engine may then take the grammar's fast path itself (its lane).
    bound_to_grammar: bool = False

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def tier(self) -> int:
        return self.spec.tier

    @property
    def markers(self) -> tuple[str, ...]:
        return self.spec.markers

    @cached_property
    def first(self) -> dict[str, CharClass]:
        """What the format's payload can start with after each of its openers (its grammar's
        ``first``; empty when unknown)."""
        first = getattr(self.spec.grammar, "first", None)
        return first if isinstance(first, dict) else {}


@dataclass(frozen=True)
class Registry:
    """The installed formats in ``(tier, id)`` order, with lookups the engine needs."""

    formats: tuple[LoadedFormat, ...]
    _by_id: dict[str, LoadedFormat] = field(init=False, repr=False, compare=False)
    _selections: dict[tuple[str, ...], tuple[LoadedFormat, ...]] = field(
        init=False, repr=False, compare=False
    )
    #: what the engine compiles per selection of this registry's formats (its ``Selection``),
    #: shared by every ``Parser`` made from the registry
    engine_cache: dict[tuple[str, ...], Any] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.formats, key=lambda f: (f.tier, f.id)))
        object.__setattr__(self, "formats", ordered)
        object.__setattr__(self, "_by_id", {f.id: f for f in ordered})
        object.__setattr__(self, "_selections", {})
        object.__setattr__(self, "engine_cache", {})

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(f.id for f in self.formats)

    def get(self, format_id: str) -> LoadedFormat:
        try:
            return self._by_id[format_id]
        except KeyError:
            known = ", ".join(self.ids) or "none"
            raise ValueError(f"unknown format {format_id!r}; installed: {known}") from None

    def select(self, format_ids: Iterable[str] | None = None) -> tuple[LoadedFormat, ...]:
        """The formats to use, in order: all of them, or only ``format_ids``."""
        if format_ids is None:
            chosen = self.formats
        else:
            if isinstance(format_ids, str):
                format_ids = (format_ids,)
            key = tuple(sorted(set(format_ids)))
            cached = self._selections.get(key)
            if cached is not None:
                return cached
            chosen = tuple(f for f in self.formats if f.id in {self.get(i).id for i in key})
            self._selections[key] = chosen
        if not chosen:
            raise NoFormatsError(f"no toolcalls format is installed or selected; {INSTALL_HINT}")
        return chosen

    @classmethod
    def from_plugins(
        cls,
        plugins: Iterable[object | tuple[str, object]],
        *,
        blocked: Iterable[str] = (),
    ) -> Registry:
        """Build a registry from plugin objects (modules or instances), as tests and apps do.

        Each item is a plugin or a ``(name, plugin)`` pair; blocked names are skipped.
        """
        pm = _plugin_manager(blocked)
        origins: dict[str, tuple[str | None, str | None, str]] = {}
        for item in plugins:
            name, plugin = item if isinstance(item, tuple) else (None, item)
            name = name or getattr(plugin, "__name__", None) or type(plugin).__name__
            if pm.is_blocked(name):
                continue
            _register(pm, plugin, name, f"plugin {name!r}")
            origins[name] = (None, None, f"plugin {name!r}")
        return cls(tuple(_collect(pm, origins)))

    @classmethod
    def from_entry_points(cls, *, blocked: Iterable[str] | None = None) -> Registry:
        """Build a registry from the ``toolcalls`` entry points of the environment."""
        from_env = blocked is None
        blocked = _env_blocked() if blocked is None else list(blocked)
        pm = _plugin_manager(blocked)
        origins: dict[str, tuple[str | None, str | None, str]] = {}
        seen: set[str] = set()
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            seen.add(ep.name)
            if pm.is_blocked(ep.name):
                continue
            dist, version = _distribution(ep)
            where = f"entry point {ep.name!r} ({ep.value}) of distribution {dist or 'unknown'}"
            if ep.name in origins:
                raise PluginError(
                    f"toolcalls: two plugins use the entry-point name {ep.name!r}: "
                    f"{origins[ep.name][2]} and {where}"
                )
            try:
                plugin = ep.load()
            except Exception as exc:
                raise PluginError(
                    f"toolcalls: cannot load {where}: {type(exc).__name__}: {exc}"
                ) from exc
            _register(pm, plugin, ep.name, where)
            origins[ep.name] = (dist, version, where)
        unknown = sorted(set(blocked) - seen)
        if unknown and from_env:
            import warnings  # noqa: PLC0415 - only when the variable names a stranger

            warnings.warn(
                f"{BLOCK_ENV} names {', '.join(map(repr, unknown))}, which no installed "
                f"toolcalls plugin has (installed: {', '.join(sorted(seen)) or 'none'})",
                RuntimeWarning,
                stacklevel=2,
            )
        return cls(tuple(_collect(pm, origins)))


def entry_points(group: str) -> Iterable[EntryPoint]:
    """The environment's entry points of ``group``.

    importlib.metadata is imported here, on first use: it costs about 20 ms of start-up, which
    a command-line run that never parses should not pay.
    """
    from importlib.metadata import entry_points as _entry_points  # noqa: PLC0415

    return _entry_points(group=group)


def _env_blocked() -> list[str]:
    return [name.strip() for name in os.environ.get(BLOCK_ENV, "").split(",") if name.strip()]


def _distribution(ep: EntryPoint) -> tuple[str | None, str | None]:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return None, None
    return dist.metadata["Name"], dist.version


def _plugin_manager(blocked: Iterable[str]) -> pluggy.PluginManager:
    pm = pluggy.PluginManager("toolcalls")
    pm.add_hookspecs(hookspecs)
    for name in blocked:
        pm.set_blocked(name)
    return pm


def _register(pm: pluggy.PluginManager, plugin: object, name: str, where: str) -> None:
    try:
        pm.register(plugin, name=name)
    except (pluggy.PluginValidationError, ValueError) as exc:
        raise PluginError(f"toolcalls: invalid plugin, {where}: {exc}") from exc
    try:
        pm.check_pending()
    except pluggy.PluginValidationError as exc:
        raise PluginError(
            f"toolcalls: {where} implements a hook toolcalls does not define: {exc}"
        ) from exc


def _bind(function: Callable[..., Any], argnames: Sequence[str], call_args: Sequence[str],
          fixed: dict[str, Any]) -> Callable[..., Any]:
    """``function`` as the engine calls it: with positional ``call_args`` (a prefix of the
    specification's parameters), the names in ``fixed`` (``format``) filled in, and only the
    parameters the implementation names, in its own order.

    pluggy already checked that ``argnames`` is a subset of the specification. An
    implementation that takes exactly ``call_args`` in order is used as it is (no wrapper on
    the hot path)."""
    names = tuple(argnames)
    if names == tuple(call_args):
        return function
    if names == tuple(call_args[: len(names)]):  # a prefix: (text, start) of (text, start, stops)
        if len(names) == 1:
            return lambda *args: function(args[0])
        if len(names) == 2:
            return lambda *args: function(args[0], args[1])
    picks = tuple((call_args.index(n), None) if n in call_args else (-1, fixed[n]) for n in names)

    def bound(*args: Any) -> Any:
        return function(*(args[i] if i >= 0 else value for i, value in picks))

    return bound


def _first_marker(markers: tuple[str, ...]) -> Detect:
    """The default ``detect``: the first of the markers at or after ``start``."""
    if not markers:
        return lambda text, start: start
    if len(markers) == 1:
        marker = markers[0]
        return lambda text, start: text.find(marker, start)

    pattern = any_marker(tuple(markers))
    assert pattern is not None
    search = pattern.search

    def detect(text: str, start: int) -> int:
        found = search(text, start)  # the leftmost place where any marker begins
        return -1 if found is None else found.start()

    return detect


def _collect(
    pm: pluggy.PluginManager, origins: dict[str, tuple[str | None, str | None, str]]
) -> list[LoadedFormat]:
    impls: dict[str, dict[str, Any]] = {}
    for hook_name in (*_FORMAT_HOOKS, *_DIRECT_HOOKS):
        for impl in getattr(pm.hook, hook_name).get_hookimpls():
            impls.setdefault(impl.plugin_name, {})[hook_name] = impl
    trace = os.environ.get(TRACE_ENV, "") not in ("", "0")
    loaded: list[LoadedFormat] = []
    owners: dict[str, str] = {}
    for name, (dist, version, where) in origins.items():
        hooks = impls.get(name, {})
        if not any(h in hooks for h in _FORMAT_HOOKS):
            raise PluginError(f"toolcalls: {where} does not implement toolcalls_formats "
                              "(or toolcalls_format)")
        specs: list[FormatSpec] = []
        for hook_name in _FORMAT_HOOKS:
            if hook_name not in hooks:
                continue
            try:
                got = hooks[hook_name].function()
            except Exception as exc:
                raise PluginError(
                    f"toolcalls: {where}: {hook_name} raised {type(exc).__name__}: {exc}"
                ) from exc
            if hook_name == "toolcalls_format":
                if not isinstance(got, FormatSpec):
                    raise PluginError(f"toolcalls: {where}: toolcalls_format must return a "
                                      f"FormatSpec, not {type(got).__name__}")
                got = [got]
            elif isinstance(got, FormatSpec) or not isinstance(got, Sequence):
                raise PluginError(f"toolcalls: {where}: toolcalls_formats must return a "
                                  f"sequence of FormatSpec, not {type(got).__name__}")
            specs.extend(got)
        direct = {hook_name: hooks[hook_name] for hook_name in _DIRECT_HOOKS if hook_name in hooks}
        for spec in specs:
            _check_spec(spec, where)
            if spec.id in owners:
                raise PluginError(
                    f"toolcalls: format id {spec.id!r} is claimed twice: by "
                    f"{owners[spec.id]} and by {where}"
                )
            owners[spec.id] = where
            loaded.append(_load_format(spec, direct, len(specs), name, dist, version, where,
                                       trace))
    return loaded


#: How the engine calls each direct hook: the positional arguments it passes.
_CALL_ARGS = {
    "toolcalls_detect": ("text", "start"),
    "toolcalls_extract": ("text", "start", "stops"),
    "toolcalls_render": ("calls",),
}


def _load_format(spec: FormatSpec, direct: dict[str, Any], count: int, plugin: str,
                 dist: str | None, version: str | None, where: str,
                 trace: bool) -> LoadedFormat:
    """Bind one format's detect, extract and render: to the plugin's hooks, else to its
    grammar, else (detect) to its first marker."""
    format_id = spec.id
    for hook_name in ("toolcalls_extract", "toolcalls_render"):
        impl = direct.get(hook_name)
        if impl is not None and count > 1 and "format" not in impl.argnames:
            raise PluginError(f"toolcalls: {where} declares {count} formats, so its "
                              f"{hook_name} must take the 'format' parameter")

    def bind(hook_name: str) -> Callable[..., Any] | None:
        impl = direct.get(hook_name)
        if impl is None:
            return None
        return _bind(impl.function, impl.argnames, _CALL_ARGS[hook_name], {"format": format_id})

    grammar = spec.grammar
    extract = bind("toolcalls_extract")
    if extract is None:
        if grammar is None:
            raise PluginError(f"toolcalls: {where} does not implement toolcalls_extract and "
                              f"its format {format_id!r} has no grammar")
        grammar_extract = grammar.extract

        def extract(text: str, start: int, stops: Stops, _g: Any = grammar_extract,
                    _f: str = format_id) -> Extraction:
            return cast(Extraction, _g(text, start, stops, _f))

    detect = bind("toolcalls_detect") or _first_marker(spec.markers)
    render = bind("toolcalls_render")
    if render is None and grammar is not None and callable(getattr(grammar, "render", None)):
        render = grammar.render
    bound = grammar is not None and "toolcalls_extract" not in direct \
        and "toolcalls_detect" not in direct and not trace
    if trace:
        detect = _traced(format_id, detect, "detect")
        extract = _traced(format_id, extract, "extract")
    return LoadedFormat(spec, detect, extract, plugin, dist, version, render, bound)


def _check_spec(spec: object, where: str) -> None:
    if not isinstance(spec, FormatSpec):
        raise PluginError(
            f"toolcalls: {where}: a format must be described by a FormatSpec, "
            f"not {type(spec).__name__}"
        )
    if not isinstance(spec.id, str) or not spec.id or any(c.isspace() for c in spec.id):
        raise PluginError(
            f"toolcalls: {where}: format id must be a non-empty word, not {spec.id!r}"
        )
    if not isinstance(spec.tier, int) or isinstance(spec.tier, bool):
        raise PluginError(f"toolcalls: {where}: tier must be an int, not {spec.tier!r}")
    for field_name in ("markers", "control_tokens"):
        value = getattr(spec, field_name)
        if not isinstance(value, tuple) or not all(isinstance(m, str) and m for m in value):
            raise PluginError(
                f"toolcalls: {where}: {field_name} must be a tuple of non-empty strings"
            )
    if not isinstance(spec.reasoning, tuple) or not all(
        isinstance(r, Reasoning) and isinstance(r.open, str) and isinstance(r.close, str)
        and r.open and r.close for r in spec.reasoning
    ):
        raise PluginError(f"toolcalls: {where}: reasoning must be a tuple of Reasoning "
                          "(open, close) with non-empty markers")
    if spec.pending is not None:
        try:
            re.compile(spec.pending)
        except (re.error, TypeError) as exc:
            raise PluginError(f"toolcalls: {where}: pending must be a regex: {exc}") from None
    grammar = spec.grammar
    if grammar is not None and not callable(getattr(grammar, "extract", None)):
        raise PluginError(f"toolcalls: {where}: the grammar of {spec.id!r} has no extract()")


def _traced(format_id: str, function: Callable[..., Any], what: str) -> Callable[..., Any]:
    def traced(text: str, start: int, *rest: Any) -> Any:
        began = time.perf_counter()
        result = function(text, start, *rest)
        took = (time.perf_counter() - began) * 1e6
        shown = len(result.matches) if isinstance(result, Extraction) else result
        print(
            f"toolcalls: {format_id}.{what}(len={len(text)}, start={start}) -> {shown} "
            f"[{took:.1f} us]",
            file=sys.stderr,
        )
        return result

    return traced


_DEFAULT: list[Registry] = []


def default_registry() -> Registry:
    """The registry of the environment's entry points, built on first use and cached."""
    if not _DEFAULT:
        _DEFAULT.append(Registry.from_entry_points())
    return _DEFAULT[0]


def reset_default_registry() -> None:
    """Forget the cached registry (after installing or blocking plugins at run time)."""
    _DEFAULT.clear()


def installed_formats() -> Sequence[LoadedFormat]:
    """The installed formats in detection order."""
    return default_registry().formats
