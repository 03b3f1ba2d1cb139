"""Tool definitions (``tools=[...]``): shapes, typing of raw values by the schema, unknown
tools, ``validate=True``, caching, and that without tools nothing changes."""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls
from toolcalls import ToolCallError
from toolcalls.tools import KEEP, _CastError, cast_value, compile_tools

pytest.importorskip("toolcalls_xml_invoke")

SCHEMA = {
    "type": "object",
    "properties": {
        "s": {"type": "string"},
        "i": {"type": "integer"},
        "n": {"type": "number"},
        "b": {"type": "boolean"},
        "z": {"type": "null"},
        "o": {"type": "object"},
        "a": {"type": "array", "items": {"type": "string"}},
        "e": {"enum": ["red", "green", 3]},
        "opt": {"type": ["integer", "null"]},
        "any": {"anyOf": [{"type": "string"}, {"type": "integer"}]},
        "ref": {"$ref": "#/$defs/count"},
        "free": {},
    },
    "required": ["s"],
    "additionalProperties": False,
    "$defs": {"count": {"type": "integer", "minimum": 0}},
}
SHAPES: list[Any] = [
    {"type": "function", "function": {"name": "f", "parameters": SCHEMA}},
    {"type": "function", "name": "f", "parameters": SCHEMA},
    {"name": "f", "input_schema": SCHEMA},
    {"name": "f", "inputSchema": SCHEMA},
]


def invoke(**params: str) -> str:
    body = "".join(f'<parameter name="{k}">{v}</parameter>' for k, v in params.items())
    return f'<invoke name="f">{body}</invoke>'


@pytest.mark.parametrize("tools", [[shape] for shape in SHAPES], ids=["chat", "flat", "anthropic",
                                                                       "mcp"])
def test_every_tool_shape_types_raw_values(tools: list[Any]) -> None:
    text = invoke(s="42", i="7", n="2.5", b="False", z="null", o='{"k": 1}', a='["x"]',
                  e="3", opt="null", any="12", ref="4", free="[1]")
    assert toolcalls.parse_tool_calls(text, tools=tools) == [{"name": "f", "arguments": {
        "s": "42", "i": 7, "n": 2.5, "b": False, "z": None, "o": {"k": 1}, "a": ["x"], "e": 3,
        "opt": None, "any": 12, "ref": 4, "free": [1]}}]


def test_without_tools_nothing_changes() -> None:
    text = invoke(s="42", b="False")
    assert toolcalls.parse_tool_calls(text) == [
        {"name": "f", "arguments": {"s": 42, "b": "False"}}]


@pytest.mark.parametrize(
    ("schema", "raw", "expected"),
    [
        ({"type": "string"}, " 5 ", " 5 "),
        ({"type": "integer"}, " -12 ", -12),
        ({"type": "integer"}, "3.0", 3),
        ({"type": "integer"}, "1" * 30, int("1" * 30)),
        ({"type": "number"}, "1e3", 1000.0),
        ({"type": "number"}, "5", 5),
        ({"type": "boolean"}, "TRUE", True),
        ({"type": "null"}, "None", None),
        ({"type": "object"}, "{'a': True, 'b': None}", {"a": True, "b": None}),
        ({"type": "object"}, '{\\"a\\": \\"x\\\\\\\\y\\"}', {"a": "x\\y"}),
        ({"type": "array"}, "['a', \"b\"]", ["a", "b"]),
        ({"type": ["null", "string"]}, "null", None),
        ({"type": ["null", "string"]}, "nothing", "nothing"),
        ({"type": ["integer", "string"]}, "123 Main St", "123 Main St"),
        ({"type": "string", "nullable": True}, "null", None),
        ({"type": "string", "nullable": True}, "nothing", "nothing"),
        ({"type": "integer", "nullable": True}, " 5 ", 5),
        ({"type": "string", "nullable": False}, "null", "null"),
        ({"enum": ["a", "b"]}, "b", "b"),
        ({"enum": [1, 2]}, " 2 ", 2),
        # an enum match keeps the kind written (numbers keep their kind: SGLang's tests)
        ({"type": ["number", "string"], "enum": [1, "auto"]}, "1.0", 1.0),
        # JSON Schema's integer: any number without a fraction, exponents included
        ({"type": "integer"}, "1.25e2", 125),
        ({"type": "integer"}, "-2E+3", -2000),
        ({"type": "integer"}, "12345678901234567890123e0", 12345678901234567890123),
        ({"const": True}, "true", True),
        ({"oneOf": [{"type": "integer"}, {"type": "boolean"}]}, "false", False),
        ({"anyOf": [{"type": "string"}, {"type": "null"}]}, "null", None),
        ({"allOf": [{"type": "integer"}, {"minimum": 0}]}, "5", 5),
        ({"properties": {"x": {}}}, '{"x": 1}', {"x": 1}),
        ({"items": {}}, "[1]", [1]),
        ({}, "anything", KEEP),
        ({"type": "no-such-type"}, "x", KEEP),
        ({"$ref": "#/$defs/missing"}, "x", KEEP),
    ],
)
def test_cast_value(schema: dict[str, Any], raw: str, expected: Any) -> None:
    got = cast_value(raw, schema, {"$defs": {}})
    assert got == expected and type(got) is type(expected)


@pytest.mark.parametrize(
    ("schema", "raw"),
    [
        ({"type": "integer"}, "2024-01-01"),
        ({"type": "integer"}, "1.5"),
        ({"type": "integer"}, "1.5e0"),
        ({"type": "integer"}, "1e400"),
        ({"type": "number"}, "NaN"),
        ({"type": "boolean"}, "yes"),
        ({"type": "null"}, "nil"),
        ({"type": "object"}, "[1]"),
        ({"type": "array"}, "{}"),
        ({"type": "array"}, "['a', __import__('os')]"),
        ({"enum": ["a", "b"]}, "c"),
        ({"type": ["integer", "boolean"]}, "maybe"),
        ({"type": "integer", "nullable": True}, "five"),
    ],
)
def test_cast_failures(schema: dict[str, Any], raw: str) -> None:
    with pytest.raises(_CastError):
        cast_value(raw, schema)


def test_a_value_that_cannot_take_its_type_is_reported_at_the_value() -> None:
    text = "x " + invoke(s="ok", i="2024-01-01")
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=SHAPES[:1])
    err = info.value
    assert (err.code, err.position, err.format) == (
        "tool_call.invalid_argument_type", text.index("2024"), "xml_invoke")
    assert "argument 'i' of 'f' must be an integer, not '2024-01-01'" in err.message
    result = toolcalls.parse(text, tools=SHAPES[:1])  # lenient keeps the call, raw string
    assert [c.arguments for c in result.calls] == [{"s": "ok", "i": "2024-01-01"}]
    assert [e.code for e in result.errors] == ["tool_call.invalid_argument_type"]


def test_unknown_tools() -> None:
    text = 'Sure: <tool_call>{"name": "g", "arguments": {}}</tool_call> and ' + invoke(s="1")
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=SHAPES[:1])
    assert (info.value.code, info.value.position) == ("tool_call.unknown_tool",
                                                      text.index('"g"'))
    assert "'g' is not one of the tools offered ('f')" in info.value.message
    result = toolcalls.parse(text, tools=SHAPES[:1])
    assert [c.name for c in result.calls] == ["f"]
    assert [e.code for e in result.errors] == ["tool_call.unknown_tool"]
    assert [kind for _, _, kind in result.spans] == ["error", "call"]


def test_validate_names_the_pointer_and_points_at_the_value() -> None:
    text = ('<tool_call>{"name": "f", "arguments": {"s": "a", "ref": -1, "a": ["x", 2]}}'
            "</tool_call>")
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=SHAPES[:1], validate=True)
    err = info.value
    assert err.code == "tool_call.schema_violation"
    assert err.message.startswith("the arguments of 'f' break its schema at ")
    pointer = err.message.split(" at ", 1)[1].split(":", 1)[0]
    assert pointer in ("/ref", "/a/1")
    assert err.position == text.index("-1" if pointer == "/ref" else "2]")
    assert "(and 1 more)" in err.message
    result = toolcalls.parse(text, tools=SHAPES[:1], validate=True)
    assert [c.name for c in result.calls] == ["f"] and len(result.errors) == 1


def test_validate_a_missing_required_key_points_at_the_arguments() -> None:
    text = '<tool_call>{"name": "f", "arguments": {"i": 1}}</tool_call>'
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=SHAPES[:1], validate=True)
    assert (info.value.code, info.value.position) == ("tool_call.schema_violation",
                                                      text.index('{"i"'))
    assert "'s' is a required property" in info.value.message


def test_validate_raw_values_after_typing() -> None:
    assert toolcalls.parse_tool_calls(invoke(s="x", i="5"), tools=SHAPES[:1], validate=True) == [
        {"name": "f", "arguments": {"s": "x", "i": 5}}]
    text = invoke(s="x", extra="1")
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=SHAPES[:1], validate=True)
    assert info.value.code == "tool_call.schema_violation"
    assert "Additional properties are not allowed" in info.value.message


def test_validate_needs_tools() -> None:
    with pytest.raises(ValueError, match="validate=True needs tools"):
        toolcalls.parse_tool_calls(invoke(s="x"), validate=True)


def test_bad_tool_definitions_are_caller_errors() -> None:
    with pytest.raises(ValueError, match="tools must be a list"):
        toolcalls.parse_tool_calls("x", tools={"name": "f"})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="has no name"):
        toolcalls.parse_tool_calls(invoke(s="x"), tools=[{"parameters": {}}])
    with pytest.raises(ValueError, match="defined twice"):
        toolcalls.parse_tool_calls(invoke(s="x"), tools=[{"name": "f"}, {"name": "f"}])


@pytest.mark.parametrize("text", ["", "plain prose, no marker of any format"])
def test_a_text_no_format_reads_still_checks_the_tools(text: str) -> None:
    """No format runs on a text without markers (the strict functions answer at once), and
    the tools are checked as on any other text."""
    assert toolcalls.parse_tool_calls(text, tools=[{"name": "f"}]) == []
    assert toolcalls.parse_tool_calls(text, tools=[{"name": "f"}], validate=True) == []
    with pytest.raises(ValueError, match="validate=True needs tools"):
        toolcalls.parse_tool_calls(text, validate=True)
    with pytest.raises(ValueError, match="has no name"):
        toolcalls.parse_tool_calls(text, tools=[{"parameters": {}}])
    with pytest.raises(ValueError, match="defined twice"):
        toolcalls.parse_tool_calls(text, tools=[{"name": "f"}, {"name": "f"}])
    with pytest.raises(ValueError, match="tools must be a list"):
        toolcalls.parse_tool_calls(text, tools="f")  # type: ignore[arg-type]


def test_sdk_objects_with_model_dump_are_accepted() -> None:
    class Tool:
        def model_dump(self, exclude_none: bool = False) -> dict[str, Any]:
            return {"type": "function", "function": {"name": "f", "parameters": SCHEMA}}

    assert toolcalls.parse_tool_calls(invoke(s="x", i="1"), tools=[Tool()]) == [
        {"name": "f", "arguments": {"s": "x", "i": 1}}]


def test_compiled_tools_are_cached_by_content() -> None:
    first = compile_tools([SHAPES[0]])
    assert compile_tools([dict(SHAPES[0])]) is first
    assert compile_tools([SHAPES[2]]) is not first


def test_a_dataclass_or_a_dict_subclass_is_read_as_plain_reads_it() -> None:
    """The cache's short key (a list of plain dicts as it is) never stands for a list that
    the long way would read otherwise: a dataclass is no tool definition, whatever the cache
    holds, and a dict subclass is one."""
    from dataclasses import dataclass

    @dataclass
    class Definition:
        name: str
        parameters: dict[str, Any]

    compile_tools([{"name": "f", "parameters": SCHEMA}])
    with pytest.raises(ValueError, match="not a tool definition"):
        compile_tools([Definition("f", SCHEMA)])

    class Sub(dict):  # type: ignore[type-arg]
        pass

    assert compile_tools([Sub(SHAPES[2])]).names == ["f"]


def test_a_compiled_tool_set_is_taken_as_it_is() -> None:
    """``compile_tools`` gives a ToolSet that every entry point takes for ``tools=`` (a
    runtime compiles its tools once), with the results of the list it was made from."""
    compiled = compile_tools(SHAPES[:1])
    assert compile_tools(compiled) is compiled
    assert len(compiled) == 1 and compiled[0].name == "f" and list(compiled) == [compiled[0]]
    text = invoke(s="42", i="7", e="3")
    assert toolcalls.parse_tool_calls(text, tools=compiled) == toolcalls.parse_tool_calls(
        text, tools=SHAPES[:1])
    assert toolcalls.parse(invoke(s="x", i="no"), tools=compiled).errors[0].code == \
        "tool_call.invalid_argument_type"
    with pytest.raises(toolcalls.ToolCallError) as caught:
        toolcalls.parse_tool_calls(invoke(s="x", extra="1"), tools=compiled, validate=True)
    assert caught.value.code == "tool_call.schema_violation"
    unknown = '<invoke name="g"><parameter name="s">x</parameter></invoke>'
    with pytest.raises(toolcalls.ToolCallError) as caught:
        toolcalls.parse_tool_calls(unknown, tools=compiled)
    assert caught.value.code == "tool_call.unknown_tool"
    stream = toolcalls.StreamParser(tools=compiled)
    stream.feed(text)
    stream.close()
    assert stream.result is not None
    assert [c.arguments for c in stream.result.calls] == [
        c["arguments"] for c in toolcalls.parse_tool_calls(text, tools=SHAPES[:1])]


def test_the_same_tools_in_another_key_order_give_the_same_results() -> None:
    reordered = [{"function": {"parameters": SCHEMA, "name": "f"}, "type": "function"}]
    text = invoke(s="42", i="7")
    assert toolcalls.parse_tool_calls(text, tools=reordered) == toolcalls.parse_tool_calls(
        text, tools=SHAPES[:1])


def test_openapi_nullable_types_null_and_validates() -> None:
    # transformers' get_json_schema writes Optional[str] as {"type": "string", "nullable": true}
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "label": {"type": "string", "nullable": True}}, "additionalProperties": False}}]
    for raw, value in (("null", None), ("wake up", "wake up")):
        assert toolcalls.parse_tool_calls(invoke(label=raw), tools=tools, validate=True) == [
            {"name": "f", "arguments": {"label": value}}]
    text = '<tool_call>{"name": "f", "arguments": {"label": 1}}</tool_call>'
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(text, tools=tools, validate=True)
    assert info.value.code == "tool_call.schema_violation"


@pytest.mark.parametrize("parameters", [
    # pydantic writes a model's schema as a reference to its definition
    {"$defs": {"Args": {"type": "object", "properties": {"value": {"type": "string"},
                                                         "n": {"type": "integer"}}}},
     "$ref": "#/$defs/Args"},
    # objects combined: every branch's properties
    {"allOf": [{"type": "object", "properties": {"value": {"type": "string"}}},
               {"properties": {"n": {"type": "integer"}}}]},
    # a union: a property takes any of its branches' schemas (strings last)
    {"oneOf": [{"type": "object", "properties": {"value": {"type": "string"},
                                                 "n": {"type": "integer"}}},
               {"type": "object", "properties": {"n": {"type": ["integer", "null"]}}}]},
])
def test_parameters_behind_a_root_ref_or_combination_are_typed(parameters: Any) -> None:
    """SGLang's GLM-4.7 schema tests: a tool whose schema is a ``$ref``, an ``allOf`` or a
    ``oneOf`` at its root declared no parameter for typing; ``null`` for a string came back
    None."""
    tools = [{"name": "inspect", "parameters": parameters}]
    text = ("<tool_call>inspect<arg_key>value</arg_key><arg_value>null</arg_value>"
            "<arg_key>n</arg_key><arg_value>7</arg_value></tool_call>")
    for formats in (None, ["glm4"]):
        assert toolcalls.parse_tool_calls(text, tools=tools, formats=formats) == [
            {"name": "inspect", "arguments": {"value": "null", "n": 7}}]
    bad = text.replace("<arg_value>7<", "<arg_value>seven<")
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_calls(bad, tools=tools)
    assert (info.value.code, info.value.position) == ("tool_call.invalid_argument_type",
                                                       bad.index("seven"))
