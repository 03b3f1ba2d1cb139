"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_kimik2_detector.py, test_kimik3_detector.py). Each
row is a model output of those tests (a streaming test's chunks joined; the tests' helper
functions written out), the tools the test passes, the format, the calls SGLang expects ("error"
where it returns no call for a malformed output and toolcalls reports the error) and, where the
test asserts it and toolcalls agrees, the content (SGLang's ``normal_text``, compared with
whitespace runs collapsed and the ends stripped). Where a test checks only some argument keys,
the row holds the whole arguments object, which agrees on every key the test checks. Each row is
parsed with every format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): K2 calls after a
``<think>`` that is never closed (the block runs to the end and is not searched, DESIGN 3c;
SGLang's reasoning parser ends the block at the tool section); a call with an id that names no
tool is reported (never dropped, DESIGN 2); arguments that are not JSON are ``json.*`` (SGLang
passes them on); K3 values typed ``object`` that hold broken JSON (strict JSON); a K3 call cut
after its header at the end of the text is a call (missing closer at the end).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'ReadFile',
            'description': 'ReadFile tool',
            'parameters': {
                'type': 'object',
                'properties': {'path': {'type': 'string', 'description': 'File path'}},
                'required': ['path'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'description': 'get_weather tool',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}, 'unit': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'ReadFile',
            'description': 'ReadFile tool',
            'parameters': {
                'type': 'object',
                'properties': {'path': {'type': 'string', 'description': 'File path'}},
                'required': ['path'],
            },
        },
    },
    {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'description': 'get_weather tool',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
]

TOOLS_2: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'python',
            'description': 'python tool',
            'parameters': {'type': 'object', 'properties': {'code': {'type': 'string'}}},
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_kimik2_detector.py::TestKimiK2DetectorBasic::test_multiple_tool_calls',
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.ReadFile:'
      '0<|tool_call_argument_begin|>{"path": "/a.py"}<|tool_call_end|><|tool_call_begin|>'
      'functions.get_weather:1<|tool_call_argument_begin|>{"city": "Tokyo"}<|tool_call_end|>'
      '<|tool_calls_section_end|>'),
     TOOLS_0,
     'kimi_k2',
     [
         {'name': 'ReadFile', 'arguments': {'path': '/a.py'}},
         {'name': 'get_weather', 'arguments': {'city': 'Tokyo'}},
     ],
     None),
    (S + 'test_kimik2_detector.py::TestKimiK2DetectorBasic::test_no_tool_call',
     'Just a normal response.',
     TOOLS_0,
     'kimi_k2',
     [],
     'Just a normal response.'),
    (S + 'test_kimik2_detector.py::TestKimiK2DetectorBasic::test_invalid_tool_call',
     ('invalid_tool:0<|tool_call_argument_begin|>{"path": "src"}<|tool_call_end|>'
      '<|tool_calls_section_end|>'),
     TOOLS_0,
     'kimi_k2',
     [],
     None),
    (S + ('test_kimik2_detector.py::TestKimiK2DetectorStreaming::test_streaming_trailing_litera'
          'l_left_angle_is_not_dropped'),
     'normal text <',
     None,
     'kimi_k2',
     [],
     'normal text <'),
    (S + ('test_kimik2_detector.py::TestKimiK2DetectorStreaming::test_streaming_multiple_tool_c'
          'alls'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.ReadFile:'
      '0<|tool_call_argument_begin|>{"path": "/a.py"}<|tool_call_end|><|tool_call_begin|>'
      'functions.get_weather:1<|tool_call_argument_begin|>{"city": "Paris"}<|tool_call_end|>'
      '<|tool_calls_section_end|>'),
     TOOLS_1,
     'kimi_k2',
     [
         {'name': 'ReadFile', 'arguments': {'path': '/a.py'}},
         {'name': 'get_weather', 'arguments': {'city': 'Paris'}},
     ],
     None),
    (S + ('test_kimik2_detector.py::TestKimiK2DetectorStreaming::test_streaming_state_reset_aft'
          'er_completion'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.ReadFile:'
      '0<|tool_call_argument_begin|>{"path": "/x"}<|tool_call_end|><|tool_calls_section_end|>'),
     TOOLS_1,
     'kimi_k2',
     [{'name': 'ReadFile', 'arguments': {'path': '/x'}}],
     None),
    (S + ('test_kimik2_detector.py::TestKimiK2DetectorSpecialTokenLeakage::'
          'test_no_leak_in_non_tool_text'),
     'normal text<|tool_calls_section_end|>',
     TOOLS_1,
     'kimi_k2',
     [],
     'normal text'),
    (S + ('test_kimik2_detector.py::TestKimiK2DetectorSpecialTokenLeakage::'
          'test_no_leak_of_argument_begin_token'),
     'text<|tool_call_argument_begin|>more',
     TOOLS_1,
     'kimi_k2',
     [],
     'textmore'),
    (S + ('test_kimik2_detector.py::TestKimiK2EndToEnd::test_e2e_normal_text_between_two_tool_c'
          'alls'),
     ('Prefix text:<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:'
      '0<|tool_call_argument_begin|>{"city": "London"}<|tool_call_end|>'
      '<|tool_calls_section_end|> Now calling next: <|tool_calls_section_begin|>'
      '<|tool_call_begin|>functions.get_weather:1<|tool_call_argument_begin|>{"city": '
      '"Delhi"}<|tool_call_end|><|tool_calls_section_end|>'),
     TOOLS_1,
     'kimi_k2',
     [
         {'name': 'get_weather', 'arguments': {'city': 'London'}},
         {'name': 'get_weather', 'arguments': {'city': 'Delhi'}},
     ],
     'Prefix text: Now calling next:'),
    (S + 'test_kimik3_detector.py::test_detect_and_parse_single_call',
     ('<|open|>response<|sep|>Let me run it.<|close|>response<|sep|><|open|>tools<|sep|>'
      '<|open|>call tool="python" index="1"<|sep|><|open|>argument key="code" '
      'type="string"<|sep|>print(1)<|close|>argument<|sep|><|open|>argument key="opts" '
      'type="object"<|sep|>{"a": 1}<|close|>argument<|sep|><|close|>call<|sep|><|close|>'
      'tools<|sep|>'),
     TOOLS_2,
     'kimi_k3',
     [{'name': 'python', 'arguments': {'code': 'print(1)', 'opts': {'a': 1}}}],
     'Let me run it.'),
    (S + 'test_kimik3_detector.py::test_detect_and_parse_no_tools_channel',
     '<|open|>response<|sep|>hi there<|close|>response<|sep|><|close|>message<|sep|>',
     TOOLS_2,
     'kimi_k3',
     [],
     'hi there'),
    (S + 'test_kimik3_detector.py::test_detect_and_parse_multiple_calls',
     ('<|open|>tools<|sep|><|open|>call tool="python" index="1"<|sep|><|open|>argument '
      'key="code" type="string"<|sep|>a<|close|>argument<|sep|><|close|>call<|sep|><|open|>'
      'call tool="python" index="2"<|sep|><|open|>argument key="code" type="string"<|sep|>'
      'b<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>'),
     TOOLS_2,
     'kimi_k3',
     [
         {'name': 'python', 'arguments': {'code': 'a'}},
         {'name': 'python', 'arguments': {'code': 'b'}},
     ],
     None),
    (S + 'test_kimik3_detector.py::test_detect_and_parse_unclosed_tools_section',
     ('<|open|>tools<|sep|><|open|>call tool="python" index="1"<|sep|><|open|>argument '
      'key="code" type="string"<|sep|>x<|close|>argument<|sep|><|close|>call<|sep|>'),
     TOOLS_2,
     'kimi_k3',
     [{'name': 'python', 'arguments': {'code': 'x'}}],
     None),
    (S + 'test_kimik3_detector.py::test_attr_unescaping_and_raw_string_args',
     ('<|open|>tools<|sep|><|open|>call tool="a&amp;b" index="1"<|sep|><|open|>argument '
      'key="q" type="string"<|sep|>say &quot;hi&quot;<|close|>argument<|sep|><|close|>'
      'call<|sep|><|close|>tools<|sep|>'),
     None,
     'kimi_k3',
     [{'name': 'a&b', 'arguments': {'q': 'say &quot;hi&quot;'}}],
     None),
    (S + 'test_kimik3_detector.py::test_streaming_split_markers',
     ('<|open|>response<|sep|>Hello!<|close|>response<|sep|><|open|>tools<|sep|><|open|>call '
      'tool="python" index="1"<|sep|><|open|>argument key="code" type="string"<|sep|>'
      'print(2)<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>'),
     TOOLS_2,
     'kimi_k3',
     [{'name': 'python', 'arguments': {'code': 'print(2)'}}],
     'Hello!'),
    (S + 'test_kimik3_detector.py::test_streaming_plain_text_only',
     'just a plain reply',
     TOOLS_2,
     'kimi_k3',
     [],
     'just a plain reply'),
    (S + 'test_kimik3_detector.py::test_streaming_bookkeeping_for_serving_layer',
     ('<|open|>tools<|sep|><|open|>call tool="python" index="1"<|sep|><|open|>argument '
      'key="code" type="string"<|sep|>a<|close|>argument<|sep|><|close|>call<|sep|><|close|>'
      'tools<|sep|>'),
     TOOLS_2,
     'kimi_k3',
     [{'name': 'python', 'arguments': {'code': 'a'}}],
     None),
    (S + 'test_kimik3_detector.py::test_stream_end_releases_held_back_text',
     'all done<',
     TOOLS_2,
     'kimi_k3',
     [],
     'all done<'),
    (S + 'test_kimik3_detector.py::test_stream_end_drops_truncated_marker',
     'all done<|open|>',
     TOOLS_2,
     'kimi_k3',
     [],
     'all done'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, reasoning_started, expected calls, content or None,
#: reasoning): rows that assert the reasoning too
REASONING_CASES: list[tuple[str, str, Any, str, bool, Any, str | None, str]] = [
    (S + ('test_kimik2_detector.py::TestKimiK2EndToEnd::test_e2e_normal_think_close_then_tool_c'
          'all'),
     ('<think>Thinking about it...</think><|tool_calls_section_begin|><|tool_call_begin|>'
      'functions.get_weather:0<|tool_call_argument_begin|>{"city": "London"}<|tool_call_end|>'
      '<|tool_calls_section_end|>'),
     TOOLS_1,
     'kimi_k2',
     False,
     [{'name': 'get_weather', 'arguments': {'city': 'London'}}],
     '',
     'Thinking about it...'),
    (S + ('test_kimik2_detector.py::TestKimiK2EndToEnd::test_e2e_normal_think_close_then_conten'
          't_overlap_tool_call'),
     ('<think>Thinking about it...</think>This is a content:<|tool_calls_section_begin|>'
      '<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": '
      '"London"}<|tool_call_end|><|tool_calls_section_end|>'),
     TOOLS_1,
     'kimi_k2',
     False,
     [{'name': 'get_weather', 'arguments': {'city': 'London'}}],
     'This is a content:',
     'Thinking about it...'),
    (S + ('test_kimik2_detector.py::TestKimiK2EndToEnd::test_e2e_normal_think_close_then_conten'
          't_overlap_tool_call_multi_token_multi_calls'),
     ('<think>Thinking about it...</think>This is a content:<|tool_calls_section_begin|>'
      '<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": '
      '"London"}<|tool_call_end|><|tool_calls_section_end|><|tool_calls_section_begin|>'
      '<|tool_call_begin|>functions.get_weather:1<|tool_call_argument_begin|>{"city": '
      '"Delhi"}<|tool_call_end|><|tool_calls_section_end|>'),
     TOOLS_1,
     'kimi_k2',
     False,
     [
         {'name': 'get_weather', 'arguments': {'city': 'London'}},
         {'name': 'get_weather', 'arguments': {'city': 'Delhi'}},
     ],
     'This is a content:',
     'Thinking about it...'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "started", "expected", "content",
                          "reasoning"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_sglang_new_reasoning_case(source: str, text: str, tools: Any, fmt: str, started: bool,
                                  expected: Any, content: str | None, reasoning: str) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started or None, collapse=True, source=source)
