"""SGLang's reasoning-parser tests as data for gpt-oss Harmony's analysis channel (SGLang's
GptOssDetector): model outputs from sgl-project/sglang's reasoning-parser tests
(``test/registered/unit/parser/``, the older ``test/srt/test_reasoning_parser.py``, and the model
gateway's Rust parsers in ``sgl-router/src/reasoning_parser/`` and
``sgl-model-gateway/src/reasoning_parser/``) with the reasoning and content SGLang expects. A
streaming test's chunks are joined into one text. ``reasoning_started=True`` marks a parser that
treats the text as reasoning until a closer because the chat template opened the block, None a
parser that needs the opener in the text. SGLang's tests check only that a word occurs in the final
text where a ``<|call|>`` message stands before it: those rows assert the reasoning only. Content
and reasoning are compared with whitespace runs collapsed and the ends stripped. Each row is parsed
with every format installed and with its format alone.

Which files were read, how rows are written and what was left out by which rule is
docs/conformance.md, "SGLang's reasoning-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGptOssDetecto'
      'r::test_detect_and_parse_with_analysis_and_final'),
     ('<|start|><|channel|>analysis<|message|>thinking hard<|end|><|channel|>final<|message|>the '
      'answer<|end|>'),
     None,
     'harmony',
     [],
     'the answer',
     'thinking hard',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGptOssDetecto'
      'r::test_detect_and_parse_normal_only'),
     '<|start|><|channel|>final<|message|>just the answer<|end|>',
     None,
     'harmony',
     [],
     'just the answer',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGptOssDetecto'
      'r::test_streaming_analysis_then_final'),
     ('<|start|><|channel|>analysis<|message|>reasoning part<|end|><|channel|>final<|message|>ans'
      'wer<|end|>'),
     None,
     'harmony',
     [],
     'answer',
     'reasoning part',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGptOssDetecto'
      'r::test_streaming_with_tool_call'),
     ('<|start|><|channel|>analysis<|message|>think<|end|><|call|>tool_data<|return|><|channel|>f'
      'inal<|message|>result<|end|>'),
     None,
     'harmony',
     [],
     None,
     'think',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGptOssDetecto'
      'rToolCall::test_detect_and_parse_tool_call_raw_text'),
     ('<|start|><|channel|>analysis<|message|>think<|end|><|call|>function_data<|return|><|channe'
      'l|>final<|message|>result<|end|>'),
     None,
     'harmony',
     [],
     None,
     'think',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGptOssDetecto'
      'rToolCall::test_streaming_tool_call_raw_text'),
     ('<|start|><|channel|>analysis<|message|>reason<|end|><|call|>tool_payload<|return|><|channe'
      'l|>final<|message|>done<|end|>'),
     None,
     'harmony',
     [],
     None,
     'reason',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                               content: str | None, reasoning: str | None,
                               started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
