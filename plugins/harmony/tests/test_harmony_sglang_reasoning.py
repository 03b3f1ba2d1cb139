"""SGLang's reasoning-parser tests as data for gpt-oss Harmony's analysis channel (SGLang's
GptOssDetector and its HarmonyParser): model outputs from sgl-project/sglang's reasoning-parser
tests (``test/registered/unit/parser/``, the older ``test/srt/test_reasoning_parser.py``, and the
model gateway's Rust parsers in ``sgl-router/src/reasoning_parser/`` and
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
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestCanonicalStrate'
      'gy::test_parse_with_interspersed_text'),
     ('Some text <|channel|>analysis<|message|>reasoning<|end|> more text <|start|>assistant<|chan'
      'nel|>final<|message|>answer<|return|> trailing text'),
     None,
     'harmony',
     [],
     'Some text  more text answer trailing text',
     'reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestCanonicalStrate'
      'gy::test_parse_incomplete_block'),
     '<|channel|>analysis<|message|>partial content',
     None,
     'harmony',
     [],
     '',
     'partial content',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestCanonicalStrate'
      'gy::test_parse_empty_content_blocks'),
     '<|channel|>analysis<|message|><|end|>',
     None,
     'harmony',
     [],
     '',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestHarmonyParser::'
      'test_strategy_selection_canonical'),
     '<|channel|>analysis<|message|>test<|end|>',
     None,
     'harmony',
     [],
     '',
     'test',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestIntegrationScen'
      'arios::test_complete_reasoning_flow'),
     ('<|channel|>analysis<|message|>User asks: "What is 2 + 2?" Simple arithmetic. Provide answer'
      '.<|end|><|start|>assistant<|channel|>final<|message|>2 + 2 = 4.<|return|>'),
     None,
     'harmony',
     [],
     '2 + 2 = 4.',
     'User asks: "What is 2 + 2?" Simple arithmetic. Provide answer.',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestIntegrationScen'
      'arios::test_tool_call_sequence'),
     ('<|channel|>analysis<|message|>Need to use function get_weather.<|end|><|start|>assistant<|c'
      'hannel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"location":"San Fr'
      'ancisco"}<|call|>'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     '',
     'Need to use function get_weather.',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestIntegrationScen'
      'arios::test_preamble_sequence'),
     ('<|channel|>analysis<|message|>Long chain of thought<|end|><|start|>assistant<|channel|>comm'
      'entary<|message|>**Action plan**: 1. Generate file 2. Start server<|end|><|start|>assistant'
      '<|channel|>commentary to=functions.generate_file<|message|>{"template": "basic_html"}<|call'
      '|>'),
     None,
     'harmony',
     [{'name': 'generate_file', 'arguments': {'template': 'basic_html'}}],
     '**Action plan**: 1. Generate file 2. Start server',
     'Long chain of thought',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestIntegrationScen'
      'arios::test_built_in_tool_call'),
     '<|channel|>analysis to=browser.search<|message|>{"query": "SGLang"}<|call|>',
     None,
     'harmony',
     [{'name': 'browser.search', 'arguments': {'query': 'SGLang'}}],
     '',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestEdgeCases::test'
      '_mixed_unknown_tokens'),
     'text <|weird|> more text <|channel|>analysis<|message|>content<|end|>',
     None,
     'harmony',
     [],
     'text <|weird|> more text',
     'content',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestEdgeCases::test'
      '_whitespace_preservation'),
     '<|channel|>analysis<|message|>  content with spaces  <|end|>',
     None,
     'harmony',
     [],
     '',
     '  content with spaces  ',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestEdgeCases::test'
      '_consecutive_blocks_same_type'),
     ('<|channel|>analysis<|message|>first reasoning<|end|><|channel|>analysis<|message|>second re'
      'asoning<|end|>'),
     None,
     'harmony',
     [],
     '',
     'first reasoning second reasoning',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_harmony_parser.py::TestAdditionalEdgeC'
      'ases::test_canonical_standalone_end_token_filtered'),
     '<|end|><|start|><|channel|>final<|message|>answer<|end|>',
     None,
     'harmony',
     [],
     'answer',
     '',
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
