"""DESIGN.md sections 3 and 3a, rule by rule, through the public API with every format installed."""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls
from toolcalls import ToolCallError

p = toolcalls.parse_tool_calls
CALL = '{"name": "f", "arguments": {"a": 1}}'
F = [{"name": "f", "arguments": {"a": 1}}]


def error(text: str) -> ToolCallError:
    with pytest.raises(ToolCallError) as info:
        p(text)
    return info.value


def names(text: str) -> list[str]:
    return [c["name"] for c in p(text)]


# --- section 3: tiers and detection order ------------------------------------------------


def test_first_tier_that_finds_a_call_wins() -> None:
    text = f"<tool_call>{CALL}</tool_call> also {CALL} and g(q=1)"
    assert p(text, include_format=True) == [{**F[0], "format": "hermes"}]
    assert p(f"{CALL} then g(q=1)", include_format=True) == [{**F[0], "format": "json"}]
    assert p("just g(q=1)", include_format=True) == [
        {"name": "g", "arguments": {"q": 1}, "format": "python"}
    ]


def test_a_broken_call_in_an_earlier_tier_wins() -> None:
    err = error('<tool_call>{"name": "f", "arguments": {,}}</tool_call> but g(q=1)')
    assert (err.code, err.format) == ("json.unexpected_character", "hermes")


def test_calls_of_one_tier_come_in_text_order_across_formats() -> None:
    text = (
        '[TOOL_CALLS]b[ARGS]{}\n<tool_call>{"name": "a", "arguments": {}}</tool_call>\n'
        '<invoke name="c"></invoke>'
    )
    assert names(text) == ["b", "a", "c"]
    text = (
        '<tool_call>{"name": "a", "arguments": {}}</tool_call>\n[TOOL_CALLS]b[ARGS]{}\n'
        '<invoke name="c"></invoke>'
    )
    assert names(text) == ["a", "b", "c"]


@pytest.mark.parametrize(
    "text",
    [
        '<tool_call>{"name": "f", "arguments": {"a": "[TOOL_CALLS]g[ARGS]{} <invoke name=\\"x\\">'
        '</invoke> <|python_tag|>h(q=1)"}}</tool_call>',
        '[TOOL_CALLS] [{"name": "f", "arguments": {"a": "<tool_call>{}</tool_call>"}}]',
        '<invoke name="f"><parameter name="a">[TOOL_CALL]name=g;args={}[/TOOL_CALL]</parameter>'
        "</invoke>",
    ],
)
def test_a_marker_inside_a_call_is_content_of_that_call(text: str) -> None:
    assert names(text) == ["f"]


# --- section 3: JSON shapes ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"name": "f", "arguments": {"a": 1}, "id": "x", "type": "function", "index": 0}', F),
        ('{"name": "f", "parameters": {"a": 1}}', F),
        ('{"name": "f", "input": {"a": 1}, "call_id": "c"}', F),
        ('{"name": "f", "args": {"a": 1}}', F),
        ('{"type": "tool_use", "id": "toolu_1", "name": "f", "input": {"a": 1}}', F),
        ('{"type": "function", "function": {"name": "f", "arguments": "{\\"a\\": 1}"}}', F),
        (
            '{"tool_calls": [{"id": "1", "type": "function", "function": {"name": "f", '
            '"arguments": "{\\"a\\": 1}"}}]}',
            F,
        ),
        ('{"function_call": {"name": "f", "arguments": "{\\"a\\": 1}"}}', F),
        (
            '[{"name": "f", "arguments": {"a": 1}}, {"type": "tool_use", "name": "f", '
            '"input": {"a": 1}}]',
            F + F,
        ),
        ('{"name": "Alice", "age": 3}', []),
        ('Data: {"name": "Alice", "age": 3}.', []),
    ],
)
def test_json_shapes(text: str, expected: list[dict[str, Any]]) -> None:
    assert p(text) == expected


def test_an_arguments_string_is_parsed_strictly_and_must_be_an_object() -> None:
    text = '{"type": "function", "function": {"name": "f", "arguments": "{\\"a\\": 1,}"}}'
    err = error(text)
    assert (err.code, err.position) == ("tool_call.invalid_arguments", text.index(',}"'))
    err = error('{"name": "f", "arguments": "[1]"}')
    assert err.code == "tool_call.invalid_arguments"


# --- section 3: Python call syntax ---------------------------------------------------------


def test_python_call_syntax() -> None:
    assert p("search(query='rust', limit=5)") == [
        {"name": "search", "arguments": {"query": "rust", "limit": 5}}
    ]
    assert p("Use f(x) or (y) in math.") == []
    assert p('f(a=(1, 2), b=[True, None, null], c={"k": -1.5e3}, d="""x""", e=r"\\d")') == [
        {
            "name": "f",
            "arguments": {
                "a": [1, 2],
                "b": [True, None, None],
                "c": {"k": -1500.0},
                "d": "x",
                "e": "\\d",
            },
        }
    ]
    err = error("f(q=__import__('os'))")
    assert (err.code, err.position) == ("tool_call.invalid_literal", 4)


# --- section 3: xml_invoke values -----------------------------------------------------------


def test_xml_invoke_values_json_first_then_strings_with_entities() -> None:
    text = (
        '<invoke name="f"><parameter name="n">42</parameter><parameter name="o">{"k": [1]}'
        '</parameter><parameter name="s">a &lt;b&gt; &amp; &#233; &nbsp;</parameter>'
        "<parameter name='t'>\nline\n</parameter></invoke>"
    )
    assert p(text) == [
        {"name": "f", "arguments": {"n": 42, "o": {"k": [1]}, "s": "a <b> & é &nbsp;", "t": "line"}}
    ]


# --- section 3: strict JSON ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("payload", "code"),
    [
        ('{"a": NaN}', "json.invalid_literal"),
        ('{"a": Infinity}', "json.invalid_literal"),
        ('{"a": 1,}', "json.trailing_comma"),
        ('{"a": 1 /* c */}', "json.comment"),
        ('{"a": ' + "[" * 300 + "]" * 300 + "}", "json.depth"),
    ],
)
def test_strict_json(payload: str, code: str) -> None:
    assert error(f'<tool_call>{{"name": "f", "arguments": {payload}}}</tool_call>').code == code


# --- section 3a ------------------------------------------------------------------------------


def test_no_call_is_an_empty_list_and_only_parse_tool_call_raises() -> None:
    assert p("Nothing to call here.") == []
    with pytest.raises(toolcalls.NoToolCallFoundError):
        toolcalls.parse_tool_call("Nothing to call here.")


def test_offsets_are_code_points() -> None:
    text = '😀é\n<tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>'
    err = error(text)
    assert err.position == text.index(",}")
    assert (err.line, err.column) == (2, text.index(",}") - text.index("\n"))


def test_positions_of_each_code() -> None:
    two = f"<tool_call>{CALL}</tool_call>\n<tool_call>{CALL}</tool_call>"
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_call(two)
    assert (info.value.code, info.value.position) == (
        "tool_call.multiple",
        two.rindex("<tool_call>"),
    )
    # (engine v2: a bare name in a tag, "<tool_call>  nope</tool_call>", is a GLM-4.7 call
    # without arguments now that glm4 is installed; prose in a tag is still unrecognized)
    assert error("<tool_call>  nope, not a call</tool_call>").position == 13
    assert error('<tool_call>{"name": 7, "arguments": {}}</tool_call>').position == 20
    assert error('<tool_call>{"name": "f", "arguments": 7}</tool_call>').position == 38
    text = '<tool_call>{"name": "f", "arguments": {}, "input": {}}</tool_call>'
    assert error(text).position == text.index('"input"')
    text = '<tool_call>{"name": "f", "arguments": {"a": '
    assert error(text).position == len(text)


def test_closer_inside_a_json_string_is_content() -> None:
    assert p('<tool_call>{"name": "f", "arguments": {"a": "</tool_call>"}}</tool_call>') == [
        {"name": "f", "arguments": {"a": "</tool_call>"}}
    ]


def test_closing_marker_rules() -> None:
    assert p(f"<tool_call>{CALL}") == F
    assert p(f"<tool_call>{CALL}  \n") == F
    err = error(f"<tool_call>{CALL} and then prose")
    assert (err.code, err.position) == ("tool_call.unclosed", 0)
    assert p("Please wrap it in <tool_call> tags.") == []


def test_tagged_content_kinds() -> None:
    assert error("<tool_call>call f</tool_call>").code == "tool_call.unrecognized"
    assert error('<tool_call>{"name": "f", </tool_call>').code.startswith("json.")
    assert error('<tool_call>{"name": "f"}</tool_call>').code == "tool_call.unrecognized"
    assert error(f'<tool_call>{CALL[:-1]}, "x": 1}}</tool_call>').code == ("tool_call.unrecognized")


def test_tier_two_candidates() -> None:
    assert p(CALL) == F
    assert p(f"Here:\n```json\n{CALL}\n```\nDone.") == F
    assert p(f"Here:\n```\n{CALL}\n```") == F
    assert p(f"I will call {CALL} now.") == F
    assert p('{"data": {"name": "f", "arguments": {}}}') == []
    assert p('[{"name": "f", "arguments": {}}, 3]') == []
    assert p("[]") == []


def test_tier_two_failures() -> None:
    assert error('{"name": "f", "arguments": {').code == "json.unexpected_end"
    assert error('```json\n{"name": "f", "arguments": {"a": 1,}}\n```').code == (
        "json.trailing_comma"
    )
    # A whole text or fenced block that breaks is a broken call only with a call key at its
    # top level (docs/formats.md, issue 10); broken data is prose.
    assert p('```json\n{"a": 1,}\n```') == []
    assert p('{"a": 1,}') == []
    assert error('Call {"name": "f", "arguments": {"a": 1,}} now').code == "json.trailing_comma"
    assert p('A set {"a", "b"} and {"x": 1,} in prose') == []


def test_openai_shapes() -> None:
    msg = (
        '{"role": "assistant", "content": null, "refusal": null, "reasoning_content": "r", '
        '"tool_calls": [{"id": "c1", "function": {"name": "f", "arguments": ""}}]}'
    )
    assert p(msg) == [{"name": "f", "arguments": {}}]
    item = (
        '{"type": "function_call", "id": "fc_1", "call_id": "c", "status": "completed", '
        '"name": "f", "arguments": "  "}'
    )
    assert p(item) == [{"name": "f", "arguments": {}}]
    assert p('{"type": "function", "function": {"name": "f", "arguments": {"a": 1}}}') == F


def test_numbers_keep_their_kind() -> None:
    (call,) = p(
        '{"name": "f", "arguments": {"i": 5, "f": 5.0, "big": 123456789012345678901234567890,'
        ' "dup": 1, "dup": 2}}'
    )
    args = call["arguments"]
    assert (type(args["i"]), type(args["f"]), args["big"], args["dup"]) == (
        int,
        float,
        123456789012345678901234567890,
        2,
    )
    assert error('{"name": "f", "arguments": {"x": 1e400}}').code == "json.number_out_of_range"


@pytest.mark.parametrize("name", ["a.b", "a-b", "ns:tool", "github/search", "ünï"])
def test_valid_names(name: str) -> None:
    assert names(f'<tool_call>{{"name": "{name}", "arguments": {{}}}}</tool_call>') == [name]


@pytest.mark.parametrize("name", ["", "a b", "a\\tb", "a\\u0001"])
def test_invalid_names(name: str) -> None:
    assert error(f'<tool_call>{{"name": "{name}", "arguments": {{}}}}</tool_call>').code == (
        "tool_call.invalid_name"
    )


def test_python_call_details() -> None:
    assert p("client.search(\n    q = 'x',\n    k=1,\n)") == [
        {"name": "client.search", "arguments": {"q": "x", "k": 1}}
    ]
    assert p("search (q=1)") == []
    assert p("f(a=1_000, b=-2.5, c='''t''', d=R'\\n', e=true, f=null)") == [
        {
            "name": "f",
            "arguments": {"a": 1000, "b": -2.5, "c": "t", "d": "\\n", "e": True, "f": None},
        }
    ]
    for bad, at in (("f(a={1, 2})", 4), ("f(a=g(b=1))", 4), ("f(a=1+2)", 4)):
        err = error(bad)
        assert (err.code, err.position) == ("tool_call.invalid_literal", at)
    assert error("f(q=1, 2)").code == "tool_call.positional_argument"
    assert error("f(q=1, q=2)").code == "tool_call.duplicate_argument"
    assert error("f(q=1").code == "tool_call.unexpected_end"


def test_xml_invoke_details() -> None:
    err = error(
        '<invoke name="f"><parameter name="a">1</parameter>'
        '<parameter name="a">2</parameter></invoke>'
    )
    assert err.code == "tool_call.duplicate_argument"
    assert p(
        "<function_calls><invoke name='f'><parameter name='a'>x</parameter></invoke>"
        "</function_calls>"
    ) == [{"name": "f", "arguments": {"a": "x"}}]


def test_mistral_details() -> None:
    assert p(f"[TOOL_CALLS] {CALL}") == F
    assert p('[TOOL_CALLS]f[CALL_ID]abc123[ARGS]{"a": 1}') == F
    assert p('[TOOL_CALLS]f [ARGS] {"a": 1} and some text after') == F
    result = toolcalls.parse('[TOOL_CALLS]f[ARGS]{"a": 1} trailing words')
    assert (result.to_dicts(), result.content) == (F, "trailing words")


def test_bracket_details() -> None:
    assert p('[TOOL_CALL] name = f ; args = {"a": 1} [/TOOL_CALL]') == F
    assert error("[TOOL_CALL]name=f[/TOOL_CALL]").code == "tool_call.unrecognized"


def test_llama_details() -> None:
    assert p('<|python_tag|>{"name": "f", "parameters": {"a": 1}}<|eom_id|>') == F
    assert p('<|python_tag|>{"name": "f", "arguments": {"a": 1}}<|eot_id|>') == F
    assert names(
        '<|python_tag|>{"name": "f", "parameters": {}}; {"name": "g", "parameters": {}}'
    ) == ["f", "g"]
    result = toolcalls.parse("<|python_tag|>f(a=1)<|eom_id|> Then prose.")
    assert (result.to_dicts(), result.content) == (F, "Then prose.")
    assert p('<|python_tag|>brave_search.call(query="x")') == [
        {"name": "brave_search", "arguments": {"query": "x"}}
    ]
    assert error("<|python_tag|>import os").code == "tool_call.unrecognized"


def test_harmony_details() -> None:
    expected = [{"name": "get_weather", "arguments": {"city": "P"}}]
    for text in (
        "<|start|>assistant to=functions.get_weather<|channel|>commentary json<|message|>"
        '{"city": "P"}<|call|>',
        "<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json"
        '<|message|>{"city": "P"}<|end|>',
        '<|channel|>commentary to=functions.get_weather<|message|>{"city": "P"}<|return|>',
        '<|channel|>commentary to=functions.get_weather<|message|>{"city": "P"}<|start|>x',
        '<|channel|>commentary to=functions.get_weather<|message|>{"city": "P"}',
    ):
        assert p(text) == expected, text
    assert p('<|channel|>commentary to=browser.search<|message|>{"q": "x"}<|call|>') == [
        {"name": "browser.search", "arguments": {"q": "x"}}
    ]
    assert (
        p('<|start|>functions.f to=assistant<|channel|>commentary<|message|>{"ok": 1}<|end|>') == []
    )
    err = error("<|channel|>commentary to=functions.f<|message|>[1]<|call|>")
    assert err.code == "tool_call.invalid_arguments"


def test_reasoning_is_not_searched() -> None:
    assert p(f"<think>maybe <tool_call>{CALL}</tool_call></think>No call.") == []
    assert p(f"<think>unclosed <tool_call>{CALL}</tool_call>") == []
    assert p(f"<think>x</think><tool_call>{CALL}</tool_call>") == F


def test_strict_and_lenient_agree() -> None:
    for text in (f"<tool_call>{CALL}</tool_call>", "g(q=1)", CALL, "prose"):
        assert toolcalls.parse(text).to_dicts() == p(text)
        assert toolcalls.parse(text).errors == []
    broken = '<tool_call>{"a": 1,}</tool_call>'
    assert toolcalls.parse(broken).errors == [error(broken)]
