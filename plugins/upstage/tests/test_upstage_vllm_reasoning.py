"""vLLM's reasoning-parser tests as data for the reasoning markers of ``solar_open2``: model outputs
from vllm-project/vllm ``tests/reasoning/`` (``test_solar_open2_reasoning_parser.py``) with the
content and reasoning vLLM expects; False rows are requests whose reasoning effort makes the
template close the block. Streamed deltas are joined into their text; content and reasoning are
compared with whitespace runs collapsed. ``reasoning_started`` says what the peer parser assumes:
True where it reads text before a lone closer, or all text without one, as reasoning (the chat
template opened the block), False where a request option says thinking is off, None where the text
decides. Each row is parsed with every format installed and with its format alone.

Which files were read, the counts and what was left out by which rule: docs/conformance.md, "vLLM's
reasoning-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content, reasoning,
#: reasoning_started); None for content or reasoning: not asserted
CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasoni'
      'ng::test_reasoning_only_no_end_tag'),
     'Still thinking...',
     None,
     'solar_open2',
     [],
     '',
     'Still thinking...',
     True),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasoni'
      'ng::test_pure_content_no_tags'),
     'Hello, world!',
     None,
     'solar_open2',
     [],
     'Hello, world!',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasoni'
      'ng::test_top_level_effort_wins_over_template_kwargs'),
     'truncated think',
     None,
     'solar_open2',
     [],
     '',
     'truncated think',
     True),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasoni'
      'ng::test_server_default_effort_used_when_request_unset'),
     'Direct answer',
     None,
     'solar_open2',
     [],
     'Direct answer',
     '',
     False),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestEmbeddedToolCa'
      'llPromotion::test_truncated_mid_think_without_tool_block'),
     'checking weather in Se',
     None,
     'solar_open2',
     [],
     '',
     'checking weather in Se',
     True),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasoni'
      'ngStreaming::test_trailing_partial_sentinel_held_back_at_end_of_stream'),
     'thinking <',
     None,
     'solar_open2',
     [],
     '',
     'thinking <',
     True),
    # a closer with no opener ends the block the template opened (the pair is prefilled)
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasonin'
      'g::test_standard_reasoning_and_content'),
     'I need to analyze<|think:end|>The answer is 42',
     None,
     'solar_open2',
     [],
     'The answer is 42',
     'I need to analyze',
     True),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasonin'
      'g::test_reasoning_with_empty_content'),
     'My reasoning<|think:end|>',
     None,
     'solar_open2',
     [],
     '',
     'My reasoning',
     True),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasonin'
      'g::test_empty_reasoning'),
     '<|think:end|>Direct answer',
     None,
     'solar_open2',
     [],
     'Direct answer',
     '',
     True),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestExtractReasonin'
      'g::test_multiline_reasoning'),
     'Step 1: analyze\nStep 2: solve\n<|think:end|>Final answer',
     None,
     'solar_open2',
     [],
     'Final answer',
     'Step 1: analyze\nStep 2: solve\n',
     True),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestEmbeddedToolCal'
      'lPromotion::test_mere_sentinel_mention_not_promoted'),
     'Should I emit <|tool_call:start|> here? No.\n<|think:end|>Answer',
     None,
     'solar_open2',
     [],
     'Answer',
     'Should I emit <|tool_call:start|> here? No.\n',
     True),
    (('vllm-project/vllm tests/reasoning/test_solar_open2_reasoning_parser.py::TestEmbeddedToolCal'
      'lPromotion::test_abandoned_call_not_promoted'),
     ('let me call\n<|tool_call:start|>foo\n<|tool_arg:start|>a<|tool_arg:value|>1\n<|think:end|>a'
      'fter'),
     None,
     'solar_open2',
     [],
     'after',
     'let me call\n<|tool_call:start|>foo\n<|tool_arg:start|>a<|tool_arg:value|>1\n',
     True),
]

@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                             content: str | None, reasoning: str | None,
                             started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
