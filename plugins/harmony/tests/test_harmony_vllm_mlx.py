"""vllm-mlx's parser tests as data (waybarrios/vllm-mlx tests/: test_tool_parsers.py,
test_deepseek_v4_tool_parser.py, test_gemma4_tool_parser.py, test_gemma4_parser.py,
test_harmony_parsers.py). Each row is a model output of those tests (a streaming test's chunks
joined; the tests' builder functions written out), the format, the calls the test expects and,
where the test asserts it, the content (compared with whitespace runs collapsed and the ends
stripped). The tests pass no tools and most check only call names or a few argument keys: a
row holds the whole arguments object the text gives, which agrees with every key the test
checks. Each row is parsed with every format installed and with its format alone.

Left out: outputs the repository already tests, repeats, and the outputs where toolcalls differs
from vllm-mlx (docs/conformance.md, "vllm-mlx's tests"): ``{invalid json here}`` as a call's
message is ``json.unquoted_key`` (vllm-mlx keeps the raw string as the arguments; DESIGN 2, 3);
the tests' analysis and final messages put a newline between ``<|channel|>NAME`` and
``<|message|>``, which gpt-oss never writes (its header tokens are adjacent): the channel name
stays in content and the analysis is not reasoning (read in gpt-oss's spelling only).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "waybarrios/vllm-mlx tests/"

#: (source, model output, tools, format, expected calls, content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_harmony_parsers.py::TestHarmonyToolParser::test_single_tool_call',
     ('<|start|>\n'
      '<|channel|>commentary to=functions.get_weather\n'
      '<|constrain|>json\n'
      '<|message|>{"location": "San Francisco", "unit": "celsius"}\n'
      '<|call|>'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}],
     None),
    (S + 'test_harmony_parsers.py::TestHarmonyToolParser::test_multiple_tool_calls',
     ('<|start|>\n'
      '<|channel|>commentary to=functions.get_weather\n'
      '<|constrain|>json\n'
      '<|message|>{"location": "SF"}\n'
      '<|call|>\n'
      '<|channel|>commentary to=functions.get_time\n'
      '<|constrain|>json\n'
      '<|message|>{"timezone": "PST"}\n'
      '<|call|>'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'SF'}},
      {'name': 'get_time', 'arguments': {'timezone': 'PST'}}],
     None),
    (S + 'test_harmony_parsers.py::TestHarmonyToolParser::test_tool_call_without_constrain',
     '<|channel|>commentary to=functions.simple_func\n<|message|>{"arg": "value"}\n<|call|>',
     None,
     'harmony',
     [{'name': 'simple_func', 'arguments': {'arg': 'value'}}],
     None),
    (S + 'test_harmony_parsers.py::TestHarmonyToolParser::test_plain_text_input',
     'Just a regular response.',
     None,
     'harmony',
     [],
     'Just a regular response.'),
    (S + 'test_harmony_parsers.py::TestHarmonyToolParser::test_unique_tool_ids',
     ('<|channel|>commentary to=functions.func_a\n'
      '<|constrain|>json\n'
      '<|message|>{}\n'
      '<|call|>\n'
      '<|channel|>commentary to=functions.func_b\n'
      '<|constrain|>json\n'
      '<|message|>{}\n'
      '<|call|>'),
     None,
     'harmony',
     [{'name': 'func_a', 'arguments': {}}, {'name': 'func_b', 'arguments': {}}],
     None),
    (S + 'test_harmony_parsers.py::TestHarmonyToolParser::test_nested_json_arguments',
     ('<|channel|>commentary to=functions.query\n'
      '<|constrain|>json\n'
      '<|message|>{"filter": {"type": "range", "min": 0, "max": 100}, "sort": "asc"}\n'
      '<|call|>'),
     None,
     'harmony',
     [{'name': 'query',
       'arguments': {'filter': {'type': 'range', 'min': 0, 'max': 100}, 'sort': 'asc'}}],
     None),
    (S + 'test_harmony_parsers.py::TestHarmonyToolParser::test_streaming_tool_call_complete',
     '<|channel|>commentary to=functions.func\n<|constrain|>json\n<|message|>{"a": 1}\n<|call|>',
     None,
     'harmony',
     [{'name': 'func', 'arguments': {'a': 1}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_mlx_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
