"""mlx-openai-server's tests as data for ``<tool_call>`` JSON and the ``<think>`` pair: model
outputs from cubist38/mlx-openai-server (``tests/test_base_tool_parser.py``,
``tests/parsers/test_hermes.py``, ``test_qwen3_moe.py`` (``test_qwen3_vl.py`` has the same
text), ``tests/test_generation_termination.py`` and the mixed-think handler tests) with the
calls, content and reasoning those tests expect. Streamed chunks are joined into their text;
where a test checks only part of the result (that a call was found, a name, a substring), the
row holds the whole call toolcalls returns, and content is given only where the test states it.
Each row is parsed with every format installed and with its format alone; content and reasoning
compared with whitespace runs collapsed. ``REASONING_CASES`` assert reasoning;
``reasoning_started=True`` marks a handler whose reasoning parser knows the prompt opened
``<think>`` (Qwen3 MoE). The ``<think>`` pair is the engine's own, so these rows run with
``hermes`` alone too.

What was read, the counts and what was left out by which rule: docs/conformance.md,
"mlx-openai-server's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('cubist38/mlx-openai-server '
      'tests/test_base_tool_parser.py::TestBaseToolParser::test_parse_stream[simple function '
      'call]'),
     ('Some text before <tool_call>\n{"name": "get_weather", "arguments": {"city": "Hue"}}\n'
      '</tool_call>\nMore text after\n<tool_call>\n{"name": "get_weather", "arguments": '
      '{"city": "Sydney"}}\n</tool_call>\nFinal text'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'city': 'Hue'}},
      {'name': 'get_weather', 'arguments': {'city': 'Sydney'}}],
     'Some text before \nMore text after\n\nFinal text'),
    (('cubist38/mlx-openai-server '
      'tests/test_base_tool_parser.py::TestBaseToolParser::test_parse_stream[streaming function '
      'call]'),
     ('Start <tool_call>\n{"name": "python", "arguments": {"code": "print(\'hello\')"}}\n'
      '</tool_call>\nEnd'),
     None,
     'hermes',
     [{'name': 'python', 'arguments': {'code': "print('hello')"}}],
     'Start \nEnd'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<think>]'),
     'literal <th',
     None,
     'hermes',
     [],
     'literal <th'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<think>]'),
     'literal <thi',
     None,
     'hermes',
     [],
     'literal <thi'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<think>]'),
     'literal <thin',
     None,
     'hermes',
     [],
     'literal <thin'),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_literal_partial_open_delimiter_eof[<think>]'),
     'literal <think',
     None,
     'hermes',
     [],
     'literal <think'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxserver_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls or "error", content or None, reasoning
#: or None, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('cubist38/mlx-openai-server '
      'tests/parsers/test_hermes.py::test_hermes_reasoning_and_tool_parsing_streaming'),
     ('<think>I am thinking about the problem.</think><tool_call>{"name": '
      '"tool_name","arguments": {"argument_name": "argument_value"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'tool_name', 'arguments': {'argument_name': 'argument_value'}}],
     '',
     'I am thinking about the problem.',
     None),
    (('cubist38/mlx-openai-server '
      'tests/parsers/test_qwen3_moe.py::test_qwen3_moe_reasoning_and_tool_parsing_streaming'),
     ('I am thinking about the problem.</think><tool_call>{"name": "tool_name","arguments": '
      '{"argument_name": "argument_value"}}</tool_call>'),
     None,
     'hermes',
     [{'name': 'tool_name', 'arguments': {'argument_name': 'argument_value'}}],
     '',
     'I am thinking about the problem.',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_close_delimiter_eof'),
     '<think>thinking',
     None,
     'hermes',
     [],
     '',
     'thinking',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_close_delimiter_eof'),
     '<think>thinking<',
     None,
     'hermes',
     [],
     '',
     'thinking<',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_close_delimiter_eof'),
     '<think>thinking</',
     None,
     'hermes',
     [],
     '',
     'thinking</',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_close_delimiter_eof'),
     '<think>thinking</t',
     None,
     'hermes',
     [],
     '',
     'thinking</t',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_close_delimiter_eof'),
     '<think>thinking</th',
     None,
     'hermes',
     [],
     '',
     'thinking</th',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_close_delimiter_eof'),
     '<think>thinking</thi',
     None,
     'hermes',
     [],
     '',
     'thinking</thi',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_close_delimiter_eof'),
     '<think>thinking</thin',
     None,
     'hermes',
     [],
     '',
     'thinking</thin',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_generation_termination.py::test_reasoning_close_delimiter_eof'),
     '<think>thinking</think',
     None,
     'hermes',
     [],
     '',
     'thinking</think',
     None),
    (('cubist38/mlx-openai-server '
      'tests/test_mixed_think_tool_handoff_stream_handler_integration.py::test_nonstream_qwen3_m'
      'oe_unclosed_reasoning_never_executes_embedded_tool'),
     ('preface before tool.\n'
      '<tool_call>{"name":"read_file","arguments":{"path":"app/handler/mlx_vlm.py"}}</tool_call>'
      '\n'),
     None,
     'hermes',
     [],
     '',
     ('preface before tool.\n'
      '<tool_call>{"name":"read_file","arguments":{"path":"app/handler/mlx_vlm.py"}}</tool_call>'
      '\n'),
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_mlxserver_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                  content: str | None, reasoning: str | None,
                                  started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
