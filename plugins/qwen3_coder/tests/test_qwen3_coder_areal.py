"""AReaL's tool-call-parser tests as data, for Qwen3-Coder XML (areal-project/AReaL
tests/experimental/openai/test_tool_call_parser.py): a call whose integer parameter is typed by
the tools, plain prose, and two blocks AReaL rejects (a tool name written as
``<parameter=UnknownTool>``, a block holding only ``<`` and ``</function>``), which are errors
here. Each row is parsed with the test's tools, with every format installed and with
``qwen3_coder`` alone.

Left out (docs/conformance.md): AReaL's repair of a declared tool name written as
``<parameter=NAME>`` (never repaired here, DESIGN 2), its rejection of a block whose second
function has no parameters (a call with ``{}`` here; required parameters are checked by
``validate=True``, DESIGN 3b), and of a value holding ``</parameter>`` text (read as value text
where no structure follows, docs/formats.md, qwen3_coder)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'areal-project/AReaL tests/experimental/openai/test_tool_call_parser.py::'

#: the test's tools (Bash: command string, timeout integer; Write: file_path, content)
CODER_TOOLS: list[dict[str, Any]] = [{'type': 'function',
      'function': {'name': 'Bash',
                   'description': 'Run a shell command.',
                   'parameters': {'type': 'object',
                                  'properties': {'command': {'type': 'string'},
                                                 'timeout': {'type': 'integer'}},
                                  'required': ['command']}}},
     {'type': 'function',
      'function': {'name': 'Write',
                   'description': 'Write a file.',
                   'parameters': {'type': 'object',
                                  'properties': {'file_path': {'type': 'string'},
                                                 'content': {'type': 'string'}},
                                  'required': ['file_path', 'content']}}}]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_process_tool_calls_qwen3_coder_xml_parameters_without_sglang',
     ("I'll inspect the repository.\n"
      '\n'
      '<tool_call>\n'
      '<function=Bash>\n'
      '<parameter=command>\n'
      'ls -la\n'
      '</parameter>\n'
      '<parameter=timeout>\n'
      '120\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call><|im_end|>'),
     CODER_TOOLS,
     'qwen3_coder',
     [{'name': 'Bash', 'arguments': {'command': 'ls -la', 'timeout': 120}}],
     "I'll inspect the repository."),
    (S + 'test_qwen3_coder_does_not_repair_unknown_mislabeled_tool',
     ('<tool_call>\n'
      '<parameter=UnknownTool>\n'
      '<parameter=value>\n'
      'unsafe guess\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     CODER_TOOLS,
     'qwen3_coder',
     'error',
     None),
    (S + 'test_sglang_malformed_tool_block_preserves_text_and_finish_reason',
     ('Let me replace the mesh-construction layer.</think>\n'
      '\n'
      '<tool_call>\n'
      '<\n'
      '</function>\n'
      '</tool_call><|im_end|>'),
     CODER_TOOLS,
     'qwen3_coder',
     'error',
     None),
    (S + 'test_process_tool_calls_without_reasoning_parser_returns_plain_text',
     'The task is complete.',
     CODER_TOOLS,
     'qwen3_coder',
     [],
     'The task is complete.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_areal_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
