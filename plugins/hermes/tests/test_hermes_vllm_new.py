"""vLLM's tool-parser tests in their newest stored versions, as data: each row is a model output
from vllm-project/vllm tests/tool_parsers/test_hermes_tool_parser.py (Hermes and Granite 4
parsers), the tools the test passes, the format, the calls vLLM expects and the content where
the test asserts it (a stream is its chunks joined). Outputs already in the conformance corpus
or in another table are not repeated. Each row is parsed with every format installed and with
its format alone.

Left out, by rule: an arguments string that does not decode to a JSON object (`"hello"`,
`"{hello world}"`, `"[oops"`) is tool_call.invalid_arguments (DESIGN 3)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'vllm-project/vllm tests/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('tool_parsers/test_hermes_tool_parser.py::test_hermes_streaming_tool_call_with_stream'
            '_interval'),
     ('<tool_call>{"name": "get_current_temperature", "arguments": {"location": "San Francisco", '
      '"unit": "celsius"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_current_temperature',
       'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_hermes_tool_parser.py::test_hermes_streaming_just_forward_text_wit'
            'h_stream_interval'),
     'This is plain text with no tool calling involved.',
     None,
     'hermes',
     [],
     'This is plain text with no tool calling involved.',
     {}),
    (SRC + ('tool_parsers/test_hermes_tool_parser.py::test_hermes_streaming_serialized_arguments_'
            'with_stream_interval'),
     ('<tool_call>{"name": "get_db_config", "arguments": "{\\"param\\": \\"max_connections\\"}"}<'
      '/tool_call>'),
     None,
     'hermes',
     [{'name': 'get_db_config', 'arguments': {'param': 'max_connections'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_hermes_tool_parser.py::test_hermes_streaming_string_arguments_matc'
            'h_non_streaming[{"param": "max_connections"}]'),
     '<tool_call>{"name": "f", "arguments": "{\\"param\\": \\"max_connections\\"}"}</tool_call>',
     None,
     'hermes',
     [{'name': 'f', 'arguments': {'param': 'max_connections'}}],
     None,
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
