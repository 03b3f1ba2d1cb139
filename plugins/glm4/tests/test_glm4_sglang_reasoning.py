"""SGLang's reasoning-parser tests as data for GLM-4.5 (SGLang's Glm45Detector and the gateway's
GLM-4.5 parser): model outputs from sgl-project/sglang's reasoning-parser tests
(``test/registered/unit/parser/``, the older ``test/srt/test_reasoning_parser.py``, and the model
gateway's Rust parsers in ``sgl-router/src/reasoning_parser/`` and
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
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGlm45Detector'
      '::test_detect_and_parse_normal_reasoning'),
     '<think>Let me think about this step by step</think>The answer is 42.',
     None,
     'glm4',
     [],
     'The answer is 42.',
     'Let me think about this step by step',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGlm45Detector'
      '::test_detect_and_parse_truncated_reasoning'),
     '<think>This is incomplete',
     None,
     'glm4',
     [],
     '',
     'This is incomplete',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGlm45Detector'
      '::test_detect_and_parse_normal_text_only'),
     'Just the answer without any reasoning.',
     None,
     'glm4',
     [],
     'Just the answer without any reasoning.',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGlm45Detector'
      '::test_streaming_normal_flow'),
     '<think>thinking...</think>answer',
     None,
     'glm4',
     [],
     'answer',
     'thinking...',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser.py::TestGlm45Detector'
      '::test_forced_reasoning_mode'),
     'This is reasoning',
     None,
     'glm4',
     [],
     '',
     'This is reasoning',
     True),
    (('sgl-project/sglang sgl-model-gateway/src/reasoning_parser/parsers/glm45.rs::test_glm45_ini'
      'tial_state'),
     'This is normal content',
     None,
     'glm4',
     [],
     'This is normal content',
     '',
     None),
    (('sgl-project/sglang sgl-model-gateway/src/reasoning_parser/parsers/glm45.rs::test_glm45_wit'
      'h_tokens'),
     '<think>reasoning content</think>answer',
     None,
     'glm4',
     [],
     'answer',
     'reasoning content',
     None),
    (('sgl-project/sglang sgl-model-gateway/src/reasoning_parser/parsers/glm45.rs::test_glm45_str'
      'eaming'),
     'normal text <think>reasoning</think>answer',
     None,
     'glm4',
     [],
     'normal text answer',
     'reasoning',
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
