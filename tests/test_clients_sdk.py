"""The client adapters give exactly what the official SDKs' own types accept.

Batch: ``to_openai`` items validate as ``ChatCompletionMessageToolCall`` (and in an assistant
``ChatCompletionMessage``), ``to_openai_responses`` items as ``ResponseFunctionToolCall``,
``to_anthropic`` blocks as ``ToolUseBlock``. Streamed: ``chat_completion_chunks`` as
``ChatCompletionChunk``, ``responses_events`` as the ``ResponseStreamEvent`` union,
``anthropic_events`` as ``RawMessageStreamEvent``. Each object is validated in pydantic's strict
mode, must carry no field the SDK does not know (the SDK models allow extras: a misspelt field
would otherwise pass) and must dump back to what the adapter wrote. Then the SDKs' own stream
accumulators (``ChatCompletionStreamState``, ``ResponseStreamState``, Anthropic's
``accumulate_event``) read the streams and must end with the batch calls. The calls are the
examples of every installed format, in prose, after reasoning, cut in several ways.

openai and anthropic are test dependencies only (requirements-dev.txt).
"""

from __future__ import annotations

import json
from typing import Any

import openai
import pytest
from anthropic.types import RawMessageStreamEvent, ToolUseBlock
from openai.types.chat import (
    ChatCompletionChunk,
    ChatCompletionMessage,
    ChatCompletionMessageToolCall,
)
from openai.types.responses import ResponseFunctionToolCall, ResponseStreamEvent
from pydantic import BaseModel, TypeAdapter

import toolcalls
from toolcalls import Event, clients
from toolcalls.testing import same_json
from toolcalls.toolkit.json import parse_json

#: "argument not given" of the openai SDK (``omit`` in newer versions, ``NOT_GIVEN`` before)
OMIT = getattr(openai, "omit", None) or openai.NOT_GIVEN
RESPONSES_EVENT = TypeAdapter(ResponseStreamEvent)
ANTHROPIC_EVENT = TypeAdapter(RawMessageStreamEvent)

EXAMPLES = [(f.id, ex) for f in toolcalls.default_registry().formats for ex in f.spec.examples]
IDS = [f"{fmt}-{i}" for i, (fmt, _) in enumerate(EXAMPLES)]

#: The one field the adapters write that the SDK types do not declare: the reasoning of a
#: Chat Completions delta, spelled as OpenAI-compatible servers (vLLM, SGLang) spell it.
CHAT_EXTRAS = {"$.choices[0].delta": {"reasoning_content"}}


def text_of(example: str) -> str:
    return "Sure, one moment.\n<think>plan it</think>" + example + "\nDone."


def decoded(arguments: str) -> Any:
    """An arguments JSON string read the way toolcalls reads JSON (integers of any size kept)."""
    value, end = parse_json(arguments, 0, len(arguments))
    assert end == len(arguments), arguments
    return value


def extras(value: Any, path: str = "$") -> dict[str, set[str]]:
    """The fields of every nested SDK model that its class does not declare, by path."""
    found: dict[str, set[str]] = {}
    if isinstance(value, BaseModel):
        if value.model_extra:
            found[path] = set(value.model_extra)
        for name in type(value).model_fields:
            found.update(extras(getattr(value, name), f"{path}.{name}"))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found.update(extras(item, f"{path}[{i}]"))
    elif isinstance(value, dict):
        for key, item in value.items():
            found.update(extras(item, f"{path}.{key}"))
    return found


def exact(model: BaseModel, written: dict[str, Any],
          allowed: dict[str, set[str]] | None = None) -> None:
    """``model`` (validated from ``written``) knows every field and gives ``written`` back."""
    unknown = {path: names - (allowed or {}).get(path, set())
               for path, names in extras(model).items()}
    assert not any(unknown.values()), (unknown, written)
    assert model.model_dump(mode="json", exclude_unset=True) == written


def batch(text: str) -> toolcalls.ParseResult:
    result = toolcalls.parse(text)
    assert result.calls and not result.errors, text
    return result


def cuts(text: str) -> dict[str, list[str]]:
    return {"whole": [text], "characters": list(text),
            "threes": [text[i:i + 3] for i in range(0, len(text), 3)]}


def events_of(chunks: list[str]) -> list[Event]:
    return list(toolcalls.stream(chunks, reasoning_started=False))


# --- batch -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("fmt", "example"), EXAMPLES, ids=IDS)
def test_batch_shapes_are_what_the_sdk_types_accept(fmt: str, example: str) -> None:
    result = batch(text_of(example))
    calls = result.calls
    items = clients.to_openai(calls)
    for item, call in zip(items, calls, strict=True):
        model = ChatCompletionMessageToolCall.model_validate(item, strict=True)
        exact(model, item)
        assert model.function.name == call.name
        assert same_json(decoded(model.function.arguments), call.arguments)
        assert model.id == (call.id or model.id) and model.id
    message = {"role": "assistant", "content": result.content, "tool_calls": items}
    exact(ChatCompletionMessage.model_validate(message, strict=True), message)

    items = clients.to_openai_responses(calls)
    for item, call in zip(items, calls, strict=True):
        response_call = ResponseFunctionToolCall.model_validate(item, strict=True)
        exact(response_call, item)
        assert (response_call.name, response_call.status) == (call.name, "completed")
        assert same_json(decoded(response_call.arguments), call.arguments)
        assert response_call.call_id == (call.id or response_call.call_id)

    blocks = clients.to_anthropic(calls)
    for block, call in zip(blocks, calls, strict=True):
        tool_use = ToolUseBlock.model_validate(block, strict=True)
        exact(tool_use, block)
        assert tool_use.name == call.name and same_json(tool_use.input, call.arguments)
        assert tool_use.id == (call.id or tool_use.id)


def test_batch_ids_are_the_models_or_generated_distinct() -> None:
    text = ('<tool_call>{"name": "a", "arguments": {}}</tool_call>'
            '<tool_call>{"name": "b", "arguments": {"x": 1}}</tool_call>')
    calls = batch(text).calls
    for convert, field in ((clients.to_openai, "id"), (clients.to_openai_responses, "call_id"),
                           (clients.to_anthropic, "id")):
        random_ids = [item[field] for item in convert(calls)]
        assert len(set(random_ids)) == 2
        fixed = [item[field] for item in convert(calls, deterministic=True)]
        assert fixed == [item[field] for item in convert(calls, deterministic=True)]
        assert fixed != random_ids
    # an id the model wrote is kept (Mistral's [CALL_ID])
    [call] = batch('[TOOL_CALLS]get_weather[CALL_ID]abc123XYZ[ARGS]{"city": "Paris"}').calls
    assert call.id == "abc123XYZ"
    assert clients.to_openai([call])[0]["id"] == "abc123XYZ"
    assert clients.to_openai_responses([call])[0]["call_id"] == "abc123XYZ"
    assert clients.to_anthropic([call])[0]["id"] == "abc123XYZ"


def test_integers_beyond_64_bits_stay_exact() -> None:
    big = 2**70 + 1
    [call] = batch(f'<tool_call>{{"name": "f", "arguments": {{"n": {big}}}}}</tool_call>').calls
    [item] = clients.to_openai([call])
    model = ChatCompletionMessageToolCall.model_validate(item, strict=True)
    assert json.loads(model.function.arguments) == {"n": big}
    [block] = clients.to_anthropic([call])
    assert ToolUseBlock.model_validate(block, strict=True).input == {"n": big}


# --- streamed: Chat Completions --------------------------------------------------------------


def chat_chunks(events: list[Event]) -> list[dict[str, Any]]:
    chunks = list(clients.chat_completion_chunks(events, deterministic=True, created=1700000000))
    for chunk in chunks:
        exact(ChatCompletionChunk.model_validate(chunk, strict=True), chunk, CHAT_EXTRAS)
    return chunks


def accumulate_chat(chunks: list[dict[str, Any]]) -> dict[int, dict[str, str]]:
    """The tool calls a client that appends the deltas blindly ends with, by index: what
    ``index``/``id``/``type``/``function.name`` said once, and ``function.arguments`` joined."""
    calls: dict[int, dict[str, str]] = {}
    for chunk in chunks:
        for delta in chunk["choices"][0]["delta"].get("tool_calls", []):
            index = delta["index"]
            if "id" in delta:  # the call's first delta: the only one with id, type, name
                assert index not in calls
                assert delta["type"] == "function" and delta["function"]["name"]
                calls[index] = {"id": delta["id"], "name": delta["function"]["name"],
                                "arguments": delta["function"]["arguments"]}
            else:
                assert set(delta) == {"index", "function"}
                assert set(delta["function"]) == {"arguments"}
                calls[index]["arguments"] += delta["function"]["arguments"]
    return calls


@pytest.mark.parametrize(("fmt", "example"), EXAMPLES, ids=IDS)
def test_chat_completion_chunks_validate_and_accumulate_to_the_batch_calls(
        fmt: str, example: str) -> None:
    from openai.lib.streaming.chat import ChatCompletionStreamState

    text = text_of(example)
    result = batch(text)
    for how, pieces in cuts(text).items():
        chunks = chat_chunks(events_of(pieces))
        assert {c["id"] for c in chunks} == {chunks[0]["id"]}
        assert chunks[0]["choices"][0]["delta"]["role"] == "assistant"
        assert [c["choices"][0]["finish_reason"] for c in chunks][-1] == "tool_calls"
        assert all(c["choices"][0]["finish_reason"] is None for c in chunks[:-1])
        calls = accumulate_chat(chunks)
        assert sorted(calls) == list(range(len(calls))), how  # indexes 0, 1, ... in order
        got = [calls[i] for i in sorted(calls)]
        assert [c["name"] for c in got] == [c.name for c in result.calls], how
        for mine, call in zip(got, result.calls, strict=True):
            assert same_json(decoded(mine["arguments"]), call.arguments), (how, mine)
            if call.id:
                assert mine["id"] == call.id
        # the SDK's own accumulator (what client.chat.completions.stream() uses)
        state: Any = ChatCompletionStreamState()
        for chunk in chunks:
            state.handle_chunk(ChatCompletionChunk.model_validate(chunk))
        message = state.get_final_completion().choices[0].message
        assert message.content == result.content, how
        assert [(t.id, t.function.name, t.function.arguments) for t in message.tool_calls] == [
            (c["id"], c["name"], c["arguments"]) for c in got], how
        assert getattr(message, "reasoning_content", None) == result.reasoning


def test_chat_chunks_without_a_call_and_with_a_broken_one() -> None:
    chunks = chat_chunks(events_of(list("Just prose, no call.")))
    assert "".join(c["choices"][0]["delta"].get("content", "") for c in chunks) == (
        "Just prose, no call.")
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"
    # a call that breaks after it started: its pieces went out, no finish as a tool call
    chunks = chat_chunks(events_of(['<tool_call>{"name": "f", "arguments": {"a": 1', ",}}"]))
    assert accumulate_chat(chunks)[0]["name"] == "f"
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"
    # reasoning can be left out (a client that would reject the extra field)
    events = events_of(["<think>hm</think>ok"])
    plain = list(clients.chat_completion_chunks(events, reasoning=False))
    assert all("reasoning_content" not in c["choices"][0]["delta"] for c in plain)
    for chunk in plain:
        exact(ChatCompletionChunk.model_validate(chunk, strict=True), chunk)


# --- streamed: Responses -----------------------------------------------------------------------


def responses(events: list[Event]) -> list[dict[str, Any]]:
    out = list(clients.responses_events(events, deterministic=True, created=1700000000))
    for event in out:
        exact(RESPONSES_EVENT.validate_python(event, strict=True), event)
    assert [e["sequence_number"] for e in out] == list(range(len(out)))
    return out


@pytest.mark.parametrize(("fmt", "example"), EXAMPLES, ids=IDS)
def test_responses_events_validate_and_accumulate_to_the_batch_calls(
        fmt: str, example: str) -> None:
    from openai.lib.streaming.responses import ResponseStreamState

    text = text_of(example)
    result = batch(text)
    want = clients.to_openai_responses(result.calls)
    for how, pieces in cuts(text).items():
        out = responses(events_of(pieces))
        assert out[0]["type"] == "response.created" and out[-1]["type"] == "response.completed"
        # the deltas of each item add up to its .done arguments
        joined: dict[str, str] = {}
        done: dict[str, str] = {}
        for event in out:
            if event["type"] == "response.function_call_arguments.delta":
                joined[event["item_id"]] = joined.get(event["item_id"], "") + event["delta"]
            elif event["type"] == "response.function_call_arguments.done":
                done[event["item_id"]] = event["arguments"]
        assert joined == done, how
        final = out[-1]["response"]["output"]
        got = [item for item in final if item["type"] == "function_call"]
        assert [(g["name"], g["status"]) for g in got] == [(w["name"], "completed")
                                                             for w in want], how
        for mine, call in zip(got, result.calls, strict=True):
            assert same_json(decoded(mine["arguments"]), call.arguments)
            assert mine["arguments"] == done[mine["id"]]
            if call.id:
                assert mine["call_id"] == call.id
        messages = [item for item in final if item["type"] == "message"]
        assert "".join(part["text"] for m in messages for part in m["content"]) == (
            result.content)
        # the SDK's own accumulator (what client.responses.stream() uses)
        state: Any = ResponseStreamState(input_tools=[], text_format=OMIT)
        seen = [e for event in out for e in state.handle_event(
            RESPONSES_EVENT.validate_python(event))]
        assert seen[-1].type == "response.completed"
        calls = [item for item in seen[-1].response.output if item.type == "function_call"]
        assert [(c.name, c.call_id, c.arguments) for c in calls] == [
            (g["name"], g["call_id"], g["arguments"]) for g in got], how


# --- streamed: Anthropic Messages --------------------------------------------------------------


def anthropic(events: list[Event]) -> list[dict[str, Any]]:
    out = list(clients.anthropic_events(events, deterministic=True))
    for event in out:
        exact(ANTHROPIC_EVENT.validate_python(event, strict=True), event)
    return out


@pytest.mark.parametrize(("fmt", "example"), EXAMPLES, ids=IDS)
def test_anthropic_events_validate_and_accumulate_to_the_batch_calls(
        fmt: str, example: str) -> None:
    from anthropic.lib.streaming._messages import accumulate_event

    text = text_of(example)
    result = batch(text)
    for how, pieces in cuts(text).items():
        out = anthropic(events_of(pieces))
        assert out[0]["type"] == "message_start" and out[-1]["type"] == "message_stop"
        assert out[-2]["delta"]["stop_reason"] == "tool_use"
        # blocks open and close in order, one at a time
        open_block = None
        partial: dict[int, str] = {}
        starts: dict[int, dict[str, Any]] = {}
        for event in out:
            if event["type"] == "content_block_start":
                assert open_block is None and event["index"] == len(starts)
                open_block = event["index"]
                starts[open_block] = event["content_block"]
            elif event["type"] == "content_block_delta":
                assert event["index"] == open_block
                if event["delta"]["type"] == "input_json_delta":
                    partial[open_block] = partial.get(open_block, "") + event["delta"][
                        "partial_json"]
            elif event["type"] == "content_block_stop":
                assert event["index"] == open_block
                open_block = None
        tools = [i for i, block in starts.items() if block["type"] == "tool_use"]
        assert [starts[i]["name"] for i in tools] == [c.name for c in result.calls], how
        for i, call in zip(tools, result.calls, strict=True):
            assert same_json(decoded(partial[i]), call.arguments), how
        # the SDK's own accumulator (what client.messages.stream() uses)
        snapshot: Any = None
        buffers: dict[int, bytes] = {}
        for event in out:
            snapshot = accumulate_event(event=ANTHROPIC_EVENT.validate_python(event),
                                        current_snapshot=snapshot, json_bufs=buffers)
        blocks = [b for b in snapshot.content if b.type == "tool_use"]
        assert [(b.name, b.input) for b in blocks] == [(c.name, c.arguments)
                                                       for c in result.calls], how
        for block in blocks:
            ToolUseBlock.model_validate(block.to_dict(), strict=True)
        texts = [b.text for b in snapshot.content if b.type == "text"]
        assert "".join(texts) == result.content
        thinking = [b.thinking for b in snapshot.content if b.type == "thinking"]
        assert "".join(thinking) == result.reasoning


# --- what the protocols have no room for -------------------------------------------------------

BROKEN = ['Hi <tool_call>{"name": "f", "arguments": {"a": 1', ",}}</tool_call> bye"]


def test_a_call_that_breaks_after_it_started() -> None:
    events = events_of(BROKEN)
    kinds = [e.kind for e in events if e.kind != "content"]
    assert kinds[0] == "call_start" and kinds[-1] == "error" and "call_end" not in kinds
    # Responses: its item ends incomplete, and the SDK's accumulator takes the stream
    from openai.lib.streaming.responses import ResponseStreamState

    out = responses(events)
    dones = [e["item"] for e in out if e["type"] == "response.output_item.done"
             and e["item"]["type"] == "function_call"]
    assert [(d["name"], d["status"]) for d in dones] == [("f", "incomplete")]
    assert not any(e["type"] == "response.function_call_arguments.done" for e in out)
    state: Any = ResponseStreamState(input_tools=[], text_format=OMIT)
    for event in out:
        state.handle_event(RESPONSES_EVENT.validate_python(event))
    # Anthropic: its block is closed, the message does not end as a tool use
    out = anthropic(events)
    assert [e["type"] for e in out].count("content_block_start") == [
        e["type"] for e in out].count("content_block_stop") == 3
    assert out[-2]["delta"]["stop_reason"] == "end_turn"


def test_the_next_call_starting_before_the_last_ended_keeps_anthropic_blocks_apart() -> None:
    events = [Event("content", "Two calls."), Event("call_start", index=0, name="f"),
              Event("call_start", index=1, name="g"), Event("arguments", '{"a":', index=0),
              Event("content", " More."), Event("arguments", "{}", index=1),
              Event("arguments", "1}", index=0), Event("call_end", index=0),
              Event("call_end", index=1), Event("content", " End.")]
    out = anthropic(events)
    blocks = [(e["index"], e["content_block"]["type"]) for e in out
              if e["type"] == "content_block_start"]
    assert blocks == [(0, "text"), (1, "tool_use"), (2, "tool_use"), (3, "text")]
    deltas = [(e["index"], e["delta"].get("partial_json", e["delta"].get("text")))
              for e in out if e["type"] == "content_block_delta"]
    assert deltas == [(0, "Two calls."), (1, '{"a":'), (1, "1}"), (2, "{}"), (3, " More."),
                      (3, " End.")]
    # a call that never ends is closed where the stream stops; what waited still goes out
    out = anthropic([*events[:4], Event("arguments", "{}", index=1)])
    kinds = [(e["type"], e.get("index")) for e in out]
    assert kinds[-4:] == [("content_block_delta", 2), ("content_block_stop", 2),
                          ("message_delta", None), ("message_stop", None)]
