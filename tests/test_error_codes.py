"""One test per error code: code, position, line and column, through the public API.

The table is also checked against docs/errors.md and the sources, so a new code cannot ship
without its documentation and its test.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import toolcalls
from toolcalls import ToolCallError

ROOT = Path(__file__).resolve().parents[1]

# code -> (text, the fragment at which the error is expected; "" means at the end of the text)
CASES: dict[str, tuple[str, str]] = {
    "tool_call.multiple": ("a(x=1)\nb(y=2)", "b(y=2)"),
    # (a bare name, "<tool_call>hello</tool_call>", is a GLM call without arguments)
    "tool_call.unrecognized": ("<tool_call>\nhello there</tool_call>", "hello"),
    "tool_call.invalid_name": ('<tool_call>{"name": "a b", "arguments": {}}</tool_call>', '"a b"'),
    "tool_call.invalid_arguments": ('{"name": "f", "arguments": [1, 2]}', "[1, 2]"),
    "tool_call.ambiguous_arguments": (
        'x\n<tool_call>{"name": "f", "arguments": {}, "args": {}}</tool_call>',
        '"args"',
    ),
    "tool_call.positional_argument": ("Run search(q=1, 2) now", "2)"),
    "tool_call.duplicate_argument": ("search(q=1,\n  q=2)", "q=2"),
    "tool_call.invalid_literal": ("search(q=x)", "x)"),
    "tool_call.invalid_value": (
        '<invoke name="f">\n<parameter name="q">a\udc00</parameter>\n</invoke>',
        "a\udc00",
    ),
    "tool_call.invalid_syntax": ("search(a=1 b=2)", "b=2"),
    "tool_call.unexpected_end": ("search(q=1", ""),
    "tool_call.depth": ("f(q=" + "[" * 200, "[" * 72),
    "tool_call.unclosed": ('<tool_call>{"name": "f", "arguments": {}} and more', "<tool_call>"),
    "tool_call.unexpected_content": (
        '<tool_call>{"name": "f", "arguments": {}} junk</tool_call>',
        "junk",
    ),
    "json.unexpected_end": ('<tool_call>{"name": "f", "arguments": {', ""),
    "json.unexpected_character": ('<tool_call>{"name": @}</tool_call>', "@"),
    "json.trailing_comma": ('<tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>', ",}"),
    "json.missing_comma": ('<tool_call>{"name": "f" "arguments": {}}</tool_call>', '"arguments"'),
    "json.missing_colon": ('<tool_call>{"name" "f"}</tool_call>', '"f"'),
    "json.invalid_number": ('<tool_call>{"name": "f", "arguments": {"a": 01}}</tool_call>', "01"),
    "json.number_out_of_range": (
        '<tool_call>{"name": "f", "arguments": {"a": 1e400}}</tool_call>',
        "1e400",
    ),
    "json.invalid_literal": (
        '<tool_call>{"name": "f", "arguments": {"a": NaN}}</tool_call>',
        "NaN",
    ),
    "json.invalid_string": ('<tool_call>{"name": "f\tg", "arguments": {}}</tool_call>', "\t"),
    "json.invalid_escape": ('<tool_call>{"name": "f\\x", "arguments": {}}</tool_call>', "\\x"),
    "json.single_quoted_string": ("<tool_call>{'name': 'f'}</tool_call>", "'name'"),
    "json.unquoted_key": ("<tool_call>{name: 1}</tool_call>", "name"),
    "json.comment": ('<tool_call>{"name": "f", // c\n "arguments": {}}</tool_call>', "//"),
    "json.depth": ("<tool_call>" + "[" * 200 + "</tool_call>", "[" * 72),
}

_TOOLS = [{"type": "function", "function": {"name": "f", "parameters": {
    "type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}}}]
#: code -> (text, fragment, keyword arguments): the codes that need tool definitions.
TOOL_CASES: dict[str, tuple[str, str, dict[str, object]]] = {
    "tool_call.unknown_tool": (
        'x\n<tool_call>{"name": "g", "arguments": {}}</tool_call>', '"g"', {"tools": _TOOLS}
    ),
    "tool_call.invalid_argument_type": (
        '<invoke name="f">\n<parameter name="n">2024-01-01</parameter></invoke>',
        "2024-01-01",
        {"tools": _TOOLS},
    ),
    "tool_call.schema_violation": (
        '<tool_call>{"name": "f", "arguments": {"n": "x"}}</tool_call>',
        '"x"',
        {"tools": _TOOLS, "validate": True},
    ),
}


def expected_position(text: str, fragment: str) -> int:
    return len(text) if fragment == "" else text.rindex(fragment)


@pytest.mark.parametrize("code", sorted([*CASES, *TOOL_CASES]))
def test_error_code_with_position_line_and_column(code: str) -> None:
    text, fragment, kwargs = TOOL_CASES[code] if code in TOOL_CASES else (*CASES[code], {})
    position = expected_position(text, fragment)
    with pytest.raises(ToolCallError) as info:
        toolcalls.parse_tool_call(text, **kwargs)  # type: ignore[arg-type]
    err = info.value
    line = text.count("\n", 0, position) + 1
    column = position - text.rfind("\n", 0, position)
    assert (err.code, err.position, err.line, err.column) == (code, position, line, column), err
    assert str(err).startswith(f"{code} at {line}:{column}: ")


def test_not_found_has_no_position() -> None:
    with pytest.raises(toolcalls.NoToolCallFoundError) as info:
        toolcalls.parse_tool_call("Just prose, with (parentheses) and {braces}.")
    err = info.value
    assert (err.code, err.position, err.line, err.column, err.format) == (
        "tool_call.not_found",
        None,
        None,
        None,
        None,
    )
    assert str(err) == "tool_call.not_found: no tool call found in the text"


def source_codes() -> set[str]:
    found: set[str] = set()
    for path in [*ROOT.glob("core/src/**/*.py"), *ROOT.glob("plugins/*/src/**/*.py")]:
        found |= set(re.findall(r'"((?:tool_call|json)\.[a-z_]+)"', path.read_text("utf-8")))
    return found


def test_every_code_in_the_sources_is_documented_and_tested() -> None:
    documented = set(
        re.findall(
            r"`((?:tool_call|json)\.[a-z_]+)`", (ROOT / "docs" / "errors.md").read_text("utf-8")
        )
    )
    codes = source_codes()
    assert codes <= documented, codes - documented
    # tool_call.plugin_error needs a faulty plugin: tests/test_plugin_faults.py tests it.
    untested_here = {"tool_call.not_found", "tool_call.plugin_error"}
    assert codes <= set(CASES) | set(TOOL_CASES) | untested_here, codes - set(CASES)
