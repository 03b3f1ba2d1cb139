"""LMDeploy's tool-parser tests as data: each row is a model output from InternLM/lmdeploy's tests
(tests/test_lmdeploy/serve/parsers/ and the older tests/test_lmdeploy/test_*_parser.py; a
payload that a test feeds to a tool parser alone gets the markers its response parser strips put
back; a stream is the concatenation of its chunks), the tools passed, the format, the calls
LMDeploy expects ("error" where it rejects the output and returns no call; toolcalls then
reports an error and no call) and the content and reasoning where the test asserts them
(compared with whitespace runs collapsed where the peer's text has edge whitespace: toolcalls
drops it). Each row is parsed with every format installed and with its format alone.

Nothing left out."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'InternLM/lmdeploy tests/test_lmdeploy/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + 'serve/parsers/test_llama3_parser.py::test_llama3_parse_complete_without_close_tag',
     ('<|python_tag|>{"name":"find_user_id_by_name_zip","parameters":{"first_name":"Chen","last_'
      'name":"Johnson","zip":77004}}'),
     [{'type': 'function',
       'function': {'name': 'find_user_id_by_name_zip',
                    'parameters': {'type': 'object',
                                   'properties': {'first_name': {'type': 'string'},
                                                  'last_name': {'type': 'string'},
                                                  'zip': {'type': 'integer'}}}}}],
     'llama',
     [{'name': 'find_user_id_by_name_zip',
       'arguments': {'first_name': 'Chen', 'last_name': 'Johnson', 'zip': 77004}}],
     '',
     {}),
    (SRC + ('serve/parsers/test_llama3_parser.py::test_llama3_streaming_emits_plain_text_after_t'
     'ool_call_finishes'),
     ('<|python_tag|>{"name":"find_user_id_by_name_zip","parameters":{"first_name":"Chen","last_'
      'name":"Johnson","zip":77004}} Done.'),
     [{'type': 'function',
       'function': {'name': 'find_user_id_by_name_zip',
                    'parameters': {'type': 'object',
                                   'properties': {'first_name': {'type': 'string'},
                                                  'last_name': {'type': 'string'},
                                                  'zip': {'type': 'integer'}}}}}],
     'llama',
     [{'name': 'find_user_id_by_name_zip',
       'arguments': {'first_name': 'Chen', 'last_name': 'Johnson', 'zip': 77004}}],
     ' Done.',
     {'collapse': True}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_lmdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
