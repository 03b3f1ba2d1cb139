"""SGLang's reasoning-parser tests as data for Granite 4.2 thinking (SGLang's
GraniteThinkingDetector parity table): model outputs from sgl-project/sglang's reasoning-parser
tests (``test/registered/unit/parser/``, the older ``test/srt/test_reasoning_parser.py``, and the
model gateway's Rust parsers in ``sgl-router/src/reasoning_parser/`` and
``sgl-model-gateway/src/reasoning_parser/``) with the reasoning and content SGLang expects. A
streaming test's chunks are joined into one text. ``reasoning_started=True`` marks a parser that
treats the text as reasoning until a closer because the chat template opened the block, None a
parser that needs the opener in the text. Content and reasoning are compared with whitespace runs
collapsed and the ends stripped. Each row is parsed with every format installed and with its format
alone.

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
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[leading_nl]'),
     '<think>reasoning</think>\nHello',
     None,
     'granite',
     [],
     'Hello',
     'reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[multi_nl]'),
     '<think>reasoning</think>\n\n\nHello',
     None,
     'granite',
     [],
     'Hello',
     'reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[simple_no_nl]'),
     '<think>r</think>c',
     None,
     'granite',
     [],
     'c',
     'r',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[reasoning_only]'),
     '<think>reasoning</think>',
     None,
     'granite',
     [],
     '',
     'reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[ws_only_content]'),
     '<think>reasoning</think>\n\n',
     None,
     'granite',
     [],
     '',
     'reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[force_keep_real]'),
     '<think>reasoning</think>\nreal answer',
     None,
     'granite',
     [],
     'real answer',
     'reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[truncated]'),
     '<think>truncated reasoning',
     None,
     'granite',
     [],
     '',
     'truncated reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[multiline]'),
     '<think>line1\nline2</think>\nresult1\nresult2',
     None,
     'granite',
     [],
     'result1\nresult2',
     'line1\nline2',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[empty_block]'),
     '<think></think>content',
     None,
     'granite',
     [],
     'content',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[empty_block_nl]'),
     '<think></think>\ncontent',
     None,
     'granite',
     [],
     'content',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[plain_force]'),
     'This is plain content',
     None,
     'granite',
     [],
     'This is plain content',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[empty_reasoning_nl]'),
     '<think></think>\n\nHello',
     None,
     'granite',
     [],
     'Hello',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[nested_nl_in_reasoning]'),
     '<think>think\n\n</think>\nresult',
     None,
     'granite',
     [],
     'result',
     'think\n\n',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[only_nl_content]'),
     '<think>r</think>\n',
     None,
     'granite',
     [],
     '',
     'r',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::PARITY_CAS'
      'ES[force_w_content]'),
     '<think>r</think>\n\nanswer',
     None,
     'granite',
     [],
     'answer',
     'r',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::TestGranit'
      'eThinkingReasoningParserIntegration::test_non_stream'),
     '<think>thinking</think>\nThe answer is 42.',
     None,
     'granite',
     [],
     'The answer is 42.',
     'thinking',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_granite_thinking_parity.py::TestGranit'
      'eThinkingReasoningParserIntegration::test_stream'),
     '<think>thinking</think>\nThe answer',
     None,
     'granite',
     [],
     'The answer',
     'thinking',
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
