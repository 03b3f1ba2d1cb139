"""Xinference's Llama 3 tool-parser tests as data: Python expressions a model might write instead
of a call (imports, ``exec``, ``eval``, lambdas), which Xinference must neither run nor read as
calls; here none is a call and each stays content. Which files were read, how a row is written
(streamed chunks joined into one text, content compared with whitespace runs collapsed) and what
was left out by which rule is docs/conformance.md, "Xinference's tests (beyond the corpus)". Each
row is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_reject_os_system_call'),
     "__import__('os').system('echo PWNED')",
     None,
     'python',
     [],
     "__import__('os').system('echo PWNED')"),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_reject_subprocess_call'),
     "__import__('subprocess').check_output(['id'])",
     None,
     'python',
     [],
     "__import__('subprocess').check_output(['id'])"),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_reject_builtins_exploit_via_class'),
     '().__class__.__bases__[0].__subclasses__()',
     None,
     'python',
     [],
     '().__class__.__bases__[0].__subclasses__()'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_reject_eval_within_eval'),
     'eval(\'__import__("os").system("id")\')',
     None,
     'python',
     [],
     'eval(\'__import__("os").system("id")\')'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_reject_exec_call'),
     'exec(\'import os; os.system("whoami")\')',
     None,
     'python',
     [],
     'exec(\'import os; os.system("whoami")\')'),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_reject_lambda'),
     "(lambda: __import__('os').system('id'))()",
     None,
     'python',
     [],
     "(lambda: __import__('os').system('id'))()"),
    (('xorbitsai/inference xinference/model/llm/tool_parsers/tests/test_llama3_tool_parser.py::Te'
      'stLlama3ToolParserSafeParsing::test_reject_compile_exec'),
     'exec(compile(\'import os; os.system("id")\', \'<string>\', \'exec\'))',
     None,
     'python',
     [],
     'exec(compile(\'import os; os.system("id")\', \'<string>\', \'exec\'))'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_xinference_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                         content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
