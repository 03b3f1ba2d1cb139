"""The engine's lanes give exactly what running the tier gives.

A lane (``Selection.lanes``, docs/architecture.md "The lane") takes a format's calls from its
grammar's fast path (``lane_matches``) without running the first tier: TaggedJSON (Hermes),
XmlParams in a wrapper (Qwen3-Coder, Seed-OSS, MiniMax M2, DeepSeek DSML), KeyValue (GLM),
NameArgs (DeepSeek V3 / V3.1, Kimi K2, PLaMo 3), XmlParams with a prefix and a section
(Step3), the other TaggedJSON formats (Apertus,
Command R, Granite, GigaChat, Jamba, Hunyuan: their full rules without the search for other
formats' openers), PyCalls and the Choice of PyCalls and TaggedJSON (LFM2, OLMo 3: an
alternative's lane where no other alternative may complete), and plugins' grammars that take
the engine's stops (Gemma's BraceCalls and ToolCode, Kimi K3's Xtml, Llama 4's grammar,
InternLM's actions).
These tests hold the fast paths to the full rules:

- ``XmlParams.lane_matches``, ``KeyValue.lane_matches``, ``NameArgs.lane_matches``,
  ``PyCalls.lane_matches``, ``Choice.lane_matches`` and ``TaggedJSON.lane_matches`` (its
  fast path, and the full rules' reader where that declines) either decline (None) or return the
  matches of the grammar's ``extract``, field for field (spans, names, ids, positions,
  values, raw forms), on texts built from each grammar's own tags and sections, values that
  hold closers, entities, surrogates;
- a parser with lanes and one with them switched off agree, strict and lenient, with and
  without tools, and streamed, on every corpus output, every format's examples and texts
  that mix the examples of several formats with stray markers;
- the lane is taken (no hook runs) on the clean examples of the wrapped XML formats with every
  format installed, and not where another format's marker lies outside the calls.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Registry, ToolCallError, engine
from toolcalls.testing import find_corpus
from toolcalls.toolkit.choice import Choice
from toolcalls.toolkit.keyvalue import KeyValue
from toolcalls.toolkit.nameargs import NameArgs, _Scan
from toolcalls.toolkit.pycalls import PyCalls
from toolcalls.toolkit.spans import literal_heads
from toolcalls.toolkit.stops import NO_STOPS
from toolcalls.toolkit.tagged import TaggedJSON
from toolcalls.toolkit.xmlparams import XmlParams
from toolcalls.types import Extraction

EXAMPLES = int(os.environ.get("TOOLCALLS_EXAMPLES", "150"))
CORPUS = find_corpus(__file__)
XML_LANES = ("qwen3_coder", "seed_oss", "minimax_m2", "deepseek_v32", "deepseek_v4",
             "deepseek_v41", "glm4")
#: what sits on the edges of every grammar's tags
EDGES = ["\n", " ", "1", "x", '"s"', "{\"k\": 1}", "<", ">", "&amp;", "\ud800", "<think>",
         "<tool_call>", "</tool_call>", "[1, 2]", "true", "\\n", "a b", "f(a=1)"]

Grammar = Any  # a toolkit block, or a plugin's grammar with a lane (Gemma's BraceCalls)


def _lane_grammars() -> list[tuple[str, Grammar]]:
    registry = toolcalls.default_registry()
    found = [(f.id, f.spec.grammar) for f in registry.formats
             if callable(getattr(f.spec.grammar, "lane_matches", None))
             and getattr(f.spec.grammar, "lane_openers", ())]
    if not found:
        pytest.skip("no format with a lane is installed")
    return found


def _pieces(grammar: Grammar) -> list[str]:
    """Bits of text a grammar's tags are made of, and things that sit on their edges."""
    if isinstance(grammar, Choice):
        return [piece for g in grammar.alternatives for piece in _pieces(g)]
    if type(grammar).__name__ == "BraceCalls":
        return [grammar.opener, grammar.closer, grammar.string, grammar.turn_end, "call:",
                "call:f", "call:f{", "{", "}", ",", ":", "k:", "k:3", "a b:", "[1,2]",
                "true", "-1.5", "x y", "<tool_call>", "<|python_tag|>", "{\"name\"", *EDGES]
    if isinstance(grammar, PyCalls):
        return [grammar.opener, grammar.closer or "", "[", "]", "f(a=1)", "g()", ", ", ",",
                ";", "get_x(a='s', b=[1, 2])", "f(a=", ")", "f(1)", "{}", "a.b(c=None)",
                "f(a=true)", *EDGES]
    if isinstance(grammar, TaggedJSON):
        return [*grammar.openers, grammar.opener + "\n", "\n" + (grammar.closer or ""),
                grammar.closer or "", *grammar.end_tokens, "[", "]", "{", "}",
                '{"name": "f", "arguments": {}}', '[{"name": "f", "arguments": {"a": 1}}]',
                '{"name": "f", "parameters": {"a": "x"}}', '{"tool_name": "f", "parameters": {}}',
                '{"f": {"a": 1}}', '[{"f": {}}]', ", ", *EDGES]
    if isinstance(grammar, NameArgs):
        section = grammar.section or ("", "")
        return [*grammar.openers, *grammar.separators, *grammar.closers, *section,
                *grammar.end_tokens, grammar.render_prefix, "f", "get_x", "functions.f:0",
                "functions.g:1", "0", "function", "```json\n", "\n```", '{"a": 1}', "{}",
                '{"a": "<|tool_call_end|>"}', *EDGES]
    if isinstance(grammar, KeyValue):
        return [grammar.opener, grammar.closer, *grammar.key, *grammar.value, "f", "get_x",
                "city", " city ", "ci ty", *EDGES]
    if type(grammar).__name__ == "Llama4Grammar":
        from toolcalls_llama4 import CALLS

        return _pieces(CALLS)
    if type(grammar).__name__ == "ToolCode":
        return [grammar.opener, grammar.closer, "\n", "f(a=1)", "g()", "print(f(a='x'))",
                "default_api.f(a=1)", "[f(a=1), g()]", "f(a=", "x = 1", "```python", *EDGES]
    if type(grammar).__name__ == "Xtml":
        return ["<|open|>tools<|sep|>", "<|close|>tools<|sep|>", "<|open|>call",
                ' tool="f" index="1"<|sep|>', ' tool="g" index="2"<|sep|>',
                "<|close|>call<|sep|>", "<|open|>argument", ' key="a" type="string"<|sep|>',
                ' key="n" type="number"<|sep|>', ' key="o" type="object"<|sep|>',
                "<|close|>argument<|sep|>", "<|open|>json<|sep|>", "<|close|>json<|sep|>",
                ' key="b" type="boolean"<|sep|>', ' key="z" type="null"<|sep|>',
                ' key="l" type="array"<|sep|>', ' key="a" type="integer"<|sep|>',
                "Paris", "3", " 3 ", "-1.5e3", "1e400", "null", "false", "123456789012345678901",
                "\u3000", '{"a": 1}', '"s"', "&quot;", "<|open|>", "<|close|>", "<|sep|>",
                "<|end_of_msg|>", *EDGES]
    if type(grammar).__name__ == "Actions":  # InternLM's
        return ["<|action_start|>", "<|plugin|>", "<|interpreter|>", "<|action_end|>", " ",
                '{"name": "f", "parameters": {"a": 1}}', '{"name": "g", "arguments": {}}',
                "[", "]", "{", "}", '"<|action_end|>"', "```python\nx = 1\n```", *EDGES]
    if not isinstance(grammar, XmlParams):
        return [*getattr(grammar, "openers", ()), *EDGES]
    call, param = grammar.call, grammar.param
    opens = [o for o in (*grammar.wrapper_opens, *call.opens, *param.opens)]
    if call.named == "eq":
        heads = [call.opens[0] + "f>", call.opens[0] + " f >", call.opens[0] + "f g>"]
    else:
        heads = [call.opens[0] + ' name="f">', call.opens[0] + " name='g'>",
                 call.opens[0] + ' name="f" x="1">']
    if param.named == "eq":
        params = [param.opens[0] + "a>", param.opens[0] + "b>", param.opens[0] + " a >"]
    else:
        params = [param.opens[0] + ' name="a">', param.opens[0] + ' name="b" string="true">',
                  param.opens[0] + ' name="a" string="false">']
    section = grammar._section  # Step3's run of calls, and the prefix inside its wrapper
    marks = [] if section is None else [*section.begins, *section.ends]
    prefix = [] if grammar._prefix is None else list(literal_heads(grammar._prefix.pattern))
    return [*opens, *grammar.wrapper_closes, *call.closes, *param.closes, *heads, *params,
            *marks, *prefix, *EDGES]


def _fields(matches: list[Any]) -> list[Any]:
    return [
        (m.start, m.end, m.error and m.error.code, m.incomplete,
         [(c.name, c.arguments, c.id, c.start, c.end, c.name_pos, c.args_pos,
           c.raw and {k: (v.text, v.start, v.end) for k, v in c.raw.items()})
          for c in m.calls])
        for m in matches
    ]


@st.composite
def grammar_texts(draw: st.DrawFn) -> tuple[str, str, Grammar]:
    fid, grammar = draw(st.sampled_from(_lane_grammars()))
    example = toolcalls.default_registry().get(fid).spec.examples[0]
    pieces = _pieces(grammar)
    kind = draw(st.integers(0, 2))
    if kind == 0:
        text = "".join(draw(st.lists(st.sampled_from(pieces), min_size=1, max_size=16)))
    else:
        at = draw(st.integers(0, len(example)))
        inserted = draw(st.sampled_from(pieces)) if kind == 1 else example[:at]
        text = example[:at] + inserted + example[at:] if kind == 1 else inserted + example
    return fid, text, grammar


@given(grammar_texts())
@settings(max_examples=EXAMPLES * 4, deadline=None)
def test_grammar_lane_agrees_with_the_full_rules(case: tuple[str, str, Grammar]) -> None:
    fid, text, grammar = case
    lane = grammar.lane_matches(text, 0, fid)
    if lane is not None:
        assert _fields(lane) == _fields(grammar.extract(text, 0, format=fid).matches)
        # what lets the engine take a lane unchecked (engine._trusted): complete matches
        # that keep the extraction contract, stamped with their format
        assert engine.check_extraction(Extraction(lane, len(text)), len(text)) is None
        assert all(m.error is None and m.format == fid for m in lane)
        assert all(c.format == fid for m in lane for c in m.calls)


def _express_grammars() -> list[tuple[str, NameArgs]]:
    return [(fid, g) for fid, g in _lane_grammars()
            if isinstance(g, NameArgs) and g._express is not None]


@st.composite
def express_texts(draw: st.DrawFn) -> tuple[str, str, NameArgs]:
    """A NameArgs example with pieces put in, spellings swapped and whitespace added where the
    grammar allows it, or not."""
    fid, grammar = draw(st.sampled_from(_express_grammars()))
    text = draw(st.sampled_from(toolcalls.default_registry().get(fid).spec.examples))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        piece = draw(st.sampled_from([
            *_pieces(grammar), " ", "\n", "\t", "\u3000", "```", "```json", "}", "{", '"',
            '"}', "}}", "\\", "1234567890123456789012", "[[[[", ":0", ":", "functions.",
            "functions_f_0", *grammar.closers, *grammar.opener_spellings]))
        text = text[:at] + piece + text[at:]
    return fid, text, grammar


@given(express_texts())
@settings(max_examples=EXAMPLES * 4, deadline=None)
def test_express_reads_what_the_full_rules_read(case: tuple[str, str, NameArgs]) -> None:
    """The NameArgs lane's short reader (one regex, one orjson.loads) reads a call exactly as
    the full rules' reader does, or leaves it to that reader."""

    fid, text, grammar = case
    express = grammar._express
    assert express is not None
    found = grammar._opener.search(text)
    while found is not None:
        at, olen = found.start(), found.end() - found.start()
        short = express.read(text, at)
        if short is not None:
            full, undecided = _Scan(grammar, text, NO_STOPS, fid).call(at, olen)
            assert not undecided and isinstance(full, toolcalls.Match), text
            assert _fields([short]) == _fields([full]), text
        found = grammar._opener.search(text, at + 1)


def test_express_reads_the_template_layouts() -> None:
    """It must not leave everything to the full rules: the examples, spacing and the other
    spellings of the markers take it."""
    for fid, grammar in _express_grammars():
        express = grammar._express
        assert express is not None
        for example in toolcalls.default_registry().get(fid).spec.examples:
            at = grammar._opener.search(example)
            assert at is not None
            assert express.read(example, at.start()) is not None, (fid, example)
            for spelling in grammar.opener_spellings[1:]:
                other = example.replace(grammar.opener, spelling)
                assert express.read(other, at.start()) is not None, (fid, other)


@st.composite
def express_run_texts(draw: st.DrawFn) -> tuple[str, str, NameArgs]:
    """Runs of a NameArgs format's calls: its examples' calls and sections, repeated, with
    blanks of every kind, prose and the section's markers put between them, or cut."""
    fid, grammar = draw(st.sampled_from(_express_grammars()))
    examples = toolcalls.default_registry().get(fid).spec.examples
    section = grammar.section or ("", "")
    between = ["", " ", "\n", "\r\n", "\t", "\u00a0", "\u3000", "ok ", *section,
               *(grammar._section.begins if grammar._section else ()), *grammar.closers]
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        example = draw(st.sampled_from(examples))
        at = draw(st.integers(0, len(example)))
        piece = draw(st.sampled_from(between))
        parts.append(example[:at] + piece + example[at:])
        parts.append(draw(st.sampled_from(between)))
    text = "".join(parts)
    return fid, text[:draw(st.integers(len(text) // 2, len(text)))], grammar


@given(express_run_texts())
@settings(max_examples=EXAMPLES * 4, deadline=None)
def test_express_run_reads_what_the_full_rules_read(case: tuple[str, str, NameArgs]) -> None:
    """The NameArgs lane's loop over calls in their template's layout (sections included)
    gives the full rules' matches, or None, from every opener where a lane may start."""
    fid, text, grammar = case
    found = grammar._any_opener.search(text)
    while found is not None:
        at = found.start()
        run = grammar._express_run(text, at, fid)
        if run is not None:
            full = grammar.extract(text, at, format=fid)
            assert _fields(run) == _fields(full.matches), (text, at)
            assert full.resume == len(text), (text, at)
        found = grammar._any_opener.search(text, at + 1)


def test_express_run_takes_the_template_layouts() -> None:
    """It must not leave every run to the general loop: each example, and two of them with
    blanks between, are read by it."""
    for fid, grammar in _express_grammars():
        for example in toolcalls.default_registry().get(fid).spec.examples:
            for text in (example, example + "\n" + example + " done"):
                found = grammar._any_opener.search(text)
                assert found is not None
                run = grammar._express_run(text, found.start(), fid)
                assert run is not None, (fid, text)
                full = grammar.extract(text, found.start(), format=fid).matches
                assert _fields(run) == _fields(full), (fid, text)


def _short_grammars() -> list[tuple[str, TaggedJSON]]:
    return [(fid, g) for fid, g in _lane_grammars()
            if isinstance(g, TaggedJSON) and g.closer is not None]


@st.composite
def short_texts(draw: st.DrawFn) -> tuple[str, str, TaggedJSON]:
    """A closed TaggedJSON format's examples, repeated, with its pieces put in."""
    fid, grammar = draw(st.sampled_from(_short_grammars()))
    examples = toolcalls.default_registry().get(fid).spec.examples
    text = "".join(draw(st.lists(st.sampled_from(examples), min_size=1, max_size=3)))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        piece = draw(st.sampled_from([*_pieces(grammar), "\u00a0", "\t", "1e400",
                                      "12345678901234567890123", '"', "]", "[]", "{}"]))
        text = text[:at] + piece + text[at:]
    return fid, text, grammar


@given(short_texts())
@settings(max_examples=EXAMPLES * 4, deadline=None)
def test_tagged_short_lane_reads_what_the_full_rules_read(
        case: tuple[str, str, TaggedJSON]) -> None:
    """TaggedJSON's short lane (one orjson.loads per closed payload, the format's shape)
    gives the full rules' matches, or None, from every opener."""
    fid, text, grammar = case
    at, _ = grammar._find(text, 0)
    while at >= 0:
        short = grammar._lane_short(text, at, fid)
        if short is not None:
            full = grammar.extract(text, at, format=fid)
            assert _fields(short) == _fields(full.matches), (text, at)
            assert [m.format for m in short] == [fid] * len(short)
            assert full.resume == len(text), (text, at)
        at, _ = grammar._find(text, at + 1)


def test_tagged_short_lane_takes_the_template_layouts() -> None:
    """Every closed TaggedJSON format whose examples hold only complete calls has them read
    by the short lane: it must not leave them all to the general loop."""
    taken = []
    for fid, grammar in _short_grammars():
        for example in toolcalls.default_registry().get(fid).spec.examples:
            at, _ = grammar._find(example, 0)
            full = grammar.extract(example, at, format=fid)
            if at < 0 or not full.matches or any(m.error for m in full.matches):
                continue
            short = grammar._lane_short(example, at, fid)
            assert short is not None, (fid, example)
            assert _fields(short) == _fields(full.matches), (fid, example)
            taken.append(fid)
    assert {"apertus", "command_r", "hunyuan", "jamba"} <= set(taken)


@pytest.mark.parametrize("value", [
    "12345678901234567890123", "-9223372036854775809", "1e400", "1.5", '"\\ud800"',
    "[" * 600 + "]" * 600, '"a\\"b"', '{"k": "}"}', '"}\n```"', "null", '"x"}'])
def test_express_reads_values_as_the_full_rules_do(value: str) -> None:
    """Integers beyond 64 bits, nesting beyond the limit, surrogates, braces in strings:
    the short reader gives what the full rules give, or leaves them the call."""

    for fid, grammar in _express_grammars():
        express = grammar._express
        assert express is not None
        for example in toolcalls.default_registry().get(fid).spec.examples:
            text = example.replace('"Paris"', value, 1)
            found = grammar._opener.search(text)
            assert found is not None
            short = express.read(text, found.start())
            full, _ = _Scan(grammar, text, NO_STOPS, fid).call(found.start(),
                                                               found.end() - found.start())
            if short is not None:
                assert isinstance(full, toolcalls.Match)
                assert _fields([short]) == _fields([full]), (fid, value)
    for fid, tagged in _short_grammars():  # and TaggedJSON's short lane
        for example in toolcalls.default_registry().get(fid).spec.examples:
            text = example.replace('"Paris"', value, 1)
            at, _ = tagged._find(text, 0)
            lane = tagged._lane_short(text, at, fid)
            if lane is not None:
                full_matches = tagged.extract(text, at, format=fid).matches
                assert _fields(lane) == _fields(full_matches), (fid, value)


def _xml_param_grammars() -> list[tuple[str, XmlParams]]:
    return [(fid, g) for fid, g in _lane_grammars()
            if isinstance(g, XmlParams) and g._express is not None and not g._by_rules]


@st.composite
def xml_param_texts(draw: st.DrawFn) -> tuple[str, str, XmlParams]:
    """An XmlParams example whose parameters are rewritten: tags with spacing, quotes and
    attributes the short reader reads or leaves to ``_read_tag``, values with the edges the
    trims drop (``\r\n``, blanks), entities, JSON and closers."""
    fid, grammar = draw(st.sampled_from(_xml_param_grammars()))
    example = toolcalls.default_registry().get(fid).spec.examples[0]
    opener, closer = grammar.param.opens[0], grammar.param.closes[0]
    if grammar.param.named == "eq":
        tags = ["city>", " city >", "ci ty>", "city\n>", "&amp;c>", "days>", ">"]
    else:
        tags = [' name="city">', " name='city'>", ' name = "city" >', ' name="city" string="true">',
                ' name="city" string=\'false\'>', ' name="city" string="true" string="false">',
                ' name="city" other="1">', ' name="c&amp;y">', ' name="days"string="true">',
                ' name="city"\nstring = "true"\n>', ' name="a\'b">']
    edges = ["", "\n", "\r\n", "\n\n", " ", "\t", "\r", " \n ", "\n\r\n"]
    bodies = ["Paris", "3", " 3 ", "-1.5e3", "true", "null", '{"a": [1]}', "[1, 2", "&lt;b&gt;",
              "&quot;x&quot;", "a < b", "", "007", '"s"', "x" + opener + "y", "\ud800"]
    params = []
    for _ in range(draw(st.integers(1, 3))):
        value = draw(st.sampled_from(edges)) + draw(st.sampled_from(bodies)) + \
            draw(st.sampled_from(edges))
        params.append(opener + draw(st.sampled_from(tags)) + value + closer +
                      draw(st.sampled_from(["", "\n", " \n", "\r\n"])))
    first = example.find(opener)
    last = example.rfind(closer) + len(closer)
    return fid, example[:first] + "".join(params) + example[last:], grammar


@given(xml_param_texts())
@settings(max_examples=EXAMPLES * 4, deadline=None)
def test_xml_short_param_reader_reads_what_the_full_rules_read(
        case: tuple[str, str, XmlParams]) -> None:
    """XmlParams' short reader of a parameter (one regex: tag, value, closer) gives what the
    full rules give, field for field, or leaves the tag to ``_read_tag``; and it takes the
    parameters the templates write."""
    fid, text, grammar = case
    lane = grammar.lane_matches(text, 0, fid)
    if lane is not None:
        assert _fields(lane) == _fields(grammar.extract(text, 0, format=fid).matches), text


def test_xml_short_param_reader_takes_the_template_layouts() -> None:
    for fid, grammar in _xml_param_grammars():
        express = grammar._express
        assert express is not None
        example = toolcalls.default_registry().get(fid).spec.examples[0]
        at = example.find(grammar.param.opens[0])
        assert express.match(example, at) is not None, fid


def test_grammar_lane_answers_the_clean_cases() -> None:
    """It must not decline everything: each format's examples take it, from their first lane
    opener (where the engine asks: a ``Choice`` reads from an opener only)."""
    for fid, grammar in _lane_grammars():
        for example in toolcalls.default_registry().get(fid).spec.examples:
            start = min(example.find(o) for o in grammar.lane_openers if o in example)
            lane = grammar.lane_matches(example, start, fid)
            assert lane is not None, fid
            assert _fields(lane) == _fields(grammar.extract(example, 0, format=fid).matches)


# --- the engine, with and without lanes --------------------------------------------------------


def _without_lanes() -> toolcalls.Parser:
    # a registry of the same formats keeps selections of its own (the default registry's
    # are shared by every parser made from it): switching these lanes off touches no other
    parser = toolcalls.Parser(Registry(toolcalls.default_registry().formats))
    selection = parser.selection()
    selection.lanes = {}
    selection._lane_plans.clear()
    return parser


def _texts() -> list[str]:
    registry = toolcalls.default_registry()
    examples = [e for f in registry.formats for e in f.spec.examples]
    texts = list(examples)
    if CORPUS is not None:
        with CORPUS.open(encoding="utf-8") as lines:
            texts += [json.loads(line)["text"] for line in lines if line.strip()]
    stray = ["<think>", "</think>", "<tool_call>", "<function=f>", "</parameter>",
             "<invoke name=\"f\">", "<tool_calls>", "[TOOL_CALLS]", "<function_calls>",
             '{"name": "f", "arguments": {}}', "\n", " prose "]
    rnd = random.Random(9)
    for _ in range(300):
        # reasoning around calls: before them, holding one (a call mentioned while thinking),
        # prefilled (a closer only), unclosed after them, and a marker inside an argument
        a, b = rnd.choice(examples), rnd.choice(examples)
        texts += [f"<think>plan {a}</think>\n{b}", f"<think>\nplan\n</think>\n\n{b}",
                  f"plan it\n</think>\n{a}", f"{a}\n<think>more", f"{a}</think>{b}",
                  b.replace("Paris", "</think>Paris", 1), f"<think>x</think>{a}<think>y"]
    for _ in range(600):
        a, b = rnd.choice(examples), rnd.choice(examples)
        mixed = list(a + rnd.choice(["", "\n", " and "]) + b)
        mixed.insert(rnd.randrange(len(mixed) + 1), rnd.choice(stray))
        texts.append("".join(mixed))
        one = rnd.choice(examples)
        at = rnd.randrange(len(one) + 1)
        texts.append(one[:at] + rnd.choice(stray) + one[at:])
    return texts


def _lenient(parser: toolcalls.Parser, text: str, **kwargs: Any) -> tuple[Any, ...]:
    result = parser.parse(text, **kwargs)
    return (
        [(c.name, c.arguments, c.start, c.end, c.id, c.format, c.name_pos, c.args_pos)
         for c in result.calls],
        [(e.code, e.position, e.format) for e in result.errors],
        result.content, result.reasoning, result.spans,
    )


def _strict(parser: toolcalls.Parser, text: str, **kwargs: Any) -> Any:
    try:
        return parser.parse_tool_calls(text, **kwargs)
    except ToolCallError as exc:
        return (exc.code, exc.position, exc.format)


def _tools_of(calls: list[toolcalls.Call]) -> list[dict[str, Any]] | None:
    if not calls:
        return None
    kinds = {str: "string", int: "integer", float: "number", bool: "boolean"}
    tools: dict[str, dict[str, Any]] = {}
    for call in calls:
        props = {k: {"type": kinds.get(type(v), "object")} for k, v in call.arguments.items()}
        tools.setdefault(call.name, {"name": call.name, "parameters": {
            "type": "object", "properties": props}})
    return list(tools.values())


def test_the_engine_with_and_without_lanes_agree() -> None:
    with_lanes, without = toolcalls.Parser(), _without_lanes()
    taken = 0
    for text in _texts():
        assert _strict(with_lanes, text) == _strict(without, text), text
        assert _strict(with_lanes, text, include_format=True) == _strict(
            without, text, include_format=True), text
        assert _lenient(with_lanes, text) == _lenient(without, text), text
        tools = _tools_of(without.parse(text).calls)
        if tools is not None:
            # the tools as the calls need them, a list that lacks the first call's tool
            # (unknown_tool), and one that asks every declared value for an integer
            # (invalid_argument_type where a value is raw text): strict and lenient alike
            stricter = [{"name": t["name"], "parameters": {"type": "object", "properties": {
                k: {"type": "integer"} for k in t["parameters"]["properties"]}}} for t in tools]
            for given in (tools, tools[1:] or [{"name": "other_tool"}], stricter):
                assert _lenient(with_lanes, text, tools=given) == _lenient(
                    without, text, tools=given), text
                assert _strict(with_lanes, text, tools=given) == _strict(
                    without, text, tools=given), text
        selection = with_lanes.selection()
        markers = selection.tiers[0].scan(text, {})
        taken += bool(markers) and bool(selection.lane_plan(markers))
    assert taken > 100  # the lanes were there to be taken


def _reasoned(fmt: Any, rnd: random.Random) -> list[str]:
    """A format's examples with reasoning of its own pairs (and ``<think>``) around them:
    before the calls, holding a call, prefilled, unclosed after them, inside an argument."""
    pairs = [(r.open, r.close) for r in fmt.spec.reasoning] + [("<think>", "</think>")]
    examples = list(fmt.spec.examples)
    texts = []
    for _ in range(12):
        opened, closed = rnd.choice(pairs)
        a, b = rnd.choice(examples), rnd.choice(examples)
        word = rnd.choice(["Paris", "get_weather", "city", "{", "("])
        texts += [f"{opened}plan{closed}{a}", f"{opened}\nplan {a}\n{closed}\n\n{b}",
                  f"plan it\n{closed}\n{a}", f"{a}\n{opened}more", f"{a}{closed}{b}",
                  b.replace(word, f"{closed}{word}", 1), b.replace(word, f"{opened}{word}", 1),
                  f"{opened}x{closed}{a}{opened}y", f"{opened}x{closed} {a} {b}"]
    return texts


def test_one_format_with_and_without_lanes_agree() -> None:
    """A server runs one family: its parser takes the lane wherever nothing else claims the
    opener, reasoning of its own before the calls included (the lane read before the blocks
    were blanked gives the calls when no block reaches into them)."""
    rnd = random.Random(11)
    taken = 0
    for fmt in toolcalls.default_registry().formats:
        alone = toolcalls.Parser(Registry((fmt,)))
        if not alone.selection().lanes:
            continue
        without = toolcalls.Parser(Registry((fmt,)))
        without.selection().lanes = {}
        for text in _reasoned(fmt, rnd):
            assert _lenient(alone, text) == _lenient(without, text), (fmt.id, text)
            assert _strict(alone, text) == _strict(without, text), (fmt.id, text)
            for started in (True, False):
                assert _lenient(alone, text, reasoning_started=started) == _lenient(
                    without, text, reasoning_started=started), (fmt.id, text, started)
            tools = _tools_of(without.parse(text).calls)
            if tools is not None:
                assert _lenient(alone, text, tools=tools) == _lenient(
                    without, text, tools=tools), (fmt.id, text)
                assert _strict(alone, text, tools=tools[1:] or [{"name": "x"}]) == _strict(
                    without, text, tools=tools[1:] or [{"name": "x"}]), (fmt.id, text)
            taken += _laned(alone, text)
    assert taken > 100


def _laned(parser: toolcalls.Parser, text: str) -> bool:
    """True when the run of ``text`` reads its calls by the lane (with its reasoning
    blocks found first, when it has some)."""
    selection = parser.selection()
    markers = engine._format_markers(selection.tiers[0].scan(text, {}), selection)
    return bool(markers) and engine._lane(text, selection, markers) is not None


def test_a_lane_given_the_stops_reads_as_the_tier_does() -> None:
    """Gemma's bare values end at the next opener of any format, of any tier, and Kimi K3's
    reader consults the next opener too: their lanes are given the selection's stops. Every
    format's openers put at every place of their calls, with and without lanes, agree."""
    registry = toolcalls.default_registry()
    with_lanes, without = toolcalls.Parser(), _without_lanes()
    openers = sorted({m for f in registry.formats if f.spec.anchored for m in f.markers})
    checked = 0
    for fid in ("gemma4", "functiongemma", "gemma3", "kimi_k3"):
        if fid not in registry.ids:
            continue
        example = registry.get(fid).spec.examples[0]
        for at in range(len(example) + 1):
            for opener in openers[at % 7::7]:
                text = example[:at] + opener + example[at:]
                assert _lenient(with_lanes, text) == _lenient(without, text), text
                assert _strict(with_lanes, text) == _strict(without, text), text
                checked += 1
    assert checked or not {"gemma4", "functiongemma", "gemma3", "kimi_k3"} & set(registry.ids)


def test_streamed_with_and_without_lanes_agree() -> None:
    without = _without_lanes()
    registry = toolcalls.default_registry()
    for fid in XML_LANES:
        if fid not in registry.ids:
            continue
        example = registry.get(fid).spec.examples[0]
        for text in (example, f"Sure.\n{example}\nDone.", example + example):
            stream = toolcalls.StreamParser()
            for at in range(0, len(text), 5):
                stream.feed(text[at:at + 5])
            stream.close()
            assert stream.result is not None
            streamed = stream.result
            plain = without.parse(text)
            assert [(c.name, c.arguments, c.start, c.end) for c in streamed.calls] == [
                (c.name, c.arguments, c.start, c.end) for c in plain.calls], fid
            assert streamed.content == plain.content


def _tierless() -> toolcalls.Parser:
    """Every installed format, each extract raising: a parse that runs a tier fails."""

    def boom(text: str, start: int, stops: Any) -> Any:
        raise AssertionError("the tier ran")

    return toolcalls.Parser(Registry(tuple(
        dataclasses.replace(f, extract=boom) for f in toolcalls.default_registry().formats)))


def test_the_lane_runs_no_hook_for_wrapped_xml_calls() -> None:
    """With every format installed, a clean Qwen3-Coder, Seed-OSS, MiniMax, DSML or GLM text is
    answered from its grammar's fast path: no format's extract runs (Qwen3-Coder's
    ``<function=`` is also Functionary's marker; inside the call it is content)."""
    registry = toolcalls.default_registry()
    present = [fid for fid in XML_LANES if fid in registry.ids]
    if not present:
        pytest.skip("no wrapped XML format installed")
    parser = _tierless()
    for fid in present:
        example = registry.get(fid).spec.examples[0]
        expected = toolcalls.parse_tool_calls(example, include_format=True)
        assert parser.parse_tool_calls(example, include_format=True) == expected
        assert [c.format for c in parser.parse(f"Sure.\n{example}").calls] == [fid] * len(
            expected)
    if "qwen3_coder" in present:
        example = registry.get("qwen3_coder").spec.examples[0]
        # a marker of another format outside the calls: the tier runs
        with pytest.raises(ToolCallError) as info:
            parser.parse_tool_calls("<function=f>{}</function>\n" + example)
        assert info.value.code == "tool_call.plugin_error"
        # reasoning first: once its blocks are decided, the lane reads the calls after them
        # (and the first run, which finds the calls the markers may lie in, is a lane too)
        thought = "<think>x <function=g> y</think>" + example
        assert parser.parse_tool_calls(thought) == toolcalls.parse_tool_calls(thought)
        assert parser.parse(thought).reasoning == "x <function=g> y"
        with pytest.raises(ToolCallError) as info:
            parser.parse_tool_calls("<think>x</think><function=f>{}</function>\n" + example)
        assert info.value.code == "tool_call.plugin_error"


#: formats that share their openers with another whose payloads may start alike (DeepSeek V3
#: ``function<sep>NAME``, V3.1 ``NAME<sep>``, Kimi K2 on ``<|tool_call_begin|>``): each one's
#: lane is taken only where the others' ``may_complete`` says they cannot complete a call
RIVALS = ("deepseek_v3", "deepseek_v31", "kimi_k2")


def test_rival_claimants_of_an_opener_each_take_their_lane() -> None:
    """With every format installed, the clean examples of DeepSeek V3, V3.1 and Kimi K2 are
    answered by their lanes, as each alone would be: no extract runs."""
    registry = toolcalls.default_registry()
    present = [fid for fid in RIVALS if fid in registry.ids]
    if len(present) < 2:
        pytest.skip("needs two formats that share their openers")
    parser = _tierless()
    for fid in present:
        for example in registry.get(fid).spec.examples:
            if "<think>" in example:
                continue  # reasoning first: the blocks are found by the tier's run
            expected = toolcalls.Parser(formats=[fid]).parse_tool_calls(
                example, include_format=True)
            assert parser.parse_tool_calls(example, include_format=True) == expected, example
            assert toolcalls.parse_tool_calls(example, include_format=True) == expected


def test_a_marker_at_a_calls_start_leaves_the_lane_when_its_format_cannot_complete_there(
        ) -> None:
    """MiniCPM's ``<function`` stands at the start of ``<function_calls>`` and
    ``<function_call>``, and xml_invoke's own ``<invoke`` at the start of a block's second
    call: with every format installed these examples are answered by their lanes."""
    registry = toolcalls.default_registry()
    present = [fid for fid in ("xml_invoke", "olmo3", "granite_20b_fc") if fid in registry.ids]
    if "minicpm" not in registry.ids or not present:
        pytest.skip("needs MiniCPM and a format whose opener starts with '<function'")
    parser = _tierless()
    texts = [e for fid in present for e in registry.get(fid).spec.examples]
    if "xml_invoke" in present:
        texts.append('<function_calls>\n<invoke name="f">\n<parameter name="a">1</parameter>\n'
                     '</invoke>\n<invoke name="g">\n</invoke>\n</function_calls>')
    for text in texts:
        assert parser.parse_tool_calls(text, include_format=True) == \
            toolcalls.parse_tool_calls(text, include_format=True), text
    # where MiniCPM's call does stand at the start, its format decides: the tier runs
    with pytest.raises(ToolCallError) as info:
        parser.parse_tool_calls('<function name="f"></function>' + texts[0])
    assert info.value.code == "tool_call.plugin_error"


def _may_complete_grammars() -> list[tuple[str, Grammar]]:
    registry = toolcalls.default_registry()
    return [(f.id, f.spec.grammar) for f in registry.formats
            if callable(getattr(f.spec.grammar, "may_complete", None))
            and type(f.spec.grammar).__module__.startswith("toolcalls.toolkit.")]


@st.composite
def rival_texts(draw: st.DrawFn) -> tuple[str, str, int, Grammar]:
    """A text of the grammar's own examples or the rivals' (or another format's whose markers
    start like its own: ``<function_calls>`` for MiniCPM's ``<function``) with pieces put
    in, and a place to cut it."""
    fid, grammar = draw(st.sampled_from(_may_complete_grammars()))
    registry = toolcalls.default_registry()
    examples = [e for r in (*RIVALS, fid, "xml_invoke", "olmo3", "granite_20b_fc")
                if r in registry.ids for e in registry.get(r).spec.examples]
    text = draw(st.sampled_from(examples))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(_pieces(grammar))) + text[at:]
    return fid, text, draw(st.integers(0, len(text))), grammar


@given(rival_texts())
@settings(max_examples=EXAMPLES * 4, deadline=None)
def test_may_complete_holds_wherever_the_full_rules_complete_a_call(
        case: tuple[str, str, int, Grammar]) -> None:
    """A block's ``may_complete`` (what the engine asks a rival claimant) is False only where
    its full rules read no complete call starting there, now or with more text: where the
    text cut short says False, the whole text has no complete call there either."""
    fid, text, cut, grammar = case
    complete = {m.start for m in grammar.extract(text, 0, format=fid).matches
                if m.calls and m.error is None}
    for start in complete:
        assert grammar.may_complete(text, start), (text, start)
    short = text[:cut]
    for start in complete:
        if start < cut:
            assert grammar.may_complete(short, start), (short, start, text)


def test_a_fast_path_of_a_plugin_grammar_that_fails_leaves_the_tier_to_run() -> None:
    """A grammar of a plugin's own may offer a lane; where its fast path raises, returns
    something that breaks the extraction contract or returns broken matches, the tier runs
    (and its full rules answer), so a bad fast path never crashes a parse nor changes it."""
    from toolcalls import FormatSpec, hookimpl
    from toolcalls.plugin import TaggedJSON
    from toolcalls.types import Call, Match

    text = '<c>{"name": "f", "arguments": {"q": 1}}</c>'

    def plugin(lane: Any) -> Any:
        class Grammar:
            """The full rules are TaggedJSON's (without its fast path); the fast path is bad."""

            def __init__(self, opener: str, closer: str) -> None:
                self.rules = TaggedJSON(opener, closer, end_tokens=("<|eot|>",))
                self.first = self.rules.first
                self.lane_openers = (opener,)

            def extract(self, text: str, start: int, stops: Any, format: str) -> Any:
                return self.rules.extract(text, start, stops, format)

            def lane_matches(self, text: str, start: int, format: str = "") -> Any:
                return lane(text)

        class Plugin:
            @hookimpl
            def toolcalls_formats(self) -> list[FormatSpec]:
                return [FormatSpec("c", 1, ("<c>",), anchored=True,
                                   grammar=Grammar("<c>", "</c>"))]

        return toolcalls.Parser(Registry.from_plugins([("c", Plugin())]))

    def boom(text: str) -> Any:
        raise RuntimeError("bug")

    faults = [boom, lambda t: "not a list", lambda t: [Match(5, 2, [])],
              lambda t: [Match(0, len(t), [Call("g", {}, 0, len(t))])][:0] or None,
              lambda t: [Match(0, len(t), [], ToolCallError("x.y", "m", 0))]]
    for fault in faults:
        parser = plugin(fault)
        assert parser.selection().lanes  # the lane is offered
        assert parser.parse_tool_calls(text) == [{"name": "f", "arguments": {"q": 1}}]
        assert [c.name for c in parser.parse(text).calls] == ["f"]
    # and a plugin's fast path that answers is taken, checked and stamped with its format
    good = plugin(lambda t: [Match(0, len(t), [Call("g", {}, 0, len(t))])])
    assert good.parse_tool_calls(text, include_format=True) == [
        {"name": "g", "arguments": {}, "format": "c"}]
    # first-party grammars are held to their full rules here and taken unchecked; another
    # plugin's is checked, also under a first-party format id
    assert [lane.trusted for lane in good.selection().lanes["<c>"]] == [False]
    registry = toolcalls.default_registry()
    installed = {f.id for f in registry.formats}
    for fid in installed & {"gemma4", "kimi_k3", "llama4", "internlm"}:
        assert all(lane.trusted for lanes in toolcalls.Parser(formats=[fid]).selection()
                   .lanes.values() for lane in lanes), fid
        impostor = dataclasses.replace(registry.get(fid), distribution="toolcalls-gemma-fork")
        assert not engine._trusted(impostor)


@pytest.mark.parametrize(("text", "expected"), [
    ("<tool_c", True), ("<tool_call>", True), ("<tool_call>\n get_wea", True),
    ("<tool_call>get_weather\\", True),  # a literal backslash-n cut short (GLM-4.6)
    ("<tool_call>get_weather\\n<arg_key>", True), ("<tool_call>get_weather\n<arg_ke", True),
    ("<tool_call>get_weather<arg_key>city</arg_key>", True), ("<tool_call>f</tool_call>", True),
    ("<tool_call>get_weather<param_key>city</param_key>", False),
    ("<tool_call>get_weather\nhello", False), ("<tool_call>two words<arg_key>", False),
    ('<tool_call>{"name": "f"}', False), ("<tool_call><function=f>", False), ("prose", False),
])
def test_key_value_may_complete_reads_the_head_of_a_call(text: str, expected: bool) -> None:
    """GLM's block says where no call of its own can complete (what a rival claimant of
    ``<tool_call>`` with name-first payloads needs to keep its lane), and the full rules agree
    wherever it says False: no continuation completes a call there."""
    grammar = KeyValue("<tool_call>", "</tool_call>")
    assert grammar.may_complete(text, 0) is expected
    if not expected:
        for more in ("", "</tool_call>", "\n<arg_key>a</arg_key><arg_value>1</arg_value>"
                     "</tool_call>", "<arg_value>1</arg_value></tool_call>"):
            matches = grammar.extract(text + more, 0).matches
            assert not any(m.start == 0 and m.calls and m.error is None for m in matches)
