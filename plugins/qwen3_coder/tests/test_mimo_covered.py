"""Xiaomi MiMo needs no format of its own: its outputs are parsed by existing formats.

MiMo-V2-Flash writes Qwen3-Coder's XML calls with the values inline
(``<tool_call>\\n<function=NAME>\\n<parameter=K>V</parameter>\\n</function>\\n</tool_call>``):
the ``qwen3_coder`` format. The cases are those of vLLM's
``tests/tool_parsers/test_mimov2_flash_tool_parser.py`` and the layout of SGLang's
``mimo_detector.py``. MiMo-7B and MiMo-VL use Qwen2.5's template, Hermes JSON in
``<tool_call>`` (llama.cpp's ``MiMo-VL.jinja`` has that opener): the ``hermes`` format. These
tests pin which format parses each shape, with the calls, the content and the reasoning; they
skip when ``hermes`` is not installed.
"""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls
from toolcalls import Parser

pytest.importorskip("toolcalls_hermes")

PARSER = Parser()


def xml(name: str, *params: tuple[str, str]) -> str:
    """One call in MiMo-V2-Flash's layout (values inline)."""
    body = "".join(f"<parameter={k}>{v}</parameter>\n" for k, v in params)
    return f"<tool_call>\n<function={name}>\n{body}</function>\n</tool_call>"


#: (id, text, calls, formats, content, reasoning)
COVERED: list[tuple[str, str, list[tuple[str, dict[str, Any]]], list[str], str, str | None]] = [
    ("vLLM: basic", "Here is the result:\n" + xml("execute_bash", ("command", "pwd && ls")),
     [("execute_bash", {"command": "pwd && ls"})], ["qwen3_coder"], "Here is the result:", None),
    ("vLLM: two parameters", xml("execute_code", ("language", "python"),
                                 ("code", 'print("hello")')),
     [("execute_code", {"language": "python", "code": 'print("hello")'})], ["qwen3_coder"], "",
     None),
    ("vLLM: content before", "Let me execute that command for you.\n"
     + xml("execute_bash", ("command", "echo hello")),
     [("execute_bash", {"command": "echo hello"})], ["qwen3_coder"],
     "Let me execute that command for you.", None),
    ("vLLM: no parameters", xml("noop"), [("noop", {})], ["qwen3_coder"], "", None),
    ("vLLM: a multi-line value kept exactly",
     xml("example_function_name", ("example_parameter_1", "value_1"),
         ("example_parameter_2", "This is the value for the second parameter\nthat can span\n"
          "multiple lines")),
     [("example_function_name", {"example_parameter_1": "value_1", "example_parameter_2":
       "This is the value for the second parameter\nthat can span\nmultiple lines"})],
     ["qwen3_coder"], "", None),
    ("vLLM streaming: content on the same line", "Hello " + xml("execute_bash", ("command", "ls")),
     [("execute_bash", {"command": "ls"})], ["qwen3_coder"], "Hello", None),
    ("two calls after thinking",
     "<think>List, then read.</think>\n" + xml("execute_bash", ("command", "pwd")) + "\n"
     + xml("read_file", ("path", "a.txt")),
     [("execute_bash", {"command": "pwd"}), ("read_file", {"path": "a.txt"})],
     ["qwen3_coder", "qwen3_coder"], "", "List, then read."),
    ("MiMo-7B / MiMo-VL: Hermes JSON",
     '<think>Weather.</think>\n<tool_call>\n{"name": "get_weather", "arguments": '
     '{"city": "Beijing"}}\n</tool_call>',
     [("get_weather", {"city": "Beijing"})], ["hermes"], "", "Weather."),
]


@pytest.mark.parametrize(("text", "calls", "formats", "content", "reasoning"),
                         [c[1:] for c in COVERED], ids=[c[0] for c in COVERED])
def test_mimo_output_is_covered(text: str, calls: list[tuple[str, dict[str, Any]]],
                                formats: list[str], content: str, reasoning: str | None) -> None:
    got = PARSER.parse_tool_calls(text, include_format=True)
    assert [(c["name"], c["arguments"]) for c in got] == calls
    assert [c["format"] for c in got] == formats
    result = PARSER.parse(text)
    assert (result.errors, result.content, result.reasoning) == ([], content, reasoning)


def test_values_are_typed_by_the_tools_schema() -> None:
    """SGLang's MiMo detector types values by the schema; here the core does (DESIGN 3b)."""
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "n": {"type": "integer"}, "s": {"type": "string"}, "ok": {"type": "boolean"}}}}]
    text = xml("f", ("n", "5"), ("s", "5"), ("ok", "true"))
    assert toolcalls.parse_tool_calls(text, tools=tools) == [
        {"name": "f", "arguments": {"n": 5, "s": "5", "ok": True}}]


def test_an_unclosed_call_before_prose_is_an_error() -> None:
    # vLLM's MiMo-V2-Flash parser stops at a block without </tool_call> and drops it
    text = "Sure.\n<tool_call>\n<function=f>\n<parameter=a>1</parameter>\nThen more prose."
    with pytest.raises(toolcalls.ToolCallError) as info:
        PARSER.parse_tool_calls(text)
    # a </parameter> counts as the closer only where structure follows (docs/formats.md,
    # qwen3_coder), so the element left open is the parameter
    assert (info.value.code, info.value.position, info.value.format) == (
        "tool_call.unclosed", text.index("<parameter=a>"), "qwen3_coder")
