"""Strict JSON with absolute positions: the toolkit's parse_json."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls import ToolCallError
from toolcalls.toolkit.json import (
    MAX_DEPTH,
    array_elements,
    object_members,
    parse_json,
    string_position,
)

VALID = [
    ('{"a": 1}', {"a": 1}),
    ("[1, 2.5, -3, 0, -0.0, 1e3, 1E-2]", [1, 2.5, -3, 0, -0.0, 1000.0, 0.01]),
    ('"caf\\u00e9 \\ud83d\\ude00 \\n\\t\\"\\\\\\/"', 'café 😀 \n\t"\\/'),
    ("true", True),
    ("null", None),
    ('{"a": {"b": [{"c": []}]}, "d": {}}', {"a": {"b": [{"c": []}]}, "d": {}}),
    ('{"a": 1, "a": 2}', {"a": 2}),
    ('  {"padded": true}  ', {"padded": True}),
    ("123456789012345678901234567890", 123456789012345678901234567890),
    ("-98765432109876543210", -98765432109876543210),
    ("[18446744073709551616]", [18446744073709551616]),
    ('{"x": "12345678901234567890123"}', {"x": "12345678901234567890123"}),
    ('"日本語"', "日本語"),
]


@pytest.mark.parametrize(("payload", "expected"), VALID)
def test_valid_values_decode_exactly(payload: str, expected: object) -> None:
    start = len(payload) - len(payload.lstrip())
    text = "prefix " + payload.strip() + " suffix"
    value, end = parse_json(text, 7)
    assert value == expected
    assert type(value) is type(expected)
    assert end == 7 + len(payload.strip())
    assert start >= 0


def test_integers_keep_their_kind() -> None:
    value, _ = parse_json("[5, 5.0, 1e2, 99999999999999999999]", 0)
    assert [type(v) for v in value] == [int, float, float, int]
    assert value[3] == 99999999999999999999


# (payload, code, position of the fault within the whole text)
INVALID = [
    ('{"a": 1,}', "json.trailing_comma", 7),
    ("[1, 2,]", "json.trailing_comma", 5),
    ('{"a": NaN}', "json.invalid_literal", 6),
    ('{"a": Infinity}', "json.invalid_literal", 6),
    ("[True]", "json.invalid_literal", 1),
    ("[None]", "json.invalid_literal", 1),
    ('{"a": 1e400}', "json.number_out_of_range", 6),
    ('{"a": -1e400}', "json.number_out_of_range", 6),
    ('{"a": 01}', "json.invalid_number", 6),
    ('{"a": 1.}', "json.invalid_number", 6),
    ('{"a": .5}', "json.invalid_number", 6),
    ('{"a": +1}', "json.invalid_number", 6),
    ('{"a": -}', "json.invalid_number", 6),
    ('{"a": // c\n 1}', "json.comment", 6),
    ('{/* c */ "a": 1}', "json.comment", 1),
    ("{'a': 1}", "json.single_quoted_string", 1),
    ("['a']", "json.single_quoted_string", 1),
    ("{a: 1}", "json.unquoted_key", 1),
    ('{"a" 1}', "json.missing_colon", 5),
    ('{"a": 1 "b": 2}', "json.missing_comma", 8),
    ("[1 2]", "json.missing_comma", 3),
    ('{"a": 1]', "json.unexpected_character", 7),
    ('{"a": @}', "json.unexpected_character", 6),
    ("{1: 2}", "json.unexpected_character", 1),
    ('{"a": "x\\qy"}', "json.invalid_escape", 8),
    ('{"a": "\\u12G4"}', "json.invalid_escape", 7),
    ('{"a": "\\udc00"}', "json.invalid_escape", 7),
    ('{"a": "\\ud800x"}', "json.invalid_escape", 7),
    ('{"a": "\\ud800\\n"}', "json.invalid_escape", 7),
    ('{"a": "\\ud800\\u0041"}', "json.invalid_escape", 7),
    ('{"a": "tab\there"}', "json.invalid_string", 10),
    ('{"a": "line\nbreak"}', "json.invalid_string", 11),
]


@pytest.mark.parametrize(("payload", "code", "position"), INVALID)
def test_invalid_json_has_code_and_absolute_position(
    payload: str, code: str, position: int
) -> None:
    prefix = "Here:\n  "
    text = prefix + payload
    with pytest.raises(ToolCallError) as info:
        parse_json(text, len(prefix))
    err = info.value
    assert (err.code, err.position) == (code, len(prefix) + position), err
    assert err.line == 2
    assert err.column == 2 + position + 1


# Payloads cut short: the fault is the end of the text.
TRUNCATED = [
    '{"a": 1',
    '{"a": ',
    '{"a"',
    '{"',
    "[1, ",
    '"abc',
    '{"a": "x\\',
    '{"a": tr',
    "[-",
    "[1.",
    "[1e",
    '["\\u12',
    # Cut right after a high-surrogate escape, or inside the escape of its low half.
    '["\\ud83d',
    '["\\ud83d\\',
    '["\\ud83d\\u',
    '["\\ud83d\\ude',
    '{"a": "x\\uDBFF\\uDF',
    "{",
    "[",
]


@pytest.mark.parametrize("payload", TRUNCATED)
def test_truncated_json_is_unexpected_end_at_len_text(payload: str) -> None:
    text = "x " + payload
    with pytest.raises(ToolCallError) as info:
        parse_json(text, 2)
    assert info.value.code == "json.unexpected_end"
    assert info.value.position == len(text)


def test_depth_limit_has_its_own_code() -> None:
    ok = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    value, end = parse_json(ok, 0)
    assert end == len(ok)
    for _ in range(MAX_DEPTH - 1):
        value = value[0]
    assert value == []
    deep = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    with pytest.raises(ToolCallError) as info:
        parse_json(deep, 0)
    assert (info.value.code, info.value.position) == ("json.depth", MAX_DEPTH)


@pytest.mark.parametrize("opener", ["[", '{"a":'])
def test_ten_thousand_deep_nesting_is_a_clean_error(opener: str) -> None:
    text = opener * 10_000
    with pytest.raises(ToolCallError) as info:
        parse_json(text, 0)
    assert info.value.code == "json.depth"


def test_lone_surrogate_in_text_is_rejected() -> None:
    with pytest.raises(ToolCallError) as info:
        parse_json('["a\ud800"]', 0)
    assert (info.value.code, info.value.position) == ("json.invalid_string", 3)


def test_hint_never_changes_the_result() -> None:
    text = '{"a": "</tool_call>"}</tool_call>'
    wrong_hint = text.index("</tool_call>")
    assert parse_json(text, 0, wrong_hint) == ({"a": "</tool_call>"}, 21)
    assert parse_json(text, 0, 21) == ({"a": "</tool_call>"}, 21)


def test_value_followed_by_text_ends_at_the_value() -> None:
    text = '[1, {"b": 2}] and then prose {'
    assert parse_json(text, 0) == ([1, {"b": 2}], 13)


def test_large_payload_beyond_the_fast_window() -> None:
    big = {"data": "x" * 200_000, "n": list(range(1000))}
    text = "a " + json.dumps(big) + " b"
    value, end = parse_json(text, 2)
    assert value == big
    assert end == len(text) - 2


def test_object_members_and_array_elements_locate_parts() -> None:
    text = 'x {"name": "f", "arguments": {"a": [1, 2]}, "name": "g"}'
    members = object_members(text, 2)
    assert [(k, kp, vp) for k, kp, vp, _ in members] == [
        ("name", 3, 11),
        ("arguments", 16, 29),
        ("name", 44, 52),
    ]
    arr = '  [ 1 , {"a": 2} ,[3]]'
    assert array_elements(arr, 2) == [(4, 5), (8, 16), (18, 21)]


def test_plugins_locate_parts_through_the_plugin_namespace() -> None:
    # A format with keys of its own (a TaggedJSON ``shape``) positions its errors with these.
    from toolcalls import plugin

    assert plugin.object_members is object_members
    assert plugin.array_elements is array_elements
    assert {"object_members", "array_elements", "locate_json"} <= set(plugin.__all__)


def test_locate_json_walks_keys_and_indexes() -> None:
    from toolcalls.plugin import locate_json

    text = 'x [{"tool_name": "f", "parameters": {"a": [1, {"b": 2}]}, "tool_name": "g"}]'
    assert locate_json(text, 2, ()) == 2
    assert locate_json(text, 2, (0,)) == 3
    assert text[locate_json(text, 2, (0, "tool_name")):].startswith('"g"')  # the last wins
    assert text[locate_json(text, 2, (0, "tool_name"), key=True):].startswith('"tool_name": "g"')
    assert text[locate_json(text, 2, (0, "parameters", "a", 1, "b")):].startswith("2}")
    with pytest.raises(IndexError):
        locate_json(text, 2, (0, "missing"))
    with pytest.raises(IndexError):
        locate_json(text, 2, (3,))


@pytest.mark.parametrize(
    ("token", "index", "expected"),
    [
        ('"abc"', 1, 2),
        ('"a\\nbc"', 2, 4),
        ('"\\u00e9x"', 1, 7),
        ('"\\ud83d\\ude00x"', 1, 13),
        ('"ab"', 5, 3),
    ],
)
def test_string_position_maps_decoded_offsets_through_escapes(
    token: str, index: int, expected: int
) -> None:
    assert string_position(token, 0, index) == expected


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(json_values, st.text(max_size=5), st.sampled_from(["", " ", "\n</tool_call>", "x{"]))
def test_any_json_value_round_trips_at_any_offset(value: object, prefix: str, suffix: str) -> None:
    payload = json.dumps(value, ensure_ascii=False)
    text = prefix + payload + suffix
    decoded, end = parse_json(text, len(prefix))
    assert decoded == value or (isinstance(value, float) and math.isclose(decoded, value))
    assert end == len(prefix) + len(payload)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet='{}[]",:0123456789.-+eE tfnrul\\/ax\n', max_size=40))
def test_arbitrary_text_decodes_or_raises_toolcallerror(text: str) -> None:
    try:
        value, end = parse_json(text, 0)
    except ToolCallError as exc:
        assert exc.position is not None and 0 <= exc.position <= len(text)
        assert exc.code.startswith("json.")
        return
    assert 0 < end <= len(text)
    assert value == json.loads(text[:end])


def test_a_hint_that_splits_a_scalar_does_not_change_it() -> None:
    assert parse_json("12345 tail", 0, 2) == (12345, 5)
    assert parse_json('"abc</x>def" tail', 0, 4) == ("abc</x>def", 12)


def test_errors_compute_line_and_column_lazily() -> None:
    err = ToolCallError("json.x", "m", 5, text="ab\ncdef")
    assert (err.line, err.column) == (2, 3)
    assert str(err) == "json.x at 2:3: m"


@pytest.mark.parametrize("hint", [None, 0, 3, 10**9])
def test_orjson_never_gets_the_whole_rest_of_a_long_text(
    hint: int | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint at or before the value (a tag whose payload starts with the next opener,
    ``[unused11][unused11]...``) or past the end is no hint: orjson is handed a window that
    grows from FIRST_WINDOW, not the rest of the text, so a parse per opener stays linear."""
    import toolcalls.toolkit.json as module

    seen: list[int] = []
    loads = module.orjson.loads

    def recording(segment: str) -> object:
        seen.append(len(segment))
        return loads(segment)

    monkeypatch.setattr(module.orjson, "loads", recording)
    text = "[unused11]" * 100_000
    with pytest.raises(ToolCallError) as caught:
        module.parse_json(text, 0, hint)
    assert caught.value.code == "json.invalid_literal"
    assert caught.value.position == 1
    assert seen and max(seen) <= module.FIRST_WINDOW
