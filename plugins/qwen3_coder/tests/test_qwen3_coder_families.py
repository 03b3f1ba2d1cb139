"""IQuest Coder V1 writes Qwen3-Coder's calls (vLLM's iquest_coder parser is Qwen3-Coder's); the
cases of vLLM's tests/tool_parsers/test_iquest_coder_tool_parser.py (vllm-project/vllm)."""

from __future__ import annotations

import toolcalls

CALL = ("<tool_call>\n<function=read_file>\n<parameter=file_path>\n/x/main.py\n</parameter>\n"
        "<parameter=timeout_ms>\n500\n</parameter>\n</function>\n</tool_call>")
TOOLS = [{"name": "read_file", "parameters": {"type": "object", "properties": {
    "file_path": {"type": "string"}, "timeout_ms": {"type": "integer"}}}}]


def test_the_whitespace_between_calls_is_no_content() -> None:
    # the iQuest template puts a newline before each <tool_call>: vLLM strips it; so do we
    text = "\n" + CALL + "\n" + CALL
    result = toolcalls.parse(text, tools=TOOLS)
    assert [(c.name, c.arguments, c.format) for c in result.calls] == [
        ("read_file", {"file_path": "/x/main.py", "timeout_ms": 500}, "qwen3_coder")] * 2
    assert (result.content, result.errors) == ("", [])


def test_genuine_text_before_the_calls_is_content() -> None:
    result = toolcalls.parse("Reading it now.\n" + CALL, tools=TOOLS)
    assert result.content == "Reading it now."
    assert len(result.calls) == 1
