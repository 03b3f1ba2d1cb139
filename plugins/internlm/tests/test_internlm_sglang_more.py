"""SGLang's InternLM detector tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/test_internlm_detector.py`` (one stored version) with the
calls and content SGLang states; where the test asserts only the content, the row holds the call
toolcalls reads too. Each row is parsed with every format installed and with ``internlm`` alone.

What was left out by which rule (an action cut inside a Python-style argument is an error here,
content in SGLang) is docs/conformance.md, "SGLang's reasoning-parser tests (beyond the corpus)",
the addendum on SGLang's remaining parser tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_internlm_detector.py::TestInternlmDetectorFinishFlush::test_clean_stream_finish_'
          'is_noop'),
     'just some text',
     TOOLS_0,
     'internlm',
     [],
     'just some text'),
    (S + ('test_internlm_detector.py::TestInternlmDetectorFinishFlush::test_complete_call_not_du'
          'plicated_at_finish'),
     ('<|action_start|> <|plugin|>\n{"name": "get_weather", "arguments": {"city": "Paris"}}<|act'
      'ion_end|>'),
     None,
     'internlm',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_more_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                          content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
