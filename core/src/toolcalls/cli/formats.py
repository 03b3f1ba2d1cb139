"""``toolcalls formats``: the installed formats in detection order."""

from __future__ import annotations

import argparse

from toolcalls.cli._common import EXIT_OK, UsageError, table, write_json
from toolcalls.registry import default_registry

__all__ = ["run"]


def run(args: argparse.Namespace) -> int:
    if args.compact and not args.json:
        raise UsageError("--compact applies to the JSON output: use it with --json")
    rows = [
        {
            "id": f.id,
            "tier": f.tier,
            "markers": list(f.markers),
            "distribution": f.distribution,
            "version": f.version,
            "description": f.spec.description,
        }
        for f in default_registry().formats
    ]
    if args.json:
        write_json(rows, compact=args.compact)
        return EXIT_OK
    cells = [
        [
            str(r["id"]),
            str(r["tier"]),
            " ".join(r["markers"]) or "(always tried)",  # type: ignore[arg-type]
            str(r["distribution"] or "-"),
            str(r["version"] or "-"),
            str(r["description"]),
        ]
        for r in rows
    ]
    print(table(["id", "tier", "markers", "distribution", "version", "description"], cells))
    return EXIT_OK
