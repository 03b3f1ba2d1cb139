"""SGLang's reasoning-parser tests as data for DeepSeek-R1 (SGLang's DeepSeekR1Detector and the
gateway's DeepSeek-R1 parser, whose template opens ``<think>``): model outputs from
sgl-project/sglang's reasoning-parser tests (``test/registered/unit/parser/``, the older
``test/srt/test_reasoning_parser.py``, and the model gateway's Rust parsers in
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
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestDeepSeekR1Det'
      'ector::test_detect_and_parse_r1_format'),
     'I need to think about this. The answer is 42.',
     None,
     'deepseek_v3',
     [],
     '',
     'I need to think about this. The answer is 42.',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestDeepSeekR1Det'
      'ector::test_detect_and_parse_with_end_token'),
     'I think this is the answer</think>The final answer is 42.',
     None,
     'deepseek_v3',
     [],
     'The final answer is 42.',
     'I think this is the answer',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestDeepSeekR1Det'
      'ector::test_detect_and_parse_with_start_token'),
     '<think>I need to think about this.</think>The answer is 42.',
     None,
     'deepseek_v3',
     [],
     'The answer is 42.',
     'I need to think about this.',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestIntegrationSc'
      'enarios::test_deepseek_r1_complete_response'),
     ("I need to solve this step by step. First, I'll analyze the problem. The given equation is "
      'x + 2 = 5. To solve for x, I subtract 2 from both sides: x = 5 - 2 = 3.</think>The answer '
      'is x = 3.'),
     None,
     'deepseek_v3',
     [],
     'The answer is x = 3.',
     ("I need to solve this step by step. First, I'll analyze the problem. The given equation is "
      'x + 2 = 5. To solve for x, I subtract 2 from both sides: x = 5 - 2 = 3.'),
     True),
    (('sgl-project/sglang sgl-router/src/reasoning_parser/parsers/deepseek_r1.rs::test_deepseek_r'
      '1_initial_state'),
     'This is reasoning content',
     None,
     'deepseek_v3',
     [],
     '',
     'This is reasoning content',
     True),
    (('sgl-project/sglang sgl-router/src/reasoning_parser/parsers/deepseek_r1.rs::test_deepseek_r'
      '1_with_end_token'),
     'reasoning content</think>normal content',
     None,
     'deepseek_v3',
     [],
     'normal content',
     'reasoning content',
     True),
    (('sgl-project/sglang sgl-router/src/reasoning_parser/parsers/deepseek_r1.rs::test_deepseek_r'
      '1_streaming'),
     'thinking about the problem</think>answer',
     None,
     'deepseek_v3',
     [],
     'answer',
     'thinking about the problem',
     True),
    (('sgl-project/sglang sgl-router/src/reasoning_parser/factory.rs::test_pooled_parser_concurre'
      'nt_access'),
     'thread 0 reasoning</think>answer',
     None,
     'deepseek_v3',
     [],
     'answer',
     'thread 0 reasoning',
     True),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                               content: str | None, reasoning: str | None,
                               started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
