"""Tests of the template plugin; they run from the repository without installing it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from toolcalls import Parser, Registry, ToolCallError

SRC = Path(__file__).resolve().parents[1] / "src"


def load_template() -> ModuleType:
    # An installed copy would be found through its entry point; the template is not installed.
    spec = importlib.util.spec_from_file_location(
        "toolcalls_myformat", SRC / "toolcalls_myformat" / "__init__.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("toolcalls_myformat", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def parser() -> Parser:
    return Parser(Registry.from_plugins([("myformat", load_template())]))


def test_template_parses_its_example(parser: Parser) -> None:
    text = 'ok <my_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</my_call>'
    assert parser.parse_tool_calls(text, include_format=True) == [
        {"name": "get_weather", "arguments": {"city": "Paris"}, "format": "myformat"}
    ]


def test_template_reports_errors_with_positions(parser: Parser) -> None:
    with pytest.raises(ToolCallError) as info:
        parser.parse_tool_calls('<my_call>{"name": "f", "arguments": {,}}</my_call>')
    assert (info.value.code, info.value.position, info.value.format) == (
        "json.unexpected_character",
        37,
        "myformat",
    )
