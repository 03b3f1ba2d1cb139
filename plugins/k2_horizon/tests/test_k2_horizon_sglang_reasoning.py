"""SGLang's reasoning-parser tests as data for K2 Horizon (SGLang's K2V3Detector): model outputs
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
    (('sgl-project/sglang test/registered/unit/parser/test_k2v3_reasoning_parser.py::TestK2V3Dete'
      'ctorLegacyTokens::test_high_effort_parses_legacy_think_block'),
     '<think>reasoning here</think>final answer',
     None,
     'k2_horizon',
     [],
     'final answer',
     'reasoning here',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_k2v3_reasoning_parser.py::TestK2V3Dete'
      'ctorLegacyTokens::test_high_effort_parses_legacy_end_only_output'),
     'reasoning here</think>final answer',
     None,
     'k2_horizon',
     [],
     'final answer',
     'reasoning here',
     True),
    # fixed gaps (K2 Horizon's pairs prefilled, a repeated opener, Glimmer's <|eot|>)
    (('sgl-project/sglang test/registered/unit/parser/test_k2_v3_reasoning_parser.py::TestK2V3Reas'
      'oningParser::test_end_only_output_preserves_newlines'),
     '\nreasoning\n</ifm|think>\nanswer',
     None,
     'k2_horizon',
     [],
     '\nanswer',
     '\nreasoning\n',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_k2_v3_reasoning_parser.py::TestK2V3Reas'
      'oningParser::test_streaming_partial_tags'),
     'work</ifm|think_fast>\nanswer',
     None,
     'k2_horizon',
     [],
     '\nanswer',
     'work',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_k2_v3_reasoning_parser.py::TestK2V3Reas'
      'oningParser::test_responses_request_effort_selects_non_stream_delimiter'),
     'work</ifm|think>\nanswer',
     None,
     'k2_horizon',
     [],
     '\nanswer',
     'work',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_k2_v3_reasoning_parser.py::TestK2V3Reas'
      'oningParser::test_responses_request_effort_selects_non_stream_delimiter'),
     'work</ifm|think_faster>\nanswer',
     None,
     'k2_horizon',
     [],
     '\nanswer',
     'work',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_k2v3_reasoning_parser.py::TestK2V3Detec'
      'torParsing::test_medium_effort_parses_end_only_output'),
     'reasoning here</ifm|think_fast>final answer',
     None,
     'k2_horizon',
     [],
     'final answer',
     'reasoning here',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_k2v3_reasoning_parser.py::TestK2V3Detec'
      'torParsing::test_medium_effort_parses_think_fast_block'),
     '<ifm|think_fast>reasoning here</ifm|think_fast>final answer',
     None,
     'k2_horizon',
     [],
     'final answer',
     'reasoning here',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_k2v3_reasoning_parser.py::TestK2V3Detec'
      'torParsing::test_low_effort_parses_think_faster_block'),
     '<ifm|think_faster>r</ifm|think_faster>a',
     None,
     'k2_horizon',
     [],
     'a',
     'r',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_k2v3_reasoning_parser.py::TestK2V3Detec'
      'torParsing::test_streaming_medium_effort'),
     'partial reasoning</ifm|think_fast>answer',
     None,
     'k2_horizon',
     [],
     'answer',
     'partial reasoning',
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
