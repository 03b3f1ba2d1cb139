"""Names that can disguise a tool, and strings that cannot be encoded as UTF-8.

- A tool name holding a format character (Cf: zero-width spaces and joiners, bidirectional
  controls, U+FEFF, the soft hyphen, ...) or a lone surrogate is ``tool_call.invalid_name`` at
  the name, in every format, with a message naming the character (``U+XXXX``);
  ``toolkit.shapes.check_name`` is the one test every format uses.
- A string value holding a lone surrogate is an error at the value: Python call syntax
  ``tool_call.invalid_literal`` at the string's opening, xml_invoke raw values and parameter
  names ``tool_call.invalid_value`` at the value or the name (JSON already rejects them:
  ``json.invalid_string`` / ``json.invalid_escape``).

So ``to_openai`` never meets a string it cannot encode, and a call never silently names a
different tool than the one it shows.
"""

from __future__ import annotations

import pytest

import toolcalls
from toolcalls.toolkit.shapes import check_name, is_valid_name

#: Characters that render as nothing or reorder text, one per range the issue names, and more.
FORMAT_CHARS = [
    "\u200b", "\u200c", "\u200d", "\u200e", "\u200f",
    "\u202a", "\u202b", "\u202c", "\u202d", "\u202e",
    "\u2060", "\u2061", "\u2062", "\u2063", "\u2064",
    "\u2066", "\u2067", "\u2068", "\u2069",
    "\ufeff", "\u00ad", "\u061c", "\u180e", "\U000e0001", "\U000e0041",
]  # fmt: skip
SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff"]


@pytest.mark.parametrize("char", FORMAT_CHARS + SURROGATES)
@pytest.mark.parametrize("where", ["start", "middle", "end", "alone"])
def test_check_name_rejects_and_names_the_character(char: str, where: str) -> None:
    name = {"start": char + "get", "middle": "get" + char + "x", "end": "get" + char,
            "alone": char}[where]
    problem = check_name(name)
    assert problem is not None
    assert f"U+{ord(char):04X}" in problem
    assert not is_valid_name(name)


@pytest.mark.parametrize(
    "name", ["get_weather", "github/search-issues", "a.b:c", "日本語", "café", "\ue000"]
)
def test_check_name_accepts_ordinary_names(name: str) -> None:
    assert check_name(name) is None
    assert is_valid_name(name)


def _name_texts(name: str, escaped: str) -> dict[str, tuple[str, str]]:
    """format -> (text, the fragment where the error is expected). ``escaped`` is the name as
    a JSON string body (escapes for the character)."""
    flat = f'{{"name": "{escaped}", "arguments": {{}}}}'
    return {
        "hermes": (f"<tool_call>{flat}</tool_call>", f'"{escaped}"'),
        "hermes-raw": (f'<tool_call>{{"name": "{name}", "arguments": {{}}}}</tool_call>',
                       f'"{name}"'),
        "bracket": (f"[TOOL_CALL]name={name};args={{}}[/TOOL_CALL]", f"{name};"),
        "bracket-json-name": (f'[TOOL_CALL]name="{escaped}";args={{}}[/TOOL_CALL]',
                              f'"{escaped}"'),
        "bracket-json": (f"[TOOL_CALL]{flat}[/TOOL_CALL]", f'"{escaped}"'),
        "mistral": (f"[TOOL_CALLS] [{flat}]", f'"{escaped}"'),
        "mistral-name": (f"[TOOL_CALLS]{name}[ARGS]{{}}", f"{name}["),
        "llama": (f'<|python_tag|>{{"name": "{escaped}", "parameters": {{}}}}<|eom_id|>',
                  f'"{escaped}"'),
        "xml_invoke": (f'<invoke name="{name}"><parameter name="k">1</parameter></invoke>',
                       f'{name}"'),
        "harmony": ("<|start|>assistant<|channel|>commentary to=functions." + name
                    + ' <|constrain|>json<|message|>{"a": 1}<|call|>', f"{name} "),
        "json": (flat, f'"{escaped}"'),
        "json-openai": ('{"type": "function", "function": {"name": "' + escaped
                        + '", "arguments": "{}"}}', f'"{escaped}"'),
        "json-message": ('{"tool_calls": [{"type": "function", "function": {"name": "a", '
                         '"arguments": "{}"}}, {"type": "function", "function": {"name": "'
                         + escaped + '", "arguments": "{}"}}]}', f'"{escaped}"'),
        "json-responses": ('{"type": "function_call", "call_id": "c1", "name": "' + escaped
                           + '", "arguments": "{}"}', f'"{escaped}"'),
        "json-anthropic": ('{"type": "tool_use", "id": "t1", "name": "' + escaped
                           + '", "input": {}}', f'"{escaped}"'),
    }


def _json_escape(char: str) -> str:
    code = ord(char)
    if code > 0xFFFF:
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


@pytest.mark.parametrize("char", ["\u200b", "\u202e", "\u2066", "\ufeff", "\U000e0041"])
@pytest.mark.parametrize("kind", sorted(_name_texts("x", "x")))
def test_format_characters_in_names_are_invalid_name_in_every_format(
    kind: str, char: str
) -> None:
    name = "get" + char + "weather"
    escaped = "get" + _json_escape(char) + "weather"
    text, fragment = _name_texts(name, escaped)[kind]
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    err = info.value
    assert (err.code, err.position) == ("tool_call.invalid_name", text.index(fragment)), err
    assert f"U+{ord(char):04X}" in err.message
    lenient = toolcalls.parse(text)
    assert lenient.calls == []
    assert [(e.code, e.position) for e in lenient.errors] == [(err.code, err.position)]


RAW_NAME_KINDS = ["hermes-raw", "bracket", "mistral-name", "xml_invoke", "harmony"]


@pytest.mark.parametrize("char", SURROGATES)
@pytest.mark.parametrize("kind", RAW_NAME_KINDS)
def test_raw_lone_surrogates_in_names_are_invalid_name_or_invalid_string(
    kind: str, char: str
) -> None:
    name = "get" + char
    text, fragment = _name_texts(name, name)[kind]
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    err = info.value
    if kind == "hermes-raw":  # inside JSON the string itself is broken first
        assert (err.code, err.position) == ("json.invalid_string", text.index(char))
    else:
        assert (err.code, err.position) == ("tool_call.invalid_name", text.index(fragment))
        assert f"U+{ord(char):04X}" in err.message


@pytest.mark.parametrize("char", ["\u200b", "\u202e", "\u2066", "\ufeff", "\u00ad"])
def test_a_python_name_glued_to_a_format_character_is_no_call(char: str) -> None:
    # "get<U+200B>weather(...)" shows one name: it is not a call of "weather".
    text = f"get{char}weather(city='Paris')"
    assert toolcalls.parse_tool_calls(text) == []
    assert toolcalls.parse_tool_calls(f"<|python_tag|>{text}", formats=["python"]) == []
    assert toolcalls.parse_tool_calls(f"see {char} weather(city='Paris')") == [
        {"name": "weather", "arguments": {"city": "Paris"}}
    ]


# --- string values ------------------------------------------------------------------------

PY_STRINGS = [
    ('f(q="\\ud800")', '"\\ud800"'),
    ('f(q="ok\\udfff")', '"ok'),
    ("f(q='\\U0000dc00')", "'\\U"),
    ('f(q="a\ud800b")', '"a'),
    ('f(q=r"\ud800")', 'r"'),
    ('f(q="""x\udc00""")', '"""'),
    ('f(q="\\ud83c" "\\udf89")', '"\\ud83c"'),
    ('f(q=["a", "b\\ud800"])', '"b'),
    ('f(q={"k\\udbff": 1})', '"k'),
    ('f(a=1, q={"k": ["\\ud800"]})', '"\\ud800"'),
]


@pytest.mark.parametrize(("text", "fragment"), PY_STRINGS)
@pytest.mark.parametrize("wrap", ["python", "llama", "list"])
def test_lone_surrogates_in_python_strings_are_invalid_literal(
    text: str, fragment: str, wrap: str
) -> None:
    full = {"python": text, "llama": f"<|python_tag|>{text}<|eom_id|>",
            "list": f"[g(), {text}]"}[wrap]
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(full)
    err = info.value
    assert (err.code, err.position) == ("tool_call.invalid_literal", full.index(fragment)), err
    assert "lone surrogate" in err.message


def test_surrogate_pairs_in_python_strings_still_join() -> None:
    assert toolcalls.parse_tool_calls('f(q="\\ud83c\\udf89", r="\\U0001F389")') == [
        {"name": "f", "arguments": {"q": "\U0001f389", "r": "\U0001f389"}}
    ]


XML = [
    ('<invoke name="f"><parameter name="q">a\ud800</parameter></invoke>', "a\ud800"),
    ('<invoke name="f"><parameter name="q">\n\udfff\n</parameter></invoke>', "\n\udfff"),
    ('<invoke name="f"><parameter name="q">["\ud800"]</parameter></invoke>', '["'),
    ('<function_calls><invoke name="f"><parameter name="a">1</parameter>'
     '<parameter name="q">x&amp;\udc00</parameter></invoke></function_calls>', "x&amp;"),
    ('<invoke name="f"><parameter name="k\ud800">1</parameter></invoke>', "k\ud800"),
]


@pytest.mark.parametrize(("text", "fragment"), XML)
def test_lone_surrogates_in_xml_values_and_names_are_invalid_value(
    text: str, fragment: str
) -> None:
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    err = info.value
    assert (err.code, err.position) == ("tool_call.invalid_value", text.index(fragment)), err
    assert "lone surrogate" in err.message
    assert [e.code for e in toolcalls.parse(text).errors] == ["tool_call.invalid_value"]


def test_xml_surrogate_references_stay_as_written() -> None:
    text = '<invoke name="f"><parameter name="q">&#xD800;&#55296;</parameter></invoke>'
    assert toolcalls.parse_tool_calls(text) == [
        {"name": "f", "arguments": {"q": "&#xD800;&#55296;"}}
    ]


@pytest.mark.parametrize(
    "text",
    [
        '<tool_call>{"name": "f", "arguments": {"q": "\\ud800"}}</tool_call>',
        '<tool_call>{"name": "f", "arguments": {"q": "\ud800"}}</tool_call>',
        '{"name": "f", "arguments": "{\\"q\\": \\"\\\\ud800\\"}"}',
        'f(q="\\ud800")',
        '<invoke name="f"><parameter name="q">\ud800</parameter></invoke>',
    ],
)
def test_no_parsed_call_holds_a_string_utf8_cannot_encode(text: str) -> None:
    for call in toolcalls.parse(text).calls:
        toolcalls.to_openai([call])[0]["function"]["arguments"].encode("utf-8")
    assert toolcalls.parse(text).errors
