"""Tests of the harmony format plugin (gpt-oss; DESIGN.md sections 2, 3 and 3a)."""

from __future__ import annotations

from typing import Any

import pytest
import toolcalls_harmony as plugin
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.registry import Registry
from toolcalls.testing import assert_strict_error, check_extraction, conformance_tests

FMT = "harmony"
PARSER = toolcalls.Parser(formats=[FMT])
FAMILIES = ("harmony",)

#: Records where our spec (DESIGN.md 3a and the issue) and a peer's expectation differ.
EXCEPTIONS = {
    "nemo-harmony-006": "calls on any channel: a final-channel message addressed to "
    "functions.f is a call (NeMo ignores non-commentary channels)",
    "nemo-harmony-007": "calls on any channel: recipient in the role header, final channel, "
    "still a call to f",
    "nemo-harmony-008": "DESIGN 3a: any recipient except assistant is a call; browser.search "
    "is the name (NeMo drops built-in tool recipients)",
}

S = "<|start|>assistant"
C = "<|channel|>"
M = "<|message|>"
#: 99 characters
CALL = (
    "<|start|>assistant<|channel|>commentary to=functions.f <|constrain|>json<|message|>"
    '{"a": 1}<|call|>'
)
END = -1  # in the tables below: len(text)


def test_entry_point_is_discovered() -> None:
    registry = Registry.from_entry_points()
    loaded = registry.get(FMT)
    assert loaded.tier == 1
    assert loaded.spec.markers == ("<|message|>", "<|channel|>", "<|start|>")


def spans(text: str) -> list[tuple[int, int]]:
    return [(m.start, m.end) for m in PARSER.run(text).matches]


def calls(text: str) -> list[tuple[str, dict[str, Any], int, int]]:
    return [(c.name, c.arguments, c.start, c.end) for c in PARSER.run(text).calls]


VALID: list[tuple[str, str, list[tuple[str, dict[str, Any]]], list[tuple[int, int]]]] = [
    ("spec example", CALL, [("f", {"a": 1})], [(0, END)]),
    (
        "recipient in the role header",
        S + ' to=functions.f<|channel|>commentary <|constrain|>json<|message|>{"a": 1}<|call|>',
        [("f", {"a": 1})],
        [(0, END)],
    ),
    (
        # ollama/ollama harmony/harmonyparser_test.go TestHeaderParsing: a word after the
        # role header's recipient (its content type) is no part of it
        "content type after the role header's recipient",
        S + ' to=functions.f json<|channel|>commentary<|message|>{"a": 1}<|call|>',
        [("f", {"a": 1})],
        [(0, END)],
    ),
    (
        "json without constrain",
        C + 'commentary to=functions.f json<|message|>{"a": 1}<|call|>',
        [("f", {"a": 1})],
        [(0, END)],
    ),
    (
        "no content type",
        C + 'commentary to=functions.f<|message|>{"a": 1}<|call|>',
        [("f", {"a": 1})],
        [(0, END)],
    ),
    (
        "completion starts mid-header",
        ' to=functions.get_weather<|channel|>commentary json<|message|>{"city": "Paris"}<|call|>',
        [("get_weather", {"city": "Paris"})],
        [(1, END)],
    ),
    ("ends at end", CALL[:-8], [("f", {"a": 1})], [(0, END)]),
    ("ends at end after whitespace", CALL[:-8] + " \n", [("f", {"a": 1})], [(0, END)]),
    ("ends at <|end|>", CALL[:-8] + "<|end|>", [("f", {"a": 1})], [(0, END)]),
    ("ends at <|return|>", CALL[:-8] + "<|return|>", [("f", {"a": 1})], [(0, END)]),
    (
        "ends before <|start|>",
        CALL[:-8] + S + C + "final" + M + "ok",
        [("f", {"a": 1})],
        [(0, len(CALL) - 8)],
    ),
    (
        "whitespace around the payload",
        C + "commentary to=functions.f<|message|>\n  {}\n <|call|>",
        [("f", {})],
        [(0, END)],
    ),
    (
        "terminator inside a string",
        C + 'commentary to=functions.f<|message|>{"t": "<|call|>}"}<|call|>',
        [("f", {"t": "<|call|>}"})],
        [(0, END)],
    ),
    (
        "final channel is a call too",
        S + C + 'final to=functions.f<|message|>{"k": 1}<|return|>',
        [("f", {"k": 1})],
        [(0, END)],
    ),
    (
        "analysis channel with recipient",
        S + C + "analysis to=functions.f" + M + "{}<|call|>",
        [("f", {})],
        [(0, END)],
    ),
    (
        "built-in tool recipient",
        S + C + 'commentary to=browser.search<|message|>{"q": "x"}<|call|>',
        [("browser.search", {"q": "x"})],
        [(0, END)],
    ),
    (
        "unicode",
        C + 'commentary to=functions.météo<|message|>{"ville": "Zürich 🌧"}<|call|>',
        [("météo", {"ville": "Zürich 🌧"})],
        [(0, END)],
    ),
    (
        "analysis then call then final",
        "<|channel|>analysis<|message|>Need f to=functions.x"
        "<|end|>" + CALL + S + C + "final" + M + "Done.<|return|>",
        [("f", {"a": 1})],
        [(58, 58 + len(CALL))],
    ),
    ("prose before", "Let me check. " + CALL + " ok", [("f", {"a": 1})], [(14, 14 + len(CALL))]),
    (
        "two calls, both placements",
        CALL + S + ' to=functions.g<|channel|>commentary json<|message|>{"b": [1]}<|call|>',
        [("f", {"a": 1}), ("g", {"b": [1]})],
        [(0, len(CALL)), (len(CALL), END)],
    ),
    (
        "tool result is not a call",
        CALL + '<|start|>functions.f to=assistant<|channel|>commentary<|message|>{"r": 1}<|end|>',
        [("f", {"a": 1})],
        [(0, len(CALL))],
    ),
    (
        "nested arguments",
        C + 'commentary to=functions.s<|message|>{"q": {"t": [1, {"u": null}]}}',
        [("s", {"q": {"t": [1, {"u": None}]}})],
        [(0, END)],
    ),
]


@pytest.mark.parametrize(
    ("text", "expected", "expected_spans"),
    [case[1:] for case in VALID],
    ids=[case[0] for case in VALID],
)
def test_valid(
    text: str, expected: list[tuple[str, dict[str, Any]]], expected_spans: list[tuple[int, int]]
) -> None:
    n = len(text)
    want = [(start, n if end == END else end) for start, end in expected_spans]
    assert spans(text) == want
    assert calls(text) == [
        (name, args, *span) for (name, args), span in zip(expected, want, strict=True)
    ]
    assert toolcalls.parse_tool_calls(text, formats=[FMT]) == [
        {"name": name, "arguments": args} for name, args in expected
    ]


P = "Sure.\n"  # 6 characters before the call in several cases

ERRORS: list[tuple[str, str, str, int, int, int]] = [
    # (id, text, code, position, line, column)
    (
        "array payload",
        P + S + C + "commentary to=functions.f" + M + "[1, 2]<|call|>",
        "tool_call.invalid_arguments",
        71,
        2,
        66,
    ),
    (
        "text payload",
        S + C + "commentary to=functions.f" + M + "hello<|call|>",
        "tool_call.invalid_arguments",
        65,
        1,
        66,
    ),
    (
        "string payload",
        S + C + "commentary to=functions.f" + M + ' "x"',
        "tool_call.invalid_arguments",
        66,
        1,
        67,
    ),
    (
        "trailing comma",
        P + S + C + "commentary to=functions.f" + M + '{"a": 1,}<|call|>',
        "json.trailing_comma",
        78,
        2,
        73,
    ),
    (
        "truncated payload",
        S + C + "commentary to=functions.f" + M + '{"a": ',
        "json.unexpected_end",
        71,
        1,
        72,
    ),
    (
        "empty payload at the end",
        S + C + "commentary to=functions.f" + M + "\n",
        "json.unexpected_end",
        66,
        2,
        1,
    ),
    (
        "garbage before the terminator",
        P + S + C + "commentary to=functions.f" + M + '{"a": 1} junk<|call|>',
        "tool_call.unexpected_content",
        80,
        2,
        75,
    ),
    (
        "garbage at the end",
        S + C + "commentary to=functions.f" + M + '{"a": 1} junk',
        "tool_call.unexpected_content",
        74,
        1,
        75,
    ),
    (
        "empty function name",
        S + C + "commentary to=functions." + M + "{}<|call|>",
        "tool_call.invalid_name",
        53,
        1,
        54,
    ),
    (
        "empty recipient",
        S + C + "commentary to= json" + M + "{}<|call|>",
        "tool_call.invalid_name",
        43,
        1,
        44,
    ),
    (
        "header without message",
        P
        + S
        + C
        + "commentary to=functions.f<|end|>"
        + S
        + C
        + "final"
        + M
        + '{"city": "Paris"}<|return|>',
        "tool_call.unrecognized",
        60,
        2,
        55,
    ),
    (
        "header cut by <|start|>",
        S + C + "commentary to=functions.f" + S + C + "final" + M + "ok",
        "tool_call.unrecognized",
        54,
        1,
        55,
    ),
    (
        "header at the end",
        P + S + C + "commentary to=functions.f json",
        "tool_call.unrecognized",
        65,
        2,
        60,
    ),
]


@pytest.mark.parametrize(
    ("text", "code", "position", "line", "column"),
    [case[1:] for case in ERRORS],
    ids=[case[0] for case in ERRORS],
)
def test_errors(text: str, code: str, position: int, line: int, column: int) -> None:
    assert_strict_error(text, FMT, code, position, line, column)


def test_error_spans_and_incomplete() -> None:
    broken = S + C + "commentary to=functions.f" + M + '{"a": 1,}<|call|>'
    outcome = PARSER.run(broken + CALL)
    assert [(m.start, m.end, m.error is None) for m in outcome.matches] == [
        (0, len(broken), False),
        (len(broken), len(broken) + len(CALL), True),
    ]
    assert [c.name for c in outcome.calls] == ["f"]
    cut = PARSER.run(CALL[:-20]).matches
    assert [(m.start, m.end, m.incomplete) for m in cut] == [(0, len(CALL) - 20, True)]
    header = PARSER.run(S + C + "commentary to=functions.f").matches
    assert [(m.incomplete, m.end) for m in header] == [(True, 54)]
    closed = PARSER.run(S + C + "commentary to=functions.f<|end|>ok").matches
    assert [(m.start, m.end, m.incomplete) for m in closed] == [(0, 61, False)]


PROSE = [
    "<|start|>assistant<|channel|>final<|message|>The answer is 4.<|return|>",
    '<|channel|>analysis<|message|>I will call {"name": "f"} to=functions.f<|end|>',
    '<|start|>functions.get_weather to=assistant<|channel|>commentary<|message|>{"t": 1}<|end|>',
    "Tokens like <|channel|> and <|message|> appear in this sentence.",
    "<|call|>done. Send it to=bob",
    "<|call|>done. Send it to=bob now",
    "<|start|>assistant<|channel|>commentary<|end|>",
    "",
    # Channel-less headers before a payload that is no JSON object: Muse Glimmer's messages
    " to=user<|message|>Hello<|eot|>",
    "<|start|>assistant to=user<|message|>Here is the result.<|eot|>",
    "<|start|>assistant to=get_weather<|message|><atem:function_calls>\n"
    '<atem:invoke name="get_weather">\n</atem:invoke>\n</atem:function_calls><|eom|>',
    " to=self<|message|>Think first.<|eom|>",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_is_not_a_call(text: str) -> None:
    assert PARSER.run(text).matches == []
    assert toolcalls.parse_tool_calls(text, formats=[FMT]) == []


def test_a_channel_less_header_needs_a_json_payload() -> None:
    # gpt-oss writes a channel on every message; without one, the payload decides, unless the
    # header is addressed to functions. (Harmony's namespace: a broken call is never dropped)
    assert calls(S + " to=functions.f" + M + '{"a": 1}<|call|>') == [
        ("f", {"a": 1}, 0, 60)]
    assert calls(S + " to=get_weather" + M + '{"a": 1}<|call|>') == [
        ("get_weather", {"a": 1}, 0, 60)]
    assert PARSER.run(" to=get_weather" + M + "[1]").matches == []
    assert_strict_error(" to=functions.f" + M + "[1]", FMT, "tool_call.invalid_arguments",
                        26, 1, 27)
    assert_strict_error(S + " to=functions.get_weather" + M + "city=Paris<|call|>", FMT,
                        "tool_call.invalid_arguments", 54, 1, 55)
    # with a channel, any payload is the tool's, as before
    assert_strict_error(S + C + "commentary to=functions.f" + M + "hello<|call|>", FMT,
                        "tool_call.invalid_arguments", 65, 1, 66)
    # a channel-less header the text ends after may still get its JSON payload: a stream
    # starts no call from it yet (one addressed to functions. is a call begun)
    cut = PARSER.run(" to=get_weather" + M).matches
    assert [(m.incomplete, m.partial is not None and m.partial.tentative) for m in cut] == [
        (True, True)]
    cut = PARSER.run(" to=functions.f" + M).matches
    assert [(m.incomplete, m.partial is not None and m.partial.tentative) for m in cut] == [
        (True, False)]
    with_channel = PARSER.run(S + C + "commentary to=functions.f" + M).matches
    assert [(m.incomplete, m.partial is not None and m.partial.tentative)
            for m in with_channel] == [(True, False)]


def test_default_parser() -> None:
    assert toolcalls.parse_tool_call(CALL, include_format=True) == {
        "name": "f",
        "arguments": {"a": 1},
        "format": FMT,
    }


def test_detect() -> None:
    # detect is a lower bound for extract: a header may begin before its first token ...
    assert plugin.toolcalls_detect("ab<|message|>", 0) == 0
    assert plugin.toolcalls_detect("ab <|channel|>x", 1) == 1
    # ... except one that opens with <|start|>
    assert plugin.toolcalls_detect("ab <|start|>assistant", 0) == 3
    assert plugin.toolcalls_detect("<|call|> only", 0) == -1


def test_linear_on_many_messages() -> None:
    text = (C + "commentary to=functions.f" + M + '{"a": ') * 20000
    assert len(PARSER.run(text).matches) >= 1
    text = (S + C + "commentary to=functions.f<|end|>") * 20000
    assert len(PARSER.run(text).matches) == 20000


@pytest.mark.parametrize("header", [
    "<|channel|>commentary<|constrain|>json<|message|>",
    "<|channel|>commentary <|constrain|>json<|message|>",
    "<|channel|>final<|constrain|>json<|message|>",
    "<|channel|>final <|constrain|>json<|message|>",
    "<|channel|>final<|message|>",
    "<|channel|>commentary<|message|>",
    # gpt-oss's other spellings of the type (TensorRT-LLM's and llama.cpp's tests, openai/harmony
    # issue 56): their header words stayed in content
    "<|channel|>final <|constrain|>JSON<|message|>",
    "<|channel|>final<|constrain|>JSON<|message|>",
    "<|channel|>final json<|message|>",
    "<|channel|>final JSON<|message|>",
    "<|channel|>commentary json<|message|>",
])
def test_the_header_of_a_message_to_no_recipient_is_not_content(header: str) -> None:
    # mlx-lm's harmony tests: a gpt-oss message on commentary with a content type and no
    # recipient is content, its header is not (the channel name and the type were left)
    text = (C + "analysis" + M + "User wants a message.<|end|>" + S + header +
            "<send_message><chat_id>1</chat_id></send_message><|end|>")
    result = toolcalls.parse(text, formats=[FMT])
    assert (result.calls, result.errors) == ([], [])
    assert result.content == "<send_message><chat_id>1</chat_id></send_message>"
    assert result.reasoning == "User wants a message."


# --- conformance corpus (toolcalls.testing finds ../shared/conformance) -------------------


test_conformance, test_exceptions_name_corpus_records = conformance_tests(
    FAMILIES, FMT, EXCEPTIONS, start=__file__
)


# --- properties -------------------------------------------------------------------------

PIECES = [
    "<|start|>",
    "<|channel|>",
    "<|constrain|>",
    "<|message|>",
    "<|end|>",
    "<|call|>",
    "<|return|>",
    "assistant",
    " to=functions.f",
    " to=assistant",
    "to=",
    " to=x",
    "commentary",
    "final",
    " json",
    "{",
    "}",
    "[",
    "]",
    '"',
    ":",
    ",",
    "1",
    " ",
    "\n",
    "é",
    "<|",
    "|>",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40))
def test_extract_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    extraction = plugin.toolcalls_extract(text, 0)
    check_extraction(text, extraction)


def test_a_channel_token_inside_another_formats_call_is_no_header() -> None:
    # found by tests/test_roundtrip.py: a bracket call whose JSON key is "<|channel|>", after
    # "to=": the recipient is a name, so "[TOOL_CALL]name=A;args={"" is no role header
    pytest.importorskip("toolcalls_bracket")  # the call is a bracket one
    text = 'to=[TOOL_CALL]name=A;args={"<|channel|>": {"k": 1}}[/TOOL_CALL]'
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("A", {"<|channel|>": {"k": 1}}, "bracket")]
    assert result.errors == []
    assert result.content == "to="


@pytest.mark.parametrize(("text", "calls", "content"), [
    # llama.cpp's test-chat-parser: an analysis message whose <|end|> the model left out
    ("<|channel|>analysis<|message|>Think hard.<|start|>assistant<|channel|>final<|message|>"
     "The answer is 42.<|return|>", [], "The answer is 42."),
    ('<|channel|>analysis<|message|>Need the weather.<|start|>assistant<|channel|>commentary '
     'to=functions.get_weather <|constrain|>json<|message|>{"city": "Paris"}<|call|>',
     [("get_weather", {"city": "Paris"})], ""),
    ('<|channel|>analysis<|message|>Need the weather.<|start|>assistant to=functions.get_weather'
     '<|channel|>commentary json<|message|>{"city": "Paris"}<|call|>',
     [("get_weather", {"city": "Paris"})], ""),
    ("<|channel|> analysis<|message|> Think.<|start|> assistant<|channel|> final<|message|> 42."
     "<|return|>", [], "42."),
])
def test_an_analysis_message_ends_at_the_next_message(
        text: str, calls: list[tuple[str, dict[str, Any]]], content: str) -> None:
    """DESIGN 3a: a Harmony message ends at its end token or at the next ``<|start|>``; an
    analysis message without ``<|end|>`` swallowed the final answer, and the call after it
    was lost without an error."""
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments) for c in result.calls] == calls
    assert (result.content, result.errors) == (content, [])
    assert result.reasoning in ("Think hard.", "Need the weather.", "Think.")
    assert toolcalls.parse_tool_calls(text) == [{"name": n, "arguments": a} for n, a in calls]
