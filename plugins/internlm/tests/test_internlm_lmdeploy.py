"""LMDeploy's tool-parser tests as data: each row is a model output from InternLM/lmdeploy's tests
(tests/test_lmdeploy/serve/parsers/ and the older tests/test_lmdeploy/test_*_parser.py; a
payload that a test feeds to a tool parser alone gets the markers its response parser strips put
back; a stream is the concatenation of its chunks), the tools passed, the format, the calls
LMDeploy expects ("error" where it rejects the output and returns no call; toolcalls then
reports an error and no call) and the content and reasoning where the test asserts them
(compared with whitespace runs collapsed where the peer's text has edge whitespace: toolcalls
drops it). Each row is parsed with every format installed and with its format alone.

Left out, by rule: LMDeploy's InternLM parser reads "parameters" only and gives {"name": "f",
"arguments": {...}} empty arguments; a call shape takes any of the arguments keys (DESIGN 3), so
toolcalls reads them (test_each_json_protocol_ignores_the_other_argument_field,
test_interns1_parser.py::test_arguments_field_is_not_treated_as_parameters)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'InternLM/lmdeploy tests/test_lmdeploy/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, reasoning_started, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('serve/parsers/test_interns1_parser.py::test_stream_chunk_handles_split_internlm_ope'
     'n_tag'),
     ('<|action_start|><|plugin|>\n{\n    "name": "get_weather",\n    "parameters": {"city": "Be'
      'rlin"}\n}<|action_end|>'),
     None,
     'internlm',
     [{'name': 'get_weather', 'arguments': {'city': 'Berlin'}}],
     '',
     {}),
    (SRC + ('serve/parsers/test_interns1_parser.py::test_stream_chunk_matches_split_internlm_sequ'
     'ence'),
     ('<|action_start|><|plugin|>\n{"name":"get_weather","parameters":{"city":"Berlin"}}<|action_'
      'end|>'),
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'internlm',
     [{'name': 'get_weather', 'arguments': {'city': 'Berlin'}}],
     '',
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_lmdeploy_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
