"""Streaming: fed in chunks of one character, of random sizes, and whole, every record of the
conformance corpus and every example of every installed format gives, after ``close()``, the
batch result; the deltas add up to it (content, reasoning, each call's arguments); nothing is
taken back (a name is whole when sent, a call that ends is one of the result's calls, in
order); and the adapters' outputs are what the OpenAI and Anthropic SDKs' own types accept.
"""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls import Event, StreamParser, ToolCallError
from toolcalls.testing import find_corpus, same_json
from toolcalls.toolkit.json import parse_json

CORPUS = find_corpus(__file__)


def _all_records() -> list[dict[str, Any]]:
    if CORPUS is None:
        return []
    import json

    with CORPUS.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


RECORDS = _all_records()
EXAMPLES = [(f.id, ex) for f in toolcalls.default_registry().formats for ex in f.spec.examples]


def run_stream(chunks: list[str], **options: Any) -> tuple[list[Event], toolcalls.ParseResult]:
    parser = StreamParser(**options)
    events: list[Event] = []
    for chunk in chunks:
        events += parser.feed(chunk)
    events += parser.close()
    assert parser.result is not None
    return events, parser.result


def check_stream(text: str, chunks: list[str], **options: Any) -> None:
    """Everything the issue asks of a stream, for one way of cutting one text."""
    events, result = run_stream(chunks, **options)
    batch = toolcalls.parse(text, **options)
    fields = [(c.name, c.arguments, c.start, c.end, c.id, c.format) for c in result.calls]
    assert fields == [(c.name, c.arguments, c.start, c.end, c.id, c.format)
                      for c in batch.calls]
    assert [(e.code, e.position) for e in result.errors] == [
        (e.code, e.position) for e in batch.errors]
    assert (result.content, result.reasoning, result.spans) == (
        batch.content, batch.reasoning, batch.spans)
    # the deltas add up to the result
    assert "".join(e.text for e in events if e.kind == "content") == batch.content
    assert "".join(e.text for e in events if e.kind == "reasoning") == (batch.reasoning or "")
    ends = [e for e in events if e.kind == "call_end"]
    assert [e.call for e in ends] == batch.calls  # every call, in order, once
    starts = {e.index: e for e in events if e.kind == "call_start"}
    for end in ends:
        assert end.call is not None
        start = starts[end.index]  # a call that ends has started, under its whole name
        assert (start.name, start.format) == (end.call.name, end.call.format)
        args = "".join(e.text for e in events if e.kind == "arguments" and e.index == end.index)
        value, stop = parse_json(args, 0, len(args))
        assert stop == len(args) and same_json(value, end.call.arguments), (args, end.call)
    assert sorted((e.error.code, e.error.position, e.error.line, e.error.column)
                  for e in events if e.kind == "error" and e.error is not None) == sorted(
        (e.code, e.position, e.line, e.column) for e in batch.errors)
    # every call that starts ends: as a call, or with the error of the call that broke
    finished = {e.index for e in events if e.kind in ("call_end", "error")}
    assert set(starts) <= finished, (sorted(starts), sorted(finished))
    # events come in text order: a call's pieces between its start and its end
    seen_end: set[int] = set()
    for event in events:
        if event.kind == "arguments":
            assert event.index in starts and event.index not in seen_end
        if event.kind == "call_end":
            seen_end.add(event.index)


def cuts(text: str, seed: str) -> dict[str, list[str]]:
    rng = random.Random(seed)
    points = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, 6))) if len(text) > 1 \
        else []
    pieces, last = [], 0
    for point in points:
        pieces.append(text[last:point])
        last = point
    pieces.append(text[last:])
    return {"whole": [text], "characters": list(text), "random": [p for p in pieces if p]}


@pytest.mark.skipif(CORPUS is None, reason="../shared/conformance is not beside the checkout")
@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
@pytest.mark.parametrize("started", [None, False])
def test_every_corpus_record_streams_to_its_batch_result(record: dict[str, Any],
                                                         started: bool | None) -> None:
    text = record["text"]
    for how, chunks in cuts(text, record["id"]).items():
        try:
            check_stream(text, chunks, tools=record.get("tools"), reasoning_started=started)
        except AssertionError as exc:
            raise AssertionError(f"{record['id']} cut {how}: {exc}") from None


@pytest.mark.parametrize(("fmt", "example"), EXAMPLES, ids=[f for f, _ in EXAMPLES])
@pytest.mark.parametrize("started", [None, False, True])
def test_every_format_example_streams_to_its_batch_result(fmt: str, example: str,
                                                          started: bool | None) -> None:
    for before in ("", "Sure, calling it.\n", "<think>plan</think>"):
        text = before + example + "\nDone."
        for how, chunks in cuts(text, fmt).items():
            try:
                check_stream(text, chunks, reasoning_started=started)
            except AssertionError as exc:
                raise AssertionError(f"{fmt} cut {how} of {text!r}: {exc}") from None


PIECES = [
    "<tool_call>", "</tool_call>", '{"name": "f", "arguments": {"a": ', '"x y"', "1", "}}",
    "<think>", "</think>", "[TOOL_CALLS]", "get_weather", "[ARGS]", "{}", "<invoke name=\"g\">",
    '<parameter name="k">', "</parameter>", "</invoke>", "<function=h>", "<parameter=p>",
    "\nParis\n", "</function>", "f(a=1)", "prose ", "\n", "<|im_end|>", "{", "}", '"', "\\",
    "<|channel|>commentary to=functions.w <|constrain|>json<|message|>", "<|call|>",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=14), st.randoms(),
       st.sampled_from([None, False, True]))
def test_random_mixes_stream_to_their_batch_result(parts: list[str], rng: random.Random,
                                                   started: bool | None) -> None:
    text = "".join(parts)
    chunks: list[str] = []
    pos = 0
    while pos < len(text):
        size = rng.randint(1, 9)
        chunks.append(text[pos:pos + size])
        pos += size
    check_stream(text, chunks, reasoning_started=started)


TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}}}}}]


@pytest.mark.parametrize("text", [
    "<tool_call>\n<function=get_weather>\n<parameter=city>\nNew York\n</parameter>\n"
    "<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>",
    '<invoke name="get_weather"><parameter name="city">Paris &amp; co</parameter>'
    '<parameter name="days">x</parameter></invoke>',
    '<tool_call>{"name": "other", "arguments": {}}</tool_call> and '
    '<tool_call>{"name": "get_weather", "arguments": {"city": "Rome"}}</tool_call>',
])
def test_streams_with_tools(text: str) -> None:
    for chunks in cuts(text, "tools").values():
        check_stream(text, chunks, tools=TOOLS, reasoning_started=False)


def test_a_long_string_argument_streams_as_it_grows() -> None:
    text = '<tool_call>{"name": "write", "arguments": {"text": "' + "abc " * 500 + '"}}</tool_call>'
    parser = StreamParser(reasoning_started=False)
    seen = []
    for i in range(0, len(text), 7):
        events = parser.feed(text[i:i + 7])
        seen.append(sum(len(e.text) for e in events if e.kind == "arguments"))
    parser.close()
    # after the name, every chunk of the string sends its characters at once
    assert sum(1 for n in seen if n) > 250


def test_a_long_raw_value_streams_as_it_grows() -> None:
    value = "line of code\n" * 200
    text = f"<tool_call>\n<function=write>\n<parameter=code>\n{value}</parameter>\n</function>\n" \
           "</tool_call>"
    parser = StreamParser(reasoning_started=False)
    pieces = []
    for i in range(0, len(text), 5):
        pieces += [e.text for e in parser.feed(text[i:i + 5]) if e.kind == "arguments"]
    parser.close()
    assert len(pieces) > 400  # not one piece at the end


def test_a_name_is_sent_only_when_whole() -> None:
    text = '<tool_call>{"name": "get_weather", "arguments": {}}</tool_call>'
    for cut in range(len(text) + 1):
        parser = StreamParser(reasoning_started=False)
        events = parser.feed(text[:cut])
        for event in events:
            if event.kind == "call_start":
                assert event.name == "get_weather"


def test_content_never_holds_a_marker_prefix() -> None:
    parser = StreamParser(reasoning_started=False)
    out = []
    pieces = ["Hello ", "<tool", "_call", ">", '{"name": "f", "arguments": {}}', "</tool_call>"]
    for piece in pieces:
        out += [e.text for e in parser.feed(piece) if e.kind == "content"]
    assert out == ["Hello"]


def test_a_control_token_is_removed_whole_when_its_end_could_begin_another() -> None:
    # '>' could begin functionary's '>>>': '<|action_start|>' must still go whole
    text = '<|action_start|>{"name": "func"}'
    events, result = run_stream(list(text), reasoning_started=False)
    assert "".join(e.text for e in events if e.kind == "content") == result.content == (
        '{"name": "func"}')


def test_a_json_candidate_is_held_while_its_first_key_is_cut() -> None:
    parser = StreamParser(reasoning_started=False)
    for piece in ('I think I should call {"', "na", 'me": "tool", "arguments": {"k": 1}} now.'):
        assert all(e.text.endswith("call") for e in parser.feed(piece) if e.kind == "content")
    events = parser.close()
    assert [e.call.name for e in events if e.kind == "call_end" and e.call] == ["tool"]


def test_the_calls_of_one_array_keep_their_own_indexes() -> None:
    # the chunk that ends the first call's name also holds the whole second call's name
    chunks = ['<|tool_call|>[{"name"', ': "get_weather", "arguments": {"x": 42}}, {"name": "b",',
              ' "arguments": {"y": 7}}]']
    events, _ = run_stream(chunks, reasoning_started=False, formats=["granite"])
    names = {e.index: e.name for e in events if e.kind == "call_start"}
    args: dict[int, str] = {}
    for e in events:
        if e.kind == "arguments":
            args[e.index] = args.get(e.index, "") + e.text
    assert {names[i]: a for i, a in args.items()} == {"get_weather": '{"x":42}', "b": '{"y":7}'}


def test_a_section_of_calls_whose_closer_ends_like_a_marker_is_not_cut() -> None:
    # '</tool_calls>' ends in '>', which could begin '>>>': the section is decided all the same
    text = ('<tool_calls>\n{"name": "a", "arguments": {}}\n{"name": "b", "arguments": {}}\n'
            "</tool_calls>")
    events, result = run_stream(list(text), reasoning_started=False)
    assert [c.name for c in result.calls] == ["a", "b"]
    assert [e.kind for e in events if e.kind in ("content", "call_end")] == [
        "call_end", "call_end"]


def test_an_undecided_reasoning_start_holds_until_a_marker() -> None:
    parser = StreamParser()  # reasoning_started=None: a </think> would make all of it reasoning
    assert parser.feed("Let me think about it. ") == []
    events = parser.feed("</think>The answer.")
    assert [(e.kind, e.text) for e in events][:1] == [("reasoning", "Let me think about it.")]
    parser.close()
    assert parser.result is not None and parser.result.content == "The answer."


def test_a_later_tier_candidate_is_held_until_the_end() -> None:
    parser = StreamParser(reasoning_started=False)
    first = parser.feed('Sure. {"name": "f", "arguments": {}} ')
    assert [e.text for e in first if e.kind == "content"] == ["Sure."]
    events = parser.feed("and done.") + parser.close()
    assert [e.kind for e in events] == ["call_start", "arguments", "call_end", "content"]
    # a tagged call later in the text makes the JSON content
    parser = StreamParser(reasoning_started=False)
    events = parser.feed('Sure. {"name": "f", "arguments": {}} ')
    events += parser.feed('<tool_call>{"name": "g", "arguments": {}}</tool_call>')
    events += parser.close()
    assert [e.call.name for e in events if e.kind == "call_end" and e.call] == ["g"]


def test_a_call_that_breaks_after_it_started_gets_an_error() -> None:
    parser = StreamParser(reasoning_started=False)
    events = parser.feed('<tool_call>{"name": "f", "arguments": {"a": 1')
    assert [e.kind for e in events] == ["call_start", "arguments"]
    events = parser.feed(",}}</tool_call>") + parser.close()
    kinds = [e.kind for e in events]
    assert "call_end" not in kinds and kinds.count("error") == 1
    [error] = [e for e in events if e.kind == "error"]
    assert error.index == 0 and error.error is not None
    assert error.error.code == "json.trailing_comma"


def test_feed_after_close_and_bad_chunks() -> None:
    parser = StreamParser()
    with pytest.raises(TypeError):
        parser.feed(b"bytes")  # type: ignore[arg-type]
    parser.close()
    assert parser.close() == []
    with pytest.raises(RuntimeError):
        parser.feed("more")


def test_stream_and_astream_wrap_iterables() -> None:
    import asyncio

    text = 'Hi <tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>'
    chunks = [text[i:i + 3] for i in range(0, len(text), 3)]
    events = list(toolcalls.stream(chunks, reasoning_started=False))

    async def produce() -> Any:
        for chunk in chunks:
            yield chunk

    async def collect() -> list[Event]:
        return [e async for e in toolcalls.astream(produce(), reasoning_started=False)]

    # in a thread of its own: a browser test earlier in the run may own this thread's loop
    with ThreadPoolExecutor(1) as pool:
        assert pool.submit(asyncio.run, collect()).result() == events
    assert [e.kind for e in events][-1] == "call_end"


def test_event_dicts() -> None:
    events = list(toolcalls.stream(['<tool_call>{"name": "f", "arguments": {}}</tool_call>'],
                                   reasoning_started=False))
    assert [e.to_dict()["kind"] for e in events] == ["call_start", "arguments", "call_end"]
    assert events[0].to_dict() == {"kind": "call_start", "index": 0, "name": "f", "id": None,
                                   "format": "hermes"}
    error = Event("error", error=ToolCallError("json.x", "m", 1))
    assert error.to_dict()["error"]["code"] == "json.x"


def test_an_unclosed_tag_whose_closer_comes_after_another_opener_is_prose() -> None:
    # '<invoke name="g">' has no closer before the next opener ('<tool_call>'): prose, batch
    # and streamed alike, however the text is cut (it was decided as prose per character and
    # as a broken call once '</invoke>' came)
    text = '<invoke name="g"><tool_call></invoke>'
    assert toolcalls.parse(text).errors == []
    for chunks in ([text], list(text)):
        check_stream(text, chunks, reasoning_started=False)


# --- calls that a longer text could still make prose are not started -----------------------


@pytest.mark.parametrize(("chunks", "started"), [
    # a bare '<function=h>' whose first tag is cut ('</'): '</tool_call>' makes it prose
    (["<", "tool_call></think><function=h>\n\n</", "tool_call>"], None),
    # GLM's name 'Paris' with its first tag cut ('</t'): '</think>' makes it prose
    (["<tool_call>", "<tool_call>", "\nParis\n", "</think>"], False),
])
def test_a_call_that_may_yet_be_prose_is_not_started(chunks: list[str],
                                                     started: bool | None) -> None:
    text = "".join(chunks)
    assert toolcalls.parse(text, reasoning_started=started).calls == []
    for cut in (chunks, list(text)):
        check_stream(text, cut, reasoning_started=started)


@pytest.mark.parametrize("text", [
    # each is cut by the end of the text before it is decided, as a stream sees it
    '<tool_call>\n<function=h>\n<parameter=k>\nv\n</parameter>\n</function>\n</tool_call>',
    "<function=h>\n<parameter=k>\nv\n</parameter>\n</function>",
    '<invoke name="g"><parameter name="k">1</parameter></invoke>',
    "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>",
    "<|tool_call_begin|>functions.f:0<|tool_call_argument_begin|>{}<|tool_call_end|>",
])
def test_a_partial_call_is_tentative_exactly_while_more_text_can_make_it_prose(
        text: str) -> None:
    # The property behind the rule: a partial match that names its call and is not tentative
    # is still a match at the same place whatever comes next.
    parser = toolcalls.Parser()
    selection = parser.selection(None)
    for k in range(1, len(text)):
        named = [m for m in parser.outcome(text[:k], selection, reasoning_started=False).matches
                 if m.incomplete and m.partial is not None and m.partial.name is not None
                 and not m.partial.tentative]
        for suffix in ("x", "\n", "</x", "<x", "</think>", "\n\n</tool_call>", " f(a=1)"):
            longer = parser.outcome(text[:k] + suffix, selection, reasoning_started=False)
            starts = {m.start for m in longer.matches}
            for match in named:
                assert match.start in starts, (text[:k], suffix)


def test_a_call_started_from_its_header_ends_whatever_takes_the_place_of_its_json() -> None:
    # the Harmony call starts once its header is read; a Python call where its JSON should be
    # makes it a broken call (not the Python call's content), and a reasoning block there is
    # no part of its arguments: either way its start gets an end
    header = "<|channel|>commentary to=functions.w <|constrain|>json<|message|>"
    for text in (header + "f(a=1)", header + '{"a": 1, "b": f(a=1)', header + "<think>}}"):
        for chunks in ([text], list(text), [header, text[len(header):]]):
            check_stream(text, chunks, reasoning_started=False)


@pytest.mark.parametrize(("text", "reasoning", "content"), [
    # the template prefilled <think> and the model wrote it again: no reasoning text
    ("<think>Let me think...</think>Answer.", "Let me think...", "Answer."),
    ("\n <think>\nx</think>\nAnswer.", "x", "Answer."),
    ("<think></think>Answer.", "", "Answer."),
    ("<think>still thinking", "still thinking", ""),
    # written again and again: every repeat is a marker (SGLang's tests)
    ("<think><think>Let me think</think>Answer.", "Let me think", "Answer."),
    ("<think>\n<think> <think>x</think>Answer.", "x", "Answer."),
    # an opener later in the block is the block's text, as before
    ("x <think> y</think>Answer.", "x <think> y", "Answer."),
    ("plain</think>Answer.", "plain", "Answer."),
])
def test_a_prefilled_block_opened_again_begins_after_the_opener(
        text: str, reasoning: str, content: str) -> None:
    result = toolcalls.parse(text, reasoning_started=True)
    assert (result.reasoning, result.content) == (reasoning, content)
    # streamed in any cut, the same
    for size in (1, 3, len(text)):
        check_stream(text, [text[i:i + size] for i in range(0, len(text), size)],
                     reasoning_started=True)


@pytest.mark.parametrize(("text", "reasoning", "content"), [
    ("<think><think>Let me think</think>The answer is 42.", "Let me think", "The answer is 42."),
    ("pre <think>\n<think>\nplan</think>post", "plan", "pre post"),
    ("<think><think>open", "open", ""),
    ("<think>a <think> b</think>c", "a <think> b", "c"),  # not at the start: the block's text
])
def test_an_opener_written_again_at_a_blocks_start_is_a_marker(
        text: str, reasoning: str, content: str) -> None:
    # SGLang's reasoning tests: `<think><think>` (the model repeating the opener) gives the
    # reasoning without it, in batch and in every cut of a stream
    result = toolcalls.parse(text)
    assert (result.reasoning, result.content) == (reasoning, content)
    for size in (1, 2, 3, 7):
        check_stream(text, [text[i:i + size] for i in range(0, len(text), size)])


@pytest.mark.parametrize("chunks", [
    ["<think>x</think>", '<tool_call>{"name": "f", "arguments": {"b": [', "1]}}</tool_call>"],
    ["<think>x</think>", '<tool_call>{"name": "f", "arguments": {"b": "x<', 'y"}}</tool_call>'],
])
def test_a_reasoning_opener_begun_where_a_call_starts_is_its_arguments(chunks: list[str]) -> None:
    # The chunk that starts the call ends with what may begin a reasoning opener (`[THINK]`,
    # `<think>`): the engine reads the text without it, and the arguments' deltas must still
    # hold it once the next chunk comes (they lost it).
    check_stream("".join(chunks), chunks)


def test_a_reasoning_opener_with_two_closers_ends_at_the_first() -> None:
    # Two pairs with one opener (Muse Glimmer's `to=self<|message|>`, ended by `<|eom|>` or
    # by the next header): the block ends at whichever closer comes first, in batch and stream.
    from toolcalls.engine import reasoning_spans
    from toolcalls.types import Reasoning

    pairs = (Reasoning("<r>", "</r>"), Reasoning("<r>", "<next>"))
    assert reasoning_spans("<r>a</r>b<next>", pairs) == [(0, 8, 3, 4)]
    assert reasoning_spans("<r>a<next>b</r>", pairs) == [(0, 10, 3, 4)]
    assert reasoning_spans("<r>a", pairs) == [(0, 4, 3, 4)]
    text = ("to=self<|message|>Think<|start|>assistant to=f<|message|><atem:function_calls>"
            '<atem:invoke name="f"></atem:invoke></atem:function_calls><|eom|>')
    if "glimmer" in toolcalls.default_registry().ids:
        for size in (1, 4, len(text)):
            check_stream(text, [text[i:i + size] for i in range(0, len(text), size)])
        assert toolcalls.parse(text).reasoning == "Think"
