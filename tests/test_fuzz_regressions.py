"""The fuzz target's invariants (fuzz/checks.py) on its seed corpus and on every crash found.

``make fuzz`` runs atheris over toolcalls.parse / parse_tool_calls / parse_tool_call with the
checks of fuzz/checks.py: calls or a ToolCallError positioned inside the text, never another
exception; strict and lenient parsing agree; parse_tool_call agrees; the calls found render in
every format and parse back the same. A crash it finds is added to ``CRASHES`` below (the input
and what was fixed), so it is checked on every ``make test``, atheris or not.

The seed corpus (fuzz/make_corpus.py: the plugins' examples, the conformance corpus and the
string constants of every test module) is checked here too: about 55,000 texts, some fifteen
seconds.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

FUZZ = Path(__file__).resolve().parents[1] / "fuzz"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"toolcalls_fuzz_{name}", FUZZ / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


checks = _load("checks")
corpus = _load("make_corpus")

#: Inputs the fuzzer (or a property test) broke, with what was wrong and what fixed it.
CRASHES: dict[str, str] = {
    # The first atheris runs (two of ~3 minutes, 2.2e5 executions, the first eight formats)
    # found no crash; the entries below are the edges the renderers had to get right, kept as
    # inputs for the whole check, then what later runs found.
    "xml_invoke string that reads as JSON":
        '<invoke name="f"><parameter name="k">"5"</parameter></invoke>',
    "xml_invoke edge newlines": '<invoke name="f"><parameter name="k">\n\nx\n\n</parameter>'
                                "</invoke>",
    "reasoning opener inside a string": '<tool_call>{"name": "f", "arguments": '
                                        '{"a": "\\u003cthink> x"}}</tool_call>',
    "json call holding a tagged marker": '{"name": "f", "arguments": {"a": '
                                         '"\\u003ctool_call>{}"}}',
    "python string holding a JSON call": "f(a='\\x7b\"name\": \"g\", \"arguments\": {}}')",
    "surrogate escapes in python": "f(a='\\ud83c\\udf89', b='\\ud800')",
    "negative zero and big ints": 'f(a=-0.0, b=123456789012345678901234567890, c=1e+100)',
    # Found by atheris (2026-12-03, the first run with every plugin instrumented, after 2.4e5
    # executions): mistral's name ran over a DeepSeek opener (``[TOOL_CALLS]hello...
    # <｜tool▁call▁begin｜>...```json`` then whitespace and a JSON object), so the call's name
    # held another format's opener and did not round-trip through bracket with every format
    # installed. A name now ends at the next opener of any format.
    "mistral name over another opener": (
        ' esp!onse<|\udc8c\udc9a\udc8dp|>unsafe<|close|><|open|>argusend",%"arguments": {'
        '"text": "[TOOL_CALLS]hello"}}l<|sep|><|close|>tools<p|><|close|>mells▁begin｜><｜t'
        'ool▁call▁begin｜>functionget_weather```json\n{"location":"Paris"}\n```<｜tool▁call'
        '▁end｜><｜tool▁cal\x10\x00\x00\x00\x00\x00\x00\x00ssage<|sep|T[[OOLOCALLS]'),
    # Found by atheris (the same day, 7e4 executions later): a Gemma 4 call with the key
    # ``/s``, which minimax_m3's renderer wrote as the tag ``</s>``, a closer; it refuses keys
    # starting with ``/`` now (ValueError, as for every key it cannot write).
    "minimax_m3 key that writes a closer": (
        'all>call:f{s:"<tool_call|>"}<tool_c<|tool_call>call:f{s:"<tool_\'all|>"}<tool_call|>]'
        '[TOOL_CALL]<|tool_call>call:f{/s:"<tool_call|>"}<tool_call|>SS]'),
}


@pytest.mark.parametrize("text", list(CRASHES.values()), ids=list(CRASHES))
def test_crashes_stay_fixed(text: str) -> None:
    checks.check(text)


def test_the_seed_corpus_passes_every_check() -> None:
    texts = [*corpus.examples(), *corpus.peer_texts(), *corpus.test_strings()]
    assert len(texts) > 1000
    for text in texts:
        checks.check(text)
