"""LightLLM's GLM-4.7 tests as data for ``glm4``: model outputs from ModelTC/LightLLM's unit test
of ``lightllm/server/function_call_parser.py``'s ``glm47`` detector (the index holds the module
without its path; the rows name its tests) with the calls and content LightLLM expects. The
tools are the test's ``Read`` and ``Write``; a ``string`` parameter keeps its text as written
(JSON-looking, numeric, boolean, quoted, indented), a ``boolean`` one is typed.

Left out (docs/conformance.md, "FastDeploy's, LightLLM's and Aphrodite's tests"): a call to a
tool the list does not hold, which LightLLM drops (``tool_call.unknown_tool`` here), a
100,000-character value (size), and three outputs that agree but hold absolute file paths
(``Read`` of a file under the temporary directory, three calls and two calls around prose).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

TOOLS = [
    {"type": "function", "function": {"name": "Read", "parameters": {
        "type": "object", "properties": {"file_path": {"type": "string"}}}}},
    {"type": "function", "function": {"name": "Write", "parameters": {
        "type": "object", "properties": {"content": {"type": "string"},
                                         "overwrite": {"type": "boolean"}}}}},
]


#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ModelTC/LightLLM (glm47 stream test module)::'
      'test_string_arguments_preserve_type_and_whitespace[\'{"count": 1}\']'),
     '<tool_call>Write<arg_key>content</arg_key><arg_value>{"count": 1}</arg_value></tool_call>',
     TOOLS,
     'glm4',
     [{'name': 'Write', 'arguments': {'content': '{"count": 1}'}}],
     ''),
    (('ModelTC/LightLLM (glm47 stream test module)::'
      "test_string_arguments_preserve_type_and_whitespace['123']"),
     '<tool_call>Write<arg_key>content</arg_key><arg_value>123</arg_value></tool_call>',
     TOOLS,
     'glm4',
     [{'name': 'Write', 'arguments': {'content': '123'}}],
     ''),
    (('ModelTC/LightLLM (glm47 stream test module)::'
      "test_string_arguments_preserve_type_and_whitespace['false']"),
     '<tool_call>Write<arg_key>content</arg_key><arg_value>false</arg_value></tool_call>',
     TOOLS,
     'glm4',
     [{'name': 'Write', 'arguments': {'content': 'false'}}],
     ''),
    (('ModelTC/LightLLM (glm47 stream test module)::'
      "test_string_arguments_preserve_type_and_whitespace['    return 1\\n']"),
     ('<tool_call>Write<arg_key>content</arg_key><arg_value>    return 1\n'
      '</arg_value></tool_call>'),
     TOOLS,
     'glm4',
     [{'name': 'Write', 'arguments': {'content': '    return 1\n'}}],
     ''),
    (('ModelTC/LightLLM (glm47 stream test module)::'
      'test_string_arguments_preserve_type_and_whitespace[\'"quoted"\']'),
     '<tool_call>Write<arg_key>content</arg_key><arg_value>"quoted"</arg_value></tool_call>',
     TOOLS,
     'glm4',
     [{'name': 'Write', 'arguments': {'content': '"quoted"'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_lightllm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
