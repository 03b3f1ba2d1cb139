"""SGLang's reasoning-parser tests as data for Command A reasoning (SGLang's
CohereCommand4Detector): model outputs from sgl-project/sglang's reasoning-parser tests
(``test/registered/unit/parser/``, the older ``test/srt/test_reasoning_parser.py``, and the model
gateway's Rust parsers in ``sgl-router/src/reasoning_parser/`` and
``sgl-model-gateway/src/reasoning_parser/``) with the reasoning and content SGLang expects. A
streaming test's chunks are joined into one text. ``reasoning_started=True`` marks a parser that
treats the text as reasoning until a closer because the chat template opened the block, None a
parser that needs the opener in the text. SGLang's Command A parser is forced, but reads an output
that opens with ``<|START_TEXT|>`` or ``<|START_ACTION|>`` as one without reasoning: the two
``<|START_TEXT|>`` rows are None rows (with True the whole text is reasoning here). Content and
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
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4DetectAndParse::test_standard_thinking_then_text'),
     'thinking<|END_THINKING|><|START_TEXT|>answer<|END_TEXT|>',
     None,
     'command_r',
     [],
     'answer',
     'thinking',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4DetectAndParse::test_echoed_start_thinking_is_stripped'),
     '<|START_THINKING|>thinking<|END_THINKING|><|START_TEXT|>answer<|END_TEXT|>',
     None,
     'command_r',
     [],
     'answer',
     'thinking',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4DetectAndParse::test_reasoning_false_text_only'),
     '<|START_TEXT|>answer<|END_TEXT|>',
     None,
     'command_r',
     [],
     'answer',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4DetectAndParse::test_truncated_inside_thinking'),
     'thinking without any marker',
     None,
     'command_r',
     [],
     '',
     'thinking without any marker',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4DetectAndParse::test_missing_text_end_marker'),
     'th<|END_THINKING|><|START_TEXT|>cut off',
     None,
     'command_r',
     [],
     'cut off',
     'th',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4Streaming::test_action_mode_passthrough'),
     'th<|END_THINKING|><|START_ACTION|>payload',
     None,
     'command_r',
     [],
     '<|START_ACTION|>payload',
     'th',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4Streaming::test_reasoning_false_streaming_text'),
     '<|START_TEXT|>hi there<|END_TEXT|>',
     None,
     'command_r',
     [],
     'hi there',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4Streaming::test_truncated_text_flushed_by_finish'),
     'th<|END_THINKING|><|START_TEXT|>partial',
     None,
     'command_r',
     [],
     'partial',
     'th',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_parser_apertus_cohere.py::Te'
      'stCohereCommand4Streaming::test_truncated_reasoning_flushed_by_finish'),
     'thinking only',
     None,
     'command_r',
     [],
     '',
     'thinking only',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_streaming_parity.py::TestCoh'
      'ereEchoedThinkStart::test_echoed_marker_is_stripped_when_streaming'),
     '<|START_THINKING|>checking the answer<|END_THINKING|><|START_TEXT|>Done.<|END_TEXT|>',
     None,
     'command_r',
     [],
     'Done.',
     'checking the answer',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_reasoning_streaming_parity.py::TestCoh'
      'ereEchoedThinkStart::test_marker_split_across_chunks_is_not_leaked'),
     '<|START_THINKING|>checking the answer<|END_THINKING|>',
     None,
     'command_r',
     [],
     '',
     'checking the answer',
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
