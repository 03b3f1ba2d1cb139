"""SGLang's reasoning-parser tests as data for Hunyuan (SGLang's HunyuanDetector): model outputs
from sgl-project/sglang's reasoning-parser tests (``test/registered/unit/parser/``, the older
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
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestHunyuanDetect'
      'or::test_detect_and_parse_normal_reasoning'),
     '<think>Let me think about this</think>The answer is 42.',
     None,
     'hunyuan',
     [],
     'The answer is 42.',
     'Let me think about this',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestHunyuanDetect'
      'or::test_detect_and_parse_without_thinking'),
     'Direct answer without thinking.',
     None,
     'hunyuan',
     [],
     'Direct answer without thinking.',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestHunyuanDetect'
      'or::test_streaming_normal_reasoning'),
     '<think>reasoning content</think>answer',
     None,
     'hunyuan',
     [],
     'answer',
     'reasoning content',
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
