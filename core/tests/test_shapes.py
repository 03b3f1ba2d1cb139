"""Call-shape normalisation: which JSON values are calls, and the errors of broken ones."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls import Call, ToolCallError
from toolcalls.plugin import ItemShape
from toolcalls.toolkit import calls_from_json, check_name, is_call_shape, parse_json


def normalise(text: str) -> list[tuple[str, dict[str, Any], str | None]] | None:
    start = min(i for i in (text.find("{"), text.find("[")) if i >= 0)
    value, end = parse_json(text, start)
    found = calls_from_json(value, text, start, end)
    return None if found is None else [(c.name, c.arguments, c.id) for c in found]


CALLS = [
    ('{"name": "f", "arguments": {"a": 1}}', [("f", {"a": 1}, None)]),
    ('{"name": "f", "parameters": {"a": 1}}', [("f", {"a": 1}, None)]),
    ('{"name": "f", "input": {}, "id": "x1", "type": "tool_use"}', [("f", {}, "x1")]),
    ('{"name": "f", "args": {}, "index": 0, "call_id": "c"}', [("f", {}, "c")]),
    ('{"type": "function", "name": "f", "arguments": {}}', [("f", {}, None)]),
    ('{"name": "f", "parameters": {"type": "object"}}', [("f", {"type": "object"}, None)]),
    ('{"name": "f", "parameters": {"properties": {}}}', [("f", {"properties": {}}, None)]),
    ('{"name": "f", "arguments": "{\\"a\\": [1, 2]}"}', [("f", {"a": [1, 2]}, None)]),
    ('{"name": "f", "arguments": ""}', [("f", {}, None)]),
    ('{"name": "f", "arguments": "  \\n "}', [("f", {}, None)]),
    (
        '{"type": "function", "id": "call_1", "function": {"name": "f", "arguments": "{}"}}',
        [("f", {}, "call_1")],
    ),
    ('{"function": {"name": "f", "arguments": {"x": null}}}', [("f", {"x": None}, None)]),
    (
        '{"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "f",'
        ' "arguments": "{}", "status": "completed"}',
        [("f", {}, "call_1")],
    ),
    (
        '{"role": "assistant", "content": null, "refusal": null, "tool_calls": ['
        '{"id": "a", "type": "function", "function": {"name": "f", "arguments": "{}"}},'
        '{"id": "b", "type": "function", "function": {"name": "g", "arguments": "{\\"k\\": 2}"}}]}',
        [("f", {}, "a"), ("g", {"k": 2}, "b")],
    ),
    ('{"function_call": {"name": "f", "arguments": "{}"}, "role": "assistant"}', [("f", {}, None)]),
    (
        '[{"name": "f", "arguments": {}}, {"type": "tool_use", "name": "g", "input": {}}]',
        [("f", {}, None), ("g", {}, None)],
    ),
    (
        '{"name": "github/search-issues:v2.x", "arguments": {}}',
        [("github/search-issues:v2.x", {}, None)],
    ),
]


@pytest.mark.parametrize(("payload", "expected"), CALLS)
def test_call_shapes(payload: str, expected: list[Any]) -> None:
    assert normalise(payload) == expected


DATA = [
    '{"name": "Alice", "age": 3}',
    '{"name": "f"}',
    '{"arguments": {}}',
    '{"name": "f", "arguments": {}, "extra": 1}',
    '{"name": "f", "arguments": {}, "type": "object"}',
    '{"name": "f", "arguments": {}, "status": "done"}',
    '{"type": "function", "function": {"name": "f"}}',
    '{"tool_calls": []}',
    '{"role": "assistant", "content": "hi"}',
    "[]",
    '[{"name": "f", "arguments": {}}, {"name": "Alice"}]',
    "[1, 2]",
    # tool definitions written like calls (issue 10): OpenAI Chat, Responses, legacy functions
    '{"type": "function", "function": {"name": "f", "parameters": {}}}',
    '{"function": {"name": "f", "parameters": {"type": "object", "properties": {}}}}',
    '{"type": "function", "name": "f", "parameters": {}}',
    '{"type": "function", "name": "f", "parameters": {"type": "object", "properties": {}}}',
    '{"name": "f", "parameters": {"type": "object", "properties": {"q": {"type": "string"}}}}',
    '{"type": "function", "name": "f", "description": "d", "parameters": {}, "strict": true}',
    '[{"type": "function", "function": {"name": "f", "parameters": {}}}]',
    # a foreign key beside two arguments keys: data, not ambiguous arguments
    '{"name": "f", "arguments": {}, "parameters": {}, "extra": 1}',
    # messages whose call keys hold no call: request parameters, not calls
    '{"function_call": "auto"}',
    '{"function_call": {"name": "f"}}',
    '{"tool_calls": "none"}',
    '{"tool_calls": [1, 2]}',
    '{"role": "assistant", "function_call": null, "tool_calls": null}',
]


@pytest.mark.parametrize("payload", DATA)
def test_data_is_not_a_call(payload: str) -> None:
    value, _ = parse_json(payload, 0)
    if payload.startswith('[{"name": "f"'):
        with pytest.raises(ToolCallError) as info:
            normalise(payload)
        assert (info.value.code, info.value.position) == ("tool_call.unrecognized", 33)
        assert not is_call_shape(value)
        return
    assert normalise(payload) is None
    assert not is_call_shape(value)


# (payload after 'pre ', code, the fragment whose first character is the position)
BROKEN = [
    ('{"name": "", "arguments": {}}', "tool_call.invalid_name", '""'),
    ('{"name": 5, "arguments": {}}', "tool_call.invalid_name", "5,"),
    ('{"name": "a b", "arguments": {}}', "tool_call.invalid_name", '"a b"'),
    ('{"name": "f\\u0000", "arguments": {}}', "tool_call.invalid_name", '"f\\u'),
    ('{"name": null, "arguments": {}}', "tool_call.invalid_name", "null"),
    ('{"name": "f", "arguments": [1]}', "tool_call.invalid_arguments", "[1]"),
    ('{"name": "f", "arguments": null}', "tool_call.invalid_arguments", "null"),
    ('{"name": "f", "arguments": "[1]"}', "tool_call.invalid_arguments", '"[1]"'),
    ('{"name": "f", "arguments": "{\\"a\\": 1,}"}', "tool_call.invalid_arguments", ',}"'),
    ('{"name": "f", "arguments": "{\\"a\\": tru"}', "tool_call.invalid_arguments", '"}'),
    ('{"name": "f", "arguments": "{} x"}', "tool_call.invalid_arguments", 'x"'),
    (
        '{"name": "f", "arguments": {}, "parameters": {}}',
        "tool_call.ambiguous_arguments",
        '"parameters"',
    ),
    (
        '{"name": "f", "input": {}, "args": {}, "arguments": {}}',
        "tool_call.ambiguous_arguments",
        '"args"',
    ),
    (
        '{"tool_calls": [{"function": {"name": "f", "arguments": "{}"}}, {"x": 1}]}',
        "tool_call.unrecognized",
        '{"x"',
    ),
    (
        '{"tool_calls": [{"function": {"name": "f", "arguments": "{}"}}, '
        '{"type": "function", "function": {"name": "g", "parameters": {}}}]}',
        "tool_call.unrecognized",
        '{"type"',
    ),
    (
        '{"tool_calls": [{"function": {"name": "f", "arguments": "{}"}}, '
        '{"function": {"name": "g", "arguments": "{]"}}]}',
        "tool_call.invalid_arguments",
        ']"',
    ),
]


@pytest.mark.parametrize(("payload", "code", "fragment"), BROKEN)
def test_broken_calls_are_errors_at_the_offending_value(
    payload: str, code: str, fragment: str
) -> None:
    text = "pre " + payload
    with pytest.raises(ToolCallError) as info:
        normalise(text)
    assert info.value.code == code
    assert info.value.position == text.index(fragment, 5), info.value


@pytest.mark.parametrize(
    ("name", "ok"),
    [
        ("f", True),
        ("a.b-c:d/e_f", True),
        ("", False),
        (" f", False),
        ("f\n", False),
        ("f\u00a0g", False),
        ("f\x7f", False),
        (3, False),
        (None, False),
        ("日本", True),
    ],
)
def test_names(name: object, ok: bool) -> None:
    assert (check_name(name) is None) is ok


@pytest.mark.parametrize(
    ("raw", "decoded"),
    [("a &amp; b &lt;c&gt; &quot;&apos;", "a & b <c> \"'"), ("&#233;&#xE9;&#X1F600;", "éé😀"),
     ("&nbsp; &bogus; &#0; &#xD800; &#x110000;", "&nbsp; &bogus; &#0; &#xD800; &#x110000;"),
     ("no entities", "no entities"), ("&amp", "&amp")],
)
def test_xml_entities(raw: str, decoded: str) -> None:
    from toolcalls.toolkit import decode_entities

    assert decode_entities(raw) == decoded


# --- spans of calls that share one payload ------------------------------------------------

MESSAGE = (
    '{"role": "assistant", "content": null, "tool_calls": [\n'
    '  {"id": "a", "type": "function", "function": {"name": "f", "arguments": "{}"}},\n'
    '  {"id": "b", "type": "function", "function": {"name": "g", "arguments": "{\\"q\\": 1}"}},'
    '\n  {"id": "c", "function": {"name": "h", "arguments": {"r": [1]}}}\n]}'
)
ARRAY = '[ {"name": "f", "arguments": {}} ,{"name": "g", "parameters": {"s": "]"}}]'


@pytest.mark.parametrize("text", [MESSAGE, ARRAY, "Sure: " + ARRAY + " done"])
def test_calls_of_one_payload_get_their_own_spans_when_read(text: str) -> None:
    start = min(i for i in (text.find("{"), text.find("[")) if i >= 0)
    value, end = parse_json(text, start)
    calls = calls_from_json(value, text, start, end)
    assert calls is not None and len(calls) > 1
    # Provisional: the whole payload, until a span is read (nothing located yet).
    assert all((c._start, c._end) == (start, end) for c in calls)
    spans = [(c.start, c.end) for c in calls]
    elements = [text[a:b] for a, b in spans]
    assert all(piece.startswith("{") and piece.endswith("}") for piece in elements)
    assert [parse_json(piece, 0)[0] for piece in elements] == (
        value["tool_calls"] if isinstance(value, dict) else value
    )
    assert spans == sorted(spans) and len(set(spans)) == len(spans)


def test_a_span_set_by_hand_wins_over_a_deferred_one() -> None:
    value, end = parse_json(ARRAY, 0)
    calls = calls_from_json(value, ARRAY, 0, end)
    assert calls is not None
    calls[1].start = 40
    assert (calls[1].start, calls[1].end) == (40, end - 1)  # end located, start as set
    calls[0].end = 7
    assert (calls[0].start, calls[0].end) == (2, 7)


def test_call_value_semantics() -> None:
    import pickle

    from toolcalls import Call

    call = Call("f", {"a": 1}, 0, 9, "c1", "json")
    call.defer_span(lambda: (2, 5))
    assert call == Call("f", {"a": 1}, 2, 5, "c1", "json")
    assert call != Call("f", {"a": 1}, 0, 9, "c1", "json")
    assert repr(call) == (
        "Call(name='f', arguments={'a': 1}, start=2, end=5, id='c1', format='json')"
    )
    assert pickle.loads(pickle.dumps(call)) == call
    match call:
        case Call(name, arguments, start, end):
            assert (name, arguments, start, end) == ("f", {"a": 1}, 2, 5)
    with pytest.raises(TypeError):
        hash(call)


@pytest.mark.parametrize("kind", ["[]", "{}", "[1]", '{"a": 1}'])
def test_a_type_that_is_not_a_string_makes_data_not_a_crash(kind: str) -> None:
    """A list or object as ``type`` once raised TypeError (unhashable) out of the shape test,
    which the engine then reported as a plugin fault."""
    assert normalise(f'{{"name": "f", "type": {kind}, "arguments": {{}}}}') is None
    assert normalise(f'{{"type": {kind}, "function": {{"name": "f", "arguments": {{}}}}}}') is None
    assert not is_call_shape({"name": "f", "type": [], "arguments": {}})


def test_message_calls_keep_text_order_and_their_own_spans() -> None:
    # function_call before tool_calls: the calls come in text order, each spanning its member.
    fc = '{"name": "a", "arguments": "{}"}'
    tc = '{"function": {"name": "b", "arguments": "{}"}}'
    for payload, names in (
        (f'{{"function_call": {fc}, "tool_calls": [{tc}]}}', ["a", "b"]),
        (f'{{"tool_calls": [{tc}], "function_call": {fc}}}', ["b", "a"]),
    ):
        text = "pre " + payload
        value, end = parse_json(text, 4)
        calls = calls_from_json(value, text, 4, end)
        assert calls is not None
        assert [c.name for c in calls] == names
        spans = {c.name: (c.start, c.end) for c in calls}
        assert spans["a"] == (text.index(fc), text.index(fc) + len(fc))
        assert spans["b"] == (text.index(tc), text.index(tc) + len(tc))


# --- ItemShape: items with fixed keys (Command R's action items are one) --------------------

ITEMS = ItemShape("fn", "args", id="ref")


def items(text: str) -> list[Call] | None:
    start = min(i for i in (text.find("{"), text.find("[")) if i >= 0)
    value, end = parse_json(text, start)
    return ITEMS(value, text, start, end, "fmt")


def test_item_shape_reads_an_item_or_an_array_of_them_in_any_key_order() -> None:
    [one] = items('{"args": {"a": 1}, "fn": "f"}') or []
    assert (one.name, one.arguments, one.id) == ("f", {"a": 1}, None)
    text = '[{"ref": "r1", "fn": "f", "args": {}}, {"fn": "g", "args": "{\\"b\\": 2}"}]'
    calls = items(text) or []
    assert [(c.name, c.arguments, c.id) for c in calls] == [("f", {}, "r1"), ("g", {"b": 2}, None)]
    # each call's span is its item's; its locator finds the name and an argument value
    assert [text[c.start:c.end] for c in calls] == [text[1:37], text[39:-1]]
    assert text.startswith('"g"', calls[1].name_pos)
    assert calls[1].value_pos(("b",)) == text.index('"{\\"b')  # the arguments string's token


def test_item_shape_defers_a_payload_without_its_name_key_to_the_generic_shapes() -> None:
    [call] = items('{"name": "f", "arguments": {"x": 1}}') or []
    assert (call.name, call.arguments) == ("f", {"x": 1})
    assert items('{"fn_name": "f"}') is None  # no call shape at all: unrecognized upstream


@pytest.mark.parametrize(
    ("text", "code", "message", "at"),
    [
        ('[{"fn": "f", "args": {}}, {"fn": "g"}]', "tool_call.unrecognized",
         'expected an item {"ref": ..., "fn": ..., "args": {...}}', '{"fn": "g"}'),
        ('[{"fn": "f", "args": {}, "extra": 1}]', "tool_call.unrecognized",
         'expected an item {"ref": ..., "fn": ..., "args": {...}}', '{"fn": "f"'),
        ('{"fn": "a b", "args": {}}', "tool_call.invalid_name", "", '"a b"'),
        ('{"fn": "f", "args": [1]}', "tool_call.invalid_arguments",
         "args must be a JSON object", "[1]"),
        ('{"fn": "f", "args": "{\\"a\\": }"}', "tool_call.invalid_arguments",
         "arguments string is not valid JSON", "}"),
    ],
)
def test_item_shape_faults_are_errors_at_the_offending_value(
    text: str, code: str, message: str, at: str
) -> None:
    with pytest.raises(ToolCallError) as info:
        items(text)
    assert info.value.code == code and message in info.value.message
    assert info.value.position == text.index(at)
    assert info.value.format == "fmt"
