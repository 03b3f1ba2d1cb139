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
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pluggy

from toolcalls import hookspecs
from toolcalls.errors import NoFormatsError, PluginError
from toolcalls.types import Call, Extraction, FormatSpec

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

_DIRECT_HOOKS = {
    "toolcalls_detect": ("text", "start"),
    "toolcalls_extract": ("text", "start"),
    "toolcalls_render": ("calls",),
}
_REQUIRED_HOOKS = ("toolcalls_format", "toolcalls_detect", "toolcalls_extract")
_INSTALL_HINT = (
    "install formats with `pip install 'toolcalls[all]'`, or one at a time "
    "(`pip install toolcalls-hermes`); `toolcalls formats` lists what is installed"
)


@dataclass(frozen=True)
class LoadedFormat:
    """A validated plugin: its spec and the functions the core calls directly.

    ``render`` is None for a plugin that does not implement the optional ``toolcalls_render``.
    ``lane`` is the spec's ``tagged_json`` pair, which lets the engine parse clean texts
    without the hooks; it is None when the plugin declares none, or when its hooks are traced.
    """

    spec: FormatSpec
    detect: Callable[[str, int], int]
    extract: Callable[[str, int], Extraction]
    plugin: str
    distribution: str | None = None
    version: str | None = None
    render: Callable[[Sequence[Call]], str] | None = None
    lane: tuple[str, str] | None = None

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def tier(self) -> int:
        return self.spec.tier

    @property
    def markers(self) -> tuple[str, ...]:
        return self.spec.markers


@dataclass(frozen=True)
class Registry:
    """The installed formats in ``(tier, id)`` order, with lookups the engine needs."""

    formats: tuple[LoadedFormat, ...]
    _by_id: dict[str, LoadedFormat] = field(init=False, repr=False, compare=False)
    _selections: dict[tuple[str, ...], tuple[LoadedFormat, ...]] = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.formats, key=lambda f: (f.tier, f.id)))
        object.__setattr__(self, "formats", ordered)
        object.__setattr__(self, "_by_id", {f.id: f for f in ordered})
        object.__setattr__(self, "_selections", {})

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
            raise NoFormatsError(f"no toolcalls format is installed or selected; {_INSTALL_HINT}")
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
        if blocked is None:
            blocked = _env_blocked()
        pm = _plugin_manager(blocked)
        origins: dict[str, tuple[str | None, str | None, str]] = {}
        for ep in entry_points(group=ENTRY_POINT_GROUP):
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


def _collect(
    pm: pluggy.PluginManager, origins: dict[str, tuple[str | None, str | None, str]]
) -> list[LoadedFormat]:
    impls: dict[str, dict[str, Any]] = {}
    for hook_name in (*_REQUIRED_HOOKS, "toolcalls_render"):
        for impl in getattr(pm.hook, hook_name).get_hookimpls():
            impls.setdefault(impl.plugin_name, {})[hook_name] = impl
    trace = os.environ.get(TRACE_ENV, "") not in ("", "0")
    loaded: list[LoadedFormat] = []
    owners: dict[str, str] = {}
    for name, (dist, version, where) in origins.items():
        hooks = impls.get(name, {})
        missing = [h for h in _REQUIRED_HOOKS if h not in hooks]
        if missing:
            raise PluginError(f"toolcalls: {where} does not implement {', '.join(missing)}")
        for hook_name, expected in _DIRECT_HOOKS.items():
            if hook_name not in hooks:
                continue  # toolcalls_render is optional
            argnames = tuple(hooks[hook_name].argnames)
            if argnames != expected:
                raise PluginError(
                    f"toolcalls: {where}: {hook_name} must take exactly "
                    f"({', '.join(expected)}), not ({', '.join(argnames)})"
                )
        try:
            spec = hooks["toolcalls_format"].function()
        except Exception as exc:
            raise PluginError(
                f"toolcalls: {where}: toolcalls_format raised {type(exc).__name__}: {exc}"
            ) from exc
        _check_spec(spec, where)
        if spec.id in owners:
            raise PluginError(
                f"toolcalls: format id {spec.id!r} is claimed twice: by "
                f"{owners[spec.id]} and by {where}"
            )
        owners[spec.id] = where
        detect = hooks["toolcalls_detect"].function
        extract = hooks["toolcalls_extract"].function
        if trace:
            detect, extract = (
                _traced(spec.id, detect, "detect"),
                _traced(spec.id, extract, "extract"),
            )
        render = hooks["toolcalls_render"].function if "toolcalls_render" in hooks else None
        lane = None if trace else spec.tagged_json
        loaded.append(LoadedFormat(spec, detect, extract, name, dist, version, render, lane))
    return loaded


def _check_spec(spec: object, where: str) -> None:
    if not isinstance(spec, FormatSpec):
        raise PluginError(
            f"toolcalls: {where}: toolcalls_format must return a FormatSpec, "
            f"not {type(spec).__name__}"
        )
    if not isinstance(spec.id, str) or not spec.id or any(c.isspace() for c in spec.id):
        raise PluginError(
            f"toolcalls: {where}: format id must be a non-empty word, not {spec.id!r}"
        )
    if not isinstance(spec.tier, int) or isinstance(spec.tier, bool):
        raise PluginError(f"toolcalls: {where}: tier must be an int, not {spec.tier!r}")
    if not isinstance(spec.markers, tuple) or not all(
        isinstance(m, str) and m for m in spec.markers
    ):
        raise PluginError(f"toolcalls: {where}: markers must be a tuple of non-empty strings")
    lane = spec.tagged_json
    if lane is not None and not (
        isinstance(lane, tuple)
        and len(lane) == 2
        and all(isinstance(m, str) and m for m in lane)
        and lane[0] in spec.markers
    ):
        raise PluginError(
            f"toolcalls: {where}: tagged_json must be (opener, closer), two non-empty strings "
            f"with the opener among the markers, not {lane!r}"
        )


def _traced(format_id: str, function: Callable[..., Any], what: str) -> Callable[..., Any]:
    def traced(text: str, start: int) -> Any:
        began = time.perf_counter()
        result = function(text, start)
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
