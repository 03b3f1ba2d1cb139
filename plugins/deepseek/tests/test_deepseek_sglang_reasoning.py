"""SGLang's reasoning-parser tests as data for DeepSeek-R1 (SGLang's DeepSeekR1Detector and the
gateway's DeepSeek-R1 parser, whose template opens ``<think>``) and DeepSeek V4 (SGLang's
DeepSeekV4Detector): model outputs from sgl-project/sglang's reasoning-parser tests
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
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_content_without_parser.py::T'
      'estReasoningContentWithoutParser::test_with_parser_separates_reasoning[deepseek-r1]'),
     '<think>\nLet me think about this.\n1 + 3 = 4\n</think>\nThe answer is 4.',
     None,
     'deepseek_v3',
     [],
     'The answer is 4.',
     'Let me think about this.\n1 + 3 = 4',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_dsv4_reasoning_integration.py::TestDSV'
      '4ChunkBoundaryBUG2::test_think_end_split_across_chunks_stream_reasoning'),
     '<think>reasoning text</think>normal text',
     None,
     'deepseek_v4',
     [],
     'normal text',
     'reasoning text',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_dsv4_reasoning_integration.py::TestDSV'
      '4MultiThinkBlockBUG4::test_multi_think_block_cycling'),
     '<think>first reasoning</think>first answer<think>second reasoning</think>second answer',
     None,
     'deepseek_v4',
     [],
     'first answersecond answer',
     'first reasoning second reasoning',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_dsv4_reasoning_integration.py::TestDSV'
      '4MultiThinkBlockBUG4::test_single_think_block_works'),
     '<think>only reasoning</think>only answer',
     None,
     'deepseek_v4',
     [],
     'only answer',
     'only reasoning',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_dsv4_reasoning_integration.py::TestDSV'
      '4NonStreamingToolRouting::test_non_streaming_dsml_routes_to_normal'),
     ('<think>I should run ls</think><｜DSML｜tool_calls>\n'
      '<｜DSML｜invoke name="ls">\n'
      '<｜DSML｜parameter name="command" string="true">pwd</｜DSML｜parameter>\n'
      '</｜DSML｜invoke>\n'
      '</｜DSML｜tool_calls>'),
     [{'name': 'ls', 'parameters': {'type': 'object', 'properties': {}}}],
     'deepseek_v4',
     [{'name': 'ls', 'arguments': {'command': 'pwd'}}],
     '',
     'I should run ls',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_dsv4_reasoning_integration.py::TestDSV'
      '4NonStreamingToolRouting::test_non_streaming_pure_reasoning'),
     '<think>just thinking</think>just answer',
     None,
     'deepseek_v4',
     [],
     'just answer',
     'just thinking',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_dsv4_chunk_invariance.py::TestThinkEnd'
      'BoundarySplit::test_think_end_split_across_chunks_buffered'),
     '<think>reasoning</think> normal',
     None,
     'deepseek_v4',
     [],
     ' normal',
     'reasoning',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_dsv4_chunk_invariance.py::TestDetokeni'
      'zerHoldback::test_partial_tool_holdback_buffered'),
     ('<think>reasoning<｜DSML｜tool_calls><｜DSML｜invoke name="search">'
      '<｜DSML｜parameter name="query" string="true">hello</｜DSML｜parameter>'
      '</｜DSML｜invoke></｜DSML｜tool_calls>'),
     None,
     'deepseek_v4',
     [],
     '',
     ('reasoning<｜DSML｜tool_calls><｜DSML｜invoke name="search">'
      '<｜DSML｜parameter name="query" string="true">hello</｜DSML｜parameter>'
      '</｜DSML｜invoke></｜DSML｜tool_calls>'),
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
