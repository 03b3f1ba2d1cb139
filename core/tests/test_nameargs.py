"""The NameArgs block's options for names that are ids and for sections (docs/plugins.md)."""

from __future__ import annotations

from toolcalls.plugin import NameArgs
from toolcalls.testing import check_extraction

#: A name inside an id (``functions.f:0``), or an id that names no tool (``0``).
ID_NAME = r'(?P<id>(?:functions\.)?(?P<name>[^\s<>{}"]+):[0-9]+(?![^\s<>{}"])|[^\s<>{}"]+)'
BLOCK = NameArgs("<b>", separator="<a>", closer="<e>", name=ID_NAME, section=("<s>", "</s>"))


def test_a_token_without_the_name_group_is_an_invalid_name_at_the_token() -> None:
    text = "<s><b>7 <a>{}<e><b>functions.f:1<a>{}<e></s>"
    extraction = BLOCK.extract(text, 0)
    check_extraction(text, extraction)
    first, second = extraction.matches
    assert first.error is not None and first.state == "broken"
    assert (first.error.code, first.error.position) == ("tool_call.invalid_name", 6)
    assert first.error.message == "'7' does not name a tool"
    assert [(c.name, c.id) for c in second.calls] == [("f", "functions.f:1")]


def test_a_nameless_token_cut_short_is_partial_without_a_name() -> None:
    text = '<s><b>7<a>{"k": '
    (match,) = BLOCK.extract(text, 0).matches
    assert match.state == "partial" and match.partial is not None
    assert match.partial.name is None
    assert match.error is not None and match.error.code == "tool_call.invalid_name"


def test_the_text_ending_after_a_section_begin_is_a_call_cut_short() -> None:
    for text in ("ok <s>", "ok <s>\n ", "ok <s><", "ok <s> <b"):
        extraction = BLOCK.extract(text, 0)
        check_extraction(text, extraction)
        (match,) = extraction.matches
        assert match.state == "partial", text
        assert match.error is not None
        assert (match.error.code, match.error.position) == ("tool_call.unexpected_end",
                                                            len(text))
        assert (match.start, extraction.resume) == (3, 3)


def test_a_section_begin_before_other_text_is_not_a_cut() -> None:
    for text in ("<s> words", "<s><b>f:0<a>{}<e></s> then <s>x"):
        matches = BLOCK.extract(text, 0).matches
        assert all(m.state != "partial" for m in matches), text
    text = '<s><b>f:0<a>{}<e></s> and <s>'
    complete, cut = BLOCK.extract(text, 0).matches
    assert complete.state == "complete" and (cut.state, cut.start) == ("partial", 26)


def test_a_section_without_a_call_before_its_end_is_unrecognized() -> None:
    for text, position in (("x <s>f:0<a>{}<e></s> y", 5), ("<s> </s>", 4)):
        extraction = BLOCK.extract(text, 0)
        check_extraction(text, extraction)
        (match,) = extraction.matches
        assert match.state == "broken" and match.error is not None, text
        assert (match.error.code, match.error.position) == ("tool_call.unrecognized", position)
        assert match.end == text.index("</s>") + 4


def test_a_section_whose_call_opener_was_left_out_is_unrecognized_up_to_its_last_closer() -> None:
    """A section begin, then the block's own closer or separator before the next opener, the
    section end and the end of the text: a call whose opener the model left out, never prose
    with the block's tokens left in content (Xinference's DeepSeek V3.1 outputs)."""
    cases = (
        ("x <s>f:0<a>{}<e> y", 5, 16),  # a closer: the error runs to it
        ("<s>f:0<a>{}<e>g:1<a>{}<e> y", 3, 25),  # to the last closer before the limit
        ("<s>f:0<a>{}<e><b>g:1<a>{}<e></s>", 3, 14),  # the next opener is the limit
        ("<s>f:0<a>{}", 3, 11),  # a separator alone: the error runs to the limit
    )
    for text, position, end in cases:
        extraction = BLOCK.extract(text, 0)
        check_extraction(text, extraction)
        broken = extraction.matches[0]
        assert broken.state == "broken" and broken.error is not None, text
        assert (broken.error.code, broken.error.position) == ("tool_call.unrecognized",
                                                              position), text
        assert (broken.start, broken.end) == (text.index("<s>"), end), text
        assert [m.state for m in extraction.matches[1:]] == (
            ["complete"] if "<b>" in text else []), text
    # plain text holding no marker of the block stays prose
    assert BLOCK.extract("use <s> to begin: f then g", 0).matches == []


def test_a_section_begin_in_prose_is_prose_and_undecided_without_an_end() -> None:
    extraction = BLOCK.extract("use <s> to begin", 0)
    assert extraction.matches == [] and extraction.resume == 4
    # an opener before the end: the begin is prose, the call after it a call
    text = "use <s> here, then <s><b>f:0<a>{}<e></s>"
    extraction = BLOCK.extract(text, 0)
    check_extraction(text, extraction)
    assert [m.state for m in extraction.matches] == ["complete"]
    assert extraction.matches[0].start == text.rindex("<s>")


def test_resume_waits_for_the_section_end_after_the_last_call() -> None:
    call = "<s><b>f:0<a>{}<e>"
    for tail in ("", " ", "\n", "</", "</s"):
        text = "x " + call + tail
        assert BLOCK.extract(text, 0).resume == 2, tail
    assert BLOCK.extract("x " + call + "</s>", 0).resume == len(call) + 6
    assert BLOCK.extract("x " + call + " y", 0).resume == len(call) + 4


def test_resume_at_an_undecided_opener_includes_its_section_begin() -> None:
    text = "x <s> <b>{"  # the opener's fate is open, and the begin joins its match
    assert BLOCK.extract(text, 0).resume == 2


def test_every_blank_between_a_section_and_its_call_is_the_same_blank() -> None:
    """The section rules skip the same whitespace after a begin (where the call starts) as
    before a call (where its begin is looked for): a no-break or ideographic space between
    them made the begin an orphan, an error overlapping the call (a contract violation)."""
    for blank in (" ", "\n", "\r\n", "\t", "\u00a0", "\u3000", "\u2028"):
        text = f"ok <s>{blank}<b>functions.f:0<a>{{}}<e>{blank}</s> done"
        extraction = BLOCK.extract(text, 0)
        check_extraction(text, extraction)
        (match,) = extraction.matches
        assert (match.start, match.end, match.error) == (3, len(text) - 5, None), repr(blank)
        assert [c.name for c in match.calls] == ["f"]
        assert BLOCK.lane_matches(text, 3) is not None, repr(blank)


def test_an_empty_or_blank_slot_before_the_closer_is_no_arguments() -> None:
    # DeepSeek V3.1 and Kimi K2 templates write the OpenAI arguments string into the slot as it
    # is; an empty arguments string means {} (DESIGN 3a). Anything else that is no object is
    # still invalid_arguments at the slot.
    grammar = NameArgs("<c>", separator="<s>", closer="</c>")
    for slot in ("", "  ", "\n"):
        text = "a <c>f<s>" + slot + "</c> b"
        extraction = grammar.extract(text, 0)
        check_extraction(text, extraction)
        (match,) = extraction.matches
        assert [(c.name, c.arguments, c.args_pos) for c in match.calls] == [
            ("f", {}, 9 + len(slot))]
        assert (match.start, match.end, match.error) == (2, len(text) - 2, None)
    (broken,) = grammar.extract("<c>f<s>x</c>", 0).matches
    assert broken.error is not None
    assert (broken.error.code, broken.error.position) == ("tool_call.invalid_arguments", 7)
    # a slot the text ends in may still get its arguments
    (cut,) = grammar.extract("<c>f<s> ", 0).matches
    assert cut.incomplete
    # plain-text markers (functionary_v31's <function=f>): an empty slot stays broken, so that
    # Qwen3-Coder's call without parameters at the same opener is the only complete reading
    prose = NameArgs("<function=", separator=">", closer="</function>", prose_args=True)
    (kept,) = prose.extract("<function=f></function>", 0).matches
    assert kept.error is not None
    assert (kept.error.code, kept.error.position) == ("tool_call.invalid_arguments", 12)
