"""Control tokens that end a text close it (docs/architecture.md, "Control tokens at the end").

A server that keeps special tokens hands over the end-of-turn token too: ``<|im_end|>``,
``<|observation|>``, ``<｜end▁of▁sentence｜>``. A call whose closer the model left out is read
as it is at the end of the text (the closer is optional there), so the same call followed by
the end-of-turn token must be read the same way, not reported unclosed. The rule only ever
turns errors into calls: a text whose calls are whole is read as before, and a call broken
before the tokens keeps its error, code and position.
"""

from __future__ import annotations

import pytest

import toolcalls

SELECTION = toolcalls.Parser().selection()

HERMES = '<tool_call>\n{"name": "f", "arguments": {"a": 1}}\n'
GLM = "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n"
QWEN = "<tool_call>\n<function=f>\n<parameter=a>\nx\n</parameter>\n</function>\n"
KIMI = "<|tool_calls_section_begin|><|tool_call_begin|>functions.f:0<|tool_call_argument_begin|>{}"


@pytest.mark.parametrize(
    ("body", "tail", "name", "arguments", "fmt"),
    [
        (HERMES, "<|im_end|>", "f", {"a": 1}, "hermes"),
        (HERMES, "<|im_end|>\n<|endoftext|>", "f", {"a": 1}, "hermes"),
        (GLM, "<|observation|>", "get_weather", {"city": "Paris"}, "glm4"),
        (GLM, "<|user|>", "get_weather", {"city": "Paris"}, "glm4"),
        (QWEN, "<|im_end|>", "f", {"a": "x"}, "qwen3_coder"),
        # the section end is a control token too (a stray one never stays in content)
        (KIMI, "<|tool_calls_section_end|>", "f", {}, "kimi_k2"),
    ],
)
def test_a_call_left_open_before_end_of_turn_tokens_is_read(
    body: str, tail: str, name: str, arguments: dict[str, object], fmt: str
) -> None:
    alone = toolcalls.parse(body)
    assert [(c.name, c.arguments, c.format) for c in alone.calls] == [(name, arguments, fmt)]
    text = "I will call it. " + body + tail
    result = toolcalls.parse(text)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [(name, arguments, fmt)]
    assert result.errors == []
    assert result.content == "I will call it."
    [call] = result.calls
    # the call ends where the tokens begin (Kimi's call starts at its call token, after the
    # section token)
    assert 16 <= call.start < call.end == 16 + len(body)
    assert [c["name"] for c in toolcalls.parse_tool_calls(text)] == [name]  # strict: no raise
    streamed = [e.call for e in toolcalls.stream(text[i:i + 3] for i in range(0, len(text), 3))
                if e.kind == "call_end"]
    assert streamed == result.calls


def test_a_call_broken_before_the_tokens_keeps_its_error() -> None:
    text = '<tool_call>\n{"name": "f", "arguments": {"a": 1<|im_end|>'
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == ("json.missing_comma", text.index("<|im_end"))
    assert (info.value.line, info.value.column) == (2, 35)
    result = toolcalls.parse(text)
    assert [e.code for e in result.errors] == ["json.missing_comma"]
    assert result.calls == []


def test_a_token_inside_the_text_is_not_an_end() -> None:
    # the token is not at the end: the call is still unclosed, at its opener
    text = HERMES + "<|im_end|>\nmore prose after the turn"
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == ("tool_call.unclosed", 0)


def test_whole_calls_before_the_tokens_are_read_as_before() -> None:
    text = '<tool_call>\n{"name": "f", "arguments": {}}\n</tool_call><|im_end|>'
    result = toolcalls.parse(text)
    assert [(c.name, c.start, c.end) for c in result.calls] == [("f", 0, len(text) - 10)]
    assert result.content == ""


def test_control_end_finds_the_start_of_the_trailing_run() -> None:
    end = SELECTION.control_end
    assert end("") == 0
    assert end("prose") == 5
    assert end("prose<|im_end|>") == 5
    assert end("prose \n<|im_end|> \n<|endoftext|>\n") == 7
    assert end("<|im_end|><|im_end|>") == 0
    assert end("<|im_end|> prose") == len("<|im_end|> prose")
    # a token holding another at its end goes whole (``assistant<|role_sep|>``)
    held = [(t, o) for t in SELECTION.control_tokens for o in SELECTION.control_tokens
            if o != t and t.endswith(o)]
    assert held
    for token, _inner in held:
        assert end("x" + token) == 1


def test_control_end_is_linear_in_a_long_run_of_tokens() -> None:
    # 50,000 end-of-turn tokens after a broken call: one step per token, never a rescan
    text = HERMES + "<|im_end|>\n" * 50_000
    assert SELECTION.control_end(text) == len(HERMES)
    [call] = toolcalls.parse_tool_calls(text)
    assert call["name"] == "f"


def test_a_stream_that_goes_on_after_the_tokens_ends_as_the_batch_does() -> None:
    # while the text ends in the token, the call is undecided (``resume`` at its start), so
    # text that comes after it can still make the call unclosed, as the batch says
    outcome = toolcalls.Parser().run(HERMES + "<|im_end|>")
    assert outcome.resume == 0 and [c.name for c in outcome.calls] == ["f"]
    for chunks in ([HERMES, "<|im_end|>", "\nmore prose"], list(HERMES + "<|im_end|>x")):
        text = "".join(chunks)
        batch = toolcalls.parse(text)
        assert [(e.code, e.position) for e in batch.errors] == [("tool_call.unclosed", 0)]
        events = list(toolcalls.stream(chunks))
        assert [e.call for e in events if e.kind == "call_end"] == []
        assert [(e.error.code, e.error.position) for e in events
                if e.kind == "error" and e.error is not None] == [("tool_call.unclosed", 0)]


def test_a_token_that_ends_a_marker_is_not_cut_from_it() -> None:
    # GigaChat's marker ends with its control token <|role_sep|>: while the JSON has not come,
    # cutting the token would cut the marker and turn the whole text into content
    text = "<|message_sep|>\n\nfunction call<|role_sep|>"
    assert SELECTION.control_end(text) < len(text)
    found = toolcalls.Parser().run(text)
    cut = toolcalls.Parser().run(text[:SELECTION.control_end(text)])
    assert found.calls == cut.calls == []
    assert len(found.errors) > len(cut.errors) == 0  # fewer errors, but no more calls
    assert [m.error is not None for m in found.matches] == [True]
