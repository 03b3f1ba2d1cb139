"""SGLang's reasoning-parser tests as data for Muse Glimmer's ``to=self`` channels (SGLang's
MuseGlimmerDetector): model outputs from sgl-project/sglang's reasoning-parser tests
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
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_one_shot_channel_routing[0]'),
     ('<|start|>to=self<|message|>thinking about it<|eom|><|start|>to=user<|message|>the answer<|'
      'eom|>'),
     None,
     'glimmer',
     [],
     'the answer',
     'thinking about it',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_one_shot_channel_routing[1]'),
     'just talking',
     None,
     'glimmer',
     [],
     'just talking',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_one_shot_channel_routing[2]'),
     '<|start|>to=self<|message|>first<|eom|><|start|>to=self<|message|>second<|eom|>',
     None,
     'glimmer',
     [],
     '',
     'first\nsecond',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_one_shot_channel_routing[3]'),
     '<|start|><|message|>hi<|eom|>',
     None,
     'glimmer',
     [],
     'hi',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_one_shot_channel_routing[6]'),
     '  <|start|>to=user<|message|>hi<|eom|>',
     None,
     'glimmer',
     [],
     '  hi',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_streaming_partial_marker_is_held_not_leaked'),
     '<|start|>to=self<|message|>hold test<|eom|>',
     None,
     'glimmer',
     [],
     '',
     'hold test',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_no_stream_reasoning_holds_until_block_closes'),
     ('<|start|>to=self<|message|>quiet deduction<|eom|><|start|>to=user<|message|>the answer<|eo'
      'm|>'),
     None,
     'glimmer',
     [],
     'the answer',
     'quiet deduction',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_force_nonempty_content_backup_dropped_once_content_arrives'),
     '<|start|>to=self<|message|>thought<|eom|><|start|>to=user<|message|>answer<|eom|>',
     None,
     'glimmer',
     [],
     'answer',
     'thought',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_finish_after_complete_stream_is_noop'),
     '<|start|>to=user<|message|>hi<|eom|>',
     None,
     'glimmer',
     [],
     'hi',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_stream_start_header_candidate_is_held'),
     'to=self<|message|>late header<|eom|>',
     None,
     'glimmer',
     [],
     '',
     'late header',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test'
      '_no_stream_reasoning_pending_released_at_finish'),
     '<|start|>to=self<|message|>truncated',
     None,
     'glimmer',
     [],
     '',
     'truncated',
     None),
    # fixed gaps (K2 Horizon's pairs prefilled, a repeated opener, Glimmer's <|eot|>)
    (('sgl-project/sglang test/registered/unit/parser/test_muse_glimmer_reasoning_parser.py::test_'
      'one_shot_channel_routing[5]'),
     '<|start|>to=self<|message|>final thought<|eot|>',
     None,
     'glimmer',
     [],
     '',
     'final thought',
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
