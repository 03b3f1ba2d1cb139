"""SGLang's reasoning-parser tests as data for Apertus (SGLang's Apertus2509Detector): model
outputs from sgl-project/sglang's reasoning-parser tests (``test/registered/unit/parser/``, the
older ``test/srt/test_reasoning_parser.py``, and the model gateway's Rust parsers in
``sgl-router/src/reasoning_parser/`` and ``sgl-model-gateway/src/reasoning_parser/``) with the
reasoning and content SGLang expects. A streaming test's chunks are joined into one text.
``reasoning_started=True`` marks a parser that treats the text as reasoning until a closer because
the chat template opened the block, None a parser that needs the opener in the text. Reasoning
blocks are joined with a line break here and directly by SGLang: those two rows hold the reasoning
``a``, a line break, ``b``. Content and reasoning are compared with whitespace runs collapsed and
the ends stripped. Each row is parsed with every format installed and with its format alone.

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
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509DetectAndParse::test_plain_text_without_markers'),
     'hello world',
     None,
     'apertus',
     [],
     'hello world',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509DetectAndParse::test_single_reasoning_block'),
     '<|inner_prefix|>thoughts<|inner_suffix|>answer',
     None,
     'apertus',
     [],
     'answer',
     'thoughts',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509DetectAndParse::test_text_before_block'),
     'hello <|inner_prefix|>think<|inner_suffix|>world',
     None,
     'apertus',
     [],
     'hello world',
     'think',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509DetectAndParse::test_multiple_reasoning_blocks'),
     '<|inner_prefix|>a<|inner_suffix|>x<|inner_prefix|>b<|inner_suffix|>y',
     None,
     'apertus',
     [],
     'xy',
     'a\nb',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509DetectAndParse::test_truncated_reasoning_block'),
     '<|inner_prefix|>still thinking',
     None,
     'apertus',
     [],
     '',
     'still thinking',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509DetectAndParse::test_block_sequence_filters_interior_empty_text_blocks'),
     '<|inner_prefix|>a<|inner_suffix|><|inner_prefix|>b<|inner_suffix|>',
     None,
     'apertus',
     [],
     '',
     'a\nb',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509DetectAndParse::test_bare_tools_prefix_without_bracket_is_reasoning'),
     '<|inner_prefix|>before <|tools_prefix|> after<|inner_suffix|>final',
     None,
     'apertus',
     [],
     'final',
     'before <|tools_prefix|> after',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509DetectAndParse::test_force_reasoning_true_respected'),
     'starts inside reasoning<|inner_suffix|>answer',
     None,
     'apertus',
     [],
     'answer',
     'starts inside reasoning',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509Streaming::test_streaming_char_by_char'),
     '<|inner_prefix|>think<|inner_suffix|>answer',
     None,
     'apertus',
     [],
     'answer',
     'think',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509Streaming::test_streaming_plain_text_passthrough'),
     'just text',
     None,
     'apertus',
     [],
     'just text',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509Streaming::test_partial_marker_held_across_chunks'),
     '<|inner_prefix|>abc<|inner_suffix|>ans',
     None,
     'apertus',
     [],
     'ans',
     'abc',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509Streaming::test_partial_start_marker_emitted_when_not_completed'),
     'x<|innerXy',
     None,
     'apertus',
     [],
     'x<|innerXy',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509Streaming::test_stream_reasoning_false_truncated_flushed_by_finish'),
     '<|inner_prefix|>partial thinking',
     None,
     'apertus',
     [],
     '',
     'partial thinking',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509Streaming::test_truncated_streaming_reasoning_flushed_by_finish'),
     '<|inner_prefix|>cut short',
     None,
     'apertus',
     [],
     '',
     'cut short',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stApertus2509Streaming::test_partial_end_marker_held_back'),
     '<|inner_prefix|>text<|inner_suffix|>after',
     None,
     'apertus',
     [],
     'after',
     'text',
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
