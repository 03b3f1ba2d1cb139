"""SGLang's remaining function-call tests as data: model outputs from sgl-project/sglang
``test/registered/unit/function_call/``: ``test_function_call_compatibility.py``,
``test_streaming_parity.py``, ``test_root_combinator_tool_parsers.py`` and
``test_minimax_m2_detector_finish.py`` (one stored version each; a streamed test's chunks joined
into one text) with the tools the test passes (None where it passes none) and the calls and
content SGLang states. Where a test checks only part of the result (a count of calls, the
content, the absence of a call), the row holds the whole result toolcalls returns; content None
is not compared. Content is compared with whitespace runs collapsed. Each row is parsed with
every format installed and with its format alone (``minimax_m2`` or ``minimax_m3``).

Which files were read and what was left out by which rule is docs/conformance.md, "SGLang's
remaining function-call tests".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {'name': 'get_weather',
     'parameters': {'type': 'object',
                    'properties': {'city': {'type': 'string'},
                                   'days': {'type': 'integer'},
                                   'location': {'type': 'object'}},
                    'required': ['city']}},
]

TOOLS_1: Any = [
    {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}},
    {'name': 'f', 'parameters': {'type': 'object', 'properties': {}}},
]

#: SGLang's root-``oneOf`` tool (``test_root_combinator_tool_parsers.py``): ``kind`` "acme" with
#: a ``payload`` object holding a string ``value``, or ``kind`` "other" and nothing declared.
TOOLS_2: Any = [{"name": "acme", "parameters": {"type": "object", "$defs": {
    "Payload": {"type": "object", "required": ["value"],
                "properties": {"value": {"type": "string"}}},
    "AcmeRequest": {"type": "object", "required": ["kind", "payload"], "properties": {
        "kind": {"const": "acme"}, "payload": {"$ref": "#/$defs/Payload"}}}},
    "oneOf": [{"$ref": "#/$defs/AcmeRequest"}, {
        "type": "object", "required": ["kind"], "properties": {"kind": {"const": "other"}}}]}}]

TOOLS_3: Any = [
    {'name': 'get_weather',
     'parameters': {'type': 'object', 'properties': {'city': {'type': 'string'}}}},
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_function_call_compatibility.py::TestFailOpenLadder::test_error_before_tool_call_'
          'flushes_raw_text'),
     'Hello ]<]minimax[>[<tool_call>\nGARBAGE no invoke here',
     TOOLS_0,
     'minimax_m3',
     [],
     'Hello ]<]minimax[>[<tool_call>\nGARBAGE no invoke here'),
    (S + ('test_function_call_compatibility.py::TestFailOpenLadder::test_trailing_text_after_blo'
          'ck_is_not_swallowed'),
     ('Lead. ]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<cit'
      'y>Paris]<]minimax[>[</city>]<]minimax[>[</invoke>\n'
      ']<]minimax[>[</tool_call>\nTrailing.'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     'Lead. \nTrailing.'),
    (S + ('test_function_call_compatibility.py::TestFailOpenLadder::test_non_stream_error_falls_'
          'back_to_full_text'),
     'Hi ]<]minimax[>[<tool_call>\nnot a valid invoke',
     TOOLS_0,
     'minimax_m3',
     [],
     'Hi ]<]minimax[>[<tool_call>\nnot a valid invoke'),
    (S + ('test_function_call_compatibility.py::TestFailOpenLadder::test_non_stream_error_salvag'
          'es_complete_calls'),
     ('Lead. ]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<cit'
      'y>Paris]<]minimax[>[</city>]<]minimax[>[</invoke>\n'
      ']<]minimax[>[</tool_call>TRAILING GARBAGE'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     'Lead. TRAILING GARBAGE'),
    (S + ('test_function_call_compatibility.py::TestCompatibilityEvents::test_duplicate_tag_coll'
          'apses_to_list_and_records'),
     (']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<location>'
      ']<]minimax[>[<city>a]<]minimax[>[</city>]<]minimax[>[<city>b]<]minimax[>[</city>]<]minima'
      'x[>[</location>]<]minimax[>[</invoke>\n'
      ']<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'location': {'city': ['a', 'b']}}}],
     ''),
    (S + ('test_function_call_compatibility.py::TestCompatibilityEvents::test_clean_parse_record'
          's_nothing'),
     (']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>Pari'
      's]<]minimax[>[</city>]<]minimax[>[<days>3]<]minimax[>[</days>]<]minimax[>[</invoke>\n'
      ']<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris', 'days': 3}}],
     ''),
    (S + ('test_function_call_compatibility.py::TestRemainingCompatibilityEvents::test_structure'
          '_overrode_schema'),
     (']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>]<]m'
      'inimax[>[<x>1]<]minimax[>[</x>]<]minimax[>[</city>]<]minimax[>[</invoke>\n'
      ']<]minimax[>[</tool_call>'),
     TOOLS_0,
     'minimax_m3',
     [{'name': 'get_weather', 'arguments': {'city': {'x': 1}}}],
     None),
    (S + 'test_streaming_parity.py::CASES[minimax-m2]',
     '<minimax:tool_call><invoke name="get_weather"></invoke></minimax:tool_call>',
     TOOLS_1,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {}}],
     ''),
    (S + 'test_root_combinator_tool_parsers.py::test_parsers[minimax-m2]',
     ('<minimax:tool_call><invoke name="acme"><parameter name="kind">acme</parameter><parameter '
      'name="payload">{"value":"hello"}</parameter></invoke></minimax:tool_call>'),
     TOOLS_2,
     'minimax_m2',
     [{'name': 'acme', 'arguments': {'kind': 'acme', 'payload': {'value': 'hello'}}}],
     ''),
    (S + 'test_root_combinator_tool_parsers.py::test_parsers[minimax-m3]',
     (']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="acme">]<]minimax[>[<kind>acme]<]minima'
      'x[>[</kind>]<]minimax[>[<payload>]<]minimax[>[<value>hello]<]minimax[>[</value>]<]minimax'
      '[>[</payload>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>'),
     TOOLS_2,
     'minimax_m3',
     [{'name': 'acme', 'arguments': {'kind': 'acme', 'payload': {'value': 'hello'}}}],
     ''),
    (S + 'test_minimax_m2_detector_finish.py::test_complete_call_not_duplicated_at_finish',
     ('<minimax:tool_call><invoke name="get_weather"><parameter name="city">Paris</parameter></i'
      'nvoke></minimax:tool_call>'),
     TOOLS_3,
     'minimax_m2',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_unread_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
