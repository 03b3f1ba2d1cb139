"""toolcalls.catalog is the data of the first-party plugins: kept equal to what they declare."""

from __future__ import annotations

from pathlib import Path

import pytest

import toolcalls
from toolcalls.catalog import FORMATS, INSTALL_HINT, missing_formats, missing_hint

tomllib = pytest.importorskip("tomllib")  # Python 3.11+; the catalog itself needs none
ROOT = Path(__file__).resolve().parents[1]


def _pyprojects() -> dict[str, dict[str, object]]:
    out = {}
    for path in sorted((ROOT / "plugins").glob("*/pyproject.toml")):
        if path.parent.name.startswith("_"):
            continue  # the template is no format
        out[path.parent.name] = tomllib.loads(path.read_text(encoding="utf-8"))
    return out


def test_the_catalog_is_what_the_first_party_plugins_declare() -> None:
    registry = toolcalls.Registry.from_entry_points()
    pyprojects = _pyprojects()
    assert sorted({e.folder for e in FORMATS}) == sorted(f"plugins/{n}" for n in pyprojects)
    names = {n: p["project"]["name"] for n, p in pyprojects.items()}  # type: ignore[index]
    first_party = set(names.values())
    for entry in FORMATS:
        assert names[entry.folder.removeprefix("plugins/")] == entry.distribution
        loaded = registry.get(entry.id)
        assert (loaded.tier, loaded.markers, loaded.distribution) == (
            entry.tier, entry.markers, entry.distribution)
    # every format of a first-party distribution, in (tier, id) order as the registry sorts
    assert [e.id for e in FORMATS] == [
        f.id for f in registry.formats if f.distribution in first_party]


def test_the_core_extras_name_every_first_party_distribution() -> None:
    core = tomllib.loads((ROOT / "core" / "pyproject.toml").read_text(encoding="utf-8"))
    extras = core["project"]["optional-dependencies"]
    distributions = sorted({e.distribution for e in FORMATS})
    assert sorted(d.split("==")[0] for d in extras["all"]) == distributions
    for distribution in distributions:  # one extra per distribution, named after it
        assert extras[distribution.removeprefix("toolcalls-")] == [
            next(d for d in extras["all"] if d.split("==")[0] == distribution)]


def test_the_makefile_installs_every_first_party_plugin() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    value = makefile.split("PLUGINS := ", 1)[1].split("\nFIXTURES", 1)[0]
    listed = value.replace("\\", " ").split()
    assert len(listed) == len(set(listed))
    assert sorted(listed) == sorted(_pyprojects())


@pytest.mark.parametrize("entry", FORMATS, ids=lambda e: e.id)
def test_missing_formats_names_a_format_whose_evidence_occurs(entry: object) -> None:
    from toolcalls.catalog import CatalogEntry

    assert isinstance(entry, CatalogEntry)
    others = [e.id for e in FORMATS if e.id != entry.id]
    for marker in entry.evidence:
        text = f"some text {marker} more"
        assert entry in missing_formats(text, others)
        assert entry not in missing_formats(text, [*others, entry.id])
        hint = missing_hint(text, others)
        assert hint is not None
        assert entry.distribution in hint and f"./{entry.folder}" in hint


def test_nothing_is_missing_in_prose_or_when_everything_is_installed() -> None:
    every = [e.id for e in FORMATS]
    assert missing_formats("<tool_call> [TOOL_CALLS] {\"name\"", every) == []
    assert missing_hint("Plain prose (with parentheses) and {braces}.", []) is None


def test_the_install_hint_commands_are_the_readme_ones() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for command in ("pip install --find-links dist 'toolcalls[all]'",
                    "pip install --find-links dist toolcalls-hermes",
                    "pip install ./plugins/hermes"):
        assert command in INSTALL_HINT
        assert command in readme


def test_the_template_registers_no_format_when_installed() -> None:
    template = tomllib.loads((ROOT / "plugins" / "_template" / "pyproject.toml").read_text())
    assert "entry-points" not in template["project"]
    assert "myformat" not in toolcalls.Registry.from_entry_points().ids
