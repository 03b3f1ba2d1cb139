"""LocalAI's parser tests as data, bare JSON calls (format ``json``): model outputs from
mudler/LocalAI's Go tests (``pkg/functions/parse_test.go``, ``parse_glm_9722_test.go``,
``core/http/endpoints/openai/chat_toolcalls_test.go`` and ``chat_test.go``) with the calls and
content LocalAI expects. The regular-expression and key-renaming options those tests configure
are left out where the output is in no vendor's format; JSON in prose, which LocalAI cuts out
with a configured regex, is read by the ``json`` tier as it stands.

Each row is parsed with every format installed and with its format alone. Where LocalAI's test
checks only part of the result (that a call was found, a substring of an argument), the row
holds the whole call toolcalls returns; an output cut before its end, which LocalAI keeps as a
partial call while it waits for more text, is an "error" row (batch parsing names the cut).

Left out (docs/conformance.md, "LocalAI's tests"): a call that breaks its tool's schema, which
LocalAI drops; a bare JSON call next to a Qwen3-Coder block, where the tagged tier wins.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should parse the function name and arguments correctly'),
     '{"name": "add", "arguments": {"x": 5, "y": 3}}',
     None,
     'json',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::returns no results when is invalid',
     'invalid input',
     None,
     'json',
     [],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should handle multiple function calls',
     ('[{"name": "add", "arguments": {"x": 5, "y": 3}}, {"name": "subtract", "arguments": {"x": '
      '10, "y": 7}}]'),
     None,
     'json',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}},
      {'name': 'subtract', 'arguments': {'x': 10, 'y': 7}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should parse the result by matching the JSONRegexMatch (no opener)'),
     '\n{"name": "add", "arguments": {"x": 5, "y": 3}}\n</tool_call>',
     None,
     'json',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should parse the result even with invalid JSON',
     ('{"name": "add", "arguments": {"x": 5, "y": 3}} invalid {"name": "add", "arguments": {"x": '
      '5, "y": 3}}'),
     None,
     'json',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}},
      {'name': 'add', 'arguments': {'x': 5, 'y': 3}}],
     None),
    ('mudler/LocalAI pkg/functions/parse_test.go::should replace text before and after JSON blob',
     ('\n'
      'Some text before the JSON\n'
      '{"name": "add", "arguments": {"x": 5, "y": 3}}\n'
      'Some text after the JSON\n'),
     None,
     'json',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}}],
     None),
    (('mudler/LocalAI pkg/functions/parse_test.go::'
      'should replace text before and after array JSON blob'),
     ('\n'
      'Some text before the JSON\n'
      '[{"name": "add", "arguments": {"x": 5, "y": 3}}, {"name": "subtract", "arguments": {"x": '
      '10, "y": 7}}]\n'
      'Some text after the JSON\n'),
     None,
     'json',
     [{'name': 'add', 'arguments': {'x': 5, 'y': 3}},
      {'name': 'subtract', 'arguments': {'x': 10, 'y': 7}}],
     None),
    ('mudler/LocalAI core/http/endpoints/openai/chat_toolcalls_test.go::keeps a call that fits',
     '{"name": "bash", "arguments": {"script": "ls"}}',
     [{'type': 'function',
       'function': {'name': 'bash',
                    'parameters': {'type': 'object',
                                   'properties': {'script': {'type': 'string'}},
                                   'required': ['script']}}}],
     'json',
     [{'name': 'bash', 'arguments': {'script': 'ls'}}],
     None),
    (('mudler/LocalAI core/http/endpoints/openai/chat_test.go::'
      'keeps a tag-less JSON answer as content (the summary case)'),
     '{"short":"Tests pass","long":"go test ./... succeeded."}',
     None,
     'json',
     [],
     '{"short":"Tests pass","long":"go test ./... succeeded."}'),
    (('mudler/LocalAI core/http/endpoints/openai/chat_test.go::'
      'preserves content for a non-thinking-mode request (enable_thinking=false, empty '
      'reasoning_content)'),
     '{"short":"Go tests passed for internal/session"}',
     None,
     'json',
     [],
     '{"short":"Go tests passed for internal/session"}'),
    (('mudler/LocalAI pkg/functions/parse_glm_9722_test.go::'
      'auto-detect must not emit a misparsed tool name (leading prose then JSON)'),
     '<tool_call>\nSure: {"name": "bash", "arguments": {"script": "ls"}}\n</tool_call>',
     None,
     'json',
     [{'name': 'bash', 'arguments': {'script': 'ls'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_localai_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
