"""Data is not a call, prose is not an error, calls keep text order and their own positions.

Issue 10's classes "data taken for calls", "order and fences", "positions" (tool_call.multiple
in a message) and "prose with braces", over every format they touch. docs/formats.md states
the rules ("json (tier 2)" and "Call shapes").
"""

from __future__ import annotations

import pytest

import toolcalls
from toolcalls import ToolCallError

CALL = '{"name": "f", "arguments": {}}'
SCHEMA = '{"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}'

#: Values that are data although they hold a call shape or look like one.
DATA = [
    f"[[{CALL}]]",
    f"[[[{CALL}]], 1]",
    f"[1, {CALL}]",
    f'["a", {CALL}]',
    f"[null, {CALL}, true]",
    f"[{{}}, {CALL}]",
    f'[{{"a": 1}}, {CALL}]',
    f'{{"items": [[{CALL}]]}}',
    f'{{"data": {CALL}}}',
    # tool definitions: OpenAI Chat, Responses, legacy functions (issue 10)
    '{"type": "function", "function": {"name": "get_weather", "parameters": ' + SCHEMA + "}}",
    '{"type": "function", "function": {"name": "f", "parameters": {}}}',
    '{"type": "function", "function": {"name": "get_weather", "description": "Weather.", '
    '"parameters": ' + SCHEMA + "}}",
    '{"type": "function", "name": "get_weather", "parameters": ' + SCHEMA + "}",
    '{"type": "function", "name": "get_weather", "description": "d", "parameters": '
    + SCHEMA + ', "strict": true}',
    '{"type": "function", "name": "f", "parameters": {}}',
    '{"name": "get_weather", "parameters": ' + SCHEMA + "}",
    '[{"type": "function", "function": {"name": "a", "parameters": {}}}, '
    '{"type": "function", "function": {"name": "b", "parameters": {}}}]',
    '{"tools": [{"type": "function", "function": {"name": "f", "parameters": {}}}]}',
    # a foreign key beside two arguments keys
    '{"name": "f", "arguments": {}, "parameters": {}, "extra": 1}',
    '{"name": "f", "input": {}, "args": {}, "description": "x"}',
    # request parameters, not calls
    '{"function_call": "auto"}',
    '{"function_call": "none"}',
    '{"function_call": {"name": "f"}}',
    '{"tool_calls": "none"}',
    '{"tool_calls": []}',
    '{"tool_calls": [1, 2]}',
]


def _json_wrappings(value: str) -> dict[str, str]:
    return {
        "whole": value,
        "embedded": f"Here is the data: {value} as requested.",
        "fenced": f"Result:\n```json\n{value}\n```\nDone.",
        "plain fence": f"```\n{value}\n```",
    }


@pytest.mark.parametrize("value", DATA)
@pytest.mark.parametrize("wrap", sorted(_json_wrappings("x")))
def test_data_is_no_call_and_no_error_in_tier_two(value: str, wrap: str) -> None:
    text = _json_wrappings(value)[wrap]
    assert toolcalls.parse_tool_calls(text) == []
    result = toolcalls.parse(text)
    assert (result.calls, result.errors) == ([], [])


#: A Responses tool definition without a schema, which Llama 3.2/3.3 write as a call.
LLAMA_CALL = '{"type": "function", "name": "f", "parameters": {}}'


@pytest.mark.parametrize("value", [v for v in DATA if v.startswith("{")])
@pytest.mark.parametrize(
    ("opener", "closer"),
    [("<tool_call>", "</tool_call>"), ("[TOOL_CALL]", "[/TOOL_CALL]"), ("[TOOL_CALLS] ", ""),
     ("<|python_tag|>", "<|eom_id|>")],
)
def test_data_in_a_tagged_format_is_unrecognized_at_the_content(
    value: str, opener: str, closer: str
) -> None:
    text = f"Look: {opener}{value}{closer}"
    if opener == "<|python_tag|>" and value == LLAMA_CALL:
        # the one exception, a Llama 3.2/3.3 habit (docs/formats.md, llama): after its tag a
        # Responses-definition shape whose parameters are no JSON Schema is a call
        assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": {}}]
        return
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    err = info.value
    assert (err.code, err.position) == ("tool_call.unrecognized", text.index(value)), err


def test_the_calls_those_rules_keep() -> None:
    p = toolcalls.parse_tool_calls
    f = [{"name": "f", "arguments": {}}]
    assert p('{"type": "function", "function": {"name": "f", "arguments": "{}"}}') == f
    assert p('{"type": "function", "name": "f", "arguments": {}}') == f
    assert p('{"name": "f", "parameters": {}}') == f
    assert p('{"name": "f", "parameters": {"type": "object"}}') == [
        {"name": "f", "arguments": {"type": "object"}}
    ]
    assert p('{"function_call": {"name": "f", "arguments": "{}"}}') == f
    assert p(f"[{CALL}, {CALL}]") == f + f
    assert p(f"x [1, 2] and {CALL}") == f  # data before, a call after
    assert p(f"[1, 2 oops {CALL}") == f  # a broken array is prose: the call in it stands


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('{"name": "f", "arguments": {}, "parameters": {}}', '"parameters"'),
        ('x {"name": "f", "input": {}, "args": {}, "id": "1"} y', '"args"'),
        ('<tool_call>{"name": "f", "arguments": {}, "args": {}}</tool_call>', '"args"'),
    ],
)
def test_two_arguments_keys_and_nothing_foreign_are_ambiguous(text: str, fragment: str) -> None:
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == (
        "tool_call.ambiguous_arguments",
        text.index(fragment),
    )


# --- text order and the position of 'multiple' inside a message --------------------------

FC = '{"name": "a", "arguments": "{}"}'
TC = '{"type": "function", "function": {"name": "b", "arguments": "{}"}}'
TC2 = '{"type": "function", "function": {"name": "c", "arguments": "{}"}}'
MESSAGES = [
    (f'{{"role": "assistant", "function_call": {FC}, "tool_calls": [{TC}]}}', ["a", "b"], TC),
    (f'{{"tool_calls": [{TC}], "function_call": {FC}}}', ["b", "a"], FC),
    (f'{{"content": null, "tool_calls": [{TC}, {TC2}]}}', ["b", "c"], TC2),
    (f'{{"function_call": {FC}, "tool_calls": [{TC}, {TC2}]}}', ["a", "b", "c"], TC),
]


def _message_wrappings(message: str) -> dict[str, str]:
    return {
        "whole": message,
        "embedded": f"Sure. {message} Done.",
        "fenced": f"```json\n{message}\n```",
        "array": f"[{message}]",
        "hermes": f"<tool_call>{message}</tool_call>",
        "bracket": f"[TOOL_CALL]{message}[/TOOL_CALL]",
        "mistral": f"[TOOL_CALLS] {message}",
        "llama": f"<|python_tag|>{message}<|eom_id|>",
    }


@pytest.mark.parametrize(("message", "names", "second"), MESSAGES)
@pytest.mark.parametrize("wrap", sorted(_message_wrappings("x")))
def test_message_calls_in_text_order_and_multiple_at_the_second(
    message: str, names: list[str], second: str, wrap: str
) -> None:
    text = _message_wrappings(message)[wrap]
    assert [c["name"] for c in toolcalls.parse_tool_calls(text)] == names
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_call(text)
    err = info.value
    assert (err.code, err.position) == ("tool_call.multiple", text.index(second)), err
    calls = toolcalls.parse(text).calls
    assert [c.start for c in calls] == sorted(c.start for c in calls)
    assert all(text[c.start] in "{[<" for c in calls)


# --- fences that start with a comment -------------------------------------------------------

COMMENTED = [
    f"```json\n// call the tool\n{CALL}\n```",
    f"```json\n/* the call */ {CALL}\n```",
    f"```\n// c\n// more\n[{CALL}]\n```",
    "```json\n// a comment\n{\"name\": \"f\", \"arguments\": {,}}\n```",
    "```json\n// c\n{name: \"f\", arguments: {}}\n```",
]


@pytest.mark.parametrize("text", COMMENTED)
def test_a_fenced_call_behind_a_comment_is_json_comment_at_the_comment(text: str) -> None:
    prose = f"Here:\n{text}\nok"
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(prose)
    err = info.value
    assert (err.code, err.position) == ("json.comment", prose.index("/")), err
    assert [e.code for e in toolcalls.parse(prose).errors] == ["json.comment"]


def test_a_comment_after_the_first_key_is_json_comment_too() -> None:
    text = '```json\n{"name": "f", // c\n"arguments": {}}\n```'
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == ("json.comment", text.index("//"))


@pytest.mark.parametrize(
    "text",
    [
        '```json\n// settings\n{"port": 8080, "debug": true}\n```',
        "```json\n/* list */ [1, 2, 3]\n```",
        "```js\n// fetch it\nfetch(url)\n```",
        "```json\n// just a comment\n```",
    ],
)
def test_a_commented_block_of_data_is_no_error(text: str) -> None:
    result = toolcalls.parse(text)
    assert (result.calls, result.errors) == ([], [])


def test_a_call_in_a_jsonc_block_stands_as_an_embedded_call() -> None:
    # Another language: the block is prose to tier 2, and the call in it is an embedded call.
    text = f"```jsonc\n// c\n{CALL}\n```"
    assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": {}}]


# --- prose with braces, and broken calls ------------------------------------------------------

PROSE = [
    "{x} is a set literal in Python.",
    "{x}",
    "{ x }",
    "{1, 2}",
    "{1, 2} is a set.",
    "{a: 1} in JS",
    "{a: 1, b: [2]}",
    "{}",
    "{ }",
    '{"x"',
    '{"x": ',
    '{"answer": 42',
    '{"a": 1,}',
    '{"a": 1 "b": 2}',
    "{'a': 1}",
    "[citation needed]",
    "[1, 2",
    "[x for x in y]",
    "[{}, {]",
    '["a", "b",]',
    "{{ template }} and {% tag %}",
    "{\n  x\n}",
]


@pytest.mark.parametrize("text", PROSE)
@pytest.mark.parametrize("wrap", ["whole", "fenced", "plain fence", "embedded", "padded"])
def test_prose_with_braces_is_never_an_error(text: str, wrap: str) -> None:
    full = {
        "whole": text,
        "fenced": f"```json\n{text}\n```",
        "plain fence": f"```\n{text}\n```",
        "embedded": f"As noted, {text} holds.",
        "padded": f"\n  {text}  \n",
    }[wrap]
    assert toolcalls.parse_tool_calls(full) == []
    result = toolcalls.parse(full)
    assert (result.calls, result.errors) == ([], [])


ATTEMPTS = [
    ('{"name": "f", "arguments": {,}}', "json.unexpected_character", ",}}"),
    ('{name: "f", arguments: {}}', "json.unquoted_key", "name"),
    ("{'name': 'f', 'arguments': {}}", "json.single_quoted_string", "'name'"),
    ("[{'name': 'f', 'arguments': {}}]", "json.single_quoted_string", "'name'"),
    ('{"id": "1", "name": "f", "arguments": {"a": tru}}', "json.invalid_literal", "tru}"),
    ('{"type": "function", "function": {"name": "f",}}', "json.trailing_comma", ",}"),
    ('{"tool_calls": [{"function": {"name": "f"} ]}', "json.unexpected_character", "]}"),
    ('{"name" "f"}', "json.missing_colon", '"f"'),
]


@pytest.mark.parametrize(("text", "code", "fragment"), ATTEMPTS)
@pytest.mark.parametrize("wrap", ["whole", "fenced", "padded"])
def test_a_broken_call_is_an_error_where_it_breaks(
    text: str, code: str, fragment: str, wrap: str
) -> None:
    full = {"whole": text, "fenced": f"```json\n{text}\n```", "padded": f" \n{text}\n "}[wrap]
    position = full.index(text) + text.index(fragment)
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(full)
    assert (info.value.code, info.value.position) == (code, position), info.value
    assert [(e.code, e.position) for e in toolcalls.parse(full).errors] == [(code, position)]


@pytest.mark.parametrize(
    ("text", "fenced_code"),
    [
        ('{"name": "f", "arguments": {"a": 1}', "json.missing_comma"),
        (
            '[{"name": "f", "arguments": {}}, {"name": "g", "arguments": {',
            "json.unexpected_character",
        ),
        ('{"tool_calls": [', "json.unexpected_character"),
    ],
)
def test_a_call_cut_short_is_an_error_at_the_end(text: str, fenced_code: str) -> None:
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == ("json.unexpected_end", len(text))
    fenced = f"```json\n{text}\n```"
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(fenced)
    assert (info.value.code, info.value.position) == (fenced_code, fenced.rindex("```"))


# --- a text cut right after a high-surrogate escape -------------------------------------------

SURROGATE_CUTS = ["\\ud83d", "\\ud83d\\", "\\ud83d\\u", "\\ud83d\\ude", "\\uD83D\\uDE0"]
JSON_OPENINGS = [
    '<tool_call>{"name": "f", "arguments": {"q": "',
    '[TOOL_CALL]{"name": "f", "arguments": {"q": "',
    '[TOOL_CALL]name=f;args={"q": "',
    '[TOOL_CALLS] [{"name": "f", "arguments": {"q": "',
    '[TOOL_CALLS]f[ARGS]{"q": "',
    '<|python_tag|>{"name": "f", "parameters": {"q": "',
    '<|channel|>commentary to=functions.f <|constrain|>json<|message|>{"q": "',
    '{"name": "f", "arguments": {"q": "',
    'Calling {"name": "f", "arguments": {"q": "',
]


@pytest.mark.parametrize("cut", SURROGATE_CUTS)
@pytest.mark.parametrize("opening", JSON_OPENINGS)
def test_a_text_cut_after_a_high_surrogate_escape_is_unexpected_end(
    opening: str, cut: str
) -> None:
    text = opening + "x" + cut
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == ("json.unexpected_end", len(text))
    assert [(e.code, e.position) for e in toolcalls.parse(text).errors] == [
        ("json.unexpected_end", len(text))
    ]


def test_an_opener_glued_to_a_longer_word_does_not_end_a_broken_call() -> None:
    # `<function` is MiniCPM's opener only before whitespace or `>`: `<functionbash>` (a
    # Qwen3-Coder tag without its `=`, SGLang's Step-3.5 tests) is no opener, so the broken
    # `<tool_call>` block still runs to its closer and is reported, with MiniCPM installed too
    text = "<tool_call><functionbash><parameter=command>pwd</parameter></function></tool_call>"
    for formats in (["qwen3_coder"], ["qwen3_coder", "minicpm"], None):
        result = toolcalls.parse(text, formats=formats)
        assert (result.calls, [(e.code, e.position) for e in result.errors], result.content) \
            == ([], [("tool_call.unrecognized", 11)], ""), formats
