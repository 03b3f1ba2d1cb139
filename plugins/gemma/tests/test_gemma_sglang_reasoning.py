"""SGLang's reasoning-parser tests as data for Gemma 4's thought channel (SGLang's Gemma4Detector):
model outputs from sgl-project/sglang's reasoning-parser tests (``test/registered/unit/parser/``,
the older ``test/srt/test_reasoning_parser.py``, and the model gateway's Rust parsers in
``sgl-router/src/reasoning_parser/`` and ``sgl-model-gateway/src/reasoning_parser/``) with the
reasoning and content SGLang expects. A streaming test's chunks are joined into one text.
``reasoning_started=True`` marks a parser that treats the text as reasoning until a closer because
the chat template opened the block, None a parser that needs the opener in the text. Content and
reasoning are compared with whitespace runs collapsed and the ends stripped. Each row is parsed
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
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_detect_and_parse_complete_reasoning'),
     '<|channel>thought\nLet me think about this<channel|>The answer is 42.',
     None,
     'gemma4',
     [],
     'The answer is 42.',
     'Let me think about this',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_detect_and_parse_without_thinking'),
     'Direct answer without thinking.',
     None,
     'gemma4',
     [],
     'Direct answer without thinking.',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_detect_and_parse_reasoning_only'),
     '<|channel>thought\nStill thinking...',
     None,
     'gemma4',
     [],
     '',
     'Still thinking...',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_streaming_complete_flow'),
     '<|channel>thought\nreasoning content<channel|>final answer',
     None,
     'gemma4',
     [],
     'final answer',
     'reasoning content',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_streaming_end_token_mid_chunk'),
     '<|channel>thought\nsome reasoning<channel|>the answer',
     None,
     'gemma4',
     [],
     'the answer',
     'some reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_streaming_self_label_split_across_chunks'),
     '<|channel>thought\nreasoning here',
     None,
     'gemma4',
     [],
     '',
     'reasoning here',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_streaming_force_reasoning'),
     'reasoning content<channel|>the answer',
     None,
     'gemma4',
     [],
     'the answer',
     'reasoning content',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_streaming_multiple_reasoning_chunks'),
     '<|channel>thought\nThinking step by step.',
     None,
     'gemma4',
     [],
     '',
     'Thinking step by step.',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGemma4Detecto'
      'r::test_force_reasoning'),
     'This should be reasoning<channel|>The answer.',
     None,
     'gemma4',
     [],
     'The answer.',
     'This should be reasoning',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestIntegrationSc'
      'enarios::test_gemma4_complete_response'),
     ('<|channel>thought\nI need to solve x + 2 = 5. Subtracting 2: x = 3.<channel|>The answer is'
      ' x = 3.'),
     None,
     'gemma4',
     [],
     'The answer is x = 3.',
     'I need to solve x + 2 = 5. Subtracting 2: x = 3.',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestIntegrationSc'
      'enarios::test_gemma4_streaming_scenario'),
     '<|channel>thought\nLet me analyze. Multiple factors.<channel|>The solution is 42.',
     None,
     'gemma4',
     [],
     'The solution is 42.',
     'Let me analyze. Multiple factors.',
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
