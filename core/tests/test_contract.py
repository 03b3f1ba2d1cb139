"""The extraction contract v2, through the engine: match states, partial calls, where to resume,
shared openers, broken calls ending at the next opener, later tiers, reasoning per format,
several formats per plugin.

These use the first-party plugins (installed by ``make test``) where a real format shows the
rule best, and in-test plugins where the rule is the engine's alone.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import FormatSpec, Parser, Registry, ToolCallError, hookimpl
from toolcalls.plugin import KeyValue, NameArgs, Reasoning, TaggedJSON, TagStyle, XmlParams
from toolcalls.testing import check_extraction, extract_alone

toolcalls_hermes = pytest.importorskip("toolcalls_hermes")
toolcalls_qwen3_coder = pytest.importorskip("toolcalls_qwen3_coder")
toolcalls_glm4 = pytest.importorskip("toolcalls_glm4")
pytest.importorskip("toolcalls_mistral")
pytest.importorskip("toolcalls_harmony")

PARSER = Parser()


def only(*ids: str) -> Parser:
    return Parser(formats=list(ids))


# --- match states and partial calls -------------------------------------------------------


def test_a_json_payload_cut_by_the_end_is_partial_with_its_name_and_arguments() -> None:
    text = 'Sure. <tool_call>{"name": "get_weather", "arguments": {"city": "Par'
    (match,) = only("hermes").run(text).matches
    assert match.state == "partial" and match.incomplete and match.end == len(text)
    assert match.error is not None and match.error.code == "json.unexpected_end"
    assert match.partial is not None
    assert (match.partial.name, text[match.partial.name_pos:][:13]) == (
        "get_weather", '"get_weather"')
    assert text[match.partial.args_pos:].startswith('{"city"') and match.partial.json_args


def test_a_name_is_known_only_once_complete() -> None:
    (match,) = only("hermes").run('<tool_call>{"name": "get_wea').matches
    assert match.state == "partial" and match.partial is not None
    assert match.partial.name is None


def test_an_array_payload_names_the_call_being_written() -> None:
    text = '[TOOL_CALLS] [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {"k": '
    (match,) = only("mistral").run(text).matches
    assert match.state == "partial" and match.partial is not None
    assert match.partial.name == "b"
    assert text[match.partial.args_pos:] == '{"k": '


def test_a_raw_parameter_cut_by_the_end_is_the_open_parameter() -> None:
    text = "<tool_call>\n<function=f>\n<parameter=a>\n1\n</parameter>\n<parameter=b>\nhel"
    (match,) = only("qwen3_coder").run(text).matches
    assert match.state == "partial" and match.partial is not None
    partial = match.partial
    assert (partial.name, partial.params, partial.open_param) == ("f", {"a": 1}, "b")
    assert text[partial.open_value:] == "\nhel"


def test_broken_and_complete_states() -> None:
    outcome = only("hermes").run(
        '<tool_call>{"name": "f", "arguments": {,}}</tool_call> <tool_call>{"name": "g", '
        '"arguments": {}}</tool_call>'
    )
    assert [m.state for m in outcome.matches] == ["broken", "complete"]
    assert outcome.matches[0].progress == outcome.matches[0].error.position  # type: ignore[union-attr]


def test_calls_know_the_position_of_their_name() -> None:
    cases = {
        "hermes": ('x <tool_call>{"name": "f", "arguments": {}}</tool_call>', '"f"'),
        "qwen3_coder": ("<tool_call>\n<function=f>\n</function>\n</tool_call>", "f>"),
        "glm4": ("<tool_call>f\n</tool_call>", "f\n"),
        "xml_invoke": ('<invoke name="f"></invoke>', 'f"'),
        "mistral": ("[TOOL_CALLS]f[ARGS]{}", "f[ARGS]"),
        "harmony": ("<|channel|>commentary to=functions.f <|constrain|>json<|message|>{}", "f "),
    }
    for fmt, (text, at) in cases.items():
        (call,) = only(fmt).run(text).calls
        assert call.name_pos == text.index(at), fmt


# --- where to resume ----------------------------------------------------------------------


def test_resume_is_the_start_of_the_first_undecided_opener() -> None:
    decided = '<tool_call>{"name": "f", "arguments": {}}</tool_call> done'
    assert only("hermes").run(decided).resume == len(decided)
    # a complete call the text ends right after: a closer (or prose) may still follow
    open_end = 'ok <tool_call>{"name": "f", "arguments": {}}'
    assert only("hermes").run(open_end).resume == 3
    # an opener followed by what is prose unless a closer comes
    prose = "wrap it in <tool_call> tags"
    outcome = only("hermes").run(prose)
    assert outcome.matches == [] and outcome.resume == prose.index("<tool_call>")
    # a partial call
    cut = 'Hi <tool_call>{"name": "f"'
    assert only("hermes").run(cut).resume == 3


def test_check_extraction_is_the_engines_checker() -> None:
    text = '<tool_call>{"name": "f", "arguments": {}}</tool_call>'
    check_extraction(text, extract_alone("hermes", text))
    bad = toolcalls.Extraction([toolcalls.Match(0, 3, [], None)], len(text))
    with pytest.raises(AssertionError, match="neither calls nor an error"):
        check_extraction(text, bad)
    partial_too_early = toolcalls.Extraction(
        [toolcalls.Match(0, 3, [], ToolCallError("json.x", "m", 1), incomplete=True)], len(text))
    with pytest.raises(AssertionError, match="partial match at 0 ends at 3"):
        check_extraction(text, partial_too_early)


# --- shared openers -----------------------------------------------------------------------


def _renamed(module: Any, new_id: str) -> object:
    """A plugin that declares the module's ``<tool_call>`` format under another id (the
    qwen3_coder plugin also declares qwen25_coder)."""
    (spec,) = [s for s in module.toolcalls_formats() if "<tool_call>" in s.markers]

    class Renamed:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [dataclasses.replace(spec, id=new_id)]

    return Renamed()


BROKEN_TAGS = [
    '<tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>',
    "<tool_call>\n<function=f>\njunk\n<parameter=a>1</parameter>\n</function>\n</tool_call>",
    "<tool_call>f\n<arg_key>a</arg_key> junk</tool_call>",
    "<tool_call>something, not a call</tool_call>",
    "<tool_call></tool_call>",
    '<tool_call>{"name": "f", "arguments": {}} trailing',
    "<tool_call>\n<function=f>\n<parameter=a>1",
]


@pytest.mark.parametrize("text", BROKEN_TAGS)
def test_the_error_of_a_broken_shared_opener_does_not_depend_on_format_ids(text: str) -> None:
    modules = (toolcalls_hermes, toolcalls_qwen3_coder, toolcalls_glm4)
    seen = set()
    for names in (("a", "b", "c"), ("c", "b", "a"), ("zz", "aa", "mm")):
        registry = Registry.from_plugins(
            [(n, _renamed(m, n)) for n, m in zip(names, modules, strict=True)]
        )
        with pytest.raises(ToolCallError) as info:
            Parser(registry).parse_tool_calls(text)
        err = info.value
        owner = dict(zip(names, ("hermes", "qwen3_coder", "glm4"), strict=True))[err.format or ""]
        seen.add((err.code, err.position, err.message, owner))
    assert len(seen) == 1, seen


def test_the_claimant_that_parses_wins_whatever_the_others_say() -> None:
    qwen = "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n" \
           "</function>\n</tool_call>"
    glm = "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n" \
          "</tool_call>"
    hermes = '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>'
    for text, fmt in ((qwen, "qwen3_coder"), (glm, "glm4"), (hermes, "hermes")):
        assert PARSER.parse_tool_calls(text, include_format=True) == [
            {"name": "get_weather", "arguments": {"city": "Paris"}, "format": fmt}
        ]
    mixed = "\n".join((hermes, qwen, glm))
    assert [c["format"] for c in PARSER.parse_tool_calls(mixed, include_format=True)] == [
        "hermes", "qwen3_coder", "glm4"
    ]


def test_the_grammar_that_got_furthest_names_the_error() -> None:
    # Hermes read the JSON up to the trailing comma; the XML and key/value grammars stopped at
    # the first character of the payload.
    with pytest.raises(ToolCallError) as info:
        PARSER.parse_tool_calls('<tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>')
    assert (info.value.code, info.value.format) == ("json.trailing_comma", "hermes")
    # The XML grammar read the function tag before the junk.
    text = "<tool_call>\n<function=f>\njunk\n<parameter=a>1</parameter>\n</function>\n</tool_call>"
    with pytest.raises(ToolCallError) as info:
        PARSER.parse_tool_calls(text)
    assert (info.value.code, info.value.format) == ("tool_call.unexpected_content",
                                                     "qwen3_coder")


def test_the_fast_path_stays_on_with_the_other_claimants_installed() -> None:
    text = '<tool_call>{"name": "f", "arguments": {"q": 1}}</tool_call>' * 3
    hermes = PARSER.registry.get("hermes")
    extraction = hermes.extract(text, 0, toolcalls.plugin.NO_STOPS)
    assert extraction.covered == frozenset({"<tool_call>"})
    # the engine then skips the claimants whose payloads never start with '{'
    assert Parser._skippable(text, PARSER.registry.get("qwen3_coder"),
                             {"<tool_call>": hermes.first["<tool_call>"]})
    assert Parser._skippable(text, PARSER.registry.get("glm4"),
                             {"<tool_call>": hermes.first["<tool_call>"]})


# --- broken calls end at the next opener of any format ------------------------------------


def test_a_broken_call_does_not_swallow_the_calls_after_it() -> None:
    text = ('<tool_call>{"name": "a", "arguments": {"x": 1} [TOOL_CALLS]b[ARGS]{} '
            '<tool_call>{"name": "c", "arguments": {}}</tool_call>')
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["b", "c"]
    assert [(e.code, e.format) for e in result.errors] == [("json.missing_comma", "hermes")]


@pytest.mark.parametrize("text", [
    '<tool_call>\n[TOOL_CALLS] [{"name": "real", "arguments": {}}]',
    '<tool_call>{"name": [TOOL_CALLS] [{"name": "real", "arguments": {}}]',
])
def test_a_fault_inside_the_next_opener_does_not_swallow_its_call(text: str) -> None:
    # the payload's "[" is the first character of [TOOL_CALLS]: the JSON fault is one past
    # the opener's start, and the broken call ends where that opener begins (found by
    # SGLang's gateway test test_mixed_formats_in_text)
    result = toolcalls.parse(text)
    assert [(c.name, c.format) for c in result.calls] == [("real", "mistral")]
    assert [(e.code, e.format) for e in result.errors] == [("json.invalid_literal", "hermes")]


def test_an_unclosed_tag_before_another_format_is_unclosed_at_its_opener() -> None:
    text = ('Sure <tool_call>{"name": "a", "arguments": {}} then [TOOL_CALLS] '
            '[{"name": "b", "arguments": {}}]')
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["b"]
    assert [(e.code, e.position) for e in result.errors] == [("tool_call.unclosed", 5)]


def test_an_unclosed_tag_before_prose_and_another_call_is_unclosed() -> None:
    text = ('<tool_call>{"name": "a", "arguments": {}} prose <tool_call>{"name": "b", '
            '"arguments": {}}</tool_call>')
    result = only("hermes").parse(text)
    assert [c.name for c in result.calls] == ["b"]
    assert [(e.code, e.position) for e in result.errors] == [("tool_call.unclosed", 0)]


# --- a later tier's call holds the earlier tier's marker ------------------------------------


def test_a_marker_inside_a_later_tiers_string_is_that_calls_content() -> None:
    text = '{"name": "send", "arguments": {"text": "[TOOL_CALLS]hello"}}'
    assert toolcalls.parse_tool_calls(text, include_format=True) == [
        {"name": "send", "arguments": {"text": "[TOOL_CALLS]hello"}, "format": "json"}
    ]


def test_a_tag_no_claimant_reads_around_a_json_call_gives_the_json_call() -> None:
    text = '<tool_call>{"name": "f", "arguments": {}}</tool_call>'
    without_hermes = [f for f in PARSER.registry.ids if f != "hermes"]
    assert Parser(formats=without_hermes).parse_tool_calls(text, include_format=True) == [
        {"name": "f", "arguments": {}, "format": "json"}
    ]


HARMONY_HEADER = "<|channel|>commentary to=functions.w <|constrain|>json<|message|>"


@pytest.mark.parametrize(("text", "error"), [
    (HARMONY_HEADER + " f(a=1)", ("tool_call.invalid_arguments", 66, "harmony")),
    (HARMONY_HEADER + '{"a": f(a=1)', ("json.invalid_literal", 71, "harmony")),
    ('[TOOL_CALLS]get_weather[ARGS]{"a": f(a=1)}', ("json.invalid_literal", 35, "mistral")),
    ("<tool_call>get\n<arg_key>a</arg_key>\n<arg_value>1</arg_value>\nf(a=1)</tool_call>",
     ("tool_call.unexpected_content", 61, "glm4")),
])
def test_a_call_broken_after_its_opener_is_never_the_content_of_a_later_call(
        text: str, error: tuple[str, int, str]) -> None:
    # The grammar read a header, a name or arguments before it broke: a broken call, even
    # though a later tier's call starts where it broke (it was dropped for that call, and a
    # stream had started it and could not end it).
    result = toolcalls.parse(text, reasoning_started=False)
    assert result.calls == []
    assert [(e.code, e.position, e.format) for e in result.errors] == [error]


def test_a_broken_tagged_call_still_wins_over_a_later_tier() -> None:
    text = '<tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call> g(a=1)'
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    assert info.value.code == "json.trailing_comma"


# --- reasoning per format -----------------------------------------------------------------


def test_a_closer_with_no_opener_ends_a_block_begun_at_the_start() -> None:
    text = ('I could call <tool_call>{"name": "wrong", "arguments": {}}</tool_call> but\n'
            '</think>\n\nSure.<tool_call>{"name": "right", "arguments": {}}</tool_call>')
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["right"]
    assert result.content == "Sure."
    assert result.reasoning is not None and result.reasoning.startswith("I could call")


def test_a_reasoning_marker_inside_a_string_argument_is_part_of_it() -> None:
    for inner in ("<think>", "</think>", "[THINK]", "<think>x</think>"):
        text = f'<tool_call>{{"name": "f", "arguments": {{"t": "{inner}"}}}}</tool_call> after'
        result = toolcalls.parse(text)
        assert [c.arguments for c in result.calls] == [{"t": inner}], inner
        assert result.reasoning is None and result.content == "after"


@settings(max_examples=400, deadline=None)
@given(pieces=st.lists(st.sampled_from(["<think>", "</think>", "<t>", "</t>", "a", "\n", " "]),
                       max_size=12),
       prefilled=st.booleans(), same=st.booleans())
def test_one_pair_spans_are_the_general_rules(pieces: list[str], prefilled: bool,
                                              same: bool) -> None:
    """One pair, nothing excluded, ``started`` unknown takes a short path: it finds what the
    general loop finds (a second pair whose markers never occur forces that loop)."""
    from toolcalls.engine import reasoning_spans

    text = "".join(pieces)
    pair = Reasoning("<t>", "<t>" if same else "</t>", prefilled=prefilled)
    absent = Reasoning("<absent>", "</absent>", prefilled=True)
    assert reasoning_spans(text, (pair,)) == reasoning_spans(text, (pair, absent))
    think = Reasoning("<think>", "</think>", prefilled=prefilled)
    assert reasoning_spans(text, (think,)) == reasoning_spans(text, (absent, think))


def test_reasoning_markers_come_from_the_installed_formats() -> None:
    text = "[THINK]maybe [TOOL_CALLS]f{}[/THINK][TOOL_CALLS]g{}"
    assert [c["name"] for c in toolcalls.parse_tool_calls(text)] == ["g"]
    # without mistral, [THINK] is no reasoning marker (and [TOOL_CALLS] no opener)
    assert toolcalls.parse(text, formats=["hermes"]).reasoning is None


def test_the_harmony_analysis_channel_is_reasoning_and_no_control_token_is_content() -> None:
    text = ("<|channel|>analysis<|message|>Need the weather.<|end|><|start|>assistant"
            "<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>"
            '{"city": "Paris"}<|call|><|start|>assistant<|channel|>final<|message|>'
            "Done.<|return|>")
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["get_weather"]
    assert result.reasoning == "Need the weather."
    assert result.content == "Done."


def test_a_call_mentioned_in_a_reasoning_block_of_any_format_is_not_a_call() -> None:
    text = ("<seed:think>I might write <seed:tool_call><function=f></function>"
            "</seed:tool_call></seed:think>No call.")
    result = toolcalls.parse(text)
    assert result.calls == [] and result.content == "No call."


# --- several formats per plugin, grammar formats ------------------------------------------


class Family:
    """One plugin, two formats: key/value calls and name-then-JSON calls, each a grammar."""

    @hookimpl
    def toolcalls_formats(self) -> list[FormatSpec]:
        return [
            FormatSpec("fam_kv", 1, ("<kv>",), anchored=True, grammar=KeyValue("<kv>", "</kv>")),
            FormatSpec("fam_na", 1, ("<na>",), anchored=True,
                       grammar=NameArgs("<na>", separator="|", closer="</na>"),
                       reasoning=(Reasoning("<fam:think>", "</fam:think>"),)),
        ]


def test_a_plugin_may_declare_several_formats() -> None:
    registry = Registry.from_plugins([("family", Family())])
    assert registry.ids == ("fam_kv", "fam_na")
    parser = Parser(registry)
    text = ("<fam:think><na>no|{}</na></fam:think><kv>a\n<arg_key>x</arg_key><arg_value>1"
            '</arg_value></kv> <na>b|{"y": 2}</na>')
    assert parser.parse_tool_calls(text, include_format=True) == [
        {"name": "a", "arguments": {"x": 1}, "format": "fam_kv"},
        {"name": "b", "arguments": {"y": 2}, "format": "fam_na"},
    ]
    assert toolcalls.render(
        [{"name": "b", "arguments": {"y": 2}}], "fam_na", registry=registry
    ) == '<na>b|{"y": 2}</na>'


def test_a_plugin_with_several_formats_must_take_format_in_its_hooks() -> None:
    class Two:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec("one", 1, ("<1>",)), FormatSpec("two", 1, ("<2>",))]

        @hookimpl
        def toolcalls_extract(self, text: str, start: int) -> toolcalls.Extraction:
            return toolcalls.Extraction([], len(text))

    with pytest.raises(toolcalls.PluginError, match="declares 2 formats, so its "
                       "toolcalls_extract must take the 'format' parameter"):
        Registry.from_plugins([("two", Two())])


def test_blocks_extract_alone_and_render_round_trips() -> None:
    blocks: list[tuple[Any, str]] = [
        (TaggedJSON("<x>", "</x>"), '<x>{"name": "f", "arguments": {"a": [1]}}</x>'),
        (XmlParams(call=TagStyle("<call", "</call>"), param=TagStyle("<arg", "</arg>")),
         '<call name="f"><arg name="a">[1]</arg></call>'),
        (KeyValue("<kv>", "</kv>"), "<kv>f\n<arg_key>a</arg_key>\n<arg_value>[1]</arg_value>\n"
         "</kv>"),
        (NameArgs("<na>", separator="|"), '<na>f|{"a": [1]}'),
    ]
    for block, text in blocks:
        extraction = block.extract(text, 0)
        check_extraction(text, extraction)
        assert [(c.name, c.arguments) for m in extraction.matches for c in m.calls] == [
            ("f", {"a": [1]})
        ], text
        written = block.render(extraction.matches[0].calls)
        again = block.extract(written, 0)
        assert [(c.name, c.arguments) for m in again.matches for c in m.calls] == [
            ("f", {"a": [1]})
        ], written


@pytest.mark.both_cores
def test_the_contract_objects_compare_print_pickle_and_match_by_field() -> None:
    # toolcalls.calls: plain classes (compiled with the engine) that behave as the dataclasses
    # they replace: field equality, the dataclass repr, pickling (eval --jobs), no hash.
    import pickle

    from toolcalls.types import Call, Extraction, Match, ParseResult, Partial

    call = Call("f", {"a": 1}, 2, 9, "c1", "hermes", name_pos=3)
    match = Match(2, 9, [call], format="hermes")
    objects = [call, match, Extraction([match], 9), Partial(name="f", params={"a": 1}),
               ParseResult([call], [], "x", None, [(2, 9, "call")])]
    for value in objects:
        copy = pickle.loads(pickle.dumps(value))
        assert type(copy) is type(value) and copy == value and repr(copy) == repr(value)
        with pytest.raises(TypeError, match="unhashable"):
            hash(value)
    assert repr(call) == ("Call(name='f', arguments={'a': 1}, start=2, end=9, id='c1', "
                          "format='hermes')")
    assert repr(Extraction([], 0)) == "Extraction(matches=[], resume=0, covered=frozenset())"
    assert Match(2, 9, [call]) != match  # the format differs
    assert Match(0, 1) != Partial() and Partial() == Partial()
    assert Partial().params == {} and Partial().params is not Partial().params
    match call:
        case Call(name, arguments, start, end):
            assert (name, arguments, start, end) == ("f", {"a": 1}, 2, 9)
        case _:
            pytest.fail("Call does not match by position")
    match match:
        case Match(start, end, [Call(name)]):
            assert (start, end, name) == (2, 9, "f")
        case _:
            pytest.fail("Match does not match by position")
