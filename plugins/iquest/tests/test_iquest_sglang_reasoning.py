"""SGLang's reasoning-parser tests as data for IQuest Q1 (SGLang's iquest_q1 reasoning parser):
model outputs from sgl-project/sglang's reasoning-parser tests (``test/registered/unit/parser/``,
the older ``test/srt/test_reasoning_parser.py``, and the model gateway's Rust parsers in
``sgl-router/src/reasoning_parser/`` and ``sgl-model-gateway/src/reasoning_parser/``) with the
reasoning and content SGLang expects. A streaming test's chunks are joined into one text.
``reasoning_started=True`` marks a parser that treats the text as reasoning until a closer because
the chat template opened the block, None a parser that needs the opener in the text. Where SGLang
passes a call after ``</think>`` on to its tool parser, the row holds the call toolcalls reads.
Content and reasoning are compared with whitespace runs collapsed and the ends stripped. Each row
is parsed with every format installed and with its format alone.

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
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_prefilled_and_explicit_think_streaming'),
     'Reasoning.\n</think>\nAnswer.',
     None,
     'iquest_q1',
     [],
     '\nAnswer.',
     'Reasoning.\n',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_prefilled_and_explicit_think_streaming'),
     '<think>Reasoning.\n</think>\nAnswer.',
     None,
     'iquest_q1',
     [],
     '\nAnswer.',
     'Reasoning.\n',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_thinking_aliases_match_release'),
     'work</think>answer',
     None,
     'iquest_q1',
     [],
     'answer',
     'work',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_thinking_aliases_match_release'),
     'answer',
     None,
     'iquest_q1',
     [],
     'answer',
     '',
     False),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_request_toggle_overrides_forced_template_reasoning'),
     '<think>work</think>answer',
     None,
     'iquest_q1',
     [],
     'answer',
     'work',
     False),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_non_streaming_start_tag_preserves_prefix'),
     'prefix<think>work</think>answer',
     None,
     'iquest_q1',
     [],
     'answer',
     'prefix<think>work',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_streaming_answer_keeps_literal_think_end'),
     '<think>work</think>answer:literal </think> tail',
     None,
     'iquest_q1',
     [],
     'answer:literal </think> tail',
     'work',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_tool_call_requires_reasoning_close'),
     '<iquest_tool_call>run</iquest_tool_call>',
     None,
     'iquest_q1',
     [],
     '',
     '<iquest_tool_call>run</iquest_tool_call>',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_tool_call_requires_reasoning_close'),
     '</think><iquest_tool_call>run</iquest_tool_call>',
     None,
     'iquest_q1',
     [{'name': 'run', 'arguments': {}}],
     '',
     '',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_iquest_q1_reasoning_parser.py::TestIQu'
      'estQ1ReasoningParser::test_truncated_reasoning_flush'),
     '<think>work</thi',
     None,
     'iquest_q1',
     [],
     '',
     'work</thi',
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
