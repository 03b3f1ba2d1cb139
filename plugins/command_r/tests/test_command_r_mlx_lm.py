"""mlx-lm's tool-parser tests as data: each row is a model output from ml-explore/mlx-lm's
tests (the tool text of the test with the tags mlx-lm's server strips put back), the format,
the tools passed, and the calls mlx-lm expects ("error" where it rejects the output; toolcalls
then reports an error and no call). Each row is parsed with every format installed and with
its format alone. Rows where toolcalls differs from mlx-lm by a DESIGN rule (a broken call
reported rather than dropped, strict JSON, JSON-first raw values) are left out."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_single_call_preserves_tool_call_id',
     '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": '
     '"SF"}}]<|END_ACTION|>',
     None,
     'command_r',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}}],
     None),
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_stable_ids_across_repeated_parses',
     '<|START_ACTION|>[{"tool_call_id": "42", "tool_name": "ping", "parameters": '
     '{}}]<|END_ACTION|>',
     None,
     'command_r',
     [{'name': 'ping', 'arguments': {}}],
     None),
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_parallel_calls_in_one_block_all_parsed',
     '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": '
     '"SF"}},{"tool_call_id": "1", "tool_name": "get_time", "parameters": {"tz": '
     '"PST"}}]<|END_ACTION|>',
     None,
     'command_r',
     [{'name': 'get_weather', 'arguments': {'city': 'SF'}},
      {'name': 'get_time', 'arguments': {'tz': 'PST'}}],
     None),
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_multiple_action_blocks_all_parsed',
     '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "search", "parameters": {"q": '
     '"weather"}}]<|END_ACTION|><|START_ACTION|>[{"tool_call_id": "1", "tool_name": "read_file", '
     '"parameters": {"path": "build/x"}}]<|END_ACTION|>',
     None,
     'command_r',
     [{'name': 'search', 'arguments': {'q': 'weather'}},
      {'name': 'read_file', 'arguments': {'path': 'build/x'}}],
     None),
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_non_object_arguments_rejected',
     '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "bad", "parameters": ["not", "an", '
     '"object"]}]<|END_ACTION|>',
     None,
     'command_r',
     'error',
     None),
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_total_parse_failure_raises_value_error',
     '<|START_ACTION|>not json at all<|END_ACTION|>',
     None,
     'command_r',
     'error',
     None),
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_truncated_block_raises_value_error',
     '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_wea',
     None,
     'command_r',
     'error',
     None),
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_empty_output_raises_value_error',
     '',
     None,
     'command_r',
     [],
     None),
    ('ml-explore/mlx-lm tests/test_cohere_north.py::test_missing_id_omits_id_key',
     '<|START_ACTION|>[{"tool_name": "ping", "parameters": {}}]<|END_ACTION|>',
     None,
     'command_r',
     [{'name': 'ping', 'arguments': {}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlx_lm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
