"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_apertus2509_detector.py). Each row is a model
output of those tests (a streaming test's chunks joined; the tests' helper functions written
out), the tools the test passes, the format, the calls SGLang expects ("error" where it returns
no call for a malformed output and toolcalls reports the error) and, where the test asserts it
and toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs
collapsed and the ends stripped). Where a test checks only some argument keys, the row holds the
whole arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): a second block cut inside
its JSON at the end of the text is ``json.unexpected_end`` (SGLang buffers it).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {
        'type': 'function',
        'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}},
    },
    {
        'type': 'function',
        'function': {'name': 'get_time', 'parameters': {'type': 'object', 'properties': {}}},
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_apertus2509_detector.py::TestApertus2509Streaming::'
          'test_chunk_invariance_for_multiple_blocks_and_trailing_text'),
     ('before<|tools_prefix|>[{"get_weather": {"city": "Z\\u00fcrich"}}]<|tools_suffix|>'
      'between<|tools_prefix|>[{"get_time": {}}, {"get_weather": {"city": '
      '"Tokyo"}}]<|tools_suffix|>done'),
     TOOLS_0,
     'apertus',
     [
         {'name': 'get_weather', 'arguments': {'city': 'Zürich'}},
         {'name': 'get_time', 'arguments': {}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
     ],
     'beforebetweendone'),
    (S + ('test_apertus2509_detector.py::TestApertus2509Streaming::'
          'test_second_incomplete_block_stays_buffered'),
     ('<|tools_prefix|>[{"get_weather": {}}]<|tools_suffix|>between<|tools_prefix|>'
      '[{"get_time": {"zone": "UTC"}}]<|tools_suffix|>done'),
     TOOLS_0,
     'apertus',
     [
         {'name': 'get_weather', 'arguments': {}},
         {'name': 'get_time', 'arguments': {'zone': 'UTC'}},
     ],
     'betweendone'),
    (S + ('test_apertus2509_detector.py::TestApertus2509Streaming::'
          'test_plain_text_and_single_block_controls'),
     '<|tools_prefix|>[{"get_time": {}}]<|tools_suffix|>done',
     TOOLS_0,
     'apertus',
     [{'name': 'get_time', 'arguments': {}}],
     'done'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
