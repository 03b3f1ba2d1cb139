"""vLLM's tool-parser tests in their newest stored versions, as data: each row is a model output
from vllm-project/vllm tests/tool_parsers/test_kimi_k2_tool_parser.py,
tests/tool_use/test_kimi_k3_tool_parser.py and tests/tool_parsers/test_kimi_k3_tool_parser.py,
the tools the test passes, the format, the calls vLLM expects and the content where the test
asserts it (a stream is its chunks joined). Outputs already in the conformance corpus or in
another table are not repeated. Each row is parsed with every format installed and with its
format alone.

The K3 rows whose tool names the request does not offer (`a&b"c`, `calc<beta`) pass no tools
(vLLM does not filter by the request's tools). Left out, by rule: a bare counter id with two
tools that could match is tool_call.invalid_name (vLLM skips the call); an argument text that is
not JSON, or a text cut inside a call, is an error; text after the tool section, and text
between the section opener and the first call, is content (vLLM drops it); an empty section is
tool_call.unrecognized; a K3 tools block cut inside a call header is tool_call.unclosed. Gap: K3
markers degraded with spaces (`<|open|> response <|sep|>`) are not read as markers."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'vllm-project/vllm tests/'

#: (source, model output, tools, format, expected calls or "error", content or None, options
#: of assert_peer_case: reasoning, collapse)
CASES: list[tuple[str, str, Any, str, Any, str | None, dict[str, Any]]] = [
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestExtractToolCalls::test_native_id_extra'
            'cted'),
     ('Checking weather. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <'
      '|tool_call_argument_begin|>{"city": "Tokyo"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Checking weather. ',
     {'collapse': True}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestExtractToolCalls::test_multi_turn_nati'
            've_id_continuity[turn1]'),
     ('Let me check. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <|too'
      'l_call_argument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestExtractToolCalls::test_multi_turn_nati'
            've_id_continuity[turn2]'),
     ('Now let me get news. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_news:0 <'
      '|tool_call_argument_begin|>{"topic": "weather in Beijing"}<|tool_call_end|><|tool_calls_se'
      'ction_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_news', 'arguments': {'topic': 'weather in Beijing'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingHappyPath::test_content_befor'
            'e_tools'),
     ("I'll check the weather. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weath"
      'er:0 <|tool_call_argument_begin|>{"city": "Tokyo"} <|tool_call_end|><|tool_calls_section_e'
      'nd|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     "I'll check the weather. ",
     {'collapse': True}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingHappyPath::test_incremental_a'
            'rguments'),
     ('Help. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <|tool_call_a'
      'rgument_begin|>{"city": "Beijing"} <|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingHappyPath::test_streaming_mat'
            'ches_nonstreaming[parallel_tools]'),
     ('Multi. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <|tool_call_'
      'argument_begin|>{"city": "Tokyo"}<|tool_call_end|><|tool_call_begin|>functions.get_news:1 '
      '<|tool_call_argument_begin|>{"topic": "tech"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
      {'name': 'get_news', 'arguments': {'topic': 'tech'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingHappyPath::test_streaming_mat'
            'ches_nonstreaming[no_functions_prefix]'),
     ('No prefix id. <|tool_calls_section_begin|><|tool_call_begin|>get_weather:0 <|tool_call_arg'
      'ument_begin|>{"city": "NYC"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingHappyPath::test_streaming_mat'
            'ches_nonstreaming[single_tool]'),
     ('Single. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <|tool_call'
      '_argument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingEdgeCases::test_three_differe'
            'nt_tools'),
     ('Multiple tasks. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <|t'
      'ool_call_argument_begin|>{"city": "NYC"} <|tool_call_end|><|tool_call_begin|>functions.get'
      '_news:1 <|tool_call_argument_begin|>{"topic": "tech"} <|tool_call_end|><|tool_call_begin|>'
      'functions.send_email:2 <|tool_call_argument_begin|>{"to": "a@b.com"} <|tool_call_end|><|to'
      'ol_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}},
      {'name': 'get_news', 'arguments': {'topic': 'tech'}},
      {'name': 'send_email', 'arguments': {'to': 'a@b.com'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingIntervals::test_multiple_tool'
            '_calls_at_interval'),
     ('Compare. <|tool_calls_section_begin|><|tool_call_begin|>functions.search:0 <|tool_call_arg'
      'ument_begin|>{"q": "cats"}<|tool_call_end|><|tool_call_begin|>functions.search:1 <|tool_ca'
      'll_argument_begin|>{"q": "dogs"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'q': 'cats'}},
      {'name': 'search', 'arguments': {'q': 'dogs'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingIntervals::test_content_then_'
            'tool_call_at_interval'),
     ('Sure, let me check. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0'
      ' <|tool_call_argument_begin|>{"city": "Tokyo"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     'Sure, let me check. ',
     {'collapse': True}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingIntervals::test_content_and_t'
            'ool_call_in_single_chunk'),
     ('Hi! <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <|tool_call_arg'
      'ument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     'Hi! ',
     {'collapse': True}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingIntervals::test_single_tool_c'
            'all_at_interval'),
     ('Help. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <|tool_call_a'
      'rgument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'city': 'Beijing'}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k2_tool_parser.py::TestStreamingIntervals::test_plain_text_at'
            '_interval'),
     'This is plain text with no tool calling involved.',
     None,
     'kimi_k2',
     [],
     'This is plain text with no tool calling involved.',
     {}),
    (SRC + ('tool_use/test_kimi_k3_tool_parser.py::test_extract_tool_calls_with_response_and_type'
            'd_arguments'),
     ('<|open|>response<|sep|>answer<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool'
      '="calc" index="1"<|sep|><|open|>argument key="x" type="number"<|sep|>1<|close|>argument<|s'
      'ep|><|open|>argument key="flag" type="boolean"<|sep|>true<|close|>argument<|sep|><|open|>a'
      'rgument key="text" type="string"<|sep|>raw<|close|>argument<|sep|><|close|>call<|sep|><|cl'
      'ose|>tools<|sep|>'),
     [{'type': 'function',
       'function': {'name': 'calc', 'parameters': {'type': 'object', 'properties': {}}}}],
     'kimi_k3',
     [{'name': 'calc', 'arguments': {'x': 1, 'flag': True, 'text': 'raw'}}],
     'answer',
     {}),
    (SRC + ('tool_use/test_kimi_k3_tool_parser.py::test_delegating_parser_preserves_tool_calls_af'
            'ter_reasoning'),
     ('<|open|>think<|sep|>step<|close|>think<|sep|><|open|>response<|sep|>answer<|close|>respons'
      'e<|sep|><|open|>tools<|sep|><|open|>call tool="calc" index="1"<|sep|><|open|>argument key='
      '"x" type="number"<|sep|>1<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>'),
     [{'type': 'function',
       'function': {'name': 'calc', 'parameters': {'type': 'object', 'properties': {}}}}],
     'kimi_k3',
     [{'name': 'calc', 'arguments': {'x': 1}}],
     'answer',
     {'reasoning': 'step'}),
    (SRC + ('tool_use/test_kimi_k3_tool_parser.py::test_delegating_parser_required_tool_choice_us'
            'es_xtml_parser'),
     ('<|open|>think<|sep|>step<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep'
      '|><|open|>tools<|sep|><|open|>call tool="calc" index="1"<|sep|><|open|>argument key="x" ty'
      'pe="number"<|sep|>1<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>'),
     [{'type': 'function',
       'function': {'name': 'calc', 'parameters': {'type': 'object', 'properties': {}}}}],
     'kimi_k3',
     [{'name': 'calc', 'arguments': {'x': 1}}],
     '',
     {'reasoning': 'step'}),
    (SRC + ('tool_use/test_kimi_k3_tool_parser.py::test_delegating_parser_auto_no_call_strips_con'
            'sumed_response_prefix'),
     'answer<|close|>response<|sep|>',
     [{'type': 'function',
       'function': {'name': 'calc', 'parameters': {'type': 'object', 'properties': {}}}}],
     'kimi_k3',
     [],
     'answer',
     {}),
    (SRC + ('tool_use/test_kimi_k3_tool_parser.py::test_delegating_parser_required_call_strips_co'
            'nsumed_response_prefix'),
     ('<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool="calc" index="1"<|sep|><|ope'
      'n|>argument key="x" type="number"<|sep|>1<|close|>argument<|sep|><|close|>call<|sep|><|clo'
      'se|>tools<|sep|>'),
     [{'type': 'function',
       'function': {'name': 'calc', 'parameters': {'type': 'object', 'properties': {}}}}],
     'kimi_k3',
     [{'name': 'calc', 'arguments': {'x': 1}}],
     '',
     {}),
    (SRC + 'tool_use/test_kimi_k3_tool_parser.py::test_extract_tool_calls_unescapes_attributes',
     ('<|open|>tools<|sep|><|open|>call tool="a&amp;b&quot;c" index="1"<|sep|><|open|>argument ke'
      'y="k&amp;q" type="string"<|sep|>v<|close|>argument<|sep|><|close|>call<|sep|><|close|>tool'
      's<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'a&b"c', 'arguments': {'k&q': 'v'}}],
     None,
     {}),
    (SRC + ('tool_use/test_kimi_k3_tool_parser.py::test_extract_tool_calls_allows_less_than_in_at'
            'tributes'),
     ('<|open|>tools<|sep|><|open|>call tool="calc<beta" index="1"<|sep|><|open|>argument key="fo'
      'o<bar" type="string"<|sep|>raw<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|'
      'sep|>'),
     None,
     'kimi_k3',
     [{'name': 'calc<beta', 'arguments': {'foo<bar': 'raw'}}],
     None,
     {}),
    (SRC + 'tool_use/test_kimi_k3_tool_parser.py::test_streaming_split_markers_do_not_leak',
     ('<|open|>response<|sep|>Hi<|open|>tools<|sep|><|open|>call tool="calc" index="1"<|sep|><|op'
      'en|>argument key="x" type="number"<|sep|>1<|close|>argument<|sep|><|close|>call<|sep|>'),
     [{'type': 'function',
       'function': {'name': 'calc', 'parameters': {'type': 'object', 'properties': {}}}}],
     'kimi_k3',
     [{'name': 'calc', 'arguments': {'x': 1}}],
     'Hi',
     {}),
    (SRC + ('tool_use/test_kimi_k3_tool_parser.py::test_streaming_consumed_response_prefix_no_cal'
            'l_keeps_content'),
     'OK<|close|>response<|sep|>',
     [{'type': 'function',
       'function': {'name': 'calc', 'parameters': {'type': 'object', 'properties': {}}}}],
     'kimi_k3',
     [],
     'OK',
     {}),
    (SRC + 'tool_use/test_kimi_k3_tool_parser.py::test_tool_call_ids_are_unique_across_messages',
     ('<|open|>tools<|sep|><|open|>call tool="calc" index="1"<|sep|><|close|>call<|sep|><|close|>'
      'tools<|sep|>'),
     [{'type': 'function',
       'function': {'name': 'calc', 'parameters': {'type': 'object', 'properties': {}}}}],
     'kimi_k3',
     [{'name': 'calc', 'arguments': {}}],
     None,
     {}),
    (SRC + ('tool_parsers/test_kimi_k3_tool_parser.py::test_streaming_content_stops_at_message_cl'
            'ose'),
     'Hello<|close|>message<|sep|>',
     None,
     'kimi_k3',
     [],
     'Hello',
     {}),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "options"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vllm_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None, options: dict[str, Any]) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source, **options)
