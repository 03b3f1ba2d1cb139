"""Generate the format tables of docs/formats.md and README.md from the code.

The tables are built from what the installed first-party plugins declare
(``toolcalls.default_registry()``: each ``FormatSpec`` and its distribution), restricted to
the formats of ``toolcalls.catalog`` (so a third-party or test plugin never enters the docs),
and from the extras of core/pyproject.toml. Each table sits between two HTML comments in its
file; tests/test_docs_formats.py fails when a file's table is not what this script gives.

    python docs/gen_formats.py           # rewrite the tables in docs/formats.md and README.md
    python docs/gen_formats.py --check   # exit 1 if either file is out of date
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

import toolcalls
from toolcalls.catalog import FORMATS
from toolcalls.registry import LoadedFormat

ROOT = Path(__file__).resolve().parents[1]
FORMATS_MD = ROOT / "docs" / "formats.md"
README_MD = ROOT / "README.md"

#: name -> (begin comment, end comment) of each generated block.
BLOCKS = {
    "formats": ("<!-- begin: formats table (python docs/gen_formats.py) -->",
                "<!-- end: formats table -->"),
    "shared": ("<!-- begin: shared openers (python docs/gen_formats.py) -->",
               "<!-- end: shared openers -->"),
    "reasoning": ("<!-- begin: reasoning markers (python docs/gen_formats.py) -->",
                  "<!-- end: reasoning markers -->"),
    "control": ("<!-- begin: control tokens (python docs/gen_formats.py) -->",
                "<!-- end: control tokens -->"),
    "render": ("<!-- begin: rendering (python docs/gen_formats.py) -->",
               "<!-- end: rendering -->"),
    "readme": ("<!-- begin: formats (python docs/gen_formats.py) -->",
               "<!-- end: formats -->"),
}


def code(text: str) -> str:
    """``text`` as inline code inside a Markdown table cell (bars escaped, line breaks as
    ``\\n``)."""
    text = text.replace("\n", "\\n").replace("|", "\\|")
    fence = "``" if "`" in text else "`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def first_party() -> list[LoadedFormat]:
    """The installed formats of the catalog, in detection order ``(tier, id)``.

    Every catalog format must be installed: a table built from fewer would be silently short.
    """
    registry = toolcalls.default_registry()
    ids = {entry.id for entry in FORMATS}
    loaded = [f for f in registry.formats if f.id in ids]
    missing = ids - {f.id for f in loaded}
    if missing:
        raise SystemExit(f"not installed: {', '.join(sorted(missing))} (run `make test` once)")
    return loaded


def extras() -> dict[str, str]:
    """distribution -> the extra of core/pyproject.toml that installs it alone.

    Read with a regex (the extras are one line each), so the script needs no TOML parser on
    Python 3.10. Of two extras for one distribution (``openai-json`` and ``json``) the one
    named after the distribution is chosen.
    """
    text = (ROOT / "core" / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split("[project.optional-dependencies]", 1)[1].split("\n[", 1)[0]
    found: dict[str, list[str]] = {}
    for name, dist in re.findall(r'^([\w-]+) = \["([\w-]+)==[^"]*"\]$', section, re.M):
        found.setdefault(dist, []).append(name)
    out = {}
    for dist, names in found.items():
        named = [n for n in names if f"toolcalls-{n}" == dist]
        out[dist] = named[0] if named else names[0]
    return out


def example(fmt: LoadedFormat) -> str:
    """The format's shortest declared example (the one that best fits a table row)."""
    if not fmt.spec.examples:
        raise SystemExit(f"{fmt.id} declares no example")
    return min(fmt.spec.examples, key=len)


def formats_table() -> str:
    """The summary table of docs/formats.md: one row per format, in detection order."""
    extra = extras()
    rows = [
        "| format | tier | anchored | markers | distribution | extra | example |",
        "|---|---:|---|---|---|---|---|",
    ]
    for fmt in first_party():
        spec = fmt.spec
        dist = fmt.distribution or ""
        rows.append("| " + " | ".join([
            f"[{spec.id}](#{spec.id})",
            str(spec.tier),
            "yes" if spec.anchored else "no",
            ", ".join(code(m) for m in spec.markers),
            f"`{dist}`",
            f"`toolcalls[{extra[dist]}]`",
            code(example(fmt)),
        ]) + " |")
    return "\n".join(rows)


def shared_table() -> str:
    """Every marker that more than one format declares, with its claimants."""
    owners: dict[str, list[str]] = {}
    for fmt in first_party():
        for marker in fmt.markers:
            owners.setdefault(marker, []).append(fmt.id)
    rows = ["| marker | claimants (all tried) |", "|---|---|"]
    for marker, ids in owners.items():
        if len(ids) > 1:
            rows.append(f"| {code(marker)} | {', '.join(ids)} |")
    return "\n".join(rows)


def reasoning_table() -> str:
    """The reasoning blocks each format declares (the engine adds ``<think>...</think>``)."""
    rows = ["| format | reasoning opener | closer | prefilled |", "|---|---|---|---|"]
    for fmt in first_party():
        for block in fmt.spec.reasoning:
            rows.append(f"| {fmt.id} | {code(block.open)} | {code(block.close)} | "
                        f"{'yes' if block.prefilled else 'no'} |")
    return "\n".join(rows)


def control_table() -> str:
    """The control tokens each format declares (never left in ``content``)."""
    rows = ["| format | control tokens |", "|---|---|"]
    for fmt in first_party():
        if fmt.spec.control_tokens:
            rows.append(f"| {fmt.id} | {', '.join(code(t) for t in fmt.spec.control_tokens)} |")
    return "\n".join(rows)


#: the calls the rendering table writes: a string, an int, and a call without arguments
RENDERED = [{"name": "f", "arguments": {"k": "v", "n": 1}}, {"name": "g", "arguments": {}}]


def render_table() -> str:
    """What ``toolcalls.render`` writes for ``RENDERED`` in each format."""
    rows = ["| format | `toolcalls.render([f(k=\"v\", n=1), g()], format)` |", "|---|---|"]
    for fmt in first_party():
        rows.append(f"| {fmt.id} | {code(toolcalls.render(RENDERED, fmt.id))} |")
    return "\n".join(rows)


def readme_table() -> str:
    """The compact table of README.md: format, tier, distribution, example."""
    rows = ["| format | tier | distribution | example |", "|---|---:|---|---|"]
    for fmt in first_party():
        rows.append(f"| {fmt.id} | {fmt.tier} | `{fmt.distribution}` | {code(example(fmt))} |")
    return "\n".join(rows)


#: file -> the blocks it holds and the function that builds each.
TARGETS: dict[Path, dict[str, Callable[[], str]]] = {
    FORMATS_MD: {"formats": formats_table, "shared": shared_table,
                 "reasoning": reasoning_table, "control": control_table,
                 "render": render_table},
    README_MD: {"readme": readme_table},
}


def replace_block(text: str, name: str, body: str) -> str:
    """``text`` with the block ``name`` holding ``body`` (the block must exist once)."""
    begin, end = BLOCKS[name]
    if text.count(begin) != 1 or text.count(end) != 1:
        raise SystemExit(f"block {name!r} not found once ({begin} ... {end})")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    return f"{head}{begin}\n{body}\n{end}{tail}"


def block(text: str, name: str) -> str:
    """The body of the block ``name`` in ``text``."""
    begin, end = BLOCKS[name]
    return text.split(begin, 1)[1].split(end, 1)[0].strip("\n")


def render(path: Path) -> str:
    """The file's text with its blocks regenerated."""
    text = path.read_text(encoding="utf-8")
    for name, build in TARGETS[path].items():
        text = replace_block(text, name, build())
    return text


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for path in TARGETS:
        new = render(path)
        if new != path.read_text(encoding="utf-8"):
            stale.append(path.relative_to(ROOT).as_posix())
            if not check:
                path.write_text(new, encoding="utf-8")
    if stale:
        print(("out of date: " if check else "rewritten: ") + ", ".join(stale))
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
