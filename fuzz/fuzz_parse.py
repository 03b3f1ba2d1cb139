"""Coverage-guided fuzzing of toolcalls.parse, parse_tool_calls and parse_tool_call (atheris).

    make fuzz                                   # a bounded run (FUZZ_SECONDS, 180 by default)
    python fuzz/fuzz_parse.py -max_total_time=60 fuzz/work fuzz/corpus

The input bytes are decoded as UTF-8 (invalid bytes become lone surrogates, which the parsers
must reject cleanly). For every input:

- lenient parsing never raises; strict parsing returns calls or raises a ToolCallError whose
  position lies inside the text; strict raises exactly ``parse(text).errors[0]``, and returns
  the lenient calls when there is no error; ``parse_tool_call`` agrees with both;
- the calls found, rendered in every format that can write them, parse back to the same calls
  (types included).

The checks are fuzz/checks.py's. Any other exception, or a failed check, is a crash: atheris
stops and writes the input to fuzz/artifacts/; crashes become tests in
tests/test_fuzz_regressions.py.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
import sys
from importlib.metadata import entry_points
from pathlib import Path

import atheris

sys.path.insert(0, str(Path(__file__).resolve().parent))
# Coverage is read off Python code: the compiled core (core/build_native.py) shows atheris
# nothing, so the sources run.
os.environ["TOOLCALLS_PURE"] = "1"


def parser_modules() -> list[str]:
    """Every module a parse may run, found without importing any: the core's (its command
    line and server aside) and every installed format plugin's, so that a new module or plugin
    is fuzzed without editing a list."""
    spec = importlib.util.find_spec("toolcalls")
    assert spec is not None and spec.origin is not None
    root = Path(spec.origin).parent
    names = []
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if len(parts) < 2 or parts[1] not in ("cli", "serve", "__main__"):
            names.append(".".join(parts))
    names += sorted({ep.value.split(":")[0] for ep in entry_points(group="toolcalls")})
    return names


# Every module of the parser is instrumented for coverage (imported here for that alone).
with atheris.instrument_imports():
    for _name in parser_modules():
        # (a module of an extra that is not installed: no parse runs it)
        with contextlib.suppress(ImportError):
            importlib.import_module(_name)

from checks import check  # noqa: E402  (fuzz/checks.py: the invariants, shared with the tests)


def test_one_input(data: bytes) -> None:
    check(data.decode("utf-8", "surrogateescape"))


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
