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

import sys
from pathlib import Path

import atheris

sys.path.insert(0, str(Path(__file__).resolve().parent))

# Every module of the parser is instrumented for coverage (imported here for that alone).
with atheris.instrument_imports():
    import toolcalls_bracket  # noqa: F401
    import toolcalls_harmony  # noqa: F401
    import toolcalls_hermes  # noqa: F401
    import toolcalls_llama  # noqa: F401
    import toolcalls_mistral  # noqa: F401
    import toolcalls_openai_json  # noqa: F401
    import toolcalls_python_call  # noqa: F401
    import toolcalls_xml_invoke  # noqa: F401

    import toolcalls
    import toolcalls.engine
    import toolcalls.render
    import toolcalls.toolkit
    import toolcalls.toolkit.json
    import toolcalls.toolkit.pycall
    import toolcalls.toolkit.render
    import toolcalls.toolkit.shapes
    import toolcalls.toolkit.tagged
    import toolcalls.toolkit.xml  # noqa: F401

from checks import check  # fuzz/checks.py: the invariants, shared with the tests


def test_one_input(data: bytes) -> None:
    check(data.decode("utf-8", "surrogateescape"))


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
