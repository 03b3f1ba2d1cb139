"""SGLang's reasoning-parser tests as data for Kimi K3 channels (SGLang's KimiK3Detector): model
outputs from sgl-project/sglang's reasoning-parser tests (``test/registered/unit/parser/``, the
older ``test/srt/test_reasoning_parser.py``, and the model gateway's Rust parsers in
``sgl-router/src/reasoning_parser/`` and ``sgl-model-gateway/src/reasoning_parser/``; since also
``test_kimik3_differential_audit.py``, the outputs cut at a marker's first token) with the
reasoning and content SGLang expects. A streaming test's chunks are joined into one text.
``reasoning_started=True`` marks a parser that treats the text as reasoning until a closer because
the chat template opened the block, None a parser that needs the opener in the text. SGLang's K3
parser is forced, but reads an output that opens with the response channel as one without
reasoning: that row is a None row. Where SGLang passes a tools channel on to its tool parser, the
row holds the call toolcalls reads. Content and reasoning are compared with whitespace runs
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
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_reasoning_parser.py::test_non_s'
      'tream_reasoning_channels[0]'),
     ('<|open|>think<|sep|>deep thought<|close|>think<|sep|><|open|>response<|sep|>the answer<|cl'
      'ose|>response<|sep|><|close|>message<|sep|>'),
     None,
     'kimi_k3',
     [],
     'the answer',
     'deep thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_reasoning_parser.py::test_non_s'
      'tream_reasoning_channels[1]'),
     'thinking...<|close|>think<|sep|><|open|>response<|sep|>done<|close|>response<|sep|>',
     None,
     'kimi_k3',
     [],
     'done',
     'thinking...',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_reasoning_parser.py::test_non_s'
      'tream_reasoning_channels[2]'),
     '<|open|>response<|sep|>plain reply<|close|>response<|sep|><|close|>message<|sep|>',
     None,
     'kimi_k3',
     [],
     'plain reply',
     '',
     None),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_reasoning_parser.py::test_non_s'
      'tream_reasoning_channels[3]'),
     'still going',
     None,
     'kimi_k3',
     [],
     '',
     'still going',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_reasoning_parser.py::test_non_s'
      'tream_tools_channel_passthrough'),
     ('thought<|close|>think<|sep|><|open|>response<|sep|>reply<|close|>response<|sep|><|open|>to'
      'ols<|sep|><|open|>call tool="python" index="1"<|sep|><|close|>call<|sep|><|close|>tools<|s'
      'ep|>'),
     None,
     'kimi_k3',
     [{'name': 'python', 'arguments': {}}],
     'reply',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_reasoning_parser.py::test_non_s'
      'tream_strips_partial_marker_suffixes[2]'),
     '<|close|>think<|sep|><|open|>',
     None,
     'kimi_k3',
     [],
     '',
     '',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_reasoning_parser.py::test_non_s'
      'tream_preserves_non_marker_angle_bracket_suffix'),
     '<|close|>think<|sep|><|open|>response<|sep|>answer <3',
     None,
     'kimi_k3',
     [],
     'answer <3',
     '',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_st'
      'reaming_matches_non_streaming_complete[1]'),
     ('<|open|>think<|sep|><|close|>think<|sep|><|open|>response<|sep|>final<|close|>response<|s'
      'ep|>'),
     None,
     'kimi_k3',
     [],
     'final',
     '',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_st'
      'reaming_matches_non_streaming_complete[2]'),
     ('thought<|close|>think<|sep|><|open|>response<|sep|>reply<|close|>response<|sep|><|open|>t'
      'ools<|sep|><|open|>call tool="go" index="1"<|sep|><|open|>argument key="x" type="string"<'
      '|sep|>42<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'go', 'arguments': {'x': '42'}}],
     'reply',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_tr'
      'uncation_inside_reasoning'),
     '<|open|>think<|sep|>deep thought',
     None,
     'kimi_k3',
     [],
     '',
     'deep thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_tr'
      'uncation_inside_partial_response_open[<|open|>]'),
     '<|open|>think<|sep|>thought<|close|>think<|sep|><|open|>',
     None,
     'kimi_k3',
     [],
     '',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_tr'
      'uncation_inside_partial_response_close[<|close|>]'),
     '<|open|>think<|sep|>thought<|close|>think<|sep|><|open|>response<|sep|>the answer<|close|>',
     None,
     'kimi_k3',
     [],
     'the answer',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_tr'
      'uncation_inside_partial_tools_open[<|open|>]'),
     ('<|open|>think<|sep|>thought<|close|>think<|sep|><|open|>response<|sep|>reply<|close|>resp'
      'onse<|sep|><|open|>'),
     None,
     'kimi_k3',
     [],
     'reply',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_tw'
      'o_choices_independent_state[a]'),
     ('<|open|>think<|sep|>alpha<|close|>think<|sep|><|open|>response<|sep|>A<|close|>response<|'
      'sep|>'),
     None,
     'kimi_k3',
     [],
     'A',
     'alpha',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_tw'
      'o_choices_independent_state[b]'),
     ('<|open|>think<|sep|>beta<|close|>think<|sep|><|open|>response<|sep|>B<|close|>response<|s'
      'ep|>'),
     None,
     'kimi_k3',
     [],
     'B',
     'beta',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_tr'
      'uncation_inside_partial_message_close[<|close|>]'),
     ('<|open|>think<|sep|>thought<|close|>think<|sep|><|open|>response<|sep|>answer<|close|>res'
      'ponse<|sep|><|close|>'),
     None,
     'kimi_k3',
     [],
     'answer',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_le'
      'gitimate_angle_bracket_text_preserved[0]'),
     ('<|open|>think<|sep|>thought<|close|>think<|sep|><|open|>response<|sep|>< hello world<|clo'
      'se|>response<|sep|>'),
     None,
     'kimi_k3',
     [],
     '< hello world',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_le'
      'gitimate_angle_bracket_text_preserved[1]'),
     ('<|open|>think<|sep|>thought<|close|>think<|sep|><|open|>response<|sep|><3 meaning love<|c'
      'lose|>response<|sep|>'),
     None,
     'kimi_k3',
     [],
     '<3 meaning love',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_le'
      'gitimate_angle_bracket_text_preserved[2]'),
     ('<|open|>think<|sep|>thought<|close|>think<|sep|><|open|>response<|sep|><<important>><|clo'
      'se|>response<|sep|>'),
     None,
     'kimi_k3',
     [],
     '<<important>>',
     'thought',
     True),
    (('sgl-project/sglang test/registered/unit/parser/test_kimik3_differential_audit.py::test_le'
      'gitimate_angle_bracket_text_preserved[3]'),
     ('<|open|>think<|sep|>thought<|close|>think<|sep|><|open|>response<|sep|><not_a_marker><|cl'
      'ose|>response<|sep|>'),
     None,
     'kimi_k3',
     [],
     '<not_a_marker>',
     'thought',
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
