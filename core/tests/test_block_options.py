"""Options and behaviours of the building blocks added for the Python-call and Functionary
families: PyCalls (Python call lists between markers), Choice (several payload grammars for one
format, resolved per opener like shared openers), NameArgs' ``end_tokens`` and ``prose_args``,
and the TaggedJSON closing rule at the end of the text."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls import FormatSpec, Parser, Registry, hookimpl
from toolcalls.plugin import Choice, KeyValue, NameArgs, PyCalls, Stops, TaggedJSON
from toolcalls.testing import check_extraction
from toolcalls.types import Call, CharClass

OPEN, CLOSE = "<|s|>", "<|e|>"
BRACKETS = PyCalls(OPEN, CLOSE)
LINES = PyCalls("<calls>", "</calls>", layout="lines")


def _states(grammar: Any, text: str) -> list[tuple[int, int, str, Any]]:
    extraction = grammar.extract(text, 0)
    check_extraction(text, extraction)
    return [
        (m.start, m.end, m.state,
         [(c.name, c.arguments) for c in m.calls] or (m.error.code, m.error.position))
        for m in extraction.matches
    ]


# --- PyCalls ------------------------------------------------------------------------------


def test_a_call_cut_by_the_end_knows_its_name_once_the_parenthesis_follows() -> None:
    for text, name in (("<|s|>[get_weather(city='Pa", "get_weather"), ("<|s|>[get_wea", None),
                       ("<|s|>[f(a=1), g(", "g"), ("<calls>\nf(a=1)\nsearch.web(q=", "search.web")):
        grammar = BRACKETS if text.startswith(OPEN) else LINES
        (match,) = grammar.extract(text, 0).matches
        assert match.state == "partial" and match.partial is not None
        assert match.partial.name == name
        if name is not None:
            assert text[match.partial.name_pos:].startswith(name)
            assert text[match.partial.args_pos - 1] == "("


def test_every_cut_of_a_call_list_is_a_call_or_an_error() -> None:
    for grammar, text in ((BRACKETS, "<|s|>[f(a=1, b='x'), g()]<|e|>"),
                          (LINES, "<calls>\nf(a=1, b='x')\ng()\n</calls>")):
        for cut in range(len(grammar.opener) + 1, len(text) + 1):
            piece = text[:cut]
            extraction = grammar.extract(piece, 0)
            check_extraction(piece, extraction)
            assert len(extraction.matches) == 1, piece
            (match,) = extraction.matches
            if match.state == "partial":
                assert match.partial is None or match.partial.name in (None, "f", "g"), piece
            else:
                assert match.state == "complete", piece


def test_lines_start_with_a_name_glued_to_a_parenthesis() -> None:
    assert _states(LINES, "Use <calls> blocks to call tools.") == []
    assert _states(LINES, "<calls>\nhello\n</calls>") == [
        (0, 22, "broken", ("tool_call.unrecognized", 8))]
    assert _states(LINES, "<calls>\nf(x)\n</calls>") == [
        (0, 21, "broken", ("tool_call.positional_argument", 10))]
    assert _states(LINES, "<calls>\nf(a=1), g(b=2); h()\n</calls>") == [
        (0, 36, "complete", [("f", {"a": 1}), ("g", {"b": 2}), ("h", {})])]
    # a word after a call is not another call: the block must close
    assert _states(LINES, "<calls>\nf(a=1)\ndone\n</calls>") == [
        (0, 28, "broken", ("tool_call.unexpected_content", 15))]


def test_lines_cut_after_a_separator_is_partial() -> None:
    (match,) = LINES.extract("<calls>\nf(a=1),", 0).matches
    assert match.state == "partial"
    extraction = LINES.extract("<calls>\nf(a=1)\n", 0)
    assert [m.state for m in extraction.matches] == ["complete"] and extraction.resume == 0


# --- Choice -------------------------------------------------------------------------------

JSON = TaggedJSON(OPEN, CLOSE)
BOTH = Choice(BRACKETS, JSON)

CASES = [
    ("<|s|>[f(a=1), g()]<|e|>", [(0, 23, "complete", [("f", {"a": 1}), ("g", {})])]),
    ('<|s|>[{"name": "f", "arguments": {}}]<|e|>', [(0, 42, "complete", [("f", {})])]),
    ('<|s|>{"name": "f", "arguments": {"a": 1}}<|e|>', [(0, 46, "complete", [("f", {"a": 1})])]),
    # the grammar that read furthest names the error
    ('<|s|>[{"name": "f", "arguments": {,}}]<|e|>',
     [(0, 43, "broken", ("json.unexpected_character", 34))]),
    ("<|s|>[f(a=x)]<|e|>", [(0, 18, "broken", ("tool_call.invalid_literal", 10))]),
    ("<|s|>nothing<|e|>", [(0, 17, "broken", ("tool_call.unrecognized", 5))]),
    ("wrap it in <|s|> tags", []),
    ('<|s|>[f(a=1)]<|e|> and <|s|>{"name": "g", "arguments": {}}<|e|>',
     [(0, 18, "complete", [("f", {"a": 1})]), (23, 63, "complete", [("g", {})])]),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_choice_resolves_each_opener_whatever_the_order(text: str, expected: list[Any]) -> None:
    assert _states(BOTH, text) == expected
    assert _states(Choice(JSON, BRACKETS), text) == expected


def test_choice_resume_is_the_earliest_undecided_opener() -> None:
    assert BOTH.extract("ok <|s|>[f(a=1)] <|s|>[g(", 0).resume == 17
    assert BOTH.extract("wrap it in <|s|> tags", 0).resume == 11
    text = "<|s|>[f(a=1)]<|e|>"
    assert BOTH.extract(text, 0).resume == len(text)


def test_choice_first_is_the_union_and_unknown_when_an_alternative_does_not_say() -> None:
    assert BOTH.first == {OPEN: CharClass(frozenset("[{"))}
    names = NameArgs("<f=", separator=">")  # its names are the format's own: anything
    mixed = Choice(BRACKETS, names)
    anything = CharClass(frozenset(" \t\r\n"), negated=True)
    assert mixed.openers == (OPEN, "<f=")
    assert mixed.first == {OPEN: CharClass(frozenset("[")), "<f=": anything}

    silent = NameArgs(OPEN, separator=">")
    silent.first = {}  # a grammar that does not say what follows its opener
    assert Choice(BRACKETS, silent).first == {}
    lines = PyCalls(OPEN, CLOSE, layout="lines")
    assert Choice(BRACKETS, lines).first[OPEN].chars >= {"[", "a", "_"}


def test_choice_renders_with_the_chosen_alternative() -> None:
    from toolcalls.types import Call

    calls = [Call("f", {"a": 1}, 0, 0)]
    assert BOTH.render(calls) == "<|s|>[f(a=1)]<|e|>"
    assert Choice(BRACKETS, JSON, render_with=1).render(calls) == \
        '<|s|>{"name": "f", "arguments": {"a": 1}}<|e|>'
    with pytest.raises(ValueError, match="render_with"):
        Choice(BRACKETS, render_with=1)
    with pytest.raises(ValueError, match="at least one"):
        Choice()


def test_a_format_made_of_a_choice_parses_through_the_engine() -> None:
    class Plugin:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec(id="both", tier=1, markers=(OPEN,), anchored=True, grammar=BOTH)]

    parser = Parser(Registry.from_plugins([("both", Plugin())]))
    text = 'Sure. <|s|>[f(a=1)]<|e|> then <|s|>[{"name": "g", "parameters": {"b": 2}}]<|e|>'
    assert parser.parse_tool_calls(text) == [
        {"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {"b": 2}}]
    assert parser.parse(text).content == "Sure.  then"


def test_a_tagged_payload_cut_inside_its_closer_is_complete_and_undecided() -> None:
    for cut in ("", "<", "</tool_ca", "</tool_call"):
        text = '<tool_call>{"name": "f", "arguments": {}} ' + cut
        extraction = TaggedJSON("<tool_call>", "</tool_call>").extract(text, 0)
        assert [(m.state, m.end) for m in extraction.matches] == [("complete", len(text))]
        assert extraction.resume == 0
    text = '<tool_call>{"name": "f", "arguments": {}} </tool_cal!'
    (match,) = TaggedJSON("<tool_call>", "</tool_call>").extract(text, 0).matches
    assert match.error is not None and match.error.code == "tool_call.unclosed"


# --- NameArgs: end tokens and plain-text markers ---------------------------------------------

FUNCTION = NameArgs("<function=", separator=">", closer="</function>",
                    end_tokens=("<|eom_id|>", "<|eot_id|>"), prose_args=True)


def test_an_end_token_ends_a_call_without_its_closer() -> None:
    assert _states(FUNCTION, '<function=f>{"a": 1}<|eom_id|> after') == [
        (0, 30, "complete", [("f", {"a": 1})])]
    assert _states(FUNCTION, '<function=f>{"a": 1} <|eot_id|>') == [
        (0, 31, "complete", [("f", {"a": 1})])]
    # cut inside the end token: complete, and undecided
    extraction = FUNCTION.extract('<function=f>{"a": 1}<|eom', 0)
    assert [m.state for m in extraction.matches] == ["complete"] and extraction.resume == 0
    # without the option the closer is required
    plain = NameArgs("<function=", separator=">", closer="</function>")
    assert _states(plain, '<function=f>{"a": 1}<|eom_id|> after') == [
        (0, 20, "broken", ("tool_call.unclosed", 0))]


def test_prose_args_makes_a_name_without_arguments_prose_unless_the_closer_follows() -> None:
    assert _states(FUNCTION, "Use <function=NAME> tags to call a tool.") == []
    assert FUNCTION.extract("Use <function=NAME> tags", 0).resume == 4
    assert _states(FUNCTION, "Use <function=NAME> tags. <function=f>{}</function>") == [
        (26, 51, "complete", [("f", {})])]
    assert _states(FUNCTION, "<function=f>hello</function>") == [
        (0, 28, "broken", ("tool_call.invalid_arguments", 12))]
    plain = NameArgs("<function=", separator=">", closer="</function>")
    assert _states(plain, "Use <function=NAME> tags to call a tool.") == [
        (4, 40, "broken", ("tool_call.invalid_arguments", 20))]


# --- control tokens: removed in one pass, the longest at each place -------------------------


def test_control_tokens_are_removed_whatever_their_first_character() -> None:
    class Plugin:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec(id="both", tier=1, markers=(OPEN,), anchored=True, grammar=BOTH,
                               control_tokens=("<|eot|>", "[END]", ">>>all\n", "<|eot|>x"))]

    parser = Parser(Registry.from_plugins([("both", Plugin())]))
    text = "a<|eot|>x b [END] >>>all\nc <|eot|> <|s|>[f()]<|e|>"
    assert parser.parse(text).content == "a b  c"
    assert parser.parse("plain prose, no token").content == "plain prose, no token"


def test_a_control_token_holding_another_is_removed_whole() -> None:
    class Plugin:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec(id="both", tier=1, markers=(OPEN,), anchored=True, grammar=BOTH,
                               control_tokens=("<|sep|>", "assistant<|sep|>",
                                               "<|a-much-longer-token|>"))]

    parser = Parser(Registry.from_plugins([("both", Plugin())]))
    assert parser.parse("assistant<|sep|>Hi<|sep|> assistant").content == "Hi assistant"


# --- KeyValue's separator (Hunyuan Hy3's <tool_sep>) -------------------------------------------

SEP = KeyValue("<c>", "</c>", key=("<k>", "</k>"), value=("<v>", "</v>"), separator="<s>")


@pytest.mark.parametrize(("text", "expected"), [
    ("<c>f<s><k>a</k><v>1</v></c>", [(0, 27, "complete", [("f", {"a": 1})])]),
    ("<c>f<s>\n<k>a</k>\n<v>x</v>\n</c>", [(0, 30, "complete", [("f", {"a": "x"})])]),
    ("<c>f<s></c>", [(0, 11, "complete", [("f", {})])]),
    # the separator is required: a pair or the closer right after the name is a fault there
    ("<c>f<k>a</k><v>1</v></c>", [(0, 24, "broken", ("tool_call.unexpected_content", 4))]),
    ("<c>f</c>", [(0, 8, "broken", ("tool_call.unexpected_content", 4))]),
    # text after the separator that is neither a pair nor the closer
    ("<c>f<s>junk</c>", [(0, 15, "broken", ("tool_call.unexpected_content", 7))]),
    # cut inside the separator or right after it: a call cut short that knows its name
    ("<c>f<s", [(0, 6, "partial", ("tool_call.unclosed", 0))]),
    ("<c>f<s>", [(0, 7, "partial", ("tool_call.unclosed", 0))]),
])
def test_key_value_separator(text: str, expected: list[Any]) -> None:
    assert _states(SEP, text) == expected


def test_key_value_separator_lane_agrees_with_the_full_rules() -> None:
    text = "a <c>f<s><k>a</k><v>1</v></c> b <c>g<s>\n</c>"
    lane = SEP.lane_matches(text, 0)
    assert lane is not None
    full = SEP.extract(text, 0).matches
    assert [(m.start, m.end, [(c.name, c.arguments) for c in m.calls]) for m in lane] == \
        [(m.start, m.end, [(c.name, c.arguments) for c in m.calls]) for m in full]
    assert SEP.lane_matches("<c>f<k>a</k><v>1</v></c>", 0) is None  # no separator: declined
    assert SEP.render(full[0].calls + full[1].calls) == \
        "<c>f<s>\n<k>a</k>\n<v>1</v>\n</c>\n<c>g<s>\n</c>"


def test_key_value_reader_reads_one_call_at_an_opener() -> None:
    text = "<c>f<s><k>a</k><v>1</v></c><c>g<s></c>"
    read = SEP.reader(text, Stops(text, SEP.openers))
    match, undecided = read(0)
    assert match is not None and not undecided
    assert (match.start, match.end, [c.name for c in match.calls]) == (0, 27, ["f"])
    match, _ = read(27)
    assert match is not None and [c.name for c in match.calls] == ["g"]


# --- KeyValue keys: what cuts a key short --------------------------------------------------

GLM = KeyValue("<c>", "</c>", key=("<k>", "</k>"), value=("<v>", "</v>"))


def test_another_formats_opener_in_a_key_is_part_of_the_key() -> None:
    # the engine's stops hold every format's openers; a foreign one inside a closed key is key
    # text, as it is inside a value (a marker inside a call is content of that call)
    text = "<c>f<k>[X] a</k><v>[X]</v></c>"
    extraction = GLM.extract(text, 0, Stops(text, ("<c>", "[X]")))
    [match] = extraction.matches
    assert [(c.name, c.arguments) for c in match.calls] == [("f", {"[X] a": "[X]"})]


@pytest.mark.parametrize(("text", "expected"), [
    # the key's closer left out: this format's opener, the call's closer or the next tag
    # comes first, so the call is unclosed at its opener and ends where its key began; what
    # follows is parsed
    ("<c>f<k>a<c>g<k>b</k><v>1</v></c>",
     [(0, 7, "broken", ("tool_call.unclosed", 0)), (8, 32, "complete", [("g", {"b": 1})])]),
    ("<c>f<k>a</c> <k>b</k><v>1</v></c>", [(0, 7, "broken", ("tool_call.unclosed", 0))]),
    ("<c>f<k>a<v>1</v><k>b</k><v>2</v></c>", [(0, 7, "broken", ("tool_call.unclosed", 0))]),
])
def test_a_key_is_cut_by_its_own_formats_tags(text: str, expected: list[Any]) -> None:
    assert _states(GLM, text) == expected


@pytest.mark.parametrize("key", ["<c>", "a</c>", "<k>", "x</k>", "<v>", "a\nb", " a"])
def test_render_refuses_a_key_the_parser_would_cut(key: str) -> None:
    with pytest.raises(ValueError, match="argument name"):
        GLM.render([Call("f", {key: 1}, 0, 0)])


# --- Stops: an opener glued to a longer word is none -----------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("<tool_call><functionbash>x</tool_call>", -1),  # `<function` of a longer tag name
    ("a <invokeX> b <invoke name=", 14),
    ("<function name=", 0),
    ("<function>", 0),
    ("x<function", 1),  # at the end of the text: a tag cut short may still come
])
def test_stops_skip_an_opener_that_runs_into_a_longer_word(text: str, expected: int) -> None:
    stops = Stops(text, ("<function", "<invoke"))
    assert stops.next(0) == expected
    assert stops.first(0, len(text)) == (len(text) if expected < 0 else expected)
