"""exo's Qwen3-Coder schema test as data (``test_parsing/test_tool_schema_coercion.py``):
the values typed by the tool's schema; and two outputs of ``test_runner/test_parse_tool_calls.py``
as stored in the fork nyx-rattapoom/exo, which runs mlx-lm's ``qwen3_coder`` parser (a call cut by
the length limit, which exo passes on as text, is an "error" row).

Left out, and the differences by rule: docs/conformance.md, "KTransformers', vLLM Ascend's and exo's
tests (beyond the corpus)". Each row is parsed with every format installed and with its format
alone; content and reasoning are compared with whitespace runs collapsed and the ends stripped.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: tool definitions the tests give their parsers
TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'myfunc',
            'parameters': {
                'type': 'object',
                'properties': {
                    'x': {'type': 'integer'},
                    'flag': {'type': 'boolean'},
                    'obj': {'type': 'object'},
                    'arr': {'type': 'array'},
                },
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('exo-explore/exo src/exo/worker/tests/unittests/test_parsing/test_tool_schema_coercion.py::'
      'test_qwen3_coder_schema_coercion'),
     ('<tool_call><function=myfunc><parameter=x>1</parameter><parameter=flag>true</parameter><par'
      'ameter=obj>{"a": 1}</parameter><parameter=arr>[1, 2]</parameter></function></tool_call>'),
     TOOLS_1,
     'qwen3_coder',
     [{'name': 'myfunc', 'arguments': {'x': 1, 'flag': True, 'obj': {'a': 1}, 'arr': [1, 2]}}],
     ''),
    (('nyx-rattapoom/exo src/exo/worker/tests/unittests/test_runner/test_parse_tool_calls.py::Tes'
      'tParseToolCalls::test_qwen3_coder_xml_with_multiline_html_content_parses'),
     ('<tool_call>\n<function=write>\n<parameter=file_path>\nbuild/pipeline.html\n</parameter>\n<p'
      'arameter=content>\n<!DOCTYPE html>\n<html lang="en">\n<head>\n    <meta charset="UTF-8">\n'
      '    <style>\n        body { color: white; }\n    </style>\n</head>\n<body>\n    <svg><path'
      ' d="M95,140 C100,132 160,128 235,140" fill="none"/></svg>\n    <p>a < b && c > d</p>\n</bo'
      'dy>\n</html>\n</parameter>\n<parameter=overwrite>\ntrue\n</parameter>\n</function>\n</tool'
      '_call>'),
     [{'type': 'function',
       'function': {'name': 'write',
                    'parameters': {'type': 'object',
                                   'properties': {'file_path': {'type': 'string'},
                                                  'content': {'type': 'string'},
                                                  'overwrite': {'type': 'boolean'}},
                                   'required': ['file_path', 'content']}}}],
     'qwen3_coder',
     [{'name': 'write',
       'arguments': {'file_path': 'build/pipeline.html',
                     'content': '<!DOCTYPE html>\n'
                                '<html lang="en">\n'
                                '<head>\n'
                                '    <meta charset="UTF-8">\n'
                                '    <style>\n'
                                '        body { color: white; }\n'
                                '    </style>\n'
                                '</head>\n'
                                '<body>\n'
                                '    <svg><path d="M95,140 C100,132 160,128 235,140" '
                                'fill="none"/></svg>\n'
                                '    <p>a < b && c > d</p>\n'
                                '</body>\n'
                                '</html>',
                     'overwrite': True}}],
     ''),
    (('nyx-rattapoom/exo src/exo/worker/tests/unittests/test_runner/test_parse_tool_calls.py::Tes'
      'tParseToolCalls::test_tool_call_truncated_by_length_preserves_length'),
     ('<tool_call>\n<function=write>\n<parameter=file_path>\nbuild/pipeline.html\n</parameter>\n<p'
      'arameter=content>\n<!DOCTYPE html>\n<html>\n<body><p>cut off here'),
     None,
     'qwen3_coder',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_exo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                  content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
